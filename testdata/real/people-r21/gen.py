#!/usr/bin/env python3
"""people-r21: blind registered gate corpus R21, "people, HR and staffing records".

Labels are fixed in the tables below before anything is generated; truth is computed from the
labels (family, value, polarity, order time), never from the text. Deterministic: fixed seed.
Usage: python3 gen.py [--stats|--list]
"""
import hashlib, json, os, random, sys
from datetime import datetime, timedelta, timezone

SEED = 2121
HERE = os.path.dirname(os.path.abspath(__file__))

# Changing families: (fid, subject, attribute, scope, versions)
# version: (value, polarity, edit, text); polarity '+' holds, '-' stopped holding.
# edit: 'f' first version, 'r' reworded, 's' one-slot edit, 'h' hard-worded (reworded) intervening version,
#       'c' confirmation inside a chain (same value restated; expired by the next change, never paired with what it confirms)
FAMS = [
 ("F01", "Priyanka Oduya", "line manager", "", [
   ("dan", "+", "f", "Priyanka Oduya's line manager is Dan Okafor."),
   ("sofia", "+", "r", "Priyanka now reports to Sofia Reyes after the Finance restructure."),
   ("gwen", "+", "s", "Priyanka now reports to Gwen Hartley after the Finance restructure."),
   ("dan", "+", "r", "LM for Priyanka Oduya: Dan Okafor (back from his secondment)."),
 ]),
 ("F02", "Tomasz Reilly", "job title", "", [
   ("payroll assistant", "+", "f", "Tomasz Reilly - job title: Payroll Assistant"),
   ("payroll officer", "+", "s", "Tomasz Reilly - job title: Payroll Officer"),
 ]),
 ("F03", "Ifeoma Lindqvist", "team", "", [
   ("onboarding", "+", "f", "Ifeoma Lindqvist joined the Onboarding team."),
   ("reward", "+", "r", "Ifeoma was moved across to the Reward & Benefits team in the autumn reshuffle."),
   ("er", "+", "s", "Ifeoma was moved across to the Employee Relations team in the spring reshuffle."),
 ]),
 ("F04", "Caspar Mwangi", "contract type", "", [
   ("fixed-term", "+", "f", "Contract: fixed-term (12 months) - Caspar Mwangi"),
   ("permanent", "+", "s", "Contract: permanent - Caspar Mwangi"),
 ]),
 ("F05", "Nadia Feltham", "working pattern", "", [
   ("5-day", "+", "f", "Nadia Feltham works a 5-day week (1.0 FTE)."),
   ("4-day", "+", "r", "Nadia moved to a 4-day week from March (0.8 FTE)."),
   ("3-day", "+", "h", "Following her flexible working request Nadia is going down to three days, Tue to Thu, for the rest of the school year."),
   ("5-day", "+", "r", "Nadia is back to full time, five days a week."),
 ]),
 ("F06", "Rhys Okonkwo-Barr", "salary band", "", [
   ("c2", "+", "f", "Band: C2 (Rhys Okonkwo-Barr)"),
   ("c3", "+", "s", "Band: C3 (Rhys Okonkwo-Barr)"),
   ("d1", "+", "r", "Regraded Rhys to D1 after the job evaluation panel."),
 ]),
 ("F07", "Zainab Holloway", "notice period", "", [
   ("1 month", "+", "f", "Zainab Holloway notice period: 1 month"),
   ("3 months", "+", "s", "Zainab Holloway notice period: 3 months"),
 ]),
 ("F08", "Mateo Strand", "probation end date", "", [
   ("2024-06-14", "+", "f", "Mateo Strand probation ends 14 June 2024."),
   ("2024-09-13", "+", "s", "Mateo Strand probation ends 13 September 2024."),
 ]),
 ("F09", "Elspeth Ngata", "office location", "", [
   ("harrowgate st", "+", "f", "Elspeth Ngata is based at the Harrowgate Street office."),
   ("quayside", "+", "s", "Elspeth Ngata is based at the Quayside office."),
 ]),
 ("F10", "Joaquin Barrow", "desk", "", [
   ("3f-17", "+", "f", "Desk: 3F-17 (Joaquin Barrow)"),
   ("4a-02", "+", "r", "Joaquin's desk is now 4A-02."),
   ("4a-02", "-", "r", "Joaquin no longer has a fixed desk; he has gone into the hot-desk pool."),
 ]),
 ("F11", "Hattie Msimang", "holiday allowance", "", [
   ("25", "+", "f", "Hattie Msimang - annual leave: 25 days + bank holidays"),
   ("27", "+", "r", "Hattie's holiday allowance rises to 27 days after five years' service."),
   ("28", "+", "s", "Hattie's holiday allowance rises to 28 days after ten years' service."),
 ]),
 ("F12", "Olumide Carver", "payroll number", "", [
   ("pr-44817", "+", "f", "Payroll no. for Olumide Carver: PR-44817"),
   ("pr-50932", "+", "r", "Olumide was issued a new payroll number, PR-50932, after the system migration."),
 ]),
 ("F13", "Saskia Dunmore", "mentor", "", [
   ("bertil", "+", "f", "Saskia Dunmore's mentor is Bertil Achterberg."),
   ("wren", "+", "r", "Mentor reassigned: Saskia is now paired with Wren Kapoor."),
   ("wren", "+", "c", "Checked in with Saskia - still meeting Wren Kapoor monthly as her mentor."),
   ("dorcas", "+", "r", "Saskia's mentoring moved to Dorcas Pemberton when Wren went on leave."),
 ]),
 ("F14", "Idris Valcourt", "DBS status", "", [
   ("pending", "+", "f", "DBS check for Idris Valcourt: submitted, awaiting result"),
   ("clear", "+", "r", "Idris's enhanced DBS came back clear on 9 Feb."),
   ("expired", "+", "r", "Idris Valcourt DBS status: expired - renewal needed before he can rejoin the youth sessions."),
 ]),
 ("F15", "Marguerite Osei", "emergency contact", "", [
   ("kofi", "+", "f", "Emergency contact (Marguerite Osei): Kofi Osei, husband, 07700 900412"),
   ("abena", "+", "r", "Marguerite updated her emergency contact to her sister, Abena Osei."),
 ]),
 ("F16", "Fergus Tanaka", "right-to-work expiry", "", [
   ("2024-11-30", "+", "f", "Fergus Tanaka - right to work expiry 30/11/2024"),
   ("2027-11-30", "+", "s", "Fergus Tanaka - right to work expiry 30/11/2027"),
 ]),
 ("F17", "Lowri Abernethy", "volunteer shift", "", [
   ("tue eve", "+", "f", "Lowri Abernethy volunteers Tuesday evenings at the food bank."),
   ("thu eve", "+", "h", "Lowri asked to swap her evening session - from the 12th she'll be doing Thursdays instead of her usual night."),
   ("tue eve", "+", "r", "Lowri is back on Tuesday evenings from next month."),
 ]),
 ("F18", "Corrow Valley Food Bank", "rota coordinator", "", [
   ("kwabena", "+", "f", "Rota coordinator at Corrow Valley Food Bank: Kwabena Rusk"),
   ("anouk", "+", "r", "Anouk Fairweather has taken over coordinating the Corrow Valley rota from Kwabena."),
   ("desmond", "+", "r", "Rota coordinator at Corrow Valley Food Bank: Desmond Ilori"),
   ("kwabena", "+", "r", "Desmond handed the Corrow Valley rota back to Kwabena Rusk."),
 ]),
 ("F19", "REQ-2291", "recruiter", "", [
   ("greta", "+", "f", "Recruiter on REQ-2291 (Senior Site Surveyor): Greta Solano"),
   ("yusuf", "+", "s", "Recruiter on REQ-2291 (Senior Site Surveyor): Yusuf Penhaligon"),
 ]),
 ("F20", "REQ-2291", "vacancy status", "", [
   ("open", "+", "f", "REQ-2291 is open and advertised on the careers page."),
   ("open", "-", "r", "REQ-2291 withdrawn - budget freeze."),
   ("open", "+", "r", "REQ-2291 reopened after the Q3 budget review."),
   ("filled", "+", "r", "REQ-2291 filled: offer accepted by an external candidate."),
 ]),
 ("F21", "REQ-2291", "interview panel chair", "", [
   ("rosalind", "+", "f", "Panel chair for the REQ-2291 interviews: Rosalind Achebe"),
   ("cormac", "+", "r", "Cormac Vries will chair the REQ-2291 panel instead of Rosalind."),
 ]),
 ("F22", "Thandiwe Marsh", "employment", "Sable & Finch", [
   ("sable", "+", "f", "Thandiwe Marsh started at Sable & Finch Architects on 3 Oct 2022."),
   ("sable", "-", "r", "Thandiwe left Sable & Finch (resigned, last day 28 July)."),
   ("sable", "+", "r", "Thandiwe rehired at Sable & Finch, start date 8 January."),
 ]),
 ("F23", "Benedikt Okoro", "rota membership", "Saturday morning", [
   ("sat am", "+", "f", "Benedikt Okoro is on the Saturday morning rota at Marrowgate Leisure Centre."),
   ("sat am", "-", "r", "Benedikt is no longer on the Saturday rota."),
   ("sat am", "+", "r", "Benedikt back on the Saturday morning rota from 5 April."),
 ]),
 ("F24", "Imogen Castellanos", "contract", "", [
   ("agency 6m", "+", "f", "Imogen Castellanos is on a 6-month agency contract with Pellingham Community Trust."),
   ("agency 6m", "-", "r", "Imogen's contract ended on 31 March."),
 ]),
 ("F25", "Haruto Blackwood", "line manager", "", [
   ("esi", "+", "f", "Haruto Blackwood - LM: Esi Lundgren"),
   ("piotr", "+", "s", "Haruto Blackwood - LM: Piotr Amadi"),
 ]),
 ("F26", "Esi Lundgren", "job title", "", [
   ("ops lead", "+", "f", "Esi Lundgren's title is Operations Lead."),
   ("head of ops", "+", "s", "Esi Lundgren's title is Head of Operations."),
   ("director", "+", "r", "Esi took on the role of Director of People & Operations in January."),
 ]),
 ("F27", "Piotr Amadi", "working pattern", "", [
   ("compressed", "+", "f", "Piotr Amadi works compressed hours: 4 x 9.5h, Fridays off."),
   ("5-day", "+", "r", "Piotr has gone back to a standard 5-day week."),
 ]),
 ("F28", "Clemence Hardacre", "office location", "", [
   ("leeds", "+", "f", "Clemence Hardacre works from the Leeds office."),
   ("bristol", "+", "s", "Clemence Hardacre works from the Bristol office."),
   ("remote", "+", "r", "Clemence is now fully remote (contractual home-worker)."),
   ("leeds", "+", "r", "Clemence is based in Leeds again."),
 ]),
 ("F29", "Ravi Thornbury", "PIP review date", "", [
   ("05-20", "+", "f", "Ravi Thornbury placed on a PIP, review date 20 May."),
   ("06-17", "+", "r", "Ravi's PIP review has been pushed back to 17 June."),
 ]),
 ("F30", "Ravi Thornbury", "team", "", [
   ("customer data", "+", "f", "Ravi Thornbury is in the Customer Data team."),
   ("platform support", "+", "s", "Ravi Thornbury is in the Platform Support team."),
 ]),
 ("F31", "Dorcas Pemberton", "salary", "", [
   ("34500", "+", "f", "Dorcas Pemberton salary: \u00a334,500"),
   ("36200", "+", "r", "Dorcas's pay went up to \u00a336,200 after the annual review."),
   ("36200", "+", "c", "Dorcas's salary confirmed at \u00a336,200 in this year's pay letter."),
   ("38000", "+", "r", "Salary for Dorcas Pemberton: \u00a338,000 (promotion uplift)"),
 ]),
 ("F32", "Wren Kapoor", "probation end date", "", [
   ("2025-03-01", "+", "f", "Wren Kapoor's probation ends 1 March 2025."),
   ("2025-02-01", "+", "r", "Wren passed probation early; end date brought forward to 1 February 2025."),
 ]),
 ("F33", "Bertil Achterberg", "notice period", "", [
   ("6 weeks", "+", "f", "Bertil Achterberg notice period: 6 weeks"),
   ("2 months", "+", "r", "Bertil's notice period is now 2 months (revised contract)."),
   ("6 weeks", "+", "r", "Notice period reduced back to 6 weeks for Bertil at his request."),
 ]),
 ("F34", "Greta Solano", "onboarding buddy", "", [
   ("marguerite", "+", "f", "Onboarding buddy for Greta Solano: Marguerite Osei"),
   ("fergus", "+", "s", "Onboarding buddy for Greta Solano: Fergus Tanaka"),
 ]),
 ("F35", "Yusuf Penhaligon", "DBS level", "", [
   ("basic", "+", "f", "Yusuf Penhaligon DBS: basic check, clear"),
   ("enhanced", "+", "r", "Yusuf's DBS was upgraded to an enhanced check with barred list, cleared 2 Aug."),
 ]),
 ("F36", "Rosalind Achebe", "holiday allowance", "", [
   ("30", "+", "f", "Rosalind Achebe holiday allowance: 30 days"),
   ("35", "+", "r", "Rosalind bought 5 extra days; her allowance for this leave year is 35 days."),
 ]),
 ("F37", "Cormac Vries", "emergency contact", "", [
   ("lena", "+", "f", "Cormac Vries' emergency contact is his partner, Lena Vries."),
   ("pieter", "+", "r", "Emergency contact for Cormac changed to his father, Pieter Vries, 01632 960118."),
   ("lena", "+", "r", "Cormac put Lena back down as his emergency contact."),
 ]),
 ("F38", "Kwabena Rusk", "volunteer shift", "", [
   ("mon am", "+", "f", "Kwabena Rusk's shift: Monday 09:00-13:00, warehouse"),
   ("wed pm", "+", "s", "Kwabena Rusk's shift: Wednesday 13:00-17:00, warehouse"),
 ]),
 ("F39", "Anouk Fairweather", "payroll number", "", [
   ("30771", "+", "f", "Anouk Fairweather payroll #: 30771"),
   ("30717", "+", "s", "Anouk Fairweather payroll #: 30717"),
 ]),
 ("F40", "Desmond Ilori", "right-to-work expiry", "", [
   ("2025-08-14", "+", "f", "Desmond Ilori's right-to-work check: share code verified, expiry 14 Aug 2025"),
   ("2030-08-14", "+", "r", "RTW expiry for Desmond is now 14 August 2030 after his new status was granted."),
 ]),
 ("F41", "Priyanka Oduya", "desk", "", [
   ("2c-09", "+", "f", "Priyanka's desk: 2C-09"),
   ("2c-14", "+", "s", "Priyanka's desk: 2C-14"),
 ]),
 ("F42", "Tomasz Reilly", "working hours", "", [
   ("8-4", "+", "f", "Tomasz works Mon-Fri 8-4."),
   ("10-6", "+", "s", "Tomasz works Mon-Fri 10-6."),
 ]),
 ("F43", "Ifeoma Lindqvist", "salary band", "", [
   ("b3", "+", "f", "Ifeoma is on band B3."),
   ("b4", "+", "r", "Ifeoma moved up to band B4 in the April pay round."),
   ("c1", "+", "r", "Band for Ifeoma Lindqvist: C1"),
   ("c2", "+", "r", "Ifeoma Lindqvist regraded to C2 following her promotion to team lead."),
 ]),
 ("F44", "Caspar Mwangi", "office location", "", [
   ("dunfield", "+", "f", "Caspar Mwangi is based at the Dunfield depot."),
   ("ashcombe", "+", "s", "Caspar Mwangi is based at the Ashcombe depot."),
 ]),
 ("F45", "Nadia Feltham", "mentor", "", [
   ("idris", "+", "f", "Nadia Feltham has been assigned Idris Valcourt as her mentor."),
   ("rosalind", "+", "r", "Nadia's new mentor is Rosalind Achebe."),
 ]),
 ("F46", "Zainab Holloway", "job title", "", [
   ("coordinator", "+", "f", "Zainab Holloway: Recruitment Coordinator"),
   ("tap", "+", "r", "Zainab stepped up to Talent Acquisition Partner."),
   ("acting head", "+", "h", "While Lowri is on maternity leave Zainab is acting up into the Head of Talent seat, with the allowance backdated."),
   ("tap", "+", "r", "Zainab's acting-up has ended; she is back as Talent Acquisition Partner."),
 ]),
 ("F47", "Mateo Strand", "team", "", [
   ("field sales north", "+", "f", "Mateo Strand - team: Field Sales North"),
   ("key accounts", "+", "s", "Mateo Strand - team: Key Accounts"),
 ]),
 ("F48", "Elspeth Ngata", "contract type", "", [
   ("zero-hours", "+", "f", "Elspeth Ngata is on a zero-hours contract."),
   ("permanent pt", "+", "r", "Elspeth has accepted a permanent part-time contract (20 hrs)."),
 ]),
 ("F49", "Joaquin Barrow", "line manager", "", [
   ("hattie", "+", "f", "Joaquin Barrow reports to Hattie Msimang."),
   ("olumide", "+", "r", "Joaquin's line manager changed to Olumide Carver."),
   ("saskia", "+", "s", "Joaquin's line manager changed to Saskia Dunmore."),
 ]),
 ("F50", "Olumide Carver", "notice period", "", [
   ("3 months", "+", "f", "Olumide Carver has a 3 month notice period."),
   ("1 month", "+", "s", "Olumide Carver has a 1 month notice period."),
 ]),
 ("F51", "Saskia Dunmore", "employment", "Brackenridge Lettings", [
   ("brackenridge", "+", "f", "Saskia Dunmore works at Brackenridge Lettings."),
   ("brackenridge", "-", "r", "Saskia has left Brackenridge Lettings; leaving date 30 June."),
 ]),
 ("F52", "Mireille Dufort", "rota membership", "Friday van delivery", [
   ("fri van", "+", "f", "Mireille Dufort is on the Friday van-delivery rota."),
   ("fri van", "-", "r", "Mireille dropped off the van rota after moving house."),
   ("fri van", "+", "r", "Mireille is back on the Friday van-delivery rota."),
 ]),
 ("F53", "REQ-2307", "vacancy status", "", [
   ("open", "+", "f", "REQ-2307 (Bid Writer, 0.6 FTE) - status: open"),
   ("on hold", "+", "r", "REQ-2307 put on hold pending the funding decision."),
   ("on hold", "-", "r", "REQ-2307 withdrawn; the role will not be filled this year."),
 ]),
 ("F54", "REQ-2307", "recruiter", "", [
   ("talbot", "+", "f", "Agency recruiter for REQ-2307: Talbot Search (Hamid)"),
   ("greta", "+", "r", "We've taken REQ-2307 in-house; the recruiter is now Greta Solano."),
 ]),
 ("F55", "REQ-2307", "interview panel chair", "", [
   ("esi", "+", "f", "REQ-2307 interview panel chaired by Esi Lundgren."),
   ("haruto", "+", "r", "Chair for the REQ-2307 panel: Haruto Blackwood"),
   ("esi", "+", "r", "Panel chair on REQ-2307 swapped back to Esi."),
 ]),
 ("F56", "Fergus Tanaka", "working pattern", "", [
   ("0.6", "+", "f", "Fergus Tanaka: 0.6 FTE, Mon/Tue/Wed"),
   ("0.8", "+", "s", "Fergus Tanaka: 0.8 FTE, Mon-Thu"),
   ("1.0", "+", "r", "Fergus is now full-time."),
 ]),
 ("F57", "Greta Solano", "probation end date", "", [
   ("2025-05-02", "+", "f", "Greta Solano probation end date: 02/05/2025"),
   ("2025-08-02", "+", "r", "Greta's probation was extended by three months, to 2 August 2025."),
 ]),
 ("F58", "Yusuf Penhaligon", "line manager", "", [
   ("clemence", "+", "f", "Yusuf Penhaligon's LM is Clemence Hardacre."),
   ("ravi", "+", "h", "For the duration of the migration project Yusuf's reporting line sits under Ravi Thornbury."),
   ("clemence", "+", "r", "LM: Clemence Hardacre (Yusuf moved back to her team)"),
 ]),
 ("F59", "Desmond Ilori", "job title", "", [
   ("operative", "+", "f", "Desmond Ilori - Warehouse Operative"),
   ("supervisor", "+", "s", "Desmond Ilori - Shift Supervisor"),
 ]),
 ("F60", "Anouk Fairweather", "contract type", "", [
   ("ftc 2024-12-31", "+", "f", "Anouk Fairweather is on a fixed-term contract to 31 Dec 2024."),
   ("ftc 2025-06-30", "+", "r", "Anouk's fixed-term contract was extended to 30 June 2025."),
   ("permanent", "+", "r", "Anouk made permanent from 1 July 2025."),
 ]),
 ("F61", "Cormac Vries", "holiday allowance", "", [
   ("22", "+", "f", "Cormac Vries holiday allowance 22 days (pro rata, 0.8)"),
   ("25", "+", "r", "Cormac's annual leave entitlement is now 25 days since he went full-time."),
 ]),
 ("F62", "Thandiwe Marsh", "office location", "", [
   ("canal wharf", "+", "f", "Thandiwe sits at the Canal Wharf studio."),
   ("marlow yard", "+", "s", "Thandiwe sits at the Marlow Yard studio."),
 ]),
 ("F63", "Benedikt Okoro", "DBS status", "", [
   ("pending", "+", "f", "Benedikt Okoro: DBS renewal requested 3 March"),
   ("clear", "+", "r", "Benedikt's DBS renewal is through: clear."),
 ]),
 ("F64", "Imogen Castellanos", "emergency contact", "", [
   ("rafael", "+", "f", "Imogen's emergency contact: Rafael Castellanos (brother)"),
   ("june", "+", "r", "Imogen changed her emergency contact to her flatmate, June Amesbury."),
 ]),
 ("F65", "Haruto Blackwood", "salary band", "", [
   ("d2", "+", "f", "Haruto Blackwood: band D2"),
   ("d3", "+", "s", "Haruto Blackwood: band D3"),
   ("e1", "+", "r", "Band for Haruto Blackwood: E1"),
 ]),
 ("F66", "Piotr Amadi", "mentor", "leadership scheme", [
   ("esi", "+", "f", "Piotr Amadi's mentor on the leadership scheme is Esi Lundgren."),
   ("marguerite", "+", "r", "Leadership-scheme mentor for Piotr: Marguerite Osei"),
 ]),
 ("F67", "Esi Lundgren", "office location", "", [
   ("trinity row", "+", "f", "Esi Lundgren is based at head office, Trinity Row."),
   ("northgate", "+", "r", "Esi is now based at the Northgate hub."),
 ]),
 ("F68", "Ottilie Grange", "volunteer shift", "reception", [
   ("wed am", "+", "f", "Ottilie Grange covers the reception desk at Pellingham Community Trust on Wednesday mornings."),
   ("fri am", "+", "r", "Ottilie has moved her reception shift to Friday mornings."),
   ("wed am", "+", "r", "Ottilie's reception shift: Wednesday mornings again."),
   ("wed am", "-", "r", "Ottilie has stepped down from the reception rota."),
 ]),
 ("F69", "Marrowgate Leisure Centre", "rota coordinator", "lifeguard", [
   ("idris", "+", "f", "The Marrowgate lifeguard rota is coordinated by Idris Valcourt."),
   ("hattie", "+", "s", "The Marrowgate lifeguard rota is coordinated by Hattie Msimang."),
 ]),
]

