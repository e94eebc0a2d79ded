# Generates memories.jsonl and truth.jsonl of the blind held-out set (see README.md).
# Deterministic: python3 gen.py rewrites both files byte-identically.
import json, os, random, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__))
rnd = random.Random(20261130)
mems = []   # dicts
truth = []  # (expired, replacement, reason)
cat_counts = {}
cat_mems = {}
n = [0]
def ts(s):
    if len(s) == 10: s += "T09:00:00Z"
    return s
def M(text, created, obs="auto", **extra):
    n[0] += 1
    mid = "h%03d" % n[0]
    d = {"id": mid, "content": text, "created_at": ts(created)}
    if obs == "auto":
        c = dt.datetime.fromisoformat(ts(created).replace("Z", "+00:00"))
        if rnd.random() < 0.22:
            obs = None
        else:
            o = c - dt.timedelta(minutes=rnd.randint(1, 60*6))
            obs = o.strftime("%Y-%m-%dT%H:%M:%SZ")
    if obs is not None:
        d["observed_at"] = ts(obs)
    d.update(extra)
    mems.append(d)
    return mid
def fam(cat, items, pairs=None, reason="value"):
    """items: list of (text, created[, obs]); pairs default: chain."""
    ids = [M(*it) if isinstance(it, tuple) else it for it in items]
    if pairs is None:
        pairs = [(i, i+1) for i in range(len(ids)-1)]
    for a, b in pairs:
        r = reason
        if isinstance(b, tuple): b, r = b
        truth.append((ids[a], ids[b], r))
    cat_counts[cat] = cat_counts.get(cat, 0) + 1
    cat_mems[cat] = cat_mems.get(cat, 0) + len(ids)
    return ids
def D(cat, items):
    return fam(cat, items, pairs=[])

V = "value pair"
# ---------------- true value supersessions (pairs) ----------------
fam(V, [("User's sister lives in Leeds.", "2021-02-11T19:04:00Z"),
        ("The user's sister moved to Manchester in the spring, she's renting near Piccadilly.", "2022-06-20T08:12:00Z")])
fam(V, [("Priya works at Stripe as a backend engineer.", "2020-09-03T14:00:00Z"),
        ("Priya started a new job at Datadog in January.", "2023-01-25T17:30:00Z")])
fam(V, [("Staging DB: Postgres 14", "2023-03-02T10:00:00Z"),
        ("staging db was upgraded to Postgres 15 over the weekend", "2024-04-08T07:45:00Z")])
fam(V, [("The mayor of Harwick is Dana Whitlow.", "2019-07-14T12:00:00Z"),
        ("Lena Ortiz was elected mayor of Harwick in May 2023.", "2023-05-06T21:00:00Z")])
fam(V, [("db-2 is down", "2025-02-17T03:12:00Z", "2025-02-17T03:11:00Z"),
        ("db-2 is back up after the disk swap", "2025-02-17T05:40:00Z", "2025-02-17T05:38:00Z")])
fam(V, [("api-gw latency p99 is 340 ms", "2025-06-02T09:00:00Z"),
        ("api-gw p99 latency is now 120ms after the cache change", "2025-06-19T16:20:00Z")])
fam(V, [("The user prefers tea over coffee.", "2020-01-08T08:00:00Z"),
        ("User prefers coffee now, says tea upsets his stomach lately.", "2024-10-02T08:30:00Z")])
fam(V, [("The Pro plan costs $12/month.", "2021-11-01T10:00:00Z"),
        ("Pro plan price went up to $15 a month.", "2023-06-01T10:00:00Z")])
fam(V, [("Marcus's phone number is 555-0142.", "2019-05-22T11:00:00Z"),
        ("Marcus changed his number, it's 555-0199 now", "2022-08-30T13:45:00Z")])
fam(V, [("The on-call lead for the payments team is Sam Okafor.", "2024-01-08T09:00:00Z"),
        ("Payments on-call lead is now Jess Tran.", "2024-04-01T09:00:00Z")])
