# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Whole-note privacy probe: memstone's personal-data scan on complete, realistic public memory notes.

What it measures. memstone warns about personal data (e-mail addresses, phone numbers, street
addresses) in memories marked ``sensitivity: public``. Format-by-format probes plant an item in a
short neutral line; this one plants it in WHOLE notes of the kind a team publishes (READMEs,
changelogs, post-mortems, meeting notes, onboarding guides, API docs, benchmark reports,
data-analysis notes, event logistics, vendor comparisons, research summaries, recipes and how-tos,
customer-support macros), 8-30 lines each, with YAML frontmatter, headings, lists, tables and code
blocks, and dense with what a naive detector confuses: numbers of every kind (latencies, money,
counts with spaces as thousands separators, dates and times in many locales, 4-part versions,
build, ticket, order and case ids shaped like phone numbers, ISBN/DOI/arXiv ids, hashes, ports,
CIDRs, documentation and private IP addresses, coordinates), product names with numbers
("Route 66 Roasters", "Highway 1 speaker"), code with ``@`` (decorators, npm scopes, git remotes,
``user@localhost``), documentation addresses (example.com, .test, .invalid) and places named
without a street address ("our Berlin office").

  negative   - no personal data at all (about 400 notes per seed)
  positive   - exactly one planted personal item (about 300 per seed): a person's e-mail address,
               a person's phone number (many countries and layouts, labelled or not) or a person's
               home/delivery street address (many countries, one line or a block)
  debatable  - role addresses of companies (support@...), a company's switchboard, the address of
               a public institution or landmark (about 60 per seed); reported, not scored

Run: ``PYTHONPATH=src python benchmarks/bench_scan_privacy_notes.py --seed 1,2,3 [-v] [--json PATH]``
(``-v`` lists every miss, partial match, stray match and firing negative with the note text,
``--json PATH`` writes all numbers, ``--dry`` prints sample notes and runs the self-checks without
importing memstone, ``--samples N`` how many notes ``--dry`` prints).

Provenance. Written in the round of 2026-11-24 by a separate pass that read no scanner code, no
scanner rules and no scanner tests, and not the other privacy probe (bench_scan_privacy.py); only
the first lines of another probe were read, for the house style of the docstring and the CLI. The
note texts, number layouts and address formats are written from general knowledge. All people
are fictional; phone numbers use ranges reserved for fiction where they exist (NANP 555-01xx,
Ofcom drama numbers, ACMA and ARCEP fiction ranges) and seeded random digits elsewhere; nothing is
stored: every note is drawn from a seeded generator at run time. Frozen (its sha256 reported)
before its first run against the scanner.

Scoring per note against ``find_personal_data(text)``, counting only PII-EMAIL, PII-PHONE and
PII-STREET-ADDRESS matches (other PII-* rules, e.g. IP addresses, are counted separately):
  positive   hit = a match overlaps the planted span; complete = the union of the matches covers
             the span; stray = a match outside the planted item's zone (the zone is the span, or
             for an address the whole address: name, street, town and postcode lines)
  negative   firing = any match anywhere in the note
  debatable  firing = any match anywhere in the note (reported only)
For a street address the span is the street part (house number, street, unit); the town and
postcode belong to the zone. Results are broken down per kind, per layout variant, per note genre
and per context (where in the note the item sits), worst first.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import random
import sys
import time
from dataclasses import dataclass

CORE_RULES = ("PII-EMAIL", "PII-PHONE", "PII-STREET-ADDRESS")
N_NEG, N_POS, N_DEB = 400, 300, 60
KINDS = ("email", "phone", "street")


# ----- fictional pools -----

FIRST = ["Amara", "Bartosz", "Chiara", "Dagny", "Emeka", "Fenna", "Gaspard", "Hiroko", "Ilse",
         "Joaquin", "Kalani", "Leontine", "Mateus", "Nilufar", "Oskar", "Priya", "Quentin",
         "Rosalind", "Soren", "Tamsin", "Ulla", "Valentin", "Wiebke", "Xiadani", "Yusuf", "Zofia",
         "Anneliese", "Bram", "Caoimhe", "Dmitri", "Esme", "Farid", "Greta", "Hamish", "Ines",
         "Jasper", "Keiko", "Lorcan", "Mireille", "Noor", "Tomasz", "Aiyana", "Rafael", "Signe"]
LAST = ["Okafor", "Wisniewski", "Bellandi", "Halvorsen", "Nwachukwu", "de Graaf", "Lemaire",
        "Tanabe", "Brandstetter", "Ferreira", "Kealoha", "Vasseur", "Albuquerque", "Rahimova",
        "Lindqvist", "Raman", "Marchetti", "Ashdown", "Kjeldsen", "Penhallow", "Rautio", "Morel",
        "Oltmanns", "Demir", "Kowalczyk", "Strand", "Achterberg", "Fitzgerald", "Ivanova",
        "Haddad", "Moriyama", "MacAulay", "Duarte", "Quinlan", "Abernathy", "Delacroix", "Ngata",
        "O'Rourke", "Szabo", "Virtanen", "Castellanos", "Baptiste"]
# fictional companies of the notes (their own names and web hosts are not personal data)
COMPANIES = [("Acme Ledger", "acmeledger.io"), ("Northwind Freight", "northwindfreight.com"),
             ("Bluefin Analytics", "bluefin-analytics.de"), ("Kestrel Labs", "kestrellabs.dev"),
             ("Copperleaf Health", "copperleafhealth.co.uk"), ("Tidewater Robotics", "tidewater-robotics.com"),
             ("Fernhill Books", "fernhillbooks.fr"), ("Quarry & Co.", "quarryco.nl"),
             ("Saltmarsh Energy", "saltmarsh.energy"), ("Ironbark Cloud", "ironbark.cloud")]
PRODUCTS = ["Ledger Pro", "Freightline", "Bluefin Studio", "Kestrel CI", "Tidewater Arm 7",
            "Quarry Sync", "Saltmarsh Meter 3", "Ironbark Object Store"]
CITIES = ["Berlin", "Paris", "Lisbon", "Amsterdam", "Toronto", "Melbourne", "Osaka", "Krakow",
          "Dublin", "Milan", "Austin", "Stockholm", "Sao Paulo", "Cape Town", "Bengaluru"]
NUMBERED_NAMES = ["Route 66 Roasters", "Studio 54 Lane", "the Highway 1 speaker", "Pier 39 Tours",
                  "Area 51 Brewing", "Catch-22 Bistro", "the Apollo 11 exhibit", "Gate B42",
                  "Terminal 2E", "Level 42 (the band)", "the Boeing 737-800", "Canon EOS 5D Mark IV",
                  "the Model 3 fleet car", "Building 7", "Studio 8H", "Bus 100", "the M10 tram",
                  "Platform 9 3/4 (gift shop)", "Channel 4", "Windows 11 Pro", "Pixel 8 Pro"]
DOC_EMAILS = ["alice@example.com", "bob@example.org", "jane.doe@example.net", "user@example.com",
              "you@example.com", "admin@mail.test", "qa-bot@ci.test", "jdoe@corp.invalid",
              "someone@example.org", "test+filter@example.com", "name@your-company.example"]
DOC_NAMES = ["Jane Doe", "John Doe", "Your Name", "Alice Example", "Bob Example", "Test User"]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def person(rng):
    return pick(rng, FIRST) + " " + pick(rng, LAST)


def company(rng):
    return pick(rng, COMPANIES)


# ----- numbers, ids and code that are not personal data -----

def grouped(rng, n):
    """n with a thousands separator as people write it: space, comma, dot, apostrophe, thin space, none."""
    s = str(n)
    sep = pick(rng, [" ", ",", ".", "'", "", "\u202f", "\u00a0", " ", ","])
    if not sep or n < 1000:
        return s
    parts = []
    while s:
        parts.insert(0, s[-3:])
        s = s[:-3]
    return sep.join(parts)


def digits(rng, n, first="0123456789"):
    return pick(rng, first) + "".join(str(rng.randrange(10)) for _ in range(n - 1))


def latency(rng):
    q = pick(rng, ["p50", "p90", "p95", "p99", "p99.9", "median", "max"])
    return pick(rng, [f"{q} {grouped(rng, rng.randint(900, 4800))} ms", f"{q} {rng.randint(3, 180)} ms",
                      f"{q} = {rng.uniform(0.2, 90):.1f} ms", f"{q} {rng.randint(80, 950)} µs",
                      f"{q}: {rng.uniform(1, 9):.2f} s"])


def money(rng):
    a, c = rng.randint(5, 250000), rng.randint(0, 99)
    return pick(rng, [f"${a:,}.{c:02d}", f"€ {grouped(rng, a)}", f"{grouped(rng, a)} EUR", f"£{a:,}",
                      f"CHF {a:,}".replace(",", "'") + ".–", f"¥{a * 100:,}", f"{a:,}.{c:02d} USD",
                      f"{a:,},{c:02d} €".replace(",", ".", a >= 1000 and 1 or 0), f"USD {a / 1000:.1f}k",
                      f"${rng.randint(2, 400)}/month", f"€{rng.uniform(0.01, 3):.3f} per GB"])


def pct(rng):
    return pick(rng, [f"{rng.uniform(0, 100):.1f} %", f"{rng.uniform(-30, 30):+.1f}%", f"{rng.uniform(99, 99.999):.3f}%",
                      f"{rng.randint(1, 100)}%", f"{rng.uniform(0, 5):.2f} pp"])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
          "Oktober", "November", "Dezember"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]


def date(rng, style=None):
    y, m, d = rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28)
    hh, mm, ss = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    forms = [f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{m:02d}/{d:02d}/{y}", f"{d}/{m}/{y}",
             f"{d} {MONTHS[m - 1]} {y}", f"{MONTHS[m - 1][:3]} {d}, {y}", f"{y}年{m}月{d}日",
             f"{d}. {MONATE[m - 1]} {y}", f"le {d} {MOIS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
             f"{y}-{m:02d}-{d:02d} {hh:02d}:{mm:02d} UTC", f"{y}{m:02d}{d:02d}", f"Q{(m - 1) // 3 + 1} {y}",
             f"{y}-W{rng.randint(1, 52):02d}"]
    return forms[style] if style is not None else pick(rng, forms)


def clock(rng):
    h, m = rng.randint(7, 21), pick(rng, [0, 15, 30, 45, 5, 50])
    return pick(rng, [f"{h:02d}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}", f"{h}h{m:02d}",
                      f"{h}.{m:02d} Uhr", f"{h:02d}:{m:02d}–{h + 1:02d}:{m:02d} CET", f"{h:02d}:{m:02d} UTC"])


def version(rng):
    a, b, c = rng.randint(0, 12), rng.randint(0, 40), rng.randint(0, 30)
    return pick(rng, [f"v{a}.{b}.{c}", f"{a}.{b}.{c}", f"{a}.{b}.{c}.{rng.randint(100, 9999)}",
                      f"10.0.{rng.randint(17000, 26100)}.{rng.randint(1, 4000)}", f"{a}.{b}.0rc{rng.randint(1, 4)}",
                      f"{rng.randint(2019, 2026)}.{rng.randint(1, 12)}.{c}", f"{a}.{b}.{c}-beta.{rng.randint(1, 9)}",
                      f"build {date(rng, 11)}.{rng.randint(1, 40)}"])


def ticket(rng):
    return pick(rng, [f"OPS-{rng.randint(100, 9999)}", f"#{rng.randint(100, 19999)}", f"PR #{rng.randint(1000, 29999)}",
                      f"issue #{rng.randint(10, 4999)}", f"INC-{date(rng, 11)[:4]}-{rng.randint(1, 1231):04d}-{rng.randint(1, 40):02d}",
                      f"CHG00{digits(rng, 5)}", f"SR 3-{digits(rng, 11, '123456789')}", f"PLAT-{rng.randint(10, 999)}",
                      f"case {rng.randint(2019, 2026)}-{digits(rng, 3)}-{digits(rng, 4)}", f"GH-{rng.randint(10, 9999)}"])


def phoneish(rng):
    """ids, codes and counts that have the digit layout of a phone number but are none."""
    return pick(rng, [f"case {rng.randint(2019, 2026)}-{digits(rng, 3)}-{digits(rng, 4)}",
                      f"order {digits(rng, 3, '1234')}-{digits(rng, 7)}-{digits(rng, 7)}",
                      f"SKU {digits(rng, 3, '23456789')}-{digits(rng, 3)}-{digits(rng, 4)}",
                      f"serial {digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 4)}",
                      f"meeting ID {digits(rng, 3, '123456789')} {digits(rng, 4)} {digits(rng, 4)}",
                      f"passcode {digits(rng, 6)}", f"tracking 1Z {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 2)} {digits(rng, 4)} {digits(rng, 3)}",
                      f"ticket #{grouped(rng, rng.randint(10000, 99999))}", f"SR 3-{digits(rng, 11, '123456789')}",
                      f"build {date(rng, 11)}.{digits(rng, 4)}", f"IMO 9{digits(rng, 6)}", f"VAT ID DE{digits(rng, 9, '123456789')}",
                      f"EAN {digits(rng, 13, '4')}", f"batch {digits(rng, 2)}/{digits(rng, 3)}/{digits(rng, 4)}",
                      f"(+{grouped(rng, rng.randint(1000, 9999))} net)", f"job {digits(rng, 3)}.{digits(rng, 3)}.{digits(rng, 4)}",
                      f"PNR {''.join(pick(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}",
                      f"policy no. {digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 2)}",
                      f"run {digits(rng, 10, '123456789')}", f"epoch {rng.randint(1550000000, 1790000000)}"])


