#!/usr/bin/env python3
"""R16: household and personal-admin memories kept by an AI assistant.

Blind hand-written corpus. Labels (family, value, polarity, class) are fixed in the
tables below BEFORE any generation; truth is computed from the labels only, never
from the text. Deterministic: fixed seed, stdlib only.

  python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats   print counts
  python3 gen.py --list    print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 16016
HERE = os.path.dirname(os.path.abspath(__file__))

# Version: (value, polarity, style, text[, label_class])
# style: f = first version, r = reworded vs previous, e = one-slot edit of previous,
#        h = hard-worded intervening/reworded version, c = confirmation inside a chain (reworded)
# A label_class on a version means: it must never appear in any pair (checked below).
P, N = "+", "-"

CHANGING = [
 ("broadband", "user", "broadband provider", "", [
   ("Quillnet", P, "f", "User's broadband provider is Quillnet."),
   ("Brightwire", P, "h", "Internet at home has been coming through Brightwire ever since the Quillnet contract ran out."),
   ("Quillnet", P, "r", "User went back to Quillnet for broadband after Brightwire kept dropping out."),
 ]),
 ("electric", "user", "electricity supplier", "", [
   ("Harrow Energy", P, "f", "The user's electricity supplier is Harrow Energy."),
   ("Harrow Energy", P, "c", "Still with Harrow Energy for electricity; the user decided not to switch this year."),
   ("Sunvale Power", P, "r", "User switched electricity to Sunvale Power."),
   ("Sunvale Power", P, "r", "Sunvale Power confirmed as the electricity supplier for another year.", "confirmation"),
 ]),
 ("bank", "user", "main bank", "", [
   ("Ledgerstone Bank", P, "f", "User banks with Ledgerstone Bank (main current account)."),
   ("Corbel Mutual", P, "r", "The user has moved their current account over to Corbel Mutual."),
   ("Corbel Mutual", P, "r", "User's current account is with Corbel Mutual, opened at the Eastgate branch in 2024, with salary paid in on the 28th.", "elaboration"),
 ]),
 ("homeins", "user", "home insurer", "", [
   ("Pellam Insurance", P, "f", "Home insurance is with Pellam Insurance."),
   ("Aldwick Direct", P, "r", "User took out a home insurance policy with Aldwick Direct."),
   ("Castor Cover", P, "e", "User took out a home insurance policy with Castor Cover."),
   ("Northgate Home", P, "r", "The user's home contents and buildings cover is now provided by Northgate Home."),
 ]),
 ("homeinsdate", "user", "home insurance renewal date", "", [
   ("03-03", P, "f", "Renewal date for home insurance: 3 March."),
   ("03-19", P, "r", "The home insurance now renews on 19 March because the new policy started mid-month."),
 ]),
 ("car", "user", "car", "", [
   ("Tavora Lumen", P, "f", "User drives a silver Tavora Lumen hatchback."),
   ("Kessler Ando", P, "r", "User traded in the Lumen and bought a Kessler Ando estate."),
 ]),
 ("plate", "user", "car registration", "", [
   ("KX19 RTP", P, "f", "User's car registration is KX19 RTP."),
   ("LM23 HVD", P, "r", "New number plate for the user's car: LM23 HVD."),
   ("LM23 HVD", P, "r", "The plate on the Kessler is LM23HVD.", "format_variant"),
 ]),
 ("mechanic", "user", "mechanic", "", [
   ("Dray's Garage", P, "f", "The user's mechanic is Dray's Garage on Kiln Street."),
   ("Fenwick Autos", P, "h", "Car went to Fenwick Autos for its MOT and the user says that's who they'll use from here on."),
   ("Dray's Garage", P, "r", "User is back with Dray's Garage for servicing; Fenwick overcharged."),
 ]),
 ("landlord", "user", "landlord", "", [
   ("Corran Lettings", P, "f", "User rents through Corran Lettings, who manage the property."),
   ("Mr Abernethy", P, "r", "User's landlord is now Mr Abernethy (he took over from the agency)."),
 ]),
 ("rent", "user", "rent", "", [
   ("1150", P, "f", "User's rent is £1,150 a month."),
   ("1240", P, "r", "Rent went up to £1,240 per month after the annual review."),
   ("1240", P, "c", "Rent is still £1,240; the landlord agreed not to raise it this time."),
   ("1310", P, "r", "User's rent is £1,310 a month."),
   ("1365", P, "r", "The user now pays £1,365 monthly in rent."),
   ("1365", P, "r", "Monthly rent: 1365 GBP.", "format_variant"),
 ]),
 ("address", "user", "home address", "", [
   ("22 Wrenfield Road", P, "f", "User lives at 22 Wrenfield Road, Kestwick."),
   ("Flat 3, 9 Tanner's Yard", P, "r", "The user has moved to Flat 3, 9 Tanner's Yard."),
   ("41 Moss Lane", P, "r", "New home address: 41 Moss Lane. Moved in over the bank holiday weekend."),
 ]),
 ("phone", "user", "phone plan", "", [
   ("Orbit 20GB", P, "f", "User's phone plan is Orbit Mobile 20GB SIM-only."),
   ("Orbit unlimited", P, "r", "User upgraded to Orbit Mobile's unlimited data plan."),
   ("Kitemobile 50GB", P, "r", "Ported the number to Kitemobile on a 50GB plan."),
   ("Kitemobile 100GB", P, "r", "User's Kitemobile plan is now 100GB."),
 ]),
 ("leoschool", "Leo", "school", "", [
   ("Marlow Green Primary", P, "f", "User's son Leo attends Marlow Green Primary."),
   ("Ashcombe Primary", P, "r", "Leo now goes to Ashcombe Primary after the move."),
 ]),
 ("leoteacher", "Leo", "class teacher", "", [
   ("Mrs Petrakis", P, "f", "Leo's class teacher is Mrs Petrakis."),
   ("Mr Oduya", P, "e", "Leo's class teacher is Mr Oduya."),
   ("Ms Lindqvist", P, "r", "Leo has Ms Lindqvist as his teacher this school year."),
   ("Ms Lindqvist", P, "r", "Ms Lindqvist, Leo's teacher, is in Room 4 of the Year 5 block and prefers messages through the school app.", "elaboration"),
 ]),
 ("avadrama", "Ava", "drama club", "", [
   ("drama", P, "f", "Ava goes to drama club after school on Thursdays."),
   ("drama", N, "r", "Ava stopped going to drama club."),
   ("drama", P, "r", "Ava is back at Thursday drama club; she missed her friends."),
 ]),
 ("paed", "kids", "pediatrician", "", [
   ("Dr Amara Voss", P, "f", "The kids' pediatrician is Dr Amara Voss."),
   ("Dr Kenji Halloran", P, "r", "Dr Voss retired, so the children are now seen by Dr Kenji Halloran."),
   ("Dr Kenji Halloran", P, "r", "Dr Halloran is still the children's pediatrician.", "confirmation"),
 ]),
 ("vet", "Pepper", "vet", "", [
   ("Brookside Vets", P, "f", "Pepper (the dog) is registered with Brookside Vets."),
   ("Ridgeway Animal Clinic", P, "r", "User moved Pepper to Ridgeway Animal Clinic, closer to the new flat."),
 ]),
 ("dogfood", "Pepper", "food", "", [
   ("Hearthpaw salmon", P, "f", "Pepper eats Hearthpaw salmon kibble."),
   ("Nordbite grain-free", P, "r", "The vet put Pepper on Nordbite grain-free food."),
   ("Hearthpaw lamb", P, "e", "The vet put Pepper on Hearthpaw lamb food."),
 ]),
 ("cleanerday", "cleaner", "day", "", [
   ("Wednesday", P, "f", "The cleaner comes on Wednesdays."),
   ("Friday", P, "r", "Cleaner has moved to Friday mornings."),
   ("Tuesday", P, "e", "Cleaner has moved to Tuesday mornings."),
   ("Wednesday", P, "r", "User's cleaner is back to coming on Wednesday."),
 ]),
 ("binday", "user", "bin collection day", "", [
   ("Monday", P, "f", "Bin collection day is Monday."),
   ("Thursday", P, "r", "The council changed the bin round; collection is now on Thursdays."),
   ("Thursday", P, "r", "Bins are still collected on Thursday.", "confirmation"),
 ]),
 ("gym", "user", "gym", "", [
   ("Ironleaf Fitness", P, "f", "User is a member of Ironleaf Fitness."),
   ("Ironleaf Fitness", P, "c", "User trains at Ironleaf Fitness as usual, three mornings a week."),
   ("Pulse Yard", P, "r", "User left Ironleaf and joined Pulse Yard gym."),
 ]),
 ("gymtier", "user", "gym membership tier", "", [
   ("off-peak", P, "f", "User has an off-peak gym membership."),
   ("standard", P, "r", "User's gym membership was upgraded to standard."),
   ("premium", P, "e", "User's gym membership was upgraded to premium."),
 ]),
 ("glimmer", "user", "Glimmer+ subscription", "", [
   ("Glimmer+", P, "f", "User subscribes to Glimmer+ for films."),
   ("Glimmer+", N, "r", "Cancelled the Glimmer+ subscription."),
   ("Glimmer+", P, "r", "User resubscribed to Glimmer+ for the new season of their show."),
 ]),
 ("samshift", "Sam", "work shift", "", [
   ("nights", P, "f", "User's partner Sam works night shifts."),
   ("earlies", P, "h", "Sam's rota flipped to earlies, six till two."),
   ("lates", P, "r", "User's partner Sam works late shifts."),
   ("nights", P, "r", "Sam is on nights again from this month."),
 ]),
 ("supermarket", "user", "preferred supermarket", "", [
   ("Tollmart", P, "f", "User's preferred supermarket is Tollmart."),
   ("Greenbarrow", P, "h", "These days the big weekly shop is a Greenbarrow delivery."),
   ("Tollmart", P, "r", "User has gone back to shopping at Tollmart."),
 ]),
 ("wifiloc", "user", "wifi password location", "", [
   ("router card", P, "f", "The wifi password is on the card stuck to the router in the hallway."),
   ("kitchen drawer", P, "r", "User keeps the wifi password written in the notebook in the kitchen drawer now."),
   ("fridge whiteboard", P, "r", "Wifi details for guests are on the fridge whiteboard."),
 ]),
 ("babysitter", "user", "babysitter", "", [
   ("Hana", P, "f", "The usual babysitter is Hana, the neighbour's daughter."),
   ("Orla Finch", P, "r", "User has started using Orla Finch as their babysitter since Hana went to university."),
 ]),
 ("carins", "user", "car insurer", "", [
   ("Vantry Motor", P, "f", "Car insurance is with Vantry Motor."),
   ("Quayside Insure", P, "e", "Car insurance is with Quayside Insure."),
 ]),
 ("dentist", "user", "dentist", "", [
   ("Elm Court Dental", P, "f", "User's dentist is Elm Court Dental."),
   ("Brightsmile", P, "e", "User's dentist is Brightsmile."),
 ]),
 ("gp", "user", "GP surgery", "", [
   ("Harbourside Medical Centre", P, "f", "User's GP surgery is Harbourside Medical Centre."),
   ("Kilnbrook Health Centre", P, "e", "User's GP surgery is Kilnbrook Health Centre."),
 ]),
 ("counciltaxday", "user", "council tax debit day", "", [
   ("1st", P, "f", "Council tax goes out by direct debit on the 1st of the month."),
   ("15th", P, "e", "Council tax goes out by direct debit on the 15th of the month."),
 ]),
 ("tariff", "user", "energy tariff", "", [
   ("fixed 12", P, "f", "User is on a 12-month fixed energy tariff."),
   ("variable", P, "r", "The fix ended and the user rolled onto the variable tariff."),
   ("fixed 24", P, "r", "User locked in a two-year fixed tariff."),
   ("tracker", P, "r", "When the two-year fix ended the household went onto a tracker tariff."),
 ]),
 ("avaswim", "Ava", "swimming lesson day", "", [
   ("Saturday", P, "f", "Ava has swimming lessons on Saturday mornings."),
   ("Sunday", P, "r", "Ava's swimming moved to Sundays at 10."),
 ]),
 ("leofootball", "Leo", "football training day", "", [
   ("Tuesday", P, "f", "Leo's football training is on Tuesdays."),
   ("Wednesday", P, "e", "Leo's football training is on Wednesdays."),
 ]),
 ("permit", "user", "parking permit zone", "", [
   ("Zone C", P, "f", "User has a Zone C residents' parking permit."),
   ("Zone F", P, "r", "Parking permit reissued for Zone F after the move."),
 ]),
 ("employer", "user", "employer", "", [
   ("Hollis & Crane", P, "f", "User works at Hollis & Crane."),
   ("Larkspur Analytics", P, "e", "User works at Larkspur Analytics."),
 ]),
 ("accountant", "user", "accountant", "", [
   ("Miriam Holt", P, "f", "User's accountant is Miriam Holt."),
   ("Okonjo & Reid", P, "e", "User's accountant is Okonjo & Reid."),
 ]),
 ("pension", "user", "pension provider", "", [
   ("Stellar Pensions", P, "f", "User's workplace pension is with Stellar Pensions."),
   ("Brackwater Life", P, "r", "New employer's pension scheme is run by Brackwater Life."),
   ("Brackwater Life", P, "r", "User's pension is still with Brackwater Life.", "confirmation"),
 ]),
 ("creditcard", "user", "credit card", "", [
   ("Corbel Platinum", P, "f", "User uses a Corbel Mutual Platinum credit card."),
   ("Ledgerstone cashback", P, "r", "User switched to the Ledgerstone cashback card for everyday spending."),
 ]),
 ("motorbike", "user", "motorbike", "", [
   ("Rennard 125", P, "f", "User owns a Rennard 125 motorbike."),
   ("Rennard 125", N, "r", "User sold the motorbike."),
 ]),
 ("paper", "user", "Weekly Ledger delivery", "", [
   ("Weekly Ledger", P, "f", "User gets the Weekly Ledger delivered on Saturdays."),
   ("Weekly Ledger", N, "r", "Stopped the Weekly Ledger newspaper delivery."),
 ]),
 ("climb", "user", "Cragside climbing pass", "", [
   ("Cragside pass", P, "f", "User has a monthly climbing pass at Cragside Walls."),
   ("Cragside pass", N, "r", "User no longer has the Cragside pass after the shoulder injury."),
   ("Cragside pass", P, "r", "Renewed the Cragside climbing pass now the shoulder's better."),
 ]),
 ("music", "user", "Tunewell plan", "", [
   ("Tunewell Premium", P, "f", "User pays for Tunewell Premium."),
   ("Tunewell Family", P, "r", "Tunewell was switched to the family plan so the kids can use it."),
 ]),
 ("cloud", "user", "Driftbox storage plan", "", [
   ("200GB", P, "f", "User has a 200GB Driftbox plan for photos."),
   ("2TB", P, "e", "User has a 2TB Driftbox plan for photos."),
 ]),
 ("window", "user", "window cleaner frequency", "", [
   ("4 weeks", P, "f", "Window cleaner comes every four weeks."),
   ("6 weeks", P, "e", "Window cleaner comes every six weeks."),
 ]),
 ("gardener", "user", "gardener", "", [
   ("Ollie Brandt", P, "f", "Ollie Brandt does the garden every other Friday."),
   ("Ollie Brandt", N, "r", "User stopped using a gardener; they're doing it themselves now."),
 ]),
 ("mealkit", "user", "Plateful box frequency", "", [
   ("weekly", P, "f", "User gets a Plateful meal kit box every week."),
   ("fortnightly", P, "e", "User gets a Plateful meal kit box every fortnight."),
 ]),
 ("mianursery", "Mia", "nursery", "", [
   ("Little Acorns", P, "f", "Mia goes to Little Acorns nursery."),
   ("Bramble House", P, "e", "Mia goes to Bramble House nursery."),
 ]),
 ("mianurserydays", "Mia", "nursery days", "", [
   ("Tue Thu", P, "f", "Mia is at nursery on Tuesdays and Thursdays."),
   ("Mon Wed Fri", P, "r", "From September Mia does Monday, Wednesday and Friday at nursery."),
 ]),
 ("dogwalker", "Pepper", "dog walker", "", [
   ("Priya", P, "f", "Pepper's dog walker is Priya from WaggleWalks."),
   ("Tom", P, "e", "Pepper's dog walker is Tom from WaggleWalks."),
 ]),
 ("petins", "Pepper", "pet insurance", "", [
   ("PawSure", P, "f", "Pepper is insured with PawSure."),
   ("PawSure", N, "r", "User cancelled the pet insurance; the premium had doubled."),
 ]),
 ("breakdown", "user", "breakdown cover", "", [
   ("RoadReady", P, "f", "User's breakdown cover is with RoadReady."),
   ("Highway Assist", P, "r", "Breakdown cover moved to Highway Assist, bundled with the car insurance."),
 ]),
 ("boiler", "user", "boiler service company", "", [
   ("Kettering Heat", P, "f", "The boiler is serviced every autumn by Kettering Heat."),
   ("Bosworth Gas", P, "r", "User booked Bosworth Gas for the boiler service this year and is sticking with them."),
 ]),
 ("broadbandspeed", "user", "broadband package speed", "", [
   ("150Mb", P, "f", "The broadband package is 150Mb."),
   ("500Mb", P, "e", "The broadband package is 500Mb."),
   ("900Mb", P, "r", "User upgraded the broadband to 900Mb for working from home."),
 ]),
 ("samemployer", "Sam", "employer", "", [
   ("Linden Hospital", P, "f", "Sam works at Linden Hospital."),
   ("Castlegate Clinic", P, "r", "Sam has taken a post at Castlegate Clinic."),
 ]),
 ("pharmacy", "user", "pharmacy", "", [
   ("Rowan Chemists", P, "f", "User collects prescriptions from Rowan Chemists."),
   ("Medico", P, "e", "User collects prescriptions from Medico."),
 ]),
 ("bpdose", "user", "amlodipine dose", "", [
   ("5mg", P, "f", "User takes amlodipine 5mg daily."),
   ("10mg", P, "e", "User takes amlodipine 10mg daily."),
 ]),
 ("emergency", "user", "emergency contact", "", [
   ("Nadia", P, "f", "User's emergency contact is their sister Nadia."),
   ("Sam", P, "r", "User changed their emergency contact to Sam."),
 ]),
 ("library", "user", "library branch", "", [
   ("Eastgate", P, "f", "User's local library is the Eastgate branch."),
   ("Central", P, "e", "User's local library is the Central branch."),
 ]),
 ("dropoff", "kids", "school drop-off", "", [
   ("Sam", P, "f", "Sam does the school drop-off."),
   ("user's mum", P, "r", "The user's mum takes the kids to school in the mornings now."),
 ]),
 ("lodger", "user", "lodger", "", [
   ("Marek", P, "f", "User has a lodger, Marek, in the back bedroom."),
   ("Marek", N, "r", "Marek the lodger moved out at the end of June."),
 ]),
 ("carfinance", "user", "car finance payment", "", [
   ("289", P, "f", "Car finance with Vantage Motor Finance is £289 a month."),
   ("312", P, "e", "Car finance with Vantage Motor Finance is £312 a month."),
 ]),
 ("cleaner", "user", "cleaner", "", [
   ("Dorota", P, "f", "User's cleaner is Dorota."),
   ("Bright Homes", P, "r", "Cleaning is now done by someone from the Bright Homes agency."),
 ]),
 ("handset", "user", "phone handset", "", [
   ("Lumo 12", P, "f", "User has a Lumo 12 phone."),
   ("Lumo 14 Pro", P, "e", "User has a Lumo 14 Pro phone."),
 ]),
 ("landline", "user", "landline", "", [
   ("landline", P, "f", "User still keeps a home landline for their mum to call."),
   ("landline", N, "r", "The landline has been cancelled."),
 ]),
 ("pepperweight", "Pepper", "weight", "", [
   ("14kg", P, "f", "Pepper weighs 14kg."),
   ("16.5kg", P, "r", "At the last check-up Pepper was up to 16.5kg."),
 ]),
 ("groomer", "Pepper", "groomer", "", [
   ("Fluff & Fold", P, "f", "Pepper is groomed at Fluff & Fold."),
   ("Snip Parlour", P, "e", "Pepper is groomed at Snip Parlour."),
 ]),
 ("piano", "Leo", "piano teacher", "", [
   ("Mr Havel", P, "f", "Leo's piano teacher is Mr Havel."),
   ("Mrs Dunmore", P, "e", "Leo's piano teacher is Mrs Dunmore."),
 ]),
 ("isa", "user", "ISA provider", "", [
   ("Ledgerstone", P, "f", "User's cash ISA is with Ledgerstone."),
   ("Kestrel Invest", P, "r", "User transferred the ISA to Kestrel Invest for a better rate."),
   ("Corbel Mutual", P, "e", "User transferred the ISA to Corbel Mutual for a better rate."),
   ("Plover Savings", P, "r", "ISA now sits with Plover Savings."),
 ]),
 ("waterbill", "user", "water bill", "", [
   ("38", P, "f", "The water bill is £38 a month."),
   ("44", P, "e", "The water bill is £44 a month."),
 ]),
 ("avaschool", "Ava", "school", "", [
   ("Thornbury High", P, "f", "Ava attends Thornbury High."),
   ("St Ivo's Academy", P, "r", "Ava moved schools and is now at St Ivo's Academy."),
 ]),
]

# Labelled groups: (class, group key, equal_time?, [(value, text), ...]).
# A group is one fact key; values in a group are the labelled values of that key.
LABELLED = [
 # multi_valued: each coexisting value is its own fact (its own key)
 ("multi_valued", "ava allergy peanut", False, [("peanut", "User's daughter Ava is allergic to peanuts.")]),
 ("multi_valued", "ava allergy sesame", False, [("sesame", "Ava is also allergic to sesame.")]),
 ("multi_valued", "ava allergy egg", False, [("egg", "Ava has a mild egg allergy as well.")]),
 ("multi_valued", "lang pt", False, [("Portuguese", "User speaks Portuguese with their parents.")]),
 ("multi_valued", "lang ja", False, [("Japanese", "User also speaks some Japanese.")]),
 ("multi_valued", "pet cat", False, [("Juniper", "The household has a cat called Juniper.")]),
 ("multi_valued", "pet guinea", False, [("Pip and Moss", "Leo keeps two guinea pigs too, Pip and Moss.")]),
 ("multi_valued", "sub reelhouse", False, [("Reelhouse", "User pays for Reelhouse.")]),
 ("multi_valued", "sub cinebay", False, [("Cinebay", "User has a Cinebay subscription as well.")]),
 ("multi_valued", "sub loomly", False, [("Loomly", "Another subscription: Loomly audiobooks, £7.99 a month.")]),
 ("multi_valued", "child leo", False, [("Leo", "User has a son, Leo, who is 9.")]),
 ("multi_valued", "child ava", False, [("Ava", "User also has a daughter, Ava (12).")]),
 ("multi_valued", "child mia", False, [("Mia", "The youngest child is Mia, aged 3.")]),
 ("multi_valued", "car user+sam", False, [("Sam's Piccolo", "Sam drives a small Piccolo as well, for the hospital commute.")]),
 # scope_disjoint: same attribute, different scope -> separate keys
 ("scope_disjoint", "gym hours weekday", False, [("6-22", "Pulse Yard is open 6am to 10pm on weekdays.")]),
 ("scope_disjoint", "gym hours weekend", False, [("8-18", "At weekends Pulse Yard opens 8am to 6pm.")]),
 ("scope_disjoint", "garden bin summer", False, [("fortnightly", "Garden waste is collected every two weeks in summer.")]),
 ("scope_disjoint", "garden bin winter", False, [("monthly", "In winter the garden waste collection drops to once a month.")]),
 ("scope_disjoint", "excess own", False, [("250", "Car insurance excess is £250 for own damage.")]),
 ("scope_disjoint", "excess glass", False, [("75", "The windscreen excess on the car policy is £75.")]),
 ("scope_disjoint", "roam eu", False, [("free", "Roaming on the user's phone plan is free in the EU.")]),
 ("scope_disjoint", "roam us", False, [("5/day", "Roaming in the US costs £5 a day on the user's plan.")]),
 ("scope_disjoint", "sitter term", False, [("Tue evening", "In term time the babysitter comes on Tuesday evenings.")]),
 ("scope_disjoint", "sitter holiday", False, [("Wed daytime", "During school holidays the babysitter does Wednesday daytimes instead.")]),
 ("scope_disjoint", "rate day", False, [("28p", "Electricity day rate is 28p per kWh.")]),
 ("scope_disjoint", "rate night", False, [("9p", "Night rate on the Economy 7 meter is 9p per kWh.")]),
 ("scope_disjoint", "thermo down", False, [("20C", "Thermostat downstairs is set to 20°C.")]),
 ("scope_disjoint", "thermo up", False, [("17C", "Upstairs the thermostat is kept at 17°C.")]),
 # format_variant: same value, another format (same key)
 ("format_variant", "council tax annual", False, [("1842", "User's council tax is £1,842 a year."), ("1842", "Council tax: 1842 GBP annually.")]),
 ("format_variant", "bins out time", False, [("07:00", "Bins have to be out by 7am on collection day."), ("07:00", "Bin deadline is 07:00.")]),
 ("format_variant", "leo birthday", False, [("09-14", "Leo's birthday is 14 September."), ("09-14", "Leo's birthday: 14/09.")]),
 ("format_variant", "ava shoe", False, [("2.5", "Ava's shoe size is two and a half."), ("2.5", "Ava takes a size 2.5 shoe.")]),
 ("format_variant", "dentist interval", False, [("6 months", "Dentist check-ups are every six months."), ("6 months", "Dental recall interval: 6 mo.")]),
 ("format_variant", "holiday fund", False, [("2000", "The holiday savings target is £2,000."), ("2000", "Holiday fund goal: 2k.")]),
 # elaboration: same value, more detail (some reversed: detail first)
 ("elaboration", "cat vet", False, [("Harlow Vets", "Juniper the cat goes to Harlow Vets."), ("Harlow Vets", "Juniper is registered at Harlow Vets on Mercer Street, usually seen by Dr Ines Castell, vaccinations due each spring.")]),
 ("elaboration", "boiler model", False, [("Vaillex", "The boiler is a Vaillex combi, 30kW, installed in 2019 in the loft, with the manual in the blue folder."), ("Vaillex", "User's boiler is a Vaillex.")]),
 ("elaboration", "optician", False, [("Clearview", "User's optician is Clearview."), ("Clearview", "User goes to Clearview Opticians on Bridge Street for eye tests; they have a contact lens plan there at £14 a month.")]),
 ("elaboration", "nanny cam", False, [("Nestie", "The baby monitor in Mia's room is a Nestie camera model N2 that connects to the user's phone app and the spare tablet."), ("Nestie", "Mia's room has a Nestie baby monitor.")]),
 ("elaboration", "allotment", False, [("plot 17", "User rents allotment plot 17."), ("plot 17", "User's allotment is plot 17 at Alder Vale, half-size, with a shed and water butt, rent paid each October.")]),
 # confirmation: value restated later (standalone: both labelled)
 ("confirmation", "water supplier", False, [("Calder Water", "User's water supplier is Calder Water."), ("Calder Water", "Still with Calder Water; there's no choice of water company in the area.")]),
 ("confirmation", "car tax", False, [("monthly DD", "Car tax is paid monthly by direct debit."), ("monthly DD", "Confirmed: car tax is still on the monthly direct debit after the renewal letter.")]),
 ("confirmation", "tv licence", False, [("annual", "User pays the TV licence annually in one go."), ("annual", "TV licence paid annually as usual.")]),
 ("confirmation", "milk", False, [("Dairy Lane", "Milk is delivered by Dairy Lane on Tuesdays and Fridays."), ("Dairy Lane", "Dairy Lane still delivers the milk.")]),
 # different_subject: frame of a changing fact with another subject
 ("different_subject", "nadia broadband", False, [("Brightwire", "User's sister Nadia switched her broadband to Brightwire.")]),
 ("different_subject", "gus bins", False, [("Monday", "The neighbour, Gus, has his bins collected on Mondays.")]),
 ("different_subject", "luca landlord", False, [("Corran Lettings", "Sam's brother Luca rents through Corran Lettings.")]),
 ("different_subject", "mum address", False, [("5 Heron Close", "User's mum has moved to 5 Heron Close.")]),
 ("different_subject", "harper school", False, [("Ashcombe Primary", "The Harpers' kids go to Ashcombe Primary.")]),
 ("different_subject", "dev mechanic", False, [("Fenwick Autos", "User's colleague Dev takes his car to Fenwick Autos.")]),
 ("different_subject", "nadia dogfood", False, [("Nordbite grain-free", "Nadia's dog eats Nordbite grain-free.")]),
 ("different_subject", "dad bank", False, [("Ledgerstone Bank", "User's dad banks with Ledgerstone Bank.")]),
 ("different_subject", "jo glimmer", False, [("Glimmer+", "User's friend Jo cancelled her Glimmer+ subscription.")]),
 ("different_subject", "sam gym", False, [("Ironleaf Fitness", "Sam's gym is Ironleaf Fitness.")]),
 ("different_subject", "priya teacher", False, [("Mr Oduya", "Ava's best friend Priya has Mr Oduya as her teacher.")]),
 ("different_subject", "nadia rent", False, [("1310", "Nadia pays £1,310 a month in rent.")]),
 # static: unchanging fact restated with a synonymous verb
 ("static", "birthplace", False, [("Kestwick", "User was born in Kestwick."), ("Kestwick", "The user is originally from Kestwick.")]),
 ("static", "blood", False, [("O-", "User's blood type is O negative."), ("O-", "User has O-negative blood.")]),
 ("static", "wedding", False, [("2015", "User and Sam got married in 2015."), ("2015", "User's wedding to Sam was in 2015.")]),
 ("static", "hand", False, [("left", "User is left-handed."), ("left", "User writes with their left hand.")]),
 ("static", "maiden", False, [("Farrow", "User's maiden name is Farrow."), ("Farrow", "Before marrying, the user's surname was Farrow.")]),
 ("static", "grew up", False, [("Wales", "User grew up in Wales."), ("Wales", "The user was raised in Wales.")]),
 # membership: look like roles, all hold at once
 ("membership", "treasurer allotment", False, [("treasurer", "User is treasurer of the Alder Vale allotment society.")]),
 ("membership", "governor", False, [("governor", "User is a parent governor at Ashcombe Primary.")]),
 ("membership", "residents", False, [("committee", "User sits on the residents' association committee.")]),
 ("membership", "brownies", False, [("leader", "User volunteers as a Brownies leader on Wednesday evenings.")]),
 ("membership", "trails", False, [("member", "User is a member of the National Trails Trust.")]),
 ("membership", "book club", False, [("chair", "User chairs the book club at Eastgate library.")]),
 ("membership", "sam union", False, [("rep", "Sam is a union rep at work.")]),
 ("membership", "sam funrun", False, [("committee", "Sam is also on the hospital charity fun-run committee.")]),
 ("membership", "bulkway", False, [("card", "User has a Bulkway warehouse club card.")]),
 ("membership", "choir", False, [("choir", "User sings in the choir at St Brannock's.")]),
 ("membership", "football parents", False, [("secretary", "User is secretary of the parents' group at Leo's football club.")]),
 ("membership", "donor", False, [("donor", "User is a registered blood donor.")]),
 # equal_time: two values of one fact at the identical order time
 ("equal_time", "parents evening", True, [("03-12", "Parents' evening is on 12 March."), ("03-19", "Parents' evening is 19 March.")]),
 ("equal_time", "dance show", True, [("18:00", "Ava's dance show starts at 6pm."), ("18:30", "Ava's dance show starts at 6:30pm.")]),
 ("equal_time", "booster", True, [("May", "Pepper's booster jab is due in May."), ("June", "Pepper's booster is due in June.")]),
 ("equal_time", "plumber", True, [("Tuesday", "The plumber is coming on Tuesday."), ("Thursday", "Plumber booked for Thursday.")]),
 ("equal_time", "sam train", True, [("17:42", "Sam's train home is the 17:42."), ("18:12", "Sam is getting the 18:12 train home.")]),
 ("equal_time", "mot", True, [("04-30", "The car's MOT is due 30 April."), ("06-30", "MOT due 30 June.")]),
 # unrelated distractors (some share a subject with a changing family)
 ("unrelated", "u1", False, [("", "User prefers text reminders over phone calls.")]),
 ("unrelated", "u2", False, [("", "User doesn't like coriander.")]),
 ("unrelated", "u3", False, [("", "Pepper is scared of fireworks.")]),
 ("unrelated", "u4", False, [("", "The Kessler needs new wiper blades before winter.")]),
 ("unrelated", "u5", False, [("", "Mr Abernethy prefers to be contacted on WhatsApp.")]),
 ("unrelated", "u6", False, [("", "Leo wants a bike for his birthday.")]),
 ("unrelated", "u7", False, [("", "User is trying to cut down on caffeine.")]),
 ("unrelated", "u8", False, [("", "Sam sleeps until noon after a night shift, so keep mornings quiet.")]),
 ("unrelated", "u9", False, [("", "The spare house key is with the neighbour at number 24.")]),
 ("unrelated", "u10", False, [("", "User is saving for a house deposit.")]),
 ("unrelated", "u11", False, [("", "The router sometimes drops out in the evenings; restarting it usually helps.")]),
 ("unrelated", "u12", False, [("", "Mia's favourite toy is a knitted fox called Rusty.")]),
 ("unrelated", "u13", False, [("", "User asked to be reminded in January to renew the kids' passports.")]),
 ("unrelated", "u14", False, [("", "\"I always forget the bins,\" the user said; remind them the evening before.")]),
]

MODES = (("live", 27), ("stamped", 55), ("backfilled", 18))
LO = dt.datetime(2022, 3, 1, tzinfo=dt.timezone.utc)
HI = dt.datetime(2026, 10, 31, tzinfo=dt.timezone.utc)


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def day_time(rng, day, mode):
    if mode == "backfilled":
        return day
    return day + dt.timedelta(hours=rng.randrange(7, 22), minutes=rng.randrange(60), seconds=rng.randrange(60))


def build():
    rng = random.Random(SEED)
    total = sum(len(f[4]) for f in CHANGING) + sum(len(g[3]) for g in LABELLED)
    n_live, n_bf = round(total * 0.27), round(total * 0.18)
    quota = ["live"] * n_live + ["backfilled"] * n_bf + ["stamped"] * (total - n_live - n_bf)
    random.Random(SEED + 1).shuffle(quota)

    def pick_mode(_rng):
        return quota.pop()

    mems = []  # dicts
    fams = []  # (fkey, [mem indices]) for truth
    for fid, subj, attr, scope, versions in CHANGING:
        n = len(versions)
        gaps = [rng.randrange(35, 320) for _ in range(n - 1)]
        span = sum(gaps)
        start = LO + dt.timedelta(days=rng.randrange(0, (HI - LO).days - span))
        day = start
        idx = []
        for k, v in enumerate(versions):
            if k:
                day = day + dt.timedelta(days=gaps[k - 1])
            mode = pick_mode(rng)
            t = day_time(rng, day, mode)
            m = {"family": fid, "key": (subj, attr, scope), "value": v[0], "pol": v[1], "style": v[2],
                 "text": v[3], "label": v[4] if len(v) > 4 else None, "mode": mode, "order": t, "kind": "changing"}
            idx.append(len(mems))
            mems.append(m)
        fams.append((fid, idx))
    for cls, gkey, eq, vals in LABELLED:
        idx = []
        if eq:
            day = LO + dt.timedelta(days=rng.randrange(0, (HI - LO).days))
            gmodes = [pick_mode(rng) for _ in vals]
            t0 = day_time(rng, day, "backfilled" if "backfilled" in gmodes else "stamped")
            for (value, text), mode in zip(vals, gmodes):
                idx.append(len(mems))
                mems.append({"family": "L:" + gkey, "key": ("L", gkey, ""), "value": value, "pol": P, "style": "f",
                             "text": text, "label": cls, "mode": mode, "order": t0, "kind": "labelled"})
        else:
            gaps = [rng.randrange(20, 400) for _ in range(len(vals) - 1)]
            day = LO + dt.timedelta(days=rng.randrange(0, (HI - LO).days - sum(gaps)))
            for k, (value, text) in enumerate(vals):
                if k:
                    day = day + dt.timedelta(days=gaps[k - 1])
                mode = pick_mode(rng)
                idx.append(len(mems))
                mems.append({"family": "L:" + gkey, "key": ("L", gkey, ""), "value": value, "pol": P,
                             "style": "f" if k == 0 else "r", "text": text, "label": cls, "mode": mode,
                             "order": day_time(rng, day, mode), "kind": "labelled"})
        fams.append(("L:" + gkey, idx))
    # times: stamped -> created minutes later; backfilled -> import instants in Nov 2026, newest-first per family
    for fid, idx in fams:
        bf = sorted((i for i in idx if mems[i]["mode"] == "backfilled"), key=lambda i: mems[i]["order"], reverse=True)
        base = dt.datetime(2026, 11, rng.randrange(2, 28), rng.randrange(8, 20), rng.randrange(60), rng.randrange(60),
                           tzinfo=dt.timezone.utc)
        for j, i in enumerate(bf):
            mems[i]["created"] = base + dt.timedelta(seconds=j * rng.randrange(2, 40) + j)
            mems[i]["observed"] = mems[i]["order"]
        for i in idx:
            m = mems[i]
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(1, 55), seconds=rng.randrange(60))
    # ids in shuffled order, file order shuffled again
    perm = list(range(len(mems)))
    rng.shuffle(perm)
    for n, i in enumerate(perm):
        mems[i]["id"] = "a%03d" % (n + 1)
    order = list(range(len(mems)))
    rng.shuffle(order)
    # truth from labels only
    truth = []
    for fid, idx in fams:
        s = sorted(idx, key=lambda i: mems[i]["order"])
        for a in s:
            ma = mems[a]
            newer = [b for b in s if mems[b]["order"] > ma["order"]
                     and (mems[b]["value"], mems[b]["pol"]) != (ma["value"], ma["pol"])]
            if not newer:
                continue
            b = min(newer, key=lambda i: mems[i]["order"])
            reason = "negation" if mems[b]["pol"] != ma["pol"] else "value"
            truth.append((ma["id"], mems[b]["id"], reason, fid))
    truth.sort()
    return mems, fams, order, truth


def check(mems, fams, truth):
    paired = {t[0] for t in truth} | {t[1] for t in truth}
    for m in mems:
        if m["label"] and m["id"] in paired:
            raise SystemExit("labelled memory in a pair: %s %s" % (m["id"], m["text"]))
        if m["kind"] == "changing" and not m["label"] and m["id"] not in paired:
            raise SystemExit("unlabelled changing memory in no pair: %s" % m["text"])
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if m["observed"] is not None:
            assert m["observed"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    for fid, idx in fams:
        ots = [mems[i]["order"] for i in idx]
        eq = any(LABELLED[j][2] for j in range(len(LABELLED)) if "L:" + LABELLED[j][1] == fid)
        if not eq and len(set(ots)) != len(ots):
            raise SystemExit("shared order time in %s" % fid)
    texts = [m["text"] for m in mems]
    if len(set(texts)) != len(texts):
        raise SystemExit("duplicate text")


def words(s):
    return [w.strip(".,;:!?()\"'").lower() for w in s.split() if w.strip(".,;:!?()\"'")]


def stats(mems, fams, truth):
    out = []
    C = lambda f: sum(1 for m in mems if f(m))
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d" % len(CHANGING))
    vc = {}
    for fid, subj, attr, scope, versions in CHANGING:
        k = sum(1 for v in versions if len(v) < 5)
        vc[k] = vc.get(k, 0) + 1
    out.append("changing families by number of paired versions (incl. in-chain confirmations): " +
               ", ".join("%d: %d" % (k, vc[k]) for k in sorted(vc)))
    four = sum(1 for f in CHANGING if len({(v[0], v[1]) for v in f[4]}) >= 4 or
               len([v for v in f[4] if len(v) < 5 and v[2] != "c"]) >= 4)
    out.append("changing families with at least 4 versions (changes, not counting confirmations): %d" % four)
    out.append("memories in changing families: %d (of which labelled tail memories: %d)" %
               (C(lambda m: m["kind"] == "changing"), C(lambda m: m["kind"] == "changing" and m["label"])))
    out.append("true pairs: %d (value %d, negation %d)" % (len(truth), sum(t[2] == "value" for t in truth),
                                                          sum(t[2] == "negation" for t in truth)))
    byid = {m["id"]: m for m in mems}
    reaff = sum(1 for t in truth if t[2] == "negation" and byid[t[1]]["pol"] == P)
    out.append("negation pairs that are re-affirmations: %d" % reaff)
    moves = 0
    for fid, subj, attr, scope, versions in CHANGING:
        vals = [v[0] for v in versions if len(v) < 5 and v[1] == P]
        seq = []
        for x in vals:
            if not seq or seq[-1] != x:
                seq.append(x)
        moves += sum(1 for j in range(2, len(seq)) if seq[j] in seq[:j - 1])
    out.append("moves back (A -> B -> A value returns): %d" % moves)
    out.append("in-chain confirmations: %d" % C(lambda m: m["style"] == "c"))
    out.append("hard-worded intervening versions: %d" % C(lambda m: m["style"] == "h"))
    newer = [m for m in mems if m["kind"] == "changing" and not m["label"] and m["style"] != "f"]
    rew = sum(1 for m in newer if m["style"] in "rhc")
    out.append("newer paired versions: %d; reworded %d (%.0f%%), one-slot edits %d (%.0f%%)" %
               (len(newer), rew, 100.0 * rew / len(newer), len(newer) - rew, 100.0 * (len(newer) - rew) / len(newer)))
    cls = {}
    for m in mems:
        if m["label"]:
            cls[m["label"]] = cls.get(m["label"], 0) + 1
    out.append("labelled memories: %d" % sum(cls.values()))
    for k in sorted(cls):
        out.append("  %-18s %d" % (k, cls[k]))
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, md.get(k, 0), 100.0 * md.get(k, 0) / len(mems))
                                          for k, _ in MODES))
    inv = 0
    for fid, idx in fams:
        s = sorted(idx, key=lambda i: mems[i]["order"])
        for x in range(len(s)):
            for y in range(x + 1, len(s)):
                if mems[s[x]]["created"] > mems[s[y]]["created"]:
                    inv += 1
    out.append("within-family pairs whose created_at order inverts order time: %d" % inv)
    wl = [len(words(m["text"])) for m in mems]
    out.append("words per memory: mean %.1f, min %d, max %d" % (sum(wl) / len(wl), min(wl), max(wl)))
    starts = {"User ...": 0, "The user ...": 0, "other": 0}
    for m in mems:
        t = m["text"]
        if t.startswith("User"):
            starts["User ..."] += 1
        elif t.startswith("The user"):
            starts["The user ..."] += 1
        else:
            starts["other"] += 1
    out.append("openings: " + ", ".join("%s %d" % kv for kv in starts.items()))
    out.append("memories containing a digit: %d; containing a quote: %d" %
               (C(lambda m: any(ch.isdigit() for ch in m["text"])), C(lambda m: '"' in m["text"])))
    js = []
    for t in truth:
        a, b = set(words(byid[t[0]]["text"])), set(words(byid[t[1]]["text"]))
        js.append(len(a & b) / len(a | b))
    out.append("word Jaccard, expired vs replacement text: mean %.2f, min %.2f, max %.2f" %
               (sum(js) / len(js), min(js), max(js)))
    return out


README = """# home-r16: household and personal-admin memories (registered gate corpus R16)

