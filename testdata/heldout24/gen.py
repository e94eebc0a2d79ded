#!/usr/bin/env python3
"""Generate testdata/heldout24: a blind evaluation corpus of restaurant, hospitality and
venue operations memories for l9.

Labels (family, value, polarity, class) are fixed in the tables below BEFORE anything is
generated; truth.jsonl is computed from those labels only, never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels

Standard library only; deterministic (fixed seed): two runs give byte-identical files.
"""
import datetime as dt
import difflib
import hashlib
import json
import os
import random
import sys

SEED = 24_2026_1202
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (value, polarity, text[, flags]). polarity "+" holds, "-" stopped holding.
# flags: "H" = hard-worded intervening version, "C" = confirmation of the value in force
# (inside a chain: expired by the next change; at the tail: labelled "confirmation").
# Venues: restaurant = Lantern & Finch (L&F), hotel = Hotel Corvane, cafe = Bramble Cafe,
# pub = The Gilt Heron, venue = Quarry Hall.
# ---------------------------------------------------------------------------
F = []


def fam(key, venue, subject, attribute, scope, versions):
    F.append(dict(key=key, venue=venue, subject=subject, attribute=attribute,
                  scope=scope, versions=versions))


fam("lf-head-chef", "restaurant", "Lantern & Finch", "head chef", "", [
    ("oskar", "+", "Head chef: Oskar Vell"),
    ("tamsin", "+", "Tamsin Rood takes over as head chef at Lantern & Finch from 3 March, Oskar moving to the group's new site"),
    ("benedek", "+", "Kitchen at L&F is now led by Benedek Saar; Tamsin stays on as consultant for the spring menu only", "H"),
    ("ilse", "+", "New head chef started today - Ilse Markow. Intro meeting with FOH at 3pm."),
])
fam("lf-sat-sous", "restaurant", "Lantern & Finch", "sous chef", "saturday dinner", [
    ("aurel", "+", "Saturday dinner sous: Aurel Penn"),
    ("wenna", "+", "Aurel swapped off Saturdays; the sous chef on Saturday dinner is now Wenna Castell"),
    ("aurel", "+", "Sat dinner sous back to Aurel Penn (Wenna to Tuesdays)"),
])
fam("lf-fish", "restaurant", "Lantern & Finch", "fish supplier", "", [
    ("greyhaven", "+", "Fish supplier: Greyhaven Fisheries"),
    ("tidemark", "+", "Fish coming from Tidemark Seafood from Monday"),
    ("pellow", "+", "Switched fish to Pellow Bros - Tidemark kept shorting us on hake", "H"),
    ("tidemark", "+", "Tidemark Seafood are our fish supplier again as of 1 September, Pellow couldn't do Saturday drops"),
])
fam("bc-roaster", "cafe", "Bramble Cafe", "coffee roaster", "", [
    ("oxbow", "+", "Beans from Oxbow Roasting, 2 x 5kg a week"),
    ("cinder", "+", "Switched roaster to Cinder Lane Coffee"),
    ("fallow", "+", "Switched roaster to Fallow & Grind"),
])
fam("lf-lamb-price", "restaurant", "Lantern & Finch", "price", "lamb rump", [
    ("26", "+", "Lamb rump £26"),
    ("28.5", "+", "Lamb rump £28.50"),
    ("29", "+", "Repriced the lamb rump at £29 - supplier up 8%"),
    ("31", "+", "Lamb rump goes on the autumn menu at £31"),
])
fam("lf-set-lunch", "restaurant", "Lantern & Finch", "set menu price", "lunch", [
    ("22", "+", "Set lunch: £22"),
    ("24", "+", "Set lunch: £24"),
    ("25", "+", "Two courses at lunch now £25 on the set menu, three courses £29"),
])
fam("bc-weekday-open", "cafe", "Bramble Cafe", "opening time", "weekdays", [
    ("0730", "+", "Bramble opens 7:30 on weekdays"),
    ("0800", "+", "Weekday opening pushed back to 8:00 - not enough trade before then"),
    ("0700", "+", "Mon-Fri doors open at 7am now for the station commuters"),
])
fam("lf-last-orders", "restaurant", "Lantern & Finch", "last orders", "restaurant", [
    ("2200", "+", "Last orders 22:00"),
    ("2130", "+", "Last orders moved to 21:30"),
    ("2145", "+", "Kitchen agreed: last food orders 21:45 from this week"),
])
fam("qh-aldgrave-covers", "venue", "Aldgrave wedding", "covers", "14 June", [
    ("120", "+", "Aldgrave wedding, 14 June: 120 covers"),
    ("134", "+", "Aldgrave wedding numbers up to 134, bride's side added two tables"),
    ("128", "+", "Final numbers in for the Aldgrave wedding - 128 covers, 6 of them vegan"),
])
fam("hc-orchard-cap", "hotel", "Orchard Room", "capacity", "seated", [
    ("60", "+", "Orchard Room capacity: 60 seated"),
    ("48", "+", "Orchard Room now seats 48 max after the fire officer's visit (second exit blocked by the bar)"),
])
fam("hc-linen", "hotel", "Hotel Corvane", "linen service", "", [
    ("whitfold", "+", "Linen: Whitfold Laundry, collection Mon/Thu"),
    ("crispin", "+", "Linen contract moved to Crispin Linen Services"),
    ("inhouse", "+", "Linen is being done in-house from next month, new machines arriving 12th"),
])
fam("qh-fire-officer", "venue", "Quarry Hall", "fire officer", "", [
    ("dev", "+", "Fire officer for Quarry Hall: Dev Okonjo"),
    ("nell", "+", "Nell Farrant is now the Hall's fire officer, Dev has handed over the logbook"),
])
fam("gh-dps", "pub", "The Gilt Heron", "DPS", "", [
    ("rosalind", "+", "DPS: Rosalind Teague"),
    ("callum", "+", "DPS: Callum Ferrow"),
    ("hedda", "+", "DPS: Hedda Lom"),
])
fam("bc-pos", "cafe", "Bramble Cafe", "POS system", "", [
    ("tillwise", "+", "POS: Tillwise"),
    ("cobalt", "+", "Moved the tills over to Cobalt POS over the weekend"),
    ("tillwise", "+", "Back on Tillwise after the Cobalt outage - Cobalt contract cancelled"),
])
fam("lf-wine-supplier", "restaurant", "Lantern & Finch", "wine list supplier", "", [
    ("vantrel", "+", "Wine list supplied by Vantrel Wines"),
    ("corbel", "+", "Wine list supplied by Corbel & Daughters"),
])
fam("lf-table12", "restaurant", "table 12", "server", "friday", [
    ("juno", "+", "Table 12 (Fri): Juno"),
    ("jasper", "+", "Table 12 (Fri): Jasper"),
])
fam("bc-produce-day", "cafe", "Bramble Cafe", "produce delivery day", "", [
    ("tue", "+", "Veg delivery Tuesdays"),
    ("wed", "+", "Produce now arrives on Wednesdays"),
    ("thu", "+", "Veg drop moved to Thursdays (driver's new route)"),
    ("tue", "+", "Veg delivery Tuesdays"),
])
fam("lf-pdr-deposit", "restaurant", "Lantern & Finch", "deposit", "private hire PDR", [
    ("250", "+", "PDR hire deposit: £250"),
    ("400", "+", "Raised the PDR deposit to £400 after two no-shows"),
])
fam("lf-fri-pass", "restaurant", "Lantern & Finch", "runs the pass", "fridays", [
    ("levente", "+", "Levente runs the pass on Fridays"),
    ("oona", "+", "Oona Brisk runs the pass on Fridays"),
    ("levente", "+", "Levente back on the pass Fridays from next week"),
])
fam("hc-housekeeping-head", "hotel", "Hotel Corvane", "head of housekeeping", "", [
    ("marit", "+", "Head of housekeeping: Marit Solberg"),
    ("anouk", "+", "Head of housekeeping: Anouk Reyes"),
])
fam("hc-night-manager", "hotel", "Hotel Corvane", "night manager", "", [
    ("teodor", "+", "Night manager: Teodor Lusk"),
    ("priya", "+", "The night manager role was taken over by Priya Halloran on the 4th", "H"),
    ("gus", "+", "Priya has moved to days; night manager is Gus Amberley"),
])
fam("bc-bread", "cafe", "Bramble Cafe", "bread supplier", "", [
    ("loafhouse", "+", "Bread from Loafhouse Bakery"),
    ("ryeco", "+", "Bread supplier now Rye & Co, Loafhouse closed their wholesale side"),
])
fam("lf-dairy", "restaurant", "Lantern & Finch", "dairy supplier", "", [
    ("hollin", "+", "Dairy: Hollin Farm"),
    ("brackwater", "+", "Dairy: Brackwater Creamery"),
    ("hollin", "+", "Dairy: Hollin Farm"),
])
fam("gh-corkage", "pub", "The Gilt Heron", "corkage", "", [
    ("15", "+", "Corkage £15 a bottle"),
    ("20", "+", "Corkage now £20"),
])
fam("hc-garden-suite-rate", "hotel", "Garden Suite", "rack rate", "", [
    ("240", "+", "Garden Suite rack rate £240/night"),
    ("265", "+", "Garden Suite rack rate £265/night"),
    ("255", "+", "Revenue call: Garden Suite rack rate revised to £255, 265 was killing midweek"),
])
fam("hc-checkout", "hotel", "Hotel Corvane", "check-out time", "", [
    ("1100", "+", "Check-out 11:00"),
    ("1200", "+", "Check-out is noon from 1 May"),
])
fam("hc-breakfast-hours", "hotel", "Hotel Corvane", "breakfast hours", "weekdays", [
    ("0700-1000", "+", "Breakfast served 7:00-10:00 weekdays"),
    ("0630-1000", "+", "Weekday breakfast starts earlier now, 6:30-10:00, for the conference guests"),
])
fam("bc-hygiene", "cafe", "Bramble Cafe", "food hygiene rating", "", [
    ("4", "+", "EHO rating: 4"),
    ("5", "+", "Food hygiene rating up to 5 after the re-inspection!"),
])
fam("gh-sunday-dm", "pub", "The Gilt Heron", "duty manager", "sundays", [
    ("fen", "+", "Sunday duty manager: Fen Harrow"),
    ("lotte", "+", "Sundays now covered by Lotte Graaf as DM"),
])
fam("bc-icecream", "cafe", "Bramble Cafe", "ice cream supplier", "", [
    ("marlow", "+", "Ice cream: Marlow Dairy Ices"),
    ("glacenord", "+", "Ice cream: Glacé Nord"),
])
fam("lf-booking-system", "restaurant", "Lantern & Finch", "booking system", "", [
    ("tablenest", "+", "Bookings via TableNest"),
    ("seatwell", "+", "Moved reservations over to Seatwell, TableNest widget removed from the site"),
])
fam("lf-service-charge", "restaurant", "Lantern & Finch", "service charge", "", [
    ("12.5", "+", "Service charge 12.5%"),
    ("10", "+", "Service charge 10%"),
    ("12.5", "+", "Owners reversed it - discretionary service is back at 12.5% on all bills", "H"),
])
fam("qh-main-hall-cap", "venue", "Quarry Hall", "capacity", "main hall standing", [
    ("400", "+", "Main hall standing capacity 400"),
    ("350", "+", "Licensed standing capacity for the main hall cut to 350 by the council"),
])
fam("lf-pastry", "restaurant", "Lantern & Finch", "pastry chef", "", [
    ("sunniva", "+", "Pastry: Sunniva Dale"),
    ("ruairi", "+", "Pastry: Ruairi Kemp"),
    ("elodie", "+", "Pastry section is being run by Elodie Marchetti since Ruairi's notice", "H"),
    ("sunniva", "+", "Sunniva Dale has come back to us as pastry chef"),
])
fam("gh-head-bartender", "pub", "The Gilt Heron", "head bartender", "", [
    ("kit", "+", "Head bartender: Kit Ambrose"),
    ("zora", "+", "Bar now headed up by Zora Penhallow, Kit left for London"),
])
fam("bc-oat-milk", "cafe", "Bramble Cafe", "oat milk brand", "", [
    ("avenfield", "+", "Oat milk: Avenfield Barista"),
    ("norrland", "+", "Oat milk swapped to Norrland Oat - cheaper by the case"),
])
fam("qh-wedding-package", "venue", "Quarry Hall", "wedding package price", "", [
    ("6500", "+", "Wedding package from £6,500"),
    ("7200", "+", "Wedding package from £7,200"),
])
fam("lf-pdr-minspend", "restaurant", "Lantern & Finch", "minimum spend", "PDR saturday", [
    ("1200", "+", "PDR Saturday min spend £1,200"),
    ("1500", "+", "PDR Saturday min spend £1,500"),
])
fam("lf-tasting-price", "restaurant", "Lantern & Finch", "price", "tasting menu", [
    ("95", "+", "Chef's tasting menu £95pp"),
    ("110", "+", "Tasting menu goes to £110 per head with the new wine flight"),
    ("120", "+", "Tasting menu £120pp from 1 Oct"),
    ("115", "+", "Dropped the tasting menu back a bit, now £115 a head"),
])
fam("gh-live-music", "pub", "The Gilt Heron", "live music night", "", [
    ("thu", "+", "Live music Thursdays"),
    ("wed", "+", "Live music night moved to Wednesdays - Thursdays clash with quiz"),
])
fam("lf-waste", "restaurant", "Lantern & Finch", "waste collection", "", [
    ("kerbline", "+", "Waste collection: Kerbline"),
    ("greencart", "+", "Waste collection: Greencart Waste"),
])
fam("hc-pest", "hotel", "Hotel Corvane", "pest control contractor", "", [
    ("stellan", "+", "Pest control: Stellan Pest Services"),
    ("vermiguard", "+", "Pest control contract handed to Vermiguard from April"),
])
fam("hc-gm", "hotel", "Hotel Corvane", "general manager", "", [
    ("idris", "+", "GM: Idris Cole"),
    ("saskia", "+", "GM: Saskia Bremner"),
    ("idris", "+", "Saskia out after three months; Idris Cole back as GM"),
])
fam("gh-cellar", "pub", "The Gilt Heron", "cellar manager", "", [
    ("brannock", "+", "Cellar: Tomas Brannock"),
    ("ilka", "+", "Ilka Varro looks after the cellar now, line cleaning Tuesdays as before"),
    ("brannock", "+", "Tomas back in charge of the cellar"),
])
fam("qh-av", "venue", "Quarry Hall", "AV supplier", "", [
    ("soundfold", "+", "AV for events: Soundfold Hire"),
    ("lumenrig", "+", "AV for events: LumenRig"),
    ("decibel", "+", "Going with Decibel Events for AV from the autumn season"),
    ("lumenrig", "+", "Decibel let us down twice, LumenRig back as AV supplier"),
])
fam("bc-manager", "cafe", "Bramble Cafe", "cafe manager", "", [
    ("hesper", "+", "Bramble manager: Hesper Quill"),
    ("tobiah", "+", "Tobiah Lund now manages Bramble, Hesper off on maternity leave"),
    ("hesper", "+", "Hesper back from leave and running Bramble again"),
])
fam("lf-veg-supplier", "restaurant", "Lantern & Finch", "veg supplier", "", [
    ("fenwick", "+", "Veg: Fenwick & Sons"),
    ("coldharbour", "+", "Veg: Coldharbour Growers"),
    ("marrin", "+", "Veg: Marrin Market Garden"),
    ("coldharbour", "+", "Going back to Coldharbour for veg, Marrin can't do volume"),
])
fam("hc-spa-price", "hotel", "Hotel Corvane", "price", "spa day package", [
    ("85", "+", "Spa day package £85"),
    ("95", "+", "Spa day package £95"),
    ("99", "+", "Spa day now £99 incl. lunch"),
])
fam("qh-event-manager", "venue", "Quarry Hall", "events manager", "", [
    ("cressida", "+", "Events manager: Cressida Wyn"),
    ("jalen", "+", "All event enquiries now go to Jalen Ortez, our new events manager"),
])