fam(V, [("The CEO of Northwind Traders is Harold Finch.", "2018-03-10T10:00:00Z"),
        ("Northwind Traders named Amira Patel as its new CEO.", "2022-11-15T15:00:00Z")])
fam(V, [("The population of Fenwick is about 48,000.", "2019-02-01T10:00:00Z", "2012-06-01T00:00:00Z"),
        ("Fenwick's population was 52,300 at the 2021 census.", "2022-09-01T10:00:00Z", "2021-03-21T00:00:00Z")])
fam(V, [("Node version in CI is 18", "2023-02-14T10:00:00Z"),
        ("CI now runs Node 20.", "2024-05-20T10:00:00Z")])
fam(V, [("User's manager is Karen Liu.", "2022-03-01T17:00:00Z"),
        ("After the reorg the user's manager is Tom Becker.", "2023-09-12T17:00:00Z")])
fam(V, [("Dr. Alvarez's office is in room 214.", "2021-09-06T09:00:00Z"),
        ("Dr. Alvarez's office moved to room 310.", "2023-01-09T09:00:00Z")])
fam(V, [("The Slack channel for incidents is #inc-response", "2022-04-04T10:00:00Z"),
        ("incidents channel got renamed, it's #incidents now", "2023-07-19T10:00:00Z")])
fam(V, [("User's favourite band is Radiohead.", "2018-08-08T20:00:00Z"),
        ("The user's favorite band these days is Big Thief.", "2024-02-17T21:00:00Z")])
fam(V, [("Max (the user's son) is in 3rd grade.", "2023-09-05T16:00:00Z"),
        ("Max is in 4th grade now.", "2024-09-04T16:00:00Z")])
fam(V, [("The prod Kafka cluster runs Kafka 2.8.", "2022-01-20T10:00:00Z"),
        ("Prod Kafka cluster upgraded to 3.6 last night", "2024-03-07T06:00:00Z")])
fam(V, [("The user's dentist is Dr. Okoye at Smile Dental.", "2020-10-10T10:00:00Z"),
        ("User switched dentists - her dentist is Dr. Brandt now.", "2023-04-18T10:00:00Z")])
fam(V, [("Monthly rent for the user's flat is £1,250.", "2022-02-01T10:00:00Z"),
        ("The rent on the user's flat went up to £1,340 a month.", "2024-02-01T10:00:00Z")])
fam(V, [("Feature freeze for v4 is on March 14.", "2025-01-20T10:00:00Z"),
        ("Feature freeze for v4 got pushed to March 21", "2025-03-03T10:00:00Z")])
fam(V, [("The office guest wifi is called ACME-Guest.", "2021-05-05T10:00:00Z"),
        ("Office guest wifi is now called ACME-Visitors.", "2023-05-05T10:00:00Z")])
# backfilled: created_at order is the reverse of observed_at order
fam(V, [("Mount Kessel is 2,450 m high.", "2024-01-15T10:00:00Z", "2012-05-01T00:00:00Z"),
        ("A 2020 resurvey puts Mount Kessel at 2,462 m high.", "2023-11-02T10:00:00Z", "2020-08-01T00:00:00Z")])
fam(V, [("The user's email address is j.doe@oldmail.com", "2019-01-01T10:00:00Z"),
        ("User's email is jdoe@fastmail.com now, old one is dead", "2022-10-10T10:00:00Z")])
fam(V, [("Brightline Corp is headquartered in Austin.", "2019-04-04T10:00:00Z"),
        ("Brightline Corp moved its headquarters to Denver in 2023.", "2023-08-01T10:00:00Z")])
# ambiguous (vegan entails vegetarian, so the values are not mutually exclusive): kept in the set, not in truth
fam("ambiguous, excluded from truth", [("User is vegetarian.", "2019-06-01T10:00:00Z"),
        ("The user is vegan now (since last summer).", "2022-03-01T10:00:00Z")], pairs=[])
fam(V, [("The nightly backup job runs at 02:00 UTC.", "2021-01-11T10:00:00Z"),
        ("Nightly backup job rescheduled to 03:30 UTC", "2022-07-22T10:00:00Z")])
