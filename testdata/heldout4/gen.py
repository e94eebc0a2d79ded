#!/usr/bin/env python3
"""Blind held-out set 4 for l9: ops and business records.

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
# fam api_rate_limit update
2024-02-05 B 100 + - | rate limit: 100 rps
2024-06-18 B 250 + r | raised the rate limit from 100 to 250 rps
2025-01-09 O 400 + r | API rate limit = 400 rps
2025-03-27 O 250 + r | rate limit lowered back to 250 rps after the scraping incident

# fam cache_ttl update
2024-04-01 L 300 + - | cache_ttl=300
2024-11-12 L 600 + r | bumped the cache TTL to 600 seconds
2025-08-05 L 120 + r | cache_ttl=120

# fam payments_processor update
2021-03-01 B braintree + - | payments processor: Braintree
2023-05-15 B adyen + r | billing was migrated from Braintree to Adyen
2025-02-10 O stripe + r | Stripe replaced Adyen as our payments processor
2025-09-01 O stripe + r confirmation | payments processor is still Stripe

# fam primary_oncall update
2026-01-05 L kim + - | primary on-call: Kim
2026-01-12 L lee + r | the pager rotation moved from Kim to Lee
2026-01-19 L ortiz + r | Lee handed the pager to Ortiz
2026-01-26 L kim + r | on-call primary = Kim

# fam initech_owner update
2023-07-01 B kim + - | Initech account owner: Kim
2025-04-14 O lee + r | Kim handed the Initech account to Lee
2025-10-02 O lee + r confirmation | Lee remains the Initech account owner

# fam maintenance_mode update
2025-06-14T01:00 O maint + - | maintenance mode: on
2025-06-14T02:10 O maint - r | maintenance mode turned off at 02:10 UTC
2025-07-20T23:30 O maint + r | maintenance mode enabled again for the database upgrade

# fam eu_region_down update
2025-11-03T08:12 L down + - | the EU region is down
2025-11-03T10:47 L down - r | the EU region is back online

# fam gateway_version update
2024-09-02 B v231 + - | api-gateway version: 2.3.1
2024-12-10 B v240 + r | deployed api-gateway 2.4.0 to prod
2024-12-11 B v231 + r | rolled api-gateway back to 2.3.1
2025-02-20 O v250 + r | api-gateway 2.5.0 released to production

# fam acme_tier update
2023-01-10 B silver + - | Acme Corp tier: Silver
2025-03-01 L gold + r | Acme Corp upgraded from Silver to Gold

# fam globex_tier update
2022-06-01 B gold + - | Globex: Gold
2024-01-15 B silver + r | Globex was downgraded to Silver
2025-07-01 O platinum + r | Globex tier: Platinum

# fam pro_price update
2023-01-01 B 49 + - | Pro plan: $49/mo
2024-03-01 B 59 + r | Pro plan price increased to $59/month
2025-05-01 O 69 + r | Pro plan now costs $69 per month
2025-11-15 L 69 + r confirmation | Pro plan price unchanged at $69/month

# fam enterprise_sla update
2023-09-01 L 99.9 + - | Enterprise SLA: 99.9%
2025-01-01 L 99.95 + s | Enterprise SLA: 99.95%

# fam p1_response update
2024-03-03 L 1h + - | P1 first response SLA: 1 hour
2025-02-03 O 30min + r | P1 first-response target tightened to 30 minutes
2025-09-03 O 30min + r format_variant | P1 first response SLA: 0.5 h

# fam db_primary update
2025-08-19T03:00 L db03 + - | db primary: db-03
2025-08-19T03:42 L db05 + r | failed over the primary from db-03 to db-05

# fam max_connections update
2024-01-20 B 200 + - | max_connections=200
2025-04-20 O 500 + s | max_connections=500

# fam log_level update
2025-05-05 L debug + - | log_level=debug
2025-05-09 L info + s | log_level=info

# fam deploy_freeze update
2025-12-15 O freeze + - | deploy freeze: active
2026-01-05 O freeze - r | deploy freeze lifted

# fam new_checkout_flag update
2025-10-01 L newcheckout + - | new_checkout flag: on
2025-10-03 L newcheckout - r | turned off the new_checkout flag after the error spike
2025-10-20 L newcheckout + r | new_checkout re-enabled for 100% of users

# fam cdn update
2022-02-02 B cloudflare + - | CDN: Cloudflare
2024-08-08 B fastly + r | moved the CDN from Cloudflare to Fastly

# fam api_dns_ttl update
2024-05-01 L 3600 + - | dns ttl for api.example.com: 3600
2025-05-01 L 60 + r | lowered the api.example.com DNS TTL to 60

# fam search_replicas update
2024-07-07 B 3 + - | search replicas: 3
2025-01-07 O 5 + r | scaled search from 3 to 5 replicas
2025-06-07 O 4 + r | search replicas = 4

# fam k8s_version update
2023-11-01 B 128 + - | k8s version: 1.28
2024-08-01 B 129 + r | upgraded the prod cluster to Kubernetes 1.29
2025-03-01 O 130 + s | upgraded the prod cluster to Kubernetes 1.30

# fam db_backups update
2023-04-04 B 6h + - | db backups: every 6h
2025-04-04 O 4h + s | db backups: every 4h

# fam initech_renewal update
2025-06-01 L mar1 + - | Initech contract renews 2026-03-01
2025-10-15 L jun1 + r | Initech renewal date moved to 2026-06-01

# fam umbrella_csm update
2023-02-01 B priya + - | Umbrella CSM: Priya
2024-09-01 B dev + r | Priya passed the Umbrella account to Dev
2025-08-01 O marta + r | Umbrella CSM: Marta

# fam hooli_seats update
2024-01-01 B 120 + - | Hooli seats: 120
2024-10-01 O 150 + r | Hooli added 30 seats, now 150
2025-10-01 O 140 + r | Hooli seat count reduced to 140

# fam transactional_email update
2022-05-05 B sendgrid + - | transactional email: SendGrid
2025-05-05 O postmark + r | switched transactional email from SendGrid to Postmark

# fam sso_enforcement update
2024-01-15 B sso + - | SSO enforcement: on for all staff
2025-03-10 O sso - r | SSO enforcement disabled during the Okta migration
2025-03-24 O sso + r | SSO enforcement back on after the Okta cutover

# fam worker_pool update
2025-02-02 L 16 + - | worker_pool_size=16
2025-07-07 L 32 + s | worker_pool_size=32

# fam upstream_timeout update
2024-10-10 O 30s + - | upstream timeout: 30s
2025-10-10 O 45s + s | upstream timeout: 45s

# fam audit_retention update
2022-01-01 B 1y + - | audit log retention: 1 year
2025-01-01 O 7y + r | extended audit log retention to 7 years

# fam backups_bucket_region update
2023-03-03 B useast1 + - | backups bucket region: us-east-1
2025-03-03 O uswest2 + s | backups bucket region: us-west-2

# fam inc4412_ic update
2025-09-09T14:05 L ortiz + - | INC-4412 incident commander: Ortiz
2025-09-09T18:30 L ng + r | Ortiz handed incident command of INC-4412 to Ng

# fam security_lead update
2023-05-01 B aisha + - | Security lead: Aisha
2025-05-01 O hiro + r | Hiro took over as security lead from Aisha

# fam rm_32 update
2025-08-01 L lee + - | release manager for 3.2: Lee
2025-08-20 L kim + r | Kim replaced Lee as release manager for 3.2

# fam initech_terms update
2023-01-01 B net30 + - | Initech payment terms: net 30
2025-01-01 O net45 + r | Initech moved to net 45 terms

# fam globex_discount update
2024-04-04 L 15 + - | Globex discount: 15%
2025-04-04 L 10 + r | Globex discount cut from 15% to 10%

# fam enterprise_price update
2023-01-01 B 25000 + - | Enterprise plan: $25,000/yr
2025-01-01 O 28000 + r | Enterprise list price raised to $28,000 per year

# fam message_broker update
2021-06-06 B rabbitmq + - | message broker: RabbitMQ
2024-06-06 B kafka + r | ingestion moved off RabbitMQ to Kafka

# fam checkout_error_budget update
2025-07-10 L 40 + - | checkout error budget remaining: 40%
2025-07-24 L 12 + r | checkout error budget down to 12% after the payment outage
2025-08-01 L 55 + r | checkout error budget remaining: 55%

# fam prod_nodes update
2024-12-01 L 12 + - | prod cluster nodes: 12
2025-06-01 L 18 + r | added 6 nodes to the prod cluster, total 18

# fam postgres_version update
2022-09-09 B 149 + - | postgres: 14.9
2024-02-02 B 154 + r | upgraded postgres from 14.9 to 15.4
2025-09-09 O 162 + r | postgres version 16.2 in production

# fam hq_office update
2019-01-01 B market + - | HQ office: 500 Market St
2024-07-01 B pine + r | HQ relocated to 100 Pine St

# fam observability_vendor update
2022-08-08 B datadog + - | observability vendor: Datadog
2025-08-08 O grafanacloud + r | replaced Datadog with Grafana Cloud

# fam soylent_customer update
2023-03-03 B soylent + - | Soylent is an active customer
2024-11-11 O soylent - r | Soylent cancelled their subscription
2025-09-15 O soylent + r | Soylent came back as a customer on the Pro plan

# fam vandelay_trial update
2025-10-01 L trial + - | Vandelay trial: active
2025-10-31 L trial - r | Vandelay trial ended without conversion

# fam useast_readonly update
2025-04-22T16:00 O readonly + - | read-only mode on us-east: on
2025-04-22T19:15 O readonly - r | us-east is back to read-write

# fam hpa_min update
2025-01-15 L 2 + - | hpa min replicas: 2
2025-09-15 L 4 + s | hpa min replicas: 4

# fam api_cpu_limit update
2024-06-06 O 500m + - | api cpu limit: 500m
2025-06-06 O 1core + r | api cpu limit raised to 1 core

# fam mobile_cadence update
2023-04-01 B biweekly + - | mobile release cadence: biweekly
2025-04-01 O weekly + s | mobile release cadence: weekly

# fam support_hours update
2022-02-02 B 9to5 + - | support hours: 9-5 ET weekdays
2025-02-02 O 8to8 + r | extended support hours to 8am-8pm ET on weekdays

# fam free_quota update
2024-02-02 O 1000 + - | free tier quota: 1,000 requests/day
2025-02-02 O 500 + r | free-tier daily quota lowered to 500 requests

# fam escalation_manager update
2025-03-03 L dana + - | escalation manager: Dana
2025-09-03 L ravi + s | escalation manager: Ravi

# fam sso_addon_price update
2024-01-01 B 4 + - | SSO add-on: $4/user/mo
2025-07-01 O 6 + r | SSO add-on price went from $4 to $6 per user per month

# fam stark_owner update
2022-10-01 B ng + - | Stark Industries account owner: Ng
2024-04-01 B kim + r | Stark account reassigned from Ng to Kim
2025-10-01 O ortiz + r | Stark Industries owner: Ortiz

# fam wayne_tier update
2023-06-06 B platinum + - | Wayne Enterprises: Platinum tier
2025-06-06 O gold + r | Wayne Enterprises dropped to Gold after renegotiation

# fam python_sdk update
2025-01-20 O 340 + - | python sdk latest: 3.4.0
2025-05-12 O 350 + r | released python sdk 3.5.0
2025-05-30 L 351 + r | python sdk 3.5.1 is the latest

# fam v1_sunset update
2025-03-15 O sep30 + - | v1 API sunset date: 2026-09-30
2025-11-20 O jan31 + r | pushed the v1 API sunset to 2027-01-31

# fam support_headcount update
2024-01-01 O 14 + - | support headcount: 14
2025-01-01 O 17 + s | support headcount: 17

# fam initech_arr update
2023-12-31 B 180k + - | Initech ARR: $180k
2025-06-30 O 240k + r | Initech expanded to $240k ARR

# fam maintenance_window update
2023-05-05 B sun + - | maintenance window: Sun 02:00-04:00 UTC
2025-05-05 O sat + r | maintenance window moved to Sat 22:00-00:00 UTC

# fam secrets_store update
2022-03-03 B vault + - | secrets store: Vault
2025-03-03 O asm + r | secrets migrated from Vault to AWS Secrets Manager

# fam edge_gzip update
2024-08-08 L gzip + - | gzip compression on the edge: enabled
2025-08-08 L gzip - r | disabled gzip on the edge

# fam initech_support_tier update
2023-09-09 B standard + - | Initech support tier: Standard
2025-09-09 O premium + r | Initech bought Premium support

# fam retry_limit update
2024-04-04 O 3 + - | retry limit: 3
2025-04-04 O 5 + s | retry limit: 5

# fam invoice_due update
2023-02-02 B 15th + - | invoice due: 15th of the month
2025-02-02 O 1st + r | invoice due date changed to the 1st of the month

# fam ci_runners update
2024-03-03 L 8 + - | ci runners: 8
2024-09-03 L 16 + r | ci runner pool doubled to 16
2025-03-03 L 12 + r | ci runners: 12

# fam initech_addons multi_valued
2024-02-02 B analytics + - | Initech add-ons: Analytics
2025-02-02 O sso + - | Initech add-ons: SSO

# fam payment_methods multi_valued
2023-03-03 B visa + - | accepted payment methods include Visa
2025-03-03 O sepa + - | accepted payment methods include SEPA direct debit

# fam globex_integrations multi_valued
2024-04-04 L salesforce + - | Globex integrates with Salesforce
2025-04-04 L hubspot + - | Globex integrates with HubSpot

# fam gateway_deps multi_valued
2024-05-05 O redis + - | api-gateway dependency: redis
2025-05-05 L postgres + - | api-gateway dependency: postgres

# fam hooli_modules multi_valued
2024-06-06 B reporting + - | Hooli enabled modules: reporting
2025-06-06 O forecasting + - | Hooli enabled modules: forecasting

# fam upload_limit scope_disjoint
2024-07-07 O 10mb + - | upload size limit (free): 10 MB
2025-07-07 O 100mb + - | upload size limit (team): 100 MB

# fam regional_oncall scope_disjoint
2026-01-06 L sato + - | APAC on-call: Sato
2026-01-13 L berg + - | EMEA on-call: Berg

# fam worker_replicas scope_disjoint
2024-08-08 O 1 + - | staging worker replicas: 1
2025-08-08 O 6 + - | prod worker replicas: 6

# fam pro_price_currency scope_disjoint
2024-09-09 B eur45 + - | Pro plan price (EUR): €45/mo
2025-09-09 O gbp39 + - | Pro plan price (GBP): £39/mo

# fam support_sla_tier scope_disjoint
2024-10-10 O 4h + - | support SLA for Gold accounts: 4h
2025-10-10 O 24h + - | support SLA for Silver accounts: 24h

# fam session_ttl format_variant
2024-01-01 O 5min + - | session_ttl: 5 min
2025-01-01 O 5min + s | session TTL = 300 s

# fam acme_arr format_variant
2024-02-02 B 1.2m + - | Acme Corp ARR: $1.2M
2025-02-02 O 1.2m + r | Acme Corp ARR is $1,200,000

# fam event_quota format_variant
2024-03-03 O 1000 + - | monthly event quota: 1k
2025-03-03 L 1000 + s | monthly event quota: 1,000

# fam finance_approver format_variant
2024-04-04 O chen + - | finance approver: CFO (Maria Chen)
2025-04-04 O chen + s | finance approver: Maria Chen, chief financial officer

# fam globex_start format_variant
2025-04-01 O apr1 + - | Globex contract start: 2025-04-01
2025-06-01 O apr1 + r | Globex contract started April 1, 2025

# fam max_upload format_variant
2024-06-06 B 2gb + - | max upload: 2 GB
2025-06-06 O 2gb + s | max upload size: 2048 MB

# fam escalation_policy elaboration
2024-01-10 O sre + - | escalation policy: page SRE
2025-01-10 O sre + s | escalation policy: page SRE primary, then SRE secondary after 15 min, then the engineering manager

# fam umbrella_renewal_owner elaboration
2024-02-10 B marta + - | Umbrella renewal owner: Marta, with legal review by Okoye and finance sign-off by Chen
2025-02-10 O marta + s | Umbrella renewal owner: Marta

# fam backup_target elaboration
2024-03-10 O s3 + - | backup target: S3
2025-03-10 O s3 + s | backup target: S3 bucket acme-db-backups, Glacier lifecycle after 30 days

# fam ir_doc elaboration
2024-04-10 L wiki + - | incident process doc: wiki/IR
2025-04-10 L wiki + s | incident process doc: wiki/IR, see the severity levels and paging matrix sections

# fam initech_contact elaboration
2024-05-10 B ruiz + - | Initech primary contact: Jane Ruiz, VP Engineering, jane.ruiz@initech.example
2025-05-10 O ruiz + s | Initech primary contact: Jane Ruiz

# fam api_cert confirmation
2025-02-14 O feb14 + - | TLS cert for api.example.com expires 2027-02-14
2025-08-14 O feb14 + r | re-checked: the api.example.com cert still expires 2027-02-14

# fam log_shipping confirmation
2024-06-20 O fluentbit + - | log shipping: Fluent Bit
2025-06-20 O fluentbit + r | confirmed log shipping still uses Fluent Bit

# fam wonka_tier confirmation
2024-07-20 B bronze + - | Wonka Industries tier: Bronze
2025-07-20 O bronze + r | Wonka Industries still on Bronze at renewal

# fam primary_region confirmation
2024-08-20 O useast1 + - | primary region: us-east-1
2025-08-20 L useast1 + r | primary region remains us-east-1

# fam company_founded static
2023-01-01 B 2014 + - | company founded: 2014
2025-01-01 O 2014 + r | the company was established in 2014

# fam initech_hq static
2023-02-01 B austin + - | Initech is headquartered in Austin
2025-02-01 O austin + r | Initech is based in Austin

# fam api_served_by static
2023-03-01 O gateway + - | api.example.com is served by the api-gateway service
2025-03-01 O gateway + r | api-gateway serves api.example.com

# fam ledger_lang static
2023-04-01 B rust + - | ledger service language: Rust
2025-04-01 O rust + r | the ledger service is implemented in Rust

# fam globex_fy static
2023-05-01 O feb + - | Globex fiscal year starts in February
2025-05-01 L feb + r | Globex's fiscal year begins in February

# fam other_subjects different_subject
2025-06-01 O ortiz + - | Globex account owner: Ortiz
2025-04-01 O silver + - | Vandelay tier: Silver
2025-02-01 O 50 + - | search rate limit: 50 rps
2025-01-01 O v182 + - | billing-api version: 1.8.2
2024-06-01 B 19 + - | Team plan: $19/mo
2025-08-19T04:10 O db11 + - | analytics db primary: db-11
2025-09-01 L 900 + - | search cache_ttl=900
2025-03-01 O net60 + - | Hooli payment terms: net 60
2025-05-01 O gold + - | Stark Industries tier: Gold
2026-01-20 L ortiz2 + - | secondary on-call: Ortiz

# fam initech_account_team membership
2024-03-01 B kim + - | Kim is on the Initech account team
2025-05-01 O lee + - | Lee joined the Initech account team

# fam pager_rotation membership
2025-11-01 O ortiz + - | Ortiz is in the pager rotation
2026-01-15 L ng + - | Ng was added to the pager rotation

# fam stripe_admins membership
2025-02-15 O berg + - | Berg is a Stripe dashboard admin
2025-03-15 O sato + - | Sato got Stripe dashboard admin access

# fam cab membership
2024-09-01 B dev + - | Dev is on the change advisory board
2025-09-01 O marta + - | Marta joined the change advisory board

# fam aws_root_signers membership
2024-10-01 O chen + - | Chen is a signer on the AWS root account
2025-10-01 O okoye + - | Okoye is a signer on the AWS root account

# fam batch_size equal_time
2025-10-10T09:00 L 500 + - | ingest batch size: 500
2025-10-10T09:00 L 1000 + - | ingest batch size: 1000

# fam vandelay_renewal equal_time
2025-07-07T12:00 O may1 + - | Vandelay renewal date: 2026-05-01
2025-07-07T12:00 O jul1 + - | Vandelay renewal date: 2026-07-01

# fam distractors distractor
2024-01-11 O d01 + - | runbook for cert rotation lives in ops/certs.md
2024-02-12 L d02 + - | quarterly business review with Initech scheduled each January
2023-03-13 B d03 + - | the billing-api exposes a /healthz endpoint
2025-04-14 O d04 + - | Hooli asked for a SOC 2 report
2024-05-15 O d05 + - | staging database is refreshed from a masked prod snapshot
2025-06-16 L d06 + - | Grafana dashboards are grouped by service
2024-07-17 O d07 + - | Acme Corp prefers invoices in PDF
2023-08-18 B d08 + - | terraform state is stored in S3 with DynamoDB locking
2025-09-19 O d09 + - | Globex procurement requires three quotes for new vendors
2024-10-20 O d10 + - | error logs include the request id
2025-11-21 L d11 + - | Umbrella's legal team reviews DPAs within two weeks
2024-12-22 O d12 + - | the search index is rebuilt from the catalog feed
2023-01-23 B d13 + - | feature requests are tracked in the PROD Jira project
2025-02-24 O d14 + - | Stark Industries pays by wire transfer
2024-03-25 O d15 + - | alerts route to #ops-alerts in Slack
2025-04-26 L d16 + - | Wayne Enterprises has a dedicated Slack Connect channel
2024-05-27 O d17 + - | container images are signed with cosign
2023-06-28 B d18 + - | churn reviews happen the first Monday of each month
2025-07-29 O d19 + - | the status page is hosted on statuspage.io
2024-08-30 O d20 + - | Soylent's champion is their head of data
2025-09-30 L d21 + - | load balancer health checks hit /ready
2024-10-31 O d22 + - | Initech runs a self-hosted GitLab
2023-11-01 B d23 + - | pricing page copy is owned by marketing
2025-12-02 O d24 + - | database migrations run through a pre-deploy job
2024-01-03 O d25 + - | Vandelay is evaluating us against two competitors
2025-02-04 L d26 + - | postmortems are due within five business days
2024-03-05 O d27 + - | Hooli's fiscal quarter ends in March
2023-04-06 B d28 + - | the on-call laptop checklist is pinned in #ops
2025-05-07 O d29 + - | Acme Corp's renewal call is with their CFO
2024-06-08 O d30 + - | synthetic checks run every minute from three regions
"""

PREFIX = "h4"
SEED = 20261204


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
