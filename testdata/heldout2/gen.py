#!/usr/bin/env python3
"""Labelled source of testdata/heldout2 (blind set). Run: python3 gen.py
Families list versions as (content, order_time, value_label, polarity[, extra]).
Truth: each memory is expired by the EARLIEST strictly newer member of its family
whose value label differs (same polarity) -> "value", or whose value is the same with
opposite polarity -> "negation". Same label + same polarity = confirmation (no pair).
Singletons (S) and families marked pairs=False never pair (distractors)."""
import json, random, os
random.seed(20261130)
FAM = []   # (name, versions, pairs)

def F(name, *vs, pairs=True):
    FAM.append((name, list(vs), pairs))

def S(content, t, **extra):
    FAM.append((None, [(content, t, "x", "+", extra)], False))

# ---------------- value supersessions ----------------
F("amlo", ("Priya takes 5 mg of amlodipine every morning.", "2024-02-03", "5", "+"),
          ("Priya's doctor upped her amlodipine to 10 mg.", "2024-05-19", "10", "+"))
F("addr", ("The user's home address is 14 Birchwood Lane, Leeds.", "2023-09-01", "a", "+"),
          ("The user's home address is 82 Harbour Street, Whitby.", "2024-06-12", "b", "+"))
F("car",  ("Marcus drives a 2015 Honda Civic.", "2023-03-10", "civic", "+"),
          ("Marcus drives a 2021 Kia Niro now.", "2024-08-22", "niro", "+"),
          ("Marcus drives a 2021 Kia Niro.", "2025-01-05", "niro", "+"))       # confirmation
F("pg",   ("The staging database runs PostgreSQL 13.", "2022-01-14", "13", "+"),
          ("The staging database runs PostgreSQL 14.", "2022-11-02", "14", "+"),
          ("The staging database runs PostgreSQL 15.", "2023-10-20", "15", "+"),
          ("Staging database upgraded: it now runs PostgreSQL 16.", "2024-09-30", "16", "+"))
F("pop",  ("Oakridge has a population of 41,200.", "2021-04-01", "41200", "+"),
          ("Oakridge has a population of 43,900.", "2024-04-01", "43900", "+"))
# backfill: created_at order reversed relative to observed_at order
F("mayor",("The mayor of Lindenfall is Harriet Osei.", "2019-05-10", "osei", "+", {"created": "2025-02-01T10:00:00Z"}),
          ("The mayor of Lindenfall is Tomas Brandt.", "2023-05-12", "brandt", "+", {"created": "2024-11-15T09:00:00Z"}))
F("plan", ("The user's phone plan is Vodafone 30GB.", "2024-01-08", "voda", "+"),
          ("The user switched their phone plan to Three Unlimited.", "2024-10-03", "three", "+"))
F("standup", ("The team standup is at 9:30.", "2024-03-04", "930", "+"),
             ("The team standup is at 10:15.", "2024-06-03", "1015", "+"),
             ("The team standup is at 9:30 again.", "2024-09-02", "930", "+"))
F("miso", ("Ana's cat Miso weighs 4.2 kg.", "2024-01-20", "4.2", "+"),
          ("Ana's cat Miso weighs 4.8 kg.", "2024-07-14", "4.8", "+"))
F("acct", ("Acme Corp's account manager is Deepa Rao.", "2023-06-01", "rao", "+"),
          ("Acme Corp's account manager is Luis Ferreira.", "2024-02-15", "ferreira", "+"))
F("team", ("The user's favourite football team is Leeds United.", "2022-08-10", "leeds", "+"),
          ("The user's favourite football team is Brighton these days.", "2024-08-18", "brighton", "+"))
F("rec400", ("The club record for the 400 m is 47.91 seconds.", "2021-07-03", "47.91", "+"),
            ("The club record for the 400 m is 47.30 seconds.", "2024-06-29", "47.30", "+"))
F("pool", ("The API's max pool size is 20.", "2024-02-01T14:00:00Z", "20", "+"),
          ("Raised the API's max pool size to 50 after the load test.", "2024-04-11T16:30:00Z", "50", "+"))
F("quill", ("The current release of Quillpad is 2.3.1.", "2024-03-12", "231", "+"),
           ("The current release of Quillpad is 2.4.0.", "2024-05-28", "240", "+"),
           ("The current release of Quillpad is 2.4.1.", "2024-06-04", "241", "+"))
