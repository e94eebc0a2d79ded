#!/usr/bin/env python3
"""Generate the R14 blind corpus: school, university and research-group records.

Labels (family, value, polarity, kind, class) are fixed in the tables below
before anything is generated; truth.jsonl is computed from those labels only,
never from the text. Deterministic: a fixed seed, stdlib only, sorted output.

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats   print counts (does not write)
    python3 gen.py --list    print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 1414
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. fam(fid, register, subject, attribute, scope, versions)
# version = (value, polarity, kind, text); versions are listed in order time.
# kind: F first version, R reworded, H hard-worded (reworded), S one-slot
# edit of the version before, C confirmation (same value restated).
# polarity: "+" the fact holds, "-" the fact stopped holding.
# Registers: office (department/faculty office records), wiki (school staff
# wiki), group (research group shared notes), minutes (committee minutes).
# ---------------------------------------------------------------------------
FAMILIES = []


def fam(fid, reg, subject, attribute, scope, *versions):
    FAMILIES.append(dict(fid=fid, reg=reg, subject=subject, attribute=attribute,
                         scope=scope, versions=list(versions)))


fam("F01", "office", "GEOG2310", "coordinator", "-",
    ("Sallow", "+", "F", "GEOG2310 module coordinator: Dr Imogen Sallow."),
    ("Wren", "+", "H", "Dr Tobias Wren is covering coordination of GEOG2310 while Imogen is on research leave this year."),
    ("Sallow", "+", "R", "Imogen Sallow is back from leave and has picked GEOG2310 back up as coordinator."),
    ("Vos", "+", "R", "From next session GEOG2310 will be coordinated by Dr Anneke Vos."))
fam("F02", "office", "PHYS1120", "lecture room", "-",
    ("Harker LT2", "+", "F", "PHYS1120 lectures are in Harker LT2."),
    ("Bellamy 0.12", "+", "R", "Room for PHYS1120 lectures: now Bellamy 0.12."),
    ("Quarry Hall", "+", "S", "Room for PHYS1120 lectures: now Quarry Hall."),
    ("Harker LT2", "+", "R", "Timetabling have moved PHYS1120 back into Harker LT2 now the AV refit is finished."))
fam("F03", "office", "Department of Chemistry", "head of department", "-",
    ("Qureshi", "+", "F", "Prof. Rashid Qureshi is Head of the Department of Chemistry."),
    ("Qureshi", "-", "R", "Rashid Qureshi stepped down as HoD Chemistry at the end of July."),
    ("Haddad", "+", "R", "Dr Nadia Haddad was appointed Head of Department (Chemistry), effective 1 September."),
    ("Obi", "+", "R", "HoD Chemistry: Prof. Emeka Obi, following the end of Nadia Haddad's term."))
fam("F04", "minutes", "ECON1002", "exam weighting", "-",
    ("70", "+", "F", "ECON1002 assessment: final exam 70%, coursework 30%."),
    ("60", "+", "S", "ECON1002 assessment: final exam 60%, coursework 40%."),
    ("50", "+", "R", "AGREED: the ECON1002 exam drops to half of the module mark."),
    ("40", "+", "R", "ECON1002: the exam is worth 40% from next year, the rest is two essays."))
fam("F05", "group", "CoastSed 2025", "abstract deadline", "-",
    ("10 Jan", "+", "F", "Abstract deadline for CoastSed 2025 is 10 January."),
    ("24 Jan", "+", "R", "CoastSed abstracts: the deadline has been pushed back to 24 January."),
    ("7 Feb", "+", "S", "CoastSed abstracts: the deadline has been pushed back to 7 February."),
    ("14 Feb", "+", "R", "Organisers emailed: final, firm CoastSed abstract deadline is 14 February, no more extensions."))
fam("F06", "group", "Mei-Lin Zhou", "desk", "-",
    ("G.07", "+", "F", "Mei-Lin's desk is in G.07, by the window."),
    ("3.14", "+", "R", "Mei-Lin moved to desk 3.14 in the new PGR office."),
    ("3.22", "+", "S", "Mei-Lin moved to desk 3.22 in the new PGR office."),
    ("G.07", "+", "R", "Mei-Lin is writing up and has gone back to her old desk in G.07."))
fam("F07", "office", "LING3005", "seminar slot", "-",
    ("Tue 14-16", "+", "F", "LING3005 seminars: Tuesdays 14:00-16:00."),
    ("Thu 14-16", "+", "H", "Because of the clash with LING3012, LING3005 seminars are happening on Thursday afternoons (2-4) for now."),
    ("Tue 14-16", "+", "R", "Clash resolved, so LING3005 is back to its Tuesday 14:00-16:00 slot."),
    ("Wed 10-12", "+", "R", "LING3005 seminars are now on Wednesday mornings, 10-12."))
fam("F08", "office", "Hamza Iqbal", "thesis title", "-",
    ("accretion", "+", "F", "Hamza's working thesis title: 'Salt marsh accretion under managed realignment'."),
    ("sediment budgets", "+", "R", "Hamza has retitled his thesis 'Sediment budgets of realigned salt marshes'."),
    ("carbon balance", "+", "R", "Thesis title (H. Iqbal), as registered with the Graduate School: 'Managed realignment and the carbon balance of Essmoor salt marshes'."))
fam("F09", "office", "Chloe Barnaby", "funding source", "-",
    ("Pellworth", "+", "F", "Chloe Barnaby is funded by the Pellworth Trust studentship."),
    ("Pellworth", "-", "R", "Pellworth Trust funding for Chloe has been suspended while she is on intermission."),
    ("Pellworth", "+", "R", "Chloe's Pellworth studentship was reinstated when she returned in October."))
fam("F10", "group", "Vance Lab", "location", "-",
    ("Orme L2", "+", "F", "The Vance Lab is on level 2 of the Orme Building."),
    ("Kittering Unit 4", "+", "R", "Vance Lab has relocated to the Kittering Science Park, Unit 4."),
    ("Kittering Unit 9", "+", "S", "Vance Lab has relocated to the Kittering Science Park, Unit 9."))
fam("F11", "group", "Marine Acoustics Group", "PI", "-",
    ("Berg", "+", "F", "PI of the Marine Acoustics Group: Prof. Stellan Berg."),
    ("Nolan", "+", "R", "Stellan Berg has retired and Dr Saoirse Nolan now leads the Marine Acoustics Group."),
    ("Park", "+", "R", "Dr Joon-ho Park has taken over as PI of Marine Acoustics after Saoirse's move to the Tarrow institute."))
fam("F12", "wiki", "Orme 2.10 labs", "safety officer", "-",
    ("Edge", "+", "F", "Lab safety officer for the Orme 2.10 labs is Dr Malcolm Edge."),
    ("Edge", "-", "R", "Malcolm Edge is no longer the safety officer for Orme 2.10."))
fam("F13", "group", "SALTMARSH-2 grant", "end date", "-",
    ("2025-03-31", "+", "F", "SALTMARSH-2 grant ends 31 March 2025."),
    ("2025-09-30", "+", "H", "Halden Foundation approved our no-cost extension request, which takes SALTMARSH-2 through to 30 September 2025."),
    ("2026-01-31", "+", "R", "A second extension was granted, so the SALTMARSH-2 end date moves to 31 January 2026."))
fam("F14", "group", "SALTMARSH-2 grant", "budget", "-",
    ("412000", "+", "F", "SALTMARSH-2 total budget: £412,000."),
    ("436500", "+", "S", "SALTMARSH-2 total budget: £436,500."))
fam("F15", "office", "Faculty of Arts and Humanities", "dean", "-",
    ("Olwen", "+", "F", "Prof. Marguerite Olwen is Dean of Arts and Humanities."),
    ("Pryce", "+", "R", "Prof. Wendell Pryce was appointed Dean of the Faculty of Arts and Humanities from 1 August."),
    ("Pryce", "-", "R", "Wendell Pryce has left the university; the Arts and Humanities deanship is vacant until the search concludes."))
fam("F16", "office", "Journal of Estuarine Studies", "editor-in-chief", "-",
    ("Carre", "+", "F", "Editor-in-chief of the Journal of Estuarine Studies: Prof. Hélène Carré."),
    ("Asante", "+", "S", "Editor-in-chief of the Journal of Estuarine Studies: Dr Kofi Asante."))
fam("F17", "group", "CoastSed 2025", "venue", "-",
    ("Lowther", "+", "F", "CoastSed 2025 will be held at the Lowther Conference Centre."),
    ("Weir", "+", "H", "The Lowther Centre double-booked us, so CoastSed sessions will run in the Weir Building on the Strand Campus instead."),
    ("Lowther", "+", "R", "CoastSed 2025 venue: back to Lowther Conference Centre after the Weir booking fell through."))
fam("F18", "minutes", "School of Health ethics panel", "chair", "-",
    ("Ribeiro", "+", "F", "AGREED: Dr Ana Ribeiro to chair the School of Health ethics panel from October."),
    ("Demir", "+", "R", "RESOLVED: Dr Yusuf Demir chairs the School of Health ethics panel from the spring meeting."))
fam("F19", "minutes", "Physics SSLC", "secretary", "-",
    ("Feld", "+", "F", "SSLC Physics secretary: Jonah Feld (3rd year rep)."),
    ("Mensah", "+", "S", "SSLC Physics secretary: Esi Mensah (3rd year rep)."),
    ("Pereira", "+", "R", "ACTION: Lucas Pereira to take over the SSLC minutes from Esi as secretary."))
fam("F20", "wiki", "Astronomical Society", "president", "-",
    ("Roberts", "+", "F", "Nia Roberts was elected president of the Astronomical Society at the AGM."),
    ("Lind", "+", "R", "Astro Soc president: Oskar Lind."),
    ("Lind", "-", "R", "Oskar Lind resigned as AstroSoc president in February."))
fam("F21", "wiki", "form 9R", "form tutor", "-",
    ("Pell", "+", "F", "Form tutor for 9R: Ms Harriet Pell."),
    ("Raman", "+", "R", "Mr Dev Raman takes over 9R as form tutor after half term."))
fam("F22", "wiki", "form 10K", "form tutor", "-",
    ("Adeyemi", "+", "F", "10K's form tutor is Mrs Olu Adeyemi."),
    ("Thorne", "+", "S", "10K's form tutor is Mr Gareth Thorne."),
    ("Lindqvist", "+", "H", "Gareth is on long-term sick leave, so Ms Freya Lindqvist is looking after 10K as their tutor."))
fam("F23", "office", "COMP2150", "credit value", "-",
    ("15", "+", "F", "COMP2150 is a 15-credit module."),
    ("20", "+", "R", "COMP2150 has been revalidated at 20 credits."))
fam("F24", "office", "STAT2012", "credit value", "-",
    ("10", "+", "F", "STAT2012 credits: 10."),
    ("15", "+", "S", "STAT2012 credits: 15."))
fam("F25", "office", "HIST3318", "lecturer", "-",
    ("Boyle", "+", "F", "HIST3318 (Empire and the Sea) is taught by Dr Ciaran Boyle."),
    ("Achterberg", "+", "R", "Dr Rosalind Achterberg will teach HIST3318 from next term."))
fam("F26", "office", "Rahul Menon", "primary supervisor", "-",
    ("Auer", "+", "F", "Rahul Menon's primary supervisor is Dr Benedikt Auer."),
    ("Popescu", "+", "R", "Following Benedikt's move to Leiden, Dr Mirela Popescu became Rahul's primary supervisor."),
    ("Kowalczyk", "+", "R", "Supervision change approved by the PGR committee: Rahul Menon, primary supervisor now Dr Lena Kowalczyk."))
fam("F27", "office", "Sigrid Aalto", "co-supervisor", "-",
    ("Obi", "+", "F", "Sigrid Aalto's co-supervisor is Dr Emeka Obi."),
    ("Haddad", "+", "S", "Sigrid Aalto's co-supervisor is Dr Nadia Haddad."))
fam("F28", "office", "Anneke Vos", "office hours", "-",
    ("Mon 11-12", "+", "F", "Anneke Vos office hours: Mondays 11-12, room W114."),
    ("Fri 9-10", "+", "R", "Anneke has moved her office hours to Friday 9-10 (same room)."))
fam("F29", "minutes", "PSYC3150", "exam weighting", "-",
    ("50", "+", "F", "PSYC3150: exam 50%, dissertation proposal 50%."),
    ("60", "+", "R", "The PSYC3150 exam is now worth 60 per cent."))
fam("F30", "office", "ARCH1010", "offered as elective", "-",
    ("offered", "+", "F", "ARCH1010 (Drawing the City) is offered as an elective to first years."),
    ("offered", "-", "R", "ARCH1010 is no longer offered from 2025/26."),
    ("offered", "+", "R", "ARCH1010 has been reinstated as a first-year elective for 2026/27."))
fam("F31", "office", "Tomasz Wilk", "PhD registration", "-",
    ("registered", "+", "F", "Tomasz Wilk is registered full-time on the PhD in Civil Engineering."),
    ("registered", "-", "R", "Tomasz Wilk withdrew from the PhD in March."))
fam("F32", "office", "Aoife Carr", "mode of study", "-",
    ("full-time", "+", "F", "Aoife Carr: PGR, full-time."),
    ("part-time", "+", "R", "Aoife switched to part-time registration from January."))
fam("F33", "office", "BIOL2204 practicals", "lead TA", "-",
    ("Usman", "+", "F", "Lead TA for BIOL2204 practicals: Farida Usman."),
    ("Mori", "+", "S", "Lead TA for BIOL2204 practicals: Kenji Mori."))
fam("F34", "group", "Vance Lab", "group meeting slot", "-",
    ("Wed 10:00", "+", "F", "Vance Lab group meeting: Wednesdays 10:00."),
    ("Thu 15:00", "+", "R", "Group meeting is moving to Thursday 15:00 so the part-timers can come (Vance Lab)."))
fam("F35", "office", "Geography research seminar", "organiser", "-",
    ("Demir", "+", "F", "Dr Yusuf Demir runs the Geography research seminar series."),
    ("Vos", "+", "R", "The Geography research seminar is now organised by Dr Anneke Vos."))
fam("F36", "office", "Callum Reid", "thesis submission deadline", "-",
    ("2024-09-30", "+", "F", "Callum Reid must submit his thesis by 30 September 2024."),
    ("2025-01-31", "+", "R", "Callum's submission deadline has been extended to 31 January 2025 (medical extension)."),
    ("2025-04-30", "+", "S", "Callum's submission deadline has been extended to 30 April 2025 (medical extension)."))
fam("F37", "office", "Zainab Okafor", "viva date", "-",
    ("12 Jun", "+", "F", "Zainab Okafor's viva: 12 June, 10am."),
    ("3 Jul", "+", "R", "Zainab's viva has been rescheduled to 3 July because the external examiner is unavailable."))
fam("F38", "office", "MSc Hydrology", "external examiner", "-",
    ("Kagame", "+", "F", "External examiner for the MSc Hydrology: Prof. Ines Kagame (Univ. of Tarrow)."),
    ("Hruby", "+", "R", "Prof. Kagame's term as MSc Hydrology external has ended and Dr Pavel Hruby replaces her."))
fam("F39", "office", "BSc Geography", "programme director", "-",
    ("Wren", "+", "F", "Programme director, BSc Geography: Dr Tobias Wren."),
    ("Sallow", "+", "R", "Dr Imogen Sallow is the new programme director for BSc Geography."),
    ("Demir", "+", "R", "Yusuf Demir took on BSc Geography programme direction in September."))
fam("F40", "office", "COMP2150 labs", "timetable slot", "-",
    ("Fri 9-11", "+", "F", "COMP2150 lab sessions run Fridays 9-11."),
    ("Mon 13-15", "+", "S", "COMP2150 lab sessions run Mondays 13-15."))
fam("F41", "office", "ENGL1404", "seminar room", "-",
    ("Quarry Hall", "+", "F", "ENGL1404 seminars are held in Quarry Hall 2.11."),
    ("Harker 1.05", "+", "S", "ENGL1404 seminars are held in Harker 1.05."))
fam("F42", "office", "MUSC2101", "coordinator", "-",
    ("Strand", "+", "F", "Coordinator: MUSC2101 — Dr Helga Strand."),
    ("Eriksen", "+", "R", "Helga Strand hands MUSC2101 to Dr Tomas Eriksen as coordinator from October."),
    ("Lowe", "+", "R", "MUSC2101 coordination has passed to Dr Amara Lowe."))
fam("F43", "office", "Physics outreach", "annual budget", "-",
    ("8000", "+", "F", "Physics outreach budget for the year: £8,000."),
    ("5500", "+", "S", "Physics outreach budget for the year: £5,500."))
fam("F44", "wiki", "St Aldric's science department", "head of science", "-",
    ("Thorne", "+", "F", "Head of Science at St Aldric's: Mr Gareth Thorne."),
    ("Lindqvist", "+", "R", "Ms Freya Lindqvist was appointed Head of Science."))
fam("F45", "wiki", "St Aldric's Year 11", "mock exam week", "-",
    ("w/c 2 Dec", "+", "F", "Year 11 mocks: w/c 2 December."),
    ("w/c 9 Dec", "+", "R", "Y11 mocks moved back a week, to w/c 9 December."),
    ("w/c 13 Jan", "+", "R", "Year 11 mock exams will now take place the week commencing 13 January."))
fam("F46", "wiki", "St Aldric's", "SENCo", "-",
    ("Adeyemi", "+", "F", "SENCo: Mrs Olu Adeyemi."),
    ("Raman", "+", "R", "Olu Adeyemi has retired; the school's new SENCo is Mr Dev Raman."))
fam("F47", "office", "Kofi Asante", "office room", "-",
    ("W212", "+", "F", "Kofi Asante's office is W212."),
    ("W230", "+", "S", "Kofi Asante's office is W230."))
fam("F48", "minutes", "ELEC3320", "project weighting", "-",
    ("40", "+", "F", "ELEC3320 project weighting: 40% of the module."),
    ("55", "+", "S", "ELEC3320 project weighting: 55% of the module."),
    ("70", "+", "R", "AGREED: the ELEC3320 project to count for 70% of the mark from next session."))
fam("F49", "office", "NURS2210", "placement coordinator", "-",
    ("Dolan", "+", "F", "Placement coordinator for NURS2210 is Ms Maeve Dolan."),
    ("Bakare", "+", "S", "Placement coordinator for NURS2210 is Mr Tunde Bakare."))
fam("F50", "office", "PHIL1003", "exam date", "-",
    ("2025-05-14", "+", "F", "PHIL1003 exam date: 14 May 2025."),
    ("2025-05-21", "+", "S", "PHIL1003 exam date: 21 May 2025."))
fam("F51", "office", "LAW2240", "lecturer", "-",
    ("Ashby", "+", "F", "LAW2240 Contract II is lectured by Prof. Dominic Ashby."),
    ("Kessler", "+", "H", "With Dominic Ashby away on sabbatical, Contract II (LAW2240) lectures are being given by Dr Ruth Kessler."),
    ("Ashby", "+", "R", "LAW2240 lecturer: Prof. Dominic Ashby (back from sabbatical)."))
fam("F52", "office", "SOCI2305", "workshop room", "-",
    ("Bellamy 2.01", "+", "F", "SOCI2305 workshops take place in the Bellamy Building, room 2.01."),
    ("Bellamy 3.08", "+", "S", "SOCI2305 workshops take place in the Bellamy Building, room 3.08."))
fam("F53", "office", "Geography", "PGR director", "-",
    ("Vos", "+", "F", "PGR Director (Geography): Dr Anneke Vos."),
    ("Wren", "+", "S", "PGR Director (Geography): Dr Tobias Wren."))
fam("F54", "group", "Marine Acoustics Group", "tank lab location", "-",
    ("Dunmore basement", "+", "F", "The Marine Acoustics Group's tank lab is in the basement of the Dunmore Building."),
    ("Harbour Annex", "+", "R", "Marine Acoustics tank lab relocated to the Harbour Annex."))
fam("F55", "office", "Hana Novak", "funding source", "-",
    ("self", "+", "F", "Hana Novak is self-funded."),
    ("Faculty scholarship", "+", "R", "Hana Novak now holds a Faculty of Science scholarship (fees + stipend)."))
fam("F56", "office", "Bilal Chaudhry", "thesis title", "-",
    ("low-power", "+", "F", "Bilal Chaudhry thesis title: 'Low-power sensing for river gauges'."),
    ("energy-harvesting", "+", "S", "Bilal Chaudhry thesis title: 'Energy-harvesting sensor networks for flood warning'."))
fam("F57", "group", "Ingrid Holm", "desk", "-",
    ("14", "+", "F", "Ingrid Holm sits at desk 14 in the hot-desk room."),
    ("22", "+", "S", "Ingrid Holm sits at desk 22 in the hot-desk room."))
fam("F58", "office", "Mateo Ruiz", "dissertation supervisor", "-",
    ("Boyle", "+", "F", "Mateo Ruiz (MSc) is supervised by Dr Ciaran Boyle for his dissertation."),
    ("Achterberg", "+", "R", "Mateo's dissertation supervisor has been changed to Dr Rosalind Achterberg."))
fam("F59", "office", "Graduate School", "dean", "-",
    ("Whitcombe", "+", "F", "Dean of the Graduate School: Prof. Amos Whitcombe."),
    ("Whitcombe", "-", "R", "Prof. Amos Whitcombe retired as Dean of the Graduate School in July."),
    ("Farahani", "+", "R", "The Graduate School's new dean is Prof. Leila Farahani, starting in January."))
fam("F60", "wiki", "EnviroSoc", "president", "-",
    ("Ruiz", "+", "F", "EnviroSoc president: Mateo Ruiz."),
    ("Holm", "+", "R", "Mateo Ruiz stepped down as EnviroSoc president and Ingrid Holm was co-opted to replace him."))
fam("F61", "office", "ECON1002", "lecture room", "-",
    ("Orchard", "+", "F", "ECON1002 lectures: Orchard Lecture Theatre."),
    ("Great Hall", "+", "R", "ECON1002 lectures are moving to the Great Hall because enrolment has doubled."))
fam("F62", "office", "GEOG2310", "credit value", "-",
    ("20", "+", "F", "GEOG2310 carries 20 credits."),
    ("30", "+", "S", "GEOG2310 carries 30 credits."))
fam("F63", "minutes", "Geography SSLC", "chair", "-",
    ("Sallow", "+", "F", "Chair of the Geography SSLC: Dr Imogen Sallow."),
    ("Wren", "+", "R", "AGREED: Dr Tobias Wren to chair the Geography SSLC for the rest of the year."),
    ("Wren", "+", "C", "Tobias Wren confirmed as Geography SSLC chair at the January meeting."),
    ("Demir", "+", "R", "Geography SSLC is now chaired by Dr Yusuf Demir."))
fam("F64", "office", "Journal of Estuarine Studies", "managing editor", "-",
    ("Reid", "+", "F", "Managing editor at JES is Callum Reid (part-time, alongside his PhD)."),
    ("Novak", "+", "R", "JES managing editor: Hana Novak."))
fam("F65", "minutes", "Research Computing Committee", "secretary", "-",
    ("Yeo", "+", "F", "Secretary to the Research Computing Committee: Ms Priscilla Yeo."),
    ("Lowe", "+", "S", "Secretary to the Research Computing Committee: Dr Amara Lowe."))
fam("F66", "office", "CHEM2250", "coordinator", "-",
    ("Haddad", "+", "F", "CHEM2250 coordinator is Dr Nadia Haddad."),
    ("Haddad", "+", "C", "Nadia Haddad is still coordinating CHEM2250 this year."),
    ("Park", "+", "R", "Dr Joon-ho Park has taken over CHEM2250 coordination from Nadia now she is HoD."))
fam("F67", "office", "MARS3120", "field course location", "-",
    ("Skellan", "+", "F", "MARS3120 field course: Skellan Island field station."),
    ("Porthwenna", "+", "S", "MARS3120 field course: Porthwenna field station."))
fam("F68", "office", "STAT2012", "lecturer", "-",
    ("Kowalczyk", "+", "F", "STAT2012 is lectured by Dr Lena Kowalczyk."),
    ("Matalon", "+", "S", "STAT2012 is lectured by Dr Oren Matalon."))
fam("F69", "office", "EDUC7001", "coordinator", "-",
    ("Byrne", "+", "F", "EDUC7001 coordinator — Dr Cathal Byrne."),
    ("Lowe", "+", "S", "EDUC7001 coordinator — Dr Amara Lowe."))
fam("F70", "office", "Physics", "subject librarian", "-",
    ("Greaves", "+", "F", "Physics' subject librarian is Tamsin Greaves."),
    ("Evans", "+", "S", "Physics' subject librarian is Rhodri Evans."))

# ---------------------------------------------------------------------------
# Labelled negative groups. Every member is labelled and must never appear in
# a pair. neg(gid, class, register, members); member =
# (subject, attribute, scope, value, text), listed in order time.
# Classes whose members state one fact share one family key (the group);
# the others give each member its own key (coexisting facts).
# ---------------------------------------------------------------------------
SAME_FACT = {"format_variant", "elaboration", "confirmation", "static", "equal_time"}
GROUPS = []


def neg(gid, cls, reg, *members):
    GROUPS.append(dict(gid=gid, cls=cls, reg=reg, members=list(members)))


# multi_valued: values that coexist
neg("N01", "multi_valued", "office",
    ("Amara Lowe", "teaches", "-", "MUSC1102", "Dr Amara Lowe teaches MUSC1102."),
    ("Amara Lowe", "teaches", "-", "MUSC2207", "Amara Lowe also teaches MUSC2207 (Orchestration)."),
    ("Amara Lowe", "teaches", "-", "MUSC3300", "Another module on Amara's load this year: MUSC3300 Film Scoring."))
neg("N02", "multi_valued", "group",
    ("Porthwenna sediment paper", "co-author", "-", "Iqbal+Sallow", "Co-authors on the Porthwenna sediment paper: Hamza Iqbal and Dr Imogen Sallow."),
    ("Porthwenna sediment paper", "co-author", "-", "Park", "Dr Joon-ho Park is a co-author on the Porthwenna paper too."))
neg("N03", "multi_valued", "minutes",
    ("Geography Teaching Committee", "member", "-", "Demir", "Members of the Geography Teaching Committee include Dr Yusuf Demir."),
    ("Geography Teaching Committee", "member", "-", "Vos", "Dr Anneke Vos also sits on the Geography Teaching Committee."))
neg("N04", "multi_valued", "office",
    ("Mirela Popescu", "supervises", "-", "Chaudhry", "Dr Mirela Popescu supervises Bilal Chaudhry."),
    ("Mirela Popescu", "supervises", "-", "Novak", "Mirela also supervises Hana Novak."),
    ("Mirela Popescu", "supervises", "-", "Quinn", "Another of Dr Popescu's PhD students: Ruairi Quinn, who started in January."))
neg("N05", "multi_valued", "group",
    ("Kenji Mori", "languages", "-", "Japanese+English", "Kenji Mori speaks Japanese and English, handy for the Kyoto exchange."),
    ("Kenji Mori", "languages", "-", "Korean", "Kenji speaks Korean as well."))
# scope_disjoint: same attribute, different scope
neg("N06", "scope_disjoint", "office",
    ("GEOG1001", "lecture room", "semester 1", "Harker LT2", "GEOG1001 lectures in semester 1 are in Harker LT2."),
    ("GEOG1001", "lecture room", "semester 2", "Orchard", "In semester 2, GEOG1001 lectures are in the Orchard Lecture Theatre."))
neg("N07", "scope_disjoint", "office",
    ("History dissertations", "deadline", "UG", "2 May", "Undergraduate dissertations in History are due 2 May."),
    ("History dissertations", "deadline", "PG", "15 Sep", "Postgraduate (MA) dissertations in History are due 15 September."))
neg("N08", "scope_disjoint", "wiki",
    ("University library", "closing time", "Kittering campus", "22:00", "The Kittering campus library closes at 22:00."),
    ("University library", "closing time", "Strand campus", "midnight", "On the Strand campus the library closes at midnight."))
neg("N09", "scope_disjoint", "wiki",
    ("Orme Building", "opening hours", "weekdays", "8-20", "Orme Building is open 8am-8pm on weekdays."),
    ("Orme Building", "opening hours", "weekends", "10-16", "At weekends the Orme Building opens 10-4, card access only."))
neg("N10", "scope_disjoint", "minutes",
    ("Coursework marking", "turnaround", "UG", "15 days", "Marking turnaround for undergraduate coursework: 15 working days."),
    ("Coursework marking", "turnaround", "PGT", "20 days", "For PGT coursework the marking turnaround is 20 working days."))
neg("N11", "scope_disjoint", "minutes",
    ("Physics exam board", "meeting date", "S1", "30 Jan", "Physics exam board for S1 results meets on 30 January."),
    ("Physics exam board", "meeting date", "S2", "24 Jun", "The Semester 2 Physics exam board meets on 24 June."))
# format_variant: same value, another format
neg("N12", "format_variant", "minutes",
    ("PSYC2100", "exam weighting", "-", "60", "The PSYC2100 exam is worth 60 per cent."),
    ("PSYC2100", "exam weighting", "-", "60", "PSYC2100 exam weighting: 60%."))
neg("N13", "format_variant", "office",
    ("LING2001", "semester", "-", "2", "LING2001 runs in Semester 2."),
    ("LING2001", "semester", "-", "2", "LING2001: S2."))
neg("N14", "format_variant", "office",
    ("Physics PGR research allowance", "amount", "-", "1000", "Departmental research fund for Physics: £1,000 per PGR student."),
    ("Physics PGR research allowance", "amount", "-", "1000", "Physics PGR research allowance is 1k per student."))
neg("N15", "format_variant", "wiki",
    ("Geography staff meeting", "time", "-", "17:00", "Geography staff meeting: 17:00 on the first Monday."),
    ("Geography staff meeting", "time", "-", "17:00", "Geography staff meeting is at 5pm, first Monday of the month."))
neg("N16", "format_variant", "office",
    ("Mateo Ruiz", "dissertation word limit", "-", "15000", "Mateo's MSc dissertation word limit: 15,000 words."),
    ("Mateo Ruiz", "dissertation word limit", "-", "15000", "Mateo's dissertation word limit is fifteen thousand words."))
neg("N17", "format_variant", "minutes",
    ("School of Health ethics panel", "meeting day", "-", "2nd Tue", "The ethics panel meets on the 2nd Tuesday of each month."),
    ("School of Health ethics panel", "meeting day", "-", "2nd Tue", "Ethics panel: second Tuesday, monthly."))
neg("N18", "format_variant", "office",
    ("Faculty of Science graduation", "date", "-", "2025-07-16", "Graduation for the Faculty of Science: 2025-07-16."),
    ("Faculty of Science graduation", "date", "-", "2025-07-16", "Science graduation is on 16/07/2025."))
# elaboration: same value, more detail (some with the detail first)
neg("N19", "elaboration", "office",
    ("Zainab Okafor", "external examiner", "-", "Morgan", "Zainab Okafor's external examiner: Prof. Dafydd Morgan."),
    ("Zainab Okafor", "external examiner", "-", "Morgan", "Zainab Okafor's external examiner is Prof. Dafydd Morgan of the University of Glanmor, a specialist in tidal hydrodynamics."))
neg("N20", "elaboration", "wiki",
    ("BIOL2204 practicals", "room", "-", "Teaching Lab", "BIOL2204 practicals are in the Teaching Lab (Orme 1.20), benches 1-24, lab coats required."),
    ("BIOL2204 practicals", "room", "-", "Teaching Lab", "BIOL2204 practicals are in the Teaching Lab."))
neg("N21", "elaboration", "group",
    ("SALTMARSH-2 grant", "funder", "-", "Halden", "The Halden Foundation funds SALTMARSH-2."),
    ("SALTMARSH-2 grant", "funder", "-", "Halden", "SALTMARSH-2 is funded by the Halden Foundation under its Coastal Futures call, grant ref HF-22-118."))
neg("N22", "elaboration", "wiki",
    ("Physics Christmas lecture", "date", "-", "11 Dec", "The Physics Christmas lecture is on 11 December at 6pm in Harker LT2, with a demo show by the 2nd years."),
    ("Physics Christmas lecture", "date", "-", "11 Dec", "The Physics Christmas lecture is on 11 December."))
neg("N23", "elaboration", "office",
    ("Callum Reid", "second supervisor", "-", "Ribeiro", "Callum Reid's second supervisor is Dr Ana Ribeiro."),
    ("Callum Reid", "second supervisor", "-", "Ribeiro", "Callum's second supervisor is Dr Ana Ribeiro, who handles the statistics side of his thesis and meets him monthly."))
neg("N24", "elaboration", "wiki",
    ("AstroSoc observing night", "day", "-", "Friday", "AstroSoc observing nights are on Fridays."),
    ("AstroSoc observing night", "day", "-", "Friday", "AstroSoc observing nights are on Fridays, from dusk, on the roof of the Harker Building, weather permitting."))
# confirmation: the value in force restated later
neg("N25", "confirmation", "minutes",
    ("HIST1100", "coordinator", "-", "Quist", "HIST1100 coordinator is Dr Eamon Quist."),
    ("HIST1100", "coordinator", "-", "Quist", "HIST1100 coordinator: still Dr Quist, confirmed at the September board."))
neg("N26", "confirmation", "office",
    ("MSc Hydrology", "intake cap", "-", "24", "The MSc Hydrology has 24 places."),
    ("MSc Hydrology", "intake cap", "-", "24", "MSc Hydrology intake cap remains 24 places for next year."))
neg("N27", "confirmation", "group",
    ("PGR lab induction", "timing", "-", "week 1", "Lab induction for new PGRs is in week 1."),
    ("PGR lab induction", "timing", "-", "week 1", "As usual, PGR lab induction runs in week 1."))
neg("N28", "confirmation", "office",
    ("Geography first-year field trip", "destination", "-", "Carrow Hills", "The Geography first-year field trip goes to the Carrow Hills."),
    ("Geography first-year field trip", "destination", "-", "Carrow Hills", "Geography first-year field trip: Carrow Hills again this year."))
neg("N29", "confirmation", "minutes",
    ("ELEC1010", "lab report weighting", "-", "20", "ELEC1010 lab reports are worth 20%."),
    ("ELEC1010", "lab report weighting", "-", "20", "ELEC1010 lab reports still count for 20% of the module."))
neg("N30", "confirmation", "wiki",
    ("form 8T", "form tutor", "-", "Price", "Form 8T's tutor is Mr Aled Price."),
    ("form 8T", "form tutor", "-", "Price", "Mr Aled Price remains 8T's form tutor this year."))
# different_subject: the frame of a changing fact with another subject
neg("N31", "different_subject", "office",
    ("PHYS2130", "lecture room", "-", "Harker LT2", "PHYS2130 lectures are in Harker LT2."),
    ("Department of Law", "head of department", "-", "Kessler", "Dr Ruth Kessler is Head of the Department of Law."),
    ("ECON2004", "exam weighting", "-", "70", "ECON2004 assessment: final exam 70%, coursework 30%."),
    ("Estuaries Forum 2025", "abstract deadline", "-", "10 Jan", "Abstract deadline for the Estuaries Forum 2025 is 10 January."))
neg("N32", "different_subject", "group",
    ("Ruairi Quinn", "desk", "-", "3.14", "Ruairi Quinn's desk is 3.14 in the new PGR office."),
    ("LING3012", "seminar slot", "-", "Thu 14-16", "LING3012 seminars: Thursdays 14:00-16:00."),
    ("Oskar Lind", "funding source", "-", "Pellworth", "Oskar Lind is funded by the Pellworth Trust studentship."),
    ("form 9S", "form tutor", "-", "Hale", "Form tutor for 9S: Ms Bronwen Hale."))
neg("N33", "different_subject", "office",
    ("COMP2160", "credit value", "-", "15", "COMP2160 is a 15-credit module."),
    ("Estuarine Modelling Group", "PI", "-", "Asante", "PI of the Estuarine Modelling Group: Dr Kofi Asante."),
    ("CoastSed 2024", "venue", "-", "Lowther", "CoastSed 2024 was held at the Lowther Conference Centre."),
    ("Chemistry SSLC", "secretary", "-", "Feld", "SSLC Chemistry secretary: Jonah Feld (3rd year rep)."))
# static: an unchanging fact restated with a synonymous verb
neg("N34", "static", "wiki",
    ("School of Biosciences", "building", "-", "Orme", "The Orme Building houses the School of Biosciences."),
    ("School of Biosciences", "building", "-", "Orme", "The School of Biosciences is based in the Orme Building."))
neg("N35", "static", "office",
    ("Marlow Vale University", "founded", "-", "1962", "Marlow Vale University was founded in 1962."),
    ("Marlow Vale University", "founded", "-", "1962", "The university was established in 1962."))
neg("N36", "static", "wiki",
    ("Harker LT2", "capacity", "-", "180", "Harker LT2 seats 180."),
    ("Harker LT2", "capacity", "-", "180", "Harker LT2 holds 180 people."))
neg("N37", "static", "office",
    ("Journal of Estuarine Studies", "publisher", "-", "Tarrow UP", "The Journal of Estuarine Studies is published by Tarrow University Press."),
    ("Journal of Estuarine Studies", "publisher", "-", "Tarrow UP", "Tarrow University Press publishes JES."))
neg("N38", "static", "group",
    ("Vance Lab", "founder", "-", "Edith Vance", "The Vance Lab was set up by Prof. Edith Vance in 1998."),
    ("Vance Lab", "founder", "-", "Edith Vance", "Edith Vance founded the Vance Lab in 1998."))
neg("N39", "static", "wiki",
    ("St Aldric's Academy", "trust", "-", "Harrowmere", "St Aldric's Academy belongs to the Harrowmere Learning Trust."),
    ("St Aldric's Academy", "trust", "-", "Harrowmere", "St Aldric's is part of the Harrowmere Learning Trust."))
# membership: memberships that look like roles, all holding at once
neg("N40", "membership", "office",
    ("Nadia Haddad", "member of", "-", "Senate", "Dr Nadia Haddad is on the University Senate."),
    ("Nadia Haddad", "member of", "-", "Research Ethics Committee", "Nadia Haddad sits on the Research Ethics Committee."),
    ("Nadia Haddad", "member of", "-", "Faculty Board", "Nadia is a member of the Faculty Board of Science."))
neg("N41", "membership", "office",
    ("Emeka Obi", "member of", "-", "assessment panel", "Prof. Emeka Obi is on the national research assessment panel for Chemistry."),
    ("Emeka Obi", "member of", "-", "Carrow Academy", "Emeka Obi was elected a Fellow of the Carrow Academy of Sciences."),
    ("Emeka Obi", "member of", "-", "JES editorial board", "Emeka Obi joined the editorial board of the Journal of Estuarine Studies."))
neg("N42", "membership", "minutes",
    ("Zainab Okafor", "member of", "-", "PGR committee", "Zainab Okafor is a student rep on the PGR committee."),
    ("Zainab Okafor", "member of", "-", "wellbeing panel", "Zainab also sits on the Graduate School's wellbeing panel."))
neg("N43", "membership", "office",
    ("Tobias Wren", "member of", "-", "Geographical Society", "Dr Tobias Wren is a trustee of the Harrowmere Geographical Society."),
    ("Tobias Wren", "member of", "-", "St Aldric's governors", "Tobias Wren is on the board of governors at St Aldric's."))
neg("N44", "membership", "wiki",
    ("Freya Lindqvist", "member of", "-", "safeguarding team", "Ms Freya Lindqvist is a member of the Academy's safeguarding team."),
    ("Freya Lindqvist", "member of", "-", "curriculum group", "Freya Lindqvist is on the curriculum working group."))
# equal_time: two values of one fact at the identical order time
neg("N45", "equal_time", "office",
    ("ARCH2050 crits", "room", "-", "Studio 4", "Room for ARCH2050 crits: Studio 4."),
    ("ARCH2050 crits", "room", "-", "Studio 6", "Room for ARCH2050 crits: Studio 6."))
neg("N46", "equal_time", "office",
    ("Kenji Mori", "thesis title", "-", "automated marking", "Thesis title for Kenji Mori: 'Trust in automated marking'."),
    ("Kenji Mori", "thesis title", "-", "feedback literacy", "Kenji Mori's thesis title: 'Feedback literacy in first-year engineering'."))
neg("N47", "equal_time", "office",
    ("MSc Hydrology", "programme leader", "-", "Ribeiro", "MSc Hydrology programme leader: Dr Ana Ribeiro."),
    ("MSc Hydrology", "programme leader", "-", "Matalon", "Programme leader for the MSc Hydrology is Dr Oren Matalon."))
neg("N48", "equal_time", "minutes",
    ("PHYS3300", "exam weighting", "-", "80", "PHYS3300 exam weighting: 80%."),
    ("PHYS3300", "exam weighting", "-", "70", "PHYS3300 exam weighting: 70%."))
neg("N49", "equal_time", "wiki",
    ("Chess Society", "president", "-", "Chaudhry", "Chess Society president: Bilal Chaudhry."),
    ("Chess Society", "president", "-", "Novak", "Hana Novak is president of the Chess Society."))
neg("N50", "equal_time", "office",
    ("Harrowmere Lecture 2025", "venue", "-", "Great Hall", "The Harrowmere Lecture 2025 is in the Great Hall."),
    ("Harrowmere Lecture 2025", "venue", "-", "Orchard", "The Harrowmere Lecture 2025 is in the Orchard Lecture Theatre."))
# unrelated distractors, some sharing a subject with a changing family
neg("N51", "unrelated", "office",
    ("GEOG2310", "notebook hand-in", "-", "x", "GEOG2310 field notebooks must be handed in at the School office."),
    ("PHYS1120", "problem sheets", "-", "x", "PHYS1120 problem sheets are released every Monday on the VLE."),
    ("ECON1002", "reading list", "-", "x", "The ECON1002 reading list has been updated on the library site."),
    ("Chloe Barnaby", "prize", "-", "x", "Chloe Barnaby won the departmental prize for the best first-year talk."))
neg("N52", "unrelated", "group",
    ("Mei-Lin Zhou", "poster", "-", "x", "Mei-Lin Zhou presented a poster at CoastSed."),
    ("Vance Lab", "autoclave", "-", "x", "The Vance Lab's autoclave is serviced every March."),
    ("Dunmore Building", "fire drill", "-", "x", "Reminder: fire drill in the Dunmore Building on Thursday."),
    ("level 3 kitchen", "coffee machine", "-", "x", "Coffee machine on level 3 is fixed, finally."),
    ("Hamza Iqbal", "paper", "-", "x", "Hamza Iqbal's paper on marsh accretion was accepted by JES."))
neg("N53", "unrelated", "wiki",
    ("St Aldric's Year 9", "parents' evening", "-", "x", "Year 9 parents' evening is on 6 March."),
    ("staff photos", "date", "-", "x", "Staff photos for the website will be taken on 4 June in the foyer."),
    ("PGR conference", "registrations", "-", "x", "The PGR conference had 46 registrations."),
    ("SALTMARSH-2 grant", "quarterly report", "-", "x", "SALTMARSH-2 quarterly report sent to the Halden Foundation."),
    ("Saoirse Nolan", "keynote", "-", "x", "Dr Saoirse Nolan gave the keynote at the Underwater Sound Symposium."))

# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
START = dt.datetime(2022, 1, 10, tzinfo=dt.timezone.utc)
LAST = dt.datetime(2026, 10, 20, tzinfo=dt.timezone.utc)
IMPORT_LO = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)
# families and groups whose texts name a year are dated inside a window that
# fits the text (shorter gaps there); everything else spans START..LAST.
WINDOWS = {
    "F05": ("2024-05-01", "2025-02-10"),
    "F13": ("2023-06-01", "2025-09-01"),
    "F17": ("2024-03-01", "2025-05-01"),
    "F30": ("2024-01-01", "2026-06-30"),
    "F36": ("2023-09-01", "2025-04-01"),
    "F50": ("2024-09-01", "2025-05-10"),
    "N18": ("2024-10-01", "2025-07-10"),
    "N31": ("2024-01-01", "2024-12-31"),
    "N33": ("2024-09-01", "2026-10-20"),
    "N50": ("2024-06-01", "2025-06-01"),
}
MODE_SHARE = (("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18))


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with labels
    for f in FAMILIES:
        for i, (value, pol, kind, text) in enumerate(f["versions"]):
            mems.append(dict(key=f["fid"], fam=f["fid"], reg=f["reg"], cls="changing",
                             subject=f["subject"], attribute=f["attribute"], scope=f["scope"],
                             value=value, pol=pol, kind=kind, text=text, pos=i))
    for g in GROUPS:
        for i, (subject, attribute, scope, value, text) in enumerate(g["members"]):
            key = g["gid"] if g["cls"] in SAME_FACT else "%s.%d" % (g["gid"], i + 1)
            mems.append(dict(key=key, fam=g["gid"], reg=g["reg"], cls=g["cls"],
                             subject=subject, attribute=attribute, scope=scope,
                             value=value, pol="+", kind="-", text=text, pos=i))
    # time modes: exact quotas, shuffled over all memories
    n = len(mems)
    n_live = round(n * MODE_SHARE[0][1])
    n_back = round(n * MODE_SHARE[2][1])
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    # order times per family/group (a group of one family key or coexisting keys)
    by_fam = {}
    for m in mems:
        by_fam.setdefault(m["fam"], []).append(m)
    for fid in sorted(by_fam):
        ms = by_fam[fid]
        equal = ms[0]["cls"] == "equal_time"
        steps = 1 if equal else len(ms)
        lo, hi = START, LAST
        glo, ghi = 21, 170
        if fid in WINDOWS:
            lo, hi = (dt.datetime.fromisoformat(x).replace(tzinfo=dt.timezone.utc) for x in WINDOWS[fid])
            glo, ghi = 14, 60
        gaps = [rng.randint(glo, ghi) for _ in range(steps - 1)]
        span = sum(gaps)
        room = (hi - lo).days - span - 1
        assert room > 0, fid
        day0 = lo + dt.timedelta(days=rng.randint(0, room))
        days = [day0]
        for g in gaps:
            days.append(days[-1] + dt.timedelta(days=g))
        if equal:
            tod = rng.randint(7 * 3600, 21 * 3600)
            if any(m["mode"] == "backfilled" for m in ms):
                tod = 0
            for m in ms:
                m["order"] = days[0] + dt.timedelta(seconds=tod)
        else:
            for m, d in zip(ms, days):
                tod = 0 if m["mode"] == "backfilled" else rng.randint(7 * 3600, 21 * 3600)
                m["order"] = d + dt.timedelta(seconds=tod)
        # created_at / observed_at
        for m in ms:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["created"] = m["order"] + dt.timedelta(seconds=rng.randint(60, 55 * 60))
                m["observed"] = m["order"]
            else:
                m["observed"] = m["order"]
        back = sorted((m for m in ms if m["mode"] == "backfilled"),
                      key=lambda m: (m["order"], m["pos"]), reverse=True)
        if back:
            t = IMPORT_LO + dt.timedelta(seconds=rng.randint(0, 25 * 86400))
            for m in back:  # newest first: the newest version gets the earliest import instant
                t += dt.timedelta(seconds=rng.randint(1, 40))
                m["created"] = t
    # ids assigned in a shuffled order, file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, [mems[i] for i in file_order]


def compute_truth(mems):
    """Each memory is expired by the earliest strictly newer memory of its
    family key whose (value, polarity) differs; labels only, never text."""
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(by_key):
        ms = by_key[key]
        for a in ms:
            newer = [b for b in ms if b["order"] > a["order"]
                     and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not newer:
                continue
            first = min(b["order"] for b in newer)
            cands = [b for b in newer if b["order"] == first]
            assert len(cands) == 1, key
            b = cands[0]
            pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                              reason="negation" if a["pol"] != b["pol"] else "value", fam=key))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


WORD = re.compile(r"[0-9a-zà-ÿ£%]+(?:[.,:'/-][0-9a-zà-ÿ]+)*")


QUOTED = re.compile(r"(?<![A-Za-z])'[^']+'(?![A-Za-z])")


def toks(s):
    """Lower-cased word tokens; a quoted title counts as one token (one slot)."""
    out = []
    pos = 0
    for q in QUOTED.finditer(s):
        out += WORD.findall(s[pos:q.start()].lower())
        out.append("q:" + q.group(0).lower())
        pos = q.end()
    return out + WORD.findall(s[pos:].lower())


def slot_edit(a, b):
    """True when b differs from a in one contiguous span of at most 4 tokens
    on each side, with shared prefix+suffix covering most of both texts."""
    x, y = toks(a), toks(b)
    p = 0
    while p < min(len(x), len(y)) and x[p] == y[p]:
        p += 1
    s = 0
    while s < min(len(x), len(y)) - p and x[-1 - s] == y[-1 - s]:
        s += 1
    dx, dy = len(x) - p - s, len(y) - p - s
    return dx <= 4 and dy <= 4 and (p + s) * 2 >= max(len(x), len(y))


def jaccard(a, b):
    x, y = set(toks(a)), set(toks(b))
    return len(x & y) / len(x | y)


def check(mems, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    in_pair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        assert m["text"].strip()
        if m["cls"] != "changing":
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if m["mode"] == "backfilled":
            assert m["observed"].hour == m["observed"].minute == m["observed"].second == 0
    for m in mems:
        if m["fam"] in WINDOWS:
            lo, hi = WINDOWS[m["fam"]]
            assert lo <= m["order"].strftime("%Y-%m-%d") <= hi, m["fam"]
    # no shared order time within a family key except equal_time
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    for key, ms in by_key.items():
        times = [m["order"] for m in ms]
        if ms[0]["cls"] == "equal_time":
            assert len(set(times)) == 1 and len(ms) == 2
        else:
            assert len(set(times)) == len(times), key
    # versions listed in order time, and kinds consistent with labels
    for f in FAMILIES:
        vs = [m for m in mems if m["fam"] == f["fid"]]
        vs.sort(key=lambda m: m["pos"])
        assert all(vs[i]["order"] < vs[i + 1]["order"] for i in range(len(vs) - 1))
        assert vs[0]["kind"] == "F"
        for a, b in zip(vs, vs[1:]):
            same = (a["value"], a["pol"]) == (b["value"], b["pol"])
            assert (b["kind"] == "C") == same, (f["fid"], b["text"])
            if b["kind"] == "S":
                assert slot_edit(a["text"], b["text"]), ("declared slot edit is not one", b["text"])
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"


def stats(mems, pairs):
    out = []
    fams = {f["fid"]: [m for m in mems if m["fam"] == f["fid"]] for f in FAMILIES}
    nver = {fid: len({(m["value"], m["pol"], m["pos"]) for m in ms if m["kind"] != "C"}) for fid, ms in fams.items()}
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d (memories in them: %d)" % (len(fams), sum(len(v) for v in fams.values())))
    hist = {}
    for fid, ms in fams.items():
        hist[len(ms)] = hist.get(len(ms), 0) + 1
    out.append("family sizes (memories): " + ", ".join("%d: %d" % (k, hist[k]) for k in sorted(hist)))
    out.append("families with 4 versions (confirmations not counted): %d" % sum(1 for v in nver.values() if v >= 4))
    conf = sum(1 for m in mems if m["kind"] == "C")
    out.append("confirmations inside chains: %d" % conf)
    moves = 0
    for fid, ms in fams.items():
        ms = sorted(ms, key=lambda m: m["pos"])
        seen = []
        for m in ms:
            v = (m["value"], m["pol"])
            if seen and v != seen[-1] and v in seen:
                moves += 1
            if not seen or v != seen[-1]:
                seen.append(v)
    out.append("moves back (a value returns after a different one): %d" % moves)
    hard_mid = 0
    for fid, ms in fams.items():
        ms = sorted(ms, key=lambda m: m["pos"])
        hard_mid += sum(1 for m in ms[1:-1] if m["kind"] == "H")
    out.append("hard-worded versions: %d (intervening, i.e. not first or last: %d)" %
               (sum(1 for m in mems if m["kind"] == "H"), hard_mid))
    nv = sum(1 for p in pairs if p["reason"] == "value")
    nn = sum(1 for p in pairs if p["reason"] == "negation")
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), nv, nn))
    cls = {}
    for m in mems:
        cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out.append("memories per class: " + ", ".join("%s %d" % (k, cls[k]) for k in sorted(cls)))
    out.append("labelled memories: %d" % sum(v for k, v in cls.items() if k != "changing"))
    reg = {}
    for m in mems:
        k = (m["reg"], "changing" if m["cls"] == "changing" else "labelled")
        reg[k] = reg.get(k, 0) + 1
    out.append("memories per register (changing/labelled): " + ", ".join(
        "%s %d/%d" % (r, reg.get((r, "changing"), 0), reg.get((r, "labelled"), 0))
        for r in ("office", "wiki", "group", "minutes")))
    newer = [m for m in mems if m["cls"] == "changing" and m["kind"] in "RHS"]
    rw = sum(1 for m in newer if m["kind"] in "RH")
    out.append("newer versions (changes): %d; reworded (R/H) %d = %.0f%%, one-slot edits (S) %d" %
               (len(newer), rw, 100.0 * rw / len(newer), len(newer) - rw))
    # measured wording against the version before
    meas_slot, jac_r, jac_s = 0, [], []
    for f in FAMILIES:
        vs = sorted(fams[f["fid"]], key=lambda m: m["pos"])
        for a, b in zip(vs, vs[1:]):
            if b["kind"] == "C":
                continue
            j = jaccard(a["text"], b["text"])
            if b["kind"] == "S":
                jac_s.append(j)
            else:
                jac_r.append(j)
                if slot_edit(a["text"], b["text"]):
                    meas_slot += 1
    out.append("measured: reworded versions that a one-span diff would call slot edits: %d of %d" % (meas_slot, len(jac_r)))
    out.append("mean token Jaccard with the version before: reworded %.2f, slot edits %.2f" %
               (sum(jac_r) / len(jac_r), sum(jac_s) / len(jac_s)))
    forms = dict(
        minutes_style=lambda t: bool(re.match(r"^(AGREED|ACTION|NOTED|RESOLVED):", t)),
        key_value=lambda t: bool(re.match(r"^[^.:]{2,60}: ", t)) and not re.match(r"^(AGREED|ACTION):", t),
        abbreviation=lambda t: bool(re.search(r"\b(HoD|PGR|PGT|TA|w/c|SSLC|SENCo|JES|UG|PG|MSc|MA|S1|S2|Y11|AV|VLE|AstroSoc|EnviroSoc)\b", t)),
        date_or_term=lambda t: bool(re.search(r"\b(\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)|20\d\d/\d\d|\d{4}-\d\d-\d\d|\d\d/\d\d/\d{4}|term|semester|Semester|half term|January|February|March|July|September|October)\b", t)),
        negation_word=lambda t: bool(re.search(r"\b(no longer|stepped down|withdrew|retired|resigned|suspended|left|vacant|reinstated)\b", t)),
    )
    for name, fn in forms.items():
        out.append("texts with %s: %d" % (name, sum(1 for m in mems if fn(m["text"]))))
    wl = [len(toks(m["text"])) for m in mems]
    out.append("words per memory: min %d, median %d, max %d" % (min(wl), sorted(wl)[len(wl) // 2], max(wl)))
    mc = {}
    for m in mems:
        mc[m["mode"]] = mc.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, mc[k], 100.0 * mc[k] / len(mems))
                                          for k in ("live", "stamped", "backfilled")))
    inv = 0
    mixed = 0
    for fid, ms in fams.items():
        if len({m["mode"] for m in ms}) > 1:
            mixed += 1
        ms = sorted(ms, key=lambda m: m["order"])
        if any(ms[i]["created"] > ms[i + 1]["created"] for i in range(len(ms) - 1)):
            inv += 1
    out.append("changing families mixing time modes: %d; with created_at order inverted against order time: %d" % (mixed, inv))
    inv_pairs = sum(1 for p in pairs if byid[p["expired_id"]]["created"] > byid[p["replacement_id"]]["created"])
    out.append("true pairs whose created_at order is inverted: %d" % inv_pairs)
    return "\n".join(out)


def memory_json(m):
    o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = ts(m["observed"])
    return json.dumps(o, ensure_ascii=False)


def main(argv):
    global byid
    mems, file_mems = build()
    byid = {m["id"]: m for m in mems}
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in argv:
        print(stats(mems, pairs))
        return 0
    if "--list" in argv:
        for m in sorted(mems, key=lambda m: (m["fam"], m["key"], m["order"], m["pos"])):
            print("%s  %s  %-10s  %-17s %-4s %s | %s | %s | %s=%s%s  %s" % (
                m["id"], ts(m["order"]), m["mode"], m["cls"], m["fam"], m["kind"],
                m["subject"], m["attribute"], m["scope"], m["value"], m["pol"], m["text"]))
        print("-- pairs")
        for p in pairs:
            print("%s -> %s  %-8s %s" % (p["expired_id"], p["replacement_id"], p["reason"], p["fam"]))
        return 0
    files = {
        "memories.jsonl": "".join(memory_json(m) + "\n" for m in file_mems),
        "truth.jsonl": "".join(json.dumps({"expired_id": p["expired_id"], "replacement_id": p["replacement_id"],
                                           "reason": p["reason"]}) + "\n" for p in pairs),
        "labels.jsonl": "".join(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n"
                                for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != "changing"),
    }
    for name, body in files.items():
        path = os.path.join(HERE, name)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(body)
        os.replace(tmp, path)
        print("%s  %s" % (hashlib.sha256(body.encode("utf-8")).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
