#!/usr/bin/env python3
"""R10 corpus generator: personal notes and chat-derived memories (see README.md).

python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
python3 gen.py --stats    print counts
python3 gen.py --list     print every memory with id, order time, mode, labels
python3 gen.py --check    verify only
"""
# Label tables for the R10 corpus ("personal notes and chat-derived memories,
# first person and compound").  Every label here was fixed by hand before any
# file was generated; gen.py computes truth from these labels only, never from
# the text.
#
# FAMILIES: (family_key, subject, versions, tails)
#   subject   self | household | other   (whose fact it is)
#   versions  [(value, polarity, flags, text)] in order-time order
#   tails     [(class, value, polarity, flags, text)] labelled memories of the
#             same fact placed after the last version (confirmation,
#             elaboration, format_variant); they restate the value in force and
#             never take part in a pair.
#   flags     r = reworded relative to the version before (different verb or
#             construction), otherwise a one-slot edit; c = compound (two or
#             three facts in one line); h = hard-worded intervening version;
#             k = in-chain confirmation (same value restated, unlabelled).
#
# GROUPS: (class, [(family_key, value, flags, text)]) stand-alone labelled
#   memories.  Members with the same family_key share one fact: for
#   equal_time they share one order time, otherwise they follow each other in
#   time with the same value.

