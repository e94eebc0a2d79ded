#!/usr/bin/env python3
"""R20 retail corpus generator: shop, product and pricing records.

Labels are fixed in the tables below before any text is generated; truth is
computed from (value, polarity, order time) labels only, never from text.
Deterministic: fixed seed, stdlib only. Usage: gen.py [--stats|--list]
"""
import hashlib, json, os, random, sys
from datetime import datetime, timedelta, timezone

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))

# Family versions: (value, polarity, kind, text)
# kind: '-' first version, 'r' reworded vs previous, 'h' hard-worded reworded,
#       'e' one-slot edit of previous, 'c' in-chain confirmation (same value restated)
FAMILIES = [
 ("oat milk price", [
  ("1.65", "+", "-", "Oat milk (Glenmoor 1L) priced at £1.65."),
  ("1.85", "+", "r", "Oat milk now £1.85 — Glenmoor put their trade price up."),
  ("1.75", "+", "r", "Knocked oat milk down to £1.75 to match the Co-op round the corner."),
  ("1.85", "+", "h", "Glenmoor's second increase of the year landed, so the 1L oat goes back up to £1.85."),
 ]),
 ("bread flour supplier", [
  ("harlow", "+", "-", "Strong white flour comes from Harlow & Sons, 16kg sacks."),
  ("millbrook", "+", "r", "We get the flour from Millbrook now instead of Harlow & Sons."),
  ("kestrel", "+", "h", "Millbrook can't guarantee the protein level after the wet harvest, so Kestrel Mills are covering our bread flour from this week."),
  ("millbrook", "+", "r", "Bread flour supplier: Millbrook again (Kestrel was only a stopgap)."),
 ]),
 ("saturday shift lead", [
  ("tom", "+", "-", "Saturday shift lead is Tom."),
  ("priya", "+", "r", "Saturday shift lead: Priya (was Tom)"),
  ("deshawn", "+", "r", "Deshawn is running Saturdays as shift lead from this weekend."),
  ("priya", "+", "r", "Priya's back leading the Saturday shift now Deshawn has gone over to Ashby."),
 ]),
 ("online returns window", [
  ("30d", "+", "-", "Returns window: 30 days from delivery."),
  ("14d", "+", "r", "Returns window cut to 14 days."),
  ("21d", "+", "r", "After the complaints we've settled on 21 days for returns."),
  ("28d", "+", "r", "Customers now get 28 days to send things back."),
 ]),
 ("stall card terminal provider", [
  ("clinkpay", "+", "-", "Card reader on the stall is a Clinkpay."),
  ("tapwise", "+", "r", "Switched the card machine over to Tapwise — lower fees on small transactions."),
  ("orbit", "+", "r", "Card payments go through Orbit POS as of the new contract."),
  ("pennant", "+", "r", "Payment terminal provider: Pennant Pay"),
 ]),
 ("ashby store manager", [
  ("marguerite", "+", "-", "Store manager at Ashby: Marguerite Osei."),
  ("callum", "+", "h", "Marguerite's off on secondment to head office, so Callum Reyes has the keys and the rota at Ashby from Monday."),
  ("marguerite", "+", "r", "Marguerite is back running Ashby."),
  ("jo", "+", "r", "Ashby has a new manager, Jo Halloran, after Marguerite retired."),
 ]),
 # 3-version families
 ("sourdough loaf listed", [
  ("sourdough", "+", "-", "Started baking a sourdough loaf for the counter."),
  ("sourdough", "-", "r", "Sourdough discontinued — not enough sales to justify the overnight proof."),
  ("sourdough", "+", "r", "Sourdough's back by popular demand, Tues–Sat."),
 ]),
 ("hedgerow kombucha listed", [
  ("kombucha", "+", "-", "Now stocking Hedgerow ginger kombucha."),
  ("kombucha", "-", "r", "Hedgerow kombucha no longer stocked."),
  ("kombucha", "+", "r", "Relisted the Hedgerow kombucha after their rep came by with a better deal."),
 ]),
 ("egg supplier", [
  ("bramblecote", "+", "-", "Eggs from Bramblecote Farm, free range, collected Fridays."),
  ("bramblecote", "-", "r", "Dropped Bramblecote as our egg supplier after three late deliveries."),
  ("hollin", "+", "r", "Eggs are now supplied by Hollin Farm."),
 ]),
 ("sunday opening", [
  ("sunday", "+", "-", "Open Sundays from now on, 10 till 4."),
  ("sunday", "-", "h", "Sundays were costing more in wages than we took, so that's the end of Sunday trading for us."),
  ("sunday", "+", "r", "Sundays are back on the rota, doors open again from 4 May."),
 ]),
 ("candle best seller", [
  ("figcedar", "+", "-", "Top seller right now is the Fig & Cedar."),
  ("seasalt", "+", "r", "Sea Salt & Sage has overtaken Fig & Cedar as our best seller."),
  ("amber", "+", "r", "Best seller of the month: Amber Night"),
 ]),
 ("dovecote moq", [
  ("24", "+", "-", "Dovecote Teas MOQ: 24 units"),
  ("36", "+", "r", "Dovecote raised their minimum order to 36 units."),
  ("48", "+", "e", "Dovecote raised their minimum order to 48 units."),
 ]),
 ("fenwick delivery day", [
  ("tue", "+", "-", "Greengrocer delivery (Fenwick Produce) comes Tuesdays."),
  ("wed", "+", "r", "Fenwick moved our drop to Wednesday mornings."),
  ("wed", "+", "c", "Fenwick still coming Wednesdays, driver says no change planned."),
  ("thu", "+", "r", "Fenwick Produce delivery day: Thursday"),
 ]),
 ("website platform", [
  ("shopcraft", "+", "-", "Shop site runs on Shopcraft."),
  ("vendr", "+", "r", "Migrated the website to Vendr over the weekend."),
  ("shopcraft", "+", "r", "We're back on Shopcraft — Vendr's checkout kept timing out."),
 ]),
 ("gf pasta aisle", [
  ("3", "+", "-", "Gluten-free pasta is in aisle 3."),
  ("5", "+", "r", "GF pasta moved over to aisle 5 with the rest of the free-from range."),
  ("6", "+", "e", "Gluten-free pasta is in aisle 6."),
 ]),
 ("marmalade promo end", [
  ("0831", "+", "-", "Marmalade promo (3 for £10) runs until 31 August."),
  ("0914", "+", "r", "Extended the marmalade promotion to 14 September."),
  ("0921", "+", "r", "Marmalade 3 for £10 now finishes on 21 September."),
 ]),
 ("bean packaging", [
  ("kraft", "+", "-", "Beans go out in kraft paper bags with a one-way valve."),
  ("pouch", "+", "r", "Switched to compostable pouches for the beans."),
  ("tin", "+", "r", "Bean packaging: recyclable tins"),
 ]),
 ("dovecote rep", [
  ("harriet", "+", "-", "Our rep at Dovecote Teas is Harriet Quist."),
  ("samir", "+", "r", "New Dovecote rep: Samir Lund (Harriet moved to the north region)."),
  ("olwen", "+", "e", "New Dovecote rep: Olwen Pryce."),
 ]),
 ("200g tin wholesale price", [
  ("7.50", "+", "-", "Wholesale price on the 200g tin candle: £7.50."),
  ("8.10", "+", "r", "Trade price for the 200g tin goes up to £8.10 from 1 Feb."),
  ("8.40", "+", "e", "Wholesale price on the 200g tin candle: £8.40."),
 ]),
 ("chutney barcode owner", [
  ("tollgate", "+", "-", "Barcodes on the chutney range are owned by Tollgate Preserves (the co-packer)."),
  ("picklelane", "+", "r", "Chutney barcodes transferred to us — the GS1 prefix is now in Pickle Lane Ltd's name."),
  ("brinkfold", "+", "r", "The chutney EANs belong to Brinkfold Foods now that they've bought the brand off us."),
 ]),
 ("weekday opening hours", [
  ("8-18", "+", "-", "Weekday hours: 8am–6pm."),
  ("730-18", "+", "r", "Weekdays we now open at 7:30 and still shut at 6."),
  ("730-19", "+", "r", "Weekday hours changed to 7:30am–7pm."),
 ]),
 ("free delivery threshold", [
  ("40", "+", "-", "Free UK delivery on orders over £40."),
  ("40", "-", "r", "Free delivery scrapped; flat £3.95 shipping on everything."),
  ("50", "+", "r", "Free delivery is back, over £50 this time."),
 ]),
 ("heathbank honey rrp", [
  ("6.99", "+", "-", "RRP on the 340g Heathbank honey is £6.99."),
  ("7.49", "+", "r", "Heathbank honey RRP up to £7.49."),
  ("7.99", "+", "e", "Heathbank honey RRP up to £7.99."),
 ]),
 ("pickle lane deputy manager", [
  ("ines", "+", "-", "Deputy manager at Pickle Lane: Ines."),
  ("femi", "+", "r", "Femi stepped up as deputy manager when Ines left."),
  ("bea", "+", "r", "Deputy manager is Bea Kowalski."),
 ]),
 ("lavender tin stock", [
  ("instock", "+", "-", "Lavender 200g tin: in stock."),
  ("backorder", "+", "h", "The new wax batch is stuck at the port, so lavender tins are pre-order only until it clears."),
  ("instock", "+", "r", "Lavender tins back in stock."),
 ]),
 ("tea supplier", [
  ("dovecote", "+", "-", "Loose-leaf tea from Dovecote Teas."),
  ("dovecote", "+", "c", "Loose-leaf still from Dovecote, renewed the account for another year."),
  ("amberlight", "+", "e", "Loose-leaf tea from Amberlight Tea Co."),
 ]),
 # 2-version families
 ("click and collect", [
  ("cc", "+", "-", "Click & collect available on the website."),
  ("cc", "-", "r", "No longer offering click & collect — not enough room behind the till."),
 ]),
 ("tollgate jam 3for2", [
  ("promo", "+", "-", "3 for 2 on all Tollgate jams this month."),
  ("promo", "-", "r", "The Tollgate jam 3-for-2 has ended."),
 ]),
 ("gift wrapping", [
  ("wrap", "+", "-", "Gift wrapping offered at checkout."),
  ("wrap", "-", "r", "Stopped doing gift wrapping for online orders."),
 ]),
 ("almond croissant price", [
  ("2.80", "+", "-", "Almond croissant £2.80"),
  ("3.10", "+", "e", "Almond croissant £3.10"),
 ]),
 ("250g house blend price", [
  ("8.50", "+", "-", "250g house blend: £8.50"),
  ("9.00", "+", "e", "250g house blend: £9.00"),
 ]),
 ("cheddar supplier", [
  ("ellerby", "+", "-", "Cheddar from Ellerby Dairy."),
  ("mosshollow", "+", "e", "Cheddar from Moss Hollow Creamery."),
 ]),
 ("tinned tomato shelf", [
  ("b4", "+", "-", "Tinned tomatoes on shelf B4."),
  ("c2", "+", "e", "Tinned tomatoes on shelf C2."),
 ]),
 ("sunday shift lead", [
  ("marcus", "+", "-", "Sunday lead: Marcus"),
  ("aoife", "+", "e", "Sunday lead: Aoife"),
 ]),
 ("pickle lane store manager", [
  ("gideon", "+", "-", "Store manager: Gideon Park."),
  ("hana", "+", "e", "Store manager: Hana Sato."),
 ]),
 ("soap packaging", [
  ("glassine", "+", "-", "Soap bars wrapped in glassine."),
  ("sleeve", "+", "e", "Soap bars wrapped in printed card sleeves."),
 ]),
 ("pickle lane pos", [
  ("tillwright", "+", "-", "POS: Tillwright on the old iPad."),
  ("kasso", "+", "r", "Moved the till system to Kasso, new terminals ordered this week."),
 ]),
 ("bread roll supplier", [
  ("cobblark", "+", "-", "Rolls come from Cobb & Lark bakery."),
  ("wheatsheaf", "+", "e", "Rolls come from Wheatsheaf Bakehouse."),
 ]),
 ("milk delivery day", [
  ("mon", "+", "-", "Milk delivery is on Mondays."),
  ("tue", "+", "e", "Milk delivery is on Tuesdays."),
 ]),
 ("fernhollow flagship", [
  ("3wick", "+", "-", "Flagship product: the Fernhollow 3-wick."),
  ("ember", "+", "r", "Our flagship is now the Ember travel tin — it outsells the 3-wick four to one."),
 ]),
 ("1kg blend wholesale", [
  ("21", "+", "-", "Wholesale 1kg house blend to cafés: £21."),
  ("23.50", "+", "r", "Trade price on the 1kg house blend is now £23.50."),
 ]),
 ("saturday hours", [
  ("9-17", "+", "-", "Saturday hours 9–5."),
  ("9-18", "+", "r", "Saturdays we stay open till 6 now."),
 ]),
 ("fenwick moq", [
  ("150", "+", "-", "Fenwick minimum order £150."),
  ("200", "+", "r", "Fenwick's minimum order has gone up to £200."),
 ]),
 ("walnut oil stock", [
  ("out", "+", "-", "Walnut oil (Tresco Grove) out of stock."),
  ("instock", "+", "r", "Walnut oil back on the shelf."),
 ]),
 ("market pitch", [
  ("14", "+", "-", "Our pitch at the Corn Exchange market is no. 14."),
  ("22", "+", "e", "Our pitch at the Corn Exchange market is no. 22."),
 ]),
 ("card surcharge", [
  ("20p", "+", "-", "Card payments under £5 carry a 20p surcharge."),
  ("30p", "+", "e", "Card payments under £5 carry a 30p surcharge."),
 ]),
 ("online courier", [
  ("parcelwing", "+", "-", "Orders ship with Parcelwing."),
  ("fleetpost", "+", "r", "We've moved our shipping over to Fleetpost."),
 ]),
 ("dispatch cutoff", [
  ("14", "+", "-", "Order by 2pm for same-day dispatch."),
  ("12", "+", "r", "Same-day dispatch cutoff moved to 12 noon."),
 ]),
 ("3-wick price", [
  ("28", "+", "-", "3-wick candle: £28"),
  ("32", "+", "e", "3-wick candle: £32"),
 ]),
 ("head baker", [
  ("olu", "+", "-", "Head baker: Olu."),
  ("renata", "+", "e", "Head baker: Renata."),
 ]),
 ("wax supplier", [
  ("northgate", "+", "-", "Wax comes from Northgate Waxworks."),
  ("pellow", "+", "e", "Wax comes from Pellow Chandlers."),
 ]),
 ("whole milk price", [
  ("1.45", "+", "-", "Whole milk 2 pint: £1.45"),
  ("1.55", "+", "e", "Whole milk 2 pint: £1.55"),
 ]),
 ("loyalty card", [
  ("10th", "+", "-", "Loyalty card: 10th coffee free."),
  ("8th", "+", "r", "Loyalty stamp card now gives the 8th coffee free."),
 ]),
 ("marlow gifts shelf", [
  ("topshelf", "+", "-", "Our candles sit on the top shelf by the till at Marlow Gifts."),
  ("window", "+", "r", "Marlow Gifts moved our candles into the window display."),
 ]),
 ("meal deal price", [
  ("4.50", "+", "-", "Meal deal £4.50"),
  ("4.95", "+", "e", "Meal deal £4.95"),
 ]),
 ("label printer", [
  ("inkhaven", "+", "-", "Labels printed by Inkhaven."),
  ("stackprint", "+", "e", "Labels printed by Stackprint."),
 ]),
 ("cleaning contract", [
  ("brightnest", "+", "-", "Cleaning contract is with BrightNest."),
  ("sparrow", "+", "e", "Cleaning contract is with Sparrow Facilities."),
 ]),
 ("corn exchange stall fee", [
  ("35", "+", "-", "Stall fee at the Corn Exchange: £35 a day."),
  ("40", "+", "r", "Market raised the stall fee to £40 a day."),
 ]),
 ("cafe opening time", [
  ("730", "+", "-", "Café opens at 7:30."),
  ("800", "+", "e", "Café opens at 8."),
 ]),
 ("sea salt sage online price", [
  ("22", "+", "-", "Online price for Sea Salt & Sage: £22."),
  ("24", "+", "r", "Sea Salt & Sage now £24 on the website."),
 ]),
 ("small hamper price", [
  ("35", "+", "-", "Small hamper: £35."),
  ("39", "+", "r", "Small hamper price set at £39 this season."),
 ]),
 ("bakery markdown time", [
  ("16", "+", "-", "Bakery markdown at 4pm, 50% off."),
  ("15", "+", "r", "Bakery markdown now starts an hour earlier, at 3pm."),
 ]),
 ("takeaway cup supplier", [
  ("greenleaf", "+", "-", "Takeaway cups from Greenleaf Packaging."),
  ("curlew", "+", "e", "Takeaway cups from Curlew Supplies."),
 ]),
 ("market day", [
  ("sat", "+", "-", "Market day for the Odd Bean stall: Saturday."),
  ("fri", "+", "r", "We've moved the stall to Fridays."),
 ]),
 ("half dozen egg price", [
  ("3.20", "+", "-", "Eggs: £3.20 a half dozen."),
  ("3.40", "+", "e", "Eggs: £3.40 a half dozen."),
 ]),
 ("dovecote delivery day", [
  ("thu", "+", "-", "Dovecote delivers Thursdays."),
  ("fri", "+", "e", "Dovecote delivers Fridays."),
 ]),
 ("accountant", [
  ("pryor", "+", "-", "Accountant: Pryor & Webb."),
  ("lantern", "+", "e", "Accountant: Lantern Accounts."),
 ]),
 ("shop insurer", [
  ("harbourline", "+", "-", "Shop insurance is with Harbourline."),
  ("quillsure", "+", "r", "Renewed the shop insurance with Quillsure instead of Harbourline."),
 ]),
 ("bin collection day", [
  ("wed", "+", "-", "Bin collection: Wednesday."),
  ("fri", "+", "e", "Bin collection: Friday."),
 ]),
]