fam(V, [("The team's standup is at 9:30.", "2023-01-09T10:00:00Z"),
        ("Standup moved to 10:00 starting next week.", "2023-10-27T10:00:00Z")])
fam(V, [("redis-cache-1 memory usage is at 71%", "2025-09-01T12:00:00Z", "2025-09-01T12:00:00Z"),
        ("redis-cache-1 memory usage at 93%, alert fired", "2025-09-03T02:10:00Z", "2025-09-03T02:09:00Z")])
fam(V, [("The default branch of the monorepo is master.", "2019-03-03T10:00:00Z"),
        ("default branch of the monorepo was renamed to main", "2021-02-02T10:00:00Z")])
fam(V, [("Grandma lives in Porto.", "2018-05-05T10:00:00Z"),
        ("Grandma lives in Lisbon now, with the user's aunt.", "2021-12-12T10:00:00Z")])
fam(V, [("The data team has 8 engineers.", "2022-05-01T10:00:00Z"),
        ("The data team has 11 engineers after the spring hiring round.", "2023-06-01T10:00:00Z")])
fam(V, [("Ollie's school is Hilltop Primary.", "2020-09-01T10:00:00Z"),
        ("Ollie goes to Westbrook Academy now.", "2024-09-03T10:00:00Z")])
fam(V, [("The user's GP is Dr. Mensah.", "2021-03-15T10:00:00Z"),
        ("The user's GP is Dr. Fairbanks since the practice merger.", "2024-11-20T10:00:00Z")])
fam(V, [("Release 2.3 is blocked.", "2025-04-02T10:00:00Z"),
        ("Release 2.3 has shipped.", "2025-04-11T18:00:00Z")])
fam(V, [("The capital of Ostrava Province is Velin.", "2015-01-01T10:00:00Z", None),
        ("Since the 2022 reform the capital of Ostrava Province is Dorsk.", "2022-07-01T10:00:00Z", None)])
fam(V, [("Our AWS region is us-east-1.", "2020-02-02T10:00:00Z"),
        ("We migrated to eu-west-1; our AWS region is eu-west-1 now.", "2023-03-03T10:00:00Z")])

C = "value chain"
# chain with confirmation in the middle
ids = fam(C, [("User lives in Berlin.", "2019-04-10T18:00:00Z"),
              ("user moved to Hamburg last month", "2021-08-03T19:00:00Z"),
              ("User still lives in Hamburg, likes it there.", "2022-05-01T19:00:00Z"),
              ("The user now lives in Copenhagen.", "2024-06-15T19:00:00Z")],
          pairs=[(0, 1), (1, 3), (2, 3)])
fam(C, [("The web app uses React 16.", "2019-06-01T10:00:00Z"),
        ("Migrated the web app to React 17.", "2021-01-15T10:00:00Z"),
        ("Web app is on React 18 now", "2023-02-01T10:00:00Z")])
fam(C, [("Dana is a junior analyst at Foxglove.", "2018-02-01T10:00:00Z"),
        ("Dana got promoted, she's a senior analyst at Foxglove now.", "2020-03-01T10:00:00Z"),
        ("Dana is the analytics manager at Foxglove.", "2023-04-01T10:00:00Z")])
fam(C, [("Ticket OPS-412 is open.", "2025-10-01T09:00:00Z"),
        ("OPS-412 is in progress.", "2025-10-02T11:00:00Z"),
        ("OPS-412 is closed.", "2025-10-06T15:00:00Z")])
fam(C, [("A coffee at the office cafe costs $2.50.", "2019-01-10T10:00:00Z"),
        ("Coffee at the office cafe costs $2.75 now", "2020-06-10T10:00:00Z"),
        ("office cafe coffee went up to $3.00", "2022-03-10T10:00:00Z"),
        ("The office cafe's coffee is $3.25 now, ugh.", "2024-09-10T10:00:00Z")])