FAMILIES = [
    ("self/diet", "self", [
        ("pescatarian", "+", "", "eating pescatarian for now - fish is fine, no other meat"),
        ("vegetarian", "+", "r", "I'm vegetarian now, dropped the fish as well"),
        ("vegetarian", "+", "k", "still vegetarian, 6 months in and not missing it"),
        ("vegan", "+", "rc", "I've gone fully vegan this month; B12 supplement every morning with breakfast"),
        ("vegetarian", "+", "r", "back to vegetarian - vegan was too hard with all the work travel"),
    ], [
        ("confirmation", "vegetarian", "+", "", "still veggie, no plans to change"),
    ]),
    ("self/dentist", "self", [
        ("osei", "+", "c", "my dentist is Dr Osei on Harcourt Rd, check-ups every 6 months"),
        ("lindqvist", "+", "c", "my dentist is Dr Lindqvist on Park Ave, check-ups every 6 months"),
    ], [
        ("elaboration", "lindqvist", "+", "c", "Dr Lindqvist - Smile Studio, Park Ave, 2nd floor above the Boots, parking round the back"),
    ]),
    ("self/gym-weekday", "self", [
        ("7pm", "+", "", "gym on weekdays: usually the 7pm class"),
        ("6am", "+", "", "gym on weekdays: switched to the 6am slot"),
        ("6am", "+", "k", "still doing the 6am weekday gym slot, going better than expected"),
        ("12:30", "+", "rc", "moved my weekday gym sessions to lunchtime, 12:30, fits round the new mgr's standups"),
    ], [
        ("format_variant", "12:30", "+", "", "weekday gym is half twelve, lunchtime"),
    ]),
    ("leo/swim", "household", [
        ("mon", "+", "c", "Leo's swim class is Monday 4:30 at the leisure centre, bring the blue goggles"),
        ("tue", "+", "c", "Leo's swim class is Tuesday 4:30 at the leisure centre, bring the blue goggles"),
        ("thu", "+", "rh", "the Tuesday group got too big so Leo's been bumped to Thursdays, same 4:30"),
        ("tue", "+", "r", "Leo's back in a Tuesday swim group - they split it into two"),
    ], []),
    ("self/bank", "self", [
        ("barclays", "+", "c", "main bank account is with Barclays, salary goes in there on the 28th"),
        ("monzo", "+", "rc", "changed my bank to Monzo - salary paid into Monzo from next month, still on the 28th"),
    ], [
        ("confirmation", "monzo", "+", "", "still banking with Monzo, no complaints"),
    ]),
    ("self/night-shifts", "self", [
        ("tue-thu", "+", "c", "doing night shifts Tue and Thu this quarter, 8pm-6am"),
        ("tue-thu", "-", "r", "Not doing the night shifts any more"),
        ("thu", "+", "r", "I've picked night shifts back up, just Thursdays though"),
    ], []),
    ("self/car-insurance", "self", [
        ("admiral", "+", "c", "Remember: car insurance with Admiral, renews in May"),
        ("lv", "+", "c", "Remember: car insurance with LV=, renews in May"),
    ], []),
    ("lisbon-flat/rent", "self", [
        ("950", "+", "c", "My flat in Lisbon - landlord Rui, rent 950"),
        ("1020", "+", "r", "Lisbon rent going up to 1,020 from January, Rui emailed"),
        ("990", "+", "rc", "Rui agreed to 990 a month instead if I sign for two more years - signed"),
    ], [
        ("format_variant", "990", "+", "", "Lisbon flat rent: EUR 990/mo"),
    ]),
    ("self/phone-plan", "self", [
        ("three", "+", "c", "phone plan: Three, 30GB for 12 quid a month"),
        ("giffgaff", "+", "rc", "ported my number to giffgaff, 35GB for a tenner"),
    ], []),
    ("self/commute", "self", [
        ("train-752", "+", "", "commute: 7:52 train from Hitchin"),
        ("train-738", "+", "r", "I'm getting the 7:38 now, the 7:52 is late every single day"),
        ("bike", "+", "rh", "the bike's been doing the commute lately, didn't renew the season ticket"),
        ("train-738", "+", "rc", "back on the train, 7:38 again - knee isn't up to cycling, physio says rest it"),
    ], []),
    ("jun/commute", "other", [
        ("drives", "+", "", "Jun drives to the office in Welwyn"),
        ("bus", "+", "r", "Jun takes the bus to work now that the office moved into town"),
    ], []),
    ("self/gp", "self", [
        ("lowe", "+", "c", "GP is Dr Lowe at Riverside surgery, appts only bookable by phone"),
        ("amin", "+", "c", "GP is Dr Amin at Mill St surgery, appts only bookable by phone"),
    ], [
        ("format_variant", "amin", "+", "", "GP: Dr. Amin, Mill Street surgery"),
    ]),
    ("self/manager", "self", [
        ("priya", "+", "", "my mgr is Priya"),
        ("tom", "+", "rh", "Priya handed the team over to Tom Reyes, so 1:1s with him from now on"),
        ("aisha", "+", "", "my mgr is Aisha"),
        ("priya", "+", "rc", "reporting to Priya again after the re-org; she's head of analytics now"),
    ], []),
    ("self/job-title", "self", [
        ("senior-analyst", "+", "c", "job title: senior analyst, data team"),
        ("lead-analyst", "+", "c", "job title: lead analyst, data team"),
    ], []),
    ("self/coffee", "self", [
        ("oat-flat-white", "+", "c", "coffee order: oat flat white, and a pastel de nata if they have them"),
        ("americano", "+", "r", "I've switched to a black americano, cutting back on the milk"),
    ], []),
    ("self/smoking", "self", [
        ("smokes", "+", "c", "smoking about 5 a day, trying to cut down - nicotine gum in my bag"),
        ("smokes", "-", "r", "I quit smoking - three weeks without one now"),
    ], []),
    ("biscuit/vet", "household", [
        ("greenfields", "+", "c", "Biscuit's vet is Greenfields on the high street, jabs due every April"),
        ("parkside", "+", "r", "we moved Biscuit over to Parkside vets, Greenfields stopped doing Saturdays"),
    ], []),
    ("biscuit/food", "household", [
        ("lilys", "+", "c", "Biscuit eats the Lily's Kitchen grain-free, 2 scoops twice a day"),
        ("royal-canin", "+", "c", "Biscuit eats the Royal Canin sensitive, 2 scoops twice a day"),
    ], []),
    ("self/dog-walker", "self", [
        ("sam", "+", "c", "dog walker is Sam, Mon/Wed/Fri, key in the lockbox"),
        ("kezia", "+", "c", "dog walker is Kezia, Mon/Wed/Fri, key in the lockbox"),
        ("kezia", "-", "r", "cancelled the dog walker - I take Biscuit out myself at lunch now"),
    ], []),
    ("self/password-manager", "self", [
        ("1password", "+", "c", "passwords all in 1Password, family plan shared with Jun"),
        ("bitwarden", "+", "r", "moved all our passwords over to Bitwarden"),
    ], [
        ("confirmation", "bitwarden", "+", "", "everything's in Bitwarden as usual"),
    ]),
    ("household/netflix", "household", [
        ("netflix", "+", "", "we have Netflix, the standard w/ ads plan"),
        ("netflix", "-", "r", "we cancelled Netflix, barely watching it"),
        ("netflix", "+", "r", "resubscribed to Netflix for the new season, will cancel again after"),
    ], []),
    ("home/broadband", "household", [
        ("virgin", "+", "", "broadband: Virgin 350Mb"),
        ("community-fibre", "+", "rc", "we switched broadband to Community Fibre 1Gb, Virgin contract finally ended"),
    ], [
        ("confirmation", "community-fibre", "+", "", "Community Fibre confirmed for another 24 months"),
    ]),
    ("home/energy-tariff", "household", [
        ("flexible", "+", "c", "energy: Octopus, Flexible tariff"),
        ("agile", "+", "c", "energy: Octopus, Agile tariff"),
    ], []),
    ("mia/piano", "household", [
        ("wed", "+", "c", "Mia's piano lesson Wed 5pm with Mrs Hart"),
        ("fri", "+", "c", "Mia's piano lesson Fri 5pm with Mrs Hart"),
        ("fri", "-", "r", "Mia stopped piano, says she wants drums instead"),
    ], []),
    ("parents/address", "other", [
        ("hove", "+", "", "Mum and Dad live in Hove, 14 Wilbury Rd"),
        ("worthing", "+", "rc", "parents moved to a bungalow in Worthing - 3 Elm Close, no stairs for Dad"),
    ], [
        ("confirmation", "worthing", "+", "", "parents still at Elm Close in Worthing"),
    ]),
    ("self/running-club", "self", [
        ("tue", "+", "c", "running club is Tuesdays 7pm from the Crown"),
        ("wed", "+", "c", "running club is Wednesdays 7pm from the Crown"),
    ], [
        ("confirmation", "wed", "+", "", "running club Weds as usual"),
    ]),
    ("self/book-club-book", "self", [
        ("piranesi", "+", "", "book club reading: Piranesi"),
        ("demon-copperhead", "+", "", "book club reading: Demon Copperhead"),
        ("bee-sting", "+", "r", "book club picked The Bee Sting for March, it's huge"),
    ], []),
    ("self/climbing-grade", "self", [
        ("6a", "+", "c", "climbing: project grade 6a, bouldering Thursdays"),
        ("6b", "+", "c", "climbing: project grade 6b, bouldering Thursdays"),
        ("6c", "+", "r", "sent my first 6c!! finger's a bit sore"),
        ("7a", "+", "r", "working 7a routes these days"),
    ], []),
    ("self/car", "self", [
        ("golf", "+", "c", "car: 2015 Golf, silver, reg starts FD15"),
        ("niro", "+", "r", "sold the Golf, driving a 2019 Kia Niro EV now"),
    ], [
        ("elaboration", "niro", "+", "c", "the Niro's the 64kWh one, white, bought from the dealer in Stevenage"),
    ]),
    ("self/amlodipine", "self", [
        ("5mg", "+", "", "taking amlodipine 5mg for blood pressure"),
        ("10mg", "+", "r", "amlodipine upped to 10mg, GP wants a BP check in 4 weeks"),
        ("10mg", "-", "r", "off the amlodipine now - BP's normal since the diet change"),
    ], []),
    ("self/physio", "self", [
        ("thu-0815", "+", "", "physio appt every Thurs 8:15"),
        ("mon-0900", "+", "", "physio appt every Mon 9:00"),
    ], []),
    ("household/tue-pickup", "household", [
        ("jun", "+", "", "Tuesdays: Jun does school pickup"),
        ("me", "+", "r", "Tuesday pickup is me now, Jun has late meetings"),
        ("jun", "+", "r", "Jun's doing the Tuesday pickups again"),
    ], []),
    ("leo/football", "household", [
        ("sat", "+", "c", "Leo football training Sat 10am at Ashfield, shin pads + water"),
        ("sun", "+", "c", "Leo football training Sun 10am at Ashfield, shin pads + water"),
    ], []),
    ("travel/summer-holiday", "household", [
        ("crete", "+", "c", "summer holiday: booked Crete, 2-16 Aug"),
        ("sardinia", "+", "c", "summer holiday: booked Sardinia, 2-16 Aug"),
    ], []),
    ("self/ba-tier", "self", [
        ("silver", "+", "c", "BA exec club: Silver, membership no. in the wallet app"),
        ("bronze", "+", "c", "BA exec club: Bronze, membership no. in the wallet app"),
    ], []),
    ("self/haircut", "self", [
        ("marco", "+", "c", "haircut with Marco every 6 weeks, he's on Tues-Sat"),
        ("fore-st-barber", "+", "r", "Marco retired, going to the barber on Fore St for haircuts"),
    ], []),
    ("self/flight-seat", "self", [
        ("aisle", "+", "c", "prefer aisle seats on flights, always carry-on only"),
        ("window", "+", "c", "prefer window seats on flights, always carry-on only"),
    ], []),
    ("self/pilates", "self", [
        ("core-studio", "+", "c", "pilates at Core Studio, Sat 9am"),
        ("flow", "+", "rc", "pilates: moved to Flow on Church Rd, still Saturdays at 9"),
    ], [
        ("confirmation", "flow", "+", "", "still doing pilates at Flow, Saturday mornings"),
    ]),
    ("self/choir", "self", [
        ("choir", "+", "c", "singing w/ the community choir on Mondays, alto section"),
        ("choir", "-", "r", "I left the choir, too much on with the new job"),
    ], []),
    ("household/allotment-plot", "household", [
        ("14b", "+", "", "allotment plot 14B at Fairfield"),
        ("22", "+", "", "allotment plot 22 at Fairfield"),
    ], [
        ("elaboration", "22", "+", "c", "plot 22 is the one by the water trough, has the shed and two raised beds"),
    ]),
    ("self/spanish-level", "self", [
        ("a2", "+", "c", "spanish class Tues evenings at the Instituto, A2 level"),
        ("b1", "+", "", "spanish: B1 level"),
        ("b2", "+", "r", "passed into the B2 group at the Instituto"),
    ], []),
    ("self/office-days", "self", [
        ("tue-thu", "+", "", "office days: Tue & Thu"),
        ("mon-tue-thu", "+", "rh", "new hybrid policy means Mondays in too, on top of Tue/Thu"),
        ("tue-thu", "+", "r", "back to just Tue and Thu in the office"),
        ("mon-wed", "+", "rc", "office Mon-Wed from April, hybrid rules changed again; desk booking via Condeco"),
    ], []),
    ("self/therapist-frequency", "self", [
        ("fortnightly", "+", "c", "therapist is Hannah, fortnightly on Weds"),
        ("weekly", "+", "c", "therapist is Hannah, weekly on Weds"),
    ], []),
    ("ana/workplace", "other", [
        ("royal-free", "+", "c", "my sister Ana works at the Royal Free as a nurse, nights mostly"),
        ("uclh", "+", "rh", "Ana left the Royal Free, she's at UCLH now"),
    ], []),
    ("kofi/city", "other", [
        ("leeds", "+", "", "Kofi lives in Leeds"),
        ("manchester", "+", "", "Kofi lives in Manchester"),
    ], [
        ("elaboration", "manchester", "+", "c", "Kofi's in Manchester, Ancoats, flat right by the canal"),
    ]),
    ("dad/garden-centre", "other", [
        ("works", "+", "", "Dad works part-time at the garden centre"),
        ("works", "-", "r", "Dad's stopped working at the garden centre, fully retired now"),
    ], []),
    ("home/cleaner", "household", [
        ("fortnightly-fri", "+", "", "cleaner comes every other Friday"),
        ("weekly-fri", "+", "r", "cleaner's coming weekly now, Fridays"),
    ], [
        ("confirmation", "weekly-fri", "+", "", "cleaner every Friday as usual, pays by bank transfer"),
    ]),
    ("home/bin-day", "household", [
        ("mon", "+", "", "bin day is Monday"),
        ("wed", "+", "", "bin day is Wednesday"),
        ("thu", "+", "c", "bin collection: Thursdays now, recycling same day"),
        ("tue", "+", "r", "the council's put our bins on Tuesdays now"),
    ], []),
    ("home/mortgage", "household", [
        ("nationwide", "+", "c", "mortgage w/ Nationwide, fixed 2.1% till 2025"),
        ("halifax", "+", "rc", "we remortgaged to Halifax, 4.4% fixed for 5 yrs"),
    ], []),
    ("self/everyday-card", "self", [
        ("amex", "+", "c", "everyday card: Amex, paid off in full by direct debit"),
        ("chase", "+", "c", "everyday card: Chase, paid off in full by direct debit"),
    ], []),
    ("self/isa", "self", [
        ("trading212", "+", "c", "stocks ISA with Trading 212, 500 a month by standing order"),
        ("vanguard", "+", "c", "stocks ISA with Vanguard, 500 a month by standing order"),
    ], [
        ("confirmation", "vanguard", "+", "", "ISA's still with Vanguard, topped up in April as usual"),
    ]),
    ("self/phone-device", "self", [
        ("pixel7", "+", "c", "phone: Pixel 7, 128GB"),
        ("iphone15", "+", "c", "phone: iPhone 15, 128GB"),
    ], [
        ("confirmation", "iphone15", "+", "", "still on the iPhone 15, battery's holding up"),
    ]),
    ("self/alarm", "self", [
        ("0645", "+", "", "alarm set for 6:45"),
        ("0615", "+", "", "alarm set for 6:15"),
        ("0700", "+", "r", "waking up at 7 again, no more early starts"),
    ], []),
    ("leo/bedtime", "household", [
        ("1930", "+", "c", "Leo bedtime 7:30, bath first"),
        ("2000", "+", "c", "Leo bedtime 8:00, bath first"),
    ], [
        ("confirmation", "2000", "+", "", "Leo still goes to bed at 8 on school nights"),
    ]),
    ("self/fav-takeaway", "self", [
        ("sichuan", "+", "", "fav takeaway: the Sichuan place on Bridge St"),
        ("georgian", "+", "r", "new favourite takeaway is the Georgian bakery, the khachapuri!!"),
    ], []),
    ("self/food-bank", "self", [
        ("sat", "+", "c", "volunteer at the food bank Sat mornings, 9-12"),
        ("sat", "-", "r", "I've stopped volunteering at the food bank for now"),
        ("sun", "+", "r", "I'm back at the food bank, Sunday shifts this time"),
    ], []),
    ("self/headspace", "self", [
        ("headspace", "+", "", "paying for Headspace, annual plan"),
        ("headspace", "-", "rc", "cancelled Headspace; using the free Insight Timer instead"),
    ], []),
    ("household/hellofresh", "household", [
        ("thu", "+", "", "HelloFresh box comes Thursdays"),
        ("mon", "+", "", "HelloFresh box comes Mondays"),
        ("mon", "-", "r", "we've paused HelloFresh indefinitely, too much packaging"),
    ], []),
    ("mia/school-bus", "household", [
        ("bus-47", "+", "c", "Mia gets the 47 bus to school, pass renewed each term"),
        ("walks", "+", "r", "Mia walks to school with the Patels' girl now"),
    ], []),
    ("jun/job", "other", [
        ("ogilvy", "+", "", "Jun works at Ogilvy"),
        ("freelance", "+", "rc", "Jun went freelance in May - mostly brand work, invoices quarterly"),
    ], []),
    ("mum/phone", "other", [
        ("samsung", "+", "", "Mum's phone is an old Samsung A12"),
        ("iphone-se", "+", "r", "got Mum an iPhone SE, she's using WhatsApp on it"),
    ], []),
    ("self/tyre-garage", "self", [
        ("kwikfit", "+", "c", "tyres: Kwik Fit on Bancroft, last done Oct"),
        ("halfords", "+", "r", "I use Halfords for tyres now, Kwik Fit were rude"),
    ], []),
    ("self/home-insurance", "self", [
        ("aviva", "+", "c", "home insurance: Aviva, renews Sept, policy in the blue folder"),
        ("direct-line", "+", "r", "changed my home insurance to Direct Line, cheaper by 90 quid"),
    ], []),
    ("self/water-bottle-goal", "self", [
        ("2l", "+", "", "drinking 2L water a day"),
        ("2.5l", "+", "r", "upped my water to 2.5L a day"),
    ], []),
    ("self/podcast-app", "self", [
        ("overcast", "+", "c", "podcasts on Overcast, 1.5x speed"),
        ("pocket-casts", "+", "c", "podcasts on Pocket Casts, 1.5x speed"),
    ], []),
    ("self/notes-app", "self", [
        ("evernote", "+", "", "notes app: Evernote"),
        ("apple-notes", "+", "r", "gave up on Evernote, Apple Notes does the job"),
    ], []),
    ("self/sleep-tracker", "self", [
        ("oura", "+", "c", "wearing the Oura ring for sleep, charging it Sundays"),
        ("oura", "-", "r", "not wearing the Oura any more, it was making me anxious about sleep"),
    ], []),
    ("self/tennis-partner", "self", [
        ("dev", "+", "c", "tennis Sundays with Dev at the park courts"),
        ("kofi", "+", "r", "Kofi's my Sunday tennis partner now, Dev's got a bad shoulder"),
    ], []),
    ("self/reading-glasses", "self", [
        ("1.5", "+", "", "reading glasses +1.5"),
        ("2.0", "+", "", "reading glasses +2.0"),
    ], []),
    ("self/optician", "self", [
        ("specsavers", "+", "c", "optician: Specsavers in town, contact lens check yearly"),
        ("vision-express", "+", "c", "optician: Vision Express in town, contact lens check yearly"),
    ], []),
    ("self/work-laptop-os", "self", [
        ("windows", "+", "c", "work laptop runs Windows, IT ticket for everything"),
        ("macos", "+", "r", "IT finally gave me a MacBook for work"),
    ], []),
    ("leo/packed-lunch", "household", [
        ("packed", "+", "", "Leo takes a packed lunch Mon-Fri"),
        ("school-dinners", "+", "r", "Leo's having school dinners now, we pay via ParentPay"),
    ], []),
    ("mia/dentist-appt", "household", [
        ("0314", "+", "c", "Mia's dentist check 14 March at 3:40, school letter needed"),
        ("0321", "+", "c", "Mia's dentist check 21 March at 3:40, school letter needed"),
    ], []),
]