def case_id(rng):
    return f"case {rng.randint(2019, 2026)}-{digits(rng, 3)}-{digits(rng, 4)}"


def isbn13(rng):
    body = "978" + digits(rng, 9, "0123456789")
    chk = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:12]}-{chk}"


def reference(rng):
    return pick(rng, [f"ISBN {isbn13(rng)}", f"doi:10.{rng.randint(1000, 9999)}/{rng.randint(1000000, 9999999)}.{rng.randint(1000000, 9999999)}",
                      f"https://doi.org/10.{rng.randint(1000, 9999)}/j.{pick(rng, ['cell', 'neuron', 'jbi', 'ijhcs'])}.{rng.randint(2015, 2026)}.{digits(rng, 2)}.{digits(rng, 3)}",
                      f"arXiv:{rng.randint(19, 26)}{rng.randint(1, 12):02d}.{digits(rng, 5)}v{rng.randint(1, 4)}",
                      f"PMID {digits(rng, 8, '123')}", f"ISSN {digits(rng, 4)}-{digits(rng, 3)}X"])


def sha(rng, n=40):
    return "".join(pick(rng, "0123456789abcdef") for _ in range(n))


def port(rng):
    return pick(rng, [5432, 6379, 8080, 8443, 9090, 11211, 27017, 3000, 2222, 9200, 4317, 53, 443, 6443])


def ip(rng):
    return pick(rng, [f"192.0.2.{rng.randint(1, 254)}", f"198.51.100.{rng.randint(1, 254)}", f"203.0.113.{rng.randint(1, 254)}",
                      f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                      f"172.16.{rng.randint(0, 31)}.{rng.randint(1, 254)}", f"192.168.{rng.randint(0, 9)}.{rng.randint(1, 254)}",
                      f"2001:db8::{sha(rng, 4)}", "127.0.0.1", "::1"])


def cidr(rng):
    return pick(rng, [f"10.{rng.randint(0, 255)}.0.0/16", f"172.16.{rng.randint(0, 31)}.0/24", f"192.168.{rng.randint(0, 9)}.0/24",
                      "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", f"2001:db8:{sha(rng, 4)}::/48", "0.0.0.0/0"])


def coords(rng):
    la, lo = rng.uniform(-40, 60), rng.uniform(-120, 140)
    return pick(rng, [f"{abs(la):.4f}° {'N' if la >= 0 else 'S'}, {abs(lo):.4f}° {'E' if lo >= 0 else 'W'}",
                      f"{la:.5f}, {lo:.5f}", f"lat {la:.4f} lon {lo:.4f}", f"geo:{la:.6f},{lo:.6f}"])


def numbered_name(rng):
    return pick(rng, NUMBERED_NAMES)


def code_at(rng):
    """one line of code or shell that contains an @ but no personal address."""
    org, pkg = pick(rng, ["acme", "kestrel", "bluefin", "tidewater"]), pick(rng, ["ui", "ledger-sdk", "design-system", "cli"])
    return pick(rng, [f"npm install @{org}/{pkg}@{version(rng).lstrip('vbuild ')}", f"@pytest.mark.parametrize(\"n\", [1, 10, {rng.randint(100, 10000)}])",
                      "@app.get(\"/v1/orders/{order_id}\")", "@dataclass(frozen=True)", "@Override", "@media (max-width: 768px) {",
                      f"git clone git@github.com:{org}/{pkg}.git", f"ssh -p {port(rng)} deploy@localhost", f"ssh user@localhost -L {port(rng)}:127.0.0.1:{port(rng)}",
                      f"docker pull postgres:16.{rng.randint(0, 4)}@sha256:{sha(rng, 64)}", f"git remote add upstream git@gitlab.com:{org}/{pkg}.git",
                      f"pip install {pkg}=={version(rng).lstrip('vbuild ')}", f"@import url(\"https://fonts.{org}.test/css?family=Inter\");",
                      f"scp build.tar.gz ci@{ip(rng)}:/srv/releases/", f"@{org}/{pkg}: ^{rng.randint(1, 9)}.{rng.randint(0, 20)}.0",
                      f"git config user.email \"{pick(rng, DOC_EMAILS)}\""])


def doc_email(rng):
    return pick(rng, DOC_EMAILS)


def table(headers, rows):
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return out


# ----- personal items (planted in positive notes only; all people fictional) -----

PROVIDERS = ["gmail.com", "outlook.com", "yahoo.com", "gmx.de", "web.de", "posteo.de", "proton.me",
             "icloud.com", "hotmail.fr", "libero.it", "orange.fr", "t-online.de", "fastmail.com",
             "seznam.cz", "wp.pl", "bigpond.com", "uol.com.br", "naver.com", "yahoo.co.jp", "hey.com",
             "btinternet.com", "mail.ru", "gmx.at", "hotmail.co.uk"]
PERSON_DOMAINS = ["lindqvist-bygg.se", "harbourlight.co.uk", "kestrel-analytics.de", "copperleaf-legal.com",
                  "meadowlark.studio", "tidewater-design.nl", "fernhill-consulting.it", "saltmarsh-ventures.ca",
                  "uni-nordheim.de", "stmarys-clinic.ie", "ironbark.com.au", "quinta-do-vale.pt",
                  "cs.uni-nordheim.de", "mail.harbourlight.co.uk", "baptiste-avocats.fr", "okafor-architects.ng"]


