#!/usr/bin/env python3
"""R22 blind corpus: IT assets, vendors and systems records. stdlib only, deterministic."""
import json, random, sys, hashlib
from datetime import datetime, timedelta, timezone

SEED = 2222
# Changing families: (register, [(value, polarity, wording, text), ...]) in chronological order.
# wording: '-' first version, 'e' one-slot edit, 'r' reworded, 'h' hard-worded reworded, 'c' confirmation restated.
F = [
("asset", [("mei","+","-","Laptop LT-042 assigned to Mei Hollis (reception)"),("tomas","+","r","LT-042 reassigned to Tomas Wreford after Mei moved to the branch"),("dilys","+","e","Laptop LT-042 assigned to Dilys Amberley"),("tomas","+","r","Dilys handed LT-042 back, it's with Tomas Wreford again")]),
("firm", [("w10","+","-","Reception PC HD-REC1 running Windows 10 22H2"),("w11_23","+","r","HD-REC1 upgraded to Windows 11 23H2"),("w11_24","+","r","HD-REC1 now on Win 11 24H2 after patch night")]),
("firm", [("8","+","-","Adobe CC seats at Harrowgate: 8"),("5","+","e","Adobe CC seats at Harrowgate: 5")]),
("firm", [("molarix","+","-","Harrowgate's practice software is supplied by Molarix"),("dentaledger","+","r","We've moved Harrowgate's practice management over to DentaLedger")]),
("msp", [("30jun","+","-","Quillon support contract renews 30 June 2025"),("31aug","+","r","Quillon renewal date: 31 Aug 2025 (extended to line up with their FY)"),("31aug","+","c","Quillon contract renewal still 31 Aug, confirmed with their FD"),("30sep","+","r","Quillon renewal pushed back to 30 Sept 2025")]),
("firm", [("fernline","+","-","Harrowgate ISP: Fernline Broadband"),("skeldon","+","e","Harrowgate ISP: Skeldon Fibre")]),
("school", [("tallowmark","+","-","pellhamgrove.org.uk registered through Tallowmark"),("namebarrow","+","e","pellhamgrove.org.uk registered through NameBarrow")]),
("msp", [("halyard","+","-","Ardent & Moyle backups: Halyard Cloud"),("drumlin","+","h","Halyard contract lapsed; Ardent's backups have been landing in Drumlin Vault since Monday"),("drumlin","+","c","Ardent backups still going to Drumlin Vault, test restore fine"),("ferrous","+","r","Ardent backup target switched to Ferrous Backup")]),
("firm", [("brightwell","+","-","Harrowgate's copier lease is with Brightwell Office Solutions"),("caddon","+","r","Harrowgate printer lease taken over by Caddon Print")]),
("msp", [("keywarden","+","-","Quillon password manager: KeyWarden"),("vaultlet","+","r","Quillon staff moved from KeyWarden to Vaultlet for passwords"),("keywarden","+","r","Quillon's password manager is back on KeyWarden (Vaultlet pilot abandoned)")]),
("school", [("fleetline","+","-","Pellham iPads enrolled in Fleetline MDM"),("mosswood","+","e","Pellham iPads enrolled in Mosswood Manager MDM")]),
("firm", [("lou","+","-","Primary admin for Harrowgate's Xero account: Lou Parrish"),("hamid","+","e","Primary admin for Harrowgate's Xero account: Hamid Noor")]),
("msp", [("8to18","+","-","Quillon helpdesk hours 8:00-18:00 Mon-Fri"),("730to18","+","r","Helpdesk for Quillon now open 7:30 to 18:00 weekdays")]),
("firm", [("hgdstaff","+","-","Harrowgate staff Wi-Fi SSID: HGD-Staff"),("harrowclinic","+","e","Harrowgate staff Wi-Fi SSID: Harrow-Clinic")]),
("msp", [("tunnelhart","+","-","Ardent VPN provider: TunnelHart"),("corvid","+","r","Ardent remote access VPN moved to Corvid Secure"),("slipway","+","e","Ardent VPN provider: Slipway Networks"),("corvid","+","r","Ardent VPN back to Corvid Secure after the Slipway outage")]),
("msp", [("dockrd","+","-","File server QF-FS01 sits in the comms cupboard at Dock Rd"),("hexham","+","r","QF-FS01 relocated to the Hexham Street data centre")]),
("firm", [("ringfold","+","-","Harrowgate phones supplied by Ringfold"),("tessaline","+","r","Harrowgate's phone system is now provided by Tessaline Voice")]),
("msp", [("open","+","-","Ticket #3318 (Quillon, label printer) opened"),("hold","+","r","#3318 on hold awaiting part"),("hold","+","c","#3318 still on hold, part due next week"),("closed","+","r","Ticket #3318 closed, printer working")]),
("msp", [("4h","+","-","Ardent SLA response time: 4 hours"),("2h","+","e","Ardent SLA response time: 2 hours")]),
("school", [("118","+","-","Chromebook cart B on ChromeOS 118"),("124","+","r","Cart B updated to ChromeOS 124"),("128","+","r","Cart B Chromebooks now at ChromeOS 128"),("131","+","e","Chromebook cart B on ChromeOS 131")]),
("asset", [("inservice","+","-","LT-017 in service at the Pellham library desk"),("inservice","-","r","LT-017 decommissioned, battery swollen")]),
("school", [("active","+","-","Pellham's Mapwise licence: active"),("active","-","r","Mapwise licence cancelled at end of spring term")]),
("firm", [("guestwifi","+","-","Guest Wi-Fi enabled in Harrowgate's waiting room"),("guestwifi","-","r","Harrowgate guest Wi-Fi switched off (patients streaming all day)"),("guestwifi","+","r","Harrowgate guest network re-enabled with a 2-hour limit")]),
("msp", [("inservice","+","-","NAS-02 at Ardent in service as scan archive"),("inservice","-","r","NAS-02 retired"),("inservice","+","r","NAS-02 back in service while the new archive is built")]),
("msp", [("maxted","+","-","Quillon's forklift terminal support contract is with Maxted Systems"),("maxted","-","r","Maxted contract for the forklift terminals not renewed")]),
("firm", [("supported","+","-","Windows 10 on Harrowgate's sign-in kiosk is supported by us"),("supported","-","r","Sign-in kiosk (Win 10) no longer supported, needs replacing")]),
("msp", [("access","+","-","Contractor Jem Ostrowski has RD Gateway access at Ardent"),("access","-","r","Jem's remote access revoked, project finished")]),
("msp", [("sso","+","-","SSO enabled for Ardent's PayPoint payroll"),("sso","-","r","SSO for PayPoint payroll switched off during vendor migration"),("sso","+","r","Payroll SSO reinstated")]),
("firm", [("fax","+","-","Harrowgate fax line 01632 960114 active for referrals"),("fax","-","r","Harrowgate fax line cancelled, referrals come by secure email now")]),
("asset", [("corin","+","-","LT-063 -> Corin Ashby (Quillon dispatch)"),("nell","+","e","LT-063 -> Nell Prosser (Quillon dispatch)")]),
("firm", [("ouzel","+","-","Nightly backups for Harrowgate go to Ouzel Backup"),("drumlin","+","r","Harrowgate backups moved to Drumlin Vault")]),
("school", [("schoolsnet","+","-","Pellham's broadband is provided by the council's SchoolsNet"),("skeldon","+","r","Pellham switched ISP to Skeldon Fibre"),("schoolsnet","+","r","Pellham ISP: SchoolsNet again, Skeldon ended early")]),
("msp", [("tallowmark","+","-","ardentmoyle.co.uk registrar: Tallowmark"),("pinecrest","+","e","ardentmoyle.co.uk registrar: Pinecrest Domains")]),
("msp", [("fleetline","+","-","Quillon handhelds managed by Fleetline"),("mosswood","+","h","Fleetline trial over - the Quillon handhelds were re-enrolled under Mosswood Manager on Friday"),("graylag","+","r","Quillon's MDM changed to Graylag Endpoint")]),
("msp", [("9to5","+","-","Ardent helpdesk line hours: 9-5"),("8to6","+","e","Ardent helpdesk line hours: 8-6")]),
("school", [("darkroom","+","-","Pellham's main server is in the old darkroom"),("commsroom","+","r","Pellham server moved into the new comms room by the hall")]),
("msp", [("ringfold","+","-","Quillon phones: Ringfold hosted PBX"),("burlap","+","r","Quillon's phone system supplier is now Burlap Telecom"),("tessaline","+","e","Quillon phones: Tessaline Voice")]),
("firm", [("open","+","-","Ticket 4102 (Harrowgate x-ray sensor driver) open"),("escalated","+","r","4102 escalated to the vendor"),("resolved","+","r","#4102 resolved, driver rolled back"),("open","+","r","4102 reopened - fault came back")]),
("msp", [("8bh","+","-","Quillon SLA: 8 business hours response"),("4bh","+","e","Quillon SLA: 4 business hours response")]),
("firm", [("vaultlet","+","-","Harrowgate uses Vaultlet for shared passwords"),("cinderkey","+","r","Harrowgate changed password manager to Cinderkey")]),
("school", [("okafor","+","-","Pellham Workspace sole super admin: Mr Okafor"),("threlkeld","+","r","Super admin role at Pellham handed to Ms Threlkeld")]),
("msp", [("caddon","+","-","Ardent's MFP lease: Caddon Print"),("brightwell","+","e","Ardent's MFP lease: Brightwell Office Solutions")]),
("msp", [("qfscan","+","-","Quillon warehouse SSID: QF-Scan"),("qfdock5","+","e","Quillon warehouse SSID: QF-Dock5")]),
("firm", [("frontdesk","+","-","Harrowgate's server is under the front desk"),("cupboard","+","r","Harrowgate server now lives in the locked cupboard upstairs")]),
("school", [("tunnelhart","+","-","Staff VPN provider for Pellham: TunnelHart"),("edugate","+","r","Pellham VPN now goes via the council's EduGate")]),
("asset", [("bryony","+","-","LT-088 issued to Bryony Kale (conveyancing)"),("femi","+","r","LT-088 with Femi Adeyemi"),("orla","+","r","LT-088 reassigned to Orla Quist")]),
("msp", [("lexora","+","-","Ardent case management system vendor: Lexora"),("brieflow","+","r","Ardent signed with Brieflow for case management")]),
("msp", [("12","+","-","Quillon Routemaster TMS licence: 12 seats"),("15","+","r","Routemaster seats increased to 15"),("15","+","c","Routemaster still 15 seats after the audit"),("18","+","r","Quillon TMS seat count now 18")]),
("firm", [("14","+","-","Harrowgate M365 Business Standard: 14 seats"),("11","+","e","Harrowgate M365 Business Standard: 11 seats")]),
("school", [("1sep25","+","-","Pellham IT support contract renews 1 Sept 2025"),("1apr26","+","r","Pellham's support renewal moved to 1 April 2026")]),
("msp", [("2016","+","-","AM-SRV1 on Windows Server 2016"),("2022","+","e","AM-SRV1 on Windows Server 2022")]),
("msp", [("brackwater","+","-","Quillon Dock Rd ISP: Brackwater Broadband"),("fernline","+","h","Brackwater line ceased at Dock Rd; Fernline Business took over the connection"),("halberd","+","r","Quillon's connection at Dock Rd is supplied by Halberd Networks"),("brackwater","+","r","ISP for Quillon Dock Rd: Brackwater Broadband again")]),
("school", [("caddon","+","-","Pellham copiers leased from Caddon Print"),("ardley","+","e","Pellham copiers leased from Ardley Imaging")]),
("firm", [("graylag","+","-","Harrowgate phones are in Graylag Endpoint"),("mosswood","+","r","Harrowgate's MDM is Mosswood Manager now")]),
("msp", [("kit","+","-","Firewall admin at Ardent: Kit Barlow (us)"),("rhodri","+","r","Ardent firewall now administered by Rhodri Pugh")]),
("msp", [("new","+","-","Ticket #5120 (Ardent, scanner not saving to NAS) new"),("waiting","+","e","Ticket #5120 (Ardent, scanner not saving to NAS) waiting on customer"),("closed","+","r","#5120 closed")]),
("firm", [("nbd","+","-","Harrowgate SLA response: next business day"),("4h","+","r","SLA for Harrowgate upgraded to 4-hour response")]),
("school", [("ouzel","+","-","Pellham backups: Ouzel Backup"),("ferrous","+","e","Pellham backups: Ferrous Backup")]),
("msp", [("namebarrow","+","-","quillonfreight.com registrar: NameBarrow"),("pinecrest","+","e","quillonfreight.com registrar: Pinecrest Domains")]),
("school", [("ringfold","+","-","Pellham's phone system comes from Ringfold"),("burlap","+","r","Pellham phone supplier changed to Burlap Telecom")]),
("firm", [("sentrel","+","-","Harrowgate endpoint protection: Sentrel AV"),("halcyon","+","r","Switched Harrowgate EDR to Halcyon Shield"),("corvus","+","h","Corvus XDR replaced Halcyon on all Harrowgate endpoints"),("halcyon","+","r","Endpoint protection at Harrowgate: Halcyon Shield (Corvus removed)")]),
("msp", [("marlow","+","-","Email for Quillon hosted by Marlow Mail"),("m365","+","e","Email for Quillon hosted by Microsoft 365")]),
("msp", [("amclients","+","-","Ardent client Wi-Fi SSID: AM-Clients"),("amvisitor","+","e","Ardent client Wi-Fi SSID: AM-Visitor")]),
("asset", [("13","+","-","LT-105 (Pellham head's laptop) on macOS 13 Ventura"),("14","+","r","LT-105 updated to macOS 14 Sonoma"),("15","+","e","LT-105 (Pellham head's laptop) on macOS 15 Sequoia")]),
("firm", [("logged","+","-","Ticket 4388 (Harrowgate printer jam) logged"),("closed","+","e","Ticket 4388 (Harrowgate printer jam) closed")]),
("msp", [("halyard","+","-","Quillon backups: Halyard Cloud"),("ouzel","+","h","Moved Quillon off Halyard; Ouzel Backup picks it up from tonight"),("ferrous","+","r","Quillon's backups go to Ferrous Backup"),("drumlin","+","e","Quillon backups: Drumlin Vault")]),
("school", [("aerwick","+","-","Pellham Wi-Fi is supplied by Aerwick Networks"),("lumenet","+","r","Pellham access points replaced; Wi-Fi now from Lumenet")]),
("msp", [("tessaline","+","-","Ardent phones: Tessaline Voice"),("ringfold","+","e","Ardent phones: Ringfold")]),
("firm", [("tallowmark","+","-","harrowgatedental.co.uk with Tallowmark"),("namebarrow","+","r","harrowgatedental.co.uk registrar changed to NameBarrow")]),
("msp", [("gareth","+","-","WMS admin at Quillon: Gareth Lowe"),("sian","+","r","Quillon's WMS is administered by Sian Rudd"),("gareth","+","r","Quillon WMS admin: Gareth Lowe again (Sian on leave)")]),
("asset", [("w10","+","-","LT-091 (Ardent) OS: Windows 10"),("w11","+","e","LT-091 (Ardent) OS: Windows 11")]),
("msp", [("open","+","-","Ticket #5233 (Hollin Court, nurse call PC) open"),("resolved","+","r","Resolved #5233 after replacing the PSU")]),
]

