#!/usr/bin/env python3
"""Generate the R19 "property, tenancy and facilities records" blind corpus.

Labels are fixed in the tables below before anything is generated; truth is
computed from the labels (value, polarity, order time), never from the text.
stdlib only, deterministic (fixed seed): two runs give byte-identical files.

    python3 gen.py            # write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    # print counts
    python3 gen.py --list     # print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 1919
HERE = os.path.dirname(os.path.abspath(__file__))

REGISTERS = {
    "LL": "landlord's notes",
    "LA": "letting agent's notes",
    "TA": "tenants' association log",
    "FM": "facilities team building records",
    "PM": "property manager's tracker",
}

# Changing families: (fid, register, fact, versions, tails)
# version = (value, polarity, flag, text); polarity 1 = holds, 0 = stopped holding.
# flag: first | r (reworded) | rh (reworded, hard-worded) | e (one-slot edit) | c (in-chain confirmation)
# tail = (class, text): labelled negative restating the value in force at the end (never paired).
FAMILIES = [
    ("F01", "PM", "tenant of Flat 4B Halden Court", [
        ("Vesey", 1, "first", "Flat 4B Halden Court let to Mr and Mrs Vesey on a 12-month AST."),
        ("Okafor", 1, "r", "Flat 4B let to the Okafors from June."),
        ("Okafor", 0, "r", "Okafors have moved out of 4B, keys handed back, flat empty pending redecoration."),
        ("Brannagh", 1, "r", "4B Halden Court re-let to Siobhan Brannagh, move-in on the 3rd of the month."),
    ], [("elaboration", "4B Halden Court: Siobhan Brannagh is the sole named tenant, works nights at the infirmary, contact by text only.")]),
    ("F02", "LA", "monthly rent of 2A Marlow Street", [
        ("1300", 1, "first", "Rent for 2A Marlow St is £1,300 pcm."),
        ("1375", 1, "r", "Rent goes up to £1,375 from the next period (section 13 notice served)."),
        ("1450", 1, "e", "Rent for 2A Marlow St is £1,450 pcm."),
    ], [("format_variant", "2A Marlow Street rent: 1450 GBP per calendar month.")]),
    ("F03", "LL", "lease end date of Flat 7 Pennock House", [
        ("2025-03-31", 1, "first", "Lease on Flat 7 Pennock House ends 31 March 2025."),
        ("2025-09-30", 1, "r", "Extended the Flat 7 tenancy by six months, so it now ends 30/09/2025."),
        ("2026-09-30", 1, "r", "Flat 7 signed a fresh 12-month AST; end date 30 September 2026."),
    ], [("format_variant", "Flat 7 Pennock House end of tenancy: 2026-09-30.")]),
    ("F04", "PM", "deposit scheme of Flat 12 Orchard Yard", [
        ("DPS", 1, "first", "Deposit for Flat 12 Orchard Yard protected with the DPS."),
        ("TDS", 1, "r", "Moved the Flat 12 deposit across to TDS (insured scheme) after the custodial account mix-up."),
    ], [("confirmation", "Checked: Flat 12 Orchard Yard deposit still sits with TDS, certificate re-sent to the tenant.")]),
    ("F05", "FM", "managing agent of Corrin Mansions", [
        ("Thistle & Vane", 1, "first", "Managing agent for Corrin Mansions: Thistle & Vane Lettings."),
        ("Harbourlight", 1, "r", "Corrin Mansions management handed over to Harbourlight Property from 1 April."),
        ("Thistle & Vane", 1, "rh", "Board voted to bring Thistle & Vane back to run Corrin Mansions; Harbourlight out at the end of the quarter."),
        ("Kestrel", 1, "e", "Managing agent for Corrin Mansions: Kestrel Block Management."),
    ], []),
    ("F06", "TA", "caretaker of Brindle Tower", [
        ("Phil", 1, "first", "Caretaker at Brindle Tower is Phil Arkwright, on site mornings."),
        ("Dario", 1, "r", "Caretaker is now Dario, not Phil."),
    ], [("elaboration", "Dario Ferrante, Brindle Tower caretaker, on site 7 till 3, mobile number in the office file.")]),
    ("F07", "FM", "boiler service contractor of Lowfield Terrace", [
        ("Calder Gas", 1, "first", "Annual boiler servicing for Lowfield Terrace done by Calder Gas Services."),
        ("HeatRight", 1, "r", "Boiler servicing moved over to HeatRight."),
        ("HeatRight", 0, "r", "HeatRight contract terminated - no boiler contractor in place for Lowfield Terrace at the moment, book ad hoc."),
        ("HeatRight", 1, "r", "HeatRight reinstated as the Lowfield Terrace boiler contractor once they sorted the invoicing."),
    ], []),
    ("F08", "FM", "lift maintenance company of Sefton Point", [
        ("Apex", 1, "first", "Lift maintenance at Sefton Point: Apex Lifts Ltd, quarterly visits."),
        ("Liftwise", 1, "e", "Lift maintenance at Sefton Point: Liftwise Ltd, quarterly visits."),
        ("Otterburn", 1, "rh", "Liftwise were let go after the March entrapment; the lifts at Sefton Point are looked after by Otterburn Elevator Co. going forward."),
    ], []),
    ("F09", "PM", "parking bay of Flat 3 Greaves Lane", [
        ("17", 1, "first", "Flat 3 Greaves Lane. Bay: 17"),
        ("22", 1, "rh", "Swapped flat 3's parking over to bay 22 (17 is being repainted as the disabled bay)."),
        ("30", 1, "r", "Greaves Lane flat 3 now parks in space 30 by the gate, tenant asked for it."),
    ], []),
    ("F10", "FM", "bin collection day of Wexcombe Road estate", [
        ("Tuesday", 1, "first", "Bins at Wexcombe Road go out Tuesday."),
        ("Thursday", 1, "r", "Council has moved the Wexcombe Road collection to Thursdays from next week."),
        ("Tuesday", 1, "r", "Collection back to Tuesday for Wexcombe Road after the council reversed the route change."),
    ], [("confirmation", "Wexcombe Road bins still Tuesday as usual, confirmed with the council depot.")]),
    ("F11", "TA", "concierge desk hours of Aldous Wharf", [
        ("08-20", 1, "first", "Concierge desk at Aldous Wharf staffed 8am to 8pm."),
        ("07-22", 1, "r", "From Monday the Aldous Wharf concierge will be open 07:00-22:00."),
    ], [("format_variant", "Aldous Wharf concierge: 7am to 10pm.")]),
    ("F12", "LL", "key holder of 9 Fenwick Row", [
        ("Dunleavy", 1, "first", "Spare keys for 9 Fenwick Row held by Mrs Dunleavy next door."),
        ("Marlow St branch", 1, "r", "Keyholder for 9 Fenwick Row: Marlow Street branch office."),
    ], [("elaboration", "9 Fenwick Row keys are at the Marlow Street branch office, key safe tag 44, sign-out sheet required.")]),
    ("F13", "FM", "alarm code holder of Quayside Studios", [
        ("Roper", 1, "first", "Alarm code holder at Quayside Studios: Niamh Roper (ops)."),
        ("Lund", 1, "rh", "Tobias Lund has taken over the Quayside Studios alarm code; Niamh's code deleted from the panel."),
        ("Chandran", 1, "e", "Alarm code holder at Quayside Studios: Priya Chandran (ops)."),
        ("Lund", 1, "r", "Priya is off on long-term leave, so the Quayside alarm code has gone back to Tobias."),
    ], []),
    ("F14", "PM", "electricity supplier of Flat 6 Holloway Buildings", [
        ("Brightgrid", 1, "first", "Flat 6 Holloway Bldgs electricity supplied by Brightgrid Energy."),
        ("Ashmere", 1, "e", "Flat 6 Holloway Bldgs electricity supplied by Ashmere Power."),
    ], []),
    ("F15", "FM", "next fire risk inspection date of Tannery Lofts", [
        ("2025-05-14", 1, "first", "Next fire risk inspection at Tannery Lofts: 14 May 2025."),
        ("2025-06-02", 1, "rh", "Assessor unwell, so the Tannery Lofts FRA is pushed back to 2 June 2025."),
        ("2025-06-09", 1, "e", "Next fire risk inspection at Tannery Lofts: 9 June 2025."),
        ("2025-11-20", 1, "r", "Tannery Lofts FRA done; the following one booked for 20/11/2025."),
    ], []),
    ("F16", "PM", "service charge of Corrin Mansions", [
        ("1820", 1, "first", "Service charge for Corrin Mansions leaseholders set at £1,820 per annum."),
        ("2040", 1, "r", "AGM approved the new budget: Corrin Mansions service charge rises to £2,040 a year."),
    ], [("format_variant", "Corrin Mansions service charge: two thousand and forty pounds p.a.")]),
    ("F17", "FM", "cleaning contractor of Brindle Tower common parts", [
        ("Gleamwell", 1, "first", "Communal cleaning at Brindle Tower contracted to Gleamwell."),
        ("Northvale", 1, "r", "Northvale Facilities started on the Brindle Tower common-parts clean this week, replacing Gleamwell."),
        ("Northvale", 0, "r", "Northvale cleaning contract for Brindle Tower cancelled; residents' rota covering the stairwells for now."),
        ("Gleamwell", 1, "r", "Gleamwell back in for the Brindle Tower communal clean, fortnightly."),
    ], []),
    ("F18", "FM", "office floor of the Platform team", [
        ("3", 1, "first", "Platform team sits on the 3rd floor at Kingsmead House."),
        ("5", 1, "r", "Platform moved up to floor 5 over the weekend."),
    ], [("format_variant", "Platform team: Kingsmead House, fifth floor.")]),
    ("F19", "FM", "room booked for Finance's Thursday budget review", [
        ("Juniper", 1, "first", "Finance have the Juniper room booked for the Thursday budget review."),
        ("Larch", 1, "e", "Finance have the Larch room booked for the Thursday budget review."),
    ], []),
    ("F20", "LA", "tenant of 11 Rookwood Close", [
        ("Harland", 1, "first", "11 Rookwood Close: tenants are the Harland family."),
        ("Idowu", 1, "r", "11 Rookwood Close was re-let to Mr Femi Idowu after the Harlands gave notice."),
    ], [("elaboration", "11 Rookwood Close: Femi Idowu with his two children, rent paid by standing order on the 1st.")]),
    ("F21", "LA", "monthly rent of 11 Rookwood Close", [
        ("995", 1, "first", "Rent £995 pcm, 11 Rookwood Close."),
        ("1050", 1, "e", "Rent £1,050 pcm, 11 Rookwood Close."),
    ], [("confirmation", "11 Rookwood Close rent review: staying at £1,050, tenant notified.")]),
    ("F22", "LL", "lease end of Unit 2 Ferris Arcade", [
        ("2026-01-31", 1, "first", "Lease on Unit 2 Ferris Arcade expires end of January 2026."),
        ("2031-01-31", 1, "e", "Lease on Unit 2 Ferris Arcade expires end of January 2031."),
    ], [("format_variant", "Unit 2 Ferris Arcade lease expiry: 31/01/2031.")]),
    ("F23", "PM", "deposit scheme of 5 Larkspur Mews", [
        ("Keystone", 1, "first", "5 Larkspur Mews deposit: Keystone Deposit Guard, ref KDG-40918."),
        ("DPS", 1, "r", "Re-registered the Larkspur Mews deposit with the DPS custodial scheme when the new tenancy started."),
    ], [("format_variant", "5 Larkspur Mews deposit is protected with the Deposit Protection Service.")]),
    ("F24", "FM", "caretaker of Halden Court", [
        ("Salter", 1, "first", "Halden Court caretaker: Gwen Salter."),
        ("Sobczak", 1, "e", "Halden Court caretaker: Marek Sobczak."),
        ("Sobczak", 0, "r", "Marek has left; Halden Court has no caretaker until the agency sends someone."),
        ("Sobczak", 1, "r", "Marek is back as caretaker at Halden Court from Monday, the agency cover fell through."),
    ], []),
    ("F25", "FM", "lift maintenance company of Halden Court", [
        ("Apex", 1, "first", "Halden Court lift serviced under contract by Apex Lifts."),
        ("Liftwise", 1, "e", "Halden Court lift serviced under contract by Liftwise."),
    ], []),
    ("F26", "TA", "general waste collection day of Brindle Tower", [
        ("Monday", 1, "first", "General waste at Brindle Tower collected Mondays."),
        ("Wednesday", 1, "r", "Residents told the rubbish pick-up for Brindle Tower is Wednesdays now."),
    ], []),
    ("F27", "PM", "key holder of Unit 2 Ferris Arcade", [
        ("Ferris Security", 1, "first", "Out-of-hours key holder for Unit 2 Ferris Arcade: Ferris Security (24h line)."),
        ("Holt", 1, "r", "Tenant has nominated their manager Anders Holt as key holder for Unit 2 instead of the security firm."),
    ], [("confirmation", "Anders Holt confirmed as Unit 2 Ferris Arcade key holder on the annual check.")]),
    ("F28", "FM", "alarm code holder of Kingsmead House", [
        ("Mendes", 1, "first", "Kingsmead House alarm code holder: Carla Mendes."),
        ("Fitch", 1, "e", "Kingsmead House alarm code holder: Jonah Fitch."),
    ], []),
    ("F29", "LL", "gas supplier of 9 Fenwick Row", [
        ("Ashmere", 1, "first", "Gas at 9 Fenwick Row is with Ashmere Power."),
        ("Coldharbour", 1, "r", "9 Fenwick Row gas account transferred to Coldharbour Gas on the change of tenancy."),
        ("Ashmere", 1, "r", "Fenwick Row tenant went back to Ashmere for gas, cheaper fixed deal."),
    ], []),
    ("F30", "FM", "next LOLER examination of Sefton Point lifts", [
        ("2024-10-08", 1, "first", "LOLER thorough examination of the Sefton Point lifts due 8 Oct 2024."),
        ("2025-04-08", 1, "r", "Sefton Point lifts passed LOLER; next examination 08/04/2025."),
    ], [("format_variant", "Sefton Point LOLER next due April 8th, 2025.")]),
    ("F31", "PM", "service charge of Aldous Wharf", [
        ("3100", 1, "first", "Aldous Wharf service charge: £3,100 per annum."),
        ("3340", 1, "r", "Budget for Aldous Wharf came in higher, service charge will be £3,340 for the year."),
        ("3340", 1, "c", "Aldous Wharf service charge still £3,340, no change at the half-year."),
        ("3150", 1, "r", "After the tribunal challenge, Aldous Wharf service charge reduced to £3,150 pa."),
    ], []),
    ("F32", "FM", "office cleaning contractor of Kingsmead House", [
        ("Brightside", 1, "first", "Kingsmead House office cleaning: Brightside Office Care."),
        ("Pellow", 1, "e", "Kingsmead House office cleaning: Pellow & Sons."),
    ], []),
    ("F33", "FM", "office floor of Customer Support", [
        ("ground", 1, "first", "Customer Support are on the ground floor, Kingsmead House."),
        ("2", 1, "rh", "Customer Support relocated to the 2nd floor to free up the ground floor for the new cafe."),
        ("ground", 1, "r", "Support team moved back down to ground, their old desks upstairs are hot desks now."),
    ], []),
    ("F34", "FM", "room for the Design weekly crit", [
        ("Oriel", 1, "first", "Design weekly crit, room: Oriel."),
        ("Cloister", 1, "e", "Design weekly crit, room: Cloister."),
    ], []),
    ("F35", "LA", "tenant of Flat 1 Pennock House", [
        ("Achterberg", 1, "first", "Flat 1 Pennock House, tenant: Lotte Achterberg."),
        ("Achterberg", 0, "r", "Lotte Achterberg vacated Flat 1 Pennock House on the 28th, checkout done."),
        ("Soor", 1, "r", "Flat 1 Pennock House let to Ravi and Meena Soor, AST 12 months."),
    ], []),
    ("F36", "LL", "monthly rent of Flat 7 Pennock House", [
        ("875", 1, "first", "Flat 7 Pennock: £875 a month."),
        ("910", 1, "r", "Agreed a rent increase with Flat 7: £910 pcm from the renewal."),
        ("960", 1, "e", "Flat 7 Pennock: £960 a month."),
        ("1000", 1, "r", "Flat 7 rent now £1,000 per month following the new AST."),
    ], [("format_variant", "Flat 7 Pennock House rent: £1k pcm.")]),
    ("F37", "PM", "lease end of 5 Larkspur Mews", [
        ("2025-07-14", 1, "first", "5 Larkspur Mews tenancy ends 14/07/2025."),
        ("periodic", 1, "r", "Larkspur Mews tenancy has rolled onto a monthly periodic basis, no fixed end date."),
    ], []),
    ("F38", "FM", "managing agent of Sefton Point", [
        ("Harbourlight", 1, "first", "Sefton Point is managed by Harbourlight Property."),
        ("Harbourlight", 0, "r", "Harbourlight are no longer managing the block at Sefton Point; handover to be arranged."),
    ], []),
    ("F39", "TA", "caretaker of Corrin Mansions", [
        ("Whitlock", 1, "first", "Corrin Mansions caretaker Stan Whitlock, lives in the basement flat."),
        ("Nwosu", 1, "r", "New caretaker at Corrin Mansions is Abimbola Nwosu; Stan has retired."),
    ], [("elaboration", "Abimbola Nwosu, caretaker at Corrin Mansions, has taken the basement flat and covers weekend call-outs.")]),
    ("F40", "FM", "boiler service contractor of Halden Court plant room", [
        ("Pennine", 1, "first", "Halden Court communal boiler plant: service contractor Pennine Heating."),
        ("HeatRight", 1, "e", "Halden Court communal boiler plant: service contractor HeatRight."),
        ("Calder Gas", 1, "r", "Calder Gas Services won the tender for the Halden Court plant room maintenance."),
        ("HeatRight", 1, "r", "Calder Gas pulled out; HeatRight re-appointed for the Halden Court boilers."),
    ], []),
    ("F41", "FM", "lift maintenance company of Kingsmead House", [
        ("Otterburn", 1, "first", "Kingsmead House lifts: Otterburn Elevator Co."),
        ("Apex", 1, "e", "Kingsmead House lifts: Apex Lifts."),
    ], []),
    ("F42", "PM", "parking bay of 2A Marlow Street", [
        ("B4", 1, "first", "2A Marlow St: parking space B4."),
        ("B9", 1, "e", "2A Marlow St: parking space B9."),
    ], []),
    ("F43", "FM", "refuse collection day of Aldous Wharf", [
        ("Friday", 1, "first", "Aldous Wharf refuse collection: Fridays."),
        ("Saturday", 1, "e", "Aldous Wharf refuse collection: Saturdays."),
    ], [("elaboration", "Aldous Wharf bins go on Saturday between 7 and 9am, the bin store code is on the concierge sheet.")]),
    ("F44", "FM", "weekday concierge hours of Sefton Point", [
        ("09-17", 1, "first", "Sefton Point concierge desk: 9-5 weekdays."),
        ("08-18", 1, "r", "Weekday concierge cover at Sefton Point extended to 8am-6pm."),
    ], []),
    ("F45", "PM", "key holder of 5 Larkspur Mews", [
        ("Pryce", 1, "first", "Spare set for 5 Larkspur Mews with the landlord's mother, Mrs Pryce."),
        ("Marlow St branch", 1, "r", "Larkspur Mews keys now kept in the Marlow Street branch key safe."),
    ], [("confirmation", "Larkspur Mews keys still in the Marlow Street key safe, checked today.")]),
    ("F46", "FM", "alarm code holder of Tannery Lofts", [
        ("Brewis", 1, "first", "Tannery Lofts alarm: code held by caretaker Hal Brewis."),
        ("Brewis", 0, "r", "Hal's alarm code revoked, he is no longer a code holder at Tannery Lofts."),
        ("Brewis", 1, "r", "Hal Brewis reinstated as Tannery Lofts alarm code holder after the review."),
    ], []),
    ("F47", "LL", "electricity supplier of 11 Rookwood Close", [
        ("Brightgrid", 1, "first", "Rookwood Close elec: Brightgrid."),
        ("Voltaic", 1, "e", "Rookwood Close elec: Voltaic Home."),
    ], []),
    ("F48", "FM", "next gas safety inspection of Aldous Wharf", [
        ("2025-02-19", 1, "first", "Aldous Wharf landlord gas safety check due 19 February 2025."),
        ("2026-02-12", 1, "r", "Gas safety cert issued for Aldous Wharf; renewal inspection booked 12/02/2026."),
    ], []),
    ("F49", "PM", "service charge of Halden Court", [
        ("1200", 1, "first", "Halden Court service charge: £1,200 pa."),
        ("1260", 1, "e", "Halden Court service charge: £1,260 pa."),
        ("1410", 1, "r", "Halden Court leaseholders billed £1,410 for the year once the roof reserve was topped up."),
    ], [("confirmation", "Service charge at Halden Court confirmed unchanged at £1,410 for the coming year.")]),
    ("F50", "FM", "cleaning contractor of Tannery Lofts", [
        ("Gleamwell", 1, "first", "Tannery Lofts common areas cleaned by Gleamwell weekly."),
        ("Northvale", 1, "e", "Tannery Lofts common areas cleaned by Northvale weekly."),
    ], []),
    ("F51", "FM", "office floor of Legal", [
        ("4", 1, "first", "Legal: Kingsmead floor 4."),
        ("2", 1, "e", "Legal: Kingsmead floor 2."),
    ], [("format_variant", "Legal team are on the second floor at Kingsmead.")]),
    ("F52", "FM", "room for the Sales Monday stand-up", [
        ("Birch", 1, "first", "Sales Monday stand-up is in Birch."),
        ("Aspen", 1, "r", "Moved the Sales Monday stand-up booking to Aspen while Birch is refurbished."),
    ], [("confirmation", "Sales stand-up still in Aspen on Mondays.")]),
    ("F53", "TA", "tenant of Flat 14 Brindle Tower", [
        ("Koval", 1, "first", "Flat 14 Brindle Tower: Mrs Irina Koval."),
        ("Delacroix", 1, "e", "Flat 14 Brindle Tower: Mr Jules Delacroix."),
    ], [("elaboration", "Flat 14 Brindle Tower is Jules Delacroix, a music teacher, on a two-year AST with a 12-month break clause.")]),
    ("F54", "LA", "monthly rent of 5 Larkspur Mews", [
        ("1150", 1, "first", "Larkspur Mews rent is £1,150 per calendar month."),
        ("1150", 1, "c", "Larkspur Mews rent staying at £1,150 this year, landlord happy."),
        ("1195", 1, "r", "Landlord agreed to put the Larkspur Mews rent up to £1,195 pcm at renewal."),
    ], []),
    ("F55", "PM", "managing agent of Tannery Lofts", [
        ("Pellinore", 1, "first", "Tannery Lofts, MA: Pellinore Estates."),
        ("Kestrel", 1, "e", "Tannery Lofts, MA: Kestrel Block Management."),
    ], []),
    ("F56", "PM", "parking bay of Flat 9 Sefton Point", [
        ("41", 1, "first", "Sefton Point flat 9: bay 41."),
        ("38", 1, "r", "Flat 9 at Sefton Point has been given bay 38 nearer the lift, 41 goes back to the pool."),
    ], []),
    ("F57", "FM", "recycling collection day of Halden Court", [
        ("Thursday", 1, "first", "Recycling at Halden Court collected on Thursdays."),
        ("Friday", 1, "e", "Recycling at Halden Court collected on Fridays."),
    ], [("confirmation", "Halden Court recycling went out Friday as usual this week.")]),
    ("F58", "FM", "porter's lodge hours of Corrin Mansions", [
        ("07-15", 1, "first", "Porter's lodge at Corrin Mansions open 7am-3pm."),
        ("08-16", 1, "e", "Porter's lodge at Corrin Mansions open 8am-4pm."),
    ], [("format_variant", "Corrin Mansions porter's lodge hours 0800 to 1600.")]),
    ("F59", "FM", "plant room key holder of Aldous Wharf", [
        ("Ramaswamy", 1, "first", "Plant room keys, Aldous Wharf: held by FM (Dev Ramaswamy)."),
        ("concierge", 1, "r", "Aldous Wharf plant room key handed to the concierge desk for contractor sign-out."),
    ], []),
    ("F60", "FM", "next EICR date of Corrin Mansions", [
        ("2025-08", 1, "first", "EICR for the Corrin Mansions communal supply due August 2025."),
        ("2025-11-03", 1, "r", "Corrin Mansions electrical inspection rescheduled to 3 November 2025."),
    ], []),
    ("F61", "LL", "tenant of 9 Fenwick Row", [
        ("Garson", 1, "first", "9 Fenwick Row is let to Tilly Garson."),
        ("Reid", 1, "r", "New tenant at 9 Fenwick Row: Conall Reid, moved in Saturday."),
        ("Reid", 0, "r", "Conall Reid has moved out of 9 Fenwick Row, property vacant, marketing again."),
    ], []),
    ("F62", "PM", "annual rent of Unit 2 Ferris Arcade", [
        ("18500", 1, "first", "Unit 2 Ferris Arcade passing rent £18,500 per annum exclusive."),
        ("19750", 1, "r", "Ferris Arcade Unit 2 rent review settled at £19,750 pa."),
    ], [("format_variant", "Ferris Arcade Unit 2: rent £19.75k per annum.")]),
    ("F63", "FM", "caretaker of Sefton Point", [
        ("Danby", 1, "first", "Sefton Point caretaker: Wes Danby."),
        ("Quist", 1, "r", "Wes has handed over to Lorna Quist as Sefton Point caretaker."),
        ("Sallah", 1, "e", "Sefton Point caretaker: Ibrahim Sallah."),
    ], [("confirmation", "Ibrahim remains caretaker at Sefton Point.")]),
    ("F64", "FM", "lift maintenance company of Aldous Wharf", [
        ("Liftwise", 1, "first", "Aldous Wharf lifts maintained by Liftwise."),
        ("Apex", 1, "e", "Aldous Wharf lifts maintained by Apex Lifts."),
    ], [("elaboration", "Aldous Wharf lift maintenance with Apex Lifts: comprehensive contract, 24h call-out, monthly visits.")]),
    ("F65", "PM", "stair cleaning contractor of Corrin Mansions", [
        ("Pellow", 1, "first", "Corrin Mansions stair clean: Pellow & Sons."),
        ("Gleamwell", 1, "e", "Corrin Mansions stair clean: Gleamwell."),
    ], []),
    ("F66", "FM", "room for the monthly board meeting", [
        ("Atrium Suite", 1, "first", "Monthly board meeting booked in the Atrium Suite, 6th floor."),
        ("Juniper", 1, "r", "Board meeting now held in Juniper, the Atrium Suite is being converted to desks."),
    ], [("elaboration", "Board meeting in Juniper, 4th floor, booked 10:00-13:00 on the first Tuesday, catering from the cafe.")]),
    ("F67", "TA", "chair of the Brindle Tower tenants' association", [
        ("Emmet", 1, "first", "Chair of the Brindle Tower Tenants' Association: Rosa Emmet."),
        ("Okonkwo", 1, "r", "Deji Okonkwo elected TA chair at the AGM, Rosa stood down."),
    ], []),
    ("F68", "LA", "lease end of 11 Rookwood Close", [
        ("2025-10-31", 1, "first", "11 Rookwood Close AST end: 31.10.2025"),
        ("2026-10-31", 1, "r", "Idowu renewal signed, Rookwood Close tenancy now runs to 31 October 2026."),
    ], []),
    ("F69", "PM", "EPC rating of Flat 6 Holloway Buildings", [
        ("E", 1, "first", "Flat 6 Holloway Buildings EPC: E."),
        ("C", 1, "r", "After the loft insulation and new windows, flat 6 Holloway was re-assessed at EPC band C."),
    ], [("elaboration", "Flat 6 Holloway EPC band C (score 71), certificate valid ten years, lodged by assessor R. Tait.")]),
    ("F70", "FM", "security patrol contractor of Quayside Studios", [
        ("Vigil", 1, "first", "Out-of-hours patrols at Quayside Studios: Vigil Guarding."),
        ("Nightjar", 1, "e", "Out-of-hours patrols at Quayside Studios: Nightjar Security."),
    ], [("confirmation", "Quayside patrols: Nightjar Security, contract continuing.")]),
]

# Labelled negative groups: (class, register, texts). Memories of one group share a time base;
# equal_time groups share one order time exactly.
NEG_GROUPS = [
    # multi_valued
    ("multi_valued", "FM", ["Keyholders for the Orchard Yard bin store: the caretaker and the Flat 1 tenant.",
                            "Another keyholder for the Orchard Yard bin store: Flat 8 (Mr Ansah) has a fob too."]),
    ("multi_valued", "FM", ["Kingsmead House approved contractors: Voltline for electrics, Pipeworks & Co for plumbing.",
                            "Added Fenner Glazing to the Kingsmead approved contractor list for windows."]),
    ("multi_valued", "TA", ["Aldous Wharf residents' amenities: gym on level 1 and a roof terrace.",
                            "Aldous Wharf also has a bike store and a parcel room for residents."]),
    ("multi_valued", "LA", ["Flat 12 Orchard Yard occupants: Dana Pike and her son Ollie.",
                            "Fin Carraway added as a permitted occupier at Flat 12 Orchard Yard too (Dana's partner)."]),
    ("multi_valued", "LL", ["Pets allowed at 9 Fenwick Row: one cat.",
                            "Also OK'd a small dog at 9 Fenwick Row, pet clause added."]),
    ("multi_valued", "FM", ["Concierge team at Aldous Wharf speak English and Polish.",
                            "Aldous Wharf concierge: Portuguese spoken too since Ana joined."]),
    # scope_disjoint
    ("scope_disjoint", "FM", ["Quayside Studios reception hours (summer): 08:00-19:00.",
                              "Quayside Studios reception hours (winter): 08:30-17:30."]),
    ("scope_disjoint", "FM", ["Sefton Point concierge at weekends: 10:00-14:00.",
                              "Sefton Point concierge on bank holidays: closed, call the out-of-hours line."]),
    ("scope_disjoint", "PM", ["Orchard Yard bin store emptied Monday to Friday by the council.",
                              "At weekends the Orchard Yard bins are emptied by our private contractor, Sundays only."]),
    ("scope_disjoint", "FM", ["Holloway Buildings ground floor (retail units) cleaned by Shopfront Services.",
                              "Holloway Buildings upper floors (the flats) cleaned by Gleamwell."]),
    ("scope_disjoint", "PM", ["Ferris Arcade service charge, residential units: £1,640 pa.",
                              "Ferris Arcade service charge, commercial units: £4,900 pa."]),
    ("scope_disjoint", "LL", ["Letting agent for the Leeds portfolio: Marlow Lettings.",
                              "Letting agent for the Bristol houses: Cobb & Dray."]),
    ("scope_disjoint", "FM", ["Communal heating at Halden Court, winter: on 6am to 10pm.",
                              "Halden Court communal heating in summer: hot water only, heating off."]),
    # different_subject (frames of changing facts, another subject)
    ("different_subject", "PM", ["Flat 4C Halden Court let to the Mbeki family from June."]),
    ("different_subject", "LA", ["Rent for 2B Marlow St is £1,375 pcm."]),
    ("different_subject", "TA", ["Caretaker at Gorsedale House is Phil Arkwright, on site afternoons."]),
    ("different_subject", "FM", ["Boiler servicing for Millbrook Cottages moved over to HeatRight."]),
    ("different_subject", "FM", ["Lift maintenance at Cable Street Works: Liftwise Ltd, quarterly visits."]),
    ("different_subject", "PM", ["Flat 5 Greaves Lane. Bay: 22"]),
    ("different_subject", "FM", ["Bins at Wexcombe Crescent go out Thursday."]),
    ("different_subject", "FM", ["Growth team sits on the 5th floor at Kingsmead House."]),
    ("different_subject", "FM", ["Marketing have the Larch room booked for their Wednesday planning session."]),
    ("different_subject", "LL", ["Lease on Flat 8 Pennock House ends 30 September 2026."]),
    ("different_subject", "PM", ["Sefton Point flat 10: bay 38."]),
    ("different_subject", "PM", ["Halden Court annexe service charge: £1,260 pa."]),
    # static (unchanging fact restated with a synonymous verb)
    ("static", "FM", ["Halden Court was built in 1968.", "Halden Court dates from 1968, per the title register."]),
    ("static", "TA", ["Brindle Tower has 22 storeys.", "Brindle Tower comprises twenty-two floors above ground."]),
    ("static", "PM", ["Corrin Mansions freehold is owned by Corrin Residents' Freehold Co.",
                      "The freeholder of Corrin Mansions is Corrin Residents' Freehold Co."]),
    ("static", "LL", ["Tannery Lofts is a Grade II listed building.",
                      "Tannery Lofts holds Grade II listing, so no uPVC windows."]),
    ("static", "FM", ["Kingsmead House sits on a 999-year lease from 1987.",
                      "Kingsmead House is held on a 999-year leasehold granted in 1987."]),
    ("static", "PM", ["Sefton Point contains 64 flats.", "There are 64 residential units in Sefton Point."]),
    # membership (look like roles, all hold at once)
    ("membership", "TA", ["Rosa Emmet joined the Brindle Tower TA committee.",
                          "Kwame Asante is a member of the Brindle Tower TA committee.",
                          "Lena Brook elected to the Brindle Tower TA committee as well."]),
    ("membership", "PM", ["Corrin Mansions RMC directors: Harriet Vole.",
                          "Sunil Mistry appointed a director of Corrin Mansions RMC alongside Harriet."]),
    ("membership", "FM", ["Dev Ramaswamy is a fire marshal for Kingsmead floor 3.",
                          "Carla Mendes is also a fire marshal at Kingsmead House.",
                          "Jonah Fitch trained as a first aider for Kingsmead House."]),
    ("membership", "LL", ["Halden Court is a member of the Northside Landlords' Forum.",
                          "Halden Court also belongs to the city's Safer Blocks scheme."]),
    # equal_time (two values of one fact at the identical order time)
    ("equal_time", "LA", ["Flat 3 Cable Street Works rent: £1,100 pcm.",
                          "Flat 3 Cable Street Works rent is £1,150 per month."]),
    ("equal_time", "FM", ["Millbrook Cottages caretaker: Ron Tibbs.",
                          "Millbrook Cottages caretaker is Gail Ferris."]),
    ("equal_time", "TA", ["Gorsedale House bin day: Monday.", "Gorsedale House bins go out Tuesdays."]),
    ("equal_time", "LL", ["Unit 5 Ferris Arcade lease ends 30 June 2027.",
                          "Unit 5 Ferris Arcade lease expires 30 June 2028."]),
    ("equal_time", "FM", ["Ops team meeting room: Oriel.", "Ops team have Cloister booked for their weekly meeting."]),
    ("equal_time", "PM", ["Orchard Yard managing agent: Cobb & Dray.", "Orchard Yard is managed by Harbourlight Property."]),
    # unrelated distractors (some share a subject with a changing family)
    ("unrelated", "PM", ["Flat 4B Halden Court: smoke alarm tested, working."]),
    ("unrelated", "LA", ["Reminder: chase 2A Marlow St for the signed inventory."]),
    ("unrelated", "TA", ["Brindle Tower: lift 2 out of service Tuesday waiting on parts."]),
    ("unrelated", "FM", ["Lowfield Terrace: tree surgeon booked to cut back the sycamore."]),
    ("unrelated", "PM", ["Corrin Mansions AGM minutes circulated to all leaseholders."]),
    ("unrelated", "FM", ["Sefton Point: graffiti removed from the bin store wall."]),
    ("unrelated", "FM", ["Wexcombe Road: fly-tipped mattress reported to the council, ref 88213."]),
    ("unrelated", "FM", ["Kingsmead House fire drill went well, building cleared in 4 minutes."]),
    ("unrelated", "LL", ["Tannery Lofts: damp patch on the flat 3 ceiling, roofer to inspect."]),
    ("unrelated", "TA", ["Aldous Wharf parcel room overflowing again, residents complaining."]),
    ("unrelated", "FM", ["Quayside Studios: new signage for the loading bay ordered."]),
    ("unrelated", "LL", ["Pennock House: communal door closer adjusted."]),
    ("unrelated", "LL", ["9 Fenwick Row: tenant reported a dripping kitchen tap, plumber Thursday."]),
    ("unrelated", "FM", ["Halden Court: pigeon spikes fitted over the entrance canopy."]),
    ("unrelated", "PM", ["Holloway Buildings: scaffolding licence renewed with the council."]),
    ("unrelated", "PM", ["Larkspur Mews: gutter cleared, photos on file."]),
    ("unrelated", "FM", ["Orchard Yard: CCTV footage request from the police, provided on USB."]),
    ("unrelated", "PM", ["Ferris Arcade: Christmas lights go up on the 1st."]),
    ("unrelated", "LA", ["Rookwood Close: tenant asked about installing a water butt, approved."]),
    ("unrelated", "PM", ["Greaves Lane: car park resurfacing planned for spring."]),
]

MODES = ["live", "stamped", "backfilled"]
MODE_W = [27, 55, 18]


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, group, cls, fam, value, pol, flag, register, text, mode, order
    groups = []
    for fid, reg, fact, versions, tails in FAMILIES:
        items = []
        for i, (v, p, f, t) in enumerate(versions):
            items.append(dict(key=f"{fid}.v{i+1}", group=fid, cls="changing", fam=fid, value=v, pol=p,
                              flag=f, register=reg, text=t, fact=fact))
        lv, lp = versions[-1][0], versions[-1][1]
        assert lp == 1 or not tails, fid
        for j, (c, t) in enumerate(tails):
            items.append(dict(key=f"{fid}.t{j+1}", group=fid, cls=c, fam=fid, value=lv, pol=lp,
                              flag="tail", register=reg, text=t, fact=fact))
        groups.append((fid, items, False))
    for gi, (c, reg, texts) in enumerate(NEG_GROUPS):
        gid = f"N{gi+1:02d}"
        items = [dict(key=f"{gid}.{k+1}", group=gid, cls=c, fam=None, value=None, pol=None, flag="neg",
                      register=reg, text=t, fact="") for k, t in enumerate(texts)]
        groups.append((gid, items, c == "equal_time"))

    for gid, items, equal in groups:
        day = dt.datetime(2023, 1, 5) + dt.timedelta(days=rng.randrange(0, 540))
        if equal:
            t0 = day + dt.timedelta(hours=rng.randrange(8, 18), minutes=rng.randrange(60))
            for m in items:
                m["mode"] = rng.choice(["live", "stamped"])
                m["order"] = t0
        else:
            for m in items:
                m["mode"] = rng.choices(MODES, MODE_W)[0]
                if m["mode"] == "backfilled":
                    m["order"] = day
                else:
                    m["order"] = day + dt.timedelta(hours=rng.randrange(7, 20), minutes=rng.randrange(60))
                day = day + dt.timedelta(days=rng.randrange(18, 130))
        # created_at / observed_at
        imp = dt.datetime(2026, 11, rng.randrange(2, 27), rng.randrange(0, 23), rng.randrange(60), rng.randrange(60))
        back = sorted([m for m in items if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        for k, m in enumerate(back):  # newest-first import
            m["created"] = imp + dt.timedelta(seconds=k * rng.randrange(1, 40))
            m["observed"] = m["order"]
        for m in items:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 58), seconds=rng.randrange(60))
            assert m["created"] < dt.datetime(2026, 12, 1)
        mems.extend(items)

    # opaque ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = f"a{n+1:03d}"

    # truth from labels only
    truth = []
    for fid, _, _, _, _ in FAMILIES:
        fam = sorted([m for m in mems if m["fam"] == fid], key=lambda m: m["order"])
        times = [m["order"] for m in fam]
        assert len(set(times)) == len(times), fid
        for i, m in enumerate(fam):
            for n in fam[i + 1:]:
                if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    reason = "negation" if n["pol"] != m["pol"] else "value"
                    truth.append(dict(expired_id=m["id"], replacement_id=n["id"], reason=reason,
                                      fam=fid, ek=m["key"], rk=n["key"]))
                    break
    labelled = {m["id"] for m in mems if m["cls"] != "changing"}
    for t in truth:
        assert t["expired_id"] not in labelled and t["replacement_id"] not in labelled, t
    return mems, truth


def line(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": ")) + "\n"


def outputs(mems, truth):
    rng = random.Random(SEED + 1)
    file_order = list(mems)
    rng.shuffle(file_order)
    mj = []
    for m in file_order:
        o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = ts(m["observed"])
        mj.append(line(o))
    tj = [line({"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]})
          for t in sorted(truth, key=lambda t: t["expired_id"])]
    lj = [line({"id": m["id"], "class": m["cls"]})
          for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != "changing"]
    return {"memories.jsonl": "".join(mj), "truth.jsonl": "".join(tj), "labels.jsonl": "".join(lj)}


def words(s):
    return set("".join(ch.lower() if ch.isalnum() else " " for ch in s).split())


def stats(mems, truth):
    out = []
    c = {}
    for m in mems:
        c[m["cls"]] = c.get(m["cls"], 0) + 1
    out.append(f"memories: {len(mems)}")
    for k in sorted(c):
        out.append(f"  class {k}: {c[k]}")
    regs = {}
    for m in mems:
        regs.setdefault(m["register"], [0, 0])
        regs[m["register"]][0 if m["cls"] == "changing" else 1] += 1
    for r in sorted(regs):
        out.append(f"  register {r} ({REGISTERS[r]}): {regs[r][0]} changing, {regs[r][1]} labelled")
    nfam = len(FAMILIES)
    sizes = {}
    for f in FAMILIES:
        sizes[len(f[3])] = sizes.get(len(f[3]), 0) + 1
    out.append(f"changing families: {nfam}; versions per family: " +
               ", ".join(f"{k}:{sizes[k]}" for k in sorted(sizes)))
    moves_back = 0
    for f in FAMILIES:
        seen = []
        for v, p, _, _ in f[3]:
            if p == 1 and seen and seen[-1] != v and v in seen:
                moves_back += 1
            if p == 1:
                seen.append(v)
    out.append(f"moves back (A -> ... -> A): {moves_back}")
    r = {}
    for t in truth:
        r[t["reason"]] = r.get(t["reason"], 0) + 1
    out.append(f"true pairs: {len(truth)} (" + ", ".join(f"{k} {r[k]}" for k in sorted(r)) + ")")
    flags = {}
    jac = []
    for f in FAMILIES:
        vs = f[3]
        for i in range(1, len(vs)):
            flags[vs[i][2]] = flags.get(vs[i][2], 0) + 1
            a, b = words(vs[i - 1][3]), words(vs[i][3])
            jac.append(len(a & b) / len(a | b))
    nv = sum(flags.values())
    rew = flags.get("r", 0) + flags.get("rh", 0)
    out.append(f"newer versions: {nv}; reworded {rew} ({100*rew/nv:.0f}%, of which hard-worded {flags.get('rh',0)}), "
               f"one-slot edits {flags.get('e',0)} ({100*flags.get('e',0)/nv:.0f}%), in-chain confirmations {flags.get('c',0)}")
    jac.sort()
    out.append(f"word-set Jaccard to previous version: mean {sum(jac)/len(jac):.2f}, median {jac[len(jac)//2]:.2f}, "
               f"min {jac[0]:.2f}, max {jac[-1]:.2f}")
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join(f"{k} {md.get(k,0)} ({100*md.get(k,0)/len(mems):.0f}%)" for k in MODES))
    inv = 0
    for f in FAMILIES:
        fam = sorted([m for m in mems if m["fam"] == f[0]], key=lambda m: m["order"])
        for a, b in zip(fam, fam[1:]):
            if b["created"] < a["created"]:
                inv += 1
    out.append(f"adjacent family members whose created_at order inverts order time: {inv}")
    lens = sorted(len(m["text"].split()) for m in mems)
    out.append(f"words per memory: mean {sum(lens)/len(lens):.1f}, min {lens[0]}, max {lens[-1]}")
    return "\n".join(out) + "\n"


def main():
    mems, truth = build()
    if "--stats" in sys.argv:
        sys.stdout.write(stats(mems, truth))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["group"], m["order"])):
            lab = (f"value={m['value']!r} pol={m['pol']} flag={m['flag']}" if m["fam"] else "")
            print(f"{m['id']} {m['key']:8} {ts(m['order'])} {m['mode']:10} {m['register']} {m['cls']:17} {lab} | {m['text']}")
        for t in sorted(truth, key=lambda t: t["ek"]):
            print(f"PAIR {t['fam']} {t['ek']} -> {t['rk']} {t['reason']} ({t['expired_id']} -> {t['replacement_id']})")
        return
    for name, text in outputs(mems, truth).items():
        p = os.path.join(HERE, name)
        tmp = p + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        os.replace(tmp, p)
        print(f"{name}: {text.count(chr(10))} lines, sha256 {hashlib.sha256(text.encode('utf-8')).hexdigest()}")


if __name__ == "__main__":
    main()