# Labelled memories attached to the tail of a family: same value and polarity as
# the family's last version, strictly later. (family, class, text)
TAILS = [
 ("gf pasta aisle", "format_variant", "GF pasta: aisle six."),
 ("dovecote moq", "format_variant", "Dovecote minimum order = 4 dozen."),
 ("weekday opening hours", "format_variant", "Mon–Fri: 07:30–19:00"),
 ("marmalade promo end", "format_variant", "Marmalade promo end date 21/09."),
 ("fenwick delivery day", "format_variant", "Fenwick drop day — Thu."),
 ("1kg blend wholesale", "format_variant", "1kg house blend trade: 23.50 GBP"),
 ("fenwick moq", "format_variant", "Fenwick min order two hundred quid."),
 ("dispatch cutoff", "format_variant", "Same-day dispatch cutoff: 12:00."),
 ("corn exchange stall fee", "format_variant", "Stall fee £40/day"),
 ("meal deal price", "format_variant", "Meal deal: GBP 4.95"),
 ("online returns window", "format_variant", "Returns window is four weeks."),
 ("3-wick price", "format_variant", "Three wick: thirty-two pounds."),
 ("bread flour supplier", "elaboration", "Flour from Millbrook is their organic strong white, 25kg sacks ordered fortnightly through the Leicester depot."),
 ("ashby store manager", "elaboration", "Jo Halloran, Ashby's manager, came to us after twelve years at a garden centre chain."),
 ("website platform", "elaboration", "The site's on Shopcraft's Growth plan with the Aster theme and their built-in reviews app."),
 ("bean packaging", "elaboration", "Beans ship in recyclable tins — 250g, matte black, logo embossed on the lid."),
 ("dovecote rep", "elaboration", "Olwen Pryce (Dovecote rep) covers the whole Midlands patch, best reached on her mobile after 10."),
 ("pickle lane deputy manager", "elaboration", "Bea Kowalski, deputy manager, does the rotas and the Friday banking run."),
 ("cheddar supplier", "elaboration", "Cheddar from Moss Hollow Creamery is their 18-month vintage, cut to order in 2.5kg blocks."),
 ("online courier", "elaboration", "Fleetpost collect from the unit at 4pm daily and give us tracked 48h as standard."),
 ("wax supplier", "elaboration", "Pellow Chandlers soy wax: container blend C-4, 20kg cases, delivered monthly."),
 ("takeaway cup supplier", "elaboration", "Curlew Supplies cups: 8oz and 12oz double-wall with a plant-based lining."),
 ("oat milk price", "confirmation", "Oat milk still £1.85."),
 ("stall card terminal provider", "confirmation", "Checked the contract: card terminal still with Pennant Pay."),
 ("candle best seller", "confirmation", "Amber Night is our top seller again this month, as usual."),
 ("heathbank honey rrp", "confirmation", "Confirmed with Heathbank, RRP stays at £7.99."),
 ("lavender tin stock", "confirmation", "Lavender tins still in stock, plenty on the shelf."),
 ("pickle lane store manager", "confirmation", "Hana Sato remains store manager after the review."),
 ("tea supplier", "confirmation", "Still buying our loose-leaf from Amberlight Tea Co."),
 ("dovecote delivery day", "confirmation", "Dovecote came on Friday as usual."),
 ("sunday shift lead", "confirmation", "Aoife is still leading Sundays."),
 ("head baker", "confirmation", "Renata confirmed as head baker for next year."),
]