# Negative groups: (class, register, [texts]); equal_time groups share one order time.
N = [
("multi_valued","school",["Supported browsers on the Pellham network: Chrome","Firefox is supported too on Pellham machines","Edge also supported at Pellham for the MIS"]),
("multi_valued","msp",["Global admins on the Quillon M365 tenant: Gareth Lowe","Sian Rudd is another global admin on the Quillon tenant","Kit Barlow (MSP) also holds global admin for Quillon"]),
("multi_valued","firm",["Installed on HD-REC1: DentaLedger client","HD-REC1 also has the Ringfold softphone","Adobe Reader installed on HD-REC1 too"]),
("multi_valued","asset",["Corin Ashby has handheld HH-12","Corin also has a desk phone, ext 214","Corin's got another device as well: tablet TB-03"]),
("scope_disjoint","school",["Pellham helpdesk hours in term time: 8:00-16:30","During school holidays the Pellham helpdesk is open 9:00-12:00"]),
("scope_disjoint","school",["Pellham staff network SSID: PGP-Staff","Pellham guest network SSID: PGP-Visitors"]),
("scope_disjoint","msp",["Ardent staging database admin: Rhodri Pugh","Production database at Ardent is administered by Kit Barlow"]),
("scope_disjoint","msp",["Ardent's Chester office ISP: Halberd Networks","Ardent's Wrexham office is on Skeldon Fibre"]),
("scope_disjoint","firm",["Harrowgate weekday on-call tech: Kit Barlow","Weekend on-call for Harrowgate: Anwen Price"]),
("scope_disjoint","school",["Mathsbank home-use licence at Pellham: 200 seats","Mathsbank in-school licence at Pellham: 60 seats"]),
("format_variant","msp",["Brindle Lane SLA response: 4 hours","Brindle Lane SLA = 240 min response"]),
("format_variant","msp",["Brindle Lane firewall support renewal: 14/09/2026","Firewall support for Brindle Lane renews 14 September 2026"]),
("format_variant","msp",["Brindle Lane M365 seats: 25","Twenty-five M365 licences at Brindle Lane"]),
("format_variant","msp",["Brindle Lane switchboard closes 17:00","Brindle Lane's switchboard shuts at 5pm"]),
("format_variant","school",["Pellham Mathsbank subscription: £1,200 per year","Mathsbank costs Pellham 1.2k/yr"]),
("format_variant","msp",["Server cabinet at Brindle Lane is on the 2nd floor","Brindle Lane's server cabinet: second floor"]),
("format_variant","firm",["Harrowgate enforces MFA on M365","Multi-factor authentication is enforced on Harrowgate's Microsoft 365"]),
("elaboration","msp",["Brindle Lane backups: Ouzel Backup","Brindle Lane backs up to Ouzel Backup every night at 01:00, 30-day retention, restores tested quarterly"]),
("elaboration","msp",["Brindle Lane phones: Tessaline Voice","Brindle Lane's phones come from Tessaline Voice - 12 hosted handsets on a 3-year term"]),
("elaboration","asset",["LT-120 assigned to Anwen Price","LT-120 assigned to Anwen Price (on-call kit, with 4G dongle and spare charger)"]),
("elaboration","school",["Pellham MIS vendor: Scholaris","The MIS at Pellham is Scholaris, cloud-hosted, with the parent app module"]),
("elaboration","msp",["Brindle Lane domain registrar: Tallowmark","brindlelanesurgery.co.uk is registered with Tallowmark, auto-renew on, expires March 2027"]),
("elaboration","msp",["Quillon CCTV NVR located in the Dock Rd office","Quillon's CCTV recorder is in the Dock Rd office, top shelf of the comms rack, on the UPS"]),
("confirmation","msp",["Brindle Lane password manager: Cinderkey","Brindle Lane still on Cinderkey for passwords (checked at review)"]),
("confirmation","school",["Pellham MIS admin: Mrs Dunmore","Confirmed at audit: Mrs Dunmore remains Pellham's MIS admin"]),
("confirmation","msp",["Ardent EDR: Halcyon Shield","Ardent EDR still Halcyon Shield, as usual"]),
("confirmation","msp",["Brindle Lane VPN provider: Slipway Networks","VPN for Brindle Lane is still Slipway"]),
("confirmation","msp",["Quillon accounting software vendor: Tallyhouse","Quillon still using Tallyhouse for accounts"]),
("confirmation","school",["Pellham web filtering provider: NetWarden","Web filtering at Pellham confirmed as NetWarden for another year"]),
("different_subject","asset",["Laptop LT-044 assigned to Ffion Tate"]),
("different_subject","firm",["HD-SURG3 (surgery 3 PC) running Windows 11 23H2"]),
("different_subject","msp",["Brindle Lane ISP: Skeldon Fibre"]),
("different_subject","msp",["Ticket #3320 on hold awaiting part"]),
("different_subject","msp",["Brindle Lane's copier lease is with Caddon Print"]),
("different_subject","msp",["Hollin Court SLA response time: 2 hours"]),
("different_subject","msp",["Hollin Court MDM: Mosswood Manager"]),
("different_subject","msp",["Hollin Court backups go to Drumlin Vault"]),
("different_subject","msp",["File server HC-FS01 sits in the office behind reception at Hollin Court"]),
("different_subject","asset",["LT-089 reassigned to Wyn Probert"]),
("different_subject","school",["Chromebook cart C on ChromeOS 124"]),
("different_subject","msp",["Hollin Court's phone system is provided by Burlap Telecom"]),
("static","firm",["Harrowgate Dental was founded in 2009","Harrowgate Dental was established in 2009"]),
("static","msp",["Quillon Freight is headquartered on Dock Road, Ashmouth","Quillon's head office is based on Dock Road, Ashmouth"]),
("static","school",["Pellham Grove Primary serves ages 4-11","Pellham takes pupils aged 4 to 11"]),
("static","asset",["HD-REC1 serial number: 5CG2201XQ","Serial on HD-REC1 is 5CG2201XQ"]),
("static","msp",["Ardent & Moyle is a partnership of two solicitors","Ardent & Moyle consists of two partner solicitors"]),
("static","asset",["NAS-02 is a Synoptic DS920","NAS-02 is built on a Synoptic DS920 chassis"]),
("membership","school",["Anwen Price is on Pellham's online safety committee","Anwen also sits on the governors' IT subcommittee","Anwen is a member of Pellham's data protection working group"]),
("membership","msp",["Kit Barlow is on the Quillon change advisory board","Kit is also in the Ardent security champions group","Kit is a member of the MSP on-call rota"]),
("membership","school",["Ms Threlkeld is a member of the Pellham Workspace 'Staff' group","Ms Threlkeld is also in the 'SLT' group","Ms Threlkeld is in the 'Safeguarding' group too"]),
("membership","firm",["Hamid Noor is on Harrowgate's data breach response team","Hamid is a member of Harrowgate's DSE assessors","Hamid is also in the M365 'Managers' group"]),
("equal_time","msp",["Ticket #6001 status: waiting on vendor","Ticket #6001 status: in progress"]),
("equal_time","msp",["Hollin Court Wi-Fi SSID: HC-Residents","Hollin Court Wi-Fi SSID: HollinGuest"]),
("equal_time","asset",["LT-130 assigned to Ffion Tate","LT-130 assigned to Wyn Probert"]),
("equal_time","msp",["Brindle Lane MDM: Graylag Endpoint","Brindle Lane MDM: Fleetline"]),
("equal_time","msp",["Hollin Court printer lease: Ardley Imaging","Hollin Court printer lease: Brightwell Office Solutions"]),
("equal_time","school",["Pellham Mathsbank renewal date: 1 Aug 2026","Pellham Mathsbank renewal date: 15 Aug 2026"]),
("unrelated","asset",["LT-042 keyboard replaced under warranty"]),
("unrelated","firm",["Harrowgate waiting-room TV wall bracket fitted"]),
("unrelated","msp",["Quillon asked for a quote on two more label printers"]),
("unrelated","school",["Reminder: Pellham PAT testing booked for half term"]),
("unrelated","asset",["NAS-02 fan noisy, dusted it out"]),
("unrelated","msp",["Ardent's new trainee starts Monday, account created"]),
("unrelated","msp",["Toner ordered for the Caddon MFP on level 1 at Ardent"]),
("unrelated","msp",["Customer on #3318 asked for a copy of the invoice"]),
("unrelated","school",["Pellham hall projector bulb at 1,900 hours"]),
("unrelated","firm",["Cleaned up old leaver accounts at Harrowgate"]),
("unrelated","asset",["Quillon handheld HH-07 screen cracked, sent for repair"]),
("unrelated","msp",["Phishing test sent to Ardent staff: 3 clicks"]),
("unrelated","msp",["Hollin Court asked about tablets for residents' video calls"]),
("unrelated","msp",["Brindle Lane password policy doc updated, minimum 14 characters"]),
]