fam(C, [("The primary database is db-1.", "2024-11-01T10:00:00Z"),
        ("After the failover the primary database is db-4.", "2025-01-14T02:30:00Z"),
        ("Failed back: the primary database is db-1 again.", "2025-01-20T22:00:00Z")])

N = "negation"
fam(N, [("Jonas works at Siemens.", "2019-09-09T10:00:00Z"),
        ("Jonas no longer works at Siemens.", "2022-02-02T10:00:00Z")], reason="negation")
fam(N, [("Feature flag new_checkout is enabled.", "2025-03-01T10:00:00Z"),
        ("feature flag new_checkout is not enabled anymore", "2025-03-09T10:00:00Z")], reason="negation")
fam(N, [("User is a member of the climbing gym.", "2022-01-05T10:00:00Z"),
        ("User is no longer a member of the climbing gym.", "2023-07-05T10:00:00Z")], reason="negation")
fam(N, [("The user smokes.", "2018-10-10T10:00:00Z"),
        ("The user doesn't smoke anymore, quit in January.", "2021-02-10T10:00:00Z")], reason="negation")
fam(N, [("Port 8080 is open on web-3.", "2024-08-08T10:00:00Z"),
        ("Port 8080 is no longer open on web-3.", "2024-08-09T10:00:00Z")], reason="negation")
fam(N, [("Reminder: user is allergic to penicillin.", "2020-04-04T10:00:00Z"),
        ("Correction - the user is not allergic to penicillin after all (tested negative).", "2023-05-05T10:00:00Z")], reason="negation")
fam(N, [("Elena is on the design team.", "2021-06-01T10:00:00Z"),
        ("Elena is no longer on the design team.", "2024-01-15T10:00:00Z")], reason="negation")
fam(N, [("The user owns a motorbike.", "2019-03-03T10:00:00Z"),
        ("The user doesn't own a motorbike any more - sold it in May.", "2023-06-01T10:00:00Z")], reason="negation")
fam(N, [("The billing service is in maintenance mode.", "2025-05-05T01:00:00Z", "2025-05-05T00:58:00Z"),
        ("The billing service is no longer in maintenance mode.", "2025-05-05T04:30:00Z", None)], reason="negation")
fam(N, [("Ravi is not on the release mailing list.", "2024-02-02T10:00:00Z"),
        ("Ravi is on the release mailing list now.", "2024-03-02T10:00:00Z")], reason="negation")
fam(N, [("The north parking lot is closed.", "2025-07-01T10:00:00Z"),
        ("The north parking lot isn't closed anymore.", "2025-08-15T10:00:00Z")], reason="negation")

# ---------------- distractors ----------------
S = "set-valued"
D(S, [("User speaks French.", "2020-02-02T10:00:00Z"), ("The user speaks German too.", "2022-02-02T10:00:00Z")])
D(S, [("The user has a cat named Miso.", "2019-08-01T10:00:00Z"), ("User has a dog as well, a beagle called Pepper.", "2021-08-01T10:00:00Z")])
D(S, [("User likes hiking.", "2020-05-05T10:00:00Z"), ("User likes jazz.", "2021-05-05T10:00:00Z"), ("User likes Thai food.", "2023-05-05T10:00:00Z")])
D(S, [("Ana is allergic to peanuts.", "2021-01-01T10:00:00Z"), ("Ana is allergic to shellfish.", "2022-01-01T10:00:00Z")])
D(S, [("The user plays guitar.", "2018-09-09T10:00:00Z"), ("User plays tennis on Sundays.", "2022-09-09T10:00:00Z")])
D(S, [("The team uses Jira.", "2021-03-03T10:00:00Z"), ("The team uses Notion for docs.", "2023-03-03T10:00:00Z")])
D(S, [("Tomás has visited Japan.", "2019-11-11T10:00:00Z"), ("Tomás has visited Peru.", "2023-11-11T10:00:00Z")])
D(S, [("The auth service depends on Redis.", "2022-06-06T10:00:00Z"), ("The auth service depends on Postgres.", "2023-06-06T10:00:00Z")])
D(S, [("User has a son named Max.", "2018-01-01T10:00:00Z"), ("User has a daughter named Lily.", "2019-01-01T10:00:00Z")])
D(S, [("Meera is friends with Jo.", "2020-10-10T10:00:00Z"), ("Meera is friends with Carl.", "2024-10-10T10:00:00Z")])
D(S, [("User reads science fiction.", "2020-03-03T10:00:00Z"), ("User reads a lot of history books.", "2024-03-03T10:00:00Z")])
D(S, [("The user is learning Spanish.", "2023-01-01T10:00:00Z"), ("The user is learning to play the piano.", "2024-01-01T10:00:00Z")])