# Families whose text carries dates get order days consistent with those dates (one per version and tail).
FIXED_DAYS = {
 "F08": ["2024-01-08", "2024-05-29"],
 "F16": ["2023-05-15", "2024-10-02"],
 "F22": ["2022-09-12", "2023-07-03", "2024-12-09"],
 "F24": ["2025-10-01", "2026-03-31"],
 "F32": ["2024-09-02", "2025-01-27"],
 "F40": ["2023-03-20", "2025-07-30"],
 "F57": ["2024-11-04", "2025-04-22"],
 "F60": ["2024-01-15", "2024-11-28", "2025-06-24"],
 "F14": ["2023-01-16", "2023-02-10", "2026-02-02"],
}

# Labelled confirmations of the value in force at the end of a changing family (restated after the last version).
TAIL_CONF = [
 ("F01", "Priyanka still reports to Dan Okafor - confirmed at her 1:1."),
 ("F06", "Rhys remains on D1 as usual after this year's pay review."),
 ("F09", "Elspeth is still at the Quayside office."),
 ("F12", "Confirmed Olumide's payroll number PR-50932 with the bureau."),
 ("F19", "Yusuf Penhaligon is still the recruiter on REQ-2291."),
 ("F27", "Piotr continues on a standard five-day week."),
 ("F44", "Caspar still based at Ashcombe."),
 ("F63", "Benedikt's DBS is still clear (checked on the update service)."),
]