# Chains with a confirmation inside (the confirmation is expired by the next change).
fam("lf-sommelier-chain", "restaurant", "Lantern & Finch", "head sommelier", "", [
    ("fabienne", "+", "Head sommelier: Fabienne Orr"),
    ("fabienne", "+", "Fabienne still our head somm, contract renewed for another year", "C"),
    ("quentin", "+", "Quentin Aske takes over as head sommelier"),
])
fam("hc-laundry-day-chain", "hotel", "Hotel Corvane", "towel delivery day", "", [
    ("mon", "+", "Clean towels delivered Mondays"),
    ("fri", "+", "Clean towels delivered Fridays"),
    ("fri", "+", "Towels on Friday as usual, checked with the driver", "C"),
    ("wed", "+", "Towel delivery now Wednesdays"),
])
fam("gh-fruit-chain", "pub", "The Gilt Heron", "fruit supplier", "", [
    ("citra", "+", "Bar fruit (lemons, limes) from Citra Wholesale"),
    ("citra", "+", "Confirmed Citra Wholesale for bar fruit through summer", "C"),
    ("grovers", "+", "Bar fruit now comes from Grovers Market"),
])
fam("qh-caterer-chain", "venue", "Quarry Hall", "in-house caterer", "", [
    ("saltmarsh", "+", "In-house caterer: Saltmarsh Kitchen"),
    ("greenbay", "+", "Caterer for Hall events switched to Greenbay Catering"),
    ("greenbay", "+", "Greenbay still doing all our catering", "C"),
    ("saltmarsh", "+", "Saltmarsh Kitchen are back as our caterer"),
])
fam("bc-milk-chain", "cafe", "Bramble Cafe", "milk supplier", "", [
    ("dunmore", "+", "Milk: Dunmore Dairy"),
    ("pike", "+", "Milk now from Pike's Farm, glass bottles"),
    ("pike", "+", "Still on Pike's for milk", "C"),
])

