#!/usr/bin/env python3
"""R29 "farm, land and livestock records": a blind evaluation corpus for l9.

Labels (family, value, polarity, wording kind, class) are fixed in the tables
below BEFORE any time or id is generated; truth is computed from those labels
only, never from the text. Deterministic: a fixed seed, no wall clock, so two
runs write byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 2029_0029
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Version tuple: (value, polarity, kind, text)
#   polarity "+" the fact holds, "-" the newer memory says it stopped holding
#   kind: base (first version), rw (reworded: other verb or construction),
#         edit (one-slot edit of the version before), hard (a hard-worded
#         intervening version, also reworded), conf (in-chain confirmation)
# Register: office (farm office notes), herd (herd/flock book), field (field
# log), estate (estate manager's tracker).
# ---------------------------------------------------------------------------
FAMILIES = [
    ("kiln_crop", "field", "Kiln Field / crop", [
        ("spring barley", "+", "base", "Kiln Field is in spring barley this year."),
        ("winter wheat", "+", "rw", "Drilled Kiln Field with winter wheat (Skyfall), 4 Oct."),
        ("oilseed rape", "+", "rw", "Kiln Field sown to oilseed rape."),
        ("spring barley", "+", "rw", "Kiln Field going back into spring barley - the rape was lost to flea beetle."),
    ]),
    ("herd_vet", "herd", "herd / vet", [
        ("Marrowby Vets", "+", "base", "Vet: Marrowby Vets (Alasdair Kerr)."),
        ("Ferncombe Veterinary Group", "+", "rw", "Moved the herd over to Ferncombe Veterinary Group."),
        ("Tarnside Vets", "+", "hard", "Herd health plan now signed with Tarnside Vets; routine visits and the TB testing come from them going forward."),
        ("Ferncombe Veterinary Group", "+", "rw", "Back with Ferncombe for the cattle - Tarnside couldn't cover nights."),
    ]),
    ("milk_buyer", "office", "milk / buyer", [
        ("Caldbeck Creamery", "+", "base", "Milk goes to Caldbeck Creamery."),
        ("Northvale Milk", "+", "hard", "Caldbeck have handed their collection round over to Northvale Milk, so it's Northvale buying our milk from the 1st."),
        ("Wendholm Milk Co-op", "+", "rw", "Signed with Wendholm Milk Co-op for the milk, tanker every other day."),
        ("Pennine Crest Dairies", "+", "edit", "Signed with Pennine Crest Dairies for the milk, tanker every other day."),
    ]),
    ("orion_paddock", "herd", "bull Orion / paddock", [
        ("Nether Close", "+", "base", "Bull (Orion) in Nether Close."),
        ("Far Ings", "+", "rw", "Moved Orion to Far Ings with the bulling heifers."),
        ("Beck Side", "+", "edit", "Moved Orion to Beck Side with the bulling heifers."),
        ("Far Ings", "+", "rw", "Orion's back out on Far Ings."),
    ]),
    ("sowerby_grazier", "estate", "Sowerby Bank / grazier", [
        ("Hal Ogden", "+", "base", "Grazier on Sowerby Bank: Hal Ogden."),
        ("Dougie Fenwick", "+", "rw", "Sowerby Bank grazing was let to Dougie Fenwick from 1 May."),
        ("Dougie Fenwick", "-", "rw", "Dougie Fenwick's grazing licence on Sowerby Bank has ended; not renewed."),
        ("Dougie Fenwick", "+", "rw", "Grazing on Sowerby Bank let to Dougie Fenwick again, new licence signed."),
    ]),
    ("feed_supplier", "office", "farm / feed supplier", [
        ("Harcourt Feeds", "+", "base", "Feed supplier: Harcourt Feeds."),
        ("Brookway Mills", "+", "rw", "Ordering the dairy nuts from Brookway Mills now."),
        ("Ridgeline Nutrition", "+", "edit", "Ordering the dairy nuts from Ridgeline Nutrition now."),
        ("Harcourt Feeds", "+", "rw", "Feed account moved back to Harcourt Feeds."),
    ]),
    ("spray_contractor", "field", "arable / spraying contractor", [
        ("Sedgwick Agri Services", "+", "base", "Spraying done by Sedgwick Agri Services."),
        ("Fellgate Contracting", "+", "hard", "Sedgwick's sprayer was off the road all spring, so Fellgate Contracting did T1 and T2 and are keeping the spraying."),
        ("Fellgate Contracting", "-", "rw", "Not using Fellgate for spraying any more."),
        ("Fellgate Contracting", "+", "rw", "Fellgate rehired for the spraying from March."),
    ]),
    ("tb_test", "herd", "herd / TB test date", [
        ("14 March", "+", "base", "TB test due: 14 March."),
        ("9 September", "+", "edit", "TB test due: 9 September."),
        ("22 March", "+", "rw", "Next TB test booked for 22 March."),
        ("2 October", "+", "rw", "TB test date moved to 2 October at the vet's request."),
    ]),
    ("gallow_tenant", "estate", "Gallow Hill / tenant", [
        ("Piers Hebden", "+", "base", "Gallow Hill let to Piers Hebden on a five-year FBT."),
        ("Kit Sandell", "+", "hard", "Piers has assigned what's left of the Gallow Hill FBT to Kit Sandell, landlord's consent given."),
        ("Kit Sandell", "-", "rw", "Kit Sandell's tenancy of Gallow Hill ended at Michaelmas; field back in hand."),
    ]),
    ("drill_contractor", "field", "arable / drilling contractor", [
        ("J & M Thorley", "+", "base", "Drilling contractor: J & M Thorley."),
        ("Fellgate Contracting", "+", "edit", "Drilling contractor: Fellgate Contracting."),
        ("J & M Thorley", "+", "rw", "Thorleys are back drilling for us this autumn."),
    ]),
    ("agronomist", "field", "farm / agronomist", [
        ("Corinne Blythe", "+", "base", "Agronomist is Corinne Blythe (Agrovale)."),
        ("Stuart Penn", "+", "hard", "Corinne's retired from Agrovale; our crops are being walked by Stuart Penn from Fieldwise now."),
        ("Lowri Madoc", "+", "rw", "Agronomist: Lowri Madoc."),
    ]),
    ("fendt_driver", "office", "Fendt / driver", [
        ("Jos Pender", "+", "base", "Jos Pender drives the Fendt."),
        ("Marek Nowicki", "+", "edit", "Marek Nowicki drives the Fendt."),
        ("Callum Breck", "+", "rw", "Fendt handed over to Callum Breck; Marek's on the loader now."),
    ]),
    ("texel_paddock", "herd", "Texel tup / paddock", [
        ("Pinfold", "+", "base", "Texel tup in Pinfold."),
        ("Hanging Lands", "+", "rw", "Put the Texel tup in with the mules on Hanging Lands."),
        ("Thistle Rigg", "+", "edit", "Put the Texel tup in with the mules on Thistle Rigg."),
    ]),
    ("mule_lambing", "herd", "mule ewes / lambing date", [
        ("18 March", "+", "base", "Mule ewes due to start lambing 18 March."),
        ("2 April", "+", "edit", "Mule ewes due to start lambing 2 April."),
        ("27 March", "+", "rw", "Lambing for the mules pencilled in from 27 March."),
    ]),
    ("crossleys_water", "field", "Cross Leys / water supply", [
        ("mains", "+", "base", "Cross Leys troughs are on mains water."),
        ("borehole", "+", "rw", "Cross Leys now fed from the new borehole."),
        ("mains", "+", "rw", "Borehole pump packed up - Cross Leys switched back to the mains."),
    ]),
    ("keeper", "estate", "estate / gamekeeper", [
        ("Ned Rawcliffe", "+", "base", "Keeper: Ned Rawcliffe."),
        ("Wilf Hardcastle", "+", "rw", "Wilf Hardcastle took over as keeper in February."),
        ("Wilf Hardcastle", "-", "rw", "Wilf Hardcastle has left; no keeper on the estate at the moment."),
    ]),
    ("windynook_sfi", "estate", "Windy Nook / SFI", [
        ("SFI", "+", "base", "Windy Nook entered into SFI (herbal ley, CSAM3)."),
        ("SFI", "-", "rw", "Windy Nook taken out of SFI."),
        ("SFI", "+", "rw", "Windy Nook is back in SFI under the new agreement."),
    ]),
    ("sevenacres_rent", "estate", "Seven Acres / rent per acre", [
        ("£180", "+", "base", "Rent on Seven Acres: £180/acre."),
        ("£195", "+", "edit", "Rent on Seven Acres: £195/acre."),
        ("£195", "+", "conf", "Seven Acres rent still £195 an acre after the review meeting."),
        ("£210", "+", "rw", "Agreed with Idris Vaughan to put Seven Acres up to £210 an acre from Lady Day."),
    ]),
    ("grainstore_cap", "office", "grain store / capacity", [
        ("600 t", "+", "base", "Grain store holds 600 t."),
        ("850 t", "+", "rw", "New bins in the grain store take capacity to 850 tonnes."),
        ("1,000 t", "+", "rw", "Grain store extension finished: capacity now 1,000 t."),
    ]),
    ("ai_tech", "herd", "herd / AI technician", [
        ("Bethan Crewe", "+", "base", "AI done by Bethan Crewe."),
        ("Lorcan Reidy", "+", "rw", "Lorcan Reidy does our AI now."),
        ("Priya Sethi", "+", "edit", "Priya Sethi does our AI now."),
    ]),
    ("longfurlong_crop", "field", "Long Furlong / crop", [
        ("winter oats", "+", "base", "Long Furlong: winter oats."),
        ("herbal ley", "+", "rw", "Long Furlong has gone into a two-year herbal ley."),
        ("winter wheat", "+", "rw", "Ploughed out the ley on Long Furlong and drilled winter wheat."),
    ]),
    ("drycows_paddock", "herd", "dry cows / paddock", [
        ("Mill Holme", "+", "base", "Dry cows on Mill Holme."),
        ("Rushy Bottom", "+", "edit", "Dry cows on Rushy Bottom."),
        ("Mill Holme", "+", "rw", "Shifted the dry cows back up to Mill Holme."),
    ]),
    ("head_stockman", "herd", "herd / head stockman", [
        ("Gareth Lyle", "+", "base", "Head stockman: Gareth Lyle."),
        ("Shona Whitlock", "+", "rw", "Gareth has handed the herd over to Shona Whitlock."),
        ("Shona Whitlock", "-", "rw", "Shona Whitlock left in June - no head stockman at present."),
    ]),
    ("fert_supplier", "office", "farm / fertiliser supplier", [
        ("Tyneham Agri", "+", "base", "Fertiliser comes from Tyneham Agri."),
        ("Carrbeck Grain & Fert", "+", "rw", "Switched the fertiliser over to Carrbeck Grain & Fert."),
        ("Ashlow Farmers", "+", "edit", "Switched the fertiliser over to Ashlow Farmers."),
    ]),
    ("hedge_cutter", "estate", "estate / hedge cutting contractor", [
        ("Dougie Fenwick", "+", "base", "Hedges cut by Dougie Fenwick."),
        ("Dougie Fenwick", "+", "conf", "Dougie Fenwick doing the hedges again this back end, as usual."),
        ("Eben Cardew", "+", "rw", "Hedge cutting contract has gone to Eben Cardew."),
    ]),
    ("land_agent", "estate", "estate / land agent", [
        ("Fenella Dart", "+", "base", "Land agent: Fenella Dart (Hobbs & Lane)."),
        ("Tamsin Oakes", "+", "rw", "Hobbs & Lane have passed our file to Tamsin Oakes."),
        ("Ruth Ashdown", "+", "rw", "We've moved land agent to Carver Pryce; our contact there is Ruth Ashdown."),
    ]),
    ("slurry_contractor", "field", "farm / slurry contractor", [
        ("Hebden Bros", "+", "base", "Slurry spread by Hebden Bros with the umbilical."),
        ("Tarn Agri", "+", "edit", "Slurry spread by Tarn Agri with the umbilical."),
        ("Hebden Bros", "+", "rw", "Tarn Agri have gone under; slurry is back with Hebden Bros."),
    ]),
    ("shearing", "herd", "flock / shearing contractor", [
        ("Jed Ormerod", "+", "base", "Shearing: Jed Ormerod's gang."),
        ("Nowicki brothers", "+", "rw", "Booked the Nowicki brothers for the shearing."),
        ("Morwenna Tate", "+", "rw", "Shearing's been given to Morwenna Tate's crew from this year."),
    ]),
    ("farings_water", "field", "Far Ings / water supply", [
        ("beck", "+", "base", "Far Ings cattle drink from the beck."),
        ("spring", "+", "rw", "Far Ings troughs piped from the spring now."),
        ("mains", "+", "edit", "Far Ings troughs piped from the mains now."),
    ]),
    ("quarry_grazier", "estate", "Quarry Field / grazier", [
        ("Idris Vaughan", "+", "base", "Quarry Field grazed by Idris Vaughan's ewes."),
        ("Nia Rowlands", "+", "rw", "Quarry Field grazing let to Nia Rowlands."),
        ("Hal Ogden", "+", "edit", "Quarry Field grazing let to Hal Ogden."),
    ]),
    # two-version families
    ("cowgate_cs", "estate", "Cowgate / CS Mid Tier", [
        ("CS Mid Tier", "+", "base", "Cowgate is in CS Mid Tier (wet grassland option GS9)."),
        ("CS Mid Tier", "-", "rw", "Cowgate's Mid Tier agreement expired on 31 December and wasn't renewed."),
    ]),
    ("bramble_crop", "field", "Bramble Piece / crop", [
        ("spring beans", "+", "base", "Bramble Piece is in spring beans this year."),
        ("spring oats", "+", "edit", "Bramble Piece is in spring oats this year."),
    ]),
    ("ashby_crop", "field", "Ashby Flat / crop", [
        ("winter barley", "+", "base", "Ashby Flat: winter barley."),
        ("maize", "+", "edit", "Ashby Flat: maize."),
    ]),
    ("haggwood_crop", "field", "Hagg Wood Field / crop", [
        ("grass/clover ley", "+", "base", "Hagg Wood Field sown to a grass/clover ley."),
        ("wild bird cover", "+", "rw", "Hagg Wood Field has been put down to wild bird cover."),
    ]),
    ("churchstile_tenant", "estate", "Church Stile paddocks / tenant", [
        ("Lyth Riding School", "+", "base", "Church Stile paddocks let to Lyth Riding School."),
        ("Lyth Riding School", "-", "rw", "Lyth Riding School gave up the Church Stile paddocks at the end of March."),
    ]),
    ("ai_straws", "herd", "herd / semen supplier", [
        ("Sireline Genetics", "+", "base", "AI straws from Sireline Genetics."),
        ("Highmoor Breeding", "+", "rw", "We're buying semen from Highmoor Breeding now."),
    ]),
    ("suckler_bull", "herd", "sucklers / bull Maxim", [
        ("Tarnside Maxim", "+", "base", "Hereford bull Tarnside Maxim running with the sucklers."),
        ("Tarnside Maxim", "-", "rw", "Maxim sold through Kelderby mart on the 9th."),
    ]),
    ("lamb_outlet", "office", "finished lambs / outlet", [
        ("Dunmere Abattoir", "+", "base", "Finished lambs go deadweight to Dunmere Abattoir."),
        ("Kelderby mart", "+", "rw", "Selling the lambs live through Kelderby mart now."),
    ]),
    ("seed_merchant", "office", "farm / seed merchant", [
        ("Ousby Seeds", "+", "base", "Seed merchant: Ousby Seeds."),
        ("Holt & Daughters", "+", "edit", "Seed merchant: Holt & Daughters."),
    ]),
    ("combining", "field", "harvest / combining contractor", [
        ("Ordish Contracting", "+", "base", "Combining: Ordish Contracting."),
        ("Penmoor Agri", "+", "rw", "Ordish have sold the combine, so harvest is going to Penmoor Agri."),
    ]),
    ("hollinley_rent", "estate", "Hollin Ley / rent per acre", [
        ("£150", "+", "base", "Hollin Ley rent £150/ac."),
        ("£165", "+", "rw", "Hollin Ley rent reviewed up to £165 per acre."),
    ]),
    ("pondclose_rent", "estate", "Pond Close / rent per acre", [
        ("£120", "+", "base", "Pond Close rent: £120 an acre."),
        ("£135", "+", "edit", "Pond Close rent: £135 an acre."),
    ]),
    ("windynook_water", "field", "Windy Nook / water supply", [
        ("bowser", "+", "base", "Windy Nook has no piped water - using the bowser."),
        ("mains", "+", "rw", "Mains trough fitted at Windy Nook."),
    ]),
    ("lowcarr_crop", "field", "Low Carr / crop", [
        ("spring wheat", "+", "base", "Low Carr: spring wheat."),
        ("triticale", "+", "rw", "Low Carr was drilled with triticale."),
    ]),
    ("fencer", "estate", "estate / fencing contractor", [
        ("Rhodri Bale", "+", "base", "Fencer: Rhodri Bale."),
        ("Rhodri Bale", "-", "rw", "Stopped using Rhodri Bale for the fencing."),
    ]),
    ("youngstock_paddock", "herd", "youngstock / paddock", [
        ("Middle Pasture", "+", "base", "Youngstock on Middle Pasture."),
        ("Cowgate", "+", "rw", "Shifted the youngstock over to Cowgate."),
    ]),
    ("mule_flock_size", "herd", "mule flock / size", [
        ("420", "+", "base", "Mule flock: 420 ewes."),
        ("350", "+", "edit", "Mule flock: 350 ewes."),
    ]),
    ("milking_herd_size", "herd", "milking herd / size", [
        ("180", "+", "base", "Milking herd: 180 cows."),
        ("210", "+", "edit", "Milking herd: 210 cows."),
    ]),
    ("morning_milking", "herd", "morning milking / start time", [
        ("5:00", "+", "base", "Morning milking starts 5:00."),
        ("4:30", "+", "edit", "Morning milking starts 4:30."),
    ]),
    ("minerals", "office", "farm / mineral supplier", [
        ("Saltash Minerals", "+", "base", "Mineral supplier: Saltash Minerals."),
        ("Glenmore Agri", "+", "rw", "Getting our minerals and licks from Glenmore Agri now."),
    ]),
    ("telehandler_driver", "office", "telehandler / driver", [
        ("Jos Pender", "+", "base", "Telehandler: Jos Pender."),
        ("Ifor Pugh", "+", "rw", "Ifor Pugh's on the telehandler since Jos went part-time."),
    ]),
    ("fendt_service", "office", "Fendt / servicing dealer", [
        ("Dalby Tractors", "+", "base", "Fendt serviced by Dalby Tractors."),
        ("Greenhow Machinery", "+", "edit", "Fendt serviced by Greenhow Machinery."),
    ]),
    ("grain_buyer", "office", "farm / grain buyer", [
        ("Corvan Grain", "+", "base", "Grain buyer: Corvan Grain."),
        ("Hallam Trading", "+", "edit", "Grain buyer: Hallam Trading."),
    ]),
    ("straw_buyer", "office", "straw / buyer", [
        ("Eben Cardew", "+", "base", "Straw sold in the swath to Eben Cardew."),
        ("Amos Teale", "+", "rw", "Our straw's going to Amos Teale for bedding now."),
    ]),
    ("bookkeeper", "office", "farm / bookkeeper", [
        ("Glenys Marr", "+", "base", "Bookkeeper: Glenys Marr."),
        ("Pryor & Webb", "+", "edit", "Bookkeeper: Pryor & Webb."),
    ]),
    ("release_pen", "estate", "shoot / release pen", [
        ("Hagg Wood", "+", "base", "Release pen is in Hagg Wood."),
        ("Sowerby Plantation", "+", "edit", "Release pen is in Sowerby Plantation."),
    ]),
    ("shooting_rights", "estate", "estate / shooting tenant", [
        ("Ravenstone syndicate", "+", "base", "Shooting rights let to the Ravenstone syndicate."),
        ("Kelda Guns", "+", "edit", "Shooting rights let to Kelda Guns."),
    ]),
    ("foot_trimmer", "herd", "herd / foot trimmer", [
        ("Col Haworth", "+", "base", "Foot trimming: Col Haworth."),
        ("Hoofcare North", "+", "rw", "Hoofcare North are doing the foot trimming now."),
    ]),
    ("bull_calves", "herd", "bull calves / outlet", [
        ("Kelderby mart", "+", "base", "Bull calves sold at two weeks through Kelderby mart."),
        ("Ashdown Rearing", "+", "rw", "Bull calves go to Ashdown Rearing at three weeks now."),
    ]),
    ("beltex_paddock", "herd", "Beltex ram / paddock", [
        ("Old Orchard", "+", "base", "Beltex ram in Old Orchard."),
        ("Pond Close", "+", "rw", "Beltex ram turned out on Pond Close."),
    ]),
    ("oxclose_use", "field", "Ox Close / use", [
        ("hay", "+", "base", "Ox Close shut up for hay."),
        ("silage", "+", "rw", "Ox Close going for silage this year."),
    ]),
    ("gallow_water", "field", "Gallow Hill / water supply", [
        ("spring", "+", "base", "Gallow Hill stock water comes from the spring."),
        ("mains", "+", "rw", "Gallow Hill was put on mains in March."),
    ]),
    ("tanker_time", "office", "milk tanker / collection time", [
        ("7am", "+", "base", "Tanker collects at 7am."),
        ("11am", "+", "edit", "Tanker collects at 11am."),
    ]),
    ("scanner", "herd", "flock / scanner", [
        ("Elwyn Rhys", "+", "base", "Scanning: Elwyn Rhys."),
        ("Tomos Bevan", "+", "edit", "Scanning: Tomos Bevan."),
    ]),
    ("cattle_haulier", "office", "cattle / haulier", [
        ("Wardle Transport", "+", "base", "Cattle haulage: Wardle Transport."),
        ("Brian Holroyd", "+", "rw", "Using Brian Holroyd's wagon for the cattle now."),
    ]),
    ("silage_contractor", "field", "farm / silage contractor", [
        ("Ridsdale Agri", "+", "base", "Silage made by Ridsdale Agri."),
        ("Cragg Bros", "+", "rw", "Cragg Bros are doing our silage now."),
    ]),
    ("lime_spreader", "field", "farm / lime spreading", [
        ("Ousby Lime", "+", "base", "Lime spreading: Ousby Lime."),
        ("Thwaite Lime", "+", "edit", "Lime spreading: Thwaite Lime."),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled memories: must never appear in any candidate pair.
# (group, class, register, [texts]) - texts of a group are written in the
# order given (strictly increasing order time) except class equal_time, whose
# two texts share one order time.
# ---------------------------------------------------------------------------
LABELLED = [
    # multi_valued: values that coexist
    ("mv_breeds", "multi_valued", "herd", [
        "Suckler herd is mostly Aberdeen Angus crosses.",
        "We also run a few Belted Galloways with the sucklers.",
        "Added six Luing cows to the suckler herd too.",
    ]),
    ("mv_rotation", "multi_valued", "field", [
        "Arable rotation: winter wheat, spring barley, beans.",
        "Oilseed rape is in the rotation as well.",
    ]),
    ("mv_schemes", "multi_valued", "estate", [
        "The farm is in SFI.",
        "We're also in Countryside Stewardship Higher Tier for the hay meadows.",
        "Signed up to Farm Assured Beef as another scheme.",
    ]),
    ("mv_spraycerts", "multi_valued", "office", [
        "Marek holds PA1 and PA2 spraying certificates.",
        "Callum has his PA6 knapsack ticket too.",
        "Jos passed PA2 as well - another certified sprayer operator.",
    ]),
    ("mv_dogs", "multi_valued", "office", [
        "Working dogs: Fly and Nell.",
        "Another pup, Moss, has joined the dogs.",
    ]),
    # scope_disjoint: same attribute, different scope
    ("sc_hogg_grazing", "scope_disjoint", "herd", [
        "Summer grazing for the hoggs: Thistle Rigg.",
        "Winter grazing for the hoggs: away at Ravenstone on tack.",
    ]),
    ("sc_concentrate", "scope_disjoint", "herd", [
        "Milking cows get 8 kg of blend in the parlour.",
        "Dry cows get no concentrate, just straw and minerals.",
    ]),
    ("sc_pondclose", "scope_disjoint", "field", [
        "Pond Close: winter wheat for harvest 2024.",
        "Pond Close: spring beans for harvest 2025.",
    ]),
    ("sc_milkers", "scope_disjoint", "herd", [
        "Weekday milking: Shona and Marek.",
        "Weekend milking is Priya with the relief milker.",
    ]),
    ("sc_water_zones", "scope_disjoint", "field", [
        "Troughs in the lower fields run off the borehole.",
        "Upper fields' troughs are on the mains.",
    ]),
    ("sc_shoot_days", "scope_disjoint", "estate", [
        "Home beat shoots on Saturdays.",
        "The Ravenstone beat shoots on Wednesdays.",
    ]),
    # format_variant: same value, another format
    ("fv_dryer", "format_variant", "office", [
        "Grain dryer capacity: 12 t/hr.",
        "The dryer does twelve tonnes an hour.",
    ]),
    ("fv_area", "format_variant", "estate", [
        "Holding is 412 acres in total.",
        "Farm extends to 166.7 ha.",
    ]),
    ("fv_pm_milking", "format_variant", "herd", [
        "Afternoon milking: 17:00.",
        "Afternoon milking starts at 5pm.",
    ]),
    ("fv_excess", "format_variant", "office", [
        "Excess on the machinery policy: £1,000.",
        "Machinery policy excess is 1k.",
    ]),
    ("fv_vet_visit", "format_variant", "herd", [
        "Routine herd visit on the 2nd Tuesday of the month.",
        "Routine herd visit: second Tuesday, monthly.",
    ]),
    ("fv_clamp", "format_variant", "field", [
        "Silage clamp opened 03/11/2025.",
        "Opened the silage clamp on 3 Nov 2025.",
    ]),
    # elaboration: same value with more detail
    ("el_electrician", "elaboration", "office", [
        "Electrician: Rhys at Bowland Electrical.",
        "Electrician is Rhys Garner at Bowland Electrical in Slaidburn - he does the parlour and the dryer.",
    ]),
    ("el_baler", "elaboration", "field", [
        "Baling contractor: Sam Kettlewell.",
        "Baling contractor is Sam Kettlewell from Hawes End - round bales, wrapped on site.",
    ]),
    ("el_slurry_store", "elaboration", "field", [
        "Slurry store: 1.2 million gallons.",
        "Slurry storage is 1.2 million gallons, the lagoon plus the round tank by the pit, enough for the NVZ closed period.",
    ]),
    ("el_milk_recording", "elaboration", "herd", [
        "Milk recording: CowCheck, monthly.",
        "Milk recording with CowCheck every month - the sampler comes Thursday mornings and results come by email.",
    ]),
    ("el_stalker", "elaboration", "estate", [
        "Deer stalking: Rob Tallis.",
        "Rob Tallis has the stalking on Hagg Wood and Sowerby Plantation, roe only, to the cull plan.",
    ]),
    ("el_ewe_vaccine", "elaboration", "herd", [
        "Ewes vaccinated with Heptavac P.",
        "Ewes get Heptavac P Plus, 2 ml under the skin, four to six weeks before lambing.",
    ]),
    # confirmation: value in force restated later
    ("cf_milk_lab", "confirmation", "herd", [
        "Milk samples go to Fellside Labs.",
        "Still using Fellside Labs for the milk samples.",
    ]),
    ("cf_forester", "confirmation", "estate", [
        "Estate forester: Amos Greig.",
        "Amos Greig confirmed as forester for another year.",
    ]),
    ("cf_fleeces", "confirmation", "herd", [
        "Fleeces go to Northwool Co-op.",
        "Fleeces to Northwool Co-op again this year, as usual.",
    ]),
    ("cf_horse_vet", "confirmation", "office", [
        "Horse vet: Brayford Equine.",
        "Horses are still with Brayford Equine.",
    ]),
    ("cf_assurance", "confirmation", "office", [
        "Farm assurance certification body: Verita Assure.",
        "Verita Assure audit passed; staying with Verita Assure.",
    ]),
    ("cf_diesel", "confirmation", "office", [
        "Red diesel from Harker Fuels.",
        "Diesel still coming from Harker Fuels, price confirmed on Tuesday.",
    ]),
    # different_subject: frame of a changing fact, another subject
    ("ds_crossleys_crop", "different_subject", "field", ["Cross Leys is in spring barley this year."]),
    ("ds_young_bull", "different_subject", "herd", ["Young bull (Atlas) in Pinfold."]),
    ("ds_middle_grazier", "different_subject", "estate", ["Grazier on Middle Pasture: Idris Vaughan."]),
    ("ds_neighbour_vet", "different_subject", "office", ["Hollin Top next door use Tarnside Vets."]),
    ("ds_oldorchard_let", "different_subject", "estate", ["Old Orchard let to Kit Sandell on a grazing licence."]),
    ("ds_hogg_lambing", "different_subject", "herd", ["Ewe hoggs due to start lambing 10 April."]),
    ("ds_lowcarr_rent", "different_subject", "estate", ["Rent on Low Carr: £140/acre."]),
    ("ds_jd_driver", "different_subject", "office", ["Dai Probert drives the John Deere."]),
    ("ds_beckside_water", "different_subject", "field", ["Beck Side cattle drink from the beck."]),
    ("ds_store_tb", "different_subject", "herd", ["Pre-movement TB test for the store cattle due: 5 May."]),
    ("ds_hanging_crop", "different_subject", "field", ["Hanging Lands is in winter wheat this year."]),
    ("ds_neighbour_agronomist", "different_subject", "office", ["Hollin Top's agronomist is Stuart Penn."]),
    # static: unchanging fact restated with a synonymous verb
    ("st_cph", "static", "office", [
        "CPH for Brackenwell is 08/217/0043.",
        "Brackenwell's holding number is 08/217/0043.",
    ]),
    ("st_boundary", "static", "estate", [
        "Sowerby Beck forms the north boundary.",
        "The north boundary follows Sowerby Beck.",
    ]),
    ("st_footpath", "static", "field", [
        "A public footpath crosses Kiln Field.",
        "There's a public right of way over Kiln Field.",
    ]),
    ("st_farmhouse", "static", "estate", [
        "The farmhouse dates from 1782.",
        "Farmhouse was built in 1782.",
    ]),
    ("st_barrow", "static", "estate", [
        "Gallow Hill contains a scheduled monument, the round barrow.",
        "The round barrow on Gallow Hill is a scheduled monument.",
    ]),
    ("st_clay", "static", "field", [
        "Ashby Flat is heavy clay.",
        "Ashby Flat sits on heavy clay soil.",
    ]),
    # membership: memberships that look like roles, all held at once
    ("mb_hugh", "membership", "office", [
        "Hugh is treasurer of the Kelderby Show committee.",
        "Hugh's on the board of Wendholm Milk Co-op.",
        "Hugh is a parish councillor.",
        "Hugh joined the catchment partnership steering group.",
    ]),
    ("mb_shona", "membership", "office", [
        "Shona is secretary of the Young Farmers club.",
        "Shona also chairs the grassland discussion group.",
    ]),
    ("mb_farm", "membership", "office", [
        "The farm is a member of the Fellside Machinery Ring.",
        "We're also members of the Northern Beef Producers group.",
        "Joined the Kelda Graziers' Association.",
    ]),
    ("mb_nia", "membership", "estate", [
        "Nia is a trustee of the farming chaplaincy.",
        "Nia sits on the commons grazing committee.",
        "Nia is vice-chair of the Lonk Sheep Breeders.",
    ]),
    # equal_time: two values of one fact at the identical order time
    ("et_spare_tup", "equal_time", "herd", ["Spare tup in Pond Close.", "Spare tup's in Rushy Bottom."]),
    ("et_weigh_day", "equal_time", "herd", ["Store cattle weigh day: Tuesday.", "Store cattle weigh day: Thursday."]),
    ("et_trailer", "equal_time", "office", ["Stock trailer kept at the Mill Holme barn.", "Stock trailer kept at the home yard."]),
    ("et_store_key", "equal_time", "office", ["Grain store key is with Marek.", "Key for the grain store: Hal has it."]),
    ("et_extinguishers", "equal_time", "office", ["Fire extinguisher checks: Harker Safety.", "Fire extinguishers serviced by Dalby Safety."]),
    ("et_shoot_meet", "equal_time", "estate", ["Shoot days meet at the Kiln Field gate.", "Shoot days meet at the Pinfold barn."]),
    # unrelated distractors, some sharing a subject with a changing family
    ("un_1", "unrelated", "field", ["Kiln Field gate post snapped - needs replacing."]),
    ("un_2", "unrelated", "herd", ["Orion had his feet trimmed today."]),
    ("un_3", "unrelated", "estate", ["Gallow Hill hedges laid this winter, about 300 m."]),
    ("un_4", "unrelated", "office", ["Rang Caldbeck Creamery about the March milk statement."]),
    ("un_5", "unrelated", "office", ["Grain store roof leaking over bay 2."]),
    ("un_6", "unrelated", "herd", ["Texel tup treated for foot rot."]),
    ("un_7", "unrelated", "office", ["Ordered 40 new sheep hurdles."]),
    ("un_8", "unrelated", "herd", ["Power cut Tuesday; generator ran the parlour for six hours."]),
    ("un_9", "unrelated", "field", ["Mole catcher coming to Cross Leys next week."]),
    ("un_10", "unrelated", "estate", ["Ragwort pulled on Sowerby Bank."]),
    ("un_11", "unrelated", "estate", ["Ned Rawcliffe saw a fox by the hen house."]),
    ("un_12", "unrelated", "office", ["Fendt due its 3,000-hour service."]),
    ("un_13", "unrelated", "herd", ["Lambing shed power washed and limed."]),
    ("un_14", "unrelated", "field", ["Soil samples from Windy Nook sent off for P and K."]),
]

# groups whose texts name a date: their days are fixed so the text is plausible
FIXED_DAYS = {
    "sc_pondclose": [dt.date(2024, 2, 12), dt.date(2025, 1, 20)],
    "fv_clamp": [dt.date(2025, 11, 3), dt.date(2025, 11, 21)],
}

MODES = ("live", "stamped", "backfilled")
CUTOFF = dt.datetime(2026, 10, 31, 0, 0, 0, tzinfo=dt.timezone.utc)
EARLIEST = dt.datetime(2022, 1, 10, 0, 0, 0, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts, in table order
    for fid, reg, desc, versions in FAMILIES:
        for i, (val, pol, kind, text) in enumerate(versions):
            mems.append(dict(group=fid, register=reg, cls="changing", idx=i, value=val,
                             pol=pol, kind=kind, content=text, desc=desc))
    for gid, cls, reg, texts in LABELLED:
        for i, text in enumerate(texts):
            mems.append(dict(group=gid, register=reg, cls=cls, idx=i, value=None,
                             pol=None, kind=None, content=text, desc=gid))

    # time modes: exact quotas, shuffled over the memories
    n = len(mems)
    n_live = round(0.27 * n)
    n_back = round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times per group
    groups = {}
    order = []
    for m in mems:
        if m["group"] not in groups:
            groups[m["group"]] = []
            order.append(m["group"])
        groups[m["group"]].append(m)
    for g in order:
        ms = groups[g]
        equal = ms[0]["cls"] == "equal_time"
        k = 1 if equal else len(ms)
        gaps = [rng.randint(28, 260) for _ in range(k - 1)]
        span = sum(gaps)
        lo = EARLIEST.toordinal()
        hi = CUTOFF.toordinal() - span - 1
        start = dt.date.fromordinal(rng.randint(lo, hi))
        days = [start]
        for gp in gaps:
            days.append(days[-1] + dt.timedelta(days=gp))
        if g in FIXED_DAYS:
            days = FIXED_DAYS[g]
        if equal:
            day = days[0]
            if any(m["mode"] == "backfilled" for m in ms):
                t = dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc)
            else:
                t = dt.datetime(day.year, day.month, day.day, rng.randint(6, 20),
                                rng.randint(0, 59), rng.randint(0, 59), tzinfo=dt.timezone.utc)
            for m in ms:
                m["order"] = t
        else:
            for m, day in zip(ms, days):
                if m["mode"] == "backfilled":
                    t = dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc)
                else:
                    t = dt.datetime(day.year, day.month, day.day, rng.randint(6, 21),
                                    rng.randint(0, 59), rng.randint(0, 59), tzinfo=dt.timezone.utc)
                m["order"] = t
        # created_at / observed_at
        for m in ms:
            if m["mode"] == "live":
                m["created_at"] = m["order"]
                m["observed_at"] = None
            elif m["mode"] == "stamped":
                m["observed_at"] = m["order"]
                m["created_at"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        if back:
            base = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(8, 18), rng.randint(0, 59),
                               rng.randint(0, 59), tzinfo=dt.timezone.utc)
            t = base
            for m in back:  # newest first
                m["observed_at"] = m["order"]
                m["created_at"] = t
                t = t + dt.timedelta(seconds=rng.randint(3, 40))

    # ids in a shuffled order, file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "a%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, groups, order, [mems[i] for i in file_order]


def truth_of(groups, order):
    pairs = []
    for g in order:
        ms = groups[g]
        if ms[0]["cls"] != "changing":
            continue
        ms = sorted(ms, key=lambda m: m["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, groups, order, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    limit = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    for m in mems:
        assert m["created_at"] < limit and m["order"] < limit
        if m["observed_at"] is not None:
            assert m["observed_at"] == m["order"]
        if m["mode"] == "stamped":
            assert m["created_at"] > m["observed_at"]
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0 and m["order"].second == 0
            assert m["created_at"].year == 2026 and m["created_at"].month == 11
    for g in order:
        ms = groups[g]
        ts = [m["order"] for m in ms]
        if ms[0]["cls"] == "equal_time":
            assert len(set(ts)) == 1 and len(ms) == 2
        else:
            assert len(set(ts)) == len(ts), g
            assert ts == sorted(ts), g  # table order is time order
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["cls"] == "changing":
            assert m["id"] in in_pair, (m["group"], m["content"])
        else:
            assert m["id"] not in in_pair
    # every changing family: first is base, no trailing confirmation
    for fid, reg, desc, versions in FAMILIES:
        assert versions[0][2] == "base" and all(v[2] != "base" for v in versions[1:]), fid
        assert versions[-1][2] != "conf", fid
        for prev, cur in zip(versions, versions[1:]):
            if cur[2] == "conf":
                assert (cur[0], cur[1]) == (prev[0], prev[1]), fid
            else:
                assert (cur[0], cur[1]) != (prev[0], prev[1]), fid
    for gid, cls, reg, texts in LABELLED:
        assert cls != "changing"


def stats(mems, groups, order, pairs):
    out = []
    fams = [f for f in FAMILIES]
    nver = {}
    for f in fams:
        nver[len(f[3])] = nver.get(len(f[3]), 0) + 1
    moves_back = 0
    for f in fams:
        seen = []
        for v in f[3]:
            key = (v[0], v[1])
            if seen and key != seen[-1] and key in seen and v[1] == "+" and all(s[1] == "+" for s in seen):
                moves_back += 1
            seen.append(key)
    reaff = sum(1 for f in fams for p, c in zip(f[3], f[3][1:]) if p[1] == "-" and c[1] == "+")
    kinds = {}
    for f in fams:
        for v in f[3][1:]:
            kinds[v[2]] = kinds.get(v[2], 0) + 1
    newer = sum(kinds.values())
    changes = newer - kinds.get("conf", 0)
    reworded = kinds.get("rw", 0) + kinds.get("hard", 0)
    classes = {}
    regs = {}
    for m in mems:
        classes[m["cls"]] = classes.get(m["cls"], 0) + 1
        regs.setdefault(m["register"], {}).setdefault(m["cls"], 0)
        regs[m["register"]][m["cls"]] += 1
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    chg_modes = {}
    for m in mems:
        if m["cls"] == "changing":
            chg_modes[m["mode"]] = chg_modes.get(m["mode"], 0) + 1
    mixed = sum(1 for f in fams if len({m["mode"] for m in groups[f[0]]}) > 1)
    inverted = 0
    for f in fams:
        ms = sorted(groups[f[0]], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created_at"] < a["created_at"]:
                inverted += 1
    reasons = {}
    for _, _, r in pairs:
        reasons[r] = reasons.get(r, 0) + 1
    words = [len(m["content"].split()) for m in mems]
    kv = sum(1 for m in mems if ":" in m["content"].split(".")[0][:40] and not m["content"][0].isdigit())
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d (by versions: %s)" % (len(fams), ", ".join("%d versions: %d" % (k, nver[k]) for k in sorted(nver))))
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), reasons.get("value", 0), reasons.get("negation", 0)))
    out.append("re-affirmations (negation followed by the fact holding again): %d" % reaff)
    out.append("moves back (A -> ... -> A): %d" % moves_back)
    out.append("in-chain confirmations: %d" % kinds.get("conf", 0))
    out.append("hard-worded intervening versions: %d" % kinds.get("hard", 0))
    out.append("newer versions: %d; changes %d: reworded %d (%.0f%%; of which hard %d), one-slot edits %d (%.0f%%)" % (
        newer, changes, reworded, 100.0 * reworded / changes, kinds.get("hard", 0), kinds.get("edit", 0),
        100.0 * kinds.get("edit", 0) / changes))
    out.append("classes: " + ", ".join("%s %d" % (c, classes[c]) for c in sorted(classes)))
    out.append("labelled memories: %d" % sum(v for c, v in classes.items() if c != "changing"))
    for r in sorted(regs):
        out.append("register %s: %d (%s)" % (r, sum(regs[r].values()), ", ".join("%s %d" % (c, regs[r][c]) for c in sorted(regs[r]))))
    out.append("time modes (all): " + ", ".join("%s %d (%.0f%%)" % (k, modes.get(k, 0), 100.0 * modes.get(k, 0) / len(mems)) for k in MODES))
    out.append("time modes (changing families): " + ", ".join("%s %d" % (k, chg_modes.get(k, 0)) for k in MODES))
    out.append("families mixing time modes: %d of %d" % (mixed, len(fams)))
    out.append("consecutive versions whose created_at order inverts order time: %d" % inverted)
    out.append("words per memory: min %d, median %d, max %d, mean %.1f" % (
        min(words), sorted(words)[len(words) // 2], max(words), sum(words) / len(words)))
    out.append("memories written as a 'key: value' line (a colon in the first 40 characters): %d" % kv)
    return out


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for ln in lines:
            f.write(ln + "\n")
    os.replace(tmp, path)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main(argv):
    mems, groups, order, file_mems = build()
    pairs = truth_of(groups, order)
    check(mems, groups, order, pairs)
    if "--stats" in argv:
        print("\n".join(stats(mems, groups, order, pairs)))
        return 0
    if "--list" in argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            lab = "%s v%d value=%r pol=%s kind=%s" % (m["group"], m["idx"] + 1, m["value"], m["pol"], m["kind"]) \
                if m["cls"] == "changing" else "%s [%s]" % (m["group"], m["cls"])
            print("%s\t%s\t%-10s\t%s\t%s" % (m["id"], rfc(m["order"]), m["mode"], lab, m["content"]))
        return 0
    mem_lines = []
    for m in file_mems:
        o = {"id": m["id"], "content": m["content"], "created_at": rfc(m["created_at"])}
        if m["observed_at"] is not None:
            o["observed_at"] = rfc(m["observed_at"])
        mem_lines.append(json.dumps(o, ensure_ascii=False))
    truth_lines = [json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r})
                   for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))]
    label_lines = [json.dumps({"id": m["id"], "class": m["cls"]})
                   for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != "changing"]
    paths = {k: os.path.join(HERE, k + ".jsonl") for k in ("memories", "truth", "labels")}
    write(paths["memories"], mem_lines)
    write(paths["truth"], truth_lines)
    write(paths["labels"], label_lines)
    sums = {k: sha(p) for k, p in paths.items()}
    write(os.path.join(HERE, "README.md"), readme(stats(mems, groups, order, pairs), sums))
    return 0


def readme(st, sums):
    return README_TEMPLATE.format(
        stats="\n".join("    " + s for s in st),
        mem=sums["memories"], truth=sums["truth"], labels=sums["labels"],
        seed=SEED).rstrip("\n").split("\n")


README_TEMPLATE = """# R29: farm, land and livestock records (blind, registered gate corpus)