def _local(name, rng):
    first, last = name.split(" ", 1)
    f, l = first.lower(), last.lower().replace(" ", "")
    if "'" in l and rng.random() < 0.6:
        l = l.replace("'", "")
    return pick(rng, [f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}", f"{f}_{l[0]}", f"{l}.{f}", f"{f}.{l[0]}", f"{f[0]}.{l}", f"{f}"])


def person_email(rng, name):
    """(value, variant) - a named person's address."""
    loc = _local(name, rng)
    r = rng.random()
    if r < 0.34:
        return f"{loc}@{pick(rng, PROVIDERS)}", "email-provider"
    if r < 0.62:
        return f"{loc}@{pick(rng, PERSON_DOMAINS)}", "email-work"
    if r < 0.70:
        return f"{loc}+{pick(rng, ['news', 'cfp', 'lists', 'shop', 'gh'])}@{pick(rng, ['gmail.com', 'fastmail.com', 'proton.me', 'posteo.de'])}", "email-plus-tag"
    if r < 0.78:
        return pick(rng, [f"{loc}{rng.randint(70, 99)}@{pick(rng, PROVIDERS)}", f"{loc}{rng.randint(1970, 2004)}@{pick(rng, PROVIDERS)}",
                          f"{digits(rng, 9, '123456789')}@qq.com"]), "email-digits"
    if r < 0.86:
        first, last = name.split(" ", 1)
        return f"{first}.{last.replace(' ', '')}@{pick(rng, PERSON_DOMAINS)}".replace("'", ""), "email-mixed-case"
    host, tld = pick(rng, [("posteo", "de"), ("gmail", "com"), ("proton", "me"), ("web", "de"), ("outlook", "com"), ("libero", "it")])
    return pick(rng, [f"{loc} [at] {host} [dot] {tld}", f"{loc}(at){host}.{tld}", f"{loc} at {host} dot {tld}",
                      f"{loc} (at) {host} (dot) {tld}", f"{loc}[at]{host}[.]{tld}"]), "email-spelled-out"


def _d(rng, n):
    return digits(rng, n)


def _phone_us(rng):
    a, b = pick(rng, ["212", "415", "312", "617", "206", "503", "512", "646", "718", "303", "416", "604"]), "01" + _d(rng, 2)
    return pick(rng, [f"({a}) 555-{b}", f"{a}-555-{b}", f"{a}.555.{b}", f"+1 {a} 555 {b}", f"+1-{a}-555-{b}",
                      f"+1 ({a}) 555-{b}", f"1-{a}-555-{b}", f"{a} 555 {b}", f"({a}) 555-{b} ext. {rng.randint(2, 499)}"])


def _phone_gb(rng):
    m, l, t = "900" + _d(rng, 3), "0" + _d(rng, 3), pick(rng, [("20", "7946"), ("161", "496"), ("113", "496"), ("131", "496")])
    return pick(rng, [f"07700 {m}", f"+44 7700 {m}", f"+44 (0)7700 {m}", f"0{t[0]} {t[1]} {l}", f"+44 {t[0]} {t[1]} {l}",
                      f"(0{t[0]}) {t[1]} {l}", f"+447700{m}", f"07700{m[:3]} {m[3:]}"])


def _phone_fr(rng):
    p = pick(rng, ["1 99 00", "6 39 98", "2 61 91", "4 65 71"])
    x, y = _d(rng, 2), _d(rng, 2)
    return pick(rng, [f"0{p} {x} {y}", f"+33 {p} {x} {y}", f"+33 (0){p} {x} {y}", f"0{p} {x} {y}".replace(" ", "."),
                      f"0{p}{x}{y}".replace(" ", ""), f"+33{p}{x}{y}".replace(" ", "")])


def _phone_au(rng):
    mob = pick(rng, ["570 156", "570 157", "570 158", "570 159", "570 110", "570 006", "571 266", "572 983"])
    land = pick(rng, [("2", "5550"), ("3", "7010"), ("7", "5550"), ("8", "7010")])
    x = _d(rng, 4)
    return pick(rng, [f"0491 {mob}", f"+61 491 {mob}", f"0491{mob.replace(' ', '')}", f"(0{land[0]}) {land[1]} {x}",
                      f"+61 {land[0]} {land[1]} {x}", f"0{land[0]} {land[1]} {x}"])


def _phone_de(rng):
    mob, area = pick(rng, ["151", "160", "170", "171", "172", "175", "176", "177", "179"]), pick(rng, ["30", "40", "89", "221", "69", "711", "351"])
    return pick(rng, [f"+49 {mob} {_d(rng, 8)}", f"0{mob} {_d(rng, 7)}", f"+49 (0){area} {_d(rng, 4)} {_d(rng, 4)}", f"0{area} / {_d(rng, 3)} {_d(rng, 3)} {_d(rng, 2)}",
                      f"+49 {area} {_d(rng, 4)}-{_d(rng, 3)}", f"0049 {mob} {_d(rng, 4)} {_d(rng, 4)}", f"(0{area}) {_d(rng, 7)}", f"0{mob}-{_d(rng, 7)}"])


def _phone_misc(rng):
    cc = pick(rng, ["nl", "es", "it", "in", "jp", "br", "se", "ch", "pl", "ie", "mx", "za", "sg", "kr", "ng", "pt", "at"])
    d = lambda n: _d(rng, n)
    forms = {
        "nl": [f"06-{d(8)}", f"+31 6 {d(4)} {d(4)}", f"020-{d(3)} {d(4)}", f"+31 (0)20 {d(3)} {d(4)}"],
        "es": [f"+34 6{d(2)} {d(3)} {d(3)}", f"6{d(2)} {d(3)} {d(3)}", f"+34 91 {d(3)} {d(2)} {d(2)}"],
        "it": [f"+39 3{d(2)} {d(3)} {d(4)}", f"3{d(2)} {d(7)}", f"06 {d(4)} {d(4)}", f"+39 02 {d(4)} {d(4)}"],
        "in": [f"+91 9{d(4)} {d(5)}", f"09{d(4)} {d(5)}", f"+91-80-{d(4)}-{d(4)}", f"+91 9{d(9)}"],
        "jp": [f"090-{d(4)}-{d(4)}", f"+81 90-{d(4)}-{d(4)}", f"03-{d(4)}-{d(4)}", f"+81 3 {d(4)} {d(4)}", f"(03) {d(4)}-{d(4)}"],
        "br": [f"+55 11 9{d(4)}-{d(4)}", f"(11) 9{d(4)}-{d(4)}", f"+55 (21) {d(4)}-{d(4)}"],
        "se": [f"070-{d(3)} {d(2)} {d(2)}", f"+46 70 {d(3)} {d(2)} {d(2)}", f"08-{d(3)} {d(3)} {d(2)}"],
        "ch": [f"+41 79 {d(3)} {d(2)} {d(2)}", f"079 {d(3)} {d(2)} {d(2)}", f"+41 44 {d(3)} {d(2)} {d(2)}"],
        "pl": [f"+48 5{d(2)} {d(3)} {d(3)}", f"5{d(2)}-{d(3)}-{d(3)}", f"22 {d(3)} {d(2)} {d(2)}"],
        "ie": [f"+353 87 {d(3)} {d(4)}", f"087 {d(3)} {d(4)}", f"(01) {d(3)} {d(4)}"],
        "mx": [f"+52 55 {d(4)} {d(4)}", f"55 {d(4)} {d(4)}"],
        "za": [f"+27 82 {d(3)} {d(4)}", f"082 {d(3)} {d(4)}"],
        "sg": [f"+65 9{d(3)} {d(4)}", f"9{d(3)} {d(4)}"],
        "kr": [f"010-{d(4)}-{d(4)}", f"+82 10-{d(4)}-{d(4)}"],
        "ng": [f"+234 803 {d(3)} {d(4)}", f"0803 {d(3)} {d(4)}"],
        "pt": [f"+351 91{d(1)} {d(3)} {d(3)}", f"91{d(1)} {d(3)} {d(3)}"],
        "at": [f"+43 664 {d(7)}", f"0664 {d(3)} {d(4)}", f"+43 1 {d(3)} {d(4)}"],
    }
    return cc, pick(rng, forms[cc])


def person_phone(rng):
    """(value, variant) - a person's phone number; variant = country and intl/national layout."""
    r = rng.random()
    if r < 0.2:
        cc, v = "us", _phone_us(rng)
    elif r < 0.34:
        cc, v = "gb", _phone_gb(rng)
    elif r < 0.44:
        cc, v = "fr", _phone_fr(rng)
    elif r < 0.52:
        cc, v = "au", _phone_au(rng)
    elif r < 0.64:
        cc, v = "de", _phone_de(rng)
    else:
        cc, v = _phone_misc(rng)
    return v, f"phone-{cc}-{'intl' if v.startswith(('+', '00')) else 'national'}"


def _addr(rng):
    """(street, locality, country, cc, locality_first) of a fictional home or delivery address."""
    n, d = rng.randint(1, 240), lambda k: _d(rng, k)
    cc = pick(rng, ["us", "us", "gb", "gb", "de", "de", "fr", "fr", "es", "it", "nl", "se", "pl", "pt", "jp", "jp-kanji",
                    "au", "ca", "ca-qc", "br", "in", "ie", "ch", "at", "mx"])
    if cc == "us":
        st = f"{rng.randint(10, 9899)} {pick(rng, ['Larkspur', 'Juniper', 'Cedar Hollow', 'Maple Ridge', 'Willow Bend', 'Sassafras', 'Old Mill', 'Harbor View', 'Quail Run', 'Elmwood', 'N Fairview', 'W 3rd'])} " \
             f"{pick(rng, ['Lane', 'Street', 'Avenue', 'Drive', 'Court', 'Road', 'Way', 'Blvd', 'Terrace', 'Ct', 'St', 'Ave', 'Dr'])}"
        st += pick(rng, ["", "", f", Apt {rng.randint(1, 40)}{pick(rng, 'ABCD')}", f" #{rng.randint(100, 999)}", f", Unit {rng.randint(2, 60)}"])
        city, state, z = pick(rng, [("Springfield", "IL", "627"), ("Portland", "OR", "972"), ("Austin", "TX", "787"), ("Madison", "WI", "537"),
                                    ("Asheville", "NC", "288"), ("Boise", "ID", "837"), ("Dayton", "OH", "454")])
        return st, f"{city}, {state} {z}{d(2)}" + pick(rng, ["", "", f"-{d(4)}"]), "USA", cc, False
    if cc == "gb":
        st = pick(rng, ["", "", f"Flat {rng.randint(1, 12)}, "]) + f"{n} {pick(rng, ['Albion', 'Haverfield', 'Orchard', 'Beaconsfield', 'Ashgrove', 'Kingsley', 'Rowan'])} " \
             f"{pick(rng, ['Road', 'Close', 'Gardens', 'Crescent', 'Street', 'Lane', 'Grove', 'Terrace', 'Mews'])}"
        town, out = pick(rng, [("London", "N16"), ("Leeds", "LS6"), ("Bristol", "BS3"), ("Edinburgh", "EH6"), ("Manchester", "M14"), ("Cardiff", "CF24")])
        return st, f"{town} {out} {rng.randint(1, 9)}{pick(rng, 'ABDEFGHJLNPQRSTUWXYZ')}{pick(rng, 'ABDEFGHJLNPQRSTUWXYZ')}", "United Kingdom", cc, False
    if cc == "de":
        st = pick(rng, [f"{pick(rng, ['Linden', 'Kastanien', 'Ahorn', 'Birken', 'Goethe', 'Schiller', 'Garten', 'Mühlen', 'Rosen'])}{pick(rng, ['straße', 'str.', 'weg', 'allee', 'gasse'])} {n}{pick(rng, ['', '', 'a', 'b'])}",
                        f"Am {pick(rng, ['Mühlbach', 'Stadtpark', 'Eichenhain', 'Weinberg'])} {n}", f"{pick(rng, ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße'])} {n}"])
        z, city = pick(rng, [("10", "Berlin"), ("12", "Berlin"), ("04", "Leipzig"), ("50", "Köln"), ("80", "München"), ("22", "Hamburg"), ("79", "Freiburg im Breisgau")])
        return st, f"{z}{d(3)} {city}", "Deutschland", cc, False
    if cc == "fr":
        st = f"{n}{pick(rng, ['', '', ' bis', ' ter'])}{pick(rng, [' ', ', '])}{pick(rng, ['rue', 'avenue', 'boulevard', 'impasse', 'allée', 'chemin'])} " \
             f"{pick(rng, ['des Lilas', 'Victor-Hugo', 'du Moulin', 'de la Gare', 'des Acacias', 'Pasteur', 'Jean-Jaurès'])}"
        return st, f"{pick(rng, ['75011 Paris', '69003 Lyon', '31000 Toulouse', '44000 Nantes', '13006 Marseille', '33800 Bordeaux'])}", "France", cc, False
    if cc == "es":
        st = f"{pick(rng, ['Calle', 'C/', 'Avda.', 'Paseo'])} {pick(rng, ['de los Olivos', 'del Rosal', 'Mayor', 'de la Fuente', 'San Vicente'])} {n}, {rng.randint(1, 8)}º {pick(rng, ['A', 'B', 'izq.', 'dcha.'])}"
        return st, pick(rng, ["28010 Madrid", "08012 Barcelona", "46002 Valencia", "41003 Sevilla"]), "España", cc, False
    if cc == "it":
        st = f"{pick(rng, ['Via', 'Viale', 'Corso', 'Piazza'])} {pick(rng, ['dei Mille', 'delle Rose', 'San Rocco', 'del Pratello', 'Garibaldi', 'Mazzini'])} {n}{pick(rng, ['', '', '/B', ', int. 4'])}"
        return st, pick(rng, ["20121 Milano (MI)", "40122 Bologna BO", "00153 Roma", "10123 Torino"]), "Italia", cc, False
    if cc == "nl":
        st = f"{pick(rng, ['Lindenlaan', 'Kastanjestraat', 'Molenweg', 'Zonnebloemstraat', 'Herengracht'])} {n}{pick(rng, ['', '-II', ' A', '-huis', 'bis'])}"
        return st, f"{rng.randint(1011, 9999)} {pick(rng, ['AB', 'CX', 'KL', 'RT', 'ZG'])} {pick(rng, ['Amsterdam', 'Utrecht', 'Groningen', 'Delft'])}", "Nederland", cc, False
    if cc == "se":
        st = f"{pick(rng, ['Storgatan', 'Björkvägen', 'Kvarngatan', 'Ekvägen', 'Skolgatan'])} {n}{pick(rng, ['', ' lgh 1102', ' B', ', 3 tr'])}"
        return st, f"{d(3)} {d(2)} {pick(rng, ['Stockholm', 'Göteborg', 'Uppsala', 'Malmö'])}", "Sverige", cc, False
    if cc == "pl":
        st = f"ul. {pick(rng, ['Klonowa', 'Lipowa', 'Słoneczna', 'Polna', 'Ogrodowa'])} {n}{pick(rng, ['', f'/{rng.randint(1, 90)}', f' m. {rng.randint(1, 90)}'])}"
        return st, pick(rng, [f"0{rng.randint(0, 5)}-{d(3)} Warszawa", f"30-{d(3)} Kraków", f"50-{d(3)} Wrocław"]), "Polska", cc, False
    if cc == "pt":
        st = f"Rua {pick(rng, ['das Flores', 'do Carmo', 'da Alegria', 'de São Bento'])}, {n}, {rng.randint(1, 6)}.º {pick(rng, ['Esq.', 'Dto.', 'Frente'])}"
        return st, pick(rng, [f"1200-{d(3)} Lisboa", f"4000-{d(3)} Porto"]), "Portugal", cc, False
    if cc == "jp":
        st = f"{rng.randint(1, 5)}-{rng.randint(1, 30)}-{rng.randint(1, 20)} {pick(rng, ['Jingumae', 'Ebisu', 'Kamimeguro', 'Kitahama', 'Sakae'])}" + pick(rng, ["", f", Room {rng.randint(101, 905)}"])
        return st, pick(rng, ["Shibuya-ku, Tokyo 150-0001", "Meguro-ku, Tokyo 153-0051", "Chuo-ku, Osaka 541-0041", "Naka-ku, Nagoya 460-0008"]), "Japan", cc, False
    if cc == "jp-kanji":
        st = f"{pick(rng, ['神宮前', '恵比寿', '上目黒', '北浜'])}{rng.randint(1, 5)}丁目{rng.randint(1, 30)}-{rng.randint(1, 20)}" + pick(rng, ["", f" {rng.randint(101, 905)}号室"])
        return st, pick(rng, ["〒150-0001 東京都渋谷区", "〒153-0051 東京都目黒区", "〒541-0041 大阪府大阪市中央区"]), "日本", cc, True
    if cc == "au":
        st = pick(rng, ["", "", f"Unit {rng.randint(1, 30)}, ", f"{rng.randint(1, 30)}/"]) + f"{n} {pick(rng, ['Wattle', 'Banksia', 'Jacaranda', 'Bottlebrush', 'Kookaburra'])} {pick(rng, ['Street', 'Road', 'Avenue', 'Crescent', 'Parade', 'St'])}"
        return st, pick(rng, ["Fitzroy VIC 3065", "Newtown NSW 2042", "Paddington QLD 4064", "Fremantle WA 6160"]), "Australia", cc, False
    if cc == "ca":
        st = f"{rng.randint(10, 3999)} {pick(rng, ['Birchmount', 'Lakeshore', 'Maplewood', 'Wellesley'])} {pick(rng, ['Road', 'Avenue', 'Crescent', 'Street'])}" + pick(rng, ["", f", Suite {rng.randint(100, 900)}", f" Apt {rng.randint(1, 30)}"])
        return st, pick(rng, ["Toronto ON M4K 2P3", "Ottawa, ON K1S 3W7", "Vancouver BC V5N 1X2", "Halifax NS B3H 2Y9"]), "Canada", cc, False
    if cc == "ca-qc":
        st = f"{rng.randint(10, 9999)}, {pick(rng, ['rue Saint-Hubert', 'avenue des Érables', 'rue Beaubien Est', 'boulevard Rosemont'])}" + pick(rng, ["", f", app. {rng.randint(1, 12)}"])
        return st, pick(rng, ["Montréal (Québec)  H2J 3K8", "Québec (Québec) G1R 4P5", "Montréal QC H2S 2N7"]), "Canada", cc, False
    if cc == "br":
        st = f"Rua {pick(rng, ['das Palmeiras', 'Dom Pedro II', 'dos Ipês', 'Sete de Setembro'])}, {rng.randint(10, 2999)}, apto {rng.randint(11, 184)}"
        return st, pick(rng, [f"Pinheiros, São Paulo - SP, 05422-{d(3)}", f"Botafogo, Rio de Janeiro - RJ, 22250-{d(3)}"]), "Brasil", cc, False
    if cc == "in":
        st = f"Flat {rng.randint(101, 1204)}, {pick(rng, ['Sai Residency', 'Green Park Apartments', 'Lotus Towers'])}, {rng.randint(1, 19)}th {pick(rng, ['Cross', 'Main Road', 'Cross Road'])}"
        return st, pick(rng, ["Indiranagar, Bengaluru 560038", "Koregaon Park, Pune 411001", "Banjara Hills, Hyderabad 500034"]), "India", cc, False
    if cc == "ie":
        st = f"{n} {pick(rng, ['Orchard Grove', 'Seafield Road', 'Willow Park', 'Castle Avenue'])}"
        return st, f"{pick(rng, ['Rathmines, Dublin 6, D06', 'Ballincollig, Co. Cork, P31', 'Salthill, Galway, H91'])} {pick(rng, 'ACDEFHKNPRTVWXY')}{d(1)}{pick(rng, 'ACDEFHKNPRTVWXY')}{d(1)}", "Ireland", cc, False
    if cc == "ch":
        st = f"{pick(rng, ['Seeweg', 'Rosenbergstrasse', 'Kirchgasse', 'Chemin des Vignes'])} {n}"
        return st, pick(rng, ["8001 Zürich", "3011 Bern", "1003 Lausanne", "4051 Basel"]), "Schweiz", cc, False
    if cc == "at":
        st = f"{pick(rng, ['Wiesengasse', 'Lindengasse', 'Praterstraße', 'Hauptplatz'])} {n}/{rng.randint(1, 9)}/{rng.randint(1, 30)}"
        return st, pick(rng, ["1090 Wien", "8010 Graz", "5020 Salzburg"]), "Österreich", cc, False
    st = f"Calle {pick(rng, ['Durazno', 'Tabachín', 'Colima', 'Jacarandas'])} {n}{pick(rng, ['', f' int. {rng.randint(1, 12)}', f', depto. {rng.randint(1, 40)}'])}, Col. {pick(rng, ['Roma Norte', 'Del Valle', 'Condesa'])}"
    return st, pick(rng, ["06700 Ciudad de México, CDMX", "03100 Ciudad de México, CDMX", "44100 Guadalajara, Jal."]), "México", "mx", False


@dataclass
class Item:
    """a planted item: text to insert, with the span (start, end) of the scored part inside it."""
    text: str
    start: int
    end: int
    variant: str
    block: bool = False


def person_address(rng, name, block):
    st, loc, country, cc, loc_first = _addr(rng)
    with_country = rng.random() < 0.4
    if block:
        lines = [name] + ([loc, st] if loc_first else [st, loc]) + ([country] if with_country else [])
        text = "\n".join(lines)
    else:
        parts = [loc, st] if loc_first else [st, loc]
        sep = "" if loc_first else pick(rng, [", ", ", ", " - ", ", "])
        text = sep.join(parts) + (", " + country if with_country else "")
    s = text.index(st)
    return Item(text, s, s + len(st), f"street-{cc}-{'block' if block else 'line'}", block)


def personal_item(rng, kind, name, block=False):
    if kind == "email":
        v, var = person_email(rng, name)
        return Item(v, 0, len(v), var)
    if kind == "phone":
        v, var = person_phone(rng)
        return Item(v, 0, len(v), var)
    return person_address(rng, name, block)


# ----- debatable items: companies' role addresses and switchboards, public institutions' addresses -----

INSTITUTIONS = [("the Prime Minister's office", "10 Downing Street, London SW1A 2AA"),
                ("the White House visitor desk", "1600 Pennsylvania Avenue NW, Washington, DC 20500"),
                ("the Reichstag building", "Platz der Republik 1, 11011 Berlin"),
                ("the Berlaymont (European Commission)", "Rue de la Loi 200, 1049 Bruxelles"),
                ("the British Museum", "Great Russell Street, London WC1B 3DG"),
                ("the Museum of Modern Art", "11 West 53rd Street, New York, NY 10019"),
                ("the Rijksmuseum", "Museumstraat 1, 1071 XX Amsterdam"),
                ("the Sydney Opera House", "Bennelong Point, Sydney NSW 2000"),
                ("San Francisco City Hall", "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102"),
                ("the Berlin Rotes Rathaus", "Rathausstraße 15, 10178 Berlin")]
OFFICES = ["Torstraße 140, 10119 Berlin", "42 Wharf Road, London N1 7GR", "18 rue de Châteaudun, 75009 Paris",
           "500 Harbor Blvd, Suite 300, Oakland, CA 94607", "Keizersgracht 310, 1016 EZ Amsterdam",
           "Level 12, 1 Market Street, Sydney NSW 2000", "Via Tortona 27, 20144 Milano"]


def debatable_item(rng):
    """(Item, phrasing) for a debatable note."""
    r = rng.random()
    cname, dom = company(rng)
    if r < 0.35:
        role = pick(rng, ["support", "help", "billing", "press", "security", "privacy", "careers", "info", "hello",
                          "sales", "noreply", "dpo", "accounts-payable", "partners", "events"])
        v = f"{role}@{dom}"
        line = pick(rng, ["For questions about invoices write to {X}.", "Report vulnerabilities to {X} (PGP key on the website).",
                          "Press enquiries: {X}", "| {C} | {X} | 1 business day |", "- Vendor contact: {X} (shared inbox, not a person)",
                          "Notifications are sent from {X}; ask customers to allow-list it.", "Sponsorship and booth questions: {X}"])
        return Item(v, 0, len(v), "role-email"), line.replace("{C}", cname)
    if r < 0.6:
        v = pick(rng, [f"+1 (800) 555-01{_d(rng, 2)}", f"020 7946 0{_d(rng, 3)}", f"+44 20 7946 0{_d(rng, 3)}", f"(02) 5550 {_d(rng, 4)}",
                       f"+33 1 99 00 {_d(rng, 2)} {_d(rng, 2)}", f"+49 30 {_d(rng, 6)}-0", f"1-800-555-01{_d(rng, 2)}"])
        line = pick(rng, ["{C} switchboard: {X} (Mon–Fri 9:00–17:00).", "- Reception ({C} main line): {X}",
                          "Customer service hotline of {C}: {X}", "| {C} | main office | {X} |"])
        return Item(v, 0, len(v), "switchboard"), line.replace("{C}", cname)
    if r < 0.82:
        name, v = pick(rng, INSTITUTIONS)
        line = pick(rng, ["Venue: {N}, {X}.", "The group photo is outside {N} ({X}).", "- Meeting point: in front of {N}, {X}",
                          "We used the published address of {N} ({X}) as the geocoding test case."])
        return Item(v, 0, len(v), "institution-address"), line.replace("{N}", name)
    v = pick(rng, OFFICES)
    line = pick(rng, ["Registered office: {C}, {X}.", "Invoices go to {C}, {X} (accounts payable).",
                      "{C} HQ: {X}", "- Office address for couriers: {C}, {X}, reception desk"])
    return Item(v, 0, len(v), "office-address"), line.replace("{C}", cname)


# ----- note bodies: each returns a list of sections (lists of lines); section 0 is the title -----

@dataclass
class Ctx:
    company: str
    domain: str
    product: str
    city: str
    city2: str
    team: str


def make_ctx(rng):
    cname, dom = company(rng)
    c1 = pick(rng, CITIES)
    c2 = pick(rng, [c for c in CITIES if c != c1])
    return Ctx(cname, dom, pick(rng, PRODUCTS), c1, c2, pick(rng, ["platform", "payments", "growth", "data", "infra", "mobile", "support-ops"]))


def handle(rng):
    f, l = pick(rng, FIRST).lower(), pick(rng, LAST).lower().replace(" ", "").replace("'", "")
    return "@" + pick(rng, [f"{f}-{l[0]}", f"{f}{l[:3]}", f"{l}-dev", f"{f}_{l}", f"{f[0]}{l}"])


def initials(rng):
    return f"{pick(rng, FIRST)} {pick(rng, LAST)[0]}."


def some(rng, gens, k):
    """k distinct lines from a list of zero-argument line makers."""
    idx = list(range(len(gens)))
    rng.shuffle(idx)
    return [gens[i]() for i in idx[:k]]


def body_readme(rng, c):
    ver, org = version(rng), c.domain.split(".")[0]
    secs = [[f"# {c.product}", "", f"{c.product} is the {pick(rng, ['settlement service', 'job scheduler', 'label printer bridge', 'metrics gateway'])} "
             f"used by {c.company} since {date(rng)}. Current release {ver} ({pick(rng, ['build', 'pipeline', 'run'])} {rng.randint(1000, 99999)})."]]
    secs.append([f"![build](https://ci.{c.domain}/badge/{sha(rng, 7)}.svg) ![coverage](https://img.shields.io/badge/coverage-{rng.randint(60, 99)}%25-green)"])
    secs.append(["## Install", "", "```bash", code_at(rng), pick(rng, [f"git clone git@github.com:{org}/{c.product.split()[0].lower()}.git", code_at(rng)]), "```"])
    secs.append(["## Usage", "", "```python", pick(rng, ["@app.get(\"/v1/settlements/{batch_id}\")", "@dataclass(frozen=True)", "@retry(times=3, backoff_ms=250)"]),
                 f"def handler(batch_id: int, limit: int = {rng.randint(10, 5000)}):", f"    return client.fetch(batch_id, timeout={rng.randint(1, 60)}.0)  # {latency(rng)}", "```"])
    secs.append(["## Configuration", ""] + table(["Key", "Default", "Notes"], [
        ["`port`", str(port(rng)), f"health check on :{port(rng)}/healthz"],
        ["`timeout_ms`", grouped(rng, rng.randint(1000, 60000)), latency(rng)],
        ["`allow_cidr`", f"`{cidr(rng)}`", f"upstream {ip(rng)}"],
        ["`batch_size`", grouped(rng, rng.randint(100, 250000)), f"since {version(rng)}"]][:rng.randint(2, 4)]))
    secs.append(some(rng, [lambda: f"Throughput: {grouped(rng, rng.randint(1000, 900000))} req/s on a c6i.4xlarge, {latency(rng)}.",
                           lambda: f"Docs: https://docs.{c.domain}/v{rng.randint(1, 5)}/ (mirror at http://{ip(rng)}:{port(rng)}/docs).",
                           lambda: f"Questions: #{c.team} on Slack, or open an issue ({ticket(rng)}).",
                           lambda: f"Tested on {pick(rng, NUMBERED_NAMES)} hardware and on {c.city} office laptops.",
                           lambda: f"Apache-2.0. Copyright {rng.randint(2015, 2026)} {c.company} and contributors."], rng.randint(2, 4)))
    return secs


def body_changelog(rng, c):
    secs = [[pick(rng, ["# Changelog", f"# {c.product} release notes", f"# What's new in {c.product}"])]]
    items = [lambda: f"- Fix retry storm when {grouped(rng, rng.randint(1000, 90000))} clients reconnect ({ticket(rng)}, thanks {handle(rng)})",
             lambda: f"- Bump `@{c.domain.split('.')[0]}/sdk` to {version(rng).lstrip('vbuild ')}",
             lambda: f"- {latency(rng).split()[0]} down from {rng.randint(200, 2400)} ms to {rng.randint(20, 190)} ms on the import path",
             lambda: f"- Windows installer now {version(rng)} (signed, sha256 `{sha(rng, 16)}…`)",
             lambda: f"- Migrate {grouped(rng, rng.randint(10000, 9000000))} rows in {rng.randint(2, 600)} s ({pct(rng)} faster)",
             lambda: f"- Default port is now {port(rng)}; the old :{port(rng)} listener is removed in {version(rng)}",
             lambda: f"- Parse dates like `{date(rng)}` and `{date(rng)}` in CSV imports ({ticket(rng)})",
             lambda: f"- Refunds above {money(rng)} need a second approver ({ticket(rng)})",
             lambda: f"- Docs: clarify the `{phoneish(rng)}` example in the API guide",
             lambda: f"- Thanks {handle(rng)} and {handle(rng)} for the report from the {c.city} meetup"]
    for _ in range(rng.randint(2, 3)):
        secs.append([f"## [{version(rng).lstrip('vbuild ')}] - {date(rng, 0)}", "", f"### {pick(rng, ['Added', 'Fixed', 'Changed', 'Security'])}"] + some(rng, items, rng.randint(2, 4)))
    secs.append([f"Full diff: https://github.com/{c.domain.split('.')[0]}/{c.product.split()[0].lower()}/compare/v{version(rng).lstrip('vbuild ')}...v{version(rng).lstrip('vbuild ')}"])
    return secs


def body_postmortem(rng, c):
    inc, d = ticket(rng), date(rng, 0)
    secs = [[f"# Post-mortem: {inc} – {pick(rng, ['checkout', 'login', 'search', 'label printing', 'webhooks'])} degraded on {d}"],
            [f"On {d} between {rng.randint(8, 12)}:{rng.randint(10, 59)} and {rng.randint(13, 18)}:{rng.randint(10, 59)} UTC, {pct(rng)} of requests failed "
             f"(≈{grouped(rng, rng.randint(10000, 5000000))} requests); {money(rng)} of orders were delayed."]]
    rows = [[f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}", e] for e in some(rng, [
        lambda: f"Deploy {version(rng)} to {rng.randint(2, 96)} pods", lambda: f"Alert: {latency(rng)} on db-{rng.randint(1, 9)} ({ip(rng)}:{port(rng)})",
        lambda: f"Rollback started ({sha(rng, 7)})", lambda: f"Support links {phoneish(rng)} to the incident",
        lambda: f"Error rate back under {pct(rng)}", lambda: f"Failover to {cidr(rng)} standby subnet"], rng.randint(3, 5))]
    secs.append(["## Timeline (UTC)", ""] + table(["Time", "Event"], sorted(rows)))
    secs.append(["## Root cause", "", f"A config push ({sha(rng, 7)}) lowered the pool size on db-{rng.randint(1, 9)} ({ip(rng)}) from {rng.randint(50, 400)} "
                 f"to {rng.randint(2, 40)}; {latency(rng)} followed, and retries multiplied load by {rng.uniform(1.5, 9):.1f}×."])
    secs.append(["## Action items", ""] + table(["#", "Action", "Owner", "Due"], [
        [str(i + 1), a, pick(rng, [handle(rng), f"team-{c.team}", "SRE"]), date(rng)] for i, a in enumerate(some(rng, [
            lambda: f"Alert on pool saturation > {pct(rng)} ({ticket(rng)})", lambda: "Canary config pushes", lambda: f"Load test at {grouped(rng, rng.randint(2000, 90000))} rps",
            lambda: f"Runbook for umbrella cases like {case_id(rng)}"], rng.randint(2, 3)))]))
    secs.append([f"Status page: https://status.{c.domain}/incidents/{sha(rng, 8)}"])
    return secs


