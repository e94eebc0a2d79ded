#!/usr/bin/env python3
"""Generate testdata/heldout16: a blind l9 evaluation corpus (shop, product and pricing records).

Labels are fixed in the tables below BEFORE any generation; truth.jsonl is computed from the
(value, polarity) labels and order times, never from the text. Deterministic: fixed seed,
stdlib only; two runs give byte-identical files.

    python3 gen.py            # write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    # print counts
    python3 gen.py --list     # print every memory: id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 16_2026_1201
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# Changing families. Each family is one fact (subject, attribute, scope). A version is
# (text, value, polarity[, flags]); polarity "+" = the fact holds, "-" = the fact stopped holding.
# flags: "H" hard-worded intervening version, "C" confirmation inside a chain (same value restated).
# attach: labelled negative-class memories that restate the FINAL value after the final version
# (same value and polarity, so they never pair).
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    # ---- chains of four versions -------------------------------------------------------------
    dict(key="oat milk 1L shelf price", versions=[
        ("Oat milk (Bellweather 1L) priced at £1.65", "1.65", "+"),
        ("Oat milk now £1.85", "1.85", "+"),
        ("Put the oat milk up to £1.95 after Bellweather's increase landed", "1.95", "+"),
        ("Oat milk: £2.10 from Monday's reprice", "2.10", "+"),
    ], attach={"format_variant": "Shelf edge label for oat milk 1L reads 210p"}),
    dict(key="bread flour supplier", versions=[
        ("Bread flour supplier: Harlow & Sons", "harlow", "+"),
        ("Switched the bread flour to Corrow Mill, Harlow kept shorting our orders", "corrow", "+"),
        ("Bread flour is now supplied by Kettleby Organics", "kettleby", "+", "H"),
        ("Back with Harlow & Sons for bread flour. Kettleby's lead times were hopeless", "harlow", "+"),
    ], attach={"elaboration": "Harlow & Sons do our bread flour in 16kg sacks, dropped off with the Tuesday run, invoiced monthly"}),
    dict(key="saturday shift lead", versions=[
        ("Saturday shift lead: Teodor", "teodor", "+"),
        ("Saturday shift lead: Marit (was Teodor)", "marit", "+"),
        ("If you need sign-off on a Saturday ask Dagny, she's running the floor that day from this week", "dagny", "+", "H"),
        ("Sat lead is Bashir now", "bashir", "+"),
    ], attach={"confirmation": "Bashir still leading Saturdays, rota unchanged"}),
    dict(key="weekday opening hours high st", versions=[
        ("Weekday hours 8am to 6pm", "08:00-18:00", "+"),
        ("From 1 March we open Mon-Fri 7:30 until 6", "07:30-18:00", "+"),
        ("Weekday closing pushed to 7pm, opening still 7:30", "07:30-19:00", "+"),
        ("Mon-Fri now 8 till 5:30 to save on staff hours", "08:00-17:30", "+"),
    ], attach={"format_variant": "Weekday hours: 08:00-17:30"}),
    dict(key="card terminal provider", versions=[
        ("Card terminal: Tillpoint", "tillpoint", "+"),
        ("Moved card payments over to Brightpay readers", "brightpay", "+"),
        ("Whatever the old stickers say, the card machines on the counter are Quaycard's now", "quaycard", "+", "H"),
        ("Card machine contract is with Tillpoint again, Quaycard fees were silly", "tillpoint", "+"),
    ]),
    dict(key="store manager high st", versions=[
        ("Store manager: Ysolde Marr", "ysolde", "+"),
        ("Kasimir Doyle takes over as store manager", "kasimir", "+"),
        ("Manager: Ines Farrow", "ines", "+"),
        ("Rhiannon Pike is store manager from 1 Sept", "rhiannon", "+"),
    ], attach={"elaboration": "Store manager is Rhiannon Pike; she handles supplier disputes and signs off the rota"}),
    dict(key="stannary cold brew cans carried", versions=[
        ("Now stocking Stannary cold brew cans", "stannary cold brew", "+"),
        ("Stannary cold brew discontinued, not reordering", "stannary cold brew", "-"),
        ("Relisted the Stannary cold brew, customers kept asking for it", "stannary cold brew", "+"),
        ("Dropped the cold brew cans again, margin too thin", "stannary cold brew", "-"),
    ]),
    dict(key="returns window", versions=[
        ("Returns accepted within 28 days", "28", "+"),
        ("We've shortened returns to 14 days", "14", "+"),
        ("Returns window: 21 days (compromise after the complaints)", "21", "+"),
        ("Returns window is 30 days now, same as the big sites", "30", "+"),
    ], attach={"format_variant": "Returns policy: thirty days from purchase"}),
    # ---- moves back (A -> B -> A) ------------------------------------------------------------
    dict(key="wildflower honey wholesale", versions=[
        ("Wildflower honey wholesale £4.20/jar", "4.20", "+"),
        ("Wholesale on the wildflower honey went up to £4.60", "4.60", "+"),
        ("Honey wholesale dropped back to £4.20 a jar", "4.20", "+"),
    ], attach={"confirmation": "Confirmed with the beekeeper: honey wholesale stays at £4.20"}),
    dict(key="fenmoor egg delivery day", versions=[
        ("Fenmoor eggs come Tuesdays", "tuesday", "+"),
        ("Fenmoor moved our egg drop to Thursday", "thursday", "+"),
        ("Egg delivery is Tuesday again", "tuesday", "+"),
    ], attach={"confirmation": "Eggs arrived Tuesday as usual"}),
    dict(key="website platform", versions=[
        ("Online shop runs on Shopwright", "shopwright", "+"),
        ("Migrated the web store to Cartwheel", "cartwheel", "+"),
        ("We're back on Shopwright, Cartwheel's checkout kept failing", "shopwright", "+"),
    ], attach={"elaboration": "Web store is on Shopwright, the Pro plan, with the Parcelhop shipping plugin"}),
    dict(key="chilli jam shelf location", versions=[
        ("Chilli jam: aisle 3, top shelf", "aisle 3", "+"),
        ("Moved the chilli jam to the counter display", "counter", "+"),
        ("Chilli jam back in aisle 3", "aisle 3", "+"),
    ], attach={"confirmation": "Chilli jam is still in aisle 3"}),
    # ---- chains of three ---------------------------------------------------------------------
    dict(key="sourdough loaf price", versions=[
        ("Sourdough loaf £3.80", "3.80", "+"),
        ("Sourdough still £3.80 despite the flour increase", "3.80", "+", "C"),
        ("Sourdough up to £4.00", "4.00", "+"),
        ("Brackenridge sourdough retailing at £4.25 now", "4.25", "+"),
    ]),
    dict(key="quillon minimum order", versions=[
        ("Quillon MOQ: 500 boxes", "500", "+"),
        ("Quillon dropped their minimum order to 250", "250", "+"),
        ("MOQ with Quillon is 300 units on the new price list", "300", "+"),
    ], attach={"format_variant": "Quillon minimum order = 300 pcs"}),
    dict(key="current best seller", versions=[
        ("Current best seller: beeswax tealights", "tealights", "+"),
        ("Top seller right now is the rhubarb gin", "rhubarb gin", "+"),
        ("Sea salt caramels have overtaken the gin as our best seller", "sea salt caramels", "+"),
    ], attach={"confirmation": "Caramels still our best seller"}),
    dict(key="bellweather supplier rep", versions=[
        ("Bellweather rep: Anneliese Kov", "anneliese", "+"),
        ("New Bellweather rep is Joaquim Serra, Anneliese moved to their Leeds office", "joaquim", "+"),
        ("Our rep at Bellweather is now Fenwick Odum", "fenwick", "+"),
    ], attach={"format_variant": "Bellweather rep: F. Odum"}),
    dict(key="summer honey promotion", versions=[
        ("Summer honey promo runs until 31 July", "31 july", "+"),
        ("Extended the honey promo to 15 August", "15 august", "+"),
        ("Honey promotion ended early, stock ran out", "15 august", "-"),
    ]),
    dict(key="sorrel lane soap packaging", versions=[
        ("Sorrel Lane soap comes in cardboard sleeves", "cardboard sleeves", "+"),
        ("Soap now packed in glassine paper bags", "glassine bags", "+"),
        ("Sorrel Lane changed the packaging again: compostable film wrap", "compostable film", "+"),
    ], attach={"elaboration": "Sorrel Lane soap: compostable film wrap, printed with the batch number and a little bee"}),
    dict(key="aldwick veg delivery day", versions=[
        ("Aldwick veg delivery Mondays", "monday", "+"),
        ("Aldwick now deliver on Wednesdays", "wednesday", "+"),
        ("Veg drop from Aldwick moved to Friday mornings", "friday", "+"),
    ], attach={"confirmation": "Aldwick came Friday morning as usual"}),
    dict(key="flagship product", versions=[
        ("Flagship product: the Larkspur tote", "larkspur tote", "+"),
        ("Flagship is now the waxed canvas apron", "waxed apron", "+"),
        ("The leather key fob is our flagship line now", "key fob", "+"),
    ], attach={"elaboration": "Flagship: the leather key fob, hand-stitched, boxed, engraving free on orders over £30"}),
    dict(key="pillar candle online price", versions=[
        ("Beeswax pillar candle £12 online", "12", "+"),
        ("Pillar candle online price now £13.50", "13.50", "+"),
        ("Dropped the pillar candle to £11 on the website", "11", "+"),
    ], attach={"confirmation": "Pillar candle still £11 on the site"}),
    dict(key="duck eggs carried", versions=[
        ("Stocking Fenmoor duck eggs", "duck eggs", "+"),
        ("Duck eggs no longer stocked", "duck eggs", "-"),
        ("Duck eggs back in stock, Fenmoor's ducks are laying again", "duck eggs", "+"),
    ]),
    dict(key="clayhithe blue carried", versions=[
        ("Stocking the Clayhithe blue on the deli counter", "clayhithe blue", "+"),
        ("Clayhithe blue isn't stocked anymore, it wasn't moving", "clayhithe blue", "-"),
        ("Relisted Clayhithe blue, the new batch is much better", "clayhithe blue", "+"),
    ]),
    # ---- two versions ------------------------------------------------------------------------
    dict(key="house blend wholesale", versions=[
        ("Stannary house blend 1kg wholesale £18", "18", "+"),
        ("Stannary put the house blend up to £19.50/kg wholesale", "19.50", "+"),
    ], attach={"elaboration": "House blend wholesale is £19.50/kg from Stannary, invoiced monthly, min 3 bags per order"}),
    dict(key="sunday shift lead", versions=[
        ("Sunday shift lead: Oluwaseun", "oluwaseun", "+"),
        ("Sunday shift lead: Marit", "marit", "+"),
    ]),
    dict(key="granola barcode owner", versions=[
        ("Granola SKU 5060412 barcodes are registered to Tallis & Crane (the co-packer)", "tallis", "+"),
        ("Transferred the granola barcodes to Pennyroyal Provisions Ltd", "pennyroyal", "+"),
    ]),
    dict(key="kombucha location", versions=[
        ("Kombucha in the fridge by the door", "door fridge", "+"),
        ("Kombucha has moved to the back chiller", "back chiller", "+"),
    ]),
    dict(key="quayside manager", versions=[
        ("Quayside branch manager: Teodor", "teodor", "+"),
        ("Quayside is now managed by Dagny Holm", "dagny", "+"),
    ], attach={"format_variant": "Quayside mgr: D. Holm"}),
    dict(key="quayside opening hours", versions=[
        ("Quayside hours 9-5", "09:00-17:00", "+"),
        ("Quayside now opens 10 till 6", "10:00-18:00", "+"),
    ], attach={"confirmation": "Quayside hours remain 10-6"}),
    dict(key="hythe bottling supplier", versions=[
        ("Hythe Bottling are our glass bottle supplier", "hythe", "+"),
        ("Supplier dropped: Hythe Bottling, we're not ordering glass from them anymore", "hythe", "-"),
    ]),
    dict(key="online delivery charge", versions=[
        ("Delivery charge for online orders: £3.95", "3.95", "+"),
        ("Delivery charge £3.95, unchanged this quarter", "3.95", "+", "C"),
        ("Online delivery charge raised to £4.50", "4.50", "+"),
    ]),
    dict(key="free delivery threshold", versions=[
        ("Free delivery threshold £40", "40", "+"),
        ("Free delivery threshold £50", "50", "+"),
    ], attach={"format_variant": "Free delivery on orders over fifty pounds"}),
    dict(key="rhubarb gin rrp", versions=[
        ("Rhubarb gin RRP £32", "32", "+"),
        ("Rhubarb gin RRP £34", "34", "+"),
    ], attach={"confirmation": "Rhubarb gin RRP confirmed at £34"}),
    dict(key="gift card provider", versions=[
        ("Gift card provider: Voucherly", "voucherly", "+"),
        ("Gift card provider: Giftbay", "giftbay", "+"),
    ], attach={"elaboration": "Gift cards through Giftbay: physical cards plus e-vouchers, 2% fee per card"}),
    dict(key="chilli jam supplier", versions=[
        ("Chilli jam supplier: Tallis & Crane", "tallis", "+"),
        ("We make the chilli jam in-house now, no more Tallis & Crane jars", "in-house", "+"),
    ]),
    dict(key="tote bag stock status", versions=[
        ("Tote bags in stock", "in stock", "+"),
        ("Tote bags on backorder till the 20th", "backorder", "+"),
    ]),
    dict(key="apron shipping packaging", versions=[
        ("Apron shipping packaging: poly mailers", "poly mailers", "+"),
        ("Apron shipping packaging: kraft boxes", "kraft boxes", "+"),
    ]),
    dict(key="candle bank holiday promo", versions=[
        ("Bank holiday promo: 10% off candles", "10% candles", "+"),
        ("Candle promo ended", "10% candles", "-"),
    ]),
    dict(key="loyalty card stamps", versions=[
        ("Loyalty card: 10 stamps = free coffee", "10", "+"),
        ("Loyalty card: 8 stamps = free coffee", "8", "+"),
    ], attach={"format_variant": "Loyalty scheme: eight stamps, then a free coffee"}),
    dict(key="half dozen egg price", versions=[
        ("Egg price (half dozen) £2.40", "2.40", "+"),
        ("Egg price (half dozen) £2.60", "2.60", "+"),
    ]),
    dict(key="cleaning contractor", versions=[
        ("Cleaning contractor: Spruce & Shine", "spruce", "+"),
        ("Cleaning contractor: Brightfield", "brightfield", "+"),
    ], attach={"elaboration": "Brightfield Cleaning do the shop Tuesday and Friday evenings, keys in the lockbox"}),
    dict(key="deli cheese supplier", versions=[
        ("Cheese supplier for the deli counter: Ormsby Dairy", "ormsby", "+"),
        ("Cheese supplier for the deli counter: Clayhithe", "clayhithe", "+"),
    ], attach={"elaboration": "Deli cheese comes from Clayhithe Creamery in the Fens; they deliver Thursdays in a chilled van"}),
    dict(key="saturday market pitch", versions=[
        ("Saturday market stall pitch: row C, pitch 14", "14", "+"),
        ("Got moved to pitch 22 at the Saturday market", "22", "+"),
    ], attach={"format_variant": "Saturday market: pitch no. twenty-two"}),
    dict(key="stall float", versions=[
        ("Stall float: £80 in coins", "80", "+"),
        ("Stall float: £100 in coins", "100", "+"),
    ], attach={"confirmation": "Float still £100"}),
    dict(key="aldwick gift shop candle wholesale", versions=[
        ("Candle wholesale to the Aldwick gift shop: £6.50 each", "6.50", "+"),
        ("Agreed £7 a candle wholesale with the Aldwick gift shop", "7", "+"),
    ]),
    dict(key="stannary grinder rental", versions=[
        ("Renting the coffee grinder from Stannary", "grinder rental", "+"),
        ("Stopped renting the grinder, we bought our own", "grinder rental", "-"),
    ]),
    dict(key="soap bar weight", versions=[
        ("Soap bar weight 100g", "100", "+"),
        ("Soap bar weight 90g", "90", "+"),
    ], attach={"format_variant": "Sorrel Lane soap bars: 90 g each"}),
    dict(key="honey jar size", versions=[
        ("Honey jar size 340g", "340", "+"),
        ("Honey jar size 454g", "454", "+"),
    ], attach={"format_variant": "Honey jars are 1 lb"}),
    dict(key="till software", versions=[
        ("Till system: Ledgerly", "ledgerly", "+"),
        ("Till system: Counterpoint", "counterpoint", "+"),
    ], attach={"elaboration": "Till software is Counterpoint (v4, synced with the web stock every 15 minutes)"}),
    dict(key="weekend delivery driver", versions=[
        ("Weekend delivery driver: Joaquim", "joaquim", "+"),
        ("Weekend delivery driver: Bashir", "bashir", "+"),
    ], attach={"confirmation": "Bashir's still doing the weekend deliveries"}),
    dict(key="oat milk supplier", versions=[
        ("Oat milk supplier: Bellweather", "bellweather", "+"),
        ("Oat milk supplier: Hollin", "hollin", "+"),
    ], attach={"elaboration": "Oat milk supplied by Hollin Farm Oatworks, barista edition, 6-case minimum, Wednesday drop"}),
    dict(key="quayside rent", versions=[
        ("Monthly rent for the Quayside unit £1,450", "1450", "+"),
        ("Monthly rent for the Quayside unit £1,600", "1600", "+"),
    ], attach={"format_variant": "Quayside unit rent 1.6k/month"}),
    dict(key="caramel box count", versions=[
        ("Sea salt caramels: 12 per box", "12", "+"),
        ("Sea salt caramels: 10 per box", "10", "+"),
    ]),
    dict(key="kombucha price", versions=[
        ("Kombucha £3.20", "3.20", "+"),
        ("Kombucha £3.50", "3.50", "+"),
    ]),
    dict(key="mossgate flowers supplier", versions=[
        ("Flower bunches from Mossgate Growers", "mossgate", "+"),
        ("Mossgate stopped supplying us, no more cut flowers for now", "mossgate", "-"),
    ]),
    dict(key="waxed apron price", versions=[
        ("Waxed apron £38", "38", "+"),
        ("Waxed apron £42", "42", "+"),
    ], attach={"confirmation": "Aprons holding at £42"}),
    dict(key="tote bag price", versions=[
        ("Tote bag price £15", "15", "+"),
        ("Tote bag price £12", "12", "+"),
    ]),
    dict(key="thursday late closing", versions=[
        ("Late-night Thursday, we close at 8pm", "20:00", "+"),
        ("Thursday late opening runs to 9pm now", "21:00", "+"),
    ], attach={"format_variant": "Thurs late opening until 21:00"}),
    dict(key="staff discount", versions=[
        ("Staff discount 20%", "20", "+"),
        ("Staff discount 20% confirmed at the team meeting", "20", "+", "C"),
        ("Staff discount is 15% from April", "15", "+"),
    ], attach={"format_variant": "Staff disc. fifteen percent"}),
    dict(key="parcel courier", versions=[
        ("Parcel courier: Swiftline", "swiftline", "+"),
        ("Parcel courier: Parcelhop", "parcelhop", "+"),
    ], attach={"elaboration": "Online orders ship with Parcelhop, tracked 48, labels printed straight from the till"}),
    dict(key="courier collection time", versions=[
        ("Parcel collection 4pm", "16:00", "+"),
        ("Parcel collection 2:30pm", "14:30", "+"),
    ], attach={"format_variant": "Parcelhop pickup 14:30"}),
    dict(key="brackenridge bread arrival", versions=[
        ("Bread delivery from Brackenridge at 6am", "06:00", "+"),
        ("Bread delivery from Brackenridge at 7:15am", "07:15", "+"),
    ]),
    dict(key="kettleby spelt carried", versions=[
        ("Stocking Kettleby spelt flour, 1.5kg bags", "kettleby spelt", "+"),
        ("Kettleby spelt discontinued by the mill", "kettleby spelt", "-"),
    ]),
    dict(key="quillon payment terms", versions=[
        ("Payment terms with Quillon: 30 days", "30", "+"),
        ("Payment terms with Quillon: 14 days", "14", "+"),
    ]),
    dict(key="granola cafe wholesale", versions=[
        ("Wholesale price of granola to cafés £5.10/bag", "5.10", "+"),
        ("Wholesale price of granola to cafés £5.40", "5.40", "+"),
    ]),
    dict(key="spring candle promo end date", versions=[
        ("Spring candle promo ends 30/04/2026", "2026-04-30", "+"),
        ("Candle promo extended to 10 May 2026", "2026-05-10", "+"),
    ], attach={"format_variant": "Candle promo end date: 2026-05-10"}, window=("2026-01-10", "2026-04-20")),
    dict(key="coffee cup supplier", versions=[
        ("Takeaway cups from Quillon", "quillon", "+"),
        ("Takeaway cups from Greenleaf", "greenleaf", "+"),
    ]),
    dict(key="window cleaner day", versions=[
        ("Window cleaner comes first Monday of the month", "first monday", "+"),
        ("Window cleaner switched to the last Friday of the month", "last friday", "+"),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Standalone labelled memories: (class, text, group). Memories sharing a non-empty group in the
# equal_time class get one identical order time.
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: values that coexist
    ("multi_valued", "Ice cream freezer flavours: vanilla, pistachio", ""),
    ("multi_valued", "Added a blood orange sorbet to the freezer too", ""),
    ("multi_valued", "Totes come in natural and black", ""),
    ("multi_valued", "Another tote colour arriving Friday: mustard", ""),
    ("multi_valued", "Kombucha: ginger flavour from Hythe Ferments", ""),
    ("multi_valued", "We also carry the hibiscus kombucha", ""),
    ("multi_valued", "Pillar candles supplied by Wickmoor", ""),
    ("multi_valued", "Tealights come from Glimmerhouse (separate supplier for the small line)", ""),
    ("multi_valued", "Friday close shift: Ines and Bashir", ""),
    ("multi_valued", "Joaquim's on the Friday close as well", ""),
    ("multi_valued", "Apron sizes: S/M and L/XL", ""),
    ("multi_valued", "Adding a kids' apron size too", ""),
    ("multi_valued", "We take Visa and Mastercard", ""),
    ("multi_valued", "Amex accepted as well", ""),
    ("multi_valued", "Honey varieties: wildflower, heather", ""),
    ("multi_valued", "Another honey on the shelf: borage, from a new beekeeper in Aldwick", ""),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "Saturday hours 9 till 5", ""),
    ("scope_disjoint", "Sunday hours: 10 to 4", ""),
    ("scope_disjoint", "Pillar candle in store: £14", ""),
    ("scope_disjoint", "Summer range: iced tea, elderflower cordial", ""),
    ("scope_disjoint", "Winter range: mulled cider kits, hot chocolate flakes", ""),
    ("scope_disjoint", "Flat white at the High St counter: £3.20", ""),
    ("scope_disjoint", "Flat white at the Quayside kiosk: £3.40", ""),
    ("scope_disjoint", "Delivery inside the ring road: £2.50", ""),
    ("scope_disjoint", "Delivery outside the ring road: £5", ""),
    ("scope_disjoint", "Summer market stall: Saturdays and Sundays", ""),
    ("scope_disjoint", "Winter market stall: Saturdays only", ""),
    ("scope_disjoint", "UK shipping: 2-3 working days", ""),
    ("scope_disjoint", "EU orders: 5-8 working days", ""),
    ("scope_disjoint", "Retail price of the house granola in store: £6.95", ""),
    ("scope_disjoint", "Click & collect orders ready in 2 hours", ""),
    ("scope_disjoint", "Home delivery orders dispatched next day", ""),
    # different_subject: the frame of a changing fact, another subject
    ("different_subject", "Almond milk now £2.05", ""),
    ("different_subject", "Rye flour comes from Corrow Mill", ""),
    ("different_subject", "Tuesday shift lead: Oluwaseun", ""),
    ("different_subject", "The café next door moved their card payments over to Brightpay", ""),
    ("different_subject", "Market stall hours 7am to 1pm", ""),
    ("different_subject", "Duck eggs £3.20 a half dozen", ""),
    ("different_subject", "Kombucha wholesale from Hythe Ferments: £1.60", ""),
    ("different_subject", "Rhubarb gin is £29 at the supermarket down the road", ""),
    ("different_subject", "Spelt loaf £4.40", ""),
    ("different_subject", "Heather honey wholesale £5.10/jar", ""),
    ("different_subject", "Bellweather's own returns window for damaged stock is 7 days", ""),
    ("different_subject", "Corrow Mill's minimum order is 10 sacks", ""),
    ("different_subject", "Glimmerhouse deliver on Wednesdays", ""),
    ("different_subject", "Espresso caramels: £6.50 a box", ""),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "Pennyroyal Provisions was founded in 2014", ""),
    ("static", "The shop opened its doors in 2014", ""),
    ("static", "Sorrel Lane soap is made in Cornwall", ""),
    ("static", "Sorrel Lane produce their soap down in Cornwall", ""),
    ("static", "The High St unit is 62 square metres", ""),
    ("static", "Shop floor at the High St measures 62 m2", ""),
    ("static", "Corrow Mill is a family-run watermill in Shropshire", ""),
    ("static", "Corrow Mill: family-owned, water-powered, Shropshire", ""),
    ("static", "Fenmoor Eggs are owned by the Harker family", ""),
    ("static", "The Harkers run Fenmoor Eggs", ""),
    ("static", "Stannary Coffee roasts in Falmouth", ""),
    ("static", "Stannary's roastery is based in Falmouth", ""),
    # membership: memberships that look like roles, all holding at once
    ("membership", "We're members of the Guild of Fine Food", ""),
    ("membership", "Joined the Independent Retailers Association", ""),
    ("membership", "Signed up as a Living Wage accredited employer", ""),
    ("membership", "Member of the High Street Traders' Association", ""),
    ("membership", "Marit sits on the market traders' committee", ""),
    ("membership", "Marit is also treasurer of the Quayside business forum", ""),
    ("membership", "Kasimir joined the Bellweather customer panel", ""),
    ("membership", "Teodor is a trained first aider", ""),
    ("membership", "Teodor is also our fire marshal", ""),
    ("membership", "Ines is a key holder", ""),
    ("membership", "Bashir is a key holder too", ""),
    ("membership", "Listed in the Fair Trade Towns directory", ""),
    # equal_time: two values of one fact at the identical order time
    ("equal_time", "Elderflower cordial price £5.50", "e1"),
    ("equal_time", "Elderflower cordial: £5.75", "e1"),
    ("equal_time", "Christmas hamper supplier: Tallis & Crane", "e2"),
    ("equal_time", "Hampers from Mossgate this year", "e2"),
    ("equal_time", "Stall pitch fee £35", "e3"),
    ("equal_time", "Pitch fee is £40", "e3"),
    ("equal_time", "Wax supplier: Glimmerhouse", "e4"),
    ("equal_time", "Wax supplier is Wickmoor", "e4"),
    ("equal_time", "Gift wrap charge 50p", "e5"),
    ("equal_time", "Gift wrapping: £1", "e5"),
    ("equal_time", "Window display changeover day: Monday", "e6"),
    ("equal_time", "Window display changes on Wednesdays", "e6"),
    # unrelated distractors (some share a subject with a changing family)
    ("unrelated", "Oat milk sells fastest on Monday mornings", ""),
    ("unrelated", "Customer asked whether the sourdough is vegan (it is)", ""),
    ("unrelated", "Bashir's birthday on the 12th, get a cake", ""),
    ("unrelated", "Reminder: defrost the back chiller", ""),
    ("unrelated", "Parcelhop driver says the side door is easier for collections", ""),
    ("unrelated", "Leak in the stockroom ceiling reported to the landlord", ""),
    ("unrelated", "Chilli jam label has a typo in the batch code, tell the printer", ""),
    ("unrelated", "Took 41 online orders over the weekend", ""),
    ("unrelated", "Fire alarm test Wednesday 10am", ""),
    ("unrelated", "Honey jars: check the lids for leaks on delivery", ""),
    ("unrelated", "Marit wants to try a loyalty app, parked for now", ""),
    ("unrelated", "Photographed the new aprons for the website", ""),
    ("unrelated", "Quayside kiosk till drawer sticks, needs a look", ""),
    ("unrelated", "4 eggs cracked in the Fenmoor crate again", ""),
    ("unrelated", "Counterpoint support ticket raised about the stock sync", ""),
    ("unrelated", "Stall gazebo needs a new leg", ""),
    ("unrelated", "Caramels melted in the window, keep them out of the sun", ""),
    ("unrelated", "Shopwright invoice paid", ""),
    ("unrelated", "Customer feedback: loves the kombucha range", ""),
    ("unrelated", "Wildflower honey got a mention in the local paper", ""),
    ("unrelated", "Queue out the door at 12:30 every Friday", ""),
    ("unrelated", "Ordered more kraft boxes from Quillon", ""),
]

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated"]

T0 = dt.datetime(2024, 1, 8, tzinfo=dt.timezone.utc)
T_END = dt.datetime(2026, 10, 20, tzinfo=dt.timezone.utc)
IMPORT0 = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)
    mems = []  # dict(fam, idx, text, value, pol, flags, cls, group)
    for fi, f in enumerate(FAMILIES):
        for vi, v in enumerate(f["versions"]):
            text, value, pol = v[0], v[1], v[2]
            flags = v[3] if len(v) > 3 else ""
            mems.append(dict(fam=fi, idx=vi, text=text, value=value, pol=pol, flags=flags, cls="", group=""))
        for cls, text in sorted(f.get("attach", {}).items()):
            last = f["versions"][-1]
            mems.append(dict(fam=fi, idx=len(f["versions"]), text=text, value=last[1], pol=last[2],
                             flags="", cls=cls, group=""))
    for cls, text, group in STANDALONE:
        mems.append(dict(fam=-1, idx=0, text=text, value="", pol="+", flags="", cls=cls, group=group))

    # time modes: exact proportions, shuffled over memories
    n = len(mems)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times per family
    span = (T_END - T0).total_seconds()
    for fi, f in enumerate(FAMILIES):
        members = [m for m in mems if m["fam"] == fi]
        k = len(members)
        if "window" in f:
            lo, hi = day(f["window"][0]), day(f["window"][1])
        else:
            lo, hi = T0, T_END
        gaps = [rng.randint(12, 160) for _ in range(k - 1)]
        total = sum(gaps) + 1
        free = max(0, (hi - lo).days - total)
        start = lo + dt.timedelta(days=rng.randint(0, free))
        d = start
        for j, m in enumerate(members):
            if j:
                d = d + dt.timedelta(days=gaps[j - 1])
            t = d.replace(hour=rng.randint(7, 21), minute=rng.randint(0, 59), second=rng.randint(0, 59))
            if m["mode"] == "backfilled":
                t = t.replace(hour=0, minute=0, second=0)
            m["ot"] = t
    groups = {}
    for m in mems:
        if m["fam"] != -1:
            continue
        if m["group"] and m["group"] in groups:
            m["ot"] = groups[m["group"]]
            continue
        t = T0 + dt.timedelta(seconds=rng.randint(0, int(span)))
        m["ot"] = t
        if m["group"]:
            groups[m["group"]] = t
    for g in groups:  # an equal-time group with a backfilled member sits at midnight for both
        ms = [m for m in mems if m["group"] == g]
        if any(m["mode"] == "backfilled" for m in ms):
            t = ms[0]["ot"].replace(hour=0, minute=0, second=0)
            for m in ms:
                m["ot"] = t
        else:
            for m in ms:
                m["ot"] = ms[0]["ot"]
    for m in mems:
        if m["mode"] == "backfilled":
            m["ot"] = m["ot"].replace(hour=0, minute=0, second=0)

    # created_at
    for m in mems:
        if m["mode"] == "live":
            m["created"] = m["ot"]
        elif m["mode"] == "stamped":
            m["created"] = m["ot"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
    fam_keys = sorted({m["fam"] for m in mems if m["mode"] == "backfilled" and m["fam"] != -1})
    for fi in fam_keys:  # newest-first import within a family
        base = IMPORT0 + dt.timedelta(days=rng.randint(0, 22), hours=rng.randint(8, 20), minutes=rng.randint(0, 59))
        bs = sorted([m for m in mems if m["fam"] == fi and m["mode"] == "backfilled"], key=lambda m: m["ot"], reverse=True)
        for j, m in enumerate(bs):
            m["created"] = base + dt.timedelta(seconds=7 * j + rng.randint(0, 5))
    for m in mems:
        if m["mode"] == "backfilled" and m["fam"] == -1:
            m["created"] = IMPORT0 + dt.timedelta(days=rng.randint(0, 22), hours=rng.randint(8, 20), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))

    # ids assigned in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "h16-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, file_order


def truth_pairs(members):
    """members: list of (ot, value, pol, id). Earliest strictly newer differing (value, polarity)."""
    ms = sorted(members)
    out = []
    for a in ms:
        for b in ms:
            if b[0] > a[0] and (b[1], b[2]) != (a[1], a[2]):
                out.append((a[3], b[3], "negation" if a[2] != b[2] else "value"))
                break
    return out


def compute(mems):
    truth = []
    for fi in range(len(FAMILIES)):
        fam = [m for m in mems if m["fam"] == fi]
        un = [(m["ot"], m["value"], m["pol"], m["id"]) for m in fam if not m["cls"]]
        ts = [m["ot"] for m in fam]
        assert len(set(ts)) == len(ts), "family %d shares an order time" % fi
        p = truth_pairs(un)
        allp = truth_pairs([(m["ot"], m["value"], m["pol"], m["id"]) for m in fam])
        assert p == allp, "labelled member changes truth in family %d" % fi
        # order of versions in the table is the order in time
        assert [m["idx"] for m in sorted(fam, key=lambda m: m["ot"])] == sorted(m["idx"] for m in fam)
        truth.extend(p)
    for m in mems:
        assert m["ot"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if m["mode"] == "stamped":
            assert m["created"] > m["ot"]
    labelled = {m["id"] for m in mems if m["cls"]}
    for a, b, _ in truth:
        assert a not in labelled and b not in labelled
    truth.sort(key=lambda p: (p[0], p[1]))
    return truth


WORD = re.compile(r"[a-z]+")


def residual(text, vals):
    drop = set()
    for v in vals:
        drop.update(WORD.findall(v.lower()))
    return [w for w in WORD.findall(text.lower()) if w not in drop]


def stats(mems, truth):
    s = {}
    s["memories"] = len(mems)
    s["family_memories"] = sum(1 for m in mems if not m["cls"])
    s["labelled"] = sum(1 for m in mems if m["cls"])
    s["families"] = len(FAMILIES)
    s["pairs"] = len(truth)
    s["negation_pairs"] = sum(1 for p in truth if p[2] == "negation")
    s["value_pairs"] = s["pairs"] - s["negation_pairs"]
    s["classes"] = {c: sum(1 for m in mems if m["cls"] == c) for c in NEG_CLASSES}
    lens = {}
    for f in FAMILIES:
        lens[len(f["versions"])] = lens.get(len(f["versions"]), 0) + 1
    s["families_by_versions"] = dict(sorted(lens.items()))
    mb = 0
    for f in FAMILIES:
        seen, prev = [], None
        for v in f["versions"]:
            key = (v[1], v[2])
            if prev is not None and key[0] != prev[0] and key in seen:
                mb += 1
            if key not in seen:
                seen.append(key)
            prev = key
    s["moves_back"] = mb
    s["hard_intervening"] = sum(1 for f in FAMILIES for v in f["versions"] if len(v) > 3 and "H" in v[3])
    s["in_chain_confirmations"] = sum(1 for f in FAMILIES for v in f["versions"] if len(v) > 3 and "C" in v[3])
    rew = tot = 0
    for f in FAMILIES:
        vs = f["versions"]
        for a, b in zip(vs, vs[1:]):
            tot += 1
            vals = [a[1], b[1]]
            if residual(a[0], vals) != residual(b[0], vals):
                rew += 1
    s["newer_versions"] = tot
    s["reworded"] = rew
    s["modes"] = {k: sum(1 for m in mems if m["mode"] == k) for k in ("live", "stamped", "backfilled")}
    inv = 0
    for fi in range(len(FAMILIES)):
        fam = sorted([m for m in mems if m["fam"] == fi], key=lambda m: m["ot"])
        for a, b in zip(fam, fam[1:]):
            if b["created"] < a["created"]:
                inv += 1
    s["created_order_inversions"] = inv
    texts = [m["text"] for m in mems]
    s["wording"] = {
        "key_value_lines": sum(1 for t in texts if re.match(r"^[^:]{2,40}: ", t)),
        "contains_now": sum(1 for t in texts if re.search(r"\bnow\b", t, re.I)),
        "passive_by": sum(1 for t in texts if re.search(r"\b(is|are|was)( now)? (supplied|managed|led|registered|owned|bought|made)\b", t, re.I)),
        "abbreviation_RRP_SKU_MOQ_POS": sum(1 for t in texts if re.search(r"\b(RRP|SKU|MOQ|POS)\b", t)),
        "prices_in_text": sum(1 for t in texts if "£" in t or re.search(r"\d+p\b", t)),
        "mean_words": round(sum(len(t.split()) for t in texts) / len(texts), 2),
    }
    return s


def write_all(mems, file_order, truth):
    lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["mode"] != "live":
            o["observed_at"] = fmt(m["ot"])
        lines.append(json.dumps(o, ensure_ascii=False))
    files = {}
    files["memories.jsonl"] = "\n".join(lines) + "\n"
    files["truth.jsonl"] = "".join(json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) + "\n" for a, b, r in truth)
    lab = sorted([m for m in mems if m["cls"]], key=lambda m: m["id"])
    files["labels.jsonl"] = "".join(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n" for m in lab)
    for name, body in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(body)
    sha = {k: hashlib.sha256(v.encode("utf-8")).hexdigest() for k, v in files.items()}
    return sha


README = """# heldout16: blind evaluation set, shop, product and pricing records

