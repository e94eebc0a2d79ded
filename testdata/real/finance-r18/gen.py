#!/usr/bin/env python3
"""Blind evaluation corpus R18: money, accounts and bookkeeping records.

Labels live in the tables below and are fixed before any generation; truth is
computed from those labels (family, value, polarity, order time), never from text.
Deterministic: a fixed seed, no clock; two runs give byte-identical files.
Usage: python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
       python3 gen.py --stats    print counts
       python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import json, os, random, sys, hashlib
from datetime import datetime, timedelta, timezone

SEED = 18018
HERE = os.path.dirname(os.path.abspath(__file__))

# Version kinds: r = reworded relative to the previous version, e = one-slot edit,
# h = reworded and hard-worded (mentions the old value or is indirect),
# c = confirmation (same value restated). The first version of a family is "f".
# Each version: (kind, value, polarity, text); polarity "+" holds, "-" stopped holding.
F = [
 ("biz_bank", [
  ("f","harrowgate","+","Business current account is with Harrowgate Bank."),
  ("r","velmont","+","Moved the business account over to Velmont Savings this week."),
  ("h","tessaly","+","Business account: Tessaly Bank (switched from Velmont, better FX fees)."),
  ("r","velmont","+","Switched the business banking back to Velmont Savings - Tessaly's app was hopeless.")]),
 ("accountant", [
  ("f","farrow","+","Our accountant is Imogen Farrow at Farrow Ledger."),
  ("r","pell","+","Accounts handed over to Dariusz Pell of Pell & Quince from this year."),
  ("h","trask","+","Dariusz Pell was replaced as our accountant by Wenna Trask."),
  ("r","trask","-","Wenna Trask is no longer our accountant; we're doing the books in-house.")]),
 ("streamline_price", [
  ("f","10.99","+","Streamline TV subscription is £10.99 a month."),
  ("r","12.49","+","Streamline went up to £12.49/month from the June bill."),
  ("r","12.99","+","Streamline monthly price: 12.99 GBP"),
  ("r","12.99","-","Streamline subscription cancelled - last charge 4 Nov.")]),
 ("payroll_date", [
  ("f","25th","+","Payroll runs on the 25th of each month."),
  ("h","lastfri","+","Payroll moved to the last Friday of the month."),
  ("r","28th","+","From April, staff are paid on the 28th."),
  ("r","25th","+","Ottilie says salaries go out on the 25th again.")]),
 ("mortgage_rate", [
  ("f","4.19","+","Mortgage rate with Brackwater BS: 4.19% fixed."),
  ("e","3.89","+","Mortgage rate with Brackwater BS: 3.89% fixed."),
  ("r","4.45","+","Fix ended, so we're on the SVR now: 4.45%."),
  ("r","3.74","+","Mortgage rate: 3.74% fixed (new 5-yr deal from 1 Sept)")]),
 ("kestrel_limit", [
  ("f","5000","+","Credit limit on the Kestrel business Mastercard is £5,000."),
  ("r","7500","+","Kestrel raised the card limit to £7,500."),
  ("r","6000","+","Kestrel card limit cut to £6k after their annual review."),
  ("e","9000","+","Kestrel card limit raised to £9k after we asked.")]),
 ("expense_approver", [
  ("f","rowe","+","Expenses over £500 need sign-off from Benedek Rowe."),
  ("r","hale","+","Send expense claims to Sunniva Hale for approval from now on."),
  ("h","anand","+","While Sunniva is on leave, Priya Anand approves expenses."),
  ("r","hale","+","Sunniva Hale is approving expenses again.")]),
 ("car_insurance", [
  ("f","fairwind","+","Car insurance with Fairwind Direct, renews in May."),
  ("r","brightmoor","+","Switched the car insurance to Brightmoor."),
  ("r","brightmoor","-","Car policy lapsed - forgot the renewal, Brightmoor cover ended 2 May."),
  ("r","brightmoor","+","Car insurance reinstated with Brightmoor after a long phone call.")]),
 ("pixelforge_card", [
  ("f","visa4417","+","Card on file for Pixelforge: Visa ending 4417."),
  ("e","amex3008","+","Card on file for Pixelforge: Amex ending 3008."),
  ("r","mc2261","+","Pixelforge now bills the Mastercard ending 2261.")]),
 ("inv220_due", [
  ("f","28feb","+","INV-220 to Marlow Studio due 28 Feb."),
  ("h","14mar","+","Invoice INV-220 is due 14 March instead of 28 Feb."),
  ("r","31mar","+","Marlow asked for more time; INV-220 now due 31 March.")]),
 ("quillon_terms", [
  ("f","net30","+","Payment terms with Quillon Logistics: net 30."),
  ("r","net45","+","Quillon's new contract puts them on 45-day terms."),
  ("c","net45","+","Quillon still on net 45, confirmed against the signed SOW."),
  ("r","net60","+","Quillon renegotiated us down to net 60. Ugh.")]),
 ("home_insurer", [
  ("f","ashgrove","+","Home insurance is with Ashgrove Mutual."),
  ("h","pinecrest","+","Renewed the home policy with Pinecrest Insurance instead of Ashgrove."),
  ("r","larchfield","+","Our home insurance was taken over by Larchfield Assurance when Pinecrest sold its book.")]),
 ("home_premium", [
  ("f","342","+","Home insurance premium: £342 a year."),
  ("e","389","+","Home insurance premium: £389 a year."),
  ("r","361","+","Home insurance premium came down to £361 after I queried it.")]),
 ("fye", [
  ("f","31mar","+","Fiscal year end for Fennick & Lowe Ltd is 31 March."),
  ("r","31dec","+","We changed the company's accounting reference date to 31 December."),
  ("r","30jun","+","YE moved again, to 30 June, to line up with the group.")]),
 ("vat_status", [
  ("f","vat","+","Fennick & Lowe is VAT registered (quarterly returns)."),
  ("r","vat","-","Deregistered for VAT - turnover dropped under the threshold."),
  ("r","vat","+","Re-registered for VAT from 1 October.")]),
 ("my_pension", [
  ("f","stellwood","+","My workplace pension is with Stellwood Pensions."),
  ("r","northvale","+","Pension transferred to Northvale Life."),
  ("r","oakrun","+","Pension pot moved again, now sitting with Oakrun Retirement.")]),
 ("council_dd", [
  ("f","1st","+","Council tax DD comes out on the 1st."),
  ("e","15th","+","Council tax DD comes out on the 15th."),
  ("r","15th","-","Council tax direct debit stopped for the year - paid it in full.")]),
 ("mkt_budget", [
  ("f","venn","+","Marketing budget owner: Laszlo Venn."),
  ("r","quaile","+","The marketing budget now sits with Hester Quaile."),
  ("r","venn","+","Laszlo owns the marketing budget again after the reorg.")]),
 ("harrowgate_am", [
  ("f","ridley","+","Our account manager at Harrowgate is Colm Ridley."),
  ("r","bray","+","Colm left Harrowgate; our new relationship manager there is Anouk Bray."),
  ("r","fenn","+","Anouk Bray handed us over to Tobiah Fenn at Harrowgate.")]),
 ("rent_day", [
  ("f","1st","+","Rent goes out on the 1st by standing order."),
  ("e","3rd","+","Rent now goes out on the 3rd."),
  ("r","28th","+","Changed the rent standing order to the 28th, right after payday.")]),
 ("ironlark", [
  ("f","ironlark","+","Ironlark Gym membership active, paid by DD."),
  ("r","ironlark","-","Cancelled the Ironlark Gym membership."),
  ("r","ironlark","+","Rejoined Ironlark in January - membership is back on.")]),
 ("saver_rate", [
  ("f","4.1","+","Velmont easy-access saver pays 4.1% AER."),
  ("e","3.6","+","Velmont easy-access saver pays 3.6% AER."),
  ("r","3.25","+","Easy access saver rate: 3.25% AER"),
  ("c","3.25","+","Easy-access saver still paying 3.25%, checked the app.")]),
 ("books_software", [
  ("f","tallybook","+","Books are kept in Tallybook."),
  ("r","ledgerly","+","Migrated the bookkeeping from Tallybook to Ledgerly."),
  ("r","tallybook","+","We're back on Tallybook; Ledgerly's bank feeds kept breaking.")]),
 ("tax_adviser", [
  ("f","osk","+","Tax adviser for my self-assessment: Mirela Osk."),
  ("h","harrow","+","Self-assessment this year done by Jonty Harrow instead of Mirela."),
  ("r","harrow","-","Jonty Harrow is no longer my tax adviser.")]),
 ("ap_clerk", [
  ("f","coyle","+","Supplier invoices (AP) are paid by Rosalind Coyle."),
  ("r","tisch","+","AP now handled by Eamon Tisch."),
  ("r","coyle","+","Rosalind is back running accounts payable.")]),
 ("overdraft", [
  ("f","1000","+","Arranged overdraft on the Tessaly current account: £1,000."),
  ("e","1500","+","Arranged overdraft on the Tessaly current account: £1,500."),
  ("r","500","+","Overdraft limit: £500 (reduced by Tessaly, no reason given)")]),
 ("phone_bill", [
  ("f","18","+","Phone contract with Skylane is £18 per month."),
  ("e","21.60","+","Phone contract with Skylane is £21.60 per month."),
  ("r","9","+","Moved to a SIM-only deal, Skylane charges £9 a month now.")]),
 ("tunewell_price", [
  ("f","17.99","+","Tunewell family plan: £17.99/mo."),
  ("e","19.99","+","Tunewell family plan: £19.99/mo."),
  ("r","19.99","-","Tunewell subscription cancelled, we use the radio now.")]),
 ("brightnode_card", [
  ("f","orrin5520","+","Brightnode hosting is paid with the Orrin debit card ending 5520."),
  ("e","amex7713","+","Brightnode hosting is paid with the company Amex ending 7713.")]),
 ("brightnode_plan", [
  ("f","240","+","Brightnode plan: $240 per year."),
  ("e","300","+","Brightnode plan: $300 per year.")]),
 ("inv231_due", [
  ("f","10may","+","INV-231 (Tamsin Hoyle Photography) due on 10 May."),
  ("e","24may","+","INV-231 (Tamsin Hoyle Photography) due on 24 May.")]),
 ("greyfold_terms", [
  ("f","30d","+","Greyfold Print gives us 30 days to pay."),
  ("e","14d","+","Greyfold Print gives us 14 days to pay.")]),
 ("dual_sig", [
  ("f","10000","+","Spending above £10,000 needs two signatures."),
  ("e","5000","+","Spending above £5,000 needs two signatures.")]),
 ("life_premium", [
  ("f","24.30","+","Life cover premium with Northvale: £24.30/month."),
  ("e","26.10","+","Life cover premium with Northvale: £26.10/month.")]),
 ("income_protect", [
  ("f","dunmere","+","Income protection cover with Dunmere Assurance starts 1 Feb."),
  ("r","dunmere","-","Cancelled the Dunmere income protection - too expensive.")]),
 ("broadband_dd", [
  ("f","12th","+","Broadband direct debit: 12th of the month."),
  ("e","20th","+","Broadband direct debit: 20th of the month.")]),
 ("energy_dd", [
  ("f","96","+","Energy DD with Lumenta is £96 a month."),
  ("e","132","+","Energy DD with Lumenta is £132 a month.")]),
 ("energy_supplier", [
  ("f","lumenta","+","Gas and electricity supplier: Lumenta Energy."),
  ("e","calder","+","Gas and electricity supplier: Calder Power.")]),
 ("nursery_fees", [
  ("f","1140","+","Nursery fees: £1,140 per month."),
  ("e","1210","+","Nursery fees: £1,210 per month.")]),
 ("kestrel_apr", [
  ("f","22.9","+","Kestrel card APR 22.9%."),
  ("e","24.9","+","Kestrel card APR 24.9%.")]),
 ("joint_account", [
  ("f","brackwater","+","Joint account is with Brackwater Building Society."),
  ("r","brackwater","-","Closed the joint account at Brackwater.")]),
 ("isa_provider", [
  ("f","fernleigh","+","Stocks & shares ISA held with Fernleigh Invest."),
  ("e","cobbet","+","Stocks & shares ISA held with Cobbet Markets.")]),
 ("marlow_rate", [
  ("f","420","+","Day rate for Marlow Studio work: £420."),
  ("e","465","+","Day rate for Marlow Studio work: £465.")]),
 ("quillon_retainer", [
  ("f","2000","+","Quillon retainer: £2,000/month."),
  ("r","1500","+","Quillon retainer dropped to £1.5k a month from Q3.")]),
 ("late_fee", [
  ("f","2pct","+","Late fee on overdue invoices: 2% per month."),
  ("r","flat40","+","Changed the late fee to a flat £40 per overdue invoice.")]),
 ("inv_prefix", [
  ("f","INV","+","Invoices are numbered with the prefix INV-."),
  ("r","FL","+","New invoice prefix from 2026: FL-.")]),
 ("bv_bank", [
  ("f","rijnvaart","+","Fennick & Lowe BV (EU entity) banks with Rijnvaart Bank."),
  ("r","baltica","+","The BV's account moved to Baltica Credit.")]),
 ("payroll_provider", [
  ("f","paymill","+","Payroll is run through Paymill."),
  ("r","stipendo","+","Payroll provider changed: now using Stipendo.")]),
 ("vat_stagger", [
  ("f","mar","+","VAT quarters end Mar/Jun/Sep/Dec."),
  ("r","jan","+","HMRC put us on a VAT stagger with quarters ending Jan/Apr/Jul/Oct.")]),
 ("petty_float", [
  ("f","150","+","Petty cash float: £150."),
  ("r","200","+","Topped up petty cash; the float is £200 going forward.")]),
 ("mileage", [
  ("f","45p","+","Mileage claims at 45p a mile."),
  ("e","50p","+","Mileage claims at 50p a mile.")]),
 ("office_rent", [
  ("f","1850","+","Office rent is £1,850 a month."),
  ("e","1975","+","Office rent is £1,975 a month.")]),
 ("office_rent_freq", [
  ("f","quarterly","+","Office rent is paid quarterly in advance."),
  ("r","monthly","+","Office rent switched to monthly payments.")]),
 ("auditor", [
  ("f","brannock","+","External auditor: Brannock & Co."),
  ("e","sallow","+","External auditor: Sallow Audit LLP.")]),
 ("pi_insurer", [
  ("f","hollin","+","Professional indemnity cover is with Hollin Underwriting."),
  ("r","castlegate","+","PI insurance moved to Castlegate.")]),
 ("pi_premium", [
  ("f","612","+","PI premium £612 a year."),
  ("e","655","+","PI premium £655 a year.")]),
 ("water_dd", [
  ("f","38","+","Water rates DD: £38 monthly."),
  ("e","33","+","Water rates DD: £33 monthly.")]),
 ("savings_so", [
  ("f","300","+","Standing order of £300 to the Velmont saver on payday."),
  ("r","400","+","Upped the monthly transfer to savings to £400.")]),
 ("junior_isa", [
  ("f","fernleigh","+","Kids' Junior ISA is with Fernleigh Invest."),
  ("e","cobbet","+","Kids' Junior ISA is with Cobbet Markets.")]),
 ("domain_card", [
  ("f","visa4417","+","Domain renewals charged to the Visa ending 4417."),
  ("e","mc2261","+","Domain renewals charged to the Mastercard ending 2261.")]),
 ("expense_tool", [
  ("f","receiptly","+","Expense tool: Receiptly."),
  ("r","claimwise","+","We dropped Receiptly; expenses go through Claimwise now.")]),
 ("bookkeeping_fee", [
  ("f","180","+","Pell & Quince charge £180/month for bookkeeping."),
  ("r","210","+","Bookkeeping fee from Pell & Quince is now £210 per month.")]),
 ("mortgage_lender", [
  ("f","brackwater","+","Mortgage lender: Brackwater Building Society."),
  ("r","greystone","+","The mortgage was sold on to Greystone Home Loans.")]),
 ("mortgage_payment", [
  ("f","1124","+","Mortgage payment £1,124 a month."),
  ("r","1263","+","Monthly mortgage payment rises to £1,263 from October.")]),
 ("reminders", [
  ("f","7d","+","Payment reminders go out at 7 days overdue."),
  ("e","3d","+","Payment reminders go out at 3 days overdue.")]),
 ("payout_account", [
  ("f","tessaly","+","Tillcart payouts land in the Tessaly account."),
  ("r","velmont","+","Pointed the Tillcart payouts at the Velmont business account instead.")]),
 ("amex_statement", [
  ("f","18th","+","Amex statement closes on the 18th."),
  ("e","5th","+","Amex statement closes on the 5th.")]),
 ("car_finance", [
  ("f","redmarsh","+","Car finance with Redmarsh Motors Finance, £212/month."),
  ("r","redmarsh","-","Car finance settled early - no more payments to Redmarsh.")]),
 ("donation", [
  ("f","10","+","Monthly donation to Harbour Trust: £10."),
  ("e","15","+","Monthly donation to Harbour Trust: £15.")]),
]

# Labelled memories: (class, group, text). Members of one group are related controls
# written at different times (equal_time groups share one order time).
L = [
 # multi_valued: values that coexist
 ("multi_valued","mv1","Household current accounts: Orrin Credit Union and Tessaly Bank."),
 ("multi_valued","mv1","Also opened a savings pot with Fernleigh Invest."),
 ("multi_valued","mv2","Cards in my wallet: Orrin Visa ending 8830 and the work Amex."),
 ("multi_valued","mv2","Got another card too: a Kestrel personal Visa ending 1195."),
 ("multi_valued","mv2","The Tessaly debit card ending 6402 is also still active."),
 ("multi_valued","mv3","Signatories on the F&L business account: Laszlo Venn and Hester Quaile."),
 ("multi_valued","mv3","Added Ottilie Marsh as a third signatory on the business account."),
 ("multi_valued","mv3","Sunniva Hale is another authorised signatory on the business account."),
 ("multi_valued","mv4","Current clients: Marlow Studio and Quillon Logistics."),
 ("multi_valued","mv4","New client signed: Tamsin Hoyle Photography, alongside the others."),
 ("multi_valued","mv4","Also picked up Greyfold Print as a client for brochure work."),
 ("multi_valued","mv5","We invoice in GBP and EUR."),
 ("multi_valued","mv5","Started accepting USD invoices as well for the Ohio client."),
 ("multi_valued","mv6","Clients can pay by bank transfer or card; Tillcart links work too."),
 # scope_disjoint: same attribute, different scope
 ("scope_disjoint","sd1","Personal current account is with Orrin Credit Union."),
 ("scope_disjoint","sd1","Freelance side account is with Kestrel Mutual."),
 ("scope_disjoint","sd2","UK entity pays its suppliers on net 30."),
 ("scope_disjoint","sd2","The EU entity (the BV) pays suppliers on net 60."),
 ("scope_disjoint","sd3","Cloudhaven monthly plan: £24/month."),
 ("scope_disjoint","sd3","Cloudhaven annual plan: £240 a year."),
 ("scope_disjoint","sd4","Weekday cash withdrawal limit at Orrin: £500."),
 ("scope_disjoint","sd4","At weekends the Orrin withdrawal limit is £300."),
 ("scope_disjoint","sd5","Staging server on Cloudhaven billed at $20/month."),
 ("scope_disjoint","sd5","Production server on Cloudhaven costs $140/month."),
 ("scope_disjoint","sd6","Summer office electricity DD: £80."),
 ("scope_disjoint","sd6","Winter office electricity DD: £145."),
 ("scope_disjoint","sd7","VAT on our design work for UK clients: 20%."),
 ("scope_disjoint","sd7","For Irish clients we charge VAT at 23%."),
 # format_variant: same value, another format
 ("format_variant","fv1","Shed insurance excess: £1,000."),
 ("format_variant","fv1","Excess on the shed policy is 1k."),
 ("format_variant","fv2","Cloudhaven invoices are due within thirty days."),
 ("format_variant","fv2","Cloudhaven payment terms: 30 days."),
 ("format_variant","fv3","Quarterly VAT payment due on the 7th of the month after quarter end."),
 ("format_variant","fv3","VAT payment deadline: seventh day of the month following the quarter."),
 ("format_variant","fv4","Bank cut-off for same-day transfers: 17:00."),
 ("format_variant","fv4","Same-day transfer cut-off is 5pm."),
 ("format_variant","fv5","Van lease ends 03/09/2027."),
 ("format_variant","fv5","Van lease end date: 3 Sept 2027."),
 ("format_variant","fv6","Tillcart fee: 1.5% per transaction."),
 ("format_variant","fv6","Tillcart takes one and a half percent per transaction."),
 ("format_variant","fv7","Annual percentage rate on the Bramblewick personal loan: 7.9%"),
 ("format_variant","fv7","Bramblewick loan APR 7.9 per cent."),
 # elaboration: same value, more detail
 ("elaboration","el1","Garage rental income is paid by Mr Okafor."),
 ("elaboration","el1","Garage rent comes from Mr Okafor, by bank transfer on the 1st."),
 ("elaboration","el2","Insurer for the bike: Spokeguard."),
 ("elaboration","el2","Bike insurance is with Spokeguard, policy SG-44120, covers theft away from home."),
 ("elaboration","el3","Our HMRC agent queries go to Mags Thorley."),
 ("elaboration","el3","Mags Thorley (agent services, ext 214) handles our HMRC agent queries."),
 ("elaboration","el4","Van lease is with Dovecote Leasing."),
 ("elaboration","el4","The van is leased from Dovecote Leasing on a 36-month contract, 10k miles a year."),
 ("elaboration","el5","Petty cash is kept in the grey tin."),
 ("elaboration","el5","Petty cash lives in the grey tin in the top drawer of Rosalind's desk, key on the hook."),
 ("elaboration","el6","Staff pension scheme provider: Marrowby Workplace."),
 ("elaboration","el6","Staff are auto-enrolled into the Marrowby Workplace scheme, 5% employee / 3% employer."),
 # confirmation: value in force restated later
 ("confirmation","cf1","Safe deposit box at Harrowgate: box 112."),
 ("confirmation","cf1","Safe deposit box is still number 112 at Harrowgate, checked today."),
 ("confirmation","cf2","Service charge on the flat: £1,460 a year."),
 ("confirmation","cf2","Confirmed with the managing agent: service charge remains £1,460/yr."),
 ("confirmation","cf3","Cleaner is paid £15 an hour, cash."),
 ("confirmation","cf3","Paid the cleaner £15/hr as usual."),
 ("confirmation","cf4","Ground rent: £250 per annum."),
 ("confirmation","cf4","Ground rent unchanged at £250 a year."),
 ("confirmation","cf5","Cloudhaven account number CH-88213."),
 ("confirmation","cf5","Cloudhaven account is still CH-88213."),
 ("confirmation","cf6","Window cleaner charges £12 a visit."),
 ("confirmation","cf6","Window cleaner still £12 per visit, as usual."),
 # different_subject: the frame of a changing fact with another subject
 ("different_subject","ds","Marlow Studio pays its own staff on the 15th."),
 ("different_subject","ds","Card on file for Hester's Pixelforge seat: Mastercard ending 6650."),
 ("different_subject","ds","Quillon's own suppliers get net 90 from them, apparently."),
 ("different_subject","ds","Mum's home insurance is with Ashgrove Mutual."),
 ("different_subject","ds","Greyfold Print's fiscal year ends 30 September."),
 ("different_subject","ds","Tamsin Hoyle's accountant is Imogen Farrow."),
 ("different_subject","ds","The neighbours' mortgage rate is 5.1% on the variable."),
 ("different_subject","ds","Dad's pension provider is Oakrun Retirement."),
 ("different_subject","ds","Laszlo's personal credit card limit is £12,000."),
 ("different_subject","ds","Marlow Studio deregistered for VAT last year."),
 ("different_subject","ds","Invoice INV-219 is due 28 Feb."),
 ("different_subject","ds","The Harbour Trust banks with Kestrel Mutual."),
 # static: an unchanging fact restated with a synonymous verb
 ("static","st1","Fennick & Lowe Ltd was incorporated on 4 June 2019."),
 ("static","st1","The company was formed on 4 June 2019."),
 ("static","st2","Company registration number: 11840273."),
 ("static","st2","Companies House lists F&L under number 11840273."),
 ("static","st3","The house was bought for £312,000 in 2018."),
 ("static","st3","We paid £312,000 for the house back in 2018."),
 ("static","st4","Laszlo founded Fennick & Lowe with Hester."),
 ("static","st4","Fennick & Lowe was started by Laszlo and Hester."),
 ("static","st5","The Tessaly account was opened in 2021."),
 ("static","st5","Set up the Tessaly account back in 2021."),
 ("static","st6","The old van was purchased outright in 2020."),
 ("static","st6","We bought the old van outright in 2020, no finance."),
 # membership: memberships that look like roles, all holding at once
 ("membership","mb1","Hester sits on the finance committee."),
 ("membership","mb1","Laszlo is a member of the finance committee as well."),
 ("membership","mb2","I'm a member of the Guild of Independent Bookkeepers."),
 ("membership","mb3","Ottilie joined the pension trustee board."),
 ("membership","mb3","Priya is a trustee of the staff pension too."),
 ("membership","mb4","Eamon is on the audit working group."),
 ("membership","mb4","Rosalind is also on the audit working group."),
 ("membership","mb5","Benedek sits on the Harbour Trust finance panel."),
 ("membership","mb6","Sunniva is a member of the procurement panel."),
 ("membership","mb6","Hester also serves on the procurement panel."),
 ("membership","mb7","We're members of the Northdown Chamber of Commerce."),
 ("membership","mb7","Laszlo joined the Small Firms Federation on the firm's behalf."),
 # equal_time: two values of one fact at the identical order time
 ("equal_time","et1","Skip hire quote: £240."),
 ("equal_time","et1","Skip hire quote: £275."),
 ("equal_time","et2","Bike loan repayment day: 9th"),
 ("equal_time","et2","Bike loan repayment day: 19th"),
 ("equal_time","et3","Gardener's invoice total £180."),
 ("equal_time","et3","Gardener's invoice came to £210."),
 ("equal_time","et4","Van MOT cost £54.85."),
 ("equal_time","et4","Van MOT cost £45.85."),
 ("equal_time","et5","Parking permit renewal fee: £96."),
 ("equal_time","et5","Parking permit renewal is £110."),
 ("equal_time","et6","Boiler cover is with Heatsure, £14/month."),
 ("equal_time","et6","Boiler cover is with Flamecare, £14/month."),
 # unrelated distractors (some share a subject with a changing family)
 ("unrelated","un","Harrowgate's branch on Mill Lane closes at 4pm on Fridays."),
 ("unrelated","un","Remember to download Tallybook's year-end report before archiving."),
 ("unrelated","un","Quillon Logistics moved offices to Dockside Road."),
 ("unrelated","un","Streamline TV has a new series everyone at work is talking about."),
 ("unrelated","un","Kestrel Mastercard statement arrived, nothing unusual on it."),
 ("unrelated","un","Shredded the 2019 bank statements."),
 ("unrelated","un","Receipts for the Ghent trip are in the blue folder."),
 ("unrelated","un","Office coffee machine cost £349 - claim it as equipment."),
 ("unrelated","un","Need to ask about claiming home office costs."),
 ("unrelated","un","Ironlark Gym opened a second site in Elmford."),
 ("unrelated","un","Marlow Studio sent a thank-you card with the last payment."),
 ("unrelated","un","Lumenta's customer service line is useless before 9am."),
 ("unrelated","un","Keep invoices and receipts for six years."),
 ("unrelated","un","Brightnode had an outage on Tuesday; no billing impact."),
 ("unrelated","un","Velmont Savings is sponsoring the town's 10k run."),
]

# Register of each family and labelled group (household money notes, freelancer's
# bookkeeping log, small firm's finance channel, accountant's client file).
HOUSEHOLD, FREELANCER, FIRM, CLIENTFILE = "household", "freelancer", "firm", "accountant_file"
REGISTER = {}
for _k in ("streamline_price mortgage_rate car_insurance home_insurer home_premium council_dd rent_day ironlark "
           "saver_rate phone_bill tunewell_price energy_dd energy_supplier nursery_fees joint_account isa_provider "
           "water_dd savings_so junior_isa mortgage_lender mortgage_payment car_finance donation life_premium "
           "income_protect broadband_dd my_pension").split():
    REGISTER[_k] = HOUSEHOLD
for _k in ("pixelforge_card inv220_due quillon_terms brightnode_card brightnode_plan inv231_due marlow_rate "
           "quillon_retainer late_fee inv_prefix payout_account domain_card tax_adviser overdraft amex_statement "
           "reminders").split():
    REGISTER[_k] = FREELANCER
for _k in ("biz_bank payroll_date kestrel_limit expense_approver mkt_budget harrowgate_am ap_clerk greyfold_terms "
           "dual_sig kestrel_apr bv_bank payroll_provider petty_float mileage office_rent office_rent_freq "
           "expense_tool").split():
    REGISTER[_k] = FIRM
for _k in ("accountant fye vat_status books_software vat_stagger auditor pi_insurer pi_premium bookkeeping_fee").split():
    REGISTER[_k] = CLIENTFILE
for _k in "mv1 mv2 sd1 sd4 sd6 fv1 fv5 fv7 el1 el2 cf2 cf3 cf4 cf6 st3 st6 et1 et2 et3 et4 et5 et6".split():
    REGISTER[_k] = HOUSEHOLD
for _k in "mv4 mv5 mv6 sd3 sd5 sd7 fv2 fv6 cf5 mb2".split():
    REGISTER[_k] = FREELANCER
for _k in "mv3 sd2 fv4 el4 el5 el6 cf1 st4 st5 mb1 mb3 mb4 mb5 mb6 mb7".split():
    REGISTER[_k] = FIRM
for _k in "fv3 el3 st1 st2".split():
    REGISTER[_k] = CLIENTFILE
GROUP_SEQ = {
    "ds": [FREELANCER, FREELANCER, FREELANCER, HOUSEHOLD, CLIENTFILE, FREELANCER, HOUSEHOLD, HOUSEHOLD, FIRM,
           CLIENTFILE, FREELANCER, HOUSEHOLD],
    "un": [FIRM, CLIENTFILE, FREELANCER, HOUSEHOLD, FIRM, HOUSEHOLD, FIRM, FIRM, FREELANCER, HOUSEHOLD,
           FREELANCER, HOUSEHOLD, CLIENTFILE, FREELANCER, HOUSEHOLD],
}
REGISTERS = (HOUSEHOLD, FREELANCER, FIRM, CLIENTFILE)

MODES = (("live", 27), ("stamped", 55), ("backfilled", 18))
EPOCH = datetime(2024, 1, 8, tzinfo=timezone.utc)
LAST = datetime(2026, 10, 31, tzinfo=timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


class ModeDeck:
    """Deals time modes in exact proportions: a shuffled deck of 100 per round."""

    def __init__(self, rng):
        self.rng = rng
        self.deck = []

    def __call__(self, _rng=None):
        if not self.deck:
            self.deck = [m for m, w in MODES for _ in range(w)]
            self.rng.shuffle(self.deck)
        return self.deck.pop()


def order_instant(rng, day, mode):
    base = EPOCH + timedelta(days=day)
    if mode == "backfilled":
        return base
    return base + timedelta(hours=rng.randrange(7, 22), minutes=rng.randrange(60), seconds=rng.randrange(60))


def build():
    rng = random.Random(SEED)
    pick_mode = ModeDeck(random.Random(SEED + 1))
    span = (LAST - EPOCH).days
    mems = []  # dicts with internal fields
    # families
    for fid, vers in F:
        n = len(vers)
        gaps = [rng.randrange(25, 200) for _ in range(n - 1)]
        start = rng.randrange(0, max(1, span - sum(gaps) - 1))
        days = [start]
        for g in gaps:
            days.append(days[-1] + g)
        for k, (kind, val, pol, text) in enumerate(vers):
            mode = pick_mode(rng)
            mems.append(dict(fam=fid, ver=k, kind=kind, value=val, pol=pol, text=text,
                             mode=mode, order=order_instant(rng, days[k], mode), cls=None, group=None,
                             reg=REGISTER[fid]))
    # labelled
    groups = {}
    for cls, grp, text in L:
        groups.setdefault((cls, grp), []).append(text)
    for (cls, grp), texts in groups.items():
        if cls == "equal_time":
            mode = pick_mode(rng)
            day = rng.randrange(0, span)
            t = order_instant(rng, day, mode)
            for text in texts:
                mems.append(dict(fam=None, ver=None, kind=None, value=None, pol=None, text=text,
                                 mode=mode, order=t, cls=cls, group=grp, reg=REGISTER[grp]))
            continue
        day = rng.randrange(0, span - 40 * len(texts))
        for pos, text in enumerate(texts):
            mode = pick_mode(rng)
            reg = GROUP_SEQ[grp][pos] if grp in GROUP_SEQ else REGISTER[grp]
            mems.append(dict(fam=None, ver=None, kind=None, value=None, pol=None, text=text,
                             mode=mode, order=order_instant(rng, day, mode), cls=cls, group=grp, reg=reg))
            day += rng.randrange(20, 40)
    # created_at / observed_at
    for m in mems:
        if m["mode"] == "live":
            m["created"] = m["order"]
            m["observed"] = None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + timedelta(minutes=rng.randrange(1, 50), seconds=rng.randrange(60))
    # backfilled: import instants in November 2026, newest-first within a family (or group)
    bkeys = {}
    for m in mems:
        if m["mode"] == "backfilled":
            bkeys.setdefault(m["fam"] or ("L", m["cls"], m["group"], m["text"]), []).append(m)
    for key in sorted(bkeys, key=str):
        ms = sorted(bkeys[key], key=lambda x: x["order"], reverse=True)
        t = datetime(2026, 11, rng.randrange(2, 25), rng.randrange(0, 23), rng.randrange(60), rng.randrange(60), tzinfo=timezone.utc)
        for m in ms:
            m["observed"] = m["order"]
            m["created"] = t
            t += timedelta(seconds=rng.randrange(1, 30))
    # ids in a shuffled order, file order shuffled again
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    for n, i in enumerate(idx):
        mems[i]["id"] = "a%03d" % (n + 1)
    order = list(range(len(mems)))
    rng.shuffle(order)
    return mems, [mems[i] for i in order]


def truth(mems):
    pairs = []
    fams = {}
    for m in mems:
        if m["fam"]:
            fams.setdefault(m["fam"], []).append(m)
    for fid, _ in F:
        ms = sorted(fams[fid], key=lambda x: x["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, pairs):
    assert all(m["order"] < LAST and m["created"] < datetime(2026, 12, 1, tzinfo=timezone.utc) for m in mems)
    fams = {}
    for m in mems:
        if m["fam"]:
            fams.setdefault(m["fam"], []).append(m)
    for fid, ms in fams.items():
        ts = [m["order"] for m in ms]
        assert len(set(ts)) == len(ts), fid
        assert [m["ver"] for m in sorted(ms, key=lambda x: x["order"])] == list(range(len(ms))), fid
    labelled = {m["id"] for m in mems if m["cls"]}
    for p in pairs:
        assert p["expired_id"] not in labelled and p["replacement_id"] not in labelled
    assert len({m["id"] for m in mems}) == len(mems)
    assert len({m["text"] for m in mems}) == len(mems), "duplicate text"
    for cls in sorted({m["cls"] for m in mems if m["cls"]}):
        assert sum(1 for m in mems if m["cls"] == cls) >= 10, cls
    for (cls, grp) in {(m["cls"], m["group"]) for m in mems if m["cls"] == "equal_time"}:
        assert len({m["order"] for m in mems if m["group"] == grp}) == 1


def record(m):
    r = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
    if m["observed"] is not None:
        r["observed_at"] = rfc(m["observed"])
    return r


def dump(path, rows):
    data = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in rows)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    os.replace(tmp, path)


def words(s):
    return set("".join(c.lower() if c.isalnum() else " " for c in s).split())


def stats(mems, pairs):
    fams = {}
    for m in mems:
        if m["fam"]:
            fams.setdefault(m["fam"], []).append(m)
    sizes = {}
    for ms in fams.values():
        sizes[len(ms)] = sizes.get(len(ms), 0) + 1
    out = []
    out.append("memories %d" % len(mems))
    out.append("family memories %d, labelled memories %d" % (sum(1 for m in mems if m["fam"]), sum(1 for m in mems if m["cls"])))
    out.append("changing families %d; by size %s" % (len(fams), ", ".join("%d versions: %d" % (k, sizes[k]) for k in sorted(sizes))))
    out.append("true pairs %d (value %d, negation %d)" % (len(pairs), sum(p["reason"] == "value" for p in pairs), sum(p["reason"] == "negation" for p in pairs)))
    back = 0
    for fid, vers in F:
        seen = []
        for v in vers:
            key = (v[1], v[2])
            if seen and key != seen[-1] and key in seen and v[2] == "+" and seen[-1][1] == "+":
                back += 1
            if not seen or key != seen[-1]:
                seen.append(key)
    out.append("moves back (to an earlier value, both holding) %d" % back)
    reaff = sum(1 for fid, vers in F for a, b in zip(vers, vers[1:]) if a[2] == "-" and b[2] == "+")
    out.append("re-affirmations after a negation %d" % reaff)
    kinds = {}
    for fid, vers in F:
        for v in vers[1:]:
            kinds[v[0]] = kinds.get(v[0], 0) + 1
    later = sum(kinds.values())
    chg = later - kinds.get("c", 0)
    rew = kinds.get("r", 0) + kinds.get("h", 0)
    out.append("newer versions %d: reworded %d (of which hard-worded %d), one-slot edits %d, confirmations %d; reworded share of changes %.1f%%"
               % (later, rew, kinds.get("h", 0), kinds.get("e", 0), kinds.get("c", 0), 100.0 * rew / chg))
    jac = []
    for fid, vers in F:
        for a, b in zip(vers, vers[1:]):
            wa, wb = words(a[3]), words(b[3])
            jac.append(len(wa & wb) / len(wa | wb))
    jac.sort()
    out.append("word Jaccard between consecutive versions: mean %.3f, median %.3f, min %.3f, max %.3f"
               % (sum(jac) / len(jac), jac[len(jac) // 2], jac[0], jac[-1]))
    lens = sorted(len(m["text"].split()) for m in mems)
    out.append("words per memory: mean %.1f, median %d, min %d, max %d" % (sum(lens) / len(lens), lens[len(lens) // 2], lens[0], lens[-1]))
    for grp in ("family", "labelled"):
        sel = [m for m in mems if (m["fam"] if grp == "family" else m["cls"])]
        c = {k: sum(1 for m in sel if m["mode"] == k) for k, _ in MODES}
        out.append("time modes (%s): %s" % (grp, ", ".join("%s %d (%.0f%%)" % (k, c[k], 100.0 * c[k] / len(sel)) for k, _ in MODES)))
    c = {k: sum(1 for m in mems if m["mode"] == k) for k, _ in MODES}
    out.append("time modes (all): %s" % ", ".join("%s %d (%.0f%%)" % (k, c[k], 100.0 * c[k] / len(mems)) for k, _ in MODES))
    inv = 0
    for ms in fams.values():
        s = sorted(ms, key=lambda x: x["order"])
        inv += sum(1 for a, b in zip(s, s[1:]) if b["created"] < a["created"])
    out.append("consecutive family versions whose created_at order inverts order time: %d" % inv)
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    out.append("labelled classes: " + ", ".join("%s %d" % (k, classes[k]) for k in sorted(classes)))
    out.append("memories per class and register (%s):" % " / ".join(REGISTERS))
    for k in ["changing_family"] + sorted(classes):
        sel = [m for m in mems if (m["cls"] == k if k != "changing_family" else m["fam"])]
        out.append("  %-18s %s" % (k, " / ".join(str(sum(1 for m in sel if m["reg"] == r)) for r in REGISTERS)))
    fr = {r: sum(1 for fid, _ in F if REGISTER[fid] == r) for r in REGISTERS}
    out.append("changing families per register: " + ", ".join("%s %d" % (r, fr[r]) for r in REGISTERS))
    out.append("memories per register: " + ", ".join("%s %d" % (r, sum(1 for m in mems if m["reg"] == r)) for r in REGISTERS))
    return "\n".join(out)


def main():
    mems, filed = build()
    pairs = truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        exp = {p["expired_id"]: p for p in pairs}
        for m in sorted(mems, key=lambda x: x["id"]):
            lab = ("family=%s v%d kind=%s value=%s pol=%s" % (m["fam"], m["ver"], m["kind"], m["value"], m["pol"])) if m["fam"] else ("class=%s group=%s" % (m["cls"], m["group"]))
            p = exp.get(m["id"])
            tail = (" -> %s (%s)" % (p["replacement_id"], p["reason"])) if p else ""
            print("%s  %s  %-10s  %-15s %s%s  | %s" % (m["id"], rfc(m["order"]), m["mode"], m["reg"], lab, tail, m["text"]))
        return
    dump(os.path.join(HERE, "memories.jsonl"), [record(m) for m in filed])
    dump(os.path.join(HERE, "truth.jsonl"), sorted(pairs, key=lambda p: (p["expired_id"], p["replacement_id"])))
    dump(os.path.join(HERE, "labels.jsonl"), [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda x: x["id"]) if m["cls"]])
    for f in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, f), "rb") as fh:
            print("%s  %s" % (hashlib.sha256(fh.read()).hexdigest(), f))


if __name__ == "__main__":
    main()
