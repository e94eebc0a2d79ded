#!/usr/bin/env python3
"""Generator for testdata/heldout6: a blind corpus of encyclopedic career and office
timelines (invented people and organisations) for the l9 supersession detector.

Everything that decides truth is fixed in the tables below BEFORE any text is produced:
every changing family lists its versions as (value, polarity, year, month, flag); every
negative memory carries its class, its family and its value. Truth is computed from
those labels only (order time, family, value, polarity), never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels

Standard library only; deterministic (fixed seed, no wall clock): two runs give
byte-identical files.
"""

import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 20261206
HERE = os.path.dirname(os.path.abspath(__file__))

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]

# ---------------------------------------------------------------------------
# Changing families.  attr selects a template pool; for role families the subject is
# the office (RO = the office with its organisation, R = the bare role, body = who
# appoints).  Version tuple: (value, year, month, flag); flag:
#   ""      ordinary change (base or reworded construction, chosen by the seeded rng)
#   "hard"  a hard-worded intervening version (replaced by, passed from ... to, sold to)
#   "back"  a move back to an earlier value
#   "conf"  a confirmation inside the chain (same value restated; expired by the next change)
#   "neg"   the fact stopped holding (left, resigned, divorced, retired); polarity "-"
#   "reaff" the same value holds again after a negation (rejoined, remarried); polarity "+"
# ---------------------------------------------------------------------------

FAMILIES = []


def fam(fid, attr, subject, short, versions, RO=None, R=None, body=None, scope=""):
    FAMILIES.append(dict(fid=fid, attr=attr, subject=subject, short=short, RO=RO, R=R,
                         body=body, scope=scope, versions=versions))


def role(fid, RO, R, body, versions, subject=None):
    fam(fid, "role", subject or RO, None, versions, RO=RO, R=R, body=body)


# --- long chains (4+ versions) ---
fam("L01", "club", "Tomás Ferreira", "Ferreira", [
    ("Ribeira SC", 2009, 7, ""), ("Dunmore Athletic", 2012, 1, ""), ("Ribeira SC", 2014, 8, "back"),
    ("Calder Town", 2017, 6, "hard"), ("Kessel Rovers", 2020, 7, "")])
role("L02", "chief executive of Brixa Systems", "chief executive", "the board of Brixa Systems appointed", [
    ("Halvard Moe", 2006, 3, ""), ("Halvard Moe", 2010, 5, "conf"), ("Ines Marr", 2012, 9, "hard"),
    ("Ines Marr", 2016, 2, "neg"), ("Colm Rafferty", 2016, 6, "")])
role("L03", "manager of Calder Town", "manager", "Calder Town appointed", [
    ("Ross Dunleavy", 2008, 5, ""), ("Piet Vermaal", 2011, 11, ""), ("Ross Dunleavy", 2013, 3, "back"),
    ("Adebayo Kunle", 2015, 6, "hard"), ("Sandro Lietti", 2019, 12, "")])
fam("L04", "party", "Margit Havel", "Havel", [
    ("Civic Union", 2002, 4, ""), ("Green Alliance", 2007, 9, "hard"), ("Green Alliance", 2011, 3, "neg"),
    ("Green Alliance", 2013, 10, "reaff")])
fam("L05", "hq", "Nordvik Freight", "Nordvik", [
    ("Tromsholm", 2004, 1, ""), ("Aarvik", 2009, 6, ""), ("Tromsholm", 2013, 4, "back"),
    ("Kelby", 2018, 9, "hard")])
role("L06", "editor of The Vellmar Courier", "editor", "the owners of The Vellmar Courier appointed", [
    ("Agnes Thorsen", 2005, 2, ""), ("Henrik Ask", 2009, 10, ""), ("Lena Strand", 2014, 1, "hard"),
    ("Oskar Fenn", 2018, 5, ""), ("Henrik Ask", 2022, 3, "back")])
role("L07", "mayor of Aldmere", "mayor", "voters in Aldmere elected", [
    ("Pieter Schalk", 2006, 5, ""), ("Rosa Imbert", 2010, 5, ""), ("Rosa Imbert", 2014, 5, "conf"),
    ("Dawit Mengesha", 2018, 5, ""), ("Clara Voss", 2022, 5, "")])
fam("L08", "employer", "Anneliese Kroll", "Kroll", [
    ("Hollin & Marsh", 2007, 9, ""), ("Vantor Labs", 2011, 2, ""), ("Quillon Bank", 2014, 6, "hard"),
    ("Sedra Analytics", 2019, 8, "")])
role("L09", "principal conductor of the Vellmar Philharmonic", "principal conductor",
     "the Vellmar Philharmonic named", [
         ("Janos Erdely", 2003, 9, ""), ("Mireille Caron", 2008, 9, ""), ("Tobias Lindqvist", 2013, 9, ""),
         ("Yuki Sakamoto", 2017, 9, "hard"), ("Ana Brandão", 2023, 9, "")])
fam("L10", "league", "Harrowgate Albion", "Harrowgate", [
    ("the Northern Counties League", 2010, 5, ""), ("the National League North", 2012, 5, ""),
    ("League Two", 2015, 5, ""), ("the National League North", 2017, 5, "back"), ("League Two", 2021, 5, "back")])
role("L11", "head coach of Kessel Rovers", "head coach", "Kessel Rovers hired", [
    ("Bruno Alcott", 2011, 6, ""), ("Jens Aaberg", 2014, 1, ""), ("Marek Holub", 2016, 7, "hard"),
    ("Ilse Vandam", 2020, 6, "")])
fam("L12", "owner", "Kessel Rovers", "Kessel", [
    ("the Harlan Group", 2008, 3, ""), ("the Oduya family", 2013, 8, "hard"), ("Castra Capital", 2019, 2, "")])

# --- three-version families ---
fam("T01", "club", "Luka Perović", "Perović", [
    ("Dunmore Athletic", 2013, 7, ""), ("Kessel Rovers", 2016, 1, ""), ("Ribeira SC", 2019, 8, "")])
role("T02", "chief executive of Halden Mutual", "chief executive", "the board of Halden Mutual appointed", [
    ("Sigrid Aune", 2009, 4, ""), ("Mark Tallis", 2014, 11, ""), ("Priya Raman", 2020, 3, "")])
role("T03", "chair of the Aldmere Port Authority", "chair", "the trustees of the Aldmere Port Authority elected", [
    ("George Pask", 2008, 1, ""), ("Wen Li", 2012, 6, ""), ("Harriet Osei", 2017, 2, "")])
role("T04", "president of the Norvian Rowing Federation", "president", "the Norvian Rowing Federation's congress elected", [
    ("Karl Dahl", 2005, 11, ""), ("Eva Nyberg", 2013, 11, ""), ("Olaf Rask", 2021, 11, "")])
fam("T05", "spouse", "Celeste Varga", "Varga", [
    ("Daniel Hoff", 2004, 6, ""), ("Daniel Hoff", 2011, 2, "neg"), ("Ruben Ortiz", 2014, 9, "")])
role("T06", "Bishop of Aldmere", "bishop", "the synod of the Diocese of Aldmere elected", [
    ("Ambrose Kell", 2001, 6, ""), ("Michael Dunne", 2012, 10, ""), ("Teresa Holm", 2020, 4, "")])
fam("T07", "residence", "Oren Malik", "Malik", [
    ("Tromsholm", 2006, 3, ""), ("Lisbon", 2012, 8, ""), ("Vellmar", 2018, 4, "hard")])
role("T08", "dean of the Faculty of Law at Halden University", "dean of law", "the senate of Halden University appointed", [
    ("Ruth Ekwueme", 2008, 8, ""), ("Stefan Brandt", 2013, 8, ""), ("Marta Kolar", 2019, 8, "")])
