#!/usr/bin/env python3
"""Generator for the R7 blind corpus: assistant memories in the style of memory layers.

Every label (family key, value, polarity, wording relation, negative class) is fixed in the
tables below before any file is written. Truth is computed from those labels only, never from
the text. Deterministic: a fixed seed and no wall clock, so two runs give byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels
"""

import datetime as dt
import json
import os
import random
import re
import sys

SEED = 20261207
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc

# ---------------------------------------------------------------------------------------------
# Labels. A version is (text, value, polarity, wording, role).
#   polarity: "+" the fact holds, "-" the fact stopped holding (no longer, stopped, cancelled...)
#   wording (newer changing versions only): "r" reworded relative to the version before it
#            (different verb or construction), "e" one-slot edit (same sentence, value swapped)
#   role: "" an ordinary version; "conf" a confirmation inside a chain (same value restated,
#         expired by the next change); "hard" a hard-worded intervening version; or a negative
#         class name for a labelled trailing memory that restates the value in force
#         (confirmation, elaboration, format_variant) and must never be paired.
# ---------------------------------------------------------------------------------------------


def V(text, value, pol="+", w="", role=""):
    return (text, value, pol, w, role)


FAMILIES = [
    # ---- work
    ("user|employer", [
        V("Rhiannon works as a staff nurse at the Royal Devon and Exeter Hospital", "RD&E"),
        V("User took a job at Musgrove Park Hospital in Taunton", "Musgrove", w="r"),
        V("Now works at Southmead Hospital in Bristol", "Southmead", w="r"),
        V("Confirmed she is still at Southmead", "Southmead", role="confirmation"),
        V("At Southmead she works on the acute medical unit, ward 9A", "Southmead", role="elaboration"),
    ]),
    ("user|shift", [
        V("User works day shifts", "days"),
        V('"I moved to the night shift"', "nights", w="r"),
        V("Back on days since the rota change", "days", w="r"),
    ]),
    ("user|manager", [
        V("User's manager is Brent Holloway", "Brent Holloway"),
        V("User's manager is Teodora Vance", "Teodora Vance", w="e"),
        V("Manager is still Teodora", "Teodora Vance", role="confirmation"),
    ]),
    ("user|commute", [
        V("Commutes to work by bike", "bike"),
        V("Since the knee surgery it's the car to work every day", "car", w="r", role="hard"),
        V("She takes the 7:40 train into work", "train", w="r"),
        V("Cycles to work again", "bike", w="r"),
        V("Cycling to work as usual", "bike", role="confirmation"),
    ]),
    ("user|study_day", [
        V("Her study day is Friday", "Friday"),
        V("Her study day is Monday", "Monday", w="e"),
    ]),
    ("user|salary", [
        V("User earns £34,000 a year", "34000"),
        V("User earns £38,500 a year", "38500", w="e"),
        V("Still on £38,500", "38500", role="conf"),
        V("Got a pay rise, salary is now £41,500", "41500", w="r"),
        V("Salary: £41.5k", "41500", role="format_variant"),
    ]),
    ("user|grade", [
        V("Is a Band 5 nurse", "band 5"),
        V("Is a Band 6 nurse", "band 6", w="e"),
    ]),
    ("user|etsy", [
        V("Sells hand-poured candles on Etsy as a side hustle", "etsy candles"),
        V("Closed her Etsy candle shop", "etsy candles", pol="-", w="r"),
    ]),
    # ---- home
    ("user|city", [
        V("Lives in Exeter", "Exeter"),
        V("Still lives in Exeter, near St Thomas", "Exeter", role="conf"),
        V("User moved to Taunton", "Taunton", w="r"),
        V("User moved to Bristol", "Bristol", w="e"),
        V("Still living in Bristol", "Bristol", role="confirmation"),
    ]),
    ("user|landlord", [
        V("Landlord is Mrs Penhaligon", "Penhaligon"),
        V("Landlord is Harcourt Lettings", "Harcourt Lettings", w="e"),
    ]),
    ("user|rent", [
        V("Pays £950 a month rent", "950"),
        V("Rent went up to £1,025 a month", "1025", w="r"),
        V("Rent is still £1,025", "1025", role="conf"),
        V("Pays £1,100 a month in rent now", "1100", w="r"),
        V("Rent is 1.1k/month", "1100", role="format_variant"),
    ]),
    ("user|home_type", [
        V("Lives in a one-bed flat", "one-bed flat"),
        V("Lives in a two-bed terrace", "two-bed terrace", w="e"),
    ]),
    ("user|flatmate", [
        V("Shares the flat with a flatmate called Ollie", "Ollie"),
        V("Ollie moved out, so she no longer has a flatmate", "Ollie", pol="-", w="r"),
    ]),
    # ---- family and people
    ("user|relationship", [
        V("User is dating Kofi", "dating"),
        V("User and Kofi got engaged", "engaged", w="r"),
        V("Married Kofi in May", "married", w="r"),
        V("Married Kofi in May at Ashton Court, a small ceremony with about 40 guests", "married",
          role="elaboration"),
    ]),
    ("maren|city", [
        V("User's sister Maren lives in Leeds", "Leeds"),
        V("User's sister Maren lives in Glasgow", "Glasgow", w="e"),
    ]),
    ("idris|job", [
        V("Brother Idris is a chef", "chef"),
        V("Brother Idris is a paramedic", "paramedic", w="e"),
    ]),
    ("mum|home", [
        V("Mum lives in Cardiff", "Cardiff"),
        V("Mum lives in Penarth", "Penarth", w="e"),
    ]),
    ("user|due_date", [
        V("Baby is due 14 August", "14 Aug"),
        V("Baby is due 9 August", "9 Aug", w="e"),
        V("EDD 09/08", "9 Aug", role="format_variant"),
    ]),
    ("user|baby_name", [
        V("Planning to name the baby Ffion", "Ffion"),
        V("Leaning towards Elin for the baby now", "Elin", w="r", role="hard"),
        V("Decided on Ffion after all", "Ffion", w="r"),
    ]),
    ("kofi|employer", [
        V("Kofi works at Airbus in Filton", "Airbus"),
        V("Kofi left Airbus", "Airbus", pol="-", w="r"),
    ]),
    ("hannah|city", [
        V("Best friend Hannah lives in Swansea", "Swansea"),
        V("Hannah moved to Cardiff last spring", "Cardiff", w="r"),
        V("Hannah lives in Cardiff now, in Canton near Chapter arts centre", "Cardiff", role="elaboration"),
    ]),
    # ---- pets
    ("biscuit|food", [
        V("Feeds Biscuit Lily's Kitchen", "Lily's Kitchen"),
        V("Switched Biscuit to Butternut Box", "Butternut Box", w="r"),
    ]),
    ("pickle|portion", [
        V("Pickle gets 40 g of dry food a day", "40 g"),
        V("Pickle gets 35 g of dry food a day", "35 g", w="e"),
        V("Pickle's daily ration: thirty-five grams of dry food", "35 g", role="format_variant"),
    ]),
    ("user|vet", [
        V("Vet is Westgate Vets", "Westgate Vets"),
        V("Vet is Riverside Animal Clinic", "Riverside Animal Clinic", w="e"),
        V("Riverside Animal Clinic is on Coronation Road; they usually see Dr Patel there",
          "Riverside Animal Clinic", role="elaboration"),
    ]),
    ("biscuit|walker", [
        V("Dog walker is Jess", "Jess"),
        V("Dog walker is Amir", "Amir", w="e"),
        V("Jess is walking Biscuit again", "Jess", w="r"),
        V("Jess still does Biscuit's walks", "Jess", role="confirmation"),
    ]),
    # ---- health
    ("user|sertraline", [
        V("Takes 50 mg sertraline daily", "50 mg"),
        V("Sertraline dose went up to 100 mg", "100 mg", w="r"),
        V("Back down to 50 mg of sertraline", "50 mg", w="r"),
        V("Stopped taking sertraline", "50 mg", pol="-", w="r"),
    ]),
    ("user|gym", [
        V("Goes to PureGym on Gloucester Road", "PureGym"),
        V("Cancelled her PureGym membership", "PureGym", pol="-", w="r"),
        V("Rhi rejoined PureGym", "PureGym", w="r"),
    ]),
    ("user|gp", [
        V("GP is Dr Whitfield", "Whitfield"),
        V("GP is Dr Anand", "Anand", w="e"),
        V("GP confirmed as Dr Anand at the last check-up", "Anand", role="confirmation"),
    ]),
    ("user|bedtime", [
        V("Goes to bed around 11pm", "23:00"),
        V("Goes to bed around 10pm", "22:00", w="e"),
        V("Lights out at 22:00 most nights", "22:00", role="format_variant"),
    ]),
    ("user|weight", [
        V("Weighs 82 kg", "82 kg"),
        V('"I\'m down to 78 kg"', "78 kg", w="r"),
        V("Scales said 75 kg this morning", "75 kg", w="r", role="hard"),
        V("Back up to 78 kg after Christmas", "78 kg", w="r"),
        V("Weighs about 12 st 4 lb", "78 kg", role="format_variant"),
    ]),
    ("user|smoking", [
        V("Smokes about ten a day", "smokes"),
        V("User quit smoking in January", "smokes", pol="-", w="r"),
        V("Still not smoking, six months in", "smokes", pol="-", role="confirmation"),
    ]),
    ("user|therapy", [
        V("Sees a therapist on Tuesday evenings", "Tuesday"),
        V("Sees a therapist on Thursday evenings", "Thursday", w="e"),
    ]),
    # ---- diet
    ("user|milk", [
        V("User prefers oat milk", "oat"),
        V("User prefers soy milk", "soy", w="e"),
        V("Switched to semi-skimmed cow's milk", "semi-skimmed", w="r"),
        V("Back on oat milk, the dairy was upsetting her stomach", "oat", w="r"),
    ]),
    ("user|diet", [
        V("Rhiannon is vegetarian", "vegetarian"),
        V("Went vegan in February", "vegan", w="r"),
        V("Eats fish again, so pescatarian now", "pescatarian", w="r"),
        V("Remains pescatarian", "pescatarian", role="confirmation"),
    ]),
    ("user|coffee", [
        V("Drinks a lot of coffee, usually three cups before noon", "coffee"),
        V("User no longer drinks coffee", "coffee", pol="-", w="r"),
        V("Drinking coffee again, just one in the morning", "coffee", w="r"),
    ]),
    ("user|tea", [
        V("Favourite tea is Yorkshire Tea", "Yorkshire Tea"),
        V("Favourite tea is Earl Grey", "Earl Grey", w="e"),
    ]),
    # ---- devices
    ("user|phone", [
        V("User switched from Android to an iPhone 13", "iPhone 13"),
        V("Upgraded to an iPhone 15", "iPhone 15", w="r"),
        V("Phone is an iPhone 16 Pro now", "iPhone 16 Pro", w="r"),
    ]),
    ("user|laptop", [
        V("Uses a ThinkPad for her university coursework", "ThinkPad"),
        V("Uses a MacBook Air for her university coursework", "MacBook Air", w="e"),
    ]),
    ("user|broadband", [
        V("Broadband is with BT", "BT"),
        V("Rhi switched broadband to Virgin Media", "Virgin Media", w="r"),
        V("Rhi switched broadband to Zen", "Zen", w="e"),
    ]),
    ("user|watch", [
        V("Wears a Fitbit Charge 5", "Fitbit Charge 5"),
        V("Wears a Garmin Forerunner 255", "Garmin Forerunner 255", w="e"),
    ]),
    ("user|mobile_network", [
        V("Mobile network is EE", "EE"),
        V("Mobile network is giffgaff", "giffgaff", w="e"),
    ]),
    # ---- cars
    ("user|car", [
        V("Drives a 2014 Ford Fiesta", "Fiesta"),
        V("Still driving the old Fiesta", "Fiesta", role="conf"),
        V("Sold the Fiesta and bought a used Toyota Yaris hybrid", "Yaris", w="r"),
        V("Drives a Kia Niro EV", "Niro", w="r"),
        V("The Niro is the 64 kWh long-range version, in grey", "Niro", role="elaboration"),
    ]),
    ("user|car_insurance", [
        V("Car insurance is with Admiral", "Admiral"),
        V("Car insurance is with Direct Line", "Direct Line", w="e"),
    ]),
    ("user|parking", [
        V("Parks on the street outside the house", "street"),
        V("Has a residents' permit for the Elm Road car park", "Elm Road", w="r"),
    ]),
    # ---- hobbies
    ("user|instrument", [
        V("Learning the ukulele", "ukulele"),
        V("Learning the guitar", "guitar", w="e"),
    ]),
    ("user|bookclub_day", [
        V("Book club meets on the first Thursday of the month", "first Thursday"),
        V("Book club meets on the last Sunday of the month", "last Sunday", w="e"),
    ]),
    ("user|running", [
        V("Runs 5k three times a week", "5k x3"),
        V("Running 10k twice a week now", "10k x2", w="r"),
        V("Stopped running because of plantar fasciitis", "10k x2", pol="-", w="r"),
        V("Started running again with a couch-to-5k plan", "couch-to-5k", w="r"),
    ]),
    ("user|climbing_day", [
        V("Climbs at The Arch on Wednesdays", "Wednesday"),
        V("Climbs at The Arch on Saturdays", "Saturday", w="e"),
    ]),
    ("user|fav_band", [
        V("Favourite band is Wet Leg", "Wet Leg"),
        V("Favourite band is Fontaines D.C.", "Fontaines D.C.", w="e"),
    ]),
    ("user|knitting", [
        V("Knitting a jumper for Kofi", "jumper"),
        V('"Finished Kofi\'s jumper, now I\'m knitting a blanket for the baby"', "blanket", w="r"),
    ]),
    # ---- goals
    ("user|marathon", [
        V("Plans to run the Berlin marathon in September", "Berlin"),
        V("Target race is now the Chicago marathon in October", "Chicago", w="r"),
        V("Pulled out of Chicago; aiming for the Manchester marathon in April instead", "Manchester", w="r"),
    ]),
    ("user|deposit_goal", [
        V("Saving for a house deposit, target £20,000", "20000"),
        V("Saving for a house deposit, target £25,000", "25000", w="e"),
        V("Deposit target: 25k", "25000", role="format_variant"),
    ]),
    ("user|spanish_goal", [
        V("Wants to reach B2 in Spanish by the summer", "summer"),
        V("Wants to reach B2 in Spanish by Christmas", "Christmas", w="e"),
    ]),
    ("user|reading_goal", [
        V("Goal is to read 30 books this year", "30"),
        V("Aiming for 40 books this year", "40", w="r"),
        V("Reading challenge: forty books", "40", role="format_variant"),
    ]),
    # ---- finances
    ("user|bank", [
        V("Banks with Lloyds", "Lloyds"),
        V("Moved her current account to Monzo", "Monzo", w="r"),
        V("Salary gets paid into Starling from this month", "Starling", w="r", role="hard"),
        V("Back with Monzo as her main account", "Monzo", w="r"),
        V("Rhi still banks with Monzo", "Monzo", role="confirmation"),
    ]),
    ("user|isa", [
        V("Puts £200 a month into a Vanguard ISA", "200"),
        V("Puts £300 a month into a Vanguard ISA", "300", w="e"),
        V("ISA contributions: three hundred pounds monthly", "300", role="format_variant"),
    ]),
    ("user|credit_card", [
        V("Has a Barclaycard credit card", "Barclaycard"),
        V("Closed the Barclaycard", "Barclaycard", pol="-", w="r"),
    ]),
    ("user|budget_app", [
        V("Budgets with YNAB", "YNAB"),
        V("Budgets with the Emma app", "Emma", w="e"),
    ]),
    # ---- travel
    ("user|lisbon_trip", [
        V("Planning a trip to Lisbon in May", "May"),
        V("Lisbon trip pushed back to June", "June", w="r"),
        V("Lisbon trip moved again, now 3-7 October", "3-7 Oct", w="r"),
        V("Lisbon: Oct 3rd to 7th", "3-7 Oct", role="format_variant"),
    ]),
    ("user|summer_holiday", [
        V("Summer holiday booked: Crete", "Crete"),
        V("Summer holiday booked: Mallorca", "Mallorca", w="e"),
    ]),
    ("user|passport", [
        V("Passport expires in March 2026", "2026-03"),
        V("Rhi renewed her passport; it now runs to 2035", "2035", w="r"),
    ]),
    # ---- subscriptions
    ("user|netflix", [
        V("Subscribes to Netflix", "Netflix"),
        V("The user cancelled Netflix", "Netflix", pol="-", w="r"),
        V("Signed back up to Netflix for the new season of Bridgerton", "Netflix", w="r"),
    ]),
    ("user|spotify", [
        V("Has Spotify Premium Individual", "Individual"),
        V("Moved to a Spotify Duo plan with Kofi", "Duo", w="r"),
        V("Spotify Duo costs £16.99 a month and she splits it with Kofi", "Duo", role="elaboration"),
    ]),
    ("user|hellofresh", [
        V("Gets a HelloFresh box every week", "HelloFresh"),
        V('"I\'ve stopped the HelloFresh boxes"', "HelloFresh", pol="-", w="r"),
    ]),
    ("user|news_sub", [
        V("Pays for a Guardian subscription", "Guardian"),
        V("Pays for a Times subscription", "Times", w="e"),
    ]),
    # ---- preferences and people around her
    ("user|name", [
        V("Goes by Rhiannon", "Rhiannon"),
        V("Goes by Rhi now, not Rhiannon", "Rhi", w="r"),
        V("Wants to be called Rhi (pronounced 'Ree') in every reply", "Rhi", role="elaboration"),
    ]),
    ("user|reply_style", [
        V("Prefers short answers with bullet points", "short"),
        V("Wants longer, more detailed explanations these days", "detailed", w="r"),
        V("Still prefers the detailed explanations", "detailed", role="confirmation"),
    ]),
    ("user|thermostat", [
        V("Keeps the thermostat at 19°C", "19"),
        V("Keeps the thermostat at 21°C", "21", w="e"),
        V("Heating set to 21 degrees C", "21", role="format_variant"),
    ]),
    ("user|fav_restaurant", [
        V("Favourite restaurant is Wagamama", "Wagamama"),
        V("Her favourite place to eat is the Turkish grill on Stokes Croft", "Turkish grill", w="r"),
    ]),
    ("user|dentist_appt", [
        V("Dentist appointment on 12 March", "12 Mar"),
        V("Dentist appointment rescheduled to 19 March", "19 Mar", w="r"),
        V("Dentist: 19/03", "19 Mar", role="format_variant"),
    ]),
    ("user|hairdresser", [
        V("Hairdresser is Chloe at Fringe Benefits", "Chloe"),
        V("Hairdresser is Nadia at Fringe Benefits", "Nadia", w="e"),
    ]),
]