def body_meeting(rng, c):
    d = date(rng)
    secs = [[f"# {c.team.title()} weekly – {d}"],
            [f"Attendees: {', '.join(initials(rng) for _ in range(rng.randint(3, 6)))} (two remote from our {c.city2} office)"],
            ["## Decisions", ""] + some(rng, [lambda: f"- Budget for Q{rng.randint(1, 4)}: {money(rng)} (was {money(rng)})",
                                               lambda: f"- Freeze from {date(rng)} to {date(rng)}; hotfixes only",
                                               lambda: f"- Move the {c.city} meetup to {clock(rng)}; 120 place settings, catering from {pick(rng, NUMBERED_NAMES)}",
                                               lambda: f"- Adopt {c.product} {version(rng)} once {latency(rng)} holds for a week",
                                               lambda: f"- Close {ticket(rng)} and {ticket(rng)} as duplicates",
                                               lambda: f"- Target NPS {rng.randint(20, 70)} (now {rng.randint(10, 60)}, n = {grouped(rng, rng.randint(200, 20000))})"], rng.randint(2, 4)),
            ["## Action items", ""] + [f"- [ ] {handle(rng)}: {a} by {date(rng)}" for a in some(rng, [
                lambda: f"draft the {c.city} budget ({money(rng)})", lambda: f"follow up on {phoneish(rng)}", lambda: f"review {ticket(rng)}",
                lambda: f"book Building {rng.randint(1, 9)}, room {rng.randint(1, 5)}.{rng.randint(10, 40)}", lambda: "update the roadmap slide"], rng.randint(2, 3))],
            [f"Next meeting: {date(rng)} {clock(rng)}, meeting ID {digits(rng, 3, '89')} {digits(rng, 4)} {digits(rng, 4)}, passcode {digits(rng, 6)}"]]
    return secs