O = "different subject"
D(O, [("User's brother lives in York.", "2022-01-01T10:00:00Z"), ("The user's best friend lives in Leeds.", "2023-01-01T10:00:00Z")])
D(O, [("Priya's husband works at Monzo.", "2024-01-01T10:00:00Z")])
D(O, [("db-3 is down for maintenance.", "2025-02-17T06:00:00Z")])
D(O, [("The mayor of Ellsworth is Rob Keane.", "2024-05-01T10:00:00Z")])
D(O, [("web-frontend p99 latency is 90 ms", "2025-06-25T10:00:00Z")])
D(O, [("Prod DB: Postgres 13", "2024-06-01T10:00:00Z")])
D(O, [("The Team plan costs $25 per seat per month.", "2024-01-01T10:00:00Z")])
D(O, [("Mount Ardle is 1,980 m high.", "2021-07-07T10:00:00Z")])
D(O, [("Release 2.4 is blocked on the auth fix.", "2025-05-02T10:00:00Z")])
D(O, [("Node version on dev laptops is 18.", "2025-01-10T10:00:00Z")])
D(O, [("The CEO of Brightline Corp is Jane Moss.", "2023-09-01T10:00:00Z")])
D(O, [("Lily is in 1st grade.", "2024-09-04T17:00:00Z")])
D(O, [("The marketing team has 5 engineers... well, 5 people.", "2023-07-01T10:00:00Z")])
D(O, [("redis-cache-2 memory usage is at 40%.", "2025-09-03T03:00:00Z")])

SC = "scope"
D(SC, [("User runs 5 km on weekdays.", "2022-04-04T10:00:00Z"), ("User runs 12 km on weekends.", "2022-05-04T10:00:00Z")])
D(SC, [("The north entrance opens at 7am.", "2023-02-02T10:00:00Z"), ("The south entrance opens at 9am.", "2023-03-02T10:00:00Z")])
D(SC, [("The gym is open 8-20 on Saturdays.", "2022-02-02T10:00:00Z"), ("The gym is open 10-16 on Sundays.", "2022-02-09T10:00:00Z")])
D(SC, [("In summer the user commutes by bike.", "2021-06-06T10:00:00Z"), ("In winter the user commutes by tram.", "2021-12-06T10:00:00Z")])
D(SC, [("In the EU the Pro plan costs €14 per month.", "2024-01-15T10:00:00Z")])
D(SC, [("The London office is on the 3rd floor.", "2021-01-01T10:00:00Z"), ("The Paris office is on the 5th floor.", "2022-01-01T10:00:00Z")])
D(SC, [("Checkout p99 latency in eu-west is 210 ms.", "2025-03-03T10:00:00Z"), ("Checkout p99 latency in us-east is 340 ms.", "2025-03-04T10:00:00Z")])
D(SC, [("User prefers window seats.", "2019-05-05T10:00:00Z"), ("On long-haul flights the user prefers an aisle seat.", "2023-05-05T10:00:00Z")])
D(SC, [("api-gw latency p50 is 40 ms", "2025-06-25T12:00:00Z")])