GROUPS = [
    ("multi_valued", [
        ("self/speaks-portuguese", "pt", "", "I speak Portuguese, grew up with it"),
        ("self/speaks-italian", "it", "", "I also speak some Italian, enough for restaurants"),
        ("self/learning-japanese", "ja", "", "learning Japanese on Duolingo too, 90 day streak"),
        ("self/allergy-penicillin", "penicillin", "", "I'm allergic to penicillin"),
        ("self/allergy-shellfish", "shellfish", "", "also allergic to shellfish - prawns especially"),
        ("self/allergy-pollen", "grass-pollen", "", "hay fever too, grass pollen, May-July is the worst"),
        ("self/tool-notion", "notion", "", "I use Notion for work planning"),
        ("self/tool-obsidian", "obsidian", "", "Obsidian as well, for personal journaling"),
        ("self/fivea-sean", "sean", "", "Sean's in our 5-a-side group"),
        ("self/fivea-dev", "dev", "", "Dev joined the 5-a-side too, we're 11 now"),
        ("household/pet-cat", "miso", "c", "another pet: a cat called Miso, rescue, 2 years old"),
        ("household/disney", "disney", "", "we also pay for Disney+ for the kids"),
    ]),
    ("scope_disjoint", [
        ("self/gym-weekend", "10am", "", "at weekends I go to the gym at 10, with Jun"),
        ("self/car-tyres-winter", "winter", "", "winter tyres on the car Nov-Mar"),
        ("self/car-tyres-summer", "summer", "", "summer tyres go back on in April"),
        ("self/printer-work", "ricoh", "", "work printer is the Ricoh by the kitchen"),
        ("self/printer-home", "brother", "", "home printer is the old Brother laser"),
        ("self/bank-portugal", "millennium", "c", "Portugal bank account is Millennium BCP, for the Lisbon bills"),
        ("leo/bedtime-weekend", "2030", "", "Leo's weekend bedtime is 8:30"),
        ("home/heating-weekday", "0600-0800", "", "heating on weekdays 6-8am"),
        ("home/heating-weekend", "0800-1000", "", "heating weekends 8-10am"),
        ("lisbon-flat/internet", "meo", "c", "Lisbon flat internet is MEO, router in the hall cupboard"),
        ("household/dinner-summer", "1930", "", "in summer we eat dinner around 7:30"),
        ("household/dinner-winter", "1830", "", "winter dinners more like 6:30"),
    ]),
    ("format_variant", [
        ("mum/birthday", "0603", "", "Mum's bday: 3rd of June"),
        ("mum/birthday", "0603", "", "Mum's birthday 03/06"),
        ("leo/height", "122cm", "", "Leo is 1.22m"),
        ("leo/height", "122cm", "", "Leo's 122 cm tall"),
        ("self/emergency-fund", "10000", "", "emergency fund target: GBP 10,000"),
        ("self/emergency-fund", "10000", "", "aiming for 10k in the emergency pot"),
        ("mia/parents-evening", "thu-1700", "", "parents' evening for Mia 17:00 Thursday"),
        ("mia/parents-evening", "thu-1700", "", "Mia's parents evening at 5pm Thurs"),
        ("kofi/floor", "2", "", "Kofi's flat is on the 2nd floor"),
        ("kofi/floor", "2", "", "Kofi lives on the second floor"),
    ]),
    ("elaboration", [
        ("biscuit/breed", "whippet", "", "Biscuit is a whippet"),
        ("biscuit/breed", "whippet", "c", "Biscuit's a whippet, rescue from Battersea, turns 4 in May"),
        ("jun/field", "marketing", "", "Jun works in marketing"),
        ("jun/field", "marketing", "c", "Jun works in marketing, mostly B2B campaigns, hates the word synergy"),
        ("self/book-club-venue", "hanas", "", "book club meets at Hana's"),
        ("self/book-club-venue", "hanas", "c", "book club meets at Hana's place in Letchworth, first Thursday, bring wine"),
        ("self/blood-donor-centre", "luton", "", "I give blood at the Luton centre"),
        ("self/blood-donor-centre", "luton", "c", "I give blood at the Luton centre every 16 weeks, they like an evening slot"),
    ]),
    ("static", [
        ("self/birthplace", "porto", "", "I was born in Porto"),
        ("self/birthplace", "porto", "", "I'm originally from Porto"),
        ("jun/birthday", "0802", "", "Jun's birthday is 2 August"),
        ("jun/birthday", "0802", "", "Jun was born on 2 August"),
        ("self/handedness", "left", "", "I'm left-handed"),
        ("self/handedness", "left", "", "I write with my left hand"),
        ("self/partner-anniversary", "0314", "c", "Partner's name is Jun; anniversary 14 March"),
        ("self/partner-anniversary", "0314", "", "Jun and I got married on 14 March"),
        ("biscuit/adopted", "2021", "", "we got Biscuit in 2021"),
        ("biscuit/adopted", "2021", "", "Biscuit came home with us in 2021"),
        ("self/blood-type", "o-neg", "", "blood type O negative"),
        ("self/blood-type", "o-neg", "", "my blood group is O negative"),
    ]),
    ("membership", [
        ("self/member-national-trust", "yes", "", "I'm a member of the National Trust"),
        ("self/member-pta", "yes", "", "on the PTA at St Mary's"),
        ("self/member-fire-warden", "yes", "", "fire warden for the 3rd floor at work"),
        ("self/member-allotment-treasurer", "yes", "", "treasurer of the allotment society"),
        ("self/member-ramblers", "yes", "", "member of the Ramblers, the North Herts group"),
        ("self/member-mhfa", "yes", "", "one of the mental health first aiders at work"),
        ("self/member-residents", "yes", "", "on the residents' association committee"),
        ("self/member-governor", "yes", "", "I'm a school governor at Leo's school too"),
        ("self/member-coop", "yes", "", "co-op member, number on the app"),
        ("self/member-union", "yes", "", "I'm in the union at work, Prospect"),
    ]),
    ("equal_time", [
        ("self/parking-space", "b12", "", "parking space at work: B12"),
        ("self/parking-space", "b14", "", "parking space at work: B14"),
        ("leo/teacher", "khan", "", "Leo's teacher this year is Ms Khan"),
        ("leo/teacher", "doyle", "", "Leo's teacher this year is Mr Doyle"),
        ("home/boiler-service", "12th", "", "boiler service booked for the 12th"),
        ("home/boiler-service", "19th", "", "boiler service booked for the 19th"),
        ("mia/locker", "27", "", "Mia's locker number is 27"),
        ("mia/locker", "72", "", "Mia's locker number is 72"),
        ("travel/sardinia-hotel", "marina", "", "Sardinia hotel: Hotel Marina, half board"),
        ("travel/sardinia-hotel", "casa-sole", "", "Sardinia hotel: Casa Sole, half board"),
    ]),
    ("different_subject", [
        ("mia/swim", "sat", "", "Mia's swim lesson is Saturday 9am"),
        ("mum/gp", "patel", "", "Mum's GP is Dr Patel in Hove"),
        ("jun/bank", "starling", "", "Jun's bank is Starling"),
        ("jun/manager", "dominic", "", "Jun's mgr is called Dominic"),
        ("jun/dentist", "okafor", "", "Jun's dentist is Dr Okafor"),
        ("ana/car", "fiesta", "", "Ana drives a Fiesta"),
        ("dad/amlodipine", "5mg", "", "Dad takes amlodipine 5mg"),
        ("jun/gym", "7am", "", "Jun's gym slot is 7am"),
        ("mia/bedtime", "1900", "", "Mia goes to bed at 7"),
        ("kofi/commute", "tram", "", "Kofi's commute is the tram"),
        ("jun/office-days", "mon-fri", "", "Jun's office days are Mon and Fri"),
    ]),
    ("unrelated", [
        ("leo/tooth", "", "", "Leo lost his first tooth today, tooth fairy owes him"),
        ("biscuit/hoover", "", "", "Biscuit hates the hoover"),
        ("jun/sourdough", "", "", "Jun's been learning to bake sourdough"),
        ("ana/card", "", "", "I need to buy a birthday card for Ana"),
        ("lisbon-flat/balcony", "", "", "the Lisbon flat has a great balcony view over the river"),
        ("mia/hamster", "", "", "Mia keeps asking for a hamster"),
        ("self/gp-followup", "", "", "Dr Amin said to come back in 6 weeks if the cough's still there"),
        ("home/tap", "", "", "kitchen tap is dripping, call a plumber"),
        ("kofi/podcast", "", "", "Kofi recommended the podcast Shedunnit"),
        ("household/allotment-water", "", "", "remember to water the tomatoes on the allotment"),
        ("dad/birds", "", "", "Dad's really into birdwatching lately"),
        ("self/car-wash", "", "", "car could really do with a wash"),
        ("self/choir-concert", "", "", "the choir's Christmas concert was lovely"),
        ("self/gift-idea", "", "c", "gift idea for Jun: pottery class, or the Japanese knife"),
        ("self/tax-return", "", "", "do the self assessment before the end of January!"),
        ("self/dentist-floss", "", "", "dentist says floss more, sigh"),
        ("mia/drums", "", "", "Mia's been drumming on every table in the house"),
        ("self/lisbon-trip", "", "c", "Lisbon in October: check the boiler, meet Rui for coffee"),
        ("biscuit/birthday", "", "", "Biscuit's gotcha day party, the neighbours' dog came"),
        ("leo/school-trip", "", "", "Leo's class trip to the science museum, packed lunch needed"),
    ]),
]