# Negation families (reason "negation" whenever polarity differs).
fam("lf-crab-linguine", "restaurant", "Lantern & Finch", "on menu", "crab linguine", [
    ("yes", "+", "Crab linguine on the menu at £19"),
    ("yes", "-", "Crab linguine taken off the menu - crab prices"),
    ("yes", "+", "Crab linguine is back on the menu"),
])
fam("gh-terrace", "pub", "The Gilt Heron", "terrace open", "", [
    ("yes", "+", "Terrace open for the season"),
    ("yes", "-", "Terrace closed until further notice, storm damage to the awning"),
    ("yes", "+", "Terrace reopened Friday, new awning up"),
])
fam("bc-brunch", "cafe", "Bramble Cafe", "brunch service", "weekends", [
    ("yes", "+", "Weekend brunch running 9-2"),
    ("yes", "-", "No longer doing weekend brunch, not enough staff"),
    ("yes", "+", "Brunch returns on weekends from 6 April"),
])
fam("lf-mushrooms", "restaurant", "Lantern & Finch", "mushroom supplier", "", [
    ("loamfield", "+", "Mushrooms from Loamfield Foragers"),
    ("loamfield", "-", "Dropped Loamfield as our mushroom supplier after the mislabelled box"),
])
fam("gh-late-licence", "pub", "The Gilt Heron", "late licence", "fri/sat", [
    ("yes", "+", "Late licence till 1am Fri/Sat"),
    ("yes", "-", "Late licence surrendered to the council, we close at 11:30 now"),
])
fam("hc-valet", "hotel", "Hotel Corvane", "valet parking", "", [
    ("yes", "+", "Valet parking available for guests, £10"),
    ("yes", "-", "Valet service discontinued"),
])
fam("lf-oyster-hour", "restaurant", "Lantern & Finch", "oyster hour", "", [
    ("yes", "+", "Oyster hour 5-6pm daily, £2 a shell"),
    ("yes", "-", "We've stopped oyster hour"),
])
fam("hc-room-service", "hotel", "Hotel Corvane", "24h room service", "", [
    ("yes", "+", "24-hour room service"),
    ("yes", "-", "Room service isn't 24 hours anymore, kitchen closes at 23:00"),
])
fam("gh-dogs", "pub", "The Gilt Heron", "dogs allowed", "bar", [
    ("yes", "+", "Dogs welcome in the bar"),
    ("yes", "-", "No dogs in the bar anymore after the incident, garden only"),
])
fam("hc-shuttle", "hotel", "Hotel Corvane", "station shuttle", "", [
    ("kestrel", "+", "Station shuttle run by Kestrel Coaches, every 30 min"),
    ("kestrel", "-", "Station shuttle cancelled from 1 Nov"),
])
fam("qh-sunday-jazz", "venue", "Quarry Hall", "Sunday jazz", "", [
    ("yes", "+", "Sunday jazz lunches in the Long Gallery"),
    ("yes", "-", "Sunday jazz lunches cancelled for good"),
])