F = "format variant"
D(F, [("The Riverside loop is 5 km long.", "2020-04-04T10:00:00Z"), ("Riverside loop length: 5,000 m", "2022-04-04T10:00:00Z")])
D(F, [("The conference starts on March 3, 2024.", "2023-10-10T10:00:00Z"), ("Conference start date: 2024-03-03", "2023-12-10T10:00:00Z")])
D(F, [("Mia's flight leaves at 6:45 pm.", "2024-07-01T08:00:00Z"), ("Mia's flight leaves at 18:45.", "2024-07-01T12:00:00Z")])
D(F, [("The max upload size is 10 MB.", "2022-08-08T10:00:00Z"), ("max upload size is 10MB", "2023-08-08T10:00:00Z")])
D(F, [("The Hollin bridge is 1.2 km long.", "2019-09-09T10:00:00Z"), ("The Hollin bridge is 1,200 metres long.", "2021-09-09T10:00:00Z")])
D(F, [("The Q3 marketing budget is $1.5M.", "2024-06-06T10:00:00Z"), ("Q3 marketing budget: $1,500,000", "2024-07-06T10:00:00Z")])
D(F, [("The server room setpoint is 20°C.", "2023-03-03T10:00:00Z"), ("The server room setpoint is 68°F.", "2024-03-03T10:00:00Z")])
D(F, [("Kai's birthday is on 7 August.", "2020-01-01T10:00:00Z"), ("Kai's birthday is August 7th.", "2023-01-01T10:00:00Z")])
D(F, [("The user's height is 1.80 m.", "2021-01-01T10:00:00Z"), ("The user's height is 180 cm.", "2024-01-01T10:00:00Z")])

E = "elaboration"
D(E, [("Aunt Rosa lives in Berlin.", "2020-01-01T10:00:00Z"), ("Aunt Rosa lives in Berlin, in Kreuzberg.", "2022-01-01T10:00:00Z")])
D(E, [("The offsite planning meeting is in room 4.", "2025-02-02T09:00:00Z"), ("The offsite planning meeting is in room 4 on the second floor.", "2025-02-03T09:00:00Z")])
D(E, [("Liam works at Google.", "2019-01-01T10:00:00Z"), ("Liam works at Google Zurich, on the Maps team.", "2021-01-01T10:00:00Z")])
D(E, [("Yuki lives in Osaka, near Namba station.", "2020-01-01T10:00:00Z"), ("Yuki lives in Osaka.", "2023-01-01T10:00:00Z")])
D(E, [("The billing API is written in Go.", "2021-01-01T10:00:00Z"), ("The billing API is written in Go 1.22.", "2024-03-01T10:00:00Z")])
D(E, [("The hotel booking for Leeds is at the Hilton.", "2024-10-01T10:00:00Z"), ("The hotel booking for Leeds is at the Hilton Garden Inn.", "2024-10-03T10:00:00Z")])
D(E, [("The user's car is a Volvo.", "2018-01-01T10:00:00Z"), ("The user's car is a Volvo XC60.", "2020-01-01T10:00:00Z")])

CF = "confirmation"
D(CF, [("The user's blood type is O+.", "2019-01-01T10:00:00Z"), ("User's blood type is O+ (checked again at the GP).", "2024-01-01T10:00:00Z")])
D(CF, [("The CI server is jenkins-01.", "2021-01-01T10:00:00Z"), ("The CI server is still jenkins-01.", "2023-01-01T10:00:00Z")])
D(CF, [("The capital of Veloria is Marrentown.", "2016-01-01T10:00:00Z", None), ("Capital of Veloria: Marrentown", "2020-01-01T10:00:00Z", None)])
D(CF, [("Status page URL is status.acme.io", "2022-01-01T10:00:00Z"), ("The status page URL is status.acme.io.", "2025-01-01T10:00:00Z")])
D(CF, [("User's favourite colour is green.", "2019-01-01T10:00:00Z"), ("User's favorite color is still green.", "2024-01-01T10:00:00Z")])

SI = "same-instant conflict"
D(SI, [("The build farm has 4 agents.", "2025-01-01T10:00:00Z", None), ("The build farm has 6 agents.", "2025-01-01T10:00:00Z", None)])
D(SI, [("Wendy's flight lands at 14:10.", "2024-06-01T10:00:00Z", "2024-05-31T18:00:00Z"), ("Wendy's flight lands at 15:40.", "2024-06-02T10:00:00Z", "2024-05-31T18:00:00Z")])
D(SI, [("The venue for the offsite is Lakeview Lodge.", "2025-03-03T12:00:00Z", "2025-03-03T12:00:00Z"), ("The venue for the offsite is Pine Ridge Hotel.", "2025-03-03T12:00:00Z", "2025-03-03T12:00:00Z")])