# ---------------------------------------------------------------------------
# Generation.  Everything below reads the tables above; nothing reads text to
# decide truth.

import argparse
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 20261010
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc
LATEST_ORDER = dt.datetime(2026, 10, 20, tzinfo=UTC)
EARLIEST_BASE = dt.datetime(2022, 1, 10, tzinfo=UTC)
LATEST_BASE = dt.datetime(2024, 6, 30, tzinfo=UTC)
MODE_SHARE = (("live", 0.27), ("backfilled", 0.18))  # the rest: stamped


class Mem:
    __slots__ = ("key", "subject", "value", "pol", "flags", "text", "cls",
                 "version", "order", "mode", "created", "observed", "id",
                 "src")

    def __init__(self, key, subject, value, pol, flags, text, cls, version, src):
        self.key, self.subject, self.value, self.pol = key, subject, value, pol
        self.flags, self.text, self.cls, self.version = flags, text, cls, version
        self.src = src  # "version" | "tail" | "group"
        self.order = self.mode = self.created = self.observed = self.id = None


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def rand_instant(rng, day):
    return day.replace(hour=rng.randint(6, 22), minute=rng.randint(0, 59),
                       second=rng.randint(0, 59))


def rand_base(rng):
    span = (LATEST_BASE - EARLIEST_BASE).days
    return EARLIEST_BASE + dt.timedelta(days=rng.randint(0, span))