# Confirmations appended at the tail of changing families (labelled "confirmation").
TAIL_CONFIRM = {
    "lf-wine-supplier": "Still buying the list through Corbel & Daughters, confirmed at the supplier review",
    "gh-corkage": "Corkage remains £20, confirmed with Hedda",
    "hc-checkout": "Check-out still 12:00, as usual",
}

# ---------------------------------------------------------------------------
# Labelled groups: memories that must never appear in any candidate pair.
# (class, group key, venue, [texts]). A group is one time sequence.
# ---------------------------------------------------------------------------
G = []


def grp(cls, key, venue, texts):
    G.append(dict(cls=cls, key=key, venue=venue, texts=texts))


grp("multi_valued", "mv-romesco", "restaurant", [
    "Romesco contains almonds",
    "Romesco also contains sesame - flagged on the allergen matrix",
    "Gluten in the romesco too (toasted bread in the base)",
])
grp("multi_valued", "mv-btg", "restaurant", [
    "New by-the-glass: Vinho Verde",
    "Also pouring a Picpoul by the glass",
    "Another BTG addition: Blaufränkisch from Corbel",
])
grp("multi_valued", "mv-first-aid", "hotel", [
    "Anouk Reyes completed her first aid at work course",
    "Gus Amberley is also a trained first aider",
    "Another first aider on nights: Yusuf from the kitchen",
])
grp("multi_valued", "mv-herbs", "restaurant", [
    "Herbs from Thornbury Greens",
    "Also getting micro herbs from Little Sprout",
])
grp("multi_valued", "mv-languages", "hotel", [
    "Concierge desk speaks French",
    "Mateus at the desk speaks Portuguese too",
])