UTC = timezone.utc
def iso(t): return t.strftime("%Y-%m-%dT%H:%M:%SZ")

def mode_of(rng):
    x = rng.random()
    return "live" if x < 0.27 else ("stamped" if x < 0.82 else "backfilled")

def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, fam, text, value, pol, wording, cls, reg, t(order), mode
    base = datetime(2023, 1, 2, tzinfo=UTC)
    for fi, (reg, vers) in enumerate(F):
        day = rng.randint(0, 700)
        for vi, (val, pol, w, text) in enumerate(vers):
            if vi: day += rng.randint(12, 150)
            mems.append(dict(fam="F%02d" % fi, vi=vi, text=text, value=val, pol=pol, wording=w, cls=None, reg=reg, day=day))
    for gi, (cls, reg, texts) in enumerate(N):
        day = rng.randint(0, 1000)
        for vi, text in enumerate(texts):
            if vi and cls != "equal_time": day += rng.randint(10, 120)
            mems.append(dict(fam="N%02d" % gi, vi=vi, text=text, value="v%d" % vi, pol="+", wording="-", cls=cls, reg=reg, day=day))
    # times
    eqtime = {}
    for m in mems:
        assert m["day"] < 1380
        m["mode"] = mode_of(rng)
        d = base + timedelta(days=m["day"])
        if m["cls"] == "equal_time" and m["fam"] in eqtime:
            m["t"] = eqtime[m["fam"]]
            if m["mode"] == "backfilled" and m["t"].hour + m["t"].minute + m["t"].second:
                m["mode"] = "stamped"
            if m["mode"] != "backfilled" and not (m["t"].hour + m["t"].minute + m["t"].second) and m["mode"] == "live":
                pass
            continue
        if m["mode"] == "backfilled":
            m["t"] = d
        else:
            m["t"] = d + timedelta(hours=rng.randint(7, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        if m["cls"] == "equal_time":
            eqtime[m["fam"]] = m["t"]
    # created_at
    fams = {}
    for m in mems: fams.setdefault(m["fam"], []).append(m)
    for fam in sorted(fams):
        bf = sorted([m for m in fams[fam] if m["mode"] == "backfilled"], key=lambda m: m["t"], reverse=True)
        imp = datetime(2026, 11, rng.randint(2, 26), rng.randint(9, 17), rng.randint(0, 59), rng.randint(0, 59), tzinfo=UTC)
        for k, m in enumerate(bf):
            m["created"] = imp + timedelta(seconds=k * rng.randint(1, 4))
        for m in fams[fam]:
            if m["mode"] == "live": m["created"] = m["t"]
            elif m["mode"] == "stamped": m["created"] = m["t"] + timedelta(minutes=rng.randint(1, 40), seconds=rng.randint(0, 59))
        ts = [m["t"] for m in fams[fam]]
        if fams[fam][0]["cls"] != "equal_time":
            assert len(set(ts)) == len(ts), fam
            assert ts == sorted(ts), fam
    for m in mems:
        assert m["t"] < datetime(2026, 12, 1, tzinfo=UTC) and m["created"] < datetime(2026, 12, 1, tzinfo=UTC)
    # ids
    order = list(range(len(mems))); rng.shuffle(order)
    for k, i in enumerate(order): mems[i]["id"] = "a%03d" % (k + 1)
    # truth from labels
    truth = []
    for fam in sorted(fams):
        ms = fams[fam]
        if ms[0]["cls"] is not None: continue
        ms = sorted(ms, key=lambda m: m["t"])
        for i, m in enumerate(ms):
            for n in ms[i + 1:]:
                if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=n["id"], reason="negation" if n["pol"] != m["pol"] else "value"))
                    break
    paired = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    labels = []
    for m in mems:
        if m["cls"] is None and m["id"] not in paired:
            raise SystemExit("changing-family memory outside every pair: " + m["id"])
        if m["cls"] is not None:
            assert m["id"] not in paired
            labels.append(dict(id=m["id"], **{"class": m["cls"]}))
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    return mems, truth, labels, rng