F("price", ("The Pro plan costs $12 per month.", "2023-11-01", "12", "+"),
           ("The Pro plan costs $15 per month.", "2024-11-01", "15", "+"))
F("bus",  ("The school bus picks Noah up at 7:45.", "2024-09-02", "745", "+"),
          ("The school bus picks Noah up at 8:05.", "2025-01-06", "805", "+"))
F("gran", ("Grandma lives in Galway.", "2022-05-05", "galway", "+"),
          ("Grandma lives in Cork now.", "2024-03-30", "cork", "+"))
F("job",  ("The user works at Brightline Logistics.", "2022-02-02", "bright", "+"),
          ("The user works at Kestrel Analytics.", "2024-07-01", "kestrel", "+"))
F("router", ("The router's admin address is 192.168.0.1.", "2023-12-02", "0.1", "+"),
            ("The router's admin address is 192.168.1.254.", "2024-12-27", "1.254", "+"))
F("oncall", ("The on-call lead for payments is Jonas.", "2024-10-07T08:00:00Z", "jonas", "+"),
            ("The on-call lead for payments is Farah.", "2024-10-14T08:00:00Z", "farah", "+"))
F("starter", ("The user feeds their sourdough starter twice a day.", "2024-01-10", "twice", "+"),
             ("The user feeds their sourdough starter once a day.", "2024-04-02", "once", "+"))
F("year", ("Tamsin is in Year 4.", "2023-09-05", "4", "+"),
          ("Tamsin is in Year 5.", "2024-09-04", "5", "+"))
F("ceo",  ("The CEO of Northwind Ferries is Gail Ambrose.", "2018-03-01", "ambrose", "+"),
          ("The CEO of Northwind Ferries is Pieter Laan.", "2023-01-09", "laan", "+"))
F("tier", ("Halvorsen & Sons is on the Basic tier.", "2023-04-04", "basic", "+"),
          ("Halvorsen & Sons upgraded to the Enterprise tier.", "2024-04-04", "ent", "+"))
# backfill in the middle of a 3-chain
F("levo", ("The user's levothyroxine dose is 50 mcg.", "2021-06-01", "50", "+"),
          ("The user's levothyroxine dose is 75 mcg.", "2022-02-01", "75", "+", {"created": "2025-03-01T12:00:00Z"}),
          ("The user's levothyroxine dose is 88 mcg.", "2023-08-15", "88", "+", {"created": "2024-01-02T12:00:00Z"}))
F("bins", ("Bin collection day is Tuesday.", "2023-02-01", "tue", "+"),
          ("Bin collection day is Thursday.", "2024-04-10", "thu", "+"),
          ("Bin collection day is Thursday.", "2024-10-10", "thu", "+"))   # confirmation
F("branch", ("The default branch of the billing repo is master.", "2021-05-01", "master", "+"),
            ("The default branch of the billing repo is main.", "2023-03-20", "main", "+"))
F("vet",  ("Rex's vet is Dr. Kowalski.", "2022-10-10", "kow", "+"),
          ("Rex's vet is Dr. Amadi.", "2024-05-05", "amadi", "+"))
F("tower", ("The tallest building in Port Averly is the Meridian Tower.", "2015-01-01", "meridian", "+"),
           ("The tallest building in Port Averly is the Solace Spire.", "2022-06-30", "solace", "+"))
F("gym",  ("The user's gym membership costs £34 a month.", "2023-01-15", "34", "+"),
          ("The user's gym membership costs £39 a month.", "2024-01-15", "39", "+"))
F("ic",   ("The incident commander for INC-2231 is Wei.", "2025-03-04T02:20:00Z", "wei", "+"),
          ("The incident commander for INC-2231 is Ravi.", "2025-03-04T06:05:00Z", "ravi", "+"))
F("inc",  ("INC-2231 status: investigating.", "2025-03-04T02:15:00Z", "inv", "+"),
          ("INC-2231 status: mitigated.", "2025-03-04T04:40:00Z", "mit", "+"),
          ("INC-2231 status: resolved.", "2025-03-04T09:10:00Z", "res", "+"))
F("diet", ("The user's diet is vegetarian.", "2022-01-01", "veg", "+"),
          ("The user's diet is vegan.", "2024-02-01", "vegan", "+"))
