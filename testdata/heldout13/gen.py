#!/usr/bin/env python3
"""Generate testdata/heldout13: a blind travel / bookings / logistics memory set for l9.

Labels are fixed in the tables below BEFORE any time or id is generated; truth is computed from the
labels (family, value, polarity, order time), never from the text. Deterministic: fixed seed, stdlib only.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 1313
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (value, polarity, text[, flag]) with polarity "+" (holds) or "-" (stopped holding).
# flags: "c"  confirmation inside the chain (same value restated; unlabelled, expired by the next change)
#        "h"  hard-worded intervening version
#        "LC" labelled confirmation at the end of the family (value in force restated; never paired)
#        "LE" labelled elaboration at the end of the family (same value, more detail; never paired)
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    # ---- chains of 4 versions ----
    ("marisol.outbound.flight", [
        ("TP1351", "+", "Marisol outbound: TP 1351 LHR-LIS, departs 07:40."),
        ("TP1353", "+", "Marisol's outbound moved to TP 1353 (the 11:05), TAP consolidated the early rotation."),
        ("BA500", "+", "TAP couldn't hold a seat for her, so the agency put Marisol on the British Airways 500 out of Heathrow.", "h"),
        ("TP1353", "+", "Flight for Marisol's outbound is TP 1353 again, the BA fare never ticketed."),
    ]),
    ("oslo.offsite.hotel", [
        ("brygga nord", "+", "Oslo offsite hotel: Hotel Brygga Nord, 14 rooms held."),
        ("sjohuset", "+", "Hotel changed: now Sjøhuset Fjordhotell. Brygga Nord overbooked the block."),
        ("sjohuset", "+", "Still Sjøhuset for the Oslo offsite, checked the confirmation email this morning.", "c"),
        ("grunerlokka lodge", "+", "Offsite accommodation switched to Grünerløkka Lodge instead of Sjøhuset (finance wanted it under the cap)."),
        ("thon vika", "+", "Oslo offsite group will be staying at Thon Vika Atrium, final answer from Grünerløkka was no."),
    ]),
    ("awb.17655201934.status", [
        ("booked", "+", "AWB 176-55201934: status Booked, awaiting uplift at FRA."),
        ("in transit", "+", "176-55201934 departed FRA on LH8162 - in transit."),
        ("customs hold", "+", "Tracking on 176-55201934 shows it sitting with customs at ORD, broker asked for the commercial invoice.", "h"),
        ("out for delivery", "+", "AWB 176-55201934 released and out for delivery."),
    ]),
    ("po4471.delivery", [
        ("12 may", "+", "PO-4471 (glaze pigments) delivery date 12 May."),
        ("19 may", "+", "Delivery rescheduled for 19 May on PO-4471, supplier kiln down."),
        ("16 may", "+", "Supplier can get part of PO-4471 to us by the 16th if we accept a split, so the ETA we work to is 16 May.", "h"),
        ("19 may", "+", "PO-4471 lands 19 May after all: the split shipment was withdrawn by the supplier."),
    ]),
    ("route14.driver", [
        ("kwame asante", "+", "Route 14 driver: Kwame Asante."),
        ("lotte dreyer", "+", "Route 14 handed over to Lotte Dreyer from Monday."),
        ("ferran obiols", "+", "Ferran Obiols is doing the route 14 run now that Lotte has moved to the night shift.", "h"),
        ("lotte dreyer", "+", "Lotte Dreyer back on route 14 - nights didn't work out."),
    ]),
    ("kyoto.summit.venue", [
        ("kicc", "+", "Kyoto partner summit venue: Kyoto International Conference Center."),
        ("hotel okura", "+", "Venue for the Kyoto summit moved to the Hotel Okura ballroom."),
        ("miyako messe", "+", "Summit now happening at Miyako Messe; Okura couldn't do the AV we need."),
        ("rihga royal", "+", "Kyoto summit venue is the Rihga Royal, organisers say this is final."),
        ("rihga royal", "+", "Kyoto summit venue confirmed: Rihga Royal, as planned.", "LC"),
    ]),
    ("tobiah.visa.appointment", [
        ("3 feb", "+", "Tobiah's visa appointment at VFS: 3 Feb, 10:15."),
        ("3 feb", "-", "Tobiah's visa appointment cancelled, the consulate is shut that week."),
        ("17 feb", "+", "Visa appointment rebooked: Tobiah now 17 Feb at 09:30."),
        ("20 feb", "+", "Tobiah moved his VFS slot to 20 Feb so he can do it after the Madrid trip."),
    ]),
    ("halvorsen.leadtime", [
        ("3 weeks", "+", "Halvorsen Clay lead time: 3 weeks."),
        ("5 weeks", "+", "Halvorsen is now quoting five weeks lead time on the stoneware body."),
        ("4 weeks", "+", "Lead time from Halvorsen down to 4 weeks since their new press went in."),
        ("3 weeks", "+", "Halvorsen lead time back to 3 weeks."),
    ]),
    # ---- chains of 3, moves back, negations ----
    ("anouk.kl1002.gate", [
        ("d7", "+", "Gate: D7 (Anouk, KL1002 home)."),
        ("d14", "+", "Gate: D14 (Anouk, KL1002 home)."),
        ("d7", "+", "KL1002 is boarding from D7 again, the swap to D14 got reverted."),
    ]),
    ("dev.outbound.terminal", [
        ("t2", "+", "Dev's outbound to Singapore leaves from Terminal 2."),
        ("t3", "+", "Dev's outbound to Singapore leaves from Terminal 3."),
    ]),
    ("porto.rental.pickup", [
        ("09:00", "+", "Rental pickup: Porto airport, Sixt desk, 14 Jun 09:00."),
        ("13:00", "+", "Porto rental pickup was rebooked for 13:00 since the flight lands later."),
        ("13:00", "-", "Rental car no longer needed for Porto - Ilse is driving us up from Lisbon."),
    ]),
    ("berlin.trip.organiser", [
        ("kasia brandl", "+", "Trip organiser for the Berlin offsite: Kasia Brandl."),
        ("femi oyelaran", "+", "Femi Oyelaran is taking over organising the Berlin trip from Kasia."),
        ("anouk vermeer", "+", "Questions about Berlin logistics go to Anouk Vermeer from now on, Femi is on leave.", "h"),
    ]),
    ("order20931.carrier", [
        ("dhl express", "+", "Order #20931 ships with DHL Express."),
        ("ups standard", "+", "Order #20931 ships with UPS Standard."),
    ]),
    ("zurich.samples.courier", [
        ("velopost", "+", "Courier for the Zurich samples: Velopost."),
        ("swift couriers", "+", "Zurich samples handed over to Swift Couriers instead of Velopost."),
    ]),
    ("fbmug12.warehouse", [
        ("leeds", "+", "FB-MUG-12 stock is held at the Leeds warehouse."),
        ("doncaster", "+", "Mugs (FB-MUG-12) moved to the Doncaster warehouse."),
        ("leeds", "+", "Doncaster ran out of racking, FB-MUG-12 went back to Leeds."),
    ]),
    ("vans.depot", [
        ("ridgeway", "+", "Delivery vans are dispatched from Ridgeway depot."),
        ("castlegate", "+", "Delivery vans are dispatched from Castlegate depot."),
    ]),
    ("msku7781220.vessel", [
        ("msc ardennes", "+", "MSKU7781220 booked on vessel MSC Ardennes."),
        ("maersk kolkata", "+", "Container MSKU7781220 rolled to the Maersk Kolkata, ETD 2 Sep."),
        ("cma cgm tage", "+", "MSKU7781220 was rolled again and is now on the CMA CGM Tage."),
    ]),
    ("msku7781220.pod", [
        ("felixstowe", "+", "MSKU7781220 port of discharge: Felixstowe."),
        ("london gateway", "+", "MSKU7781220 port of discharge: London Gateway."),
    ]),
    ("us.customs.broker", [
        ("brightline", "+", "Customs broker for US imports: Brightline Clearance."),
        ("harbor and pike", "+", "We've appointed Harbor & Pike as our US customs broker; Brightline's contract ran out."),
    ]),
    ("marisol.lisbon.room", [
        ("412", "+", "Marisol is in room 412 at Casa Amora."),
        ("305", "+", "Marisol is in room 305 at Casa Amora."),
    ]),
    ("kyoto.ryokan.checkin", [
        ("8 oct", "+", "Ryokan check-in for the Kyoto trip: 8 Oct."),
        ("9 oct", "+", "Ryokan check-in for the Kyoto trip: 9 Oct."),
    ]),
    ("sq317.departure", [
        ("21:25", "+", "SQ317 departs 21:25."),
        ("22:10", "+", "SQ317 departs 22:10."),
    ]),
    ("anouk.frankfurt.trip", [
        ("22 apr", "+", "Anouk's Frankfurt trip is booked for 22 Apr."),
        ("22 apr", "-", "Anouk's Frankfurt trip is off."),
        ("22 apr", "+", "Frankfurt trip back on for Anouk, same dates as before."),
    ]),
    ("oslo.airport.transfer", [
        ("nordic shuttle", "+", "Airport transfer booked for the Oslo group: Nordic Shuttle, 6 vans."),
        ("nordic shuttle", "-", "Airport transfer for Oslo withdrawn, everyone is taking the Flytoget."),
    ]),
    ("kyoto.trip.insurance", [
        ("tallis assure", "+", "Travel insurance for the Kyoto trip: Tallis Assure, policy TA-88213."),
        ("tallis assure", "-", "Kyoto trip insurance cancelled; the corporate card covers it anyway."),
    ]),
    ("tobiah.boston.trip", [
        ("attending", "+", "Tobiah is on the Boston conference trip."),
        ("attending", "-", "Tobiah withdrew from the Boston trip."),
    ]),
    ("northway.pallet.collection", [
        ("thursday", "+", "Pallet collection by Northway Freight every Thursday."),
        ("thursday", "-", "Northway has stopped collecting our pallets."),
    ]),
    ("dev.seat.upgrade", [
        ("premium economy", "+", "Upgrade to premium economy requested for Dev on SQ317."),
        ("premium economy", "-", "Dev's upgrade request withdrawn, he stays in economy."),
    ]),
    ("order21007.saturday", [
        ("saturday", "+", "Saturday delivery enabled for order #21007."),
        ("saturday", "-", "Saturday delivery isn't available for #21007 anymore, the carrier dropped it."),
    ]),
    ("kasia.munich.shuttle", [
        ("17:15", "+", "Hotel shuttle booked for Kasia at Munich airport, 17:15 pickup."),
        ("17:15", "-", "Kasia's Munich shuttle cancelled."),
        ("18:40", "+", "Shuttle rebooked for Kasia, pickup 18:40 outside arrivals B."),
    ]),
    # ---- more chains of 3 ----
    ("lisbon.team.dinner", [
        ("cervejaria trindade", "+", "Lisbon sales trip team dinner: Cervejaria Trindade, Thursday 20:00."),
        ("cervejaria trindade", "+", "Team dinner still at Cervejaria Trindade, table for 11.", "c"),
        ("taberna sal grosso", "+", "Moved the Lisbon team dinner to Taberna Sal Grosso, Trindade lost our booking."),
        ("o velho eurico", "+", "Dinner venue for the Lisbon trip is now O Velho Eurico."),
    ]),
    ("femi.return.flight", [
        ("ek12", "+", "Femi's return: EK 12 DXB-MAN, 28 Mar."),
        ("ek18", "+", "Femi was rebooked onto EK 18 for the return leg."),
        ("ek20", "+", "Femi's return leg is EK 20 now, the EK 18 aircraft went tech."),
    ]),
    ("order20877.tracking", [
        ("label created", "+", "Order #20877: label created, not yet scanned."),
        ("in transit", "+", "#20877 picked up by Evri, in transit."),
        ("delivered", "+", "Status update for #20877: delivered, left with neighbour at no. 14."),
    ]),
    ("order20877.delivery", [
        ("tuesday", "+", "#20877 estimated delivery Tuesday."),
        ("thursday", "+", "#20877 estimated delivery Thursday."),
    ]),
    ("pallet.shipment.haulier", [
        ("kestrel haulage", "+", "Haulier for the Rotterdam pallets: Kestrel Haulage."),
        ("van damme transport", "+", "Rotterdam pallets are going with Van Damme Transport instead of Kestrel."),
        ("kestrel haulage", "+", "Van Damme pulled out at the last minute, so Kestrel Haulage is taking the Rotterdam pallets after all."),
    ]),
    ("ilse.vienna.hotel", [
        ("hotel am brillantengrund", "+", "Ilse's Vienna hotel: Hotel am Brillantengrund, 2 nights."),
        ("motel one westbahnhof", "+", "Ilse swapped to Motel One Westbahnhof, closer to the client."),
        ("motel one westbahnhof", "+", "Ilse's Vienna hotel unchanged - Motel One Westbahnhof, booking ref MO-88120.", "LE"),
    ]),
    ("conference.badge.pickup", [
        ("hall a", "+", "Badge pickup for the Kyoto summit: Hall A registration desk."),
        ("lobby level 2", "+", "Badges can now be collected on lobby level 2, Hall A is closed for setup."),
    ]),
    ("dev.singapore.hotel", [
        ("parkroyal collection", "+", "Dev is booked at Parkroyal Collection Pickering, 5 nights."),
        ("hotel g", "+", "Hotel changed: now Hotel G Singapore for Dev, Parkroyal rates doubled."),
        ("hotel g", "+", "Dev's Singapore hotel is still Hotel G.", "LC"),
    ]),
    ("order21007.courier", [
        ("dpd", "+", "Order #21007 courier: DPD."),
        ("royal mail", "+", "Order #21007 courier: Royal Mail."),
    ]),
    ("glaze.supplier.eta", [
        ("14 jan", "+", "ETA for the Keld Minerals frit shipment: 14 Jan."),
        ("21 jan", "+", "ETA for the Keld Minerals frit shipment: 21 Jan."),
        ("28 jan", "+", "Keld frit slipped again, new ETA 28 Jan."),
    ]),
    ("route9.driver", [
        ("bogdan petrescu", "+", "Route 9 driver: Bogdan Petrescu."),
        ("aylin kaya", "+", "Route 9 driver: Aylin Kaya."),
    ]),
    ("route9.van", [
        ("van 22", "+", "Route 9 runs on van 22."),
        ("van 31", "+", "Route 9 switched to van 31 while 22 is in the garage."),
        ("van 22", "+", "Van 22 is fixed and back on route 9."),
    ]),
    ("po4502.supplier", [
        ("tessaro packaging", "+", "PO-4502 (mailer boxes) placed with Tessaro Packaging."),
        ("boxwell", "+", "PO-4502 moved to Boxwell, Tessaro couldn't do the print run."),
    ]),
    ("po4502.quantity", [
        ("2000", "+", "PO-4502 quantity: 2000 boxes."),
        ("3500", "+", "PO-4502 quantity: 3500 boxes."),
    ]),
    ("kasia.munich.hotel", [
        ("hotel laimer hof", "+", "Kasia's Munich hotel: Laimer Hof, 3 nights."),
        ("cocoon hauptbahnhof", "+", "Kasia is at Cocoon Hauptbahnhof instead of the Laimer Hof."),
    ]),
    ("kasia.munich.checkin", [
        ("9 nov", "+", "Kasia checks in to her Munich hotel on 9 Nov."),
        ("10 nov", "+", "Kasia's Munich check-in moved to 10 Nov, she's flying in a day late."),
    ]),
    ("boston.conference.venue", [
        ("hynes", "+", "Boston conference venue: Hynes Convention Center."),
        ("seaport world trade center", "+", "Boston conference venue: Seaport World Trade Center."),
    ]),
    ("femi.dubai.layover.hotel", [
        ("rove airport", "+", "Femi's Dubai layover hotel: Rove Airport."),
        ("dubai international hotel", "+", "Femi's Dubai layover hotel: Dubai International Hotel."),
    ]),
    ("ferry.booking.stavanger", [
        ("07:30", "+", "Fjord ferry for the Oslo group: Stavanger 07:30 sailing."),
        ("09:15", "+", "We're on the 09:15 Stavanger sailing now, the 07:30 was full."),
    ]),
    ("order20990.delivery", [
        ("3 dec", "+", "Order #20990 delivery date: 3 Dec."),
        ("5 dec", "+", "Delivery rescheduled for 5 Dec on #20990."),
        ("5 dec", "+", "#20990 delivery 5 Dec confirmed by DPD.", "LC"),
    ]),
    ("ama.cargo.awb", [
        ("020-44718832", "+", "AWB for the Nairobi sample crate: 020-44718832."),
        ("020-44718843", "+", "Sample crate to Nairobi was re-manifested under AWB 020-44718843."),
    ]),
    ("nairobi.crate.status", [
        ("awaiting pickup", "+", "Nairobi sample crate: awaiting pickup at our dock."),
        ("at hub", "+", "Nairobi crate reached the LHR cargo hub."),
        ("arrived nbo", "+", "Status: arrived NBO, with the consignee's clearing agent."),
    ]),
    ("marisol.return.flight", [
        ("tp1356", "+", "Marisol's return: TP 1356 LIS-LHR on the 19th, 18:30."),
        ("tp1358", "+", "Marisol is flying home on TP 1358 instead of TP 1356."),
    ]),
    ("lisbon.car.service", [
        ("taxis lumiar", "+", "Airport car for the Lisbon group: Taxis Lumiar."),
        ("taxis lumiar", "+", "Taxis Lumiar still doing our Lisbon airport runs.", "c"),
        ("bolt business", "+", "Lisbon airport runs are on Bolt Business from now on."),
    ]),
    ("warehouse.cutoff", [
        ("15:00", "+", "Leeds warehouse same-day dispatch cutoff: 15:00."),
        ("14:00", "+", "Leeds warehouse same-day dispatch cutoff: 14:00."),
    ]),
    ("oslo.offsite.dates", [
        ("3-5 jun", "+", "Oslo offsite dates: 3-5 June."),
        ("10-12 jun", "+", "Oslo offsite pushed a week: now 10-12 June."),
        ("10-12 jun", "+", "As usual the Oslo offsite runs Tuesday to Thursday, 10-12 June.", "c"),
        ("17-19 jun", "+", "Oslo offsite moved again, 17-19 June, the CEO can't do the 10th."),
    ]),
    ("oslo.offsite.organiser", [
        ("ilse marchetti", "+", "Oslo offsite organiser: Ilse Marchetti."),
        ("tobiah renn", "+", "Oslo offsite organiser: Tobiah Renn."),
    ]),
    ("anouk.amsterdam.hotel", [
        ("hotel v nesplein", "+", "Anouk's Amsterdam hotel: Hotel V Nesplein."),
        ("the hoxton", "+", "Anouk is staying at The Hoxton in Amsterdam instead."),
    ]),
    ("kl1002.departure", [
        ("17:20", "+", "KL1002 AMS-LHR scheduled 17:20."),
        ("18:05", "+", "KL1002 AMS-LHR scheduled 18:05."),
    ]),
    ("ship.vessel.eta", [
        ("12 sep", "+", "MSC Ardennes ETA Felixstowe 12 Sep."),
        ("15 sep", "+", "MSC Ardennes ETA Felixstowe 15 Sep."),
    ]),
    ("kiln.parts.shipment", [
        ("parcelforce", "+", "Kiln element replacement shipping via Parcelforce 48."),
        ("parcelforce", "-", "Kiln element shipment cancelled, the supplier refunded us."),
    ]),
    ("femi.visa.appointment", [
        ("11 mar", "+", "Femi's UAE visa appointment 11 March, 14:00."),
        ("13 mar", "+", "Femi's UAE visa appointment 13 March, 10:30."),
    ]),
    ("boston.trip.organiser", [
        ("dev kaltenbach", "+", "Dev Kaltenbach is organising the Boston conference trip."),
        ("marisol quintero", "+", "Boston trip organiser is Marisol Quintero now that Dev is in Singapore."),
    ]),
    ("sample.courier.milan", [
        ("velopost", "+", "Milan showroom samples: courier Velopost, collected Wednesday."),
        ("milano express", "+", "Milan samples handed over to Milano Express, Velopost doesn't go to Italy."),
    ]),
    ("po4488.leadtime", [
        ("6 weeks", "+", "PO-4488 (kiln shelves) supplier lead time: 6 weeks."),
        ("8 weeks", "+", "PO-4488 (kiln shelves) supplier lead time: 8 weeks."),
    ]),
    ("dev.boston.flight", [
        ("ua 919", "+", "Dev's Boston flight: UA 919."),
        ("dl 1102", "+", "Dev was rebooked onto DL 1102 for Boston after United cancelled the 919."),
    ]),
    ("depot.manager", [
        ("harriet cole", "+", "Castlegate depot manager: Harriet Cole."),
        ("sunil mehra", "+", "Castlegate depot manager: Sunil Mehra."),
    ]),
    ("anouk.amsterdam.checkin", [
        ("6 may", "+", "Anouk's Amsterdam check-in: 6 May."),
        ("5 may", "+", "Anouk's Amsterdam check-in: 5 May."),
    ]),
    ("rotterdam.pallets.collection", [
        ("mon 08:00", "+", "Rotterdam pallets collection: Monday 08:00 from the Leeds dock."),
        ("tue 10:00", "+", "Kestrel moved the Rotterdam pallets collection to Tuesday 10:00."),
    ]),
    ("conference.registration.contact", [
        ("yuki tanabe", "+", "Kyoto summit registration contact: Yuki Tanabe."),
        ("haruto ishida", "+", "Kyoto summit registration contact: Haruto Ishida."),
    ]),
    ("order20931.tracking", [
        ("1z84a6", "+", "#20931 tracking number 1Z84A6 (UPS)."),
        ("1z84b2", "+", "#20931 tracking number 1Z84B2 (UPS)."),
    ]),
    ("porto.hotel", [
        ("pestana vintage", "+", "Porto hotel: Pestana Vintage, river view."),
        ("pestana vintage", "+", "Porto still at the Pestana Vintage.", "c"),
        ("hotel infante sagres", "+", "Porto hotel changed: now Infante Sagres, Pestana lost the booking."),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Negative groups: (class, [(family, value, text), ...]). Every memory here is labelled and must never
# take part in a pair. Members of a group are placed on distinct increasing days, except equal_time
# groups, whose members share one order time.
# ---------------------------------------------------------------------------------------------
NEGATIVES = [
    ("multi_valued", [
        ("marisol.lang.pt", "pt", "Marisol speaks Portuguese, handy for the Lisbon suppliers."),
        ("marisol.lang.es", "es", "Marisol also speaks Spanish."),
        ("marisol.lang.fr", "fr", "French is another of Marisol's languages, so she can take the Lyon calls too."),
    ]),
    ("multi_valued", [
        ("tobiah.diet.nuts", "nuts", "Tobiah's meal request: nut-free (allergy)."),
        ("tobiah.diet.shellfish", "shellfish", "Tobiah is allergic to shellfish too - flag it with the caterer."),
    ]),
    ("multi_valued", [
        ("order21044.carrier.dpd", "dpd", "Order #21044 is split: box 1 of 2 goes with DPD."),
        ("order21044.carrier.rm", "royal mail", "Box 2 of 2 on #21044 goes with Royal Mail."),
    ]),
    ("multi_valued", [
        ("oslo.tools.tripit", "tripit", "Oslo offsite itineraries are shared in TripIt."),
        ("oslo.tools.sheet", "sheet", "We also keep the Oslo rooming list in the shared spreadsheet."),
        ("oslo.tools.slack", "slack", "Another place for Oslo updates: the #oslo-offsite Slack channel."),
    ]),
    ("multi_valued", [
        ("warehouse.carriers.evri", "evri", "Leeds warehouse has an account with Evri."),
        ("warehouse.carriers.dpd", "dpd", "Leeds also ships with DPD for next-day parcels."),
    ]),
    ("scope_disjoint", [
        ("leeds.hours.weekday", "07:00-19:00", "Leeds warehouse hours, weekdays: 07:00-19:00."),
        ("leeds.hours.weekend", "09:00-13:00", "Leeds warehouse hours, weekends: 09:00-13:00."),
    ]),
    ("scope_disjoint", [
        ("femi.flight.outbound", "ek15", "Femi's outbound: EK 15 MAN-DXB."),
        ("femi.flight.connection", "ek719", "Femi's connecting flight DXB-NBO after the layover: EK 719."),
    ]),
    ("scope_disjoint", [
        ("shipping.rate.uk", "4.95", "Shipping rate UK: £4.95 flat."),
        ("shipping.rate.eu", "12.50", "Shipping rate EU: £12.50 flat."),
        ("shipping.rate.us", "19.00", "For US orders the flat shipping rate is £19."),
    ]),
    ("scope_disjoint", [
        ("route14.summer.start", "06:00", "Route 14 starts 06:00 in summer."),
        ("route14.winter.start", "07:00", "In winter route 14 starts at 07:00."),
    ]),
    ("scope_disjoint", [
        ("tracking.portal.staging", "track-stg", "Tracking webhook on staging points at track-stg.fernbrook.test."),
        ("tracking.portal.production", "track", "Production tracking webhook points at track.fernbrook.co.uk."),
    ]),
    ("scope_disjoint", [
        ("kasia.munich.seat.out", "14a", "Kasia's seat on the outbound to Munich: 14A."),
        ("kasia.munich.seat.back", "22c", "Kasia's seat on the way back from Munich: 22C."),
    ]),
    ("format_variant", [
        ("crate.weight", "38kg", "Nairobi sample crate gross weight 38 kg."),
        ("crate.weight", "38kg", "Gross weight on the Nairobi crate: 38 kilograms."),
    ]),
    ("format_variant", [
        ("oslo.welcome.time", "17:00", "Oslo offsite welcome drinks at 17:00 on day one."),
        ("oslo.welcome.time", "17:00", "Day one of Oslo: welcome drinks 5pm."),
    ]),
    ("format_variant", [
        ("kyoto.deposit", "1000", "Kyoto summit room-block deposit: $1,000."),
        ("kyoto.deposit", "1000", "Paid the 1k deposit on the Kyoto room block."),
    ]),
    ("format_variant", [
        ("boston.floor", "2", "Boston conference booth is on the 2nd floor."),
        ("boston.floor", "2", "Our Boston booth is on the second floor, near the escalators."),
    ]),
    ("format_variant", [
        ("customs.broker.name", "hp", "Harbor & Pike reference for the MSKU entry: H&P-7710."),
        ("customs.broker.name", "hp", "Harbor and Pike ref for the MSKU7781220 entry is HP 7710."),
    ]),
    ("format_variant", [
        ("stavanger.date", "2026-06-11", "Stavanger ferry tickets are for 11/06/2026."),
        ("stavanger.date", "2026-06-11", "Stavanger ferry date: 2026-06-11."),
    ]),
    ("elaboration", [
        ("vienna.meeting.place", "client office", "Ilse's Vienna meeting is at the client office."),
        ("vienna.meeting.place", "client office", "Ilse's Vienna meeting is at the client office, Mariahilfer Straße 88, 3rd floor, ask for Frau Berger at reception."),
    ]),
    ("elaboration", [
        ("kestrel.contact", "joe whitlam", "Kestrel Haulage contact: Joe Whitlam."),
        ("kestrel.contact", "joe whitlam", "Kestrel Haulage contact is Joe Whitlam (traffic office, 0113 496 0021, mornings best)."),
    ]),
    ("elaboration", [
        ("berlin.offsite.venue", "spreespeicher", "Berlin offsite venue: Spreespeicher."),
        ("berlin.offsite.venue", "spreespeicher", "Berlin offsite venue is the Spreespeicher - upper loft, catering by the venue, step-free access via the river side."),
    ]),
    ("elaboration", [
        ("nairobi.consignee", "savanna agro", "Consignee for the Nairobi crate: Savanna Agro."),
        ("nairobi.consignee", "savanna agro", "Nairobi crate consignee: Savanna Agro Ltd, Industrial Area, attn. procurement, PIN on the invoice."),
    ]),
    ("elaboration", [
        ("kyoto.flight.dev", "jl 44", "Dev flies to Kyoto on JL 44."),
        ("kyoto.flight.dev", "jl 44", "Dev's Kyoto flight is JL 44 into Haneda, then the Nozomi down to Kyoto, rail pass already issued."),
    ]),
    ("confirmation", [
        ("leeds.dispatch.days", "mon-fri", "Leeds dispatches Monday to Friday."),
        ("leeds.dispatch.days", "mon-fri", "Leeds still dispatching Mon-Fri as usual, no change over the bank holiday."),
    ]),
    ("confirmation", [
        ("berlin.offsite.hotel", "nhow", "Berlin offsite hotel: nhow Berlin."),
        ("berlin.offsite.hotel", "nhow", "Confirmed with Kasia: nhow Berlin for the offsite."),
        ("berlin.offsite.hotel", "nhow", "Berlin hotel still the nhow."),
    ]),
    ("confirmation", [
        ("evri.collection.time", "16:30", "Evri collects from Leeds at 16:30."),
        ("evri.collection.time", "16:30", "Evri collection still 16:30."),
    ]),
    ("different_subject", [
        ("ilse.outbound.flight", "os 458", "Ilse's outbound: OS 458 LHR-VIE, departs 07:55."),
        ("kasia.outbound.flight", "lh 2471", "Kasia's outbound: LH 2471 LHR-MUC."),
    ]),
    ("different_subject", [
        ("route7.driver", "petra novak", "Route 7 driver: Petra Novak."),
        ("route3.driver", "sam oduya", "Sam Oduya drives route 3."),
    ]),
    ("different_subject", [
        ("po4490.delivery", "30 may", "PO-4490 (kiln wash) delivery date 30 May."),
        ("order21101.delivery", "2 dec", "Order #21101 delivery date: 2 Dec."),
    ]),
    ("different_subject", [
        ("tomasz.room", "214", "Tomasz is in room 214 at Casa Amora."),
        ("ilse.vienna.room", "508", "Ilse has room 508 in Vienna."),
    ]),
    ("different_subject", [
        ("msku7790031.vessel", "msc lucia", "MSKU7790031 booked on vessel MSC Lucia."),
        ("tomasz.return.flight", "tp1360", "Tomasz's return: TP 1360 LIS-LHR on the 19th, 20:10."),
        ("order20878.tracking", "label created", "Order #20878: label created, not yet scanned."),
    ]),
    ("static", [
        ("leeds.warehouse.location", "stourton", "The Leeds warehouse is in Stourton, off junction 7."),
        ("leeds.warehouse.location", "stourton", "Our Leeds warehouse sits in Stourton, by junction 7 of the M621."),
    ]),
    ("static", [
        ("fernbrook.eori", "gb123456789000", "Fernbrook's EORI number is GB123456789000."),
        ("fernbrook.eori", "gb123456789000", "EORI for Fernbrook Ceramics: GB123456789000."),
    ]),
    ("static", [
        ("casa.amora.location", "principe real", "Casa Amora is located in Príncipe Real."),
        ("casa.amora.location", "principe real", "Casa Amora lies in Príncipe Real, up the hill from Bairro Alto."),
    ]),
    ("static", [
        ("kicc.location", "takaragaike", "The Kyoto International Conference Center stands by Takaragaike pond."),
        ("kicc.location", "takaragaike", "KICC is situated at Takaragaike, north end of the Karasuma line."),
    ]),
    ("static", [
        ("castlegate.address", "unit 4", "Castlegate depot is at Unit 4, Castlegate Trading Estate."),
    ]),
    ("static", [
        ("leeds.warehouse.lease", "aire estates", "Fernbrook leases the Leeds warehouse from Aire Estates."),
        ("leeds.warehouse.lease", "aire estates", "The Leeds unit is rented from Aire Estates, same landlord since 2019."),
    ]),
    ("scope_disjoint", [
        ("oslo.baggage.outbound", "23kg", "Oslo group baggage allowance on the outbound: 23 kg hold bag."),
        ("oslo.baggage.return", "20kg", "Baggage allowance for the return from Oslo is 20 kg (different fare)."),
    ]),
    ("membership", [
        ("anouk.member.travel", "travel committee", "Anouk is on the travel committee."),
        ("anouk.member.safety", "safety group", "Anouk is also a member of the traveller safety group."),
        ("anouk.member.expense", "expense panel", "Anouk sits on the expense review panel too."),
    ]),
    ("membership", [
        ("femi.member.union", "drivers forum", "Femi represents the office on the drivers' forum."),
        ("femi.member.ergo", "ergonomics", "Femi is a member of the ergonomics working group as well."),
    ]),
    ("membership", [
        ("kasia.member.booking", "booking desk", "Kasia is on the booking desk rota."),
        ("kasia.member.visa", "visa desk", "Kasia is on the visa desk rota too."),
        ("kasia.member.firstaid", "first aider", "Kasia is one of the designated first aiders for the Berlin trip."),
    ]),
    ("membership", [
        ("sunil.member.ops", "ops board", "Sunil Mehra sits on the ops board."),
        ("sunil.member.health", "h&s committee", "Sunil is also on the health and safety committee."),
    ]),
    ("equal_time", [
        ("tomasz.flight", "fr 8337", "Tomasz flight: FR 8337 STN-OPO."),
        ("tomasz.flight", "fr 8339", "Tomasz flight: FR 8339 STN-OPO."),
    ]),
    ("equal_time", [
        ("crate.dims", "120x80", "Nairobi crate dims 120x80x90 cm."),
        ("crate.dims", "110x80", "Nairobi crate dimensions 110 x 80 x 90 cm."),
    ]),
    ("equal_time", [
        ("boston.hotel", "omni", "Boston hotel: Omni Parker House."),
        ("boston.hotel", "revere", "Boston hotel is the Revere."),
    ]),
    ("equal_time", [
        ("order21120.carrier", "evri", "#21120 carrier Evri."),
        ("order21120.carrier", "dpd", "#21120 carrier DPD."),
    ]),
    ("equal_time", [
        ("route5.driver", "nia brooks", "Route 5 driver today: Nia Brooks."),
        ("route5.driver", "omar haddad", "Route 5 driver today: Omar Haddad."),
    ]),
    ("unrelated", [
        ("u.marisol.birthday", "x", "Marisol's birthday is in the Lisbon week, get a cake."),
        ("u.halvorsen.invoice", "x", "Halvorsen sent the Q3 invoice, forwarded to accounts."),
        ("u.route14.traffic", "x", "Roadworks on the A61 slow route 14 most mornings."),
        ("u.oslo.weather", "x", "Oslo in June: pack a rain jacket, evenings get cold."),
        ("u.kyoto.rail", "x", "Kyoto summit attendees get a discount on the Haruka express with the booking code."),
        ("u.dev.adaptor", "x", "Dev's Singapore per diem is SGD 95 a day."),
        ("u.awb.photo", "x", "Photo of the damaged corner on the 176-55201934 carton is in the shared drive."),
        ("u.anouk.expenses", "x", "Anouk submitted her Amsterdam expenses."),
        ("u.tobiah.passport", "x", "Tobiah's passport photo needs to be white background for VFS."),
        ("u.boxwell.samples", "x", "Boxwell sent three sample mailers, the kraft one is nicest."),
        ("u.castlegate.parking", "x", "Visitor parking at Castlegate is behind unit 6."),
        ("u.kasia.munich.tip", "x", "Kasia says the S8 from Munich airport is quicker than a taxi."),
        ("u.po4471.invoice", "x", "PO-4471 invoice matched against the delivery note, all good."),
        ("u.velopost.rates", "x", "Velopost put their rates up 6% from January."),
        ("u.gate.walk", "x", "Allow 20 minutes to walk to the D gates at Schiphol."),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Time generation (after the labels above are fixed).
# ---------------------------------------------------------------------------------------------
EPOCH = dt.datetime(2025, 1, 6, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 3, 9, 0, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def mode_quota(rng, n):
    """Exactly ~27% live, ~55% stamped, ~18% backfilled, shuffled."""
    live = round(n * 0.27)
    back = round(n * 0.18)
    modes = ["live"] * live + ["backfilled"] * back + ["stamped"] * (n - live - back)
    rng.shuffle(modes)
    return modes


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: fam, val, pol, text, flag, cls, order, mode, created, observed
    n_total = sum(len(v) for _, v in FAMILIES) + sum(len(g) for _, g in NEGATIVES)
    quota = mode_quota(rng, n_total)

    def pick_mode(_rng):
        return quota.pop()

    def place(items, equal_time=False):
        # items: list of dicts with fam, val, pol, text, flag, cls
        day0 = rng.randrange(0, 480)
        if equal_time:
            mode = pick_mode(rng)
            for _ in items[1:]:
                pick_mode(rng)
            if mode == "backfilled":
                order = EPOCH + dt.timedelta(days=day0)
            else:
                order = EPOCH + dt.timedelta(days=day0, hours=rng.randrange(7, 20), minutes=rng.randrange(60))
            for it in items:
                it["order"], it["mode"] = order, mode
            return
        day = day0
        for it in items:
            mode = pick_mode(rng)
            if mode == "backfilled":
                order = EPOCH + dt.timedelta(days=day)
            else:
                order = EPOCH + dt.timedelta(days=day, hours=rng.randrange(7, 21), minutes=rng.randrange(60),
                                             seconds=rng.randrange(60))
            it["order"], it["mode"] = order, mode
            day += rng.randrange(1, 40)

    for fam, versions in FAMILIES:
        items = []
        for v in versions:
            flag = v[3] if len(v) > 3 else ""
            cls = {"LC": "confirmation", "LE": "elaboration"}.get(flag, "")
            items.append(dict(fam=fam, val=v[0], pol=v[1], text=v[2], flag=flag, cls=cls, kind="family"))
        place(items)
        mems.extend(items)
    for cls, group in NEGATIVES:
        items = [dict(fam=f, val=val, pol="+", text=t, flag="", cls=cls, kind="negative") for f, val, t in group]
        if cls == "unrelated":
            for it in items:
                place([it])
        else:
            place(items, equal_time=(cls == "equal_time"))
        mems.extend(items)

    # created_at / observed_at per mode
    for m in mems:
        if m["mode"] == "live":
            m["created"], m["observed"] = m["order"], None
        elif m["mode"] == "stamped":
            m["created"], m["observed"] = m["order"] + dt.timedelta(minutes=rng.randrange(1, 50),
                                                                    seconds=rng.randrange(60)), m["order"]
    # backfilled: import instants in November 2026, newest-first within a family
    fams = {}
    for m in mems:
        fams.setdefault(m["fam"], []).append(m)
    fam_keys = sorted(fams)
    slot = IMPORT_START
    for fk in fam_keys:
        bf = [m for m in fams[fk] if m["mode"] == "backfilled"]
        bf.sort(key=lambda m: (m["order"], m["text"]), reverse=True)
        for m in bf:
            slot = slot + dt.timedelta(seconds=rng.randrange(3, 90))
            m["created"], m["observed"] = slot, m["order"]
    # ids: shuffled assignment
    order_ix = list(range(len(mems)))
    rng.shuffle(order_ix)
    for n, i in enumerate(order_ix, 1):
        mems[i]["id"] = "h13-%03d" % n
    return mems, fams, rng


def truth_of(fams):
    pairs = []
    for fk in sorted(fams):
        ms = sorted(fams[fk], key=lambda m: m["order"])
        for i, m in enumerate(ms):
            for n in ms[i + 1:]:
                if n["order"] > m["order"] and (n["val"], n["pol"]) != (m["val"], m["pol"]):
                    reason = "negation" if n["pol"] != m["pol"] else "value"
                    pairs.append(dict(expired_id=m["id"], replacement_id=n["id"], reason=reason,
                                      _fam=fk, _e=m, _r=n))
                    break
    return pairs


def check(mems, fams, pairs):
    labelled = {m["id"] for m in mems if m["cls"]}
    for p in pairs:
        assert p["expired_id"] not in labelled, ("labelled memory expired", p["_fam"])
        assert p["replacement_id"] not in labelled, ("labelled memory is a replacement", p["_fam"])
    for fk, ms in fams.items():
        times = [m["order"] for m in ms]
        if any(m["cls"] == "equal_time" for m in ms):
            assert len(set(times)) == 1
        else:
            assert len(set(times)) == len(times), fk
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["order"] < IMPORT_START
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0 and m["created"].month == 11
        if m["observed"] is not None:
            assert m["observed"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    unl = [m for m in mems if not m["cls"]]
    assert all(m["kind"] == "family" for m in unl)


def one_slot(a, b):
    """True when b differs from a by one contiguous span of at most 5 words (a plain one-slot edit)."""
    x = re.findall(r"[\w#:.'-]+", a.lower())
    y = re.findall(r"[\w#:.'-]+", b.lower())
    i = 0
    while i < min(len(x), len(y)) and x[i] == y[i]:
        i += 1
    j = 0
    while j < min(len(x), len(y)) - i and x[-1 - j] == y[-1 - j]:
        j += 1
    common = i + j
    return len(x) - common <= 5 and len(y) - common <= 5 and common * 2 >= max(len(x), len(y))


def wording(fams):
    total = reworded = 0
    for fk, ms in fams.items():
        if not any(m["kind"] == "family" for m in ms):
            continue
        ms = sorted(ms, key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            total += 1
            if not one_slot(a["text"], b["text"]):
                reworded += 1
    return total, reworded


def write(mems, pairs):
    out = sorted(mems, key=lambda m: m["id"])
    rng2 = random.Random(SEED + 1)
    rng2.shuffle(out)
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8") as f:
        for m in out:
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8") as f:
        for p in sorted(pairs, key=lambda p: (p["expired_id"], p["replacement_id"])):
            f.write(json.dumps({"expired_id": p["expired_id"], "replacement_id": p["replacement_id"],
                                "reason": p["reason"]}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for m in sorted((m for m in mems if m["cls"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")


def sha(name):
    with open(os.path.join(HERE, name), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


LOGISTICS = ("awb", "msku", "route", "vans", "depot", "customs", "pallet", "nairobi", "crate", "rotterdam",
             "northway", "ship.vessel", "castlegate", "ama.cargo", "kestrel", "sunil", "u.gate", "us.customs")
SHOP = ("order", "po4", "fbmug", "warehouse", "leeds", "halvorsen", "glaze", "kiln", "shipping.rate", "tracking.portal",
        "fernbrook", "boxwell", "velopost", "zurich", "sample.courier", "evri", "u.po4471")


def register(fam):
    """Register of a family, from its key: logistics desk, shop shipping log, else trip planning / bookings."""
    key = fam[2:] if fam.startswith("u.") else fam
    if any(key.startswith(k) or fam.startswith(k) for k in LOGISTICS):
        return "logistics desk"
    if any(key.startswith(k) or fam.startswith(k) for k in SHOP):
        return "shop shipping log"
    return "trip planning / bookings"


def stats(mems, fams, pairs):
    from collections import Counter
    rg = Counter((register(m["fam"]), m["cls"] or "changing") for m in mems)
    for r in sorted({k[0] for k in rg}):
        print("register %-26s %d memories: %s" % (r, sum(v for k, v in rg.items() if k[0] == r),
              ", ".join("%s %d" % (k[1], v) for k, v in sorted(rg.items()) if k[0] == r)))
    pr = Counter(register(p["_fam"]) for p in pairs)
    print("pairs per register:", ", ".join("%s %d" % (k, pr[k]) for k in sorted(pr)))
    print("memories", len(mems))
    print("families (changing)", len(FAMILIES))
    print("true pairs", len(pairs))
    rc = Counter(p["reason"] for p in pairs)
    print("  value", rc["value"], " negation", rc["negation"])
    cc = Counter(m["cls"] for m in mems if m["cls"])
    print("labelled", sum(cc.values()))
    for k in sorted(cc):
        print("  %-18s %d" % (k, cc[k]))
    print("unlabelled (in changing families)", sum(1 for m in mems if not m["cls"]))
    lens = Counter(sum(1 for v in vs if (v[3] if len(v) > 3 else "") not in ("LC", "LE", "c")) for _, vs in FAMILIES)
    print("versions per family (distinct versions, excl. confirmations/elaborations):",
          ", ".join("%d:%d" % (k, lens[k]) for k in sorted(lens)))
    moves_back = 0
    for _, vs in FAMILIES:
        seq = [(v[0], v[1]) for v in vs if (v[3] if len(v) > 3 else "") not in ("LC", "LE", "c")]
        for i in range(2, len(seq)):
            if seq[i] in seq[:i - 1] and seq[i] != seq[i - 1]:
                moves_back += 1
    print("moves back", moves_back)
    print("hard-worded versions", sum(1 for _, vs in FAMILIES for v in vs if len(v) > 3 and v[3] == "h"),
          "of which intervening (neither first nor last)",
          sum(1 for _, vs in FAMILIES for i, v in enumerate(vs) if len(v) > 3 and v[3] == "h" and 0 < i < len(vs) - 1))
    print("in-chain confirmations (unlabelled, expired)", sum(1 for _, vs in FAMILIES for v in vs if len(v) > 3 and v[3] == "c"))
    mc = Counter(m["mode"] for m in mems)
    for k in ("live", "stamped", "backfilled"):
        print("mode %-10s %d (%.1f%%)" % (k, mc[k], 100.0 * mc[k] / len(mems)))
    inv = 0
    for fk, ms in fams.items():
        ms = sorted(ms, key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    print("adjacent family pairs whose created_at order inverts order time", inv)
    total, rew = wording(fams)
    print("newer versions reworded relative to the previous one: %d of %d (%.1f%%)" % (rew, total, 100.0 * rew / total))
    words = [len(m["text"].split()) for m in mems]
    print("words per memory: min %d, mean %.1f, max %d" % (min(words), sum(words) / len(words), max(words)))


def main():
    mems, fams, _ = build()
    pairs = truth_of(fams)
    check(mems, fams, pairs)
    if "--stats" in sys.argv:
        stats(mems, fams, pairs)
        return
    if "--list" in sys.argv:
        exp = {p["expired_id"]: p for p in pairs}
        for fk in sorted(fams):
            for m in sorted(fams[fk], key=lambda m: m["order"]):
                p = exp.get(m["id"])
                lab = m["cls"] or "-"
                tail = ("expired by %s (%s)" % (p["replacement_id"], p["reason"])) if p else ""
                print("%s  %s  %-10s fam=%s val=%r pol=%s class=%s flag=%s %s\n    %s" % (
                    m["id"], rfc(m["order"]), m["mode"], fk, m["val"], m["pol"], lab, m["flag"] or "-", tail, m["text"]))
        return
    write(mems, pairs)
    for n in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        print(sha(n), n)


if __name__ == "__main__":
    main()
