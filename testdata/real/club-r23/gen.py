#!/usr/bin/env python3
"""R23 blind corpus: clubs, community groups and events records. stdlib only, deterministic."""
import hashlib, json, random, sys
from datetime import datetime, timedelta, timezone

SEED = 2323
REG = {"harriers": "club secretary's notes", "cricket": "club secretary's notes", "rugby": "club secretary's notes",
       "chess": "club secretary's notes", "choir": "choir log", "allot": "allotment society log",
       "ra": "community group minutes", "walk": "community group minutes", "events": "events organiser's tracker"}
# Changing families: (fid, org, [(value, polarity, wording, text[, label])]); wording r=reworded, e=one-slot edit
F = [
("F01","harriers",[("norah","+","-","Norah Quill was elected chair of Millbrook Harriers at the AGM."),
  ("desmond","+","r","Chair of the Harriers: Desmond Aukett (took over after the EGM)."),
  ("fenella","+","r","Harriers committee has a new chair, Fenella Brough."),
  ("desmond","+","r","Desmond Aukett is back in the chair at the Harriers after Fenella resigned.")]),
("F02","harriers",[("gwilym","+","-","Treasurer: Gwilym Pryce"),("ottilie","+","r","Gwilym handed the treasurer's job to Ottilie Marsh."),
  ("ottilie","+","r","Ottilie Marsh still treasurer at the Harriers, accounts passed.","confirmation")]),
("F03","harriers",[("38","+","-","Harriers subs are £38 a year."),("45","+","e","Harriers subs are £45 a year."),
  ("52","+","r","Annual membership at the Harriers now £52 from April.")]),
("F04","harriers",[("tue","+","-","Harriers training: Tuesday nights, 7pm start."),("thu","+","r","Training moved to Thursdays, still 7pm."),
  ("tue","+","r","Back to Tuesday nights for Harriers training from September.")]),
("F05","harriers",[("ravensmoor","+","-","Harriers training meets at Ravensmoor Leisure Centre."),("glebe","+","e","Harriers training meets at Glebe Road track.")]),
("F06","harriers",[("stridewell","+","-","Kit supplier: Stridewell Sports"),("pennant","+","e","Kit supplier: Pennant Teamwear")]),
("F07","harriers",[("lorcan","+","-","Harriers newsletter editor is Lorcan Febry."),("lorcan","+","r","Lorcan still editing the newsletter, no change."),
  ("wren","+","r","Harriers newsletter now edited by Wren Calloway.")]),
("F08","harriers",[("northgate","+","-","Club account is with Northgate Building Society."),("tamar","+","e","Club account is with Tamar Mutual Bank.")]),
("F09","harriers",[("basia","+","-","First aid at the Sunday time trial: Basia Nowicka."),("hamid","+","r","Hamid Sorour is covering first aid at the Sunday time trial now."),
  ("clemency","+","e","First aid at the Sunday time trial: Clemency Ord.")]),
("F10","cricket",[("tobias","+","-","Hollin Vale 1st XI captain for the season is Tobias Renwick."),
  ("arjun","+","r","Tobias has stepped aside; Arjun Mehta captains the 1st XI."),
  ("callum","+","r","Callum Dearlove appointed 1st XI captain."),("arjun","+","r","1st XI skipper: Arjun Mehta again.")]),
("F11","cricket",[("div2","+","-","The Hollin Vale 1st XI play in the Wessex Border League Division 2."),
  ("div1","+","r","Promoted! The 1st XI will be in Division 1 of the Wessex Border League next season."),
  ("div2","+","r","1st XI relegated back to Division 2 after a rough summer.")]),
("F12","cricket",[("pemberton","+","-","Match teas at Hollin Vale are done by Pemberton's Bakery."),("sally","+","e","Match teas at Hollin Vale are done by Sally Ainsworth.")]),
("F13","cricket",[("hugh","+","-","Secretary: Hugh Latimer-Ross"),("hugh","-","r","Hugh Latimer-Ross stood down as club secretary."),
  ("mags","+","r","Mags Pettifer was elected secretary of Hollin Vale CC.")]),
("F14","cricket",[("fri","+","-","Winter nets: Fridays 8-10pm at Kingsholm Sports Hall."),("wed","+","r","Winter nets switched to Wednesday evenings, same hall.")]),
("F15","cricket",[("eustace","+","-","Groundsman: Eustace Pilbeam"),("dai","+","e","Groundsman: Dai Morgan")]),
("F16","cricket",[("jools","+","-","Bar manager at the cricket club is Jools Hennessey."),("kit","+","e","Bar manager at the cricket club is Kit Ambrose.")]),
("F17","choir",[("magdalena","+","-","Our conductor is Magdalena Forsyth."),
  ("peregrine","+","r","Magdalena is on maternity leave; Peregrine Lusk is conducting until further notice."),
  ("rosalind","+","r","Peregrine has left and the choir is now directed by Rosalind Achebe."),
  ("magdalena","+","r","Magdalena Forsyth returns as conductor from January.")]),
("F18","choir",[("1930","+","-","Rehearsals Mondays 7.30-9.30pm."),("1900","+","r","From autumn term we rehearse 7 till 9 on Mondays."),
  ("2000","+","r","Monday rehearsal start pushed back to 8pm.")]),
("F19","choir",[("hall","+","-","Rehearsals are in the church hall at St Aldhelm's."),("cobbold","+","r","Choir rehearsing at Cobbold Street Methodist while the hall roof is repaired.")]),
("F20","choir",[("60","+","-","Choir subs £60 a term."),("65","+","e","Choir subs £65 a term.")]),
("F21","choir",[("teodor","+","-","Accompanist: Teodor Halvorsen"),("bryony","+","r","Teodor can no longer play for us; Bryony Kell takes over at the piano."),
  ("ifeoma","+","r","Accompanist role now with Ifeoma Nwosu.")]),
("F22","choir",[("14mar","+","-","Spring concert: Saturday 14 March, 7pm."),("21mar","+","e","Spring concert: Saturday 21 March, 7pm."),
  ("29mar","+","r","Concert date is now Sunday 29 March, 3pm matinee.")]),
("F23","choir",[("priory","+","-","Spring concert venue: Hallam Priory"),("corn","+","r","The spring concert will be held at the Corn Exchange instead.")]),
("F24","choir",[("agatha","+","-","Music librarian: Agatha Penrose"),("seth","+","e","Music librarian: Seth Oduya")]),
("F25","choir",[("carols","+","-","Carol singing at Millbrook station on 20 December."),("carols","-","r","Station carols cancelled this year because of the rail works."),
  ("carols","+","r","Carols at the station are back on after all.")]),
("F26","allot",[("winifred","+","-","Plot 14: Winifred Stainthorpe"),("winifred","-","r","Plot 14 given up by Winifred."),
  ("shenoy","+","r","Plot 14 let to Ravi and Leela Shenoy."),("barnaby","+","r","The Shenoys swapped to plot 9, so plot 14 has gone to Barnaby Tull.")]),
("F27","allot",[("32","+","-","Full plot rent £32 per year."),("36","+","r","Rent for a full plot goes up to £36."),
  ("40","+","r","Full-plot rent is £40 from October.")]),
("F28","allot",[("percy","+","-","Society secretary: Percy Mbeki"),("hester","+","e","Society secretary: Hester Vane")]),
("F29","allot",[("1apr","+","-","Water troughs on from 1 April."),("15apr","+","r","Water won't be turned on till 15 April this year.")]),
("F30","allot",[("sun","+","-","Trading hut open Sundays 10-12."),("sat","+","e","Trading hut open Saturdays 10-12.")]),
("F31","allot",[("gareth","+","-","Plot 22 is Gareth Penhaligon's."),("gareth","-","r","Gareth has given up plot 22.")]),
("F32","allot",[("hollybush","+","-","Manure comes from Hollybush Farm."),("coldharbour","+","e","Manure comes from the riding stables at Coldharbour.")]),
("F33","allot",[("edwina","+","-","Chair: Edwina Crabtree"),("edwina","+","r","Edwina Crabtree re-elected chair of the allotment society."),
  ("lionel","+","r","Lionel Fairweather takes over as chair of the allotment society.")]),
("F34","ra",[("kestrel","+","-","Meetings held in the Community Room at Kestrel House."),("ferryman","+","r","Next RA meetings in the upstairs room at the Ferryman."),
  ("kestrel","+","r","RA meetings back in the Kestrel House Community Room.")]),
("F35","ra",[("2wed","+","-","The RA meets on the second Wednesday of the month."),("lastthu","+","e","The RA meets on the last Thursday of the month.")]),
("F36","ra",[("yusuf","+","-","Hall bookings: contact Yusuf Adeyemi on 07700 900431."),("clarice","+","r","For bookings of Kestrel House hall ask Clarice Thorne."),
  ("marek","+","r","Hall bookings are handled by Marek Zielinski now."),("philippa","+","r","Bookings contact has changed again, it's Philippa Dunmore.")]),
("F37","ra",[("oona","+","-","Kestrel News editor: Oona Blackwood"),("sunil","+","e","Kestrel News editor: Sunil Varma")]),
("F38","ra",[("beatrix","+","-","RA chair: Beatrix Holloway"),("beatrix","-","r","Beatrix Holloway stood down as RA chair at the EGM."),
  ("beatrix","+","r","Beatrix Holloway re-elected RA chair at the AGM.")]),
("F39","ra",[("coffee","+","-","Coffee morning every Friday 10am in Kestrel House."),("coffee","-","r","The Friday coffee mornings are no longer happening.")]),
("F40","ra",[("carrow","+","-","RA account with Carrow & Dene Bank."),("fellside","+","e","RA account with Fellside Credit Union.")]),
("F41","rugby",[("rhiannon","+","-","U12s coach: Rhiannon Pugh"),("ellis","+","r","Coaching of the U12s handed to Ellis Grainger."),
  ("marguerite","+","r","U12s now coached by Marguerite Sow."),("ellis","+","r","Ellis Grainger is taking the U12s again.")]),
("F42","rugby",[("jago","+","-","U14s captain: Jago Pendry"),("noor","+","e","U14s captain: Noor Qadri")]),
("F43","rugby",[("wed","+","-","U12s train Wednesdays 6pm."),("thu","+","e","U12s train Thursdays 6pm.")]),
("F44","rugby",[("brennock","+","-","Junior kit from Brennock Sportswear."),("halyard","+","e","Junior kit from Halyard Athletic.")]),
("F45","rugby",[("pippa","+","-","Welfare officer: Pippa Lowndes"),("osian","+","r","Pippa's DBS has lapsed, so Osian Rees is acting welfare officer for now."),
  ("tamsin","+","r","Club welfare officer is Tamsin Gale.")]),
("F46","rugby",[("3may","+","-","Junior Festival is on Sunday 3 May."),("10may","+","e","Junior Festival is on Sunday 10 May."),
  ("17may","+","r","Festival date: 17 May (TBC).")]),
("F47","rugby",[("rec","+","-","Junior Festival venue: Brackwater Rec"),("hurstleigh","+","e","Junior Festival venue: Hurstleigh School playing fields")]),
("F48","events",[("11jul","+","-","Summer fete: Sat 11 July."),("18jul","+","r","The summer fete is now on 18 July."),
  ("25jul","+","r","Fete pushed back to Saturday 25 July because of the marquee firm."),
  ("25jul","+","r","Fete still on 25 July as far as we know.","confirmation")]),
("F49","events",[("green","+","-","Fete on the Larkhill village green."),("school","+","r","Fete relocated to the school field at Larkhill Primary.")]),
("F50","events",[("gorse","+","-","Fete catering by Gorse & Thyme."),("buckland","+","r","Buckland's hog roast is now doing the fete food."),
  ("gorse","+","r","Fete caterer is Gorse & Thyme again.")]),
("F51","events",[("bonfire","+","-","Bonfire and fireworks on Sat 7 Nov on the rec."),("bonfire","-","r","Bonfire night cancelled, insurance problem."),
  ("bonfire","+","r","Bonfire reinstated, same date.")]),
("F52","events",[("soundsmith","+","-","PA hire: Soundsmith Audio"),("dinsdale","+","e","PA hire: Dinsdale Events")]),
("F53","events",[("ivy","+","-","Raffle: Ivy Pettigrew is coordinating."),("cormac","+","r","Ivy has passed raffle duties to Cormac Dunne.")]),
("F54","events",[("canvas","+","-","Marquee from Canvas & Pole."),("halcyon","+","e","Marquee from Halcyon Tents.")]),
("F55","events",[("6dec","+","-","Xmas market: Sun 6 Dec"),("13dec","+","r","Christmas market moved to Sunday 13 December.")]),
("F56","events",[("columba","+","-","St Columba Ambulance providing first aid at the fete."),("responders","+","r","First aid cover at the fete: Larkhill Community Responders.")]),
("F57","chess",[("wheatsheaf","+","-","Chess club meets at the Wheatsheaf, back room."),("library","+","r","Chess club night moved to Ouseley Library."),
  ("scout","+","r","We are now playing at the Scout hut on Mill Lane.")]),
("F58","chess",[("div3","+","-","Ouseley A team in the County League Division 3."),("div2","+","e","Ouseley A team in the County League Division 2.")]),
("F59","chess",[("ferdinand","+","-","A team captain: Ferdinand Gell"),("ferdinand","-","r","Ferdinand stood down as A team captain.")]),
("F60","chess",[("20","+","-","Chess club membership: £20 a year."),("25","+","r","Chess sub is now £25.")]),
("F61","chess",[("vikram","+","-","Chess treasurer: Vikram Joshi"),("esme","+","e","Chess treasurer: Esme Tarrant")]),
("F62","walk",[("roderick","+","-","Walks coordinator: Roderick Snell"),("linnea","+","e","Walks coordinator: Linnea Berg")]),
("F63","walk",[("church","+","-","Sunday walks start from Greyfriars church car park."),("toll","+","r","New meeting point: the Old Toll House lay-by."),
  ("station","+","r","Starting point is now Hexley station forecourt.")]),
("F64","walk",[("10","+","-","£10 a year to join the walking group."),("12","+","r","Walking group fee has gone up to £12.")]),
("F65","walk",[("thursday","+","-","Thursday short walks every week."),("thursday","-","r","No more Thursday short walks, not enough leaders.")]),
("F66","harriers",[("ambrose","+","-","Harriers secretary: Ambrose Kettleby"),("delphine","+","r","The Harriers secretary role has gone to Delphine Argent.")]),
("F67","choir",[("hilary","+","-","Choir chair: Hilary Nkemelu"),("gordon","+","e","Choir chair: Gordon Faraday")]),
("F68","cricket",[("crease","+","-","Cricket whites from Crease & Co."),("longstop","+","e","Cricket whites from Longstop Sports.")]),
("F69","allot",[("lionel","+","-","Lettings queue kept by Lionel Fairweather."),("moira","+","e","Lettings queue kept by Moira Quayle.")]),
]
# Labelled negative groups: (class, org, [texts]); equal_time groups share one order time
N = [
("multi_valued","harriers",["Harriers committee members this year: Norah Quill, Basia Nowicka and Gwilym Pryce.",
  "Lettice Broad has also joined the Harriers committee.","Another committee member co-opted: Ptolemy Hayes."]),
("multi_valued","harriers",["Sections at the Harriers: road and cross-country.","The Harriers also run a trail section now."]),
("multi_valued","cricket",["Hollin Vale sponsors include Marlow's Garage.","Cartwright Solicitors are sponsoring the cricket club too."]),
("multi_valued","choir",["The choir sings in English, Welsh and Latin.","We also have a few German pieces in the repertoire this term."]),
("multi_valued","rugby",["Junior Festival: Aled has a nut allergy.","Aled is also allergic to penicillin, noted on his form."]),
("multi_valued","cricket",["Hollin Vale fields a Sunday XI as well as the 1st and 2nd XIs."]),
("scope_disjoint","rugby",["Junior section training: Saturday mornings 9.30 at the Rec.","Senior section trains Tuesday and Thursday evenings."]),
("scope_disjoint","walk",["Summer evening walks leave from the Weir at 6.30.","Winter walks: Saturday 10am from the Market Cross."]),
("scope_disjoint","rugby",["Home kit: amber and black hoops.","Away kit: all white with amber trim."]),
("scope_disjoint","chess",["North region fixtures secretary: Glyn Parry","South region fixtures secretary: Anwen Lloyd"]),
("scope_disjoint","ra",["Weekday hall hire at Kestrel House: £18 an hour.","Weekend hall hire at Kestrel House: £25 an hour."]),
("scope_disjoint","choir",["Student rate for choir subs: £30 a term.","Concession rate (over 65s): £45 a term."]),
("format_variant","harriers",["Harriers AGM: 17:00, 9 October.","AGM is at 5pm on the 9th of October."]),
("format_variant","events",["Fete raffle target: £1,000","We're aiming for 1k from the fete raffle."]),
("format_variant","choir",["The choir has 42 singers on the register.","Forty-two singers currently registered with the choir."]),
("format_variant","rugby",["Parking at the Rec: max 2 hrs.","Two hour limit on parking at the recreation ground."]),
("format_variant","chess",["Chess: 2nd Monday of the month is rapidplay night.","Rapidplay is on the second Monday."]),
("format_variant","allot",["A full plot is 250 sq m.","Full plots measure 250 square metres."]),
("elaboration","events",["Bonfire-night lead marshal: Crispin Yeo","Crispin Yeo is lead marshal for bonfire night, with twelve marshals under him and a radio net."]),
("elaboration","walk",["Walking group Christmas lunch is at the Plough, Hexley.","Christmas lunch booked at the Plough in Hexley: 1pm, set menu £28, deposits to Linnea."]),
("elaboration","harriers",["Harriers club colours are maroon.","Club colours: maroon with a sky-blue sash, as on the old 1970s vests."]),
("elaboration","choir",["The choir's charity this year is Millbrook Hospice.","This year's choir charity: Millbrook Hospice, all retiring collections plus the Christmas concert takings."]),
("elaboration","allot",["Allotment AGM is at the Fernside Institute.","AGM venue is the Fernside Institute, main hall upstairs; doors 7pm, tea and biscuits."]),
("elaboration","cricket",["Hollin Vale's scorer is Mabel Thwaite.","Mabel Thwaite scores for the 1st XI home and away, on the club tablet."]),
("confirmation","chess",["Ouseley Chess Club secretary is Winston Achterberg.","Winston still doing secretary for the chess club, confirmed at the AGM."]),
("confirmation","walk",["Walking group insurance is through our Ramblers affiliation.","Insurance still via the Ramblers affiliation, renewed, no change."]),
("confirmation","ra",["Kestrel Park RA auditor: Ken Osei","Ken Osei will audit the RA accounts again, as usual."]),
("confirmation","cricket",["Umpire for home games: Reg Boddington","Reg Boddington still umpiring our home games."]),
("confirmation","choir",["Christmas concert at St Aldhelm's church, as every year.","Christmas concert confirmed for St Aldhelm's again."]),
("confirmation","allot",["Show secretary: Daphne Kellaway","Daphne Kellaway confirmed as show secretary for another year."]),
("different_subject","harriers",["Treasurer of Kingsholm Harriers: Ned Cardew","Kingsholm Harriers' training night is Monday."]),
("different_subject","choir",["The Ashcombe Singers' conductor is Ruben Castellanos."]),
("different_subject","allot",["Plot 15: Doreen Aplin","Plot 7 is held by the Fernside Primary gardening club."]),
("different_subject","cricket",["2nd XI captain: Sol Brereton"]),
("different_subject","rugby",["U16s coach: Gethin Morris","Membership fee for Brackwater RFC seniors: £80 a season."]),
("different_subject","chess",["Hexley Chess Club meets at the Railway Tavern.","Ouseley B team play in Division 4."]),
("different_subject","events",["The Larkhill WI centenary lunch is being catered by Buckland's."]),
("different_subject","ra",["The Kestrel Park Tenants' Forum meets at the library."]),
("static","cricket",["Hollin Vale CC was founded in 1884.","The cricket club dates back to 1884."]),
("static","allot",["The allotment site is owned by the parish council.","Fernside's land belongs to the parish council; we lease it."]),
("static","harriers",["Millbrook Harriers is affiliated to the Wessex Athletics Federation.","The Harriers hold affiliation with the Wessex Athletics Federation."]),
("static","choir",["The choir was formed by Canon Elspeth Marr in 1991.","Canon Elspeth Marr started the choir back in 1991."]),
("static","ra",["The Kestrel Park estate comprises 312 homes.","There are 312 households on the Kestrel Park estate."]),
("static","chess",["The club trophy is the Amberley Shield, donated in 1958.","The Amberley Shield was presented to the club in 1958."]),
("membership","harriers",["Ottilie Marsh is on the social committee.","Ottilie also sits on the grounds sub-committee."]),
("membership","harriers",["Basia Nowicka is a qualified run leader.","Basia is also a trustee of the Harriers junior fund."]),
("membership","cricket",["Dai Morgan is a member of the ground committee.","Dai Morgan is also a Vice-President of the club."]),
("membership","choir",["Seth Oduya is a member of the choir committee.","Seth is also one of the choir's two safeguarding reps."]),
("membership","allot",["Hester Vane is on the Fernside show committee.","Hester also serves as a judge for the show's veg classes."]),
("membership","ra",["Sunil Varma sits on the RA planning working group.","Sunil is a member of the Neighbourhood Watch team as well."]),
("equal_time","events",["Tombola stall run by Ivy Pettigrew.","Tombola stall run by Norris Flint."]),
("equal_time","chess",["Chess club quiz night: 12 Feb","Quiz night is 19 Feb."]),
("equal_time","allot",["Allotment show judge: Audrey Pike","Show judge this year: Stanley Moyo"]),
("equal_time","rugby",["Festival programmes printed by Printwise.","Programme printing: Hexley Press"]),
("equal_time","walk",["Walking group AGM at the Plough.","AGM venue: the Bell"]),
("equal_time","harriers",["Club championship race: Fellcombe 10k","Club champs race is the Ridgeway Half."]),
("unrelated","harriers",["Reminder to bring head torches for winter club runs.","Desmond Aukett ran the Ashcombe marathon in 3:41."]),
("unrelated","cricket",["Roller needs servicing before April."]),
("unrelated","choir",["New folders arrived, £4 each."]),
("unrelated","allot",["Rats reported near the compost bays by plot 14."]),
("unrelated","ra",["Council says the streetlight on Kestrel Walk will be fixed by end of month.","Minutes of the last RA meeting are on the noticeboard."]),
("unrelated","rugby",["Thanks to all the parents who helped at the car wash.","U12s won their first match 35-10."]),
("unrelated","events",["Bunting is stored in Mrs Okonjo's garage.","Summer fete made £3,412 profit."]),
("unrelated","chess",["Lost property: one black bishop, wooden."]),
("unrelated","walk",["Walk on 4 June was 9.2 miles, 14 walkers."]),
]