F("backup", ("The nightly backup runs at 02:00 UTC.", "2024-05-01", "0200", "+"),
            ("The nightly backup runs at 03:30 UTC.", "2024-08-19", "0330", "+"))
F("mgr",  ("Kettering Rovers' manager is Sean Doyle.", "2021-06-01", "doyle", "+"),
          ("Kettering Rovers' manager is Ines Marchetti.", "2024-11-11", "marchetti", "+"))
F("laptop", ("The user's laptop is a ThinkPad X1 Carbon.", "2022-03-03", "tp", "+"),
            ("The user's laptop is a MacBook Air M3.", "2024-09-09", "mba", "+"))
F("mort", ("The user's mortgage rate is 4.1%.", "2022-07-01", "4.1", "+"),
          ("The user's mortgage rate is 5.2% after the remortgage.", "2024-07-01", "5.2", "+"))
F("shoe", ("Jun's shoe size is 32.", "2024-03-01", "32", "+"),
          ("Jun's shoe size is 34.", "2025-02-01", "34", "+"))
F("billing", ("Halvorsen & Sons' billing email is accounts@halvorsen.example.", "2023-04-10", "acc", "+"),
             ("Halvorsen & Sons' billing email is ap@halvorsen.example.", "2024-09-03", "ap", "+"))
F("insulin", ("Dad's evening insulin is 18 units of Lantus.", "2024-02-10", "18", "+"),
             ("Dad's evening insulin is 22 units of Lantus.", "2024-06-01", "22", "+"))
F("captain", ("The captain of the under-14s is Zara Okafor.", "2023-09-01", "zara", "+"),
             ("Zara handed over: the captain of the under-14s is Ellis Byrne.", "2024-09-01", "ellis", "+"))
F("timeout", ("The gateway request timeout is 30 s.", "2024-01-01", "30", "+"),
             ("The gateway request timeout is 45 s.", "2024-03-15", "45", "+"))

# ---------------- negation supersessions ----------------
F("spotify", ("The user is subscribed to Spotify Premium.", "2023-01-01", "sp", "+"),
             ("The user is no longer subscribed to Spotify Premium.", "2024-05-01", "sp", "-"))
F("melat", ("Oliver takes melatonin at night.", "2024-01-01", "m", "+"),
           ("Oliver doesn't take melatonin anymore.", "2024-08-01", "m", "-"))
F("flag", ("The new_checkout feature flag is enabled in production.", "2024-06-01T10:00:00Z", "f", "+"),
          ("The new_checkout feature flag is not enabled in production anymore.", "2024-06-03T11:00:00Z", "f", "-"))
F("hiring", ("Dana is a member of the hiring committee.", "2023-03-01", "h", "+"),
            ("Dana is no longer a member of the hiring committee.", "2024-03-01", "h", "-"))
F("moto", ("The user owns a motorbike.", "2021-01-01", "mb", "+"),
          ("The user no longer owns a motorbike.", "2024-04-20", "mb", "-"))
F("library", ("Greyhaven Library is open on Sundays.", "2020-01-01", "sun", "+"),
             ("Greyhaven Library is not open on Sundays anymore.", "2024-01-08", "sun", "-"))
F("renew", ("Brambleworth Ltd is on auto-renew.", "2023-07-07", "ar", "+"),
           ("Brambleworth Ltd isn't on auto-renew now.", "2024-07-01", "ar", "-"))
F("coffee", ("The user drinks coffee.", "2022-01-01", "c", "+"),
            ("The user doesn't drink coffee anymore.", "2023-05-01", "c", "-"),
            ("The user drinks coffee again.", "2024-10-01", "c", "+"))
F("port", ("Port 8443 is open on the bastion host.", "2024-02-02", "p", "+"),
          ("Port 8443 is no longer open on the bastion host.", "2024-02-20", "p", "-"))
F("wait", ("Felix is on the waiting list for Riverside Nursery.", "2024-01-15", "w", "+"),
          ("Felix is no longer on the waiting list for Riverside Nursery.", "2024-06-15", "w", "-"))