def build(rng):
    mems = []
    # Changing families: versions then labelled tails, each on its own day.
    for key, subject, versions, tails in FAMILIES:
        fam = []
        for i, (value, pol, flags, text) in enumerate(versions):
            fam.append(Mem(key, subject, value, pol, flags, text, None, i, "version"))
        for cls, value, pol, flags, text in tails:
            fam.append(Mem(key, subject, value, pol, flags, text, cls, None, "tail"))
        days = [rand_base(rng)]
        for _ in fam[1:]:
            days.append(days[-1] + dt.timedelta(days=rng.randint(30, 220)))
        if days[-1] > LATEST_ORDER:
            shift = days[-1] - LATEST_ORDER + dt.timedelta(days=rng.randint(5, 60))
            days = [d - shift for d in days]
        for m, d in zip(fam, days):
            m.order = rand_instant(rng, d)
        mems.extend(fam)
    # Stand-alone labelled groups.
    for cls, rows in GROUPS:
        last = {}
        for key, value, flags, text in rows:
            subject = "self" if key.startswith("self/") else (
                "household" if key.split("/")[0] in ("household", "home", "leo", "mia", "biscuit", "travel", "lisbon-flat") else "other")
            m = Mem(key, subject, value, "+", flags, text, cls, None, "group")
            if key not in last:
                m.order = rand_instant(rng, rand_base(rng) + dt.timedelta(days=rng.randint(0, 600)))
            elif cls == "equal_time":
                m.order = last[key].order
            else:
                m.order = rand_instant(rng, last[key].order + dt.timedelta(days=rng.randint(15, 250)))
            last[key] = m
            mems.append(m)
    return mems