def body_onboarding(rng, c):
    secs = [[f"# Onboarding: your first week at {c.company}"],
            ["## Day 1", ""] + some(rng, [lambda: f"- [ ] Pick up your badge at reception (Building {rng.randint(1, 9)}, our {c.city} office)",
                                          lambda: f"- [ ] Request VPN access ({ticket(rng)}); the office subnet is {cidr(rng)}",
                                          lambda: "- [ ] `ssh-keygen -t ed25519 -C \"you@example.com\"` and upload the public key",
                                          lambda: f"- [ ] `git config --global user.email \"{doc_email(rng)}\"` until SSO sets yours",
                                          lambda: f"- [ ] Wi-Fi: SSID `{c.company.split()[0]}-Staff`, VLAN {rng.randint(2, 400)}",
                                          lambda: f"- [ ] Laptop setup takes about {rng.randint(20, 90)} min (image {version(rng)})"], rng.randint(3, 5)),
            ["## Tools", ""] + table(["Tool", "Version", "Notes"], [["Python", f"3.{rng.randint(10, 13)}.{rng.randint(0, 9)}", "via pyenv"],
                                                                     ["Node", f"{rng.randint(18, 22)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}", code_at(rng).replace("|", "/")],
                                                                     ["Docker", version(rng), f"registry on :{port(rng)}"]][:rng.randint(2, 3)]),
            some(rng, [lambda: f"Our {c.city} office is open {clock(rng)}; the {c.city2} office closes early on Fridays.",
                       lambda: f"Ask in #help-{c.team}; on-call lives in PagerDuty (schedule P{digits(rng, 6)}).",
                       lambda: f"Expenses: up to {money(rng)} per trip, receipts within {rng.randint(14, 60)} days.",
                       lambda: f"Payslips appear on the {rng.randint(20, 28)}th; questions via the HR portal, {ticket(rng)} style tickets."], rng.randint(2, 3))]
    return secs


def body_apidoc(rng, c):
    v = rng.randint(1, 4)
    res = pick(rng, ["customers", "orders", "invoices", "shipments"])
    secs = [[f"## POST /v{v}/{res}"], [f"Creates one of the {res}. Idempotent with `Idempotency-Key`; keys expire after {rng.randint(1, 72)} h."],
            ["```bash", f"curl -X POST https://api.example.com/v{v}/{res} \\", "  -H \"Authorization: Bearer $TOKEN\" \\",
             f"  -d '{{\"email\": \"{doc_email(rng)}\", \"seats\": {rng.randint(1, 500)}, \"ref\": \"{phoneish(rng).split()[-1]}\"}}'", "```"],
            ["Response `201`:", "", "```json", f"{{\"id\": \"{res[:3]}_{sha(rng, 14)}\", \"created\": {rng.randint(1600000000, 1790000000)}, "
             f"\"amount\": {rng.randint(100, 9999999)}, \"currency\": \"{pick(rng, ['eur', 'usd', 'gbp', 'jpy'])}\", \"client_ip\": \"{ip(rng)}\"}}", "```"],
            ["Errors:", ""] + table(["Code", "HTTP", "Meaning"], [[f"E{rng.randint(1000, 1999)}", str(pick(rng, [400, 409, 422])), "duplicate key"],
                                                                 [f"E{rng.randint(2000, 2999)}", "429", f"over {grouped(rng, rng.randint(600, 120000))} requests/min"],
                                                                 [f"E{rng.randint(3000, 3999)}", "503", f"retry after {rng.randint(1, 120)} s"]][:rng.randint(2, 3)]),
            some(rng, [lambda: f"Fields: `email` (string, max 254), `phone` (E.164, e.g. `{{{{customer.phone}}}}`), `seats` (1–{grouped(rng, 10000)}).",
                       lambda: f"Pagination: `?cursor=<opaque>&limit=100`; at most {grouped(rng, rng.randint(1000, 50000))} items per page.",
                       lambda: f"Sandbox base URL: https://sandbox.{c.domain}:{port(rng)}/v{v}; test cards end in 4242.",
                       lambda: f"Changed in {version(rng)} ({ticket(rng)}): `amount` is in minor units."], rng.randint(1, 3))]
    return secs


def body_benchmark(rng, c):
    base = version(rng)
    secs = [[f"# {c.product} benchmark – {date(rng)}"],
            [f"Hardware: 2× AMD EPYC {pick(rng, ['7763', '9654', '7443'])}, {pick(rng, [256, 512, 1024])} GiB RAM, NVMe at {grouped(rng, rng.randint(200000, 1500000))} IOPS; "
             f"kernel 6.{rng.randint(1, 11)}.0-{rng.randint(10, 60)}; commit {sha(rng, 7)}."]]
    rows = []
    for w in some(rng, [lambda: "point reads", lambda: "range scans", lambda: "bulk insert", lambda: "mixed 80/20", lambda: "cold start"], rng.randint(3, 5)):
        rows.append([w, grouped(rng, rng.randint(1000, 2500000)), f"{rng.uniform(0.1, 40):.1f} ms", f"{grouped(rng, rng.randint(40, 9000))} ms", pct(rng)])
    secs.append(["## Results", ""] + table(["Workload", "ops/s", "p50", "p99", f"Δ vs {base}"], rows))
    secs.append(some(rng, [lambda: f"Each cell is the median of {rng.randint(3, 15)} runs of {rng.randint(30, 600)} s after a {rng.randint(10, 120)} s warm-up.",
                           lambda: f"Run id {digits(rng, 10, '123456789')}; artifacts at https://artifacts.{c.domain}/runs/{sha(rng, 12)}/.",
                           lambda: f"Client and server in {cidr(rng)}; server at {ip(rng)}:{port(rng)}.",
                           lambda: f"Cost per million ops: {money(rng)} (spot) vs {money(rng)} (on-demand).",
                           lambda: f"Error bars: ±{rng.uniform(0.1, 4):.1f}% (95% CI), n = {grouped(rng, rng.randint(1000, 300000))} samples per cell."], rng.randint(2, 4)))
    secs.append(["## Regressions", ""] + [f"- {x}" for x in some(rng, [
        lambda: f"bulk insert {pct(rng)} after {ticket(rng)}", lambda: f"{latency(rng)} on cold start (was {latency(rng)})",
        lambda: f"{version(rng)} on arm64 is within noise", lambda: f"GC pauses up to {rng.randint(20, 900)} ms at {grouped(rng, rng.randint(1000, 90000))} conns"], rng.randint(1, 3))])
    return secs


def body_analysis(rng, c):
    q = f"Q{rng.randint(1, 4)} {rng.randint(2021, 2026)}"
    secs = [[f"# {pick(rng, ['Churn', 'Basket size', 'Delivery delay', 'Conversion'])} analysis, {q}"],
            [f"Source: `analytics.orders_{rng.randint(2021, 2026)}` ({grouped(rng, rng.randint(100000, 90000000))} rows, snapshot {date(rng)}); "
             f"query runtime {rng.randint(3, 900)} s, {rng.uniform(0.1, 40):.1f} GB scanned."]]
    rows = [[date(rng, 12), grouped(rng, rng.randint(1000, 900000)), pct(rng), money(rng)] for _ in range(rng.randint(3, 5))]
    secs.append(["## Cohorts", ""] + table(["Cohort", "Users", "Retained 30d", "ARPU"], rows))
    secs.append(["## Findings", ""] + some(rng, [
        lambda: f"- Retention up {pct(rng)} (95% CI [{rng.uniform(0, 2):.2f}, {rng.uniform(2, 6):.2f}], p = {rng.uniform(0.001, 0.05):.3f})",
        lambda: f"- Median delivery {rng.uniform(1, 6):.1f} days; 90th percentile {rng.uniform(4, 14):.1f} days (n = {grouped(rng, rng.randint(1000, 200000))})",
        lambda: f"- Postcode areas 10115–10179 and 75001–75020 are {pct(rng)} of volume; no row-level locations kept",
        lambda: f"- Store cluster centroid at {coords(rng)} (k = {rng.randint(3, 12)})",
        lambda: f"- Refund ratio {rng.uniform(0.5, 9):.2f}% vs {rng.uniform(0.5, 9):.2f}% last quarter; outliers: {phoneish(rng)}, {case_id(rng)}",
        lambda: f"- Model: logistic, AUC {rng.uniform(0.6, 0.95):.3f}, {rng.randint(8, 60)} features, trained {date(rng)}",
        lambda: f"- FIPS {digits(rng, 5, '0123')} and {digits(rng, 5, '0123')} grew fastest ({pct(rng)}, {pct(rng)})"], rng.randint(3, 5)))
    secs.append(["```sql", f"SELECT cohort, count(*) FROM orders WHERE created_at >= '{date(rng, 0)}' AND total > {rng.randint(10, 900)} GROUP BY 1;", "```"])
    return secs


def body_logistics(rng, c):
    d = date(rng)
    secs = [[pick(rng, [f"# {c.city} meetup – logistics", f"# Offsite {c.city}, {d}", f"# Trip: {c.city} → {c.city2}"])],
            ["## Travel", ""] + some(rng, [
                lambda: f"- Flight {pick(rng, ['LH', 'TP', 'KL', 'AF', 'BA'])} {rng.randint(100, 2999)}, dep {clock(rng)}, Terminal {rng.randint(1, 3)}, gate {pick(rng, 'ABCDE')}{rng.randint(1, 60)}",
                lambda: f"- Train ICE {rng.randint(100, 1999)} from platform {rng.randint(1, 14)} at {clock(rng)}; seats in car {rng.randint(1, 14)}, {rng.randint(11, 99)}–{rng.randint(100, 120)}",
                lambda: f"- Group booking {phoneish(rng)}; per person {money(rng)}",
                lambda: f"- Hotel block code {sha(rng, 6).upper()} until {date(rng)}, {money(rng)} per night incl. breakfast",
                lambda: f"- Airport bus {rng.randint(1, 300)} every {rng.randint(5, 30)} min; taxi about {money(rng)}"], rng.randint(2, 4)),
            ["## Schedule", ""] + table(["Time", "Session", "Room"], [[clock(rng), s, pick(rng, [f"{rng.randint(1, 5)}.{rng.randint(10, 40)}", "Studio 8H", "Main hall", f"Room {rng.randint(100, 599)}"])]
                                                                    for s in some(rng, [lambda: "Keynote", lambda: "Lightning talks", lambda: "Lunch", lambda: f"{c.product} deep dive",
                                                                                        lambda: "Hallway track", lambda: "Panel: hiring in 2025"], rng.randint(3, 5))]),
            some(rng, [lambda: f"The venue is the old {pick(rng, ['brewery', 'tram depot', 'printing works'])} near the station; the address is in the calendar invite.",
                       lambda: f"We booked {rng.randint(40, 200)} place settings and 3 Street Food stalls for the evening; 2 Way Radio rentals for the crew.",
                       lambda: f"Meeting point: {coords(rng)} (north exit), then {pick(rng, NUMBERED_NAMES)}.",
                       lambda: f"Budget: {money(rng)} total, {money(rng)} already committed ({ticket(rng)}).",
                       lambda: f"Same format as the Paris meetup last year; {rng.randint(30, 300)} RSVPs, {pct(rng)} no-shows expected."], rng.randint(2, 3))]
    return secs