# Standalone negative groups. "same": every memory of a group shares one family key and one value
# (restatements); "equal": one family key, two values, one identical order time; "own": every
# memory is its own fact (its own family key).
GROUPS = [
    ("format_variant", "same", [("Works 37.5 hours a week", "37.5h"),
                                ("Contract is thirty-seven and a half hours a week", "37.5h")]),
    ("format_variant", "same", [("Lives on the 2nd floor", "2"),
                                ("Flat is on the second floor", "2")]),
    ("elaboration", "same", [("Is type 1 diabetic", "T1D"),
                             ("Has had type 1 diabetes since she was 12 and wears a Libre 2 sensor", "T1D")]),
    ("elaboration", "same", [("Has an allotment", "allotment"),
                             ("Her allotment is plot 14 at Golden Hill, shared with Kofi", "allotment")]),
    ("static", "same", [("Grew up in Swansea", "Swansea"), ("Was raised in Swansea", "Swansea")]),
    ("static", "same", [("Studied nursing at Cardiff University", "Cardiff Uni"),
                        ("Trained as a nurse at Cardiff Uni", "Cardiff Uni")]),
    ("static", "same", [("Has a younger brother, Idris", "Idris"), ("Idris is her little brother", "Idris")]),
    ("static", "same", [("Is O negative blood type", "O-"), ("Has O negative blood", "O-")]),
    ("static", "same", [("Rhi is left-handed", "left"), ("Writes with her left hand", "left")]),
    ("multi_valued", "own", [("User is allergic to penicillin", "penicillin"),
                             ("Also allergic to shellfish", "shellfish")]),
    ("multi_valued", "own", [("Speaks Welsh", "Welsh"),
                             ('"I speak French too, I did a year in Lyon"', "French")]),
    ("multi_valued", "own", [("Has a dog called Biscuit", "Biscuit"), ("Also has a cat, Pickle", "Pickle")]),
    ("multi_valued", "own", [("Uses Notion for work notes", "Notion"),
                             ("Also keeps a journal in Obsidian", "Obsidian")]),
    ("multi_valued", "own", [("Enjoys sourdough baking", "sourdough"),
                             ("Another hobby: birdwatching", "birdwatching")]),
    ("multi_valued", "own", [("Supports Cardiff City", "Cardiff City"),
                             ("Also follows the Exeter Chiefs", "Exeter Chiefs")]),
    ("scope_disjoint", "own", [("Wakes at 6am on weekdays", "6am"),
                               ("Sleeps in until 9 at weekends", "9am")]),
    ("scope_disjoint", "own", [("Does pilates on Tuesday evenings", "pilates"),
                               ("Goes swimming on Friday evenings", "swimming")]),
    ("scope_disjoint", "own", [("Summer tyres go on the Niro from April", "summer tyres"),
                               ("Winter tyres go on the Niro in November", "winter tyres")]),
    ("scope_disjoint", "own", [("Mobile plan gives her 30GB of data in the UK", "30GB"),
                               ("Gets 12GB of roaming data in the EU", "12GB")]),
    ("scope_disjoint", "own", [("Saturday dinner is usually a takeaway", "takeaway"),
                               ("Sunday dinner is a roast at Kofi's parents'", "roast")]),
    ("scope_disjoint", "own", [("Her side project's staging site is on Netlify", "Netlify"),
                               ("The side project's production site is on Cloudflare Pages", "Cloudflare")]),
    ("membership", "own", [("Member of the Royal College of Nursing", "RCN"),
                           ("Sits on the ward's infection control committee", "IPC committee"),
                           ("Is a Parkrun volunteer at Ashton Court", "parkrun"),
                           ("User is a trustee of the Easton food bank", "food bank"),
                           ("Rhiannon sings alto in the Bristol Community Choir", "choir"),
                           ("Has National Trust membership", "National Trust"),
                           ("Is treasurer of her book club", "book club treasurer"),
                           ("Is the health and safety rep on her ward", "H&S rep"),
                           ("Has a Costco card through Kofi's work", "Costco"),
                           ("Is part of the NCT antenatal group", "NCT")]),
    ("different_subject", "own", [("Kofi prefers oat milk", "oat"),
                                  ("User's brother Idris banks with Lloyds", "Lloyds"),
                                  ("Kofi has an iPhone 15", "iPhone 15"),
                                  ("Kofi's car is a Ford Focus", "Focus"),
                                  ("Teodora lives in Taunton", "Taunton"),
                                  ("Idris lives in Exeter", "Exeter"),
                                  ("Mum's GP is Dr Whitfield", "Whitfield"),
                                  ("Kofi's manager is Sunil Rao", "Sunil Rao"),
                                  ("Maren is vegan", "vegan"),
                                  ("Kofi goes to bed around midnight", "00:00"),
                                  ("Teodora is training for the Berlin marathon", "Berlin"),
                                  ("Mum subscribes to Netflix", "Netflix")]),
    ("unrelated", "own", [("Biscuit is scared of fireworks", "fireworks"),
                          ("Pickle likes sleeping in the airing cupboard", "airing cupboard"),
                          ("Kofi is learning to cook jollof rice from his aunt", "jollof"),
                          ("Asked for a banana bread recipe without eggs", "banana bread"),
                          ("Thinks Harbourside gets too busy on sunny weekends", "Harbourside"),
                          ("Mum turns 70 next year", "70"),
                          ('"I\'m scared of heights"', "heights"),
                          ("Keeps the Niro's charging cable in the boot", "cable"),
                          ("Maren has two kids", "two kids"),
                          ("Finds night shifts hard on her sleep", "night shifts"),
                          ("Idris supports Swansea City", "Swansea City"),
                          ("Wants to repaint the hallway sage green", "sage green"),
                          ("Doesn't like coriander", "coriander"),
                          ("Spare keys are with the neighbour at number 12", "keys")]),
    ("equal_time", "equal", [("Kofi's birthday dinner is booked at Bravas", "Bravas"),
                             ("Kofi's birthday dinner is booked at Pasta Loco", "Pasta Loco")]),
    ("equal_time", "equal", [("Holiday budget is £1,500", "1500"), ("Holiday budget is £2,000", "2000")]),
    ("equal_time", "equal", [("Nephew is called Osian", "Osian"), ("Nephew is called Owain", "Owain")]),
    ("equal_time", "equal", [("Preferred pharmacy is Boots on Gloucester Road", "Boots"),
                             ("Preferred pharmacy is the Lloyds in Henleaze", "Lloyds Pharmacy")]),
    ("equal_time", "equal", [("Wants the Niro serviced at the Kia dealer", "Kia dealer"),
                             ("Wants the Niro serviced at Kwik Fit", "Kwik Fit")]),
    ("equal_time", "equal", [("Wedding anniversary is 14 May", "14 May"),
                             ("Wedding anniversary is 21 May", "21 May")]),
]

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated"]