def assign_modes(rng, mems):
    n = len(mems)
    modes = []
    for name, share in MODE_SHARE:
        modes += [name] * round(share * n)
    modes += ["stamped"] * (n - len(modes))
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m.mode = mode
    # Backfilled memories carry a date only: order time is midnight UTC.
    # Equal-time partners follow so the shared order time stays shared.
    by_key = {}
    for m in mems:
        by_key.setdefault(m.key, []).append(m)
    for m in mems:
        if m.mode == "backfilled":
            m.order = m.order.replace(hour=0, minute=0, second=0)
    for key, ms in by_key.items():
        if ms[0].cls == "equal_time":
            t = min(x.order for x in ms)
            for x in ms:
                x.order = t
    # Fields per mode.
    for key in sorted(by_key):
        ms = by_key[key]
        for m in ms:
            if m.mode == "live":
                m.created, m.observed = m.order, None
            elif m.mode == "stamped":
                m.observed = m.order
                m.created = m.order + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        back = [m for m in ms if m.mode == "backfilled"]
        if back:
            # One import run per family, newest memory imported first.
            t = dt.datetime(2026, 11, rng.randint(2, 28), rng.randint(8, 20),
                            rng.randint(0, 59), rng.randint(0, 59), tzinfo=UTC)
            for m in sorted(back, key=lambda x: x.order, reverse=True):
                m.observed = m.order
                m.created = t
                t += dt.timedelta(seconds=rng.randint(1, 40))