# Standalone labelled memories. Each (class, fact key, text); memories sharing a
# fact key form one fact (static and equal_time pairs), all others are alone.
STANDALONE = [
 ("different_subject", "ds1", "Almond milk now £1.95."),
 ("different_subject", "ds2", "Rye flour comes from Harlow & Sons."),
 ("different_subject", "ds3", "Exchange window on sale items: 7 days."),
 ("different_subject", "ds4", "Wholesale price on the 100g travel tin: £4.20."),
 ("different_subject", "ds5", "Coconut yoghurt is in aisle 5."),
 ("different_subject", "ds6", "Our rep at Fenwick Produce is Harriet Quist."),
 ("different_subject", "ds7", "Curlew Supplies MOQ: 24 units"),
 ("different_subject", "ds8", "Bread delivery from Wheatsheaf comes Wednesdays."),
 ("different_subject", "ds9", "Chocolate bars now come in compostable wrappers."),
 ("different_subject", "ds10", "Gluten-free bread is in aisle 3."),
 ("static", "st1", "Pickle Lane Grocer opened in 2011."),
 ("static", "st1", "The shop first opened its doors in 2011."),
 ("static", "st2", "Fernhollow Candles was founded by Ana Whitlow."),
 ("static", "st2", "Ana Whitlow started Fernhollow Candles."),
 ("static", "st3", "The unit is leased from Corrigan Estates."),
 ("static", "st3", "Corrigan Estates own the building we rent."),
 ("static", "st4", "Tollgate Preserves is based in Hexham."),
 ("static", "st4", "Tollgate Preserves operate out of Hexham."),
 ("static", "st5", "Ashby branch sits on Mill Road."),
 ("static", "st5", "The Ashby shop is located on Mill Road."),
 ("membership", "mb1", "Priya is a keyholder."),
 ("membership", "mb2", "Priya is also first-aider for the Saturday team."),
 ("membership", "mb3", "We're members of the Guild of Fine Food."),
 ("membership", "mb4", "Pickle Lane is part of the Ashby Independent Traders association."),
 ("membership", "mb5", "Ana sits on the Corn Exchange market committee."),
 ("membership", "mb6", "Femi is one of our fire wardens."),
 ("membership", "mb7", "Hana joined the town centre BID board."),
 ("membership", "mb8", "Odd Bean is a member of the Specialty Coffee Association."),
 ("membership", "mb9", "Tom is on the health and safety team."),
 ("membership", "mb10", "Deshawn is also a keyholder for Ashby."),
 ("multi_valued", "mv1", "Sea Salt & Sage comes in the 200g tin."),
 ("multi_valued", "mv2", "Sea Salt & Sage also available as a 100g travel tin."),
 ("multi_valued", "mv3", "Another size for Sea Salt & Sage: the 3-wick bowl."),
 ("multi_valued", "mv4", "Odd Bean stocks the Kenyan single origin."),
 ("multi_valued", "mv5", "We've got a Colombian decaf on the stall too."),
 ("multi_valued", "mv6", "Another bean on the board: Ethiopian Guji."),
 ("multi_valued", "mv7", "Kai's on the Saturday morning shift."),
 ("multi_valued", "mv8", "Lena is on Saturday morning too."),
 ("multi_valued", "mv9", "Also rostered Saturday morning: Bilal."),
 ("multi_valued", "mv10", "Tea towels come in sage green."),
 ("multi_valued", "mv11", "Tea towels also in mustard."),
 ("multi_valued", "mv12", "Terracotta tea towels as well."),
 ("scope_disjoint", "sd1", "Online customer service hours: 9am–5pm."),
 ("scope_disjoint", "sd2", "Bank holiday hours: 10am–3pm."),
 ("scope_disjoint", "sd3", "In-store price for Sea Salt & Sage: £20."),
 ("scope_disjoint", "sd4", "Harbour Street branch opens at 8am."),
 ("scope_disjoint", "sd5", "Ashby branch opens at 9am."),
 ("scope_disjoint", "sd6", "Winter range: spiced orange and clove candles."),
 ("scope_disjoint", "sd7", "Summer range: fig leaf and lime candles."),
 ("scope_disjoint", "sd8", "Delivery charge inside the ring road: £2.50."),
 ("scope_disjoint", "sd9", "Delivery charge outside the ring road: £4.50."),
 ("scope_disjoint", "sd10", "Harbour Street store manager: Lucía Brand."),
 ("scope_disjoint", "sd11", "For EU orders the returns window is 14 days."),
 ("scope_disjoint", "sd12", "Online price for the 250g house blend: £9.50."),
 ("equal_time", "eq1", "Lemon curd (Tollgate) £3.50"),
 ("equal_time", "eq1", "Lemon curd (Tollgate) £3.75"),
 ("equal_time", "eq2", "Till float: £100"),
 ("equal_time", "eq2", "Till float: £150"),
 ("equal_time", "eq3", "Christmas Eve closing time: 2pm"),
 ("equal_time", "eq3", "Christmas Eve closing time: 3pm"),
 ("equal_time", "eq4", "Parcelwing account rep: Dean Holt"),
 ("equal_time", "eq4", "Parcelwing account rep: Mina Shah"),
 ("equal_time", "eq5", "Chilli jam shelf: C1"),
 ("equal_time", "eq5", "Chilli jam shelf: D3"),
 ("unrelated", "u1", "Oat milk cartons go in the blue recycling bin."),
 ("unrelated", "u2", "Millbrook sent a Christmas card and a bag of spelt to try."),
 ("unrelated", "u3", "Priya's birthday is 14 March, get a cake from the counter."),
 ("unrelated", "u4", "The card terminal needs charging overnight."),
 ("unrelated", "u5", "Dovecote Teas invoices arrive on the 1st of the month."),
 ("unrelated", "u6", "Fix the leaky tap in the back kitchen."),
 ("unrelated", "u7", "Customer asked whether we could source damson gin."),
 ("unrelated", "u8", "Window cleaner comes every other Friday."),
 ("unrelated", "u9", "Ordered new price gun labels."),
 ("unrelated", "u10", "Had a food hygiene inspection, got a 5."),
 ("unrelated", "u11", "Lost a box of tea lights in the storeroom leak."),
 ("unrelated", "u12", "Ana wants to try a pumpkin spice candle for autumn."),
 ("unrelated", "u13", "Remember to set the chiller alarm before locking up."),
 ("unrelated", "u14", "The sourdough starter is called Doris."),
 ("unrelated", "u15", "The kombucha fridge door sticks, lift it while pulling."),
 ("unrelated", "u16", "Catalogue photo shoot booked with Ines' cousin."),
 ("unrelated", "u17", "Gideon left his umbrella in the office."),
 ("unrelated", "u18", "Customers love the hexagonal Heathbank jars."),
 ("unrelated", "u19", "Stock take is done the last Sunday of each quarter."),
 ("unrelated", "u20", "Big order from the Ashby WI for their fete: 40 jars of jam."),
 ("unrelated", "u21", "Market was rained off, packed up at noon."),
 ("unrelated", "u22", "Need more 8oz lids."),
 ("unrelated", "u23", "Fenwick's van has a new livery, green and cream."),
 ("unrelated", "u24", "Someone left a five-star review mentioning the Fig & Cedar candle."),
 ("unrelated", "u25", "Tom is learning to use the coffee machine."),
 ("unrelated", "u26", "Callum recommends the Hexham farmers' market for scouting suppliers."),
 ("unrelated", "u27", "The GF pasta sells out fast after the school run."),
 ("unrelated", "u28", "Returns from the summer sale were mostly damaged in transit."),
 ("unrelated", "u29", "The stall gazebo needs a new leg."),
 ("unrelated", "u30", "Keep the chilli jam sample jar in the fridge once opened."),
 ("unrelated", "u31", "Hollin Farm do a lovely duck egg, might be worth a trial."),
 ("unrelated", "u32", "Olu sent a postcard from Lagos."),
 ("unrelated", "u33", "Shopcraft emailed about a price rise on their plans next year."),
]

