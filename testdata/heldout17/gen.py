#!/usr/bin/env python3
"""heldout17: blind HR / people-ops / staffing memory corpus for l9.

Labels are fixed in the tables below before anything is generated; truth is
computed from (family, value, polarity, order time) only, never from text.
Deterministic: fixed seed, stdlib only.  Usage: gen.py [--stats|--list]
"""
import hashlib, json, os, random, sys
from datetime import datetime, timedelta, timezone

SEED = 17017
HERE = os.path.dirname(os.path.abspath(__file__))
P, N = 1, 0  # polarity

# Changing families: (family id, [(value, polarity, text, flags)]).
# flags: 's' = same wording as previous version apart from the value (not reworded),
#        'b' = move back to an earlier value, 'h' = hard-worded intervening version,
#        'c' = confirmation inside a chain (same value restated).
CHANGE = [
 ("lm_ines", [("dario", P, "Line manager for Ines Kovalenko: Dario Feltham.", ""),
   ("marg", P, "Ines Kovalenko now reports to Marguerite Osei after the restructure.", ""),
   ("dario", P, "LM change for Ines K. - Dario Feltham takes her back from 1 May.", "b"),
   ("bened", P, "Ines Kovalenko's line manager is now Benedikt Sorrell.", "")]),
 ("title_tobiah", [("pa", P, "Tobiah Venn, job title: Payroll Assistant.", ""),
   ("po", P, "Tobiah Venn, job title: Payroll Officer.", "s"),
   ("spo", P, "Title updated on the HRIS: Tobiah Venn is Senior Payroll Officer.", ""),
   ("ptl", P, "Title updated on the HRIS: Tobiah Venn is Payroll Team Lead.", "s")]),
 ("contract_halima", [("ft", P, "Halima Drouet is on a 12-month fixed-term contract.", ""),
   ("perm", P, "Contract changed to permanent for Halima Drouet.", "")]),
 ("pattern_ruaridh", [("full", P, "Ruaridh Pell works full time, Monday to Friday.", ""),
   ("4day", P, "Ruaridh moved to a 4-day week from March.", ""),
   ("full", P, "Ruaridh Pell is back on five days a week now the flexible working trial has ended.", "bh"),
   ("9df", P, "Working pattern for R. Pell: 9-day fortnight (compressed hours).", "")]),
 ("band_anouk", [("b3", P, "Band: B3 (Anouk Lisle)", ""),
   ("c1", P, "Anouk Lisle regraded to C1 following the job evaluation panel.", ""),
   ("c2", P, "Anouk Lisle regraded to C2 following the job evaluation panel.", "s")]),
 ("notice_tom", [("1m", P, "Tom Arkwright - notice period 1 month.", ""),
   ("3m", P, "Tom's notice period extended to 3 months with the new contract.", "")]),
 ("probation_wen", [("mar14", P, "Probation for Wen Oduya ends 14 March 2025.", ""),
   ("jun14", P, "Wen Oduya's probation extended; new end date 14 June 2025.", ""),
   ("jun14", P, "Probation end, Wen O.: 14 June 2025 - confirmed at the midpoint review.", "c"),
   ("may30", P, "Wen passed probation early; end date brought forward to 30 May 2025.", "")]),
 ("office_kasimir", [("leeds", P, "Kasimir Brandt is based at the Leeds office.", ""),
   ("manc", P, "Kasimir relocated to Manchester (Piccadilly) as of 2 September.", ""),
   ("leeds", P, "Office: Leeds again for Kasimir Brandt, since the Manchester lease has closed.", "bh")]),
 ("desk_oona", [("3.14", P, "Oona Farrelly's desk: 3.14 (third floor, by the window).", ""),
   ("2.07", P, "Oona Farrelly's desk: 2.07 (second floor, by the window).", "s"),
   ("4.21", P, "Oona Farrelly was reassigned to desk 4.21 after the floor swap.", "")]),
 ("hol_luca", [("25", P, "Holiday allowance, Luca Benedetti: 25 days plus bank holidays.", ""),
   ("27", P, "Luca's annual leave entitlement goes up to 27 days (long service).", ""),
   ("28", P, "Luca's annual leave entitlement goes up to 28 days (long service).", "s")]),
 ("payroll_mireille", [("p417", P, "Payroll no. P-00417 - Mireille Tshabalala.", ""),
   ("p20913", P, "Mireille's payroll number was reissued as P-20913 after the Sage migration.", "")]),
 ("buddy_dev", [("hester", P, "Buddy assigned to new starter Dev Kapoor-Lind: Hester Mwangi.", ""),
   ("callum", P, "Dev's buddy is now Callum Ferreira while Hester is on leave.", ""),
   ("hester", P, "Hester Mwangi is back as Dev Kapoor-Lind's buddy.", "b"),
   ("yusra", P, "Buddy assigned to new starter Dev Kapoor-Lind: Yusra Tambe.", "s")]),
 ("dbs_gideon", [("pending", P, "DBS check for Gideon Achterberg submitted, awaiting result.", ""),
   ("clear", P, "Gideon's enhanced DBS came back clear on 11/07.", "")]),
 ("ec_saoirse", [("declan", P, "Emergency contact for Saoirse Blum: Declan Blum (husband), 07700 900412.", ""),
   ("ruth", P, "Saoirse updated her emergency contact to her mother, Ruth Haverty.", "")]),
 ("rtw_arjun", [("2025", P, "Right-to-work expiry, Arjun Mehra-Stokes: 30/04/2025.", ""),
   ("2028", P, "RTW recheck done for Arjun - visa extended, new expiry 30 April 2028.", "")]),
 ("shift_beatrix", [("tue", P, "Beatrix Lom volunteers on the Tuesday morning shift at the food bank.", ""),
   ("thu", P, "Beatrix Lom volunteers on the Thursday evening shift at the food bank.", "s"),
   ("sat", P, "Shift for Beatrix Lom: Saturday 10-1 from next month.", "")]),
 ("rotacoord", [("nell", P, "Rota coordinator: Nell Okonjo.", ""),
   ("farid", P, "Farid Qasemi has taken over as rota coordinator.", ""),
   ("nell", P, "Nell is coordinating the rota again while Farid is away.", "b"),
   ("petra", P, "The rota coordinator role passed to Petra Vasquez-Lund at the AGM.", "")]),
 ("recruiter_0912", [("imogen", P, "Recruiter on REQ-0912 (Finance Analyst): Imogen Strand.", ""),
   ("sunil", P, "REQ-0912 handed over to Sunil Adebayo-Park in Talent.", "")]),
 ("vacancy_0912", [("open", P, "REQ-0912 Finance Analyst vacancy is open, advertised on the careers page.", ""),
   ("open", N, "Vacancy REQ-0912 withdrawn - budget freeze.", ""),
   ("open", P, "Finance Analyst vacancy (REQ-0912) reopened after the Q3 budget sign-off.", "")]),
 ("chair_1044", [("ottilie", P, "Panel chair for the Warehouse Supervisor interviews (REQ-1044): Ottilie Harcourt.", ""),
   ("bram", P, "Panel chair for the Warehouse Supervisor interviews (REQ-1044): Bram Nieuwenhuis.", "s")]),
 ("emp_fenwick", [("emp", P, "Fenwick Doyle is employed with us as a forklift driver at the Avonmouth site.", ""),
   ("emp", N, "Fenwick Doyle left the company on 28 February.", ""),
   ("emp", P, "Fenwick rehired as of 1 August, same role.", "")]),
 ("rota_marisol", [("on", P, "Marisol Quaintance is on the Sunday lunch rota.", ""),
   ("on", N, "Marisol no longer on the Sunday lunch rota (moved out of town).", ""),
   ("on", P, "Marisol Quaintance back on the Sunday lunch rota from June.", ""),
   ("on", N, "Marisol has stopped doing Sunday lunches - taken off the rota.", "")]),
 ("contract_ilse", [("agency", P, "Ilse Marchetti is on an agency contract via Brightside Staffing, covering reception.", ""),
   ("agency", N, "Ilse Marchetti's agency contract ended 31 January.", "")]),
 ("pip_jonah", [("pip", P, "Jonah Vardy placed on a PIP, review in 8 weeks.", ""),
   ("pip", N, "Jonah is no longer on a PIP - objectives met.", "")]),
 ("team_keziah", [("ap", P, "Keziah Morrow, team: Accounts Payable.", ""),
   ("cc", P, "Keziah was reassigned to Credit Control in the finance reshuffle.", ""),
   ("treas", P, "Keziah was reassigned to Treasury in the finance reshuffle.", "s")]),
 ("fte_ezra", [("1.0", P, "Ezra Lindqvist FTE 1.0.", ""),
   ("0.6", P, "Ezra Lindqvist FTE 0.6.", "s"),
   ("0.8", P, "FTE for Ezra Lindqvist increased to 0.8 from September.", "")]),
 ("band_rosalind", [("b1", P, "Rosalind Achebe-Grey sits in band B1.", ""),
   ("b2", P, "Band: B2 - Rosalind A-G, regraded after the role review.", ""),
   ("b1", P, "Rosalind's regrade was reversed on appeal, so she is back in B1.", "bh"),
   ("c1", P, "Rosalind Achebe-Grey promoted into band C1.", "")]),
 ("lm_obi", [("greta", P, "Obi Castellanos reports to Greta Ivanova.", ""),
   ("hamish", P, "Obi Castellanos reports to Hamish Tolland.", "s")]),
 ("office_sigrun", [("edi", P, "Sigrun Halvorsen works from the Edinburgh office.", ""),
   ("remote", P, "Sigrun is now fully remote, contracted home-based.", ""),
   ("gla", P, "Sigrun Halvorsen's office location changed to Glasgow.", "")]),
 ("title_cordelia", [("hra", P, "Cordelia Nkemelu - HR Advisor.", ""),
   ("hrbp", P, "Cordelia has stepped up to HR Business Partner.", ""),
   ("hop", P, "Cordelia has stepped up to Head of People.", "s")]),
 ("pattern_yaw", [("days", P, "Yaw Mensah-Boateng works the day shift pattern (06:00-14:00).", ""),
   ("nights", P, "Yaw switched to nights, 22:00-06:00.", ""),
   ("days", P, "Yaw Mensah-Boateng is on days once more; the night team was disbanded.", "bh")]),
 ("mentor_lior", [("felicity", P, "Mentor for graduate Lior Abramovich: Dr Felicity Rowe.", ""),
   ("anselm", P, "Mentor for graduate Lior Abramovich: Anselm Koh.", "s")]),
 ("dbs_thandiwe", [("valid", P, "Thandiwe Locke's DBS is valid for the youth club sessions.", ""),
   ("valid", N, "Thandiwe Locke's DBS certificate is no longer valid - renewal overdue.", ""),
   ("valid", P, "DBS renewed for Thandiwe Locke; she is cleared again.", "")]),
 ("ec_wilhelmina", [("karl", P, "Wilhelmina Rausch - emergency contact: Karl Rausch (brother).", ""),
   ("aisling", P, "Emergency contact for Wilhelmina changed to Aisling Moore (partner).", ""),
   ("lotte", P, "Emergency contact for Wilhelmina changed to Lotte Rausch (daughter).", "s")]),
 ("probation_hamza", [("jul6", P, "Hamza Ellery started 6 Jan; probation end 6 July 2026.", ""),
   ("may6", P, "Probation end for Hamza brought forward to 6 May 2026.", "")]),
 ("desk_quentin", [("1.02", P, "Quentin Abara - desk 1.02.", ""),
   ("1.19", P, "Quentin Abara - desk 1.19.", "s")]),
 ("recruiter_1107", [("amara", P, "Recruiter: Amara Fitzwilliam (REQ-1107 Care Assistant).", ""),
   ("halden", P, "Recruitment for REQ-1107 switched to agency partner Halden Recruitment.", ""),
   ("amara", P, "REQ-1107 is back in-house with Amara Fitzwilliam as recruiter.", "b")]),
 ("vacancy_1107", [("open", P, "REQ-1107 Care Assistant vacancy is live on Indeed.", ""),
   ("open", N, "REQ-1107 withdrawn; the hours were absorbed into the bank staff pool.", "")]),
 ("firstaid_oona", [("fa", P, "Oona Farrelly is a trained first aider for floor 3.", ""),
   ("fa", N, "Oona is not a first aider anymore - her certificate lapsed in April.", "")]),
 ("contract_pascale", [("zero", P, "Pascale Umberto is on a zero-hours contract.", ""),
   ("ptperm", P, "Pascale Umberto moved onto a part-time permanent contract, 20 hours.", ""),
   ("ft", P, "Contract type for Pascale: fixed-term, 6 months, covering maternity leave.", "")]),
 ("lm_sunniva", [("ravi", P, "Sunniva Tait's line manager: Ravi Chaudhry.", ""),
   ("imke", P, "Sunniva now reports to Imke Baptiste.", ""),
   ("ravi", P, "Line manager for S. Tait reverts to Ravi Chaudhry.", "b"),
   ("oskar", P, "Sunniva now reports to Oskar Lindahl.", "s")]),
 ("band_gwen", [("a2", P, "Gwendolyn Saar, salary band A2.", ""),
   ("a3", P, "Gwendolyn Saar, salary band A3.", "s"),
   ("b1", P, "Gwen Saar has been uplifted to B1 after her CIPD.", "")]),
 ("notice_linnea", [("4w", P, "Linnea Otieno's notice period: 4 weeks.", ""),
   ("8w", P, "Linnea Otieno's notice period: 8 weeks.", "s"),
   ("12w", P, "Linnea Otieno now on 12 weeks' notice as a director.", "")]),
 ("title_marek", [("wo", P, "Marek Zielony joined as Warehouse Operative.", ""),
   ("tl", P, "Marek is now Team Leader on the goods-in side.", ""),
   ("sup", P, "Marek is now Shift Supervisor on the goods-in side.", "s")]),
 ("team_priyanka", [("ops", P, "Priyanka Dhillon sits in the Operations team.", ""),
   ("cx", P, "Priyanka transferred to Customer Experience.", ""),
   ("ops", P, "Priyanka Dhillon has rejoined Operations after the CX pilot.", "b")]),
 ("hol_ada", [("22", P, "Ada Ferreira-Nunes: 22 days annual leave (pro rata for 4 days).", ""),
   ("26", P, "Ada's holiday entitlement recalculated to 26 days when she went full time.", "")]),
 ("coord_helpdesk", [("corin", P, "Volunteer coordinator for the advice desk: Corin Blackwood.", ""),
   ("ayesha", P, "Volunteer coordinator for the advice desk: Ayesha Rahimi.", "s"),
   ("mattias", P, "Advice desk volunteer coordinator: Mattias Oyelaran.", "")]),
 ("lm_ferdinand", [("hester", P, "Ferdinand Achola's LM is Hester Mwangi.", ""),
   ("callum", P, "Ferdinand Achola's LM is Callum Ferreira.", "s"),
   ("greta", P, "Ferdinand's line management moved to Greta Ivanova in the reorg.", "")]),
 ("pattern_isolde", [("ft", P, "Isolde Brannigan - full time, 37.5 hours.", ""),
   ("0.5", P, "Isolde Brannigan returning from maternity leave on 18.75 hours, mornings only.", ""),
   ("0.8", P, "Isolde's hours go up to 30 a week from January.", "")]),
 ("emp_cosmo", [("emp", P, "Cosmo Delacroix-Hyde works for us as a bid writer.", ""),
   ("emp", N, "Cosmo Delacroix-Hyde has left - last day 14 June.", "")]),
 ("rota_gilbert", [("on", P, "Gilbert Amankwah is on the night-shelter rota.", ""),
   ("on", N, "Gilbert isn't on the night-shelter rota anymore.", "")]),
 ("office_tamsin", [("bri", P, "Tamsin Pryce-Jones is based at the Bristol office.", ""),
   ("car", P, "Tamsin transferred to the Cardiff office in the spring.", ""),
   ("bri", P, "Tamsin Pryce-Jones moved back to Bristol.", "b"),
   ("bath", P, "Tamsin Pryce-Jones moved to Bath.", "s")]),
 ("salary_niamh", [("32k", P, "Niamh Corrigan salary £32,000.", ""),
   ("34.5k", P, "Niamh Corrigan salary £34,500.", "s"),
   ("37k", P, "Salary: £37,000 (Niamh Corrigan, after the market review).", "")]),
 ("mentor_reuben", [("sofia", P, "Reuben Castell's mentor on the leadership programme is Sofia Reyes.", ""),
   ("dan", P, "Reuben Castell's mentor on the leadership programme is Dan Okafor.", "s")]),
 ("desk_lyra", [("h", P, "Lyra Montague is hot-desking, no fixed desk.", ""),
   ("5.02", P, "Lyra Montague allocated desk 5.02.", "")]),
]

