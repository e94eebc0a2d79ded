#!/usr/bin/env python3
"""Generate testdata/heldout14: a blind supersession corpus, register money/accounts/bookkeeping.

Labels live in the tables below and are fixed before any text is generated; truth is
computed from (family, value, polarity, order time) only, never from the text.
Deterministic: a fixed seed, stdlib only; two runs give byte-identical files.

  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
  python3 gen.py --stats    print counts
  python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import difflib
import json
import os
import random
import re
import sys

SEED = 14065
HERE = os.path.dirname(os.path.abspath(__file__))

# Registers: H household money notes, F freelancer's bookkeeping log,
# S small firm's finance channel, A accountant's client file.

# Changing families. Each version: (polarity, value, text[, flags]).
# polarity "+" the fact holds, "-" the newer memory says it stopped holding.
# flags: "c" confirmation inside a chain (same value restated), "h" hard-worded intervening version.
FAMILIES = [
    ("biz_bank", "S", [
        ("+", "kestrin", "Business current account is with Kestrin Bank."),
        ("+", "harlow", "Moved the business account over to Harlow Mutual, Kestrin's fees had got silly."),
        ("+", "ondry", "Business account: Ondry Bank (switched in the spring)."),
        ("+", "pelham", "We bank the business with Pelham Trust now, first statement came today."),
    ]),
    ("acct_manager", "S", [
        ("+", "tobias", "Our relationship manager at the bank is Tobias Wrenfield."),
        ("+", "priya", "New account manager assigned to us: Priya Osei."),
        ("+", "tobias", "Priya's gone on secondment so Tobias Wrenfield is looking after our account again.", "h"),
        ("+", "dov", "Account manager changed to Dov Halloran from 1 June."),
    ]),
    ("cloudnest_card", "F", [
        ("+", "visa4417", "Cloudnest is billed to the Visa ending 4417."),
        ("+", "mc0923", "Card on file for Cloudnest updated: Mastercard ending 0923."),
        ("+", "amex1150", "Cloudnest payment card swapped to the Amex ...1150 after the Mastercard got reissued."),
        ("+", "visa7762", "Card on file for Cloudnest: Visa ending 7762."),
    ]),
    ("ledgerly_price", "F", [
        ("+", "12", "Ledgerly costs £12/month."),
        ("+", "15", "Ledgerly went up to £15 a month, email this morning."),
        ("+", "18", "Ledgerly price: £18/mo from April."),
        ("+", "21", "Ledgerly is now £21 per month after yet another increase."),
    ]),
    ("marrow_terms", "F", [
        ("+", "net30", "Payment terms with Marrow & Finch: net 30."),
        ("+", "net45", "Marrow & Finch asked for 45 days to pay; agreed, terms are net 45 from now."),
        ("+", "net30", "New contract with Marrow & Finch puts us back on net 30."),
    ]),
    ("mortgage_rate", "H", [
        ("+", "4.19", "Mortgage fixed at 4.19% with Harrowgate Building Society."),
        ("+", "3.85", "Remortgage done: new rate 3.85%, fixed for five years."),
        ("+", "3.85", "Checked the annual mortgage statement, still on 3.85%.", "c"),
        ("+", "4.6", "Mortgage rate is 4.6% now the fix has ended and we're on the SVR."),
    ]),
    ("biz_card_limit", "S", [
        ("+", "8000", "Credit limit on the company card: £8,000."),
        ("+", "12000", "Credit limit on the company card: £12k."),
        ("+", "8000", "Limit on the company card was cut back to 8,000 by the bank after their review.", "h"),
        ("+", "10000", "Credit limit on the company card: £10,000."),
    ]),
    ("inv220_due", "F", [
        ("+", "28feb", "INV-220 (Oakhurst Design) due 28 Feb."),
        ("+", "14mar", "Invoice INV-220 is due 14 March instead, Oakhurst asked for a couple of extra weeks."),
        ("+", "31mar", "INV-220 extended again, now due 31 March."),
    ]),
    ("payroll_date", "S", [
        ("+", "25th", "Payroll runs on the 25th."),
        ("+", "lastfri", "Payroll moved to the last Friday of the month."),
        ("+", "28th", "Staff now get paid on the 28th."),
        ("+", "25th", "Pay day is the 25th again from January."),
    ]),
    ("fenwick_ye", "A", [
        ("+", "31mar", "Fenwick Loom Ltd: year end 31 March."),
        ("+", "30jun", "Fenwick Loom changed its accounting reference date, YE is now 30 June."),
    ]),
    ("expense_approver", "S", [
        ("+", "hana", "Expense approver: Hana Ruddock."),
        ("+", "callum", "Expense approver: Callum Veitch."),
        ("+", "mireille", "Mireille Dacosta approves expenses while Callum's on paternity leave."),
    ]),
    ("mkt_budget_owner", "S", [
        ("+", "saoirse", "Marketing budget owner: Saoirse Lenn."),
        ("+", "jory", "Jory Castell owns the marketing budget from this quarter."),
        ("+", "saoirse", "Marketing budget is back with Saoirse."),
    ]),
    ("fenwick_pension", "S", [
        ("+", "thornvale", "Workplace pension is with Thornvale Pensions."),
        ("+", "aldwyn", "Workplace pension is with Aldwyn Life."),
    ]),
    ("rent_dd_date", "H", [
        ("+", "1st", "Rent goes out on the 1st."),
        ("+", "3rd", "Rent now goes out on the 3rd."),
        ("+", "5th", "Rent now goes out on the 5th."),
    ]),
    ("home_insurer", "H", [
        ("+", "dunmere", "Home insurance is with Dunmere Assurance."),
        ("+", "brackwell", "Switched home insurance to Brackwell at renewal."),
        ("+", "lindqvist", "Home cover now with Lindqvist Mutual, cheaper and better excess."),
    ]),
    ("home_premium", "H", [
        ("+", "412", "Home insurance premium is £412 a year."),
        ("+", "468", "Home insurance premium is £468 a year."),
        ("+", "439", "Home insurance premium: £439/yr after I rang and haggled."),
    ]),
    ("tax_adviser", "A", [
        ("+", "renata", "Tax adviser: Renata Quist."),
        ("+", "emeric", "Our tax work was taken over by Emeric Sand when Renata retired."),
    ]),
    ("day_rate", "F", [
        ("+", "450", "My day rate is £450."),
        ("+", "500", "My day rate is £500."),
        ("+", "550", "Day rate: 550 GBP."),
    ]),
    ("phone_price", "H", [
        ("+", "24", "Phone contract is £24/month."),
        ("+", "18", "Phone contract is £18/month."),
    ]),
    ("elec_dd", "H", [
        ("+", "96", "Electricity DD is £96 a month."),
        ("+", "128", "Octavia Energy have upped what they take each month, £128 now.", "h"),
        ("+", "110", "Electricity DD reduced to £110 after I sent a meter reading."),
        ("+", "89", "Electric direct debit now £89/month."),
    ]),
    ("books_software", "F", [
        ("+", "ledgerly", "Books kept in Ledgerly."),
        ("+", "tallyforth", "Moved my bookkeeping across to Tallyforth."),
        ("+", "sumwise", "I'm doing the accounts in Sumwise these days."),
    ]),
    ("inv305_amount", "F", [
        ("+", "2400", "INV-305 to Bramble & Co: £2,400."),
        ("+", "2150", "Reissued INV-305 at £2,150 after the agreed discount."),
    ]),
    ("streamwell_card", "H", [
        ("+", "visa2290", "Streamwell is paid with the Visa ending 2290."),
        ("+", "mc6630", "Streamwell now charged to the Mastercard ending 6630."),
    ]),
    ("default_terms", "F", [
        ("+", "14d", "Standard terms on my invoices: 14 days."),
        ("+", "net30", "Default payment terms now net 30."),
        ("+", "net21", "Payment terms: net 21 for all new clients."),
    ]),
    ("loan_repay_date", "H", [
        ("+", "10th", "Car loan repayment comes out on the 10th."),
        ("+", "20th", "Car loan repayment comes out on the 20th."),
    ]),
    ("mirelle_rate", "H", [
        ("+", "3.1", "Mirelle easy-access pays 3.1% AER."),
        ("+", "2.75", "Mirelle easy-access pays 2.75% AER."),
        ("+", "2.4", "Mirelle savings rate now 2.4% AER, time to shop around."),
    ]),
    ("office_rent", "S", [
        ("+", "1150", "Office rent is £1,150 pcm."),
        ("+", "1240", "Office rent is £1,240 pcm."),
        ("+", "1300", "Office rent: £1,300/month from the September review."),
    ]),
    ("joint_bank", "H", [
        ("+", "brenmoor", "Joint account is with Brenmoor Bank."),
        ("+", "quennel", "Our joint account moved to Quennel Savings & Loan."),
    ]),
    ("fenwick_accounts_prep", "A", [
        ("+", "odell", "Fenwick Loom year-end accounts prepared by Odell Marsh & Co."),
        ("+", "pike", "Fenwick Loom's accounts are now done by Pike & Arden."),
    ]),
    ("van_insurer", "F", [
        ("+", "garrick", "Van insured with Garrick Direct."),
        ("+", "hollins", "Van insured with Hollins Insure."),
    ]),
    ("pi_premium", "F", [
        ("+", "310", "Professional indemnity premium: £310."),
        ("+", "355", "Professional indemnity premium: £355."),
        ("+", "290", "Professional indemnity now costs me £290 with the new broker."),
    ]),
    ("po_threshold", "S", [
        ("+", "2000", "POs over £2k need director approval."),
        ("+", "5000", "Director approval threshold for POs raised to £5,000."),
    ]),
    ("grocery_budget", "H", [
        ("+", "450", "Grocery budget £450 a month."),
        ("+", "520", "Grocery budget £520 a month."),
        ("+", "480", "Food budget is 480/month from now on."),
    ]),
    ("mortgage_pay_date", "H", [
        ("+", "15th", "Mortgage payment goes out on the 15th."),
        ("+", "1st", "Moved the mortgage payment to the 1st to line up with salary."),
    ]),
    ("aurel_apr", "H", [
        ("+", "22.9", "Aurel credit card APR is 22.9%."),
        ("+", "24.9", "Aurel credit card APR is 24.9%."),
        ("+", "19.9", "Aurel card now on 19.9% APR after the balance transfer."),
    ]),
    ("bramble_retainer", "F", [
        ("+", "1800", "Bramble & Co retainer: £1,800/month."),
        ("+", "2000", "Bramble & Co retainer raised to £2,000."),
        ("+", "1500", "Bramble asked to trim the retainer for Q3; it's £1,500 a month for now.", "h"),
        ("+", "2000", "Bramble & Co retainer is two grand a month again."),
    ]),
    ("petty_cash", "S", [
        ("+", "200", "Petty cash float: £200."),
        ("+", "300", "Petty cash float: £300."),
    ]),
    ("fenwick_auditor", "A", [
        ("+", "kell", "Fenwick Loom auditors: Kell Brothers."),
        ("+", "sorrel", "Sorrel & Pryce appointed as Fenwick Loom's auditors, replacing Kell Brothers."),
    ]),
    ("bv_bank", "S", [
        ("+", "rijnvaart", "Fenwick Loom BV banks with Rijnvaart Bank."),
        ("+", "nordhaven", "The BV's account has moved to Nordhaven Bank."),
    ]),
    ("broadband_price", "H", [
        ("+", "32", "Broadband costs £32 a month."),
        ("+", "38", "Broadband costs £38 a month."),
    ]),
    ("childminder_due", "H", [
        ("+", "friday", "Childminder invoice due every Friday."),
        ("+", "monday", "Childminder wants paying on Mondays now."),
    ]),
    ("car_premium", "H", [
        ("+", "540", "Car insurance premium: £540."),
        ("+", "610", "Car insurance premium: £610."),
        ("+", "575", "Car insurance premium: £575."),
    ]),
    ("car_insurer", "H", [
        ("+", "garnet", "Car is insured with Garnet Motor."),
        ("+", "tessaly", "Car is insured with Tessaly."),
    ]),
    ("club_bank", "H", [
        ("+", "kestrin", "Allotment society account is held at Kestrin Bank."),
        ("+", "brenmoor", "Allotment society account is held at Brenmoor Bank."),
    ]),
    ("oakhurst_ap", "F", [
        ("+", "lena", "AP contact at Oakhurst Design: Lena Bryce."),
        ("+", "malik", "Oakhurst's accounts payable is now handled by Malik Orr."),
        ("+", "wren", "Send Oakhurst invoices to Wren Abara, she's taken over their AP."),
    ]),
    ("inv231_due", "F", [
        ("+", "30apr", "INV-231 due 30 April."),
        ("+", "15may", "INV-231 due 15 May."),
    ]),
    ("hourly_rate", "A", [
        ("+", "65", "Client Ada Whitlow: bookkeeping billed at £65/hour."),
        ("+", "72", "Ada Whitlow's hourly rate goes to £72 from the new engagement letter."),
    ]),
    ("payout_schedule", "F", [
        ("+", "daily", "Card payouts land daily."),
        ("+", "weekly", "Payout schedule changed to weekly, on Mondays."),
        ("+", "monthly", "Payouts: monthly."),
    ]),
    ("eu_invoice_ccy", "S", [
        ("+", "eur", "Invoices to Vossberg GmbH go out in EUR."),
        ("+", "gbp", "Vossberg GmbH invoices are now issued in GBP at their request."),
    ]),
    ("life_insurer", "H", [
        ("+", "ambrose", "Life insurance is with Ambrose Life."),
        ("+", "pellow", "Life cover moved to Pellow Insurance."),
    ]),
    ("mortgage_lender", "H", [
        ("+", "harrowgate", "Mortgage lender: Harrowgate Building Society."),
        ("+", "kenley", "Mortgage is with Kenley Bank since the remortgage."),
    ]),
    ("emergency_target", "H", [
        ("+", "6000", "Emergency fund target: £6,000."),
        ("+", "9000", "Emergency fund target: £9,000."),
    ]),
    ("pennick_vat_stagger", "A", [
        ("+", "stagger1", "Pennick Joinery: VAT quarters end Mar/Jun/Sep/Dec."),
        ("+", "stagger2", "Pennick Joinery moved to VAT quarters ending Apr/Jul/Oct/Jan."),
    ]),
    ("ana_payday", "H", [
        ("+", "27th", "Ana's salary lands on the 27th."),
        ("+", "15th", "Ana's new job pays on the 15th of the month."),
    ]),
    ("tax_code", "H", [
        ("+", "1257l", "My tax code is 1257L."),
        ("+", "1185l", "HMRC sent a new tax code: 1185L, because of the company car."),
    ]),
    # negation families
    ("council_tax_dd", "H", [
        ("+", "dd", "Council tax is paid by direct debit from the joint account."),
        ("-", "dd", "Cancelled the council tax direct debit, paying it by card now."),
    ]),
    ("quillpad_sub", "S", [
        ("+", "sub", "Subscribed to Quillpad Pro for the design team."),
        ("-", "sub", "Quillpad Pro cancelled, nobody was using it."),
        ("+", "sub", "Quillpad Pro is back on, the designers missed it."),
    ]),
    ("mirelle_savings", "H", [
        ("+", "open", "Opened an easy-access savings account with Mirelle Bank."),
        ("-", "open", "Mirelle savings account closed and the balance moved across."),
        ("+", "open", "Reopened the Mirelle savings account for the tax pot."),
    ]),
    ("ishbel_sa", "A", [
        ("+", "ishbel", "Ishbel Farrant does my self-assessment return."),
        ("-", "ishbel", "Ishbel Farrant is no longer doing my tax return."),
    ]),
    ("pellow_landlord", "H", [
        ("+", "in_force", "Landlord policy with Pellow Insurance is in force."),
        ("-", "in_force", "Pellow landlord policy lapsed, we missed the renewal."),
        ("+", "in_force", "Pellow reinstated the landlord cover once the arrears were paid."),
    ]),
    ("fenwick_vat", "A", [
        ("+", "vat", "Fenwick Loom Ltd is VAT registered."),
        ("-", "vat", "Fenwick Loom deregistered for VAT in March, turnover under the threshold."),
        ("+", "vat", "Fenwick Loom registered for VAT again from 1 October."),
    ]),
    ("mum_standing_order", "H", [
        ("+", "so", "Standing order of £200 a month to Mum's account."),
        ("-", "so", "Stopped the standing order to Mum."),
    ]),
    ("tenner_payroll", "S", [
        ("+", "tenner", "Tenner Payroll runs our payroll."),
        ("-", "tenner", "We don't use Tenner Payroll anymore, payroll is in-house now."),
    ]),
    ("overdraft", "S", [
        ("+", "od", "Arranged overdraft on the business account: £5k."),
        ("-", "od", "Bank removed our overdraft facility at the annual review."),
    ]),
]

# Labelled controls. kind "seq": members at distinct times (coexisting or
# restated values); "same": members share one order time (equal_time).
CONTROLS = [
    # multi_valued: values that coexist
    ("multi_valued", "S", "seq", [
        "Signatories on the business account: Hana Ruddock and Jory Castell.",
        "Added Callum Veitch as a third signatory too.",
    ]),
    ("multi_valued", "H", "seq", [
        "Cards on the household account: Visa ending 3381 (mine) and Visa ending 5521 (Ana's).",
        "Another card on the household account: debit card ending 9046 for the kids' spending.",
    ]),
    ("multi_valued", "F", "seq", [
        "Clients this quarter: Oakhurst Design, Bramble & Co.",
        "Also invoicing Tamsin Vale Studio from this month.",
        "Picked up another client, Greyfriar Press.",
    ]),
    ("multi_valued", "H", "seq", [
        "We hold current accounts with Brenmoor Bank and Quennel Savings & Loan.",
        "We also have a cash ISA with Fernleigh Building Society.",
    ]),
    ("multi_valued", "F", "seq", [
        "Accepting payment by bank transfer and PayPal.",
        "Added card payments through Tillroll as well.",
    ]),
    ("multi_valued", "H", "seq", [
        "Standing orders from my account: window cleaner and the allotment rent.",
        "Another standing order set up: £15 a month to the hospice.",
    ]),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "S", "seq", [
        "Ashgrove Holdings UK: fiscal year ends 31 December.",
        "Ashgrove Holdings' Dutch entity: financial year ends 30 September.",
    ]),
    ("scope_disjoint", "S", "seq", [
        "Ashgrove UK customer terms: net 30.",
        "Ashgrove EU customers are on net 60.",
    ]),
    ("scope_disjoint", "F", "seq", [
        "Cloudnest monthly plan: £9.99.",
        "Cloudnest on the annual plan works out at £99 a year.",
    ]),
    ("scope_disjoint", "S", "seq", [
        "Summer season till float at the kiosk: £150.",
        "Winter till float at the kiosk: £80.",
    ]),
    ("scope_disjoint", "H", "seq", [
        "Personal credit card limit: £4,500.",
        "Ashgrove business card limit: £20k.",
    ]),
    ("scope_disjoint", "S", "seq", [
        "Ashgrove UK staff pension is with Marlbeck Pensions.",
        "Ashgrove's EU staff pension scheme is with Zeefort.",
    ]),
    # format_variant: same value in another format
    ("format_variant", "H", "seq", [
        "Wedding fund target: £10,000.",
        "Wedding savings goal is 10k.",
    ]),
    ("format_variant", "H", "seq", [
        "Car tax due 2nd May.",
        "Car tax renewal is due on the second of May.",
    ]),
    ("format_variant", "S", "seq", [
        "Same-day payment cut-off at Tarrow Bank is 17:00.",
        "Tarrow Bank cut-off for same-day transfers: 5pm.",
    ]),
    ("format_variant", "H", "seq", [
        "Cleaner charges twenty-five pounds an hour.",
        "Cleaner: £25/hr.",
    ]),
    ("format_variant", "F", "seq", [
        "Tamsin Vale Studio contract start date 03/04/2026.",
        "Tamsin Vale contract started 3 April 2026.",
    ]),
    ("format_variant", "A", "seq", [
        "Greyfriar Press: quarterly VAT, accounts payable run fortnightly.",
        "Greyfriar Press does its AP run every two weeks; VAT quarterly.",
    ]),
    # elaboration: same value with more detail
    ("elaboration", "H", "seq", [
        "Garage rent is paid to Mr Eddowes.",
        "Garage rent goes to Mr Eddowes (Glen, cash, he writes a receipt each time).",
    ]),
    ("elaboration", "H", "seq", [
        "Window cleaner is paid by bank transfer.",
        "Window cleaner paid by bank transfer, details in the shared note, reference WINDOWS.",
    ]),
    ("elaboration", "S", "seq", [
        "Solicitor on the lease: Haverly Law.",
        "Lease solicitor is Haverly Law, Imogen Tate handling it on a fixed fee.",
    ]),
    ("elaboration", "S", "seq", [
        "Bike is on the cycle-to-work scheme.",
        "Bike is on the cycle-to-work scheme through Ashgrove, twelve monthly salary sacrifice deductions.",
    ]),
    ("elaboration", "S", "seq", [
        "Ashgrove banks at Tarrow Bank.",
        "Ashgrove's main account is at Tarrow Bank, Park Row branch, business current account ending 8812.",
    ]),
    # confirmation: the value in force restated later
    ("confirmation", "H", "seq", [
        "Water bill DD is £38 a month.",
        "Water DD still £38 after the annual review.",
    ]),
    ("confirmation", "F", "seq", [
        "Tamsin Vale pays on net 14.",
        "Confirmed with Tamsin Vale that net 14 stays.",
    ]),
    ("confirmation", "H", "seq", [
        "Gym is paid from the Visa ending 3381.",
        "Gym membership still billed to the Visa ending 3381.",
    ]),
    ("confirmation", "S", "seq", [
        "Ashgrove's auditors are Merriwether LLP.",
        "Merriwether LLP reappointed as Ashgrove's auditors, as usual.",
    ]),
    ("confirmation", "H", "seq", [
        "Junior ISA contributions: £50 a month each.",
        "Junior ISAs: still putting in £50/month for each child.",
    ]),
    # different_subject: the frame of a changing fact, another subject
    ("different_subject", "F", "seq", ["Oakhurst Design's payment terms: net 60."]),
    ("different_subject", "F", "seq", ["Tallyforth costs £26 a month, pricier than I thought."]),
    ("different_subject", "H", "seq", ["My sister's mortgage rate is 5.1%."]),
    ("different_subject", "H", "seq", ["Dad's pension is with Aldwyn Life."]),
    ("different_subject", "F", "seq", ["INV-221 is due 14 March."]),
    ("different_subject", "H", "seq", ["The Hendersons next door pay £140 a month for electricity by DD."]),
    ("different_subject", "S", "seq", ["Ashgrove runs payroll on the 28th."]),
    ("different_subject", "H", "seq", ["Ana's personal card limit is £12,000."]),
    ("different_subject", "H", "seq", ["The tennis club's bank is Pelham Trust."]),
    ("different_subject", "S", "seq", ["Greyfriar Press's expense approver is their MD, Rufus Kane."]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "A", "seq", [
        "Fenwick Loom Ltd was incorporated in 2014.",
        "Fenwick Loom was set up as a limited company in 2014.",
    ]),
    ("static", "H", "seq", [
        "We bought the house in 2019 for £310,000.",
        "The house was purchased in 2019, paid £310,000.",
    ]),
    ("static", "A", "seq", [
        "Ashgrove Holdings owns Fenwick Loom Ltd.",
        "Fenwick Loom is held by Ashgrove Holdings.",
    ]),
    ("static", "H", "seq", [
        "The stocks and shares ISA was opened in 2017.",
        "Started the stocks and shares ISA in 2017.",
    ]),
    ("static", "H", "seq", [
        "Grandad left us the premium bonds in his will.",
        "The premium bonds were inherited from Grandad.",
    ]),
    # membership: memberships that look like roles, all holding at once
    ("membership", "S", "seq", [
        "Jory Castell sits on the finance committee.",
        "Jory is also a trustee of the staff pension scheme.",
        "Jory joined the Federation of Small Businesses.",
    ]),
    ("membership", "S", "seq", [
        "Hana Ruddock is on the board of the Eastgate credit union.",
        "Hana is a member of the ICAEW as well.",
    ]),
    ("membership", "H", "seq", [
        "Saoirse is treasurer of the residents' association.",
        "Saoirse also sits on the school's finance sub-committee.",
        "Saoirse joined the allotment society committee too.",
    ]),
    ("membership", "F", "seq", [
        "Joined IPSE as a freelance member.",
        "I'm also a member of the Institute of Certified Bookkeepers now.",
    ]),
    # equal_time: two values of one fact at the identical order time
    ("equal_time", "H", "same", [
        "Dental plan: £16.50 a month.",
        "Dental plan costs £18/month.",
    ]),
    ("equal_time", "H", "same", [
        "Boiler cover is with Heathcote Home.",
        "Boiler cover is with Ferrow Care.",
    ]),
    ("equal_time", "F", "same", [
        "INV-412 due 10 May.",
        "INV-412 due 17 May.",
    ]),
    ("equal_time", "H", "same", [
        "Music lessons paid on the 4th.",
        "Music lessons get paid on the 11th.",
    ]),
    ("equal_time", "H", "same", [
        "Pet insurance for the cat: £21 a month.",
        "Cat's pet insurance premium is £24 a month.",
    ]),
    # unrelated distractors, some sharing a subject with a changing family
    ("unrelated", "S", "seq", ["Kestrin Bank's Mill Street branch shuts at 4 on Fridays."]),
    ("unrelated", "F", "seq", ["Marrow & Finch sent a hamper at Christmas, nice touch."]),
    ("unrelated", "F", "seq", ["Ledgerly has finally added a dark mode."]),
    ("unrelated", "S", "seq", ["Priya Osei recommended a good course on cash-flow forecasting."]),
    ("unrelated", "H", "seq", ["Harrowgate Building Society sent the annual statement by post."]),
    ("unrelated", "S", "seq", ["Hana Ruddock is off on the 12th for the dentist."]),
    ("unrelated", "F", "seq", ["Oakhurst Design are moving offices in the new year."]),
    ("unrelated", "H", "seq", ["Receipts for the boiler service are in the blue folder."]),
    ("unrelated", "A", "seq", ["Pennick Joinery's director prefers calls after 3pm."]),
    ("unrelated", "S", "seq", ["Fenwick Loom's Christmas party budget is in the events sheet."]),
    ("unrelated", "F", "seq", ["Bramble & Co want the monthly report as a PDF, not a spreadsheet."]),
    ("unrelated", "H", "seq", ["Octavia Energy's app logs me out every other day."]),
    ("unrelated", "F", "seq", ["Cloudnest storage is at 80% full."]),
    ("unrelated", "S", "seq", ["Callum Veitch is running the quarterly close checklist this time."]),
    ("unrelated", "A", "seq", ["Ada Whitlow dropped off her receipts shoebox on Tuesday."]),
    ("unrelated", "H", "seq", ["Remember to claim marriage allowance for last year."]),
    ("unrelated", "S", "seq", ["The finance channel is now pinned with the month-end checklist."]),
    ("unrelated", "F", "seq", ["Tallyforth import of bank feeds failed twice this week."]),
    ("unrelated", "H", "seq", ["Mum's birthday present came to £60, split with Ana."]),
    ("unrelated", "A", "seq", ["Emeric Sand's office is on the second floor, ring the bell."]),
    ("unrelated", "S", "seq", ["Dov Halloran emailed a brochure on invoice finance."]),
    ("unrelated", "H", "seq", ["Quennel Savings & Loan card reader lives in the kitchen drawer."]),
    ("unrelated", "F", "seq", ["Greyfriar Press paid INV-240 a day early."]),
    ("unrelated", "S", "seq", ["Saoirse Lenn wants the Q2 spend by campaign by Thursday."]),
    ("unrelated", "H", "seq", ["Keep the P60s for at least six years."]),
    ("unrelated", "A", "seq", ["Fenwick Loom's confirmation statement was filed without issues."]),
    ("unrelated", "F", "seq", ["Vossberg GmbH's purchase order numbers start with VG-."]),
    ("unrelated", "H", "seq", ["Mirelle Bank's app now shows pots as separate tiles."]),
    ("unrelated", "S", "seq", ["Tenner Payroll support line is terrible on Mondays."]),
    ("unrelated", "F", "seq", ["Mileage log for the van is in the glovebox notebook."]),
    ("unrelated", "S", "seq", ["Jory Castell is presenting the budget variance at Thursday's meeting."]),
    ("unrelated", "H", "seq", ["Brenmoor Bank changed their logo again."]),
    ("unrelated", "A", "seq", ["Ishbel Farrant's invoice for last year's return was £380, paid."]),
    ("unrelated", "F", "seq", ["Sumwise export to CSV drops the VAT column, check before sending."]),
    ("unrelated", "S", "seq", ["Pelham Trust's online banking has a 10-minute timeout."]),
]

PAIR_CLASSES = {"multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                "different_subject", "static", "membership", "equal_time", "unrelated"}

EPOCH = dt.datetime(2023, 1, 9, tzinfo=dt.timezone.utc)
FAMILY_END = dt.datetime(2026, 10, 28, tzinfo=dt.timezone.utc)
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
MODES = [("live", 27), ("stamped", 55), ("backfilled", 18)]


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def pick_mode(rng):
    x = rng.randrange(100)
    acc = 0
    for m, w in MODES:
        acc += w
        if x < acc:
            return m
    raise AssertionError


def day_time(rng, day):
    return day.replace(hour=0, minute=0, second=0) + dt.timedelta(
        hours=rng.randint(7, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, content, order, mode, family, value, pol, cls, register, flags
    for fam, reg, versions in FAMILIES:
        n = len(versions)
        span_max = (FAMILY_END - EPOCH).days
        gaps = [rng.randint(21, 170) for _ in range(n - 1)]
        start = EPOCH + dt.timedelta(days=rng.randint(0, span_max - sum(gaps) - 1))
        day = start
        for i, v in enumerate(versions):
            if i:
                day = day + dt.timedelta(days=gaps[i - 1])
            pol, val, text = v[0], v[1], v[2]
            flags = v[3] if len(v) > 3 else ""
            mode = pick_mode(rng)
            order = day.replace(hour=0, minute=0, second=0) if mode == "backfilled" else day_time(rng, day)
            mems.append(dict(key=f"{fam}#{i+1}", content=text, order=order, mode=mode, family=fam,
                             value=val, pol=pol, cls=None, register=reg, flags=flags, idx=i))
    for ci, (cls, reg, kind, texts) in enumerate(CONTROLS):
        assert cls in PAIR_CLASSES, cls
        grp = f"ctl{ci:02d}_{cls}"
        span_max = (FAMILY_END - EPOCH).days
        day = EPOCH + dt.timedelta(days=rng.randint(0, span_max - 400))
        if kind == "same":
            mode = rng.choice(["live", "stamped", "stamped", "backfilled"])
            order = day.replace(hour=0, minute=0, second=0) if mode == "backfilled" else day_time(rng, day)
        for i, text in enumerate(texts):
            if kind == "seq":
                if i:
                    day = day + dt.timedelta(days=rng.randint(14, 120))
                mode = pick_mode(rng)
                order = day.replace(hour=0, minute=0, second=0) if mode == "backfilled" else day_time(rng, day)
            mems.append(dict(key=f"{grp}#{i+1}", content=text, order=order, mode=mode, family=grp,
                             value=None, pol=None, cls=cls, register=reg, flags="", idx=i))
    # created_at / observed_at per mode
    by_family = {}
    for m in mems:
        by_family.setdefault(m["family"], []).append(m)
    for fam in sorted(by_family):
        ms = by_family[fam]
        bf = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        base = dt.datetime(2026, 11, rng.randint(2, 26), rng.randint(8, 20), rng.randint(0, 59),
                           rng.randint(0, 59), tzinfo=dt.timezone.utc)
        for k, m in enumerate(bf):  # newest-first import
            m["created"] = base + dt.timedelta(seconds=k * rng.randint(1, 40) + k)
            m["observed"] = m["order"]
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
    # ids: shuffled assignment, then shuffled file order
    order_for_ids = list(mems)
    rng.shuffle(order_for_ids)
    for i, m in enumerate(order_for_ids):
        m["id"] = f"h14-{i+1:03d}"
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def compute_truth(mems):
    truth = []
    fams = {}
    for m in mems:
        if m["cls"] is None:
            fams.setdefault(m["family"], []).append(m)
    for fam in sorted(fams):
        ms = sorted(fams[fam], key=lambda m: m["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value",
                                      _a=a, _b=b))
                    break
    return truth


def tokens(s):
    return re.findall(r"[a-z0-9£$%]+(?:[.,/'&-][a-z0-9]+)*", s.lower())


def edit_spans(a, b):
    sm = difflib.SequenceMatcher(a=tokens(a), b=tokens(b), autojunk=False)
    return [op for op in sm.get_opcodes() if op[0] != "equal"]


def is_one_slot(prev, cur):
    ops = edit_spans(prev, cur)
    return len(ops) == 1 and ops[0][0] == "replace" and (ops[0][2] - ops[0][1]) <= 4 and (ops[0][4] - ops[0][3]) <= 4


def jaccard(a, b):
    x, y = set(tokens(a)), set(tokens(b))
    return len(x & y) / len(x | y)


def check(mems, truth):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    fams = {}
    for m in mems:
        fams.setdefault(m["family"], []).append(m)
        assert m["created"] < CUTOFF and (m["observed"] is None or m["observed"] < CUTOFF)
    for fam, ms in fams.items():
        orders = [m["order"] for m in ms]
        if ms[0]["cls"] == "equal_time":
            assert len(set(orders)) == 1, fam
        else:
            assert len(set(orders)) == len(orders), fam
        # table order is chronological order
        assert orders == sorted(orders), fam
    in_pairs = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    for m in mems:
        if m["cls"] is not None:
            assert m["id"] not in in_pairs
        else:
            assert m["id"] in in_pairs, m["key"]
    contents = [m["content"] for m in mems]
    assert len(set(contents)) == len(contents), "duplicate content"


def write(mems, file_order, truth):
    def dump(path, rows):
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        os.replace(tmp, path)
    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["content"], "created_at": rfc(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = rfc(m["observed"])
        rows.append(r)
    dump(os.path.join(HERE, "memories.jsonl"), rows)
    tr = sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))
    dump(os.path.join(HERE, "truth.jsonl"),
         [{"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]} for t in tr])
    lab = sorted([m for m in mems if m["cls"] is not None], key=lambda m: m["id"])
    dump(os.path.join(HERE, "labels.jsonl"), [{"id": m["id"], "class": m["cls"]} for m in lab])


def stats(mems, truth):
    from collections import Counter
    out = []
    p = out.append
    fam_ms = [m for m in mems if m["cls"] is None]
    p(f"memories: {len(mems)}")
    p(f"  in changing families: {len(fam_ms)} ({len(FAMILIES)} families)")
    p(f"  labelled: {len(mems) - len(fam_ms)}")
    rc = Counter(t["reason"] for t in truth)
    p(f"true pairs: {len(truth)} (value {rc['value']}, negation {rc['negation']})")
    cc = Counter(m["cls"] for m in mems if m["cls"] is not None)
    p("labelled classes:")
    for k in sorted(cc):
        p(f"  {k}: {cc[k]}")
    p("register (all memories / family memories / pairs by replacement):")
    ra = Counter(m["register"] for m in mems)
    rf = Counter(m["register"] for m in fam_ms)
    rp = Counter(t["_b"]["register"] for t in truth)
    names = {"H": "household", "F": "freelancer", "S": "small firm", "A": "accountant file"}
    for k in "HFSA":
        p(f"  {names[k]}: {ra[k]} / {rf[k]} / {rp[k]}")
    mc = Counter(m["mode"] for m in mems)
    p("time modes (all): " + ", ".join(f"{k} {mc[k]} ({100*mc[k]/len(mems):.0f}%)" for k, _ in MODES))
    mf = Counter(m["mode"] for m in fam_ms)
    p("time modes (family): " + ", ".join(f"{k} {mf[k]} ({100*mf[k]/len(fam_ms):.0f}%)" for k, _ in MODES))
    inv = 0
    for t in truth:
        if t["_a"]["created"] > t["_b"]["created"]:
            inv += 1
    p(f"true pairs whose created_at order is inverted relative to order time: {inv}")
    mixed = 0
    for fam, _, _ in FAMILIES:
        modes = {m["mode"] for m in fam_ms if m["family"] == fam}
        mixed += len(modes) > 1
    p(f"families with mixed time modes: {mixed}/{len(FAMILIES)}")
    lens = Counter(len(v) for _, _, v in FAMILIES)
    p("chain lengths (versions: families): " + ", ".join(f"{k}: {lens[k]}" for k in sorted(lens)))
    back = 0
    for _, _, vs in FAMILIES:
        seen = []
        for v in vs:
            key = (v[1], v[0])
            if seen and key != seen[-1] and key in seen and v[0] == "+" and all(s[1] == "+" for s in seen):
                back += 1
            seen.append(key)
    p(f"moves back to an earlier value: {back}")
    p(f"confirmations inside chains: {sum('c' in (v[3] if len(v) > 3 else '') for _, _, vs in FAMILIES for v in vs)}")
    p(f"hard-worded intervening versions: {sum('h' in (v[3] if len(v) > 3 else '') for _, _, vs in FAMILIES for v in vs)}")
    newer = []
    for _, _, vs in FAMILIES:
        for i in range(1, len(vs)):
            newer.append((vs[i - 1][2], vs[i][2]))
    one = sum(is_one_slot(a, b) for a, b in newer)
    p(f"newer versions: {len(newer)}; one-slot edits of the version before: {one}; reworded: {len(newer)-one} ({100*(len(newer)-one)/len(newer):.0f}%)")
    js = sorted(jaccard(a, b) for a, b in newer)
    p(f"token Jaccard newer vs previous: min {js[0]:.2f}, median {js[len(js)//2]:.2f}, mean {sum(js)/len(js):.2f}, max {js[-1]:.2f}")
    tj = sorted(jaccard(t["_a"]["content"], t["_b"]["content"]) for t in truth)
    p(f"token Jaccard within true pairs: median {tj[len(tj)//2]:.2f}, mean {sum(tj)/len(tj):.2f}")
    wl = [len(tokens(m["content"])) for m in mems]
    p(f"words per memory: min {min(wl)}, mean {sum(wl)/len(wl):.1f}, max {max(wl)}")
    return "\n".join(out)


def main():
    mems, file_order = build()
    truth = compute_truth(mems)
    check(mems, truth)
    if "--stats" in sys.argv:
        print(stats(mems, truth))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["family"], m["order"])):
            lab = m["cls"] if m["cls"] else f"value={m['value']} pol={m['pol']}"
            fl = f" flags={m['flags']}" if m["flags"] else ""
            print(f"{m['id']}\t{rfc(m['order'])}\t{m['mode']}\t{m['family']}\t{m['register']}\t{lab}{fl}\t{m['content']}")
        print()
        for t in sorted(truth, key=lambda t: (t["_a"]["family"], t["_a"]["order"])):
            print(f"{t['expired_id']} -> {t['replacement_id']}\t{t['reason']}\t{t['_a']['family']}")
        return
    write(mems, file_order, truth)


if __name__ == "__main__":
    main()
