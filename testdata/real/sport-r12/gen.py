#!/usr/bin/env python3
"""R12 blind corpus: sports, arts and entertainment timelines, encyclopedic register.

Every label below is fixed in these tables before anything is generated. Truth is
computed from the labels (family, order time, value, polarity), never from text.

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

SEED = 1212
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families: (fid, subject, attribute, scope, domain, versions)
# version: (when, value, polarity, mode, text[, "hard"])
#   when: "YYYY" or "YYYY-MM"; polarity "+" holds / "-" stopped holding
#   mode: "b" base, "r" reworded vs the version before, "e" one-slot edit,
#         "c" in-chain confirmation (same value restated; reworded)
# ---------------------------------------------------------------------------
FAMILIES = [
 ("F01", "Brackenford Athletic", "manager", "", "football", [
  ("2011", "Moss", "+", "b", "Brackenford Athletic appointed Harlan Moss as manager in 2011."),
  ("2014", "Quint", "+", "r", "Rafael Quint succeeded Harlan Moss as manager of Brackenford Athletic in 2014."),
  ("2016", "Quint", "+", "c", "Quint remained in charge at Brackenford for the 2016-17 season."),
  ("2018", "Ostrowski", "+", "r", "After a winless autumn the board dismissed Quint, and Lena Ostrowski, promoted from the under-21 side, took charge of the first team in 2018.", "hard"),
  ("2022", "Adeyinka", "+", "r", "Brackenford's manager since 2022 has been Femi Adeyinka, formerly of Corrow Town's coaching staff."),
 ]),
 ("F02", "Brackenford Athletic", "captain", "", "football", [
  ("2015", "Doyle-Fenn", "+", "b", "The club captain of Brackenford Athletic is Ciaran Doyle-Fenn."),
  ("2019", "Asante-Bray", "+", "e", "The club captain of Brackenford Athletic is Kwame Asante-Bray."),
  ("2023", "Doyle-Fenn", "+", "r", "Ciaran Doyle-Fenn was handed the Brackenford armband again at the start of the 2023-24 season."),
 ]),
 ("F03", "Brackenford Athletic", "home ground", "", "football", [
  ("2009", "Millrace Lane", "+", "b", "Brackenford Athletic play their home games at Millrace Lane."),
  ("2020", "Fellside Park", "+", "r", "Since 2020 the club has played at the 12,000-seat Fellside Park, having left Millrace Lane."),
 ]),
 ("F04", "Corrow Town", "league", "", "football", [
  ("2012", "Midland Conference", "+", "b", "Corrow Town compete in the Midland Conference."),
  ("2016", "Northern League", "+", "r", "Corrow Town moved to the Northern League after relegation at the end of the 2015-16 season."),
  ("2021", "Midland Conference", "+", "r", "Promotion in 2021 took Corrow Town back into the Midland Conference."),
 ]),
 ("F05", "Corrow Town", "manager", "", "football", [
  ("2013", "Walcott", "+", "b", "Corrow Town's manager is Oren Walcott."),
  ("2019-10", "Lindqvist", "+", "e", "Corrow Town's manager is Greta Lindqvist."),
 ]),
 ("F06", "Corrow Town", "kit sponsor", "", "football", [
  ("2014", "Harrow & Pike", "+", "b", "Corrow Town's shirts are sponsored by Harrow & Pike Building Society."),
  ("2018", "Harrow & Pike", "-", "r", "Harrow & Pike Building Society is no longer Corrow Town's shirt sponsor."),
  ("2019", "Velt Logistics", "+", "r", "Corrow Town signed a three-year kit sponsorship deal with Velt Logistics in 2019."),
 ]),
 ("F07", "Quayside Stadium", "capacity", "", "venue", [
  ("2010", "14200", "+", "b", "Quayside Stadium, home of Saltmere United, has a capacity of 14,200."),
  ("2019", "17850", "+", "e", "Quayside Stadium, home of Saltmere United, has a capacity of 17,850."),
 ]),
 ("F08", "Saltmere United", "captain", "", "football", [
  ("2016", "Sule", "+", "b", "Saltmere United's captain is Amara Sule."),
  ("2020", "Sule", "-", "r", "Amara Sule stepped down as Saltmere United captain in 2020."),
 ]),
 ("F09", "Saltmere United", "kit sponsor", "", "football", [
  ("2015", "Orvane Telecom", "+", "b", "Saltmere United's kit sponsor is Orvane Telecom."),
  ("2021", "Brisk Energy", "+", "e", "Saltmere United's kit sponsor is Brisk Energy."),
 ]),
 ("F10", "Velden FC", "manager", "", "football", [
  ("2008", "Olsby", "+", "b", "Velden FC named Marek Olsby manager in 2008."),
  ("2012", "Crane", "+", "r", "Olsby left for Dunmarsh City in 2012 and was succeeded at Velden by Isolde Crane."),
  ("2016-03", "Gadsby", "+", "r", "Piers Gadsby, confirmed in the Velden FC dugout on a permanent basis in March 2016 after Crane's exit, kept the side in the top flight.", "hard"),
  ("2020", "Olsby", "+", "r", "Marek Olsby returned to Velden FC as manager in 2020."),
 ]),
 ("F11", "Velden FC", "league", "", "football", [
  ("2013", "Second Division North", "+", "b", "Velden FC play in the Second Division North."),
  ("2018", "First Division", "+", "e", "Velden FC play in the First Division."),
 ]),
 ("F12", "Ashgrove Wanderers", "manager", "", "football", [
  ("2015", "Demirel", "+", "b", "Ashgrove Wanderers' manager is Yusuf Demirel."),
  ("2018", "Hollis", "+", "e", "Ashgrove Wanderers' manager is Senna Hollis."),
  ("2024", "Pelle", "+", "r", "In 2024 Ashgrove Wanderers appointed Dario Pelle as manager."),
 ]),
 ("F13", "Ashgrove Wanderers", "home ground", "", "football", [
  ("2011", "Kiln Road", "+", "b", "Ashgrove Wanderers play their home matches at Kiln Road."),
  ("2022", "Borough Sports Ground", "+", "e", "Ashgrove Wanderers play their home matches at the Borough Sports Ground."),
 ]),
 ("F14", "Dunmarsh City", "captain", "", "football", [
  ("2017", "Huxtable", "+", "b", "Dunmarsh City's current captain is Bram Huxtable."),
  ("2022", "Faroe", "+", "e", "Dunmarsh City's current captain is Nils Faroe."),
 ]),
 ("F15", "Dunmarsh City", "manager", "", "football", [
  ("2010", "Rook", "+", "b", "Anselm Rook is the manager of Dunmarsh City."),
  ("2012", "Olsby", "+", "r", "Marek Olsby took over at Dunmarsh City in 2012."),
  ("2015", "Rook", "+", "r", "Dunmarsh City reappointed Anselm Rook as manager in 2015 after Olsby's dismissal."),
 ]),
 ("F16", "Pellory Rangers", "kit sponsor", "", "football", [
  ("2016", "Crane Valley Dairies", "+", "b", "Pellory Rangers wear the logo of Crane Valley Dairies on their shirts."),
  ("2022", "Saroyan Motors", "+", "e", "Pellory Rangers wear the logo of Saroyan Motors on their shirts."),
 ]),
 ("F17", "Pellory Rangers", "league", "", "football", [
  ("2014", "Coastal Premier", "+", "b", "Pellory Rangers play in the Coastal Premier."),
  ("2019", "Coastal First Division", "+", "r", "Pellory Rangers were relegated to the Coastal First Division in 2019."),
 ]),
 ("F18", "Kirkwell Albion", "home ground", "", "football", [
  ("2009", "Tannery Ground", "+", "b", "Kirkwell Albion's home is the Tannery Ground."),
  ("2015", "Elm Park", "+", "r", "Kirkwell Albion left the Tannery Ground in 2015 to groundshare at Elm Park with Tarnley Borough."),
  ("2021", "Tannery Ground", "+", "r", "Kirkwell Albion moved back to a rebuilt Tannery Ground in 2021."),
 ]),
 ("F19", "Tarnley Borough", "manager", "", "football", [
  ("2018", "Ferrand", "+", "b", "Tarnley Borough's manager is Lucia Ferrand."),
  ("2023", "Okonkwo", "+", "e", "Tarnley Borough's manager is Hana Okonkwo."),
 ]),
 ("F20", "Marrowgate FC", "captain", "", "football", [
  ("2013", "Sarraute", "+", "b", "Joaquín Sarraute captains Marrowgate FC."),
  ("2017", "Halvorsen", "+", "r", "Sarraute's successor with the armband, the centre-back Wren Halvorsen, was chosen by a vote of the squad in 2017.", "hard"),
  ("2021", "Korra", "+", "r", "The Marrowgate captaincy went to Ilias Korra in 2021."),
 ]),
 ("F21", "Mirela Vasko", "club", "", "football", [
  ("2012", "Saltmere United Women", "+", "b", "Mirela Vasko plays for Saltmere United Women."),
  ("2015", "Velden FC Women", "+", "r", "Vasko signed for Velden FC Women in 2015."),
  ("2018", "Kirkwell Albion Ladies", "+", "r", "In 2018 Velden sold Vasko to Kirkwell Albion Ladies."),
  ("2022", "Pellory Rangers Women", "+", "r", "Mirela Vasko joined Pellory Rangers Women on a free transfer in 2022."),
 ]),
 ("F22", "Jonah Petrakis", "shirt number", "", "football", [
  ("2016", "14", "+", "b", "Jonah Petrakis wears the number 14 shirt for Corrow Town."),
  ("2019", "9", "+", "e", "Jonah Petrakis wears the number 9 shirt for Corrow Town."),
  ("2022", "10", "+", "r", "Petrakis switched to number 10 after the departure of Ross Walsh in 2022."),
 ]),
 ("F23", "Kaito Brannock", "club", "", "football", [
  ("2014", "Ashgrove Wanderers", "+", "b", "Kaito Brannock plays for Ashgrove Wanderers."),
  ("2020", "Ashgrove Wanderers", "-", "r", "Kaito Brannock retired from professional football in 2020, ending his time at Ashgrove Wanderers."),
  ("2022", "Ashgrove Wanderers", "+", "r", "Brannock came out of retirement in 2022 and re-signed for Ashgrove Wanderers."),
 ]),
 ("F24", "Noor Castellan", "position", "", "football", [
  ("2015", "left-back", "+", "b", "Noor Castellan plays as a left-back for Dunmarsh City."),
  ("2019", "defensive midfielder", "+", "e", "Noor Castellan plays as a defensive midfielder for Dunmarsh City."),
 ]),
 ("F25", "Elodie Marchetti", "club", "", "football", [
  ("2017", "Tarnley Borough", "+", "b", "Elodie Marchetti is a forward at Tarnley Borough."),
  ("2021", "Brackenford Athletic", "+", "r", "Marchetti completed a move from Tarnley Borough to Brackenford Athletic in 2021."),
 ]),
 ("F26", "Sven Aldgate", "shirt number", "", "football", [
  ("2018", "23", "+", "b", "Sven Aldgate's squad number at Marrowgate FC is 23."),
  ("2022", "5", "+", "e", "Sven Aldgate's squad number at Marrowgate FC is 5."),
 ]),
 ("F27", "Tomas Reyner", "national team", "", "football", [
  ("2013", "Vessany", "+", "b", "Tomas Reyner plays for the Vessany national team."),
  ("2021", "Vessany", "-", "r", "Tomas Reyner retired from international football in 2021."),
 ]),
 ("F28", "Adaeze Kolawole", "club", "", "teamsport", [
  ("2016", "Redcap Falcons", "+", "b", "Adaeze Kolawole plays for the Redcap Falcons."),
  ("2019", "Harbour City Gulls", "+", "r", "The Falcons traded Kolawole to the Harbour City Gulls in 2019."),
  ("2023", "Redcap Falcons", "+", "r", "Kolawole rejoined the Redcap Falcons as a free agent in 2023."),
 ]),
 ("F29", "Redcap Falcons", "head coach", "", "teamsport", [
  ("2017", "Deshane", "+", "b", "The Redcap Falcons' head coach is Priya Deshane."),
  ("2022", "Tallis", "+", "e", "The Redcap Falcons' head coach is Maeve Tallis."),
 ]),
 ("F30", "Glenmoor Otters", "head coach", "", "teamsport", [
  ("2010", "Trelawny", "+", "b", "Bea Trelawny is head coach of the Glenmoor Otters."),
  ("2013", "Penhaligon", "+", "e", "Osric Penhaligon is head coach of the Glenmoor Otters."),
  ("2017", "Oduya", "+", "r", "The Otters hired Renata Oduya as head coach before the 2017 season."),
  ("2021", "Strel", "+", "r", "When Oduya left for the national side in 2021, the Otters promoted her assistant Fabian Strel to head coach."),
 ]),
 ("F31", "Glenmoor Otters", "home ground", "", "teamsport", [
  ("2012", "Rookery Park", "+", "b", "The Glenmoor Otters play home games at Rookery Park."),
  ("2020", "Heathcote Arena", "+", "e", "The Glenmoor Otters play home games at the Heathcote Arena."),
 ]),
 ("F32", "Lissan Bay Marlins", "captain", "", "teamsport", [
  ("2014", "Kell", "+", "b", "The Lissan Bay Marlins' captain is Anders Kell."),
  ("2018", "Brandt", "+", "r", "Tove Brandt took over the Marlins' captaincy in 2018."),
  ("2022", "Moll", "+", "r", "Jarek Moll has worn the C for the Marlins since 2022."),
 ]),
 ("F33", "Norvale Stags", "captain", "", "teamsport", [
  ("2015", "Tullo", "+", "b", "Norvale Stags are captained by Hamish Tullo."),
  ("2020", "Ramesar", "+", "r", "In 2020 Norvale Stags gave the captaincy to wicketkeeper Devi Ramesar."),
 ]),
 ("F34", "Vessany men's 400 m", "national record", "", "athletics", [
  ("2009", "45.92", "+", "b", "The Vessany national record in the men's 400 m is 45.92 s, set by Lukas Brenn."),
  ("2016", "45.40", "+", "r", "Ode Mensah lowered the Vessany 400 m record to 45.40 s in 2016."),
  ("2023", "44.98", "+", "r", "Kofi Arlen holds the national record in the 400 m at 44.98 s, run in Estrava in 2023."),
 ]),
 ("F35", "national women's pole vault", "national record", "", "athletics", [
  ("2014", "4.61", "+", "b", "Carys Morgan-Pike holds the national women's pole vault record of 4.61 m."),
  ("2019", "4.70", "+", "e", "Carys Morgan-Pike holds the national women's pole vault record of 4.70 m."),
 ]),
 ("F36", "Brinewater Marathon", "course record", "", "athletics", [
  ("2012", "2:09:41", "+", "b", "The Brinewater Marathon course record is 2:09:41."),
  ("2018", "2:08:13", "+", "r", "Elias Gant broke the Brinewater Marathon course record in 2018, finishing in 2:08:13."),
 ]),
 ("F37", "Saltmere United", "record goalscorer", "", "football", [
  ("2011", "Orme", "+", "b", "Saltmere United's all-time leading goalscorer is Harry Orme, with 142 goals."),
  ("2017", "Colquhoun", "+", "r", "Davy Colquhoun overtook Harry Orme in 2017 to become Saltmere United's record goalscorer."),
 ]),
 ("F39", "Aldmoor Philharmonic", "music director", "", "orchestra", [
  ("2006", "Fiel", "+", "b", "The Aldmoor Philharmonic's music director is Konrad Fiel."),
  ("2011", "Solvik", "+", "r", "In 2011 Irena Solvik succeeded Konrad Fiel as music director of the Aldmoor Philharmonic."),
  ("2017-04", "Oberle", "+", "r", "The orchestra's 2017 tour of Japan was its first under Matthias Oberle, who had taken over the music directorship from Solvik that spring.", "hard"),
  ("2024", "Benedetti", "+", "r", "The Aldmoor Philharmonic named Chiara Benedetti its music director, effective from the 2024-25 season."),
 ]),
 ("F40", "Castelune Symphony Orchestra", "principal conductor", "", "orchestra", [
  ("2012", "Adamik", "+", "b", "Lev Adamik is principal conductor of the Castelune Symphony Orchestra."),
  ("2019", "Adamik", "-", "r", "Lev Adamik stepped down as the Castelune Symphony Orchestra's principal conductor in 2019."),
  ("2021", "Reinholt", "+", "r", "The Castelune Symphony Orchestra appointed Sofia Reinholt principal conductor in 2021."),
 ]),
 ("F41", "Ravensholt Chamber Orchestra", "leader", "", "orchestra", [
  ("2015", "Pohl", "+", "b", "The leader of the Ravensholt Chamber Orchestra is the violinist Agnes Pohl."),
  ("2021", "Kerr", "+", "e", "The leader of the Ravensholt Chamber Orchestra is the violinist Tamsin Kerr."),
 ]),
 ("F42", "Vellmar Radio Orchestra", "chief conductor", "", "orchestra", [
  ("2013", "Haas", "+", "b", "Benedikt Haas has been chief conductor of the Vellmar Radio Orchestra since 2013."),
  ("2020", "Varga", "+", "r", "Haas handed the Vellmar Radio Orchestra to his successor, Ilona Varga, in 2020."),
 ]),
 ("F43", "Aldmoor Philharmonic", "home venue", "", "orchestra", [
  ("2006", "Guildhall", "+", "b", "The Aldmoor Philharmonic performs at the Guildhall, Aldmoor."),
  ("2018", "Riverside Concert Hall", "+", "r", "Since the opening of the Riverside Concert Hall in 2018 the Aldmoor Philharmonic has given its concerts there."),
 ]),
 ("F44", "Lantern Street Theatre", "artistic director", "", "theatre", [
  ("2010", "Shaw", "+", "b", "Lantern Street Theatre's artistic director is Gideon Shaw."),
  ("2016", "Abara", "+", "r", "Nell Abara was named artistic director of the Lantern Street Theatre in 2016."),
  ("2019", "Abara", "+", "c", "Nell Abara remains artistic director of the Lantern Street Theatre, with her contract renewed in 2019."),
  ("2022", "Lark", "+", "r", "Abara was succeeded by Tobias Lark, formerly of the Old Quay Theatre, in 2022."),
 ]),
 ("F45", "Corvid Playhouse", "artistic director", "", "theatre", [
  ("2014", "Okafor", "+", "b", "Ruth Okafor has been artistic director of the Corvid Playhouse since 2014."),
  ("2023-12", "Okafor", "-", "r", "Ruth Okafor left the Corvid Playhouse at the end of 2023 and the post remains vacant."),
 ]),
 ("F46", "Old Quay Theatre", "artistic director", "", "theatre", [
  ("2011", "Maddox", "+", "b", "The Old Quay Theatre is run by artistic director Fern Maddox."),
  ("2018", "Lark", "+", "r", "Old Quay appointed Tobias Lark as artistic director in 2018."),
  ("2022-09", "Maddox", "+", "r", "Fern Maddox returned as artistic director of the Old Quay Theatre in 2022, after Lark's move to Lantern Street."),
 ]),
 ("F47", "Teatro Maravel", "capacity", "", "venue", [
  ("2008", "1140", "+", "b", "Teatro Maravel seats 1,140."),
  ("2019", "980", "+", "e", "Teatro Maravel seats 980."),
 ]),
 ("F48", "Glasshouse Arcade", "lead singer", "", "band", [
  ("2009", "Farrier", "+", "b", "Glasshouse Arcade's lead singer is Juno Farrier."),
  ("2014", "Moreno", "+", "r", "Farrier quit Glasshouse Arcade in 2014 and was replaced on vocals by Dex Moreno."),
  ("2019", "Farrier", "+", "r", "Juno Farrier rejoined Glasshouse Arcade as lead vocalist for the 2019 reunion album."),
 ]),
 ("F49", "Glasshouse Arcade", "label", "", "band", [
  ("2009", "Tinfoil Records", "+", "b", "Glasshouse Arcade are signed to Tinfoil Records."),
  ("2016", "Meridian Sound", "+", "r", "Glasshouse Arcade released their fourth album on Meridian Sound after leaving Tinfoil Records in 2016."),
 ]),
 ("F50", "Velvet Ordnance", "label", "", "band", [
  ("2012", "Halcyon Records", "+", "b", "Velvet Ordnance record for Halcyon Records."),
  ("2021", "Halcyon Records", "-", "r", "Velvet Ordnance are no longer on Halcyon Records; they have released their music independently since 2021."),
 ]),
 ("F51", "Miller's Tide", "lead singer", "", "band", [
  ("2015", "Penn", "+", "b", "The lead singer of Miller's Tide is Rosa Penn."),
  ("2020", "Ash", "+", "e", "The lead singer of Miller's Tide is Callum Ash."),
 ]),
 ("F52", "Northbound Kites", "drummer", "", "band", [
  ("2013", "Sorensen", "+", "b", "Northbound Kites' drummer is Ade Sorensen."),
  ("2018", "Mbeki", "+", "e", "Northbound Kites' drummer is Lila Mbeki."),
 ]),
 ("F53", "The Orrery Club", "label", "", "band", [
  ("2010", "Pale Harbour", "+", "b", "The Orrery Club's records are released by Pale Harbour."),
  ("2012", "Pale Harbour", "+", "c", "The Orrery Club's second album came out on Pale Harbour as usual."),
  ("2015", "Sable Music", "+", "r", "The Orrery Club moved to the major label Sable Music in 2015."),
  ("2020", "Foxglove Recordings", "+", "r", "Since 2020 the band's label has been the independent Foxglove Recordings."),
 ]),
 ("F54", "Brinewater Folk Festival", "venue", "", "festival", [
  ("2010", "Gullhaven Park", "+", "b", "The Brinewater Folk Festival is held at Gullhaven Park."),
  ("2016", "Stavely Hall", "+", "r", "From 2016 the Brinewater Folk Festival moved to the grounds of Stavely Hall."),
  ("2023", "Penmarrow Farm", "+", "r", "Penmarrow Farm has hosted the Brinewater Folk Festival since 2023."),
 ]),
 ("F55", "Sunfold Jazz Week", "host city", "", "festival", [
  ("2011", "Orlane", "+", "b", "Sunfold Jazz Week takes place in Orlane."),
  ("2019-09", "Orlane", "-", "r", "Sunfold Jazz Week left Orlane after the 2019 edition."),
  ("2021", "Tessaly", "+", "r", "Sunfold Jazz Week is now hosted by the city of Tessaly."),
 ]),
 ("F56", "Kessling Film Festival", "director", "", "festival", [
  ("2014", "Vey", "+", "b", "The Kessling Film Festival's director is Mona Vey."),
  ("2020", "Balan", "+", "e", "The Kessling Film Festival's director is Thierry Balan."),
 ]),
 ("F57", "Greywell Fringe", "hub venue", "", "festival", [
  ("2015", "Corn Exchange", "+", "b", "The Greywell Fringe's hub venue is the Corn Exchange."),
  ("2022", "Assembly Rooms", "+", "e", "The Greywell Fringe's hub venue is the Assembly Rooms."),
 ]),
 ("F58", "Marston Open women's singles", "reigning champion", "", "award", [
  ("2019-07", "Lidell", "+", "b", "The reigning Marston Open women's singles champion is Ana Lidell."),
  ("2020-07", "Tamsen", "+", "r", "Yuki Tamsen won the 2020 Marston Open women's singles title."),
  ("2021-07", "Ferro", "+", "r", "Tamsen's title defence ended in the quarter-finals in 2021, and the trophy went to the unseeded Paula Ferro.", "hard"),
  ("2022-07", "Lidell", "+", "r", "Ana Lidell regained the Marston Open women's crown in 2022."),
 ]),
 ("F59", "Kessel Cup", "holders", "", "award", [
  ("2021-05", "Corrow Town", "+", "b", "Corrow Town are the current holders of the Kessel Cup."),
  ("2022-05", "Velden FC", "+", "r", "Velden FC beat Corrow Town in the 2022 final to lift the Kessel Cup."),
  ("2023-05", "Tarnley Borough", "+", "r", "The 2023 Kessel Cup was won by Tarnley Borough."),
  ("2024-05", "Corrow Town", "+", "r", "Corrow Town won back the Kessel Cup in 2024."),
 ]),
 ("F60", "Halloran Prize for Drama", "latest winner", "", "award", [
  ("2022-11", "Aske", "+", "b", "The latest winner of the Halloran Prize for Drama is Wendell Aske, for The Tin Orchard."),
  ("2023-11", "Ferrier", "+", "r", "Maud Ferrier's Low Tide at Carrow took the 2023 Halloran Prize for Drama."),
  ("2024-11", "Obi", "+", "r", "The Halloran Prize for Drama went to Ikenna Obi in 2024."),
 ]),
 ("F61", "Gilt Reel for best director", "latest winner", "", "award", [
  ("2024-03", "Qureshi", "+", "b", "The most recent Gilt Reel for best director was awarded to Sana Qureshi."),
  ("2025-03", "Mendes", "+", "e", "The most recent Gilt Reel for best director was awarded to Pablo Mendes."),
 ]),
 ("F62", "Coastal League Player of the Year", "latest winner", "", "award", [
  ("2023-06", "Petrakis", "+", "b", "The Coastal League's reigning Player of the Year is Jonah Petrakis."),
  ("2024-06", "Castellan", "+", "r", "Noor Castellan was voted the Coastal League Player of the Year for 2024."),
 ]),
 ("F63", "Brinewater Chess Classic", "reigning champion", "", "award", [
  ("2023-02", "Abend", "+", "b", "Lior Abend is the reigning champion of the Brinewater Chess Classic."),
  ("2025-02", "Kornilova", "+", "r", "Eva Kornilova won the Brinewater Chess Classic in 2025, ending Abend's reign."),
 ]),
 ("F64", "Fellside Park", "capacity", "", "venue", [
  ("2020", "12000", "+", "b", "Fellside Park has a capacity of 12,000."),
  ("2024", "13450", "+", "e", "Fellside Park has a capacity of 13,450."),
 ]),
 ("F65", "Heathcote Arena", "capacity", "", "venue", [
  ("2016", "9500", "+", "b", "Heathcote Arena holds 9,500 spectators."),
  ("2022", "10200", "+", "e", "Heathcote Arena holds 10,200 spectators."),
 ]),
 ("F66", "Harbour City Gulls", "head coach", "", "teamsport", [
  ("2018", "Dragan", "+", "b", "Harbour City Gulls' head coach is Mateo Dragan."),
  ("2023", "Arai", "+", "r", "The Gulls fired Mateo Dragan in 2023 and hired Keiko Arai as head coach."),
 ]),
 ("F67", "Quarrington Comets", "manager", "", "teamsport", [
  ("2012", "Barrett", "+", "b", "The Quarrington Comets are managed by Lou Barrett."),
  ("2017", "Okoro", "+", "e", "The Quarrington Comets are managed by Sid Okoro."),
  ("2021", "Tamura", "+", "r", "Okoro was fired in 2021; bench coach Vince Tamura now manages the Comets."),
 ]),
 ("F68", "Quarrington Comets", "home ballpark", "", "teamsport", [
  ("2010", "Harlow Field", "+", "b", "The Quarrington Comets play at Harlow Field."),
  ("2019", "Ironbridge Park", "+", "e", "The Quarrington Comets play at Ironbridge Park."),
 ]),
 ("F69", "Lissan Bay Marlins", "league", "", "teamsport", [
  ("2012", "Western Hockey Circuit", "+", "b", "The Lissan Bay Marlins play in the Western Hockey Circuit."),
  ("2017", "Pacific Ice League", "+", "e", "The Lissan Bay Marlins play in the Pacific Ice League."),
 ]),
 ("F70", "Norvale Stags", "home ground", "", "teamsport", [
  ("2011", "Cobble Green", "+", "b", "Norvale Stags play their home matches at Cobble Green."),
  ("2018", "County Oval", "+", "e", "Norvale Stags play their home matches at the County Oval."),
 ]),
]

# ---------------------------------------------------------------------------
# Labelled controls attached to a changing family: they restate the value in
# force AFTER the family's last version, so they never take part in a pair.
# (class, fid, when, value, text)
# ---------------------------------------------------------------------------
ATTACHED = [
 # confirmation: the value in force restated later
 ("confirmation", "F01", "2025-08", "Adeyinka", "Femi Adeyinka remains Brackenford Athletic's manager going into the 2025-26 season."),
 ("confirmation", "F19", "2025", "Okonkwo", "Hana Okonkwo is still in charge of Tarnley Borough."),
 ("confirmation", "F29", "2025", "Tallis", "Maeve Tallis continues as the Redcap Falcons' head coach."),
 ("confirmation", "F39", "2026-03", "Benedetti", "Chiara Benedetti was confirmed as Aldmoor Philharmonic music director for a further three seasons."),
 ("confirmation", "F41", "2024", "Kerr", "Tamsin Kerr is still the leader of the Ravensholt Chamber Orchestra."),
 ("confirmation", "F51", "2025", "Ash", "Callum Ash continues to front Miller's Tide on their 2025 tour."),
 ("confirmation", "F09", "2025-07", "Brisk Energy", "Brisk Energy again appear on Saltmere United's shirts for the 2025-26 season."),
 ("confirmation", "F14", "2024-08", "Faroe", "Nils Faroe retained the Dunmarsh City captaincy for 2024-25."),
 ("confirmation", "F63", "2026-02", "Kornilova", "As of 2026, Eva Kornilova is still the reigning Brinewater Chess Classic champion."),
 ("confirmation", "F43", "2023", "Riverside Concert Hall", "The Aldmoor Philharmonic continues to perform at the Riverside Concert Hall, as it has since 2018."),
 ("confirmation", "F16", "2025", "Saroyan Motors", "Saroyan Motors is still Pellory Rangers' shirt sponsor."),
 ("confirmation", "F24", "2023", "defensive midfielder", "Castellan continues to be used as a defensive midfielder by Dunmarsh City, as confirmed by the club this season."),
 # format_variant: the value in force, another format
 ("format_variant", "F07", "2022", "17850", "Quayside Stadium can hold 17850 spectators."),
 ("format_variant", "F64", "2025", "13450", "Fellside Park (capacity 13450) is the home of Brackenford Athletic."),
 ("format_variant", "F34", "2024", "44.98", "Kofi Arlen's national 400 metres record stands at 44.98 seconds."),
 ("format_variant", "F35", "2021", "4.70", "The national women's pole vault record is 4.7 metres, held by Carys Morgan-Pike."),
 ("format_variant", "F26", "2024", "5", "Sven Aldgate wears the number five shirt for Marrowgate FC."),
 ("format_variant", "F22", "2024", "10", "Jonah Petrakis is Corrow Town's No. 10."),
 ("format_variant", "F36", "2020", "2:08:13", "The Brinewater Marathon record is 2 h 08 min 13 s, set by Elias Gant."),
 ("format_variant", "F47", "2021", "980", "Teatro Maravel has nine hundred and eighty seats."),
 ("format_variant", "F65", "2024", "10200", "Heathcote Arena has room for 10.2k spectators."),
 ("format_variant", "F69", "2020", "Pacific Ice League", "The Marlins compete in the PIL."),
 ("format_variant", "F42", "2023", "Varga", "The VRO's chief conductor is I. Varga."),
 ("format_variant", "F11", "2020", "First Division", "Velden FC play in the 1st Division."),
 # elaboration: the value in force with more detail
 ("elaboration", "F05", "2021", "Lindqvist", "Corrow Town's manager Greta Lindqvist, a former centre-half, favours a 3-4-3 formation."),
 ("elaboration", "F13", "2023", "Borough Sports Ground", "Ashgrove Wanderers play at the Borough Sports Ground, a council-owned venue with a running track around the pitch."),
 ("elaboration", "F33", "2022", "Ramesar", "Devi Ramesar, Norvale Stags captain, keeps wicket and opens the batting."),
 ("elaboration", "F44", "2024", "Lark", "Tobias Lark, the Lantern Street Theatre's artistic director, trained as a puppeteer before turning to directing."),
 ("elaboration", "F49", "2019", "Meridian Sound", "Glasshouse Arcade are signed to Meridian Sound, the Saltmere-based independent label run by two former promoters."),
 ("elaboration", "F54", "2024", "Penmarrow Farm", "The Brinewater Folk Festival takes place at Penmarrow Farm, a working sheep farm three miles east of Brinewater."),
 ("elaboration", "F56", "2022", "Balan", "Thierry Balan directs the Kessling Film Festival and programmes its documentary strand himself."),
 ("elaboration", "F57", "2024", "Assembly Rooms", "The Assembly Rooms on Castle Street serve as the Greywell Fringe's hub, with four stages and the main box office."),
 ("elaboration", "F31", "2022", "Heathcote Arena", "The Otters' home, the Heathcote Arena, sits beside the Glenmoor ring road and hosts concerts in the off-season."),
 ("elaboration", "F68", "2021", "Ironbridge Park", "The Comets play at Ironbridge Park, a 31,000-seat ballpark built on the old rail yards."),
 ("elaboration", "F66", "2024", "Arai", "Keiko Arai, head coach of the Harbour City Gulls, is the first woman to coach a team in the league."),
 ("elaboration", "F70", "2020", "County Oval", "Norvale Stags' home fixtures are staged at the County Oval, whose pavilion dates from 1911."),
]

# ---------------------------------------------------------------------------
# Standalone labelled memories: (class, domain, when, text). Memories of one
# class that share a group letter are one unchanging fact or one coexisting set.
# ---------------------------------------------------------------------------
STANDALONE = [
 # multi_valued: values that coexist
 ("multi_valued", "football", "2024-08", "Velden FC's 2024-25 squad includes the goalkeeper Aron Pask."),
 ("multi_valued", "football", "2024-09", "Velden FC also signed the winger Tiago Sul for the 2024-25 season."),
 ("multi_valued", "band", "2017", "Glasshouse Arcade's members include the bassist Imke Rau."),
 ("multi_valued", "band", "2020", "The keyboardist Sol Varney is another member of Glasshouse Arcade."),
 ("multi_valued", "football", "2005", "Brackenford Athletic won the Midland Conference title in 1998."),
 ("multi_valued", "football", "2008", "Brackenford Athletic were Midland Conference champions again in 2004."),
 ("multi_valued", "festival", "2018", "The Brinewater Folk Festival is supported by the Arts Council of Vessany."),
 ("multi_valued", "festival", "2021", "Harrow & Pike Building Society is another sponsor of the Brinewater Folk Festival."),
 ("multi_valued", "football", "2016", "Mirela Vasko speaks Vessanian and Portuguese."),
 ("multi_valued", "football", "2019", "Vasko also speaks fluent French."),
 ("multi_valued", "band", "2015", "Dex Moreno plays guitar in Glasshouse Arcade."),
 ("multi_valued", "band", "2017", "Moreno plays keyboards on the band's live shows too."),
 ("multi_valued", "orchestra", "2012", "The Aldmoor Philharmonic's recordings appear on the Corvina label."),
 ("multi_valued", "orchestra", "2019", "The Aldmoor Philharmonic has also recorded for Meridian Sound."),
 # scope_disjoint: same attribute, different scope
 ("scope_disjoint", "teamsport", "2019", "The Redcap Falcons play their weekday home games at the Civic Dome."),
 ("scope_disjoint", "teamsport", "2021", "Weekend home games of the Redcap Falcons are staged at the Harbourside Arena."),
 ("scope_disjoint", "football", "2018", "Saltmere United's home kit is claret with sky-blue sleeves."),
 ("scope_disjoint", "football", "2020", "Saltmere United's away kit is all white."),
 ("scope_disjoint", "football", "2022", "Brackenford Athletic Women play their home games at Millrace Lane."),
 ("scope_disjoint", "teamsport", "2023", "The Glenmoor Otters' under-20 side is coached by Elin Marsh."),
 ("scope_disjoint", "teamsport", "2017", "The Lissan Bay Marlins hold their summer training camp in Torvik."),
 ("scope_disjoint", "teamsport", "2020", "The Marlins' winter camp takes place in Sallow Bay."),
 ("scope_disjoint", "orchestra", "2021", "The Aldmoor Youth Philharmonic, the orchestra's training ensemble, is directed by Pia Lorne."),
 ("scope_disjoint", "football", "2022", "Corrow Town's reserve team plays in the Midland Reserve League."),
 ("scope_disjoint", "festival", "2019", "In Vessany the Kessling Film Festival is broadcast by Channel Six."),
 ("scope_disjoint", "festival", "2022", "Outside Vessany, Kessling Film Festival screenings are streamed by Lumen."),
 ("scope_disjoint", "theatre", "2018", "Teatro Maravel's summer season is staged in the open-air Cloister Court."),
 ("scope_disjoint", "theatre", "2020", "In winter Teatro Maravel performs in its main auditorium."),
 # format_variant: one value, two formats (both labelled)
 ("format_variant", "football", "2021-07", "Elodie Marchetti's move to Brackenford cost a reported £1,200,000."),
 ("format_variant", "football", "2021-09", "Brackenford paid £1.2m for Marchetti."),
 ("format_variant", "festival", "2026-03", "The Brinewater Folk Festival's 2026 edition opens on 14/08/2026."),
 ("format_variant", "festival", "2026-05", "Opening day of the 2026 Brinewater Folk Festival: 2026-08-14."),
 ("format_variant", "festival", "2024-05", "The Greywell Fringe's nightly headline shows start at 21:00."),
 ("format_variant", "festival", "2025-05", "The Fringe's headline shows begin at 9pm each night."),
 # different_subject: the frame of a changing fact with another subject
 ("different_subject", "football", "2015", "Fenwick Harriers appointed Harlan Moss as manager in 2015."),
 ("different_subject", "football", "2020", "The club captain of Elsworth Vale is Rhys Mallory."),
 ("different_subject", "football", "2017", "Tarnley Borough compete in the Midland Conference."),
 ("different_subject", "orchestra", "2013", "The Ravensholt Chamber Orchestra's music director is Konrad Fiel."),
 ("different_subject", "band", "2016", "Dust Choir's lead singer is Hollis Grey."),
 ("different_subject", "festival", "2020", "The Kessling Film Festival takes place in Orlane."),
 ("different_subject", "football", "2022", "Marrowgate FC's kit sponsor is Orvane Telecom."),
 ("different_subject", "football", "2020", "Elsworth Vale's manager is Oren Walcott."),
 ("different_subject", "athletics", "2018", "Ode Mensah holds the Vessany national record in the 200 m at 20.31 s."),
 ("different_subject", "theatre", "2017", "Teatro Maravel's artistic director is Gideon Shaw."),
 ("different_subject", "band", "2018", "Saint Halcyon are signed to Tinfoil Records."),
 ("different_subject", "award", "2021-07", "The reigning Marston Open men's singles champion is Dmitri Halas."),
 # static: an unchanging fact restated with a synonymous verb
 ("static", "football", "2012", "Brackenford Athletic was founded in 1889."),
 ("static", "football", "2021", "Brackenford Athletic was established in 1889 by workers from the Calder ironworks."),
 ("static", "orchestra", "2010", "The Aldmoor Philharmonic gave its first concert in 1921."),
 ("static", "orchestra", "2019", "The Aldmoor Philharmonic made its debut in 1921."),
 ("static", "band", "2011", "Glasshouse Arcade formed in Saltmere in 2007."),
 ("static", "band", "2018", "Glasshouse Arcade were started in Saltmere in 2007."),
 ("static", "theatre", "2013", "The Lantern Street Theatre opened in 1903."),
 ("static", "theatre", "2023", "The Lantern Street Theatre first opened its doors in 1903."),
 ("static", "award", "2016", "The Marston Open is played on clay courts."),
 ("static", "award", "2022", "The Marston Open is contested on clay."),
 ("static", "football", "2015", "Kaito Brannock was born in Dunmarsh."),
 ("static", "football", "2022", "Brannock is a native of Dunmarsh."),
 # membership: memberships that look like roles, all holding at once
 ("membership", "football", "2014", "Corrow Town is a member of the Midland Football Association."),
 ("membership", "football", "2019", "Corrow Town also belongs to the Vessany Club Alliance."),
 ("membership", "orchestra", "2015", "Lev Adamik is a fellow of the Royal Academy of Vessany Music."),
 ("membership", "orchestra", "2018", "Adamik sits on the board of the Castelune Conservatoire."),
 ("membership", "theatre", "2017", "Nell Abara is a trustee of the Corvid Playhouse."),
 ("membership", "theatre", "2020", "Nell Abara serves on the council of the National Theatre Guild."),
 ("membership", "football", "2020", "Jonah Petrakis is a member of the players' union executive."),
 ("membership", "football", "2023", "Petrakis is also an ambassador for the Corrow Town Community Trust."),
 ("membership", "football", "2016", "Velden FC belongs to the Association of Northern Clubs."),
 ("membership", "football", "2021", "Velden FC is a founding member of the Kessel Cup committee."),
 ("membership", "teamsport", "2019", "Priya Deshane sits on the league's competition committee."),
 ("membership", "teamsport", "2021", "Deshane is a member of the national coaches' association."),
 # unrelated distractors (some share a subject with a changing family)
 ("unrelated", "football", "2016", "Brackenford Athletic's nickname is the Ironmen."),
 ("unrelated", "football", "2019", "Corrow Town's supporters stage a charity match every Boxing Day."),
 ("unrelated", "orchestra", "2016", "The Aldmoor Philharmonic recorded the complete Sibelius symphonies between 2014 and 2016."),
 ("unrelated", "band", "2010", "Glasshouse Arcade's debut single was Copper Moon."),
 ("unrelated", "festival", "2019", "The Brinewater Folk Festival was the first in the region to ban single-use plastics."),
 ("unrelated", "festival", "2023", "Tickets for the Greywell Fringe go on sale every March."),
 ("unrelated", "football", "2014", "Mirela Vasko studied sports science at Saltmere University."),
 ("unrelated", "teamsport", "2018", "The Redcap Falcons' mascot is a peregrine named Rusty."),
 ("unrelated", "award", "2022", "The Halloran Prize for Drama carries a purse of 20,000 crowns."),
 ("unrelated", "venue", "2015", "Quayside Stadium hosted a Vessany international in 2015."),
 ("unrelated", "theatre", "2016", "The Corvid Playhouse's bar is named after the actor Sidney Crowe."),
 ("unrelated", "band", "2018", "Velvet Ordnance's third album was recorded in a converted chapel."),
 ("unrelated", "award", "2020", "The Marston Open final is traditionally played on a Sunday."),
 ("unrelated", "award", "2019", "The Kessel Cup trophy was made by a Saltmere silversmith in 1911."),
]

# equal_time: two values of one fact at the identical order time (both labelled)
EQUAL_TIME = [
 ("football", "2023-06", ("Fisk", "Saltmere United's new head of recruitment is Alan Fisk."),
                         ("Brenner", "Saltmere United's new head of recruitment is Ola Brenner.")),
 ("festival", "2024-09", ("Harbour Lights", "The Kessling Film Festival's closing film is Harbour Lights."),
                         ("The Salt Road", "The Kessling Film Festival closes with The Salt Road.")),
 ("band", "2022-03", ("Dust Choir", "The support act on The Orrery Club's spring tour is Dust Choir."),
                     ("Saint Halcyon", "Saint Halcyon will support The Orrery Club on their spring tour.")),
 ("football", "2021-01", ("Olin", "Velden FC's goalkeeping coach is Marc Olin."),
                         ("Varro", "Velden FC's goalkeeping coach is Pete Varro.")),
 ("theatre", "2025-02", ("Tosca", "Teatro Maravel's season opener is Tosca."),
                        ("La Rondine", "Teatro Maravel opens its season with La Rondine.")),
 ("teamsport", "2024-01", ("Drey", "The Glenmoor Otters' kicking coach is Ewan Drey."),
                          ("Hoiby", "Lars Hoiby is the Glenmoor Otters' kicking coach.")),
]

MODES = (("live", 27), ("stamped", 55), ("backfilled", 18))
EPOCH_END = dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def day_in(rng, when):
    """A uniformly drawn day inside a 'YYYY' or 'YYYY-MM' period (before 2026-11)."""
    parts = [int(p) for p in when.split("-")]
    if len(parts) == 1:
        start = dt.date(parts[0], 1, 1)
        end = dt.date(parts[0], 12, 31)
    else:
        start = dt.date(parts[0], parts[1], 1)
        nxt = dt.date(parts[0] + (parts[1] == 12), parts[1] % 12 + 1, 1)
        end = nxt - dt.timedelta(days=1)
    end = min(end, dt.date(2026, 10, 31))
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def pick_mode(rng):
    r = rng.randrange(100)
    acc = 0
    for name, w in MODES:
        acc += w
        if r < acc:
            return name
    raise AssertionError


def tokens(s):
    return re.findall(r"[\w'&.,:-]+", s)


def one_slot(prev, new):
    """True when new differs from prev in one contiguous run of at most 4 tokens."""
    a, b = tokens(prev), tokens(new)
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    return 0 < max(len(a) - i - j, len(b) - i - j) <= 4


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: content, family, value, pol, order(datetime), mode, cls, domain, vmode, flags

    def new_mem(**kw):
        m = dict(family=None, value=None, pol="+", cls=None, vmode=None, hard=False)
        m.update(kw)
        mems.append(m)
        return m

    fam_index = {}
    for fid, subj, attr, scope, dom, versions in FAMILIES:
        assert fid not in fam_index, fid
        fam_index[fid] = (subj, attr, scope, dom, versions)
        prev_day = None
        prev_text = None
        for k, v in enumerate(versions):
            when, value, pol, vmode, text = v[:5]
            flags = v[5:]
            assert (vmode == "b") == (k == 0), (fid, k)
            if vmode == "e":
                assert one_slot(prev_text, text), (fid, k, "edit is not one slot")
            if "hard" in flags:
                assert 0 < k < len(versions) - 1, (fid, "hard version must be intermediate")
            d = day_in(rng, when)
            while prev_day is not None and d <= prev_day:
                d = day_in(rng, when)
            prev_day = d
            prev_text = text
            new_mem(content=text, family=fid, value=value, pol=pol, day=d, domain=dom,
                    vmode=vmode, hard="hard" in flags, subject=subj, attribute=attr)
        fam_index[fid] = (subj, attr, scope, dom, versions, prev_day)

    for cls, fid, when, value, text in ATTACHED:
        subj, attr, scope, dom, versions, last_day = fam_index[fid]
        assert value == versions[-1][1] and versions[-1][2] == "+", (fid, "control must restate the value in force")
        d = day_in(rng, when)
        tries = 0
        while d <= last_day:
            d = day_in(rng, when)
            tries += 1
            assert tries < 1000, (fid, when, "control period not after last version")
        new_mem(content=text, family=fid, value=value, pol="+", day=d, domain=dom, cls=cls,
                subject=subj, attribute=attr)

    for n, (cls, dom, when, text) in enumerate(STANDALONE):
        new_mem(content=text, family="S%03d" % n, value=text, day=day_in(rng, when), domain=dom, cls=cls)

    for n, (dom, when, a, b) in enumerate(EQUAL_TIME):
        d = day_in(rng, when)
        fid = "E%02d" % n
        ma = new_mem(content=a[1], family=fid, value=a[0], day=d, domain=dom, cls="equal_time")
        mb = new_mem(content=b[1], family=fid, value=b[0], day=d, domain=dom, cls="equal_time")
        ma["twin"] = mb

    # time modes and order times
    for m in mems:
        if "mode" in m:
            continue
        m["mode"] = pick_mode(rng)
        if "twin" in m:
            tw = m["twin"]
            # the twin shares the exact order time; backfilled twins stay backfilled
            tw["mode"] = "backfilled" if m["mode"] == "backfilled" else rng.choice(["live", "stamped"])
    for m in mems:
        d = m["day"]
        base = dt.datetime(d.year, d.month, d.day, tzinfo=dt.timezone.utc)
        if m["mode"] == "backfilled":
            m["order"] = base
        else:
            m["order"] = base + dt.timedelta(seconds=rng.randrange(6 * 3600, 23 * 3600))
    for m in mems:
        if "twin" in m:
            m["twin"]["order"] = m["order"]
            if m["mode"] == "backfilled":
                assert m["twin"]["mode"] == "backfilled"

    # created_at / observed_at
    by_family = {}
    for m in mems:
        by_family.setdefault(m["family"], []).append(m)
    for fid in sorted(by_family):
        members = by_family[fid]
        bf = sorted([m for m in members if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        if bf:
            t = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc) + dt.timedelta(
                days=rng.randrange(26), seconds=rng.randrange(8 * 3600, 18 * 3600))
            for m in bf:  # newest first: the newest version gets the earliest import instant
                m["created"] = t
                t += dt.timedelta(seconds=rng.randrange(1, 40))
        for m in members:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 50), seconds=rng.randrange(60))
            else:
                m["observed"] = m["order"]
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["order"] < EPOCH_END

    # opaque ids in a shuffled order, then the file order shuffled again
    perm = list(range(len(mems)))
    rng.shuffle(perm)
    for rank, idx in enumerate(perm):
        mems[idx]["id"] = "a%03d" % (rank + 1)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)

    # truth from labels only
    truth = []
    for fid in sorted(by_family):
        members = sorted(by_family[fid], key=lambda m: m["order"])
        for i, m in enumerate(members):
            for n in members[i + 1:]:
                if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    truth.append((m, n, "negation" if n["pol"] != m["pol"] else "value"))
                    break
        # no two versions share an order time outside equal_time
        if not fid.startswith("E"):
            times = [m["order"] for m in members]
            assert len(set(times)) == len(times), fid
    for a, b, _ in truth:
        assert a["cls"] is None and b["cls"] is None, (a["content"], b["content"])
    truth.sort(key=lambda t: (t[0]["id"], t[1]["id"]))
    return mems, file_order, truth


def write(mems, file_order, truth):
    lines = []
    for idx in file_order:
        m = mems[idx]
        o = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = fmt(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    out = {"memories.jsonl": lines,
           "truth.jsonl": [json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r})
                           for a, b, r in truth],
           "labels.jsonl": [json.dumps({"id": m["id"], "class": m["cls"]})
                            for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]]}
    for name, ls in out.items():
        tmp = os.path.join(HERE, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(ls) + "\n")
        os.replace(tmp, os.path.join(HERE, name))


def stats(mems, truth):
    out = []
    fam = {}
    for m in mems:
        if m["cls"] is None:
            fam.setdefault(m["family"], []).append(m)
    sizes = {}
    for f, ms in fam.items():
        sizes[len(ms)] = sizes.get(len(ms), 0) + 1
    moves_back = 0
    for f, ms in fam.items():
        ms = sorted(ms, key=lambda m: m["order"])
        seen = []
        back = False
        for m in ms:
            key = (m["value"], m["pol"])
            if seen and key != seen[-1] and key in seen:
                back = True
            if not seen or key != seen[-1]:
                seen.append(key)
        moves_back += back
    newer = [m for m in mems if m["vmode"] in ("r", "e", "c")]
    out.append("memories %d" % len(mems))
    out.append("changing families %d (by number of memories: %s)" % (
        len(fam), ", ".join("%d:%d" % (k, sizes[k]) for k in sorted(sizes))))
    out.append("family memories %d, labelled memories %d" % (
        sum(1 for m in mems if m["cls"] is None), sum(1 for m in mems if m["cls"])))
    out.append("true pairs %d (value %d, negation %d)" % (
        len(truth), sum(1 for t in truth if t[2] == "value"), sum(1 for t in truth if t[2] == "negation")))
    out.append("families with a move back %d" % moves_back)
    out.append("hard-worded intervening versions %d" % sum(1 for m in mems if m["hard"]))
    out.append("in-chain confirmations %d" % sum(1 for m in mems if m["vmode"] == "c"))
    nr = sum(1 for m in newer if m["vmode"] in ("r", "c"))
    out.append("newer versions %d: reworded %d (%.1f%%), one-slot edits %d (%.1f%%)" % (
        len(newer), nr, 100.0 * nr / len(newer), len(newer) - nr, 100.0 * (len(newer) - nr) / len(newer)))
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    out.append("labelled classes: " + ", ".join("%s %d" % (c, classes[c]) for c in sorted(classes)))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100.0 * modes[k] / len(mems))
                                           for k in sorted(modes)))
    inv = 0
    for f, ms in fam.items():
        ms = sorted(ms, key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            inv += a["created"] > b["created"]
    out.append("adjacent family versions whose created_at order inverts order time %d" % inv)
    doms = {}
    for m in mems:
        k = (m["domain"], "family" if m["cls"] is None else "labelled")
        doms[k] = doms.get(k, 0) + 1
    out.append("register (domain): " + ", ".join(
        "%s %d/%d" % (d, doms.get((d, "family"), 0), doms.get((d, "labelled"), 0))
        for d in sorted({k[0] for k in doms})) + "   (family/labelled)")
    words = [len(m["content"].split()) for m in mems]
    out.append("words per memory: mean %.1f, min %d, max %d" % (sum(words) / len(words), min(words), max(words)))
    yr = sum(1 for m in mems if re.search(r"\b(19|20)\d\d\b", m["content"]))
    season = sum(1 for m in mems if re.search(r"\b20\d\d-\d\d\b", m["content"]))
    passive = sum(1 for m in mems if re.search(r"\b(was|were|is|are)\s+(\w+ly\s+)?\w+(ed|en)\b", m["content"]))
    out.append("memories with a year in the text %d, with a season (2018-19) %d, with a be+participle passive %d" % (
        yr, season, passive))
    return "\n".join(out)


def main():
    mems, file_order, truth = build()
    if "--stats" in sys.argv:
        print(stats(mems, truth))
        return
    if "--list" in sys.argv:
        exp = {}
        for a, b, r in truth:
            exp[a["id"]] = "%s by %s (%s)" % ("expired", b["id"], r)
        for m in sorted(mems, key=lambda m: (m["family"], m["order"], m["id"])):
            print("%s\t%s\t%-10s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], fmt(m["order"]), m["mode"], m["family"], m["cls"] or "version:" + m["vmode"] +
                ("+hard" if m["hard"] else ""), "%s/%s" % (m["value"] if m["cls"] is None or m["family"].startswith(("F", "E")) else "-", m["pol"]),
                exp.get(m["id"], "-"), m["content"]))
        return
    write(mems, file_order, truth)


if __name__ == "__main__":
    main()