# Negative controls: (class, [texts...]); order time increases through the list.
# Every memory here is labelled and must appear in no pair.
NEG = [
 ("multi_valued", ["Hester Mwangi speaks Swahili.", "Hester also speaks Portuguese, useful for the Lisbon clients.",
   "Languages on file for Hester Mwangi: French too."]),
 ("multi_valued", ["Marek Zielony holds a counterbalance forklift licence.", "Marek has also completed his reach truck certification.",
   "Another certification for Marek Zielony: IOSH Managing Safely."]),
 ("multi_valued", ["Interview panel for REQ-1044: Ottilie Harcourt.", "Bram Nieuwenhuis added to the REQ-1044 interview panel as well.",
   "Tarquin Ebo from Finance is also on the REQ-1044 panel."]),
 ("multi_valued", ["Skills: Excel, Power BI (Keziah Morrow).", "Keziah has SQL as well.", "Keziah Morrow also lists Python among her skills."]),
 ("multi_valued", ["Payroll team members: Tobiah Venn.", "Farah Lindgren-Obi joined the payroll team too.", "Another payroll team member: Seamus O'Dwyer."]),
 ("scope_disjoint", ["Beatrix Lom's weekday shift: Tuesday morning at the food bank.", "Beatrix Lom's weekend shift: Sunday afternoon at the warehouse."]),
 ("scope_disjoint", ["Term-time working pattern for Isolde Brannigan: 9:15-2:45.", "During school holidays Isolde Brannigan works 9-5."]),
 ("scope_disjoint", ["Holiday allowance, UK office: 25 days plus bank holidays.", "Holiday allowance, US office: 15 days PTO."]),
 ("scope_disjoint", ["Summer hours for the warehouse team: 6am-2pm.", "Winter hours for the warehouse team: 8am-4pm."]),
 ("scope_disjoint", ["Staging access approver for new starters: Oskar Lindahl.", "Production access approver for new starters: Imke Baptiste."]),
 ("scope_disjoint", ["Recruiter for the Manchester vacancies: Imogen Strand.", "Recruiter for the Glasgow vacancies: Sunil Adebayo-Park."]),
 ("format_variant", ["Notice period for Bartholomew Ishikawa: 3 months.", "Bartholomew Ishikawa is on three months' notice."]),
 ("format_variant", ["Farah Lindgren-Obi's probation ends 01/09/2025.", "Probation end for Farah Lindgren-Obi: 1 September 2025."]),
 ("format_variant", ["Seamus O'Dwyer's shift finishes at 17:00.", "Seamus finishes his shift at 5pm."]),
 ("format_variant", ["Relocation allowance for Kasimir Brandt: $1,000.", "Kasimir Brandt relocation allowance 1k USD."]),
 ("format_variant", ["Tarquin Ebo: 1.0 FTE.", "Tarquin Ebo works full-time equivalent 1.0, i.e. full time."]),
 ("format_variant", ["Ada Ferreira-Nunes is in her 2nd year of the apprenticeship.", "Ada is in the second year of her apprenticeship."]),
 ("elaboration", ["Bartholomew Ishikawa's line manager is Ravi Chaudhry.",
   "Bartholomew Ishikawa's line manager is Ravi Chaudhry, Head of Logistics, who also signs off his overtime."]),
 ("elaboration", ["Farah Lindgren-Obi is based at the Leeds office.",
   "Farah Lindgren-Obi is based at the Leeds office, 4th floor, Wellington Place, near the payroll bank of desks."]),
 ("elaboration", ["Emergency contact for Tarquin Ebo: Mina Ebo.",
   "Emergency contact for Tarquin Ebo: Mina Ebo (wife), mobile 07700 900733, best reached after 6pm."]),
 ("elaboration", ["Seamus O'Dwyer's buddy is Yusra Tambe.",
   "Seamus O'Dwyer's buddy is Yusra Tambe - they meet Fridays for coffee and she's covering the systems walkthrough."]),
 ("elaboration", ["Vacancy REQ-1210 Data Engineer: recruiter Imogen Strand.",
   "Vacancy REQ-1210 Data Engineer: recruiter Imogen Strand, with the hiring manager Oskar Lindahl sitting in on screens."]),
 ("confirmation", ["Bartholomew Ishikawa's job title is Logistics Planner.", "Still Logistics Planner - Bartholomew Ishikawa, checked at annual review.",
   "Confirmed with Bartholomew: title remains Logistics Planner."]),
 ("confirmation", ["Rota coordinator for the night shelter: Grainne Holloway.", "Grainne Holloway is still coordinating the night-shelter rota, as usual."]),
 ("confirmation", ["Farah Lindgren-Obi's salary band: B2.", "Band confirmed as B2 for Farah Lindgren-Obi at the pay review.",
   "Farah L-O still in B2."]),
 ("confirmation", ["DBS status for Seamus O'Dwyer: cleared.", "Seamus O'Dwyer's DBS is still clear per the annual recheck."]),
 ("different_subject", ["Ottilie Harcourt now reports to Benedikt Sorrell.", "Tarquin Ebo now reports to Marguerite Osei."]),
 ("different_subject", ["Working pattern for Grainne Holloway: 4-day week.", "Working pattern for Mina Ebo: 9-day fortnight."]),
 ("different_subject", ["Bram Nieuwenhuis's notice period extended to 3 months.", "Imke Baptiste's notice period extended to 2 months."]),
 ("different_subject", ["Desk moved - Farah now sits at 2.09.", "Desk moved - Seamus now sits at 2.11."]),
 ("different_subject", ["Contract changed to permanent for Grainne Holloway.", "Contract changed to permanent for Corin Blackwood."]),
 ("static", ["Tobiah Venn joined the company in March 2019.", "Tobiah Venn started with us in March 2019."]),
 ("static", ["Marisol Quaintance lives in Frome.", "Marisol Quaintance resides in Frome."]),
 ("static", ["Keziah Morrow holds a degree in accountancy from Aston.", "Keziah Morrow graduated in accountancy from Aston."]),
 ("static", ["Ines Kovalenko's date of birth is on file as 12 August 1991.", "Ines Kovalenko was born on 12 August 1991."]),
 ("static", ["Gideon Achterberg's national insurance number was verified at onboarding.",
   "At onboarding we checked and verified Gideon Achterberg's NI number."]),
 ("membership", ["Hester Mwangi is a fire warden for floor 2.", "Hester Mwangi sits on the wellbeing committee.",
   "Hester Mwangi is a mental health first aider.", "Hester is the union rep for the finance office."]),
 ("membership", ["Ravi Chaudhry is a member of the pay review panel.", "Ravi Chaudhry chairs the health and safety committee.",
   "Ravi also serves as a trustee on the staff benevolent fund."]),
 ("membership", ["Petra Vasquez-Lund is on the volunteers' steering group.", "Petra is a trustee of the food bank charity.",
   "Petra Vasquez-Lund is also a member of the safeguarding working group."]),
 ("equal_time", ["Linnea Otieno's desk: 6.03.", "Linnea Otieno's desk: 6.08."]),
 ("equal_time", ["Mentor for Corin Blackwood: Sofia Reyes.", "Corin Blackwood's mentor is Dan Okafor."]),
 ("equal_time", ["Shift for Mina Ebo: Wednesday evening.", "Mina Ebo's shift: Friday evening."]),
 ("equal_time", ["REQ-1210 panel chair: Ottilie Harcourt.", "Panel chair for REQ-1210: Benedikt Sorrell."]),
 ("equal_time", ["Grainne Holloway's emergency contact: Padraig Holloway.", "Emergency contact for Grainne Holloway: Aoife Kerr."]),
 ("unrelated", ["Ines Kovalenko completed the GDPR refresher e-learning.", "Tobiah Venn ran the payroll cut-off training for new managers.",
   "Ruaridh Pell asked for a standing desk assessment.", "Reminder: Q2 engagement survey closes Friday.",
   "Kasimir Brandt submitted his expenses for the Leeds offsite.", "The staff handbook was reissued with the new whistleblowing policy.",
   "Fenwick Doyle's forklift refresher booked for the 19th.", "Marisol Quaintance brought cakes for the volunteers' evening.",
   "Payroll run moved to the 25th for December because of Christmas.", "Oona Farrelly nominated for the quarterly values award.",
   "The volunteer induction pack now includes a lone-working section.", "Jonah Vardy booked onto the Excel intermediate course.",
   "Keziah Morrow presented the month-end close at the town hall.", "Exit interview template updated by People Ops.",
   "Ezra Lindqvist's graduation ceremony is in July; he's asked for the day off.",
   "Cordelia Nkemelu is leading the recruitment of two apprentices this year.",
   "Sigrun Halvorsen's laptop was replaced under the refresh programme.", "Fire drill at the Avonmouth site went well, 4 minutes to muster.",
   "Yaw Mensah-Boateng trained three new starters on the picking system.", "Lunch and learn on pensions next Thursday, hosted by Sunil Adebayo-Park.",
   "Tamsin Pryce-Jones requested parking permit for the Bristol car park.", "Niamh Corrigan passed her AAT level 3.",
   "The long-service awards evening is booked at the Corn Exchange.", "Lyra Montague organised the charity bake sale.",
   "Priyanka Dhillon is running the mentoring scheme sign-ups this year.", "Gilbert Amankwah dropped off donated sleeping bags at the shelter.",
   "Cosmo Delacroix-Hyde's leaving card is in the kitchen.", "New starter checklist now asks for bank details on day one.",
   "Halima Drouet attended the menopause awareness session.", "Anouk Lisle is on jury service for two weeks in May.",
   "Arjun Mehra-Stokes gave a talk on visa sponsorship for the managers' forum.", "Sunniva Tait ran the 10k for the hospice.",
   "Saoirse Blum's phased return plan agreed with occupational health.", "The volunteer expenses form now accepts mileage at 45p.",
   "Office closed on 27 December; skeleton cover in payroll.", "Thandiwe Locke is organising the youth club summer trip."]),
]

