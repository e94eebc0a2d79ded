#!/usr/bin/env python3
"""Generate testdata/heldout9: a blind evaluation corpus of memories from school,
college, university and research-institute records.

Every label (family, value, polarity, class) is fixed in the tables below before
anything is generated. Truth is computed from those labels by the rule in
README.md, never from the text. Standard library only; deterministic (fixed seed):
two runs write byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts (writes nothing)
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""

import datetime as dt
import json
import os
import random
import re
import sys

SEED = 20261209
OUT_DIR = os.path.dirname(os.path.abspath(__file__))
LIMIT = dt.datetime(2026, 10, 31, 23, 59, 59)  # every order time falls before this
IMPORT_FROM = dt.datetime(2026, 11, 2, 8, 0, 0)  # backfill import instants: November 2026
IMPORT_TO = dt.datetime(2026, 11, 27, 18, 0, 0)

REGISTERS = {
    "school": "secondary school office notes (St Aldric's)",
    "college": "sixth-form / collegiate college records (Ashgrove, Pembury)",
    "dept": "university department staff wiki (Harrowfield)",
    "grad": "graduate school records",
    "lab": "research institute / lab shared notes (Calder Institute)",
    "committee": "committee minutes",
    "journal": "journal, conference and seminar-series organisation",
}

NEGATIVE_CLASSES = [
    "multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
    "different_subject", "static", "membership", "equal_time", "unrelated",
]

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# versions: (value, polarity, flags, text); polarity "+" holds, "-" stopped holding.
# flags: "e" one-slot edit of the version before it (else reworded),
#        "h" hard-worded intervening version, "c" confirmation inside the chain.
# dates: one per version, in chronological order (time of day is drawn).
# after: labelled memories restating the value in force after the last version:
#        (class, text, date or None); None = drawn 20-200 days after the last version.
# ---------------------------------------------------------------------------

FAMILIES = [
    # ----- chains of four versions -----
    dict(key="F01", reg="dept", fact="PHYS2317 Quantum Mechanics II / module lead",
         dates=["2021-06-10", "2022-07-04", "2023-08-21", "2025-05-12"],
         v=[("Varga", "+", "", "Module lead (PHYS2317 Quantum Mechanics II): Dr Imelda Varga"),
            ("Wren", "+", "h", "Imelda on research leave 2022/23, so PHYS2317 goes to Tomasz Wren for the year."),
            ("Varga", "+", "", "Dr Varga is back in charge of PHYS2317 now that her leave has finished."),
            ("Fairbrother", "+", "", "From 2025/26 the module lead for PHYS2317 Quantum Mechanics II will be Dr Anselm Fairbrother.")],
         after=[("confirmation", "Confirmed at the October teaching meeting: Dr Fairbrother stays on as PHYS2317 lead.", "2025-10-20")]),
    dict(key="F02", reg="dept", fact="Physics department / head of department",
         dates=["2020-09-15", "2022-08-01", "2024-01-22", "2025-09-03"],
         v=[("Achterberg", "+", "", "Prof. Desmond Achterberg, HoD Physics since 2019, chaired the department away day."),
            ("Marchetti", "+", "", "Physics HoD: Prof. Lucía Marchetti (from 1 Aug 2022)"),
            ("Osei-Bonsu", "+", "h", "With Lucía Marchetti now Dean of Science, Dr Kwame Osei-Bonsu is acting Head of Physics until the post is filled."),
            ("Tanabe", "+", "", "Head of Physics is now Prof. Hiroko Tanabe, appointed after the international search.")],
         after=[("elaboration", "Head of Physics: Prof. Hiroko Tanabe, FInstP, formerly at Tohoku University, office B3.01 in the Brackley Building.", None)]),
    dict(key="F03", reg="dept", fact="Linguistics research seminar / day",
         dates=["2021-10-01", "2021-12-09", "2022-04-20", "2023-09-18"],
         v=[("Wednesday", "+", "", "The Linguistics research seminar meets on Wednesdays at 4."),
            ("Thursday", "+", "", "From January the Linguistics seminar moves to Thursdays."),
            ("Wednesday", "+", "", "Ling seminar is back on Wednesdays this term: the Thursday slot clashed with Faculty Board."),
            ("Friday", "+", "", "Linguistics research seminar day: Friday")],
         after=[("confirmation", "Linguistics research seminar still on Fridays, same room as last year.", None)]),
    dict(key="F04", reg="lab", fact="Benthic Ecology Lab / technician",
         dates=["2019-11-04", "2020-10-12", "2021-06-30", "2022-03-07", "2024-02-26"],
         v=[("Tallis", "+", "", "Benthic lab technician: Gwen Tallis"),
            ("Tallis", "+", "c", "Gwen Tallis's contract has been renewed, so she is still our benthic technician."),
            ("Dobrowolski", "+", "", "Gwen has left. Marek Dobrowolski is covering technician duties in the benthic lab until the post is filled."),
            ("Aalto", "+", "", "New benthic lab technician started Monday: Sunniva Aalto."),
            ("Reddish", "+", "", "Technician for the Benthic Ecology Lab is now Callum Reddish (Sunniva has moved to the sequencing facility).")],
         after=[("elaboration", "Benthic lab technician: Callum Reddish, ext. 4471, room C2.10, in the lab Monday to Thursday.", None)]),
    dict(key="F05", reg="dept", fact="HIST2040 Early Modern Europe / exam weighting",
         dates=["2021-05-20", "2023-09-25", "2024-06-10", "2025-02-03", "2026-03-18"],
         v=[("60%", "+", "", "HIST2040 Early Modern Europe: the exam is worth 60% of the module mark."),
            ("50%", "+", "", "Exam weighting for HIST2040 reduced to 50 per cent from 2023/24 (agreed at the September board)."),
            ("50%", "+", "c", "HIST2040 exam stays at 50% for 2024/25."),
            ("40%", "+", "", "HIST2040 exam weight: 40%"),
            ("70%", "+", "", "RESOLVED that the HIST2040 examination carry 70 per cent of the module mark from 2026/27.")],
         after=[("format_variant", "HIST2040 exam weighting: 70%", None)]),
    dict(key="F06", reg="grad", fact="Isadora Quintero-Blake (PhD) / funding",
         dates=["2020-10-01", "2021-11-15", "2023-01-09", "2024-10-07"],
         v=[("NERC DTP", "+", "", "Funding (Isadora Quintero-Blake, PhD Marine Science): NERC DTP studentship"),
            ("Calder bursary", "+", "", "Isadora Q-B's studentship is now funded by the Calder Institute bursary."),
            ("Leverhulme", "+", "e", "Isadora Q-B's studentship is now funded by a Leverhulme doctoral scholarship."),
            ("self-funded", "+", "", "Isadora Quintero-Blake is self-funding her writing-up year.")],
         after=[("elaboration", "Isadora Quintero-Blake is self-funding her writing-up year, covering fees from part-time demonstrating in the benthic lab.", None)]),
    dict(key="F07", reg="school", fact="Reuben Achebe-Lowe / form tutor",
         dates=["2022-09-05", "2023-01-16", "2023-09-11", "2024-03-04"],
         v=[("Fitzpatrick", "+", "", "Reuben Achebe-Lowe (9M) – form tutor Mr Fitzpatrick."),
            ("Hollins", "+", "", "Reuben A-L has moved to Mrs Hollins' tutor group after the timetable reshuffle."),
            ("Ramnath", "+", "", "Form tutor for Reuben Achebe-Lowe: Ms Priya Ramnath"),
            ("Hollins", "+", "", "Reuben is back with Mrs Hollins for tutor time while Ms Ramnath is on maternity leave.")]),
    dict(key="F08", reg="journal", fact="Northern Review of Applied Linguistics / editor",
         dates=["2019-03-14", "2021-01-11", "2023-06-29", "2025-11-03"],
         v=[("Solberg", "+", "", "Editor-in-chief, Northern Review of Applied Linguistics: Prof. Ingrid Solberg"),
            ("Venkataraman", "+", "h", "NRAL: Ingrid has handed over the editorship to Anand Venkataraman, with effect from the spring issue."),
            ("Crowther", "+", "", "Dr Fenella Crowther was appointed editor of the Northern Review of Applied Linguistics at the AGM."),
            ("Engqvist", "+", "", "The Northern Review's editor is now Dr Tobias Engqvist, interim until the board appoints.")],
         after=[("confirmation", "Dr Engqvist continues as interim editor of NRAL for volume 38.", None)]),

    # ----- families with a negation -----
    dict(key="N01", reg="lab", fact="Wellcome Discovery Award (tidal-flat microbiomes) / held by",
         dates=["2021-02-01", "2023-05-15", "2023-11-20"],
         v=[("Marwood", "+", "", "Dr Siobhan Marwood holds the Wellcome Discovery Award on tidal-flat microbiomes (2021–2026)."),
            ("Marwood", "-", "", "Marwood's Wellcome award is suspended pending the finance audit; no spending on the cost centre."),
            ("Marwood", "+", "", "Wellcome have reinstated Siobhan Marwood's Discovery Award and the cost centre is open again.")]),
    dict(key="N02", reg="committee", fact="Chemistry exam board / convener",
         dates=["2022-10-12", "2024-07-03"],
         v=[("Eze-Whitlock", "+", "", "RESOLVED that Dr Ngozi Eze-Whitlock convene the Chemistry exam board until the next review of the board's constitution."),
            ("Eze-Whitlock", "-", "", "Dr Eze-Whitlock has stepped down as convener of the Chemistry exam board.")]),
    dict(key="N03", reg="dept", fact="Pryce Science Library / Sunday opening in the exam period",
         dates=["2023-04-03", "2024-04-22"],
         v=[("12:00-18:00", "+", "", "Pryce Science Library opens on Sundays during the exam period, 12:00–18:00."),
            ("12:00-18:00", "-", "", "Sunday opening at the Pryce Science Library is cancelled this exam period (staffing).")]),
    dict(key="N04", reg="school", fact="St Aldric's / chair of governors",
         dates=["2019-09-20", "2023-07-14", "2023-10-05"],
         v=[("Pemberton", "+", "", "Mrs Adaeze Pemberton is chair of governors at St Aldric's."),
            ("Pemberton", "-", "", "Mrs Pemberton retired as chair of governors at the end of the summer term."),
            ("Faraday-Hume", "+", "", "Mr Leopold Faraday-Hume was elected chair of governors at the first FGB of the autumn term.")]),
    dict(key="N05", reg="lab", fact="Benthic journal club / meets",
         dates=["2022-01-17", "2024-06-03"],
         v=[("fortnightly Tue 12:30", "+", "", "Benthic journal club: fortnightly, Tuesdays 12:30, seminar room 2."),
            ("fortnightly Tue 12:30", "-", "", "Journal club (benthic) suspended until further notice - too few people around in fieldwork season.")]),
    dict(key="N06", reg="grad", fact="Casimir Oduya (PGR) / Harrowfield Graduate Bursary",
         dates=["2021-10-04", "2023-02-27"],
         v=[("Graduate Bursary", "+", "", "Casimir Oduya (PGR, History) receives the Harrowfield Graduate Bursary."),
            ("Graduate Bursary", "-", "", "Casimir Oduya's Graduate Bursary has been withdrawn following the progression panel.")]),
    dict(key="N07", reg="dept", fact="PSYC3390 Neuroeconomics / offered as an option",
         dates=["2023-05-02", "2024-03-18", "2025-04-07"],
         v=[("offered", "+", "", "PSYC3390 Neuroeconomics is offered as a final-year option."),
            ("offered", "-", "", "PSYC3390 has been withdrawn from the option list (no staff to cover it)."),
            ("offered", "+", "", "PSYC3390 Neuroeconomics reinstated as a final-year option from next year.")]),
    dict(key="N09", reg="lab", fact="Calder Institute / director",
         dates=["2019-05-07", "2025-07-21"],
         v=[("Saether", "+", "", "Director of the Calder Institute: Prof. Halvard Sæther"),
            ("Saether", "-", "", "Halvard Sæther isn't director of the Calder Institute anymore - he stepped back to a research chair in July.")]),

    # ----- chains of three versions -----
    dict(key="T01", reg="dept", fact="CHEM1102 practicals / room",
         dates=["2021-09-20", "2022-09-12", "2022-11-07"],
         v=[("G.14", "+", "", "CHEM1102 practicals: Pryce Building, room G.14"),
            ("1.22", "+", "", "CHEM1102 practicals have moved to the new teaching lab, Pryce 1.22."),
            ("G.14", "+", "", "CHEM1102 practicals back in G.14 for now - 1.22 failed its fume-cupboard inspection.")]),
    dict(key="T02", reg="grad", fact="Graduate School / dean",
         dates=["2019-10-01", "2022-01-10", "2024-08-05"],
         v=[("Oakeshott", "+", "", "Dean of the Graduate School: Prof. Maren Oakeshott"),
            ("Bellamy-Noor", "+", "h", "Prof. Oakeshott, Dean of the Graduate School until Christmas, has been succeeded by Prof. Idris Bellamy-Noor."),
            ("Reyes-Whitford", "+", "", "Graduate School dean from August: Prof. Catalina Reyes-Whitford.")],
         after=[("elaboration", "Prof. Catalina Reyes-Whitford, Dean of the Graduate School, chairs the Graduate Board and signs off PGR extensions.", None)]),
    dict(key="T03", reg="dept", fact="COMP2045 Databases / credits",
         dates=["2020-06-01", "2021-09-06", "2022-06-20", "2024-05-13"],
         v=[("15", "+", "", "COMP2045 Databases: 15 credits"),
            ("15", "+", "c", "Checked the handbook: COMP2045 is still 15 credits."),
            ("20", "+", "", "COMP2045 now carries 20 credits following the curriculum review."),
            ("10", "+", "e", "COMP2045 now carries 10 credits following the curriculum review.")],
         after=[("format_variant", "COMP2045 is a ten-credit module.", None)]),
    dict(key="T04", reg="grad", fact="Yusuf Kilgannon (MPhil) / thesis topic",
         dates=["2020-11-02", "2021-07-19", "2022-10-24"],
         v=[("poor relief 1790s", "+", "", "Thesis topic (Yusuf Kilgannon, MPhil History): poor relief in 1790s Lancashire"),
            ("cotton famine", "+", "", "Yusuf has switched his thesis to the Lancashire cotton famine of the 1860s."),
            ("dissenting chapels", "+", "", "Yusuf Kilgannon's MPhil is now on dissenting chapels and charity, 1780–1830.")],
         after=[("elaboration", "Yusuf Kilgannon's MPhil is on dissenting chapels and charity, 1780-1830, with case studies of Bolton and Bury congregations.", None)]),
    dict(key="T05", reg="journal", fact="BALT-26 conference / venue",
         dates=["2024-11-18", "2025-06-09", "2026-01-26"],
         v=[("Senate House", "+", "", "BALT-26 (annual meeting of the British Association for Lexical Typology) venue: Senate House, Harrowfield"),
            ("Dunmore", "+", "", "BALT-26 will now be held at the University of Dunmore, as the Senate House refurbishment has overrun."),
            ("online", "+", "", "Committee decision 26 Jan: BALT-26 goes fully online.")],
         after=[("elaboration", "BALT-26 will run fully online on Zoom, with recordings available to registered delegates for a month afterwards.", "2026-03-02")]),
    dict(key="T06", reg="journal", fact="BALT-26 / abstract deadline",
         dates=["2025-09-01", "2026-01-08", "2026-01-27"],
         v=[("2026-01-15", "+", "", "Abstract deadline for BALT-26: 15 January 2026"),
            ("2026-01-29", "+", "", "BALT-26 abstract deadline extended to 29 January."),
            ("2026-02-05", "+", "e", "BALT-26 abstract deadline extended to 5 February.")],
         after=[("format_variant", "BALT-26 abstracts due 05/02/2026 (no further extensions).", "2026-01-30")]),
    dict(key="T07", reg="dept", fact="Merrow Library / term-time weekday hours",
         dates=["2021-09-27", "2023-01-09", "2024-10-14"],
         v=[("08-22", "+", "", "Merrow Library term-time weekday hours: 8am–10pm"),
            ("08-24", "+", "", "During term the Merrow Library is now open until midnight on weekdays (from 8am)."),
            ("08-22", "+", "", "Weekday term hours at Merrow back to 08:00-22:00 after the staffing cut.")],
         after=[("format_variant", "Merrow Library, term weekdays: 8.00 a.m. to 10.00 p.m.", None)]),
    dict(key="T08", reg="school", fact="Amara Quayson / maths set",
         dates=["2023-09-11", "2024-01-29", "2024-12-02"],
         v=[("3", "+", "", "Amara Quayson (Y10) is in set 3 for maths."),
            ("2", "+", "", "Amara moved up to maths set 2 after the mocks."),
            ("1", "+", "e", "Amara moved up to maths set 1 after the mocks.")],
         after=[("format_variant", "Amara Q. - Maths: Set One", "2025-01-20")]),
    dict(key="T09", reg="school", fact="Year 8 / head of year",
         dates=["2020-07-06", "2021-06-28", "2022-07-11", "2024-07-08"],
         v=[("Ince", "+", "", "Head of Year 8: Mr Bartholomew Ince"),
            ("Ince", "+", "c", "Mr Ince carries on as Head of Year 8 next year."),
            ("Okonedo", "+", "", "Ms Ruth Okonedo takes over as Head of Year 8 from September."),
            ("Corrigan", "+", "", "Head of Year 8 - Mrs Delphine Corrigan (Ms Okonedo is now Assistant Head).")],
         after=[("elaboration", "Mrs Delphine Corrigan is Head of Year 8; her office is the Y8 base next to the sports hall.", None)]),
    dict(key="T10", reg="lab", fact="Coastal Geochemistry Lab / head",
         dates=["2020-02-03", "2022-08-29", "2024-09-02"],
         v=[("Thorvaldsen", "+", "", "Head of the Coastal Geochemistry Lab: Dr Rasmus Thorvaldsen"),
            ("Nwosu-Price", "+", "", "Coastal Geochemistry is being led by Dr Amaka Nwosu-Price while Rasmus is seconded to Bergen."),
            ("Thorvaldsen", "+", "", "Rasmus Thorvaldsen has returned from Bergen and resumed as head of the Coastal Geochemistry Lab.")],
         after=[("confirmation", "Thorvaldsen still heads Coastal Geochemistry (checked for the annual report).", None)]),
    dict(key="T11", reg="lab", fact="Coastal Geochemistry Lab / location",
         dates=["2020-02-10", "2021-05-17", "2023-03-20"],
         v=[("Calder Building L2", "+", "", "Coastal Geochemistry Lab: Calder Building, level 2"),
            ("Harbour Annex", "+", "", "The Coastal Geochemistry lab relocated to the Harbour Annex."),
            ("Quayside Research Centre", "+", "e", "The Coastal Geochemistry lab relocated to the Quayside Research Centre.")],
         after=[("elaboration", "Coastal Geochemistry is housed in the Quayside Research Centre, second floor, bench block C, beside the clean room.", None)]),
    dict(key="T12", reg="committee", fact="Chemistry Teaching Committee / secretary",
         dates=["2020-10-14", "2022-10-12", "2024-05-09"],
         v=[("Brandauer", "+", "", "Secretary to the Chemistry Teaching Committee: Mrs Helga Brandauer"),
            ("Whitcombe", "+", "", "Chemistry Teaching Committee minutes, 12 Oct: Mr Jonah Whitcombe to act as secretary from the next meeting."),
            ("Fashola", "+", "", "Dr Olamide Fashola was appointed secretary of the Chemistry Teaching Committee.")],
         after=[("confirmation", "Dr Fashola continues as secretary of the Chemistry Teaching Committee (minutes of the spring meeting).", None)]),
    dict(key="T13", reg="dept", fact="History work-in-progress seminars / organiser",
         dates=["2021-09-13", "2022-09-19", "2023-09-18"],
         v=[("Ashby", "+", "", "Organiser, History work-in-progress seminars: Dr Cordelia Ashby"),
            ("Villanueva", "+", "", "Dr Mateo Villanueva is organising the History WiP seminars this year."),
            ("Lunn", "+", "", "Organiser, History work-in-progress seminars: Dr Beatrix Lunn")],
         after=[("confirmation", "Dr Beatrix Lunn confirmed as organiser of the History WiP seminars for another year.", None)]),
    dict(key="T14", reg="dept", fact="HIST2040 / lecture slot",
         dates=["2022-09-05", "2023-01-23", "2024-09-16"],
         v=[("Mon 11:00", "+", "", "HIST2040 lectures: Mondays 11:00"),
            ("Mon 14:00", "+", "", "HIST2040 lecture moved to Monday 2pm."),
            ("Tue 09:00", "+", "e", "HIST2040 lecture moved to Tuesday 9am.")],
         after=[("format_variant", "HIST2040 lecture: Tue 09:00", None)]),
    dict(key="T15", reg="college", fact="Ashgrove Sixth Form College / principal",
         dates=["2019-09-02", "2022-04-25", "2023-06-19"],
         v=[("Musa", "+", "", "Principal, Ashgrove Sixth Form College: Dr Evangeline Musa"),
            ("Yeboah", "+", "h", "Dr Musa retired at Easter; Conrad Yeboah is interim principal at Ashgrove."),
            ("Ellery", "+", "", "Ms Tamsin Ellery was appointed Principal of Ashgrove Sixth Form College.")],
         after=[("confirmation", "Ms Ellery remains principal of Ashgrove (governors' report, autumn).", None)]),
    dict(key="T16", reg="grad", fact="Linnea Brodeur (PhD) / second supervisor",
         dates=["2021-10-11", "2023-03-06", "2024-01-15"],
         v=[("Amankwah", "+", "", "Second supervisor for Linnea Brodeur (PhD, Chemistry): Dr Felix Amankwah"),
            ("Pawlak", "+", "e", "Second supervisor for Linnea Brodeur (PhD, Chemistry): Dr Agnieszka Pawlak"),
            ("Amankwah", "+", "", "Dr Amankwah has resumed as Linnea's second supervisor.")]),

    # ----- two versions -----
    dict(key="D01", reg="dept", fact="Hamish Oyewole-Grant / personal tutor",
         dates=["2022-09-26", "2023-09-25"],
         v=[("Wren", "+", "", "Personal tutor (Hamish Oyewole-Grant, BSc Physics): Dr Tomasz Wren"),
            ("Fairbrother", "+", "e", "Personal tutor (Hamish Oyewole-Grant, BSc Physics): Dr Anselm Fairbrother")]),
    dict(key="D02", reg="school", fact="Lorna Petrakis (ECT) / mentor",
         dates=["2023-09-04", "2024-01-08"],
         v=[("Sadiq", "+", "", "Mentor for ECT Ms Lorna Petrakis: Mr Ibrahim Sadiq"),
            ("Ashdown", "+", "e", "Mentor for ECT Ms Lorna Petrakis: Mrs Gwendolyn Ashdown")]),
    dict(key="D03", reg="school", fact="Tobias Wainwright-Eze / English set",
         dates=["2023-09-18", "2023-11-06"],
         v=[("4", "+", "", "Tobias Wainwright-Eze (Y11): English set 4"),
            ("3", "+", "", "Tobias W-E moves to English set 3, w/c 6 Nov.")],
         after=[("confirmation", "Tobias W-E remains in English set 3 after the January review.", "2024-01-22")]),
    dict(key="D04", reg="committee", fact="Research Ethics Committee / chair",
         dates=["2020-03-11", "2023-06-14"],
         v=[("Adeyemi-Hart", "+", "", "Chair of the Research Ethics Committee: Prof. Olusegun Adeyemi-Hart"),
            ("Vane", "+", "", "Prof. Cressida Vane was elected chair of the Research Ethics Committee at the June meeting.")],
         after=[("elaboration", "The Research Ethics Committee is chaired by Prof. Cressida Vane of Psychology, elected after a contested vote.", None)]),
    dict(key="D05", reg="committee", fact="Linguistics exam board / convener",
         dates=["2023-06-21", "2024-06-19"],
         v=[("Beilschmidt", "+", "", "RESOLVED that Dr Hartmut Beilschmidt convene the Linguistics exam board."),
            ("Folarin", "+", "e", "RESOLVED that Dr Yetunde Folarin convene the Linguistics exam board.")]),
    dict(key="D06", reg="lab", fact="Confocal suite / booking cap",
         dates=["2021-04-12", "2022-10-03"],
         v=[("4 h", "+", "", "Confocal suite booking rule: max 4 hours per booking"),
            ("2 h", "+", "e", "Confocal suite booking rule: max 2 hours per booking")],
         after=[("format_variant", "Confocal suite: bookings max 120 min.", None)]),
    dict(key="D08", reg="dept", fact="COMP2045 Databases / module lead",
         dates=["2020-07-13", "2021-07-12", "2022-07-18"],
         v=[("Fennelly", "+", "", "COMP2045 Databases — module lead: Dr Niamh Fennelly"),
            ("Fennelly", "+", "c", "Dr Fennelly continues to lead COMP2045 next year."),
            ("Haddad", "+", "", "Dr Samir Haddad is taking over COMP2045 Databases from Niamh Fennelly.")]),
    dict(key="D09", reg="dept", fact="COMP3310 Compilers / lecture room",
         dates=["2021-09-20", "2023-09-25"],
         v=[("LT2", "+", "", "COMP3310 Compilers lecture room: LT2 (Marlowe Building)"),
            ("LT4", "+", "e", "COMP3310 Compilers lecture room: LT4 (Marlowe Building)")],
         after=[("confirmation", "COMP3310 still in Marlowe LT4.", None)]),
    dict(key="D10", reg="school", fact="St Aldric's governing body / clerk",
         dates=["2020-01-20", "2024-02-12"],
         v=[("Garside", "+", "", "Clerk to the governors: Mrs Philippa Garside"),
            ("Chaudhry", "+", "e", "Clerk to the governors: Mr Ravi Chaudhry")]),
    dict(key="D11", reg="school", fact="St Aldric's / vice-chair of governors",
         dates=["2021-10-07", "2024-10-10"],
         v=[("MacAskill", "+", "", "Vice-chair of governors: Dr Eilidh MacAskill"),
            ("Parr", "+", "", "Governors' minutes: Eilidh MacAskill stood down as vice-chair; Mr Gideon Parr elected in her place.")]),
    dict(key="D12", reg="school", fact="St Aldric's / SENCo",
         dates=["2019-09-09", "2023-01-04"],
         v=[("Quennell", "+", "", "SENCo (St Aldric's): Mrs Harriet Quennell"),
            ("Ekwueme", "+", "", "Mr Obinna Ekwueme is the school's SENCo from January.")],
         after=[("format_variant", "Special Educational Needs Co-ordinator: Mr O. Ekwueme", None)]),
    dict(key="D13", reg="grad", fact="MSc Data Science (PGT) / dissertation deadline",
         dates=["2025-02-17", "2025-07-28"],
         v=[("2025-09-01", "+", "", "Dissertation deadline (PGT, MSc Data Science): 1 September 2025"),
            ("2025-09-15", "+", "", "MSc Data Science dissertations are now due 15 September 2025, after the programme board agreed an extension.")],
         after=[("format_variant", "MSc DS dissertation submission: 15/09/2025", "2025-08-11")]),
    dict(key="D16", reg="grad", fact="Graduate School office / opening hours",
         dates=["2022-03-07", "2024-04-15"],
         v=[("09:30-16:30", "+", "", "Graduate School office hours: 9:30–16:30 on weekdays"),
            ("10:00-15:00", "+", "e", "Graduate School office hours: 10:00-15:00 on weekdays")],
         after=[("confirmation", "Graduate School office open 10 till 3 on weekdays, as usual.", None)]),
    dict(key="D17", reg="school", fact="Keziah Obi-Marsh / year group",
         dates=["2023-07-10", "2024-09-02"],
         v=[("7", "+", "", "Keziah Obi-Marsh - year group: 7"),
            ("8", "+", "e", "Keziah Obi-Marsh - year group: 8")]),
    dict(key="D18", reg="grad", fact="Priyamvada Iyer-Holt (PhD) / thesis title",
         dates=["2022-02-14", "2023-05-22"],
         v=[("topological phases", "+", "", "Thesis title (Priyamvada Iyer-Holt, PhD Physics): 'Topological phases in driven optical lattices'"),
            ("Floquet engineering", "+", "", "Priyamvada's revised thesis title, approved by the PGR committee: 'Floquet engineering of cold-atom lattices'.")]),
    dict(key="D19", reg="dept", fact="COMP2045 / exam weighting",
         dates=["2021-06-14", "2023-06-12"],
         v=[("70%", "+", "", "Exam weighting for COMP2045: 70%"),
            ("50%", "+", "", "The COMP2045 exam now counts for half of the module mark.")]),
    dict(key="D20", reg="dept", fact="MATH1010 Calculus / credits",
         dates=["2022-05-09", "2023-11-20"],
         v=[("20", "+", "", "MATH1010 Calculus: 20 credits"),
            ("15", "+", "e", "MATH1010 Calculus: 15 credits")],
         after=[("format_variant", "Credits for MATH1010: fifteen", None)]),
    dict(key="D22", reg="lab", fact="Calder sample archive / location",
         dates=["2021-03-01", "2024-11-04"],
         v=[("Building 4 freezer room", "+", "", "Calder sample archive: Building 4 freezer room"),
            ("-80 farm Quayside", "+", "e", "Calder sample archive: -80 farm, Quayside Research Centre")],
         after=[("confirmation", "Sample archive is still the -80 farm at Quayside.", None)]),
    dict(key="D23", reg="lab", fact="RV Skerry / ship-time booking contact",
         dates=["2020-05-18", "2023-04-24"],
         v=[("Fenwick", "+", "", "Ship-time bookings for RV Skerry: contact Ms Ottilie Fenwick"),
            ("Cesarini", "+", "", "RV Skerry bookings now go through Mr Dario Cesarini in Marine Operations.")],
         after=[("elaboration", "RV Skerry bookings: Mr Dario Cesarini, Marine Operations, ext. 2290; allow six weeks' notice for multi-day cruises.", None)]),
    dict(key="D25", reg="grad", fact="EPSRC grant (PI Haddad) / end date",
         dates=["2022-04-04", "2025-12-08"],
         v=[("2026-03-31", "+", "", "Grant end date (EPSRC, PI Dr Samir Haddad): 31 March 2026"),
            ("2026-09-30", "+", "", "Haddad's EPSRC grant has a no-cost extension to 30 September 2026.")],
         after=[("format_variant", "End date, Haddad EPSRC award: 2026-09-30", None)]),
    dict(key="D26", reg="dept", fact="Leverhulme 'Parish Voices' project / PI",
         dates=["2021-01-18", "2024-03-25"],
         v=[("Delacroix-Hay", "+", "", "PI on the Leverhulme 'Parish Voices' project: Prof. Rowan Delacroix-Hay"),
            ("Lunn", "+", "", "Parish Voices (Leverhulme) was transferred to Dr Beatrix Lunn as PI when Prof. Delacroix-Hay moved to Durham.")]),
    dict(key="D27", reg="dept", fact="Chemistry department / head",
         dates=["2020-08-03", "2024-05-27"],
         v=[("Okore", "+", "", "Head of Chemistry: Prof. Wendeline Okore"),
            ("Halvorsen", "+", "", "From 1 August the Head of Chemistry will be Prof. Bjørn Halvorsen.")],
         after=[("elaboration", "Prof. Bjørn Halvorsen, a surface chemist who joined from Trondheim, is Head of Chemistry.", None)]),
    dict(key="D28", reg="dept", fact="LING1001 Introduction to Linguistics / module lead",
         dates=["2021-07-05", "2023-07-03"],
         v=[("Folarin", "+", "", "Module lead (LING1001 Introduction to Linguistics): Dr Yetunde Folarin"),
            ("Beilschmidt", "+", "e", "Module lead (LING1001 Introduction to Linguistics): Dr Hartmut Beilschmidt")]),
    dict(key="D29", reg="dept", fact="LING1001 / seminar day",
         dates=["2022-09-12", "2023-01-16"],
         v=[("Tuesday", "+", "", "LING1001 seminars: Tuesdays"),
            ("Friday", "+", "e", "LING1001 seminars: Fridays")],
         after=[("confirmation", "LING1001 seminars still on Fridays.", None)]),
    dict(key="D32", reg="college", fact="Ashgrove / Vice Principal (Curriculum)",
         dates=["2020-09-01", "2023-08-29"],
         v=[("Lowe", "+", "", "Vice Principal (Curriculum), Ashgrove: Mr Cyprian Lowe"),
            ("Adeyinka", "+", "e", "Vice Principal (Curriculum), Ashgrove: Ms Jasmine Adeyinka")],
         after=[("elaboration", "Vice Principal (Curriculum) at Ashgrove: Ms Jasmine Adeyinka, previously assistant principal at Brindley College.", None)]),
    dict(key="D33", reg="committee", fact="Physics Board of Studies / chair",
         dates=["2021-10-20", "2024-10-16"],
         v=[("Osei-Bonsu", "+", "", "Chair of the Board of Studies (Physics): Dr Kwame Osei-Bonsu"),
            ("Varga", "+", "e", "Chair of the Board of Studies (Physics): Dr Imelda Varga")]),
    dict(key="D34", reg="lab", fact="Coastal Futures seminar series / organiser",
         dates=["2022-09-05", "2023-09-11"],
         v=[("Nwosu-Price", "+", "", "Coastal Futures seminar series organiser: Dr Amaka Nwosu-Price"),
            ("Matsumoto", "+", "e", "Coastal Futures seminar series organiser: Dr Haruki Matsumoto")]),
    dict(key="D36", reg="committee", fact="Physics summer exam board / date",
         dates=["2025-01-20", "2025-04-28"],
         v=[("06-24", "+", "", "AGREED: the Physics summer exam board to meet on 24 June."),
            ("07-01", "+", "e", "AGREED: the Physics summer exam board to meet on 1 July.")],
         after=[("format_variant", "Physics exam board (summer) - 1st July", "2025-05-19")]),
    dict(key="D37", reg="college", fact="Pembury College Natural Sciences / Director of Studies",
         dates=["2021-06-14", "2023-06-26"],
         v=[("Arkwright", "+", "", "Director of Studies, Natural Sciences (Pembury College): Dr Quentin Arkwright"),
            ("Sheridan", "+", "", "Pembury NatSci DoS from Michaelmas: Dr Oona Sheridan")]),
    dict(key="D38", reg="school", fact="Reuben Achebe-Lowe / learning mentor",
         dates=["2023-02-06", "2024-05-13"],
         v=[("Adjei", "+", "", "Reuben Achebe-Lowe's learning mentor: Ms Faith Adjei"),
            ("Lusk", "+", "e", "Reuben Achebe-Lowe's learning mentor: Mr Kieran Lusk")]),
    dict(key="D40", reg="journal", fact="NRAL special issue 'Language and Place' / deadline",
         dates=["2024-09-02", "2025-03-17"],
         v=[("2025-04-30", "+", "", "Submission deadline, NRAL special issue 'Language and Place': 30 April 2025"),
            ("2025-05-31", "+", "", "NRAL 'Language and Place' deadline pushed back to 31 May 2025.")]),
    dict(key="D41", reg="school", fact="Year 10 / parents' evening date",
         dates=["2024-01-08", "2024-02-19"],
         v=[("2024-03-14", "+", "", "Year 10 parents' evening: Thursday 14 March"),
            ("2024-03-19", "+", "", "Y10 parents' evening moved to Tuesday 19 March because of the mocks.")]),
    dict(key="D42", reg="school", fact="Homework club / room",
         dates=["2022-09-19", "2023-04-17"],
         v=[("library annexe", "+", "", "Homework club: library annexe, Mon-Thu after school"),
            ("B12", "+", "", "Homework club now runs in room B12.")]),
    dict(key="D43", reg="college", fact="Ashgrove / exams officer",
         dates=["2021-11-01", "2024-11-11"],
         v=[("Pike", "+", "", "Ashgrove exams officer: Mrs Rosalind Pike (access arrangements go to her)."),
            ("Danquah", "+", "", "Mr Kwesi Danquah has replaced Rosalind Pike as exams officer at Ashgrove.")]),
    dict(key="D44", reg="grad", fact="Oluwaseun Adebayo-Finch (PGR) / primary supervisor",
         dates=["2022-01-24", "2024-02-05"],
         v=[("Castang", "+", "", "Primary supervisor for Oluwaseun Adebayo-Finch (PGR, Linguistics): Dr Mireille Castang"),
            ("Holloway", "+", "", "Oluwaseun's primary supervision passed to Prof. Gerrit Holloway after Dr Castang left for Leiden.")]),
]

# ---------------------------------------------------------------------------
# Labelled groups (never in any pair). items: (value, text).
# same_fact: every item states one fact (static: one value; equal_time: two values
# at one identical order time) - the truth rule is run on these and must emit nothing.
# Otherwise each item is its own fact. start: date of the first item; the rest
# follow by drawn gaps (equal_time items share one order time).
# ---------------------------------------------------------------------------

GROUPS = [
    # multi_valued: values that coexist
    dict(cls="multi_valued", reg="school", start="2022-06-13", items=[
        ("French", "KS3 languages at St Aldric's: French"),
        ("Mandarin", "St Aldric's also offers Mandarin at KS3."),
        ("Spanish", "Spanish is taught at KS3 too.")]),
    dict(cls="multi_valued", reg="dept", start="2023-02-06", items=[
        ("COMP2045", "Dr Samir Haddad teaches COMP2045 Databases."),
        ("COMP1120", "Dr Haddad also teaches COMP1120 Programming."),
        ("COMP3310", "Another of Samir Haddad's modules is COMP3310 Compilers.")]),
    dict(cls="multi_valued", reg="school", start="2023-09-04", items=[
        ("nuts", "Keziah Obi-Marsh: nut allergy (EpiPen kept in the school office)"),
        ("penicillin", "Keziah is also allergic to penicillin.")]),
    dict(cls="multi_valued", reg="lab", start="2021-09-13", items=[
        ("ICP-MS", "Coastal Geochemistry runs the ICP-MS."),
        ("ion chromatograph", "The Coastal Geochem lab also has an ion chromatograph.")]),
    dict(cls="multi_valued", reg="journal", start="2022-03-21", items=[
        ("language attrition", "Dr Fenella Crowther's research interests: language attrition"),
        ("heritage-language schooling", "Heritage-language schooling is another of Dr Crowther's interests.")]),
    dict(cls="multi_valued", reg="grad", start="2021-04-19", items=[
        ("Loch Creran", "Isadora Quintero-Blake's fieldwork site: Loch Creran"),
        ("Skerry Sound", "Isadora also samples at Skerry Sound.")]),

    # scope_disjoint: same attribute, different scope
    dict(cls="scope_disjoint", reg="dept", start="2022-10-03", items=[
        ("weekend 10-18", "Merrow Library weekend hours: 10:00–18:00"),
        ("vacation weekdays 9-17", "Merrow Library vacation weekday hours: 9am-5pm")]),
    dict(cls="scope_disjoint", reg="dept", start="2023-09-11", items=[
        ("S1 Tue 15:00", "HIST2040 tutorials in semester 1: Tuesdays 3pm"),
        ("S2 Thu 11:00", "Semester 2 HIST2040 tutorials are on Thursdays at 11.")]),
    dict(cls="scope_disjoint", reg="dept", start="2021-08-16", items=[
        ("City: Lister foyer", "Student services desk, City campus: Lister Building foyer"),
        ("Eastgate: library", "At the Eastgate campus the student services desk is in the library.")]),
    dict(cls="scope_disjoint", reg="school", start="2022-04-25", items=[
        ("summer: whites", "Summer term PE kit: white polo shirt and shorts"),
        ("winter: navy tracksuit", "Winter PE kit is the navy tracksuit.")]),
    dict(cls="scope_disjoint", reg="committee", start="2024-10-21", items=[
        ("S1: 30 Jan", "Linguistics exam board, semester 1 sitting: 30 January"),
        ("S2: 19 Jun", "Linguistics semester 2 exam board: 19 June")]),
    dict(cls="scope_disjoint", reg="lab", start="2022-03-28", items=[
        ("summer: Oban", "RV Skerry summer base: Oban"),
        ("winter: Greenock", "In winter RV Skerry is berthed at Greenock.")]),
    dict(cls="scope_disjoint", reg="school", start="2023-09-06", items=[
        ("Y7 12:20", "Year 7 lunch sitting: 12:20"),
        ("Y8 12:50", "Year 8 have the second lunch sitting, at 12:50.")]),

    # format_variant: one value in two formats (standalone pair; the rest follow families)
    dict(cls="format_variant", reg="grad", start="2024-11-25", same_fact=True, items=[
        ("1000 GBP", "PG Symposium budget: £1,000"),
        ("1000 GBP", "Budget for the PG symposium is £1k.")]),

    # different_subject: the frame of a changing fact, another subject
    dict(cls="different_subject", reg="dept", start="2022-06-06", items=[
        ("Wren", "Module lead (PHYS2318 Statistical Physics): Dr Tomasz Wren")]),
    dict(cls="different_subject", reg="dept", start="2023-03-13", items=[
        ("Penhallow", "Head of Geography: Prof. Alastair Penhallow")]),
    dict(cls="different_subject", reg="dept", start="2021-05-24", items=[
        ("60%", "HIST2050 Revolutions: the exam is worth 60% of the module mark.")]),
    dict(cls="different_subject", reg="school", start="2022-09-12", items=[
        ("Fitzpatrick", "Sadie Lomax (9M) - form tutor Mr Fitzpatrick.")]),
    dict(cls="different_subject", reg="grad", start="2021-10-18", items=[
        ("NERC DTP", "Funding (Arvid Lindholm, PhD Marine Science): NERC DTP studentship")]),
    dict(cls="different_subject", reg="dept", start="2022-07-04", items=[
        ("20", "COMP2050 now carries 20 credits following the curriculum review.")]),
    dict(cls="different_subject", reg="dept", start="2022-05-09", items=[
        ("Wednesday", "The Phonetics reading group meets on Wednesdays at 4.")]),
    dict(cls="different_subject", reg="lab", start="2024-03-11", items=[
        ("Aalto", "Sequencing facility technician: Sunniva Aalto")]),
    dict(cls="different_subject", reg="grad", start="2021-11-29", items=[
        ("poor relief Cheshire", "Thesis topic (Maisie Trevelyan, MPhil History): poor relief in Georgian Cheshire")]),
    dict(cls="different_subject", reg="school", start="2024-02-05", items=[
        ("3", "Kojo Quayson (Y8), Amara's brother, is in set 3 for maths.")]),
    dict(cls="different_subject", reg="journal", start="2022-02-21", items=[
        ("Solberg", "Editor-in-chief, Journal of Coastal Sedimentology: Prof. Ingrid Solberg")]),
    dict(cls="different_subject", reg="grad", start="2025-09-08", items=[
        ("2026-01-15", "Abstract deadline for the Harrowfield PG Symposium: 15 January 2026")]),
    dict(cls="different_subject", reg="school", start="2022-09-05", items=[
        ("Ince", "Head of Year 9: Mr Bartholomew Ince")]),

    # static: an unchanging fact restated with a synonymous verb
    dict(cls="static", reg="dept", start="2020-11-09", same_fact=True, items=[
        ("Brackley Building", "The Physics department is housed in the Brackley Building."),
        ("Brackley Building", "Physics occupies the Brackley Building.")]),
    dict(cls="static", reg="school", start="2021-03-15", same_fact=True, items=[
        ("1874", "St Aldric's was founded in 1874."),
        ("1874", "St Aldric's School dates from 1874.")]),
    dict(cls="static", reg="lab", start="2020-06-22", same_fact=True, items=[
        ("Harrowfield", "The Calder Institute belongs to the University of Harrowfield."),
        ("Harrowfield", "Calder is part of Harrowfield University.")]),
    dict(cls="static", reg="journal", start="2021-02-08", same_fact=True, items=[
        ("Harrowfield UP", "NRAL is published by Harrowfield University Press."),
        ("Harrowfield UP", "Harrowfield UP publishes the Northern Review of Applied Linguistics.")]),
    dict(cls="static", reg="dept", start="2022-11-14", same_fact=True, items=[
        ("Szeged", "Dr Varga received her PhD from the University of Szeged."),
        ("Szeged", "Imelda Varga earned her doctorate at Szeged.")]),
    dict(cls="static", reg="dept", start="2021-06-07", same_fact=True, items=[
        ("Pennick collection", "The Merrow Library holds the Pennick manuscript collection."),
        ("Pennick collection", "The Pennick manuscripts are kept at the Merrow Library.")]),

    # membership: memberships that look like roles, all holding at once
    dict(cls="membership", reg="committee", start="2023-10-02", items=[
        ("Folarin", "Dr Folarin sits on the Linguistics exam board."),
        ("Beilschmidt", "Dr Beilschmidt is a member of the Linguistics exam board."),
        ("Crowther", "Dr Fenella Crowther is on the Linguistics exam board.")]),
    dict(cls="membership", reg="school", start="2022-01-17", items=[
        ("Parr", "Mr Gideon Parr is a governor at St Aldric's."),
        ("MacAskill", "Dr Eilidh MacAskill is one of the parent governors."),
        ("Asante-Barrow", "Mr Kofi Asante-Barrow joined the governing body as a parent governor.")]),
    dict(cls="membership", reg="lab", start="2023-05-08", items=[
        ("Nwosu-Price", "Dr Nwosu-Price is a fellow of the Calder Institute."),
        ("Matsumoto", "Dr Haruki Matsumoto was made a Calder fellow.")]),
    dict(cls="membership", reg="committee", start="2022-10-24", items=[
        ("Vane", "Prof. Cressida Vane sits on Senate."),
        ("Osei-Bonsu", "Dr Osei-Bonsu was elected to Senate."),
        ("Varga", "Dr Imelda Varga is a member of Senate.")]),
    dict(cls="membership", reg="committee", start="2023-11-13", items=[
        ("Tran-Whitaker", "Minutes: Dr Linh Tran-Whitaker welcomed as a new member of the Research Ethics Committee."),
        ("Penhallow", "Prof. Penhallow joined the Research Ethics Committee.")]),

    # equal_time: two values of one fact at one identical order time
    dict(cls="equal_time", reg="dept", start="2023-06-05", same_fact=True, items=[
        ("Lomond", "Module lead (GEOG2101 Glacial Landscapes): Dr Harriet Lomond"),
        ("Okwu", "GEOG2101 lead - Dr Sebastian Okwu")]),
    dict(cls="equal_time", reg="school", start="2024-09-16", same_fact=True, items=[
        ("C3", "Room for the Year 12 chemistry practical: C3"),
        ("C5", "Y12 chem practical is in C5.")]),
    dict(cls="equal_time", reg="committee", start="2022-02-07", same_fact=True, items=[
        ("Sheridan", "Chair of the Library Committee: Dr Oona Sheridan"),
        ("Penhallow", "Library Committee chair: Prof. Alastair Penhallow")]),
    dict(cls="equal_time", reg="dept", start="2021-07-19", same_fact=True, items=[
        ("20", "PHYS1001 credits: 20"),
        ("15", "PHYS1001 is a 15-credit module.")]),
    dict(cls="equal_time", reg="journal", start="2025-10-13", same_fact=True, items=[
        ("Corn Exchange", "BALT-26 conference dinner: The Corn Exchange"),
        ("Old Granary", "BALT-26 dinner venue is the Old Granary.")]),
    dict(cls="equal_time", reg="grad", start="2023-01-30", same_fact=True, items=[
        ("sign language phonology", "Thesis topic (Noor Haddad-Lewin, PhD Linguistics): sign language phonology"),
        ("deaf education policy", "Noor Haddad-Lewin's topic: deaf education policy in Scotland")]),

    # unrelated: distractors, some sharing a subject with a changing family
    dict(cls="unrelated", reg="dept", start="2024-02-19", items=[("-", "Dr Imelda Varga's inaugural lecture is on 12 March.")]),
    dict(cls="unrelated", reg="dept", start="2023-10-09", items=[("-", "HIST2040 reading list updated on Moodle.")]),
    dict(cls="unrelated", reg="dept", start="2022-11-21", items=[("-", "Fire drill in the Brackley Building on Thursday at 11.")]),
    dict(cls="unrelated", reg="school", start="2023-06-26", items=[("-", "Reuben Achebe-Lowe won the Year 9 chess tournament.")]),
    dict(cls="unrelated", reg="lab", start="2024-04-29", items=[("-", "Coastal Geochemistry needs pipette tips ordered before the cruise.")]),
    dict(cls="unrelated", reg="grad", start="2022-05-16", items=[("-", "Items for the Graduate School newsletter are due by the 20th.")]),
    dict(cls="unrelated", reg="journal", start="2025-12-01", items=[("-", "BALT-26 registration includes lunch on both days.")]),
    dict(cls="unrelated", reg="grad", start="2022-02-28", items=[("-", "Isadora presented a poster at Ocean Sciences in New Orleans.")]),
    dict(cls="unrelated", reg="grad", start="2024-04-08", items=[("-", "Reminder: PGR annual reviews to be logged in the portal by the end of May.")]),
    dict(cls="unrelated", reg="dept", start="2023-03-06", items=[("-", "Merrow Library cafe closed for refurbishment over Easter.")]),
    dict(cls="unrelated", reg="school", start="2024-10-14", items=[("-", "Open evening photos are on the shared drive under Marketing/2024.")]),
    dict(cls="unrelated", reg="dept", start="2026-02-09", items=[("-", "Prof. Tanabe's group had a paper accepted in Physical Review Letters.")]),
    dict(cls="unrelated", reg="college", start="2025-06-16", items=[("-", "Ashgrove's Year 13 art exhibition opens on Friday.")]),
]

MODE_SHARE = {"live": 0.27, "backfilled": 0.18}  # stamped takes the rest


# ---------------------------------------------------------------------------

def parse_date(s):
    return dt.datetime.strptime(s, "%Y-%m-%d")


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build(rng):
    """Return the list of memory records (dicts) in canonical table order."""
    mems = []
    for fam in FAMILIES:
        assert len(fam["dates"]) == len(fam["v"]), fam["key"]
        for i, (val, pol, flags, text) in enumerate(fam["v"]):
            mems.append(dict(fam=fam["key"], reg=fam["reg"], fact=fam["fact"], role="v%d" % (i + 1),
                             value=val, pol=pol, flags=flags, text=text, cls=None,
                             day=parse_date(fam["dates"][i]), grp=fam["key"]))
        last = parse_date(fam["dates"][-1])
        for (cls, text, date) in fam.get("after", []):
            day = parse_date(date) if date else last + dt.timedelta(days=rng.randint(20, 200))
            last_val, last_pol = fam["v"][-1][0], fam["v"][-1][1]
            mems.append(dict(fam=fam["key"], reg=fam["reg"], fact=fam["fact"], role="after",
                             value=last_val, pol=last_pol, flags="", text=text, cls=cls,
                             day=day, grp=fam["key"]))
    for gi, g in enumerate(GROUPS):
        key = "G%02d" % (gi + 1)
        day = parse_date(g["start"])
        for j, (val, text) in enumerate(g["items"]):
            if j > 0 and g["cls"] != "equal_time":
                day = day + dt.timedelta(days=rng.randint(14, 300))
            fam = key if g.get("same_fact") else "%s.%d" % (key, j + 1)
            mems.append(dict(fam=fam, reg=g["reg"], fact=None, role="item%d" % (j + 1),
                             value=val, pol="+", flags="", text=text, cls=g["cls"],
                             day=day, grp=key))
    return mems


def assign_times(rng, mems):
    n = len(mems)
    n_live = round(MODE_SHARE["live"] * n)
    n_back = round(MODE_SHARE["backfilled"] * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    # order times
    eq_time = {}
    for m in mems:
        if m["cls"] == "equal_time":
            g = m["grp"]
            if g not in eq_time:
                members = [x for x in mems if x["grp"] == g]
                any_back = any(x["mode"] == "backfilled" for x in members)
                t = m["day"] if any_back else m["day"] + dt.timedelta(
                    hours=rng.randint(8, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
                eq_time[g] = t
            m["order"] = eq_time[g]
        elif m["mode"] == "backfilled":
            m["order"] = m["day"]
        else:
            m["order"] = m["day"] + dt.timedelta(
                hours=rng.randint(7, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        assert m["order"] < LIMIT, (m["fam"], m["order"])
    for m in mems:
        if m["mode"] == "live":
            m["created"] = m["order"]
            m["observed"] = None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(1, 40), seconds=rng.randint(0, 59))
        else:
            m["observed"] = m["order"]
            m["created"] = None  # import instant, below
    # backfill import instants: per family (group), newest order time first
    span = int((IMPORT_TO - IMPORT_FROM).total_seconds())
    for g in sorted({m["grp"] for m in mems}):
        back = [m for m in mems if m["grp"] == g and m["mode"] == "backfilled"]
        if not back:
            continue
        back.sort(key=lambda m: (m["order"], m["text"]), reverse=True)
        t = IMPORT_FROM + dt.timedelta(seconds=rng.randint(0, span))
        for m in back:
            m["created"] = t
            t = t + dt.timedelta(seconds=rng.randint(2, 90))
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1), m


def truth_pairs(members):
    """The truth rule over one family's members (dicts with order, value, pol, id)."""
    pairs = []
    for m in members:
        newer = [x for x in members if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
        if not newer:
            continue
        first = min(x["order"] for x in newer)
        at_first = [x for x in newer if x["order"] == first]
        assert len(at_first) == 1, ("ambiguous replacement", m["fam"], m["text"])
        r = at_first[0]
        pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    return pairs


def generate():
    rng = random.Random(SEED)
    mems = build(rng)
    assign_times(rng, mems)
    order = list(range(len(mems)))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "h9-%03d" % (k + 1)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)

    # checks on the tables
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate content"
    fams = {}
    for m in mems:
        fams.setdefault(m["fam"], []).append(m)
    for key in sorted(fams):
        ms = fams[key]
        if all(m["cls"] == "equal_time" for m in ms):
            assert len({m["order"] for m in ms}) == 1, key
            continue
        times = [m["order"] for m in ms]
        assert len(set(times)) == len(times), ("shared order time", key)
        unl = [m for m in ms if m["cls"] is None]
        assert [m["order"] for m in unl] == sorted(m["order"] for m in unl), ("versions out of order", key)
        for m in ms:
            if m["cls"] is not None and unl:
                assert m["order"] > unl[-1]["order"], ("labelled memory before last version", key)

    # truth: from the labelled versions only
    truth = []
    for key in sorted(fams):
        unl = [m for m in fams[key] if m["cls"] is None]
        truth.extend(truth_pairs(unl))
        # adding the family's labelled memories must leave the pairs unchanged
        full = truth_pairs(fams[key])
        assert [(a["id"], b["id"], r) for a, b, r in full] == \
               [(a["id"], b["id"], r) for a, b, r in truth_pairs(unl)], ("labelled memory would pair", key)
    labelled_ids = {m["id"] for m in mems if m["cls"] is not None}
    for a, b, _ in truth:
        assert a["id"] not in labelled_ids and b["id"] not in labelled_ids
    return mems, file_order, truth