UTC = timezone.utc
def iso(t): return t.strftime("%Y-%m-%dT%H:%M:%SZ")

def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, content, fam, org, cls, val, pol, wording, ot, mode
    start = datetime(2020, 1, 1, tzinfo=UTC)
    def times(n, equal=False):
        base = start + timedelta(days=rng.randrange(0, 1500))
        out, d = [], base
        for i in range(n):
            if i and not equal: d = d + timedelta(days=rng.randrange(25, 220))
            out.append(d)
        return out
    def mode():
        u = rng.random()
        return "live" if u < 0.27 else ("stamped" if u < 0.82 else "backfilled")
    groups = []
    for fid, org, vs in F:
        ds = times(len(vs)); g = []
        for i, v in enumerate(vs):
            g.append(dict(fam=fid, org=org, val=v[0], pol=v[1], wording=v[2], content=v[3],
                          cls=(v[4] if len(v) > 4 else "changing"), labelled=len(v) > 4, day=ds[i], mode=mode()))
        groups.append(g)
    for k, (cls, org, texts) in enumerate(N):
        eq = cls == "equal_time"
        ds = times(len(texts), equal=eq); g = []
        for i, t in enumerate(texts):
            m = "stamped" if eq and i == 0 else ("live" if eq else mode())
            g.append(dict(fam="N%02d" % (k + 1), org=org, val="-", pol="+", wording="-", content=t,
                          cls=cls, labelled=True, day=ds[i], mode=m))
        groups.append(g)
    for g in groups:
        eq = g[0]["cls"] == "equal_time"
        for m in g:
            if m["mode"] == "backfilled":
                m["ot"] = m["day"].replace(hour=0, minute=0, second=0)
                m["observed_at"] = m["ot"]
            else:
                ot = m["day"] if eq else m["day"].replace(hour=rng.randrange(7, 22), minute=rng.randrange(60), second=rng.randrange(60))
                if eq: ot = g[0].get("ot", ot.replace(hour=19, minute=30, second=0))
                m["ot"] = ot
                if m["mode"] == "live": m["created_at"] = ot
                else: m["observed_at"] = ot; m["created_at"] = ot + timedelta(minutes=rng.randrange(2, 90), seconds=rng.randrange(60))
        bf = sorted([m for m in g if m["mode"] == "backfilled"], key=lambda m: m["ot"], reverse=True)
        imp = datetime(2026, 11, 1, tzinfo=UTC) + timedelta(days=rng.randrange(0, 27), hours=rng.randrange(8, 18))
        for j, m in enumerate(bf): m["created_at"] = imp + timedelta(minutes=j * 3, seconds=rng.randrange(60))
        mems.extend(g)
    for m in mems:
        assert m["created_at"] < datetime(2026, 12, 1, tzinfo=UTC) and m["ot"] < datetime(2026, 12, 1, tzinfo=UTC)
    order = list(range(len(mems))); rng.shuffle(order)
    for n, i in enumerate(order): mems[i]["id"] = "a%03d" % (n + 1)
    truth = []
    for g in groups:
        if g[0]["fam"].startswith("N"): continue
        s = sorted(g, key=lambda m: m["ot"])
        assert len({m["ot"] for m in s}) == len(s), g[0]["fam"]
        for i, a in enumerate(s):
            for b in s[i + 1:]:
                if b["ot"] > a["ot"] and (b["val"], b["pol"]) != (a["val"], a["pol"]):
                    truth.append((a, b, "negation" if a["pol"] != b["pol"] else "value")); break
    ids_in = {x["id"] for a, b, _ in truth for x in (a, b)}
    for m in mems:
        if m["labelled"]: assert m["id"] not in ids_in, m["content"]
    fo = list(range(len(mems))); rng.shuffle(fo)
    return [mems[i] for i in fo], truth, groups

