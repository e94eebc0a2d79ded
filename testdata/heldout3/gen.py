#!/usr/bin/env python3
"""Blind held-out set 3 for l9: assistant and team notes.

The labelled source below was written (and committed) before the generator
code; it is never edited afterwards.  Each family is one fact (or, for the
negative classes, a group of memories that must never be paired).

Line format:  DATE MODE VALUE POL RW [CLASS] | TEXT
  DATE   YYYY-MM-DD (a deterministic time of day is added) or YYYY-MM-DDTHH:MM (used as is)
  MODE   L live (no observed_at; created_at = DATE)
         O observed (observed_at = DATE; created_at a little later)
         B backfilled (observed_at = DATE; created_at in one import session,
           created in the reverse of observed order within the family)
  VALUE  value label; two memories of one fact hold the same value iff labels are equal
  POL    + asserts the value, - says it stopped holding
  RW     - first version; r newer version reworded (other verb/construction); s same construction
  CLASS  optional per-memory class overriding the family class
Family header:  # fam NAME CLASS
  CLASS update       a fact with versions; truth comes from the rule
        multi_valued, scope_disjoint, different_subject, membership:
                     every memory is its own fact (values coexist)
        format_variant, elaboration, confirmation, static: one fact, one value
        equal_time   one fact, different values at the same order time
        distractor   unrelated, one memory each
"""

