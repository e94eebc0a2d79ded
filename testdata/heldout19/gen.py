#!/usr/bin/env python3
"""Generator for testdata/heldout19 (blind l9 evaluation set; register: clubs, community groups, events).

Deterministic (fixed seed, stdlib only). Labels live in the tables below and are fixed before generation;
truth is computed from the labels (value, polarity, order time), never from the text.
  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
  python3 gen.py --stats    print counts
  python3 gen.py --list     print every memory with id, order time, mode and labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 19190219
# Label tables for heldout19. Fixed BEFORE generation; truth is computed from these labels only.
# Changing family: (family_id, group, [version, ...]); version = (value, polarity, text[, flags])
# polarity "+" (fact holds) or "-" (fact stopped holding). text "=" means: the previous version's text
# with the previous value replaced by this value (a plain one-slot edit). flags: "hard" = hard-worded.
CHANGING = [
 ("harriers.chair", "running club", [
  ("Ottilie Ravensdale", "+", "Fernbrook Harriers AGM: Ottilie Ravensdale elected chair."),
  ("Gideon Fairweather", "+", "Gideon Fairweather has taken over as Harriers chair now that Ottilie has moved to Leeds.", "hard"),
  ("Zainab Mercer", "+", "Chair (Fernbrook Harriers): Zainab Mercer"),
  ("Hamish Tregear", "+", "At the 2025 AGM Hamish Tregear was elected as chair of Fernbrook Harriers."),
 ]),
 ("harriers.subs", "running club", [
  ("£30", "+", "Harriers subs are £30 a year, due at the AGM."),
  ("£36", "+", "Subs up to £36 a year from April (affiliation fee went up)."),
  ("£42", "+", "Fernbrook Harriers annual membership fee now £42."),
  ("£36", "+", "Committee agreed to bring subs back down to £36 after the complaints about the rise."),
 ]),
 ("harriers.training_night", "running club", [
  ("Tuesday", "+", "Harriers training night: Tuesday, 6.45 for 7."),
  ("Thursday", "+", "Training moved to Thursdays while the track is resurfaced."),
  ("Tuesday", "+", "Harriers back to Tuesday nights for training from September."),
 ]),
 ("harriers.training_venue", "running club", [
  ("Kingsmead Leisure Centre", "+", "Harriers club runs start from the Kingsmead Leisure Centre car park."),
  ("Oakfield Stadium", "+", "Club runs now start from Oakfield Stadium, meet by the turnstiles."),
 ]),
 ("harriers.newsletter_editor", "running club", [
  ("Rufus Kinder", "+", "Harriers newsletter editor: Rufus Kinder"),
  ("Thea Lockyer", "+", "Rufus has handed the newsletter over to Thea Lockyer - send race reports to her."),
  ("Thea Lockyer", "-", "Thea Lockyer has stood down as newsletter editor, no issue this quarter."),
  ("Thea Lockyer", "+", "Good news: Thea Lockyer is back editing the Harriers newsletter."),
 ]),
 ("harriers.kit_supplier", "running club", [
  ("Tarn Athletic", "+", "Harriers vests are ordered from Tarn Athletic."),
  ("RunKit Direct", "+", "="),
 ]),
 ("rovers.u12_coach", "football club", [
  ("Desmond Ocloo", "+", "Aldermoor Rovers U12s coach: Desmond Ocloo"),
  ("Piran Stott", "+", "Coaching of the U12s handed over to Piran Stott."),
  ("Marisol Keeble", "+", "Piran's stepped back for work reasons so Marisol Keeble is running the U12s sessions now.", "hard"),
  ("Kofi Brandreth", "+", "Kofi Brandreth named head coach of the Rovers U12s for the new season."),
 ]),
 ("rovers.u14_captain", "football club", [
  ("Jago Penhallow", "+", "Rovers U14s captain: Jago Penhallow"),
  ("Leofric Dunn", "+", "Armband goes to Leofric Dunn for the U14s this season.", "hard"),
  ("Jago Penhallow", "+", "Jago Penhallow is U14s captain again while Leofric is out injured."),
 ]),
 ("rovers.league", "football club", [
  ("Division Two", "+", "Rovers first team play in the Wessex Combination Division Two."),
  ("Division One", "+", "Promoted! Rovers first XI will be in Division One of the Wessex Combination from August."),
  ("Division Two", "+", "Rovers relegated - back in Division Two next season."),
 ]),
 ("rovers.kit_supplier", "football club", [
  ("Pendle Sportswear", "+", "Rovers kit supplier: Pendle Sportswear"),
  ("Arrowline Teamwear", "+", "New kit deal signed with Arrowline Teamwear, three seasons."),
  ("Hallam & Pike", "+", "="),
 ]),
 ("rovers.treasurer", "football club", [
  ("Nell Ashworth", "+", "Treasurer: Nell Ashworth (Aldermoor Rovers)"),
  ("Nell Ashworth", "-", "Nell Ashworth stood down as Rovers treasurer at the EGM."),
  ("Barnaby Cole", "+", "Barnaby Cole has agreed to be treasurer for Aldermoor Rovers."),
 ]),
 ("rovers.home_ground", "football club", [
  ("Dellfield Rec", "+", "Rovers home ground: Dellfield Rec"),
  ("Marsh Lane 3G", "+", "="),
 ]),
 ("cricket.captain", "cricket club", [
  ("Tadhg Corrigan", "+", "Kestle Vale 1st XI captain: Tadhg Corrigan"),
  ("Idris Wyn-Jones", "+", "="),
  ("Idris Wyn-Jones", "+", "Idris Wyn-Jones re-appointed 1st XI captain, unopposed."),
  ("Tadhg Corrigan", "+", "Tadhg Corrigan takes the 1st XI captaincy back for 2026."),
 ]),
 ("cricket.caterer", "cricket club", [
  ("Crumb & Co", "+", "Kestle Vale match teas provided by Crumb & Co."),
  ("the Wren's Nest Cafe", "+", "Teas for home games now done by the Wren's Nest Cafe."),
  ("Dacre's Deli", "+", "Caterer for Kestle Vale home fixtures: Dacre's Deli"),
 ]),
 ("cricket.bank", "cricket club", [
  ("Northgate Building Society", "+", "Kestle Vale CC account is with Northgate Building Society."),
  ("Harbour Community Bank", "+", "Club account moved to Harbour Community Bank - new sort code in the treasurer's report."),
 ]),
 ("cricket.nets", "cricket club", [
  ("Friday 8pm", "+", "Kestle Vale winter nets: Friday 8pm at the school sports hall."),
  ("Thursday 7pm", "+", "="),
 ]),
 ("choir.conductor", "choir", [
  ("Benedikt Soames", "+", "Whinmoor Community Choir conductor: Benedikt Soames"),
  ("Clemency Hurst", "+", "Benedikt's last rehearsal with us was 3 March; Clemency Hurst conducts from the 10th.", "hard"),
  ("Cyrus Aintree", "+", "Whinmoor Choir musical director is now Cyrus Aintree."),
  ("Morwenna Bligh", "+", "Committee has appointed Morwenna Bligh as conductor of Whinmoor Community Choir."),
 ]),
 ("choir.rehearsal_time", "choir", [
  ("7.30pm", "+", "Whinmoor Choir rehearsals Wednesdays at 7.30pm."),
  ("7pm", "+", "="),
  ("7.15pm", "+", "Rehearsal start moved to 7.15pm from January so people can get the last bus."),
 ]),
 ("choir.rehearsal_venue", "choir", [
  ("St Aldric's church hall", "+", "Whinmoor Choir rehearses in St Aldric's church hall."),
  ("the Methodist schoolroom", "+", "We rehearse in the Methodist schoolroom now, side door on Pell Street."),
  ("the Methodist schoolroom", "-", "Choir no longer meeting at the Methodist schoolroom - the building has been sold."),
 ]),
 ("choir.secretary", "choir", [
  ("Hester Calloway", "+", "Whinmoor Choir secretary: Hester Calloway"),
  ("Fergal Sumner", "+", "="),
 ]),
 ("choir.spring_concert", "choir", [
  ("22 March", "+", "Whinmoor Choir spring concert date: 22 March"),
  ("29 March", "+", "Spring concert moved to 29 March (St Aldric's double-booked)."),
  ("22 March", "+", "Spring concert is back on 22 March after all - the wedding moved."),
 ]),
 ("allot.plot14", "allotment society", [
  ("Tomasz Wierzbicki", "+", "Saltings Lane plot 14: Tomasz Wierzbicki"),
  ("Tomasz Wierzbicki", "-", "Plot 14 given up by Tomasz Wierzbicki at the end of the season."),
  ("Anwen Holroyd", "+", "Plot 14 let to Anwen Holroyd from 1 March."),
  ("Greer Makepeace", "+", "Plot 14 is now held by Greer Makepeace (Anwen swapped to a half plot)."),
 ]),
 ("allot.rent", "allotment society", [
  ("£28", "+", "Saltings Lane plot rent: £28 per full plot."),
  ("£32", "+", "Full-plot rent goes up to £32 from October."),
  ("£35", "+", "="),
 ]),
 ("allot.chair", "allotment society", [
  ("Elspeth Garrow", "+", "Saltings Lane Allotment Society chair: Elspeth Garrow"),
  ("Elspeth Garrow", "+", "Elspeth Garrow re-elected as chair at the allotment AGM."),
  ("Obadiah Finch", "+", "New chair of the allotment society: Obadiah Finch."),
 ]),
 ("allot.show_date", "allotment society", [
  ("Sat 7 September", "+", "Saltings Lane produce show: Sat 7 September"),
  ("14 September", "+", "Show date changed to 14 September because of the harvest festival."),
  ("14 September", "-", "Produce show cancelled this year, not enough entries."),
 ]),
 ("allot.secretary", "allotment society", [
  ("Jonty Ferris", "+", "Allotment society secretary: Jonty Ferris"),
  ("Wren Abernethy", "+", "Secretary role at Saltings Lane taken on by Wren Abernethy."),
  ("Jonty Ferris", "+", "Jonty Ferris has stepped back in as allotment secretary."),
 ]),
 ("bowls.secretary", "bowls club", [
  ("Maud Emsley", "+", "Burnham Tye Bowls Club secretary: Maud Emsley"),
  ("Ines Falconer", "+", "="),
  ("Maud Emsley", "+", "Maud Emsley is bowls club secretary again after Ines moved away."),
 ]),
 ("bowls.hall_contact", "bowls club", [
  ("Priya Lathom", "+", "Burnham Tye village hall bookings via Priya Lathom."),
  ("Caspian Throup", "+", "For village hall bookings contact Caspian Throup now."),
  ("Linnea Achterberg", "+", "="),
 ]),
 ("bowls.bank", "bowls club", [
  ("Thornbury Savings", "+", "Bowls club account held with Thornbury Savings."),
  ("Severn Mutual", "+", "="),
 ]),
 ("ra.meeting_room", "residents association", [
  ("the Library Room", "+", "Millbrook RA meets in the Library Room at Millbrook Library."),
  ("the Pavilion Room", "+", "RA meetings moved to the Pavilion Room at the Scout hut."),
  ("Room 2", "+", "Millbrook RA committee meets in Room 2, Millbrook Community Centre."),
  ("the Library Room", "+", "Back to the Library Room for RA meetings while the community centre is refurbished."),
 ]),
 ("ra.meeting_night", "residents association", [
  ("first Monday", "+", "Millbrook RA committee meets the first Monday of the month."),
  ("second Tuesday", "+", "="),
 ]),
 ("ra.newsletter_editor", "residents association", [
  ("Bryony Tuck", "+", "Millbrook RA newsletter editor: Bryony Tuck"),
  ("Bryony Tuck", "-", "Bryony Tuck is no longer doing the RA newsletter."),
 ]),
 ("fest.date", "arts festival", [
  ("14-16 June", "+", "Lydgate Arts Festival 2025: 14-16 June"),
  ("21-23 June", "+", "Festival pushed back a week to 21-23 June."),
  ("28-30 June", "+", "="),
 ]),
 ("fest.hub", "arts festival", [
  ("the Corn Exchange", "+", "Lydgate festival hub: the Corn Exchange"),
  ("Lydgate Town Hall", "+", "Festival hub moving to Lydgate Town Hall this year."),
  ("the Corn Exchange", "+", "The Corn Exchange is the festival hub again."),
 ]),
 ("fest.box_office", "arts festival", [
  ("Noor Hadley", "+", "Lydgate festival box office contact: Noor Hadley"),
  ("Casimir Leng", "+", "Box office is now run by Casimir Leng; Noor is doing volunteers instead."),
 ]),
 ("fete.date", "village fete", [
  ("Saturday 5 July", "+", "Ashcombe summer fete: Saturday 5 July"),
  ("Sat 19 July", "+", "Fete moved to Sat 19 July (clashes with the carnival otherwise)."),
  ("Sat 19 July", "-", "Ashcombe fete called off - the field is waterlogged."),
  ("26 July", "+", "Fete back on for 26 July on the school field."),
 ]),
 ("fete.caterer", "village fete", [
  ("the WI tea tent", "+", "Refreshments at the Ashcombe fete: the WI tea tent"),
  ("Hobson's Hog Roast", "+", "="),
  ("Saffron Street Food", "+", "Caterer for the fete is Saffron Street Food this time."),
 ]),
 ("swim.first_aider", "sea swimming group", [
  ("Delphine Osei", "+", "Corran Bay Sea Swimmers first-aider on duty for Sunday swims: Delphine Osei"),
  ("Ezra Pellow", "+", "Ezra Pellow is covering first aid on Sundays from now on."),
  ("Delphine Osei", "+", "="),
 ]),
 ("swim.meeting_point", "sea swimming group", [
  ("the slipway", "+", "Sea Swimmers meet at the slipway by the lifeboat station."),
  ("the steps at Gull Point", "+", "Meeting point moved to the steps at Gull Point."),
 ]),
 ("swim.subs", "sea swimming group", [
  ("£15", "+", "Corran Bay Sea Swimmers membership: £15 a year."),
  ("£20", "+", "="),
  ("£25", "+", "Swimmers' annual membership is £25 now, insurance included."),
 ]),
 ("chess.venue", "chess club", [
  ("the Red Lion", "+", "Tallow Street Chess Club plays in the back room of the Red Lion."),
  ("the Friends Meeting House", "+", "Club nights now at the Friends Meeting House."),
  ("the library", "+", "The Meeting House isn't available any more so we're at the library on club nights.", "hard"),
  ("the Red Lion", "+", "Chess club back at the Red Lion from next week."),
 ]),
 ("chess.league", "chess club", [
  ("Division 1", "+", "Tallow Street A team in Division 1 of the Westvale League."),
  ("Division 2", "+", "="),
 ]),
 ("netball.senior_coach", "netball club", [
  ("Rosalind Yeo", "+", "Brackenridge Netball senior coach: Rosalind Yeo"),
  ("Rosalind Yeo", "-", "Rosalind Yeo has left the club, so no senior coach for now."),
  ("Rosalind Yeo", "+", "Rosalind Yeo reinstated as senior coach."),
 ]),
 ("netball.home_court", "netball club", [
  ("court 3 at Brackenridge Academy", "+", "Brackenridge Netball home games on court 3 at Brackenridge Academy."),
  ("Pellow Sports Centre", "+", "Home fixtures moved to Pellow Sports Centre."),
 ]),
 ("ramblers.walks_secretary", "ramblers", [
  ("Amara Quist", "+", "Quarry Hill Ramblers walks secretary: Amara Quist"),
  ("Selwyn Hoad", "+", "Walks programme now coordinated by Selwyn Hoad."),
  ("Amara Quist", "+", "="),
 ]),
 ("rowing.mens_captain", "rowing club", [
  ("Fenwick Adair", "+", "Hexley RC men's captain: Fenwick Adair"),
  ("Lorcan Tighe", "+", "="),
  ("Lorcan Tighe", "-", "Lorcan Tighe resigned as men's captain after the head race."),
 ]),
 ("rowing.senior_fee", "rowing club", [
  ("£320", "+", "Hexley RC senior membership: £320 per year"),
  ("£350", "+", "Senior membership up to £350."),
  ("£385", "+", "="),
  ("£360", "+", "Senior subs reduced to £360 thanks to the Sport England grant."),
 ]),
 ("orchard.session_day", "community orchard", [
  ("Saturdays", "+", "Pennock Green orchard volunteers meet Saturdays 10am at the gate."),
  ("Sundays", "+", "Volunteer sessions at the orchard switched to Sundays."),
 ]),
 ("orchard.coordinator", "community orchard", [
  ("Ruairi Blamey", "+", "Orchard volunteer coordinator: Ruairi Blamey"),
  ("Ruairi Blamey", "+", "Ruairi Blamey still coordinating the orchard volunteers, as usual."),
  ("Kezia Whitlock", "+", "Kezia Whitlock took over coordinating the orchard volunteers in May."),
 ]),
 ("fest.caterer", "arts festival", [
  ("Lydgate Brewery Tap", "+", "Festival bar and catering: Lydgate Brewery Tap"),
  ("Orme Valley Kitchen", "+", "="),
  ("Millhouse Events", "+", "Catering contract for the festival went to Millhouse Events."),
 ]),
 ("bowls.captain", "bowls club", [
  ("Reuben Galt", "+", "Burnham Tye Bowls captain: Reuben Galt"),
  ("Ottoline Pym", "+", "="),
  ("Reuben Galt", "+", "Reuben Galt was voted back in as bowls captain."),
  ("Seren Maddox", "+", "Bowls captain for the new season: Seren Maddox"),
 ]),
 ("netball.training_night", "netball club", [
  ("Monday", "+", "Netball training night: Monday, 7-8.30pm"),
  ("Wednesday", "+", "="),
 ]),
 ("ra.chair", "residents association", [
  ("Lionel Hebden", "+", "Millbrook RA chair: Lionel Hebden"),
  ("Farah Quayle", "+", "Farah Quayle was elected as RA chair; Lionel stays on as vice-chair."),
  ("Farah Quayle", "+", "Farah Quayle re-elected RA chair at the AGM, no other nominations."),
  ("Dorian Pett", "+", "EGM: Dorian Pett elected RA chair after Farah's resignation."),
 ]),
 ("swim.saturday_time", "sea swimming group", [
  ("7am", "+", "Sea Swimmers Saturday swim starts 7am."),
  ("7.30am", "+", "="),
 ]),
 ("rowing.novice_coach", "rowing club", [
  ("Halvard Ness", "+", "Hexley RC novice coach: Halvard Ness"),
  ("Beatrix Onslow", "+", "="),
  ("Beatrix Onslow", "+", "Beatrix Onslow still coaching the novices this term."),
  ("Halvard Ness", "+", "Halvard Ness is coaching the novices again from the autumn."),
 ]),
]

# Negative classes: (class, group, [(slot, text), ...]). Memories sharing a slot number inside one entry share
# one order time (used only by equal_time). Every memory here is labelled; none takes part in any pair.
NEGATIVE = [
 ("multi_valued", "football club", ["Rovers sponsors: Castleford Tyres on the home shirt.",
   "Another sponsor signed: Pellow's Bakery on the training tops.",
   "Denholm Estate Agents are sponsoring Rovers too."]),
 ("multi_valued", "running club", ["Sunniva Ormerod joined the Harriers committee.",
   "Teodor Blakey is on the Harriers committee too.",
   "Harriers committee also includes Aurelie Fenn."]),
 ("multi_valued", "football club", ["Rovers run U9s, U10s and U12s on Saturday mornings.",
   "Rovers also field a veterans side.",
   "A women's team was added at Rovers this year as well."]),
 ("multi_valued", "allotment society", ["Trading hut sells seed potatoes on Sunday mornings.",
   "The trading hut also stocks fleece and netting."]),
 ("multi_valued", "choir", ["Whinmoor Choir has a youth section.",
   "There's also a chamber group within Whinmoor Choir."]),
 ("multi_valued", "bowls club", ["Bowls club plays in the Tye & District League.",
   "Burnham Tye also entered the county triples this year."]),
 ("scope_disjoint", "football club", ["Rovers home kit: amber shirts, black shorts.",
   "Rovers away kit: all sky blue."]),
 ("scope_disjoint", "cricket club", ["Kestle Vale junior section trains Sunday mornings.",
   "Senior section training at Kestle Vale: Tuesday evenings."]),
 ("scope_disjoint", "bowls club", ["Summer season: outdoor green at Burnham Tye Rec.",
   "Winter season the bowls club plays short mat in the village hall."]),
 ("scope_disjoint", "arts festival", ["Festival box office hours on weekdays: 10am-4pm.",
   "Weekend box office hours: 9am-6pm."]),
 ("scope_disjoint", "ramblers", ["North area rep for Quarry Hill Ramblers: Ivo Scarth.",
   "South area rep: Philippa Rudd."]),
 ("scope_disjoint", "rowing club", ["Hexley RC juniors boat from the lower boathouse.",
   "Seniors boat from the main boathouse."]),
 ("scope_disjoint", "allotment society", ["East site water troughs refilled on Mondays.",
   "West site troughs: Thursdays."]),
 ("format_variant", "ramblers", ["Ramblers AGM: 14/03/2026, 7.30pm, Quarry Hill Institute.",
   "Ramblers AGM on 14 March 2026 at 19:30 at the Institute."]),
 ("format_variant", "rowing club", ["Hexley regatta prize fund: £1,000.",
   "Regatta prize pot is 1k this year."]),
 ("format_variant", "community orchard", ["Orchard harvest supper starts 6pm.",
   "Harvest supper: 18:00 start."]),
 ("format_variant", "sea swimming group", ["Corran Bay charity swim distance: 1 mile.",
   "The charity swim is 1.6 km across the bay."]),
 ("format_variant", "residents association", ["Millbrook Residents' Association quorum is 12 members.",
   "Millbrook RA quorum: twelve."]),
 ("format_variant", "choir", ["Choir summer social: Sat 2nd August.",
   "Whinmoor summer social is on Saturday the second of August."]),
 ("elaboration", "netball club", ["Netball presentation evening venue: the Fox & Hounds.",
   "Presentation evening at the Fox & Hounds, upstairs function room, from 7pm, buffet included."]),
 ("elaboration", "bowls club", ["Finals day caterer: Hartley's.",
   "Finals day catering by Hartley's - sandwiches, scones and the tea urn, paid from the social fund."]),
 ("elaboration", "ramblers", ["Lakes trip coach operator: Dales Rider.",
   "Coach for the Lakes trip booked with Dales Rider, 49-seater, leaving 7.45 from the market square."]),
 ("elaboration", "choir", ["Choir accompanist: Quentin Marlow.",
   "Quentin Marlow accompanies the choir on piano at rehearsals and plays organ for the Christmas concert."]),
 ("elaboration", "running club", ["Harriers club photographer: Vesna Pike.",
   "Vesna Pike takes the Harriers photos at races and the cross-country league, and puts them on the club Flickr."]),
 ("elaboration", "allotment society", ["Skip delivery: 12 April.",
   "Skip arrives 12 April at the main gate, green waste only, no glass or carpet."]),
 ("confirmation", "chess club", ["Tallow Street club night: Thursday.",
   "Club night still Thursday, confirmed at the committee."]),
 ("confirmation", "rowing club", ["Hexley RC boatman: Sid Arkwright.",
   "Sid Arkwright continues as boatman for another year."]),
 ("confirmation", "netball club", ["Brackenridge Netball colours: purple and silver.",
   "Colours remain purple and silver - the motion to change them fell."]),
 ("confirmation", "arts festival", ["Lydgate festival patron: Dame Wilmot Carrow.",
   "Dame Wilmot Carrow remains patron of the festival."]),
 ("confirmation", "ramblers", ["Christmas walk starts at the Quarry Hill Institute.",
   "Christmas walk from the Institute as usual."]),
 ("confirmation", "sea swimming group", ["Sea Swimmers WhatsApp admin: Lowri Penrose.",
   "Lowri Penrose is still the WhatsApp admin for the swimmers."]),
 ("different_subject", "bowls club", ["Burnham Tye Bowls Club chair: Solomon Ashby."]),
 ("different_subject", "cricket club", ["Kestle Vale U15s captain: Aoife Brennan."]),
 ("different_subject", "ramblers", ["Quarry Hill Ramblers newsletter editor: Percival Nunn."]),
 ("different_subject", "allotment society", ["Saltings Lane plot 22: Ilse Brandt."]),
 ("different_subject", "netball club", ["Brackenridge Netball treasurer: Marguerite Oyelaran."]),
 ("different_subject", "rowing club", ["Hexley RC kit supplier: Fenner Oarwear."]),
 ("different_subject", "community orchard", ["Pennock Green Scout hut bookings contact: Alun Prys."]),
 ("different_subject", "choir", ["Whinmoor Youth Choir conductor: Ida Lindqvist."]),
 ("different_subject", "running club", ["Harriers treasurer: Norbert Okafor."]),
 ("different_subject", "village fete", ["Ashcombe Christmas market is on 6 December."]),
 ("different_subject", "sea swimming group", ["Corran Bay Sea Swimmers chair: Yannick Morrow."]),
 ("different_subject", "football club", ["Rovers U10s coach: Shona Maitland."]),
 ("static", "running club", ["Fernbrook Harriers was founded in 1981.",
   "The Harriers date back to 1981."]),
 ("static", "choir", ["Whinmoor Choir is affiliated to Making Music.",
   "Whinmoor Choir belongs to Making Music."]),
 ("static", "allotment society", ["The Saltings Lane allotments are owned by the parish council.",
   "The parish council owns the Saltings Lane site."]),
 ("static", "cricket club", ["Kestle Vale's ground was given to the club by the Pargeter family.",
   "The Pargeter family donated the Kestle Vale ground."]),
 ("static", "football club", ["Aldermoor Rovers is registered as a CASC.",
   "Aldermoor Rovers holds CASC status."]),
 ("static", "rowing club", ["Hexley RC boathouse sits on the River Orme.",
   "The boathouse stands on the Orme."]),
 ("membership", "arts festival", ["Clemency Hurst is on the Lydgate festival steering group.",
   "Clemency Hurst also sits on the Millbrook RA committee.",
   "Clemency Hurst is a trustee of Ashcombe village hall."]),
 ("membership", "bowls club", ["Barnaby Cole is a member of Burnham Tye Bowls Club.",
   "Barnaby Cole plays for the Rovers veterans.",
   "Barnaby Cole is on the Harriers social committee."]),
 ("membership", "allotment society", ["Anwen Holroyd is on the allotment society show committee.",
   "Anwen Holroyd also volunteers with the orchard group.",
   "Anwen Holroyd sings alto in Whinmoor Choir."]),
 ("membership", "cricket club", ["Kofi Brandreth joined the Kestle Vale CC committee.",
   "Kofi Brandreth is a Rovers welfare officer as well.",
   "Kofi Brandreth is also a member of the Sea Swimmers."]),
 ("equal_time", "running club", ["Harriers club championship: 8 June.",
   "Harriers club championship date: 15 June."]),
 ("equal_time", "netball club", ["Netball away kit: all black.",
   "Away kit for netball: white with purple trim."]),
 ("equal_time", "chess club", ["Tallow Street chess club captain: Ravi Denning.",
   "Chess club captain: Malachy Voss."]),
 ("equal_time", "ramblers", ["Ramblers treasurer: Gwenllian Price.",
   "Quarry Hill Ramblers treasurer is Stellan Moe."]),
 ("equal_time", "community orchard", ["Orchard wassail: 17 January.",
   "Wassail at the orchard on 24 January."]),
 ("equal_time", "sea swimming group", ["Winter dip start time: 8am.",
   "Sea Swimmers winter dips start at 9am."]),
]

UNRELATED = [
 ("running club", "Harriers minibus booked for the Coniston relay."),
 ("running club", "Lost property from Tuesday's run: grey Ronhill jacket, medium."),
 ("running club", "Hamish Tregear to email the council about the towpath lighting."),
 ("football club", "Rovers U12s need two more parents to help with Saturday's tournament."),
 ("football club", "Goal nets at Dellfield Rec torn again, reported to the council."),
 ("football club", "Rovers presentation night raised £410 for the defibrillator fund."),
 ("cricket club", "Kestle Vale roller needs a service before April."),
 ("cricket club", "Scorebook for the 2nd XI left in the pavilion - please return."),
 ("cricket club", "Tadhg Corrigan scored his first league hundred on Saturday."),
 ("choir", "Please bring your own copy of the Rutter to rehearsal."),
 ("choir", "Whinmoor Choir raised £380 carol singing at the station."),
 ("choir", "Morwenna Bligh is on holiday in August."),
 ("allotment society", "Plot 14 has a broken water butt - reported to the committee."),
 ("allotment society", "Rats seen near the compost bays on the east site."),
 ("allotment society", "Allotment gate code being changed next month, watch the noticeboard."),
 ("bowls club", "Bowls green to be scarified in late September."),
 ("bowls club", "Thank you to Maud Emsley for the raffle prizes."),
 ("residents association", "Millbrook RA petition on the bus route has 212 signatures."),
 ("residents association", "Streetlight out on Fenner Close, reported again."),
 ("arts festival", "Festival programme goes to the printer on 2 May."),
 ("arts festival", "Need 15 more stewards for the festival Saturday."),
 ("village fete", "Fete raffle raised £640 for the school."),
 ("village fete", "Bouncy castle for the fete needs a generator."),
 ("sea swimming group", "Jellyfish reported at Gull Point this week - take care."),
 ("sea swimming group", "Tow floats are in the box in Delphine's garage if anyone needs one."),
 ("chess club", "Simul with the county champion on 9 November."),
 ("chess club", "New club clocks arrived, £22 each."),
 ("netball club", "Bibs need washing after Saturday - volunteer please."),
 ("rowing club", "Trailer tyre blown on the way back from Henley."),
 ("community orchard", "Apple press borrowed from the Lydgate transition group."),
]

UTC = dt.timezone.utc
HERE = os.path.dirname(os.path.abspath(__file__))


def iso(t):
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def expand_texts():
    """Resolve "=" (one-slot edit of the previous version) into text."""
    fams = []
    for fid, group, versions in CHANGING:
        out = []
        for i, v in enumerate(versions):
            value, pol, text = v[0], v[1], v[2]
            flags = set(v[3:])
            if text == "=":
                prev = out[i - 1]
                if prev["value"] not in prev["content"]:
                    raise SystemExit(f"{fid} v{i}: previous text lacks value {prev['value']!r}")
                text = prev["content"].replace(prev["value"], value)
                flags.add("one_slot")
            out.append({"family": fid, "group": group, "version": i + 1, "value": value,
                        "polarity": pol, "content": text, "hard": "hard" in flags,
                        "one_slot": "one_slot" in flags})
        fams.append((fid, group, out))
    return fams


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with content, family, class, group, slot (order-time slot within family)
    for fid, group, vers in expand_texts():
        for v in vers:
            v.update({"cls": "changing", "slot": v["version"] - 1})
            mems.append(v)
    for k, (cls, group, texts) in enumerate(NEGATIVE):
        fid = f"neg.{cls}.{k:02d}"
        for i, t in enumerate(texts):
            slot = 0 if cls == "equal_time" else i
            mems.append({"family": fid, "group": group, "version": i + 1, "value": None, "polarity": "+",
                         "content": t, "hard": False, "one_slot": False, "cls": cls, "slot": slot})
    for k, (group, t) in enumerate(UNRELATED):
        mems.append({"family": f"unrelated.{k:02d}", "group": group, "version": 1, "value": None,
                     "polarity": "+", "content": t, "hard": False, "one_slot": False,
                     "cls": "unrelated", "slot": 0})

    # Time modes: exact proportions over the whole set, shuffled (so mixed within families).
    n = len(mems)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # Order times per family slot.
    byfam = {}
    for m in mems:
        byfam.setdefault(m["family"], []).append(m)
    start_lo = dt.datetime(2023, 1, 9, tzinfo=UTC)
    for fid in sorted(byfam):
        group = byfam[fid]
        nslots = max(m["slot"] for m in group) + 1
        day = start_lo + dt.timedelta(days=rng.randrange(0, 520))
        slot_times = []
        for s in range(nslots):
            if s:
                day += dt.timedelta(days=rng.randrange(21, 150))
            members = [m for m in group if m["slot"] == s]
            if any(m["mode"] == "backfilled" for m in members):
                t = day
            else:
                t = day + dt.timedelta(hours=rng.randrange(8, 22), minutes=rng.randrange(0, 60))
            slot_times.append(t)
        for m in group:
            m["order"] = slot_times[m["slot"]]
        assert slot_times[-1] < dt.datetime(2026, 10, 1, tzinfo=UTC), fid
        # created_at / observed_at
        back = sorted([m for m in group if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        imp = dt.datetime(2026, 11, 2, tzinfo=UTC) + dt.timedelta(days=rng.randrange(0, 26),
                                                                  hours=rng.randrange(0, 20),
                                                                  minutes=rng.randrange(0, 60))
        for j, m in enumerate(back):  # newest first: newest version gets the earliest import instant
            m["created"] = imp + dt.timedelta(seconds=j * rng.randrange(1, 40) + j)
            m["observed"] = m["order"]
        for m in group:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 240))
            assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=UTC)

    # Ids in one shuffled order, file order shuffled again.
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = f"h19-{k + 1:03d}"
    filed = mems[:]
    rng.shuffle(filed)

    # Truth from labels only.
    truth = []
    for fid in sorted(byfam):
        group = byfam[fid]
        if not fid.startswith("neg.") and not fid.startswith("unrelated."):
            times = [m["order"] for m in group]
            assert len(set(times)) == len(times), fid
            g = sorted(group, key=lambda m: m["order"])
            for i, m in enumerate(g):
                for later in g[i + 1:]:
                    if (later["value"], later["polarity"]) != (m["value"], m["polarity"]):
                        reason = "negation" if later["polarity"] != m["polarity"] else "value"
                        truth.append({"expired_id": m["id"], "replacement_id": later["id"], "reason": reason})
                        break
    truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    paired = {p["expired_id"] for p in truth} | {p["replacement_id"] for p in truth}
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"] != "changing"),
                    key=lambda r: r["id"])
    assert not paired & {r["id"] for r in labels}
    return mems, filed, truth, labels, byfam


def mem_json(m):
    o = {"id": m["id"], "content": m["content"], "created_at": iso(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = iso(m["observed"])
    return json.dumps(o, ensure_ascii=False)


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for line in lines:
            f.write(line + "\n")
    os.replace(tmp, path)


def stats(mems, truth, labels, byfam):
    out = []
    out.append(f"memories {len(mems)}")
    out.append(f"true pairs {len(truth)}  value {sum(p['reason'] == 'value' for p in truth)}"
               f"  negation {sum(p['reason'] == 'negation' for p in truth)}")
    out.append(f"labelled {len(labels)}")
    classes = {}
    for m in mems:
        classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    for c in sorted(classes):
        out.append(f"  class {c:18s} {classes[c]}")
    groups = {}
    for m in mems:
        groups.setdefault(m["group"], [0, 0])
        groups[m["group"]][0 if m["cls"] == "changing" else 1] += 1
    out.append("register: clubs, community groups and events records; by group (changing / labelled):")
    for g in sorted(groups):
        out.append(f"  {g:22s} {groups[g][0]:3d} / {groups[g][1]:3d}")
    ch = [f for f in byfam if not f.startswith(("neg.", "unrelated."))]
    out.append(f"changing families {len(ch)}")
    lens = {}
    moves_back = hard = newer = one_slot = confirm_in_chain = negmem = 0
    for f in ch:
        g = sorted(byfam[f], key=lambda m: m["order"])
        distinct = 1
        seen = [(g[0]["value"], g[0]["polarity"])]
        for i in range(1, len(g)):
            newer += 1
            one_slot += g[i]["one_slot"]
            cur = (g[i]["value"], g[i]["polarity"])
            if cur == seen[-1]:
                confirm_in_chain += 1
            else:
                distinct += 1
                if cur in seen:
                    moves_back += 1
            seen.append(cur)
            if g[i]["hard"] and i < len(g) - 1:
                hard += 1
        negmem += sum(m["polarity"] == "-" for m in g)
        lens[len(g)] = lens.get(len(g), 0) + 1
    out.append("  versions per family " + ", ".join(f"{k}: {lens[k]}" for k in sorted(lens)))
    out.append(f"  moves back {moves_back}; confirmations inside chains {confirm_in_chain};"
               f" negated memories {negmem}; hard-worded intervening versions {hard}")
    out.append(f"  newer versions {newer}; reworded {newer - one_slot} ({100 * (newer - one_slot) / newer:.1f}%);"
               f" one-slot edits {one_slot}")
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes " + ", ".join(f"{k} {modes[k]} ({100 * modes[k] / len(mems):.1f}%)" for k in sorted(modes)))
    inv = 0
    for f in ch:
        g = sorted(byfam[f], key=lambda m: m["order"])
        for a, b in zip(g, g[1:]):
            inv += a["created"] > b["created"]
    out.append(f"adjacent version pairs whose created_at order inverts order time: {inv}")
    words = [len(m["content"].split()) for m in mems]
    kv = sum(1 for m in mems if ": " in m["content"].split(".")[0][:60] and m["content"].index(": ") < 60)
    out.append(f"wording: words per memory min {min(words)} mean {sum(words) / len(words):.1f} max {max(words)};"
               f" key: value lines {kv}; with a digit {sum(any(c.isdigit() for c in m['content']) for m in mems)};"
               f" with '£' {sum('£' in m['content'] for m in mems)}")
    return "\n".join(out)


def main(argv):
    mems, filed, truth, labels, byfam = build()
    if "--list" in argv:
        for m in sorted(mems, key=lambda m: (m["family"], m["order"], m["id"])):
            print(f"{m['id']}\t{iso(m['order'])}\t{m['mode']:10s}\t{m['cls']}\t{m['family']}\tv{m['version']}"
                  f"\t{m['value']}\t{m['polarity']}\t{'hard ' if m['hard'] else ''}{'one_slot' if m['one_slot'] else ''}"
                  f"\t{m['content']}")
        return
    if "--stats" in argv:
        print(stats(mems, truth, labels, byfam))
        return
    write(os.path.join(HERE, "memories.jsonl"), [mem_json(m) for m in filed])
    write(os.path.join(HERE, "truth.jsonl"), [json.dumps(p) for p in truth])
    write(os.path.join(HERE, "labels.jsonl"), [json.dumps(r) for r in labels])
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            print(hashlib.sha256(f.read()).hexdigest(), name)


if __name__ == "__main__":
    main(sys.argv[1:])