# ---------------- distractors / near misses (no pairs) ----------------
# set-valued relations
for c, t in [("The user speaks French.", "2023-01-01"), ("The user speaks Portuguese.", "2024-01-01"),
             ("Priya is allergic to peanuts.", "2023-02-01"), ("Priya is allergic to shellfish.", "2024-02-01"),
             ("Lindenfall is twinned with Arbois.", "2010-01-01"), ("Lindenfall is twinned with Kilkenny.", "2016-01-01"),
             ("The user has a dog named Biscuit.", "2022-01-01"), ("The user has a dog named Pepper.", "2024-03-01"),
             ("Marcus plays the cello.", "2023-04-01"), ("Marcus plays the piano.", "2024-04-01"),
             ("The platform team uses Grafana for dashboards.", "2023-05-01"), ("The platform team uses PagerDuty for paging.", "2024-05-01"),
             ("The user likes Thai food.", "2023-06-01"), ("The user likes Ethiopian food.", "2024-06-01"),
             ("The user subscribes to The Economist.", "2023-07-01"), ("The user subscribes to Wired.", "2024-07-01"),
             ("Noah is friends with Arlo.", "2024-09-10"), ("Noah is friends with Sami.", "2024-11-10"),
             ("The Vessen Bridge crosses the River Calder.", "2012-01-01"), ("The Vessen Bridge connects Oakridge and Port Averly.", "2014-01-01"),
             ("Acme Corp uses our invoicing and payroll modules.", "2024-02-20"),
             ("Dad takes metformin.", "2024-02-11"), ("Dad takes lisinopril.", "2024-06-02"),
             ("The user volunteers at the food bank.", "2024-03-03"), ("The user volunteers at the animal shelter.", "2024-08-03")]:
    S(c, t)
# different subjects sharing words
for c, t in [("Oakridge County has a population of 210,000.", "2024-04-02"),
             ("The deputy mayor of Lindenfall is Kofi Mensah.", "2024-01-20"),
             ("Ana's dog Toby weighs 12 kg.", "2024-07-20"),
             ("The analytics database runs ClickHouse 23.8.", "2024-03-01"),
             ("The Team plan costs $25 per month.", "2024-11-02"),
             ("Priya's husband takes 20 mg of atorvastatin.", "2024-05-20"),
             ("The school bus picks Maya up at 8:20.", "2025-01-07"),
             ("The user's partner works at Brightline Logistics.", "2024-07-02"),
             ("The on-call lead for search is Jonas.", "2024-10-15T08:00:00Z"),
             ("Tamsin's cousin is in Year 7.", "2024-09-06"),
             ("The CEO of Northwind Rail is Gail Ambrose.", "2023-02-01"),
             ("Kettering Town's manager is Sean Doyle.", "2024-11-12"),
             ("The club record for the 800 m is 1:52.4.", "2024-06-30"),
             ("Jun's brother's shoe size is 38.", "2025-02-02"),
             ("The user's mother's laptop is a Chromebook.", "2024-09-10"),
             ("Grandpa lives in Limerick.", "2024-03-31"),
             ("Mum's evening insulin is 12 units of Levemir.", "2024-06-02"),
             ("The captain of the under-16s is Ellis Byrne's sister, Nia.", "2024-09-02"),
             ("INC-2240 status: investigating.", "2025-03-06T11:00:00Z"),
             ("The current release of Quillpad Mobile is 1.9.0.", "2024-06-05"),
             ("The payments service request timeout is 10 s.", "2024-03-16")]:
    S(c, t)
# different scopes
for c, t in [("On Fridays the team standup is at 11:00.", "2024-06-04"),
             ("In summer Greyhaven Library opens at 8:00.", "2024-05-01"),
             ("In winter Greyhaven Library opens at 9:30.", "2024-10-01"),
             ("The speed limit on Harbour Road is 30 mph.", "2023-01-01"),
             ("The speed limit on the Oakridge ring road is 50 mph.", "2024-01-01"),
             ("In staging the API's max pool size is 10.", "2024-04-12T09:00:00Z"),
             ("The error rate in eu-west is 3%.", "2025-03-04T03:00:00Z"),
             ("The error rate in us-east is 0.2%.", "2025-03-04T03:05:00Z"),
             ("In the UK the Pro plan costs £11 per month.", "2024-11-03"),
             ("At weekends the nightly backup runs at 05:00 UTC.", "2024-08-20")]:
    S(c, t)