DI = "disjoint intervals"
M("The acting head of ops is Mira.", "2022-12-20T10:00:00Z", effective_at="2023-01-01T00:00:00Z", expires_at="2023-04-01T00:00:00Z")
M("The acting head of ops is Dev.", "2023-03-25T10:00:00Z", effective_at="2023-04-01T00:00:00Z")
cat_counts[DI] = 1
M("Bus 42 runs every 15 minutes.", "2024-05-20T10:00:00Z", effective_at="2024-06-01T00:00:00Z", expires_at="2024-09-01T00:00:00Z")
M("Bus 42 runs every 20 minutes.", "2024-08-20T10:00:00Z", effective_at="2024-09-01T00:00:00Z")
cat_counts[DI] += 1
M("Conference room A is booked by marketing.", "2024-05-01T10:00:00Z", effective_at="2024-05-06T09:00:00Z", expires_at="2024-05-06T11:00:00Z")
M("Conference room A is booked by sales.", "2024-05-02T10:00:00Z", effective_at="2024-05-06T13:00:00Z", expires_at="2024-05-06T15:00:00Z")
cat_counts[DI] += 1

NM = "other near miss"
D(NM, [("Chen is from Taipei.", "2020-01-01T10:00:00Z"), ("Chen is in Singapore this week.", "2024-04-04T10:00:00Z")])
D(NM, [("Oskar used to work at IKEA.", "2021-01-01T10:00:00Z"), ("Oskar works at Volvo.", "2022-01-01T10:00:00Z")])
D(NM, [("Aunt Rosa is thinking about moving to Munich.", "2023-01-01T10:00:00Z")])
D(NM, [("User's sister works in Bradford.", "2021-05-01T10:00:00Z")])
D(NM, [("db-2 disk usage is 81%.", "2025-02-16T10:00:00Z")])
D(NM, [("Q from Raj: is db-2 down again??", "2025-03-01T10:00:00Z")])
D(NM, [("The user wants to move to Lisbon someday.", "2023-03-03T10:00:00Z")])
D(NM, [("Priya used to intern at Shopify.", "2021-02-02T10:00:00Z")])
D(NM, [("If the auth fix slips, release 2.3 will be blocked again.", "2025-04-05T10:00:00Z")])
D(NM, [("The user visited Hamburg in 2018 for a wedding.", "2023-10-10T10:00:00Z")])
D(NM, [("Jonas's wife works at Siemens.", "2023-03-03T10:00:00Z")])
D(NM, [("The user's sister and her partner both love Manchester.", "2023-03-03T10:00:00Z")])

# ---------------- write ----------------
ids = [m["id"] for m in mems]
assert len(set(ids)) == len(ids)
byid = {m["id"]: m for m in mems}
def t(m): return m.get("observed_at") or m["created_at"]
for a, b, r in truth:
    assert t(byid[a]) < t(byid[b]), (a, b)
out = mems[:]
rnd.shuffle(out)
with open(os.path.join(HERE, "memories.jsonl"), "w") as f:
    for m in out:
        f.write(json.dumps(m, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "truth.jsonl"), "w") as f:
    for a, b, r in sorted(truth):
        f.write(json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) + "\n")
nobs = sum(1 for m in mems if "observed_at" not in m)
print("memories", len(mems), "no observed_at", nobs, "truth", len(truth),
      "value", sum(1 for x in truth if x[2]=="value"), "neg", sum(1 for x in truth if x[2]=="negation"))
for k, v in cat_counts.items(): print(k, v, cat_mems.get(k, 6))
mem_in_truth = {x for p in truth for x in p[:2]}
print("memories in no truth pair", len(mems) - len(mem_in_truth))