def body_vendor(rng, c):
    cat, names = pick(rng, [("conference audio", ["Highway 1 speaker", "Studio 54 Lane monitor", "Level 42 PA"]),
                            ("office coffee", ["Route 66 Roasters", "Pier 39 Coffee", "Area 51 Brewing cold brew"]),
                            ("object storage", ["Ironbark S3", "Bluefin Blob", "Saltmarsh Vault"]),
                            ("CI runners", ["Kestrel CI", "Tidewater Build 7", "Quarry Sync runners"])])
    rows = [[n, money(rng), f"{rng.uniform(99, 99.999):.3f}%", pick(rng, ["email only", "24/7 chat", "business hours", "TAM"]), pick(rng, ["EU", "US", "EU + US", "APAC"])] for n in names]
    secs = [[f"# Vendor comparison: {cat}"], table(["Vendor", "Price", "SLA", "Support", "Region"], rows),
            ["## Notes", ""] + some(rng, [lambda: f"- Quote Q-{digits(rng, 7)} valid until {date(rng)}; contract C-{rng.randint(2021, 2026)}-{digits(rng, 4)}",
                                          lambda: f"- VAT ID DE{digits(rng, 9, '123456789')}, supplier no. {digits(rng, 6)}",
                                          lambda: f"- RPO {rng.randint(1, 60)} min, RTO {rng.randint(1, 24)} h; egress {money(rng)}",
                                          lambda: f"- Pilot ran {rng.randint(2, 12)} weeks from our {c.city} office; {grouped(rng, rng.randint(1000, 900000))} requests, {pct(rng)} errors",
                                          lambda: f"- {names[0]} ships from their {c.city2} warehouse, lead time {rng.randint(2, 30)} days, {phoneish(rng)}",
                                          lambda: f"- Reference customer: {pick(rng, COMPANIES)[0]} (public case study, {reference(rng)})"], rng.randint(3, 5)),
            [f"Decision: {pick(rng, names)}; review again in {pick(rng, ['Q1', 'Q2', 'Q3', 'Q4'])} {rng.randint(2025, 2027)} ({ticket(rng)})."]]
    return secs


def body_research(rng, c):
    topic = pick(rng, ["retrieval for agent memory", "sleep and code review quality", "cold-chain spoilage", "LLM evaluation contamination"])
    secs = [[f"# Reading notes: {topic}"],
            ["## Papers", ""] + [f"- {pick(rng, LAST)}, {pick(rng, FIRST)[0]}. & {pick(rng, LAST)}, {pick(rng, FIRST)[0]}. ({rng.randint(1998, 2026)}). "
                                 f"*{pick(rng, ['On the limits of', 'Revisiting', 'A survey of', 'Scaling'])} {topic}*. {reference(rng)}" for _ in range(rng.randint(2, 4))],
            ["## Results worth remembering", ""] + some(rng, [
                lambda: f"- n = {grouped(rng, rng.randint(40, 50000))} participants; d = {rng.uniform(0.05, 1.2):.2f} (95% CI {rng.uniform(0, 0.3):.2f}–{rng.uniform(0.3, 1.5):.2f}); p < .001",
                lambda: f"- Table {rng.randint(1, 9)}: recall@10 {rng.uniform(0.2, 0.99):.3f} vs {rng.uniform(0.2, 0.99):.3f} at {grouped(rng, rng.randint(1000, 10000000))} documents",
                lambda: f"- Dataset v{rng.randint(1, 4)}.{rng.randint(0, 9)}.{rng.randint(0, 9)} (sha256 `{sha(rng, 12)}…`), {grouped(rng, rng.randint(10000, 5000000))} items",
                lambda: f"- Replication failed at {pct(rng)} of the original effect ({reference(rng)})",
                lambda: f"- Field sites: {coords(rng)} and {coords(rng)}",
                lambda: f"- Budget line {phoneish(rng)}, {money(rng)} for compute"], rng.randint(2, 4)),
            [f"Discussed at the {c.city} reading group on {date(rng)}; slides in the team drive ({ticket(rng)})."]]
    return secs


def body_recipe(rng, c):
    if rng.random() < 0.55:
        dish = pick(rng, ["Focaccia", "Dal tadka", "Cardamom buns", "Shakshuka", "Cold brew for 40"])
        secs = [[f"# {dish} (serves {rng.randint(2, 40)})"],
                ["## Ingredients", ""] + some(rng, [lambda: f"- {grouped(rng, rng.randint(100, 1500))} g flour", lambda: "- 1 ½ cups warm water (about 355 ml)",
                                                     lambda: f"- {rng.randint(1, 4)} tbsp olive oil", lambda: f"- {rng.randint(5, 20)} g salt, {rng.randint(2, 10)} g yeast",
                                                     lambda: "- 18 g in / 36 g out in 28 s (Route 66 Roasters house blend)", lambda: f"- {rng.randint(2, 12)} eggs, {rng.randint(100, 800)} g tomatoes"], rng.randint(3, 5)),
                ["## Method", ""] + [f"{i + 1}. {s}" for i, s in enumerate(some(rng, [
                    lambda: f"Heat the oven to {pick(rng, ['180 °C / 356 °F (gas mark 4)', '220 °C / 428 °F', '250°C (fan 230°C)'])}.",
                    lambda: f"Proof for {rng.randint(1, 18)} h at {rng.randint(4, 26)} °C.", lambda: f"Bake {rng.randint(12, 45)}–{rng.randint(46, 60)} min.",
                    lambda: f"Rest {rng.randint(5, 30)} min; cut into {rng.randint(8, 24)} pieces.", lambda: "Stir in the spices at 2:30 on the timer."], rng.randint(3, 4)))],
                [f"Per serving: {rng.randint(150, 900)} kcal, {rng.randint(2, 40)} g protein. From the team cookbook, ISBN {isbn13(rng)}."]]
    else:
        task = pick(rng, ["rotate the staging TLS certificate", "restore a Postgres replica", "rebuild the search index", "run the app behind a local proxy"])
        secs = [[f"# How to {task}"], [f"Takes about {rng.randint(5, 90)} min; tested with {c.product} {version(rng)} on {date(rng)}."],
                ["```bash", code_at(rng), f"kubectl -n {c.team} scale deploy/api --replicas={rng.randint(0, 12)}",
                 f"pg_basebackup -h {ip(rng)} -p {port(rng)} -D /var/lib/postgresql/{rng.randint(13, 17)}/main", code_at(rng), "```"],
                ["## Checks", ""] + some(rng, [lambda: f"- `curl -s http://{ip(rng)}:{port(rng)}/healthz` returns `ok`", lambda: f"- replication lag under {latency(rng)}",
                                                lambda: f"- firewall allows {cidr(rng)} on {port(rng)}/tcp", lambda: f"- the job id (e.g. {phoneish(rng)}) shows up in the audit log",
                                                lambda: f"- disk usage below {pct(rng)}"], rng.randint(2, 4))]
    return secs


def body_support(rng, c):
    topic = pick(rng, ["late delivery refund", "damaged item", "address change after dispatch", "subscription pause"])
    secs = [[f"# Macro: {topic}"],
            ["Hi {{customer.first_name}},", "",
             f"thanks for reaching out about order {{{{order.id}}}} (it looks like `{digits(rng, 3, '1234')}-{digits(rng, 7)}-{digits(rng, 7)}`). "
             f"We've issued a refund of {money(rng)}; it shows up within {rng.randint(3, 10)} business days.", "",
             f"— The {c.company} support team"],
            ["## Internal notes", ""] + some(rng, [lambda: f"- Tag `refund-{rng.randint(10, 99)}`, Zendesk macro id {digits(rng, 12, '123456789')}",
                                                   lambda: f"- Escalate if the amount is over {money(rng)} or the {case_id(rng)} pattern repeats",
                                                   lambda: f"- Tracking format: 1Z {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 2)} {digits(rng, 4)} {digits(rng, 3)}",
                                                   lambda: f"- Products affected: {pick(rng, ['Route 66 Roasters subscription', 'Highway 1 speaker', 'Studio 54 Lane desk lamp'])} ({phoneish(rng)})",
                                                   lambda: f"- SLA: first reply within {rng.randint(1, 24)} h, resolution within {rng.randint(2, 10)} days; CSAT {pct(rng)}",
                                                   lambda: "- Use `{{customer.email}}` and `{{customer.phone}}` placeholders, never paste the real values"], rng.randint(3, 5))]
    return secs


GENRES = {"readme": body_readme, "changelog": body_changelog, "postmortem": body_postmortem, "meeting": body_meeting,
          "onboarding": body_onboarding, "apidoc": body_apidoc, "benchmark": body_benchmark, "analysis": body_analysis,
          "logistics": body_logistics, "vendor": body_vendor, "research": body_research, "recipe": body_recipe, "support": body_support}


# ----- where a personal item is planted: per genre (context, kinds, template) -----
# kinds: e = e-mail, p = phone, s = street address on one line, b = street address as a block.
# {X} is the item; a block is laid out line by line with whatever precedes {X} on its line as prefix.
# Other fields: {N} a person's name, {V} version, {T} ticket, {C} company, {O} order id, {F} flight, {L} a last name.