def main():
    mems, truth, groups = build()
    if "--stats" in sys.argv or "--list" in sys.argv:
        from collections import Counter
        if "--list" in sys.argv:
            for m in sorted(mems, key=lambda m: (m["fam"], m["ot"])):
                print(m["id"], iso(m["ot"]), m["mode"], m["fam"], m["cls"], m["val"], m["pol"], m["wording"], "|", m["content"])
        fams = [g for g in groups if not g[0]["fam"].startswith("N")]
        newer = [m for g in fams for m in g if m["wording"] != "-"]
        st = dict(memories=len(mems), changing_families=len(fams),
                  families_by_versions=dict(sorted(Counter(len([m for m in g if m["cls"] == "changing"]) for g in fams).items())),
                  pairs=len(truth), by_reason=dict(Counter(r for _, _, r in truth)),
                  labelled=dict(sorted(Counter(m["cls"] for m in mems if m["labelled"]).items())),
                  unlabelled_family_memories=sum(1 for m in mems if not m["labelled"]),
                  modes=dict(sorted(Counter(m["mode"] for m in mems).items())),
                  newer_reworded=sum(1 for m in newer if m["wording"] == "r"), newer_one_slot=sum(1 for m in newer if m["wording"] == "e"),
                  by_register=dict(sorted(Counter(REG[m["org"]] for m in mems).items())),
                  by_org=dict(sorted(Counter(m["org"] for m in mems).items())))
        print(json.dumps(st, indent=1, ensure_ascii=False)); return
    with open("memories.jsonl", "w", encoding="utf-8") as f:
        for m in mems:
            o = {"id": m["id"], "content": m["content"], "created_at": iso(m["created_at"])}
            if "observed_at" in m: o["observed_at"] = iso(m["observed_at"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open("truth.jsonl", "w", encoding="utf-8") as f:
        for a, b, r in sorted(truth, key=lambda t: (t[0]["id"], t[1]["id"])):
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open("labels.jsonl", "w", encoding="utf-8") as f:
        for m in sorted((m for m in mems if m["labelled"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")

if __name__ == "__main__":
    main()
