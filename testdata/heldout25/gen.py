#!/usr/bin/env python3
"""Generate testdata/heldout25: a blind l9 evaluation set in the register of
farm, land and livestock records (farm office notes, herd book, field log,
estate manager's tracker).

Labels (family, value, polarity, class) are fixed in the tables below before
anything is generated; truth.jsonl is computed from those labels only, never
from the text.  Deterministic: a fixed seed, no wall clock, so two runs give
byte-identical files.

    python3 gen.py            # write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    # print counts
    python3 gen.py --list     # print every memory: id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 250251
HERE = os.path.dirname(os.path.abspath(__file__))
P, N = 1, -1

# ---------------------------------------------------------------------------
# Changing families.  One family = one fact (subject, attribute, scope).
# Version tuple: (value, polarity, text, flags)
#   flags: "s" = plain one-slot edit of the previous version's wording
#          "h" = hard-worded version
#          "c" = confirmation inside the chain (same value restated)
#          "L:<class>" = labelled memory closing the family (must never pair)
# ---------------------------------------------------------------------------
CHANGING = [
    ("coldharbour_crop", [
        ("winter wheat", P, "Coldharbour Piece: winter wheat, drilled straight after the rape came off", ""),
        ("spring barley", P, "Coldharbour Piece is going into spring barley this year", ""),
        ("spring beans", P, "Barley seed never turned up so Coldharbour Piece has ended up in spring beans", "h"),
        ("winter wheat", P, "Coldharbour Piece back in winter wheat (Extase) for next harvest", ""),
    ]),
    ("long_ing_grazier", [
        ("Owen Lacey", P, "Grazier: Owen Lacey (Long Ing)", ""),
        ("Bryn Tudor", P, "Grazier: Bryn Tudor (Long Ing)", "s"),
        ("Owen Lacey", P, "Owen Lacey has taken the Long Ing grazing back on from Bryn", ""),
        ("Gideon Fairclough", P, "Long Ing grass was let to Gideon Fairclough for his store cattle", ""),
    ]),
    ("milk_buyer", [
        ("Northvale Creamery", P, "Milk buyer: Northvale Creamery", ""),
        ("Penhallow Dairies", P, "Milk now goes to Penhallow Dairies, first collection Tuesday", ""),
        ("Northvale Creamery", P, "Back with Northvale Creamery for the milk after Penhallow cut their price again", ""),
        ("Coldstream Milk Co-op", P, "Signed with Coldstream Milk Co-op, they take the milk from the 1st", ""),
        ("Coldstream Milk Co-op", P, "Milk still going to Coldstream, contract rolled over with no changes", "L:confirmation"),
    ]),
    ("herd_vet", [
        ("Kestrel Vets", P, "Herd vet is Kestrel Vets in Aysgarth", ""),
        ("Moorside Veterinary Group", P, "Vet changed to Moorside Veterinary Group", ""),
        ("Moorside Veterinary Group", P, "Moorside still doing the herd health visits, monthly as agreed", "c"),
        ("Ashcombe Farm Vets", P, "Moved the cattle over to Ashcombe Farm Vets after the fertility row with Moorside", "h"),
        ("Kestrel Vets", P, "Vet: Kestrel Vets again (new partner there, Hannah Rudd, does our fertility)", ""),
    ]),
    ("spraying_contractor", [
        ("Pennock Agri", P, "Spraying done by Pennock Agri", ""),
        ("Pennock Agri", N, "Stopped using Pennock Agri for the spraying after the drift complaint on Church Leys", ""),
        ("Pennock Agri", P, "Pennock rehired for spraying - new operator on their self-propelled", ""),
        ("Wharfe Valley Contracting", P, "Sprayer work has gone over to Wharfe Valley Contracting", ""),
    ]),
    ("beltex_ram_paddock", [
        ("Stackyard Paddock", P, "Beltex ram is in the Stackyard Paddock", ""),
        ("Pond Close", P, "Beltex ram is in Pond Close", "s"),
        ("Stackyard Paddock", P, "Pond Close flooded so the Beltex tup went back into the Stackyard Paddock", ""),
        ("Hanging Bank", P, "Beltex ram: Hanging Bank, with the cull ewes for company", ""),
    ]),
    ("tractor_6155_driver", [
        ("Marek", P, "Driver for the 6155R: Marek", ""),
        ("Josh Pullan", P, "Josh Pullan's on the 6155R now, Marek has moved onto the telehandler", ""),
        ("Kyle Brennan", P, "Whoever's free tends to jump on it, but it's mostly been Kyle Brennan in the 6155R since lambing", "h"),
        ("Marek", P, "6155R driver: Marek", ""),
    ]),
    ("mule_lambing_date", [
        ("2025-03-18", P, "Mule ewes lambing date: 18 March", ""),
        ("2025-03-25", P, "Tups went in a week late, so the Mules now start lambing on 25 March", ""),
        ("2025-04-02", P, "Lambing for the Mule ewes put back again, to 2 April", ""),
    ]),
    ("herd_tb_test", [
        ("2024-03-14", P, "TB test due: 14 March", ""),
        ("2024-04-09", P, "TB test due: 9 April", "s"),
        ("2024-04-16", P, "Reading day clashed, herd TB test is now 16 April", ""),
    ]),
    ("quarry_field_tenancy", [
        ("Harrison Leigh", P, "Quarry Field was let to Harrison Leigh on an FBT", ""),
        ("Harrison Leigh", N, "Quarry Field tenancy ended, Harrison's stock off by Lady Day", ""),
    ]),
    ("far_rigg_grazing", [
        ("Owen Lacey", P, "Far Rigg grazing let to Owen Lacey", ""),
        ("Owen Lacey", N, "Owen Lacey no longer grazing Far Rigg - grazing licence not renewed", ""),
        ("Owen Lacey", P, "Far Rigg grazing let again to Owen Lacey from May", ""),
    ]),
    ("church_leys_sfi", [
        ("SFI", P, "Church Leys is in SFI", ""),
        ("SFI", N, "Church Leys taken out of SFI, going back into arable", ""),
        ("SFI", P, "Church Leys back in the scheme - SFI agreement amended 3 June", ""),
    ]),
    ("feed_supplier", [
        ("Tarrant Feeds", P, "Feed supplier: Tarrant Feeds (18% dairy nuts)", ""),
        ("Ridley & Marsh", P, "Nuts coming from Ridley & Marsh now, Tarrant lost it on price", ""),
        ("Ridley & Marsh", N, "Ridley & Marsh no longer supplying us, account closed", ""),
    ]),
    ("gamekeeper", [
        ("Colin Ashby", P, "Gamekeeper: Colin Ashby", ""),
        ("Rory Venn", P, "Gamekeeper: Rory Venn", "s"),
        ("Rory Venn", N, "Rory has left. No keeper on the shoot at the moment", ""),
        ("Rory Venn", N, "Still no keeper on the shoot, Robert wants to leave it until spring", "L:confirmation"),
    ]),
    ("hedge_contractor", [
        ("Harland Bros", P, "Hedge cutting contractor is Harland Bros", ""),
        ("Harland Bros", N, "Harland Bros no longer used for hedge cutting", ""),
    ]),
    ("admiral_paddock", [
        ("Beck Bottom", P, "Hereford bull Drumlin Admiral is in Beck Bottom with the heifers", ""),
        ("Mill Holme", P, "Hereford bull Drumlin Admiral is in Mill Holme with the heifers", "s"),
        ("Mill Holme", N, "Drumlin Admiral sold at Bentham, made 3,100 gns", ""),
    ]),
    ("long_ing_water", [
        ("borehole", P, "Long Ing troughs are fed off the borehole", ""),
        ("borehole", N, "Borehole isn't feeding the Long Ing troughs anymore, pump's packed up", ""),
    ]),
    ("agronomist", [
        ("Ellen Pask", P, "Agronomist: Ellen Pask (Hutton Agronomy)", ""),
        ("Dominic Threlfall", P, "Agronomist: Dominic Threlfall (Hutton Agronomy)", "s"),
        ("Sarita Mahon", P, "Sarita Mahon is walking the crops for us now", ""),
        ("Sarita Mahon", N, "We don't use an agronomist anymore, doing our own crop walking", ""),
    ]),
    ("grain_store_capacity", [
        ("850 t", P, "Grain store capacity: 850 t", ""),
        ("1200 t", P, "New bays finished - the grain store now holds 1,200 tonnes", ""),
        ("1450 t", P, "Grain store capacity: 1,450 t", ""),
        ("1450 t", P, "Grain store holds 1450 tonnes", "L:format_variant"),
    ]),
    ("nine_acres_rent", [
        ("95", P, "Rent for Nine Acres: £95/acre", ""),
        ("110", P, "Rent for Nine Acres: £110/acre", "s"),
        ("110", P, "Nine Acres stays at £110 an acre after this year's review", "c"),
        ("120", P, "Rent per acre, Nine Acres: £120", ""),
    ]),
    ("furze_hill_drilling", [
        ("R. Gaskin & Sons", P, "Furze Hill drilled by R. Gaskin & Sons", ""),
        ("Harland Bros", P, "Furze Hill drilled by Harland Bros", "s"),
        ("Harland Bros", P, "Harland Bros drilling Furze Hill again, as usual", "L:confirmation"),
    ]),
    ("combining_contractor", [
        ("Wharfe Valley Contracting", P, "Combining: Wharfe Valley Contracting", ""),
        ("Wharfe Valley Contracting", P, "Wharfe Valley booked again for the combining", "c"),
        ("R. Gaskin & Sons", P, "Gaskins are doing our combining now", ""),
    ]),
    ("sallow_carr_crop", [
        ("grass ley", P, "Sallow Carr down to a grass ley", ""),
        ("forage maize", P, "Sallow Carr ploughed out and put into forage maize", ""),
        ("fodder beet", P, "Sallow Carr: fodder beet", ""),
    ]),
    ("windmill_field_crop", [
        ("oilseed rape", P, "Windmill Field - oilseed rape", ""),
        ("spring oats", P, "Rape lost to flea beetle, Windmill Field redrilled with spring oats", ""),
    ]),
    ("priests_close_tenant", [
        ("the Metcalfes", P, "Priest's Close is rented to the Metcalfes", ""),
        ("Dan Iveson", P, "Priest's Close is rented to Dan Iveson", "s"),
        ("Dan Iveson", P, "Confirmed: Dan Iveson renewing on Priest's Close", "L:confirmation"),
    ]),
    ("heifer_ai_sire", [
        ("Greystone Lancer", P, "AI sire for the heifers: Greystone Lancer", ""),
        ("Brookvale Jupiter", P, "Switched the heifer AI sire to Brookvale Jupiter", ""),
    ]),
    ("herd_manager", [
        ("Siân Powell", P, "Herd manager: Siân Powell", ""),
        ("Tamsin Greaves", P, "Tamsin Greaves took over as herd manager in January", ""),
        ("Tamsin Greaves", P, "Herd manager Tamsin Greaves - came from Pellworth Hall, looks after breeding and the vet liaison", "L:elaboration"),
    ]),
    ("shepherd", [
        ("Alun Rees", P, "Shepherd - Alun Rees", ""),
        ("Mairi Lindsay", P, "Alun's retired, Mairi Lindsay is doing the shepherding", ""),
        ("Callum Frew", P, "Mairi gone to New Zealand; shepherd is Callum Frew", ""),
    ]),
    ("fertiliser_supplier", [
        ("Greyfriars Agri Supplies", P, "Fertiliser from Greyfriars Agri Supplies", ""),
        ("Dalehead Farmers", P, "Fertiliser from Dalehead Farmers", "s"),
    ]),
    ("gorse_piece_stocking", [
        ("40", P, "Gorse Piece: 40 Swaledale ewes", ""),
        ("55", P, "Gorse Piece: 55 Swaledale ewes", "s"),
    ]),
    ("milk_price", [
        ("38.5", P, "Milk price: 38.5ppl", ""),
        ("36.2", P, "Milk price down to 36.2ppl", "s"),
        ("37.9", P, "Letter in: milk price goes up to 37.9p a litre", ""),
    ]),
    ("steer_buyer", [
        ("Dunmore Meats", P, "Finished steers go to Dunmore Meats", ""),
        ("Hallam & Price", P, "Steers now sold deadweight to Hallam & Price", ""),
        ("Hallam & Price", P, "Steers to Hallam & Price deadweight, paid on the EUROP grid, collected from the yard on Thursdays", "L:elaboration"),
    ]),
    ("farm_insurer", [
        ("Ledgeworth Mutual", P, "Farm insurance with Ledgeworth Mutual", ""),
        ("Cornmoor Rural", P, "Farm insurance with Cornmoor Rural", "s"),
    ]),
    ("morning_milking_time", [
        ("05:00", P, "Morning milking starts 05:00", ""),
        ("05:30", P, "Milking moved to half five in the morning", ""),
        ("05:30", P, "Morning milking: 05:30", "L:format_variant"),
    ]),
    ("cows_in_milk", [
        ("180", P, "Milking 180 cows", ""),
        ("212", P, "Milking 212 cows", "s"),
    ]),
    ("slurry_contractor", [
        ("Tom Kettlewell", P, "Slurry spreading: Tom Kettlewell", ""),
        ("Heron Agri", P, "Slurry now spread by Heron Agri with the dribble bar", ""),
        ("Tom Kettlewell", P, "Slurry: Tom Kettlewell", ""),
    ]),
    ("scanner", [
        ("Ewan Blackett", P, "Scanner: Ewan Blackett", ""),
        ("Pip Moorhouse", P, "Scanner: Pip Moorhouse", "s"),
    ]),
    ("shearer", [
        ("Hemi's crew", P, "Shearing gang: the Kiwi lads (Hemi's crew)", ""),
        ("Lloyd Pritchard", P, "Shearing done by Lloyd Pritchard's gang", ""),
    ]),
    ("woodland_manager", [
        ("Brant & Co", P, "Woodland management: Brant & Co", ""),
        ("Orrell Forestry", P, "Woods now looked after by Orrell Forestry", ""),
    ]),
    ("land_agent", [
        ("Fenwick Dunn", P, "Land agent: Fenwick Dunn", ""),
        ("Carrick Holt", P, "Fenwick Dunn's fees went up, so the estate work has been handed to Carrick Holt", "h"),
        ("Fenwick Dunn", P, "Fenwick Dunn reinstated as land agent", ""),
    ]),
    ("bull_calf_buyer", [
        ("Stonegate Rearing", P, "Bull calves go to Stonegate Rearing at 2 weeks", ""),
        ("Amberley Calf Co", P, "Bull calves collected by Amberley Calf Co. now", ""),
        ("Amberley Calf Co", P, "Amberley still collecting the bull calves", "L:confirmation"),
    ]),
    ("old_orchard_grazier", [
        ("Nell Hirst", P, "Old Orchard grazed by Nell Hirst's pigs", ""),
        ("Kate Summers", P, "Old Orchard grazed by Kate Summers' goats", "s"),
    ]),
    ("twelve_acres_crop", [
        ("spring barley", P, "Twelve Acres: spring barley (Laureate)", ""),
        ("linseed", P, "What's in Twelve Acres? Not barley any more, we went with linseed in the end", "h"),
    ]),
    ("cow_412_group", [
        ("high yielders", P, "Cow 412 (Bramble) in the high-yield group", ""),
        ("low yielders", P, "Bramble's yield has dropped off, she's with the low yielders now", "h"),
        ("dry cows", P, "412 dried off, moved to the dry cow shed", ""),
    ]),
    ("pond_close_water", [
        ("beck", P, "Pond Close water supply: the beck", ""),
        ("mains", P, "Pond Close water supply: mains", "s"),
    ]),
    ("lambing_shed", [
        ("old cattle shed", P, "Lambing in the old cattle shed", ""),
        ("polytunnel", P, "Lambing in the new polytunnel", "s"),
    ]),
    ("mill_holme_tenant", [
        ("Jos Akroyd", P, "Mill Holme tenant: Jos Akroyd", ""),
        ("Ruth Calvert", P, "Mill Holme tenant: Ruth Calvert", "s"),
        ("Ruth Calvert", N, "Ruth Calvert gave notice, tenancy of Mill Holme ends at Michaelmas", ""),
    ]),
    ("kiln_croft_crop", [
        ("potatoes", P, "Kiln Croft in potatoes (rented to Fells Produce)", ""),
        ("winter barley", P, "Kiln Croft is winter barley this time round", ""),
        ("potatoes", P, "Kiln Croft: potatoes", ""),
        ("grass", P, "Kiln Croft put down to grass, potatoes finished with", ""),
    ]),
    ("hill_flock_size", [
        ("320", P, "Hill flock: 320 Swaledale ewes", ""),
        ("290", P, "Hill flock down to 290 ewes after the cull", ""),
        ("350", P, "Hill flock: 350 ewes (kept all the gimmers)", ""),
    ]),
    ("estate_manager", [
        ("Giles Hebden", P, "Estate manager is Giles Hebden", ""),
        ("Fiona Birkett", P, "Fiona Birkett started as estate manager on Monday", ""),
    ]),
    ("dairy_herd_bull", [
        ("Brackenrigg Victor", P, "Sweeper bull with the milking cows: Brackenrigg Victor", ""),
        ("Castlehow Duke", P, "Victor's replaced by Castlehow Duke as the sweeper bull", ""),
        ("Loxley Ranger", P, "Sweeper bull: Loxley Ranger", ""),
        ("Castlehow Duke", P, "Duke is back running with the milkers - Ranger went lame", ""),
    ]),
    ("baling_contractor", [
        ("Jonty Spence", P, "Big bales made by Jonty Spence", ""),
        ("Nidd Valley Agri", P, "Big bales made by Nidd Valley Agri", "s"),
    ]),
    ("ear_tag_supplier", [
        ("Fellside Tags", P, "Ear tags from Fellside Tags", ""),
        ("Ormsby ID", P, "Switched the ear tag order over to Ormsby ID", ""),
    ]),
    ("ai_technician", [
        ("Becky Illingworth", P, "AI technician: Becky Illingworth (Dalesgen)", ""),
        ("Stu Prentice", P, "AI technician: Stu Prentice (Dalesgen)", "s"),
        ("Tamsin Greaves", P, "Tamsin's done the DIY AI course, so she serves the cows herself now instead of Dalesgen", "h"),
    ]),
    ("cubicle_bedding", [
        ("straw", P, "Cubicle bedding: chopped straw from the Askews", ""),
        ("sand", P, "Cows bedded on sand since the new cubicles went in", ""),
    ]),
    ("calf_milk_powder", [
        ("Brindle Gold", P, "Calf milk: Brindle Gold powder", ""),
        ("Calfmate 26", P, "Calf milk: Calfmate 26 powder", "s"),
    ]),
    ("hanging_bank_scheme", [
        ("CS Higher Tier", P, "Hanging Bank in CS Higher Tier as species-rich grassland", ""),
        ("SFI", P, "Hanging Bank came out of Higher Tier and went into an SFI grassland action", ""),
    ]),
    ("furze_hill_crop", [
        ("winter oats", P, "Furze Hill - winter oats", ""),
        ("winter wheat", P, "Furze Hill - winter wheat", "s"),
        ("oilseed rape", P, "Furze Hill is going into rape this autumn", ""),
        ("winter oats", P, "Furze Hill: winter oats again", ""),
    ]),
    ("diesel_supplier", [
        ("Pickersgill Fuels", P, "Red diesel from Pickersgill Fuels", ""),
        ("Moorgate Oil", P, "Diesel now comes from Moorgate Oil, 4p a litre cheaper", ""),
        ("Pickersgill Fuels", P, "Diesel: Pickersgill Fuels again", ""),
    ]),
    ("grain_buyer", [
        ("Hambleton Grain", P, "Grain buyer: Hambleton Grain", ""),
        ("Oakford Merchants", P, "Grain buyer: Oakford Merchants", "s"),
    ]),
    ("yard_foreman", [
        ("Dennis Moss", P, "Yard foreman: Dennis Moss", ""),
        ("Kyle Brennan", P, "Kyle Brennan made up to yard foreman now Dennis has retired", ""),
    ]),
    ("chapel_dale_grazier", [
        ("Ted Bainbridge", P, "Chapel Dale grazed by Ted Bainbridge's cattle", ""),
        ("Priya Chandra", P, "Ted's cattle are off Chapel Dale for good; Priya Chandra has the grazing", "h"),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled negative groups.  Each group is one family (one fact); a group of
# several memories states the SAME (value, polarity) each time, so the truth
# rule pairs nothing.  "singles" groups put every memory in its own family
# (coexisting values, other scopes, other subjects, distractors).
# equal_time groups: two values of one fact at one identical order time.
# ---------------------------------------------------------------------------
SINGLES = {
    "multi_valued": [
        "Suckler herd is mostly Hereford crosses",
        "Also running a handful of Belted Galloways in the suckler herd",
        "Couple of Beef Shorthorns in with the sucklers too",
        "Rotation on the top block: winter wheat then oilseed rape",
        "Spring beans are also in the top block rotation",
        "Another break crop in the top block rotation now: linseed",
        "Brackenrigg is in SFI",
        "We're also in Countryside Stewardship Mid Tier",
        "The farm is Red Tractor assured as well",
        "Marek holds PA1 and PA2 spraying certificates",
        "Josh Pullan has his PA2 too, so he can spray",
        "Kyle Brennan passed PA6 (knapsack) - another one who can spray",
        "Flock: Swaledale ewes on the hill",
        "We also keep North Country Mules on the low ground",
    ],
    "scope_disjoint": [
        "Summer grazing for the Swaledales: Far Fell allotment",
        "Winter grazing for the Swaledales: they come down to Gorse Piece",
        "Milking cows on TMR, 22 kg DM a day",
        "Dry cows ration: 12 kg DM, straw based",
        "Mill Holme was in winter barley last season",
        "Mill Holme is in grass this season",
        "Rent on the arable: £140 per acre",
        "Rent on the rough grazing: £38 per acre",
        "Weekday relief milker: Darren Oddie",
        "Weekend relief milker: Lottie Marsh",
        "Hill flock lambs sold through Bentham mart",
        "Lowland flock lambs go deadweight to Hallam & Price",
        "Spring calving group AI'd to Angus",
        "Autumn calving group AI'd to Hereford",
    ],
    "different_subject": [
        "Ridge Piece is in spring barley this year",
        "Grazier: Ted Bainbridge (Lady Wood Field)",
        "Sheep vet is Dalebridge Vets",
        "Texel tup moved to Chapel Dale",
        "Bramblehurst (the outlying holding) TB test due: 22 October",
        "Pennock Agri do the spraying for the Dawsons next door",
        "Far Rigg Farm over the beck send their milk to Penhallow Dairies",
        "Quarry Cottage was let to Sam Bell",
        "Lower Windmill (Askews' land) is in oilseed rape",
        "Shearling ewes lambing date: 10 April",
        "Tarrant Feeds supply the Hirsts' pig unit",
        "Angus bull Glenrothy Bruce is in Sallow Carr",
    ],
    "membership": [
        "Tamsin Greaves sits on the county NFU dairy board",
        "Tamsin is a director of the Dalehead Farmers buying group",
        "Tamsin is also chair of the Young Farmers' club",
        "Robert Aldous is a trustee of the Wensleydale show society",
        "Robert Aldous is on the parish council",
        "Robert Aldous sits on the board of the catchment partnership",
        "Robert Aldous is chairman of the local CLA branch",
        "Brackenrigg is a member of the Dalehead machinery ring",
        "The farm belongs to the Wharfedale Grassland Society",
        "Brackenrigg is also in the AHDB monitor farm group",
        "Owen Lacey is secretary of the Bentham mart committee",
        "Owen Lacey is a director of the mart as well",
    ],
    "unrelated": [
        "Coldharbour Piece gateway needs hardcore before the combine goes in",
        "Owen Lacey rang about borrowing the cattle trailer",
        "Kestrel Vets invoice queried - charged twice for the calving call",
        "Long Ing hedge laid by the college students in February",
        "Grain store fans serviced, one bearing replaced",
        "Admiral's calves weighing well, 200-day weights in the herd book",
        "Church Leys footpath signs replaced after the ramblers complained",
        "Bought 20 t of rock salt for the yard",
        "Marek on holiday 4-18 August",
        "Pond Close fence along the road needs new posts",
        "Sheep dip certificate and the CPH paperwork are in the office filing cabinet",
        "Order more ear tags, down to the last 30",
        "Ridley & Marsh statement shows a credit of £212",
        "Rabbit damage on the headland of Windmill Field",
        "Quarry Field wall down by the stile",
        "BPS delinked payment arrived 14 August",
        "Moorside Veterinary Group running a mastitis evening at the mart",
        "6155R due its 1,500-hour service",
    ],
}

# Same value restated: each group is one family, every memory labelled.
GROUPS = {
    "format_variant": [
        ["Slurry lagoon capacity: 2,000 m3", "Lagoon holds two thousand cubic metres"],
        ["Farm area: 420 ha", "Brackenrigg is about 1,038 acres all told"],
        ["Annual rent for the Kiln Croft cottage paddock: £1,000", "Cottage paddock at Kiln Croft - rent 1k a year"],
        ["Second cut silage taken 12/07", "2nd cut silage taken 12 July"],
        ["Milk tanker collects at 17:00", "Tanker comes for the milk at 5pm"],
        ["Nitrate Vulnerable Zone covers Beck Bottom", "Beck Bottom is in the NVZ"],
    ],
    "elaboration": [
        ["Bulk tank: 12,000 litres", "Bulk tank is 12,000 litres, a Mueller, with the ice bank cooler"],
        ["Deer stalking let to Hamish Calder", "Deer stalking let to Hamish Calder - he culls about twenty roe a year and uses his own larder"],
        ["Cows footbathed in formalin twice a week, walk-through bath at the parlour exit, 5% solution", "Footbath: formalin"],
        ["Sheepdog: Meg", "Meg is the main dog, a six-year-old Border Collie bitch out of the Rees line"],
        ["Silage clamp sheeted by the Gaskin lads", "Clamp sheeted by Gaskin's - two sheets, gravel bags along the walls, tyres on top"],
    ],
    "confirmation": [
        ["Hay from Nettleby's", "Still buying hay off Nettleby's, same price as last year"],
        ["Heifers reared at Top Garth", "Heifers still reared at Top Garth as usual"],
        ["Electric fencer on the north boundary: Gallagher M1800", "Checked: the Gallagher M1800 is still the fencer on the north boundary"],
        ["Sheep wormer: Cydectin", "Still on Cydectin for the sheep, as usual"],
    ],
    "static": [
        ["The farmhouse is listed Grade II", "Farmhouse has a Grade II listing"],
        ["Beck Bottom floods most winters", "Beck Bottom goes under water nearly every winter"],
        ["The estate belongs to the Aldous family trust", "The Aldous family trust owns the estate"],
        ["Kiln Croft borders the railway line", "Kiln Croft runs alongside the railway"],
        ["Church Leys is Grade 3 land", "Church Leys is classed as Grade 3 agricultural land"],
        ["Herd prefix: Brackenrigg", "The pedigree Herefords are registered under the Brackenrigg prefix"],
    ],
}

EQUAL_TIME = [
    ("Nine Acres gate code: 4417", "4417"), ("Nine Acres gate code: 7140", "7140"),
    ("Heifer group 3 in Pond Close", "Pond Close"), ("Heifer group 3 in Long Ing", "Long Ing"),
    ("Sprayer water rate: 200 L/ha", "200"), ("Sprayer water rate set at 100 L/ha", "100"),
    ("Store cattle weighed, average 412 kg", "412"), ("Store cattle average weight: 438 kg", "438"),
    ("Ditching contractor: Heron Agri", "Heron Agri"), ("Ditching contractor: Sowerby Plant", "Sowerby Plant"),
    ("Kiln Croft water supply: mains", "mains"), ("Kiln Croft water: spring-fed tank", "spring tank"),
]

ABBREV = ["TB", "BPS", "SFI", "NVZ", "CPH", "AI", "FBT", "PA1", "PA2", "PA6", "TMR", "DM", "CLA", "AHDB", "NFU", "ppl", "gns"]


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    fams = []  # list of dicts: fid, kind, members (list of dict)

    for fid, versions in CHANGING:
        mem = []
        for i, (v, pol, text, flags) in enumerate(versions):
            fl = set(flags.split(",")) - {""}
            cls = None
            for f in fl:
                if f.startswith("L:"):
                    cls = f[2:]
            mem.append(dict(fam=fid, value=v, pol=pol, content=text, idx=i,
                            slot="s" in fl, hard="h" in fl, conf="c" in fl, cls=cls))
        fams.append(dict(fid=fid, kind="changing", members=mem))
    for cls, texts in SINGLES.items():
        for k, text in enumerate(texts):
            fid = "%s_%02d" % (cls, k + 1)
            fams.append(dict(fid=fid, kind=cls, members=[
                dict(fam=fid, value="v", pol=P, content=text, idx=0, slot=False, hard=False, conf=False, cls=cls)]))
    for cls, groups in GROUPS.items():
        for k, texts in enumerate(groups):
            fid = "%s_%02d" % (cls, k + 1)
            fams.append(dict(fid=fid, kind=cls, members=[
                dict(fam=fid, value="same", pol=P, content=t, idx=i, slot=False, hard=False, conf=False, cls=cls)
                for i, t in enumerate(texts)]))
    for k in range(0, len(EQUAL_TIME), 2):
        fid = "equal_time_%02d" % (k // 2 + 1)
        fams.append(dict(fid=fid, kind="equal_time", members=[
            dict(fam=fid, value=EQUAL_TIME[k + j][1], pol=P, content=EQUAL_TIME[k + j][0], idx=j,
                 slot=False, hard=False, conf=False, cls="equal_time") for j in range(2)]))

    allm = [m for f in fams for m in f["members"]]

    # time modes: exact proportions, shuffled over all memories
    n = len(allm)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(allm, modes):
        m["mode"] = mode

    # order times
    lo = dt.datetime(2020, 3, 1, tzinfo=dt.timezone.utc)
    hi = dt.datetime(2026, 10, 20, tzinfo=dt.timezone.utc)
    for f in fams:
        ms = f["members"]
        if f["kind"] == "equal_time":
            days = rng.randrange((hi - lo).days)
            t = lo + dt.timedelta(days=days, hours=rng.randrange(6, 20), minutes=rng.randrange(60), seconds=rng.randrange(60))
            if any(m["mode"] == "backfilled" for m in ms):
                t = t.replace(hour=0, minute=0, second=0)
            for m in ms:
                m["t"] = t
            continue
        gaps = [rng.randrange(9, 260) for _ in ms[1:]]
        span = sum(gaps) + 1
        start = rng.randrange((hi - lo).days - span)
        day = start
        for i, m in enumerate(ms):
            if i:
                day += gaps[i - 1]
            t = lo + dt.timedelta(days=day)
            if m["mode"] != "backfilled":
                t += dt.timedelta(hours=rng.randrange(6, 21), minutes=rng.randrange(60), seconds=rng.randrange(60))
            m["t"] = t

    # created_at
    for f in fams:
        for m in f["members"]:
            if m["mode"] == "live":
                m["created"] = m["t"]
            elif m["mode"] == "stamped":
                m["created"] = m["t"] + dt.timedelta(minutes=rng.randrange(2, 240), seconds=rng.randrange(60))
        back = sorted([m for m in f["members"] if m["mode"] == "backfilled"], key=lambda m: m["t"], reverse=True)
        if back:
            c = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc) + dt.timedelta(seconds=rng.randrange(25 * 86400))
            for m in back:  # newest first
                m["created"] = c
                c += dt.timedelta(seconds=rng.randrange(1, 90))

    # ids in one shuffled order, file in another
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        allm[i]["id"] = "h25-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth from labels only
    truth = []
    for f in fams:
        ms = sorted(f["members"], key=lambda m: m["t"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["t"] > a["t"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value", fam=f["fid"]))
                    break
    # checks
    paired = {x["expired_id"] for x in truth} | {x["replacement_id"] for x in truth}
    for m in allm:
        assert not (m["cls"] and m["id"] in paired), m
        assert m["t"] < dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["created"] >= m["t"] or m["mode"] == "backfilled"
        if m["mode"] == "backfilled":
            assert (m["t"].hour, m["t"].minute, m["t"].second) == (0, 0, 0)
    for f in fams:
        ts = [m["t"] for m in f["members"]]
        if f["kind"] != "equal_time":
            assert len(set(ts)) == len(ts) and ts == sorted(ts), f["fid"]
        else:
            assert len(set(ts)) == 1
    assert len({m["content"] for m in allm}) == n, "duplicate content"
    return fams, allm, file_order, truth


def memline(m):
    o = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created"])}
    if m["mode"] != "live":
        o["observed_at"] = fmt(m["t"])
    return json.dumps(o, ensure_ascii=False)


def stats(fams, allm, truth):
    out = []
    n = len(allm)
    out.append("memories: %d" % n)
    out.append("families: %d (changing %d)" % (len(fams), sum(f["kind"] == "changing" for f in fams)))
    neg = sum(t["reason"] == "negation" for t in truth)
    out.append("true pairs: %d (value %d, negation %d)" % (len(truth), len(truth) - neg, neg))
    ch = [f for f in fams if f["kind"] == "changing"]
    lens = {}
    for f in ch:
        k = sum(1 for m in f["members"] if not m["cls"])
        lens[k] = lens.get(k, 0) + 1
    out.append("changing families by versions in the chain (labelled closers excluded): " +
               ", ".join("%d:%d" % (k, lens[k]) for k in sorted(lens)))
    back = 0
    for f in ch:
        vs = [(m["value"], m["pol"]) for m in f["members"] if not m["cls"]]
        for i in range(2, len(vs)):
            if vs[i] in vs[:i - 1] and vs[i] != vs[i - 1]:
                back += 1
                break
    out.append("families with a move back: %d" % back)
    inter = sum(1 for f in ch for i, m in enumerate(f["members"]) if m["hard"] and 0 < i < len([x for x in f["members"] if not x["cls"]]) - 1)
    out.append("hard-worded versions: %d (intervening: %d)" % (sum(m["hard"] for m in allm), inter))
    out.append("in-chain confirmations (paired forward): %d" % sum(m["conf"] for m in allm))
    newer = [m for f in ch for m in f["members"] if m["idx"] > 0 and not m["cls"]]
    rew = sum(1 for m in newer if not m["slot"])
    out.append("newer chain versions: %d, reworded %d (%.0f%%), one-slot edits %d" % (len(newer), rew, 100.0 * rew / len(newer), len(newer) - rew))
    cls = {}
    for m in allm:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out.append("labelled: %d" % sum(cls.values()))
    for k in sorted(cls):
        out.append("  %-18s %d" % (k, cls[k]))
    out.append("unlabelled (in changing chains): %d" % (n - sum(cls.values())))
    md = {}
    for m in allm:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, md[k], 100.0 * md[k] / n) for k in sorted(md)))
    inv = 0
    for f in fams:
        ms = f["members"]
        for i in range(len(ms)):
            for j in range(i + 1, len(ms)):
                if ms[i]["t"] < ms[j]["t"] and ms[i]["created"] > ms[j]["created"]:
                    inv += 1
    out.append("within-family pairs whose created_at order inverts order time: %d" % inv)
    words = [len(m["content"].split()) for m in allm]
    out.append("words per memory: min %d, mean %.1f, max %d" % (min(words), sum(words) / n, max(words)))
    kv = sum(1 for m in allm if ": " in m["content"])
    dig = sum(1 for m in allm if any(c.isdigit() for c in m["content"]))
    ab = sum(1 for m in allm if any(a in m["content"].replace("(", " ").replace(")", " ").replace(",", " ").split() or
                                    any(w.startswith(a) and w[len(a):].replace("ppl", "").replace(".", "") == "" for w in m["content"].split())
                                    for a in ABBREV))
    out.append("contains 'key: value': %d; contains a digit: %d; contains an abbreviation (%s): %d" % (kv, dig, "/".join(ABBREV), ab))
    return "\n".join(out)


def listing(fams, allm):
    rows = []
    for f in fams:
        for m in f["members"]:
            lab = m["cls"] or ("chain v%d%s%s%s" % (m["idx"] + 1, " slot" if m["slot"] else "", " hard" if m["hard"] else "", " confirm" if m["conf"] else ""))
            rows.append("%s  %s  %-10s  %-22s  %-28s  %s %s  | %s" % (
                m["id"], fmt(m["t"]), m["mode"], f["fid"], lab, m["value"], "+" if m["pol"] > 0 else "-", m["content"]))
    return "\n".join(rows)


def sha(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def write(fams, allm, file_order, truth):
    def w(name, lines):
        tmp = os.path.join(HERE, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            for l in lines:
                fh.write(l + "\n")
        os.replace(tmp, os.path.join(HERE, name))
    w("memories.jsonl", [memline(allm[i]) for i in file_order])
    w("truth.jsonl", [json.dumps({"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]})
                      for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))])
    w("labels.jsonl", [json.dumps({"id": m["id"], "class": m["cls"]}) for m in sorted(allm, key=lambda m: m["id"]) if m["cls"]])
    with open(os.path.join(HERE, "README.in.md"), encoding="utf-8") as fh:
        tmpl = fh.read()
    body = tmpl.replace("@@STATS@@", stats(fams, allm, truth))
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        body = body.replace("@@SHA_%s@@" % name, sha(os.path.join(HERE, name)))
    w("README.md", [body.rstrip("\n")])


def main():
    fams, allm, file_order, truth = build()
    if "--stats" in sys.argv:
        print(stats(fams, allm, truth))
    elif "--list" in sys.argv:
        print(listing(fams, allm))
    else:
        write(fams, allm, file_order, truth)


if __name__ == "__main__":
    main()