BASE = datetime(2023, 1, 1, tzinfo=timezone.utc)

def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")

def build():
    rng = random.Random(SEED)
    fams = []  # (fid, kind, class, [version dicts])
    for fid, vs in CHANGE:
        fams.append((fid, "change", None, [dict(value=v, pol=p, text=t, flags=f) for v, p, t, f in vs]))
    for i, (cls, texts) in enumerate(NEG):
        if cls == "unrelated":
            for j, t in enumerate(texts):
                fams.append(("unrel%02d" % j, "neg", cls, [dict(value="u", pol=P, text=t, flags="")]))
            continue
        # values: distinct per member for multi/scope/diff-subject/membership/equal_time
        # (they are separate families or coexisting values); same value for
        # format/elaboration/confirmation/static (one family, one value).
        fams.append(("%s%02d" % (cls, i), "neg", cls, [dict(value=("v%d" % j) if cls in ("multi_valued", "scope_disjoint", "different_subject", "membership", "equal_time") else "v",
                                                          pol=P, text=t, flags="") for j, t in enumerate(texts)]))
    mems = []
    for fid, kind, cls, vs in fams:
        t = BASE + timedelta(days=rng.randint(0, 520))
        for k, v in enumerate(vs):
            if k > 0:
                t = t + timedelta(days=rng.randint(18, 130))
            r = rng.random()
            mode = "live" if r < 0.27 else ("stamped" if r < 0.82 else "backfilled")
            if cls == "equal_time":
                mode = "stamped"
            if mode == "backfilled":
                ot = datetime(t.year, t.month, t.day, tzinfo=timezone.utc)
            else:
                ot = t.replace(hour=rng.randint(7, 18), minute=rng.randint(0, 59), second=rng.randint(0, 59))
            if cls == "equal_time" and k > 0:
                ot = mems[-1]["ot"]
            v.update(fid=fid, kind=kind, cls=cls, mode=mode, ot=ot, idx=k)
            mems.append(v)
    # created_at / observed_at
    byfam = {}
    for m in mems:
        byfam.setdefault(m["fid"], []).append(m)
    for fid in sorted(byfam):
        fm = byfam[fid]
        bf = sorted([m for m in fm if m["mode"] == "backfilled"], key=lambda m: m["ot"], reverse=True)
        imp = datetime(2026, 11, 3, 9, 0, 0, tzinfo=timezone.utc) + timedelta(days=rng.randint(0, 20), minutes=rng.randint(0, 300))
        for j, m in enumerate(bf):  # newest-first import
            m["created"] = imp + timedelta(seconds=7 * j + rng.randint(0, 5))
            m["observed"] = m["ot"]
        for m in fm:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["ot"], None
            elif m["mode"] == "stamped":
                m["created"], m["observed"] = m["ot"] + timedelta(minutes=rng.randint(1, 50), seconds=rng.randint(0, 59)), m["ot"]
    # ids: shuffled assignment
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "h17-%03d" % (n + 1)
    # truth from labels
    truth = []
    for fid, kind, cls, vs in fams:
        if kind != "change":
            continue
        fm = sorted(byfam[fid], key=lambda m: m["ot"])
        ots = [m["ot"] for m in fm]
        assert len(set(ots)) == len(ots), fid
        for a, m in enumerate(fm):
            for n2 in fm[a + 1:]:
                if (n2["value"], n2["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=n2["id"],
                                      reason="negation" if n2["pol"] != m["pol"] else "value", fid=fid))
                    break
    for m in mems:
        assert m["created"] < datetime(2026, 12, 1, tzinfo=timezone.utc)
        if m["observed"]:
            assert m["observed"] < datetime(2026, 12, 1, tzinfo=timezone.utc)
    return fams, mems, truth

