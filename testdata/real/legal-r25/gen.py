#!/usr/bin/env python3
"""Generate the R25 blind corpus: contracts, legal and compliance records.

All labels (family, value, polarity, wording tag, negative class) are fixed in
the tables below before anything is generated. Truth is computed from those
labels only, never from the text. Deterministic: a fixed seed, no wall clock,
no map iteration into output; two runs give byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts (classes, modes, pairs, wording)
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""

import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 250025
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (value, polarity, tag, text) in chronological order.
#   polarity "+" the fact holds, "-" the newer memory says it stopped holding.
#   tag "first"  first version of the family
#       "rw"     reworded relative to the version before it
#       "edit"   one-slot edit of the version before it
#       a trailing "hard" marks a hard-worded intervening version
#       a trailing "tconf" marks a trailing confirmation (labelled, no pair)
# ---------------------------------------------------------------------------
CHANGING = [
    ("halden_msa_renewal", [
        ("1apr", "+", "first", "Halden Freight MSA renews on 1 April each year."),
        ("1jul", "+", "rw", "Halden MSA renewal moved to 1 July once the first amendment was countersigned."),
        ("1jul", "+", "rw", "Checked with Halden's contracts desk: renewal still falls on 1 July."),
        ("1oct", "+", "rw", "From the next cycle the Halden Freight MSA renews on 1 October, per amendment no. 2."),
    ]),
    ("halden_msa_owner", [
        ("rhea", "+", "first", "Halden MSA. Owner: Rhea Costa (Commercial)."),
        ("devika", "+", "rw hard", "While Rhea is on secondment, anything on the Halden MSA goes through Devika Sarin; she has the file."),
        ("rhea", "+", "rw", "Rhea Costa is back from secondment and has taken ownership of the Halden MSA again."),
    ]),
    ("corvane_dpa_status", [
        ("draft", "+", "first", "Corvane Analytics DPA: status draft, awaiting their legal team."),
        ("out", "+", "edit", "Corvane Analytics DPA: status out for signature, awaiting their legal team."),
        ("signed", "+", "rw", "Corvane signed the DPA on Friday, so it is fully executed now."),
    ]),
    ("orvell_nda", [
        ("inforce", "+", "first", "Mutual NDA with Orvell Biosystems signed, two-year term."),
        ("inforce", "-", "rw", "The Orvell NDA lapsed at the end of its term and nobody renewed it."),
        ("inforce", "+", "rw", "Orvell NDA re-signed today, ahead of the second round of diligence."),
    ]),
    ("kestrel_counsel", [
        ("pryor", "+", "first", "External counsel on the Kestrel Mills dispute: Pryor & Webb."),
        ("lindqvist", "+", "edit", "External counsel on the Kestrel Mills dispute: Lindqvist Hale."),
    ]),
    ("group_dpo", [
        ("feld", "+", "first", "Our data protection officer is Jonas Feld."),
        ("marr", "+", "rw hard", "Ines Marr has picked up the data protection officer role from Jonas, who moves over to internal audit."),
        ("feld", "+", "rw", "With Ines on parental leave, Jonas Feld is acting as DPO again."),
        ("basso", "+", "rw", "Aurelie Basso was appointed Data Protection Officer from 1 September."),
    ]),
    ("privacy_policy_version", [
        ("3.2", "+", "first", "Privacy policy in force: v3.2."),
        ("3.3", "+", "edit", "Privacy policy in force: v3.3."),
        ("4.0", "+", "rw", "Version 4.0 of the privacy policy replaced 3.3 on the website this morning."),
        ("4.1", "+", "rw", "Privacy notice updated to v4.1 to cover the new analytics cookies."),
        ("4.1", "+", "rw tconf", "Annual check done: the privacy policy is still at v4.1, no changes needed."),
    ]),
    ("iso27001_audit_date", [
        ("14mar", "+", "first", "Next ISO 27001 surveillance audit: 14 March."),
        ("9may", "+", "rw", "ISO 27001 surveillance audit pushed back to 9 May at the auditor's request."),
        ("20may", "+", "edit", "ISO 27001 surveillance audit pushed back to 20 May at the auditor's request."),
    ]),
    ("uk_statutory_auditor", [
        ("morrow", "+", "first", "Statutory auditor for Tessaly Ltd (UK entity): Morrow Lane LLP."),
        ("kessler", "+", "rw", "At the AGM Tessaly Ltd appointed Kessler Brandt as its statutory auditor for the UK entity."),
    ]),
    ("retention_customer_files", [
        ("6y", "+", "first", "Retention period for closed customer files: 6 years."),
        ("7y", "+", "rw", "Closed customer files are now kept for 7 years under the revised retention schedule."),
        ("7y", "+", "rw tconf", "Records review confirmed it: closed customer files stay at 7 years' retention."),
    ]),
    ("pi_cover_limit", [
        ("2m", "+", "first", "Professional indemnity cover limit: £2m any one claim."),
        ("5m", "+", "rw", "PI cover was raised to £5m at renewal."),
        ("3m", "+", "rw", "Broker re-marketed the policy and we settled on a £3m professional indemnity limit."),
        ("4m", "+", "edit", "Broker re-marketed the policy and we settled on a £4m professional indemnity limit."),
    ]),
    ("quillon_licence_expiry", [
        ("jan26", "+", "first", "Quillon CAD licence expires 31 January 2026."),
        ("jan27", "+", "edit", "Quillon CAD licence expires 31 January 2027."),
    ]),
    ("vellum_tm_agent", [
        ("ashgrove", "+", "first", "Trade mark agent for the VELLUM mark: Ashgrove IP."),
        ("caddel", "+", "rw hard", "Ashgrove passed the VELLUM file across; Caddel & Rook deal with the renewals and oppositions on it from here."),
        ("ashgrove", "+", "rw", "VELLUM is handled by Ashgrove IP again after Caddel & Rook returned the file."),
    ]),
    ("customer_contract_signatory_role", [
        ("head_sales", "+", "first", "Signing authority for customer contracts sits with the Head of Sales."),
        ("coo", "+", "rw", "Customer contracts are now signed by the COO, not the Head of Sales."),
    ]),
    ("approver_spend_50k", [
        ("cfo", "+", "first", "Approver for spend above £50k: CFO."),
        ("fincom", "+", "edit", "Approver for spend above £50k: Finance Committee."),
        ("ceo", "+", "rw", "Any spend over £50k now needs the CEO's sign-off."),
    ]),
    ("board_approval_threshold", [
        ("250k", "+", "first", "Threshold for board approval of a contract: £250k total value."),
        ("500k", "+", "edit", "Threshold for board approval of a contract: £500k total value."),
    ]),
    ("halden_notice_period", [
        ("90d", "+", "first", "Notice period on the Halden MSA: 90 days."),
        ("90d", "+", "rw", "Re-read clause 14 of the Halden MSA: notice is still 90 days."),
        ("60d", "+", "rw", "Halden notice period cut to 60 days in the renewal letter."),
        ("45d", "+", "edit", "Halden notice period cut to 45 days in the renewal letter."),
    ]),
    ("mt_sow4_value", [
        ("180k", "+", "first", "Marlow-Teague SOW 4 value: £180,000."),
        ("215k", "+", "rw", "Value of Marlow-Teague SOW 4 went up to £215,000 with change order 2."),
        ("240k", "+", "rw", "After change order 3, SOW 4 with Marlow-Teague is worth £240,000."),
        ("260k", "+", "rw", "Change order 4 takes Marlow-Teague SOW 4 to £260,000."),
    ]),
    ("brisk_governing_law", [
        ("ew", "+", "first", "Brisk Logistics supply agreement: governing law England & Wales."),
        ("ie", "+", "edit", "Brisk Logistics supply agreement: governing law Ireland."),
    ]),
    ("vantor_lease_landlord", [
        ("vantor", "+", "first", "Landlord on the Vantor Yard lease: Vantor Estates Ltd."),
        ("greyfield", "+", "rw", "The Vantor Yard lease was assigned to Greyfield Property Holdings, who are our landlord now."),
    ]),
    ("pryor_employment_counsel", [
        ("pryor", "+", "first", "Pryor & Webb are retained as our employment counsel."),
        ("pryor", "-", "rw", "Pryor & Webb are no longer our employment counsel; the retainer ended in May."),
    ]),
    ("export_licence_el2291", [
        ("granted", "+", "first", "Export licence EL-2291 granted for the Rhodan valve shipments."),
        ("granted", "-", "rw", "EL-2291 was revoked by the export control office after the end-user query."),
        ("granted", "+", "rw", "Export licence EL-2291 reinstated on appeal; Rhodan shipments can resume."),
    ]),
    ("remote_signing_policy", [
        ("rs1", "+", "first", "Remote signing policy RS-1 is in force for all contract execution."),
        ("rs1", "-", "rw", "RS-1 withdrawn pending review; wet-ink or the e-sign portal only."),
    ]),
    ("pellam_cleaning_agreement", [
        ("inforce", "+", "first", "Service agreement with Pellam Cleaning signed, rolling monthly."),
        ("inforce", "-", "rw", "We terminated the Pellam Cleaning agreement with effect from the end of June."),
    ]),
    ("cyber_essentials_plus", [
        ("held", "+", "first", "Cyber Essentials Plus certificate held, valid for twelve months."),
        ("held", "-", "rw", "Cyber Essentials Plus has lapsed; the renewal assessment was missed."),
        ("held", "+", "rw", "Cyber Essentials Plus regained after the reassessment last week."),
    ]),
    ("fennick_dpa", [
        ("inforce", "+", "first", "DPA with Fennick Cloud in place and filed."),
        ("inforce", "-", "rw", "Fennick DPA cancelled now that we have moved off their platform."),
    ]),
    ("alder_cyber_cover", [
        ("alder", "+", "first", "Cyber insurance is held with Alder Mutual."),
        ("alder", "-", "rw", "We don't have cyber cover with Alder Mutual anymore; it wasn't renewed."),
    ]),
    ("mlro", [
        ("kofi", "+", "first", "Designated MLRO: Kofi Adeyemi."),
        ("kofi", "-", "rw", "Kofi Adeyemi has stepped down as MLRO."),
    ]),
    ("kestrel_next_hearing", [
        ("3feb", "+", "first", "Next hearing in Kestrel Mills v Tessaly: 3 February."),
        ("17mar", "+", "rw", "The Kestrel hearing was relisted for 17 March."),
        ("28apr", "+", "rw", "Court moved the Kestrel Mills hearing again, it's now 28 April."),
        ("9jun", "+", "rw", "Kestrel hearing vacated and re-fixed for 9 June."),
    ]),
    ("ferrant_lease_rent", [
        ("84k", "+", "first", "Annual rent under the Ferrant House lease: £84,000."),
        ("91k", "+", "edit", "Annual rent under the Ferrant House lease: £91,500."),
    ]),
    ("company_secretary", [
        ("voss", "+", "first", "Company secretary: Mirela Voss."),
        ("bankole", "+", "rw", "Mirela Voss handed company secretarial duties over to Olu Bankole."),
        ("capstan", "+", "rw", "The company secretary role is now outsourced to Capstan Secretarial."),
    ]),
    ("head_of_compliance", [
        ("ferro", "+", "first", "Head of Compliance: Nadia Ferro."),
        ("ost", "+", "edit", "Head of Compliance: Ruben Ost."),
    ]),
    ("dsar_response_target", [
        ("30d", "+", "first", "DSAR response target: 30 days from receipt."),
        ("21d", "+", "rw", "We now aim to answer subject access requests within 21 days."),
        ("21d", "+", "rw tconf", "DSAR target confirmed at 21 days in the privacy team's quarterly review."),
    ]),
    ("breach_reporting_channel", [
        ("ext4410", "+", "first", "Data breaches are reported on extension 4410."),
        ("mailbox", "+", "rw", "Breach reports go to the privacy@ mailbox now rather than ext 4410."),
    ]),
    ("ico_fee_date", [
        ("12aug", "+", "first", "ICO data protection fee due 12 August."),
        ("2sep", "+", "edit", "ICO data protection fee due 2 September."),
    ]),
    ("clm_system", [
        ("clausebox", "+", "first", "Signed contracts are stored in ClauseBox."),
        ("ledgerline", "+", "rw", "The contracts register moved to Ledgerline CLM; ClauseBox is read-only."),
    ]),
    ("anti_bribery_policy_version", [
        ("abp2", "+", "first", "Anti-bribery policy in force: ABP-2."),
        ("abp3", "+", "edit", "Anti-bribery policy in force: ABP-3."),
    ]),
    ("nda_template_version", [
        ("v5", "+", "first", "Standard NDA template: v5 (mutual)."),
        ("v6", "+", "rw", "NDA template bumped to v6 after the clause 9 rewrite."),
        ("v7", "+", "rw", "Please use v7 of the NDA template from today; older versions are archived."),
        ("v8", "+", "edit", "Please use v8 of the NDA template from today; older versions are archived."),
    ]),
    ("dorrance_sow_end", [
        ("30sep", "+", "first", "Dorrance SOW end date: 30 September."),
        ("31dec", "+", "rw", "Dorrance SOW was extended to 31 December."),
        ("31mar", "+", "edit", "Dorrance SOW was extended to 31 March."),
    ]),
    ("lark_dpia_status", [
        ("draft", "+", "first", "Project Lark DPIA: draft."),
        ("review", "+", "rw", "Lark DPIA submitted to the DPO for review."),
        ("approved", "+", "rw", "The DPIA for Project Lark was approved, residual risk accepted by the CIO."),
    ]),
    ("halden_msa_value", [
        ("1.2m", "+", "first", "Annual contract value on the Halden MSA: €1.2m."),
        ("1.35m", "+", "edit", "Annual contract value on the Halden MSA: €1.35m."),
    ]),
    ("harrow_road_break", [
        ("jun26", "+", "first", "Tenant break date on the Harrow Road lease: 24 June 2026."),
        ("jun28", "+", "edit", "Tenant break date on the Harrow Road lease: 24 June 2028."),
    ]),
    ("inc_registered_agent", [
        ("cordwain", "+", "first", "Registered agent for Tessaly Inc in Delaware: Cordwain Agents."),
        ("blueheron", "+", "edit", "Registered agent for Tessaly Inc in Delaware: Blue Heron Corporate Services."),
    ]),
    ("kestrel_claim_value", [
        ("420k", "+", "first", "Kestrel Mills claim value: £420k."),
        ("310k", "+", "rw", "Kestrel amended its claim down to £310k."),
        ("310k", "+", "rw", "Kestrel's claim stands at £310k as pleaded, no further amendment yet."),
        ("365k", "+", "rw", "Following the second amendment the Kestrel claim is now pleaded at £365k."),
    ]),
    ("brennock_jv_board_rep", [
        ("enns", "+", "first", "Tessaly's representative on the Brennock JV board: Paulo Enns."),
        ("sarin", "+", "rw", "Devika Sarin replaced Paulo Enns as our Brennock JV board rep."),
    ]),
    ("do_cover_limit", [
        ("5m", "+", "first", "D&O cover limit: £5m."),
        ("7.5m", "+", "edit", "D&O cover limit: £7.5m."),
    ]),
    ("ironmere_licence_admin", [
        ("lunn", "+", "first", "Ironmere licence admin: Beatriz Lunn."),
        ("harlow", "+", "edit", "Ironmere licence admin: Kit Harlow."),
    ]),
    ("tarn_appeal_status", [
        ("lodged", "+", "first", "Tarn Valley planning appeal status: lodged, awaiting the start letter."),
        ("written", "+", "rw", "Inspector appointed on the Tarn Valley appeal; it's proceeding by written representations."),
        ("allowed", "+", "rw", "Tarn Valley appeal allowed on 2 July."),
    ]),
    ("ropa_owner", [
        ("marr", "+", "first", "RoPA owner: Ines Marr."),
        ("obi", "+", "rw", "The record of processing activities is now maintained by Chidi Obi in the privacy team."),
    ]),
    ("aml_training_deadline", [
        ("31oct", "+", "first", "Annual AML training deadline: 31 October."),
        ("30nov", "+", "rw", "This year's AML training deadline was moved to 30 November."),
    ]),
    ("code_of_conduct_edition", [
        ("2023", "+", "first", "Code of conduct in force: 2023 edition."),
        ("2025", "+", "edit", "Code of conduct in force: 2025 edition."),
    ]),
    ("website_tcs_version", [
        ("v9", "+", "first", "Website T&Cs: version 9."),
        ("v10", "+", "rw", "T&Cs v10 went live on the site."),
        ("v9", "+", "rw", "We rolled the website T&Cs back to v9 after the checkout issue."),
        ("v11", "+", "rw", "Terms and conditions on the website are now at version 11."),
    ]),
    ("hosting_subprocessor", [
        ("fennick", "+", "first", "Main hosting sub-processor: Fennick Cloud."),
        ("strata", "+", "edit", "Main hosting sub-processor: Strata Nine."),
    ]),
    ("brennock_arbitration_seat", [
        ("london", "+", "first", "Seat of arbitration under the Brennock JV agreement: London."),
        ("geneva", "+", "rw", "The Brennock JV seat of arbitration was amended to Geneva."),
        ("geneva", "+", "rw tconf", "Brennock JV: seat of arbitration remains Geneva after the deed of variation."),
    ]),
    ("pelham_credit_cap", [
        ("10pct", "+", "first", "Service credit cap under the Pelham SLA: 10% of monthly fees."),
        ("15pct", "+", "edit", "Service credit cap under the Pelham SLA: 15% of monthly fees."),
    ]),
    ("brisk_payment_terms", [
        ("30d", "+", "first", "Payment terms with Brisk Logistics: 30 days."),
        ("45d", "+", "rw hard", "Brisk asked for more time to pay and we agreed 45 days from invoice."),
        ("30d", "+", "rw", "Brisk is back on 30-day terms after the late-payment dispute."),
    ]),
    ("corvane_liability_cap", [
        ("12m", "+", "first", "Liability cap in the Corvane contract: 12 months' fees."),
        ("2x", "+", "rw", "Corvane liability cap negotiated up to twice annual fees."),
    ]),
    ("sanctions_screening_tool", [
        ("veritrace", "+", "first", "Sanctions screening tool: Veritrace."),
        ("nordlys", "+", "edit", "Sanctions screening tool: Nordlys Screening."),
    ]),
    ("kestrel_legal_hold", [
        ("hold", "+", "first", "Legal hold in place on the Kestrel project mailboxes."),
        ("hold", "-", "rw", "Kestrel legal hold released; mailboxes back on normal retention."),
    ]),
    ("whistleblowing_hotline", [
        ("tandem", "+", "first", "Whistleblowing hotline is run by Tandem Speak."),
        ("clearwater", "+", "edit", "Whistleblowing hotline is run by Clearwater Voice."),
    ]),
    ("employment_contract_template", [
        ("ec4", "+", "first", "Employment contract template in use: EC-4."),
        ("ec5", "+", "rw", "HR issued EC-5 as the new employment contract template."),
    ]),
    ("client_account_bank", [
        ("arlen", "+", "first", "Client account held at Arlen Bank."),
        ("wessmoor", "+", "edit", "Client account held at Wessmoor Bank."),
    ]),
    ("cookie_consent_platform", [
        ("optella", "+", "first", "Cookie consent platform: Optella."),
        ("crumb", "+", "edit", "Cookie consent platform: Crumb CMP."),
    ]),
    ("infosec_policy_owner", [
        ("dray", "+", "first", "Information security policy owner: Leona Dray (CISO)."),
        ("pell", "+", "rw", "Ownership of the information security policy passed to Marcus Pell."),
    ]),
    ("bribery_risk_assessment", [
        ("q1", "+", "first", "Next bribery risk assessment: Q1."),
        ("q3", "+", "edit", "Next bribery risk assessment: Q3."),
    ]),
    ("soc2_auditor", [
        ("fenwick", "+", "first", "SOC 2 auditor: Fenwick Assurance."),
        ("hallam", "+", "rw", "Hallam & Co will do our SOC 2 examination this year."),
        ("orrel", "+", "rw", "Audit firm for the next SOC 2 period: Orrel Partners."),
    ]),
    ("sorrel_agreement_status", [
        ("draft", "+", "first", "Sorrel distribution agreement. Status: draft."),
        ("signed", "+", "edit", "Sorrel distribution agreement. Status: signed."),
    ]),
    ("dorrance_sow_rate", [
        ("850", "+", "first", "Day rate under the Dorrance SOW: £850."),
        ("920", "+", "edit", "Day rate under the Dorrance SOW: £920."),
    ]),
    ("gdpr_rep_eu", [
        ("kaldis", "+", "first", "Our GDPR Article 27 representative in the EU: Kaldis Privacy Services, Dublin."),
        ("mereau", "+", "rw", "EU representative under Article 27 switched to Mereau Conseil in Lyon."),
    ]),
    ("halden_msa_counsel", [
        ("inhouse", "+", "first", "Halden MSA renegotiation is being handled in-house by Rhea."),
        ("strand", "+", "rw", "Strand Oakes were instructed as external counsel on the Halden MSA renegotiation."),
    ]),
    ("spend_threshold_capex", [
        ("100k", "+", "first", "Capex above £100k goes to the investment committee."),
        ("150k", "+", "edit", "Capex above £150k goes to the investment committee."),
    ]),
    ("insurance_renewal_date", [
        ("1mar", "+", "first", "Renewal date for the combined commercial insurance programme: 1 March."),
        ("1jun", "+", "rw", "We aligned the commercial insurance programme so it now renews on 1 June."),
    ]),
    ("kestrel_case_handler", [
        ("okafor", "+", "first", "In-house lead on Kestrel Mills v Tessaly: Tomas Okafor."),
        ("quist", "+", "rw", "Selma Quist has taken over as in-house lead on the Kestrel litigation."),
    ]),
]

# ---------------------------------------------------------------------------
# Negative classes. Every memory here is labelled and must never appear in a
# pair. Each entry: (class, family, [(value, text), ...]) in chronological
# order; a family under one class is one fact (for equal_time, both memories
# get the identical order time). Families are named so that none coincides
# with a changing family (different subject, attribute or scope).
# ---------------------------------------------------------------------------
NEGATIVE = [
    # values that coexist
    ("multi_valued", "halden_msa_signatories", [
        ("costa", "Authorised signatories on the Halden MSA: Rhea Costa."),
        ("enns", "Paulo Enns is also an authorised signatory for Halden."),
        ("voss", "Added Mirela Voss as another signatory on the Halden MSA."),
    ]),
    ("multi_valued", "group_certifications", [
        ("iso27001", "Tessaly holds ISO 27001 certification."),
        ("soc2", "We also hold a SOC 2 Type II report."),
        ("iso9001", "ISO 9001 certificate issued too, for the whole group."),
    ]),
    ("multi_valued", "orvell_licence_territory", [
        ("de", "The Orvell technology licence covers Germany."),
        ("at", "Orvell licence territory also includes Austria."),
        ("ch", "Switzerland is another territory under the Orvell licence."),
    ]),
    ("multi_valued", "brennock_jv_parties", [
        ("tessaly_brennock", "Parties to the Brennock JV agreement: Tessaly Ltd and Brennock Energy."),
        ("kaldera", "Kaldera Capital is a party to the Brennock JV agreement too."),
    ]),
    ("multi_valued", "sorrel_languages", [
        ("en", "The Sorrel distribution agreement is executed in English."),
        ("fr", "There is also a French counterpart of the Sorrel agreement, equally authentic."),
    ]),
    # same attribute, different scope
    ("scope_disjoint", "us_statutory_auditor", [
        ("harwick", "Statutory auditor for Tessaly Inc (US entity): Harwick & Pell."),
    ]),
    ("scope_disjoint", "pelham_support_weekdays", [
        ("8_18", "Support hours under the Pelham SLA on weekdays: 8:00 to 18:00."),
    ]),
    ("scope_disjoint", "pelham_support_weekends", [
        ("10_14", "Pelham SLA weekend support: 10:00 to 14:00, Saturdays only."),
    ]),
    ("scope_disjoint", "retention_eu_customer", [
        ("3y", "Retention for EU customer data: 3 years after account closure."),
    ]),
    ("scope_disjoint", "retention_row_customer", [
        ("5y", "Customer data outside the EU is retained for 5 years after closure."),
    ]),
    ("scope_disjoint", "dpa_template_eu", [
        ("2.1", "DPA template for EU clients: version 2.1."),
    ]),
    ("scope_disjoint", "dpa_template_uk", [
        ("1.4", "UK clients sign the UK addendum DPA template, version 1.4."),
    ]),
    ("scope_disjoint", "norvik_law_nordics", [
        ("se", "Governing law for the Norvik reseller agreement, Nordic territories: Swedish law."),
    ]),
    ("scope_disjoint", "norvik_law_baltics", [
        ("ee", "For the Baltic schedule of the Norvik reseller agreement the governing law is Estonian."),
    ]),
    ("scope_disjoint", "approval_limit_lumen", [
        ("20k", "Approval limit for Lumen product line orders: £20k per order."),
    ]),
    ("scope_disjoint", "approval_limit_arbor", [
        ("35k", "On the Arbor product line, orders up to £35k can be approved by the sales lead."),
    ]),
    ("scope_disjoint", "pension_auditor_2024", [
        ("grell", "Pension scheme auditor for the 2024 scheme year: Grell & Co."),
    ]),
    ("scope_disjoint", "pension_auditor_2025", [
        ("otterburn", "For the 2025 scheme year the pension scheme audit goes to Otterburn Audit."),
    ]),
    # same value, another format
    ("format_variant", "sorrel_value", [
        ("1m", "Sorrel distribution agreement value: £1,000,000 over the term."),
        ("1m", "Sorrel deal is worth £1m over the term."),
    ]),
    ("format_variant", "kestrel_defence_deadline", [
        ("12jun_1700", "Deadline for the Kestrel defence: 5pm on 12 June."),
        ("12jun_1700", "Kestrel defence is due at 17:00 on 12 June."),
    ]),
    ("format_variant", "ferrant_notice", [
        ("60d", "Notice period on the Ferrant House lease: sixty days."),
        ("60d", "Ferrant House lease notice: 60 days."),
    ]),
    ("format_variant", "ironmere_expiry", [
        ("31mar27", "The Ironmere licence expires on 2027-03-31."),
        ("31mar27", "Ironmere licence expiry: 31 March 2027."),
    ]),
    ("format_variant", "tolland_law", [
        ("ew", "Governing law on the Tolland MSA: England and Wales."),
        ("ew", "Tolland Master Services Agreement governed by E&W law."),
    ]),
    ("format_variant", "carrow_pl_limit", [
        ("10m", "Public liability limit with Carrow Insurance: 10 million pounds."),
        ("10m", "Carrow public liability cover limit: £10,000,000."),
    ]),
    ("format_variant", "ferrant_rent_review", [
        ("3rd", "Rent review under the Ferrant House lease falls on the 3rd anniversary."),
        ("3rd", "Ferrant House lease rent review: third anniversary of the term commencement date."),
    ]),
    # same value with more detail (both directions)
    ("elaboration", "tarn_counsel", [
        ("ebbsworth", "Counsel on the Tarn Valley planning appeal: Ebbsworth Chambers."),
        ("ebbsworth", "Ebbsworth Chambers are counsel on the Tarn Valley planning appeal, Hannah Quist KC leading with a junior from the same set."),
    ]),
    ("elaboration", "pelham_law", [
        ("scots", "Governing law on the Pelham SLA: Scots law, with disputes going to the Court of Session in Edinburgh."),
        ("scots", "Pelham SLA: Scots law."),
    ]),
    ("elaboration", "wexley_nda_term", [
        ("3y", "The Wexley NDA term is three years."),
        ("3y", "Wexley NDA: three-year term running from signature, with the confidentiality obligations surviving termination."),
    ]),
    ("elaboration", "dorrance_sow_owner", [
        ("nand", "Dorrance SOW owner: Priya Nand."),
        ("nand", "Priya Nand owns the Dorrance SOW end to end: scoping, change orders and sign-off."),
    ]),
    ("elaboration", "iso9001_audit", [
        ("3nov", "Next ISO 9001 surveillance audit is on 3 November, run by Certis Assurance, two days on site."),
        ("3nov", "ISO 9001 audit: 3 November."),
    ]),
    ("elaboration", "orrin_tm_agent", [
        ("caddel", "Caddel & Rook are trade mark agent for ORRIN."),
        ("caddel", "Caddel & Rook act as our trade mark agent for ORRIN; Sam Ilori at their Fenwick Street office handles the renewals."),
    ]),
    # value in force restated later
    ("confirmation", "insurance_broker", [
        ("hollins", "Insurance broker for all lines: Hollins Marsh."),
        ("hollins", "Hollins Marsh confirmed as our broker for another year."),
    ]),
    ("confirmation", "whistleblowing_policy_version", [
        ("v2", "Whistleblowing policy in force: version 2."),
        ("v2", "Annual review done; the whistleblowing policy stays at version 2."),
    ]),
    ("confirmation", "kestrel_contract_owner", [
        ("okafor", "Kestrel Mills supply contract owner: Tomas Okafor."),
        ("okafor", "Tomas Okafor is still the owner of the Kestrel Mills supply contract."),
    ]),
    ("confirmation", "gift_register_threshold", [
        ("100", "Gift register threshold: £100."),
        ("100", "Gift register threshold remains £100, as usual."),
    ]),
    # the frame of a changing fact with another subject
    ("different_subject", "quarry_lane_renewal", [
        ("1apr", "The Quarry Lane MSA renews on 1 April each year."),
    ]),
    ("different_subject", "sorrel_owner", [
        ("sarin", "Owner of the Sorrel distribution agreement: Devika Sarin."),
    ]),
    ("different_subject", "bexley_counsel", [
        ("pryor", "Counsel on the Bexley warehouse claim: Pryor & Webb."),
    ]),
    ("different_subject", "brennock_dpo", [
        ("matic", "Brennock Energy's DPO is Leon Matic, our contact for the JV data sharing."),
    ]),
    ("different_subject", "cookie_policy_version", [
        ("3.3", "Cookie policy in force: v3.3."),
    ]),
    ("different_subject", "kaldera_iso_audit", [
        ("9may", "Kaldera Capital's next ISO 27001 surveillance audit is on 9 May."),
    ]),
    ("different_subject", "retention_applicants", [
        ("6m", "Retention period for unsuccessful job applicant files: 6 months."),
    ]),
    ("different_subject", "calder_notice", [
        ("30d", "Notice period on the Calder software licence: 30 days."),
    ]),
    ("different_subject", "mt_sow5_value", [
        ("95k", "Marlow-Teague SOW 5 value: £95,000."),
    ]),
    ("different_subject", "sorrel_law", [
        ("nl", "Governing law on the Sorrel distribution agreement: Dutch law."),
    ]),
    ("different_subject", "halyard_tm_agent", [
        ("ashgrove", "Trade mark agent for the HALYARD mark: Ashgrove IP."),
    ]),
    ("different_subject", "el_cover_limit", [
        ("10m", "Employer's liability cover limit: £10m."),
    ]),
    # an unchanging fact restated with a synonymous verb
    ("static", "tessaly_incorporation", [
        ("ew", "Tessaly Ltd is incorporated in England and Wales."),
        ("ew", "Tessaly Ltd was registered in England and Wales."),
    ]),
    ("static", "halden_hq", [
        ("rotterdam", "Halden Freight is headquartered in Rotterdam."),
        ("rotterdam", "Halden Freight's head office is based in Rotterdam."),
    ]),
    ("static", "brennock_signing_date", [
        ("4oct24", "The Brennock JV agreement was signed on 4 October 2024."),
        ("4oct24", "Brennock JV agreement executed on 4 October 2024."),
    ]),
    ("static", "kestrel_subject_matter", [
        ("looms", "The Kestrel Mills dispute concerns late delivery of the 2023 looms order."),
        ("looms", "Kestrel Mills' claim relates to the 2023 looms order that arrived late."),
    ]),
    ("static", "orvell_parent", [
        ("dantry", "Orvell Biosystems is a subsidiary of Dantry Holdings."),
        ("dantry", "Dantry Holdings owns Orvell Biosystems outright."),
    ]),
    # memberships that look like roles, all holding at once
    ("membership", "costa_memberships", [
        ("panel", "Rhea Costa sits on the contracts review panel."),
        ("forum", "Rhea Costa is also a member of the data governance forum."),
        ("ethics", "Rhea Costa joined the ethics committee as well."),
    ]),
    ("membership", "tessaly_associations", [
        ("nfa", "Tessaly is a member of the Northern Freight Association."),
        ("bpcf", "Tessaly also belongs to the British Packaging Compliance Forum."),
    ]),
    ("membership", "feld_memberships", [
        ("trustee", "Jonas Feld is a trustee of the staff pension scheme."),
        ("auditcom", "Jonas Feld also serves on the audit committee."),
    ]),
    ("membership", "basso_memberships", [
        ("steering", "Aurelie Basso is on the privacy steering group."),
        ("irt", "Aurelie Basso also sits on the incident response team."),
        ("iapp", "Aurelie Basso is a member of the Privacy Practitioners Guild too."),
    ]),
    # two values of one fact at the identical order time
    ("equal_time", "pelham_response_time", [
        ("4h", "Pelham SLA response time: 4 hours."),
        ("8h", "Pelham SLA response time is 8 hours."),
    ]),
    ("equal_time", "arden_counsel", [
        ("strand", "Counsel on the Arden lease dispute: Strand Oakes."),
        ("mercer", "Arden lease dispute counsel: Mercer Vale."),
    ]),
    ("equal_time", "wexley_nda_status", [
        ("draft", "Wexley NDA status: draft."),
        ("signed", "Wexley NDA status: signed."),
    ]),
    ("equal_time", "ironmere_seats", [
        ("40", "Ironmere licence seats: 40."),
        ("45", "The Ironmere licence is for 45 seats."),
    ]),
    ("equal_time", "travel_approver", [
        ("fd", "Approver for travel spend above £2k: Finance Director."),
        ("coo", "Travel spend above £2k is approved by the COO."),
    ]),
    # distractors, some sharing a subject with a changing family
    ("unrelated", "u01", [("x", "Halden MSA signed PDF filed in the contracts vault, folder HF-2019.")]),
    ("unrelated", "u02", [("x", "Reminder: book a room for the Corvane DPA call on Thursday.")]),
    ("unrelated", "u03", [("x", "Pryor & Webb invoice for March received and passed to finance.")]),
    ("unrelated", "u04", [("x", "Ines Marr ran the GDPR refresher session for the sales team.")]),
    ("unrelated", "u05", [("x", "Contracts register spreadsheet migrated to the new shared drive.")]),
    ("unrelated", "u06", [("x", "Kestrel Mills sent over about 300 pages of disclosure.")]),
    ("unrelated", "u07", [("x", "Legal team offsite on 18 September, agenda to follow.")]),
    ("unrelated", "u08", [("x", "Marlow-Teague asked for a copy of our insurance certificate.")]),
    ("unrelated", "u09", [("x", "New starter training now includes the anti-bribery module.")]),
    ("unrelated", "u10", [("x", "Orvell's general counsel used to work with Rhea at Dantry.")]),
    ("unrelated", "u11", [("x", "Quillon support portal login moved to single sign-on.")]),
    ("unrelated", "u12", [("x", "The VELLUM mark is registered in classes 9 and 42.")]),
    ("unrelated", "u13", [("x", "Brisk Logistics chased payment of invoice 4471.")]),
    ("unrelated", "u14", [("x", "Filed the annual confirmation statement for Tessaly Ltd.")]),
    ("unrelated", "u15", [("x", "Spoke to the broker about the PI renewal timetable and the proposal form.")]),
    ("unrelated", "u16", [("x", "Retention schedule review meeting pencilled in for next quarter.")]),
    ("unrelated", "u17", [("x", "The third-floor printer keeps jamming on long contract bundles.")]),
    ("unrelated", "u18", [("x", "The DPO mailbox forwards to the shared privacy inbox.")]),
    ("unrelated", "u19", [("x", "Halden Freight's new CFO introduced herself on the quarterly call.")]),
    ("unrelated", "u20", [("x", "Tidied up the ISO 27001 audit evidence folder.")]),
    ("unrelated", "u21", [("x", "Ashgrove IP sent their fee schedule for next year.")]),
    ("unrelated", "u22", [("x", "Greyfield want the Vantor Yard service charge paid quarterly in advance.")]),
]


# Register strand of each changing family (for the README counts only).
TOPIC = {
    "contracts": "halden_msa_renewal halden_msa_owner corvane_dpa_status orvell_nda halden_notice_period mt_sow4_value "
                 "brisk_governing_law vantor_lease_landlord pellam_cleaning_agreement ferrant_lease_rent nda_template_version "
                 "dorrance_sow_end halden_msa_value harrow_road_break brennock_arbitration_seat pelham_credit_cap "
                 "brisk_payment_terms corvane_liability_cap sorrel_agreement_status dorrance_sow_rate quillon_licence_expiry "
                 "ironmere_licence_admin clm_system".split(),
    "matters_and_counsel": "kestrel_counsel pryor_employment_counsel kestrel_next_hearing kestrel_claim_value tarn_appeal_status "
                           "kestrel_legal_hold halden_msa_counsel kestrel_case_handler export_licence_el2291".split(),
    "privacy_and_data_protection": "group_dpo privacy_policy_version retention_customer_files fennick_dpa dsar_response_target "
                                   "breach_reporting_channel ico_fee_date lark_dpia_status ropa_owner hosting_subprocessor "
                                   "cookie_consent_platform gdpr_rep_eu".split(),
    "compliance_policy_audit": "iso27001_audit_date remote_signing_policy cyber_essentials_plus mlro head_of_compliance "
                               "anti_bribery_policy_version aml_training_deadline code_of_conduct_edition website_tcs_version "
                               "sanctions_screening_tool whistleblowing_hotline infosec_policy_owner bribery_risk_assessment "
                               "soc2_auditor employment_contract_template".split(),
    "authority_and_approvals": "customer_contract_signatory_role approver_spend_50k board_approval_threshold spend_threshold_capex".split(),
    "insurance": "pi_cover_limit alder_cyber_cover do_cover_limit insurance_renewal_date".split(),
    "corporate_and_ip": "uk_statutory_auditor vellum_tm_agent company_secretary inc_registered_agent brennock_jv_board_rep "
                        "client_account_bank".split(),
}

# ---------------------------------------------------------------------------
MODE_SHARE = (("live", 0.27), ("backfilled", 0.18))  # stamped = the rest
LAST_ORDER = dt.datetime(2026, 10, 28, tzinfo=dt.timezone.utc)
FIRST_ORDER = dt.datetime(2022, 9, 1, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts
    for fam, versions in CHANGING:
        for i, (value, pol, tag, text) in enumerate(versions):
            tags = tag.split()
            mems.append({
                "family": fam, "kind": "changing", "index": i, "value": value,
                "polarity": pol, "wording": tags[0], "hard": "hard" in tags,
                "tconf": "tconf" in tags, "content": text,
                "class": "confirmation" if "tconf" in tags else None,
            })
    for cls, fam, items in NEGATIVE:
        for i, (value, text) in enumerate(items):
            mems.append({
                "family": fam, "kind": "negative", "index": i, "value": value,
                "polarity": "+", "wording": "first" if i == 0 else "-", "hard": False,
                "tconf": False, "content": text, "class": cls,
            })

    # time modes: exact shares, shuffled over all memories
    n = len(mems)
    n_live = round(MODE_SHARE[0][1] * n)
    n_back = round(MODE_SHARE[1][1] * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times per family
    families = []
    seen = set()
    for m in mems:
        if m["family"] not in seen:
            seen.add(m["family"])
            families.append(m["family"])
    by_fam = {f: [m for m in mems if m["family"] == f] for f in families}
    classes = {f: by_fam[f][0]["class"] if by_fam[f][0]["kind"] == "negative" else None for f in families}
    for f in families:
        ms = by_fam[f]
        equal = classes[f] == "equal_time"
        span_days = (LAST_ORDER - FIRST_ORDER).days
        gaps = [0] + [rng.randint(21, 200) for _ in ms[1:]]
        total = sum(gaps)
        start = FIRST_ORDER + dt.timedelta(days=rng.randint(0, span_days - total - 1))
        day = start
        shared_clock = None
        for m, g in zip(ms, gaps):
            day = day + dt.timedelta(days=g)
            if equal:
                if shared_clock is None:
                    shared_clock = day
                day = shared_clock
            m["day"] = day
        if equal:
            # identical order time for every member: midnight if any member is backfilled
            anyback = any(m["mode"] == "backfilled" for m in ms)
            clock = dt.timedelta(0) if anyback else dt.timedelta(hours=rng.randint(8, 18), minutes=rng.randint(0, 59))
            for m in ms:
                m["order"] = m["day"] + clock
        else:
            for m in ms:
                if m["mode"] == "backfilled":
                    m["order"] = m["day"]
                elif m["mode"] == "stamped":
                    m["order"] = m["day"] + dt.timedelta(hours=rng.randint(7, 19), minutes=rng.randint(0, 59))
                else:
                    m["order"] = m["day"] + dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        for m in ms:
            if m["mode"] == "live":
                m["created_at"] = m["order"]
                m["observed_at"] = None
            elif m["mode"] == "stamped":
                m["observed_at"] = m["order"]
                m["created_at"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        # backfilled: one import run per family in November 2026, newest first
        back = [m for m in ms if m["mode"] == "backfilled"]
        if back:
            t = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(0, 22), rng.randint(0, 59), rng.randint(0, 59), tzinfo=dt.timezone.utc)
            for m in sorted(back, key=lambda m: (m["order"], m["index"]), reverse=True):
                m["observed_at"] = m["order"]
                m["created_at"] = t
                t = t + dt.timedelta(seconds=rng.randint(1, 40))

    # ids assigned in a shuffled order, file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, families, by_fam, classes, [mems[i] for i in file_order]


def truth_pairs(ms):
    """Within one family: each memory is expired by the EARLIEST strictly newer
    memory whose (value, polarity) differs."""
    out = []
    for a in ms:
        later = [b for b in ms if b["order"] > a["order"] and (b["value"], b["polarity"]) != (a["value"], a["polarity"])]
        if not later:
            continue
        b = min(later, key=lambda b: b["order"])
        if sum(1 for c in later if c["order"] == b["order"]) != 1:
            raise SystemExit("ambiguous replacement in family %s" % a["family"])
        out.append((a, b, "negation" if a["polarity"] != b["polarity"] else "value"))
    return out


def tokens(s):
    t = []
    w = ""
    for ch in s.lower():
        if ch.isalnum() or ch in "£€$.%&-'":
            w += ch
        else:
            if w:
                t.append(w.strip(".'"))
            w = ""
    if w:
        t.append(w.strip(".'"))
    return [x for x in t if x]


def one_slot(a, b):
    """True when b differs from a in one contiguous token span (a one-slot edit)."""
    ta, tb = tokens(a), tokens(b)
    i = 0
    while i < min(len(ta), len(tb)) and ta[i] == tb[i]:
        i += 1
    j = 0
    while j < min(len(ta), len(tb)) - i and ta[-1 - j] == tb[-1 - j]:
        j += 1
    return (len(ta) - i - j) <= 4 and (len(tb) - i - j) <= 4 and (len(ta) - i - j) > 0


def jaccard(a, b):
    sa, sb = set(tokens(a)), set(tokens(b))
    return len(sa & sb) / len(sa | sb)


def check_and_derive():
    mems, families, by_fam, classes, filed = build()
    pairs = []
    for f in families:
        ms = sorted(by_fam[f], key=lambda m: m["order"])
        kind = ms[0]["kind"]
        orders = [m["order"] for m in ms]
        if classes[f] == "equal_time":
            assert len(set(orders)) == 1, f
            assert len(set(m["value"] for m in ms)) == len(ms), f
        else:
            assert len(set(orders)) == len(orders), "shared order time in %s" % f
            assert [m["index"] for m in ms] == list(range(len(ms))), "time order breaks table order in %s" % f
        fp = truth_pairs(ms)
        if kind == "negative":
            if classes[f] not in ("multi_valued", "membership"):
                assert not fp, "negative family %s yields pairs" % f
            continue
        pairs.extend(fp)
        paired = set()
        for a, b, _ in fp:
            paired.add(a["id"])
            paired.add(b["id"])
        for m in ms:
            if m["tconf"]:
                assert m["id"] not in paired, m["content"]
                assert m["value"] == ms[m["index"] - 1]["value"]
            else:
                assert m["id"] in paired, "unpaired changing memory: %s" % m["content"]
    labelled = {m["id"] for m in mems if m["class"]}
    for a, b, _ in pairs:
        assert a["id"] not in labelled and b["id"] not in labelled
    for m in mems:
        assert m["created_at"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if m["observed_at"] is not None:
            assert m["observed_at"] <= m["created_at"]
    # one-slot tags agree with a token check
    for f in families:
        ms = by_fam[f]
        for prev, cur in zip(ms, ms[1:]):
            if cur["kind"] == "changing" and cur["wording"] == "edit":
                assert one_slot(prev["content"], cur["content"]), cur["content"]
            if cur["kind"] == "changing" and cur["wording"] == "rw":
                assert not one_slot(prev["content"], cur["content"]), cur["content"]
    contents = [m["content"] for m in mems]
    assert len(set(contents)) == len(contents), "duplicate content"
    return mems, families, by_fam, classes, filed, pairs


def render(mems, filed, pairs):
    lines = []
    for m in filed:
        o = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created_at"])}
        if m["observed_at"] is not None:
            o["observed_at"] = fmt(m["observed_at"])
        lines.append(json.dumps(o, ensure_ascii=False))
    tl = sorted(({"expired_id": a["id"], "replacement_id": b["id"], "reason": r} for a, b, r in pairs),
                key=lambda p: (p["expired_id"], p["replacement_id"]))
    ll = sorted(({"id": m["id"], "class": m["class"]} for m in mems if m["class"]), key=lambda x: x["id"])
    outs = {
        "memories.jsonl": "\n".join(lines) + "\n",
        "truth.jsonl": "".join(json.dumps(p) + "\n" for p in tl),
        "labels.jsonl": "".join(json.dumps(x) + "\n" for x in ll),
    }
    return outs


def write(outs):
    for name in sorted(outs):
        path = os.path.join(HERE, name)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(outs[name])
        os.replace(tmp, path)
    return outs


def stats(mems, families, by_fam, classes, pairs, outs):
    from collections import Counter
    p = print
    p("memories: %d" % len(mems))
    ch = [f for f in families if by_fam[f][0]["kind"] == "changing"]
    p("changing families: %d (memories %d)" % (len(ch), sum(len(by_fam[f]) for f in ch)))
    sizes = Counter(len(by_fam[f]) for f in ch)
    p("  family sizes (memories): " + ", ".join("%d x%d" % (k, sizes[k]) for k in sorted(sizes)))
    nver = Counter(len(by_fam[f]) - sum(1 for m in by_fam[f] if m["tconf"]) for f in ch)
    p("  versions in chain (trailing confirmations excluded): " + ", ".join("%d x%d" % (k, nver[k]) for k in sorted(nver)))
    where = {f: t for t in TOPIC for f in TOPIC[t]}
    assert sorted(where) == sorted(ch), sorted(set(ch) ^ set(where))
    p("  changing families by register strand (families / memories / pairs):")
    for t in TOPIC:
        fs = TOPIC[t]
        p("    %-28s %2d / %3d / %3d" % (t, len(fs), sum(len(by_fam[f]) for f in fs),
                                      sum(1 for a, _, _ in pairs if a["family"] in fs)))
    rc = Counter(r for _, _, r in pairs)
    p("true pairs: %d (value %d, negation %d)" % (len(pairs), rc["value"], rc["negation"]))
    reaff = sum(1 for a, b, r in pairs if a["polarity"] == "-" and b["polarity"] == "+")
    p("  re-affirmation pairs (negative -> positive): %d" % reaff)
    moves = 0
    for f in ch:
        vals = [(m["value"], m["polarity"]) for m in by_fam[f]]
        for i in range(2, len(vals)):
            if vals[i][1] == "+" and vals[i - 1][1] == "+" and vals[i] in vals[:i - 1] and vals[i] != vals[i - 1]:
                moves += 1
    p("  moves back between positive values (A -> B -> A): %d" % moves)
    hard = [m for m in mems if m["hard"]]
    p("  hard-worded intervening versions: %d" % len(hard))
    inchain = sum(1 for f in ch for i, m in enumerate(by_fam[f]) if i and not m["tconf"]
                  and (m["value"], m["polarity"]) == (by_fam[f][i - 1]["value"], by_fam[f][i - 1]["polarity"]))
    p("  confirmations inside a chain (paired as expired): %d" % inchain)
    p("  trailing confirmations (labelled confirmation): %d" % sum(1 for m in mems if m["tconf"]))
    newer = [m for f in ch for m in by_fam[f][1:]]
    w = Counter(m["wording"] for m in newer)
    p("newer versions: %d, reworded %d (%.0f%%), one-slot edits %d (%.0f%%)" % (
        len(newer), w["rw"], 100.0 * w["rw"] / len(newer), w["edit"], 100.0 * w["edit"] / len(newer)))
    js = [jaccard(by_fam[m["family"]][m["index"] - 1]["content"], m["content"]) for m in newer]
    jr = [jaccard(by_fam[m["family"]][m["index"] - 1]["content"], m["content"]) for m in newer if m["wording"] == "rw"]
    je = [jaccard(by_fam[m["family"]][m["index"] - 1]["content"], m["content"]) for m in newer if m["wording"] == "edit"]
    p("  token Jaccard with previous version: all %.2f, reworded %.2f, edits %.2f" % (
        sum(js) / len(js), sum(jr) / len(jr), sum(je) / len(je)))
    wl = [len(tokens(m["content"])) for m in mems]
    p("  words per memory: mean %.1f, min %d, max %d" % (sum(wl) / len(wl), min(wl), max(wl)))
    lab = Counter(m["class"] for m in mems if m["class"])
    p("labelled memories: %d" % sum(lab.values()))
    for k in sorted(lab):
        p("  %-18s %d" % (k, lab[k]))
    mc = Counter(m["mode"] for m in mems)
    p("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, mc[k], 100.0 * mc[k] / len(mems)) for k in ("live", "stamped", "backfilled")))
    mixed = sum(1 for f in ch if len(set(m["mode"] for m in by_fam[f])) > 1)
    p("  changing families with mixed modes: %d of %d" % (mixed, len(ch)))
    inv = 0
    for f in ch:
        ms = by_fam[f]
        for a in ms:
            for b in ms:
                if a["order"] < b["order"] and a["created_at"] > b["created_at"]:
                    inv += 1
    p("  within-family ordered pairs where created_at order inverts order time: %d" % inv)
    for name in sorted(outs):
        p("sha256 %s  %s" % (hashlib.sha256(outs[name].encode("utf-8")).hexdigest(), name))


def main(argv):
    mems, families, by_fam, classes, filed, pairs = check_and_derive()
    flags = [a for a in argv if a.startswith("--")]
    unknown = [a for a in argv if a not in ("--stats", "--list")]
    if unknown:
        raise SystemExit("usage: gen.py [--stats] [--list]")
    outs = render(mems, filed, pairs)
    if not flags:
        write(outs)
    if "--stats" in argv:
        stats(mems, families, by_fam, classes, pairs, outs)
    if "--list" in argv:
        exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
        for f in families:
            for m in sorted(by_fam[f], key=lambda m: m["order"]):
                e = exp.get(m["id"])
                print("%s  %s  %-10s  %-30s v%d %-10s %s %-6s %-18s %-14s | %s" % (
                    m["id"], fmt(m["order"]), m["mode"], f, m["index"], m["value"], m["polarity"],
                    m["wording"] + ("/hard" if m["hard"] else ""), m["class"] or "-",
                    ("-> %s %s" % e) if e else "", m["content"]))


if __name__ == "__main__":
    main(sys.argv[1:])