A blind, hand-written evaluation corpus for l9: what an AI assistant's long-term memory stores about a user and
their household (providers, bank, insurance and renewal dates, car and plate, mechanic, landlord, rent, address,
phone plan, children's schools, teachers and clubs, pediatrician, the dog's vet and food, cleaner and bin days, gym,
subscriptions, the partner's shifts, supermarket, where the wifi password is kept, babysitter). Short third-person
notes in the style of Mem0 / Zep / ChatGPT memories, with some passives, one-slot edits, dates and a quote.
It is frozen by sha256 and scored only as a whole.

## How it was written (blind)

Written by a helper session from its own imagination; every name, place and organisation is invented. The writer
read only: /work/notes/prompt-r16.md (the brief), /work/notes/protocol.md, the design seed
/work/shared/seeds/001_91fa343d1a6e0c19.txt (ADR-0051), and the sections "Memory JSONL (input and export format)"
and "Using l9 on your own export" of /work/main/README.md (plus that README's list of headings, used to locate
them, and the file names in /work/notes/). It read no code, no tests, no other testdata, no results, no
pre-registrations; it did not build or run l9 and saw no l9 output. No SituatedQA or TimeQA data was used and
nothing was fetched.

Labels (family = one subject, one attribute, one scope; value; polarity; negative class) are fixed in the tables
of gen.py before generation. Truth is computed from those labels only, never from the text.

## Truth rule

Order time is observed_at if present, else created_at. Within a family each memory is expired by the EARLIEST
strictly newer memory whose (value, polarity) differs. Reason "negation" when the polarities differ (including a
re-affirmation after a negation), else "value". A chain of n versions gives n-1 pairs; a move back (A -> B -> A)
pairs through the middle; a confirmation inside a chain is never paired with what it confirms but is expired,
like the version it confirms, by the next change. No labelled memory takes part in any pair (gen.py checks this,
and checks that every unlabelled changing memory is in a pair).

Files: memories.jsonl (`id`, `content`, `created_at`[, `observed_at`], RFC 3339 UTC), truth.jsonl
(`expired_id`, `replacement_id`, `reason`), labels.jsonl (`id`, `class`) for every memory that must never appear
in any candidate pair.

## Register and classes

One register, all 299 memories: household and personal-admin memories kept by an AI assistant (third person
"User ..." / "The user ...", bare notes such as "Renewal date for home insurance: 3 March", passives, one quote).
Changing families (71) cover providers, bank, insurers, car, plate, mechanic, landlord, rent, address, phone plan,
schools, teachers, clubs, pediatrician, vet, dog food, cleaner, bins, gym and tier, subscriptions (with
cancellations and resubscriptions), the partner's shift, supermarket, wifi-password location, babysitter and more.
Negative classes, labelled in labels.jsonl: multi_valued (allergies, languages, pets, children, subscriptions that
coexist), scope_disjoint (weekday/weekend, summer/winter, EU/US, term/holiday, day/night rate, upstairs/downstairs),
format_variant (£1,842 / 1842 GBP, 7am / 07:00, 14 September / 14/09, two and a half / 2.5, six months / 6 mo,
£2,000 / 2k, and two tails of changing families), elaboration (both directions), confirmation (standalone pairs
and tails of changing families), different_subject (a sister's, neighbour's, colleague's, dad's, friend's version
of a changing fact), static (synonymous restatements of fixed facts), membership (roles held at once), equal_time
(two values at one identical order time), unrelated (distractors, some sharing a subject with a changing family).

## Time modes

live-ingested: no observed_at, order time = created_at. stamped: observed_at = order time, created_at 1-55
minutes later. backfilled: observed_at at midnight UTC, created_at an import instant in November 2026 assigned
newest-first within a family, so created_at order inverts order time. Modes are mixed within families. No two
versions of a family share an order time except in the equal_time class.

## Counts and wording statistics (printed by `python3 gen.py --stats`)

```
%s
```

## sha256

```
%s
```

## Regenerate

```sh
python3 gen.py            # writes memories.jsonl, truth.jsonl, labels.jsonl and this README.md
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory: id, order time, mode, family, value, polarity, class
```
Two runs give byte-identical files (fixed seed %d, Python standard library only).
"""


def main():
    mems, fams, order, truth = build()
    check(mems, fams, truth)
    if "--stats" in sys.argv:
        print("\n".join(stats(mems, fams, truth)))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["family"], m["order"], m["id"])):
            print("%s  %s  %-10s  %-16s  %-24s %s  %-17s  %s" % (
                m["id"], ts(m["order"]), m["mode"], m["family"], m["value"][:24], m["pol"],
                m["label"] or "-", m["text"]))
        return
    lines = []
    for i in order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = ts(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    files = {
        "memories.jsonl": "\n".join(lines) + "\n",
        "truth.jsonl": "".join(json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) + "\n"
                               for a, b, r, _ in truth),
        "labels.jsonl": "".join(json.dumps({"id": m["id"], "class": m["label"]}) + "\n"
                                for m in sorted(mems, key=lambda m: m["id"]) if m["label"]),
    }
    for name, body in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(body)
    sums = "\n".join("%s  %s" % (hashlib.sha256(files[n].encode("utf-8")).hexdigest(), n) for n in sorted(files))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README % ("\n".join(stats(mems, fams, truth)), sums, SEED))


if __name__ == "__main__":
    main()
