#!/usr/bin/env python3
"""Generate the R15 blind corpus: civic and public-office records (encyclopedic, news and public-record register).

Labels (value, polarity, wording kind, class) are fixed in the tables below BEFORE anything is generated;
truth.jsonl is computed from those labels only, never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 15_2026_1201
HERE = os.path.dirname(os.path.abspath(__file__))

# Register codes: e = encyclopedic entry, n = local-news archive, r = council / public record.
# Version tuple: (year-month, value, polarity, kind, text)
#   kind: b = first version, r = reworded (different verb / construction), e = one-slot edit,
#         h = hard-worded (reworded, value buried in an unusual construction), c = confirmation inside a chain
# Attached labelled controls (class, year-month, text) restate the value in force after the last version;
# they belong to the family (the truth rule is run over them) and must never take part in a pair.
FAMILIES = [
    ("mayor.brelford", "n", [
        ("2015-05", "Hollis Venn", "+", "b", "Hollis Venn was sworn in as mayor of Brelford in May 2015."),
        ("2019-05", "Ada Marrow", "+", "r", "Brelford elected Ada Marrow as mayor in 2019, ending Hollis Venn's single term."),
        ("2022-03", "Ada Marrow", "-", "r", "Ada Marrow resigned as mayor of Brelford in March 2022, citing ill health."),
        ("2022-07", "Tobin Greer", "+", "r", "Brelford has a new mayor: Tobin Greer took office after the June 2022 by-election."),
    ], [("elaboration", "2023-04", "Tobin Greer, Brelford's mayor, is a former schoolteacher who won the June 2022 by-election with 54% of the vote.")]),
    ("leader.dunmarsh_council", "r", [
        ("2014-05", "Petra Saul", "+", "b", "Dunmarsh County Council elected Petra Saul as its leader in May 2014."),
        ("2017-05", "Ivo Brandt", "+", "r", "Saul was replaced as council leader by Ivo Brandt after the 2017 county elections."),
        ("2020-06", "Petra Saul", "+", "h", "Following a confidence vote the Dunmarsh leadership passed back to Petra Saul, who returned for a second spell."),
        ("2023-05", "Wendell Asari", "+", "e", "Dunmarsh County Council elected Wendell Asari as its leader in May 2023."),
    ], [("confirmation", "2025-05", "Wendell Asari was confirmed as leader of Dunmarsh County Council at the annual meeting in May 2025.")]),
    ("minister.transport.vessaland", "e", [
        ("2016-02", "Orla Finchley", "+", "b", "Orla Finchley was appointed Minister of Transport of Vessaland in February 2016."),
        ("2018-09", "Kasimir Dole", "+", "r", "Kasimir Dole replaced Orla Finchley as transport minister in the September 2018 reshuffle."),
        ("2021-01", "Renata Oakes", "+", "r", "The current transport portfolio holder is Renata Oakes, who took over in January 2021."),
    ], [("elaboration", "2022-10", "Renata Oakes, the transport minister, previously chaired the Assembly's infrastructure committee for six years.")]),
    ("director.pellow_water", "r", [
        ("2018-03", "Gideon Farr", "+", "b", "Gideon Farr is the director of the Pellow Bay Water Agency."),
        ("2022-08", "Lina Coombe", "+", "e", "Lina Coombe is the director of the Pellow Bay Water Agency."),
    ], [("elaboration", "2024-01", "Lina Coombe, director of the Pellow Bay Water Agency, oversees a staff of 340 and an annual budget of 48 million crowns.")]),
    ("chief_judge.harrowmere_court", "e", [
        ("2012-09", "Eamon Thrale", "+", "b", "Judge Eamon Thrale became chief judge of the Harrowmere District Court in 2012."),
        ("2019-01", "Sofia Benn", "+", "r", "Thrale retired at the end of 2018; Judge Sofia Benn now presides as chief judge of the Harrowmere District Court."),
        ("2024-02", "Marcus Oyelaran", "+", "r", "Harrowmere District Court's chief judge, Marcus Oyelaran, was appointed in February 2024."),
    ], [("elaboration", "2024-11", "Judge Marcus Oyelaran, chief judge of the Harrowmere District Court, sat for twelve years in the family court before his appointment.")]),
    ("leader.green_commons", "e", [
        ("2013-03", "Della Ruiz", "+", "b", "Della Ruiz has led the Green Commons Party since 2013."),
        ("2016-10", "Felix Anand", "+", "r", "The Green Commons Party chose Felix Anand as leader at its 2016 autumn conference."),
        ("2018-10", "Della Ruiz", "+", "r", "Della Ruiz, voted back in as Green Commons leader in 2018, returned to the post she had held until 2016."),
        ("2022-04", "Bryony Kell", "+", "e", "Bryony Kell has led the Green Commons Party since 2022."),
    ], [("confirmation", "2025-09", "Bryony Kell continues to lead the Green Commons Party.")]),
    ("chief_whip.liberal_union", "n", [
        ("2019-06", "Amos Leclair", "+", "b", "Amos Leclair serves as chief whip of the Liberal Union."),
        ("2023-02", "Hana Pirie", "+", "r", "The Liberal Union named Hana Pirie its new chief whip in 2023."),
    ], [("elaboration", "2024-06", "Hana Pirie, the Liberal Union's chief whip, has been the member for Varnley East since 2015.")]),
    ("chair.brelford_planning", "r", [
        ("2017-06", "Neve Aldous", "+", "b", "Councillor Neve Aldous chairs Brelford's planning committee."),
        ("2020-05", "Rhys Marland", "+", "r", "Aldous handed the chair of the planning committee to Councillor Rhys Marland in 2020."),
        ("2023-09", "Rhys Marland", "-", "r", "Rhys Marland stepped down as planning committee chair in 2023 and the chair has been left vacant."),
    ], []),
    ("seat.dunmarsh_county", "e", [
        ("2010-04", "Tallisford", "+", "b", "The county seat of Dunmarsh County is Tallisford."),
        ("2021-07", "Corrin Vale", "+", "r", "In 2021 the county seat was moved from Tallisford to Corrin Vale."),
    ], [("elaboration", "2023-03", "Corrin Vale, the seat of Dunmarsh County, houses the county hall, the crown court and the county archives.")]),
    ("population.ostwick", "e", [
        ("2011-06", "12480", "+", "b", "Ostwick had a population of 12,480 at the 2011 census."),
        ("2016-08", "13105", "+", "r", "The 2016 estimate put Ostwick's population at 13,105."),
        ("2021-06", "13920", "+", "e", "Ostwick had a population of 13,920 at the 2021 census."),
        ("2025-07", "14600", "+", "r", "Ostwick is now home to about 14,600 people, according to the 2025 mid-year estimate."),
    ], [("format_variant", "2026-03", "Ostwick's population is put at roughly 14.6 thousand.")]),
    ("speed_limit.harrowmere_road", "n", [
        ("2015-04", "50 km/h", "+", "b", "The speed limit on Harrowmere Road through Quenby is 50 km/h."),
        ("2019-03", "30 km/h", "+", "r", "Quenby council cut the limit on Harrowmere Road to 30 km/h in 2019."),
        ("2023-08", "50 km/h", "+", "h", "After residents' objections the 30 zone on Harrowmere Road was scrapped and the old 50 km/h limit came back."),
    ], []),
    ("tax_rate.varnley_property", "r", [
        ("2020-02", "1.2%", "+", "b", "Varnley's municipal property tax rate is 1.2 percent."),
        ("2023-02", "1.35%", "+", "e", "Varnley's municipal property tax rate is 1.35 percent."),
    ], [("format_variant", "2024-03", "Varnley's municipal property tax rate stands at 1.35%.")]),
    ("councillor.milhaven_ashgrove", "r", [
        ("2014-05", "Tomasz Hale", "+", "b", "The councillor for Ashgrove ward on Milhaven Borough Council is Tomasz Hale."),
        ("2018-05", "Priya Lund", "+", "r", "Ashgrove ward returned Priya Lund to Milhaven Borough Council in 2018, unseating Tomasz Hale."),
        ("2020-01", "Priya Lund", "+", "c", "Priya Lund remains the councillor for Ashgrove ward on Milhaven Borough Council."),
        ("2022-05", "Joel Whitcombe", "+", "r", "Milhaven's Ashgrove ward is represented by Councillor Joel Whitcombe, elected for the 2022-2026 term."),
    ], [("confirmation", "2025-02", "Councillor Joel Whitcombe still represents Ashgrove ward on Milhaven Borough Council.")]),
    ("polling_station.stavenholt_4", "r", [
        ("2016-03", "St Aldric's Church Hall", "+", "b", "Voters in Stavenholt polling district 4 cast their ballots at St Aldric's Church Hall."),
        ("2019-04", "Greenway Primary School", "+", "r", "Polling district 4 in Stavenholt now votes at the Greenway Primary School gym."),
        ("2024-03", "St Aldric's Church Hall", "+", "r", "For the 2024 elections the district 4 polling station moved back to St Aldric's Church Hall."),
    ], []),
    ("bylaw.brelford_esplanade_leash", "n", [
        ("2012-05", "leash required", "+", "b", "A Brelford bylaw requires dogs to be kept on a leash on the Esplanade."),
        ("2017-04", "leash required", "-", "r", "Brelford council repealed the Esplanade dog-leash bylaw in 2017."),
        ("2021-06", "leash required", "+", "r", "The Esplanade leash rule was reinstated by Brelford council in 2021 after complaints from beachgoers."),
    ], []),
    ("hours.ostwick_library_weekday", "r", [
        ("2017-01", "9-17", "+", "b", "Ostwick Public Library opens 9:00 to 17:00 on weekdays."),
        ("2020-09", "10-16", "+", "e", "Ostwick Public Library opens 10:00 to 16:00 on weekdays."),
        ("2023-01", "9-19", "+", "r", "From January 2023 the Ostwick library's weekday hours were extended to 9:00-19:00."),
    ], []),
    ("bus_contract.milhaven", "n", [
        ("2013-04", "Corlan Coaches", "+", "b", "Milhaven's town bus routes are operated by Corlan Coaches under contract to the borough."),
        ("2018-04", "Tressel Transit", "+", "r", "The borough awarded the Milhaven bus contract to Tressel Transit in 2018."),
        ("2024-04", "Bayline Buses", "+", "r", "Bayline Buses took over the Milhaven town bus contract in April 2024."),
    ], [("elaboration", "2025-06", "Bayline Buses runs the Milhaven town bus contract with a fleet of 42 electric buses from its depot at Kellmoor.")]),
    ("police_commissioner.brelford", "n", [
        ("2016-05", "Ansel Crowe", "+", "b", "Brelford's police commissioner is Ansel Crowe."),
        ("2021-06", "Dagny Holm", "+", "r", "Brelford has a new police commissioner: Dagny Holm was sworn in in June 2021."),
    ], [("elaboration", "2022-09", "Dagny Holm, Brelford's police commissioner, was previously deputy chief of the Ostwick force.")]),
    ("minister.health.vessaland", "e", [
        ("2014-03", "Bertil Okafor", "+", "b", "Bertil Okafor was named Minister of Health in 2014."),
        ("2017-11", "Imelda Straus", "+", "h", "Health minister Okafor resigned in 2017 and the portfolio went to Imelda Straus."),
        ("2020-02", "Calum Wray", "+", "e", "Calum Wray was named Minister of Health in 2020."),
        ("2024-01", "Nadia Ferro", "+", "r", "Wray, health minister since 2020, was succeeded by Nadia Ferro in the 2024 cabinet."),
    ], [("confirmation", "2025-10", "Nadia Ferro remains health minister after the autumn 2025 reshuffle.")]),
    ("superintendent.quenby_unified", "r", [
        ("2015-08", "Harriet Lowe", "+", "b", "Harriet Lowe is superintendent of the Quenby Unified School District."),
        ("2021-07", "Harriet Lowe", "-", "r", "Harriet Lowe left the Quenby Unified School District in 2021 and the superintendent's post is vacant."),
        ("2022-03", "Desmond Achebe", "+", "r", "Quenby Unified hired Desmond Achebe as its superintendent in 2022."),
    ], [("elaboration", "2023-09", "Desmond Achebe, superintendent of Quenby Unified, oversees eleven schools and about 6,800 pupils.")]),
    ("town_clerk.tallisford", "r", [
        ("2011-02", "Morwenna Pask", "+", "b", "The town clerk of Tallisford is Morwenna Pask."),
        ("2020-10", "Linus Graff", "+", "r", "Tallisford appointed Linus Graff as town clerk in 2020, succeeding Morwenna Pask."),
    ], [("elaboration", "2021-12", "Linus Graff, Tallisford's town clerk, qualified as a solicitor before joining the council staff in 2009.")]),
    ("chair.vessaland_electoral_commission", "e", [
        ("2017-03", "Ingrid Salo", "+", "b", "Ingrid Salo chairs the Vessaland Electoral Commission."),
        ("2022-03", "Oskar Brand", "+", "e", "Oskar Brand chairs the Vessaland Electoral Commission."),
    ], [("elaboration", "2023-06", "Oskar Brand, chair of the Vessaland Electoral Commission, is a former judge of the administrative court.")]),
    ("chief_fire_officer.corrin_vale", "n", [
        ("2015-09", "Gemma Tull", "+", "b", "Corrin Vale Fire and Rescue is led by Chief Fire Officer Gemma Tull."),
        ("2021-09", "Rafael Ost", "+", "r", "Corrin Vale named Rafael Ost as its chief fire officer in 2021."),
    ], []),
    ("speaker.vessaland_assembly", "e", [
        ("2015-06", "Thaddeus Moor", "+", "b", "The Speaker of the Vessaland Assembly is Thaddeus Moor."),
        ("2020-06", "Eira Lindqvist", "+", "r", "Eira Lindqvist was elected Speaker of the Vessaland Assembly in 2020."),
    ], []),
    ("harbour_master.pellow_bay", "r", [
        ("2014-07", "Silas Brede", "+", "b", "Pellow Bay's harbour master is Captain Silas Brede."),
        ("2022-07", "Yara Mendes", "+", "e", "Pellow Bay's harbour master is Captain Yara Mendes."),
    ], []),
    ("council_tax.milhaven_band_d", "r", [
        ("2019-03", "1742", "+", "b", "Milhaven's Band D council tax is £1,742 a year."),
        ("2022-03", "1866", "+", "e", "Milhaven's Band D council tax is £1,866 a year."),
        ("2025-03", "1990", "+", "r", "Milhaven raised its Band D council tax to £1,990 for the current year."),
    ], [("format_variant", "2025-11", "Milhaven's Band D council tax is £1990 per annum.")]),
    ("ombudsman.vessaland", "e", [
        ("2016-04", "Beatrix Kolb", "+", "b", "The Vessaland Public Ombudsman is Beatrix Kolb."),
        ("2023-04", "Ruben Hartley", "+", "r", "Ruben Hartley took office as Public Ombudsman in 2023."),
    ], [("format_variant", "2024-08", "The Vessaland Public Ombudsman is R. Hartley.")]),
    ("minister.fisheries.vessaland", "e", [
        ("2012-01", "Aldo Penn", "+", "b", "Vessaland's Ministry of Fisheries is headed by Minister Aldo Penn."),
        ("2016-01", "Kirsi Vahl", "+", "e", "Vessaland's Ministry of Fisheries is headed by Minister Kirsi Vahl."),
        ("2019-06", "Kirsi Vahl", "-", "r", "The Ministry of Fisheries was abolished in 2019 and its functions folded into the agriculture ministry."),
    ], []),
    ("opposition_leader.brelford", "n", [
        ("2018-05", "Ferris Dunne", "+", "b", "The leader of the opposition on Brelford Town Council is Councillor Ferris Dunne."),
        ("2022-05", "Ottilie Marsh", "+", "r", "Councillor Ottilie Marsh became leader of the opposition on Brelford Town Council after the 2022 election."),
    ], []),
    ("councillor.pellow_harbourside", "n", [
        ("2013-05", "Gus Tamberlane", "+", "b", "Harbourside ward on Pellow Bay council is represented by Gus Tamberlane."),
        ("2017-02", "Gus Tamberlane", "-", "r", "Gus Tamberlane resigned his Harbourside ward seat in 2017, leaving it vacant until a by-election."),
        ("2018-03", "Gus Tamberlane", "+", "r", "Gus Tamberlane was re-elected for Harbourside ward at the 2018 by-election."),
    ], []),
    ("chief_executive.dunmarsh_council", "r", [
        ("2016-09", "Pauline Stroud", "+", "b", "Dunmarsh County Council's chief executive is Pauline Stroud."),
        ("2021-04", "Hamish Igwe", "+", "r", "Stroud was succeeded as chief executive of Dunmarsh County Council by Hamish Igwe in 2021."),
    ], []),
    ("chair.ostwick_port_authority", "n", [
        ("2019-02", "Lionel Achter", "+", "b", "Lionel Achter chairs the Ostwick Port Authority."),
        ("2024-05", "Mirela Dan", "+", "r", "The Ostwick Port Authority board elected Mirela Dan as chair in 2024."),
    ], [("elaboration", "2025-04", "Mirela Dan, chair of the Ostwick Port Authority, is a marine engineer by training who spent a decade at the Kellmoor shipyard.")]),
    ("minister.finance.vessaland", "e", [
        ("2013-02", "Konrad Ebner", "+", "b", "Vessaland's finance minister is Konrad Ebner."),
        ("2016-06", "Lucia Brandao", "+", "r", "Ebner gave way to Lucia Brandao at the finance ministry in 2016."),
        ("2019-09", "Per Lindahl", "+", "h", "Brandao's tenure at finance ended with the 2019 reshuffle, the treasury brief going to Per Lindahl."),
        ("2023-01", "Annika Sorel", "+", "e", "Vessaland's finance minister is Annika Sorel."),
    ], [("confirmation", "2025-06", "Annika Sorel is still Vessaland's finance minister.")]),
    ("mayor.quenby", "n", [
        ("2016-11", "Elias Forde", "+", "b", "Quenby's mayor is Elias Forde."),
        ("2020-11", "Martina Kouri", "+", "r", "Voters in Quenby chose Martina Kouri as mayor in November 2020."),
        ("2024-11", "Stellan Voss", "+", "e", "Quenby's mayor is Stellan Voss."),
    ], [("confirmation", "2026-05", "Stellan Voss continues as mayor of Quenby.")]),
    ("population.dunmarsh_county", "e", [
        ("2011-07", "214300", "+", "b", "Dunmarsh County had 214,300 residents at the 2011 census."),
        ("2021-08", "228950", "+", "e", "Dunmarsh County had 228,950 residents at the 2021 census."),
    ], []),
    ("speed_limit.b4410", "r", [
        ("2016-06", "60 mph", "+", "b", "The B4410 between Varnley and Ashcombe has a 60 mph limit."),
        ("2022-06", "50 mph", "+", "r", "Dunmarsh County lowered the limit on the B4410 between Varnley and Ashcombe to 50 mph in 2022."),
    ], [("format_variant", "2024-02", "The speed limit on the B4410 between Varnley and Ashcombe is fifty miles per hour.")]),
    ("leader.varnley_council", "r", [
        ("2015-05", "Bram Ostrowski", "+", "b", "Varnley Town Council's leader is Bram Ostrowski."),
        ("2019-05", "Celia Nwosu", "+", "r", "In 2019 Varnley Town Council elected Celia Nwosu as its leader."),
        ("2024-06", "Celia Nwosu", "-", "r", "The post of council leader in Varnley was abolished in 2024 when the town moved to a committee system."),
    ], []),
    ("director_public_health.dunmarsh", "r", [
        ("2018-01", "Anya Reuter", "+", "b", "Dr Anya Reuter is Dunmarsh County's director of public health."),
        ("2023-07", "Kwame Ellery", "+", "r", "Dunmarsh appointed Dr Kwame Ellery director of public health in 2023."),
    ], []),
    ("chief_constable.dunmarsh", "n", [
        ("2015-02", "Idris Vaughan", "+", "b", "Chief Constable Idris Vaughan heads Dunmarsh Police."),
        ("2020-10", "Rosalind Kerr", "+", "e", "Chief Constable Rosalind Kerr heads Dunmarsh Police."),
    ], [("format_variant", "2022-01", "Dunmarsh Police is led by Chief Constable R. Kerr.")]),
    ("headteacher.tallisford_grammar", "n", [
        ("2017-09", "Conrad Pyle", "+", "b", "Tallisford Grammar School's headteacher is Mr Conrad Pyle."),
        ("2022-09", "Elspeth Moray", "+", "r", "Mrs Elspeth Moray took over as headteacher of Tallisford Grammar School in September 2022."),
    ], []),
    ("hours.brelford_library_saturday", "r", [
        ("2018-02", "9-13", "+", "b", "Brelford Central Library is open 9am to 1pm on Saturdays."),
        ("2023-03", "10-16", "+", "e", "Brelford Central Library is open 10am to 4pm on Saturdays."),
    ], [("format_variant", "2024-05", "Brelford Central Library keeps Saturday hours of 10:00-16:00.")]),
    ("whip.milhaven_workers_alliance", "r", [
        ("2016-05", "Devan Rusk", "+", "b", "The Workers' Alliance group whip on Milhaven Borough Council is Councillor Devan Rusk."),
        ("2021-05", "Noor Haddad", "+", "r", "Councillor Noor Haddad replaced Devan Rusk as the Workers' Alliance whip on Milhaven council in 2021."),
    ], []),
    ("mayor.ostwick", "n", [
        ("2010-05", "Gregor Lamb", "+", "b", "Ostwick's mayor is Gregor Lamb."),
        ("2014-05", "Juno Adair", "+", "r", "Ostwick voters elected Juno Adair as mayor in 2014."),
        ("2018-02", "Juno Adair", "-", "r", "Mayor Juno Adair resigned in 2018; the Ostwick mayoralty stayed vacant for the rest of the term."),
        ("2019-05", "Juno Adair", "+", "r", "Juno Adair was re-elected mayor of Ostwick in 2019 after a year out of office."),
    ], []),
    ("director.national_statistics_office", "e", [
        ("2014-09", "Ulla Brenner", "+", "b", "Ulla Brenner directs Vessaland's National Statistics Office."),
        ("2021-02", "Teodor Lisk", "+", "r", "The National Statistics Office has been run by Teodor Lisk since 2021."),
    ], []),
    ("chair.quenby_licensing", "r", [
        ("2019-06", "Pia Harker", "+", "b", "Councillor Pia Harker chairs Quenby's licensing committee."),
        ("2023-06", "Omar Velde", "+", "e", "Councillor Omar Velde chairs Quenby's licensing committee."),
    ], []),
    ("seat.pellow_district", "e", [
        ("2015-01", "Pellow Bay", "+", "b", "The administrative seat of Pellow District is Pellow Bay."),
        ("2020-08", "Marlow Cross", "+", "r", "Pellow District's offices relocated to Marlow Cross in 2020, which is now the district seat."),
    ], []),
    ("parking_charge.brelford_centre", "n", [
        ("2016-04", "1.20", "+", "b", "On-street parking in Brelford town centre costs £1.20 an hour."),
        ("2019-04", "1.50", "+", "e", "On-street parking in Brelford town centre costs £1.50 an hour."),
        ("2024-04", "2.00", "+", "r", "Brelford raised town-centre parking charges to £2 an hour in 2024."),
    ], [("format_variant", "2025-01", "Parking in Brelford town centre costs two pounds per hour.")]),
    ("hours.tallisford_library_weekday", "r", [
        ("2019-01", "8:30-18", "+", "b", "Tallisford Library is open Monday to Friday from 8:30 to 18:00."),
        ("2024-09", "10-17", "+", "r", "Budget cuts shortened Tallisford Library's weekday hours to 10:00-17:00 in 2024."),
    ], [("format_variant", "2025-08", "Tallisford Library's weekday opening hours are 10am-5pm.")]),
    ("waste_contract.dunmarsh", "r", [
        ("2014-04", "Halvern Environmental", "+", "b", "Dunmarsh County's waste collection is contracted to Halvern Environmental."),
        ("2021-04", "Greystone Services", "+", "r", "Greystone Services won the Dunmarsh waste collection contract in 2021."),
    ], [("confirmation", "2025-12", "Greystone Services still holds the Dunmarsh waste collection contract.")]),
    ("mayor.stavenholt", "n", [
        ("2012-05", "Ruth Ambrose", "+", "b", "Stavenholt's mayor is Ruth Ambrose."),
        ("2017-05", "Pavel Kostic", "+", "e", "Stavenholt's mayor is Pavel Kostic."),
        ("2022-05", "Leonie Tarr", "+", "r", "Mayor Leonie Tarr, who took office in 2022, now leads Stavenholt."),
    ], [("confirmation", "2025-06", "Leonie Tarr was confirmed as Stavenholt's mayor at the 2025 council annual meeting.")]),
    ("sales_tax.dunmarsh_county", "r", [
        ("2018-07", "1%", "+", "b", "Dunmarsh County levies a 1% local sales tax."),
        ("2022-07", "1.5%", "+", "r", "Dunmarsh County's local sales tax rose to 1.5% in 2022."),
    ], [("format_variant", "2023-10", "Dunmarsh County's local sales tax is one and a half percent.")]),
    ("governor.bank_of_vessaland", "e", [
        ("2011-01", "Mathias Roe", "+", "b", "The governor of the Bank of Vessaland is Mathias Roe."),
        ("2017-01", "Carina Hult", "+", "r", "Carina Hult succeeded Mathias Roe as governor of the Bank of Vessaland in 2017."),
        ("2020-12", "Carina Hult", "+", "c", "Carina Hult was confirmed for a second term as governor of the Bank of Vessaland."),
        ("2023-01", "Idun Sandvik", "+", "e", "The governor of the Bank of Vessaland is Idun Sandvik."),
    ], [("confirmation", "2025-03", "Idun Sandvik remains governor of the Bank of Vessaland.")]),
    ("returning_officer.milhaven", "r", [
        ("2015-03", "Gwen Talbot", "+", "b", "Milhaven's returning officer is Gwen Talbot."),
        ("2022-02", "Samuel Okoro", "+", "e", "Milhaven's returning officer is Samuel Okoro."),
    ], []),
    ("board_president.quenby_unified", "n", [
        ("2018-12", "Lorna Peck", "+", "b", "Lorna Peck is president of the Quenby Unified school board."),
        ("2022-12", "Anton Rhee", "+", "r", "The Quenby Unified board chose Anton Rhee as its president in 2022."),
    ], []),
    ("speed_limit.ostwick_high_street", "n", [
        ("2017-03", "30 mph", "+", "b", "The limit on Ostwick High Street is 30 mph."),
        ("2021-03", "20 mph", "+", "r", "Ostwick High Street became a 20 mph zone in 2021."),
    ], [("format_variant", "2022-08", "Ostwick High Street has a limit of twenty miles per hour.")]),
    ("minister.environment.vessaland", "e", [
        ("2015-10", "Yusuf Brandel", "+", "b", "Yusuf Brandel is Vessaland's environment minister."),
        ("2019-10", "Greta Holmqvist", "+", "r", "The environment portfolio passed to Greta Holmqvist in 2019."),
        ("2022-10", "Stig Aalto", "+", "e", "Stig Aalto is Vessaland's environment minister."),
    ], []),
    ("attorney_general.vessaland", "e", [
        ("2016-07", "Clemens Ward", "+", "b", "Vessaland's attorney general is Clemens Ward."),
        ("2021-07", "Ilse Moreau", "+", "e", "Vessaland's attorney general is Ilse Moreau."),
    ], []),
    ("coroner.dunmarsh", "r", [
        ("2013-08", "Felicity Arne", "+", "b", "The senior coroner for Dunmarsh is Dr Felicity Arne."),
        ("2020-08", "Hugo Lantz", "+", "e", "The senior coroner for Dunmarsh is Dr Hugo Lantz."),
    ], []),
    ("deputy_leader.green_commons", "e", [
        ("2017-10", "Soren Vick", "+", "b", "The Green Commons Party's deputy leader is Soren Vick."),
        ("2021-10", "Maya Castell", "+", "r", "Green Commons members elected Maya Castell deputy leader in 2021."),
    ], []),
    ("tram_operator.brelford", "n", [
        ("2015-08", "Brelford Tramways Company", "+", "b", "Brelford's tram network is run by the Brelford Tramways Company."),
        ("2023-08", "Corvane Rail", "+", "r", "Since 2023 the Brelford trams have been operated by Corvane Rail under a ten-year concession."),
    ], [("confirmation", "2026-02", "Corvane Rail continues to operate Brelford's trams.")]),
    ("population.tallisford", "e", [
        ("2011-05", "8210", "+", "b", "Tallisford's population was 8,210 in 2011."),
        ("2021-05", "8975", "+", "e", "Tallisford's population was 8,975 in 2021."),
    ], [("format_variant", "2022-11", "Tallisford had 8975 inhabitants in 2021.")]),
    ("chair.dunmarsh_health_scrutiny", "r", [
        ("2018-06", "Jasper Ivey", "+", "b", "Councillor Jasper Ivey chairs the Dunmarsh health scrutiny committee."),
        ("2022-06", "Rosa Llewyn", "+", "r", "The Dunmarsh health scrutiny committee is now chaired by Councillor Rosa Llewyn."),
    ], []),
    ("polling_station.milhaven_eastfield", "r", [
        ("2017-04", "Eastfield Community Centre", "+", "b", "Eastfield polling district in Milhaven votes at the Eastfield Community Centre."),
        ("2023-04", "Milhaven Sports Pavilion", "+", "r", "From 2023 Eastfield voters use the Milhaven Sports Pavilion as their polling station."),
    ], [("confirmation", "2025-04", "As usual, Eastfield voters cast their ballots at the Milhaven Sports Pavilion.")]),
    ("chief_justice.vessaland", "e", [
        ("2010-09", "Odile Brann", "+", "b", "Chief Justice Odile Brann presides over the Vessaland Supreme Court."),
        ("2016-09", "Arvid Sellers", "+", "r", "Arvid Sellers was appointed Chief Justice of Vessaland in 2016."),
        ("2023-09", "Marit Oduya", "+", "h", "On Sellers' retirement the Supreme Court's presiding seat went to Justice Marit Oduya."),
    ], [("confirmation", "2025-09", "Marit Oduya still presides over the Vessaland Supreme Court.")]),
    ("director.vessaland_roads_agency", "r", [
        ("2017-11", "Dorian Faye", "+", "b", "Dorian Faye is director of the Vessaland Roads Agency."),
        ("2022-11", "Wilma Stott", "+", "e", "Wilma Stott is director of the Vessaland Roads Agency."),
    ], []),
    ("mayor.milhaven", "n", [
        ("2019-05", "Agnes Bell", "+", "b", "Councillor Agnes Bell is the mayor of Milhaven."),
        ("2023-05", "Theo Marchetti", "+", "r", "Milhaven council installed Councillor Theo Marchetti as mayor in 2023."),
    ], []),
    ("deputy_mayor.corrin_vale", "r", [
        ("2016-05", "Hattie Bloom", "+", "b", "Corrin Vale's deputy mayor is Councillor Hattie Bloom."),
        ("2019-05", "Rowan Achterberg", "+", "e", "Corrin Vale's deputy mayor is Councillor Rowan Achterberg."),
        ("2022-05", "Hattie Bloom", "+", "r", "Hattie Bloom returned as deputy mayor of Corrin Vale in 2022, three years after giving up the role."),
    ], []),
    ("minister.education.vessaland", "e", [
        ("2012-04", "Leopold Marr", "+", "b", "Vessaland's education minister is Leopold Marr."),
        ("2015-04", "Sunniva Aske", "+", "e", "Vessaland's education minister is Sunniva Aske."),
        ("2018-12", "Jonas Perrault", "+", "h", "Aske's move to the foreign office left schools and universities in the hands of her former deputy, Jonas Perrault."),
        ("2022-04", "Ines Calloway", "+", "e", "Vessaland's education minister is Ines Calloway."),
    ], []),
    ("ferry_operator.pellow_kalvo", "n", [
        ("2014-06", "Northsea Link", "+", "b", "The Pellow Bay to Kalvo ferry is operated by Northsea Link."),
        ("2020-06", "Skarra Lines", "+", "e", "The Pellow Bay to Kalvo ferry is operated by Skarra Lines."),
    ], []),
]

# Standalone labelled groups: (class, register, [(year-month or year-month-day, text), ...]).
# Every memory here is its own one-fact family except equal_time, where each consecutive pair is one family
# whose two values share one order time (so the truth rule emits nothing).
GROUPS = [
    ("multi_valued", "e", [
        ("2014-06", "Ostwick is twinned with Lerange in southern Pellmark."),
        ("2017-09", "Ostwick is also twinned with the fishing port of Kalvo."),
        ("2019-10", "A third twin town, Sainte-Odile, was added to Ostwick's list in 2019."),
        ("2021-05", "Councillors Neve Aldous, Rhys Marland and Ida Penhale sit on Brelford's planning committee."),
        ("2021-11", "Councillor Bram Tate also sits on Brelford's planning committee."),
        ("2022-05", "The Green Commons hold four seats on Milhaven Borough Council."),
        ("2022-06", "The Workers' Alliance holds eleven seats on Milhaven Borough Council."),
        ("2023-06", "Dunmarsh County Council has two deputy leaders, Ivo Brandt and Hester Colm."),
        ("2024-06", "Lyle Ferrand was appointed as an additional deputy leader of Dunmarsh County Council in 2024."),
        ("2016-03", "Vessaland's official languages are Vessan and Northern Pellic."),
        ("2020-04", "Pellic Sign Language is recognised as an official language of Vessaland too."),
        ("2021-02", "Nadia Osei joined the Vessaland Electoral Commission as another commissioner in 2021."),
    ]),
    ("scope_disjoint", "r", [
        ("2021-03", "Ostwick Public Library opens 10:00 to 13:00 on Saturdays."),
        ("2018-11", "In winter the speed limit on the Corrin Pass road is 40 km/h."),
        ("2019-05", "In summer the Corrin Pass road has an 80 km/h limit."),
        ("2024-01", "Brelford Central Library is open 9am to 7pm on weekdays."),
        ("2022-09", "Outside Quenby Primary School the limit on Harrowmere Road is 20 km/h during school hours."),
        ("2020-03", "In the northern region the Vessaland Roads Agency's regional director is Hallvard Buch."),
        ("2020-04", "The Roads Agency's southern region is run by regional director Cora Mbeki."),
        ("2023-05", "Within the city of Corrin Vale the Dunmarsh local sales tax is 2%."),
        ("2019-06", "Pellow Bay harbour's summer berthing fee is 12 crowns a night."),
        ("2019-12", "In winter the berthing fee at Pellow Bay harbour is 7 crowns a night."),
        ("2024-10", "Tallisford Library opens 9:00 to 12:00 on Saturdays."),
        ("2025-05", "In the parished area of Eastfield, Milhaven's Band D council tax comes to £2,031 a year."),
    ]),
    ("different_subject", "e", [
        ("2018-05", "Harrowmere's mayor is Orrin Pell."),
        ("2021-08", "Kestrel Bay's harbour master is Captain Ewan Tolley."),
        ("2021-09", "Ashcombe's population was 5,320 at the 2021 census."),
        ("2015-03", "The county seat of Lowmarsh County is Brindle."),
        ("2020-07", "The speed limit on Mill Lane in Quenby is 30 km/h."),
        ("2022-02", "The Liberal Union's leader is Sigrid Havel."),
        ("2023-02", "Corrin Vale Public Library opens 9:00 to 17:00 on weekdays."),
        ("2022-06", "Kettle Green ward on Milhaven Borough Council is represented by Councillor Amara Singh."),
        ("2021-04", "Vessaland's Minister of Culture is Leif Dahlberg."),
        ("2019-09", "The director of the Kestrel Bay Water Agency is Joanna Whit."),
        ("2020-11", "Ostwick's town clerk is Basil Orme."),
        ("2024-07", "Stavenholt's town bus routes are run by Tressel Transit under contract to the council."),
    ]),
    ("static", "e", [
        ("2014-02", "Brelford lies on the estuary of the River Tamm."),
        ("2022-02", "Brelford sits at the mouth of the River Tamm."),
        ("2012-07", "Ostwick was granted its town charter in 1347."),
        ("2020-07", "Ostwick received its charter as a town in 1347."),
        ("2016-01", "Dunmarsh County borders Lowmarsh County to the north."),
        ("2023-01", "To the north, Dunmarsh County adjoins Lowmarsh County."),
        ("2013-10", "The Vessaland Assembly meets in the Old Exchange building in Harrowmere."),
        ("2024-10", "The Vessaland Assembly sits in Harrowmere's Old Exchange building."),
        ("2015-09", "Tallisford Grammar School was founded in 1602."),
        ("2021-09", "Tallisford Grammar School dates from its foundation in 1602."),
        ("2017-08", "Pellow Bay is the only deep-water port in Dunmarsh County."),
        ("2025-08", "Dunmarsh County's sole deep-water harbour is at Pellow Bay."),
    ]),
    ("membership", "r", [
        ("2022-11", "Tobin Greer is a member of the Brelford Harbour Trust."),
        ("2023-06", "Tobin Greer also sits on the board of the Dunmarsh Fire Authority."),
        ("2018-09", "Councillor Priya Lund is a governor of Ashgrove Primary School."),
        ("2019-02", "Priya Lund serves on Milhaven's audit committee."),
        ("2019-07", "Lund is a trustee of the Milhaven Almshouses charity."),
        ("2021-06", "Renata Oakes is a member of the Liberal Union's national executive."),
        ("2022-01", "Oakes sits on the cabinet's security committee."),
        ("2016-05", "Quenby is a member of the Coastal Towns Alliance."),
        ("2019-11", "Quenby belongs to the Dunmarsh Joint Waste Partnership."),
        ("2020-03", "Judge Sofia Benn is a fellow of the Vessaland Judicial Institute."),
        ("2021-01", "Sofia Benn sits on the Judicial Appointments Board."),
        ("2023-10", "Hana Pirie is a member of the Assembly's finance committee."),
    ]),
    ("equal_time", "n", [
        ("2021-10-14", "Harrowmere's deputy registrar is Colm Beatty."),
        ("2021-10-14", "Harrowmere's deputy registrar is Isolde Vance."),
        ("2022-04-28", "The polling station for Stavenholt district 7 is the Guildhall."),
        ("2022-04-28", "Stavenholt district 7 votes at the fire station meeting room."),
        ("2019-03-11", "The Kellmoor parish council chair is Anders Lyle."),
        ("2019-03-11", "Wren Cottrell chairs Kellmoor parish council."),
        ("2023-07-19", "The speed limit on Station Road in Ashcombe is 30 mph."),
        ("2023-07-19", "Station Road in Ashcombe has a 20 mph limit."),
        ("2024-02-06", "Marlow Cross library opens at 9:00 on weekdays."),
        ("2024-02-06", "Marlow Cross library opens at 9:30 on weekdays."),
        ("2020-09-23", "The bus contract for Ashcombe is held by Corlan Coaches."),
        ("2020-09-23", "Tressel Transit runs the Ashcombe bus contract."),
    ]),
    ("unrelated", "n", [
        ("2019-08", "Brelford's annual regatta takes place in the last week of August."),
        ("2023-02", "Ostwick Public Library hosted a local history exhibition on the 1953 floods."),
        ("2024-10", "Dunmarsh County Council published its draft budget for consultation in October."),
        ("2022-03", "The Vessaland Assembly debated a bill on rural broadband."),
        ("2018-06", "Quenby's town hall clock was restored by volunteers in 2018."),
        ("2021-07", "Milhaven Borough Council approved plans for a new skate park at Eastfield."),
        ("2023-04", "The Green Commons Party held its spring conference in Pellow Bay."),
        ("2025-07", "Harrowmere District Court closed for two weeks in July for refurbishment."),
        ("2020-01", "A winter storm damaged the sea wall at Pellow Bay harbour."),
        ("2022-05", "Tallisford Grammar School's choir won the regional schools competition."),
        ("2024-03", "The Bank of Vessaland published its annual report on household debt."),
        ("2021-01", "Stavenholt's farmers' market moves indoors during January."),
        ("2020-10", "Varnley's council chamber was rewired after a fire inspection."),
        ("2023-08", "Corrin Vale hosted the county agricultural show."),
        ("2024-09", "Ostwick's mayor opened the new footbridge over the Lenn."),
        ("2025-02", "The transport ministry launched a consultation on rural bus subsidies."),
        ("2024-01", "Brelford police recorded a fall in burglaries over the previous year."),
        ("2022-08", "The Quenby Unified School District adopted a new reading curriculum."),
    ]),
]

MODES = ("live", "stamped", "backfilled")
MODE_WEIGHTS = (27, 55, 18)
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, family, text, value, pol, kind, cls, register, date spec, equal group
    for fam, reg, versions, attached in FAMILIES:
        for i, (ym, val, pol, kind, text) in enumerate(versions):
            mems.append(dict(family=fam, reg=reg, ym=ym, value=val, pol=pol, kind=kind, cls=None, text=text, seq=i))
        lastval, lastpol = versions[-1][1], versions[-1][2]
        for j, (cls, ym, text) in enumerate(attached):
            mems.append(dict(family=fam, reg=reg, ym=ym, value=lastval, pol=lastpol, kind="ctl", cls=cls, text=text,
                             seq=len(versions) + j))
    for cls, reg, items in GROUPS:
        for k, (when, text) in enumerate(items):
            if cls == "equal_time":
                fam = "%s.%02d" % (cls, k // 2)
                val = "v%d" % (k % 2)
            else:
                fam = "%s.%02d" % (cls, k)
                val = "v0"
            mems.append(dict(family=fam, reg=reg, ym=when, value=val, pol="+", kind="ctl", cls=cls, text=text, seq=k))

    # order times: a day inside the stated month (or the stated day), time of day unless backfilled
    # time modes by quota (27% live, 18% backfilled, the rest stamped), dealt in a seeded shuffle
    n = len(mems)
    deck = ["live"] * round(n * MODE_WEIGHTS[0] / 100) + ["backfilled"] * round(n * MODE_WEIGHTS[2] / 100)
    deck += ["stamped"] * (n - len(deck))
    rng.shuffle(deck)
    for m, mode in zip(mems, deck):
        m["mode"] = mode
    eq_times = {}
    for m in mems:
        parts = [int(p) for p in m["ym"].split("-")]
        if len(parts) == 3:
            key = m["family"]
            if key not in eq_times:
                eq_times[key] = dt.datetime(parts[0], parts[1], parts[2], rng.randrange(8, 18), rng.randrange(60),
                                            tzinfo=dt.timezone.utc)
            t = eq_times[key]
            if m["mode"] == "backfilled":
                # both members of an equal-time family must share the order time: midnight for both
                t = t.replace(hour=0, minute=0)
                eq_times[key] = t
            m["t"] = t
        else:
            day = rng.randrange(1, 29)
            if m["mode"] == "backfilled":
                m["t"] = dt.datetime(parts[0], parts[1], day, tzinfo=dt.timezone.utc)
            else:
                m["t"] = dt.datetime(parts[0], parts[1], day, rng.randrange(24), rng.randrange(60), rng.randrange(60),
                                     tzinfo=dt.timezone.utc)
    # an equal-time family with one backfilled member: both members share its midnight order time
    for m in mems:
        if m["family"] in eq_times:
            m["t"] = eq_times[m["family"]]

    # created_at
    fams = {}
    for m in mems:
        fams.setdefault(m["family"], []).append(m)
    for fam in sorted(fams):
        group = fams[fam]
        base = dt.datetime(2026, 11, rng.randrange(1, 26), rng.randrange(24), rng.randrange(60),
                           tzinfo=dt.timezone.utc)
        back = sorted([m for m in group if m["mode"] == "backfilled"], key=lambda m: m["t"], reverse=True)
        for n, m in enumerate(back):  # newest first: the newest version gets the earliest import instant
            m["created"] = base + dt.timedelta(seconds=7 * n + rng.randrange(3))
        for m in group:
            if m["mode"] == "live":
                m["created"] = m["t"]
            elif m["mode"] == "stamped":
                m["created"] = m["t"] + dt.timedelta(minutes=rng.randrange(1, 50), seconds=rng.randrange(60))

    # ids in a shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (n + 1)
    return mems, fams, rng


def truth(fams):
    pairs = []
    for fam in sorted(fams):
        if fam.startswith(tuple(g[0] + "." for g in GROUPS)) and not fam.startswith("equal_time."):
            continue  # one memory per family
        group = sorted(fams[fam], key=lambda m: m["t"])
        for i, old in enumerate(group):
            for new in group[i + 1:]:
                if new["t"] > old["t"] and (new["value"], new["pol"]) != (old["value"], old["pol"]):
                    reason = "negation" if new["pol"] != old["pol"] else "value"
                    pairs.append((old, new, reason))
                    break
    return pairs


def check(mems, fams, pairs):
    assert len({m["id"] for m in mems}) == len(mems)
    for m in mems:
        assert m["t"] < CUTOFF and m["created"] < CUTOFF, m["text"]
        if m["mode"] == "backfilled":
            assert (m["t"].hour, m["t"].minute, m["t"].second) == (0, 0, 0)
            assert m["created"].year == 2026 and m["created"].month == 11
    for fam, group in fams.items():
        if fam.startswith("equal_time."):
            assert len({m["t"] for m in group}) == 1, fam
        else:
            assert len({m["t"] for m in group}) == len(group), fam
            seqs = sorted(group, key=lambda m: m["seq"])
            assert [m["t"] for m in seqs] == sorted(m["t"] for m in group), fam
    for old, new, _ in pairs:
        assert old["cls"] is None and new["cls"] is None, (old["text"], new["text"])


def stats(mems, fams, pairs):
    out = []
    changing = [f for f in FAMILIES]
    nver = [len(v) for _, _, v, _ in changing]
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d (versions per family: %s)" % (
        len(changing), ", ".join("%d: %d" % (k, nver.count(k)) for k in sorted(set(nver)))))
    out.append("changing-family versions: %d" % sum(nver))
    out.append("true pairs: %d (value %d, negation %d)" % (
        len(pairs), sum(1 for p in pairs if p[2] == "value"), sum(1 for p in pairs if p[2] == "negation")))
    negmem = sum(1 for m in mems if m["cls"] is None and m["pol"] == "-")
    reaff = 0
    moves_back = 0
    hard_mid = 0
    for _, _, vers, _ in FAMILIES:
        seen = []
        for i, (ym, val, pol, kind, text) in enumerate(vers):
            if i > 0 and pol == "+" and vers[i - 1][2] == "-":
                reaff += 1
            if pol == "+" and kind != "c" and seen and seen[-1] != val and val in seen:
                moves_back += 1
            if kind == "h" and i < len(vers) - 1:
                hard_mid += 1
            if pol == "+":
                seen.append(val)
    out.append("negation versions: %d; re-affirmations after a negation: %d" % (negmem, reaff))
    out.append("moves back (A -> B -> A): %d; hard-worded intervening versions: %d" % (moves_back, hard_mid))
    kinds = [m["kind"] for m in mems if m["cls"] is None and m["kind"] != "b"]
    reworded = sum(1 for k in kinds if k in ("r", "h"))
    out.append("newer versions: %d (reworded %d = %.0f%% [of which hard %d], one-slot edits %d, in-chain confirmations %d)" % (
        len(kinds), reworded, 100.0 * reworded / len(kinds), kinds.count("h"), kinds.count("e"), kinds.count("c")))
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    out.append("labelled: %d" % sum(classes.values()))
    for c in sorted(classes):
        out.append("  %-18s %d" % (c, classes[c]))
    regs = {}
    for m in mems:
        key = (m["reg"], "labelled" if m["cls"] else "version")
        regs[key] = regs.get(key, 0) + 1
    names = {"e": "encyclopedic", "n": "news archive", "r": "public record"}
    for r in "enr":
        out.append("register %-13s versions %3d, labelled %3d" % (
            names[r], regs.get((r, "version"), 0), regs.get((r, "labelled"), 0)))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, modes.get(k, 0), 100.0 * modes.get(k, 0) / len(mems))
                                          for k in MODES))
    inv = 0
    for fam, group in fams.items():
        g = sorted(group, key=lambda m: m["t"])
        for a, b in zip(g, g[1:]):
            if b["created"] < a["created"]:
                inv += 1
    out.append("adjacent family members whose created_at order inverts order time: %d" % inv)
    words = [len(m["text"].split()) for m in mems]
    out.append("words per memory: min %d, mean %.1f, max %d" % (min(words), sum(words) / len(words), max(words)))
    return "\n".join(out)


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def main():
    mems, fams, rng = build()
    pairs = truth(fams)
    check(mems, fams, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, fams, pairs))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["family"], m["t"], m["id"])):
            print("%s  %s  %-10s  %-40s %-26s %s %-3s %-17s %s" % (
                m["id"], rfc(m["t"]), m["mode"], m["family"], m["value"][:26], m["pol"], m["kind"],
                m["cls"] or "-", m["text"]))
        for old, new, reason in pairs:
            print("pair %s -> %s  %s" % (old["id"], new["id"], reason))
        return
    out = list(mems)
    rng.shuffle(out)
    recs = []
    for m in out:
        rec = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
        if m["mode"] != "live":
            rec["observed_at"] = rfc(m["t"])
        recs.append(rec)
    write(os.path.join(HERE, "memories.jsonl"), recs)
    write(os.path.join(HERE, "truth.jsonl"),
          [{"expired_id": o["id"], "replacement_id": n["id"], "reason": r}
           for o, n, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))])
    write(os.path.join(HERE, "labels.jsonl"),
          [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]])
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            print("%s  %s" % (hashlib.sha256(f.read()).hexdigest(), name))


if __name__ == "__main__":
    main()
