#!/usr/bin/env python3
"""Generate the R17 blind corpus: travel, bookings and logistics records.

Labels (family, value key, polarity, class) are fixed in the tables below before
any time or id is drawn; truth.jsonl is computed from those labels only, never
from the text. Deterministic: a fixed seed, stdlib only.

  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
  python3 gen.py --stats    print counts
  python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import difflib
import json
import os
import random
import re
import sys

SEED = 1717
P, N = True, False  # polarity: the fact holds / the fact stopped holding

# Registers: T = travel planner / team trip document, B = booking log,
# S = small shop's shipping log, L = logistics desk tracking notes.
# A changing family is one fact (subject, attribute, scope). Versions are listed
# in order-time order: (value key, polarity, text[, flag]). Flags: "C" = the
# version restates the value in force (confirmation inside a chain), "H" = a
# hard-worded intervening version.
FAMILIES = [
    # ---- four or more versions ----
    ("T", [("NR318", P, "Tarrow offsite outbound: flight NR 318, departs 08:05 from Hallam."),
           ("BA2214", P, "Tarrow outbound flight moved to BA 2214, departs 07:40."),
           ("KX905-1020", P, "Airline rebooked the whole Tarrow group onto KX 905 after BA pulled the early rotation, leaving 10:20.", "H"),
           ("KX905-1150", P, "Tarrow outbound: KX 905 now departs 11:50 (schedule change email from the airline).")]),
    ("L", [("AlderaCrest", P, "Container MSKU 4410273 loaded on the Aldera Crest."),
           ("BrightHarrow", P, "MSKU 4410273 was rolled to the Bright Harrow, next sailing."),
           ("CorranStar", P, "Vessel for MSKU 4410273: Corran Star"),
           ("AlderaCrest", P, "MSKU 4410273 transshipped back onto the Aldera Crest at Port Selwick.")]),
    ("S", [("label", P, "Parcel 7781-QX: label created, awaiting collection."),
           ("transit", P, "7781-QX in transit to the Dunmore depot."),
           ("customs", P, "Customs are holding 7781-QX over a paperwork query, nothing moves until we send the invoice copy.", "H"),
           ("outfordelivery", P, "Parcel 7781-QX: out for delivery.")]),
    ("S", [("14d", P, "Brackwell Textiles lead time: 14 days."),
           ("21d", P, "Brackwell Textiles lead time is now 21 days."),
           ("5w", P, "Brackwell are quoting 5 weeks on all new orders."),
           ("14d", P, "Brackwell lead time back down to 14 days.")]),
    ("L", [("Pavel", P, "Route 12 driver: Pavel Ostrom."),
           ("Kasia", P, "Kasia Lind covers Route 12 from Monday."),
           ("Deon", P, "Route 12 is now driven by Deon Marsh."),
           ("Pavel", P, "Pavel is back on Route 12.")]),
    ("T", [("Fenwick", P, "Saltgrove conference venue: Fenwick Hall."),
           ("Linden", P, "Linden Exchange has the Saltgrove booking now, Fenwick Hall fell through at the last minute.", "H"),
           ("Quay", P, "Saltgrove conference venue: Quay Pavilion."),
           ("Fenwick", P, "Saltgrove will be held at Fenwick Hall after all.")]),
    ("T", [("3Mar", P, "Imre Hadley's visa appointment: 3 March 2025 at the Calder consulate."),
           ("19Mar", P, "Imre's visa appointment rescheduled to 19 March 2025."),
           ("2Apr", P, "Calder consulate pushed Imre's visa appointment again, now 2 April 2025."),
           ("2Apr", N, "Imre's visa appointment cancelled, the trip no longer needs a visa.")]),
    # ---- three versions ----
    ("B", [("Millrace", P, "Brisk Valley retreat hotel: Millrace Inn."),
           ("Harbour", P, "Hotel changed: now the Harbour Lodge for the Brisk Valley retreat."),
           ("Copperleaf", P, "Brisk Valley retreat moved hotels again, booked into Copperleaf Suites.")]),
    ("B", [("Vane", P, "Ossery rental car pickup: downtown office on Vane Street."),
           ("airport", P, "Ossery rental pickup is at the airport desk instead of downtown."),
           ("Vane", P, "Ossery rental pickup moved back to the Vane Street office.")]),
    ("S", [("Keswin", P, "PO 55120 carrier: Keswin Parcel."),
           ("Nordline", P, "Shipment PO 55120 handed over to Nordline Freight."),
           ("Ambry", P, "PO 55120 is now with Ambry Logistics, Nordline subcontracted the last leg.")]),
    ("S", [("12May", P, "Order #3307 delivery expected Tue 12 May."),
           ("12May", P, "Order #3307 still on for Tue 12 May, confirmed by the carrier this morning.", "C"),
           ("14May", P, "Delivery for #3307 rescheduled for Thursday 14 May."),
           ("18May", P, "#3307 ETA now 18 May.")]),
    ("T", [("B12", P, "Dorran trip, flight HL 77 gate: B12"),
           ("C4", P, "Dorran trip, flight HL 77 gate: C4"),
           ("C9", P, "HL 77 to Dorran now boarding from gate C9.")]),
    ("S", [("Harlow", P, "SKU LM-204 ships from the Harlow DC."),
           ("Teague", P, "SKU LM-204 ships from the Teague Road warehouse."),
           ("Orlin", P, "Fulfilment for LM-204 switched to Orlin Park.")]),
    ("T", [("Hedda", P, "Corvane trip organiser: Hedda Strand."),
           ("Niall", P, "Niall Pryce is taking over as organiser of the Corvane trip."),
           ("Oluwaseun", P, "Corvane trip organiser is now Oluwaseun Adeyemi.")]),
    ("L", [("SelbyKray", P, "Customs broker for TGHU 882190: Selby & Kray."),
           ("SelbyKray", P, "Selby & Kray remain the broker on TGHU 882190, as agreed.", "C"),
           ("Marrow", P, "Customs clearance for TGHU 882190 passed to Marrow Brokerage."),
           ("Pell", P, "Broker for TGHU 882190: Pell Customs Services.")]),
    ("S", [("Eastfield", P, "Parcel 3309-ZL is at the Eastfield depot."),
           ("CaulLane", P, "Parcel 3309-ZL is at the Caul Lane depot."),
           ("Brennick", P, "Parcel 3309-ZL now sitting at the Brennick depot.")]),
    ("B", [("412", P, "Ruth Calloway's room at the Glasshouse Hotel: 412."),
           ("518", P, "Ruth was moved to room 518 at the Glasshouse after a noise complaint."),
           ("230", P, "Ruth's Glasshouse room is 230 now.")]),
    ("B", [("9Jun", P, "Vell group check-in at Copperleaf Suites: 9 June."),
           ("11Jun", P, "Vell group check-in at Copperleaf Suites: 11 June."),
           ("10Jun", P, "Copperleaf agreed to bring the Vell check-in forward a day, to 10 June.")]),
    ("L", [("Selwick", P, "Container HLXU 5501982 port of arrival: Port Selwick."),
           ("Harnmouth", P, "The ship won't call at Selwick this rotation, so HLXU 5501982 comes off at Harnmouth.", "H"),
           ("Tollan", P, "HLXU 5501982 discharge port: Tollan Bay.")]),
    ("S", [("DashRelay", P, "Courier for the Pim & Ashe account: Dash Relay."),
           ("DashRelay", P, "Pim & Ashe parcels still going out with Dash Relay.", "C"),
           ("Brightpost", P, "Switched couriers for Pim & Ashe, now Brightpost."),
           ("Quillon", P, "Using Quillon Express for Pim & Ashe from May.")]),
    ("L", [("departed", P, "AWB 176-44820915: departed origin."),
           ("hub", P, "AWB 176-44820915 arrived at the Farrow hub."),
           ("delivered", P, "AWB 176-44820915 delivered, signed by R. Okafor.")]),
    ("S", [("6w", P, "Orrin Metalworks lead time: 6 weeks."),
           ("4w", P, "Orrin Metalworks lead time: 4 weeks."),
           ("45d", P, "Orrin now says 45 days on brackets.")]),
    ("T", [("Greyline", P, "Ellery board trip airport transfer booked with Greyline Cars."),
           ("Greyline", N, "Ellery board airport transfer no longer needed, they are driving themselves."),
           ("Greyline", P, "Ellery transfer back on, Greyline rebooked for the same pickup.")]),
    ("B", [("Saltmarsh", P, "Hotel booked at the Saltmarsh Inn for Kiran's trip."),
           ("Saltmarsh", N, "Kiran's Saltmarsh Inn booking withdrawn."),
           ("Saltmarsh", P, "Rebooked the Saltmarsh Inn for Kiran, same dates as before.")]),
    ("T", [("22Oct", P, "The Fenner Cove site visit is on for 22 Oct."),
           ("22Oct", N, "Fenner Cove trip is off."),
           ("22Oct", P, "Fenner Cove visit back on, still 22 Oct.")]),
    ("T", [("NR319", P, "Tarrow return: NR 319 at 18:30."),
           ("NR321", P, "Tarrow return leg is now NR 321, 20:10."),
           ("NR325", P, "Because of the strike they have put the Tarrow group on the 21:45 NR 325 home.")]),
    # ---- two versions ----
    ("T", [("0912", P, "Hollin trip train: 09:12 Elvar Line."),
           ("1040", P, "Hollin trip train: 10:40 Elvar Line.")]),
    ("B", [("Morrow1400", P, "Ferry to Skerrow: 14:00 sailing, Morrow Line, booking ref MX-4471."),
           ("Morrow1400", N, "Skerrow ferry booking cancelled, we are taking the causeway road.")]),
    ("S", [("3Jul", P, "Shipment 6612 delivery: Friday 3 July."),
           ("6Jul", P, "Shipment 6612 delivery: Monday 6 July.")]),
    ("B", [("Beacon", P, "Aster conference hotel: Beacon Rooms."),
           ("Glasshouse", P, "Aster conference hotel: Glasshouse Hotel.")]),
    ("T", [("T2", P, "LN 402 departs from Terminal 2."),
           ("T5", P, "LN 402 departs from Terminal 5.")]),
    ("B", [("compact", P, "Dorran trip rental: compact, Kessel Rent."),
           ("SUV", P, "Upgraded the Dorran rental to an SUV at the counter.")]),
    ("S", [("ofd", P, "Parcel 9920-AB: out for delivery."),
           ("attempted", P, "Parcel 9920-AB: delivery attempted.")]),
    ("L", [("MerrowDawn", P, "CAIU 7730018 booked on the Merrow Dawn."),
           ("Talis", P, "CAIU 7730018 booked on the Talis Voyager.")]),
    ("T", [("14Aug", P, "Sunniva Roe's visa appointment: 14 Aug, 10:30."),
           ("21Aug", P, "Sunniva's visa appointment was moved to 21 Aug at 09:00.")]),
    ("L", [("Marek", P, "Route 7 driver: Marek Tull."),
           ("Joanne", P, "Route 7 driver: Joanne Fisk.")]),
    ("S", [("Caldmoor", P, "BR-88 ships from Caldmoor."),
           ("Teague", P, "BR-88 ships from Teague Road.")]),
    ("S", [("10wd", P, "Quenby Glass lead time: 10 working days."),
           ("3w", P, "Quenby Glass lead time: 3 weeks.")]),
    ("L", [("SelbyKray", P, "Harnmouth imports are cleared by Selby & Kray."),
           ("Tessaly", P, "Harnmouth imports are cleared by Tessaly Customs.")]),
    ("S", [("Brightpost", P, "Returns go back via Brightpost."),
           ("DashRelay", P, "Returns go back via Dash Relay.")]),
    ("T", [("fountain", P, "Ossery group tour meeting point: north fountain, 08:00."),
           ("lobby", P, "Ossery tour now meets in the hotel lobby, same time.")]),
    ("B", [("lounge", P, "Lounge access booked for Petra on the Corvane trip."),
           ("lounge", N, "Petra's lounge booking for Corvane cancelled.")]),
    ("B", [("Ostra", P, "Dinner reservation at Ostra for the Saltgrove speakers, 19:30."),
           ("Ostra", N, "Ostra reservation for the Saltgrove speakers no longer needed.")]),
    ("S", [("unit14", P, "Storage unit 14 at Caul Lane rented for overflow stock."),
           ("unit14", N, "We left storage unit 14 at Caul Lane, keys handed back.")]),
    ("S", [("tue", P, "Weekly pallet pickup by Nordline on Tuesdays."),
           ("tue", N, "Nordline weekly pallet pickup stopped, we ship too little now.")]),
    ("B", [("14C", P, "Imre's seat on NR 318: 14C."),
           ("3A", P, "Imre's seat on NR 318: 3A.")]),
    ("T", [("0815", P, "Conference shuttle leaves the Glasshouse at 08:15."),
           ("0750", P, "From tomorrow the Glasshouse shuttle goes at 07:50.")]),
    ("L", [("held", P, "TGHU 882190 status: held at customs."),
           ("released", P, "TGHU 882190 released, cleared and ready for collection.")]),
    ("B", [("1x23", P, "Checked bag allowance on the Dorran fare: 1 x 23 kg."),
           ("2x23", P, "Checked bag allowance on the Dorran fare: 2 x 23 kg.")]),
    ("S", [("MillSt", P, "Courier collects from the back door on Mill Street."),
           ("Garner", P, "Collections are now from the unit on Garner Way.")]),
    ("B", [("12rooms", P, "Room block for the Aster speakers: 12 rooms."),
           ("8rooms", P, "Room block for the Aster speakers: 8 rooms.")]),
    ("S", [("750", P, "Standard shipping rate to Orvald: 7.50 GBP."),
           ("895", P, "Standard shipping rate to Orvald: 8.95 GBP.")]),
    ("L", [("Hexmoor", P, "Forwarder on the Tollan Bay lane: Hexmoor Cargo."),
           ("Cardew", P, "Tollan Bay lane forwarder replaced, Cardew Freight takes over from Q3.")]),
    ("S", [("locker22", P, "Bram's parcel is going to locker 22 at Penny Cross."),
           ("office", P, "Bram's parcel redirected to his office reception.")]),
    ("S", [("am", P, "Delivery window for the Marlow order: 08:00-12:00."),
           ("pm", P, "Delivery window for the Marlow order: 13:00-17:00.")]),
    ("T", [("Haldane", P, "Team trips are insured with Haldane Mutual."),
           ("Cresset", P, "Team trips are insured with Cresset Insurance.")]),
    ("T", [("Orvald", P, "Ruth's Kessan trip connects through Orvald."),
           ("Brennick", P, "Ruth's Kessan trip connects through Brennick.")]),
    ("L", [("berth3", P, "Skerrow freight ferry loads at berth 3."),
           ("berth6", P, "Skerrow freight ferry loads at berth 6.")]),
    ("T", [("foyer", P, "Saltgrove registration desk: Quay Pavilion foyer."),
           ("atrium", P, "Saltgrove reg desk relocated to the east atrium.")]),
    ("S", [("awaiting", P, "PO 41877: awaiting supplier confirmation."),
           ("production", P, "PO 41877 confirmed by the supplier and in production.")]),
    ("L", [("Corvid", P, "AWB 020-55193377 carrier: Corvid Air."),
           ("Sarrow", P, "AWB 020-55193377 was offloaded and rebooked on Sarrow Cargo.")]),
    ("T", [("0600", P, "Saltgrove airport transfer pickup at 06:00."),
           ("0530", P, "Saltgrove airport transfer pickup at 05:30.")]),
    ("L", [("Wed1000", P, "Dock appointment for the Brackwell delivery: Wed 10:00, door 4."),
           ("Thu1400", P, "Brackwell dock slot moved to Thu 14:00.")]),
    ("L", [("KV21", P, "Route 3 van: KV21 OPN."),
           ("LM70", P, "Route 3 van: LM70 TRS.")]),
    ("L", [("Marrin", P, "Agent at Port Selwick: Marrin Shipping Agency."),
           ("Dowd", P, "Agent at Port Selwick: Dowd & Fenn.")]),
    ("T", [("4Sep", P, "Corvane trip starts 4 Sept."),
           ("1Sep", P, "Corvane trip starts 1 Sept.")]),
    ("S", [("6pal", P, "Shipment 6612: 6 pallets."),
           ("4pal", P, "Shipment 6612: 4 pallets.")]),
]

# Negative groups: every memory here must appear in no pair. Within a group the
# texts are listed in order-time order (equal_time groups share one order time).
NEGATIVES = [
    ("multi_valued", "T", ["Ana Brisco is on the Fenner Cove visit list.",
                           "Tomas Quill is also travelling to Fenner Cove.",
                           "Adding Lale Demir to the Fenner Cove travellers too."]),
    ("multi_valued", "S", ["PO 55120 includes 40 wool throws.",
                           "PO 55120 also contains 12 boxes of cushion covers.",
                           "Another line on PO 55120: 6 rolls of jute."]),
    ("multi_valued", "T", ["Dario's Menhaven itinerary has a layover in Carrack.",
                           "Dario also has a second layover in Tolby."]),
    ("multi_valued", "S", ["Marlow order parcel 1 of 3: 5540-RT.",
                           "Second parcel on the Marlow order: 5541-RT.",
                           "Marlow order parcel 5542-RT dispatched as well."]),
    ("multi_valued", "T", ["Our Ossery guide Marta speaks Portuguese.",
                           "Marta, the Ossery guide, also speaks Finnish."]),
    ("multi_valued", "T", ["Hedda is allergic to shellfish, tell the Tarrow caterer.",
                           "Hedda is also allergic to sesame."]),
    ("scope_disjoint", "L", ["Weekday schedule: Route 9 van leaves the depot at 06:30.",
                             "Weekend schedule: Route 9 van leaves the depot at 08:00."]),
    ("scope_disjoint", "T", ["Outbound to Menhaven: flight TQ 60 at 09:15.",
                             "Return from Menhaven: flight TQ 61 at 17:40."]),
    ("scope_disjoint", "S", ["Domestic orders ship with Brightpost.",
                             "International orders ship with Corvid Air Express."]),
    ("scope_disjoint", "T", ["Summer timetable: Skerrow passenger ferry sails 07:00, 12:00 and 17:00.",
                             "Winter timetable: Skerrow passenger ferry sails 09:00 and 15:00."]),
    ("scope_disjoint", "L", ["North region deliveries run out of the Eastfield depot.",
                             "South region deliveries are handled from the Brennick depot."]),
    ("scope_disjoint", "S", ["EU returns go to the Harlow DC.",
                             "UK returns go to the Teague Road warehouse."]),
    ("format_variant", "T", ["Aster speakers' coach departs 17:00.",
                             "Aster speakers' coach departs at 5pm."]),
    ("format_variant", "L", ["Shipment 8810 weighs 1,200 kg.",
                             "Shipment 8810: 1.2 tonnes."]),
    ("format_variant", "L", ["Freight quote for the Tollan lane: $1,000.",
                             "Tollan lane freight quote came in at 1k USD."]),
    ("format_variant", "B", ["Ingrid's check-in at the Millrace Inn: 2026-03-07.",
                             "Ingrid checks in at the Millrace Inn on 7 March 2026."]),
    ("format_variant", "B", ["Kessan delegation is on the 2nd floor of the Glasshouse.",
                             "Kessan delegation: second floor, Glasshouse Hotel."]),
    ("format_variant", "L", ["ETA for container BMOU 2231450: 14 Nov.",
                             "Estimated time of arrival for BMOU 2231450 is November 14."]),
    ("format_variant", "S", ["Wendle Paper lead time: two weeks.",
                             "Wendle Paper lead time: 2 wks."]),
    ("elaboration", "B", ["Hotel for the Menhaven trip: Ardent House.",
                          "Hotel for the Menhaven trip: Ardent House, Quay Road, breakfast included, 2 nights."]),
    ("elaboration", "L", ["Selby & Kray are brokering BMOU 2231450, contact Priya Nand, ref SK-2291.",
                          "Broker for BMOU 2231450: Selby & Kray."]),
    ("elaboration", "B", ["Menhaven rental pickup is at the airport desk.",
                          "Menhaven rental pickup: airport desk, arrivals hall level 0, opens 06:00."]),
    ("elaboration", "S", ["Parcel 6604-HD delivered.",
                          "Parcel 6604-HD delivered at 14:12, left with the neighbour at no. 9."]),
    ("elaboration", "T", ["Kessan workshop venue is Bellfield Library, Room 3, step-free entrance on Orme Street.",
                          "Venue for the Kessan workshop: Bellfield Library."]),
    ("elaboration", "S", ["Wendle Paper ships from Harlow.",
                          "Wendle Paper orders ship from their Harlow mill, dispatch cut-off 15:00."]),
    ("confirmation", "T", ["Menhaven outbound gate: A7.",
                           "Menhaven gate still A7 per the departure board."]),
    ("confirmation", "T", ["Caterer for the Kessan workshop: Plum & Ladle.",
                           "Confirmed Plum & Ladle again as the Kessan caterer."]),
    ("confirmation", "L", ["Route 9 driver: Sione Falaniko.",
                           "Sione is still on Route 9, as usual."]),
    ("confirmation", "L", ["BMOU 2231450 vessel: Merrow Dawn.",
                           "BMOU 2231450 remains on the Merrow Dawn, no roll."]),
    ("confirmation", "S", ["Wendle Paper courier: Keswin Parcel.",
                           "Keswin Parcel collected the Wendle order as usual."]),
    ("confirmation", "B", ["Ingrid's room at the Millrace Inn: 7.",
                           "Ingrid's Millrace room is confirmed as room 7."]),
    ("different_subject", "T", ["Ossery trip outbound flight: NR 402, departs 06:55 from Hallam."]),
    ("different_subject", "S", ["Parcel 4452-MM: held at customs."]),
    ("different_subject", "S", ["Fennick Dyes lead time: 14 days."]),
    ("different_subject", "L", ["Route 15 driver: Kasia Lind."]),
    ("different_subject", "T", ["Vell offsite venue: Fenwick Hall."]),
    ("different_subject", "T", ["Lale Demir's visa appointment: 19 March 2025 at the Calder consulate."]),
    ("different_subject", "S", ["PO 61009 carrier: Nordline Freight."]),
    ("different_subject", "S", ["SKU LM-310 ships from the Teague Road warehouse."]),
    ("different_subject", "B", ["Hotel booked at the Harbour Lodge for Petra's Saltgrove trip."]),
    ("different_subject", "L", ["Container CAIU 7730544 booked on the Bright Harrow."]),
    ("different_subject", "L", ["Customs broker for TGHU 882771: Marrow Brokerage."]),
    ("different_subject", "S", ["Parcel 3310-ZL is at the Caul Lane depot."]),
    ("static", "L", ["The Harlow DC is located in Brennick Vale.",
                     "Harlow DC sits in Brennick Vale."]),
    ("static", "L", ["Nordline Freight is headquartered in Tollan Bay.",
                     "Nordline Freight's head office is based in Tollan Bay."]),
    ("static", "L", ["Port Selwick lies on the Aldmouth estuary.",
                     "Port Selwick is situated on the Aldmouth estuary."]),
    ("static", "B", ["Copperleaf Suites belongs to the Arden hotel group.",
                     "Copperleaf Suites is owned by the Arden hotel group."]),
    ("static", "T", ["Flight NR 318 is operated by Norrow Air.",
                     "Norrow Air runs the NR 318 service."]),
    ("static", "B", ["The Glasshouse Hotel stands opposite the Quay Pavilion.",
                     "The Glasshouse Hotel faces the Quay Pavilion."]),
    ("membership", "T", ["Hedda Strand is a member of the travel approvals panel.",
                         "Hedda Strand also sits on the vendor review board.",
                         "Hedda Strand is on the safety committee too."]),
    ("membership", "T", ["Niall Pryce belongs to the Saltgrove organising committee.",
                         "Niall is on the Aster programme group as well.",
                         "Niall Pryce: member, logistics working group."]),
    ("membership", "S", ["Brightpost is on our approved courier list.",
                         "Dash Relay is an approved courier too.",
                         "Quillon Express was added to the approved couriers."]),
    ("membership", "L", ["Oluwaseun Adeyemi is a member of the fleet desk.",
                         "Oluwaseun is also on the booking desk rota.",
                         "Oluwaseun Adeyemi joined the customs working group as well."]),
    ("equal_time", "T", ["Hollin workshop coach: Greyline, 08:00.",
                         "Hollin workshop coach: Arlo Coaches, 08:00."]),
    ("equal_time", "S", ["Parcel 7002-KF is at the Eastfield depot.",
                         "Parcel 7002-KF is at the Brennick depot."]),
    ("equal_time", "B", ["Tolby trip hotel: Ardent House.",
                         "Tolby trip hotel: Millrace Inn."]),
    ("equal_time", "L", ["Route 21 driver: Deon Marsh.",
                         "Route 21 driver: Marek Tull."]),
    ("equal_time", "S", ["PO 70415 ETA: 9 Sept.",
                         "PO 70415 ETA: 12 Sept."]),
    ("equal_time", "T", ["Gate for HL 90: D2.",
                         "Gate for HL 90: D14."]),
    ("unrelated", "T", ["Tarrow offsite: remind everyone to bring passports.",
                        "Container MSKU 4410273 carries the display furniture for the Corvane showroom.",
                        "Brackwell Textiles invoice 2291 paid.",
                        "Pavel Ostrom asked for a day off on 30 Jan.",
                        "Saltgrove conference badges printed and boxed.",
                        "Logistics desk printer out of toner again.",
                        "Imre Hadley's passport expires in 2031.",
                        "Kiran prefers aisle seats.",
                        "Tape guns and bubble wrap reordered for the shop.",
                        "Lunch order for the desk: six wraps from Pell's.",
                        "Fenner Cove visit: bring hard hats and hi-vis.",
                        "The Harbour Lodge has free parking for guests.",
                        "Nordline's account manager is on leave until the 20th.",
                        "Sunniva wants the visa photos done at the Garner Way kiosk.",
                        "Shop closed Monday for the bank holiday, no collections.",
                        "Route 12 van had a tyre replaced.",
                        "Customs form CN23 needed for anything over the limit to Orvald.",
                        "AWB numbers go in column F of the shipment sheet.",
                        "Weather warning for Skerrow crossings this week.",
                        "Ellery board wants receipts sent to accounts by Friday."]),
]

# Families whose texts name a calendar date: (first order day, largest gap in days),
# so each note is written before the date it announces (weekdays match the year).
PINS = {
    7: ("2024-12-09", 20),   # visa appointment 3 March 2025 -> 2 April 2025
    11: ("2026-04-28", 3),   # Tue 12 May 2026 -> Thu 14 May -> 18 May
    18: ("2025-04-22", 10),  # check-in 9 / 11 / 10 June 2025
    25: ("2025-08-18", 12),  # site visit 22 Oct 2025
    29: ("2026-06-22", 4),   # Friday 3 July 2026 -> Monday 6 July
    35: ("2025-07-01", 20),  # visa appointment 14 Aug -> 21 Aug 2025
    66: ("2026-07-08", 20),  # trip start 4 Sept -> 1 Sept 2026
}

MODES = ("live", "stamped", "backfilled")
MODE_WEIGHTS = (25, 53, 22)
START = dt.datetime(2024, 1, 8, tzinfo=dt.timezone.utc)
END = dt.datetime(2026, 10, 31, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, content, order, mode, created, observed, fam, val, pol, cls, reg, flag

    def draw_times(n, equal=False, pin=None):
        # order-time days for n versions, strictly increasing (or all equal);
        # pin = (first day, largest gap) for families whose text names a date
        span = (END - START).days - 200
        day0 = START + dt.timedelta(days=rng.randrange(span))
        maxgap = 45
        if pin:
            day0 = dt.datetime.strptime(pin[0], "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
            maxgap = pin[1]
        days = [day0]
        for _ in range(n - 1):
            days.append(days[-1] if equal else days[-1] + dt.timedelta(days=rng.randint(2, maxgap)))
        return days

    def stamp(group):
        # group: list of dicts with "day"; assign modes and times
        equal = len({g["day"] for g in group}) == 1 and len(group) > 1
        for g in group:
            mode = rng.choices(MODES, MODE_WEIGHTS)[0]
            if equal and mode == "backfilled":
                mode = "stamped"
            g["mode"] = mode
            if mode == "backfilled":
                g["order"] = g["day"]
            else:
                g["order"] = g["day"] + dt.timedelta(hours=rng.randint(7, 19), minutes=rng.randrange(60))
        if equal:
            t = group[0]["order"]
            for g in group:
                g["order"] = t
        # backfilled: created_at is an import instant, assigned newest-first
        back = sorted([g for g in group if g["mode"] == "backfilled"], key=lambda g: g["order"], reverse=True)
        if back:
            imp = IMPORT_START + dt.timedelta(days=rng.randrange(24), hours=rng.randint(1, 20),
                                              minutes=rng.randrange(60))
            for g in back:
                g["created"] = imp
                imp += dt.timedelta(seconds=rng.randint(1, 50))
        for g in group:
            if g["mode"] == "live":
                g["created"], g["observed"] = g["order"], None
            elif g["mode"] == "stamped":
                g["observed"] = g["order"]
                g["created"] = g["order"] + dt.timedelta(minutes=rng.randint(1, 40), seconds=rng.randrange(60))
            else:
                g["observed"] = g["order"]

    for fi, fam in enumerate(FAMILIES):
        reg, versions = fam[0], fam[1]
        days = draw_times(len(versions), pin=PINS.get(fi + 1))
        group = []
        for vi, v in enumerate(versions):
            val, pol, text = v[0], v[1], v[2]
            flag = v[3] if len(v) > 3 else ""
            group.append(dict(fam="f%02d" % (fi + 1), ver=vi, val=val, pol=pol, content=text,
                              cls="", reg=reg, flag=flag, day=days[vi]))
        stamp(group)
        mems.extend(group)

    for gi, (cls, reg, texts) in enumerate(NEGATIVES):
        if cls in ("different_subject", "unrelated"):
            for ti, text in enumerate(texts):
                g = [dict(fam="n%02d.%d" % (gi + 1, ti), ver=0, val="", pol=P, content=text, cls=cls,
                          reg=reg, flag="", day=draw_times(1)[0])]
                stamp(g)
                mems.extend(g)
            continue
        days = draw_times(len(texts), equal=(cls == "equal_time"))
        group = [dict(fam="n%02d" % (gi + 1), ver=ti, val="", pol=P, content=text, cls=cls, reg=reg,
                      flag="", day=days[ti]) for ti, text in enumerate(texts)]
        stamp(group)
        mems.extend(group)

    for m in mems:
        assert m["order"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)

    # opaque ids in a shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (k + 1)
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def truth_pairs(mems):
    fams = {}
    for m in mems:
        if not m["cls"]:
            fams.setdefault(m["fam"], []).append(m)
    pairs = []
    for fam in sorted(fams):
        vs = sorted(fams[fam], key=lambda m: m["order"])
        for i, a in enumerate(vs):
            for b in vs[i + 1:]:
                if b["order"] > a["order"] and (b["val"], b["pol"]) != (a["val"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


TOK = re.compile(r"[A-Za-z0-9]+(?:[-'.:&][A-Za-z0-9]+)*|[^\sA-Za-z0-9]")


def one_slot(a, b):
    """True when b is a plain one-slot edit of a: a single replaced span of at most 3 tokens."""
    ta, tb = TOK.findall(a.lower()), TOK.findall(b.lower())
    ops = [o for o in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes() if o[0] != "equal"]
    return len(ops) == 1 and ops[0][0] == "replace" and ops[0][2] - ops[0][1] <= 3 and ops[0][4] - ops[0][3] <= 3


def stats(mems, pairs):
    out = []
    fams = {}
    for m in mems:
        if not m["cls"]:
            fams.setdefault(m["fam"], []).append(m)
    sizes = {}
    for f in fams.values():
        sizes[len(f)] = sizes.get(len(f), 0) + 1
    moves_back = 0
    for f in fams.values():
        vs = sorted(f, key=lambda m: m["order"])
        vals = [(m["val"], m["pol"]) for m in vs]
        for i in range(len(vals)):
            for j in range(i + 2, len(vals)):
                if vals[i] == vals[j] and vals[i][1] and any(vals[k][0] != vals[i][0] for k in range(i + 1, j)):
                    moves_back += 1
                    break
            else:
                continue
            break
    reworded = slot = 0
    for f in fams.values():
        vs = sorted(f, key=lambda m: m["order"])
        for a, b in zip(vs, vs[1:]):
            if one_slot(a["content"], b["content"]):
                slot += 1
            else:
                reworded += 1
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d (by size: %s)" % (len(fams), ", ".join("%d versions: %d" % (k, sizes[k]) for k in sorted(sizes))))
    out.append("memories in changing families: %d" % sum(len(f) for f in fams.values()))
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), sum(p[2] == "value" for p in pairs),
                                                           sum(p[2] == "negation" for p in pairs)))
    out.append("re-affirmations (negative -> positive pairs): %d" % sum(1 for a, b, r in pairs if r == "negation" and b["pol"]))
    out.append("families with a move back: %d" % moves_back)
    out.append("in-chain confirmations: %d; hard-worded intervening versions: %d" % (
        sum(m["flag"] == "C" for m in mems), sum(m["flag"] == "H" for m in mems)))
    out.append("newer versions vs the version before: reworded %d, one-slot edits %d (%.0f%% reworded)" % (
        reworded, slot, 100.0 * reworded / max(1, reworded + slot)))
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    out.append("labelled memories: %d" % sum(classes.values()))
    for c in sorted(classes):
        out.append("  %-18s %d" % (c, classes[c]))
    regs = {}
    for m in mems:
        key = (m["reg"], "changing" if not m["cls"] else "labelled")
        regs[key] = regs.get(key, 0) + 1
    names = {"T": "travel planner / trip doc", "B": "booking log", "S": "shop shipping log", "L": "logistics desk"}
    for r in "TBSL":
        out.append("register %-26s changing %3d, labelled %3d" % (names[r], regs.get((r, "changing"), 0), regs.get((r, "labelled"), 0)))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    for md in MODES:
        out.append("mode %-10s %3d (%.0f%%)" % (md, modes.get(md, 0), 100.0 * modes.get(md, 0) / len(mems)))
    inv = 0
    for f in fams.values():
        vs = sorted(f, key=lambda m: m["order"])
        for a, b in zip(vs, vs[1:]):
            if b["created"] <= a["created"]:
                inv += 1
    out.append("consecutive versions whose created_at order inverts order time: %d" % inv)
    words = [len(m["content"].split()) for m in mems]
    out.append("words per memory: min %d, median %d, max %d, mean %.1f" % (
        min(words), sorted(words)[len(words) // 2], max(words), sum(words) / len(words)))
    return "\n".join(out)


def check(mems, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    fams = {}
    for m in mems:
        fams.setdefault(m["fam"], []).append(m)
    for f, vs in fams.items():
        if any(m["cls"] == "equal_time" for m in vs):
            assert len({m["order"] for m in vs}) == 1, f
        else:
            assert len({m["order"] for m in vs}) == len(vs), f
    paired = {p[0]["id"] for p in pairs} | {p[1]["id"] for p in pairs}
    for m in mems:
        if m["cls"]:
            assert m["id"] not in paired


def main():
    mems, file_order = build()
    pairs = truth_pairs(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["fam"], m["order"])):
            print("%s\t%s\t%-10s\t%s\tval=%s\tpol=%s\tclass=%s\tflag=%s\t%s" % (
                m["id"], rfc(m["order"]), m["mode"], m["fam"], m["val"], "+" if m["pol"] else "-",
                m["cls"] or "-", m["flag"] or "-", m["content"]))
        return
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", newline="\n") as fh:
        for m in file_order:
            o = {"id": m["id"], "content": m["content"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", newline="\n") as fh:
        for m in sorted((m for m in mems if m["cls"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")


if __name__ == "__main__":
    main()