PLANTS = {
    "readme": [("labelled", "ep", "**Maintainer (out of hours):** {N}, {X}"),
               ("prose", "p", "If the nightly release job fails on a weekend, text {N} on {X}; they hold the signing key."),
               ("code", "e", "```bash\ngit commit --author=\"{N} <{X}>\" -m \"Release {V}\"\n```"),
               ("prose", "s", "Hardware donations for the CI lab can be shipped to {N}, {X}."),
               ("block", "b", "Signed CLA paper copies go to:\n\n{X}"),
               ("table", "ep", "| Role | Who | Contact |\n|---|---|---|\n| Release manager | {N} | {X} |"),
               ("link", "e", "Security contact: [{N}](mailto:{X})")],
    "changelog": [("trailer", "e", "- Fix rounding of VAT totals ({T})\n\n  Co-authored-by: {N} <{X}>"),
                  ("prose", "e", "Thanks to {N} ({X}) for the bug report that led to {T}."),
                  ("list", "p", "- Known issue: SMS codes were not delivered to numbers written like {X} (customer report, fixed in {V})"),
                  ("list", "s", "- Fix: shipping labels cut off long street lines such as \"{X}\" (customer report, {T})"),
                  ("code", "b", "- Fix: the address export dropped the second line of blocks like\n\n  ```\n  {X}\n  ```"),
                  ("labelled", "p", "Release manager on call this week: {N}, mobile {X}"),
                  ("list", "e", "- Add {N} ({X}) to CODEOWNERS for `billing/`")],
    "postmortem": [("labelled", "p", "Incident commander: {N} (reachable on {X} during the incident)"),
                   ("table", "ep", "| Time | Event |\n|---|---|\n| 14:05 | Escalated to {N} ({X}) |"),
                   ("quote", "e", "> From: {N} <{X}>\n> Subject: checkout failing for our store since 14:02"),
                   ("quote", "s", "> Customer wrote: \"my parcel never arrived, I'm at {X}\""),
                   ("quote", "b", "> Affected shipment, copied from the ticket:\n>\n> {X}"),
                   ("prose", "p", "The on-call engineer, {N}, was paged by SMS at {X} but the pager app was muted."),
                   ("list", "e", "- First customer report came from {X} at 14:07, forwarded by support")],
    "meeting": [("list", "p", "- {N} (external reviewer) asked to be called on {X} if anything changes before Friday"),
                ("labelled", "e", "Guest: {N}, {X}"),
                ("prose", "s", "Swag for remote folks: {N} asked us to ship theirs to {X}."),
                ("block", "b", "Send the signed contract to:\n\n{X}"),
                ("table", "ep", "| Follow-up | Owner | Contact |\n|---|---|---|\n| Speaker travel | {N} | {X} |"),
                ("list", "e", "- Action: forward the draft to {N} at {X}")],
    "onboarding": [("labelled", "p", "Your buddy this month: {N} – mobile {X} (WhatsApp works too)"),
                   ("code", "e", "```ini\n[user]\n    name = {N}\n    email = {X}\n```"),
                   ("prose", "s", "IT ships laptops by courier; {N}'s went to {X} and took 3 days."),
                   ("block", "b", "Return old hardware to our IT lead's home office:\n\n{X}"),
                   ("table", "ep", "| Topic | Person | Contact |\n|---|---|---|\n| Payroll | {N} | {X} |"),
                   ("prose", "e", "For visa letters write to {N} directly ({X}).")],
    "apidoc": [("code", "e", "```json\n{\"id\": \"cus_4f9a0c2e\", \"email\": \"{X}\", \"plan\": \"pro\"}\n```"),
               ("code", "p", "```bash\ncurl -X POST https://api.example.com/v2/sms -d to=\"{X}\" -d body=\"Your code is 482913\"\n```"),
               ("code", "s", "```json\n{\"shipping_address\": \"{X}\", \"carrier\": \"dhl\"}\n```"),
               ("code", "b", "```yaml\nship_to: |\n  {X}\n```"),
               ("prose", "e", "The sandbox still contains one real record ({X}); delete it before the demo."),
               ("labelled", "p", "Questions about this endpoint: {N}, {X}"),
               ("table", "e", "| Field | Example |\n|---|---|\n| email | `{X}` |")],
    "benchmark": [("prose", "ep", "Run by {N} ({X}) on the lab rack."),
                  ("prose", "p", "Ping {N} on {X} before rebooting the box; a full run takes 6 hours."),
                  ("list", "s", "- The second machine sits in {N}'s home office ({X}) on a residential 1 Gbit line"),
                  ("block", "b", "Loaner hardware goes back to:\n\n{X}"),
                  ("table", "e", "| Operator | Contact |\n|---|---|\n| {N} | {X} |"),
                  ("code", "e", "```\n# results uploaded by {X}\n```")],
    "analysis": [("prose", "e", "Questions about the query go to {N} ({X})."),
                 ("table", "eps", "| Order | Customer | Note |\n|---|---|---|\n| {O} | {X} | refunded 3× |"),
                 ("code", "e", "```sql\nSELECT * FROM orders WHERE email = '{X}';  -- the outlier\n```"),
                 ("code", "p", "```sql\nSELECT count(*) FROM calls WHERE caller = '{X}';\n```"),
                 ("list", "s", "- The largest single basket shipped to {X}"),
                 ("block", "b", "Top repeat returner's delivery address, from the export:\n\n{X}")],
    "logistics": [("labelled", "p", "Speaker contact: {N}, {X}"),
                  ("labelled", "e", "Keynote speaker: {N} <{X}>"),
                  ("list", "p", "- Airport pickup: the driver calls {N} on {X} at arrivals"),
                  ("list", "s", "- Pick up {N} from home at {X}, 07:15"),
                  ("block", "b", "Ship the banner and badges to the organiser's home:\n\n{X}"),
                  ("table", "ep", "| Speaker | Arrival | Contact |\n|---|---|---|\n| {N} | {F} | {X} |"),
                  ("prose", "e", "Hotel invoices for {N} go to {X}.")],
    "vendor": [("table", "ep", "| Vendor | Account manager | Direct line |\n|---|---|---|\n| {C} | {N} | {X} |"),
               ("labelled", "e", "Our account manager at {C}: {N} ({X})"),
               ("prose", "p", "{N}, their sales engineer, gave us a mobile number for escalations: {X}."),
               ("prose", "s", "The sample chair was delivered to {N}'s home: {X}."),
               ("block", "b", "Return the trial units to the reseller (a sole trader):\n\n{X}"),
               ("quote", "e", "> From: {N} <{X}>\n> Please find the revised quote attached.")],
    "research": [("labelled", "e", "Corresponding author: {N}, {X}"),
                 ("prose", "e", "{N} ({X}) shared the raw data on request."),
                 ("list", "p", "- Interview with {N} booked; call {X} at 10:00"),
                 ("prose", "s", "Printed vouchers were posted to participant P-17 at {X}."),
                 ("block", "b", "Reprint requests by post:\n\n{X}"),
                 ("quote", "p", "> Participant 14: \"you can reach me on {X} after six\"")],
    "recipe": [("prose", "p", "Recipe from my neighbour {N}; call {X} if the dough won't rise."),
               ("prose", "e", "Adapted from {N}'s family recipe; the scan came from {X}."),
               ("prose", "s", "The sourdough starter came from {N}, {X}; they give it away on Saturdays."),
               ("block", "b", "Order the spice mix by post from:\n\n{X}"),
               ("list", "e", "- Questions about this recipe: {X}"),
               ("labelled", "p", "Farm shop (Mr {L}, mobile): {X}")],
    "support": [("quote", "e", "> Customer: \"Please change my e-mail to {X}, the old one is closed.\""),
                ("quote", "p", "> \"Call me back on {X}, I'm home after 5.\""),
                ("quote", "s", "> \"Please send the replacement to {X} instead.\""),
                ("block", "b", "Example of a correct address block (real ticket, do not reuse):\n\n{X}"),
                ("code", "e", "```\nReply-To: {N} <{X}>\n```"),
                ("labelled", "p", "Escalation (team lead, personal mobile): {N} {X}"),
                ("table", "s", "| Ticket | Ship to | Status |\n|---|---|---|\n| {T} | {X} | resent |")],
}
FRONTMATTER_PLANTS = [("frontmatter", "e", "author: {N} <{X}>"), ("frontmatter", "e", "contact: {X}"),
                      ("frontmatter", "p", "owner_phone: \"{X}\""), ("frontmatter", "s", "ship_to: \"{X}\"")]

# negative slot fillers: near misses that hold no personal data
NEG_SLOTS = ["Example: `git commit --author=\"{DN} <{DE}>\"`",
             "```json\n{\"email\": \"{DE}\", \"name\": \"{DN}\", \"phone\": \"{{customer.phone}}\"}\n```",
             "Use a placeholder such as {DE} in screenshots, never a real address.",
             "Test accounts: {DE} and {DE2} (reset nightly).",
             "Contact: #{TEAM} on Slack; PagerDuty escalates after 15 min.",
             "Maintainers: the {TEAM} team (CODEOWNERS: `@{ORG}/{TEAM}`).",
             "Ask in the {CITY} office channel; the Paris meetup organisers have the details.",
             "Call the service desk through the phone app (extension shown on your badge), not a personal number.",
             "Mail for the team goes through the {CITY} office reception; no home deliveries.",
             "Reference: {PHONEISH}; not a phone number, it is the ticketing system id.",
             "Speaker bios and contact details live in the private CRM, not in this note."]


def fill(rng, template, c):
    repl = {"{N}": person(rng), "{V}": version(rng), "{T}": ticket(rng), "{C}": c.company,
            "{O}": f"{digits(rng, 3, '1234')}-{digits(rng, 7)}-{digits(rng, 7)}",
            "{F}": f"{pick(rng, ['LH', 'TP', 'KL', 'AF', 'BA'])} {rng.randint(100, 2999)}, {clock(rng)}", "{L}": pick(rng, LAST),
            "{DN}": pick(rng, DOC_NAMES), "{DE}": doc_email(rng), "{DE2}": doc_email(rng), "{TEAM}": c.team,
            "{ORG}": c.domain.split(".")[0], "{CITY}": c.city, "{PHONEISH}": phoneish(rng)}
    for k in sorted(repl):
        if k in template:
            template = template.replace(k, repl[k])
    return template


# ----- assembling notes -----

@dataclass
class Note:
    cls: str            # negative | positive | debatable
    genre: str
    context: str        # where the item sits (positives), which near miss (negatives), debatable
    kind: str = ""      # email | phone | street (positives); role-email, switchboard, ... (debatable)
    variant: str = ""
    text: str = ""
    span: tuple = None  # scored part of the planted item
    zone: tuple = None  # the whole planted item
    value: str = ""


def frontmatter(rng, genre, c, title):
    keys = [f"name: {re.sub(r'[^a-z0-9]+', '-', title.lstrip('# ').lower()).strip('-')[:48]}",
            f"description: {pick(rng, ['team reference', 'published for the community', 'shared with partners', 'public wiki copy'])}",
            f"type: {pick(rng, ['reference', 'project', 'runbook', 'notes'])}", f"tags: [{genre}, {c.team}]",
            f"updated: {date(rng, 0)}", f"source: {ticket(rng)}", f"version: {version(rng).lstrip('vbuild ')}", f"id: mem-{sha(rng, 8)}"]
    rng.shuffle(keys)
    lines = keys[:rng.randint(2, 5)]
    lines.insert(rng.randint(0, len(lines)), "sensitivity: public")
    return lines


def render(tpl, item):
    """the template with the item laid out; returns (text with the sentinel \\x00 where the item goes, item text, span, zone) relative to the item."""
    assert tpl.count("{X}") == 1, tpl
    i = tpl.index("{X}")
    prefix = tpl[tpl.rfind("\n", 0, i) + 1:i]
    text, s, e = item.text, item.start, item.end
    if item.block:
        k = text[:s].count("\n")
        text = text.replace("\n", "\n" + prefix)
        s, e = s + k * len(prefix), e + k * len(prefix)
    return tpl.replace("{X}", "\x00"), text, (s, e), (0, len(text))


MAX_LINES, MIN_LINES = 30, 8


def build_note(rng, genre, cls, kind=None):
    c = make_ctx(rng)
    secs = GENRES[genre](rng, c)
    fm = frontmatter(rng, genre, c, secs[0][0])
    note = Note(cls, genre, "none")
    slot, item, in_fm = None, None, False
    if cls == "positive":
        name = person(rng)
        letter = {"email": "e", "phone": "p", "street": "s"}[kind]
        if kind == "street" and rng.random() < 0.35:
            letter = "b"
        if letter != "b" and rng.random() < 0.07:
            ctx, _, tpl = pick(rng, [t for t in FRONTMATTER_PLANTS if letter in t[1]])
            in_fm = True
        else:
            ctx, _, tpl = pick(rng, [t for t in PLANTS[genre] if letter in t[1]])
        item = personal_item(rng, kind, name, letter == "b")
        slot = fill(rng, tpl.replace("{N}", name), c)
        note.context, note.kind, note.variant = ctx, kind, item.variant
    elif cls == "debatable":
        item, slot = debatable_item(rng)
        slot = fill(rng, slot, c)
        note.context, note.kind, note.variant = "debatable", item.variant, item.variant
    elif rng.random() < 0.7:
        k = rng.randrange(len(NEG_SLOTS))
        slot = fill(rng, NEG_SLOTS[k], c)
        note.context = "near-miss-docmail" if "{DE}" in NEG_SLOTS[k] else "near-miss-other"
    if item is not None:
        slot, itext, span, zone = render(slot, item)
    fixed = 0
    if slot is not None and in_fm:
        fm.insert(rng.randint(1, len(fm)), slot)
    elif slot is not None:
        fixed = rng.randint(1, len(secs))
        secs.insert(fixed, slot.split("\n"))

    def assemble():
        t = "---\n" + "\n".join(fm) + "\n---\n\n" + "\n\n".join("\n".join(s) for s in secs) + "\n"
        if item is None:
            return t, 0
        at = t.index("\x00")
        return t.replace("\x00", itext), at

    text, at = assemble()
    while text.count("\n") > MAX_LINES:
        drop = [j for j in range(1, len(secs)) if not (slot is not None and not in_fm and j == fixed)]
        if not drop:
            break
        j = pick(rng, drop)
        del secs[j]
        if j < fixed:
            fixed -= 1
        text, at = assemble()
    if item is not None:
        note.span, note.zone = (at + span[0], at + span[1]), (at + zone[0], at + zone[1])
        note.value = itext[span[0]:span[1]]
    note.text = text
    return note


GENRE_NAMES = list(GENRES)