role("T09", "Norvian ambassador to Chile", "ambassador to Chile", "the Norvian foreign ministry appointed", [
    ("Leif Moen", 2010, 9, ""), ("Tove Skar", 2014, 9, ""), ("Anders Bye", 2018, 10, "")])
role("T10", "Norvian Minister of Finance", "finance minister", "Norvia's prime minister appointed", [
    ("Per Halvorsen", 2009, 10, ""), ("Kari Eide", 2013, 10, ""), ("Jonas Brekke", 2017, 10, "hard")])
fam("T11", "employer", "Samuel Achebe", "Achebe", [
    ("Quillon Bank", 2010, 3, ""), ("Hollin & Marsh", 2014, 5, ""), ("Quillon Bank", 2018, 9, "back")])
fam("T12", "club", "Dario Conti", "Conti", [
    ("Calder Town", 2014, 7, ""), ("Harrowgate Albion", 2016, 8, ""), ("Kessel Rovers", 2019, 1, "")])
fam("T13", "hq", "Sedra Analytics", "Sedra", [
    ("Vellmar", 2012, 2, ""), ("Aarvik", 2016, 5, ""), ("Kelby", 2021, 3, "")])
role("T14", "head coach of the Norvian women's national team", "head coach of the women's national team", "the Norvian football association appointed", [
    ("Hanne Lund", 2012, 1, ""), ("Carla Mendes", 2016, 12, ""), ("Rita Solheim", 2021, 1, "")])
fam("T15", "party", "Ivo Marek", "Marek", [
    ("Labour Federation", 2006, 5, ""), ("Civic Union", 2012, 2, ""), ("Civic Union", 2019, 6, "neg")])
role("T16", "editor of the Halden Review", "editor", "the publishers of the Halden Review appointed", [
    ("Tomas Weil", 2010, 1, ""), ("Ingrid Falk", 2015, 4, ""), ("Ayo Bankole", 2020, 9, "")])
fam("T17", "owner", "Quillon Bank", "Quillon", [
    ("Mervik Holdings", 2006, 12, ""), ("the Altrun Group", 2012, 7, ""), ("Corvel Partners", 2019, 5, "")])
role("T18", "music director of the Aldmere Youth Orchestra", "music director", "the board of the Aldmere Youth Orchestra chose", [
    ("Eleni Pappas", 2009, 9, ""), ("Hugo Brandt", 2014, 9, ""), ("Maja Koren", 2020, 9, "")])
role("T19", "president of Halden University", "president", "the governors of Halden University appointed", [
    ("Arne Saether", 2004, 8, ""), ("Lucia Ferrante", 2011, 8, ""), ("Kwame Asante", 2018, 8, "")])
fam("T20", "league", "Ribeira SC", "Ribeira", [
    ("the Liga Sul", 2011, 6, ""), ("the Liga Nacional", 2014, 6, ""), ("the Liga Sul", 2018, 6, "back")])
fam("T21", "club", "Nikolai Strand", "Strand", [
    ("Calder Town", 2010, 8, ""), ("Dunmore Athletic", 2013, 1, ""), ("Harrowgate Albion", 2016, 7, "hard")])
role("T22", "chief executive of Sedra Analytics", "chief executive", "the board of Sedra Analytics appointed", [
    ("Ahmed Karimi", 2012, 2, ""), ("Julia Renner", 2017, 6, ""), ("Paulo Serra", 2022, 1, "")])
role("T23", "chair of the Norvian Broadcasting Council", "chair of the Broadcasting Council", "the Norvian parliament appointed", [
    ("Bjorn Teig", 2007, 3, ""), ("Helga Sorum", 2012, 3, ""), ("Ismail Kaya", 2019, 3, "")])
fam("T24", "employer", "Priya Raman", "Raman", [
    ("Quillon Bank", 2009, 9, ""), ("Corvel Partners", 2014, 4, ""), ("Halden Mutual", 2020, 3, "")])
role("T25", "Norvian ambassador to Kenya", "ambassador to Kenya", "the Norvian foreign ministry appointed", [
    ("Solveig Ness", 2009, 8, ""), ("Erlend Moe", 2013, 9, ""), ("Mathias Dale", 2019, 9, "")])

# --- two-version families ---
fam("D01", "club", "Emeka Obi", "Obi", [("Harrowgate Albion", 2015, 7, ""), ("Calder Town", 2018, 8, "")])
fam("D02", "employer", "Hanna Lindgren", "Lindgren", [("Vantor Labs", 2012, 10, ""), ("Sedra Analytics", 2017, 3, "")])
fam("D03", "spouse", "Marcus Thal", "Thal", [("Ingrid Falk", 2009, 7, ""), ("Ingrid Falk", 2016, 11, "neg")])
role("D04", "chief executive of Vantor Labs", "chief executive", "the board of Vantor Labs appointed", [
    ("Pedro Salas", 2010, 1, ""), ("Mina Okafor", 2016, 9, "")])
role("D05", "chief executive of Nordvik Freight", "chief executive", "the board of Nordvik Freight appointed", [
    ("Erik Lunde", 2007, 4, ""), ("Sanna Vik", 2015, 2, "hard")])
role("D06", "chair of the Civic Union", "party chair", "the Civic Union's conference elected", [
    ("Lars Holm", 2009, 10, ""), ("Beate Kraus", 2014, 10, "")])
role("D07", "mayor of Tromsholm", "mayor", "voters in Tromsholm elected", [
    ("Jorunn Aas", 2011, 9, ""), ("Knut Valen", 2015, 9, "")])
role("D08", "mayor of Kelby", "mayor", "the Kelby council elected", [
    ("Fatima Rahman", 2012, 5, ""), ("Ole Brenna", 2016, 5, "")])
role("D09", "Norvian Minister of Defence", "defence minister", "Norvia's prime minister appointed", [
    ("Gunnar Roe", 2011, 6, ""), ("Silje Narum", 2015, 6, "")])
role("D10", "Norvian ambassador to Japan", "ambassador to Japan", "the Norvian foreign ministry appointed", [
    ("Hilde Moe", 2012, 8, ""), ("Rune Tveit", 2017, 8, "")])
role("D11", "Bishop of Tromsholm", "bishop", "the synod of the Diocese of Tromsholm elected", [
    ("Thomas Wray", 2005, 3, ""), ("Paul Egede", 2014, 6, "")])
role("D12", "dean of the School of Medicine at Aarvik University", "dean of medicine", "the board of Aarvik University appointed", [
    ("Grace Mbeki", 2010, 1, ""), ("Nils Ostby", 2016, 1, "")])
fam("D13", "residence", "Celeste Varga", "Varga", [("Vellmar", 2004, 6, ""), ("Kelby", 2014, 10, "")])
fam("D14", "residence", "Ines Marr", "Marr", [("Aarvik", 2012, 9, ""), ("Halden", 2017, 3, "")])
fam("D15", "hq", "Vantor Labs", "Vantor", [("Aarvik", 2010, 2, ""), ("Halden", 2019, 6, "hard")])
fam("D16", "hq", "Halden Mutual", "Halden Mutual", [("Halden", 2008, 4, ""), ("Tromsholm", 2020, 11, "")])
fam("D17", "owner", "The Vellmar Courier", "the Courier", [("the Fenn family", 2001, 5, ""), ("the Altrun Group", 2016, 3, "")])
fam("D18", "owner", "Calder Town", "Calder", [("Rolf Mattsson", 2010, 6, ""), ("Castra Capital", 2018, 1, "")])
fam("D19", "league", "Calder Town", "Calder", [("League Two", 2012, 5, ""), ("League One", 2016, 5, "")])
fam("D20", "employer", "Colm Rafferty", "Rafferty", [("Halden Mutual", 2008, 2, ""), ("Brixa Systems", 2016, 6, "")])
fam("D21", "club", "Jonas Berg", "Berg", [("Kessel Rovers", 2013, 7, ""), ("Dunmore Athletic", 2017, 1, "hard")])
role("D22", "manager of Dunmore Athletic", "manager", "Dunmore Athletic appointed", [
    ("Neil Carrow", 2012, 6, ""), ("Tomasz Wilk", 2017, 5, "")])