def assign_ids(rng, mems):
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i].id = "a%03d" % (n + 1)
    out = list(mems)
    rng.shuffle(out)
    return out


def truth_of(mems):
    by_key = {}
    for m in mems:
        by_key.setdefault(m.key, []).append(m)
    pairs = []
    for key in sorted(by_key):
        ms = sorted(by_key[key], key=lambda x: x.order)
        for i, old in enumerate(ms):
            for new in ms[i + 1:]:
                if new.order <= old.order:
                    continue
                if (new.value, new.pol) != (old.value, old.pol):
                    reason = "negation" if new.pol != old.pol else "value"
                    pairs.append((old, new, reason))
                    break
    return pairs


def check(mems, pairs):
    errs = []
    ids = [m.id for m in mems]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    texts = [m.text for m in mems]
    if len(set(texts)) != len(texts):
        dup = sorted({t for t in texts if texts.count(t) > 1})
        errs.append("duplicate texts: %r" % dup)
    limit = dt.datetime(2026, 12, 1, tzinfo=UTC)
    by_key = {}
    for m in mems:
        by_key.setdefault(m.key, []).append(m)
        for t in (m.created, m.observed):
            if t is not None and t >= limit:
                errs.append("%s: time after 2026-12-01" % m.id)
        if m.observed is not None and m.created < m.observed:
            errs.append("%s: created before observed" % m.id)
    for key, ms in by_key.items():
        times = [m.order for m in ms]
        if len(set(times)) != len(times) and ms[0].cls != "equal_time":
            errs.append("%s: shared order time" % key)
        if ms[0].cls == "equal_time" and len(set(times)) != 1:
            errs.append("%s: equal_time not equal" % key)
        vs = [m for m in ms if m.src == "version"]
        if vs and [m.version for m in sorted(vs, key=lambda x: x.order)] != list(range(len(vs))):
            errs.append("%s: versions out of order" % key)
        tails = [m for m in ms if m.src == "tail"]
        if tails and vs and min(t.order for t in tails) <= max(v.order for v in vs):
            errs.append("%s: tail before last version" % key)
    for old, new, _ in pairs:
        if old.cls or new.cls:
            errs.append("labelled memory in a pair: %s %s" % (old.id, new.id))
    paired = {m.id for p in pairs for m in p[:2]}
    for m in mems:
        if m.cls is None and m.id not in paired:
            errs.append("unlabelled memory outside every pair: %s" % m.id)
    return errs


WORD = re.compile(r"[a-z0-9]+")


def jaccard(a, b):
    x, y = set(WORD.findall(a.lower())), set(WORD.findall(b.lower()))
    return len(x & y) / len(x | y) if x | y else 1.0


FIRST_PERSON = re.compile(r"\b(i|i'm|i've|i'd|my|me|we|we're|we've|our|us)\b", re.I)
ABBREV = re.compile(r"\b(appt|appts|mgr|w/|wfh|bday|fav|yrs|tues|thurs|weds|mon|tue|wed|thu|fri|sat|sun|rd|st|ave|mo|bp|gp|isa)\b|w/", re.I)


