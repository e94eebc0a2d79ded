#!/usr/bin/env python3
"""Generate testdata/heldout21: a blind evaluation set of stored memories in the
register of contracts, legal and compliance records (a contracts register, an
in-house legal tracker, a compliance log, a small firm's admin notes).

Everything that decides the answer is fixed in the tables below BEFORE anything
is generated: every memory belongs to a family (one subject, one attribute, one
scope) and carries a canonical value key, a polarity and, for the memories that
must never take part in a candidate pair, a class label.  Truth is computed from
those labels and the generated order times only, never from the text.

Value spans are written in braces inside the text, {like this}; the braces are
removed before writing and are used only to describe the wording (whether a
newer version keeps the frame of the one before it or is reworded).

Usage:
    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts (after writing)
    python3 gen.py --list     print every memory with id, order time, mode, labels

Standard library only; deterministic (fixed seed): two runs give byte-identical
files.
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 2126021
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc

NEG_CLASSES = [
    "multi_valued", "scope_disjoint", "format_variant", "elaboration",
    "confirmation", "different_subject", "static", "membership",
    "equal_time", "unrelated",
]

# --------------------------------------------------------------------------
# Tables.  F(key, register, versions, window=None)
#   key      "subject|attribute|scope": the family (one fact)
#   versions list of (value, polarity, text[, opts]) in chronological order;
#            opts is a space-separated string of:
#              L=<class>  the memory is labelled (must never be in a pair)
#              hard       a hard-worded version
#              eq         same order time as the other 'eq' member (equal_time)
#   window   optional (first, last) dates bounding the family's order times
# --------------------------------------------------------------------------

FAMILIES = []


def F(key, register, versions, window=None):
    FAMILIES.append({"key": key, "register": register,
                     "versions": versions, "window": window})


def single(key, register, text, cls, value="x"):
    F(key, register, [(value, "+", text, "L=" + cls)])


# ===================== changing families (truth pairs) =====================

F("quillfeather msa|renewal date|-", "contracts", [
    ("2025-03-01", "+", "Quillfeather Logistics MSA renews on {1 March 2025}."),
    ("2025-06-30", "+", "Renewal of the Quillfeather MSA was pushed back to {30 June 2025} while the rate card is renegotiated.", "hard"),
    ("2025-10-01", "+", "Quillfeather MSA | renewal date: {01/10/2025}"),
    ("2026-01-01", "+", "The Quillfeather MSA now renews on {1 January 2026} (extension letter countersigned)."),
    ("2026-01-01", "+", "Contracts register, Quillfeather Logistics MSA: next renewal {2026-01-01}.", "L=format_variant"),
], window=("2024-09-02", "2025-12-15"))

F("marrowby supply agreement|owner|-", "contracts", [
    ("odile", "+", "Owner: {Odile Marchetti} — Marrowby Foods supply agreement"),
    ("kwame", "+", "Marrowby supply agreement was reassigned to {Kwame Otieno-Blake} while Odile is on secondment."),
    ("fenna", "+", "Owner: {Fenna de Wit} — Marrowby Foods supply agreement"),
])

F("tensleigh dpa|notice period|-", "contracts", [
    ("90d", "+", "Tensleigh DPA: termination notice {90 days}."),
    ("60d", "+", "Following the variation signed last week, either side may end the Tensleigh DPA on {60 days}' written notice.", "hard"),
    ("45d", "+", "Tensleigh DPA: termination notice {45 days}."),
    ("45d", "+", "Annual review done, Tensleigh DPA notice is still {45 days}."),
    ("30d", "+", "Tensleigh agreed to {30 days}' notice on the data processing agreement."),
])

F("orrin bay contract|value|-", "contracts", [
    ("240k", "+", "Orrin Bay Shipping contract value: {£240,000} p.a."),
    ("310k", "+", "Orrin Bay contract uplifted to {£310,000} a year after the Baltic lanes were added."),
    ("240k", "+", "Baltic lanes dropped, so the Orrin Bay annual value is back to {£240,000}."),
])

F("vellacott sow 3|status|-", "contracts", [
    ("draft", "+", "Vellacott Print SOW #3 — status: {draft}"),
    ("signed", "+", "Vellacott Print SOW #3 — status: {signed}"),
    ("signed", "-", "Vellacott SOW #3 terminated for convenience; final invoice to follow."),
    ("signed", "+", "Vellacott SOW #3 re-signed on the reduced scope (print runs only)."),
])

F("brannock patent dispute|external counsel|-", "matters", [
    ("garside", "+", "External counsel on the Brannock patent dispute: {Garside Loom LLP}."),
    ("harcourt", "+", "Counsel on Brannock switched to {Harcourt Vey} after Garside flagged a conflict."),
    ("harcourt", "-", "{Harcourt Vey} are no longer acting for us on the Brannock matter; file returned, final bill paid."),
])

F("fenwright|dpo|-", "compliance", [
    ("juniper", "+", "DPO: {Juniper Ashdown}"),
    ("lars", "+", "The data protection officer role was handed to {Lars Ebbesen} from 1 May, Juniper moving across to the product team.", "hard"),
    ("maud", "+", "DPO is now {Maud Kettering} (interim, until a permanent hire)."),
    ("juniper", "+", "{Juniper Ashdown} is back as data protection officer."),
    ("juniper", "+", "ICO registration renewed; the DPO listed is still {Juniper Ashdown}.", "L=confirmation"),
])

F("fenwright|information security policy version|-", "compliance", [
    ("3.1", "+", "Information Security Policy in force: {v3.1}"),
    ("3.2", "+", "Information Security Policy in force: {v3.2}"),
    ("4.0", "+", "ISP {version 4.0} approved by the board and published on the intranet; 3.2 archived."),
    ("4.1", "+", "Infosec policy bumped to {v4.1}, minor wording fixes only."),
])

F("fenwright|next iso 27001 audit|-", "compliance", [
    ("2024-03-14", "+", "Next ISO 27001 surveillance audit: {14 March 2024}."),
    ("2024-04-09", "+", "Next ISO 27001 surveillance audit: {9 April 2024}."),
    ("2025-03-18", "+", "The certification body has booked the 2025 ISO 27001 surveillance visit for {18 March 2025}."),
], window=("2023-10-02", "2024-12-20"))

F("fenwright|statutory auditor|-", "compliance", [
    ("marlow", "+", "Statutory auditor: {Marlow Keane Audit LLP}"),
    ("pennock", "+", "{Pennock Hale} were appointed as auditors from FY2025, replacing Marlow Keane."),
    ("pennock", "+", "{Pennock Hale} reappointed as auditor for FY2026 at the AGM, as usual.", "L=confirmation"),
])

F("fenwright ltd|retention customer invoices|uk", "compliance", [
    ("6y", "+", "Retention: customer invoices {6 years} from end of the financial year."),
    ("7y", "+", "Retention: customer invoices {7 years} from end of the financial year."),
    ("7y", "+", "Invoices — keep for {seven years} (retention schedule, finance section).", "L=format_variant"),
])

F("fenwright|pi cover limit|uk", "insurance", [
    ("2m", "+", "Professional indemnity cover limit: {£2m} any one claim."),
    ("5m", "+", "Professional indemnity cover limit: {£5m} any one claim."),
    ("10m", "+", "PI cover now {£10 million}; the Caldera Pay contract required it."),
    ("5m", "+", "Broker confirms the PI limit reduced to {£5m} for the new policy year, Caldera having accepted a lower figure."),
])

F("thistlecombe nda|status|-", "contracts", [
    ("in force", "+", "NDA with Thistlecombe Labs {signed}: mutual, two-year term."),
    ("in force", "-", "Thistlecombe NDA lapsed at the end of April; nobody renewed it."),
    ("in force", "+", "Thistlecombe NDA renewed after lapsing, new two-year term from 12 June."),
])

F("wexcombe licence|expiry|-", "contracts", [
    ("2024-12-31", "+", "Wexcombe licence expires {31 Dec 2024}."),
    ("2025-12-31", "+", "Wexcombe Software licence was extended to {31 December 2025}."),
    ("2025-12-31", "-", "Wexcombe licence revoked by the vendor after the seat-count audit."),
], window=("2024-05-06", "2025-11-28"))

F("fenwright|trade mark agent|-", "ip", [
    ("vintry", "+", "Trade mark agent: {Vintry IP}"),
    ("clerestory", "+", "Moved the trade mark portfolio over to {Clerestory Marks}."),
    ("vintry", "+", "TM portfolio transferred back to {Vintry IP}; Clerestory's renewal fees were too high."),
])

F("fenwright ltd|signing authority|uk", "corporate", [
    ("callum", "+", "Signing authority (Fenwright Ltd, contracts up to £250k): {Callum Fairhurst}"),
    ("noor", "+", "Signing authority (Fenwright Ltd, contracts up to £250k): {Noor Haddadin}"),
])

F("fenwright ltd|approver spend above 25k|uk", "corporate", [
    ("cfo", "+", "Spend above £25k needs sign-off from the {CFO}."),
    ("coo", "+", "Spend above £25k needs sign-off from the {COO}."),
    ("cfo", "+", "Under the March board minute, anything over £25k goes back to the {CFO} for sign-off rather than the COO.", "hard"),
    ("ceo", "+", "Approver for spend over £25k: {CEO} only, until the cost review ends."),
])

F("caldera pay agreement|governing law|uk entity", "contracts", [
    ("england", "+", "Caldera Pay services agreement (Fenwright Ltd) — governing law: {England and Wales}."),
    ("ireland", "+", "Caldera insisted on {Irish} law in the renewed agreement, with the Dublin courts for disputes."),
])

F("ashby park lease|landlord|-", "contracts", [
    ("sallowfield", "+", "Landlord on the Ashby Park warehouse lease: {Sallowfield Ltd}"),
    ("upland", "+", "The Ashby Park lease was assigned by Sallowfield to {Upland Estates plc}; rent now payable to them."),
    ("upland", "+", "Q3 rent demand for Ashby Park received from {Upland Estates plc} as usual.", "L=confirmation"),
])

F("fenwright|anti-bribery policy|-", "compliance", [
    ("v2", "+", "Anti-bribery policy {v2} in force."),
    ("v2", "-", "Anti-bribery policy v2 withdrawn pending the group rewrite; interim guidance by email."),
    ("v3", "+", "Anti-bribery policy {v3} issued and in force from 1 September."),
])

F("fenwright ltd|company secretary|-", "corporate", [
    ("beatrix", "+", "Company secretary: {Beatrix Onyango}"),
    ("silas", "+", "Company secretary: {Silas Wendover}"),
    ("silas", "+", "{Silas Wendover} is company secretary and also keeps the statutory registers and the Companies House filings calendar.", "L=elaboration"),
])

F("fenwright|mlro|-", "compliance", [
    ("aurelie", "+", "MLRO is {Aurelie Fontenay}."),
    ("desmond", "+", "MLRO is {Desmond Achterberg}."),
    ("desmond", "+", "Annual MLRO report signed off; {Desmond Achterberg} continues as MLRO.", "L=confirmation"),
])

F("kestlewood agreement|notice period|-", "contracts", [
    ("3m", "+", "Kestlewood Telecom: notice period {3 months}."),
    ("6m", "+", "Kestlewood notice period extended to {six months} in the 2025 renewal."),
    ("6m", "+", "Kestlewood notice: {six months}, in writing to their Reading office, and it cannot be served in December.", "L=elaboration"),
])

F("yarrowdale framework|status|-", "contracts", [
    ("negotiation", "+", "Yarrowdale Hotels framework — status: {in negotiation}"),
    ("signed", "+", "Yarrowdale framework {executed} on 3 Feb; original counterpart in the safe."),
    ("signed", "-", "Yarrowdale terminated the framework, alleging SLA breaches; we dispute it."),
])

F("zennor contract|value|-", "contracts", [
    ("1.2m", "+", "Zennor Freight contract value {$1.2m} over three years."),
    ("950k", "+", "Zennor contract value revised down to {$950k} after the volume reduction."),
    ("950k", "+", "Zennor Freight contract: {USD 950,000} total (3-year term).", "L=format_variant"),
])

F("lowmoor ppa|renewal date|-", "contracts", [
    ("2025-09-30", "+", "Lowmoor PPA renewal date: {30 September 2025}"),
    ("2025-07-01", "+", "Lowmoor PPA renewal date: {1 July 2025}"),
    ("2025-07-01", "+", "Checked with Lowmoor: the PPA renewal is still {1 July 2025}.", "L=confirmation"),
], window=("2024-11-04", "2025-06-20"))

F("mirelands facility|owner|-", "contracts", [
    ("priya", "+", "Mirelands facility agreement — owner in legal: {Priya Vantongeren}"),
    ("tobiah", "+", "Mirelands facility agreement — owner in legal: {Tobiah Renwick}"),
])

F("fenwright|cyber cover limit|-", "insurance", [
    ("1m", "+", "Cyber cover limit: {£1m}"),
    ("3m", "+", "Cyber cover limit: {£3m}"),
    ("2.5m", "+", "Cyber insurance limit set at {£2.5m}; Larkspur wouldn't renew at £3m."),
])

F("fenwright|d&o insurer|-", "insurance", [
    ("rookhaven", "+", "D&O cover placed with {Rookhaven Mutual}."),
    ("larkspur", "+", "Rookhaven are no longer our D&O insurer; the policy moved to {Larkspur Underwriting} at renewal.", "hard"),
])

F("fenwright|website privacy notice version|uk", "compliance", [
    ("6", "+", "Website privacy notice: {version 6}"),
    ("7", "+", "Website privacy notice: {version 7}"),
    ("8", "+", "Privacy notice {v8} published after the cookie banner changes."),
])

F("fenwright|customer t&cs edition|-", "contracts", [
    ("2023", "+", "Standard customer T&Cs: {2023 edition}"),
    ("2024", "+", "Standard customer T&Cs: {2024 edition}"),
    ("2024", "+", "Reminder to sales: the {2024} T&Cs are still the current set, don't use the old PDF."),
    ("2025", "+", "New customer terms and conditions ({2025 edition}) rolled out."),
])

F("fenwright|whistleblowing officer|-", "compliance", [
    ("margit", "+", "Whistleblowing officer: {Margit Solberg}"),
    ("margit", "-", "{Margit Solberg} has stepped down as whistleblowing officer; the role is vacant for now."),
    ("idris", "+", "Whistleblowing officer role filled: {Idris Carrow} appointed."),
])

F("ashby park injury claim|external counsel|-", "matters", [
    ("ondine", "+", "Counsel on the Ashby Park injury claim: {Ondine & Prowse}"),
    ("talbot", "+", "Ashby Park claim transferred to {Talbot Sarre}, the insurer's panel firm."),
    ("ondine", "+", "Insurer agreed we can go back to {Ondine & Prowse} on the Ashby Park claim."),
])

F("fenwright|payment terms|uk customers", "contracts", [
    ("30d", "+", "Payment terms (UK customers): {30 days} from invoice"),
    ("14d", "+", "Payment terms (UK customers): {14 days} from invoice"),
])

F("brannock contract|liability cap|-", "contracts", [
    ("500k", "+", "Brannock Systems contract: liability cap {£500k}."),
    ("2x", "+", "Brannock Systems contract: liability cap {2x annual fees}."),
])

F("fenwright|soc 2 audit window|-", "compliance", [
    ("2025-08-01", "+", "SOC 2 Type II audit window opens {1 August 2025}"),
    ("2025-10-01", "+", "SOC 2 Type II audit window opens {1 October 2025}"),
], window=("2025-02-03", "2025-07-18"))

F("fenwright|soc 2 auditor|-", "compliance", [
    ("strand", "+", "SOC 2 auditor: {Strand & Oakes Assurance}"),
    ("pennock", "+", "Switched SOC 2 auditor to {Pennock Hale} for the 2026 report."),
    ("pennock", "+", "{Pennock Hale} (engagement partner Rosalind Achebe, fixed fee £38k) will audit the 2026 SOC 2 report.", "L=elaboration"),
])

F("fenwright|retention rejected cvs|-", "compliance", [
    ("6mo", "+", "Unsuccessful candidates' CVs: retain {6 months}"),
    ("3mo", "+", "Unsuccessful candidates' CVs: retain {3 months}"),
])

F("leeds warehouse|cctv retention|-", "compliance", [
    ("30d", "+", "CCTV footage (Leeds warehouse) kept {30 days}"),
    ("14d", "+", "CCTV footage (Leeds warehouse) kept {14 days}"),
])

F("fenwright|call recording retention|uk", "compliance", [
    ("12mo", "+", "Call recordings retained for {12 months}."),
    ("24mo", "+", "Retention period for call recordings changed to {24 months} (FCA guidance)."),
    ("24mo", "+", "Call recordings: {2 years} retention.", "L=format_variant"),
])

F("sensor kits|export licence|-", "compliance", [
    ("granted", "+", "Export licence for the sensor kits {granted}, valid to 31 March 2026."),
    ("granted", "-", "Export licence for the sensor kits revoked by the ECJU pending end-user checks."),
    ("granted", "+", "Sensor kit export licence reinstated after the end-user undertaking was filed."),
], window=("2024-08-05", "2026-02-20"))

F("kestlewood agreement|owner|-", "contracts", [
    ("hollis", "+", "Kestlewood agreement owner: {Hollis Tremayne}"),
    ("cecily", "+", "Kestlewood agreement owner: {Cecily Brandt}"),
])

F("zennor contract|counterparty|-", "contracts", [
    ("zennor ltd", "+", "Counterparty on the freight contract: {Zennor Freight Ltd}"),
    ("zennor bv", "+", "Zennor novated the freight contract to {Zennor Logistics BV}; novation deed is in the drive."),
])

F("ashgrove nda|status|-", "contracts", [
    ("in place", "+", "Mutual NDA with Ashgrove Medical {in place}."),
    ("in place", "-", "Ashgrove NDA has expired: do not share the roadmap with them until it is re-signed."),
])

F("fenwright|nda template|-", "contracts", [
    ("v4", "+", "NDA template in use: {v4 (2023)}"),
    ("v5", "+", "Legal switched the standard NDA template to {v5}."),
    ("v5", "+", "NDA template {v5} is still current; checked before sending one out.", "L=confirmation"),
])

F("bristol office lease|break date|-", "contracts", [
    ("2026-06-24", "+", "Bristol office lease break date: {24 June 2026}"),
    ("2026-12-24", "+", "Bristol office lease break date: {24 December 2026}"),
], window=("2024-03-04", "2026-05-29"))

F("kestlewood agreement|annual charges|-", "contracts", [
    ("86k", "+", "Kestlewood annual charges: {£86,000}"),
    ("91.4k", "+", "Kestlewood price rise applied; charges now {£91,400} a year."),
    ("78k", "+", "Kestlewood annual charges: {£78,000}"),
])

F("fenwright|insurance broker|-", "insurance", [
    ("fairlight", "+", "Insurance broker: {Fairlight Brokers}"),
    ("hesketh", "+", "Insurance broker: {Hesketh & Lyle}"),
    ("hesketh", "+", "{Hesketh & Lyle} place all our lines from the March renewal; account executive Wren Dalby, commission 12.5%.", "L=elaboration"),
])

F("fenwright|public liability cover|-", "insurance", [
    ("5m", "+", "Public liability cover: {£5m}"),
    ("10m", "+", "PL cover increased to {£10m}, as required for the council contract."),
    ("10m", "+", "Renewal schedule received; public liability still {£10m}.", "L=confirmation"),
])

F("tensleigh msa|governing law|-", "contracts", [
    ("england", "+", "Tensleigh MSA governing law: {England and Wales}"),
    ("scotland", "+", "Tensleigh MSA governing law: {Scots law}"),
])

F("mirelands facility|maturity date|-", "contracts", [
    ("2026-11-30", "+", "Mirelands facility matures {30 November 2026}."),
    ("2027-11-30", "+", "Mirelands facility was extended to {30 November 2027}."),
    ("2027-11-30", "+", "Mirelands facility now runs to {30 November 2027}, with a further one-year extension option at the bank's discretion.", "L=elaboration"),
], window=("2025-05-05", "2026-10-23"))

F("fenwright mark opposition|external counsel|-", "ip", [
    ("keswick", "+", "Counsel on the FENWRIGHT opposition: {Keswick Dray LLP}"),
    ("ferrante", "+", "Opposition file now with {Ferrante Holm}; Keswick Dray have closed theirs."),
])

F("orrin bay contract|owner|-", "contracts", [
    ("ezra", "+", "Orrin Bay contract owner: {Ezra Polanco}"),
    ("yusra", "+", "Orrin Bay contract owner: {Yusra Qadir}"),
])

F("zennor contract|notice period|-", "contracts", [
    ("30d", "+", "Zennor Freight notice period: {30 days}"),
    ("90d", "+", "Zennor notice lengthened to {90 days} on renewal."),
    ("90d", "+", "Zennor: {90 days}' notice by recorded delivery to the Rotterdam office, termination effective at month end.", "L=elaboration"),
])

F("fenwright|fy25 audit fieldwork start|-", "compliance", [
    ("2025-10-06", "+", "FY25 audit fieldwork starts {6 October 2025}"),
    ("2025-10-13", "+", "Pennock Hale moved FY25 fieldwork to {13 October 2025}."),
    ("2025-10-13", "+", "FY25 fieldwork start: {13.10.2025}", "L=format_variant"),
], window=("2025-04-07", "2025-09-26"))

F("fenwright|records retention schedule|-", "compliance", [
    ("rrs2022", "+", "Records retention schedule in force: {RRS-2022}"),
    ("rrs2024", "+", "Records retention schedule in force: {RRS-2024}"),
    ("rrs2024", "+", "Risk committee confirmed {RRS-2024} remains the schedule in force.", "L=confirmation"),
])

F("fenwright|retention leaver hr files|-", "compliance", [
    ("6y", "+", "Leaver HR files: keep {6 years} after leaving"),
    ("2y", "+", "Leaver files now kept only {2 years} after exit, pension records excepted."),
])

F("fenwright|approver legal spend above 10k|-", "corporate", [
    ("gc", "+", "External legal spend above £10k: approved by the {General Counsel}"),
    ("fd", "+", "From Q3, legal spend over £10k goes to the {Finance Director} for approval."),
    ("fd", "+", "Legal spend >£10k, approver: {FD}", "L=format_variant"),
])

F("fenwright uk mark|renewal date|-", "ip", [
    ("2025-08-09", "+", "FENWRIGHT UK mark renewal due {9 August 2025}"),
    ("2035-08-09", "+", "UK mark renewed by Vintry; next renewal due {9 August 2035}."),
], window=("2024-02-05", "2025-10-31"))

F("caldera pay agreement|owner|-", "contracts", [
    ("noor", "+", "Caldera Pay agreement owner: {Noor Haddadin}"),
    ("callum", "+", "Caldera Pay agreement owner: {Callum Fairhurst}"),
    ("cecily", "+", "Caldera Pay file reassigned to {Cecily Brandt} when Callum left."),
])

F("quillfeather msa|owner|-", "contracts", [
    ("tobiah", "+", "Quillfeather MSA owner: {Tobiah Renwick}"),
    ("fenna", "+", "Quillfeather MSA owner: {Fenna de Wit}"),
])

F("fenwright|out-of-hours legal contact|weekdays", "corporate", [
    ("tobiah", "+", "Weekday out-of-hours legal contact: {Tobiah Renwick}"),
    ("fenna", "+", "Weekday OOH legal contact is now {Fenna de Wit}."),
])

F("fenwright|eu representative|-", "compliance", [
    ("lisiere", "+", "EU representative (Art. 27 GDPR): {Lisière Rep SRL}"),
    ("nordvik", "+", "EU representative (Art. 27 GDPR): {Nordvik Representation AS}"),
])

F("vellacott msa|liability cap|-", "contracts", [
    ("100", "+", "Vellacott MSA liability cap: {100% of fees paid}"),
    ("150", "+", "Vellacott MSA liability cap: {150% of fees paid}"),
])

F("ashgrove supply agreement|value|-", "contracts", [
    ("150k", "+", "Ashgrove Medical supply agreement value: {£150,000}"),
    ("175k", "+", "Ashgrove supply agreement increased to {£175,000} with the second clinic."),
    ("162.5k", "+", "Ashgrove value trimmed to {£162,500} after the clinic closure."),
])

F("brannock|notices address|-", "contracts", [
    ("kiln", "+", "Notices to Brannock Systems go to {Legal Dept, 2 Kiln Yard, Stoke-on-Trent ST1 3DD}."),
    ("pobox", "+", "Brannock changed their notices address to {PO Box 71, Stoke-on-Trent ST4 2RR}."),
])

F("thistlecombe research agreement|end date|-", "contracts", [
    ("2026-03-31", "+", "Thistlecombe research agreement ends {31 March 2026}."),
    ("2026-09-30", "+", "Term of the Thistlecombe research agreement extended to {30 September 2026} by variation no. 1."),
    ("2026-12-31", "+", "Variation no. 2: Thistlecombe research agreement end date now {31 December 2026}."),
], window=("2024-10-07", "2026-09-18"))

# ===================== labelled negatives =====================

# --- multi_valued: values that coexist (each its own fact) ---
for i, (reg, text) in enumerate([
    ("contracts", "Kestlewood master agreement signatory for Fenwright: {Callum Fairhurst}"),
    ("contracts", "{Noor Haddadin} also signs for Fenwright on the Kestlewood master agreement."),
    ("contracts", "Another signatory for Kestlewood: {Idris Carrow}, needed for the dual-signature clause."),
    ("compliance", "Fenwright holds {ISO 27001} (certificate FS 771204)."),
    ("compliance", "{SOC 2 Type II} report issued, so we hold SOC 2 as well as ISO."),
    ("compliance", "{Cyber Essentials Plus} certificate obtained too."),
    ("ip", "FENWRIGHT word mark registered in the {UK} (class 39)."),
    ("ip", "FENWRIGHT also registered as an {EU} trade mark."),
    ("ip", "Another registration for the FENWRIGHT mark granted: {Australia}."),
    ("contracts", "Lowmoor JV agreement, party: {Lowmoor Energy plc}"),
    ("contracts", "{Mirelands Bank} joined the Lowmoor JV agreement as a further party by deed of accession."),
    ("contracts", "Zennor freight contract executed in {English}."),
    ("contracts", "A {Dutch} counterpart of the Zennor contract was signed too; both language versions are equally authentic."),
]):
    single("multi|%02d" % i, reg, text, "multi_valued", value="m%d" % i)

# --- scope_disjoint: same attribute as a changing fact, another scope ---
for i, (key, reg, text) in enumerate([
    ("caldera pay agreement|governing law|us entity", "contracts", "Caldera Pay agreement for Fenwright Inc is governed by {New York} law."),
    ("tensleigh dpa|notice period|analytics pro line", "contracts", "Tensleigh DPA: for the Analytics Pro product line the notice period is {120 days}."),
    ("fenwright|pi cover limit|us entity", "insurance", "PI cover for the US entity: {$3m} aggregate."),
    ("fenwright inc|signing authority|us", "corporate", "Signing authority for Fenwright Inc: {Aurelie Fontenay}"),
    ("fenwright|retention customer invoices|german branch", "compliance", "Invoice retention for the German branch: {10 years} (HGB)."),
    ("fenwright|approver spend above 25k|irish subsidiary", "corporate", "Irish subsidiary: spend above €25k is approved by the {Country Manager}."),
    ("orrin bay contract|value|2023 season", "contracts", "Orrin Bay contract value for the 2023 season only: {£180,000}."),
    ("bristol office|cctv retention|-", "compliance", "CCTV at the Bristol office: footage kept {7 days}."),
    ("fenwright|website privacy notice version|eu/eea", "compliance", "Privacy notice for EU/EEA visitors: {v5}."),
    ("fenwright|payment terms|export customers", "contracts", "Payment terms for export customers: {60 days}."),
    ("quillfeather msa|renewal date|benelux schedule", "contracts", "The Quillfeather MSA's Benelux schedule renews separately on {1 May 2026}."),
    ("fenwright|cyber cover limit|2024 policy year", "insurance", "For the 2024 policy year the cyber cover limit was {£750k}."),
    ("fenwright|out-of-hours legal contact|weekends", "corporate", "Weekend legal on-call: {Beatrix Onyango}"),
    ("fenwright|call recording retention|us contact centre", "compliance", "Call recordings from the US contact centre are retained {36 months}."),
]):
    single(key, reg, text, "scope_disjoint", value="s%d" % i)

# --- different_subject: the frame of a changing fact, another subject ---
for key, reg, text in [
    ("pellicane msa|renewal date|-", "contracts", "The Pellicane Studios MSA now renews on {1 April 2026}."),
    ("ashgrove supply agreement|owner|-", "contracts", "Owner: {Maud Kettering} — Ashgrove Medical supply agreement"),
    ("brannock dpa|notice period|-", "contracts", "Notice period on the Brannock DPA cut to {60 days}."),
    ("sallowfield cleaning contract|value|-", "contracts", "Sallowfield cleaning contract value: {£48,000} p.a."),
    ("kestlewood sow 7|status|-", "contracts", "Kestlewood SOW #7 — status: {draft}"),
    ("lowmoor jv dispute|external counsel|-", "matters", "External counsel on the Lowmoor JV dispute: {Blackwater Quine}."),
    ("orrin bay|dpo|-", "compliance", "Orrin Bay's DPO is now {Gideon Falk}; update the DPA contact sheet."),
    ("thistlecombe|information security policy version|-", "compliance", "Thistlecombe's own information security policy in force: {v2.3} (from their due-diligence pack)."),
    ("tensleigh|next iso 27001 audit|-", "compliance", "Tensleigh's next ISO 27001 surveillance audit: {11 June 2025}."),
    ("upland grain nda|status|-", "contracts", "NDA with Upland Grain Co {signed}: one-way, us disclosing."),
    ("brannock cad licence|expiry|-", "contracts", "Brannock CAD licence expires {31 Dec 2025}."),
    ("yarrowdale|trade mark agent|-", "ip", "Yarrowdale's trade mark agent: {Clerestory Marks}"),
]:
    single(key, reg, text, "different_subject")

# --- membership: memberships that look like roles, all held at once ---
for i, (reg, text) in enumerate([
    ("corporate", "Noor Haddadin sits on the {risk committee}."),
    ("corporate", "Noor is also a member of the {ethics panel}."),
    ("corporate", "Noor Haddadin — trustee, {Fenwright pension scheme}."),
    ("corporate", "Idris Carrow joined the {data governance board}."),
    ("corporate", "Idris Carrow is on the {supplier review panel} as well."),
    ("corporate", "Idris serves on the {health and safety committee}."),
    ("corporate", "Cecily Brandt is a director of {Fenwright Inc}."),
    ("corporate", "Cecily Brandt also sits on the board of {Fenwright Ireland Ltd}."),
    ("corporate", "Cecily is a member of the {audit committee}."),
    ("corporate", "Silas Wendover was added to the {Law Society in-house division committee}."),
    ("corporate", "Silas Wendover is a member of the {ICC UK arbitration panel}."),
    ("corporate", "Silas is one of the two {pension scheme trustees} nominated by the company."),
]):
    single("membership|%02d" % i, reg, text, "membership", value="b%d" % i)

# --- static: an unchanging fact restated with a synonymous verb ---
for key, reg, val, a, b in [
    ("marrowby supply agreement|execution date|-", "contracts", "2022-05-12",
     "Marrowby supply agreement was executed on {12 May 2022}.",
     "The Marrowby supply agreement was signed on {12 May 2022}."),
    ("fenwright inc|state of incorporation|-", "corporate", "delaware",
     "Fenwright Inc is a {Delaware} corporation.",
     "Fenwright Inc was incorporated in {Delaware}."),
    ("kestlewood agreement|commencement date|-", "contracts", "2023-07-01",
     "Kestlewood agreement commenced {1 July 2023}.",
     "The Kestlewood contract started on {1 July 2023}."),
    ("orrin bay shipping|parent company|-", "contracts", "orrin holdings",
     "Orrin Bay Shipping is owned by {Orrin Holdings NV}.",
     "Orrin Bay Shipping belongs to the {Orrin Holdings NV} group."),
    ("thistlecombe nda|subject matter|-", "contracts", "assay",
     "The Thistlecombe NDA covers the {assay data and cell-line protocols}.",
     "Thistlecombe NDA protects the {assay data and cell-line protocols}."),
    ("fenwright ltd|company number|-", "corporate", "08813467",
     "Fenwright Ltd's company number is {08813467}.",
     "Fenwright Ltd is registered at Companies House under {08813467}."),
]:
    F(key, reg, [(val, "+", a, "L=static"), (val, "+", b, "L=static")])

# --- equal_time: two values of one fact at the identical order time ---
for key, reg, a, b in [
    ("fenwright inc|registered agent|-", "corporate",
     "Registered agent (Fenwright Inc): {Corvid Agents LLC}",
     "Registered agent (Fenwright Inc): {Harbor Registered Services}"),
    ("brisk catering contract|value|-", "contracts",
     "Brisk Catering contract value: {£62,000} a year.",
     "Brisk Catering contract value: {£65,000} a year."),
    ("sallowfield rent review|matter owner|-", "matters",
     "Matter owner, Sallowfield rent review: {Priya Vantongeren}",
     "Sallowfield rent review is owned by {Tobiah Renwick}."),
    ("hesketh broking agreement|notice period|-", "insurance",
     "Hesketh & Lyle broking agreement: notice {3 months}.",
     "Hesketh & Lyle broking agreement: notice {1 month}."),
    ("upland grain nda|term|-", "contracts",
     "Upland Grain NDA term: {2 years}.",
     "Upland Grain NDA runs for {3 years}."),
    ("fenwright|retention board minutes|-", "compliance",
     "Board minutes: retain {permanently}.",
     "Board minutes retention: {10 years}."),
]:
    F(key, reg, [("a", "+", a, "L=equal_time eq"), ("b", "+", b, "L=equal_time eq")])

# --- format_variant: same value in another format (standalone pairs) ---
for key, reg, val, a, b in [
    ("fenwright|board approval threshold|-", "corporate", "1m",
     "Board approval needed for contracts over {£1,000,000}.",
     "Contracts above {£1m} go to the board."),
    ("yarrowdale claim|bundle deadline|-", "matters", "17:00",
     "Court bundle for the Yarrowdale claim due by {17:00} on 2 March.",
     "Yarrowdale bundle deadline: {5pm}, 2 March."),
    ("ashgrove supply agreement|payment day|-", "contracts", "2nd",
     "Ashgrove pays on the {2nd} working day of each month.",
     "Ashgrove supply agreement: payment on the {second} working day of the month."),
]:
    F(key, reg, [(val, "+", a, "L=format_variant"), (val, "+", b, "L=format_variant")])

# --- elaboration: same value with more detail (standalone pairs) ---
for key, reg, val, a, b in [
    ("pellicane copyright claim|external counsel|-", "matters", "keswick",
     "Counsel on the Pellicane copyright claim: {Keswick Dray LLP}",
     "{Keswick Dray LLP} act for us on the Pellicane copyright claim; partner Amara Folau, capped fee of £60k, trial window Q3."),
    ("thistlecombe research agreement|value|-", "contracts", "420k",
     "Thistlecombe research agreement value: {£420,000}",
     "Thistlecombe research agreement: {£420,000} in three milestone payments of £140k each, VAT exclusive."),
    ("upland grain supply contract|governing law|-", "contracts", "scots",
     "Upland Grain supply contract governing law: {Scots law}",
     "Upland Grain contract is governed by {Scots law}, with disputes going to the Court of Session in Edinburgh."),
]:
    F(key, reg, [(val, "+", a, "L=elaboration"), (val, "+", b, "L=elaboration")])

# --- confirmation: value in force restated later (standalone pairs) ---
for key, reg, val, a, b in [
    ("mirelands facility|governing law|-", "contracts", "english",
     "Governing law, Mirelands facility: {English law}",
     "Mirelands facility still governed by {English law} after the amendment and restatement."),
    ("fenwright ltd|registered office|-", "corporate", "calder row",
     "Registered office: {14 Calder Row, Leeds LS1 4QT}",
     "Confirmed with Companies House that the registered office remains {14 Calder Row, Leeds LS1 4QT}."),
]:
    F(key, reg, [(val, "+", a, "L=confirmation"), (val, "+", b, "L=confirmation")])

# --- unrelated distractors (some share a subject with a changing family) ---
for i, text in enumerate([
    "Quillfeather asked for a copy of our insurance certificate; sent it over.",
    "Board pack for the March meeting circulated to directors.",
    "Confirmation statement for Fenwright Ltd due next month, diary it.",
    "Legal team offsite booked at the Corn Exchange in Leeds.",
    "Marrowby Foods sent a Christmas hamper; logged in the gifts register (under £50).",
    "Tensleigh raised a support ticket about logging in to the DPA portal.",
    "Vellacott Print's invoices go to accounts payable, not to legal.",
    "Reminder: annual conflicts-of-interest declarations due from all directors.",
    "Contracts team gets a trainee from September.",
    "GDPR refresher training completed by 94% of staff.",
    "Orrin Bay invited us to their customer day in Antwerp.",
    "Printer in the legal room is out of toner again.",
    "Archived the 2019 lease files to off-site storage, box 22.",
    "Caldera Pay's account manager prefers email to calls.",
    "Kestlewood Telecom outage on Tuesday; not worth an SLA credit claim this time.",
    "Drafted a template side letter for volume discounts.",
    "Juniper Ashdown is presenting on subject access requests at the all-hands.",
    "Wexcombe Software sent a marketing email about their new reporting module.",
    "Legal budget review meeting moved to Thursday.",
    "Sent a thank-you note to Harcourt Vey for the seminar invitation.",
]):
    single("unrelated|%02d" % i, "misc", text, "unrelated", value="u%d" % i)


# --------------------------------------------------------------------------
# Generation
# --------------------------------------------------------------------------

def parse_opts(v):
    opts = v[3].split() if len(v) > 3 else []
    label = None
    flags = set()
    for o in opts:
        if o.startswith("L="):
            label = o[2:]
        else:
            flags.add(o)
    return label, flags


def day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=UTC)


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


DEFAULT_WINDOW = ("2023-01-09", "2026-10-30")
IMPORT_RUNS = ["2026-11-04T09:12:00", "2026-11-12T14:30:00", "2026-11-23T08:05:00"]
LIMIT = day("2026-12-01")


def build():
    rnd = random.Random(SEED)
    mems = []
    for fi, fam in enumerate(FAMILIES):
        for vi, v in enumerate(fam["versions"]):
            label, flags = parse_opts(v)
            if label is not None and label not in NEG_CLASSES:
                raise SystemExit("unknown class %r in %s" % (label, fam["key"]))
            mems.append({
                "fam": fi, "vi": vi, "key": fam["key"], "register": fam["register"],
                "value": v[0], "pol": v[1], "text": v[2],
                "content": v[2].replace("{", "").replace("}", ""),
                "frame": re.sub(r"\{[^}]*\}", "{}", v[2]),
                "label": label, "flags": flags,
            })

    # time modes: exact proportions, shuffled over all memories
    n = len(mems)
    n_live = round(n * 0.27)
    n_back = round(n * 0.18)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rnd.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times per family
    byfam = {}
    for m in mems:
        byfam.setdefault(m["fam"], []).append(m)
    for fi, fam in enumerate(FAMILIES):
        ms = byfam[fi]
        slots = []  # list of lists of memories sharing one order time
        for m in ms:
            if "eq" in m["flags"] and slots and "eq" in slots[-1][0]["flags"]:
                slots[-1].append(m)
            else:
                slots.append([m])
        ws, we = fam["window"] or DEFAULT_WINDOW
        ws, we = day(ws), day(we)
        span_days = (we - ws).days
        gaps = [rnd.randint(21, 160) for _ in range(len(slots) - 1)]
        if sum(gaps) > span_days - 1:
            scale = (span_days - 1) / sum(gaps)
            gaps = [max(3, int(g * scale)) for g in gaps]
        start = ws + dt.timedelta(days=rnd.randint(0, max(0, span_days - sum(gaps))))
        d = start
        for si, slot in enumerate(slots):
            if si > 0:
                d = d + dt.timedelta(days=gaps[si - 1])
            if any(m["mode"] == "backfilled" for m in slot):
                t = d
            else:
                t = d + dt.timedelta(hours=rnd.randint(8, 18), minutes=rnd.randint(0, 59),
                                     seconds=rnd.randint(0, 59))
            for m in slot:
                m["order"] = t
        # created_at / observed_at
        back = sorted([m for m in ms if m["mode"] == "backfilled"],
                      key=lambda m: m["order"], reverse=True)
        base = dt.datetime.strptime(rnd.choice(IMPORT_RUNS), "%Y-%m-%dT%H:%M:%S").replace(tzinfo=UTC)
        base += dt.timedelta(seconds=rnd.randint(0, 3000))
        for r, m in enumerate(back):  # newest first
            base += dt.timedelta(seconds=rnd.randint(1, 9))
            m["created"] = base
            m["observed"] = m["order"]
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rnd.randint(3, 240),
                                                         seconds=rnd.randint(0, 59))

    # ids: assigned in a shuffled order
    order = list(range(n))
    rnd.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "h21-%03d" % (k + 1)

    # truth from labels and order times only
    truth = []
    for fi in range(len(FAMILIES)):
        ms = sorted(byfam[fi], key=lambda m: m["order"])
        for m in ms:
            newer = [x for x in ms if x["order"] > m["order"]
                     and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(x["order"] for x in newer)
            at = [x for x in newer if x["order"] == first]
            if len(at) != 1:
                raise SystemExit("ambiguous replacement in %s" % FAMILIES[fi]["key"])
            r = at[0]
            truth.append({"expired": m, "replacement": r,
                          "reason": "negation" if r["pol"] != m["pol"] else "value"})

    # file order: shuffled again
    file_order = list(mems)
    rnd.shuffle(file_order)
    check(mems, byfam, truth)
    return mems, byfam, truth, file_order


def check(mems, byfam, truth):
    errs = []
    ids = [m["id"] for m in mems]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    inpair = set()
    for p in truth:
        inpair.add(p["expired"]["id"])
        inpair.add(p["replacement"]["id"])
    for m in mems:
        if m["label"] and m["id"] in inpair:
            errs.append("labelled memory in a pair: %s %s" % (m["key"], m["text"]))
        if not m["label"] and m["id"] not in inpair:
            errs.append("unlabelled memory in no pair: %s %s" % (m["key"], m["text"]))
        for t in (m["created"], m["observed"]):
            if t is not None and t >= LIMIT:
                errs.append("time not before 2026-12-01: %s" % m["id"])
        if m["mode"] == "backfilled" and (m["observed"].hour, m["observed"].minute, m["observed"].second) != (0, 0, 0):
            errs.append("backfilled not at midnight: %s" % m["id"])
    for fi, ms in byfam.items():
        times = [m["order"] for m in ms]
        eq = [m for m in ms if "eq" in m["flags"]]
        if eq:
            if len(set(m["order"] for m in eq)) != 1 or any(m["label"] != "equal_time" for m in eq):
                errs.append("equal_time family broken: %s" % FAMILIES[fi]["key"])
        elif len(set(times)) != len(times):
            errs.append("shared order time in %s" % FAMILIES[fi]["key"])
        ordered = sorted(ms, key=lambda m: m["order"])
        if [m["vi"] for m in ordered] != sorted(m["vi"] for m in ms) and not eq:
            errs.append("order times not in table order: %s" % FAMILIES[fi]["key"])
    if errs:
        raise SystemExit("\n".join(errs))


def write(mems, truth, file_order):
    def dump(path, rows):
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        os.replace(tmp, path)

    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["content"], "created_at": iso(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = iso(m["observed"])
        rows.append(r)
    dump(os.path.join(HERE, "memories.jsonl"), rows)
    tr = sorted(({"expired_id": p["expired"]["id"], "replacement_id": p["replacement"]["id"],
                  "reason": p["reason"]} for p in truth),
                key=lambda r: (r["expired_id"], r["replacement_id"]))
    dump(os.path.join(HERE, "truth.jsonl"), tr)
    lab = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]),
                 key=lambda r: r["id"])
    dump(os.path.join(HERE, "labels.jsonl"), lab)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


ABBREV = re.compile(r"\b(MSA|NDA|SOW|DPA|DPO|T&Cs|MLRO|PPA|ISP|PI|PL|D&O|OOH|TM|SLA|ICO|FD|CFO|COO|CEO|JV|GDPR|ECJU|HGB)\b")
PASSIVE = re.compile(r"\b(was|were|is|are|has been|have been)\s+(\w+ )?(\w+ed|signed|held|given|done|brought|reassigned|renewed)\b")
KEYVAL = re.compile(r"^(\S+ ){0,6}\S+:\s")
DATE = re.compile(r"\b(\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4})?|\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}|\d{2}\.\d{2}\.\d{4})\b")


def stats(mems, byfam, truth):
    out = []
    p = out.append
    n = len(mems)
    p("memories: %d" % n)
    p("families: %d (changing, i.e. with at least one true pair: %d)" % (
        len(FAMILIES), len({t["expired"]["fam"] for t in truth})))
    p("true pairs: %d (value %d, negation %d)" % (
        len(truth), sum(t["reason"] == "value" for t in truth),
        sum(t["reason"] == "negation" for t in truth)))
    inpair = {t["expired"]["id"] for t in truth} | {t["replacement"]["id"] for t in truth}
    p("memories in at least one pair: %d; labelled: %d" % (
        len(inpair), sum(1 for m in mems if m["label"])))
    p("")
    p("labelled classes:")
    for c in NEG_CLASSES:
        k = [m for m in mems if m["label"] == c]
        inside = sum(1 for m in k if byfam_has_pairs(byfam[m["fam"]], inpair))
        p("  %-18s %3d  (%d inside a changing family)" % (c, len(k), inside))
    p("")
    regs = sorted({m["register"] for m in mems})
    p("by register (memories / in pairs / labelled / true pairs by replacement):")
    for r in regs:
        k = [m for m in mems if m["register"] == r]
        p("  %-11s %3d / %3d / %3d / %3d" % (
            r, len(k), sum(1 for m in k if m["id"] in inpair),
            sum(1 for m in k if m["label"]),
            sum(1 for t in truth if t["replacement"]["register"] == r)))
    p("")
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    p("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100.0 * modes[k] / n)
                                 for k in ("live", "stamped", "backfilled")))
    inv = 0
    mixed = 0
    for fi, ms in byfam.items():
        if len({m["mode"] for m in ms}) > 1:
            mixed += 1
        for a in ms:
            for b in ms:
                if a["order"] < b["order"] and a["created"] > b["created"]:
                    inv += 1
    p("families with mixed modes: %d of %d with 2+ memories" % (
        mixed, sum(1 for ms in byfam.values() if len(ms) > 1)))
    p("within-family pairs whose created_at order inverts order time: %d" % inv)
    p("true pairs whose created_at order inverts order time: %d" % sum(
        1 for t in truth if t["expired"]["created"] > t["replacement"]["created"]))
    p("")
    # structure
    chains4 = moves_back = reaffirm = inchain_conf = 0
    hard_mid = 0
    expired = {t["expired"]["id"] for t in truth}
    replacing = {t["replacement"]["id"] for t in truth}
    for fi, ms in byfam.items():
        ms = sorted(ms, key=lambda m: m["order"])
        core = [m for m in ms if not m["label"]]
        changes = sum(1 for a, b in zip(core, core[1:]) if (a["value"], a["pol"]) != (b["value"], b["pol"]))
        if changes >= 3:
            chains4 += 1
        seen = []
        for a, b in zip(core, core[1:]):
            if (a["value"], a["pol"]) == (b["value"], b["pol"]):
                inchain_conf += 1
        states = []
        for m in core:
            s = (m["value"], m["pol"])
            if not states or states[-1] != s:
                if s in states:
                    if any(x[1] == s[1] and x[0] != s[0] for x in states[states.index(s) + 1:]):
                        moves_back += 1  # A -> B -> A through another value
                    else:
                        reaffirm += 1    # A -> not A -> A (re-affirmation)
                states.append(s)
        for m in core:
            if "hard" in m["flags"] and m["id"] in expired and m["id"] in replacing:
                hard_mid += 1
    p("chains of 4+ versions: %d; moves back (A -> B -> A): %d; re-affirmations of the same value after a negation: %d" % (
        chains4, moves_back, reaffirm))
    p("in-chain confirmations (expired by the next change): %d; hard-worded intervening versions: %d" % (
        inchain_conf, hard_mid))
    sizes = {}
    for fi in {t["expired"]["fam"] for t in truth}:
        k = len([m for m in byfam[fi] if not m["label"]])
        sizes[k] = sizes.get(k, 0) + 1
    p("changing families by versions (unlabelled memories): " + ", ".join(
        "%d: %d" % (k, sizes[k]) for k in sorted(sizes)))
    p("")
    # wording
    newer = []
    for fi, ms in byfam.items():
        ms = sorted(ms, key=lambda m: (m["order"], m["vi"]))
        for a, b in zip(ms, ms[1:]):
            newer.append((a, b))
    ch = [(a, b) for a, b in newer if byfam_has_pairs(byfam[a["fam"]], inpair)]
    rew = sum(1 for a, b in ch if a["frame"] != b["frame"])
    p("wording: newer versions in changing families reworded relative to the one before: %d of %d (%.1f%%)" % (
        rew, len(ch), 100.0 * rew / len(ch)))
    tp_rew = sum(1 for t in truth if t["expired"]["frame"] != t["replacement"]["frame"])
    p("wording: true pairs whose two texts differ outside the value span: %d of %d (%.1f%%)" % (
        tp_rew, len(truth), 100.0 * tp_rew / len(truth)))
    allrew = sum(1 for a, b in newer if a["frame"] != b["frame"])
    p("wording: all newer memories (every family) reworded: %d of %d" % (allrew, len(newer)))
    words = [len(m["content"].split()) for m in mems]
    p("words per memory: min %d, median %d, mean %.1f, max %d" % (
        min(words), sorted(words)[len(words) // 2], sum(words) / len(words), max(words)))
    p("key: value lines (a lead of at most 7 words, then a colon) %d; with an abbreviation %d; passive constructions %d; with a date in the text %d; containing 'now' %d; containing 'no longer' %d" % (
        sum(1 for m in mems if KEYVAL.match(m["content"])),
        sum(1 for m in mems if ABBREV.search(m["content"])),
        sum(1 for m in mems if PASSIVE.search(m["content"])),
        sum(1 for m in mems if DATE.search(m["content"])),
        sum(1 for m in mems if re.search(r"\bnow\b", m["content"])),
        sum(1 for m in mems if "no longer" in m["content"])))
    p("")
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        path = os.path.join(HERE, name)
        if os.path.exists(path):
            p("sha256 %s  %s" % (sha(path), name))
    return "\n".join(out)


def byfam_has_pairs(ms, inpair):
    return any(m["id"] in inpair for m in ms)


def listing(mems, truth):
    exp = {}
    rep = {}
    for t in truth:
        exp[t["expired"]["id"]] = "%s->%s" % (t["reason"], t["replacement"]["id"])
        rep.setdefault(t["replacement"]["id"], []).append(t["expired"]["id"])
    out = []
    for m in sorted(mems, key=lambda m: (m["fam"], m["order"], m["vi"])):
        out.append("%s  %s  %-10s  fam=%s  value=%s pol=%s  %s%s%s%s\n    %s" % (
            m["id"], iso(m["order"]), m["mode"], m["key"], m["value"], m["pol"],
            "class=%s " % m["label"] if m["label"] else "",
            "expired:%s " % exp[m["id"]] if m["id"] in exp else "",
            "replaces:%s " % ",".join(sorted(rep[m["id"]])) if m["id"] in rep else "",
            " ".join(sorted(m["flags"])),
            m["content"]))
    return "\n".join(out)


def main(argv):
    mems, byfam, truth, file_order = build()
    if "--list" in argv:
        print(listing(mems, truth))
        return
    if "--stats" in argv:
        print(stats(mems, byfam, truth))
        return
    write(mems, truth, file_order)


if __name__ == "__main__":
    main(sys.argv[1:])