role("D23", "head coach of Harrowgate Albion", "head coach", "Harrowgate Albion hired", [
    ("Dean Fulton", 2014, 6, ""), ("Ray Okoro", 2019, 11, "")])
fam("D24", "party", "Lars Holm", "Holm", [("Civic Union", 2003, 2, ""), ("Civic Union", 2016, 4, "neg")])
role("D25", "president of the Norvian Chess Federation", "president", "the Norvian Chess Federation's delegates elected", [
    ("Vera Sokol", 2013, 4, ""), ("Amir Haddad", 2019, 4, "")])
role("D26", "chair of the trustees of the Vellmar Museum", "chair", "the trustees of the Vellmar Museum elected", [
    ("Edith Crane", 2011, 12, ""), ("Jamal Idris", 2018, 12, "hard")])
fam("D27", "employer", "Mina Okafor", "Okafor", [("Sedra Analytics", 2011, 5, ""), ("Vantor Labs", 2016, 9, "")])
role("D28", "editor of the Kelby Gazette", "editor", "the owners of the Kelby Gazette appointed", [
    ("Frode Lie", 2013, 3, ""), ("Amara Nwosu", 2020, 2, "")])
fam("D29", "club", "Kofi Mensah", "Mensah", [("Ribeira SC", 2016, 7, ""), ("Ribeira SC", 2020, 6, "neg")])

# ---------------------------------------------------------------------------
# Negative (labelled) memories: (class, family, value, year, month, text).
# A family id starting with L/T/D attaches the memory to that changing family (it restates
# the value in force after the family's last change); any other id is a family of its own.
# ---------------------------------------------------------------------------