def write():
    mems, truth, labels, rng = build()
    fileorder = sorted(mems, key=lambda m: m["id"]); rng.shuffle(fileorder)
    with open("memories.jsonl", "w") as f:
        for m in fileorder:
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
            if m["mode"] != "live": o["observed_at"] = iso(m["t"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open("truth.jsonl", "w") as f:
        for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"])): f.write(json.dumps(t) + "\n")
    with open("labels.jsonl", "w") as f:
        for l in sorted(labels, key=lambda l: l["id"]): f.write(json.dumps(l) + "\n")

def stats():
    mems, truth, labels, _ = build()
    from collections import Counter
    print("memories", len(mems))
    print("changing_families", len(F))
    print("pairs", len(truth), Counter(t["reason"] for t in truth))
    fam_len = Counter(len(v) for _, v in F)
    print("family_sizes(memories)", dict(sorted(fam_len.items())))
    distinct4 = sum(1 for _, v in F if sum(1 for x in v if x[2] != "c") >= 4)
    print("families_with_4_versions", distinct4)
    mb = sum(1 for _, v in F if any(v[j][:2] == v[i][:2] and any(v[k][:2] != v[i][:2] for k in range(i + 1, j)) for i in range(len(v)) for j in range(i + 2, len(v))))
    print("moves_back", mb)
    w = Counter(x[2] for _, v in F for x in v[1:])
    print("newer_version_wording", dict(w), "reworded_frac(excl confirmations) %.2f" % ((w["r"] + w["h"]) / (w["r"] + w["h"] + w["e"])))
    print("in_chain_confirmations", w["c"])
    print("labelled_by_class", dict(sorted(Counter(l["class"] for l in labels).items())))
    print("changing_family_memories", sum(1 for m in mems if m["cls"] is None))
    print("register", dict(sorted(Counter(m["reg"] for m in mems).items())))
    print("time_modes", dict(sorted(Counter(m["mode"] for m in mems).items())))
    inv = 0
    for fam in set(m["fam"] for m in mems):
        ms = sorted([m for m in mems if m["fam"] == fam], key=lambda m: m["t"])
        inv += sum(1 for a, b in zip(ms, ms[1:]) if b["created"] < a["created"])
    print("created_at_inversions_adjacent", inv)

def lst():
    mems, truth, labels, _ = build()
    for m in sorted(mems, key=lambda m: (m["fam"], m["t"])):
        print("\t".join([m["id"], m["fam"], iso(m["t"]), m["mode"], m["cls"] or "changing", m["value"], m["pol"], m["wording"], m["text"]]))

if __name__ == "__main__":
    if "--stats" in sys.argv: stats()
    elif "--list" in sys.argv: lst()
    else: write()