# same value, other format or unit
F("fmt_height", ("The Meridian Tower is 212 m tall.", "2015-02-01", "212", "+"),
                ("The Meridian Tower is 696 ft tall.", "2020-02-01", "212", "+"), pairs=False)
F("fmt_flight", ("The user's flight to Lisbon leaves at 18:30.", "2024-04-01", "1830", "+"),
                ("The user's flight to Lisbon leaves at 6:30 pm.", "2024-04-05", "1830", "+"), pairs=False)
F("fmt_tall", ("The user is 180 cm tall.", "2023-01-01", "180", "+"),
              ("The user is 5 ft 11 in tall.", "2024-01-01", "180", "+"), pairs=False)
F("fmt_rent", ("The user's rent is £1,250 a month.", "2024-01-01", "1250", "+"),
              ("The user's rent is £1250 per month.", "2024-06-01", "1250", "+"), pairs=False)
F("fmt_ram", ("The build server has 64 GB of RAM.", "2024-01-01", "64", "+"),
             ("The build server has 64GB of RAM.", "2024-02-01", "64", "+"), pairs=False)
F("fmt_race", ("The Oakridge fun run is 10 km.", "2023-05-01", "10", "+"),
              ("The Oakridge fun run is 6.2 miles.", "2024-05-01", "10", "+"), pairs=False)
F("fmt_temp", ("The fermenting room is kept at 24 °C.", "2024-01-01", "24", "+"),
              ("The fermenting room is kept at 75 °F.", "2024-03-01", "24", "+"), pairs=False)
F("fmt_date", ("The user's passport expires on 2027-03-14.", "2024-01-01", "d", "+"),
              ("The user's passport expires on 14 March 2027.", "2024-05-01", "d", "+"), pairs=False)
# elaborations, both directions
F("elab_sis", ("The user's sister lives in Bristol.", "2023-01-01", "a", "+"),
              ("The user's sister lives in Bristol, near Clifton.", "2024-01-01", "a", "+"), pairs=False)
F("elab_off", ("The Kestrel Analytics office is at 5 Quay Street, Dundee.", "2023-01-01", "a", "+"),
              ("The Kestrel Analytics office is at 5 Quay Street.", "2024-01-01", "a", "+"), pairs=False)
F("elab_role", ("Farah is a backend engineer.", "2023-01-01", "a", "+"),
               ("Farah is a senior backend engineer on the payments team.", "2024-01-01", "a", "+"), pairs=False)
F("elab_school", ("Noah goes to Hillcrest Primary School in Oakridge.", "2023-09-01", "a", "+"),
                 ("Noah goes to Hillcrest Primary.", "2024-09-01", "a", "+"), pairs=False)
F("elab_recipe", ("The user's chilli recipe uses smoked paprika.", "2023-01-01", "a", "+"),
                 ("The user's chilli recipe uses smoked paprika and a square of dark chocolate.", "2024-01-01", "a", "+"), pairs=False)
# confirmations
F("conf_col", ("The user's favourite colour is green.", "2022-01-01", "g", "+"),
              ("The user's favourite colour is green.", "2023-06-01", "g", "+"),
              ("The user's favourite colour is still green.", "2024-06-01", "g", "+"), pairs=False)
F("conf_hq", ("Kestrel Analytics is headquartered in Dundee.", "2023-01-01", "d", "+"),
             ("Kestrel Analytics is headquartered in Dundee.", "2024-08-01", "d", "+"), pairs=False)
F("conf_blood", ("Oliver's blood type is O negative.", "2022-01-01", "o", "+"),
                ("Oliver's blood type is O negative.", "2024-01-01", "o", "+"), pairs=False)
# equal-timestamp conflicts (contested, never pairs)
F("tie_venue", ("The venue for the offsite is Glenrock Lodge.", "2024-09-01T12:00:00Z", "g", "+"),
               ("The venue for the offsite is Ashby Hall.", "2024-09-01T12:00:00Z", "a", "+"), pairs=False)
F("tie_dent", ("The user's dentist appointment is on 14 May.", "2025-04-01T09:00:00Z", "14", "+"),
              ("The user's dentist appointment is on 21 May.", "2025-04-01T09:00:00Z", "21", "+"), pairs=False)