grp("scope_disjoint", "sd-sous-lunch-dinner", "restaurant", [
    "Sous chef on weekday lunch: Priya Halloran",
    "Weekday dinner sous chef: Aurel Penn",
])
grp("scope_disjoint", "sd-bramble-hours", "cafe", [
    "Bramble summer hours: close at 18:00",
    "Bramble winter hours: we close at 16:00",
])
grp("scope_disjoint", "sd-terrace-hours", "pub", [
    "Summer hours for the beer garden: until 22:00",
    "Winter hours beer garden: until 19:00",
])
grp("scope_disjoint", "sd-last-orders-bar", "pub", [
    "Gilt Heron restaurant last orders 21:00",
    "Gilt Heron bar last orders Fri/Sat 23:30",
])
grp("scope_disjoint", "sd-delivery-zone", "venue", [
    "Quarry Hall drinks delivery from the north depot on Mondays",
    "Drinks for the south annexe come from the Penmark depot on Thursdays",
])
grp("scope_disjoint", "sd-corvane-rate", "hotel", [
    "Double room weekday rate £140",
    "Double room weekend rate £185",
])

grp("format_variant", "fv-heaters", "pub", [
    "Terrace heaters off at 23:00",
    "terrace heaters go off at 11pm sharp",
])
grp("format_variant", "fv-hire-fee", "venue", [
    "Long Gallery room hire: £1,000 for the day",
    "Long Gallery day hire 1k",
])
grp("format_variant", "fv-fire-drill", "venue", [
    "Fire drill on the 2nd Tuesday of each month",
    "Monthly fire drill: second Tuesday",
])
grp("format_variant", "fv-freezer", "restaurant", [
    "Walk-in freezer set to -18°C",
    "Walk in freezer at minus 18 C",
])
grp("format_variant", "fv-event-date", "venue", [
    "Penhallow 40th booked for 14/11/2026",
    "Penhallow birthday party: November 14, 2026",
])
grp("format_variant", "fv-table-max", "restaurant", [
    "Max 8 per table for walk-ins",
    "eight guests per table maximum for walk-ins",
])
grp("format_variant", "fv-pdr", "restaurant", [
    "PDR seats 18",
    "Private dining room: 18 seated",
])

grp("elaboration", "el-canapes", "venue", [
    "Aldgrave reception drink: Prosecco",
    "Aldgrave reception drink: Prosecco, served on arrival on the lawn, two glasses each",
])
grp("elaboration", "el-eho-visit", "cafe", [
    "Bramble allergen folder kept behind the counter",
    "Allergen folder kept behind the counter at Bramble, top shelf, updated every menu change",
])
grp("elaboration", "el-keysafe", "hotel", [
    "Master keys in the duty office safe",
    "Master keys are in the duty office safe, code with the night manager, signed out in the red book",
])
grp("elaboration", "el-pianist", "hotel", [
    "Lobby pianist Thursdays",
    "Lobby pianist on Thursdays 6-9pm, mostly jazz standards",
])
grp("elaboration", "el-gas", "restaurant", [
    "Gas safety cert renewed",
    "Gas safety cert renewed, Kettering Gas did it, copy in the H&S file",
])

