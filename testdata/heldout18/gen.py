#!/usr/bin/env python3
"""Generate testdata/heldout18: a blind evaluation corpus of IT-asset / vendor / systems memories.

Labels are fixed in the tables below BEFORE any text is generated; truth is computed from the labels
(family key, value label, polarity, order time), never from the text.

  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl next to this file
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

SEED = 18_2026_1202
HERE = os.path.dirname(os.path.abspath(__file__))

# Registers: A = IT manager's asset register, F = small firm's systems notes, S = school IT log,
# M = MSP client file.

# ---------------------------------------------------------------------------------------------
# Changing families. Each: (register, key, [(text, value, polarity, flags), ...]) in order-time order.
# polarity "+" = the fact holds, "-" = the fact stopped holding. flags: "H" hard-worded version,
# "C" confirmation inside the chain (same value restated).
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    # ---- chains of 4 ----
    ("A", "LT-042|assigned user|", [
        ("Laptop LT-042 (ThinkPad T14) issued to Ysolde Marr, Finance.", "ysolde", "+", ""),
        ("Ysolde's on leave till spring, so LT-042 has gone over to Teodor Quist for the audit work.", "teodor", "+", "H"),
        ("LT-042 reassigned to Anouk Brendel.", "anouk", "+", ""),
        ("Asset LT-042 - assigned user: Ysolde Marr", "ysolde", "+", ""),
    ]),
    ("F", "office|backup provider|", [
        ("Nightly backups go to Stowbridge Tape, collected Fridays.", "stowbridge", "+", ""),
        ("Backups now go to Pellucid Cloud instead of the Stowbridge tapes.", "pellucid", "+", ""),
        ("Moved the backup jobs over to Harbin Vault after the Pellucid price rise.", "harbin", "+", ""),
        ("Backup provider: Pellucid Cloud (back with them, new contract).", "pellucid", "+", ""),
    ]),
    ("S", "school|MDM|", [
        ("iPads and Chromebooks are enrolled in Nimbrel MDM.", "nimbrel", "+", ""),
        ("MDM switched over to Patchkeel over half term.", "patchkeel", "+", ""),
        ("All student devices re-enrolled under Ardent Devices; Patchkeel profiles removed.", "ardent", "+", ""),
        ("MDM: Fieldmark", "fieldmark", "+", ""),
    ]),
    ("M", "Hollins & Wray|helpdesk hours|", [
        ("Hollins & Wray helpdesk cover: 8am-6pm Mon-Fri.", "0800-1800", "+", ""),
        ("Helpdesk hours for Hollins & Wray cut back to 8am-5pm.", "0800-1700", "+", ""),
        ("H&W want earlier starts - desk now opens 07:30, still shuts at 17:00.", "0730-1700", "+", ""),
        ("Hollins & Wray helpdesk hours: 9-5 weekdays from this month.", "0900-1700", "+", ""),
    ]),
    ("F", "office|ISP|", [
        ("Office broadband is Vantory Fibre, 500/100.", "vantory", "+", ""),
        ("Pelham engineer came Tuesday and swapped the router; Vantory line ceased at the end of the month.", "pelham", "+", "H"),
        ("ISP changed back to Vantory Fibre - Pelham kept dropping out.", "vantory", "+", ""),
        ("Our internet provider is now Skeinnet.", "skeinnet", "+", ""),
    ]),
    ("M", "ticket 4471|status|", [
        ("Ticket #4471 (Fairlow Dental scanner not saving to share) opened.", "open", "+", ""),
        ("4471 parked until the scanner vendor gets back to us.", "on hold", "+", "H"),
        ("Ticket 4471 back in progress, vendor sent new driver.", "in progress", "+", ""),
        ("#4471 closed - scans saving fine after driver update.", "closed", "+", ""),
    ]),
    ("A", "Microsoft 365 Business Premium|seat count|", [
        ("M365 Business Premium: 20 seats.", "20", "+", ""),
        ("Bumped Business Premium licences to 25 for the new starters.", "25", "+", ""),
        ("We now hold 32 Microsoft 365 Business Premium seats.", "32", "+", ""),
        ("M365 BP seat count reduced to 28 at renewal.", "28", "+", ""),
    ]),
    ("A", "FW-01|firmware version|", [
        ("Firewall FW-01 running firmware 7.0.12.", "7.0.12", "+", ""),
        ("FW-01 upgraded to 7.2.5.", "7.2.5", "+", ""),
        ("Patched the main firewall to 7.2.8 overnight, no issues.", "7.2.8", "+", ""),
        ("FW-01 firmware: 7.4.3", "7.4.3", "+", ""),
    ]),
    ("S", "school|domain registrar|", [
        ("brackenfield.sch domain is registered through Greyfinch.", "greyfinch", "+", ""),
        ("Transferred the school domain to Tallowmere Domains.", "tallowmere", "+", ""),
        ("Domain back at Greyfinch after the Tallowmere renewal mess.", "greyfinch", "+", ""),
        ("Registrar: Quillhost (moved this week, DNS unchanged).", "quillhost", "+", ""),
    ]),
    # ---- chains of 3 ----
    ("F", "Google Workspace|super admin|", [
        ("Kwabena Asare is the Google Workspace super admin.", "kwabena", "+", ""),
        ("Workspace super admin handed to Liesl Okafor.", "liesl", "+", ""),
        ("Google Workspace top-level admin is now Ruairi Penhale.", "ruairi", "+", ""),
    ]),
    ("M", "Fairlow Dental|SLA P1 response|", [
        ("Fairlow Dental SLA: P1 response within 4 hours.", "4h", "+", ""),
        ("P1 response time for Fairlow tightened to 2 hours in the new schedule.", "2h", "+", ""),
        ("Fairlow SLA P1 response: 1 hour.", "1h", "+", ""),
    ]),
    ("F", "office|password manager|", [
        ("Team passwords are kept in Lockwell.", "lockwell", "+", ""),
        ("Reviewed tools this quarter; staying on Lockwell for passwords.", "lockwell", "+", "C"),
        ("Password manager switched to Keyrook; Lockwell vaults exported and wiped.", "keyrook", "+", ""),
    ]),
    ("A", "copier CP-1|support renewal date|", [
        ("Copier CP-1 support contract renews 14 March 2025.", "2025-03-14", "+", ""),
        ("CP-1 support renewed, next renewal date 14 March 2026.", "2026-03-14", "+", ""),
        ("CP-1 renewal pushed to 2 April 2026 to line up with the lease.", "2026-04-02", "+", ""),
    ]),
    ("S", "school|staff SSID|", [
        ("Staff Wi-Fi SSID: Marrow-Staff", "marrow-staff", "+", ""),
        ("Staff network renamed Marrow-Staff5G when the new APs went in.", "marrow-staff5g", "+", ""),
        ("Went back to Marrow-Staff as the staff SSID - older laptops couldn't see the 5G one.", "marrow-staff", "+", ""),
    ]),
    ("M", "Ostler Freight|server location|", [
        ("Ostler Freight's file server sits in the comms cupboard by reception.", "comms cupboard", "+", ""),
        ("Ostler's server relocated to rack B3 at Datacove.", "datacove b3", "+", ""),
        ("Ostler server moved within Datacove: now rack C1.", "datacove c1", "+", ""),
    ]),
    ("F", "office|phone system supplier|", [
        ("Phones are with Brindle Telecom (hosted PBX).", "brindle", "+", ""),
        ("Phone system supplier changed to Corvel Voice.", "corvel", "+", ""),
        ("Lanyard Comms now supply our phone system; Corvel handsets returned.", "lanyard", "+", ""),
    ]),
    ("S", "iPad cart A|OS version|", [
        ("iPad cart A on iPadOS 16.7.", "16.7", "+", ""),
        ("Cart A iPads updated to 17.4 over Easter.", "17.4", "+", ""),
        ("Checked cart A: still 17.4 on all 30.", "17.4", "+", "C"),
        ("iPad cart A OS version now 17.6.", "17.6", "+", ""),
    ]),
    ("M", "Hollins & Wray|primary contact|", [
        ("Primary contact at Hollins & Wray: Dervla Kinsane (office manager).", "dervla", "+", ""),
        ("Dervla has left H&W; Osric Fenwick is our contact there now.", "osric", "+", ""),
        ("H&W primary contact changed to Pim Oduya.", "pim", "+", ""),
    ]),
    ("A", "fleet|endpoint security vendor|", [
        ("Endpoint protection on all machines: Sentrel.", "sentrel", "+", ""),
        ("Replaced Sentrel with Gaunt Shield across the fleet.", "gaunt shield", "+", ""),
        ("EDR vendor is Brackwater now.", "brackwater", "+", ""),
    ]),
    # ---- negation families ----
    ("F", "Tunnelwright VPN|licence|", [
        ("Remote staff connect via Tunnelwright VPN, 12-user licence.", "tunnelwright", "+", ""),
        ("Tunnelwright VPN licence cancelled - everyone on the office kit now.", "tunnelwright", "-", ""),
        ("Tunnelwright reinstated for the two people working from Lisbon.", "tunnelwright", "+", ""),
    ]),
    ("M", "Ostler Freight|SRV-02 in service|", [
        ("SRV-02 at Ostler Freight is the print/app server, in service.", "srv-02", "+", ""),
        ("SRV-02 decommissioned, roles moved to SRV-01.", "srv-02", "-", ""),
    ]),
    ("A", "printer PR-3|lease|", [
        ("PR-3 (2nd floor printer) on lease from Sorrel Print Leasing.", "sorrel", "+", ""),
        ("Printer lease taken over by Quayle Office Supplies.", "quayle", "+", ""),
        ("PR-3 lease with Quayle not renewed; printer collected.", "quayle", "-", ""),
    ]),
    ("S", "school|phone support contract|", [
        ("Phone system support contract with Tolland Voice runs to August.", "tolland", "+", ""),
        ("We didn't renew the Tolland support contract.", "tolland", "-", ""),
        ("Tolland contract renewed after all - the bursar signed it off.", "tolland", "+", ""),
    ]),
    ("M", "Fairlow Dental|guest Wi-Fi|", [
        ("Fairlow Dental guest Wi-Fi (Fairlow-Visitors) enabled for the waiting room.", "fairlow-visitors", "+", ""),
        ("Guest Wi-Fi at Fairlow switched off after the bandwidth complaints.", "fairlow-visitors", "-", ""),
        ("Fairlow-Visitors re-enabled, capped at 10 Mbps.", "fairlow-visitors", "+", ""),
    ]),
    ("F", "timesheet app|SSO|", [
        ("SSO enabled for the Tally timesheet app through Workspace.", "workspace", "+", ""),
        ("Tally SSO turned off; people log in with passwords again until the SAML cert is sorted.", "workspace", "-", ""),
    ]),
    ("A", "Ledgerline 9|support|", [
        ("Ledgerline 9 accounts package: supported by vendor until further notice.", "ledgerline 9", "+", ""),
        ("Ledgerline 9 is EOL - no longer supported as of this month.", "ledgerline 9", "-", ""),
    ]),
    ("S", "LT-017|in use|", [
        ("LT-017 in use in the library as the issue desk laptop.", "library desk", "+", ""),
        ("LT-017 retired - hinge cracked, written off.", "library desk", "-", ""),
        ("LT-017 back in service at the library desk after the hinge was replaced.", "library desk", "+", ""),
    ]),
    ("M", "Ostler Freight|contractor remote desktop|", [
        ("Contractors at Ostler allowed RDP access via the gateway.", "rdp gateway", "+", ""),
        ("Ostler contractor remote desktop access revoked.", "rdp gateway", "-", ""),
    ]),
    # ---- pairs ----
    ("A", "LT-051|assigned user|", [
        ("LT-051 assigned to Hamish Tellwright.", "hamish", "+", ""),
        ("Laptop LT-051 reassigned to Bronagh Lisle.", "bronagh", "+", ""),
    ]),
    ("A", "LT-063|assigned user|", [
        ("LT-063 - user: Priya Vantongeren", "priya", "+", ""),
        ("Priya's old LT-063 now with the new intern, Caspar Oyelaran.", "caspar", "+", ""),
    ]),
    ("A", "PH-08|assigned user|", [
        ("Mobile PH-08 (iPhone 13) given to Sunniva Ravel.", "sunniva", "+", ""),
        ("PH-08 handed over to Tobiah Grange.", "tobiah", "+", ""),
    ]),
    ("A", "DT-112|OS version|", [
        ("DT-112 on Windows 10 22H2.", "win10 22h2", "+", ""),
        ("Upgraded DT-112 to Windows 11 23H2.", "win11 23h2", "+", ""),
    ]),
    ("A", "DT-115|OS version|", [
        ("Reception PC DT-115 OS: Windows 11 22H2", "22h2", "+", ""),
        ("DT-115 now on 24H2.", "24h2", "+", ""),
    ]),
    ("S", "staffroom Mac|OS version|", [
        ("Staffroom iMac running macOS Monterey.", "monterey", "+", ""),
        ("The staffroom iMac has been moved up to Sonoma.", "sonoma", "+", ""),
    ]),
    ("A", "Adobe Acrobat Pro|seat count|", [
        ("Acrobat Pro: 6 seats.", "6", "+", ""),
        ("Acrobat Pro licences increased to 9.", "9", "+", ""),
    ]),
    ("F", "Figmark|seat count|", [
        ("We pay for 4 Figmark editor seats.", "4", "+", ""),
        ("Figmark seats dropped to 3 when Jory left.", "3", "+", ""),
    ]),
    ("S", "Scribblewell|seat count|", [
        ("Scribblewell licence covers 450 pupils.", "450", "+", ""),
        ("Scribblewell renewed for 520 pupil seats.", "520", "+", ""),
    ]),
    ("F", "office|accounts software vendor|", [
        ("Bookkeeping runs on Ledgerline.", "ledgerline", "+", ""),
        ("Accounts moved over to Tallybook Online at year end.", "tallybook", "+", ""),
    ]),
    ("M", "Fairlow Dental|practice software vendor|", [
        ("Fairlow's practice management system is from Molarix.", "molarix", "+", ""),
        ("Fairlow switched practice software to DentaLoom.", "dentaloom", "+", ""),
    ]),
    ("A", "firewall|support renewal date|", [
        ("Firewall support renewal date: 30 June 2025.", "2025-06-30", "+", ""),
        ("Renewed firewall support, good until 30 June 2026.", "2026-06-30", "+", ""),
    ]),
    ("M", "Ostler Freight|support contract renewal|", [
        ("Ostler Freight managed services contract renews 1 Oct.", "10-01", "+", ""),
        ("Ostler agreed to move their renewal to 1 January.", "01-01", "+", ""),
    ]),
    ("S", "school|ISP|", [
        ("School internet comes from the county grid (Marchnet).", "marchnet", "+", ""),
        ("We've left Marchnet; connectivity now provided by Skeinnet Education.", "skeinnet education", "+", ""),
    ]),
    ("M", "Hollins & Wray|ISP|", [
        ("Hollins & Wray ISP: Pelham Broadband", "pelham", "+", ""),
        ("H&W moved to leased line from Cairnline.", "cairnline", "+", ""),
    ]),
    ("F", "office|domain registrar|", [
        ("quistmarr.co registered at Greyfinch.", "greyfinch", "+", ""),
        ("Moved quistmarr.co to Quillhost - cheaper renewals.", "quillhost", "+", ""),
    ]),
    ("M", "Fairlow Dental|backup provider|", [
        ("Fairlow backups: Pellucid Cloud, 30-day retention.", "pellucid", "+", ""),
        ("Fairlow's backups are handled by Harbin Vault now.", "harbin", "+", ""),
    ]),
    ("F", "office|printer lease company|", [
        ("Office MFP leased from Sorrel Print Leasing.", "sorrel", "+", ""),
        ("The MFP lease has passed to Quayle Office Supplies.", "quayle", "+", ""),
    ]),
    ("M", "Hollins & Wray|password manager|", [
        ("H&W store shared logins in Keyrook.", "keyrook", "+", ""),
        ("Hollins & Wray changed password manager: Vaultsmith.", "vaultsmith", "+", ""),
    ]),
    ("A", "fleet|MDM|", [
        ("Company phones managed by Nimbrel MDM.", "nimbrel", "+", ""),
        ("Phones moved to Fieldmark for MDM.", "fieldmark", "+", ""),
    ]),
    ("F", "CRM|admin|", [
        ("CRM admin: Jory Tennant.", "jory", "+", ""),
        ("Jory has gone, so the CRM admin is Wendeline Acker now.", "wendeline", "+", ""),
    ]),
    ("S", "MIS|admin|", [
        ("Data manager Fenella Gorse administers the MIS.", "fenella", "+", ""),
        ("MIS admin rights transferred to Ade Oyinlola.", "ade", "+", ""),
    ]),
    ("M", "Ostler Freight|firewall admin|", [
        ("Ostler's firewall is administered by their own guy, Lennart Cobb.", "lennart", "+", ""),
        ("We took over firewall admin for Ostler (Lennart handed over the creds).", "us", "+", ""),
    ]),
    ("S", "school|helpdesk hours|", [
        ("IT helpdesk open 8:00-16:30 in term.", "0800-1630", "+", ""),
        ("IT office hours changed to 7:45-16:00.", "0745-1600", "+", ""),
    ]),
    ("F", "office|guest SSID|", [
        ("Guest Wi-Fi SSID: Quist-Guest", "quist-guest", "+", ""),
        ("Guest network renamed to Harbourside-Visitor.", "harbourside-visitor", "+", ""),
    ]),
    ("M", "Ostler Freight|Wi-Fi SSID|", [
        ("Ostler warehouse SSID is OSTLER-WH.", "ostler-wh", "+", ""),
        ("Warehouse wireless now broadcasts as OstlerYard.", "ostleryard", "+", ""),
    ]),
    ("F", "office|VPN provider|", [
        ("Site-to-site VPN runs through Meshline.", "meshline", "+", ""),
        ("Meshline replaced by Tunnelwright for the site-to-site link.", "tunnelwright", "+", ""),
    ]),
    ("S", "school|server location|", [
        ("Main school server is in the room behind the library.", "behind library", "+", ""),
        ("Server moved into the new comms room in C block.", "c block", "+", ""),
    ]),
    ("A", "NAS-01|location|", [
        ("NAS-01 located in the finance office cupboard.", "finance cupboard", "+", ""),
        ("NAS-01 moved to the server room, shelf 2.", "server room", "+", ""),
    ]),
    ("S", "school|phone system supplier|", [
        ("School telephony supplied by Tolland Voice.", "tolland", "+", ""),
        ("Tolland replaced by Lanyard Comms for the school phones.", "lanyard", "+", ""),
    ]),
    ("M", "ticket 4502|status|", [
        ("Ticket 4502 (H&W Outlook crashing on Dervla's PC) opened.", "open", "+", ""),
        ("4502 resolved - Office repair fixed it.", "resolved", "+", ""),
    ]),
    ("M", "ticket 4519|status|", [
        ("#4519 Ostler label printer offline - status: in progress", "in progress", "+", ""),
        ("Ticket 4519 on hold, waiting for part.", "on hold", "+", ""),
    ]),
    ("S", "ticket 233|status|", [
        ("Job 233: projector in room 14 flickering. Logged.", "open", "+", ""),
        ("Job 233 done, lamp replaced.", "closed", "+", ""),
    ]),
    ("M", "Ostler Freight|SLA P2 response|", [
        ("Ostler SLA P2 response: 8 business hours.", "8h", "+", ""),
        ("Ostler P2 response target changed to 4 business hours.", "4h", "+", ""),
    ]),
    ("F", "office|IT support company|", [
        ("IT support is outsourced to Brackley Tech.", "brackley", "+", ""),
        ("We now use Northgate MSP for IT support instead of Brackley.", "northgate", "+", ""),
    ]),
    ("A", "LT-070|warranty end|", [
        ("LT-070 warranty ends 12/05/2026.", "2026-05-12", "+", ""),
        ("Extended LT-070 warranty to May 2027 (12 May).", "2027-05-12", "+", ""),
    ]),
    ("A", "SRV-05|RAM|", [
        ("SRV-05 has 32 GB RAM.", "32gb", "+", ""),
        ("Added memory to SRV-05, now 64 GB.", "64gb", "+", ""),
    ]),
    ("S", "school|filtering provider|", [
        ("Web filtering is done by Sievewell.", "sievewell", "+", ""),
        ("Web filter changed to Gatefold Safe from September.", "gatefold", "+", ""),
    ]),
    ("F", "office|email provider|", [
        ("Email hosted on Zephrin Mail.", "zephrin", "+", ""),
        ("Email migrated to Microsoft 365 over the weekend.", "m365", "+", ""),
    ]),
    ("M", "Fairlow Dental|EDR|", [
        ("Fairlow endpoints protected by Gaunt Shield.", "gaunt shield", "+", ""),
        ("Rolled Brackwater EDR out at Fairlow, Gaunt removed.", "brackwater", "+", ""),
    ]),
    ("S", "school|Wi-Fi controller admin|", [
        ("Wi-Fi controller login held by the technician, Gethin Rowe.", "gethin", "+", ""),
        ("Gethin left; Wi-Fi controller admin is Saffi Mbeki.", "saffi", "+", ""),
    ]),
    ("M", "Hollins & Wray|M365 tenant admin|", [
        ("H&W Microsoft 365 global admin account is held by Osric.", "osric", "+", ""),
        ("Global admin for the H&W tenant moved to our break-glass account.", "break-glass", "+", ""),
    ]),
    ("F", "office|domain renewal date|", [
        ("quistmarr.co renews on 3 Feb.", "02-03", "+", ""),
        ("Domain renewal date now 19 November (transfer reset it).", "11-19", "+", ""),
    ]),
    ("S", "school|print management|", [
        ("Printing goes through card release via Inkstile.", "inkstile", "+", ""),
        ("Print release system replaced: now Queuewise.", "queuewise", "+", ""),
    ]),
    ("S", "school|SIS vendor|", [
        ("Pupil records are in Registra.", "registra", "+", ""),
        ("MIS changeover done: pupil records now live in Scholaris.", "scholaris", "+", ""),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Labelled memories: must never appear in any pair. (class, register, key, text, value, polarity)
# If key is a family key, the memory is placed AFTER the family's last version and its value equals the
# family's final value (checked). Otherwise the key is its own group.
# ---------------------------------------------------------------------------------------------
LABELLED = [
    # multi_valued: values that coexist, each its own key
    ("multi_valued", "F", "Google Workspace|admin|kwabena", "Kwabena has admin on Workspace.", "kwabena", "+"),
    ("multi_valued", "F", "Google Workspace|admin|ruairi", "Ruairi is also a Workspace admin.", "ruairi", "+"),
    ("multi_valued", "F", "Google Workspace|admin|liesl", "Added Liesl as another Workspace admin.", "liesl", "+"),
    ("multi_valued", "A", "LT-042|installed app|acrobat", "LT-042 has Acrobat Pro installed.", "acrobat", "+"),
    ("multi_valued", "A", "LT-042|installed app|tallybook", "Installed Tallybook desktop on LT-042 too.", "tallybook", "+"),
    ("multi_valued", "A", "Hamish|devices|lt-051", "Hamish Tellwright's devices: LT-051.", "lt-051", "+"),
    ("multi_valued", "A", "Hamish|devices|ph-09", "Hamish also has PH-09 as his work mobile.", "ph-09", "+"),
    ("multi_valued", "S", "school|supported browser|chrome", "Supported browsers for the MIS web client: Chrome.", "chrome", "+"),
    ("multi_valued", "S", "school|supported browser|edge", "Edge is supported for the MIS web client as well.", "edge", "+"),
    ("multi_valued", "S", "school|supported browser|firefox", "Firefox added to the supported browser list for the MIS.", "firefox", "+"),
    ("multi_valued", "M", "Ostler Freight|admin|lennart", "Lennart Cobb keeps a local admin account on Ostler's domain.", "lennart", "+"),
    ("multi_valued", "M", "Ostler Freight|admin|tamsin", "Tamsin Hollow from Ostler accounts is another domain admin.", "tamsin", "+"),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "S", "school|helpdesk hours|holidays", "During the holidays the IT office is open 10:00-14:00, Tue and Thu only.", "1000-1400", "+"),
    ("scope_disjoint", "F", "office|guest SSID|events", "For client events we put up a second guest network, Harbourside-Events.", "harbourside-events", "+"),
    ("scope_disjoint", "S", "school|guest SSID|", "Visitor Wi-Fi at school: Marrow-Guest", "marrow-guest", "+"),
    ("scope_disjoint", "S", "school|pupil SSID|", "Pupil devices join Marrow-Learn.", "marrow-learn", "+"),
    ("scope_disjoint", "M", "Hollins & Wray|helpdesk hours|weekend", "H&W weekend cover: on-call only, Sat 9-12.", "sat 0900-1200", "+"),
    ("scope_disjoint", "F", "office|VPN provider|remote", "Remote workers (not the site link) use Tunnelwright client VPN.", "tunnelwright", "+"),
    ("scope_disjoint", "A", "FW-01|firmware version|staging", "Staging firewall FW-LAB is on 7.6.0 for testing before we touch production.", "7.6.0", "+"),
    ("scope_disjoint", "M", "Fairlow Dental|SLA P1 response|out of hours", "Out of hours, Fairlow P1 response is 4 hours.", "4h", "+"),
    ("scope_disjoint", "S", "school|filtering provider|staff", "Staff devices are filtered by Gatefold at a looser policy; pupils get the strict one.", "gatefold staff", "+"),
    ("scope_disjoint", "M", "Ostler Freight|Wi-Fi SSID|office", "Ostler office (not warehouse) SSID: OSTLER-OFFICE", "ostler-office", "+"),
    ("scope_disjoint", "F", "office|ISP|backup line", "Backup 4G line for failover is from Ferrow Mobile.", "ferrow", "+"),
    # format_variant: same value, other format (placed after the family's final version)
    ("format_variant", "A", "Microsoft 365 Business Premium|seat count|", "Microsoft 365 Business Premium - twenty-eight seats.", "28", "+"),
    ("format_variant", "M", "Hollins & Wray|helpdesk hours|", "H&W helpdesk: 09:00-17:00 Monday to Friday.", "0900-1700", "+"),
    ("format_variant", "M", "Fairlow Dental|SLA P1 response|", "Fairlow Dental P1: 60 min response.", "1h", "+"),
    ("format_variant", "A", "copier CP-1|support renewal date|", "CP-1 support renewal: 2026-04-02", "2026-04-02", "+"),
    ("format_variant", "A", "LT-070|warranty end|", "LT-070 warranty expiry 2027-05-12.", "2027-05-12", "+"),
    ("format_variant", "A", "SRV-05|RAM|", "SRV-05 memory: 64GB", "64gb", "+"),
    ("format_variant", "S", "school|helpdesk hours|", "IT desk hours 7.45am to 4pm.", "0745-1600", "+"),
    ("format_variant", "F", "office|domain renewal date|", "Domain renewal: 19/11 each year.", "11-19", "+"),
    ("format_variant", "M", "Ostler Freight|SLA P2 response|", "Ostler P2: four business hours.", "4h", "+"),
    ("format_variant", "S", "Scribblewell|seat count|", "Scribblewell: 520 pupil licences (five hundred and twenty).", "520", "+"),
    ("format_variant", "F", "office|email provider|", "Mail is on MS365 now.", "m365", "+"),
    ("format_variant", "M", "Ostler Freight|support contract renewal|", "Ostler MSA renewal date: 01/01.", "01-01", "+"),
    # elaboration: same value, more detail
    ("elaboration", "S", "school|MDM|", "MDM: Fieldmark - all 240 iPads plus the 60 Chromebooks, policies pushed by Saffi.", "fieldmark", "+"),
    ("elaboration", "F", "office|ISP|", "Skeinnet is the ISP: 900/900 fibre, static IP block, 4-hour fix SLA.", "skeinnet", "+"),
    ("elaboration", "A", "FW-01|firmware version|", "FW-01 on 7.4.3; config backed up to NAS-01 after the upgrade.", "7.4.3", "+"),
    ("elaboration", "F", "office|password manager|", "Keyrook for passwords, business plan, shared folders per team, MFA enforced.", "keyrook", "+"),
    ("elaboration", "M", "Ostler Freight|server location|", "Ostler's server: Datacove rack C1, U12-U14, dual PSU on A+B feeds.", "datacove c1", "+"),
    ("elaboration", "F", "office|phone system supplier|", "Lanyard Comms supply the phones - 14 handsets, hosted, account manager is Nell.", "lanyard", "+"),
    ("elaboration", "A", "fleet|endpoint security vendor|", "Brackwater EDR on every endpoint, with the 24/7 managed response add-on.", "brackwater", "+"),
    ("elaboration", "S", "school|SIS vendor|", "Pupil records in Scholaris; attendance and behaviour modules live, assessment module in spring.", "scholaris", "+"),
    ("elaboration", "M", "Fairlow Dental|practice software vendor|", "DentaLoom at Fairlow, cloud-hosted, imaging bridge to the X-ray PC.", "dentaloom", "+"),
    ("elaboration", "F", "office|IT support company|", "Northgate MSP do our IT support: 8 hours a month block, remote first, onsite Thursdays.", "northgate", "+"),
    ("elaboration", "S", "school|print management|", "Queuewise handles print release; cards at every copier, colour restricted to staff.", "queuewise", "+"),
    # confirmation: value in force restated later
    ("confirmation", "A", "LT-042|assigned user|", "Audit check: LT-042 still with Ysolde.", "ysolde", "+"),
    ("confirmation", "F", "office|backup provider|", "Confirmed backups still going to Pellucid Cloud, restore test passed.", "pellucid", "+"),
    ("confirmation", "A", "fleet|MDM|", "Phones still on Fieldmark, as usual.", "fieldmark", "+"),
    ("confirmation", "S", "school|domain registrar|", "Domain still with Quillhost, auto-renew on.", "quillhost", "+"),
    ("confirmation", "M", "Hollins & Wray|primary contact|", "Spoke to Pim at H&W - still our main contact.", "pim", "+"),
    ("confirmation", "F", "Google Workspace|super admin|", "Ruairi confirmed as Workspace super admin at the annual review.", "ruairi", "+"),
    ("confirmation", "S", "school|staff SSID|", "Staff SSID remains Marrow-Staff.", "marrow-staff", "+"),
    ("confirmation", "M", "Fairlow Dental|backup provider|", "Fairlow backups still with Harbin Vault.", "harbin", "+"),
    ("confirmation", "A", "DT-112|OS version|", "DT-112 still on Windows 11 23H2, deferred 24H2.", "win11 23h2", "+"),
    ("confirmation", "S", "school|phone system supplier|", "Phones are still Lanyard Comms, nothing changing this year.", "lanyard", "+"),
    ("confirmation", "F", "office|VPN provider|", "Site link still runs over Tunnelwright.", "tunnelwright", "+"),
    # different_subject: frame of a changing fact with another subject
    ("different_subject", "A", "LT-044|assigned user|", "Laptop LT-044 reassigned to Teodor Quist.", "teodor", "+"),
    ("different_subject", "A", "LT-045|assigned user|", "LT-045 issued to Anouk Brendel.", "anouk", "+"),
    ("different_subject", "A", "DT-113|OS version|", "DT-113 upgraded to Windows 11 24H2.", "24h2", "+"),
    ("different_subject", "S", "iPad cart B|OS version|", "iPad cart B updated to 17.2.", "17.2", "+"),
    ("different_subject", "M", "ticket 4473|status|", "Ticket #4473 closed.", "closed", "+"),
    ("different_subject", "M", "ticket 4488|status|", "4488 on hold pending client approval.", "on hold", "+"),
    ("different_subject", "A", "FW-02|firmware version|", "FW-02 (branch firewall) upgraded to 7.2.5.", "7.2.5", "+"),
    ("different_subject", "A", "Visio|seat count|", "Visio Plan 2: 3 seats.", "3", "+"),
    ("different_subject", "M", "Ostler Freight|SRV-03 in service|", "SRV-03 at Ostler decommissioned last year, kept for parts.", "srv-03", "-"),
    ("different_subject", "A", "PH-12|assigned user|", "Mobile PH-12 handed over to Sunniva Ravel.", "sunniva", "+"),
    ("different_subject", "M", "Hollins & Wray|guest Wi-Fi|", "H&W guest Wi-Fi switched off at their request.", "hw-guest", "-"),
    # static: unchanging fact restated with a synonymous verb (pairs sharing a key)
    ("static", "A", "asset register|owner|", "The asset register is owned by the finance director.", "fd", "+"),
    ("static", "A", "asset register|owner|", "Finance director has ownership of the asset register.", "fd", "+"),
    ("static", "F", "office|server room location|", "The comms cabinet lives under the stairs.", "under stairs", "+"),
    ("static", "F", "office|server room location|", "Comms cabinet is located under the stairs.", "under stairs", "+"),
    ("static", "S", "school|domain name|", "The school's domain is brackenfield.sch.", "brackenfield.sch", "+"),
    ("static", "S", "school|domain name|", "Our domain name: brackenfield.sch", "brackenfield.sch", "+"),
    ("static", "M", "Fairlow Dental|site address|", "Fairlow Dental is at 4 Quarry Lane.", "4 quarry lane", "+"),
    ("static", "M", "Fairlow Dental|site address|", "Fairlow's surgery is situated at 4 Quarry Lane.", "4 quarry lane", "+"),
    ("static", "A", "SRV-05|serial|", "SRV-05 serial number CZ2041KQ7.", "cz2041kq7", "+"),
    ("static", "A", "SRV-05|serial|", "Serial on SRV-05 reads CZ2041KQ7.", "cz2041kq7", "+"),
    # membership: memberships that look like roles, all holding at once
    ("membership", "F", "IT steering group|member|wendeline", "Wendeline sits on the IT steering group.", "wendeline", "+"),
    ("membership", "F", "IT steering group|member|kwabena", "Kwabena joined the IT steering group.", "kwabena", "+"),
    ("membership", "F", "IT steering group|member|ruairi", "Ruairi is a member of the IT steering group as well.", "ruairi", "+"),
    ("membership", "S", "Helpdesk-Staff group|member|saffi", "Saffi added to the Helpdesk-Staff security group.", "saffi", "+"),
    ("membership", "S", "Helpdesk-Staff group|member|ade", "Ade is in Helpdesk-Staff too.", "ade", "+"),
    ("membership", "S", "Helpdesk-Staff group|member|fenella", "Fenella Gorse - member of Helpdesk-Staff.", "fenella", "+"),
    ("membership", "M", "on-call rota|member|pim", "Pim is on the H&W escalation list.", "pim", "+"),
    ("membership", "M", "on-call rota|member|osric", "Osric stays on the H&W escalation list.", "osric", "+"),
    ("membership", "A", "Finance-Share|member|bronagh", "Bronagh granted access to Finance-Share.", "bronagh", "+"),
    ("membership", "A", "Finance-Share|member|ysolde", "Ysolde Marr is a member of Finance-Share.", "ysolde", "+"),
    # equal_time: two values of one fact at one order time (pairs sharing a key)
    ("equal_time", "A", "LT-080|assigned user|", "LT-080 assigned to Caspar Oyelaran.", "caspar", "+"),
    ("equal_time", "A", "LT-080|assigned user|", "LT-080 assigned to Orla Fenwright.", "orla", "+"),
    ("equal_time", "M", "ticket 4530|status|", "Ticket 4530 status: resolved", "resolved", "+"),
    ("equal_time", "M", "ticket 4530|status|", "Ticket 4530 reopened by client.", "open", "+"),
    ("equal_time", "S", "Room 9 projector|lamp hours|", "Room 9 projector lamp at 2,100 hours.", "2100", "+"),
    ("equal_time", "S", "Room 9 projector|lamp hours|", "Room 9 projector lamp reads 3,400 hours.", "3400", "+"),
    ("equal_time", "F", "office|Wi-Fi channel|", "Office AP set to channel 36.", "36", "+"),
    ("equal_time", "F", "office|Wi-Fi channel|", "Office AP on channel 44.", "44", "+"),
    ("equal_time", "M", "Fairlow Dental|router model|", "Fairlow router: Draytek 2865.", "2865", "+"),
    ("equal_time", "M", "Fairlow Dental|router model|", "Fairlow router: Draytek 2927.", "2927", "+"),
    # unrelated distractors (some share a subject with a changing family)
    ("unrelated", "A", "LT-042|keyboard|", "LT-042 keyboard has a sticky E key, logged for the next refresh.", "sticky", "+"),
    ("unrelated", "F", "office|backup test|", "Restore drill scheduled for the first Monday of each quarter.", "drill", "+"),
    ("unrelated", "S", "school|MDM|training", "Saffi ran an MDM training session for the TAs.", "training", "+"),
    ("unrelated", "M", "Hollins & Wray|parking|", "Parking at H&W is on Mill Street, bring coins.", "mill st", "+"),
    ("unrelated", "M", "ticket 4471|client|", "Fairlow asked that scanner jobs be billed to their IT budget code 7710.", "7710", "+"),
    ("unrelated", "A", "FW-01|rack position|", "FW-01 is the top unit in the cabinet, labelled in red.", "top", "+"),
    ("unrelated", "S", "school|e-safety week|", "E-safety week in February; need posters for the ICT suite.", "feb", "+"),
    ("unrelated", "F", "office|cables|", "Spare Cat6 leads are in the grey box under the printer.", "grey box", "+"),
    ("unrelated", "M", "Ostler Freight|site access|", "Ostler warehouse needs hi-vis and a visitor badge from the gatehouse.", "hi-vis", "+"),
    ("unrelated", "A", "disposal|certificate|", "WEEE disposal certificates kept in the blue folder.", "blue folder", "+"),
    ("unrelated", "S", "iPad cart A|charging|", "Cart A must be plugged in by 3:30 or it won't be charged for period 1.", "3:30", "+"),
    ("unrelated", "F", "Google Workspace|storage|", "Workspace storage at 61% of pool.", "61%", "+"),
    ("unrelated", "M", "Fairlow Dental|opening hours|", "Fairlow opens late Thursdays, so patches go in Friday night.", "late thu", "+"),
    ("unrelated", "A", "Microsoft 365 Business Premium|billing|", "M365 invoice goes to accounts@ on the 3rd.", "3rd", "+"),
]

MODES = ("live", "stamped", "backfilled")
START = dt.datetime(2022, 9, 1, tzinfo=dt.timezone.utc)
LAST_ORDER = dt.datetime(2026, 10, 31, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, cls, reg, text, value, pol, flags, day(order date), family_index
    fam_keys = set()
    for fi, (reg, key, versions) in enumerate(FAMILIES):
        assert key not in fam_keys, key
        fam_keys.add(key)
        for vi, (text, value, pol, flags) in enumerate(versions):
            mems.append(dict(key=key, cls="family", reg=reg, text=text, value=value, pol=pol, flags=flags, vi=vi))
    final = {}
    for reg, key, versions in FAMILIES:
        final[key] = (versions[-1][1], versions[-1][2])
    for cls, reg, key, text, value, pol in LABELLED:
        if key in fam_keys:
            assert final[key] == (value, pol), ("labelled value must equal final value", key, text)
        mems.append(dict(key=key, cls=cls, reg=reg, text=text, value=value, pol=pol, flags="", vi=None))

    # group by key, preserving table order
    groups = {}
    order = []
    for m in mems:
        if m["key"] not in groups:
            groups[m["key"]] = []
            order.append(m["key"])
        groups[m["key"]].append(m)

    # modes: exact quotas over all non-equal_time memories, shuffled
    n = len(mems)
    eq = [m for m in mems if m["cls"] == "equal_time"]
    rest = [m for m in mems if m["cls"] != "equal_time"]
    n_live = round(0.27 * n) - len(eq) // 2
    n_back = round(0.18 * n)
    n_stamp = len(rest) - n_live - n_back
    pool = ["live"] * n_live + ["stamped"] * n_stamp + ["backfilled"] * n_back
    rng.shuffle(pool)
    for m, mode in zip(rest, pool):
        m["mode"] = mode
    for i, m in enumerate(eq):
        m["mode"] = "live" if i % 2 else "stamped"

    # order times per group
    span_days = (LAST_ORDER - START).days
    for key in order:
        g = groups[key]
        if g[0]["cls"] == "equal_time":
            day = START + dt.timedelta(days=rng.randrange(60, span_days - 30))
            t = day.replace(hour=rng.randrange(8, 18), minute=rng.randrange(60))
            for m in g:
                m["order"] = t
            continue
        k = len(g)
        gaps = [rng.randrange(12, 150) for _ in range(k - 1)]
        first_max = span_days - sum(gaps) - 5
        assert first_max > 10, key
        d0 = rng.randrange(0, first_max)
        days = [d0]
        for gp in gaps:
            days.append(days[-1] + gp)
        for m, d in zip(g, days):
            base = START + dt.timedelta(days=d)
            if m["mode"] == "backfilled":
                m["order"] = base
            else:
                m["order"] = base.replace(hour=rng.randrange(7, 20), minute=rng.randrange(60), second=rng.randrange(60))
    # created_at / observed_at
    for key in order:
        g = groups[key]
        back = sorted([m for m in g if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        imp = dt.datetime(2026, 11, rng.randrange(2, 28), rng.randrange(8, 18), rng.randrange(60), rng.randrange(60), tzinfo=dt.timezone.utc)
        for i, m in enumerate(back):  # newest-first import
            m["created"] = imp + dt.timedelta(seconds=i * rng.randrange(1, 4))
            m["observed"] = m["order"]
        for m in g:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 95), seconds=rng.randrange(60))
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    # ids: assigned in a shuffled order
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    for num, i in enumerate(idx, 1):
        mems[i]["id"] = "h18-%03d" % num
    return mems, groups, order


def truth_of(groups, order):
    pairs = []
    for key in order:
        g = sorted(groups[key], key=lambda m: m["order"])
        for i, a in enumerate(g):
            for b in g[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, groups, order, pairs):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["cls"] != "family":
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
    for key in order:
        g = groups[key]
        ts = [m["order"] for m in g]
        if g[0]["cls"] != "equal_time":
            assert len(set(ts)) == len(ts), key
        else:
            assert len(set(ts)) == 1 and all(m["cls"] == "equal_time" for m in g), key
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def stats(mems, groups, order, pairs):
    out = []
    out.append("memories: %d" % len(mems))
    fam = [m for m in mems if m["cls"] == "family"]
    out.append("changing-family memories: %d in %d families" % (len(fam), len(FAMILIES)))
    lens = {}
    for _, _, v in FAMILIES:
        lens[len(v)] = lens.get(len(v), 0) + 1
    out.append("family sizes: " + ", ".join("%d versions x%d" % (k, lens[k]) for k in sorted(lens)))
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), nv, nn))
    classes = {}
    for m in mems:
        classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    out.append("per class: " + ", ".join("%s %d" % (c, classes[c]) for c in sorted(classes)))
    regs = {}
    for m in mems:
        regs.setdefault(m["reg"], {}).setdefault(m["cls"], 0)
        regs[m["reg"]][m["cls"]] += 1
    names = {"A": "asset register", "F": "small-firm systems notes", "S": "school IT log", "M": "MSP client file"}
    for r in "AFSM":
        out.append("register %s (%s): %d memories; %s" % (r, names[r], sum(regs[r].values()),
                   ", ".join("%s %d" % (c, regs[r][c]) for c in sorted(regs[r]))))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100 * modes[k] / len(mems)) for k in MODES))
    inv = 0
    for key in order:
        g = sorted(groups[key], key=lambda m: m["order"])
        for a, b in zip(g, g[1:]):
            if b["created"] < a["created"]:
                inv += 1
    out.append("consecutive same-key pairs whose created_at order inverts order time: %d" % inv)
    moves_back = 0
    hard = 0
    confirm_in_chain = 0
    reworded = 0
    newer = 0
    for _, _, v in FAMILIES:
        seen = []
        for i, (text, value, pol, flags) in enumerate(v):
            if "H" in flags:
                hard += 1
            if "C" in flags:
                confirm_in_chain += 1
            if i > 0:
                if value != v[i - 1][1] and value in seen:
                    moves_back += 1
                newer += 1
                ops = difflib.SequenceMatcher(None, words(v[i - 1][0]), words(text), autojunk=False).get_opcodes()
                if sum(1 for o in ops if o[0] != "equal") > 1:
                    reworded += 1
            seen.append(value)
    out.append("moves back: %d; hard-worded versions: %d; confirmations inside chains: %d" % (moves_back, hard, confirm_in_chain))
    out.append("newer versions reworded (more than one edited word span vs the version before): %d of %d (%.0f%%)"
               % (reworded, newer, 100 * reworded / newer))
    wl = [len(words(m["text"])) for m in mems]
    out.append("words per memory: min %d, median %d, max %d, mean %.1f" % (min(wl), sorted(wl)[len(wl) // 2], max(wl), sum(wl) / len(wl)))
    kv = sum(1 for m in mems if re.match(r"^[^:]{2,60}: ", m["text"]))
    out.append("key: value lines: %d" % kv)
    return "\n".join(out)


def main():
    mems, groups, order = build()
    pairs = truth_of(groups, order)
    check(mems, groups, order, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, groups, order, pairs))
        return
    if "--list" in sys.argv:
        exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
        for key in order:
            for m in sorted(groups[key], key=lambda m: m["order"]):
                e = exp.get(m["id"])
                print("%s\t%s\t%-10s\t%s\t%s\t%s\t%s\t%s\t%s" % (
                    m["id"], fmt(m["order"]), m["mode"], m["cls"], key, m["value"], m["pol"],
                    "-> %s (%s)" % e if e else "", m["text"]))
        return
    rng = random.Random(SEED + 1)
    lines = []
    for m in mems:
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = fmt(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    rng.shuffle(lines)
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    tl = sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8") as f:
        for a, b, r in tl:
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for m in sorted((m for m in mems if m["cls"] != "family"), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")


if __name__ == "__main__":
    main()