A blind corpus of {memories} memories in the register of a small shop's product notes, a buyer's
supplier log, a store manager's channel and a market stall's notebook (prices, suppliers, stock
status, shelf locations, opening hours, shift leads, supplier reps, MOQs, promotions, packaging,
barcode owner, card terminal, returns window, flagship product, wholesale prices, delivery days,
website platform, best seller). The shop, the people and the suppliers are invented.

## How it was written

Written blind by a helper session (branch h16). The helper read only: `/work/notes/prompt-h16.md`
(the brief), `/work/notes/protocol.md`, the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt`
(ADR-0051), and the sections "Memory JSONL (input and export format)" and "Using l9 on your own
export" of `/work/main/README.md`. It read no code, tests, corpora, other testdata, results or notes
of the project, never built or ran l9, and saw no l9 output. The texts were written from
imagination, not shaped to any extractor. No SituatedQA or TimeQA data was used; nothing was fetched.

The labels (family, value, polarity, negative class) are fixed in the tables of `gen.py` before
generation; `truth.jsonl` is computed from those labels and the order times, never from the text.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time = `observed_at` if present,
else `created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose
(value, polarity) differs; reason `negation` when polarities differ, else `value`. A chain of n
versions yields n-1 pairs; a move back (A -> B -> A) pairs through the middle; a confirmation inside
a chain is never paired with what it confirms but is expired by the next change. No labelled memory
(`labels.jsonl`) takes part in any pair; `gen.py` asserts this, and asserts that adding the labelled
confirmations, elaborations and format variants of a family to that family would not change its pairs.