grp("confirmation", "cf-laundry-pickup", "hotel", [
    "Staff uniforms collected Mondays",
    "Uniform collection still Mondays, confirmed",
])
grp("confirmation", "cf-grease-trap", "restaurant", [
    "Grease trap emptied quarterly by Drainfast",
    "Drainfast still doing the grease trap every quarter",
])
grp("confirmation", "cf-bramble-wifi", "cafe", [
    "Customer wifi password: hedgerow24",
    "Wifi password unchanged - hedgerow24",
])
grp("confirmation", "cf-quiz-prize", "pub", [
    "Quiz prize: £50 bar tab",
    "Quiz prize still a £50 bar tab, as usual",
])
grp("confirmation", "cf-hall-cleaners", "venue", [
    "Post-event clean by Spruce Cleaning",
    "Spruce Cleaning confirmed again for post-event cleans this season",
])

grp("different_subject", "ds-gh-head-chef", "pub", ["Head chef at The Gilt Heron: Piet Lorne"])
grp("different_subject", "ds-corvane-fish", "hotel", ["Corvane kitchen gets its fish from Saltire Seafoods"])
grp("different_subject", "ds-bramble-dps", "cafe", ["DPS for the Bramble alcohol licence: Hesper Quill"])
grp("different_subject", "ds-gh-pos", "pub", ["POS at the Gilt Heron: Lightwell"])
grp("different_subject", "ds-library-cap", "hotel", ["Library Room capacity: 24 seated"])
grp("different_subject", "ds-hall-linen", "venue", ["Quarry Hall linen from Whitfold Laundry"])
grp("different_subject", "ds-corvane-roaster", "hotel", ["Coffee for Corvane breakfast roasted by Oxbow Roasting"])
grp("different_subject", "ds-table7", "restaurant", ["Table 7 (Fri): Dana"])
grp("different_subject", "ds-hall-fire", "hotel", ["Fire officer at Hotel Corvane: Signe Ravn"])
grp("different_subject", "ds-gh-set-lunch", "pub", ["Gilt Heron set lunch: £18"])
grp("different_subject", "ds-monks-covers", "venue", ["Monk christening 2 Aug: 60 covers"])

grp("static", "st-hall-built", "venue", [
    "Quarry Hall was built in 1887",
    "The Hall dates from 1887 (old quarry office)",
])
grp("static", "st-corvane-rooms", "hotel", [
    "Corvane has 42 bedrooms",
    "The hotel comprises 42 rooms over four floors",
])
grp("static", "st-lf-owner", "restaurant", [
    "Lantern & Finch is owned by Harwell Hospitality",
    "L&F belongs to Harwell Hospitality",
])
grp("static", "st-bramble-address", "cafe", [
    "Bramble is at 4 Station Approach",
    "Bramble Café sits at 4 Station Approach, next to the ticket office",
])
grp("static", "st-heron-listed", "pub", [
    "The Gilt Heron is a Grade II listed building",
    "Gilt Heron building is Grade II listed",
])

grp("membership", "mb-tamsin", "restaurant", [
    "Tamsin Rood is on the group health & safety committee",
    "Tamsin also sits on the menu development panel",
    "Tamsin Rood is a member of the Craft Guild of Chefs",
])
grp("membership", "mb-heron", "pub", [
    "Gilt Heron is a member of the Pubwatch scheme",
    "We joined the Cask Marque scheme as well",
    "Heron also signed up to the local Best Bar None",
])
grp("membership", "mb-hedda", "pub", [
    "Hedda Lom is a personal licence holder",
    "Hedda is also on the town's licensing forum",
])
grp("membership", "mb-cressida", "venue", [
    "Cressida Wyn sits on the county wedding venues association board",
    "Cressida is also a member of the Institute of Hospitality",
])

grp("equal_time", "eq-pianist-sat", "hotel", [
    "Saturday lobby pianist: Ode Farrell",
    "Saturday lobby pianist: Lars Winther",
])
grp("equal_time", "eq-coat-check", "venue", [
    "Coat check for the Aldgrave wedding: Ruby",
    "Coat check for the Aldgrave wedding: Milo",
])
grp("equal_time", "eq-special", "cafe", [
    "Soup of the day: leek and potato",
    "Soup of the day: roast tomato",
])
grp("equal_time", "eq-fridge-temp", "restaurant", [
    "Fish fridge reading 3°C",
    "Fish fridge reading 5°C",
])
grp("equal_time", "eq-dj", "pub", [
    "DJ for Friday: Kobe",
    "DJ for Friday: Sol",
])