def memory_line(m):
    o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = fmt(m["observed"])
    return json.dumps(o, ensure_ascii=False)


def write(mems, file_order, truth):
    def put(name, lines):
        tmp = os.path.join(OUT_DIR, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            for line in lines:
                f.write(line + "\n")
        os.replace(tmp, os.path.join(OUT_DIR, name))
    put("memories.jsonl", [memory_line(mems[i]) for i in file_order])
    tl = sorted((a["id"], b["id"], r) for a, b, r in truth)
    put("truth.jsonl", [json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) for a, b, r in tl])
    ll = sorted((m["id"], m["cls"]) for m in mems if m["cls"] is not None)
    put("labels.jsonl", [json.dumps({"id": i, "class": c}) for i, c in ll])


def words(s):
    return re.findall(r"[\w'.%£-]+", s.lower())


def jaccard(a, b):
    x, y = set(words(a)), set(words(b))
    return len(x & y) / len(x | y)


ABBREV = re.compile(r"\b(HoD|DoS|PGT|PGR|SENCo|ECT|w/c|FGB|WiP|NRAL|UG|KS3|Y\d{1,2}|NatSci|ext\.)(?=\W|$)")
DATE_IN_TEXT = re.compile(r"\b(\d{1,2}(st|nd|rd|th)? (January|February|March|April|May|June|July|August|September|October|November|December)"
                          r"|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b \d{4}|\d{4}/\d{2}|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2}"
                          r"|Michaelmas|Easter|Christmas|semester|term\b|\b(19|20)\d{2}\b)")