# Labelled groups: (class, [texts]). Each group is one fact (or one set of coexisting values); every
# member gets its own distinct order time except equal_time groups, whose two members share one order time.
GROUPS = [
 ("multi_valued", ["Priyanka Oduya speaks Gujarati and English.",
                   "Priyanka also speaks Swahili - useful for the Nairobi supplier calls."]),
 ("multi_valued", ["Tomasz holds the CIPP payroll certificate.",
                   "Tomasz also completed the Level 3 First Aid at Work certificate."]),
 ("multi_valued", ["Skills (Ifeoma Lindqvist): Workday admin, HR analytics",
                   "Ifeoma has another skill to add to her profile: Excel VBA."]),
 ("multi_valued", ["Interview panel for REQ-2291: Rosalind Achebe, Hattie Msimang",
                   "Adding Olumide Carver to the REQ-2291 interview panel too."]),
 ("multi_valued", ["Members of the Reward & Benefits team: Dorcas Pemberton, Anouk Fairweather.",
                   "Wren Kapoor has also joined the Reward & Benefits team."]),
 ("multi_valued", ["Allergies on file for Lowri Abernethy: penicillin",
                   "Lowri also has a nut allergy - flag it for the volunteer lunch."]),
 ("scope_disjoint", ["Bea Lancaster's term-time hours: 9:15-2:45, Monday to Friday.",
                     "During the school holidays Bea works two days a week (Tue/Wed)."]),
 ("scope_disjoint", ["Staff in the UK office get 25 days' annual leave plus bank holidays.",
                     "US office staff get 15 days PTO plus federal holidays."]),
 ("scope_disjoint", ["Solveig Marr works weekday shifts, 7am-3pm, at the Dunfield depot.",
                     "At weekends Solveig does the 10am-6pm shift at Dunfield."]),
 ("scope_disjoint", ["Haruto has admin rights on the staging payroll system.",
                     "Haruto's access on the production payroll system is read-only."]),
 ("scope_disjoint", ["Summer timetable: lifeguard cover at Marrowgate starts at 6:30am.",
                     "Winter timetable: lifeguard cover at Marrowgate starts at 7:30am."]),
 ("scope_disjoint", ["Nadia's on-call week for the Scotland region: first week of each month.",
                     "For the North West region Nadia is on call in the third week."]),
 ("format_variant", ["Marrowgate Saturday shift ends at 17:00.",
                     "Saturday shifts at Marrowgate finish at 5pm."]),
 ("format_variant", ["Relocation package approved for Benedikt Okoro: \u00a31,000",
                     "Benedikt's relocation: \u00a31k, paid with the March salary."]),
 ("format_variant", ["Cormac Vries works 37.5 hours a week.",
                     "Cormac's contracted hours: thirty-seven and a half per week."]),
 ("format_variant", ["Leopold Asante is in his 2nd year of the graduate scheme.",
                     "Leopold is in the second year of the grad scheme."]),
 ("format_variant", ["Solveig Marr's start date: 03/04/2023",
                     "Solveig started on 3 April 2023."]),
 ("elaboration", ["Wren Kapoor is a Payroll Analyst.",
                  "Wren Kapoor is a Payroll Analyst in the Finance Ops group, covering the weekly and monthly payrolls."]),
 ("elaboration", ["Hattie Msimang is a first aider.",
                  "Hattie Msimang is a qualified first aider for the second floor (3-day FAW course, renewed last spring)."]),
 ("elaboration", ["Mireille drives the food bank van.",
                  "Mireille drives the food bank van - the white Transit on the northern estates route, always with a helper."]),
 ("elaboration", ["Joaquin Barrow's pension scheme: NEST.",
                  "Joaquin's pension is with NEST, auto-enrolled at 5% employee / 3% employer."]),
 ("elaboration", ["Bea Lancaster's role: teaching assistant.",
                  "Bea Lancaster is a teaching assistant, supporting Year 2 with the phonics groups."]),
 ("confirmation", ["Gideon Farrow is our payroll bureau contact.",
                   "Gideon Farrow remains our payroll bureau contact, as usual."]),
 ("confirmation", ["The DBS lead for Corrow Valley Food Bank is Maeve Ilori.",
                   "Maeve Ilori confirmed she is still the DBS lead for Corrow Valley."]),
 ("different_subject", ["Leon Achterberg now reports to Dan Okafor."]),
 ("different_subject", ["Noor Fairweather's contract changed to permanent."]),
 ("different_subject", ["Marisol Dunmore moved to a 4-day week from March."]),
 ("different_subject", ["Oskar Reilly's notice period extended to 3 months."]),
 ("different_subject", ["Band: C3 (Talia Mwangi)"]),
 ("different_subject", ["Desk: 3F-17 (Ambrose Lindqvist)"]),
 ("different_subject", ["Hamza Okonkwo was reassigned to Key Accounts."]),
 ("different_subject", ["Ines Barrow has left Brackenridge Lettings."]),
 ("different_subject", ["Tobias Feltham's probation ends 14 June 2024."]),
 ("different_subject", ["Rota coordinator at the Ashcombe pantry: Maeve Ilori"]),
 ("static", ["Rhys Okonkwo-Barr joined the company in September 2019.",
             "Rhys started with us in September 2019."]),
 ("static", ["Dorcas Pemberton was born in Accra.",
             "Dorcas Pemberton is originally from Accra."]),
 ("static", ["Elspeth Ngata holds a degree in social policy from Keele.",
             "Elspeth graduated from Keele with a social policy degree."]),
 ("static", ["Caspar Mwangi's employee number is E-1182.",
             "Caspar Mwangi has employee number E-1182."]),
 ("static", ["Pellingham Community Trust was founded in 1998.",
             "Pellingham Community Trust was set up in 1998."]),
 ("membership", ["Zainab Holloway is a mental health first aider.",
                 "Zainab also sits on the Diversity & Inclusion working group.",
                 "Zainab is the fire warden for the third floor."]),
 ("membership", ["Olumide Carver is a member of the health and safety committee.",
                 "Olumide is our union rep (Unite).",
                 "Olumide chairs the social committee."]),
 ("membership", ["Haruto Blackwood is a trustee of Corrow Valley Food Bank.",
                 "Haruto is on the pensions board as a member-nominated trustee."]),
 ("membership", ["Esi Lundgren sits on the board of Pellingham Community Trust.",
                 "Esi is also a STEM ambassador."]),
 ("equal_time", ["Solveig Marr's LM: Piotr Amadi",
                 "Solveig Marr reports to Clemence Hardacre."]),
 ("equal_time", ["Gideon Farrow's desk: 1B-04",
                 "Gideon's desk is 1B-11."]),
 ("equal_time", ["Leopold Asante - band B2",
                 "Leopold Asante is on band B1."]),
 ("equal_time", ["Bea Lancaster's DBS status: pending",
                 "Bea Lancaster's DBS: clear"]),
 ("equal_time", ["Recruiter on REQ-2330 (Caretaker): Greta Solano",
                 "REQ-2330 recruiter: Yusuf Penhaligon"]),
]
UNRELATED = [
 "Priyanka is running the 10k for the hospice in October.",
 "Tomasz brought in cake for his birthday.",
 "Nadia asked about the cycle-to-work scheme.",
 "Company-wide: payroll cut-off moves to the 18th in December.",
 "Reminder to renew the employers' liability insurance certificate on the noticeboard.",
 "The food bank collection point at the Co-op needs emptying on Mondays.",
 "Mateo booked annual leave 12-16 August.",
 "Exit interview template updated on the shared drive.",
 "Idris prefers to be contacted by text, not email.",
 "Lowri's volunteer appreciation certificate posted out on 4 Dec.",
 "New starter checklist now includes the IT security module.",
 "The Marrowgate staff room fridge gets cleared every Friday.",
 "Esi flagged that the org chart on the intranet is out of date.",
 "Benedikt asked for a reference letter for his mortgage application.",
 "Kwabena's van parking permit arrived.",
 "Volunteer Christmas party pencilled in for 13 December at the Bell & Anchor.",
]