# Time layout
FIRST_DAY = dt.date(2023, 1, 10)
LAST_START = dt.date(2025, 6, 30)
LAST_DAY = dt.date(2026, 10, 25)
MIN_GAP_DAYS = 10
MODE_SHARE = {"live": 0.27, "backfilled": 0.18}  # the rest is "stamped"


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts, in table order

    def add(fam, text, value, pol, w, role, cls, seq):
        mems.append(dict(fam=fam, text=text, value=value, pol=pol, w=w, role=role, cls=cls, seq=seq))

    for fam, versions in FAMILIES:
        for i, (text, value, pol, w, role) in enumerate(versions):
            cls = role if role in NEG_CLASSES else ""
            add(fam, text, value, pol, w, role, cls, i)
    for gi, (cls, kind, items) in enumerate(GROUPS):
        for i, (text, value) in enumerate(items):
            fam = f"neg{gi:02d}|{cls}" if kind in ("same", "equal") else f"neg{gi:02d}.{i}|{cls}"
            add(fam, text, value, "+", "", kind, cls, i)

    # time modes: exact shares over the whole set, shuffled; an equal_time group takes its first
    # member's mode so that both members can share one order time.
    n = len(mems)
    n_live = round(MODE_SHARE["live"] * n)
    n_back = round(MODE_SHARE["backfilled"] * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    byfam = {}
    for m in mems:
        byfam.setdefault(m["fam"], []).append(m)
    famkeys = list(byfam)  # insertion order: deterministic
    for fk in famkeys:
        ms = byfam[fk]
        if ms[0]["role"] == "equal":
            for m in ms[1:]:
                m["mode"] = ms[0]["mode"]

    # order times: distinct days (>= MIN_GAP_DAYS apart) within a family, in table order
    span_total = (LAST_DAY - FIRST_DAY).days
    for fk in famkeys:
        ms = byfam[fk]
        if ms[0]["role"] == "equal":
            days = [FIRST_DAY + dt.timedelta(days=rng.randrange(span_total))] * len(ms)
        else:
            start = FIRST_DAY + dt.timedelta(days=rng.randrange((LAST_START - FIRST_DAY).days))
            span = (LAST_DAY - start).days
            while True:
                offs = sorted(rng.sample(range(span), len(ms)))
                if all(b - a >= MIN_GAP_DAYS for a, b in zip(offs, offs[1:])):
                    break
            days = [start + dt.timedelta(days=o) for o in offs]
        shared_secs = rng.randrange(7 * 3600, 23 * 3600)
        for m, d in zip(ms, days):
            midnight = dt.datetime(d.year, d.month, d.day, tzinfo=UTC)
            if m["mode"] == "backfilled":
                m["order"] = midnight
            else:
                secs = shared_secs if m["role"] == "equal" else rng.randrange(7 * 3600, 23 * 3600)
                m["order"] = midnight + dt.timedelta(seconds=secs)
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 55),
                                                         seconds=rng.randrange(60))
        # backfilled: an import instant in November 2026, assigned newest-first within the family
        back = [m for m in ms if m["mode"] == "backfilled"]
        if back:
            t = dt.datetime(2026, 11, rng.randrange(2, 28), rng.randrange(8, 20), rng.randrange(60),
                            rng.randrange(60), tzinfo=UTC)
            for m in sorted(back, key=lambda m: (m["order"], m["seq"]), reverse=True):
                m["observed"] = m["order"]
                m["created"] = t
                t += dt.timedelta(seconds=rng.randrange(1, 40))

    # ids: assigned in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = f"a{k + 1:03d}"

    # truth from labels only: within a family, each memory is expired by the earliest strictly
    # newer memory whose (value, polarity) differs
    truth = []
    for fk in famkeys:
        ms = sorted(byfam[fk], key=lambda m: m["order"])
        for i, m in enumerate(ms):
            for o in ms[i + 1:]:
                if o["order"] > m["order"] and (o["value"], o["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=o["id"],
                                      reason="negation" if o["pol"] != m["pol"] else "value"))
                    break
    truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))

    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, byfam, famkeys, truth, file_order