KV = re.compile(r"^[^.:]{3,80}: \S")
PASSIVE = re.compile(r"\b(was|were|is|are|has been|have been|is being)\s+(\w+ed|held|run|led|made|taught|kept|chaired)\b")
MINUTES = re.compile(r"^(RESOLVED|Minutes|Committee decision|.*minutes,)")


def stats(mems, truth):
    out = []
    p = out.append
    lab = [m for m in mems if m["cls"] is not None]
    fam_m = [m for m in mems if m["cls"] is None]
    p("memories: %d  (in changing families: %d, labelled: %d)" % (len(mems), len(fam_m), len(lab)))
    p("changing families: %d" % len(FAMILIES))
    nval = sum(1 for t in truth if t[2] == "value")
    nneg = sum(1 for t in truth if t[2] == "negation")
    p("true pairs: %d  (value %d, negation %d)" % (len(truth), nval, nneg))
    # chain shapes
    by_fam = {}
    for m in fam_m:
        by_fam.setdefault(m["fam"], []).append(m)
    changes = {}
    moves_back = 0
    hard = 0
    inchain_conf = 0
    for k in sorted(by_fam):
        ms = by_fam[k]
        ver = [m for m in ms if "c" not in m["flags"]]
        changes[k] = len(ver)
        seen = [(ver[0]["value"], ver[0]["pol"])]
        for m in ver[1:]:
            vp = (m["value"], m["pol"])
            if vp in seen[:-1] and vp != seen[-1]:
                moves_back += 1
            seen.append(vp)
        hard += sum(1 for m in ver[1:-1] if "h" in m["flags"])
        inchain_conf += sum(1 for m in ms if "c" in m["flags"])
    dist = {}
    for k in changes:
        dist[changes[k]] = dist.get(changes[k], 0) + 1
    p("family sizes (versions, confirmations excluded): " + ", ".join("%d:%d" % (s, dist[s]) for s in sorted(dist)))
    p("chains of >=4 versions: %d" % sum(1 for k in changes if changes[k] >= 4))
    p("moves back (A -> B -> A): %d" % moves_back)
    p("hard-worded intervening versions: %d" % hard)
    p("confirmations inside a chain (paired as expired): %d" % inchain_conf)
    p("labelled classes:")
    for c in NEGATIVE_CLASSES:
        p("  %-18s %d" % (c, sum(1 for m in lab if m["cls"] == c)))
    p("registers (all memories / family memories / labelled):")
    for r in REGISTERS:
        p("  %-10s %3d / %3d / %3d   %s" % (r, sum(1 for m in mems if m["reg"] == r),
                                       sum(1 for m in fam_m if m["reg"] == r),
                                       sum(1 for m in lab if m["reg"] == r), REGISTERS[r]))
    p("time modes:")
    for mode in ("live", "stamped", "backfilled"):
        k = sum(1 for m in mems if m["mode"] == mode)
        p("  %-10s %3d  (%.1f%%)" % (mode, k, 100.0 * k / len(mems)))
    inv = 0
    for k in sorted(by_fam):
        ms = sorted(by_fam[k], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    p("consecutive family versions whose created_at order inverts order time: %d" % inv)
    # wording
    newer = []
    for k in sorted(by_fam):
        ms = by_fam[k]
        for a, b in zip(ms, ms[1:]):
            newer.append((a, b))
    edits = [(a, b) for a, b in newer if "e" in b["flags"]]
    rew = [(a, b) for a, b in newer if "e" not in b["flags"]]
    p("newer family versions: %d  reworded %d (%.1f%%), one-slot edits %d (%.1f%%)" % (
        len(newer), len(rew), 100.0 * len(rew) / len(newer), len(edits), 100.0 * len(edits) / len(newer)))
    p("  mean word-set Jaccard with the version before: reworded %.2f, one-slot edits %.2f" % (
        sum(jaccard(a["text"], b["text"]) for a, b in rew) / len(rew),
        sum(jaccard(a["text"], b["text"]) for a, b in edits) / len(edits)))
    lens = sorted(len(m["text"].split()) for m in mems)
    p("words per memory: min %d, median %d, mean %.1f, max %d" % (
        lens[0], lens[len(lens) // 2], sum(lens) / len(lens), lens[-1]))
    for name, rx in (("key: value fragment", KV), ("minutes / resolutions", MINUTES), ("passive", PASSIVE),
                     ("abbreviation (HoD, PGR, SENCo, w/c, Y10 ...)", ABBREV), ("date or term in text", DATE_IN_TEXT)):
        k = sum(1 for m in mems if rx.search(m["text"]))
        p("  %-45s %3d  (%.1f%%)" % (name, k, 100.0 * k / len(mems)))
    return "\n".join(out)


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda m: (m["grp"], m["fam"], m["order"], m["id"])):
        lab = m["cls"] if m["cls"] else "family"
        out.append("%s  %s  %-10s  %-6s %-6s %-17s %-8s %s%s  | %s" % (
            m["id"], fmt(m["order"]), m["mode"], m["fam"], m["role"], lab,
            m["flags"] or "-", m["value"], "" if m["pol"] == "+" else " (NEG)", m["text"]))
    return "\n".join(out)


def main(argv):
    mems, file_order, truth = generate()
    if "--stats" in argv:
        print(stats(mems, truth))
    elif "--list" in argv:
        print(listing(mems))
    else:
        write(mems, file_order, truth)
        print("wrote %d memories, %d true pairs, %d labels to %s" % (
            len(mems), len(truth), sum(1 for m in mems if m["cls"] is not None), OUT_DIR))


if __name__ == "__main__":
    main(sys.argv[1:])