NEG = [
    # confirmation: the value in force restated later
    ("confirmation", "L01", "Kessel Rovers", 2023, 3, "Ferreira was still on the books of Kessel Rovers at the start of the 2023 season, and captained the side in its opening match."),
    ("confirmation", "L02", "Colm Rafferty", 2021, 4, "As of April 2021, Colm Rafferty remained chief executive of Brixa Systems."),
    ("confirmation", "L03", "Sandro Lietti", 2024, 8, "Lietti continued as Calder Town manager into the 2024–25 season."),
    ("confirmation", "L06", "Henrik Ask", 2025, 1, "In January 2025 Henrik Ask was still editor of The Vellmar Courier, his second spell in the chair."),
    ("confirmation", "L07", "Clara Voss", 2026, 5, "Clara Voss was re-elected mayor of Aldmere in May 2026."),
    ("confirmation", "L09", "Ana Brandão", 2025, 9, "Brandão's contract as principal conductor of the Vellmar Philharmonic was extended in 2025; she remains in the post."),
    ("confirmation", "T02", "Priya Raman", 2024, 6, "Priya Raman remains chief executive of Halden Mutual as of mid-2024."),
    ("confirmation", "T08", "Marta Kolar", 2023, 8, "In 2023 Marta Kolar was confirmed for a second term as dean of the Faculty of Law at Halden University."),
    ("confirmation", "T10", "Jonas Brekke", 2020, 1, "Brekke kept the finance portfolio in the January 2020 reshuffle, staying on as Minister of Finance."),
    ("confirmation", "T13", "Kelby", 2025, 2, "Sedra Analytics is still headquartered in Kelby, as it has been since 2021."),
    ("confirmation", "D07", "Knut Valen", 2019, 9, "Knut Valen held on to the office of mayor of Tromsholm at the 2019 election, as usual with a wide margin."),
    ("confirmation", "D19", "League One", 2019, 5, "Calder Town again finished mid-table in League One in 2019, their third straight season in the division."),
    ("confirmation", "D22", "Tomasz Wilk", 2021, 6, "Dunmore Athletic confirmed in June 2021 that Tomasz Wilk would stay on as manager for another season."),
    ("confirmation", "L11", "Ilse Vandam", 2023, 6, "Ilse Vandam was still head coach of Kessel Rovers when the club celebrated its centenary in 2023."),

    # format_variant: the same value in another format
    ("format_variant", "T01", "Ribeira SC", 2021, 2, "Luka Perović plays for Ribeira Sport Clube."),
    ("format_variant", "L10", "League Two", 2022, 3, "Harrowgate Albion currently play in League 2."),
    ("format_variant", "T14", "Rita Solheim", 2023, 4, "R. Solheim is head coach of the Norvian women's national team."),
    ("format_variant", "D05", "Sanna Vik", 2018, 5, "Nordvik Freight's CEO is Ms S. Vik."),
    ("format_variant", "fv-cap", "18500", 2016, 4, "Calder Town's home ground, Milbrook Park, holds 18,500 spectators."),
    ("format_variant", "fv-cap", "18500", 2019, 9, "Milbrook Park has a capacity of eighteen and a half thousand."),
    ("format_variant", "fv-fee", "4200000", 2020, 8, "Ferreira's move to Kessel Rovers cost a reported €4.2 million."),
    ("format_variant", "fv-fee", "4200000", 2021, 1, "Kessel Rovers paid €4,200,000 to sign Ferreira in 2020."),
    ("format_variant", "fv-staff", "2300", 2017, 3, "Halden Mutual employs about 2,300 people."),
    ("format_variant", "fv-staff", "2300", 2018, 10, "Halden Mutual has a workforce of roughly 2.3k."),
    ("format_variant", "fv-oath", "2010-05-12", 2011, 2, "Rosa Imbert was sworn in as mayor of Aldmere on 12 May 2010."),
    ("format_variant", "fv-oath", "2010-05-12", 2012, 7, "Imbert took the mayoral oath on 2010-05-12."),
    ("format_variant", "fv-time", "19:30", 2015, 8, "The Vellmar Philharmonic's evening concerts begin at 7:30 pm."),
    ("format_variant", "fv-time", "19:30", 2016, 9, "Concerts of the Vellmar Philharmonic start at 19:30."),
    ("format_variant", "fv-rank", "2", 2015, 6, "Brixa Systems was the 2nd largest employer in Tromsholm in 2015."),
    ("format_variant", "fv-rank", "2", 2016, 2, "In 2015 Brixa Systems ranked second among Tromsholm's employers."),

    # elaboration: the same value with more detail
    ("elaboration", "L08", "Sedra Analytics", 2021, 5, "Kroll works at Sedra Analytics in Kelby, where since 2019 she has led the company's credit-risk modelling group."),
    ("elaboration", "T03", "Harriet Osei", 2020, 3, "Harriet Osei, a former harbour pilot and the first woman to chair the Aldmere Port Authority, has held the chair since 2017 and oversaw the expansion of the container terminal."),
    ("elaboration", "T04", "Olaf Rask", 2023, 5, "Olaf Rask, a two-time Olympic finalist in the single sculls, has been president of the Norvian Rowing Federation since its 2021 congress."),
    ("elaboration", "T07", "Vellmar", 2022, 6, "Malik lives in Vellmar's old town, in a converted warehouse on the harbour, having moved there from Lisbon in 2018."),
    ("elaboration", "T09", "Anders Bye", 2021, 3, "Anders Bye, a career diplomat who previously served in Buenos Aires, has been Norvia's ambassador in Santiago de Chile since October 2018."),
    ("elaboration", "T16", "Ayo Bankole", 2023, 2, "Ayo Bankole has edited the Halden Review since 2020; Bankole is the quarterly's first editor to have come from broadcasting."),
    ("elaboration", "T17", "Corvel Partners", 2022, 4, "Quillon Bank has been owned since 2019 by Corvel Partners, a private-equity firm based in Halden that paid about €900 million for it."),
    ("elaboration", "T19", "Kwame Asante", 2022, 10, "Kwame Asante, a materials scientist, has led Halden University as president since 2018 and chairs the Norvian rectors' conference."),
    ("elaboration", "T21", "Harrowgate Albion", 2018, 3, "Strand plays for Harrowgate Albion, usually at centre back, and has missed only two league matches since joining in 2016."),
    ("elaboration", "D01", "Calder Town", 2020, 2, "Obi plays for Calder Town as a left winger and is under contract at Milbrook Park until 2022."),
    ("elaboration", "D04", "Mina Okafor", 2019, 11, "Mina Okafor, who trained as a chemist, has been chief executive of Vantor Labs since September 2016 and took the company through its first profitable year."),
    ("elaboration", "D11", "Paul Egede", 2018, 6, "Paul Egede, formerly dean of Tromsholm Cathedral, has been Bishop of Tromsholm since his consecration in June 2014."),
    ("elaboration", "D17", "the Altrun Group", 2020, 7, "The Vellmar Courier is owned by the Altrun Group, the Halden media company that also publishes four regional weeklies."),
    ("elaboration", "T22", "Paulo Serra", 2024, 3, "Paulo Serra, formerly Sedra's chief technology officer, has run Sedra Analytics as chief executive since January 2022."),

    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "ds-01", "Dunmore Athletic", 2015, 7, "Pavel Ferreira, Tomás's younger brother, signed for Dunmore Athletic in 2015."),
    ("different_subject", "ds-02", "Calder Town", 2018, 1, "Rui Ferreira joined Calder Town from the Ribeira academy in January 2018."),
    ("different_subject", "ds-03", "Dagny Marr", 2019, 3, "Ines Marr's sister, Dagny Marr, became chief executive of Corvel Partners in 2019."),
    ("different_subject", "ds-04", "Kelby", 2017, 10, "The Altrun Group moved its headquarters to Kelby in 2017."),
    ("different_subject", "ds-05", "League Two", 2015, 5, "Kelby Rovers were promoted to League Two in 2015."),
    ("different_subject", "ds-06", "Erik Strand", 2016, 2, "Erik Strand became editor of the Tromsholm Herald in 2016."),
    ("different_subject", "ds-07", "Neil Carrow", 2019, 6, "Dunmore Vale, Dunmore Athletic's neighbours, appointed Neil Carrow as manager in 2019."),
    ("different_subject", "ds-08", "Green Alliance", 2008, 1, "Margit Havel's husband, Teodor Havel, joined the Green Alliance in 2008."),
    ("different_subject", "ds-09", "Yannick Berger", 2020, 8, "Celeste Varga's daughter, Nora Hoff, married Yannick Berger in 2020."),
    ("different_subject", "ds-10", "Simon Ardal", 2011, 9, "Simon Ardal was installed as Bishop of Kelby in September 2011."),
    ("different_subject", "ds-11", "Quillon Bank", 2019, 4, "Ruth Ofori, a former colleague of Samuel Achebe, joined Quillon Bank in 2019."),
    ("different_subject", "ds-12", "Bente Lyse", 2015, 10, "Bente Lyse took office as mayor of Aarvik in October 2015."),
    ("different_subject", "ds-13", "Lisbon", 2013, 5, "Idan Malik, Oren's brother, moved to Lisbon in 2013."),
    ("different_subject", "ds-14", "Liga Sul", 2012, 6, "Tromsholm FK were admitted to the Liga Sul in 2012."),
    ("different_subject", "ds-15", "Mireille Caron", 2014, 9, "The Aldmere Chamber Choir named Mireille Caron its music director in 2014."),

    # static: an unchanging fact restated with a synonymous verb
    ("static", "st-brixa", "1987", 2012, 4, "Brixa Systems was founded in Tromsholm in 1987."),
    ("static", "st-brixa", "1987", 2018, 11, "Brixa Systems was established in 1987 in Tromsholm."),
    ("static", "st-ferr", "Ribeira", 2013, 2, "Tomás Ferreira was born in Ribeira on 2 March 1991."),
    ("static", "st-ferr", "Ribeira", 2019, 3, "Ferreira is a native of Ribeira, where he grew up near the harbour."),
    ("static", "st-ground", "Milbrook Park", 2011, 8, "Calder Town play their home matches at Milbrook Park."),
    ("static", "st-ground", "Milbrook Park", 2017, 8, "Milbrook Park is the home ground of Calder Town."),
    ("static", "st-courier", "1872", 2010, 5, "The Vellmar Courier was first published in 1872."),
    ("static", "st-courier", "1872", 2020, 5, "The Vellmar Courier has appeared since 1872."),
    ("static", "st-havel", "law", 2009, 3, "Margit Havel studied law at Halden University."),
    ("static", "st-havel", "law", 2016, 9, "Havel read law at Halden University before entering politics."),
    ("static", "st-diocese", "1854", 2008, 11, "The Diocese of Aldmere was created in 1854."),
    ("static", "st-diocese", "1854", 2021, 11, "The Diocese of Aldmere dates from 1854, when it was carved out of the Diocese of Tromsholm."),
    ("static", "st-quillon", "1921", 2014, 1, "Quillon Bank was incorporated in 1921."),
    ("static", "st-quillon", "1921", 2022, 1, "Quillon Bank was formed in 1921 by a group of Halden merchants."),

    # membership: memberships that look like roles, all holding at once
    ("membership", "mb-01", "Norvian Academy of Sciences", 2014, 4, "Margit Havel is a member of the Norvian Academy of Sciences."),
    ("membership", "mb-02", "Green Futures Institute", 2016, 2, "Havel sits on the advisory board of the Green Futures Institute."),
    ("membership", "mb-03", "Society of Editors", 2012, 6, "Henrik Ask is a fellow of the Society of Editors."),
    ("membership", "mb-04", "Nordic Press Prize jury", 2015, 10, "Ask also serves on the jury of the Nordic Press Prize."),
    ("membership", "mb-05", "Halden Mutual board", 2018, 3, "Colm Rafferty sits on the board of Halden Mutual as a non-executive director."),
    ("membership", "mb-06", "Institute of Directors", 2019, 7, "Rafferty is a member of the Norvian Institute of Directors."),
    ("membership", "mb-07", "Quillon Bank board", 2017, 5, "Ines Marr joined the board of Quillon Bank as a non-executive director in 2017."),
    ("membership", "mb-08", "Sedra Analytics board", 2018, 5, "In 2018 Marr also joined the board of Sedra Analytics."),
    ("membership", "mb-09", "Banking Association council", 2021, 2, "Priya Raman is a member of the council of the Norvian Banking Association."),
    ("membership", "mb-10", "Vellmar Philharmonic Society", 2016, 11, "Tobias Lindqvist is an honorary member of the Vellmar Philharmonic Society."),
    ("membership", "mb-11", "Nordic Academy of Music", 2018, 2, "Lindqvist was elected to the Nordic Academy of Music in 2018."),
    ("membership", "mb-12", "Norvian Academy of Sciences", 2019, 5, "Kwame Asante is a fellow of the Norvian Academy of Sciences."),
    ("membership", "mb-13", "Norvian Olympic Committee", 2022, 3, "Olaf Rask sits on the Norvian Olympic Committee."),
    ("membership", "mb-14", "International Rowing Council", 2022, 9, "Rask is also a member of the International Rowing Council's athletes' panel."),

    # multi_valued: values that coexist
    ("multi_valued", "mv-01", "Portuguese", 2012, 3, "Tomás Ferreira speaks Portuguese and Spanish."),
    ("multi_valued", "mv-02", "English", 2015, 9, "Ferreira also speaks English, which he learned during his spell at Dunmore."),
    ("multi_valued", "mv-03", "Serbian", 2014, 4, "Luka Perović holds Serbian citizenship."),
    ("multi_valued", "mv-04", "Norvian", 2020, 10, "Perović also holds Norvian citizenship, acquired in 2020."),
    ("multi_valued", "mv-05", "German", 2013, 1, "Ines Marr speaks German, Norwegian and French."),
    ("multi_valued", "mv-06", "Mandarin", 2017, 11, "Marr also speaks Mandarin, having worked in Shanghai early in her career."),
    ("multi_valued", "mv-07", "right back", 2015, 2, "Dario Conti can play as a right back."),
    ("multi_valued", "mv-08", "central midfielder", 2017, 4, "Conti has also been used as a central midfielder."),
    ("multi_valued", "mv-09", "Aarvik office", 2014, 8, "Brixa Systems has an office in Aarvik."),
    ("multi_valued", "mv-10", "Lisbon office", 2019, 5, "Brixa Systems opened another office, in Lisbon, in 2019."),
    ("multi_valued", "mv-11", "Halden University", 2015, 6, "Halden University awarded an honorary doctorate to Mireille Caron in 2015."),
    ("multi_valued", "mv-12", "Aarvik University", 2019, 6, "Caron received another honorary doctorate, from Aarvik University, in 2019."),
    ("multi_valued", "mv-13", "viola", 2016, 3, "Yuki Sakamoto plays the piano and the viola."),
    ("multi_valued", "mv-14", "harpsichord", 2021, 7, "Sakamoto plays the harpsichord too, and has directed Baroque programmes from the keyboard."),
    ("multi_valued", "mv-15", "Nordvik Air", 2012, 9, "Nordvik Freight's subsidiaries include the cargo airline Nordvik Air."),
    ("multi_valued", "mv-16", "Baltic Reefer Lines", 2016, 10, "Nordvik Freight also owns Baltic Reefer Lines."),
    ("multi_valued", "mv-17", "Kelby branch", 2018, 4, "Quillon Bank opened another branch, in Kelby, in 2018."),
    ("multi_valued", "mv-18", "Italian", 2019, 2, "Celeste Varga writes in Hungarian and English and also translates from Italian."),

    # scope_disjoint: the same attribute in a different scope
    ("scope_disjoint", "sd-01", "Tess Rowan", 2020, 7, "Tess Rowan has managed Calder Town Women since 2020."),
    ("scope_disjoint", "sd-02", "Gary Pike", 2021, 8, "Calder Town's under-21 side is managed by Gary Pike, appointed in 2021."),
    ("scope_disjoint", "sd-03", "Lisbon", 2016, 12, "Celeste Varga spends her winters in Lisbon."),
    ("scope_disjoint", "sd-04", "Kelby farmhouse", 2017, 7, "In summer Varga lives at a farmhouse outside Kelby."),
    ("scope_disjoint", "sd-05", "Tromsholm", 2015, 3, "Brixa Systems' Nordic headquarters are in Tromsholm."),
    ("scope_disjoint", "sd-06", "Singapore", 2018, 7, "Brixa Systems runs its Asia-Pacific business from a regional headquarters in Singapore."),
    ("scope_disjoint", "sd-07", "Central Reserve League", 2016, 8, "Harrowgate Albion Reserves play in the Central Reserve League."),
    ("scope_disjoint", "sd-08", "Northern Youth Alliance", 2019, 8, "Harrowgate Albion's youth teams compete in the Northern Youth Alliance."),
    ("scope_disjoint", "sd-09", "Signe Holt", 2019, 9, "Kessel Rovers' women's team has been coached by Signe Holt since 2019."),
    ("scope_disjoint", "sd-10", "Pim de Waal", 2021, 4, "The Kessel Rovers academy is led by head coach Pim de Waal."),
    ("scope_disjoint", "sd-11", "Runa Kvist", 2020, 11, "The Kelby Gazette's weekend magazine is edited by Runa Kvist."),
    ("scope_disjoint", "sd-12", "Tariq Bell", 2021, 5, "The Gazette's online edition has its own editor, Tariq Bell, appointed in 2021."),
    ("scope_disjoint", "sd-13", "Fabio Renzi", 2019, 7, "The Vellmar Philharmonic's summer festival series has been conducted by Fabio Renzi since 2019."),
    ("scope_disjoint", "sd-14", "Ana Pereira", 2020, 2, "The orchestra's schools concerts are conducted by its assistant conductor, Ana Pereira."),

    # equal_time: two values of one fact at the identical order time (pairs share family and date)
    ("equal_time", "eq-01", "Ivo Kern", 2018, 6, "Tromsholm FK named Ivo Kern as manager on 2 June 2018."),
    ("equal_time", "eq-01", "Sam Pryce", 2018, 6, "Tromsholm FK appointed Sam Pryce as manager on 2 June 2018, according to the club's website."),
    ("equal_time", "eq-02", "Aarvik IF", 2016, 1, "Gorm Hauge joined Aarvik IF in January 2016."),
    ("equal_time", "eq-02", "Kelby Rovers", 2016, 1, "Gorm Hauge signed for Kelby Rovers in January 2016."),
    ("equal_time", "eq-03", "Elsa Brun", 2017, 3, "Elsa Brun was elected chair of the Kelby Harbour Trust on 9 March 2017."),
    ("equal_time", "eq-03", "Tor Vinje", 2017, 3, "The Kelby Harbour Trust chose Tor Vinje as its chair on 9 March 2017."),
    ("equal_time", "eq-04", "Anna Lind", 2010, 8, "Mattias Rye married Anna Lind on 14 August 2010."),
    ("equal_time", "eq-04", "Sofie Dahl", 2010, 8, "Mattias Rye wed the painter Sofie Dahl on 14 August 2010."),
    ("equal_time", "eq-05", "Omar Said", 2019, 7, "Aarvik University appointed Omar Said as president on 1 July 2019."),
    ("equal_time", "eq-05", "Helen Marsh", 2019, 7, "Helen Marsh became president of Aarvik University on 1 July 2019."),
    ("equal_time", "eq-06", "Halden", 2015, 10, "Lysne Foods moved its headquarters to Halden on 1 October 2015."),
    ("equal_time", "eq-06", "Tromsholm", 2015, 10, "Lysne Foods relocated its head office to Tromsholm on 1 October 2015."),
    ("equal_time", "eq-07", "Per Agdestein", 2014, 2, "Per Agdestein became editor of the Aarvik Post on 3 February 2014."),
    ("equal_time", "eq-07", "Ruth Hansen", 2014, 2, "The Aarvik Post's new editor from 3 February 2014 was Ruth Hansen."),

    # unrelated: distractors, some sharing a subject with a changing family
    ("unrelated", "un-01", "goals", 2021, 11, "Ferreira scored 14 league goals for Kessel Rovers in the 2021 season."),
    ("unrelated", "un-02", "revenue", 2020, 3, "Brixa Systems reported revenue of €1.2 billion for 2019."),
    ("unrelated", "un-03", "prize", 2016, 6, "The Vellmar Courier won the Nordic Press Prize in 2016."),
    ("unrelated", "un-04", "cup", 2014, 4, "Calder Town reached the semi-finals of the national cup in 2014."),
    ("unrelated", "un-05", "championships", 2017, 8, "Aldmere hosted the national rowing championships in 2017."),
    ("unrelated", "un-06", "memoir", 2015, 10, "Margit Havel published a memoir, Against the Current, in 2015."),
    ("unrelated", "un-07", "terminal", 2011, 11, "Nordvik Freight opened a cold-storage terminal at Aarvik harbour in 2011."),
    ("unrelated", "un-08", "centenary", 2008, 9, "Halden Mutual celebrated its centenary in 2008."),
    ("unrelated", "un-09", "doctorate", 2006, 12, "Anneliese Kroll completed a doctorate in statistics at Aarvik University in 2006."),
    ("unrelated", "un-10", "tour", 2012, 10, "The Vellmar Philharmonic toured Japan in the autumn of 2012."),
    ("unrelated", "un-11", "stadium", 2015, 7, "Kessel Rovers' stadium was renovated in 2015 at a cost of €30 million."),
    ("unrelated", "un-12", "novel", 2013, 4, "Celeste Varga's novel The Salt Years has been translated into nine languages."),
    ("unrelated", "un-13", "marathon", 2016, 10, "Samuel Achebe ran the Halden marathon in 2016 in under three hours."),
    ("unrelated", "un-14", "attendance", 2018, 2, "Harrowgate Albion's record attendance of 9,412 was set in 1951."),
    ("unrelated", "un-15", "birth", 2011, 1, "Rosa Imbert was born in Aldmere in 1962."),
    ("unrelated", "un-16", "restoration", 2012, 12, "Aldmere Cathedral was restored between 2009 and 2012."),
    ("unrelated", "un-17", "exhibition", 2019, 11, "Oren Malik's photographs were exhibited at the Vellmar Museum in 2019."),
    ("unrelated", "un-18", "listing", 2018, 6, "Sedra Analytics listed on the Halden stock exchange in 2018."),
    ("unrelated", "un-19", "members", 2022, 2, "The Norvian Rowing Federation has about 14,000 registered members."),
    ("unrelated", "un-20", "award", 2015, 5, "Jonas Berg was named Kessel Rovers' player of the season in 2015."),
    ("unrelated", "un-21", "fine", 2013, 6, "Quillon Bank was fined by the financial regulator in 2013 over its anti-money-laundering controls."),
    ("unrelated", "un-22", "recording", 2016, 5, "Tobias Lindqvist recorded all nine Bruckner symphonies with the Vellmar Philharmonic."),
    ("unrelated", "un-23", "founding", 2009, 4, "Dunmore Athletic were founded by railway workers in 1889."),
    ("unrelated", "un-24", "building", 2016, 9, "The Faculty of Law at Halden University moved into a new building in 2016."),
]