def check(mems, byfam, truth):
    paired = {p["expired_id"] for p in truth} | {p["replacement_id"] for p in truth}
    labelled = {m["id"] for m in mems if m["cls"]}
    assert not (paired & labelled), "a labelled memory takes part in a pair"
    assert paired | labelled == {m["id"] for m in mems}, "a memory is neither paired nor labelled"
    limit = dt.datetime(2026, 12, 1, tzinfo=UTC)
    for fk, ms in byfam.items():
        times = [m["order"] for m in ms]
        if ms[0]["role"] != "equal":
            assert len(set(times)) == len(times), f"{fk}: shared order time"
            assert times == sorted(times), f"{fk}: table order is not time order"
        else:
            assert len(set(times)) == 1, f"{fk}: equal_time group without one order time"
    for m in mems:
        assert m["created"] < limit and (m["observed"] is None or m["observed"] < limit)
        if m["mode"] == "stamped":
            assert m["created"] > m["observed"]
        if m["role"] in ("confirmation", "elaboration", "format_variant"):
            prev = [o for o in byfam[m["fam"]] if o["seq"] < m["seq"] and o["cls"] == ""]
            assert (prev[-1]["value"], prev[-1]["pol"]) == (m["value"], m["pol"]), m["text"]
    for cls in NEG_CLASSES:
        assert sum(1 for m in mems if m["cls"] == cls) >= 10, cls
    assert len({m["text"] for m in mems}) == len(mems), "duplicate text"