grp("unrelated", "un-oskar-bday", "restaurant", ["Oskar Vell's birthday is 9 March, cake from pastry"])
grp("unrelated", "un-greyhaven-invoice", "restaurant", ["Greyhaven Fisheries invoice #4471 paid"])
grp("unrelated", "un-orchard-carpet", "hotel", ["Orchard Room carpets deep-cleaned"])
grp("unrelated", "un-tillwise-update", "cafe", ["Tillwise pushed a software update overnight, all tills fine"])
grp("unrelated", "un-terrace-umbrellas", "pub", ["Ordered 6 new umbrellas for the terrace"])
grp("unrelated", "un-aldgrave-florist", "venue", ["Aldgrave florist arriving at 10am on the day"])
grp("unrelated", "un-boiler", "hotel", ["Boiler service booked for the 18th"])
grp("unrelated", "un-lamb-recipe", "restaurant", ["Lamb rump now served with smoked aubergine and salsa verde"])
grp("unrelated", "un-brunch-photo", "cafe", ["Photographer coming Saturday to shoot the brunch menu"])
grp("unrelated", "un-hall-parking", "venue", ["Overflow parking in the quarry field when it's dry"])
grp("unrelated", "un-rota", "restaurant", ["Rota for next week posted in the staff room"])
grp("unrelated", "un-heron-quiz-record", "pub", ["Record turnout at quiz night, 23 teams"])
grp("unrelated", "un-corvane-review", "hotel", ["Lovely review mentioning Mateus on the concierge desk"])

# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
MODES = ["live", "stamped", "backfilled"]
MODE_W = [27, 55, 18]
EARLIEST = dt.datetime(2023, 9, 1, tzinfo=dt.timezone.utc)
LATEST_ORDER = dt.datetime(2026, 10, 25, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def order_times(rng, n, equal=False):
    """n strictly increasing order times (or n identical ones for equal_time)."""
    if equal:
        day = EARLIEST + dt.timedelta(days=rng.randrange(0, (LATEST_ORDER - EARLIEST).days - 1))
        t = day.replace(hour=rng.randrange(7, 23), minute=rng.randrange(60))
        return [t] * n
    gaps = [rng.randrange(6, 150) for _ in range(n - 1)]
    span = sum(gaps)
    room = (LATEST_ORDER - EARLIEST).days - span - 1
    start = EARLIEST + dt.timedelta(days=rng.randrange(0, max(room, 1)))
    days, out = 0, []
    for i in range(n):
        if i:
            days += gaps[i - 1]
        d = start + dt.timedelta(days=days)
        out.append(d.replace(hour=rng.randrange(7, 23), minute=rng.randrange(60)))
    return out


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with internal labels

    def add(group, idx, content, value, pol, cls, flags, venue):
        mems.append(dict(group=group, idx=idx, content=content, value=value, pol=pol,
                         cls=cls, flags=flags, venue=venue))

    for f in F:
        vs = list(f["versions"])
        for i, v in enumerate(vs):
            flags = v[3] if len(v) > 3 else ""
            add(f["key"], i, v[2], v[0], v[1], None, flags, f["venue"])
        if f["key"] in TAIL_CONFIRM:
            last = vs[-1]
            add(f["key"], len(vs), TAIL_CONFIRM[f["key"]], last[0], last[1], "confirmation", "C", f["venue"])
    for g in G:
        for i, t in enumerate(g["texts"]):
            # labelled groups get distinct values so nothing here is a "family" change
            add(g["key"], i, t, "%s#%d" % (g["key"], i), "+", g["cls"], "", g["venue"])

    # times, per group
    groups = {}
    for m in mems:
        groups.setdefault(m["group"], []).append(m)
    eq_groups = {g["key"] for g in G if g["cls"] == "equal_time"}
    for key in sorted(groups):
        ms = groups[key]
        eq = key in eq_groups
        ots = order_times(rng, len(ms), equal=eq)
        for m, t in zip(ms, ots):
            if eq:
                m["mode"] = rng.choice(["live", "stamped"])
            else:
                m["mode"] = rng.choices(MODES, MODE_W)[0]
            if m["mode"] == "backfilled":
                t = t.replace(hour=0, minute=0)
            m["order"] = t
        if eq:
            continue
        # backfilled: created_at = import instant in November 2026, newest first in the family
        bf = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        base = IMPORT_START + dt.timedelta(days=rng.randrange(0, 26), hours=rng.randrange(0, 20),
                                           minutes=rng.randrange(60))
        for k, m in enumerate(bf):
            m["created"] = base + dt.timedelta(seconds=7 * k + rng.randrange(0, 5))
    for m in mems:
        if m["mode"] == "live":
            m["created"] = m["order"]
        elif m["mode"] == "stamped":
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 240), seconds=rng.randrange(60))

    # opaque ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "h24-%03d" % (n + 1)
    return rng, mems


def compute_truth(mems):
    fams = {}
    for m in mems:
        if m["group"] in {f["key"] for f in F}:
            fams.setdefault(m["group"], []).append(m)
    pairs = []
    for key in sorted(fams):
        ms = sorted(fams[key], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            assert a["order"] < b["order"], key
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value",
                                      family=key))
                    break
    return pairs