LIMIT = datetime(2026, 10, 25, tzinfo=timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with internal fields

    def new_mem(text, key, order, mode, **lab):
        m = {"content": text, "key": key, "order": order, "mode": mode}
        m.update(lab)
        mems.append(m)
        return m

    def day_time(d):
        return d.replace(hour=rng.randint(7, 18), minute=rng.randint(0, 59), second=rng.randint(0, 59))

    def times(n, gmin=25, gmax=170):
        while True:
            start = datetime(2022, 1, 3, tzinfo=timezone.utc) + timedelta(days=rng.randint(0, 1100))
            ds = [start]
            for _ in range(n - 1):
                ds.append(ds[-1] + timedelta(days=rng.randint(gmin, gmax)))
            if ds[-1] < LIMIT:
                return [day_time(d) for d in ds]

    n_pick = sum(len(f[4]) for f in FAMS) + len(TAIL_CONF) + len(UNRELATED) + sum(
        len(t) for c, t in GROUPS if c != "equal_time")
    n_all = n_pick + sum(len(t) for c, t in GROUPS if c == "equal_time")
    n_bf, n_live = round(n_all * 0.18), round(n_all * 0.27) - 5
    pool = ["backfilled"] * n_bf + ["live"] * n_live + ["stamped"] * (n_pick - n_bf - n_live)
    rng.shuffle(pool)

    def pick_mode():
        return pool.pop()

    tails = {}
    for fid, text in TAIL_CONF:
        tails.setdefault(fid, []).append(text)
    for fid, subj, attr, scope, vers in FAMS:
        extra = tails.get(fid, [])
        if fid in FIXED_DAYS:
            assert len(FIXED_DAYS[fid]) == len(vers) + len(extra), fid
            ts = [day_time(datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=timezone.utc)) for d in FIXED_DAYS[fid]]
        else:
            ts = times(len(vers) + len(extra))
        for i, (val, pol, edit, text) in enumerate(vers):
            new_mem(text, fid, ts[i], pick_mode(), value=val, pol=pol, edit=edit, cls=None, subj=subj, attr=attr, scope=scope)
        last = vers[-1]
        for j, text in enumerate(extra):
            new_mem(text, fid, ts[len(vers) + j], pick_mode(), value=last[0], pol=last[1], edit="conf", cls="confirmation",
                    subj=subj, attr=attr, scope=scope)
    for gi, (cls, texts) in enumerate(GROUPS):
        key = "G%02d" % (gi + 1)
        if cls == "equal_time":
            t = times(1)[0]
            for k, text in enumerate(texts):
                new_mem(text, key, t, rng.choice(["live", "stamped"]), value="v%d" % k, pol="+", edit="eq", cls=cls)
        else:
            ts = times(len(texts), 10, 200)
            for k, text in enumerate(texts):
                new_mem(text, key, ts[k], pick_mode(), value="v%d" % k, pol="+", edit="neg", cls=cls)
    for ui, text in enumerate(UNRELATED):
        new_mem(text, "U%02d" % (ui + 1), times(1)[0], pick_mode(), value="u", pol="+", edit="unrel", cls="unrelated")

    # time fields
    for m in mems:
        if m["mode"] == "backfilled":
            m["order"] = m["order"].replace(hour=0, minute=0, second=0)
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    for key in sorted(bykey):
        fam = bykey[key]
        bf = sorted([m for m in fam if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        base = datetime(2026, 11, rng.randint(1, 25), rng.randint(1, 22), rng.randint(0, 59), rng.randint(0, 59), tzinfo=timezone.utc)
        for k, m in enumerate(bf):  # newest first
            m["created"] = base + timedelta(seconds=k * rng.randint(1, 40) + k)
            m["observed"] = m["order"]
        for m in fam:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + timedelta(minutes=rng.randint(2, 45), seconds=rng.randint(0, 59))

    # ids assigned in a shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "a%03d" % (n + 1)
    fileorder = list(range(len(mems)))
    rng.shuffle(fileorder)
    return mems, [mems[i] for i in fileorder]


def truth_of(mems):
    fams = {}
    for m in mems:
        if m["key"].startswith("F"):
            fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(fams):
        fam = sorted(fams[key], key=lambda m: m["order"])
        for i, a in enumerate(fam):
            for b in fam[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    assert len(set(m["content"] for m in mems)) == len(mems), "duplicate content"
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
        assert m["created"] < datetime(2026, 12, 1, tzinfo=timezone.utc)
    for key, fam in bykey.items():
        ots = [m["order"] for m in fam]
        if any(m["cls"] == "equal_time" for m in fam):
            assert len(set(ots)) == 1
        else:
            assert len(set(ots)) == len(ots), key
    inpair = set()
    for a, b, _ in pairs:
        inpair.add(a["id"]); inpair.add(b["id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in inpair, m["content"]


def main():
    mems, fileorder = build()
    pairs = truth_of(mems)
    check(mems, pairs)
    pairs.sort(key=lambda p: (p[0]["id"], p[1]["id"]))
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["key"], m["order"])):
            print("%s\t%s\t%s\t%-10s\t%s\t%s\t%s\t%s\t%s" % (m["id"], m["key"], fmt(m["order"]), m["mode"],
                  m["cls"] or "changing", m["value"], m["pol"], m["edit"], m["content"]))
        return
    if "--stats" in sys.argv:
        stats(mems, pairs)
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in fileorder:
            o = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, r in pairs:
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted(mems, key=lambda m: m["id"]):
            if m["cls"]:
                f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")
    stats(mems, pairs)


def register(f):
    fid, subj, attr, scope, vers = f
    if subj.startswith("REQ-"):
        return "recruitment (vacancy, recruiter, panel)"
    if "rota" in attr or "volunteer" in attr or (subj, attr) in (("Benedikt Okoro", "DBS status"), ("Idris Valcourt", "DBS status")):
        return "volunteer coordination (shift, rota, DBS)"
    return "HR employee record"


def stats(mems, pairs):
    from collections import Counter
    print("memories", len(mems))
    print("true pairs", len(pairs), dict(Counter(r for _, _, r in pairs)))
    fams = Counter(m["key"] for m in mems if m["key"].startswith("F") and not m["cls"])
    print("changing families", len(fams), "by versions", dict(sorted(Counter(fams.values()).items())))
    print("changing-family versions", sum(fams.values()))
    print("changing families by register", dict(sorted(Counter(register(f) for f in FAMS).items())))
    print("labelled", sum(1 for m in mems if m["cls"]), dict(sorted(Counter(m["cls"] for m in mems if m["cls"]).items())))
    print("time modes", dict(sorted(Counter(m["mode"] for m in mems).items())))
    print("time modes in changing families", dict(sorted(Counter(m["mode"] for m in mems if not m["cls"]).items())))
    ed = Counter(v[2] for f in FAMS for v in f[4][1:])
    print("newer versions by edit", dict(sorted(ed.items())), "reworded share %.2f" % ((ed["r"] + ed["h"]) / sum(ed.values())))
    mb = 0
    for f in FAMS:
        vals = [(v[0], v[1]) for v in f[4]]
        for i in range(2, len(vals)):
            if vals[i] in vals[:i - 1] and vals[i] != vals[i - 1]:
                mb += 1
    print("moves back", mb, "hard-worded intervening", ed["h"])
    inv = 0
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    for fam in bykey.values():
        fam = sorted(fam, key=lambda m: m["order"])
        for i in range(len(fam) - 1):
            if fam[i]["created"] > fam[i + 1]["created"]:
                inv += 1
    print("adjacent created_at inversions within families", inv)
    print("memories with a 'key: value' colon", sum(1 for m in mems if ": " in m["content"]))
    import re
    ab = re.compile(r"\b(LM|FTE|PIP|RTW|DBS|REQ-\d+)\b")
    print("memories with an abbreviation (LM, FTE, PIP, RTW, DBS, REQ-n)", sum(1 for m in mems if ab.search(m["content"])))
    words = [len(m["content"].split()) for m in mems]
    print("words per memory: min %d mean %.1f max %d" % (min(words), sum(words) / len(words), max(words)))


if __name__ == "__main__":
    main()