def stats(mems, pairs):
    s = {}
    s["memories"] = len(mems)
    s["pairs"] = len(pairs)
    s["pairs_value"] = sum(1 for p in pairs if p[2] == "value")
    s["pairs_negation"] = sum(1 for p in pairs if p[2] == "negation")
    fams = [f for f in FAMILIES]
    s["changing_families"] = len(fams)
    dist = {}
    for f in fams:
        n = len(f[2])
        dist[n] = dist.get(n, 0) + 1
    s["family_versions"] = dict(sorted(dist.items()))
    moves = 0
    for f in fams:
        vals = [(v[0], v[1]) for v in f[2]]
        for i in range(2, len(vals)):
            if vals[i] in vals[:i - 1] and vals[i] != vals[i - 1]:
                moves += 1
    s["moves_back"] = moves
    s["hard_intervening"] = sum(1 for f in fams for i, v in enumerate(f[2]) if "h" in v[2] and i < len(f[2]) - 1)
    s["in_chain_confirmations"] = sum(1 for f in fams for v in f[2] if "k" in v[2])
    newer = [v for f in fams for v in f[2][1:] if "k" not in v[2]]
    s["newer_versions"] = len(newer)
    s["newer_reworded"] = sum(1 for v in newer if "r" in v[2])
    cls = {}
    for m in mems:
        c = m.cls or "changing_family"
        cls[c] = cls.get(c, 0) + 1
    s["classes"] = dict(sorted(cls.items()))
    s["compound"] = sum(1 for m in mems if "c" in m.flags)
    s["subject"] = dict(sorted({k: sum(1 for m in mems if m.subject == k) for k in ("self", "household", "other")}.items()))
    s["first_person_wording"] = sum(1 for m in mems if FIRST_PERSON.search(m.text))
    s["no_pronoun_wording"] = len(mems) - s["first_person_wording"]
    s["lowercase_start"] = sum(1 for m in mems if m.text[0].islower())
    s["abbreviation"] = sum(1 for m in mems if ABBREV.search(m.text))
    s["mean_words"] = round(sum(len(m.text.split()) for m in mems) / len(mems), 2)
    modes = {}
    for m in mems:
        modes[m.mode] = modes.get(m.mode, 0) + 1
    s["modes"] = dict(sorted(modes.items()))
    inv = 0
    by_key = {}
    for m in mems:
        by_key.setdefault(m.key, []).append(m)
    for old, new, _ in pairs:
        if new.created < old.created:
            inv += 1
    s["pairs_created_at_inverted"] = inv
    jr, je = [], []
    for f in fams:
        for a, b in zip(f[2], f[2][1:]):
            if "k" in b[2]:
                continue
            (jr if "r" in b[2] else je).append(jaccard(a[3], b[3]))
    s["jaccard_reworded"] = round(sum(jr) / len(jr), 3) if jr else None
    s["jaccard_one_slot"] = round(sum(je) / len(je), 3) if je else None
    return s


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def write_atomic(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    os.replace(tmp, path)


def render(mems, pairs):
    mem_lines = []
    for m in mems:
        o = {"id": m.id, "content": m.text, "created_at": rfc(m.created)}
        if m.observed is not None:
            o["observed_at"] = rfc(m.observed)
        mem_lines.append(dumps(o))
    truth = sorted(({"expired_id": o.id, "replacement_id": n.id, "reason": r} for o, n, r in pairs),
                   key=lambda x: x["expired_id"])
    labels = sorted(({"id": m.id, "class": m.cls} for m in mems if m.cls), key=lambda x: x["id"])
    return ("\n".join(mem_lines) + "\n",
            "".join(dumps(t) + "\n" for t in truth),
            "".join(dumps(l) + "\n" for l in labels))


def generate():
    rng = random.Random(SEED)
    mems = build(rng)
    assign_modes(rng, mems)
    out = assign_ids(rng, mems)
    pairs = truth_of(out)
    return out, pairs


def main():
    ap = argparse.ArgumentParser(description="generate the R10 chat-derived memory corpus")
    ap.add_argument("--stats", action="store_true", help="print counts and exit")
    ap.add_argument("--list", action="store_true", help="print every memory with id, order time, mode, labels")
    ap.add_argument("--check", action="store_true", help="verify and exit (no writes)")
    args = ap.parse_args()
    mems, pairs = generate()
    errs = check(mems, pairs)
    if errs:
        for e in errs:
            print("gen.py: " + e, file=sys.stderr)
        sys.exit(2)
    if args.stats:
        for k, v in stats(mems, pairs).items():
            print("%s\t%s" % (k, v))
        return
    if args.list:
        expired = {o.id: (n.id, r) for o, n, r in pairs}
        for m in sorted(mems, key=lambda x: (x.key, x.order, x.id)):
            e = expired.get(m.id)
            print("\t".join([m.id, rfc(m.order), m.mode, m.key, m.value or "-", m.pol,
                             m.cls or ("v%d" % m.version), m.flags or "-",
                             ("-> %s %s" % e) if e else "", m.text]))
        return
    if args.check:
        print("ok: %d memories, %d pairs" % (len(mems), len(pairs)))
        return
    mj, tj, lj = render(mems, pairs)
    files = {"memories.jsonl": mj, "truth.jsonl": tj, "labels.jsonl": lj}
    for name, data in files.items():
        write_atomic(os.path.join(HERE, name), data)
    print("wrote %d memories, %d pairs, %d labels" % (len(mems), len(pairs), lj.count("\n")))
    for name, data in files.items():
        print("%s  %s" % (hashlib.sha256(data.encode("utf-8")).hexdigest(), name))


if __name__ == "__main__":
    main()