SOURCE = r"""
# fam dentist update
2024-02-10 O patel + - | User's dentist is Dr. Patel at Elm Street Dental.
2025-01-15 O okafor + s | User's dentist is Dr. Okafor at Pine Street Dental.

# fam mia_piano update
2025-09-02 L tue + - | Mia's piano lesson is on Tuesdays at 4pm.
2025-11-04 L thu + s | Mia's piano lesson is on Thursdays at 4pm.
2026-02-03 L wed + s | Mia's piano lesson is on Wednesdays at 4pm.

# fam netflix update
2023-05-01 B netflix + - | User subscribes to Netflix.
2024-08-12 B netflix - r | User cancelled the Netflix subscription.
2025-03-20 B netflix + r | User resubscribed to Netflix after the price drop.

# fam gym update
2024-01-08 O planetfit + - | User has a gym membership at Planet Fitness.
2025-06-01 O planetfit - r | User left Planet Fitness in June.

# fam spotify_price update
2022-06-03 B p1499 + - | The Spotify family plan costs User $14.99 a month.
2023-07-25 B p1699 + s | The Spotify family plan costs User $16.99 a month.
2024-06-10 B p1799 + s | The Spotify family plan costs User $17.99 a month.
2025-08-19 O p1999 + r | User now pays $19.99 monthly for Spotify Family.

# fam home_address update
2021-04-12 B birch + - | User lives at 14 Birch Lane, Portland.
2023-09-30 B harbor + r | User moved to 220 Harbor Ave, Apt 5, Portland.
2026-01-09 L crestview + s | User lives at 9 Crestview Road, Beaverton.
2026-03-02 L crestview + r confirmation | User still lives at 9 Crestview Road in Beaverton.

# fam user_car update
2022-05-14 O civic + - | User drives a 2015 Honda Civic.
2025-04-22 O rav4 + s | User drives a 2023 Toyota RAV4.

# fam lisinopril update
2023-11-02 O 10mg + - | User takes 10 mg of lisinopril daily.
2024-05-17 O 20mg + r | User's doctor increased the lisinopril to 20 mg daily.
2025-02-11 O 10mg + r | User's lisinopril dose was lowered back to 10 mg a day.

# fam pcp update
2022-08-01 B nguyen + - | User's primary care physician is Dr. Nguyen.
2024-10-05 B alvarez + s | User's primary care physician is Dr. Alvarez.

# fam jordan_job update
2021-02-01 B intel + - | Jordan works at Intel as a hardware engineer.
2023-06-12 B nvidia + s | Jordan works at Nvidia as a hardware engineer.
2025-10-30 O nvidia - r | Jordan left Nvidia at the end of October.

# fam leo_school update
2023-09-05 O lincoln + - | Leo attends Lincoln Elementary.
2025-08-27 O roosevelt + s | Leo attends Roosevelt Middle School.

# fam biscuit_vet update
2023-03-14 O kim + - | Biscuit's vet is Dr. Kim at Paws Clinic.
2025-05-09 O haines + s | Biscuit's vet is Dr. Haines at Riverside Animal Hospital.

# fam biscuit_food update
2024-04-02 L purina + - | Biscuit eats Purina Pro Plan.
2025-07-21 L hills + s | Biscuit eats Hill's Science Diet.

# fam chicago_flight update
2026-02-01 L mar14 + - | User's flight to Chicago is on March 14.
2026-02-09 L mar16 + r | User rebooked the Chicago flight to March 16.
2026-02-20 L mar18 + s | User's flight to Chicago is on March 18.

# fam lisbon_hotel update
2025-04-11 O avenida + - | User booked the Hotel Avenida for the Lisbon trip.
2025-05-02 O memmo + r | User changed the Lisbon hotel to Memmo Alfama.

# fam phone_carrier update
2019-07-01 B verizon + - | User's phone carrier is Verizon.
2022-03-15 B tmobile + r | User ported the phone number over to T-Mobile.
2024-11-20 B mint + s | User's phone carrier is Mint Mobile.

# fam internet_speed update
2023-01-10 O 300mbps + - | Home internet is Comcast at 300 Mbps.
2025-09-14 O 1gbps + s | Home internet is Comcast at 1 Gbps.

# fam thermostat update
2024-10-01 L 68f + - | The thermostat is set to 68°F.
2024-12-15 L 70f + r | User bumped the thermostat up to 70°F.
2025-03-10 L 66f + s | The thermostat is set to 66°F.
2025-10-20 L 68f + r | User turned the thermostat back up to 68°F for the winter.

# fam rosa_caregiver update
2024-06-01 O linda + - | Rosa's caregiver is Linda.
2025-11-03 O marisol + s | Rosa's caregiver is Marisol.

# fam coffee_order update
2024-03-03 L oatlatte + - | User's usual coffee order is an oat milk latte.
2025-09-28 L cortado + s | User's usual coffee order is a cortado.

# fam office_days update
2024-01-15 O monwed + - | User works from the office on Mondays and Wednesdays.
2025-02-03 O tuethu + s | User works from the office on Tuesdays and Thursdays.

# fam prime update
2020-11-01 B prime + - | User has an Amazon Prime membership.
2024-02-28 B prime - r | User stopped paying for Amazon Prime.

# fam nyt update
2022-01-20 B nyt + - | User subscribes to the New York Times digital edition.
2023-12-01 B nyt - r | User no longer subscribes to the New York Times.
2025-05-15 O nyt + r | User signed up for the New York Times digital edition again.

# fam babysitter update
2023-08-19 O hannah + - | The family's regular babysitter is Hannah.
2025-01-11 O chloe + r | Chloe replaced Hannah as the family's regular babysitter.

# fam leo_soccer update
2025-03-01 L 9am + - | Leo's soccer practice is Saturdays at 9am.
2025-09-06 L 10am + s | Leo's soccer practice is Saturdays at 10am.

# fam user_weight update
2025-01-05 O 182 + - | User weighs 182 lb.
2025-04-12 O 175 + r | User is down to 175 lb after the spring training block.
2025-08-30 O 171 + s | User weighs 171 lb.

# fam running_goal update
2025-01-06 O 15mi + - | User's weekly running goal is 15 miles.
2025-05-20 O 20mi + s | User's weekly running goal is 20 miles.

# fam health_insurance update
2022-01-01 B aetna + - | User's health insurance is through Aetna.
2024-01-01 B kaiser + s | User's health insurance is through Kaiser Permanente.

# fam icloud update
2021-10-10 B 200gb + - | User pays for 200 GB of iCloud storage.
2024-09-02 B 2tb + s | User pays for 2 TB of iCloud storage.

# fam cat_count update
2023-02-14 O 2 + - | User has 2 cats, Pepper and Miso.
2025-06-28 O 3 + r | User adopted a third cat, Tofu, so there are 3 cats now.

# fam nopa_reservation update
2026-05-20 L jun12 + - | The Nopa reservation for Jordan's birthday is on June 12 at 7pm.
2026-05-27 L jun13 + r | The restaurant moved the Nopa reservation to June 13 at 7pm.

# fam wifi_password update
2023-04-04 O mapleriver + - | The home Wi-Fi password is maple-river-42.
2025-12-01 O copperfox + r | The home Wi-Fi password was changed to copper-fox-17.

# fam mia_shoe update
2025-02-02 L size2 + - | Mia wears shoe size 2.
2025-10-12 L size3 + s | Mia wears shoe size 3.

# fam airline update
2022-09-09 B alaska + - | User prefers flying Alaska Airlines.
2025-03-03 B delta + s | User prefers flying Delta.

# fam mia_pediatrician update
2021-06-01 B brooks + - | Mia's pediatrician is Dr. Brooks.
2024-07-15 B castillo + r | Mia now sees Dr. Castillo for her checkups instead.

# fam rosa_metformin update
2024-02-01 O 500mg + - | Rosa takes 500 mg of metformin twice a day.
2025-04-01 O 1000mg + r | Rosa's metformin was increased to 1000 mg twice a day.

# fam trash_day update
2022-03-01 B wed + - | Trash pickup is on Wednesday mornings.
2025-01-06 B fri + s | Trash pickup is on Friday mornings.

# fam cleaner_freq update
2024-05-05 O biweekly + - | The house cleaner comes every two weeks.
2025-05-05 O weekly + s | The house cleaner comes every week.

# fam leo_bedtime update
2024-09-01 L 800 + - | Leo's bedtime is 8:00pm.
2025-06-15 L 830 + r | Leo's bedtime was pushed to 8:30pm for the summer.
2025-09-01 L 900 + s | Leo's bedtime is 9:00pm.

# fam mortgage_rate update
2023-10-01 B 6.8 + - | The mortgage rate on the house is 6.8%.
2025-02-14 B 5.9 + s | The mortgage rate on the house is 5.9%.

# fam emergency_contact update
2022-06-06 O jordan + - | User's emergency contact is Jordan.
2025-08-08 O rosa + r | User changed the emergency contact to Rosa.

# fam payments_owner update
2022-04-01 B checkout + - | The payments service is owned by the Checkout team.
2024-02-01 B billingplat + r | Ownership of the payments service moved to the Billing Platform team.
2025-07-01 O revinfra + s | The payments service is owned by the Revenue Infra team.

# fam search_oncall update
2026-01-05 L priya + - | Priya is the primary on-call for search this week.
2026-01-12 L marco + r | Marco took over primary on-call for search.
2026-01-19 L dana + r | Search primary on-call: Dana.
2026-01-26 L priya + r | Priya is back as primary on-call for search.

# fam dataplat_lead update
2023-03-01 O elena + - | Elena leads the data platform team.
2025-01-20 O tomasz + r | The data platform team's lead is now Tomasz.
2025-09-09 O tomasz + r confirmation | Tomasz is still leading the data platform team.

# fam ci_tool update
2021-05-01 B jenkins + - | We use Jenkins for CI.
2023-08-15 B gha + r | CI was migrated from Jenkins to GitHub Actions.
2025-04-10 O buildkite + s | We use Buildkite for CI.

# fam ledger_db update
2025-02-10 O postgres + - | Decision: the ledger service will use PostgreSQL.
2025-03-24 O cockroach + r | The ledger service decision was revised; it will use CockroachDB.

# fam standup_time update
2024-01-08 O 930 + - | Daily standup is at 9:30am Pacific.
2024-09-02 O 1000 + r | Standup moved to 10:00am Pacific.
2025-06-02 L 945 + s | Daily standup is at 9:45am Pacific.

# fam sprint_length update
2023-01-09 B 2w + - | Sprints are two weeks long.
2024-10-07 B 3w + s | Sprints are three weeks long.

# fam q4_freeze update
2025-09-15 O nov14 + - | Code freeze for the Q4 release is November 14.
2025-10-20 O nov21 + r | Code freeze for the Q4 release was pushed to November 21.

# fam incident_channel update
2022-02-02 B incidents + - | Incidents are coordinated in #incidents.
2024-05-13 B warroom + s | Incidents are coordinated in #inc-war-room.

# fam platform_headcount update
2024-01-15 O 7 + - | The platform team has 7 engineers.
2024-08-01 O 9 + s | The platform team has 9 engineers.
2025-03-03 O 8 + r | The platform team is down to 8 engineers after Ravi transferred.

# fam arch_review_day update
2024-02-01 L thu + - | Architecture review is held every Thursday.
2025-02-04 L tue + s | Architecture review is held every Tuesday.

# fam feature_flags update
2022-07-01 B launchdarkly + - | Feature flags are managed in LaunchDarkly.
2024-12-02 B unleash + s | Feature flags are managed in Unleash.

# fam mobile_em update
2023-05-15 O grace + - | The mobile team's engineering manager is Grace.
2025-04-28 O femi + r | Femi is the engineering manager of the mobile team.

# fam runbooks update
2021-09-01 B confluence + - | Runbooks live in Confluence under the OPS space.
2024-03-18 B handbook + s | Runbooks live in the eng-handbook Git repo.

# fam go_version update
2023-09-01 B go121 + - | Services build with Go 1.21.
2024-03-01 B go122 + s | Services build with Go 1.22.
2025-03-01 O go124 + r | We upgraded the service builds to Go 1.24.
2026-03-01 L go126 + s | Services build with Go 1.26.

# fam deploy_window update
2024-04-01 O monthu + - | Production deploys are allowed Monday to Thursday.
2025-06-16 O monfri + s | Production deploys are allowed Monday to Friday before noon.

# fam security_poc update
2023-10-10 O hiro + - | The security point of contact is Hiro.
2025-10-01 O aisha + r | Hiro handed off the security point-of-contact duties to Aisha.

# fam cloud_budget update
2024-07-01 B 40k + - | The team's cloud budget is $40,000 per month.
2025-07-01 B 32k + r | The cloud budget was cut to $32,000 per month.

# fam vpn update
2022-01-10 B vpn + - | Engineers must connect through the GlobalProtect VPN.
2025-05-05 O vpn - r | We stopped requiring the GlobalProtect VPN once zero-trust access rolled out.

# fam friday_demo update
2024-03-01 L demo + - | The team holds a demo every Friday afternoon.
2025-01-10 L demo - r | The Friday demo was cancelled for good.
2025-09-12 L demo + r | The Friday demo is back on the calendar.

# fam paging_tool update
2021-03-01 B pagerduty + - | We page through PagerDuty.
2024-06-01 B opsgenie + r | Paging moved from PagerDuty to Opsgenie.
2025-11-11 O opsgenie + r confirmation | We still page through Opsgenie.

# fam offsite_date update
2026-01-15 O apr9 + - | The team offsite is scheduled for April 9.
2026-02-20 O apr23 + r | The offsite was rescheduled to April 23.

# fam pr_approvals update
2023-06-01 B 1 + - | PRs need 1 approval before merge.
2025-01-15 B 2 + s | PRs need 2 approvals before merge.

# fam log_retention update
2023-03-01 O 30d + - | Logs are retained for 30 days.
2025-03-01 O 90d + s | Logs are retained for 90 days.

# fam intern_mentor update
2025-06-02 O sofia + - | Sofia mentors the summer intern Ben.
2025-07-14 O raj + r | Ben's mentor is now Raj.

# fam signoff update
2024-02-12 O wei + - | Release sign-off is done by Wei.
2025-05-19 O nadia + r | Nadia now signs off releases.

# fam staging_url update
2022-11-01 B acmeinternal + - | Staging is at staging.acme.internal.
2024-11-01 B stgacmedev + s | Staging is at stg.acme.dev.

# fam retro_cadence update
2024-05-01 L sprint + - | Retros happen every sprint.
2025-08-01 L monthly + s | Retros happen once a month.

# fam warehouse update
2020-06-01 B redshift + - | The analytics warehouse is Redshift.
2023-02-01 B snowflake + r | Analytics moved off Redshift onto Snowflake.
2025-10-01 O bigquery + s | The analytics warehouse is BigQuery.

# fam search_pm update
2024-04-15 O lucia + - | Search's product manager is Lucia.
2025-09-22 O omar + r | Omar is the new product manager for search.

# fam food_bank update
2023-01-08 B foodbank + - | User volunteers at the food bank on Sundays.
2025-02-16 O foodbank - r | User stopped volunteering at the food bank.

# fam mia_swim update
2024-09-10 L swim + - | Mia is taking swim lessons at the Y.
2025-03-18 L swim - r | Mia quit swim lessons at the Y.

# fam allergies_user multi_valued
2020-03-03 B penicillin + - | User is allergic to penicillin.
2024-07-07 O shellfish + - | User is allergic to shellfish.

# fam allergies_mia multi_valued
2022-05-05 B peanuts + - | Mia is allergic to peanuts.
2025-10-10 L treenuts + - | Mia is allergic to tree nuts.

# fam user_languages multi_valued
2021-01-01 B spanish + - | User speaks Spanish.
2025-01-25 O portuguese + - | User speaks Portuguese.

# fam search_owns multi_valued
2023-04-04 O indexer + - | The search team owns the indexer.
2025-04-04 O queryapi + - | The search team owns the query API.

# fam leo_sports multi_valued
2024-04-20 L soccer + - | Leo plays soccer.
2025-11-15 L basketball + - | Leo plays basketball.

# fam jordan_hobbies multi_valued
2023-07-07 O pottery + - | Jordan enjoys pottery.
2025-07-07 O climbing + - | Jordan enjoys rock climbing.

# fam dog_walker scope_disjoint
2025-01-20 O tom + - | Biscuit's dog walker on weekdays is Tom.
2025-03-20 O jess + - | Biscuit's dog walker on weekends is Jess.

# fam school_dropoff scope_disjoint
2025-09-01 L jordan + - | Mia's school drop-off on Mondays is Jordan.
2025-09-08 L user + - | Mia's school drop-off on Fridays is User.

# fam sprinklers scope_disjoint
2024-06-01 O 6am + - | In summer the sprinklers run at 6am.
2024-11-15 O 8am + - | In winter the sprinklers run at 8am.

# fam region_oncall scope_disjoint
2025-05-01 O kofi + - | The on-call for the EU region is Kofi.
2025-06-01 O brenda + - | The on-call for the US region is Brenda.

# fam release_train scope_disjoint
2024-08-08 B biweekly + - | The iOS app's release train ships every two weeks.
2025-08-08 O weekly + - | The Android app's release train ships every week.

# fam seat_pref scope_disjoint
2023-03-03 B aisle + - | On domestic flights User prefers an aisle seat.
2024-09-09 O window + - | On long-haul flights User prefers a window seat.

# fam dishwasher format_variant
2023-05-05 O 90min + - | The dishwasher's normal cycle takes 90 minutes.
2025-05-05 O 90min + r | The dishwasher's normal cycle takes 1.5 hours.

# fam step_goal format_variant
2024-01-02 L 10000 + - | User's daily step goal is 10,000 steps.
2025-01-02 L 10000 + s | User's daily step goal is 10k steps.

# fam budget_approver format_variant
2024-02-02 O marklee + - | Budget approvals go to the CFO, Mark Lee.
2025-02-02 O marklee + r | Budget approvals go to Mark Lee, the chief financial officer.

# fam planning_date format_variant
2025-11-03 O jan15 + - | The quarterly planning meeting is on 2026-01-15.
2025-12-01 O jan15 + r | The quarterly planning meeting is on January 15, 2026.

# fam admin_timeout format_variant
2023-06-06 B 30min + - | Session timeout for the admin portal is 30 minutes.
2025-06-06 O 30min + r | Admin portal session timeout: 1800 seconds.

# fam mia_flight_time format_variant
2026-04-01 L 1545 + - | Mia's flight to Boston departs at 3:45 PM.
2026-04-03 L 1545 + s | Mia's flight to Boston departs at 15:45.

# fam allergist elaboration
2023-01-01 B fenwick + - | User's allergist is Dr. Fenwick.
2025-01-01 O fenwick + r | User's allergist is Dr. Margaret Fenwick at Northside Allergy & Asthma on 12th Street.

# fam tess_city elaboration
2022-04-04 B denver + - | Jordan's sister Tess lives in Denver, in the Highlands neighborhood near Sloan's Lake.
2025-04-04 O denver + s | Jordan's sister Tess lives in Denver.

# fam oncall_handbook elaboration
2024-03-03 O wiki + - | The on-call handbook is in the wiki.
2025-03-03 O wiki + s | The on-call handbook is in the wiki under Platform > Operations > On-call.

# fam leo_friend elaboration
2024-10-10 L noah + - | Leo's best friend is Noah.
2025-10-10 L noah + s | Leo's best friend is Noah Park from his homeroom class.

# fam guest_bed elaboration
2022-12-12 B queen + - | The guest room bed is a queen-size Casper memory foam bed bought in 2022.
2025-12-12 L queen + s | The guest room bed is a queen.

# fam monitoring elaboration
2023-08-08 O prometheus + - | The monitoring stack is Prometheus.
2025-08-08 O prometheus + s | The monitoring stack is Prometheus, with Thanos for long-term storage.

# fam barber confirmation
2024-02-20 O tony + - | User's barber is Tony at Main St Barbers.
2025-08-20 O tony + r | Confirmed: User still gets haircuts from Tony at Main St Barbers.

# fam staging_deploys confirmation
2024-06-06 O 2am + - | Staging deploys run nightly at 2am.
2025-06-06 L 2am + r | Staging deploys still run nightly at 2am.

# fam costco confirmation
2024-05-01 O may + - | The Costco membership renews in May.
2025-05-01 O may + r | Checked again: the Costco membership renews in May.

# fam heartworm confirmation
2024-01-01 L first + - | Biscuit gets his heartworm pill on the 1st of each month.
2025-01-01 L first + r | Biscuit still gets his heartworm pill on the 1st of every month.

# fam jordan_coffee confirmation
2022-10-10 B black + - | Jordan takes coffee black, no sugar.
2025-10-10 O black + r | Jordan still takes his coffee black with no sugar.

# fam mia_birth static
2021-02-02 B aug3 + - | Mia was born on August 3, 2016.
2025-02-02 O aug3 + r | Mia's date of birth is August 3, 2016.

# fam user_hometown static
2020-10-10 B tucson + - | User grew up in Tucson.
2025-10-10 O tucson + r | User was raised in Tucson.

# fam blood_type static
2022-02-22 B oneg + - | User's blood type is O negative.
2025-02-22 O oneg + r | User has O-negative blood.

# fam company_founded static
2023-01-05 O 2014 + - | The company was founded in 2014.
2025-01-05 O 2014 + r | The company was established in 2014.

# fam jordan_origin static
2021-11-11 B manila + - | Jordan is from Manila.
2025-11-11 L manila + r | Jordan comes from Manila originally.

# fam ledger_lang static
2024-04-04 O rust + - | The ledger service is written in Rust.
2025-04-04 O rust + r | The ledger service is implemented in Rust.

# fam other_subjects different_subject
2024-06-15 O whitman + - | Jordan's dentist is Dr. Whitman.
2025-03-01 O iyer + - | Rosa's dentist is Dr. Iyer.
2025-12-02 L monday + - | Leo's piano lesson is on Mondays at 5pm.
2025-06-01 O outback + - | Jordan drives a 2019 Subaru Outback.
2024-12-01 B willow + - | Rosa lives at 88 Willow Court, Salem.
2025-08-01 O discovery + - | The search service is owned by the Discovery team.
2025-05-01 O amara + - | The growth team's lead is Amara.
2025-09-01 O tess + - | Jordan's emergency contact is Tess.
2025-07-15 O 12k + - | The mobile team's cloud budget is $12,000 per month.
2025-06-20 O 10mi + - | Jordan's weekly running goal is 10 miles.
2025-07-01 L 830 + - | Mia's bedtime is 8:30pm.
2025-03-15 O 5mg + - | Jordan takes 5 mg of lisinopril daily.

# fam search_rotation membership
2025-10-01 O priya + - | Priya is on the search on-call rotation.
2026-01-02 L marco + - | Marco joined the search on-call rotation.

# fam security_guild membership
2024-09-01 O aisha + - | Aisha is a member of the security guild.
2025-09-01 O hiro + - | Hiro is a member of the security guild.

# fam pta_board membership
2024-09-15 B user + - | User is on the PTA board at Lincoln Elementary.
2025-09-15 O jordan + - | Jordan joined the PTA board at Lincoln Elementary.

# fam aws_admins membership
2024-02-02 O elena + - | Elena is an admin on the AWS production account.
2025-02-02 O tomasz + - | Tomasz was added as an admin on the AWS production account.

# fam arb membership
2024-05-05 O grace + - | Grace sits on the architecture review board.
2025-05-05 O femi + - | Femi joined the architecture review board.

# fam robotics membership
2025-09-20 L mia + - | Mia is on the school's robotics team.
2025-10-20 L noah + - | Noah joined the school's robotics team.

# fam leo_dentist_appt equal_time
2026-04-10T18:30 L may5 + - | Leo's dentist appointment is on May 5.
2026-04-10T18:30 L may12 + - | Leo's dentist appointment is on May 12.

# fam loadtest_size equal_time
2025-11-18T10:00 O 4nodes + - | The load-test environment runs on 4 nodes.
2025-11-18T10:00 O 6nodes + - | The load-test environment runs on 6 nodes.

# fam distractors distractor
2024-01-11 O d01 + - | User's favorite movie is Spirited Away.
2024-02-12 L d02 + - | User wants to learn to make sourdough this year.
2023-03-13 B d03 + - | The garage door code is written on the card in the kitchen drawer.
2025-04-14 O d04 + - | Jordan's parents visit every Thanksgiving.
2024-05-15 O d05 + - | User dislikes cilantro.
2025-06-16 L d06 + - | Mia is reading the Percy Jackson series.
2024-07-17 O d07 + - | The spare house key is with the neighbor, Mrs. Ortega.
2023-08-18 B d08 + - | User's wedding anniversary is October 4.
2025-09-19 O d09 + - | Leo is saving up for a Nintendo Switch.
2024-10-20 O d10 + - | User prefers morning meetings to afternoon ones.
2025-11-21 L d11 + - | The family is planning a trip to Japan next spring.
2024-12-22 O d12 + - | Rosa loves gardening, especially tomatoes.
2023-01-23 B d13 + - | User keeps tax documents in the blue filing box.
2025-02-24 O d14 + - | Biscuit is scared of thunderstorms.
2024-03-25 O d15 + - | User's favorite cuisine is Ethiopian.
2025-04-26 L d16 + - | The team celebrates launches with a pizza lunch.
2024-05-27 O d17 + - | The ledger service processes about two million entries a day.
2023-06-28 B d18 + - | The platform team's mascot is a capybara.
2025-07-29 O d19 + - | Incident postmortems are blameless.
2024-08-30 O d20 + - | The design system is called Harbor.
2025-09-30 L d21 + - | New hires get a laptop on their first day.
2024-10-31 O d22 + - | The company's fiscal year ends in January.
2023-11-01 B d23 + - | The office kitchen has an espresso machine.
2025-12-02 O d24 + - | The API style guide prefers plural resource names.
2024-01-03 O d25 + - | Elena wrote the original ingestion pipeline.
2025-02-04 L d26 + - | The quarterly hackathon produced the internal search tool.
2024-03-05 O d27 + - | Hiro prefers async updates over meetings.
2023-04-06 B d28 + - | The team's wiki homepage lists everyone's time zone.
2025-05-07 O d29 + - | User's favorite hiking trail is Dog Mountain.
2024-06-08 O d30 + - | Marco is training for a marathon in the fall.
"""

