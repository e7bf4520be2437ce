# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Privacy probe: how well memstone's personal-data rules find contact data in public memories.

``memstone scan`` reports personal data (e-mail addresses, phone numbers, street-address-like
strings) as warnings in memories marked ``sensitivity: public``. This probe measures those rules
with ``memstone.scan.find_personal_data`` on short, realistic Markdown memory notes: what an agent
or developer writes in a project or team memory (vendor contacts, shipping notes, tables of people,
signatures, meeting notes, YAML frontmatter fields, JSON snippets, quoted e-mail headers, chat
excerpts, fenced blocks). Public IP addresses and cloud identifiers are out of scope.

Run: ``PYTHONPATH=src python benchmarks/bench_scan_privacy.py --seed 1,2,3 [-v] [--json PATH]``
(``-v`` lists every miss, partial match, stray match and firing negative with the note text, which
holds no real person's data; ``--json PATH`` writes all numbers). ``--dry [--seed 1]`` prints
samples and runs self-checks without importing memstone: every positive's span lies inside its
text, equals the planted item and that item occurs once; notes are deterministic per seed; no
negative holds an ``x@domain`` address unless the domain is a documentation one or it is one of the
listed bot / git-remote forms; no positive holds an address outside its planted span.

Provenance. Written by a separate pass that read no scanner code, no scanner rules and no scanner
tests (memstone's or any other tool's), and no other benchmark's data; frozen (its sha256 reported)
before its first run against the scanner. The formats are written from general knowledge of how
people write contact data in many countries. Every value is drawn from a seeded generator
(``random.Random(seed)``) at run time: names, streets, domains and digits are made up; phone numbers
prefer fiction-reserved ranges where they exist (US 555-01xx, UK 07700 900xxx, 020 7946 0xxx,
0161 496 0xxx) but ordinary-looking random numbers are planted too.

Per seed 600 POSITIVE notes, each holding exactly ONE planted personal item whose exact
character span is recorded (people's names appear as context and are not scored), 600 NEGATIVE
notes with no personal data at all but built to trip a naive detector, and 60 DEBATABLE notes.

positive kinds:
  email             plain, plus-tags, dots, subdomains, upper case, country TLDs, ``Name <a@b>``,
                    ``mailto:`` links, Markdown links (the span is the bare address)
  email-obfuscated  ``jane.doe [at] acme [dot] com``, ``jane (at) acme.com``, ``jane at acme dot com``
                    (the span is the whole obfuscated string)
  phone             US/CA, UK, DE, FR, NL, ES, IT, IN, JP, AU, BR, CN formats, with and without
                    labels, extensions (part of the span) and ``tel:`` links (span = the number)
  address           US, UK, DE, FR, ES, IT, NL, JP (romanised), CA, AU street addresses, single-line
                    (span = the whole line, street to postcode/city) or a 2-4 line block (span = the
                    STREET LINE only, e.g. ``221B Baker Street``; the city/postcode line follows)
contexts: prose, bullet, table, yaml (frontmatter field), json, signature, from-header (e-mail only),
quoted, chat, fenced, meeting.

Scoring per note against ``find_personal_data(text)``:
  hit       some match overlaps the planted span
  complete  the union of the matches covers every character of the planted span
  rule_ok   (reported only) an overlapping match's rule id fits the kind (EMAIL / PHONE / ADDRESS)
  stray     a positive note with a match not overlapping the planted span (reported)
  firing    a negative note with any match anywhere
Report: hit/complete per kind, per country/format and per context (worst first); negative firing
overall and per negative kind (worst first); DEBATABLE firing per kind (role/company addresses,
landmark addresses, company switchboard / toll-free numbers, emergency numbers, an author's own
e-mail or address in a public README / Impressum, fediverse handles ``@name@server``) is reported
but not scored.

negative kinds: version strings (3- and 4-part, EC numbers), OIDs, semver ranges, dates, timestamps
(ISO with offsets, Unix), durations, money and quantities, bibliographic ids (ISBN, ISSN, DOI, arXiv,
ORCID, PMID), ticket / invoice / order numbers, commit SHAs and digests, UUIDs, ports and private
CIDRs, GPS coordinates, phone-shaped part / serial / build numbers (deliberately hard: 3-3-4 digit
groups), page ranges, scores and signed statistics, colours and arithmetic, ``@`` in code (decorators,
matrix ``@``), package pins and npm scopes, social handles, git remotes and ``user@host`` ssh targets,
documentation / placeholder addresses (example.com/.org/.net, .test, .invalid, localhost), bot
addresses (noreply@github.com, ``N+name@users.noreply.github.com``), address-shaped phrases
("Step 3 Main menu") and address words in code (``street_address: str``).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import defaultdict

# --------------------------------------------------------------------------- notes


class Note:
    """One generated memory note. group: pos / neg / deb."""

    __slots__ = ("group", "kind", "fmt", "country", "context", "text", "start", "end", "item")

    def __init__(self, group, kind, fmt, text, context="", country="", start=-1, end=-1, item=""):
        self.group, self.kind, self.fmt, self.country = group, kind, fmt, country
        self.context, self.text, self.start, self.end, self.item = context, text, start, end, item

    def key(self):
        return (self.group, self.kind, self.fmt, self.country, self.context, self.text, self.start, self.end)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def digits(rng, n, first="0123456789"):
    return pick(rng, first) + "".join(str(rng.randrange(10)) for _ in range(n - 1))


# --------------------------------------------------------------------------- pools

FIRST = ["Jane", "Amelia", "Tobias", "Priya", "Kenji", "Lucia", "Mehmet", "Sofia", "Olumide", "Ingrid",
         "Mateo", "Chloe", "Rahul", "Yuki", "Hannah", "Dmitri", "Aisha", "Lars", "Beatriz", "Noah",
         "Camille", "Giulia", "Wei", "Fatima", "Sean", "Marta", "Jonas", "Ananya", "Thabo", "Elif"]
LAST = ["Doe", "Whitfield", "Brandt", "Raman", "Takeda", "Moreno", "Yilmaz", "Costa", "Adeyemi",
        "Lindqvist", "Herrera", "Dubois", "Iyer", "Nakamura", "Becker", "Volkov", "Rahman", "Eriksen",
        "Ferreira", "Kowalski", "Lefebvre", "Ricci", "Zhang", "Haddad", "O'Brien", "Nowak", "Schmitt",
        "Kapoor", "Mokoena", "Aydin", "van Dijk", "Okafor", "Silva", "Novak", "McAllister"]
ROLES = ["DPO", "Account manager", "Procurement lead", "Office manager", "Contractor", "Landlord",
         "Legal counsel", "Recruiter", "Translator", "Beta tester", "Venue coordinator", "Accountant"]
COMPANIES = ["Kestrel Labs", "Northwind Traders", "Brightpath Analytics", "Fjordline Consulting",
             "Bluefin Logistics", "Quillmark Legal", "Alder & Finch", "Tidewater Print", "Lumen Foundry"]
FREEMAIL = ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "proton.me", "protonmail.com",
            "fastmail.com", "icloud.com", "gmx.de", "web.de", "orange.fr", "libero.it", "yahoo.co.jp",
            "qq.com", "163.com", "mail.ru", "zoho.com", "hey.com", "posteo.de", "aol.com"]
COMPANY_DOMAINS = ["kestrel-labs.com", "northwindtraders.net", "brightpath-analytics.com",
                   "fjordline-consulting.no", "bluefinlogistics.de", "quillmark-legal.fr", "alderfinch.nl",
                   "tidewaterprint.com", "lumenfoundry.io", "harbourlight.co.uk", "sandgrove.com.au",
                   "pinecrest-solar.ca", "vantaggio.it", "olivar-studio.es", "hanamichi-soft.jp",
                   "zentrik.dev", "mapleworks.org", "corvidsecurity.ch", "amberleaf.in", "caju-digital.com.br"]
HEADINGS = ["Vendor contacts", "Onboarding", "Hardware returns", "Translation agency", "Offsite planning",
            "Customer escalation", "Contractors", "Legal / DPA", "Office move", "Beta programme",
            "Payroll provider", "Conference travel", "Print shop", "Support follow-up"]
FACTS = ["Contract renewal: Q3", "Preferred language: German", "NDA signed: yes", "Timezone: CET",
         "Invoice terms: 30 days", "Prefers async updates", "Out of office until the 14th",
         "Status: waiting on their reply", "Owner on our side: platform team", "Budget approved"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SUBJECTS = ["DPA countersignature", "Replacement unit", "Workshop venue", "Invoice #3 correction",
            "Onboarding kit", "Beta feedback", "Quote for the print run", "Access to the shared drive"]


def person(rng):
    return pick(rng, FIRST) + " " + pick(rng, LAST)


def a_date(rng):
    return "2024-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))


def hhmm(rng):
    return "%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60))


# --------------------------------------------------------------------------- contexts
# A context wraps one rendered item. It gets (rng, kind, item, label, pre, post) where item is the
# text that holds the planted span at [pre, len(item) - post) and returns (text, start, end).

PROSE = {
    "email": ["Vendor contact for the DPA is {x}; she signs for their legal team.",
              "Send the signed NDA back to {x} before Friday.",
              "The new account manager at the agency is reachable at {x}.",
              "Invoices for the translation work go to {x}, not to the shared inbox.",
              "User reported the export bug from {x} and asked to be kept in the loop.",
              "Beta tester sign-up came in from {x} yesterday.",
              "Recruiter said to forward the shortlist to {x}."],
    "phone": ["Courier needs a phone number for the delivery: {x}.",
              "If the on-call rotation breaks again, the contractor said to call {x}.",
              "Landlord's number for the office keys: {x}.",
              "Her mobile is {x} (prefers text over calls).",
              "The hotel for the offsite confirmed the booking by phone, {x}.",
              "Reach the translator on {x} if the files are late."],
    "address": ["Ship the replacement laptop to {x}.",
                "The venue for the March workshop is {x}.",
                "Return the demo unit to {x} once the trial ends.",
                "Contractor invoices must show her billing address: {x}.",
                "New hire starts Monday; send the welcome kit to {x}.",
                "He moved, so the new mailing address is {x}."],
}
PROSE["email-obfuscated"] = PROSE["email"]

LABELS = {
    "email": ["Email", "E-mail", "Contact", "Mail", "Billing contact", "Reply-to"],
    "phone": ["Phone", "Tel", "Mobile", "Cell", "Phone (mobile)", "On-call"],
    "address": ["Address", "Ship to", "Delivery address", "Billing address", "Office", "Home address"],
}
LABELS["email-obfuscated"] = LABELS["email"]
FIELDS = {
    "email": ["owner_email", "contact_email", "reply_to", "maintainer_email", "email"],
    "phone": ["contact_phone", "owner_phone", "mobile", "on_call_phone", "phone"],
    "address": ["shipping_address", "office_address", "billing_address", "mailing_address", "address"],
}
FIELDS["email-obfuscated"] = FIELDS["email"]
COLUMN = {"email": "Email", "email-obfuscated": "Email", "phone": "Phone", "address": "Address"}


def ctx_prose(rng, kind, item, label, pre, post):
    head = "## " + pick(rng, HEADINGS) + "\n\n"
    tpl = pick(rng, PROSE[kind])
    before, after = tpl.split("{x}")
    text = head + before + item + after + "\n"
    s = len(head) + len(before) + pre
    return text, s, len(head) + len(before) + len(item) - post


def ctx_bullet(rng, kind, item, label, pre, post):
    head = "## " + pick(rng, HEADINGS) + "\n\n- " + person(rng) + " (" + pick(rng, ROLES).lower() + ")\n"
    lab = label if label is not None else pick(rng, LABELS[kind]) + ":"
    line = "- " + (lab + " " if lab else "")
    tail = "\n- " + pick(rng, FACTS) + "\n"
    return head + line + item + tail, len(head) + len(line) + pre, len(head) + len(line) + len(item) - post


def ctx_table(rng, kind, item, label, pre, post):
    head = ("## " + pick(rng, HEADINGS) + "\n\n| Name | Role | " + COLUMN[kind] + " |\n|---|---|---|\n| "
            + person(rng) + " | " + pick(rng, ROLES) + " | ")
    tail = " |\n| " + person(rng) + " | " + pick(rng, ROLES) + " | " + pick(rng, ["n/a", "-", "ask Jonas", "tbd"]) + " |\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_yaml(rng, kind, item, label, pre, post):
    q = rng.random() < 0.35 and '"' not in item
    head = ("---\ntitle: " + pick(rng, HEADINGS) + "\nsensitivity: public\ntags: [contacts, "
            + pick(rng, ["vendors", "ops", "hr", "events"]) + "]\n" + pick(rng, FIELDS[kind]) + ": " + ('"' if q else ""))
    tail = ('"' if q else "") + "\nupdated: " + a_date(rng) + "\n---\n\n" + pick(rng, FACTS) + ".\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_json(rng, kind, item, label, pre, post):
    head = ("Contact record from the CRM export:\n\n```json\n{\n  \"name\": \"" + person(rng) + "\",\n  \"role\": \""
            + pick(rng, ROLES) + "\",\n  \"" + pick(rng, FIELDS[kind]) + "\": \"")
    tail = "\",\n  \"active\": true\n}\n```\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_signature(rng, kind, item, label, pre, post):
    head = (pick(rng, ["Thanks for the quick turnaround!", "Best regards,", "Cheers,", "Kind regards"])
            + "\n\n--\n" + person(rng) + "\n" + pick(rng, ROLES) + ", " + pick(rng, COMPANIES) + "\n")
    lab = label if label is not None else pick(rng, ["", "", LABELS[kind][0] + ": "])
    lab = lab + " " if lab and not lab.endswith(" ") else lab
    return head + lab + item + "\n", len(head) + len(lab) + pre, len(head) + len(lab) + len(item) - post


def ctx_from(rng, kind, item, label, pre, post):
    name = person(rng)
    if rng.random() < 0.5:
        head = "Quoted from the thread:\n\n> From: " + name + " <"
        tail = (">\n> Sent: " + pick(rng, DAYS) + ", " + str(rng.randrange(1, 29)) + " " + pick(rng, MONTHS)
                + " 2024 " + hhmm(rng) + "\n> Subject: Re: " + pick(rng, SUBJECTS) + "\n>\n> Looks good, go ahead.\n")
    else:
        head = ("> On " + pick(rng, DAYS)[:3] + ", " + str(rng.randrange(1, 29)) + " " + pick(rng, MONTHS)
                + " 2024 at " + hhmm(rng) + ", " + name + " <")
        tail = "> wrote:\n> > " + pick(rng, SUBJECTS) + " is sorted on our side.\n\nNoted in the vendor file.\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_quoted(rng, kind, item, label, pre, post):
    tpl = pick(rng, PROSE[kind])
    before, after = tpl.split("{x}")
    head = "> " + person(rng) + " wrote:\n> " + before
    tail = after + "\n\nCopied here so the team has it.\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_chat(rng, kind, item, label, pre, post):
    who, other = pick(rng, FIRST).lower(), pick(rng, FIRST).lower()
    say = {"email": ["sure, mail me at ", "cc ", "my work address is "],
           "email-obfuscated": ["sure, mail me at ", "write to ", "it's "],
           "phone": ["call me at ", "my cell: ", "ring ", "whatsapp me on "],
           "address": ["ship it to ", "the pickup is at ", "I'm at "]}[kind]
    head = "[" + hhmm(rng) + "] " + other + ": where should we send it?\n[" + hhmm(rng) + "] " + who + ": " + pick(rng, say)
    tail = pick(rng, ["", " thx", " :)", " (until Friday)"]) + "\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_fenced(rng, kind, item, label, pre, post):
    var = {"email": ["ALERT_CONTACT=", "NOTIFY_EMAIL=", "GIT_AUTHOR_EMAIL="],
           "email-obfuscated": ["contact = "], "phone": ["ONCALL_PHONE=", "SMS_TO="],
           "address": ["RETURN_ADDRESS="]}[kind]
    head = "Local overrides (not committed):\n\n```sh\nexport " + pick(rng, var)
    if kind == "address" or " " in item or rng.random() < 0.5:
        head = head.replace("export ", "") + '"'
        tail = '"\n```\n'
    else:
        tail = "\n```\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


def ctx_meeting(rng, kind, item, label, pre, post):
    a, b = pick(rng, FIRST), pick(rng, FIRST)
    verb = {"email": "send the contract to ", "email-obfuscated": "send the contract to ",
            "phone": "call the venue back on ", "address": "post the signed copy to "}[kind]
    head = "## Sync " + a_date(rng) + "\n\nAttendees: " + a + ", " + b + "\n\n- " + a + " will " + verb
    tail = "\n- Next sync in two weeks\n"
    return head + item + tail, len(head) + pre, len(head) + len(item) - post


CONTEXTS = {"prose": ctx_prose, "bullet": ctx_bullet, "table": ctx_table, "yaml": ctx_yaml, "json": ctx_json,
            "signature": ctx_signature, "from-header": ctx_from, "quoted": ctx_quoted, "chat": ctx_chat,
            "fenced": ctx_fenced, "meeting": ctx_meeting}
PLAIN_CTX = ["prose", "bullet", "table", "yaml", "json", "signature", "quoted", "chat", "fenced", "meeting"]
DECORATED_CTX = ["prose", "bullet", "table", "signature", "chat", "meeting"]


# --------------------------------------------------------------------------- registries
# EMAIL_FORMATS / OBF_FORMATS / PHONE_FORMATS: (country, fmt, fn(rng) -> (rendered, pre, post, decorated))
# ADDRESS_FORMATS: (country, fmt, fn(rng) -> list of lines; line 0 is the street line)
# NEG_KINDS / DEB_KINDS: (kind, fn(rng) -> (fmt, text))

EMAIL_FORMATS, OBF_FORMATS, PHONE_FORMATS, ADDRESS_FORMATS, NEG_KINDS, DEB_KINDS = [], [], [], [], [], []
PHONE_LABELS = {}
BLOCK_CTX = {}

# ====== generator sections follow (inserted above the build section) ======
# --------------------------------------------------------------------------- e-mail

def ascii_name(s):
    return re.sub(r"[^a-z]", "", s.lower())


def local_part(rng, style=None):
    f, l = ascii_name(pick(rng, FIRST)), ascii_name(pick(rng, LAST))
    style = style or pick(rng, ["f.l", "fl", "f_l", "f-l", "fL", "f9", "l.f", "f"])
    return {"f.l": f + "." + l, "fl": f[0] + l, "f_l": f + "_" + l, "f-l": f + "-" + l,
            "fL": f + l, "f9": f + digits(rng, rng.choice([2, 4]), "1234567890"),
            "l.f": l + "." + f, "f": f}[style]


def a_domain(rng):
    return pick(rng, FREEMAIL) if rng.random() < 0.5 else pick(rng, COMPANY_DOMAINS)


def company_base(rng):
    return pick(rng, COMPANY_DOMAINS).split(".")[0]


def display_name(addr):
    return " ".join(w.capitalize() for w in re.split(r"[._-]", addr.split("@")[0].rstrip("0123456789")) if w)


def e_plain(rng):
    return plain(local_part(rng) + "@" + a_domain(rng))


def e_plus(rng):
    tag = pick(rng, ["billing", "github", "news", "dpa", "test", "work", "2024", "receipts"])
    return plain(local_part(rng, pick(rng, ["f.l", "f", "fl"])) + "+" + tag + "@" + a_domain(rng))


def e_dots(rng):
    f, l = ascii_name(pick(rng, FIRST)), ascii_name(pick(rng, LAST))
    return plain(pick(rng, [f[0] + "." + pick(rng, "abcdeghjkmrst") + "." + l, f + ".m." + l, f + "." + l + ".jr"]) + "@" + a_domain(rng))


def e_subdomain(rng):
    sub = pick(rng, ["mail.eu", "corp", "research", "students", "us.mail", "de", "lists", "staff.hq"])
    return plain(local_part(rng) + "@" + sub + "." + pick(rng, COMPANY_DOMAINS))


def e_upper(rng):
    addr = local_part(rng, "f.l") + "@" + a_domain(rng)
    if rng.random() < 0.5:
        loc, dom = addr.split("@")
        return plain(".".join(w.capitalize() for w in loc.split(".")) + "@" + dom.split(".")[0].capitalize() + "." + dom.split(".", 1)[1].upper())
    return plain(addr.upper())


def e_cctld(rng):
    tld = pick(rng, [".co.uk", ".com.au", ".io", ".dev", ".de", ".fr", ".nl", ".ch", ".co.jp", ".com.br",
                     ".co.nz", ".ai", ".app", ".es", ".it", ".se", ".studio", ".email", ".org.uk", ".at"])
    return plain(local_part(rng) + "@" + company_base(rng) + tld)


def e_digits_hyphen(rng):
    return plain(pick(rng, [local_part(rng, "f9"), local_part(rng, "f-l"), local_part(rng, "f_l")]) + "@" + a_domain(rng))


def e_angle(rng):
    addr = local_part(rng, pick(rng, ["f.l", "l.f", "fl"])) + "@" + a_domain(rng)
    name = display_name(addr) or "Jane Doe"
    before = pick(rng, [name + " <", name + " <", name + " (" + pick(rng, ROLES).lower() + ") <"])
    return before + addr + ">", len(before), 1, True


def e_mailto(rng):
    addr = local_part(rng) + "@" + a_domain(rng)
    tail = pick(rng, ["", "", "?subject=DPA%20signature", "?cc=legal"])
    return "mailto:" + addr + tail, len("mailto:"), len(tail), True


def e_mdlink(rng):
    addr = local_part(rng) + "@" + a_domain(rng)
    text = pick(rng, ["email " + pick(rng, FIRST), "write to her", "contact", pick(rng, FIRST) + " " + pick(rng, LAST)])
    before = "[" + text + "](mailto:"
    return before + addr + ")", len(before), 1, True


def e_autolink(rng):
    return "<" + local_part(rng) + "@" + a_domain(rng) + ">", 1, 1, True


EMAIL_FORMATS += [("*", "plain", e_plain), ("*", "plus-tag", e_plus), ("*", "dotted-initials", e_dots),
                  ("*", "subdomain", e_subdomain), ("*", "uppercase", e_upper), ("*", "country/new TLD", e_cctld),
                  ("*", "digits/hyphen/underscore", e_digits_hyphen), ("*", "Name <addr>", e_angle),
                  ("*", "mailto:", e_mailto), ("*", "markdown mailto link", e_mdlink), ("*", "<autolink>", e_autolink)]


def obf(fmt_fn):
    def fn(rng):
        f, l = ascii_name(pick(rng, FIRST)), ascii_name(pick(rng, LAST))
        user = pick(rng, [f, f + "." + l, f[0] + l])
        dom = a_domain(rng)
        name, tld = dom.split(".", 1)
        return plain(fmt_fn(rng, user, name, tld))
    return fn


OBF_FORMATS += [
    ("*", "[at] [dot]", obf(lambda r, u, n, t: u + " [at] " + n + " [dot] " + t.replace(".", " [dot] "))),
    ("*", "[at] domain", obf(lambda r, u, n, t: u + " [at] " + n + "." + t)),
    ("*", "(at) domain", obf(lambda r, u, n, t: u + " (at) " + n + "." + t)),
    ("*", "(at) (dot)", obf(lambda r, u, n, t: u + " (at) " + n + " (dot) " + t.replace(".", " (dot) "))),
    ("*", "at ... dot words", obf(lambda r, u, n, t: u.replace(".", " dot ") + " at " + n + " dot " + t.replace(".", " dot "))),
    ("*", "AT DOT caps", obf(lambda r, u, n, t: u + " AT " + n + " DOT " + t.replace(".", " DOT "))),
    ("*", "{at}{dot}", obf(lambda r, u, n, t: u + "{at}" + n + "{dot}" + t.replace(".", "{dot}"))),
    ("*", "_at_ _dot_", obf(lambda r, u, n, t: u + "_at_" + n + "_dot_" + t.replace(".", "_dot_"))),
    ("*", "spaced @", obf(lambda r, u, n, t: u + " @ " + n + " . " + t.replace(".", " . "))),
    ("*", "fullwidth ＠", obf(lambda r, u, n, t: u + "＠" + n + "." + t)),
    ("*", "(at) (punkt) de", obf(lambda r, u, n, t: u + " (at) " + n + " (punkt) " + t.replace(".", " (punkt) "))),
    ("*", "<at> <dot>", obf(lambda r, u, n, t: u + " <at> " + n + " <dot> " + t.replace(".", " <dot> "))),
]


# --------------------------------------------------------------------------- phone

PHONE_LABELS.update({
    "*": ["Phone:", "Tel:", "tel:", "Mobile:", "mobile", "Cell:", "T:", "M:", "Mob.", "call me at", "Ph:", "Tel.:"],
    "US": ["Phone:", "Cell:", "Office:", "Direct:"], "CA": ["Phone:", "Cell:", "Tél. :"],
    "UK": ["Tel:", "Mob:", "Mobile:", "Direct line:"], "DE": ["Tel.:", "Handy:", "Telefon:", "Mobil:", "Tel."],
    "FR": ["Tél. :", "téléphone :", "Portable :", "tél."], "ES": ["Tel.:", "móvil:", "Teléfono:", "Móvil"],
    "IT": ["Tel.", "Cellulare:", "cell."], "NL": ["Tel.:", "Mobiel:", "Telefoon:"], "JP": ["TEL:", "電話:", "携帯:"],
    "BR": ["Tel.:", "Celular:", "WhatsApp:"], "CN": ["电话:", "手机:", "Tel:"], "IN": ["Mob:", "Ph:", "Mobile No.:"],
    "AU": ["Mob:", "Ph:", "Mobile:"]})


def phone_label(rng, country):
    x = rng.random()
    if x < 0.12:
        return ""
    if x < 0.55 and country in PHONE_LABELS:
        return pick(rng, PHONE_LABELS[country])
    return pick(rng, PHONE_LABELS["*"])


US_AREAS = ["212", "303", "312", "415", "503", "617", "646", "702", "713", "206", "512", "305", "919", "404"]
CA_AREAS = ["604", "416", "514", "403", "613", "902"]


def nanp(rng, areas):
    area = pick(rng, areas)
    if rng.random() < 0.55:
        return area, "555", "01" + digits(rng, 2)
    return area, digits(rng, 3, "2346789"), digits(rng, 4)


def grp(rng, *sizes, first="0123456789"):
    out = [digits(rng, sizes[0], first)]
    return out + [digits(rng, n) for n in sizes[1:]]


def P(country, fmt, fn):
    PHONE_FORMATS.append((country, fmt, lambda rng: plain(fn(rng))))


P("US", "(415) 555-0132", lambda r: "(%s) %s-%s" % nanp(r, US_AREAS))
P("US", "415-555-0132", lambda r: "%s-%s-%s" % nanp(r, US_AREAS))
P("US", "415.555.0132", lambda r: "%s.%s.%s" % nanp(r, US_AREAS))
P("US", "+1 415 555 0132", lambda r: "+1 %s %s %s" % nanp(r, US_AREAS))
P("US", "+1-415-555-0132", lambda r: "+1-%s-%s-%s" % nanp(r, US_AREAS))
P("US", "+1 (415) 555-0132", lambda r: "+1 (%s) %s-%s" % nanp(r, US_AREAS))
P("US", "+14155550132", lambda r: "+1%s%s%s" % nanp(r, US_AREAS))
P("US", "1-800-555-0199", lambda r: "1-%s-%s-%s" % nanp(r, ["800", "888", "877", "866"]))
P("US", "(415) 555-0132 x123", lambda r: "(%s) %s-%s x" % nanp(r, US_AREAS) + digits(r, r.randrange(2, 5), "123456789"))
P("US", "415-555-0132 ext. 45", lambda r: "%s-%s-%s ext. " % nanp(r, US_AREAS) + digits(r, 2, "123456789"))
P("US", "4155550132 (bare)", lambda r: "%s%s%s" % nanp(r, US_AREAS))
P("CA", "+1 (604) 555-0147", lambda r: "+1 (%s) %s-%s" % nanp(r, CA_AREAS))
P("CA", "604-555-0147", lambda r: "%s-%s-%s" % nanp(r, CA_AREAS))
P("CA", "(514) 555-0178 poste 12", lambda r: "(%s) %s-%s poste " % nanp(r, CA_AREAS) + digits(r, 3, "123456789"))
P("UK", "+44 20 7946 0958", lambda r: "+44 20 7946 0" + digits(r, 3))
P("UK", "020 7946 0958", lambda r: "020 7946 0" + digits(r, 3))
P("UK", "07700 900123", lambda r: "07700 900" + digits(r, 3))
P("UK", "+44 7700 900123", lambda r: "+44 7700 900" + digits(r, 3))
P("UK", "+44 (0)20 7946 0958", lambda r: "+44 (0)20 7946 0" + digits(r, 3))
P("UK", "0161 496 0123", lambda r: pick(r, ["0161", "0113", "0117", "0121", "0131", "0141"]) + " 496 0" + digits(r, 3))
P("UK", "07911 123456 (ordinary)", lambda r: "07%s %s" % tuple(grp(r, 3, 6, first="4589")))
P("UK", "+447700900123", lambda r: "+447700900" + digits(r, 3))
P("DE", "+49 30 12345678", lambda r: "+49 %s %s" % (pick(r, ["30", "40", "89", "221", "69", "711"]), digits(r, 8, "123456789")))
P("DE", "030 1234567", lambda r: "0%s %s" % (pick(r, ["30", "40", "89", "221", "69"]), digits(r, 7, "123456789")))
P("DE", "0171 1234567", lambda r: "%s %s" % (pick(r, ["0151", "0152", "0160", "0170", "0171", "0176", "0177"]), digits(r, 7)))
P("DE", "+49 171 1234567", lambda r: "+49 %s %s" % (pick(r, ["151", "160", "171", "176"]), digits(r, 7)))
P("DE", "030/12345678", lambda r: "0%s/%s" % (pick(r, ["30", "40", "89", "221"]), digits(r, 8, "123456789")))
P("DE", "+49 (0)89 12345-678", lambda r: "+49 (0)%s %s-%s" % (pick(r, ["89", "30", "711"]), digits(r, 5, "123456789"), digits(r, 3)))
P("DE", "0049 40 1234567", lambda r: "0049 %s %s" % (pick(r, ["40", "30", "211"]), digits(r, 7, "123456789")))
P("DE", "(0221) 1234567", lambda r: "(0%s) %s" % (pick(r, ["221", "211", "351", "511"]), digits(r, 7, "123456789")))
P("FR", "+33 1 23 45 67 89", lambda r: "+33 %s %s %s %s %s" % tuple(grp(r, 1, 2, 2, 2, 2, first="12345")))
P("FR", "01 23 45 67 89", lambda r: "0%s %s %s %s %s" % tuple(grp(r, 1, 2, 2, 2, 2, first="12345")))
P("FR", "06 12 34 56 78", lambda r: "0%s %s %s %s %s" % tuple(grp(r, 1, 2, 2, 2, 2, first="67")))
P("FR", "06.12.34.56.78", lambda r: "0%s.%s.%s.%s.%s" % tuple(grp(r, 1, 2, 2, 2, 2, first="67")))
P("FR", "+33 (0)6 12 34 56 78", lambda r: "+33 (0)%s %s %s %s %s" % tuple(grp(r, 1, 2, 2, 2, 2, first="67")))
P("FR", "0612345678", lambda r: "0" + digits(r, 9, "67"))
P("NL", "+31 20 123 4567", lambda r: "+31 %s %s %s" % (pick(r, ["20", "10", "30", "70"]), digits(r, 3, "123456789"), digits(r, 4)))
P("NL", "020-123 4567", lambda r: "0%s-%s %s" % (pick(r, ["20", "10", "30"]), digits(r, 3, "123456789"), digits(r, 4)))
P("NL", "06-12345678", lambda r: "06-" + digits(r, 8, "123456"))
P("NL", "+31 6 1234 5678", lambda r: "+31 6 %s %s" % (digits(r, 4, "123456"), digits(r, 4)))
P("ES", "+34 912 345 678", lambda r: "+34 %s %s %s" % tuple(grp(r, 3, 3, 3, first="96")))
P("ES", "912 34 56 78", lambda r: "%s %s %s %s" % tuple(grp(r, 3, 2, 2, 2, first="9")))
P("ES", "612 345 678", lambda r: "%s %s %s" % tuple(grp(r, 3, 3, 3, first="67")))
P("ES", "+34 612 34 56 78", lambda r: "+34 %s %s %s %s" % tuple(grp(r, 3, 2, 2, 2, first="67")))
P("IT", "+39 06 1234 5678", lambda r: "+39 0%s %s %s" % (pick(r, ["6", "2", "55", "11"]), digits(r, 4), digits(r, 4)))
P("IT", "06 12345678", lambda r: "0%s %s" % (pick(r, ["6", "2", "81"]), digits(r, 8, "123456789")))
P("IT", "347 123 4567", lambda r: "3%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 4)))
P("IT", "+39 347 123 4567", lambda r: "+39 3%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 4)))
P("IT", "02-12345678", lambda r: "02-" + digits(r, 8, "123456789"))
P("IN", "+91 98765 43210", lambda r: "+91 %s %s" % tuple(grp(r, 5, 5, first="6789")))
P("IN", "098765 43210", lambda r: "0%s %s" % tuple(grp(r, 5, 5, first="6789")))
P("IN", "+91-22-2345-6789", lambda r: "+91-%s-%s-%s" % (pick(r, ["22", "11", "80", "44"]), digits(r, 4, "23456"), digits(r, 4)))
P("IN", "022 2345 6789", lambda r: "0%s %s %s" % (pick(r, ["22", "11", "80", "44"]), digits(r, 4, "23456"), digits(r, 4)))
P("IN", "+91 9876543210", lambda r: "+91 " + digits(r, 10, "6789"))
P("JP", "03-1234-5678", lambda r: "0%s-%s-%s" % (pick(r, ["3", "6"]), digits(r, 4, "123456789"), digits(r, 4)))
P("JP", "090-1234-5678", lambda r: "%s-%s-%s" % (pick(r, ["090", "080", "070"]), digits(r, 4, "123456789"), digits(r, 4)))
P("JP", "+81 3-1234-5678", lambda r: "+81 %s-%s-%s" % (pick(r, ["3", "6", "45"]), digits(r, 4, "123456789"), digits(r, 4)))
P("JP", "+81 90 1234 5678", lambda r: "+81 %s %s %s" % (pick(r, ["90", "80"]), digits(r, 4, "123456789"), digits(r, 4)))
P("JP", "(03) 1234-5678", lambda r: "(0%s) %s-%s" % (pick(r, ["3", "6"]), digits(r, 4, "123456789"), digits(r, 4)))
P("AU", "0412 345 678", lambda r: "04%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)))
P("AU", "0491 570 156 (fiction)", lambda r: "0491 570 " + pick(r, ["006", "156", "157", "158", "159", "110", "313", "737"]))
P("AU", "(02) 9876 5432", lambda r: "(0%s) %s %s" % (pick(r, "2378"), digits(r, 4, "3456789"), digits(r, 4)))
P("AU", "+61 2 9876 5432", lambda r: "+61 %s %s %s" % (pick(r, "2378"), digits(r, 4, "3456789"), digits(r, 4)))
P("AU", "+61 412 345 678", lambda r: "+61 4%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)))
P("BR", "+55 11 91234-5678", lambda r: "+55 %s 9%s-%s" % (pick(r, ["11", "21", "31", "51"]), digits(r, 4, "6789"), digits(r, 4)))
P("BR", "(11) 91234-5678", lambda r: "(%s) 9%s-%s" % (pick(r, ["11", "21", "31", "51"]), digits(r, 4, "6789"), digits(r, 4)))
P("BR", "(21) 2345-6789", lambda r: "(%s) %s-%s" % (pick(r, ["11", "21", "31"]), digits(r, 4, "2345"), digits(r, 4)))
P("BR", "+55 (21) 2345-6789", lambda r: "+55 (%s) %s-%s" % (pick(r, ["11", "21", "61"]), digits(r, 4, "2345"), digits(r, 4)))
P("CN", "138 0013 8000", lambda r: "1%s %s %s" % (pick(r, ["38", "39", "58", "86", "37"]), digits(r, 4), digits(r, 4)))
P("CN", "+86 138 0013 8000", lambda r: "+86 1%s %s %s" % (pick(r, ["38", "39", "58", "86"]), digits(r, 4), digits(r, 4)))
P("CN", "13800138000", lambda r: "1" + pick(r, ["38", "39", "58", "86"]) + digits(r, 8))
P("CN", "010-1234 5678", lambda r: "0%s-%s %s" % (pick(r, ["10", "21"]), digits(r, 4, "2345678"), digits(r, 4)))
P("CN", "+86 10 1234 5678", lambda r: "+86 %s %s %s" % (pick(r, ["10", "21", "755"]), digits(r, 4, "2345678"), digits(r, 4)))


def tel_link(rng):
    num = pick(rng, ["+1%s%s%s" % nanp(rng, US_AREAS), "+442079460" + digits(rng, 3), "+4930" + digits(rng, 8, "123456789"),
                     "+336" + digits(rng, 8), "+8190" + digits(rng, 8, "123456789"), "+61412" + digits(rng, 6)])
    if rng.random() < 0.6:
        before = "[" + pick(rng, ["call " + pick(rng, FIRST), "phone", "mobile", "ring the venue"]) + "](tel:"
        return before + num + ")", len(before), 1, True
    return "tel:" + num, 4, 0, True


PHONE_FORMATS.append(("*", "tel: link", tel_link))


# --------------------------------------------------------------------------- address

def num(rng, lo=1, hi=250):
    return str(rng.randrange(lo, hi))


def letters(rng, n, alphabet="ABDEFGHJLNPQRSTUWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))


def maybe_country(rng, lines, country):
    return lines + [country] if rng.random() < 0.25 else lines


US_NAMES = ["Elm", "Maple", "Oak", "Cedar", "Pine", "Washington", "Lincoln", "Park", "Lake", "Hill", "Sunset",
            "Walnut", "Chestnut", "Highland", "Riverside", "Franklin", "Madison", "Willow", "2nd", "5th", "14th", "42nd"]
US_TYPES = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Boulevard", "Blvd", "Drive", "Dr.",
            "Lane", "Ln", "Court", "Ct", "Way", "Place", "Terrace", "Parkway", "Circle"]
US_CITIES = [("Springfield", "IL", "627"), ("Austin", "TX", "787"), ("Portland", "OR", "972"), ("Columbus", "OH", "432"),
             ("Madison", "WI", "537"), ("Boulder", "CO", "803"), ("Raleigh", "NC", "276"), ("Tucson", "AZ", "857"),
             ("Burlington", "VT", "054"), ("Ann Arbor", "MI", "481"), ("Brooklyn", "NY", "112")]


def us_city(rng, plus4=False):
    c, st, z = pick(rng, US_CITIES)
    return "%s, %s %s%s%s" % (c, st, z, digits(rng, 2), ("-" + digits(rng, 4)) if plus4 else "")


def us_street(rng, direction=False):
    d = pick(rng, ["N ", "S ", "E ", "W ", "NW ", ""]) if direction else ""
    return num(rng, 1, 9999) + " " + d + pick(rng, US_NAMES) + " " + pick(rng, US_TYPES)


def us_unit(rng):
    return pick(rng, [" Apt " + num(rng, 1, 30) + pick(rng, "ABCD"), " Apt. " + num(rng, 1, 400), " #" + num(rng, 2, 90),
                      ", Suite " + num(rng, 100, 900), " Unit " + num(rng, 1, 40)])


A = ADDRESS_FORMATS.append
A(("US", "1234 Elm Street, City, ST 62704", lambda r: maybe_country(r, [us_street(r), us_city(r)], "USA")))
A(("US", "500 W 2nd Ave Apt 4B (street only)", lambda r: [us_street(r, True) + us_unit(r)]))
A(("US", "street + unit, City, ST 78701-1234", lambda r: [us_street(r, True) + us_unit(r), us_city(r, True)]))
A(("US", "PO Box 123, City, ST", lambda r: [pick(r, ["PO Box ", "P.O. Box ", "P. O. Box "]) + num(r, 1, 9999), us_city(r)]))
A(("US", "1234 Elm Street (street only)", lambda r: [us_street(r)]))

UK_STREETS = ["Baker Street", "Victoria Road", "Church Lane", "High Street", "Station Road", "Mill Lane", "Queen's Avenue",
              "Park Crescent", "Kings Road", "Orchard Close", "Elm Grove", "Manor Way", "Albion Terrace", "Market Place"]
UK_CITIES = [("London", ["NW1", "SE1", "E14", "W1D", "N16", "SW9"]), ("Leeds", ["LS6", "LS1"]), ("Manchester", ["M1", "M20"]),
             ("Bristol", ["BS8", "BS1"]), ("Edinburgh", ["EH1", "EH9"]), ("Cardiff", ["CF10"]), ("Oxford", ["OX1", "OX4"])]


def uk_city(rng):
    c, areas = pick(rng, UK_CITIES)
    return c + " " + pick(rng, areas) + " " + digits(rng, 1) + letters(rng, 2)


A(("UK", "221B Baker Street, London NW1 6XE", lambda r: maybe_country(r, [num(r) + pick(r, ["", "", "B", "a"]) + " " + pick(r, UK_STREETS), uk_city(r)], "United Kingdom")))
A(("UK", "Flat 3, 27 Victoria Road, Leeds LS6 1AB", lambda r: [pick(r, ["Flat ", "Flat ", "Apartment "]) + num(r, 1, 40) + ", " + num(r) + " " + pick(r, UK_STREETS), uk_city(r)]))
A(("UK", "27 Victoria Road (street only)", lambda r: [num(r) + " " + pick(r, UK_STREETS)]))

DE_STREETS = ["Hauptstraße", "Bahnhofstraße", "Lindenallee", "Schillerstraße", "Goethestr.", "Friedrich-Ebert-Straße", "Am Markt",
              "Kirchweg", "Gartenstraße", "Berliner Str.", "Rosenweg", "Im Winkel", "An der Alster", "Marienplatz", "Kurfürstendamm"]
DE_CITIES = [("Berlin", "10"), ("Hamburg", "20"), ("München", "80"), ("Köln", "50"), ("Leipzig", "04"), ("Frankfurt am Main", "60"),
             ("Stuttgart", "70"), ("Dresden", "01")]


def de_street(rng):
    return pick(rng, DE_STREETS) + " " + num(rng, 1, 180) + pick(rng, ["", "", "", "a", "b"])


def de_city(rng):
    c, z = pick(rng, DE_CITIES)
    return z + digits(rng, 3) + " " + c


A(("DE", "Hauptstraße 5, 10115 Berlin", lambda r: maybe_country(r, [de_street(r), de_city(r)], "Deutschland")))
A(("DE", "Gartenstraße 8, 2. OG, 70173 Stuttgart", lambda r: [de_street(r) + ", " + pick(r, ["2. OG", "3. Stock", "Hinterhaus", "Whg. 4"]), de_city(r)]))
A(("DE", "Am Markt 3 (street only)", lambda r: [de_street(r)]))

FR_NAMES = ["de la Paix", "Victor Hugo", "du Faubourg Saint-Antoine", "des Lilas", "Jean Jaurès", "de la République", "Pasteur",
            "du Général Leclerc", "des Écoles", "Voltaire", "Gambetta"]
FR_CITIES = [("Paris", lambda r: "750" + "%02d" % r.randrange(1, 21)), ("Lyon", lambda r: "6900" + str(r.randrange(1, 10))),
             ("Marseille", lambda r: "130" + "%02d" % r.randrange(1, 17)), ("Toulouse", lambda r: "31000"), ("Bordeaux", lambda r: "33000"),
             ("Lille", lambda r: "59000"), ("Nantes", lambda r: "44000")]


def fr_street(rng):
    return (num(rng, 1, 160) + pick(rng, ["", "", "", " bis", " ter"]) + pick(rng, [" ", " ", ", "])
            + pick(rng, ["rue", "avenue", "boulevard", "place", "allée", "impasse", "quai", "chemin"]) + " " + pick(rng, FR_NAMES))


def fr_city(rng):
    c, z = pick(rng, FR_CITIES)
    return z(rng) + " " + c


A(("FR", "12 rue de la Paix, 75002 Paris", lambda r: maybe_country(r, [fr_street(r), fr_city(r)], "France")))
A(("FR", "8 avenue Victor Hugo (street only)", lambda r: [fr_street(r)]))
A(("FR", "Bâtiment B, 3 bis allée des Lilas, 69003 Lyon", lambda r: [pick(r, ["Bâtiment B, ", "Résidence Les Pins, ", "Appt 12, "]) + fr_street(r), fr_city(r)]))

ES_NAMES = ["Mayor", "de Alcalá", "de América", "de Gracia", "del Prado", "de Balmes", "Real", "de la Castellana", "San Vicente"]
ES_CITIES = [("Madrid", "280"), ("Barcelona", "080"), ("Valencia", "460"), ("Sevilla", "410"), ("Bilbao", "480")]


def es_street(rng, floor=True):
    s = pick(rng, ["Calle", "C/", "Avda.", "Avenida", "Paseo", "Plaza", "Ronda"]) + " " + pick(rng, ES_NAMES) + pick(rng, [" ", ", "]) + num(rng, 1, 200)
    return s + (", " + pick(rng, ["3º B", "2º izq.", "1º 2ª", "bajo", "4º dcha."]) if floor else "")


def es_city(rng):
    c, z = pick(rng, ES_CITIES)
    return z + "%02d" % rng.randrange(1, 50) + " " + c


A(("ES", "Calle Mayor 10, 3º B, 28013 Madrid", lambda r: maybe_country(r, [es_street(r), es_city(r)], "España")))
A(("ES", "C/ de Balmes, 123, 08008 Barcelona", lambda r: [es_street(r, False), es_city(r)]))
A(("ES", "Avda. de América 5 (street only)", lambda r: [es_street(r, r.random() < 0.4)]))

IT_NAMES = ["Roma", "Garibaldi", "Giuseppe Verdi", "Vittorio Emanuele II", "Dante", "Mazzini", "dei Mille", "della Repubblica", "Cavour", "Monza"]
IT_CITIES = [("Roma", "001", "RM"), ("Milano", "201", "MI"), ("Napoli", "801", "NA"), ("Torino", "101", "TO"), ("Bologna", "401", "BO"), ("Firenze", "501", "FI")]


def it_street(rng):
    return pick(rng, ["Via", "Via", "Viale", "Piazza", "Corso", "Vicolo", "Largo"]) + " " + pick(rng, IT_NAMES) + pick(rng, [" ", ", "]) + num(rng, 1, 150)


def it_city(rng):
    c, z, p = pick(rng, IT_CITIES)
    return z + "%02d" % rng.randrange(0, 60) + " " + c + pick(rng, ["", " (" + p + ")", " " + p])


A(("IT", "Via Roma 1, 00100 Roma", lambda r: maybe_country(r, [it_street(r), it_city(r)], "Italia")))
A(("IT", "Piazza Garibaldi 3 (street only)", lambda r: [it_street(r)]))

NL_STREETS = ["Keizersgracht", "Herengracht", "Prinsengracht", "Oudegracht", "Laan van Meerdervoort", "Kerkstraat", "Dorpsstraat",
              "Molenweg", "Vondelstraat", "Stationsweg"]
NL_CITIES = [("Amsterdam", "10"), ("Rotterdam", "30"), ("Utrecht", "35"), ("Den Haag", "25"), ("Groningen", "97"), ("Eindhoven", "56")]


def nl_street(rng):
    return pick(rng, NL_STREETS) + " " + num(rng, 1, 600) + pick(rng, ["", "", "A", "-bis", "-2", " hs", "-III"])


def nl_city(rng):
    c, z = pick(rng, NL_CITIES)
    return z + digits(rng, 2) + " " + letters(rng, 2, "ABCEGHJKLMNPRSTVWXZ") + " " + c


A(("NL", "Keizersgracht 123, 1015 CJ Amsterdam", lambda r: maybe_country(r, [nl_street(r), nl_city(r)], "Nederland")))
A(("NL", "Oudegracht 45-bis (street only)", lambda r: [nl_street(r)]))

JP_AREAS = [("Shibuya", "Shibuya-ku", "Tokyo", "150"), ("Jingumae", "Shibuya-ku", "Tokyo", "150"), ("Ginza", "Chuo-ku", "Tokyo", "104"),
            ("Nishi-Shinjuku", "Shinjuku-ku", "Tokyo", "160"), ("Umeda", "Kita-ku", "Osaka", "530"), ("Sakae", "Naka-ku", "Nagoya", "460"),
            ("Tenjin", "Chuo-ku", "Fukuoka", "810"), ("Minatomirai", "Nishi-ku", "Yokohama", "220")]


def jp_lines(rng, building=False):
    d, ward, city, z = pick(rng, JP_AREAS)
    street = "%d-%d-%d %s" % (rng.randrange(1, 9), rng.randrange(1, 30), rng.randrange(1, 25), d)
    if building:
        street = pick(rng, ["Sakura Bldg. ", "Maison Aoyama ", "Green Tower "]) + "%dF, " % rng.randrange(2, 12) + street
    return maybe_country(rng, [street, "%s, %s %s-%s" % (ward, city, z, digits(rng, 4))], "Japan")


A(("JP", "1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002", lambda r: jp_lines(r)))
A(("JP", "Bldg 5F, 2-11-3 Jingumae, Shibuya-ku, Tokyo", lambda r: jp_lines(r, True)))


def ca_postal(rng):
    a, b = "ABCEGHJKLMNPRSTVXY", "ABCEGHJKLMNPRSTVWXYZ"
    return pick(rng, a) + digits(rng, 1) + pick(rng, b) + " " + digits(rng, 1) + pick(rng, b) + digits(rng, 1)


A(("CA", "123 Main St, Toronto, ON M5V 2T6", lambda r: maybe_country(r, [num(r, 1, 9999) + " " + pick(r, ["Main St", "Queen St W", "King Street East", "Bloor St", "Robson Street"]),
                                                                         pick(r, ["Toronto, ON ", "Vancouver, BC ", "Ottawa, ON ", "Calgary AB "]) + ca_postal(r)], "Canada")))
A(("CA", "1200-555 Burrard Street, Vancouver, BC", lambda r: [num(r, 100, 2500) + "-" + num(r, 1, 999) + " " + pick(r, ["Burrard Street", "Jasper Ave", "Yonge St"]),
                                                             pick(r, ["Vancouver, BC ", "Edmonton, AB ", "Toronto ON "]) + ca_postal(r)]))
A(("CA", "4567 rue Saint-Denis, Montréal (Québec)", lambda r: [num(r, 1, 9999) + pick(r, [" rue Saint-Denis", ", boulevard René-Lévesque Ouest", " avenue du Parc"]),
                                                              pick(r, ["Montréal (Québec) ", "Québec (QC) ", "Montréal QC "]) + ca_postal(r)]))

AU_CITIES = [("Sydney", "NSW", "2000"), ("Fitzroy", "VIC", "3065"), ("Brisbane", "QLD", "4000"), ("Perth", "WA", "6000"),
             ("Adelaide", "SA", "5000"), ("Hobart", "TAS", "7000"), ("Newtown", "NSW", "2042")]
AU_STREETS = ["George St", "Smith Street", "Wallaby Way", "Acacia Avenue", "Collins St", "Beach Rd", "Bourke Street", "Gum Tree Crescent"]


def au_city(rng):
    return "%s %s %s" % pick(rng, AU_CITIES)


A(("AU", "Unit 5, 12 George St, Sydney NSW 2000", lambda r: maybe_country(r, ["Unit " + num(r, 1, 40) + ", " + num(r) + " " + pick(r, AU_STREETS), au_city(r)], "Australia")))
A(("AU", "3/17 Smith Street, Fitzroy VIC 3065", lambda r: [num(r, 1, 30) + "/" + num(r) + " " + pick(r, AU_STREETS), au_city(r)]))
A(("AU", "42 Wallaby Way, Sydney NSW 2000", lambda r: [num(r) + " " + pick(r, AU_STREETS), au_city(r)]))


# multi-line address blocks: the planted span is the street line (lines[0]); the rest follow it


def block(head, lines, indent, sep, tail, name=None):
    body = ((indent + name + sep) if name else "") + indent + lines[0]
    s = len(head) + len(body) - len(lines[0])
    rest = "".join(sep + indent + ln for ln in lines[1:])
    return head + body + rest + tail, s, s + len(lines[0])


def blk_signature(rng, lines):
    head = pick(rng, ["Best regards,", "Cheers,", "Kind regards"]) + "\n\n--\n" + person(rng) + "\n" + pick(rng, ROLES) + ", " + pick(rng, COMPANIES) + "\n"
    return block(head, lines, "", "\n", "\n")


def blk_fenced(rng, lines):
    head = pick(rng, ["Label for the return parcel:", "Shipping label (copy exactly):", "Postal address for the paper contract:"]) + "\n\n```\n"
    return block(head, lines, "", "\n", "\n```\n", person(rng) if rng.random() < 0.6 else None)


def blk_yaml(rng, lines):
    head = "---\ntitle: " + pick(rng, HEADINGS) + "\nsensitivity: public\n" + pick(rng, FIELDS["address"]) + ": |\n"
    return block(head, lines, "  ", "\n", "\nupdated: " + a_date(rng) + "\n---\n\n" + pick(rng, FACTS) + ".\n")


def blk_hardbreaks(rng, lines):
    head = "## " + pick(rng, HEADINGS) + "\n\n" + pick(rng, ["Ship the replacement to:", "Send the welcome kit to:", "Venue:"]) + "\n\n"
    return block(head, lines, "", "  \n", "\n\nTracking number goes in the ticket.\n", person(rng) if rng.random() < 0.5 else None)


def blk_quote(rng, lines):
    head = "From the reply:\n\n> Please use my new address from now on:\n>\n"
    return block(head, lines, "> ", "\n", "\n", person(rng) if rng.random() < 0.5 else None)


def blk_bullet(rng, lines):
    head = "## " + pick(rng, HEADINGS) + "\n\n- " + pick(rng, FACTS) + "\n- " + pick(rng, ["Ship to:", "Billing address:", "Mailing address:"]) + "\n"
    return block(head, lines, "  ", "\n", "\n- " + pick(rng, FACTS) + "\n", person(rng) if rng.random() < 0.5 else None)


BLOCK_CTX.update({"signature": blk_signature, "fenced": blk_fenced, "yaml": blk_yaml, "prose": blk_hardbreaks,
                  "quoted": blk_quote, "bullet": blk_bullet})


# --------------------------------------------------------------------------- negatives (no personal data at all)

def hexs(rng, n):
    return "".join(pick(rng, "0123456789abcdef") for _ in range(n))


def uuid4(rng):
    h = hexs(rng, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick(rng, "89ab"), h[17:20], h[20:])


def ver(rng, parts=3):
    return ".".join(str(rng.randrange(0 if i else 1, 30)) for i in range(parts))


def isbn13(rng):
    body = "978" + digits(rng, 9)
    check = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return "%s-%s-%s-%s-%d" % (body[:3], body[3], body[4:6], body[6:], check)


def issn(rng):
    body = digits(rng, 7)
    c = (11 - sum(int(d) * (8 - i) for i, d in enumerate(body)) % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


def orcid(rng):
    body = "0000000" + digits(rng, 1, "123") + digits(rng, 7)
    total = 0
    for d in body:
        total = (total + int(d)) * 2
    c = (12 - total % 11) % 11
    s = body + ("X" if c == 10 else str(c))
    return "-".join(s[i:i + 4] for i in range(0, 16, 4))


def pkg(rng):
    return pick(rng, ["pydantic", "ruff", "numpy", "httpx", "fastapi", "django", "pytest", "sqlalchemy", "rich", "typer"])


def coord(rng, lim):
    return "%.4f" % (rng.uniform(-lim, lim))


def N(kind, *fns):
    NEG_KINDS.append((kind, lambda rng: (lambda i: ("v%d" % i, fns[i](rng)))(rng.randrange(len(fns)))))


N("version",
  lambda r: "## Dependency bumps\n\nBumped `%s` from %s to %s after the advisory; `%s` stays on %s.\n" % (pkg(r), ver(r), ver(r), pkg(r), ver(r)),
  lambda r: "Release v%s-rc.%d is tagged; the next stable will be v%s (changelog in CHANGES.md).\n" % (ver(r), r.randrange(1, 6), ver(r)),
  lambda r: "- runtime: node %s\n- toolchain: rustc %s (%s %s)\n- image: python:%s-slim\n" % (ver(r), ver(r), hexs(r, 9), a_date(r), ver(r, 2)))
N("version-4part",
  lambda r: "Reproduced on Windows build 10.0.%d.%d with driver %s.\n" % (r.randrange(17000, 26000), r.randrange(100, 5000), ver(r, 4)),
  lambda r: "Assay notes: the enzyme is EC %d.%d.%d.%d (hydroxylase family), see the protocol.\n" % (r.randrange(1, 7), r.randrange(1, 20), r.randrange(1, 30), r.randrange(1, 200)),
  lambda r: "Assembly version %s, file version %s.\n" % (ver(r, 4), ver(r, 4)))
N("oid",
  lambda r: "Signature algorithm OID 1.2.840.113549.1.1.%d; policy OID 2.16.840.1.101.3.4.2.%d.\n" % (r.randrange(1, 14), r.randrange(1, 4)),
  lambda r: "SNMP walk of 1.3.6.1.4.1.%d.%d.%d.%d returned nothing useful.\n" % (r.randrange(1000, 60000), r.randrange(1, 9), r.randrange(1, 30), r.randrange(1, 9)))
N("semver-range",
  lambda r: "```toml\nrequires-python = \">=3.%d,<3.%d\"\ndependencies = [\"%s>=%s,!=%s\", \"%s~=%s\"]\n```\n" % (r.randrange(8, 11), r.randrange(12, 14), pkg(r), ver(r), ver(r), pkg(r), ver(r, 2)),
  lambda r: "```json\n\"dependencies\": {\"lodash\": \"^4.17.%d\", \"react\": \"~18.%d.0\", \"zod\": \">=3.22.0 <4\"}\n```\n" % (r.randrange(10, 22), r.randrange(0, 4)),
  lambda r: "Gemfile pins `gem 'rails', '~> 7.%d.%d'` and `gem 'puma', '>= 6.0', '< 7'`.\n" % (r.randrange(0, 3), r.randrange(0, 9)))
N("date",
  lambda r: "Deadline moved from %s to %02d.%02d.2024 (the German contract), US office wrote %02d/%02d/2024 %s.\n" % (a_date(r), r.randrange(1, 29), r.randrange(1, 13), r.randrange(1, 13), r.randrange(1, 29), hhmm(r)),
  lambda r: "## Timeline\n\n- %d %s 2024: kickoff\n- %s %d, 2024: beta\n- Q%d/2024: GA\n" % (r.randrange(1, 29), pick(r, MONTHS), pick(r, MONTHS), r.randrange(1, 29), r.randrange(1, 5)),
  lambda r: "Week 2024-W%02d, day %d of the year (2024-%03d).\n" % (r.randrange(1, 53), r.randrange(1, 366), r.randrange(1, 366)))
N("timestamp",
  lambda r: "Incident window %sT%s:%02d+01:00 to %sT%s:%02dZ.\n" % (a_date(r), hhmm(r), r.randrange(60), a_date(r), hhmm(r), r.randrange(60)),
  lambda r: "Log line: `ts=%d level=warn msg=\"retrying\" elapsed_ms=%d`\n" % (r.randrange(1600000000, 1760000000), r.randrange(10, 99999)),
  lambda r: "Cache key expires at %d (unix ms: %d).\n" % (r.randrange(1600000000, 1760000000), r.randrange(1600000000000, 1760000000000)))
N("duration",
  lambda r: "The nightly job took %dh %02dm %02ds (%02d:%02d:%02d.%03d wall clock).\n" % tuple([r.randrange(1, 9), r.randrange(60), r.randrange(60)] * 2 + [r.randrange(1000)]),
  lambda r: "Retention: P%dD for logs, PT%dH for traces, p95 latency %d.%03d s.\n" % (r.randrange(7, 400), r.randrange(1, 72), r.randrange(0, 9), r.randrange(1000)))
N("money",
  lambda r: "Quote: $%d,%03d.%02d + VAT; the German offer is %d %03d %03d € (EUR %d.%03d,%02d net).\n" % (r.randrange(1, 99), r.randrange(1000), r.randrange(100), r.randrange(1, 9), r.randrange(1000), r.randrange(1000), r.randrange(1, 99), r.randrange(1000), r.randrange(100)),
  lambda r: "Budget line: INR %d,%02d,%03d.00; JPY ¥%d,%03d; CHF %d'%03d.-\n" % (r.randrange(1, 99), r.randrange(100), r.randrange(1000), r.randrange(1, 999), r.randrange(1000), r.randrange(1, 99), r.randrange(1000)),
  lambda r: "We processed %d,%03d,%03d rows (%d.%d GB) in %d.%d s.\n" % (r.randrange(1, 99), r.randrange(1000), r.randrange(1000), r.randrange(1, 99), r.randrange(10), r.randrange(1, 99), r.randrange(10)))
N("bibliographic",
  lambda r: "Reading list: ISBN %s; journal ISSN %s; DOI 10.%d/%s.%d.%d\n" % (isbn13(r), issn(r), r.randrange(1000, 9999), pick(r, ["jcp", "nature", "s41586-020"]), r.randrange(100, 999), r.randrange(1000, 9999)),
  lambda r: "Cite arXiv:%02d%02d.%05dv%d and PMID: %d; author ORCID %s.\n" % (r.randrange(15, 25), r.randrange(1, 13), r.randrange(100, 99999), r.randrange(1, 4), r.randrange(10000000, 39999999), orcid(r)),
  lambda r: "Paper metadata: ORCID https://orcid.org/%s, dataset DOI 10.5281/zenodo.%d.\n" % (orcid(r), r.randrange(10 ** 6, 10 ** 7)))
N("ticket-id",
  lambda r: "Refund booked as INV-2024-%06d against PO %d; see %s-%d and #%d.\n" % (r.randrange(1, 999999), r.randrange(4500000000, 4599999999), pick(r, ["JIRA", "PLAT", "OPS"]), r.randrange(1, 9999), r.randrange(100, 9999)),
  lambda r: "Supplier order no. %03d-%07d-%07d, case %08d.\n" % (r.randrange(100, 999), r.randrange(10 ** 6, 10 ** 7), r.randrange(10 ** 6, 10 ** 7), r.randrange(10 ** 7)),
  lambda r: "CI run #%d (job %d) failed on attempt %d.\n" % (r.randrange(10 ** 6, 10 ** 8), r.randrange(10 ** 8, 10 ** 10), r.randrange(1, 4)))
N("commit-sha",
  lambda r: "Fixed in %s (full: %s), reverted by %s.\n" % (hexs(r, 7), hexs(r, 40), hexs(r, 12)),
  lambda r: "Artifact digest sha256:%s\n" % hexs(r, 64))
N("uuid",
  lambda r: "request_id=%s tenant=%s\n" % (uuid4(r), uuid4(r)),
  lambda r: "```yaml\nworkspace_id: %s\n```\n" % uuid4(r))
N("network",
  lambda r: "Postgres on port %d, Redis %d; VPC 10.%d.0.0/16, subnet 172.16.%d.0/24; app binds 0.0.0.0:%d.\n" % (pick(r, [5432, 5433]), pick(r, [6379, 6380]), r.randrange(256), r.randrange(256), pick(r, [8080, 8000, 3000])),
  lambda r: "Dev server: http://localhost:%d, metrics at 127.0.0.1:%d/metrics, pod CIDR 192.168.%d.0/20.\n" % (r.randrange(3000, 9999), r.randrange(9000, 9999), r.randrange(0, 240, 16)))
N("gps",
  lambda r: "Datacenter site (public record): %s° N, %s° E.\n" % (coord(r, 60).lstrip("-"), coord(r, 120).lstrip("-")),
  lambda r: "Test fixture for the map widget: `lat=%s, lon=%s, zoom=%d`\n" % (coord(r, 80), coord(r, 170), r.randrange(3, 18)))
N("part-number",
  lambda r: "Replacement fan is PN %03d-%03d-%04d, board rev %s, SKU %d.\n" % (r.randrange(100, 999), r.randrange(100, 999), r.randrange(1000, 9999), pick(r, "ABCD"), r.randrange(10 ** 12, 10 ** 13)),
  lambda r: "Serial SN %04d-%04d-%04d, model %d-%04d, lot %d %04d %04d.\n" % (r.randrange(10000), r.randrange(10000), r.randrange(10000), r.randrange(100, 999), r.randrange(10000), r.randrange(2020, 2025), r.randrange(10000), r.randrange(10000)),
  lambda r: "Build id %d.%02d.%02d.%04d, firmware %d-%d-%d.\n" % (r.randrange(2020, 2025), r.randrange(1, 13), r.randrange(1, 29), r.randrange(10000), r.randrange(100, 999), r.randrange(100, 999), r.randrange(1000, 9999)))
N("range-score-stat",
  lambda r: "See pages %d-%d of the spec (vol. %d, pp. %d–%d).\n" % (r.randrange(100, 200), r.randrange(200, 300), r.randrange(1, 40), r.randrange(1000, 1100), r.randrange(1100, 1200)),
  lambda r: "Offsite football: we won %d-%d, then lost %d–%d in extra time.\n" % (r.randrange(5), r.randrange(5), r.randrange(5), r.randrange(5)),
  lambda r: "+1 from me, +%d from the reviewers; delta +%d.%d%% ± %d.%d, CI [-%d.%02d, +%d.%02d].\n" % (r.randrange(2, 9), r.randrange(30), r.randrange(10), r.randrange(3), r.randrange(10), r.randrange(1), r.randrange(100), r.randrange(1), r.randrange(100)),
  lambda r: "%d files changed, %d insertions(+), %d deletions(-)\n" % (r.randrange(1, 99), r.randrange(100, 9999), r.randrange(100, 9999)))
N("colour-math",
  lambda r: "Brand colours: #%s, rgb(%d, %d, %d), hsl(%d %d%% %d%%), 0xFF%s.\n" % (hexs(r, 6), r.randrange(256), r.randrange(256), r.randrange(256), r.randrange(360), r.randrange(101), r.randrange(101), hexs(r, 6).upper()),
  lambda r: "Check: (%d - %d) * %d = %d; screen %dx%d; eps = 1e-%d.\n" % ((lambda a, b, c: (a, b, c, (a - b) * c))(r.randrange(100, 999), r.randrange(100, 999), r.randrange(10, 999)) + (pick(r, [1024, 1920, 2560]), pick(r, [768, 1080, 1440]), r.randrange(3, 12))))
N("code-at",
  lambda r: "```python\nclass %s:\n    @property\n    def total(self):\n        return self.weights @ self.values\n\n    @staticmethod\n    @lru_cache(maxsize=%d)\n    def load(path): ...\n```\n" % (pick(r, ["Ledger", "Basket", "Model"]), r.randrange(16, 1024)),
  lambda r: "```java\n@Override\npublic String toString() { return name; }\n```\nand `@app.get(\"/items/{id}\")` / `@pytest.mark.parametrize` in the Python service.\n",
  lambda r: "Decorators we use: `@dataclass(frozen=True)`, `@%s`, `@functools.cache`.\n" % pick(r, ["cached_property", "contextmanager", "abstractmethod"]))
N("package-pin",
  lambda r: "`npm i -D @types/node@%s @angular/core@%s`, then `npx create-react-app@latest web`.\n" % (ver(r), ver(r)),
  lambda r: "Pinned `lodash@%s`, `zod@^3.%d`, `brew install python@3.%d`, `uses: actions/checkout@v4`.\n" % (ver(r), r.randrange(10, 24), r.randrange(9, 13)),
  lambda r: "`go install golang.org/x/tools/gopls@latest` and `pipx install ruff==%s`.\n" % ver(r))
N("handle",
  lambda r: "cc @%s, @%s-%s please review; owners: @acme/%s-team.\n" % (ascii_name(pick(r, FIRST)), ascii_name(pick(r, FIRST)), ascii_name(pick(r, LAST)), pick(r, ["platform", "infra", "docs"])),
  lambda r: "Thanks @%s! (as reported in the issue tracker)\n" % ascii_name(pick(r, FIRST)))
N("git-ssh",
  lambda r: "Remote: `git@%s:%s/%s.git` (mirror: `ssh://git@bitbucket.org/team/%s.git`).\n" % (pick(r, ["github.com", "gitlab.com"]), pick(r, ["acme", "platform-team"]), pick(r, ["api", "infra", "memstone-notes"]), pick(r, ["web", "etl"])),
  lambda r: "Deploy: `ssh -p %d deploy@buildbox`, then `scp dist.tar.gz ubuntu@bastion:/tmp/` and `rsync -av site/ www-data@web%02d:/var/www/`.\n" % (r.randrange(2000, 2300), r.randrange(1, 20)),
  lambda r: "Pinned image `ghcr.io/acme/app@sha256:%s`.\n" % hexs(r, 64))
N("doc-email",
  lambda r: "Fixture users: `email@example.com`, `name@example.org`, `%s@example.net`, `user@test.invalid`.\n" % ascii_name(pick(r, FIRST)),
  lambda r: "Set `git config user.email \"<your-email>\"` (CI uses `${GIT_AUTHOR_EMAIL}` and `{{ user.email }}`).\n",
  lambda r: "Config example:\n\n```yaml\nsmtp:\n  from: noreply@example.com\n  admin: admin@localhost\n  test: jane.doe@shop.test\n```\n")
N("bot-email",
  lambda r: "Co-authored-by: dependabot[bot] <%d+dependabot[bot]@users.noreply.github.com>\n" % r.randrange(10 ** 7, 10 ** 8),
  lambda r: "Commits made in CI show `%d+user@users.noreply.github.com`; notifications come from noreply@github.com.\n" % r.randrange(10 ** 4, 10 ** 8),
  lambda r: "Author: github-actions[bot] <%d+github-actions[bot]@users.noreply.github.com>\n" % r.randrange(10 ** 7, 10 ** 8))
ADDR_BAIT = [("Step", "Main menu"), ("Chapter", "Street Fighter"), ("Section", "Drive mode"), ("Track", "Highway to Hell"),
             ("Level", "Court case"), ("Figure", "Lane detection results"), ("Table", "Road map for Q3"), ("Slide", "Avenue for growth"),
             ("Phase", "Boulevard rollout"), ("Item", "Way forward"), ("Appendix", "Place names")]
N("address-shaped",
  lambda r: "## Walkthrough\n\n%s %d %s\n" % ((lambda a: (a[0], r.randrange(1, 40), a[1]))(pick(r, ADDR_BAIT))),
  lambda r: "- %s %d %s\n- %s %d %s\n" % ((lambda a, b: (a[0], r.randrange(1, 40), a[1], b[0], r.randrange(1, 40), b[1]))(pick(r, ADDR_BAIT), pick(r, ADDR_BAIT))),
  lambda r: "Ran %d Drive tests and %d Lane changes in the sim; %d Road segments failed.\n" % (r.randrange(2, 500), r.randrange(2, 500), r.randrange(2, 50)))
N("address-code",
  lambda r: "```python\n@dataclass\nclass Customer:\n    street_address: str\n    address_line_1: str\n    postal_code: str | None = None\n```\n",
  lambda r: "```sql\nCREATE TABLE addresses (id SERIAL, street TEXT, city TEXT, zip VARCHAR(%d), country_code CHAR(2));\n```\n" % r.randrange(8, 16),
  lambda r: "Form fields: `address_line_1`, `address_line_2`, `city`, `state`, `zip`; validation lives in `format_address(street, city, postcode)`.\n")


# --------------------------------------------------------------------------- debatable (reported, not scored)

def D(kind, *fns):
    DEB_KINDS.append((kind, lambda rng: (lambda i: ("v%d" % i, fns[i](rng)))(rng.randrange(len(fns)))))


D("role-email",
  lambda r: "Vendor support desk: %s@%s (ticket replies within a day).\n" % (pick(r, ["support", "help", "service"]), pick(r, COMPANY_DOMAINS)),
  lambda r: "- Sales: %s@%s\n- Invoices: %s@%s\n" % (pick(r, ["sales", "info", "hello"]), pick(r, COMPANY_DOMAINS), pick(r, ["billing", "accounts", "invoices"]), pick(r, COMPANY_DOMAINS)),
  lambda r: "Report vulnerabilities to %s@%s, data requests to privacy@%s.\n" % (pick(r, ["security", "psirt"]), pick(r, COMPANY_DOMAINS), pick(r, COMPANY_DOMAINS)))
D("landmark-address",
  lambda r: "The conference dinner is a short walk from %s.\n" % pick(r, ["1600 Pennsylvania Avenue NW, Washington, DC 20500", "10 Downing Street, London SW1A 2AA",
                                                                         "350 Fifth Avenue, New York, NY 10118", "Platz der Republik 1, 11011 Berlin"]),
  lambda r: "Meet at the main entrance, %s.\n" % pick(r, ["Champ de Mars, 5 Avenue Anatole France, 75007 Paris", "Piazza del Colosseo 1, 00184 Roma",
                                                          "Dam 1, 1012 JS Amsterdam", "Plaza de la Independencia, 28001 Madrid"]))
D("company-phone",
  lambda r: "%s switchboard: +49 %s %s-0; toll-free hotline 0800 %s.\n" % (pick(r, COMPANIES), pick(r, ["30", "89", "40"]), digits(r, 6, "23456789"), digits(r, 7)),
  lambda r: "Customer service (toll-free): 1-800-555-01%s, UK freephone 0808 157 0%s.\n" % (digits(r, 2), digits(r, 3)),
  lambda r: "Head office main line: %s; AU enquiries 1300 %s %s.\n" % (pick(r, ["+44 20 7946 0000", "(415) 555-0100", "+33 1 40 00 00 00"]), digits(r, 3), digits(r, 3)))
D("emergency-number",
  lambda r: "## Offsite safety\n\nIn an emergency call 112 (EU), 911 (US) or 999 (UK); 000 in Australia.\n",
  lambda r: "Japan: police 110, fire/ambulance 119. NHS non-emergency line: 111.\n")
D("readme-own-address",
  lambda r: "## Impressum\n\n%s\n%s\n%s\n" % (person(r), de_street(r), de_city(r)),
  lambda r: "## Contact\n\nThis project is maintained by %s (%s@%s); PRs welcome.\n" % (person(r), local_part(r), pick(r, FREEMAIL)),
  lambda r: "README footer: Copyright 2024 %s, %s.\n" % (person(r), ", ".join([us_street(r), us_city(r)])))
D("fediverse-handle",
  lambda r: "Announcements are cross-posted by @%s@%s.\n" % (ascii_name(pick(r, FIRST)), pick(r, ["mastodon.social", "fosstodon.org", "hachyderm.io"])),)


# ====== END OF GENERATORS ======


# --------------------------------------------------------------------------- build

N_POS = {"email": 160, "email-obfuscated": 60, "phone": 220, "address": 160}
N_NEG = 600
N_DEB = 60


def plain(s):
    return s, 0, 0, False


def gen_positives(rng):
    out = []
    for kind, n in N_POS.items():
        table = {"email": EMAIL_FORMATS, "email-obfuscated": OBF_FORMATS, "phone": PHONE_FORMATS,
                 "address": ADDRESS_FORMATS}[kind]
        if not table:
            continue
        for i in range(n):
            country, fmt, fn = table[i % len(table)]
            if kind == "address":
                lines = fn(rng)
                if len(lines) >= 2 and rng.random() < 0.35:
                    cname = pick(rng, sorted(BLOCK_CTX))
                    text, s, e = BLOCK_CTX[cname](rng, lines)
                    out.append(Note("pos", kind, fmt + " block", text, cname + "-block", country, s, e, lines[0]))
                    continue
                rendered, pre, post, deco = plain(", ".join(lines))
            else:
                rendered, pre, post, deco = fn(rng)
            label = None
            if kind == "phone":
                label = phone_label(rng, country)
            if deco:
                cname = pick(rng, DECORATED_CTX)
            elif kind == "email" and rng.random() < 0.12:
                cname = "from-header"
            elif kind == "email-obfuscated":
                cname = pick(rng, DECORATED_CTX)
            else:
                cname = pick(rng, PLAIN_CTX)
            text, s, e = CONTEXTS[cname](rng, kind, rendered, label, pre, post)
            out.append(Note("pos", kind, fmt, text, cname, country, s, e, rendered[pre:len(rendered) - post]))
    return out


def gen_group(rng, group, kinds, n):
    out = []
    for i in range(n if kinds else 0):
        kind, fn = kinds[i % len(kinds)]
        fmt, text = fn(rng)
        out.append(Note(group, kind, fmt, text))
    return out


def build(seed):
    rng = random.Random(seed)
    return gen_positives(rng) + gen_group(rng, "neg", NEG_KINDS, N_NEG) + gen_group(rng, "deb", DEB_KINDS, N_DEB)


# --------------------------------------------------------------------------- scoring

RULE_WORD = {"email": "EMAIL", "email-obfuscated": "EMAIL", "phone": "PHONE", "address": "ADDRESS"}


def covered(matches, s, e):
    pos = s
    for m in sorted(matches, key=lambda m: m.start):
        if m.start <= pos < m.end:
            pos = m.end
        if pos >= e:
            return True
    return pos >= e


def score(note, matches):
    if note.group != "pos":
        return {"firing": bool(matches)}
    over = [m for m in matches if m.start < note.end and m.end > note.start]
    return {"hit": bool(over), "complete": bool(over) and covered(over, note.start, note.end),
            "rule_ok": any(RULE_WORD[note.kind] in m.rule.upper() for m in over),
            "stray": any(not (m.start < note.end and m.end > note.start) for m in matches)}


def rate(a, b):
    return a / b if b else 0.0


def table(title, rows, cols):
    print("\n" + title)
    for name, st in rows:
        print("  %-44s n=%-5d " % (name, st["n"]) + "  ".join("%s=%5.1f%%" % (c, 100 * rate(st[c], st["n"])) for c in cols))


def aggregate(notes, results):
    pos, neg, deb = defaultdict(lambda: defaultdict(int)), defaultdict(lambda: defaultdict(int)), defaultdict(lambda: defaultdict(int))
    for note, r in zip(notes, results):
        if note.group == "pos":
            for key in ("ALL", "kind " + note.kind, "format " + note.kind + " / " + (note.country + " " if note.country != "*" else "") + note.fmt,
                        "country " + note.kind + " / " + note.country, "context " + note.kind + " / " + note.context,
                        "context * / " + note.context):
                st = pos[key]
                st["n"] += 1
                for c in ("hit", "complete", "rule_ok", "stray"):
                    st[c] += r[c]
        else:
            d = neg if note.group == "neg" else deb
            for key in ("ALL", note.kind):
                d[key]["n"] += 1
                d[key]["firing"] += r["firing"]
    return pos, neg, deb


def report(pos, neg, deb):
    cols = ("hit", "complete", "rule_ok", "stray")
    table("POSITIVES overall and per kind", [(k, pos[k]) for k in ["ALL"] + sorted(k for k in pos if k.startswith("kind "))], cols)
    for prefix in ("country ", "format ", "context "):
        rows = sorted(((k[len(prefix):], v) for k, v in pos.items() if k.startswith(prefix)),
                      key=lambda kv: (rate(kv[1]["hit"], kv[1]["n"]), rate(kv[1]["complete"], kv[1]["n"]), kv[0]))
        table("POSITIVES per " + prefix.strip() + " (worst first)", rows, cols)
    for title, d in (("NEGATIVES firing (worst first)", neg), ("DEBATABLE firing (not scored)", deb)):
        rows = [("ALL", d["ALL"])] + sorted(((k, v) for k, v in d.items() if k != "ALL"),
                                             key=lambda kv: (-rate(kv[1]["firing"], kv[1]["n"]), kv[0]))
        table(title, rows, ("firing",))


def show(note, matches, why):
    print("\n--- %s [%s] %s / %s %s / %s" % (why, note.group, note.kind, note.country, note.fmt, note.context))
    if note.group == "pos":
        print("planted %r at %d-%d" % (note.item, note.start, note.end))
    for m in matches:
        print("match %s %r at %d-%d" % (m.rule, note.text[m.start:m.end], m.start, m.end))
    print(note.text.rstrip("\n"))


# --------------------------------------------------------------------------- self-checks

DOC_DOMAIN = re.compile(r"(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.(test|invalid|example|localhost))$|^localhost$", re.I)
BOT_FORMS = re.compile(r"^(noreply@github\.com|[\w.+\[\]-]+@users\.noreply\.github\.com|git@(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org))$", re.I)
AT_DOMAIN = re.compile(r"[\w.+\[\]-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b")


def self_check(seed):
    notes = build(seed)
    errors = []
    if [n.key() for n in notes] != [n.key() for n in build(seed)]:
        errors.append("notes differ between two builds of seed %s" % seed)
    for n in notes:
        if n.group == "pos":
            if not (0 <= n.start < n.end <= len(n.text)) or n.text[n.start:n.end] != n.item or not n.item:
                errors.append("bad span: %r %r" % (n.item, n.text))
            elif n.text.count(n.item) != 1:
                errors.append("planted item occurs more than once: %r" % n.text)
            rest = n.text[:n.start] + " " + n.text[n.end:]
            if AT_DOMAIN.search(rest):
                errors.append("positive has another address outside its span: %r" % n.text)
            if n.kind == "email" and DOC_DOMAIN.search(n.item.rsplit("@", 1)[-1]):
                errors.append("documentation domain in a positive: %r" % n.item)
        elif n.group == "neg":
            for m in AT_DOMAIN.finditer(n.text):
                if not DOC_DOMAIN.search(m.group(1)) and not BOT_FORMS.match(m.group(0)):
                    errors.append("negative holds a non-documentation address %r: %r" % (m.group(0), n.text))
    return notes, errors


# --------------------------------------------------------------------------- main


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1,2,3", help="comma-separated seeds")
    ap.add_argument("-v", "--verbose", action="store_true", help="list misses, partials, strays, firing negatives")
    ap.add_argument("--json", metavar="PATH", help="write all numbers as JSON")
    ap.add_argument("--dry", action="store_true", help="print samples and run self-checks; do not import memstone")
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seed.split(",") if s.strip()]

    if args.dry:
        bad = 0
        for seed in seeds:
            notes, errors = self_check(seed)
            counts = defaultdict(int)
            for n in notes:
                counts[n.group] += 1
            print("seed %d: %d positives, %d negatives, %d debatable" % (seed, counts["pos"], counts["neg"], counts["deb"]))
            seen = set()
            srng = random.Random(seed * 7919)
            for n in sorted(notes, key=lambda n: srng.random()):
                k = (n.group, n.kind)
                if k in seen:
                    continue
                seen.add(k)
                print("\n=== %s %s / %s %s / %s%s" % (n.group, n.kind, n.country, n.fmt, n.context,
                                                     (" planted %r" % n.item) if n.group == "pos" else ""))
                print(n.text.rstrip("\n"))
            for e in errors[:30]:
                print("SELF-CHECK FAIL:", e)
            bad += len(errors)
        print("\nself-checks: %s" % ("OK" if not bad else "%d FAILURES" % bad))
        return 1 if bad else 0

    from memstone.scan import find_personal_data

    all_notes, all_results = [], []
    per_seed = {}
    for seed in seeds:
        notes = build(seed)
        results = []
        for n in notes:
            matches = find_personal_data(n.text)
            r = score(n, matches)
            results.append(r)
            if args.verbose:
                if n.group == "pos" and not r["hit"]:
                    show(n, matches, "MISS")
                elif n.group == "pos" and not r["complete"]:
                    show(n, matches, "PARTIAL")
                elif n.group == "pos" and r["stray"]:
                    show(n, matches, "STRAY")
                elif n.group != "pos" and r["firing"]:
                    show(n, matches, "FIRING " + ("NEGATIVE" if n.group == "neg" else "DEBATABLE"))
        pos, neg, deb = aggregate(notes, results)
        per_seed[seed] = {"hit": rate(pos["ALL"]["hit"], pos["ALL"]["n"]),
                          "complete": rate(pos["ALL"]["complete"], pos["ALL"]["n"]),
                          "negative_firing": rate(neg["ALL"]["firing"], neg["ALL"]["n"]),
                          "debatable_firing": rate(deb["ALL"]["firing"], deb["ALL"]["n"])}
        all_notes += notes
        all_results += results
    pos, neg, deb = aggregate(all_notes, all_results)
    print("seeds %s" % ",".join(map(str, seeds)))
    for seed, d in per_seed.items():
        print("  seed %d: hit %.1f%%  complete %.1f%%  negative firing %.1f%%  debatable firing %.1f%%"
              % (seed, 100 * d["hit"], 100 * d["complete"], 100 * d["negative_firing"], 100 * d["debatable_firing"]))
    report(pos, neg, deb)
    if args.json:
        def dump(d):
            return {k: dict(v) for k, v in sorted(d.items())}
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"seeds": seeds, "per_seed": per_seed, "positives": dump(pos), "negatives": dump(neg),
                       "debatable": dump(deb)}, fh, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