def wording(mems):
    """For every non-first version of a changing family: one-slot edit or reworded."""
    fams = {}
    for m in mems:
        if m["cls"] is None:
            fams.setdefault(m["group"], []).append(m)
    one_slot = reworded = 0
    for key in sorted(fams):
        ms = sorted(fams[key], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            ta, tb = a["content"].split(), b["content"].split()
            ops = [o for o in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes() if o[0] != "equal"]
            if (len(ops) == 1 and ops[0][0] == "replace" and ops[0][2] - ops[0][1] <= 3
                    and ops[0][4] - ops[0][3] <= 3):
                one_slot += 1
                b["wording"] = "one-slot"
            else:
                reworded += 1
                b["wording"] = "reworded"
    return one_slot, reworded


def moves_back(fam_versions):
    seen, prev, n = [], None, 0
    for v in fam_versions:
        k = (v[0], v[1])
        if prev is not None and k != prev and k in seen:
            n += 1
        if k not in seen:
            seen.append(k)
        prev = k
    return n


def record(m):
    r = {"id": m["id"], "content": m["content"], "created_at": ts(m["created"])}
    if m["mode"] != "live":
        r["observed_at"] = ts(m["order"])
    return r


def main(argv):
    rng, mems = build()
    pairs = compute_truth(mems)
    one_slot, reworded = wording(mems)
    in_pair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    labelled = [m for m in mems if m["cls"] is not None]
    for m in labelled:
        assert m["id"] not in in_pair, m
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["order"] <= m["created"] or m["mode"] == "live"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)

    if "--list" in argv:
        for m in sorted(mems, key=lambda m: (m["group"], m["order"], m["idx"])):
            print("%s  %s  %-10s  %-24s v%d  %-14s %s  cls=%s%s  %s" % (
                m["id"], ts(m["order"]), m["mode"], m["group"], m["idx"], m["value"], m["pol"],
                m["cls"] or "family", (" flags=" + m["flags"]) if m["flags"] else "", m["content"]))
        return 0
    if "--stats" in argv:
        stats(mems, pairs, one_slot, reworded)
        return 0

    out = [record(m) for m in mems]
    rng.shuffle(out)
    write("memories.jsonl", out)
    write("truth.jsonl", [{k: p[k] for k in ("expired_id", "replacement_id", "reason")}
                          for p in sorted(pairs, key=lambda p: (p["expired_id"], p["replacement_id"]))])
    write("labels.jsonl", [{"id": m["id"], "class": m["cls"]} for m in sorted(labelled, key=lambda m: m["id"])])
    return 0


def write(name, rows):
    path = os.path.join(HERE, name)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n")
    os.replace(tmp, path)


def stats(mems, pairs, one_slot, reworded):
    fam_mems = [m for m in mems if m["cls"] is None]
    print("memories            %d" % len(mems))
    print("changing families   %d (%d memories in them, %d tail confirmations labelled)" % (
        len(F), len(fam_mems), len(TAIL_CONFIRM)))
    print("true pairs          %d (value %d, negation %d)" % (
        len(pairs), sum(p["reason"] == "value" for p in pairs), sum(p["reason"] == "negation" for p in pairs)))
    lens = {}
    for f in F:
        lens[len(f["versions"])] = lens.get(len(f["versions"]), 0) + 1
    print("family lengths      " + ", ".join("%d versions: %d" % (k, lens[k]) for k in sorted(lens)))
    print("moves back          %d" % sum(moves_back(f["versions"]) for f in F))
    print("confirmations in chains %d" % sum(1 for f in F for v in f["versions"] if len(v) > 3 and "C" in v[3]))
    print("hard-worded intervening %d" % sum(1 for f in F for i, v in enumerate(f["versions"])
                                               if len(v) > 3 and "H" in v[3] and 0 < i < len(f["versions"]) - 1))
    print("wording (newer vs previous version): reworded %d, one-slot edit %d (%.0f%% reworded)" % (
        reworded, one_slot, 100.0 * reworded / (reworded + one_slot)))
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    print("labelled            %d" % sum(classes.values()))
    for c in sorted(classes):
        print("  %-18s %d" % (c, classes[c]))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    print("time modes          " + ", ".join("%s %d (%.0f%%)" % (k, modes[k], 100.0 * modes[k] / len(mems))
                                             for k in MODES))
    inv = 0
    for f in F:
        ms = sorted([m for m in mems if m["group"] == f["key"]], key=lambda m: m["order"])
        inv += sum(1 for a, b in zip(ms, ms[1:]) if b["created"] < a["created"])
    print("adjacent created_at inversions in families %d" % inv)
    reg = {}
    for m in mems:
        k = (m["venue"], "family" if m["cls"] is None else "labelled")
        reg[k] = reg.get(k, 0) + 1
    print("register (venue)    " + ", ".join("%s %d+%d" % (v, reg.get((v, "family"), 0), reg.get((v, "labelled"), 0))
                                             for v in ["restaurant", "hotel", "cafe", "pub", "venue"]))
    words = [len(m["content"].split()) for m in mems]
    print("words per memory    min %d, median %d, max %d, mean %.1f" % (
        min(words), sorted(words)[len(words) // 2], max(words), sum(words) / len(words)))
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            print("sha256 %s  %s" % (hashlib.sha256(open(p, "rb").read()).hexdigest(), name))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
