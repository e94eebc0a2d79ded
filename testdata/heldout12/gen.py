#!/usr/bin/env python3
"""Generate testdata/heldout12: a blind evaluation corpus of household and
personal-admin memories (the kind an AI assistant keeps about its user).

Everything that decides the truth is fixed in the tables below BEFORE any
file is generated: every memory carries a hand-written label (family, value,
polarity, class).  Truth is computed from those labels only, never from the
text.  Times and ids come from a seeded random.Random, so two runs give
byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts (classes, forms, pairs, time modes, wording)
    python3 gen.py --list     print every memory: id, order time, mode, labels
    python3 gen.py --check    regenerate in memory and compare with the files on disk

stdlib only.
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 12_0012
HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "h12-"

# ---------------------------------------------------------------------------
# Tables.
#
# A changing family is one fact: one subject, one attribute, one scope.  Its
# versions are listed oldest first.  Each version is
#     (text, value, polarity, surface, flags)
# value     the normalised value the text asserts (hand-assigned label)
# polarity  "+" the fact holds, "-" the text says it stopped holding
# surface   the value as it is written in the text (used only for the wording
#           statistic, which masks it out before comparing frames), or None
# flags     "" | "hard" (a hard-worded intervening version) | "L:<class>" (a
#           labelled negative: a memory that must never be in any pair; the
#           generator asserts that it is not)
# ---------------------------------------------------------------------------

def V(text, value, pol="+", surf=None, flags=""):
    return (text, value, pol, surf, flags)


FAMILIES = [
    ("energy-supplier", "user", "energy supplier", "", [
        V("User's energy supplier is Brightwell Energy.", "brightwell", surf="Brightwell Energy"),
        V("User switched gas and electricity to Lumen Power in March after the fixed deal ended.", "lumen", surf="Lumen Power"),
        V("Energy: Northstar Utilities (left Lumen over the price hike).", "northstar", surf="Northstar Utilities"),
        V("User is back with Brightwell Energy; Northstar's app kept logging them out.", "brightwell", surf="Brightwell Energy"),
        V("Energy supplier: Brightwell Energy Ltd (BWE).", "brightwell", surf="Brightwell Energy Ltd (BWE)", flags="L:format_variant"),
    ]),
    ("broadband-provider", "user", "broadband provider", "", [
        V("Broadband provider: Fibrenet.", "fibrenet", surf="Fibrenet"),
        V("The user moved their broadband to Kestrel Fibre; the engineer came on the 14th.", "kestrel", surf="Kestrel Fibre"),
        V("Broadband provider: Vyne Broadband.", "vyne", surf="Vyne Broadband"),
        V("User's broadband is with Vyne Broadband, the 500 Mb full-fibre package, router in the hall cupboard.", "vyne", surf="Vyne Broadband", flags="L:elaboration"),
    ]),
    ("broadband-price", "user", "broadband monthly price", "", [
        V("Broadband costs £32 a month.", "32", surf="£32"),
        V("Broadband costs £38 a month.", "38", surf="£38"),
        V("Broadband bill: 38 pounds per month.", "38", surf="38 pounds", flags="L:format_variant"),
    ]),
    ("mobile-network", "user", "mobile network", "", [
        V("User is on Tidal Mobile, SIM-only at £12 a month.", "tidal", surf="Tidal Mobile"),
        V("\"I've ported my number over to Parrot Mobile.\"", "parrot", surf="Parrot Mobile"),
        V("Still on Parrot Mobile; renewed the SIM deal for another year.", "parrot", surf="Parrot Mobile", flags="L:confirmation"),
    ]),
    ("phone-data", "user", "phone data allowance", "", [
        V("Phone plan: 10GB data.", "10gb", surf="10GB"),
        V("User bumped the phone plan up to 30GB of data.", "30gb", surf="30GB"),
        V("User's SIM has thirty gigabytes of data a month.", "30gb", surf="thirty gigabytes", flags="L:format_variant"),
    ]),
    ("bank", "user", "main bank", "", [
        V("User banks with Halden Building Society.", "halden", surf="Halden Building Society"),
        V("User's main current account is now with Copperleaf Bank.", "copperleaf", surf="Copperleaf Bank"),
        V("User still banks with Copperleaf; salary goes in on the 25th.", "copperleaf", surf="Copperleaf", flags="L:confirmation"),
    ]),
    ("home-insurer", "user", "home insurer", "", [
        V("Home insurance is with Aldgate Mutual.", "aldgate", surf="Aldgate Mutual"),
        V("User switched home insurance to Pennant Insurance at renewal.", "pennant", surf="Pennant Insurance"),
        V("Home insurance is with Harbour & Vale.", "harbour", surf="Harbour & Vale"),
        V("Renewed the home insurance with Harbour & Vale again this year, same cover.", "harbour", surf="Harbour & Vale", flags="L:confirmation"),
    ]),
    ("home-insurance-renewal", "user", "home insurance renewal date", "", [
        V("Insurance renewal: 3 March.", "03-03", surf="3 March"),
        V("Home insurance now renews on 17 April.", "04-17", surf="17 April"),
        V("Home insurance renewal date: 17/04.", "04-17", surf="17/04", flags="L:format_variant"),
    ]),
    ("car-insurance-renewal", "user", "car insurance renewal date", "", [
        V("Car insurance renews on 1 September.", "09-01", surf="1 September"),
        V("Car insurance renews on 22 January.", "01-22", surf="22 January"),
    ]),
    ("car", "user", "car", "", [
        V("User drives a silver 2014 Ford Focus.", "focus", surf="Ford Focus"),
        V("Sold the Focus in June; the buyer collected it on the Saturday.", "focus", "-", surf="Focus"),
        V("User bought a blue Kia Niro, picked it up at the weekend.", "niro", surf="Kia Niro"),
        V("User traded the Niro in for a Skoda Enyaq.", "enyaq", surf="Skoda Enyaq"),
    ]),
    ("car-reg", "car", "registration plate", "", [
        V("Car reg: LK14 XRT.", "LK14XRT", surf="LK14 XRT"),
        V("The new car's number plate is YB72 MNV.", "YB72MNV", surf="YB72 MNV"),
        V("Car reg: KP23 HDA.", "KP23HDA", surf="KP23 HDA"),
        V("Number plate KP23HDA.", "KP23HDA", surf="KP23HDA", flags="L:format_variant"),
    ]),
    ("mechanic", "user", "mechanic", "", [
        V("User takes the car to Dunmore Motors for servicing.", "dunmore", surf="Dunmore Motors"),
        V("Mechanic is now Greg at Ashby Road Garage.", "ashby", surf="Greg at Ashby Road Garage"),
        V("Mechanic: Dunmore Motors again, since Greg retired.", "dunmore", surf="Dunmore Motors"),
        V("User's mechanic is Dunmore Motors on Mill Lane; ask for Petra, she knows the Skoda.", "dunmore", surf="Dunmore Motors", flags="L:elaboration"),
    ]),
    ("landlord", "user", "landlord", "", [
        V("User's landlord is Mr. Tobias Renner.", "renner", surf="Mr. Tobias Renner"),
        V("Renner sold the building, so the rent now goes to Castlegate Lettings.", "castlegate", surf="Castlegate Lettings"),
        V("Castlegate Lettings are the landlord; repairs go through their online portal and the contact there is Wendy.", "castlegate", surf="Castlegate Lettings", flags="L:elaboration"),
    ]),
    ("rent", "user", "monthly rent", "", [
        V("Rent is £1,150 a month.", "1150", surf="£1,150"),
        V("User's rent went up to £1,225 per month from May.", "1225", surf="£1,225"),
        V("Rent still £1,225 after the landlord's annual review.", "1225", surf="£1,225"),
        V("Rent: £1,310/month after the tenancy renewal.", "1310", surf="£1,310"),
        V("Rent: £1,345/month after the tenancy renewal.", "1345", surf="£1,345"),
        V("Monthly rent 1345 GBP.", "1345", surf="1345 GBP", flags="L:format_variant"),
    ]),
    ("rent-day", "user", "rent due day", "", [
        V("Rent goes out on the 1st.", "1", surf="1st"),
        V("Rent is now due on the 28th of each month.", "28", surf="28th"),
        V("Rent day: the twenty-eighth of the month.", "28", surf="twenty-eighth", flags="L:format_variant"),
    ]),
    ("address", "user", "home address", "", [
        V("User lives at 14 Orchard Row, Bexley.", "orchard", surf="14 Orchard Row, Bexley"),
        V("Moved to Flat 3, 22 Carrow Street.", "carrow", surf="Flat 3, 22 Carrow Street"),
        V("Keys to Carrow Street handed back; the family's settled in at 9 Linden Close.", "linden", surf="9 Linden Close", flags="hard"),
        V("User's address: 41 Weir Lane, Hollins.", "weir", surf="41 Weir Lane, Hollins"),
        V("User's address is 41 Weir Lane, Hollins, HL4 7QD: the house with the blue door, parcels by the side gate.", "weir", surf="41 Weir Lane, Hollins", flags="L:elaboration"),
    ]),
    ("mila-school", "mila", "school", "", [
        V("Mila goes to Hazelbrook Primary.", "hazelbrook", surf="Hazelbrook Primary"),
        V("Mila started at St Aldric's Academy in September.", "aldric", surf="St Aldric's Academy"),
        V("Mila's school: Saint Aldric's Academy.", "aldric", surf="Saint Aldric's Academy", flags="L:format_variant"),
        V("Mila is in Year 7 at St Aldric's Academy, form 7R, and needs a bus pass.", "aldric", surf="St Aldric's Academy", flags="L:elaboration"),
    ]),
    ("mila-teacher", "mila", "class teacher", "", [
        V("Mila's teacher is Mrs. Okonjo.", "okonjo", surf="Mrs. Okonjo"),
        V("Mila has Mr. Petrakis this year.", "petrakis", surf="Mr. Petrakis"),
        V("Mila's form tutor at St Aldric's is Ms. Haldane.", "haldane", surf="Ms. Haldane"),
        V("Mila's form tutor at St Aldric's is Mr. Ibarra.", "ibarra", surf="Mr. Ibarra"),
        V("Checked with the school office: Mila's form tutor is definitely Mr. Ibarra.", "ibarra", surf="Mr. Ibarra", flags="L:confirmation"),
    ]),
    ("theo-school", "theo", "school", "", [
        V("Theo is at Little Acorns nursery.", "acorns", surf="Little Acorns nursery"),
        V("Theo moved up to reception at Hazelbrook Primary.", "hazelbrook", surf="Hazelbrook Primary"),
        V("Theo's still at Hazelbrook Primary, settling in well.", "hazelbrook", surf="Hazelbrook Primary", flags="L:confirmation"),
    ]),
    ("theo-saturday", "theo", "saturday club", "", [
        V("Theo plays football on Saturday mornings with Ridgeway Juniors.", "football", surf="football"),
        V("Theo stopped going to football; says it's too cold.", "football", "-", surf="football"),
        V("Theo's Saturday thing is swimming club at Parkside now.", "swimming", surf="swimming club"),
    ]),
    ("mila-club", "mila", "tuesday club", "", [
        V("Mila does ballet on Tuesdays at the Grange studio.", "ballet", surf="ballet"),
        V("Mila swapped ballet for street dance, still on Tuesdays.", "streetdance", surf="street dance"),
        V("Mila still does street dance on Tuesday evenings.", "streetdance", surf="street dance", flags="L:confirmation"),
    ]),
    ("gp", "user", "gp", "", [
        V("User's GP is Dr. Anand at Millbrook Surgery.", "anand", surf="Dr. Anand"),
        V("User registered with Westgate Medical Centre; new GP is Dr. Foley.", "foley", surf="Dr. Foley"),
        V("The user's GP is now Dr. Ruth Aske at Westgate.", "aske", surf="Dr. Ruth Aske"),
        V("GP: Dr. Ruth Aske, Westgate Medical Centre; appointments through the online form before 8am.", "aske", surf="Dr. Ruth Aske", flags="L:elaboration"),
    ]),
    ("dentist", "user", "dentist", "", [
        V("User's dentist is Clearwater Dental.", "clearwater", surf="Clearwater Dental"),
        V("Dentist: Bright Smile on Fore Street now (Clearwater stopped taking NHS patients).", "brightsmile", surf="Bright Smile"),
        V("User's dentist is Bright Smile Dental, 18 Fore Street; check-ups every six months.", "brightsmile", surf="Bright Smile Dental", flags="L:elaboration"),
    ]),
    ("biscuit-vet", "biscuit", "vet", "", [
        V("Biscuit's vet is Fernhill Veterinary.", "fernhill", surf="Fernhill Veterinary"),
        V("Biscuit is registered with Oakmere Vets now.", "oakmere", surf="Oakmere Vets"),
        V("Biscuit is still registered with Oakmere Vets; booster done.", "oakmere", surf="Oakmere Vets"),
        V("Moved Biscuit to PetCare Plus on the retail park.", "petcare", surf="PetCare Plus"),
        V("Biscuit's vet: PetCare Plus, Unit 4 Hollins Retail Park, usually sees Dr. Mbeki.", "petcare", surf="PetCare Plus", flags="L:elaboration"),
    ]),
    ("biscuit-food", "biscuit", "food", "", [
        V("Biscuit eats Meadowpaw adult kibble.", "meadowpaw-adult", surf="Meadowpaw adult kibble"),
        V("Vet wants Biscuit kept on Vetline Sensitive from now on, no more supermarket kibble.", "vetline", surf="Vetline Sensitive", flags="hard"),
        V("Biscuit's food: Meadowpaw grain-free now that his stomach has settled.", "meadowpaw-gf", surf="Meadowpaw grain-free"),
        V("Switched Biscuit onto Wildbowl raw food.", "wildbowl", surf="Wildbowl raw food"),
        V("Biscuit is still on the Wildbowl raw food and doing great on it.", "wildbowl", surf="Wildbowl raw food", flags="L:confirmation"),
    ]),
    ("biscuit-insurer", "biscuit", "pet insurer", "", [
        V("Biscuit is insured with Pawsafe.", "pawsafe", surf="Pawsafe"),
        V("Biscuit's pet insurance moved to Tailwag Cover at renewal.", "tailwag", surf="Tailwag Cover"),
        V("Biscuit's insurer is Tailwag Cover: lifetime policy, £90 excess, claims through their app.", "tailwag", surf="Tailwag Cover", flags="L:elaboration"),
    ]),
    ("pet-insurance-renewal", "biscuit", "pet insurance renewal date", "", [
        V("Pet insurance renews 12 November.", "11-12", surf="12 November"),
        V("Pet insurance renews 5 February.", "02-05", surf="5 February"),
    ]),
    ("cleaner-day", "cleaner", "visit day", "", [
        V("Cleaner comes on Wednesdays.", "wed", surf="Wednesdays"),
        V("Dorota has moved her visits to Fridays.", "fri", surf="Fridays"),
        V("Cleaner's back to Wednesdays from next week.", "wed", surf="Wednesdays"),
        V("Dorota came on Wednesday as usual.", "wed", surf="Wednesday", flags="L:confirmation"),
    ]),
    ("bin-day", "household", "general waste collection day", "", [
        V("Bin day is Tuesday.", "tue", surf="Tuesday"),
        V("Council changed the rounds: black bin collection is now Thursday.", "thu", surf="Thursday"),
        V("Bin day is still Thursday; checked the council website.", "thu", surf="Thursday", flags="L:confirmation"),
    ]),
    ("gym", "user", "gym membership tier", "", [
        V("User's gym membership at Pulse Fitness is the Standard tier.", "standard", surf="Standard"),
        V("Upgraded the Pulse membership to Premium (pool and classes included).", "premium", surf="Premium"),
        V("Cancelled the Pulse Fitness membership; User hardly ever went.", "premium", "-", surf="Pulse Fitness"),
    ]),
    ("streamly", "user", "streamly subscription", "", [
        V("User subscribes to Streamly.", "streamly", surf="Streamly"),
        V("User cancelled Streamly, says there's nothing worth watching.", "streamly", "-", surf="Streamly"),
        V("Resubscribed to Streamly for the new season of the baking show.", "streamly", surf="Streamly"),
    ]),
    ("dan-shift", "dan", "work shift", "", [
        V("Dan works the early shift, 6am to 2pm.", "early", surf="the early shift, 6am to 2pm"),
        V("Dan's been sleeping days since the depot put him on nights.", "nights", surf="nights", flags="hard"),
        V("Dan is back on earlies at the depot.", "early", surf="earlies"),
        V("Dan's shift pattern changed to lates, 2pm to 10pm.", "late", surf="lates, 2pm to 10pm"),
        V("Dan: late shift 14:00-22:00.", "late", surf="late shift 14:00-22:00", flags="L:format_variant"),
    ]),
    ("supermarket", "user", "weekly shop supermarket", "", [
        V("Weekly shop is a Brennan's online delivery.", "brennans", surf="Brennan's"),
        V("Fieldmart van slots are a nightmare but that's where the weekly shop comes from these days.", "fieldmart", surf="Fieldmart", flags="hard"),
        V("Back to Brennan's for the weekly delivery.", "brennans", surf="Brennan's"),
        V("User switched the weekly grocery order to Greenbasket.", "greenbasket", surf="Greenbasket"),
        V("Greenbasket delivery arrived Sunday morning as usual.", "greenbasket", surf="Greenbasket", flags="L:confirmation"),
    ]),
    ("babysitter", "user", "babysitter", "", [
        V("\"Our babysitter is Jess Corrigan, she's brilliant with Theo.\"", "jess", surf="Jess Corrigan"),
        V("Jess isn't babysitting for the family anymore; she's gone off to university.", "jess", "-", surf="Jess"),
        V("New babysitter: Hana from two doors down.", "hana", surf="Hana"),
    ]),
    ("dog-walker", "biscuit", "dog walker", "", [
        V("Sam walks Biscuit on weekday lunchtimes.", "sam", surf="Sam"),
        V("\"We've stopped using the dog walker now I'm working from home.\"", "sam", "-", surf="the dog walker"),
    ]),
    ("lodger", "user", "lodger", "", [
        V("The user has a lodger, Priya, in the back bedroom.", "priya", surf="Priya"),
        V("Priya moved out at the end of March.", "priya", "-", surf="Priya"),
    ]),
    ("veg-box", "user", "veg box", "", [
        V("User gets a Furrow Farm veg box every Thursday.", "furrow", surf="Furrow Farm"),
        V("No longer getting the Furrow Farm veg box.", "furrow", "-", surf="Furrow Farm"),
    ]),
    ("newspaper", "user", "newspaper subscription", "", [
        V("Subscribed to The Weekend Ledger, print edition on Saturdays.", "ledger", surf="The Weekend Ledger"),
        V("User cancelled The Weekend Ledger subscription.", "ledger", "-", surf="The Weekend Ledger"),
    ]),
    ("landline", "user", "landline", "", [
        V("User has a landline with Fibrenet, mostly for Grandma Rosa to ring.", "landline", surf="landline"),
        V("The landline has been cancelled; Rosa calls mobiles now.", "landline", "-", surf="landline"),
    ]),
    ("boiler-cover", "user", "boiler cover", "", [
        V("Boiler cover is with HomeShield.", "homeshield", surf="HomeShield"),
        V("Boiler cover is with Lumen Care.", "lumencare", surf="Lumen Care"),
    ]),
    ("council-tax-day", "user", "council tax payment day", "", [
        V("Council tax direct debit goes out on the 15th.", "15", surf="15th"),
        V("Council tax direct debit goes out on the 1st.", "1", surf="1st"),
    ]),
    ("energy-tariff", "user", "energy tariff", "", [
        V("Energy tariff: 12-month fixed.", "fixed", surf="12-month fixed"),
        V("User's on the variable Flex tariff since the fix ran out.", "flex", surf="variable Flex"),
        V("Energy tariff: Tracker.", "tracker", surf="Tracker"),
    ]),
    ("energy-dd", "user", "energy direct debit", "", [
        V("Energy direct debit: £145 a month.", "145", surf="£145"),
        V("Energy direct debit reduced to £118 a month after the meter readings.", "118", surf="£118"),
        V("Energy direct debit: £160 a month.", "160", surf="£160"),
        V("Energy direct debit: £132 a month.", "132", surf="£132"),
    ]),
    ("mot", "car", "mot due date", "", [
        V("MOT due 14 May.", "05-14", surf="14 May"),
        V("MOT due 30 October.", "10-30", surf="30 October"),
    ]),
    ("window-cleaner", "window cleaner", "visit day", "", [
        V("Window cleaner comes every fourth Monday.", "4th-monday", surf="every fourth Monday"),
        V("Window cleaner comes on the first Saturday of the month.", "1st-saturday", surf="on the first Saturday of the month"),
    ]),
    ("mila-piano", "mila", "piano teacher", "", [
        V("Mila's piano teacher is Mr. Lindqvist.", "lindqvist", surf="Mr. Lindqvist"),
        V("Mila's piano teacher is Agnes Moreau.", "moreau", surf="Agnes Moreau"),
        V("Mila's piano lessons are with Agnes Moreau, Saturdays at 10 in her front room, £18 a lesson.", "moreau", surf="Agnes Moreau", flags="L:elaboration"),
    ]),
    ("mila-swim-time", "mila", "swimming lesson time", "", [
        V("Mila's swimming lesson is Thursday at 17:00.", "17:00", surf="17:00"),
        V("Mila's swimming lesson is Thursday at 18:15.", "18:15", surf="18:15"),
        V("Mila swims Thursdays, 6.15pm.", "18:15", surf="6.15pm", flags="L:format_variant"),
    ]),
    ("wednesday-pickup", "kids", "wednesday pickup", "", [
        V("Grandma Rosa picks the kids up on Wednesdays.", "rosa", surf="Grandma Rosa"),
        V("Wednesday pickup is the Kidzone after-school club now.", "kidzone", surf="the Kidzone after-school club"),
    ]),
    ("user-employer", "user", "employer", "", [
        V("User works at Harrow & Finch as an accountant.", "harrow", surf="Harrow & Finch"),
        V("User started a new job at Delmont Logistics in the finance team, hybrid three days in the office.", "delmont", surf="Delmont Logistics"),
        V("Works at Delmont.", "delmont", surf="Delmont", flags="L:elaboration"),
    ]),
    ("dan-employer", "dan", "employer", "", [
        V("Dan drives for Coldharbour Freight.", "coldharbour", surf="Coldharbour Freight"),
        V("Dan drives for Parcelway.", "parcelway", surf="Parcelway"),
        V("Dan's still driving for Parcelway.", "parcelway", surf="Parcelway", flags="L:confirmation"),
    ]),
    ("permit-zone", "user", "parking permit zone", "", [
        V("Resident parking permit zone: B.", "B", surf="B"),
        V("Resident parking permit zone: D.", "D", surf="D"),
    ]),
    ("isa", "user", "isa provider", "", [
        V("Easy-access ISA is with Halden Building Society.", "halden", surf="Halden Building Society"),
        V("Easy-access ISA is with Northgate Savings.", "northgate", surf="Northgate Savings"),
        V("ISA is still with Northgate Savings.", "northgate", surf="Northgate Savings", flags="L:confirmation"),
    ]),
    ("hairdresser", "user", "hairdresser", "", [
        V("User's hairdresser is Carla at Snip & Co.", "carla", surf="Carla at Snip & Co"),
        V("\"I get my hair cut at Marlow's Barbers now.\"", "marlows", surf="Marlow's Barbers"),
    ]),
    ("breakdown", "user", "breakdown cover", "", [
        V("Breakdown cover: RoadStar Gold.", "roadstar", surf="RoadStar Gold"),
        V("Breakdown cover comes with the Copperleaf Plus account now.", "copperleaf-plus", surf="the Copperleaf Plus account"),
    ]),
    ("phone-contract-end", "user", "phone contract end date", "", [
        V("Phone contract ends 30 January 2024.", "2024-01-30", surf="30 January 2024"),
        V("New phone contract runs until 14 August 2027.", "2027-08-14", surf="14 August 2027"),
    ]),
    ("mila-bus", "mila", "school bus", "", [
        V("Mila gets the 7:52 number 41 bus to school.", "41", surf="7:52 number 41"),
        V("Mila gets the 8:05 number 17 bus to school.", "17", surf="8:05 number 17"),
    ]),
    ("yoga-day", "user", "yoga class day", "", [
        V("User does yoga on Monday evenings at the Quaker hall.", "mon", surf="Monday"),
        V("\"My yoga class has moved to Wednesday evenings.\"", "wed", surf="Wednesday"),
        V("Yoga: Wednesdays.", "wed", surf="Wednesdays", flags="L:elaboration"),
    ]),
    ("passport", "user", "passport expiry", "", [
        V("User's passport expires 3 February 2023.", "2023-02-03", surf="3 February 2023"),
        V("Passport renewed; the new one expires 19 January 2036.", "2036-01-19", surf="19 January 2036"),
        V("Passport expiry: 19/01/2036.", "2036-01-19", surf="19/01/2036", flags="L:format_variant"),
    ]),
    ("phone-handset", "user", "phone handset", "", [
        V("User's phone is an iPhone 12.", "iphone12", surf="an iPhone 12"),
        V("User's phone is a Pixel 8.", "pixel8", surf="a Pixel 8"),
    ]),
    ("pickle-food", "pickle", "food", "", [
        V("Pickle is on Felino indoor pouches.", "felino", surf="Felino indoor pouches"),
        V("Pickle only eats Purrfect Fish dry biscuits now and refuses pouches.", "purrfect", surf="Purrfect Fish dry biscuits"),
    ]),
    ("theo-lunch", "theo", "school lunch", "", [
        V("Theo has school dinners.", "dinners", surf="school dinners"),
        V("Theo has a packed lunch.", "packed", surf="a packed lunch"),
    ]),
    ("biscuit-groomer", "biscuit", "groomer", "", [
        V("Biscuit's groomer is Fluff & Buff, every eight weeks.", "fluffbuff", surf="Fluff & Buff"),
        V("Biscuit's groomer is Waggy Tails, every eight weeks.", "waggy", surf="Waggy Tails"),
    ]),
    ("friday-childcare", "kids", "friday childcare", "", [
        V("On Fridays Ines has the kids after school.", "ines", surf="Ines"),
        V("Fridays the kids go to the Little Acorns holiday club.", "acorns-club", surf="the Little Acorns holiday club"),
    ]),
    ("parking-bay", "user", "parking bay", "", [
        V("User parks in bay 12 at the flats.", "12", surf="12"),
        V("User parks in bay 7 at the flats.", "7", surf="7"),
    ]),
    ("optician", "user", "optician", "", [
        V("Optician: SightFirst on the high street.", "sightfirst", surf="SightFirst"),
        V("Optician: Larkin Opticians on the high street.", "larkin", surf="Larkin Opticians"),
    ]),
    ("pickle-flea", "pickle", "flea treatment", "", [
        V("Pickle's flea treatment is Frontgard drops, monthly.", "frontgard", surf="Frontgard drops, monthly"),
        V("Pickle's flea treatment is a Tickshield tablet, every three months.", "tickshield", surf="a Tickshield tablet, every three months"),
    ]),
    ("car-insurer", "user", "car insurer", "", [
        V("Car insurance is with Pennant Insurance.", "pennant", surf="Pennant Insurance"),
        V("Car insurance is with Drayton Direct.", "drayton", surf="Drayton Direct"),
    ]),
]

# Standalone labelled groups.  Each entry is (class, key, [(text, value), ...]).
# Memories in one entry form ONE family (same subject, attribute, scope) unless
# the class makes each memory its own fact (multi_valued, scope_disjoint,
# membership, different_subject, unrelated): there every memory gets its own
# family key, because the values coexist or the scopes/subjects differ.
PER_MEMORY = {"multi_valued", "scope_disjoint", "membership", "different_subject", "unrelated"}

LABELLED = [
    ("multi_valued", "allergies", [
        ("User is allergic to penicillin.", "penicillin"),
        ("User is also allergic to shellfish and carries antihistamines.", "shellfish"),
    ]),
    ("multi_valued", "theo-allergies", [
        ("Theo has a peanut allergy.", "peanut"),
        ("Theo is allergic to kiwi as well.", "kiwi"),
    ]),
    ("multi_valued", "languages", [
        ("User speaks Portuguese; their mum is from Porto.", "portuguese"),
        ("\"I also speak conversational German.\"", "german"),
    ]),
    ("multi_valued", "pets", [
        ("User has a dog, Biscuit, a border terrier.", "biscuit"),
        ("Another pet: Pickle, a tabby cat, about six years old.", "pickle"),
    ]),
    ("multi_valued", "subscriptions", [
        ("User pays for Tunebox Family music streaming.", "tunebox"),
        ("User also subscribes to Leafcast audiobooks.", "leafcast"),
        ("User gets Gardeners' Quarterly magazine too.", "gardeners"),
    ]),
    ("multi_valued", "mila-activities", [
        ("Mila plays the violin.", "violin"),
        ("Mila also goes to Brownies on Mondays.", "brownies"),
    ]),
    ("multi_valued", "children", [
        ("User's eldest is Mila.", "mila"),
        ("User's youngest, Theo, turned five in the spring.", "theo"),
    ]),
    ("multi_valued", "emergency-contacts", [
        ("User's emergency contacts: Dan, and also User's sister Ines.", "dan+ines"),
    ]),
    ("scope_disjoint", "garden-waste", [
        ("Garden waste is collected fortnightly in summer.", "fortnightly"),
        ("Garden waste goes monthly over the winter months.", "monthly"),
    ]),
    ("scope_disjoint", "bedtime", [
        ("Kids' bedtime is 7:30 on school nights.", "19:30"),
        ("Bedtime is 8:30 at weekends.", "20:30"),
    ]),
    ("scope_disjoint", "electricity-rate", [
        ("Peak electricity rate: 34p/kWh.", "34p"),
        ("Off-peak rate, 00:30 to 04:30, is 9p/kWh.", "9p"),
    ]),
    ("scope_disjoint", "mila-school-end", [
        ("Mila's school day ends at 15:15 Monday to Thursday.", "15:15"),
        ("On Fridays Mila finishes at 13:30.", "13:30"),
    ]),
    ("scope_disjoint", "roaming", [
        ("EU roaming is free on User's phone plan.", "free"),
        ("Roaming in the US costs £5 a day on User's plan.", "5/day"),
    ]),
    ("scope_disjoint", "street-parking", [
        ("Street parking outside the house needs a permit Monday to Saturday, 8am to 6:30pm.", "permit"),
        ("Sundays the street parking is free.", "free"),
    ]),
    ("scope_disjoint", "heating", [
        ("In summer the boiler is set to hot water only.", "hot-water-only"),
        ("In winter the heating comes on at 6:00 and 17:30.", "6:00+17:30"),
    ]),
    ("format_variant", "council-tax", [
        ("Council tax is £1,840 a year.", "1840"),
        ("Council tax: 1.84k annually.", "1840"),
    ]),
    ("format_variant", "babysitter-rate", [
        ("Babysitter rate is £12/hour.", "12"),
        ("User pays the babysitter twelve pounds an hour.", "12"),
    ]),
    ("static", "hometown", [
        ("User grew up in Falmouth.", "falmouth"),
        ("User was brought up in Falmouth.", "falmouth"),
    ]),
    ("static", "biscuit-origin", [
        ("Biscuit was adopted from the Hollins dog rescue.", "hollins-rescue"),
        ("Biscuit came from the Hollins rescue centre.", "hollins-rescue"),
    ]),
    ("static", "blood-group", [
        ("User's blood group is O negative.", "o-neg"),
        ("User has O-negative blood.", "o-neg"),
    ]),
    ("static", "mila-birthplace", [
        ("Mila was born at St Jude's Hospital.", "st-judes"),
        ("Mila was delivered at St Jude's Hospital.", "st-judes"),
    ]),
    ("static", "wedding", [
        ("User and Dan got married in 2015.", "2015"),
        ("User and Dan wed in 2015.", "2015"),
    ]),
    ("static", "water", [
        ("The house gets its water from Severn Vale Water.", "severn-vale"),
        ("Water is supplied by Severn Vale Water.", "severn-vale"),
    ]),
    ("membership", "memberships", [
        ("User is a member of the National Trust.", "national-trust"),
        ("User sits on the Hazelbrook Primary PTA committee.", "pta"),
        ("User is treasurer of the Weir Lane residents' group.", "residents-treasurer"),
        ("User is a parent governor at St Aldric's Academy.", "governor"),
        ("User volunteers as a marshal at Hollins parkrun.", "parkrun"),
        ("User is secretary of the Greenhill allotment society.", "allotment-secretary"),
        ("User belongs to a Thursday-night book club at the library.", "book-club"),
        ("User is an RSPB member.", "rspb"),
        ("User is also chair of the Hollins Community Choir.", "choir-chair"),
        ("Dan is a member of Kingsway Anglers.", "anglers"),
        ("User has a Warehouse Club card for bulk shopping.", "warehouse-club"),
        ("User helps out with the Brownies unit on Monday nights.", "brownies-helper"),
    ]),
    ("different_subject", "others", [
        ("\"My sister Ines switched her energy to Lumen Power.\"", "ines-energy"),
        ("Ines rents from Castlegate Lettings as well.", "ines-landlord"),
        ("The neighbours at number 11 are on Kestrel Fibre for broadband.", "neighbour-broadband"),
        ("Pickle's vet is Fernhill Veterinary.", "pickle-vet"),
        ("Dan's GP is Dr. Foley at Westgate.", "dan-gp"),
        ("Theo's teacher is Miss Adeyemi.", "theo-teacher"),
        ("Grandma Rosa moved to Sunnyfield Court, flat 12.", "rosa-address"),
        ("Dan's gym is the council leisure centre, basic membership.", "dan-gym"),
        ("Ines drives a red Kia Niro.", "ines-car"),
        ("Rosa's bin day is Monday.", "rosa-bins"),
        ("Dan banks with Halden Building Society.", "dan-bank"),
        ("Ines's dog Monty eats Wildbowl raw food.", "monty-food"),
        ("Dan's phone is on Tidal Mobile.", "dan-network"),
    ]),
    ("unrelated", "misc", [
        ("User prefers oat milk in their coffee.", "u01"),
        ("User wants bin reminders the night before collection.", "u02"),
        ("Mila's favourite colour is teal.", "u03"),
        ("The landlord is sending someone to service the boiler in April.", "u04"),
        ("Dan likes watching the rugby on Saturday afternoons.", "u05"),
        ("User is saving up for a holiday in Madeira.", "u06"),
        ("Biscuit is terrified of fireworks.", "u07"),
        ("There's a roof box for the car in the garage.", "u08"),
        ("Theo wants a dinosaur cake for his birthday.", "u09"),
        ("User keeps a spare house key with the neighbour at number 11.", "u10"),
        ("The hallway smoke alarm needs a new battery.", "u11"),
        ("\"I can't stand coriander.\"", "u12"),
        ("Mila needs her PE kit on Mondays and Thursdays.", "u13"),
        ("Dan is trying to cut down on coffee.", "u14"),
        ("The energy account number is on the paper bill in the kitchen drawer.", "u15"),
        ("The car's front tyres run at 36 psi.", "u16"),
        ("User writes the shopping list on Sunday evenings.", "u17"),
        ("Pickle sleeps on the shelf above the landing radiator.", "u18"),
        ("User likes the thermostat at 19 degrees.", "u19"),
        ("Ines's birthday is 2 October.", "u20"),
        ("User would like to find a Spanish tutor for Mila.", "u21"),
        ("The cleaner has her own key.", "u22"),
        ("Remind User to book Biscuit's booster.", "u23"),
        ("User is thinking about getting solar panels.", "u24"),
        ("User prefers email to phone calls from providers.", "u25"),
        ("The broadband router tends to reboot itself on Sunday nights.", "u26"),
    ]),
]

# Equal-time groups: two values of one fact stated at the identical order time.
# The pair of modes says how each memory carries that instant.
EQUAL_TIME = [
    ("dentist-appointment", ("stamped", "stamped"), [
        ("Dentist appointment: Tuesday 10:40.", "10:40"),
        ("Dentist appointment is Tuesday at 11:20.", "11:20"),
    ]),
    ("biscuit-weight", ("stamped", "live"), [
        ("Biscuit weighs 9.2 kg.", "9.2"),
        ("Biscuit's weight: 9.6 kg.", "9.6"),
    ]),
    ("saturday-babysitter", ("backfilled", "backfilled"), [
        ("Saturday babysitter: Hana.", "hana"),
        ("Ines is babysitting on Saturday.", "ines"),
    ]),
    ("locker-code", ("backfilled", "stamped"), [
        ("Parcel locker code: 4471.", "4471"),
        ("Parcel locker code is 4417.", "4417"),
    ]),
    ("school-trip", ("live", "live"), [
        ("Mila's school trip costs £18.", "18"),
        ("School trip payment for Mila: £22.", "22"),
    ]),
]

# ---------------------------------------------------------------------------
# Generation.
# ---------------------------------------------------------------------------

EPOCH_LO = dt.datetime(2021, 2, 1, tzinfo=dt.timezone.utc)
ORDER_HI = dt.datetime(2026, 10, 28, tzinfo=dt.timezone.utc)   # order times before this
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)       # every time before this
IMPORT_LO = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []   # dicts: key, family, value, pol, cls, surf, flags, text, idx

    def add(family, idx, text, value, pol, cls, surf, flags):
        mems.append(dict(family=family, idx=idx, text=text, value=value, pol=pol,
                         cls=cls, surf=surf, flags=flags))

    for fid, subj, attr, scope, versions in FAMILIES:
        for i, (text, value, pol, surf, flags) in enumerate(versions):
            cls = flags[2:] if flags.startswith("L:") else "version"
            add("f:" + fid, i, text, value, pol, cls, surf, flags)
    for cls, key, items in LABELLED:
        for i, (text, value) in enumerate(items):
            fam = f"l:{key}:{value}" if cls in PER_MEMORY else f"l:{key}"
            add(fam, i, text, value, "+", cls, None, "L:" + cls)
    for key, modes, items in EQUAL_TIME:
        for i, (text, value) in enumerate(items):
            add("e:" + key, i, text, value, "+", "equal_time", None, "L:equal_time")
            mems[-1]["forced_mode"] = modes[i]

    # --- order days: distinct days inside a family, oldest version first ----
    fams = {}
    for m in mems:
        fams.setdefault(m["family"], []).append(m)
    span_days = (ORDER_HI - EPOCH_LO).days
    for fam in sorted(fams):
        ms = sorted(fams[fam], key=lambda m: m["idx"])
        if fam.startswith("e:"):
            day = rng.randrange(30, span_days - 5)
            for m in ms:
                m["day"] = day
            continue
        gaps = [rng.randint(21, 240) for _ in ms[1:]]
        total = sum(gaps)
        if total > span_days - 40:
            scale = (span_days - 40) / total
            gaps = [max(6, int(g * scale)) for g in gaps]
            total = sum(gaps)
        start = rng.randrange(0, span_days - total - 1)
        day = start
        for m, g in zip(ms, [0] + gaps):
            day += g
            m["day"] = day

    # --- time modes: exact global proportions, shuffled (so mixed in families)
    free = [m for m in mems if "forced_mode" not in m]
    n = len(free)
    n_live = round(0.27 * n)
    n_back = round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(free, modes):
        m["mode"] = mode
    for m in mems:
        if "forced_mode" in m:
            m["mode"] = m["forced_mode"]

    # --- order time per memory --------------------------------------------
    for fam in sorted(fams):
        ms = sorted(fams[fam], key=lambda m: m["idx"])
        if fam.startswith("e:"):
            base = EPOCH_LO + dt.timedelta(days=ms[0]["day"])
            if any(m["mode"] == "backfilled" for m in ms):
                t = base   # a backfilled memory is stamped at midnight; the partner matches it
            else:
                t = base + dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59),
                                        seconds=rng.randint(0, 59))
            for m in ms:
                m["order"] = t
            continue
        for m in ms:
            base = EPOCH_LO + dt.timedelta(days=m["day"])
            if m["mode"] == "backfilled":
                m["order"] = base
            else:
                m["order"] = base + dt.timedelta(hours=rng.randint(7, 22), minutes=rng.randint(0, 59),
                                                 seconds=rng.randint(0, 59))

    # --- created_at / observed_at ----------------------------------------
    for fam in sorted(fams):
        ms = sorted(fams[fam], key=lambda m: m["idx"])
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 180),
                                                         seconds=rng.randint(0, 59))
        back = [m for m in ms if m["mode"] == "backfilled"]
        if back:
            # one import run per family, newest order time imported first
            t = IMPORT_LO + dt.timedelta(days=rng.randint(0, 24), hours=rng.randint(0, 23),
                                         minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
            for m in sorted(back, key=lambda m: m["order"], reverse=True):
                m["observed"] = m["order"]
                m["created"] = t
                t += dt.timedelta(seconds=rng.randint(1, 9))

    # --- ids: assigned in a shuffled order; file order shuffled again -------
    order = list(range(len(mems)))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = f"{PREFIX}{k + 1:03d}"
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)
    filed = [mems[i] for i in file_order]

    # --- truth from labels ------------------------------------------------
    pairs = []
    for fam in sorted(fams):
        ms = sorted(fams[fam], key=lambda m: (m["order"], m["idx"]))
        if not fam.startswith("e:"):
            ts = [m["order"] for m in ms]
            assert len(set(ts)) == len(ts), f"{fam}: two versions share an order time"
            assert [m["idx"] for m in ms] == sorted(m["idx"] for m in ms), f"{fam}: order broken"
        for i, m in enumerate(ms):
            for n2 in ms[i + 1:]:
                if n2["order"] > m["order"] and (n2["value"], n2["pol"]) != (m["value"], m["pol"]):
                    reason = "negation" if n2["pol"] != m["pol"] else "value"
                    pairs.append(dict(expired=m, replacement=n2, reason=reason))
                    break
    in_pair = {p["expired"]["id"] for p in pairs} | {p["replacement"]["id"] for p in pairs}
    for m in mems:
        if m["cls"] != "version":
            assert m["id"] not in in_pair, f"labelled memory {m['id']} ({m['text']}) is in a pair"
        else:
            assert m["id"] in in_pair, f"unlabelled memory {m['id']} ({m['text']}) is in no pair"
        assert m["created"] < CUTOFF and (m["observed"] is None or m["observed"] < CUTOFF)
        if m["observed"] is not None:
            assert m["observed"] <= m["created"]
    return mems, filed, pairs, fams


def render(mems, filed, pairs):
    out = {}
    lines = []
    for m in filed:
        o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = rfc(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    out["memories.jsonl"] = "\n".join(lines) + "\n"
    tl = sorted((p["expired"]["id"], p["replacement"]["id"], p["reason"]) for p in pairs)
    out["truth.jsonl"] = "".join(
        json.dumps({"expired_id": e, "replacement_id": r, "reason": why}) + "\n" for e, r, why in tl)
    ll = sorted((m["id"], m["cls"]) for m in mems if m["cls"] != "version")
    out["labels.jsonl"] = "".join(json.dumps({"id": i, "class": c}) + "\n" for i, c in ll)
    return out


# ---------------------------------------------------------------------------
# Statistics (descriptive only; nothing here feeds the truth).
# ---------------------------------------------------------------------------

SUBJECTLESS = {"moved", "switched", "sold", "cancelled", "resubscribed", "subscribed", "upgraded",
               "back", "no", "still", "checked", "renewed", "works", "remind", "bumped",
               "passport", "new", "keys"}


def form_of(text):
    """A heuristic description of how a memory is written (its register form)."""
    if text.startswith('"'):
        return "first_person_quote"
    head = text.split(":", 1)
    if len(head) == 2 and len(head[0]) <= 40 and not re.search(
            r"\b(is|are|was|has|goes|comes|office)\b", head[0]):
        return "key_value"
    w = text.split()[0].lower().strip(",.")
    if text.startswith(("User ", "User's ", "The user")):
        return "user_third_person"
    if w in SUBJECTLESS:
        return "subjectless_fragment"
    return "named_or_other_subject"


def tokens(s):
    return re.findall(r"[a-z0-9<>]+", s.lower())


def masked(m):
    t = m["text"]
    if m["surf"]:
        assert m["surf"] in t, f"surface {m['surf']!r} not in {t!r}"
        t = t.replace(m["surf"], "<v>")
    return tokens(t)


def wording(fams):
    """For every non-first unlabelled version: is it reworded against the version before it?"""
    rows = []
    for fam in sorted(fams):
        if not fam.startswith("f:"):
            continue
        ms = [m for m in sorted(fams[fam], key=lambda m: m["order"]) if m["cls"] == "version"]
        for prev, cur in zip(ms, ms[1:]):
            a, b = masked(prev), masked(cur)
            sa, sb = set(a), set(b)
            jac = len(sa & sb) / len(sa | sb)
            rows.append((fam, a != b, jac))
    return rows


def stats(mems, pairs, fams, files):
    p = print
    p(f"memories: {len(mems)}")
    p(f"true pairs: {len(pairs)}  (value {sum(x['reason'] == 'value' for x in pairs)}, "
      f"negation {sum(x['reason'] == 'negation' for x in pairs)})")
    cf = [f for f in fams if f.startswith("f:")]
    p(f"changing families: {len(cf)}")
    sizes = {}
    for f in cf:
        k = sum(m["cls"] == "version" for m in fams[f])
        sizes[k] = sizes.get(k, 0) + 1
    p("chain lengths (unlabelled versions per family): " +
      ", ".join(f"{k}:{sizes[k]}" for k in sorted(sizes)))
    moves_back = 0
    inside_conf = 0
    for f in cf:
        vs = [(m["value"], m["pol"]) for m in sorted(fams[f], key=lambda m: m["order"]) if m["cls"] == "version"]
        seen = []
        for v in vs:
            if seen and v == seen[-1]:
                inside_conf += 1
                continue
            if v in seen:
                moves_back += 1
            seen.append(v)
    p(f"moves back (A -> B -> A): {moves_back}")
    p(f"confirmations inside a chain (paired with the next change): {inside_conf}")
    p(f"hard-worded intervening versions: {sum(m['flags'] == 'hard' for m in mems)}")
    cls = {}
    for m in mems:
        cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    p("classes:")
    for c in sorted(cls):
        p(f"  {c:18s} {cls[c]}")
    p(f"labelled (labels.jsonl): {sum(v for c, v in cls.items() if c != 'version')}")
    forms = sorted({form_of(m["text"]) for m in mems})
    p("forms (heuristic) per class:")
    p("  " + " " * 18 + " ".join(f"{f[:12]:>12s}" for f in forms))
    for c in sorted(cls):
        row = [sum(1 for m in mems if m["cls"] == c and form_of(m["text"]) == f) for f in forms]
        p(f"  {c:18s}" + " ".join(f"{x:12d}" for x in row))
    tot = [sum(1 for m in mems if form_of(m["text"]) == f) for f in forms]
    p(f"  {'all':18s}" + " ".join(f"{x:12d}" for x in tot))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    p("time modes: " + ", ".join(f"{k} {modes[k]} ({100 * modes[k] / len(mems):.1f}%)" for k in sorted(modes)))
    inv = 0
    for f in fams:
        ms = sorted(fams[f], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["order"] > a["order"] and b["created"] < a["created"]:
                inv += 1
    p(f"adjacent family members whose created_at order inverts order time: {inv}")
    mixed = sum(1 for f in cf if len({m["mode"] for m in fams[f]}) > 1)
    p(f"changing families with more than one time mode: {mixed} of {len(cf)}")
    rows = wording(fams)
    rew = sum(1 for r in rows if r[1])
    p(f"wording: {rew} of {len(rows)} newer versions reworded against the version before "
      f"({100 * rew / len(rows):.1f}%); {len(rows) - rew} plain one-slot edits")
    p(f"wording: mean token Jaccard of value-masked consecutive versions "
      f"{sum(r[2] for r in rows) / len(rows):.3f}")
    words = [len(m["text"].split()) for m in mems]
    p(f"words per memory: min {min(words)}, median {sorted(words)[len(words) // 2]}, max {max(words)}, "
      f"mean {sum(words) / len(words):.1f}")
    ts = [m["created"] for m in mems] + [m["observed"] for m in mems if m["observed"]]
    p(f"time range: {rfc(min(ts))} .. {rfc(max(ts))}")
    for name in sorted(files):
        p(f"sha256 {name}: {hashlib.sha256(files[name].encode()).hexdigest()}")


def listing(mems, pairs):
    exp = {p["expired"]["id"]: p for p in pairs}
    rep = {}
    for p in pairs:
        rep.setdefault(p["replacement"]["id"], []).append(p["expired"]["id"])
    for m in sorted(mems, key=lambda m: (m["family"], m["order"], m["idx"])):
        e = exp.get(m["id"])
        tail = ""
        if e:
            tail += f" expired_by={e['replacement']['id']}({e['reason']})"
        if m["id"] in rep:
            tail += " replaces=" + ",".join(sorted(rep[m["id"]]))
        flag = " hard" if m["flags"] == "hard" else ""
        print(f"{m['id']}  {rfc(m['order'])}  {m['mode']:10s}  {m['family']}  value={m['value']} "
              f"pol={m['pol']} class={m['cls']}{flag}{tail}\n      {m['text']}")


def main(argv):
    mems, filed, pairs, fams = build()
    files = render(mems, filed, pairs)
    if "--stats" in argv:
        stats(mems, pairs, fams, files)
        return 0
    if "--list" in argv:
        listing(mems, pairs)
        return 0
    if "--check" in argv:
        bad = 0
        for name, text in sorted(files.items()):
            with open(os.path.join(HERE, name), encoding="utf-8") as f:
                if f.read() != text:
                    print(f"{name}: differs from a fresh generation")
                    bad += 1
        print("ok" if not bad else f"{bad} file(s) differ")
        return 1 if bad else 0
    for name, text in sorted(files.items()):
        tmp = os.path.join(HERE, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, os.path.join(HERE, name))
    print(f"wrote {len(mems)} memories, {len(pairs)} true pairs, "
          f"{sum(m['cls'] != 'version' for m in mems)} labels")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