def write(fams, mems, truth):
    rng = random.Random(SEED + 1)
    out = sorted(mems, key=lambda m: m["id"])
    rng.shuffle(out)
    with open(os.path.join(HERE, "memories.jsonl"), "w") as f:
        for m in out:
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
            if m["observed"]:
                o["observed_at"] = iso(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w") as f:
        for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"])):
            f.write(json.dumps({"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w") as f:
        for m in sorted([m for m in mems if m["cls"]], key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")

def words(s):
    return set(w.strip(".,:;()'-").lower() for w in s.split()) - {""}

def stats(fams, mems, truth):
    from collections import Counter
    L = []
    L.append("memories %d" % len(mems))
    L.append("change families %d, change memories %d" % (sum(1 for f in fams if f[1] == "change"), sum(1 for m in mems if m["kind"] == "change")))
    rc = Counter(t["reason"] for t in truth)
    L.append("true pairs %d (value %d, negation %d)" % (len(truth), rc["value"], rc["negation"]))
    cc = Counter(m["cls"] for m in mems if m["cls"])
    L.append("labelled %d: " % sum(cc.values()) + ", ".join("%s %d" % (k, cc[k]) for k in sorted(cc)))
    mc = Counter(m["mode"] for m in mems)
    L.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, mc[k], 100.0 * mc[k] / len(mems)) for k in sorted(mc)))
    ch = [f for f in fams if f[1] == "change"]
    L.append("chains of >=4 versions %d; moves back %d; hard-worded intervening %d; confirmations inside chains %d" % (
        sum(1 for f in ch if len(f[3]) >= 4), sum(v["flags"].count("b") for f in ch for v in f[3]),
        sum(v["flags"].count("h") for f in ch for v in f[3]), sum(v["flags"].count("c") for f in ch for v in f[3])))
    newer = [(f[3][k - 1], f[3][k]) for f in ch for k in range(1, len(f[3]))]
    rew = sum(1 for a, b in newer if "s" not in b["flags"])
    jac = [len(words(a["text"]) & words(b["text"])) / len(words(a["text"]) | words(b["text"])) for a, b in newer]
    L.append("newer versions %d, reworded %d (%.0f%%); mean word Jaccard with previous version %.2f; share with Jaccard < 0.5: %.0f%%" % (
        len(newer), rew, 100.0 * rew / len(newer), sum(jac) / len(jac), 100.0 * sum(1 for j in jac if j < 0.5) / len(jac)))
    inv = 0
    for f in ch:
        vs = sorted(f[3], key=lambda m: m["ot"])
        inv += sum(1 for a, b in zip(vs, vs[1:]) if b["created"] < a["created"])
    L.append("consecutive change versions whose created_at order inverts order time: %d" % inv)
    L.append("mean content length %.1f words" % (sum(len(m["text"].split()) for m in mems) / len(mems)))
    return "\n".join(L)

def main():
    fams, mems, truth = build()
    if "--stats" in sys.argv:
        print(stats(fams, mems, truth)); return
    if "--list" in sys.argv:
        tids = {}
        for t in truth:
            tids[t["expired_id"]] = "-> %s (%s)" % (t["replacement_id"], t["reason"])
        for m in sorted(mems, key=lambda m: (m["fid"], m["ot"])):
            print("%s %s %-10s %-18s %-17s val=%s pol=%d %s | %s" % (m["id"], iso(m["ot"]), m["mode"], m["fid"], m["cls"] or "change",
                  m["value"], m["pol"], tids.get(m["id"], ""), m["text"]))
        return
    write(fams, mems, truth)
    for n in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        print(hashlib.sha256(open(os.path.join(HERE, n), "rb").read()).hexdigest(), n)

if __name__ == "__main__":
    main()