# ---------------------------------------------------------------------------
# Templates for the changing families.  Placeholders: {S} subject, {s} subject short form,
# {V} value, {v} value short form (surname), {P}/{p} previous value, {D} date adjunct
# ("in 2014", "in March 2014", "on 3 March 2014"), {LD} leading phrase ("In March 2014,"),
# {Y} year, {RO} office with organisation, {R} bare role, {body} who appoints.
# "base" is the family's ordinary construction; "alt" a different construction (reworded).
# ---------------------------------------------------------------------------

T = {
    "club": {
        "first": ["{S} signed for {V} {D}.", "{LD} {S} joined {V} on a youth contract."],
        "first_alt": ["{V} signed {S} {D}."],
        "base": ["{LD} {S} signed for {V}.", "{S} joined {V} {D} on a three-year contract.",
                 "{S} transferred to {V} {D}."],
        "alt": ["{V} signed {s} from {P} {D}.", "{LD} {V} completed the signing of {s} from {P}.",
                "{s} moved from {P} to {V} {D}."],
        "hard": ["{P} sold {s} to {V} {D} for an undisclosed fee.",
                 "{LD} {s} went on loan to {V}, with {P} keeping the registration."],
        "back": ["{LD} {s} returned to {V}, ending a spell at {P}.", "{S} rejoined {V} from {P} {D}."],
        "neg": ["{V} released {S} {D}.", "{S} left {V} {D} when the contract expired."],
        "reaff": ["{S} re-signed for {V} {D}."],
        "tail": ["{s} made {n} league appearances that season.", "The fee was reported as €{fee} million."],
    },
    "employer": {
        "first": ["{S} joined {V} {D}.", "{LD} {S} was hired by {V} as an analyst."],
        "first_alt": ["{V} hired {S} {D}."],
        "base": ["{LD} {S} joined {V}.", "{S} went to work at {V} {D}.", "{S} was hired by {V} {D}."],
        "alt": ["{V} hired {s} away from {P} {D}.", "{s} left {P} for {V} {D}."],
        "hard": ["{LD} {P} lost {s} to its rival {V}.",
                 "After the merger talks collapsed, {s} was one of several senior staff to move from {P} to {V} {D}."],
        "back": ["{s} returned to {V} {D} after a spell at {P}.", "{LD} {S} rejoined {V}."],
        "neg": ["{S} left {V} {D}.", "{LD} {s} resigned from {V}."],
        "reaff": ["{S} rejoined {V} {D}."],
        "tail": ["{s} had trained as an economist.", "{s} was based in the firm's main office.", "{s} worked in the risk department."],
    },
    "spouse": {
        "first": ["{S} married {V} {D}.", "{LD} {S} wed {V} in a private ceremony."],
        "first_alt": ["{S} and {V} were married {D}."],
        "base": ["{LD} {S} married {V}.", "{S} wed {V} {D}."],
        "alt": ["{S} and {V} were married {D}.", "{LD} {s} married {V}, a former colleague."],
        "hard": ["{LD} {s} took {V} as a second spouse."],
        "back": ["{S} remarried {V} {D}."],
        "neg": ["{S} and {V} divorced {D}.", "{s}'s marriage to {V} ended in divorce {D}."],
        "reaff": ["{S} and {V} remarried {D}."],
        "tail": ["The couple settled near Vellmar."],
    },
    "party": {
        "first": ["{S} joined the {V} {D}.", "{LD} {S} became a member of the {V}."],
        "first_alt": ["The {V} admitted {S} as a member {D}."],
        "base": ["{LD} {s} defected to the {V}.", "{S} crossed the floor to the {V} {D}."],
        "alt": ["{s} left the {P} for the {V} {D}."],
        "hard": ["{LD} {s} was among the councillors who broke away from the {P} and formed the {V}."],
        "back": ["{LD} {s} returned to the {V}."],
        "neg": ["{S} left the {V} {D} and sat as an independent.", "{LD} {s} resigned from the {V}."],
        "reaff": ["{S} rejoined the {V} {D}.", "{LD} {s} was readmitted to the {V}."],
        "tail": ["{s} was then a councillor in Halden."],
    },
    "residence": {
        "first": ["{S} lives in {V}.", "{LD} {S} settled in {V}."],
        "first_alt": ["{V} became home to {S} {D}."],
        "base": ["{S} moved to {V} {D}.", "{LD} {s} relocated to {V}."],
        "alt": ["{s} left {P} for {V} {D}."],
        "hard": ["{LD} {s} sold the flat in {P} and has since lived in {V}."],
        "back": ["{s} moved back to {V} {D}."],
        "neg": ["{S} no longer lives in {V}; {s} left the city {D}."],
        "reaff": ["{S} moved back to {V} {D}."],
        "tail": ["{s} works from a studio at home.", "{s} had family in the city."],
    },
    "hq": {
        "first": ["{S} established its headquarters in {V} {D}.", "{LD} {S} was headquartered in {V}."],
        "first_alt": ["{V} became the home of {S}'s head office {D}."],
        "base": ["{LD} {S} moved its headquarters to {V}.", "{S} relocated its head office to {V} {D}."],
        "alt": ["The headquarters of {S} moved from {P} to {V} {D}.",
                "{LD} {s} left {P} and moved its headquarters to {V}."],
        "hard": ["After the merger, {s} closed its {P} head office and made {V} the company's base {D}."],
        "back": ["{S} moved its headquarters back to {V} {D}."],
        "neg": ["{S} closed its headquarters in {V} {D}."],
        "reaff": ["{S} reopened its head office in {V} {D}."],
        "tail": ["{s} employed about {staff} people there.", "The building was leased."],
    },
    "league": {
        "first": ["{LD} {S} played in {V}.", "{S} were admitted to {V} {D}."],
        "first_alt": ["{V} admitted {S} {D}."],
        "base": ["{S} were placed in {V} for the {Y} season.", "{LD} {S} took their place in {V}."],
        "alt": ["{s} moved from {P} to {V} {D}.", "{V} welcomed {s} {D}, after the club left {P}."],
        "hard": ["A last-day result {D} took {s} out of {P} and into {V}."],
        "back": ["{s} returned to {V} {D}."],
        "neg": ["{S} withdrew from {V} {D}."],
        "reaff": ["{S} were readmitted to {V} {D}."],
        "tail": ["{s} finished that season in mid-table.", "Average home attendance that season was about {att:,}."],
    },
    "owner": {
        "first": ["{LD} {V} took over {S}.", "{LD} {V} acquired {S}."],
        "first_alt": ["{LD} {S} was bought by {V}."],
        "base": ["{V} bought {S} {D}.", "{LD} {S} was acquired by {V}."],
        "alt": ["{P} sold {S} to {V} {D}.", "{LD} {V} took control of {s} from {P}."],
        "hard": ["{LD} {P} agreed to hand its controlling stake in {s} to {V}, and the sale completed that autumn."],
        "back": ["{V} bought {s} back from {P} {D}."],
        "neg": ["{V} sold its stake in {S} {D}."],
        "reaff": ["{V} bought back {S} {D}."],
        "tail": ["The price was not disclosed."],
    },
    "role": {
        "first": ["{LD} {V} became {RO}.", "{V} was appointed {RO} {D}.", "{V} took office as {RO} {D}."],
        "first_alt": ["{LD} {body} {V} as {R}."],
        "base": ["{LD} {V} became {RO}.", "{V} was appointed {RO} {D}.", "{LD} {V} took office as {RO}."],
        "alt": ["{V} succeeded {p} as {RO} {D}.", "{LD} {body} {V} as {R}, in place of {p}.",
                "{V} took over from {p} as {RO} {D}."],
        "hard": ["{P} was replaced as {RO} by {V} {D}.", "{LD} {p} handed over the post of {RO} to {V}.",
                 "The post of {RO} passed from {P} to {V} {D}.", "{LD} {p} made way for {V}, who became {R}."],
        "back": ["{LD} {V} returned as {RO}, succeeding {p}.", "{V} began a second spell as {RO} {D}."],
        "conf": ["{LD} {v} was confirmed as {R} for a further term.", "{V} was re-elected {RO} {D}."],
        "neg": ["{V} resigned as {RO} {D}.", "{LD} {V} stepped down as {RO}.", "{V} retired as {RO} {D}."],
        "reaff": ["{V} returned as {RO} {D}.", "{LD} {v} was reappointed {RO}."],
        "tail": ["The appointment took effect immediately.", "{v} had been chosen from a shortlist of {k} candidates."],
    },
}

ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]