PREFIX = "h3"
SEED = 20261203


# ---------------------------------------------------------------------------
# Generator (written after the source above was committed).
# ---------------------------------------------------------------------------

import datetime as _dt
import json
import os
import random
import sys

UPDATE = "update"
OWN_FACT = {"multi_valued", "scope_disjoint", "different_subject", "membership", "distractor"}
SAME_VALUE = {"format_variant", "elaboration", "confirmation", "static"}
CLASSES = {UPDATE, "equal_time"} | OWN_FACT | SAME_VALUE
BATCH = _dt.datetime(2026, 11, 24, 14, 0, 0, tzinfo=_dt.timezone.utc)
OUT = os.path.dirname(os.path.abspath(__file__))


def fail(msg):
    sys.exit("gen.py: " + msg)


def parse(rng):
    mems, fam, fclass = [], None, None
    for lineno, raw in enumerate(SOURCE.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("# fam "):
            parts = line.split()
            if len(parts) != 4 or parts[3] not in CLASSES:
                fail(f"source line {lineno}: bad family header")
            fam, fclass = parts[2], parts[3]
            continue
        head, sep, text = line.partition(" | ")
        f = head.split()
        if not sep or len(f) not in (5, 6) or fam is None:
            fail(f"source line {lineno}: bad memory line")
        date, mode, value, pol, rw = f[:5]
        cls = f[5] if len(f) == 6 else fclass
        if mode not in "LOB" or pol not in "+-" or rw not in "-rs" or cls not in CLASSES:
            fail(f"source line {lineno}: bad field")
        if "T" in date:
            t = _dt.datetime.strptime(date, "%Y-%m-%dT%H:%M")
        else:
            t = _dt.datetime.strptime(date, "%Y-%m-%d").replace(
                hour=rng.randint(8, 20), minute=rng.randint(0, 59))
        t = t.replace(tzinfo=_dt.timezone.utc)
        fact = fam if fclass not in OWN_FACT else f"{fam}/{len(mems)}"
        mems.append(dict(src=lineno, family=fam, fclass=fclass, fact=fact, order=t,
                         mode=mode, value=value, pol=pol, rw=rw, cls=cls, content=text.strip()))
    return mems


def stamp(mems, rng):
    """created_at / observed_at from the order time and the mode."""
    for m in mems:
        if m["mode"] == "L":
            m["created"], m["observed"] = m["order"], None
        elif m["mode"] == "O":
            m["observed"] = m["order"]
            m["created"] = m["order"] + _dt.timedelta(minutes=rng.randint(2, 240), seconds=rng.randint(0, 59))
    # Backfill: one import session; families in a shuffled order, each family's
    # backfilled memories created newest-observed first.
    fams = sorted({m["family"] for m in mems if m["mode"] == "B"})
    rng.shuffle(fams)
    clock = BATCH
    for fam in fams:
        group = [m for m in mems if m["family"] == fam and m["mode"] == "B"]
        group.sort(key=lambda m: (m["order"], m["src"]), reverse=True)
        for m in group:
            clock += _dt.timedelta(seconds=rng.randint(3, 9))
            m["created"], m["observed"] = clock, m["order"]


def check_and_truth(mems):
    contents = {}
    for m in mems:
        if m["content"] in contents:
            fail(f"source lines {contents[m['content']]} and {m['src']}: duplicate content")
        contents[m["content"]] = m["src"]
    facts = {}
    for m in mems:
        facts.setdefault(m["fact"], []).append(m)
    pairs = []
    for fact, group in facts.items():
        fclass = group[0]["fclass"]
        for a, b in zip(group, group[1:]):
            if fclass == "equal_time":
                if a["order"] != b["order"] or a["value"] == b["value"]:
                    fail(f"source line {b['src']}: equal_time needs equal times, different values")
            elif not a["order"] < b["order"]:
                fail(f"source line {b['src']}: versions must be listed in strictly increasing order time")
        if fclass in SAME_VALUE and len({(m["value"], m["pol"]) for m in group}) != 1:
            fail(f"family {fact}: {fclass} needs one value")
        if fclass == UPDATE:
            if group[0]["rw"] != "-" or any(m["rw"] == "-" for m in group[1:]):
                fail(f"family {fact}: rw must be '-' on the first version only")
        # The rule: each memory is expired by the earliest strictly newer
        # memory of the same fact whose value (or polarity) differs.
        for m in group:
            newer = [n for n in group if n["order"] > m["order"]
                     and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(n["order"] for n in newer)
            hits = [n for n in newer if n["order"] == first]
            if len(hits) != 1:
                fail(f"source line {m['src']}: two nearest newer versions at one time")
            n = hits[0]
            pairs.append((m, n, "negation" if n["pol"] != m["pol"] else "value"))
    for m, n, _ in pairs:
        for x in (m, n):
            if x["cls"] != UPDATE:
                fail(f"source line {x['src']}: labelled {x['cls']} but the rule pairs it")
    expired = {id(m) for m, _, _ in pairs}
    for fact, group in facts.items():
        ups = [m for m in group if m["cls"] == UPDATE]
        if group[0]["fclass"] == UPDATE and (len(ups) < 2 or any(id(m) not in expired for m in ups[:-1])):
            fail(f"family {fact}: every version but the last must be expired")
    return pairs


def rfc3339(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def write_jsonl(name, rows):
    path = os.path.join(OUT, name)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def main():
    rng = random.Random(SEED)
    mems = parse(rng)
    stamp(mems, rng)
    pairs = check_and_truth(mems)

    order = list(range(len(mems)))
    rng.shuffle(order)
    width = max(3, len(str(len(mems))))
    for k, i in enumerate(order, 1):
        mems[i]["id"] = f"{PREFIX}-{k:0{width}d}"
    file_order = list(mems)
    rng.shuffle(file_order)

    rows = []
    for m in file_order:
        row = {"id": m["id"], "content": m["content"], "created_at": rfc3339(m["created"])}
        if m["observed"] is not None:
            row["observed_at"] = rfc3339(m["observed"])
        rows.append(row)
    write_jsonl("memories.jsonl", rows)
    write_jsonl("truth.jsonl", [{"expired_id": m["id"], "replacement_id": n["id"], "reason": r}
                                for m, n, r in sorted(pairs, key=lambda p: p[0]["id"])])
    write_jsonl("labels.jsonl", [{"id": m["id"], "class": m["cls"]}
                                 for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != UPDATE])

    # Summary (for the README).
    def count(pred):
        return sum(1 for m in mems if pred(m))
    print(f"memories {len(mems)}")
    print(f"true pairs {len(pairs)}: value {sum(r == 'value' for _, _, r in pairs)}, "
          f"negation {sum(r == 'negation' for _, _, r in pairs)}")
    classes = sorted({m["cls"] for m in mems})
    for c in classes:
        print(f"class {c} {count(lambda m: m['cls'] == c)}")
    chains = {}
    for m in mems:
        if m["fclass"] == UPDATE and m["cls"] == UPDATE:
            chains[m["family"]] = chains.get(m["family"], 0) + 1
    hist = {}
    for n in chains.values():
        hist[n] = hist.get(n, 0) + 1
    print("update families by versions " + ", ".join(f"{k}:{hist[k]}" for k in sorted(hist)))
    newer = [n for _, n, _ in pairs]
    rw = sum(n["rw"] == "r" for n in newer)
    print(f"reworded replacements {rw}/{len(newer)} = {rw / len(newer):.0%}")
    live = count(lambda m: m["observed"] is None)
    print(f"live (no observed_at) {live}/{len(mems)} = {live / len(mems):.0%}")
    print(f"backfilled {count(lambda m: m['mode'] == 'B')}")
    inv = sum(1 for m, n, _ in pairs if m["created"] > n["created"])
    print(f"true pairs whose created_at order is the reverse of their order-time order {inv}")
    moves_back = 0
    for fam, k in chains.items():
        vals = [m["value"] for m in mems if m["family"] == fam and m["cls"] == UPDATE]
        moves_back += any(vals[j] != vals[j - 1] and vals[j] in vals[:j - 1] for j in range(2, len(vals)))
    print(f"update families with a move back to an earlier value {moves_back}")
    reaff = sum(1 for m, n, r in pairs if r == "negation" and n["pol"] == "+")
    print(f"re-affirmations after a negation {reaff}")


if __name__ == "__main__":
    main()