## Counts

- memories: {memories} ({family_memories} in {families} changing families, {labelled} labelled)
- true pairs: {pairs} ({value_pairs} value, {negation_pairs} negation)
- families by number of versions: {fbv}
- moves back: {moves_back}; hard-worded intervening versions: {hard_intervening}; confirmations inside a chain: {in_chain_confirmations}
- newer versions reworded relative to the version before them: {reworded}/{newer_versions} ({rew_pct}%)
  (reworded = the word sequence differs once the two versions' value words are removed)

Labelled classes (register: shop, product and pricing records, all of them):

| class | memories |
|---|---|
{class_rows}

## Time modes

| mode | memories | meaning |
|---|---|---|
| live | {live} | no `observed_at`; order time = `created_at` |
| stamped | {stamped} | `observed_at` = order time, `created_at` minutes later |
| backfilled | {backfilled} | `observed_at` at midnight UTC, `created_at` an import instant in November 2026, newest-first within a family |

Modes are mixed within families. Consecutive versions (in order time) of a family whose `created_at`
order is inverted: {created_order_inversions}. Two versions of one family never share an order time,
except the equal_time class (standalone pairs at one identical order time). All times are before
2026-12-01.

## Wording statistics (over all memories)

{wording}

## Files and checksums

- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}`, ids `h16-001`... assigned in a
  shuffled order, file order shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in a candidate pair.

```
{sha_memories}  memories.jsonl
{sha_truth}  truth.jsonl
{sha_labels}  labels.jsonl
```

## Regenerate

```sh
cd testdata/heldout16
python3 gen.py            # rewrites the three .jsonl files and this README (byte-identical)
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory with id, order time, mode, labels
```
"""


def main():
    mems, file_order = build()
    truth = compute(mems)
    s = stats(mems, truth)
    if "--stats" in sys.argv:
        print(json.dumps(s, indent=2))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["fam"], m["ot"], m["id"])):
            lab = m["cls"] or ("fam%02d %s v%d value=%r pol=%s%s" % (m["fam"], FAMILIES[m["fam"]]["key"], m["idx"], m["value"], m["pol"], (" flags=" + m["flags"]) if m["flags"] else ""))
            print("%s\t%s\t%-10s\t%s\t%s" % (m["id"], fmt(m["ot"]), m["mode"], lab, m["text"]))
        return
    sha = write_all(mems, file_order, truth)
    class_rows = "\n".join("| %s | %d |" % (c, s["classes"][c]) for c in NEG_CLASSES)
    wording = "\n".join("- %s: %s" % (k, v) for k, v in s["wording"].items())
    body = README.format(
        fbv=", ".join("%d versions: %d" % kv for kv in s["families_by_versions"].items()),
        rew_pct=round(100 * s["reworded"] / s["newer_versions"]), class_rows=class_rows, wording=wording,
        sha_memories=sha["memories.jsonl"], sha_truth=sha["truth.jsonl"], sha_labels=sha["labels.jsonl"],
        **{k: v for k, v in s.items() if not isinstance(v, dict)}, **s["modes"])
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(body)


if __name__ == "__main__":
    main()