F("tie_dose", ("Rex's carprofen dose is 50 mg.", "2024-05-06T10:00:00+01:00", "50", "+"),
              ("Rex's carprofen dose is 75 mg.", "2024-05-06T09:00:00Z", "75", "+"), pairs=False)  # same instant, other offset
# disjoint effective/expires intervals (timeline, not supersession)
F("int_cfo", ("The CFO of Brightline Logistics is Ruth Abara.", "2023-01-02", "ruth", "+",
              {"effective": "2023-01-01", "expires": "2023-07-01"}),
             ("The CFO of Brightline Logistics is Colm Reddy.", "2023-06-15", "colm", "+",
              {"effective": "2023-07-01"}), pairs=False)
F("int_promo", ("The promotional price of the Basic plan is $5 per month.", "2024-11-20", "5", "+",
                {"effective": "2024-11-25", "expires": "2024-12-02"}),
               ("The promotional price of the Basic plan is $7 per month.", "2024-12-10", "7", "+",
                {"effective": "2024-12-20", "expires": "2025-01-03"}), pairs=False)
F("int_pool", ("The leisure centre pool opens at 6:30.", "2024-05-01", "630", "+",
               {"effective": "2024-06-01", "expires": "2024-09-01"}),
              ("The leisure centre pool opens at 7:00.", "2024-08-01", "700", "+",
               {"effective": "2024-09-01"}), pairs=False)
F("int_cover", ("The acting head of Hillcrest Primary is Mr Doyle.", "2024-01-05", "d", "+",
                {"effective": "2024-01-08", "expires": "2024-04-01"}),
               ("The head of Hillcrest Primary is Mrs Achebe.", "2024-03-20", "a", "+",
                {"effective": "2024-04-01"}), pairs=False)
# hypotheticals, plans, questions following a real fact
for c, t in [("The user's phone is an iPhone 13.", "2023-01-01"),
             ("The user might switch to a Pixel 9 when the contract ends.", "2024-06-01"),
             ("Should we raise the API's max pool size to 100?", "2024-05-01T10:00:00Z"),
             ("We're planning to move the standup to 10:45 next quarter.", "2024-10-01"),
             ("Marcus is thinking about buying a Tesla Model 3.", "2025-02-01"),
             ("If the council agrees, bin collection day would move to Friday.", "2024-11-01"),
             ("Is Grandma moving to Dublin?", "2024-12-01"),
             ("Proposal: set the gateway request timeout to 60 s.", "2024-04-01"),
             ("Would the user prefer the Enterprise tier for Brambleworth?", "2024-07-02"),
             ("Dad's endocrinologist may increase his Lantus to 26 units next month.", "2024-07-01"),
             ("The user wants to try the keto diet someday.", "2024-03-01")]:
    S(c, t)
# household / misc standalone facts
for c, t in [("The boiler service is due in October.", "2024-05-01"),
             ("The spare key is with the neighbours at number 16.", "2024-02-02"),
             ("The user's car insurance renews on 12 August.", "2024-03-03"),
             ("The recycling goes out every other week.", "2024-04-04"),
             ("Released Quillpad 2.4.1 with a fix for the autosave crash.", "2024-06-04T15:00:00Z"),
             ("Deploys are frozen from 20 December to 3 January.", "2024-12-01"),
             ("Brambleworth Ltd's contract value is £48,000 a year.", "2024-07-03"),
             ("Halvorsen & Sons prefers calls on Tuesday mornings.", "2024-02-02"),
             ("The Oakridge Rovers ground holds 12,500 spectators.", "2020-01-01"),
             ("Lindenfall was founded in 1214.", "2015-01-01")]:
    S(c, t)


# ---- added in the same blind pass: looser, register-specific phrasings ----
F("allow", ("Sam's allowance is £5 a week.", "2024-01-07", "5", "+"),
           ("We bumped Sam's pocket money up to £7 a week.", "2024-09-01", "7", "+"))
F("deploy", ("2024-07-02 deploy: payments-api v3.14.0 live in prod.", "2024-07-02T13:10:00Z", "3140", "+"),
            ("2024-07-09 deploy: payments-api v3.15.2 live in prod.", "2024-07-09T12:55:00Z", "3152", "+"))
F("gp",   ("The user's GP is Dr Naylor at Ashgrove Surgery.", "2021-03-01", "naylor", "+"),
          ("The user has registered with a new GP, Dr Bhatt.", "2024-10-21", "bhatt", "+"))