def register(text):
    t = text.strip()
    if t.startswith('"') or re.match(r"^I\b", t):
        return "first_person_quote"
    if re.match(r"^(User|The user)\b", t):
        return "user_subject"
    if re.match(r"^(Rhi|Rhiannon)\b", t):
        return "name_subject"
    if re.match(r"^(She|Her|Their|They)\b", t):
        return "pronoun_subject"
    if re.match(r"^(Kofi|Maren|Idris|Mum|Hannah|Teodora|Biscuit|Pickle|Brother|Best friend)\b", t):
        return "other_person_or_pet_subject"
    return "subjectless_or_topic"


def tokens(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def changes(byfam, famkeys):
    """Each changing version with the version right before it in its family."""
    out = []
    for fk in famkeys:
        ms = byfam[fk]
        for prev, cur in zip(ms, ms[1:]):
            if cur["w"]:
                out.append((prev, cur))
    return out


def stats(mems, byfam, famkeys, truth):
    out = []
    p = out.append
    changing = [fk for fk in famkeys if any(m["w"] for m in byfam[fk])]
    p(f"memories {len(mems)}")
    p(f"true pairs {len(truth)}  value {sum(t['reason'] == 'value' for t in truth)}"
      f"  negation {sum(t['reason'] == 'negation' for t in truth)}")
    p(f"changing families {len(changing)}")
    nver = {}
    for fk in changing:
        k = 1 + sum(1 for m in byfam[fk] if m["w"])
        nver[k] = nver.get(k, 0) + 1
    p("families by number of versions (distinct changes + 1): "
      + ", ".join(f"{k}: {nver[k]}" for k in sorted(nver)))
    back = reaff = 0
    for fk in changing:
        seen = []
        for m in byfam[fk]:
            if m["cls"]:
                continue
            key = (m["value"], m["pol"])
            if seen and key != seen[-1] and key in seen:
                if key[1] == seen[-1][1]:
                    back += 1
                else:
                    reaff += 1
            if not seen or key != seen[-1]:
                seen.append(key)
    p(f"moves back (a version returning to an earlier value, same polarity) {back}")
    p(f"re-affirmations after a negation (back to the earlier value, polarity flipped) {reaff}")
    p(f"hard-worded intervening versions {sum(1 for m in mems if m['role'] == 'hard')}")
    p(f"confirmations inside a chain (paired as expired) {sum(1 for m in mems if m['role'] == 'conf')}")
    paired = {t['expired_id'] for t in truth} | {t['replacement_id'] for t in truth}
    p(f"memories in pairs {len(paired)}  labelled {sum(1 for m in mems if m['cls'])}")
    p("labelled per class:")
    for cls in NEG_CLASSES:
        p(f"  {cls:18s} {sum(1 for m in mems if m['cls'] == cls)}")
    ch = changes(byfam, famkeys)
    nr = sum(1 for _, c in ch if c["w"] == "r")
    ne = sum(1 for _, c in ch if c["w"] == "e")
    p(f"newer changing versions {len(ch)}: reworded {nr} ({100 * nr / len(ch):.1f}%), "
      f"one-slot edit {ne} ({100 * ne / len(ch):.1f}%)")
    for w in ("r", "e"):
        js = [len(tokens(a["text"]) & tokens(b["text"])) / len(tokens(a["text"]) | tokens(b["text"]))
              for a, b in ch if b["w"] == w]
        p(f"  token Jaccard with the version before, {'reworded' if w == 'r' else 'one-slot edit'}: "
          f"mean {sum(js) / len(js):.3f}, min {min(js):.3f}, max {max(js):.3f}")
    words = [len(m["text"].split()) for m in mems]
    p(f"words per memory: mean {sum(words) / len(words):.1f}, min {min(words)}, max {max(words)}")
    p("time modes:")
    for mode in ("live", "stamped", "backfilled"):
        k = sum(1 for m in mems if m["mode"] == mode)
        p(f"  {mode:10s} {k} ({100 * k / len(mems):.1f}%)")
    inv = 0
    for fk in famkeys:
        ms = sorted(byfam[fk], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["order"] > a["order"] and b["created"] < a["created"]:
                inv += 1
    p(f"adjacent same-family pairs whose created_at order inverts order time {inv}")
    p("register (by the opening of the text):")
    regs = {}
    for m in mems:
        r = register(m["text"])
        regs.setdefault(r, [0, 0])
        regs[r][0 if m["cls"] == "" else 1] += 1
    for r in sorted(regs):
        p(f"  {r:28s} in pairs {regs[r][0]:3d}  labelled {regs[r][1]:3d}")
    return "\n".join(out) + "\n"


def write(path, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
    os.replace(tmp, path)


def main(argv):
    mems, byfam, famkeys, truth, file_order = build()
    check(mems, byfam, truth)
    if "--stats" in argv:
        sys.stdout.write(stats(mems, byfam, famkeys, truth))
        return 0
    if "--list" in argv:
        pairs = {t["expired_id"]: t for t in truth}
        for fk in famkeys:
            for m in sorted(byfam[fk], key=lambda m: m["order"]):
                t = pairs.get(m["id"])
                exp = f"-> {t['replacement_id']} {t['reason']}" if t else ""
                print(f"{m['id']}  {iso(m['order'])}  {m['mode']:10s}  {fk:28s}  {m['pol']} "
                      f"{m['value']!s:24s}  w={m['w'] or '-'}  role={m['role'] or '-'}  "
                      f"class={m['cls'] or '-'}  {exp}\n      {m['text']}")
        return 0
    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = iso(m["observed"])
        rows.append(r)
    write(os.path.join(HERE, "memories.jsonl"), rows)
    write(os.path.join(HERE, "truth.jsonl"), truth)
    write(os.path.join(HERE, "labels.jsonl"),
          sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"]), key=lambda r: r["id"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