A blind evaluation set for l9's supersession detector, written in the register of a farm office's notes, a
herd/flock book, a field log and an estate manager's tracker: a field's crop, its tenant or grazier, the
contractors who drill, spray, spread slurry or cut hedges, the vet, the milk buyer, feed, fertiliser and seed
suppliers, a bull's or a tup's paddock, the mule ewes' lambing date, the TB test date, the scheme a field is in
(SFI, CS Mid Tier), the agronomist, who drives the Fendt, the grain store's capacity, rent per acre, a field's
water supply, the gamekeeper. All names, places and organisations are invented. It is the registered gate
corpus R29: it will be frozen by sha256 in a pre-registration and scored only as a whole.

## How it was written (blind)

Written by a helper session that read exactly these and nothing else of the project:

- /work/notes/prompt-r29.md (the task brief)
- /work/notes/protocol.md (the working protocol)
- /work/shared/seeds/001_91fa343d1a6e0c19.txt (ADR-0051, the design seed)
- the sections "Memory JSONL (input and export format)" and "Using l9 on your own export" of /work/main/README.md
  (plus its list of section headings, to find them)

It did not read svo/, corpus/, detector/, doc/, gates/, arms/, any test file, any other testdata/ directory,
results/, prereg/ or any other code or notes; it did not build or run l9 and saw no l9 output; it did not grep the
repository for vocabulary. No SituatedQA or TimeQA data was used and nothing was fetched. The texts were written
from imagination in the way such records are kept, not shaped to any extractor.