def surname(name):
    for art in ("the ",):
        if name.startswith(art):
            return name
    return name.split()[-1]


def date_forms(rng, y, m, d):
    """Return (D, LD, DS) consistently for one date, chosen by rng."""
    k = rng.randrange(3)
    mon = MONTHS[m - 1]
    if k == 0:
        return f"in {y}", f"In {y},", f"since {y}"
    if k == 1:
        return f"in {mon} {y}", f"In {mon} {y},", f"since {mon} {y}"
    return f"on {d} {mon} {y}", f"On {d} {mon} {y},", f"since {d} {mon} {y}"


def fill(tpl, ctx):
    out = tpl.format(**ctx)
    out = out[0].upper() + out[1:]
    return out


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, fam, cls (None for changing), value, pol, y, m, d, text, flag, reworded

    for f in FAMILIES:
        prev = None
        days = set()
        for i, (val, y, m, flag) in enumerate(f["versions"]):
            pool = T[f["attr"]]
            pol = "-" if flag == "neg" else "+"
            d = rng.randint(1, 28)
            D, LD, DS = date_forms(rng, y, m, d)
            reworded = False
            if flag in ("hard", "back", "conf", "neg", "reaff"):
                kind = flag
                reworded = flag == "hard"
            elif prev is None:
                if rng.random() < 0.3:
                    kind, reworded = "first_alt", True
                else:
                    kind = "first"
            else:
                if rng.random() < 0.33:
                    kind, reworded = "alt", True
                else:
                    kind = "base"
            tpl = rng.choice(pool[kind])
            if f["attr"] == "role":
                ctx = dict(S=f["subject"], s=f["subject"], V=val, v=surname(val),
                           P=prev or "", p=surname(prev) if prev else "",
                           RO=f["RO"], R=f["R"], body=f["body"])
            else:
                ctx = dict(S=f["subject"], s=f["short"], V=val, v=surname(val),
                           P=prev or "", p=surname(prev) if prev else "")
            ctx.update(D=D, LD=LD, DS=DS, Y=y)
            text = fill(tpl, ctx)
            two = False
            if rng.random() < 0.3:
                tctx = dict(ctx, n=rng.randint(3, 24), fee=f"{rng.randint(1, 9)}.{rng.randint(1, 9)}",
                            age=rng.randint(38, 64), staff=rng.randint(4, 90) * 10,
                            ordn=ORD[rng.randint(2, 7)], k=rng.randint(3, 6), att=rng.randint(30, 180) * 50)
                text += " " + fill(rng.choice(pool["tail"]), tctx)
                two = True
            mems.append(dict(fam=f["fid"], attr=f["attr"], cls=None, value=val, pol=pol, y=y, m=m, d=d,
                             text=text, flag=flag or ("first" if prev is None else "change"),
                             reworded=reworded, two=two))
            # the previous value is the last value in force (a negation keeps the name for "P")
            prev = val
    # negatives
    fam_last = {}
    for mm in mems:
        k = mm["fam"]
        t = (mm["y"], mm["m"], mm["d"])
        if k not in fam_last or t > fam_last[k]:
            fam_last[k] = t
    eq_day = {}
    for cls, fid, val, y, m, text in NEG:
        d = rng.randint(1, 28)
        # the day stated in a text (e.g. "on 2 June 2018") is the day of the memory
        for tok_i, tok in enumerate(text.replace(",", "").split()):
            if tok in MONTHS and tok_i > 0 and text.replace(",", "").split()[tok_i - 1].isdigit():
                words = text.replace(",", "").split()
                if MONTHS.index(tok) + 1 == m and words[tok_i + 1].startswith(str(y)):
                    d = int(words[tok_i - 1])
        if cls == "equal_time":
            d = eq_day.get(fid) or d
            eq_day[fid] = d
        if fid[0] in "LTD" and fid[1:].isdigit():
            assert (y, m, d) > fam_last[fid], (fid, text)
        mems.append(dict(fam=fid, attr=None, cls=cls, value=val, pol="+", y=y, m=m, d=d, text=text,
                         flag=cls, reworded=False, two=text.count(". ") + text.count("; ") > 0))
    return rng, mems