def corpus(seed):
    rng = random.Random(f"bench_scan_privacy_notes:{seed}")
    g = len(GENRE_NAMES)
    notes = [build_note(rng, GENRE_NAMES[i % g], "negative") for i in range(N_NEG)]
    notes += [build_note(rng, GENRE_NAMES[(i // 3) % g], "positive", KINDS[i % 3]) for i in range(N_POS)]
    notes += [build_note(rng, GENRE_NAMES[(i * 5) % g], "debatable") for i in range(N_DEB)]
    return notes


# ----- self-checks (--dry) -----

OK_PHRASES = ["3 Street Food", "2 Way Radio", "Studio 54 Lane", "Route 66 Roasters", "Highway 1 speaker"]
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
DOC_HOSTS = ("example.com", "example.org", "example.net", ".test", ".invalid", ".example", "localhost")
SECOND_ITEM_RES = [
    ("spelled-out e-mail", re.compile(r"(?i)\w\s*(?:\[at\]|\(at\))\s*\w|\b\w+ at \w+ dot \w+\b")),
    ("labelled phone", re.compile(r"(?i)\b(?:tel|phone|mobile|cell|whatsapp|fax|call|text|ring|reach)\b[:.]?\s{1,3}(?:(?:on|at|me)\s+)?[+(]?\d")),
    ("street (en)", re.compile(r"\b\d{1,5}[a-z]?,?\s+(?:[A-Z][\w'-]*\.?\s+){0,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Close|Crescent|Gardens|Grove|Terrace|Mews|Parade)\b")),
    ("street (de/nl/se)", re.compile(r"\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|str\.|weg|allee|gasse|laan|gracht|gatan|vägen)\s+\d")),
    ("street (romance/pl)", re.compile(r"\b\d{1,4}(?: bis| ter)?,? (?:rue|avenue|boulevard|impasse|allée|chemin)\b|\b(?:Via|Viale|Corso|Calle|Rua|ul\.)\s+[\w ]{2,30}?,?\s\d")),
    ("street (unit / jp)", re.compile(r"\b(?:Flat|Apt|Unit|Suite)\s+\d+|\d丁目")),
]


def masked(n):
    t = n.text if n.zone is None else n.text[:n.zone[0]] + "\x02" + n.text[n.zone[1]:]
    for p in OK_PHRASES:
        t = t.replace(p, "\x03")
    return t


def stray_items(n):
    """personal-looking things outside the planted zone (by this probe's own simple patterns)."""
    t, found = masked(n), []
    for m in EMAIL_RE.finditer(t):
        host, local = m.group().rsplit("@", 1)[1].lower(), m.group().split("@")[0]
        if host.endswith(DOC_HOSTS) or re.fullmatch(r"\d[\w.-]*", host) or (local == "git" and host in ("github.com", "gitlab.com")):
            continue
        found.append(("e-mail", m.group()))
    for what, rx in SECOND_ITEM_RES:
        found += [(what, m.group()) for m in rx.finditer(t)]
    for m in re.finditer(r"\+[\d\s().-]{7,}\d", t):
        if sum(ch.isdigit() for ch in m.group()) >= 8:
            found.append(("intl phone", m.group()))
    for _, a in INSTITUTIONS:
        if a in t:
            found.append(("institution", a))
    found += [("office", a) for a in OFFICES if a in t]
    return found


def self_check(seeds):
    problems = []
    for g in GENRE_NAMES:
        for letter in "epsb":
            if not any(letter in k for _, k, _ in PLANTS[g]):
                problems.append(f"genre {g}: no template for kind {letter}")
    for tpl in [t for ts in PLANTS.values() for _, _, t in ts] + [t for _, _, t in FRONTMATTER_PLANTS]:
        if tpl.count("{X}") != 1:
            problems.append(f"template without exactly one {{X}}: {tpl!r}")
    for seed in seeds:
        a, b = corpus(seed), corpus(seed)
        if [(n.text, n.span, n.zone) for n in a] != [(n.text, n.span, n.zone) for n in b]:
            problems.append(f"seed {seed}: corpus not deterministic")
        for i, n in enumerate(a):
            where = f"seed {seed} note {i} ({n.cls}/{n.genre}/{n.context})"
            lines = n.text.count("\n")
            if not MIN_LINES <= lines <= MAX_LINES:
                problems.append(f"{where}: {lines} lines")
            if "sensitivity: public" not in n.text.split("\n---\n")[0] or "\x00" in n.text or "{X}" in n.text:
                problems.append(f"{where}: frontmatter or placeholder problem")
            if n.cls == "negative" and n.span is not None:
                problems.append(f"{where}: negative with a span")
            if n.cls != "negative":
                s, e = n.span
                if not (0 <= n.zone[0] <= s < e <= n.zone[1] <= len(n.text)):
                    problems.append(f"{where}: span {n.span} outside zone {n.zone} / text")
                if n.text[s:e] != n.value or not n.value.strip() or n.value != n.value.strip():
                    problems.append(f"{where}: span text {n.text[s:e]!r} != item {n.value!r}")
            extra = stray_items(n)
            if extra:
                problems.append(f"{where}: second personal-looking item outside the zone: {extra}")
    return problems


def marked(n):
    if n.span is None:
        return n.text
    s, e = n.span
    return n.text[:s] + "⟦" + n.text[s:e] + "⟧" + n.text[e:]


# ----- scoring and report -----

RULE_OF = {"email": "PII-EMAIL", "phone": "PII-PHONE", "street": "PII-STREET-ADDRESS"}


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def covers(span, ivs):
    pos = span[0]
    for s, e in sorted((s, e) for s, e in ivs if e > span[0] and s < span[1]):
        if s > pos:
            return False
        pos = max(pos, e)
    return pos >= span[1]


def scan_notes(notes, find):
    out, t0 = [], time.perf_counter()
    for n in notes:
        ms = [(int(m.start), int(m.end), str(m.rule)) for m in find(n.text)]
        core = [m for m in ms if m[2] in CORE_RULES]
        r = {"note": n, "core": core, "other": [m for m in ms if m[2] not in CORE_RULES]}
        if n.cls == "positive":
            on = [m for m in core if overlaps(m[:2], n.span)]
            r.update(hit=bool(on), complete=covers(n.span, [m[:2] for m in core]), right_rule=any(m[2] == RULE_OF[n.kind] for m in on),
                     stray=[m for m in core if not overlaps(m[:2], n.zone)])
        else:
            r.update(firing=bool(core), other_firing=bool(r["other"]))
        out.append(r)
    return out, time.perf_counter() - t0


def rate(k, n):
    return round(k / n, 4) if n else None


def pos_stats(rs):
    n = len(rs)
    return {"n": n, "hit": rate(sum(r["hit"] for r in rs), n), "complete": rate(sum(r["complete"] for r in rs), n),
            "right_rule": rate(sum(r["right_rule"] for r in rs), n), "stray": rate(sum(bool(r["stray"]) for r in rs), n)}


def neg_stats(rs):
    n = len(rs)
    return {"n": n, "firing": rate(sum(r["firing"] for r in rs), n), "other_pii_firing": rate(sum(r["other_firing"] for r in rs), n)}


def group(rs, key):
    g = {}
    for r in rs:
        g.setdefault(key(r["note"]), []).append(r)
    return g


def summarize(results):
    pos = [r for r in results if r["note"].cls == "positive"]
    neg = [r for r in results if r["note"].cls == "negative"]
    deb = [r for r in results if r["note"].cls == "debatable"]
    rules, other_rules, shapes = {}, {}, {}
    for r in neg:
        for s, e, rule in r["core"]:
            rules[rule] = rules.get(rule, 0) + 1
            shape = re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", r["note"].text[s:e])))[:60]
            shapes[shape] = shapes.get(shape, 0) + 1
        for s, e, rule in r["other"]:
            other_rules[rule] = other_rules.get(rule, 0) + 1
    top = sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0]))[:25]
    return {
        "positive": dict(pos_stats(pos), **{f"by_{k}": {name: pos_stats(v) for name, v in sorted(group(pos, f).items())}
                                            for k, f in (("kind", lambda n: n.kind), ("variant", lambda n: n.variant),
                                                         ("genre", lambda n: n.genre), ("context", lambda n: n.context))}),
        "negative": dict(neg_stats(neg), by_genre={k: neg_stats(v) for k, v in sorted(group(neg, lambda n: n.genre).items())},
                         by_context={k: neg_stats(v) for k, v in sorted(group(neg, lambda n: n.context).items())},
                         matches_by_rule=dict(sorted(rules.items())), other_matches_by_rule=dict(sorted(other_rules.items())),
                         top_match_shapes=[{"shape": s, "count": c} for s, c in top]),
        "debatable": dict(neg_stats(deb), by_variant={k: neg_stats(v) for k, v in sorted(group(deb, lambda n: n.variant).items())}),
    }


def pc(x):
    return "   -  " if x is None else f"{100 * x:5.1f}%"


def print_pos_table(title, groups):
    print(f"\n{title} (worst first)\n  {'':34} {'n':>5} {'hit':>7} {'complete':>8} {'rule ok':>7} {'stray':>6}")
    for name, s in sorted(groups.items(), key=lambda kv: (kv[1]["hit"], kv[1]["complete"], kv[0])):
        print(f"  {name:34} {s['n']:5d} {pc(s['hit']):>7} {pc(s['complete']):>8} {pc(s['right_rule']):>7} {pc(s['stray']):>6}")


def print_neg_table(title, groups):
    print(f"\n{title} (worst first)\n  {'':34} {'n':>5} {'firing':>7} {'other PII-*':>11}")
    for name, s in sorted(groups.items(), key=lambda kv: (-kv[1]["firing"], kv[0])):
        print(f"  {name:34} {s['n']:5d} {pc(s['firing']):>7} {pc(s['other_pii_firing']):>11}")


def show(r, why):
    n = r["note"]
    print(f"\n----- {why} | {n.cls} | genre {n.genre} | context {n.context} | {n.variant or '-'}")
    for s, e, rule in r["core"] + r["other"]:
        print(f"  match {rule} [{s}:{e}] {n.text[s:e]!r}")
    print(marked(n))


def report(per_seed, results, elapsed, verbose):
    if verbose:
        for r in results:
            n = r["note"]
            if n.cls == "positive":
                why = [w for w, bad in (("MISS", not r["hit"]), ("PARTIAL", r["hit"] and not r["complete"]), ("STRAY", bool(r["stray"]))) if bad]
                if why:
                    show(r, "+".join(why))
            elif n.cls == "negative" and r["firing"]:
                show(r, "FIRING NEGATIVE")
    s = summarize(results)
    p, ng, d = s["positive"], s["negative"], s["debatable"]
    print_pos_table("Positives per kind", p["by_kind"])
    print_pos_table("Positives per layout variant", p["by_variant"])
    print_pos_table("Positives per note genre", p["by_genre"])
    print_pos_table("Positives per context", p["by_context"])
    print_neg_table("Negatives per note genre", ng["by_genre"])
    print_neg_table("Negatives per near miss", ng["by_context"])
    print_neg_table("Debatable per kind (not scored)", d["by_variant"])
    print(f"\nNegative matches by rule: {ng['matches_by_rule']}; other PII-* rules on negatives: {ng['other_matches_by_rule']}")
    if ng["top_match_shapes"]:
        print("Most frequent shapes matched in negatives (9 = digit, A/a = letter):")
        for t in ng["top_match_shapes"]:
            print(f"  {t['count']:4d}  {t['shape']!r}")
    print()
    for seed, ps in per_seed.items():
        print(f"seed {seed}: positives hit {pc(ps['positive']['hit'])} complete {pc(ps['positive']['complete'])} stray {pc(ps['positive']['stray'])} | "
              f"negatives firing {pc(ps['negative']['firing'])} (other PII-* {pc(ps['negative']['other_pii_firing'])}) | debatable firing {pc(ps['debatable']['firing'])}")
    print(f"ALL:    positives hit {pc(p['hit'])} complete {pc(p['complete'])} right rule {pc(p['right_rule'])} stray {pc(p['stray'])} (n={p['n']}) | "
          f"negatives firing {pc(ng['firing'])} (n={ng['n']}) | debatable firing {pc(d['firing'])} (n={d['n']}) | "
          f"{1000 * elapsed / max(1, len(results)):.2f} ms/note")
    return s


# ----- command line -----


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1", help="comma-separated seeds (default 1)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list misses, partials, strays, firing negatives")
    ap.add_argument("--json", metavar="PATH", help="write all numbers as JSON")
    ap.add_argument("--dry", action="store_true", help="print samples and run self-checks; do not import memstone")
    ap.add_argument("--samples", type=int, default=6, help="notes printed by --dry (default 6)")
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seed.split(",") if s.strip()]
    if args.dry:
        notes = corpus(seeds[0])
        rng = random.Random(f"samples:{seeds[0]}")
        for cls in ("positive", "negative", "debatable"):
            group = [n for n in notes if n.cls == cls]
            for n in [pick(rng, group) for _ in range(max(1, args.samples // 3))]:
                print(f"===== {cls} | genre {n.genre} | context {n.context} | {n.variant or '-'}")
                print(marked(n))
        for seed in seeds:
            notes = corpus(seed)
            count = {c: sum(n.cls == c for n in notes) for c in ("negative", "positive", "debatable")}
            kinds = {k: sum(n.kind == k for n in notes if n.cls == "positive") for k in KINDS}
            print(f"seed {seed}: {count}; positives per kind {kinds}; genres {len(GENRE_NAMES)}; "
                  f"variants {len({n.variant for n in notes if n.cls == 'positive'})}; sha256 of texts "
                  f"{hashlib.sha256(chr(1).join(n.text for n in notes).encode()).hexdigest()[:16]}")
        problems = self_check(seeds)
        for p in problems[:60]:
            print("PROBLEM:", p)
        print(f"self-check: {len(problems)} problem(s)")
        return 1 if problems else 0
    try:
        from memstone.scan import find_personal_data
    except ImportError as exc:
        print(f"cannot import memstone.scan ({exc}); run with PYTHONPATH=src", file=sys.stderr)
        return 2
    per_seed, results, elapsed = {}, [], 0.0
    for seed in seeds:
        rs, dt = scan_notes(corpus(seed), find_personal_data)
        per_seed[seed] = summarize(rs)
        results += rs
        elapsed += dt
    overall = report(per_seed, results, elapsed, args.verbose)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"probe": "bench_scan_privacy_notes", "seeds": seeds, "core_rules": list(CORE_RULES),
                       "notes_per_seed": {"negative": N_NEG, "positive": N_POS, "debatable": N_DEB},
                       "seconds": round(elapsed, 3), "overall": overall, "per_seed": {str(k): v for k, v in per_seed.items()}},
                      fh, indent=1, ensure_ascii=False)
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