## Files

- `gen.py`: python3, stdlib only, seed {seed}. All labels (family, value, polarity, wording kind, class) are fixed
  in its tables before anything is generated; truth is computed from labels, never from text. Two runs give
  byte-identical files. `python3 gen.py --stats` prints the counts below; `python3 gen.py --list` prints every
  memory with id, order time, time mode and labels.
- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}` per line, RFC 3339 UTC, all before
  2026-12-01. Ids (a001...) are assigned in a shuffled order and the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value, polarity)
differs. The reason is `negation` when the polarities differ (the newer memory says the fact stopped holding:
ended, taken out, sold, left, stopped using, not using any more, gave up, expired and not renewed; a
re-affirmation after a negation is a negation pair too), else `value`. A chain of n versions yields n-1 pairs; a
move back (A -> B -> A) pairs through the middle; a confirmation inside a chain is never paired with what it
confirms but is expired, like the version it confirms, by the next change. No labelled memory takes part in any
pair; gen.py asserts that every family memory is in a pair and no labelled one is.

Negative classes (all labelled): multi_valued (breeds in the suckler herd, crops in the rotation, schemes the farm
is in, staff with spraying certificates, working dogs), scope_disjoint (summer vs winter hogg grazing, milking vs
dry cows, harvest 2024 vs 2025, weekday vs weekend milking, lower vs upper fields, home vs Ravenstone beat),
format_variant (12 t/hr vs twelve tonnes an hour, 412 acres vs 166.7 ha, 17:00 vs 5pm, £1,000 vs 1k, 2nd vs
second, 03/11/2025 vs 3 Nov 2025), elaboration, confirmation (still, confirmed, as usual, again), different_subject
(the frame of a changing fact with another subject), static (an unchanging fact restated with a synonymous verb),
membership (committee, board and club roles all held at once), equal_time (two values of one fact at the
identical order time: no pair), unrelated (distractors, several sharing a subject with a changing family).

## Counts and statistics (from `python3 gen.py --stats`)

{stats}

"reworded" means the newer version uses another verb or construction than the version before it; "one-slot
edit" means the same wording with one slot changed. "register" is the kind of record a memory was written as
(office notes, herd/flock book, field log, estate tracker).

## Time modes

Mixed within families, assigned by exact quota over all memories and shuffled: live-ingested (no `observed_at`;
order time = `created_at`), stamped (`observed_at` = order time, `created_at` 2-55 minutes later), backfilled
(`observed_at` at midnight UTC, `created_at` an import instant in November 2026 assigned newest-first within a
family, so `created_at` order can invert order time). Versions of one family are 28-260 days apart and never share
an order time, except the two memories of each equal_time group, which share one.

## sha256

    {mem}  memories.jsonl
    {truth}  truth.jsonl
    {labels}  labels.jsonl

## Regenerate

    cd testdata/real/farm-r29 && python3 gen.py && sha256sum memories.jsonl truth.jsonl labels.jsonl
"""

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