def assign_times(rng, mems):
    """Time modes: live (created_at only), stamped (observed_at + created_at minutes later),
    backfilled (observed_at at midnight, created_at an import instant in November 2026,
    newest-first within a family)."""
    eq_mode = {}
    n = len(mems)
    n_live, n_stamped = round(0.27 * n), round(0.55 * n)
    modes = ["live"] * n_live + ["stamped"] * n_stamped + ["backfilled"] * (n - n_live - n_stamped)
    rng.shuffle(modes)
    for mm, mode in zip(mems, modes):
        if mm["cls"] == "equal_time":
            mode = eq_mode.setdefault(mm["fam"], mode)
        mm["mode"] = mode
        day = dt.datetime(mm["y"], mm["m"], mm["d"], tzinfo=dt.timezone.utc)
        if mode == "backfilled":
            mm["order"] = day
        else:
            mm["order"] = day + dt.timedelta(hours=rng.randint(7, 20), minutes=rng.randint(0, 59),
                                             seconds=rng.randint(0, 59))
    # equal_time: both members of a pair share the identical order time
    first = {}
    for mm in mems:
        if mm["cls"] == "equal_time":
            if mm["fam"] in first:
                mm["order"] = first[mm["fam"]]
            else:
                first[mm["fam"]] = mm["order"]
    for mm in mems:
        if mm["mode"] == "live":
            mm["created"] = mm["order"]
            mm["observed"] = None
        elif mm["mode"] == "stamped":
            mm["observed"] = mm["order"]
            mm["created"] = mm["order"] + dt.timedelta(minutes=rng.randint(2, 90), seconds=rng.randint(0, 59))
    # backfill import instants, newest-first within a family
    fams = []
    for mm in mems:
        if mm["fam"] not in fams:
            fams.append(mm["fam"])
    base = dt.datetime(2026, 11, 2, 9, 0, 0, tzinfo=dt.timezone.utc)
    for i, f in enumerate(fams):
        bf = [mm for mm in mems if mm["fam"] == f and mm["mode"] == "backfilled"]
        bf.sort(key=lambda mm: mm["order"], reverse=True)
        t = base + dt.timedelta(hours=(i * 7) % (24 * 26), minutes=rng.randint(0, 59))
        for mm in bf:
            mm["observed"] = mm["order"]
            mm["created"] = t
            t = t + dt.timedelta(seconds=rng.randint(2, 40))
    for mm in mems:
        assert mm["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if mm["observed"]:
            assert mm["observed"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def compute_truth(mems):
    """Within a family, each memory is expired by the earliest strictly newer memory whose
    (value, polarity) differs; reason negation when the polarities differ."""
    by = {}
    for mm in mems:
        by.setdefault(mm["fam"], []).append(mm)
    pairs = []
    for f, ms in by.items():
        ms = sorted(ms, key=lambda mm: mm["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] <= a["order"]:
                    continue
                if (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def main(argv):
    rng, mems = build()
    assign_times(rng, mems)
    # sanity: no two versions of one family share an order time (except equal_time)
    seen = {}
    for mm in mems:
        k = (mm["fam"], mm["order"])
        if k in seen:
            assert mm["cls"] == "equal_time" and seen[k]["cls"] == "equal_time", mm["text"]
        seen[k] = mm
    # ids: assigned in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        mems[idx]["id"] = f"h6-{n + 1:03d}"
    pairs = compute_truth(mems)
    for a, b, _ in pairs:
        assert a["cls"] is None and b["cls"] is None, (a["text"], b["text"])
    file_order = list(mems)
    rng.shuffle(file_order)

    if "--stats" in argv:
        stats(mems, pairs)
        return
    if "--list" in argv:
        exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
        for mm in sorted(mems, key=lambda mm: (mm["fam"], mm["order"])):
            lab = mm["cls"] or f"{mm['flag']} value={mm['value']!r} pol={mm['pol']}"
            e = exp.get(mm["id"])
            es = f" -> {e[0]} ({e[1]})" if e else ""
            print(f"{mm['id']}  {mm['fam']:9s} {rfc(mm['order'])} {mm['mode']:10s} {lab}{es}\n    {mm['text']}")
        return

    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for mm in file_order:
            o = {"id": mm["id"], "content": mm["text"], "created_at": rfc(mm["created"])}
            if mm["observed"] is not None:
                o["observed_at"] = rfc(mm["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: p[0]["id"]):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for mm in sorted((mm for mm in mems if mm["cls"]), key=lambda mm: mm["id"]):
            fh.write(json.dumps({"id": mm["id"], "class": mm["cls"]}) + "\n")
    for n in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, n), "rb") as fh:
            print(hashlib.sha256(fh.read()).hexdigest(), n)


def stats(mems, pairs):
    ch = [mm for mm in mems if mm["cls"] is None]
    print(f"memories {len(mems)}  changing-family memories {len(ch)}  labelled {len(mems) - len(ch)}")
    fams = {}
    for mm in ch:
        fams.setdefault(mm["fam"], []).append(mm)
    print(f"changing families {len(fams)}  sizes " +
          " ".join(f"{k}:{sum(1 for v in fams.values() if len(v) == k)}" for k in range(2, 7)))
    print(f"chains of 4+ versions {sum(1 for v in fams.values() if len(v) >= 4)}")
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = len(pairs) - nv
    print(f"true pairs {len(pairs)}  value {nv}  negation {nn}")
    cnt = {}
    for mm in ch:
        cnt[mm["flag"]] = cnt.get(mm["flag"], 0) + 1
    print("version kinds " + " ".join(f"{k}:{cnt[k]}" for k in sorted(cnt)))
    print(f"reworded (changing) {sum(1 for mm in ch if mm['reworded'])}/{len(ch)}")
    last = {f: max(v, key=lambda mm: mm["order"]) for f, v in fams.items()}
    print(f"hard-worded intervening versions (not the last of their family) "
          f"{sum(1 for mm in ch if mm['flag'] == 'hard' and mm is not last[mm['fam']])}")
    print(f"moves back {sum(1 for mm in ch if mm['flag'] == 'back')}  "
          f"confirmations inside a chain {sum(1 for mm in ch if mm['flag'] == 'conf')}")
    print(f"attrs " + " ".join(f"{a}:{sum(1 for mm in ch if mm['attr'] == a)}" for a in T))
    cl = {}
    for mm in mems:
        if mm["cls"]:
            cl[mm["cls"]] = cl.get(mm["cls"], 0) + 1
    print("labelled classes " + " ".join(f"{k}:{cl[k]}" for k in sorted(cl)))
    md = {}
    for mm in mems:
        md[mm["mode"]] = md.get(mm["mode"], 0) + 1
    print("time modes " + " ".join(f"{k}:{md[k]} ({100 * md[k] / len(mems):.1f}%)" for k in sorted(md)))
    inv = 0
    for f in fams:
        ms = sorted([mm for mm in mems if mm["fam"] == f], key=lambda mm: mm["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    print(f"adjacent versions whose created_at order inverts order time: {inv}")
    words = [len(mm["text"].split()) for mm in mems]
    print(f"words per memory: mean {sum(words) / len(words):.1f} min {min(words)} max {max(words)}")
    lead = sum(1 for mm in mems if mm["text"].split()[0] in ("In", "On", "After", "A", "As"))
    print(f"leading date/adjunct phrase {lead}  two sentences {sum(1 for mm in mems if mm['two'])}")


if __name__ == "__main__":
    main(sys.argv[1:])