UTC = timezone.utc
MODES = [("live", 27), ("stamped", 55), ("backfilled", 18)]


def pick_mode(rng):
    x = rng.random() * 100
    acc = 0
    for m, w in MODES:
        acc += w
        if x < acc:
            return m
    return MODES[-1][0]


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def order_time(rng, day, mode):
    if mode == "backfilled":
        return day
    return day + timedelta(seconds=rng.randrange(7 * 3600, 21 * 3600))


def build():
    rng = random.Random(SEED)
    mems = []   # dict: key, fam, idx, cls, value, pol, kind, text, mode, t
    facts = {}  # fact key -> list of mem indices
    fam_names = [f[0] for f in FAMILIES]
    assert len(set(fam_names)) == len(fam_names)
    tails = {}
    for fam, cls, text in TAILS:
        tails.setdefault(fam, []).append((cls, text))
    for fam, versions in FAMILIES:
        day = datetime(2023, 1, 2, tzinfo=UTC) + timedelta(days=rng.randrange(0, 540))
        entries = [(v, p, k, t, None) for v, p, k, t in versions]
        last = versions[-1]
        for cls, text in tails.get(fam, []):
            assert last[1] == "+", fam
            entries.append((last[0], last[1], "tail", text, cls))
        for i, (v, p, k, t, cls) in enumerate(entries):
            if i > 0:
                day += timedelta(days=rng.randrange(20, 121))
            mode = pick_mode(rng)
            mems.append(dict(fam=fam, idx=i, cls=cls, value=v, pol=p, kind=k,
                             text=t, mode=mode, t=order_time(rng, day, mode)))
            facts.setdefault(fam, []).append(len(mems) - 1)
    for fam in tails:
        assert fam in fam_names, fam
    shared_day = {}
    for cls, key, text in STANDALONE:
        if cls == "equal_time":
            if key not in shared_day:
                day = datetime(2023, 3, 1, tzinfo=UTC) + timedelta(days=rng.randrange(0, 1300))
                mode = "backfilled" if rng.random() < 0.4 else "stamped"
                shared_day[key] = (mode, order_time(rng, day, mode))
            mode, t = shared_day[key]
        else:
            day = datetime(2023, 1, 2, tzinfo=UTC) + timedelta(days=rng.randrange(0, 1400))
            mode = pick_mode(rng)
            t = order_time(rng, day, mode)
        mems.append(dict(fam=key, idx=len(facts.get(key, [])), cls=cls, value=text, pol="+",
                         kind="standalone", text=text, mode=mode, t=t))
        facts.setdefault(key, []).append(len(mems) - 1)
    # created_at per mode
    for key in sorted(facts):
        idxs = facts[key]
        bf = sorted([i for i in idxs if mems[i]["mode"] == "backfilled"],
                    key=lambda i: mems[i]["t"], reverse=True)
        base = datetime(2026, 11, 2, 9, tzinfo=UTC) + timedelta(minutes=rng.randrange(0, 26 * 24 * 60))
        for n, i in enumerate(bf):  # newest first
            mems[i]["created"] = base + timedelta(seconds=7 * n + rng.randrange(1, 5))
        for i in idxs:
            m = mems[i]
            if m["mode"] == "stamped":
                m["created"] = m["t"] + timedelta(minutes=rng.randrange(1, 46), seconds=rng.randrange(0, 60))
            elif m["mode"] == "live":
                m["created"] = m["t"]
    limit = datetime(2026, 12, 1, tzinfo=UTC)
    for m in mems:
        assert m["t"] < limit and m["created"] < limit, m
    # ids: shuffled assignment
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "a%03d" % (n + 1)
    # truth from labels only
    truth = []
    for key in fam_names:
        idxs = sorted(facts[key], key=lambda i: mems[i]["t"])
        ts = [mems[i]["t"] for i in idxs]
        assert len(set(ts)) == len(ts), key
        for a, i in enumerate(idxs):
            for j in idxs[a + 1:]:
                if mems[j]["t"] > mems[i]["t"] and (mems[j]["value"], mems[j]["pol"]) != (mems[i]["value"], mems[i]["pol"]):
                    reason = "negation" if mems[j]["pol"] != mems[i]["pol"] else "value"
                    truth.append((mems[i], mems[j], reason))
                    break
    for key in sorted(facts):
        if key in fam_names:
            continue
        idxs = facts[key]
        for a in idxs:
            for b in idxs:
                assert a == b or mems[a]["t"] == mems[b]["t"] or mems[a]["cls"] != "equal_time"
    paired = set()
    for e, r, _ in truth:
        paired.add(e["id"]); paired.add(r["id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in paired, m
    return mems, truth, facts


def dump(path, rows):
    data = "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)
    with open(path, "w", encoding="utf-8") as f:
        f.write(data)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()


def stats(mems, truth, facts):
    fam_names = [f[0] for f in FAMILIES]
    s = {}
    s["memories"] = len(mems)
    s["families"] = len(fam_names)
    vc = {}
    for fam, vs in FAMILIES:
        n = len([v for v in vs if v[2] != "c"])
        vc[n] = vc.get(n, 0) + 1
    s["families_by_versions"] = dict(sorted(vc.items()))
    s["pairs"] = len(truth)
    s["pairs_value"] = sum(1 for t in truth if t[2] == "value")
    s["pairs_negation"] = sum(1 for t in truth if t[2] == "negation")
    s["reaffirmation_pairs"] = sum(1 for e, r, why in truth if why == "negation" and r["pol"] == "+")
    mb = 0
    for fam, vs in FAMILIES:
        vals = [v[0] for v in vs]
        for a in range(len(vals)):
            for b in range(a + 2, len(vals)):
                if vals[a] == vals[b] and len(set(vals[a:b + 1])) > 1:
                    mb += 1
    s["moves_back"] = mb
    s["hard_worded"] = sum(1 for f in FAMILIES for v in f[1] if v[2] == "h")
    s["in_chain_confirmations"] = sum(1 for f in FAMILIES for v in f[1] if v[2] == "c")
    r = sum(1 for f in FAMILIES for v in f[1] if v[2] in "rh")
    e = sum(1 for f in FAMILIES for v in f[1] if v[2] == "e")
    s["newer_versions_reworded"] = r
    s["newer_versions_one_slot_edit"] = e
    s["reworded_share"] = round(r / (r + e), 3)
    cls = {}
    for m in mems:
        c = m["cls"] or "family_version"
        cls[c] = cls.get(c, 0) + 1
    s["by_class"] = dict(sorted(cls.items()))
    s["labelled"] = sum(1 for m in mems if m["cls"])
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    s["time_modes"] = dict(sorted(md.items()))
    words = [len(m["text"].split()) for m in mems]
    s["words_min"] = min(words)
    s["words_max"] = max(words)
    s["words_mean"] = round(sum(words) / len(words), 2)
    s["chars_mean"] = round(sum(len(m["text"]) for m in mems) / len(mems), 1)
    s["with_currency_sign"] = sum(1 for m in mems if "£" in m["text"])
    s["lines_with_colon"] = sum(1 for m in mems if ": " in m["text"])
    inv = 0
    for key in fam_names:
        idxs = sorted(facts[key], key=lambda i: mems[i]["t"])
        for a in range(len(idxs)):
            for b in range(a + 1, len(idxs)):
                if mems[idxs[a]]["created"] > mems[idxs[b]]["created"]:
                    inv += 1
    s["created_at_inversions_in_families"] = inv
    return s


README_HEAD = """# R20 — shop, product and pricing records (blind gate corpus)

Registered gate corpus R20. Register: what a small shop's or online store's product notes, a buyer's
supplier log, a store manager's channel or a market stall's notebook say — prices, suppliers, stock status,
aisles and shelves, opening hours, managers and shift leads, supplier reps, MOQs, promotion end dates,
packaging, barcode owners, card terminals, returns windows, flagship and best-selling products, wholesale
prices, delivery days, website platforms. Invented shops (Pickle Lane Grocer with its Ashby branch,
Fernhollow Candles online, the Odd Bean coffee stall) and invented suppliers and people throughout.
It is to be frozen by sha256 in a pre-registration and scored only as a whole.

## How it was written

Blind. The writer (a helper session) read exactly: /work/notes/prompt-r20.md (the brief),
/work/notes/protocol.md, the design seed /work/shared/seeds/001_91fa343d1a6e0c19.txt (ADR-0051), and the
sections "Memory JSONL (input and export format)" and "Using l9 on your own export" of /work/main/README.md.
Nothing else of the project was read: no svo/, corpus/, detector/, doc/, gates/, arms/, tests, other
testdata, results/ or prereg/; l9 was not built or run on this set and no l9 output was seen; the repository
was not grepped for vocabulary. No SituatedQA or TimeQA data was used; nothing was fetched. Texts were
written by hand from imagination in the way such notes are written (price lines, "now ... instead of ...",
key: value lines, status updates, passives, abbreviations RRP/SKU/MOQ/POS/GF/EAN, plain one-slot edits).

All labels (family, value, polarity, edit kind, negative class) are fixed in tables in gen.py before any
time is drawn; truth is computed from those labels and the drawn order times, never from text.

## Truth rule

A family is one fact (one subject, one attribute, one scope). Order time is observed_at if present, else
created_at. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs; reason "negation" when polarities differ (discontinued, no longer stocked, promotion
ended, supplier dropped, and the re-affirmations: relisted, back on, returns), else "value". A chain of n
versions gives n-1 pairs; a move back (A -> B -> A) pairs through the middle; an in-chain confirmation is
not paired with what it confirms but is expired by the next change. Labelled memories (labels.jsonl) never
take part in any pair; gen.py asserts this. Format variants, elaborations and confirmations are written as
later restatements of a family's current (final) value, so they are never expired.

## Time modes

Per memory, drawn with weights 27 / 55 / 18: live (no observed_at; order time = created_at), stamped
(observed_at = order time, created_at 1-45 minutes later), backfilled (observed_at at midnight UTC;
created_at an import instant in November 2026, assigned newest-first within a fact, so created_at order can
invert order time). Versions of one family are 20-120 days apart, so they never share an order time; the
equal_time class is five facts with two values each at one identical order time. All times are before
2026-12-01.

## Files

- memories.jsonl — `{"id","content","created_at"[,"observed_at"]}`; ids a001... assigned in a shuffled
  order, file order shuffled again.
- truth.jsonl — `{"expired_id","replacement_id","reason"}`.
- labels.jsonl — `{"id","class"}` for every memory that must never appear in a candidate pair.
- gen.py — the generator; `python3 gen.py` rewrites all four files (byte-identical on every run),
  `--stats` prints counts, `--list` prints every memory with id, order time, mode and labels.
"""


def main():
    mems, truth, facts = build()
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["fam"], m["t"], m["id"])):
            print("%s\t%s\t%-10s\t%-28s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], rfc(m["t"]), m["mode"], m["fam"], m["value"], m["pol"], m["kind"],
                m["cls"] or "-", m["text"]))
        return
    s = stats(mems, truth, facts)
    if "--stats" in sys.argv:
        print(json.dumps(s, indent=1, ensure_ascii=False))
        return
    rng = random.Random(SEED + 1)
    rows = list(mems)
    rng.shuffle(rows)
    out = []
    for m in rows:
        o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
        if m["mode"] != "live":
            o["observed_at"] = rfc(m["t"])
        out.append(o)
    h_m = dump(os.path.join(HERE, "memories.jsonl"), out)
    tr = sorted(truth, key=lambda t: (t[0]["id"], t[1]["id"]))
    h_t = dump(os.path.join(HERE, "truth.jsonl"),
               [{"expired_id": e["id"], "replacement_id": r["id"], "reason": why} for e, r, why in tr])
    lab = sorted([m for m in mems if m["cls"]], key=lambda m: m["id"])
    h_l = dump(os.path.join(HERE, "labels.jsonl"), [{"id": m["id"], "class": m["cls"]} for m in lab])
    lines = [README_HEAD, "## Counts\n", "```"]
    lines += [json.dumps(s, indent=1, ensure_ascii=False), "```", ""]
    lines += ["Wording: `reworded_share` is the share of newer family versions whose wording differs from the",
              "version before them in verb or construction (kinds r and h in gen.py); the rest are one-slot edits",
              "(kind e). `hard_worded` counts versions whose value is stated obliquely (e.g. a supplier change",
              "given with its reason, a backorder given as \"pre-order only\"); four of the five are intervening versions.",
              "Register: one register throughout (shop, product and pricing records); all 300 memories belong to it.", ""]
    lines += ["## sha256", "", "```",
              "%s  memories.jsonl" % h_m, "%s  truth.jsonl" % h_t, "%s  labels.jsonl" % h_l, "```", "",
              "## Regenerate", "", "```sh", "cd testdata/real/retail-r20 && python3 gen.py && sha256sum *.jsonl", "```", ""]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print("memories %d pairs %d labelled %d" % (len(mems), len(truth), len(lab)))


if __name__ == "__main__":
    main()