F("landlord", ("The Harbour Street flat's landlord is Mr Pryce.", "2024-06-20", "pryce", "+"),
              ("The landlord of the Harbour Street flat is now Keystone Lettings.", "2025-01-15", "keystone", "+"))
F("bband", ("Broadband: Zen 150 Mb, £32/month.", "2023-02-01", "zen", "+"),
           ("Broadband is now Community Fibre 500 Mb.", "2024-11-01", "cf", "+"))
F("capital", ("Calder Province's capital is Eastmere.", "2016-01-01", "eastmere", "+"),
             ("Since 2021, Calder Province's capital has been Vossholm.", "2021-09-01", "vossholm", "+"))
F("autoassign", ("Ticket auto-assignment is turned on for the EMEA queue.", "2024-03-01", "on", "+"),
                ("Ticket auto-assignment is no longer turned on for the EMEA queue.", "2024-05-20", "on", "-"))
F("swim", ("Leo is taking swimming lessons on Saturdays.", "2023-09-09", "sw", "+"),
          ("Leo has stopped taking swimming lessons.", "2024-06-01", "sw", "-"))
for c, t in [("Sam's friend Ollie gets £10 a week.", "2024-09-02"),
             ("2024-07-10: payments-api v3.16.0 live in staging.", "2024-07-10T09:00:00Z"),
             ("Plan: upgrade payments-api to v4.0.0 in August.", "2024-07-11"),
             ("Leo's sister is taking violin lessons.", "2024-06-02"),
             ("Ticket auto-assignment is turned on for the APAC queue.", "2024-05-21")]:
    S(c, t)

# ---------------- emit ----------------
def iso(t):
    return t if "T" in t else t + "T09:00:00Z"

def parse(t):
    from datetime import datetime, timezone
    s = iso(t).replace("Z", "+00:00")
    return datetime.fromisoformat(s).astimezone(timezone.utc)

rows, truth = [], []
flat = []
for name, vs, pairs in FAM:
    for v in vs:
        content, t, val, pol = v[:4]
        extra = v[4] if len(v) > 4 else {}
        flat.append((name, pairs, content, t, val, pol, extra))
order = list(range(len(flat)))
random.shuffle(order)
ids = {}
for n, i in enumerate(order):
    ids[i] = "k%03d" % (n + 1)
from datetime import timedelta
for i, (name, pairs, content, t, val, pol, extra) in enumerate(flat):
    rec = {"id": ids[i], "content": content}
    omit = (random.random() < 0.2) and "created" not in extra
    if omit:
        rec["created_at"] = iso(t)
    else:
        rec["created_at"] = extra.get("created") or (parse(t) + timedelta(hours=random.randint(1, 96))).strftime("%Y-%m-%dT%H:%M:%SZ")
        rec["observed_at"] = iso(t)
    if "effective" in extra: rec["effective_at"] = extra["effective"]
    if "expires" in extra: rec["expires_at"] = extra["expires"]
    rows.append((ids[i], rec))
# truth per family
fams = {}
for i, f in enumerate(flat):
    if f[0] is not None and f[1]:
        fams.setdefault(f[0], []).append(i)
for name, idx in fams.items():
    for a in idx:
        ta = parse(flat[a][3])
        newer = sorted([b for b in idx if parse(flat[b][3]) > ta], key=lambda b: parse(flat[b][3]))
        for b in newer:
            va, pa, vb, pb = flat[a][4], flat[a][5], flat[b][4], flat[b][5]
            if va != vb and pa == pb:
                truth.append({"expired_id": ids[a], "replacement_id": ids[b], "reason": "value"}); break
            if va == vb and pa != pb:
                truth.append({"expired_id": ids[a], "replacement_id": ids[b], "reason": "negation"}); break
            assert va == vb and pa == pb, name
rows.sort()
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "memories.jsonl"), "w") as f:
    for _, r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
with open(os.path.join(here, "truth.jsonl"), "w") as f:
    for p in truth:
        f.write(json.dumps(p) + "\n")
from collections import Counter
print(len(rows), "memories;", len(truth), "pairs", Counter(p["reason"] for p in truth),
      "observed_at on", sum("observed_at" in r for _, r in rows))
