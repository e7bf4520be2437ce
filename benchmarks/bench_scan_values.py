#!/usr/bin/env python3
"""bench_scan_values -- held-out probe: generated credential values x the places
people write them in Markdown memory notes.

The question: does the scanner find a credential regardless of what the value
looks like (alphabet, length, leading / trailing / inner characters) and where
it sits (config formats, code, shell, connection strings, tables, prose, chat)?

Corpus per seed
  positives  every context gets the five "edge" value kinds (values that start,
             end or contain unusual symbols, scheduled so that every printable
             ASCII symbol shows up at the first, last and a middle position)
             plus OTHER_PER_CTX further kinds drawn at random among those whose
             alphabet survives the context's quoting discipline.  Each positive
             text holds exactly one credential; its span is known exactly.
  negatives  non-secret values that look random or secret-ish (hashes, ids,
             digests, references, placeholders, public keys, ...) written in
             the same kinds of places.

Scoring
  hit        some match overlaps the planted span
  complete   the union of all matches covers every character of the span
  firing     a negative text with any match anywhere
  stray      a positive text with a match that does not overlap the span

Usage
  python benchmarks/bench_scan_values.py [--seed 1,2,3] [-v]
  python benchmarks/bench_scan_values.py --dry [--show N]   (no memstone import)

Standard library only; memstone is imported lazily in main().
"""

import argparse
import base64
import json
import random
import string
import sys
import time
import uuid
from collections import Counter, defaultdict

SYM = string.punctuation  # the 32 printable ASCII symbols
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEXL = "0123456789abcdef"
MARK = "\x00VALUE\x00"
OTHER_PER_CTX = 7


# ---------------------------------------------------------------- helpers

def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b62(rng, n):
    return rs(rng, ALNUM, n)


def hexs(rng, n):
    return rs(rng, HEXL, n)


def uuid4(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def b64(rng, nbytes, url=False):
    raw = rng.randbytes(nbytes)
    enc = base64.urlsafe_b64encode if url else base64.b64encode
    return enc(raw).decode()


class Rule:
    """Quoting discipline of a context: which characters a value cannot hold."""

    def __init__(self, forb="", first="", last="", seqs=()):
        self.forb = forb
        self.first = first
        self.last = last
        self.seqs = seqs

    def ok(self, v):
        if not v or any(c.isspace() for c in v):
            return False
        if any(c in self.forb for c in v):
            return False
        if v[0] in self.first or v[-1] in self.last:
            return False
        return not any(s in v for s in self.seqs)

    def syms(self, where="mid"):
        out = [c for c in SYM if c not in self.forb]
        if where == "first":
            out = [c for c in out if c not in self.first]
        elif where == "last":
            out = [c for c in out if c not in self.last]
        return out


SHELL_BAD = "$;&|<>()'\"\\`*?[]{}!"
R_ANY = Rule("")
R_DQ = Rule('"\\')
R_SQ = Rule("'\\")
R_SQ_RAW = Rule("'")
R_CS = Rule('"')
R_KOTLIN = Rule('"\\$')
R_BASH_DQ = Rule('"\\$`!')
R_YAML_PLAIN = Rule("", first=",[]{}#&*!|>'\"%@`", last=":", seqs=(": ", " #"))
R_GHA = Rule("", first=",[]{}#&*!|>'\"%@`", last=":", seqs=(": ", " #", "${{"))
R_ENV_UNQ = Rule("\"'\\$`", first="#")
R_ENV_DQ = Rule('"\\$')
R_INI = Rule("", first=";#\"'[")
R_PROPS = Rule("\\")
R_XML_EL = Rule("<&")
R_XML_ATTR = Rule('<&"')
R_TF = Rule('"\\', seqs=("${", "%{"))
R_COMPOSE = Rule("$", last=":")
R_DOCKER = Rule("\"'\\$")
R_SHELL = Rule(SHELL_BAD, first="-#~=")
R_SHELL_MID = Rule(SHELL_BAD)
R_URL = Rule("\"#%/:<>?@[\\]^`{|}$'")
R_JDBC = Rule("\"#%/:<>?@[\\]^`{|}$'&=+")
R_ODBC = Rule('"\\;{}', first="'")
R_MD_CELL = Rule("|`")
R_CODESPAN = Rule("`")
R_LINE_END = Rule("`", first="([{<*_\"'", last=".,;:*_)\"'")
R_PROSE = Rule("`", first="([{\"'<*_~", last=".,;:!?)]}\"'>*_")
R_NETRC = Rule("\"'\\", first="#")
R_PGPASS = Rule(":\\", first="#")
R_NPMRC = Rule("\"'\\", first="#;", seqs=("${",))


# ---------------------------------------------------------------- value kinds

WORDS = """acorn anvil apron aspen atlas badge bamboo banjo basil beacon birch
bison blanket blossom bonus bramble bronze bucket cactus camel canal candle
canyon carbon cargo cedar chalk cherry cider clover cobalt comet copper coral
cotton crane crater crystal cupcake dahlia delta denim desert dolphin dragon
drizzle eagle ember emerald falcon fennel fiddle flannel fjord forest fossil
gadget galaxy garnet ginger glacier goblet granite gravel harbor hazel helmet
heron hickory honey hornet icicle indigo island ivory jacket jasmine jigsaw
juniper kayak kettle kiwi lantern lemon lilac linen lobster lotus magnet mango
maple marble meadow mercury mitten mosaic nectar nickel nutmeg oasis octave
olive onyx orbit otter paddle panda pebble pepper pickle pilot pixel plasma
plum pollen puffin quartz quill raccoon radish raven ribbon river rocket saddle
saffron salmon sapphire satin scarlet sequoia shadow sierra silver sparrow
spruce summit sunset tango thistle thunder timber topaz tulip tundra turnip
velvet violet walnut willow wizard yonder zephyr zinnia""".split()

PRON = ["ah", "ae", "ai", "ee", "ei", "ie", "oh", "oo", "ou", "ch", "gh", "ph",
        "qu", "sh", "th", "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n",
        "p", "r", "s", "t", "v", "w", "x", "z", "a", "e", "i", "o", "u", "y"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter"]
MONTHS = ["January", "February", "March", "April", "June", "July", "August",
          "September", "October", "November", "December"]
PETS = ["Bailey", "Buster", "Charlie", "Luna", "Oscar", "Rocky", "Tigger",
        "Mittens", "Arsenal", "Yankees", "Liverpool", "Dragons", "Pumpkin",
        "Biscuit", "Shadow", "Ginger"]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
LEET_SYM = {"a": "@", "s": "$", "i": "!"}
VENDOR_PREFIXES = ["acme_live_", "zephyr_sk_", "nimbus_pat_", "orbitkey-",
                   "qpx1_", "lumen.at.", "kitedev_", "strato-live-",
                   "brisk_api_", "tessera_prod_", "corvid-sk-", "halyard~"]


def _mixed_ok(v):
    return (any(c in LOWER for c in v) and any(c in UPPER for c in v)
            and any(c in DIGITS for c in v))


def g_1password(rng, R, st):
    syms = R.syms()
    if not syms:
        return None
    n = rng.choice([18, 20, 20, 24, 28])
    ch = [rng.choice(ALNUM) for _ in range(n)]
    idx = rng.sample(range(n), max(3, n // 5))
    for i in idx[:-1]:
        ch[i] = rng.choice(syms)
    ch[idx[-1]] = rng.choice(DIGITS)
    if ch[0] in R.first or ch[0] in R.forb:
        ch[0] = rng.choice(ALNUM)
    if ch[-1] in R.last or ch[-1] in R.forb:
        ch[-1] = rng.choice(ALNUM)
    return "".join(ch)


def g_bitwarden(rng, R, st):
    if "-" in R.forb:
        return None
    n = rng.choice([3, 3, 4, 5])
    ws = [rng.choice(WORDS) for _ in range(n)]
    if rng.random() < 0.6:
        ws = [w.capitalize() for w in ws]
    d = str(rng.randint(0, 9))
    if rng.random() < 0.5:
        ws.append(d)
    else:
        i = rng.randrange(n)
        ws[i] += d
    return "-".join(ws)


def g_pwgen_s(rng, R, st):
    for _ in range(20):
        v = b62(rng, rng.choice([12, 16, 16, 20]))
        if _mixed_ok(v):
            return v
    return None


def g_pwgen_nodigits(rng, R, st):
    n = rng.choice([10, 12, 14, 16])
    s = ""
    while len(s) < n:
        u = rng.choice(PRON)
        if rng.random() < 0.18:
            u = u.capitalize()
        s += u
    s = s[:n]
    if s == s.lower():
        i = rng.randrange(1, n)
        s = s[:i] + s[i].upper() + s[i + 1:]
    return s


def _syl(rng):
    c = rng.choice("bcdfghjklmnprstvwxyz")
    v = rng.choice(["a", "e", "i", "o", "u", "y", "ea", "oo", "ou", "ai"])
    c2 = rng.choice(["", "", "b", "d", "f", "g", "k", "m", "n", "p", "r", "s",
                     "t", "v", "x"])
    return c + v + c2


def g_apg(rng, R, st):
    parts = []
    for _ in range(rng.choice([3, 4])):
        s = _syl(rng)
        if rng.random() < 0.5:
            s = s.capitalize()
        parts.append(s)
    seps = list(DIGITS) + R.syms()
    out = parts[0]
    for p in parts[1:]:
        out += (rng.choice(seps) if rng.random() < 0.6 else "") + p
    if rng.random() < 0.4:
        out += rng.choice(DIGITS)
    return out


def g_keepass(rng, R, st):
    brackets = [c for c in "()[]{}<>" if c not in R.forb]
    specials = [c for c in "!#$%&*+,-./:;=?@^_|~" if c not in R.forb]
    if not brackets:
        return None
    alpha = ALNUM + "".join(brackets) + "".join(specials)
    n = rng.choice([16, 20, 20, 24, 32])
    ch = [rng.choice(alpha) for _ in range(n)]
    ch[rng.randrange(1, n - 1)] = rng.choice(brackets)
    if ch[0] in R.first:
        ch[0] = rng.choice(ALNUM)
    if ch[-1] in R.last:
        ch[-1] = rng.choice(ALNUM)
    return "".join(ch)


def g_keychain(rng, R, st):
    if "-" in R.forb:
        return None
    s = list(rs(rng, LOWER, 18))
    i, j = rng.sample(range(18), 2)
    s[i] = s[i].upper()
    s[j] = rng.choice(DIGITS)
    return "-".join("".join(s[k:k + 6]) for k in (0, 6, 12))


def g_human(rng, R, st):
    ends = [c for c in R.syms("last") if c in "!#$?@*.&%+"]
    mids = [c for c in R.syms() if c in "@$!"]
    p = rng.randrange(4)
    if p == 0:
        base = rng.choice(SEASONS) + str(rng.randint(18, 26))
    elif p == 1:
        base = rng.choice(MONTHS) + str(rng.randint(2019, 2026))
    elif p == 2:
        base = rng.choice(PETS) + str(rng.choice([rng.randint(1, 99), rng.randint(1970, 2012)]))
    else:
        w = list(rng.choice(WORDS).capitalize())
        for k in range(1, len(w)):
            c = w[k]
            if c in LEET_SYM and LEET_SYM[c] in mids and rng.random() < 0.4:
                w[k] = LEET_SYM[c]
            elif c in LEET and rng.random() < 0.6:
                w[k] = LEET[c]
        base = "".join(w) + str(rng.randint(1, 9))
    if ends and rng.random() < 0.85:
        base += rng.choice(ends)
    return base


def g_digits(rng, R, st):
    n = rng.choice([6, 8, 8, 10, 12])
    return str(rng.randint(1, 9)) + rs(rng, DIGITS, n - 1)


def g_b64std(rng, R, st):
    v = b64(rng, rng.choice([32, 40, 44, 47, 50, 64]))
    if ("+" in v or "/" in v) and v.endswith("="):
        return v
    return None


def g_b64url(rng, R, st):
    v = b64(rng, rng.choice([24, 32, 32, 48]), url=True).rstrip("=")
    if "-" in v or "_" in v:
        return v
    return None


def g_hex_lower(rng, R, st):
    return hexs(rng, rng.choice([32, 40, 64]))


def g_hex_upper(rng, R, st):
    return hexs(rng, rng.choice([32, 40, 64])).upper()


def g_base32(rng, R, st):
    v = base64.b32encode(rng.randbytes(rng.choice([10, 20, 20, 32]))).decode()
    if rng.random() < 0.7:
        v = v.rstrip("=")
    return v


def g_uuid(rng, R, st):
    return uuid4(rng)


def g_prefixed(rng, R, st):
    ok = [p for p in VENDOR_PREFIXES if R.ok(p + "x")]
    if not ok:
        return None
    v = rng.choice(ok) + b62(rng, rng.choice([24, 32, 40]))
    if "_" not in R.forb and rng.random() < 0.3:
        v += "_" + b62(rng, 6)
    return v


def g_dotted(rng, R, st):
    if "." in R.forb:
        return None
    f = rng.randrange(3)
    if f == 0:
        return b62(rng, 8) + "." + b62(rng, 32)
    if f == 1:
        return "v2." + b62(rng, 6) + "." + b64(rng, 30, url=True).rstrip("=")
    return ".".join(b64(rng, n, url=True).rstrip("=") for n in (9, 18, 12))


def g_jwt(rng, R, st):
    def enc(d):
        raw = json.dumps(d, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    alg = rng.choice(["HS256", "RS256", "ES256"])
    t = 1718000000 + rng.randrange(10 ** 6)
    sub = rng.choice(["svc-deploy", "ci-bot", "dana@example.com", uuid4(rng)])
    pl = {"sub": sub, "iat": t, "exp": t + rng.choice([900, 3600, 86400 * 30])}
    if rng.random() < 0.5:
        pl["scope"] = rng.choice(["read:all", "deploy", "admin"])
    sig = b64(rng, 256 if alg == "RS256" else (64 if alg == "ES256" else 32), url=True)
    return enc({"alg": alg, "typ": "JWT"}) + "." + enc(pl) + "." + sig.rstrip("=")


def g_tilde(rng, R, st):
    if "~" in R.forb:
        return None
    extra = "".join(c for c in "~._-" if c not in R.forb)
    body = rs(rng, ALNUM + extra * 3, 34)
    v = b62(rng, 3) + rng.choice(DIGITS) + "Q~" + body
    if v[-1] in R.last:
        v = v[:-1] + rng.choice(ALNUM)
    return v


def g_base62(rng, R, st):
    for _ in range(20):
        v = b62(rng, rng.choice([32, 40, 48]))
        if _mixed_ok(v):
            return v
    return None


def _least(rng, cands, counter):
    m = min(counter[c] for c in cands)
    return rng.choice([c for c in cands if counter[c] == m])


def _body(rng, lo=14, hi=24):
    for _ in range(20):
        v = b62(rng, rng.randint(lo, hi))
        if _mixed_ok(v):
            return v
    return v


def g_sym_first(rng, R, st):
    c = R.syms("first")
    if not c:
        return None
    return _least(rng, c, st["first"]) + _body(rng)


def g_sym_last(rng, R, st):
    c = R.syms("last")
    if not c:
        return None
    return _body(rng) + _least(rng, c, st["last"])


def g_sym_mid(rng, R, st):
    c = R.syms()
    if not c:
        return None
    body = list(_body(rng, 16, 26))
    k = rng.choice([1, 2, 2, 3])
    pos = rng.sample(range(2, len(body) - 2), k)
    used = Counter(st["mid"])
    for p in pos:
        s = _least(rng, c, used)
        used[s] += 1
        body[p] = s
    return "".join(body)


def g_sym_both(rng, R, st):
    a, b = R.syms("first"), R.syms("last")
    if not a or not b:
        return None
    return _least(rng, a, st["first"]) + _body(rng, 12, 22) + _least(rng, b, st["last"])


def g_digit_edges(rng, R, st):
    return rng.choice(DIGITS) + _body(rng, 12, 24) + rng.choice(DIGITS)


KINDS = [
    ("pw_1password", "pw", g_1password),
    ("pw_bitwarden_phrase", "pw", g_bitwarden),
    ("pw_pwgen_secure", "pw", g_pwgen_s),
    ("pw_pwgen_nodigits", "pw", g_pwgen_nodigits),
    ("pw_apg", "pw", g_apg),
    ("pw_keepass", "pw", g_keepass),
    ("pw_keychain", "pw", g_keychain),
    ("pw_human_short", "pw", g_human),
    ("pw_digits_only", "pw", g_digits),
    ("tok_base64_std", "tok", g_b64std),
    ("tok_base64url", "tok", g_b64url),
    ("tok_hex_lower", "tok", g_hex_lower),
    ("tok_hex_upper", "tok", g_hex_upper),
    ("tok_base32", "tok", g_base32),
    ("tok_uuid4", "tok", g_uuid),
    ("tok_vendor_prefixed", "tok", g_prefixed),
    ("tok_dotted", "tok", g_dotted),
    ("tok_jwt", "tok", g_jwt),
    ("tok_tilde", "tok", g_tilde),
    ("tok_base62", "tok", g_base62),
    ("edge_sym_first", "edge", g_sym_first),
    ("edge_sym_last", "edge", g_sym_last),
    ("edge_sym_mid", "edge", g_sym_mid),
    ("edge_sym_both", "edge", g_sym_both),
    ("edge_digits", "edge", g_digit_edges),
]


# ---------------------------------------------------------------- vocabulary

SERVICES = ["billing-api", "acme-web", "ledger", "notifier", "search-indexer",
            "auth-gateway", "reporting", "ingest-worker", "admin-portal",
            "mobile-backend", "payments", "crm-sync"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
HOSTS = ["db-staging.internal", "pg-01.prod.example.net", "db.internal",
         "mysql-a.corp.example.com", "10.0.3.17", "127.0.0.1", "localhost",
         "sql-eu.example.org", "db-replica.qa.internal", "data01.lan"]
CACHE_HOSTS = ["cache.internal", "redis-01.example.net", "10.0.4.9", "localhost"]
MQ_HOSTS = ["rabbit.internal", "mq.example.com", "broker-2.lan"]
API_HOSTS = ["api.example.com", "ci.example.org", "jenkins.corp.example.com",
             "registry.example.net", "hooks.example.io", "status.example.dev"]
USERS = ["app", "deploy", "ci-bot", "admin", "svc_reporting", "dana", "grafana",
         "backup", "etl", "readonly", "root", "jenkins"]
PEOPLE = ["Alice", "Bob", "Dana", "Priya", "Marco", "Wei", "Sam", "Jonas",
          "Fatima", "Lena", "Tomas", "Keiko"]
DBNAMES = ["appdb", "billing", "ledger", "analytics", "app_production", "crm"]
REGIONS = ["eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1"]

PW_COMPS = ["db", "postgres", "mysql", "redis", "smtp", "admin", "ldap",
            "grafana", "jenkins", "rabbitmq", "mongo", "sftp", "backup",
            "keystore", "mail", "elastic", "registry", "root", "vpn", "wifi"]
TOK_COMPS = ["acme", "billing", "ci", "registry", "metrics", "search",
             "storage", "payments", "notify", "analytics", "tracker", "crm",
             "maps", "webhook", "service", "internal", "partner", "deploy"]
PW_WORDS = [["password"]] * 5 + [["passwd"], ["pass"], ["pwd"], ["passphrase"]]
TOK_WORDS = [["token"], ["api", "key"], ["apikey"], ["access", "token"],
             ["auth", "token"], ["secret"], ["secret", "key"],
             ["client", "secret"], ["signing", "key"], ["webhook", "secret"],
             ["private", "token"], ["api", "token"], ["ingest", "key"],
             ["master", "key"], ["bearer", "token"], ["app", "secret"]]
HUMAN_UP = {"api": "API", "db": "DB", "smtp": "SMTP", "ldap": "LDAP",
            "ci": "CI", "vpn": "VPN", "crm": "CRM", "sftp": "SFTP"}


class Label:
    def __init__(self, parts, cls, comp=None):
        self.parts = parts
        self.cls = cls
        self.comp = comp

    def key(self, style):
        p = self.parts
        if style == "snake":
            return "_".join(p)
        if style == "SCREAM":
            return "_".join(p).upper()
        if style == "camel":
            return p[0] + "".join(x.capitalize() for x in p[1:])
        if style == "Pascal":
            return "".join(x.capitalize() for x in p)
        if style == "dot":
            return ".".join(p)
        if style == "kebab":
            return "-".join(p)
        raise ValueError(style)

    def human(self, cap=False):
        ws = [HUMAN_UP.get(w, w) for w in self.parts]
        ws = ["password" if w == "pwd" else w for w in ws]
        s = " ".join(ws)
        return s[0].upper() + s[1:] if cap else s

    def noun(self):
        return self.parts[-1] if self.parts[-1] != "pwd" else "password"


def mk_label(rng, cls):
    if cls == "edge":
        cls = rng.choice(["pw", "tok"])
    if cls == "pw":
        comp = rng.choice(PW_COMPS) if rng.random() < 0.8 else None
        w = rng.choice(PW_WORDS)
    else:
        comp = rng.choice(TOK_COMPS) if rng.random() < 0.8 else None
        w = rng.choice(TOK_WORDS)
    if comp and comp in w:
        comp = None
    return Label(([comp] if comp else []) + list(w), cls, comp)


def neighbours(rng, lab, k, prefix=True):
    pool = [
        (["host"], rng.choice(HOSTS)), (["port"], rng.choice(["5432", "3306", "6379", "8443"])),
        (["user"], rng.choice(USERS)), (["username"], rng.choice(USERS)),
        (["database"], rng.choice(DBNAMES)), (["timeout"], rng.choice(["30", "60", "5"])),
        (["region"], rng.choice(REGIONS)), (["log", "level"], rng.choice(["info", "debug", "warn"])),
        (["pool", "size"], rng.choice(["5", "10", "20"])), (["env"], rng.choice(ENVS)),
        (["endpoint"], "https://" + rng.choice(API_HOSTS) + "/v1"),
    ]
    picks = rng.sample(pool, k)
    out = []
    for parts, val in picks:
        if prefix and lab.comp and rng.random() < 0.5:
            parts = [lab.comp] + parts
        out.append((Label(parts, "x"), val))
    return out


def place(rng, lines, line):
    lines = list(lines)
    lines.insert(rng.randint(0, len(lines)), line)
    return lines


def date(rng):
    return "2024-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))


def fill(rng, t):
    return (t.replace("{svc}", rng.choice(SERVICES)).replace("{env}", rng.choice(ENVS))
            .replace("{date}", date(rng)).replace("{person}", rng.choice(PEOPLE))
            .replace("{n}", str(rng.randint(100, 9999))))


HEADINGS = ["# {svc} — {env} access", "## {date} deploy notes", "### Notes: {svc}",
            "# Memory: {svc} local setup", "## Onboarding ({svc})", "# {env} config",
            "## Incident {n} follow-up", "# Handover from {person}", "## TIL {date}",
            "# Setup notes", "## {svc}", "### {date} — pairing with {person}"]
INTROS = ["Copied from the old wiki page so I don't lose it.",
          "Config that finally worked for the {env} cluster:",
          "Needed this to get the integration tests green.",
          "Keep this handy until we move it into the vault.",
          "From the handover call with {person}.",
          "Working setup as of {date}:",
          "Quick reference for next time.",
          "{person} asked me to write this down after the {env} outage.",
          "Took me an hour to figure this out, so noting it here.",
          "This is what the {svc} service expects on boot."]
OUTROS = ["Rotate after the migration is done.", "TODO: move to the secret store.",
          "Ask {person} before changing anything here.",
          "Verified on {date}.", "Same layout for the other environments.",
          "(Remember to restart the worker afterwards.)",
          "Don't commit this to the repo."]
EXTRA_BULLETS = ["- Deploys go through the `release` branch.",
                 "- Logs are in Grafana under the {svc} dashboard.",
                 "- {person} owns the {env} cluster this quarter.",
                 "- Ping #infra before restarting anything.",
                 "- Migrations run automatically on boot.",
                 "- Build takes ~6 min on CI.",
                 "- The {svc} healthcheck lives at `/healthz`."]


def note(rng, body, lang):
    out = []
    if rng.random() < 0.85:
        out += [fill(rng, rng.choice(HEADINGS)), ""]
    if rng.random() < 0.7:
        out += [fill(rng, rng.choice(INTROS)), ""]
    if rng.random() < 0.25:
        out += [fill(rng, b) for b in rng.sample(EXTRA_BULLETS, 2)] + [""]
    if lang is None or rng.random() < 0.2:
        out.append(body)
    else:
        out.append("```" + lang + "\n" + body + "\n```")
    if rng.random() < 0.35:
        out += ["", fill(rng, rng.choice(OUTROS))]
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- contexts
# Each render(rng, lab, v) returns (body, lang) with MARK where the value goes;
# lang None means prose (never fenced).

M = MARK


def c_env_unquoted(rng, lab, v):
    lines = [f"{l.key('SCREAM')}={x}" for l, x in neighbours(rng, lab, rng.randint(1, 4))]
    return "\n".join(place(rng, lines, f"{lab.key('SCREAM')}={M}")), rng.choice(["", "env", "dotenv"])


def c_env_dquoted(rng, lab, v):
    lines = [f'{l.key("SCREAM")}="{x}"' for l, x in neighbours(rng, lab, rng.randint(1, 3))]
    return "\n".join(place(rng, lines, f'{lab.key("SCREAM")}="{M}"')), rng.choice(["", "env", "sh"])


def _yaml(rng, lab, valtxt, style=None):
    style = style or rng.choice(["snake", "camel", "kebab", "snake"])
    sect = (lab.comp or rng.choice(["service", "app", "integration"]))
    lines = [f"  {l.key(style)}: {x}" for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    lines = place(rng, lines, f"  {lab.key(style)}: {valtxt}")
    return sect + ":\n" + "\n".join(lines), rng.choice(["yaml", "yml", "yaml"])


def c_yaml_plain(rng, lab, v):
    return _yaml(rng, lab, M)


def c_yaml_dquoted(rng, lab, v):
    return _yaml(rng, lab, f'"{M}"')


def c_yaml_squoted(rng, lab, v):
    return _yaml(rng, lab, f"'{M}'")


def c_yaml_block(rng, lab, v):
    style = rng.choice(["snake", "camel"])
    sect = lab.comp or "service"
    lines = [f"  {l.key(style)}: {x}" for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    ind = rng.choice(["|", "|-", ">-"])
    return (sect + ":\n" + "\n".join(lines) + f"\n  {lab.key(style)}: {ind}\n    {M}\n"
            + f"  retries: {rng.randint(1, 5)}"), "yaml"


def c_json(rng, lab, v):
    style = rng.choice(["camel", "snake"])
    items = [f'"{l.key(style)}": "{x}"' for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    items = place(rng, items, f'"{lab.key(style)}": "{M}"')
    if rng.random() < 0.5:
        sect = lab.comp or "service"
        body = "{\n  \"" + sect + "\": {\n    " + ",\n    ".join(items) + "\n  }\n}"
    else:
        body = "{\n  " + ",\n  ".join(items) + "\n}"
    return body, "json"


def c_toml(rng, lab, v):
    sect = lab.comp or rng.choice(["service", "auth", "upstream"])
    lines = [f'{l.key("snake")} = "{x}"' for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    lines = place(rng, lines, f'{lab.key("snake")} = "{M}"')
    return f"[{sect}]\n" + "\n".join(lines), "toml"


def c_ini(rng, lab, v):
    style = rng.choice(["snake", "kebab", "Pascal", "snake"])
    sect = lab.comp or rng.choice(["service", "client", "main"])
    lines = [f"{l.key(style)} = {x}" for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    lines = place(rng, lines, f"{lab.key(style)} = {M}")
    return f"[{sect}]\n" + "\n".join(lines), rng.choice(["ini", "cfg", ""])


def c_java_properties(rng, lab, v):
    pre = rng.choice(["spring.datasource", "app", "acme.client", "mail.smtp", "app.integration"])
    lines = [f"{pre}.{l.key('dot')}={x}" for l, x in neighbours(rng, lab, rng.randint(1, 3), prefix=False)]
    parts = lab.parts if pre != "spring.datasource" else [lab.noun()]
    key = pre + "." + ".".join(parts)
    return "\n".join(place(rng, lines, f"{key}={M}")), "properties"


def c_xml_element(rng, lab, v):
    if lab.cls == "pw" and rng.random() < 0.6:
        sid = rng.choice(["nexus-releases", "internal-repo", "artifactory"])
        return ("<servers>\n  <server>\n    <id>" + sid + "</id>\n    <username>" + rng.choice(USERS)
                + "</username>\n    <password>" + M + "</password>\n  </server>\n</servers>"), "xml"
    k = lab.key("camel")
    inner = "".join(f"  <{l.key('camel')}>{x}</{l.key('camel')}>\n" for l, x in neighbours(rng, lab, 2, prefix=False))
    return f"<config>\n{inner}  <{k}>{M}</{k}>\n</config>", "xml"


def c_xml_attr(rng, lab, v):
    k = lab.key("camel") if rng.random() < 0.5 else lab.noun()
    host = rng.choice(HOSTS)
    return (f'<dataSource name="main" url="jdbc:postgresql://{host}:5432/{rng.choice(DBNAMES)}"\n'
            f'            username="{rng.choice(USERS)}" {k}="{M}" maxPoolSize="10"/>'), "xml"


def c_xml_appsettings(rng, lab, v):
    env = rng.choice(ENVS)
    return ("<appSettings>\n  <add key=\"Environment\" value=\"" + env + "\" />\n"
            "  <add key=\"" + lab.key("Pascal") + "\" value=\"" + M + "\" />\n"
            "  <add key=\"RetryCount\" value=\"3\" />\n</appSettings>"), "xml"


def c_python(rng, lab, v):
    f = rng.randrange(4)
    if f == 0:
        return f"{lab.key('SCREAM')} = '{M}'", "python"
    if f == 1:
        return (f"client = AcmeClient(\n    base_url='https://{rng.choice(API_HOSTS)}',\n"
                f"    {lab.key('snake')}='{M}',\n)"), "python"
    if f == 2:
        return f"settings.{lab.key('snake')} = '{M}'", "py"
    lines = [f"    '{l.key('snake')}': '{x}'," for l, x in neighbours(rng, lab, 2, prefix=False)]
    lines = place(rng, lines, f"    '{lab.key('snake')}': '{M}',")
    return "CONFIG = {\n" + "\n".join(lines) + "\n}", "python"


def c_javascript(rng, lab, v):
    f = rng.randrange(3)
    if f == 0:
        return f'const {lab.key("camel")} = "{M}";', rng.choice(["js", "javascript"])
    if f == 1:
        return (f'module.exports = {{\n  host: "{rng.choice(HOSTS)}",\n  {lab.key("camel")}: "{M}",\n}};'), "js"
    return f'process.env.{lab.key("SCREAM")} = "{M}";', "js"


def c_typescript(rng, lab, v):
    if rng.random() < 0.5:
        return f"export const {lab.key('SCREAM')}: string = '{M}';", "ts"
    return (f"const config: ClientConfig = {{\n  region: '{rng.choice(REGIONS)}',\n"
            f"  {lab.key('camel')}: '{M}',\n  retries: 3,\n}};"), rng.choice(["ts", "typescript"])


def c_go(rng, lab, v):
    if rng.random() < 0.5:
        return f'const {lab.key("camel")} = "{M}"', "go"
    return (f'cfg := client.Config{{\n\tEndpoint: "https://{rng.choice(API_HOSTS)}",\n'
            f'\t{lab.key("Pascal")}: "{M}",\n}}'), "go"


def c_java(rng, lab, v):
    f = rng.randrange(3)
    if f == 0:
        return f'private static final String {lab.key("SCREAM")} = "{M}";', "java"
    if f == 1:
        return f'props.setProperty("{lab.key("dot")}", "{M}");', "java"
    return f'dataSource.set{lab.key("Pascal")}("{M}");', "java"


def c_csharp(rng, lab, v):
    q = '@"' if ("\\" in v or rng.random() < 0.3) else '"'
    if rng.random() < 0.5:
        return f'var {lab.key("camel")} = {q}{M}";', "csharp"
    return f'options.{lab.key("Pascal")} = {q}{M}";', rng.choice(["cs", "csharp"])


def c_ruby(rng, lab, v):
    if rng.random() < 0.5:
        return f"config.{lab.key('snake')} = '{M}'", "ruby"
    return f"{lab.key('SCREAM')} = '{M}'.freeze", "rb"


def c_php(rng, lab, v):
    f = rng.randrange(3)
    if f == 0:
        return f"define('{lab.key('SCREAM')}', '{M}');", "php"
    if f == 1:
        return f"${lab.key('camel')} = '{M}';", "php"
    return (f"return [\n    'host' => '{rng.choice(HOSTS)}',\n    '{lab.key('snake')}' => '{M}',\n];"), "php"


def c_rust(rng, lab, v):
    if rng.random() < 0.5:
        return f'const {lab.key("SCREAM")}: &str = "{M}";', "rust"
    return f'let {lab.key("snake")} = String::from("{M}");', "rs"


def c_kotlin(rng, lab, v):
    if rng.random() < 0.5:
        return f'val {lab.key("camel")} = "{M}"', "kotlin"
    return f'private const val {lab.key("SCREAM")} = "{M}"', "kt"


def c_swift(rng, lab, v):
    if rng.random() < 0.5:
        return f'let {lab.key("camel")} = "{M}"', "swift"
    return f'enum Secrets {{\n    static let {lab.key("camel")} = "{M}"\n}}', "swift"


def c_bash_export(rng, lab, v):
    lines = [f"export {l.key('SCREAM')}={x}" for l, x in neighbours(rng, lab, rng.randint(0, 2))]
    return "\n".join(place(rng, lines, f"export {lab.key('SCREAM')}='{M}'")), rng.choice(["bash", "sh", "shell"])


def c_powershell(rng, lab, v):
    if rng.random() < 0.5:
        return f"$env:{lab.key('SCREAM')} = '{M}'", "powershell"
    return (f"${lab.key('camel')} = ConvertTo-SecureString '{M}' -AsPlainText -Force"), rng.choice(["powershell", "ps1"])


def c_dockerfile_env(rng, lab, v):
    return ("FROM node:20-alpine\nWORKDIR /app\nENV NODE_ENV=production\n"
            f"ENV {lab.key('SCREAM')}={M}\nCOPY . .\nCMD [\"node\", \"server.js\"]"), "dockerfile"


def c_compose_env_list(rng, lab, v):
    img = rng.choice(["postgres:16", "redis:7-alpine", "ghcr.io/acme/api:1.8.2", "rabbitmq:3-management"])
    lines = [f"      - {l.key('SCREAM')}={x}" for l, x in neighbours(rng, lab, rng.randint(1, 2))]
    lines = place(rng, lines, f"      - {lab.key('SCREAM')}={M}")
    return ("services:\n  " + rng.choice(["db", "api", "worker", "cache"]) + ":\n    image: " + img
            + "\n    environment:\n" + "\n".join(lines)), rng.choice(["yaml", "yml"])


def c_k8s_secret(rng, lab, v):
    style = rng.choice(["kebab", "snake", "camel", "dot", "SCREAM"])
    name = rng.choice(SERVICES) + "-credentials"
    lines = place(rng, [f"  username: {rng.choice(USERS)}"], f'  {lab.key(style)}: "{M}"')
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + name + "\n  namespace: "
            + rng.choice(ENVS) + "\ntype: Opaque\nstringData:\n" + "\n".join(lines)), "yaml"


def c_helm_values(rng, lab, v):
    top = rng.choice(["postgresql", "redis", "api", "worker", "externalServices"])
    return (f"{top}:\n  enabled: true\n  auth:\n    username: {rng.choice(USERS)}\n"
            f"    {lab.key('camel')}: {M}\n  resources:\n    limits:\n      memory: 512Mi"), "yaml"


def c_tfvars(rng, lab, v):
    lines = [f'region        = "{rng.choice(REGIONS)}"', f'instance_type = "t3.medium"']
    return "\n".join(place(rng, lines, f'{lab.key("snake")} = "{M}"')), rng.choice(["hcl", "terraform"])


def c_gha_env(rng, lab, v):
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY_ENV: "
            + rng.choice(ENVS) + f"\n      {lab.key('SCREAM')}: {M}\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh"), "yaml"


def c_odbc(rng, lab, v):
    host, db, user = rng.choice(HOSTS), rng.choice(DBNAMES), rng.choice(USERS)
    if rng.random() < 0.5:
        cs = (f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{host},1433;"
              f"Database={db};Uid={user};Pwd={M};Encrypt=yes;")
    else:
        cs = f"Server={host};Database={db};User Id={user};Password={M};TrustServerCertificate=True;"
    f = rng.randrange(3)
    if f == 0:
        return '{\n  "ConnectionStrings": {\n    "Default": "' + cs + '"\n  }\n}', "json"
    if f == 1:
        return f"Connection string for the {rng.choice(ENVS)} SQL box: `{cs}`", None
    return cs, ""


def c_jdbc(rng, lab, v):
    host, db, user = rng.choice(HOSTS), rng.choice(DBNAMES), rng.choice(USERS)
    if rng.random() < 0.5:
        url = f"jdbc:postgresql://{host}:5432/{db}?user={user}&password={M}&sslmode=require"
    else:
        url = f"jdbc:mysql://{host}:3306/{db}?user={user}&password={M}&useSSL=true"
    f = rng.randrange(3)
    if f == 0:
        return f"spring.datasource.url={url}", "properties"
    if f == 1:
        return f"datasource:\n  url: \"{url}\"\n  pool: 10", "yaml"
    return url, ""


def _url_setting(rng, url):
    f = rng.randrange(4)
    if f == 0:
        return f'DATABASE_URL="{url}"', rng.choice(["", "env"])
    if f == 1:
        return f'connection:\n  url: "{url}"', "yaml"
    if f == 2:
        return f'engine = create_engine("{url}")', "python"
    return f"Connect with `{url}`", None


def c_url_postgres(rng, lab, v):
    return _url_setting(rng, f"{rng.choice(['postgres', 'postgresql'])}://{rng.choice(USERS)}:{M}@"
                        f"{rng.choice(HOSTS)}:5432/{rng.choice(DBNAMES)}?sslmode=require")


def c_url_mysql(rng, lab, v):
    return _url_setting(rng, f"mysql://{rng.choice(USERS)}:{M}@{rng.choice(HOSTS)}:3306/{rng.choice(DBNAMES)}")


def c_url_redis(rng, lab, v):
    if rng.random() < 0.5:
        url = f"redis://:{M}@{rng.choice(CACHE_HOSTS)}:6379/0"
    else:
        url = f"rediss://default:{M}@{rng.choice(CACHE_HOSTS)}:6380"
    return _url_setting(rng, url)


def c_url_amqp(rng, lab, v):
    return _url_setting(rng, f"amqp://{rng.choice(USERS)}:{M}@{rng.choice(MQ_HOSTS)}:5672/{rng.choice(['jobs', 'events'])}")


def c_url_mongodb_srv(rng, lab, v):
    return _url_setting(rng, f"mongodb+srv://{rng.choice(USERS)}:{M}@cluster0.{rs(rng, LOWER + DIGITS, 5)}"
                        f".mongodb.net/{rng.choice(DBNAMES)}?retryWrites=true&w=majority")


def _sh(rng, cmd):
    return (rng.choice(["", "$ "]) + cmd), rng.choice(["bash", "sh", "shell", "console"])


def c_cli_flag_space(rng, lab, v):
    u, h = rng.choice(USERS), rng.choice(API_HOSTS)
    f = rng.randrange(4)
    if f == 0:
        return _sh(rng, f"acmectl login --username {u} --password {M}")
    if f == 1:
        return _sh(rng, f"docker login {h} -u {u} -p {M}")
    if f == 2:
        return _sh(rng, f"redis-cli -h {rng.choice(CACHE_HOSTS)} -a {M} ping")
    return _sh(rng, f"mongosh --host {rng.choice(HOSTS)} -u {u} -p {M} --authenticationDatabase admin")


def c_cli_mysql_p(rng, lab, v):
    return _sh(rng, f"mysql -h {rng.choice(HOSTS)} -u {rng.choice(USERS)} -p{M} {rng.choice(DBNAMES)}")


def c_cli_flag_eq(rng, lab, v):
    f = rng.randrange(3)
    flag = "--" + lab.key("kebab")
    if f == 0:
        return _sh(rng, f"acmectl auth {flag}={M} --env {rng.choice(ENVS)}")
    if f == 1:
        return _sh(rng, f"./scripts/deploy.sh --target {rng.choice(ENVS)} {flag}={M}")
    return _sh(rng, f"python manage.py sync_partner --{rng.choice(['token', 'api-key', 'secret'])}={M}")


def c_kubectl_literal(rng, lab, v):
    name = rng.choice(SERVICES) + "-secrets"
    return _sh(rng, f"kubectl -n {rng.choice(ENVS)} create secret generic {name} "
                    f"--from-literal={lab.key(rng.choice(['kebab', 'snake', 'SCREAM']))}={M}")


def c_cli_flag_quoted(rng, lab, v):
    flag = rng.choice(["--password", "--pass"] if lab.cls == "pw" else ["--api-key", "--token", "--secret"])
    return _sh(rng, f"acmectl {rng.choice(['sync', 'push', 'login'])} {flag} '{M}' --region {rng.choice(REGIONS)}")


def c_curl_u(rng, lab, v):
    return _sh(rng, f"curl -s -u {rng.choice(USERS)}:{M} https://{rng.choice(API_HOSTS)}/api/json")


def c_curl_bearer(rng, lab, v):
    return _sh(rng, f'curl -sS -H "Authorization: Bearer {M}" \\\n  -H "Accept: application/json" '
                    f'https://{rng.choice(API_HOSTS)}/v1/{rng.choice(["projects", "builds", "me"])}')


def c_curl_api_key_header(rng, lab, v):
    hdr = rng.choice(["X-API-Key", "X-Api-Key", "X-Acme-Token", "X-Auth-Token", "Api-Key"])
    return _sh(rng, f"curl -X POST -H '{hdr}: {M}' -d @payload.json https://{rng.choice(API_HOSTS)}/v2/events")


def c_netrc(rng, lab, v):
    h, u = rng.choice(API_HOSTS), rng.choice(USERS)
    if rng.random() < 0.5:
        return f"machine {h}\n  login {u}\n  password {M}", rng.choice(["", "netrc"])
    return f"machine {h} login {u} password {M}", ""


def c_pgpass(rng, lab, v):
    return f"{rng.choice(HOSTS)}:5432:{rng.choice(DBNAMES)}:{rng.choice(USERS)}:{M}", rng.choice(["", "text"])


def c_npmrc(rng, lab, v):
    h = rng.choice(["npm.example.com", "registry.example.net", "pkgs.example.org"])
    return (f"registry=https://{h}/\n//{h}/:_authToken={M}\nalways-auth=true"), rng.choice(["ini", ""])


def c_md_table_column(rng, lab, v):
    col = {"pw": rng.choice(["Password", "Pass", "password"]),
           "tok": rng.choice(["Token", "API key", "Secret"])}[lab.cls]
    rows = [f"| {rng.choice(ENVS)} | {rng.choice(HOSTS)} | {rng.choice(USERS)} | {M} |"]
    if rng.random() < 0.6:
        rows = place(rng, rows, f"| {rng.choice(ENVS)} | {rng.choice(HOSTS)} | {rng.choice(USERS)} | "
                                f"{rng.choice(['(in vault)', 'ask ' + rng.choice(PEOPLE), 'see 1Password', 'n/a'])} |")
    return (f"| Env | Host | User | {col} |\n|-----|------|------|------|\n" + "\n".join(rows)), None


def c_md_table_kv(rng, lab, v):
    rows = [f"| {l.human(True)} | {x} |" for l, x in neighbours(rng, lab, rng.randint(1, 3))]
    rows = place(rng, rows, f"| {lab.human(True)} | {M} |")
    return "| Setting | Value |\n|---|---|\n" + "\n".join(rows), None


def c_bullet(rng, lab, v):
    h = lab.human(True)
    line = rng.choice([f"- {h}: {M}", f"* {h}: {M}", f"- **{h}:** {M}", f"- {h} → {M}", f"- {h} = {M}"])
    others = [f"- Host: {rng.choice(HOSTS)}", f"- User: {rng.choice(USERS)}", f"- Env: {rng.choice(ENVS)}"]
    return "\n".join(place(rng, rng.sample(others, rng.randint(1, 3)), line)), None


def c_prose_is(rng, lab, v):
    env = rng.choice(ENVS)
    t = rng.choice([f"The {env} {lab.human()} is `{M}`.",
                    f"{lab.human(True)} is `{M}` (rotated on {date(rng)}).",
                    f"FYI the {lab.human()} for {env} is `{M}`, {rng.choice(PEOPLE)} changed it last week.",
                    f"Note to self: {lab.human()} = `{M}`"])
    return t, None


def c_prose_use(rng, lab, v):
    n = lab.noun().replace("apikey", "API key")
    t = rng.choice([f"Use {n} {M} when calling the {rng.choice(SERVICES)} API from CI.",
                    f"For the {rng.choice(ENVS)} box use {n} {M} and the usual username.",
                    f"You can log in with {rng.choice(USERS)} and {n} {M} for now."])
    return t, None


def c_prose_set_to(rng, lab, v):
    t = rng.choice([f"Set the {lab.human()} to {M} and restart the worker.",
                    f"I set {lab.human()} to {M} in the {rng.choice(SERVICES)} dashboard.",
                    f"After the reset {rng.choice(PEOPLE)} changed the {lab.human()} to {M} so update your env."])
    return t, None


def c_prose_new_root(rng, lab, v):
    t = rng.choice([f"{M} is the new root password for {rng.choice(HOSTS)}.",
                    f"{M} is now the {lab.human()} (old one revoked).",
                    f"Heads up: {M} is the new admin password on {rng.choice(ENVS)}."])
    return t, None


def c_prose_creds(rng, lab, v):
    u = rng.choice(USERS)
    t = rng.choice([f"creds: {u} / {M}", f"login: {u} / {M}", f"user/pass = {u} / {M}",
                    f"{rng.choice(ENVS)} creds — {u} / {M}"])
    return t, None


def c_chat(rng, lab, v):
    a, b = rng.sample(PEOPLE, 2)
    env = rng.choice(ENVS)
    lines = [f"**{a}:** anyone have access to the {env} {lab.comp or 'service'} box?",
             rng.choice([f"**{b}:** the {env} {lab.noun()} is {M}",
                         f"{b}: here's the new {lab.human()}: {M}",
                         f"**{b}** (10:{rng.randint(10, 59)}): {lab.human()} is {M} - don't paste it anywhere else"]),
             f"**{a}:** thanks!"]
    return "\n".join(lines), None


ALL = ("pw", "tok", "edge")
PWE = ("pw", "edge")
TOKE = ("tok", "edge")
CONTEXTS = [
    ("env_unquoted", R_ENV_UNQ, ALL, c_env_unquoted),
    ("env_dquoted", R_ENV_DQ, ALL, c_env_dquoted),
    ("yaml_plain", R_YAML_PLAIN, ALL, c_yaml_plain),
    ("yaml_dquoted", R_DQ, ALL, c_yaml_dquoted),
    ("yaml_squoted", R_SQ_RAW, ALL, c_yaml_squoted),
    ("yaml_block", R_ANY, ALL, c_yaml_block),
    ("json", R_DQ, ALL, c_json),
    ("toml", R_DQ, ALL, c_toml),
    ("ini", R_INI, ALL, c_ini),
    ("java_properties", R_PROPS, ALL, c_java_properties),
    ("xml_element", R_XML_EL, ALL, c_xml_element),
    ("xml_attribute", R_XML_ATTR, ALL, c_xml_attr),
    ("xml_appsettings", R_XML_ATTR, ALL, c_xml_appsettings),
    ("python", R_SQ, ALL, c_python),
    ("javascript", R_DQ, ALL, c_javascript),
    ("typescript", R_SQ, ALL, c_typescript),
    ("go", R_DQ, ALL, c_go),
    ("java", R_DQ, ALL, c_java),
    ("csharp", R_CS, ALL, c_csharp),
    ("ruby", R_SQ, ALL, c_ruby),
    ("php", R_SQ, ALL, c_php),
    ("rust", R_DQ, ALL, c_rust),
    ("kotlin", R_KOTLIN, ALL, c_kotlin),
    ("swift", R_DQ, ALL, c_swift),
    ("bash_export", R_SQ_RAW, ALL, c_bash_export),
    ("powershell", R_SQ_RAW, ALL, c_powershell),
    ("dockerfile_env", R_DOCKER, ALL, c_dockerfile_env),
    ("compose_env_list", R_COMPOSE, ALL, c_compose_env_list),
    ("k8s_secret_stringdata", R_DQ, ALL, c_k8s_secret),
    ("helm_values", R_YAML_PLAIN, ALL, c_helm_values),
    ("terraform_tfvars", R_TF, ALL, c_tfvars),
    ("gha_env", R_GHA, ALL, c_gha_env),
    ("odbc_connstr", R_ODBC, PWE, c_odbc),
    ("jdbc_url", R_JDBC, PWE, c_jdbc),
    ("url_postgres", R_URL, PWE, c_url_postgres),
    ("url_mysql", R_URL, PWE, c_url_mysql),
    ("url_redis", R_URL, ALL, c_url_redis),
    ("url_amqp", R_URL, PWE, c_url_amqp),
    ("url_mongodb_srv", R_URL, PWE, c_url_mongodb_srv),
    ("cli_flag_space", R_SHELL, PWE, c_cli_flag_space),
    ("cli_mysql_p", R_SHELL_MID, PWE, c_cli_mysql_p),
    ("cli_flag_eq", R_SHELL_MID, ALL, c_cli_flag_eq),
    ("cli_flag_quoted", R_SQ_RAW, ALL, c_cli_flag_quoted),
    ("kubectl_from_literal", R_SHELL_MID, ALL, c_kubectl_literal),
    ("curl_u", R_SHELL_MID, ALL, c_curl_u),
    ("curl_bearer", R_BASH_DQ, TOKE, c_curl_bearer),
    ("curl_api_key_header", R_SQ_RAW, TOKE, c_curl_api_key_header),
    ("netrc", R_NETRC, ALL, c_netrc),
    ("pgpass", R_PGPASS, PWE, c_pgpass),
    ("npmrc", R_NPMRC, TOKE, c_npmrc),
    ("md_table_column", R_MD_CELL, ALL, c_md_table_column),
    ("md_table_kv", R_MD_CELL, ALL, c_md_table_kv),
    ("bullet", R_LINE_END, ALL, c_bullet),
    ("prose_is", R_CODESPAN, ALL, c_prose_is),
    ("prose_use", R_PROSE, ALL, c_prose_use),
    ("prose_set_to", R_PROSE, ALL, c_prose_set_to),
    ("prose_new_root", R_PROSE, PWE, c_prose_new_root),
    ("prose_creds", R_LINE_END, PWE, c_prose_creds),
    ("chat", R_LINE_END, ALL, c_chat),
]
PW_ONLY_CTX = {"prose_new_root", "prose_creds", "odbc_connstr", "jdbc_url", "url_postgres",
               "url_mysql", "url_amqp", "url_mongodb_srv", "cli_flag_space", "cli_mysql_p", "pgpass"}


# ---------------------------------------------------------------- negatives

def _ver(rng):
    return f"{rng.randint(0, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"


def n_git_sha(rng):
    sha = hexs(rng, 40)
    f = rng.randrange(4)
    if f == 0:
        return (f"deploy:\n  service: {rng.choice(SERVICES)}\n  commit: {sha}\n  branch: main\n"
                f"  env: {rng.choice(ENVS)}"), "yaml"
    if f == 1:
        return f"Fixed in commit {sha}; the regression came from {hexs(rng, 7)}.", None
    if f == 2:
        return f"git checkout {sha}\ngit cherry-pick {hexs(rng, 40)}", "bash"
    return (f"| Release | Commit |\n|---|---|\n| v{_ver(rng)} | `{sha}` |\n| v{_ver(rng)} | `{hexs(rng, 40)}` |"), None


def n_sha256(rng):
    h, ver = hexs(rng, 64), _ver(rng)
    f = rng.randrange(4)
    if f == 0:
        return f"artifact:\n  name: acme-cli_{ver}_linux_amd64.tar.gz\n  sha256: {h}", "yaml"
    if f == 1:
        return (f"{h}  acme-cli_{ver}_linux_amd64.tar.gz\n{hexs(rng, 64)}  acme-cli_{ver}_darwin_arm64.tar.gz"), ""
    if f == 2:
        return f'[[files]]\npath = "dist/app.whl"\nchecksum = "sha256:{h}"', "toml"
    return f"Verify the download first — the checksum should be `{h}` (sha256).", None


def n_trace_ids(rng):
    u, t, s = uuid4(rng), hexs(rng, 32), hexs(rng, 16)
    f = rng.randrange(3)
    if f == 0:
        return (f"2024-06-11T10:42:03Z ERROR request_id={u} trace_id={t} span_id={s} status=502 "
                f"path=/v1/invoices"), ""
    if f == 1:
        return (f'{{\n  "request_id": "{u}",\n  "trace_id": "{t}",\n  "error": "upstream timeout"\n}}'), "json"
    return f"The failing request was trace_id `{t}` (request_id `{u}`), see Tempo.", None


def n_image_digest(rng):
    h = hexs(rng, 64)
    f = rng.randrange(3)
    if f == 0:
        return f"image: registry.example.com/acme/api@sha256:{h}\nimagePullPolicy: IfNotPresent", "yaml"
    if f == 1:
        return f"docker pull ghcr.io/acme/worker@sha256:{h}", "bash"
    return f"Pinned the base image to `node:20-alpine@sha256:{h}`.", None


def n_versions(rng):
    f = rng.randrange(5)
    if f == 0:
        return f"version: {_ver(rng)}-rc.{rng.randint(1, 5)}+build.{rng.randint(1000, 9999)}", "yaml"
    if f == 1:
        return f'{{\n  "name": "@acme/web",\n  "version": "{_ver(rng)}-beta.{rng.randint(1, 9)}"\n}}', "json"
    if f == 2:
        return f"acme-sdk=={_ver(rng)}\nrequests==2.32.3\nurllib3=={_ver(rng)}", "text"
    if f == 3:
        return f"image: postgres:16.{rng.randint(0, 4)}-alpine3.{rng.randint(17, 20)}", "yaml"
    return f"Bumped the runtime to {_ver(rng)} and the SDK to v{_ver(rng)}.", None


def n_build_ids(rng):
    f = rng.randrange(4)
    if f == 0:
        return f"build_id: 2024{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 9)}", "yaml"
    if f == 1:
        return f"BUILD_NUMBER={rng.randint(1000, 9999)}\nPIPELINE_ID={rng.randint(10 ** 6, 10 ** 7)}", "env"
    if f == 2:
        return f"CI run {rng.randint(10 ** 9, 10 ** 10)} failed on the lint step, rerun fixed it.", None
    return f"Jenkins build #{rng.randint(100, 9999)} produced artifact `app-{_ver(rng)}-{hexs(rng, 7)}.jar`.", None


def n_password_policy(rng):
    f = rng.randrange(3)
    if f == 0:
        return (f"password_policy:\n  password_min_length: {rng.choice([12, 14, 16])}\n"
                f"  password_require_symbols: true\n  password_max_age_days: {rng.choice([60, 90])}"), "yaml"
    if f == 1:
        return (f'{{\n  "passwordMinLength": {rng.choice([8, 12, 16])},\n  "passwordHistory": 5,\n'
                f'  "requirePasswordChange": true\n}}'), "json"
    return ("AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation."
            "MinimumLengthValidator'},\n]"), "python"


def n_token_ttl(rng):
    f = rng.randrange(4)
    if f == 0:
        return f"auth:\n  token_ttl: {rng.choice([900, 3600, 86400])}\n  refresh_token_ttl: 30d", "yaml"
    if f == 1:
        return f"ACCESS_TOKEN_EXPIRE_MINUTES={rng.choice([5, 15, 60])}\nTOKEN_ISSUER=https://auth.example.com", "env"
    if f == 2:
        return f'[session]\nrefresh_token_lifetime = "{rng.choice([7, 30, 90])}d"\ntoken_algorithm = "RS256"', "toml"
    return "jwt:\n  algorithm: RS256\n  issuer: https://auth.example.com\n  audience: acme-api", "yaml"


def n_keyname_values(rng):
    f = rng.randrange(5)
    if f == 0:
        return "database:\n  host: db.internal\n  password: DB_PASSWORD\n  user: app", "yaml"
    if f == 1:
        return "password_env: POSTGRES_PASSWORD\napi_key_env: ACME_API_KEY", "yaml"
    if f == 2:
        return f"auth:\n  existingSecret: {rng.choice(SERVICES)}-credentials\n  secretKeys:\n    passwordKey: db-password", "yaml"
    if f == 3:
        return 'token_var = "ACME_API_TOKEN"\npassword_var = "SMTP_PASSWORD"', "toml"
    return "The token is read from `ACME_API_TOKEN`, the password from `DB_PASSWORD`.", None


def n_env_refs(rng):
    f = rng.randrange(5)
    if f == 0:
        return "DB_PASSWORD=${DB_PASSWORD}\nAPI_TOKEN=${ACME_API_TOKEN:-}", "env"
    if f == 1:
        return "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it}", "yaml"
    if f == 2:
        return 'mysql -u root -p"$MYSQL_ROOT_PASSWORD" appdb', "bash"
    if f == 3:
        return 'export ACME_TOKEN=$(cat /run/secrets/acme_token)\ncurl -H "Authorization: Bearer $ACME_TOKEN" https://api.example.com/v1/me', "bash"
    return "[db]\npassword = %(DB_PASSWORD)s\nhost = db.internal", "ini"


def n_template_refs(rng):
    f = rng.randrange(5)
    if f == 0:
        return "password: {{ .Values.postgresql.auth.password | quote }}", "yaml"
    if f == 1:
        return "env:\n  ACME_TOKEN: ${{ secrets.ACME_TOKEN }}\n  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}", "yaml"
    if f == 2:
        return 'db_password: "{{ vault_db_password }}"', "yaml"
    if f == 3:
        return 'password = var.db_password\nusername = "app"', "hcl"
    return "password = data.aws_secretsmanager_secret_version.db.secret_string", "hcl"


def n_encrypted(rng):
    if rng.random() < 0.5:
        lines = "\n".join("  " + hexs(rng, 80) for _ in range(4))
        return f"db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n{lines}", "yaml"
    return (f"password: ENC[AES256_GCM,data:{b64(rng, 18)},iv:{b64(rng, 32)},tag:{b64(rng, 16)},type:str]\n"
            f"sops:\n  version: 3.8.1"), "yaml"


def n_secret_key_ref(rng):
    return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "
            + rng.choice(SERVICES) + "-db\n        key: password"), "yaml"


def n_code_env_lookups(rng):
    f = rng.randrange(6)
    return [('token = os.environ["ACME_API_TOKEN"]\npassword = os.getenv("DB_PASSWORD", "")', "python"),
            ("const apiKey = process.env.ACME_API_KEY;", "js"),
            ('token := os.Getenv("ACME_API_TOKEN")', "go"),
            ('String password = System.getenv("DB_PASSWORD");', "java"),
            ('API_TOKEN = ENV.fetch("ACME_API_TOKEN")', "ruby"),
            ('let token = std::env::var("ACME_API_TOKEN")?;', "rust")][f]


def n_placeholder_angle(rng):
    f = rng.randrange(4)
    return [("password: <password>\nuser: <username>", "yaml"),
            ("acmectl login --token <your-token>", "bash"),
            ("API_KEY=<your-api-key>", "env"),
            ('curl -H "Authorization: Bearer <TOKEN>" https://api.example.com/v1/me', "bash")][f]


def n_placeholder_words(rng):
    f = rng.randrange(5)
    return [("database:\n  password: changeme", "yaml"),
            ("API_KEY=your-api-key-here", "env"),
            ('token: "REPLACE_ME"', "yaml"),
            ('{\n  "apiKey": "YOUR_API_KEY"\n}', "json"),
            ('smtp_password = "TODO"', "toml")][f]


def n_placeholder_masked(rng):
    f = rng.randrange(6)
    return [("password: ********", "yaml"),
            ("API_TOKEN=" + "x" * rng.choice([8, 16, 32]), "env"),
            ("token: acme_live_" + "X" * 24, "yaml"),
            ("Password: [REDACTED]", None),
            ('api_key: "••••••••"', "yaml"),
            (f"The old token (ending in `{hexs(rng, 4)}`) was revoked on {date(rng)}.", None)][f]


def n_public_keys(rng):
    f = rng.randrange(4)
    if f == 0:
        blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rng.randbytes(32)
        return (f"Public key for the deploy user:\n\n`ssh-ed25519 {base64.b64encode(blob).decode()} "
                f"{rng.choice(USERS)}@laptop`"), None
    if f == 1:
        return (f"[Peer]\nPublicKey = {b64(rng, 32)}\nEndpoint = vpn.example.com:51820\n"
                "AllowedIPs = 10.8.0.0/24"), "ini"
    if f == 2:
        return f'signing:\n  public_key: "{b64(rng, 32)}"\n  algorithm: ed25519', "yaml"
    der = bytes.fromhex("302a300506032b6570032100") + rng.randbytes(32)
    return f"-----BEGIN PUBLIC KEY-----\n{base64.b64encode(der).decode()}\n-----END PUBLIC KEY-----", "text"


def n_arns(rng):
    acct = str(rng.randint(10 ** 11, 10 ** 12 - 1))
    f = rng.randrange(3)
    if f == 0:
        return f"role_arn: arn:aws:iam::{acct}:role/{rng.choice(SERVICES)}-deploy", "yaml"
    if f == 1:
        return (f"secret_arn = \"arn:aws:secretsmanager:{rng.choice(REGIONS)}:{acct}:secret:"
                f"prod/db-password-{b62(rng, 6)}\""), "hcl"
    return f"KMS key: `arn:aws:kms:{rng.choice(REGIONS)}:{acct}:key/{uuid4(rng)}`", None


def n_base64_image(rng):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rng.randbytes(rng.randint(90, 240))
    data = base64.b64encode(png).decode()
    if rng.random() < 0.5:
        return f"![architecture diagram](data:image/png;base64,{data})", None
    return f'<img alt="logo" src="data:image/png;base64,{data}" />', "html"


def n_css_classes(rng):
    f = rng.randrange(3)
    if f == 0:
        return ('<div class="flex items-center justify-between rounded-lg border border-gray-200 '
                'px-4 py-2 text-sm font-medium shadow-sm hover:bg-gray-50">'), "html"
    if f == 1:
        return (f'<button class="styles_button__{b62(rng, 5)} styles_primary__{b62(rng, 5)} '
                f'css-{rs(rng, LOWER + DIGITS, 7)}">Save</button>'), "html"
    return f".css-{rs(rng, LOWER + DIGITS, 7)}-Button {{ padding: 4px 8px; }}", "css"


def n_s3_keys(rng):
    f = rng.randrange(2)
    if f == 0:
        return (f"Backups land in `s3://acme-backups/pg/2024/{rng.randint(1, 12):02d}/"
                f"base-{hexs(rng, 12)}.tar.zst`."), None
    return (f"aws s3 cp ./dump.sql.gz s3://acme-db-dumps/{rng.choice(ENVS)}/app-{rng.randint(10 ** 9, 2 * 10 ** 9)}"
            f"-{hexs(rng, 12)}.sql.gz"), "bash"


def n_paths(rng):
    f = rng.randrange(4)
    return [("The key is at `~/.ssh/id_ed25519` on the bastion.", None),
            ("password_file: /run/secrets/db_password\ntoken_file: /etc/acme/api-token", "yaml"),
            (r"Config lives in `C:\ProgramData\Acme\Agent\config.json`.", None),
            ("PGPASSFILE=/home/deploy/.pgpass\nKUBECONFIG=/home/deploy/.kube/config", "env")][f]


def n_hostnames(rng):
    f = rng.randrange(3)
    if f == 0:
        return (f"host: pg-{hexs(rng, 8)}.cluster-{rs(rng, LOWER + DIGITS, 12)}.{rng.choice(REGIONS)}"
                f".rds.amazonaws.com"), "yaml"
    if f == 1:
        return f"Pod `{rng.choice(SERVICES)}-{rs(rng, LOWER + DIGITS, 10)}-{rs(rng, LOWER + DIGITS, 5)}` keeps OOMing.", None
    return f"ssh ec2-user@ip-10-0-{rng.randint(0, 9)}-{rng.randint(2, 250)}.ec2.internal", "bash"


def n_prose_about(rng):
    return rng.choice([
        "Rotate the database password every 90 days; the new one goes into the vault, never here.",
        f"I reset {rng.choice(PEOPLE)}'s password via the admin console, they'll get an email.",
        "The API token expired again, need to re-auth with `acmectl login`.",
        "Password reset emails were broken because the SMTP relay rejected the sender.",
        "Tokens are scoped per project; ask for a new one instead of sharing.",
        "Never paste the root password in chat. Use the break-glass procedure instead.",
    ]), None


def n_urls_no_creds(rng):
    f = rng.randrange(5)
    if f == 0:
        return f"DATABASE_URL=postgres://{rng.choice(HOSTS)}:5432/{rng.choice(DBNAMES)}", "env"
    if f == 1:
        return "curl 'https://api.example.com/v1/tokens?page=2&per_page=50'", "bash"
    if f == 2:
        return f"ssh://git@git.example.com:2222/acme/{rng.choice(SERVICES)}.git", ""
    if f == 3:
        return (f"https://auth.example.com/oauth/authorize?client_id={hexs(rng, 20)}&response_type=code"
                f"&state={hexs(rng, 16)}"), ""
    return f"redis_url: redis://{rng.choice(CACHE_HOSTS)}:6379/0", "yaml"


def n_integrity(rng):
    f = rng.randrange(4)
    if f == 0:
        return f'"integrity": "sha512-{b64(rng, 64)}"', "json"
    if f == 1:
        return f"golang.org/x/crypto v0.21.0 h1:{b64(rng, 32)}", ""
    if f == 2:
        return f"acme-sdk==4.2.0 --hash=sha256:{hexs(rng, 64)}", "text"
    return f'<script src="/app.js" integrity="sha384-{b64(rng, 48)}" crossorigin="anonymous"></script>', "html"


def n_public_ids(rng):
    f = rng.randrange(3)
    if f == 0:
        return (f"client_id: {uuid4(rng)}\ntenant_id: {uuid4(rng)}\nsubscription_id: {uuid4(rng)}"), "yaml"
    if f == 1:
        return f'{{\n  "account_id": "{rng.randint(10 ** 11, 10 ** 12 - 1)}",\n  "project_id": "acme-prod-{rng.randint(1000, 9999)}"\n}}', "json"
    return f"Our app id in the partner console is `{hexs(rng, 24)}`.", None


def n_key_ids(rng):
    f = rng.randrange(3)
    if f == 0:
        return f"gpg --recv-keys {hexs(rng, 40).upper()}", "bash"
    if f == 1:
        return f'kid: "{b64(rng, 24, url=True).rstrip("=")}"\nkey_id: {hexs(rng, 16)}', "yaml"
    return f"Host key fingerprint: SHA256:{b64(rng, 32).rstrip('=')}", None


def n_colors_numbers(rng):
    return rng.choice([
        (f'{{\n  "primary": "#{hexs(rng, 6)}",\n  "accent": "#{hexs(rng, 6)}"\n}}', "json"),
        (f"epoch: {rng.randint(1600000000, 1800000000)}\nport: 8443\nmax_connections: 200", "yaml"),
        (f"Invoice INV-{rng.randint(10 ** 5, 10 ** 6)} was paid twice on {date(rng)}.", None),
    ])


def n_form_fields(rng):
    return rng.choice([
        ('<input type="password" name="password" autocomplete="current-password">', "html"),
        ('password_field = "password"\nusername_field = "email"', "python"),
        ('{\n  "passwordLabel": "Password",\n  "tokenPlaceholder": "Paste your token"\n}', "json"),
        ("fields: [username, password, otp]", "yaml"),
    ])


def n_cli_no_secret(rng):
    return rng.choice([
        ("echo \"$REGISTRY_TOKEN\" | docker login registry.example.com -u ci --password-stdin", "bash"),
        ("docker run -p 8080:80 -p 5432:5432 acme/api:latest", "bash"),
        (f"ssh -p 2222 deploy@bastion.internal", "bash"),
        ("psql -W -h db.internal -U app appdb   # prompts for the password", "bash"),
        ('read -rs -p "Token: " ACME_TOKEN', "bash"),
        ("mysql -u root -p appdb", "bash"),
    ])


def n_md_table_no_secret(rng):
    if rng.random() < 0.5:
        return ("| Env | User | Password |\n|---|---|---|\n"
                f"| staging | app | (in vault) |\n| prod | app | ask {rng.choice(PEOPLE)} |"), None
    return ("| Token name | Scopes | Expires |\n|---|---|---|\n"
            f"| ci-deploy | repo, packages | {date(rng)} |\n| grafana-read | read:metrics | never |"), None


def n_chat_no_secret(rng):
    a, b = rng.sample(PEOPLE, 2)
    return (f"**{a}:** the staging token expired again, can you rotate it?\n"
            f"**{b}:** done, it's in the vault under acme/staging/api\n**{a}:** thanks!"), None


def n_vault_refs(rng):
    return rng.choice([
        ('password: "op://Engineering/Staging DB/password"', "yaml"),
        ("vault kv get -field=password secret/acme/db", "bash"),
        ("aws secretsmanager get-secret-value --secret-id prod/db --query SecretString", "bash"),
        ("Password: see 1Password item \"Staging DB\".", None),
    ])


def n_etags_cache(rng):
    return rng.choice([
        (f'ETag: "{hexs(rng, 32)}"\nCache-Control: max-age=3600', "http"),
        (f"key: npm-linux-{hexs(rng, 64)}\nrestore-keys: npm-linux-", "yaml"),
        (f"Content-MD5: {b64(rng, 16)}", "http"),
    ])


NEGATIVES = [
    ("git_sha", n_git_sha), ("sha256_checksum", n_sha256), ("trace_request_ids", n_trace_ids),
    ("image_digest", n_image_digest), ("version_strings", n_versions), ("build_ids", n_build_ids),
    ("password_policy", n_password_policy), ("token_ttl", n_token_ttl),
    ("keyname_as_value", n_keyname_values), ("env_refs", n_env_refs),
    ("template_refs", n_template_refs), ("encrypted_values", n_encrypted),
    ("secret_key_ref", n_secret_key_ref), ("code_env_lookups", n_code_env_lookups),
    ("placeholder_angle", n_placeholder_angle), ("placeholder_words", n_placeholder_words),
    ("placeholder_masked", n_placeholder_masked), ("public_keys", n_public_keys),
    ("arns", n_arns), ("base64_image", n_base64_image), ("css_classes", n_css_classes),
    ("s3_object_keys", n_s3_keys), ("file_paths", n_paths), ("hostnames", n_hostnames),
    ("prose_about_secrets", n_prose_about), ("urls_without_creds", n_urls_no_creds),
    ("integrity_hashes", n_integrity), ("public_ids", n_public_ids), ("key_ids", n_key_ids),
    ("colors_numbers", n_colors_numbers), ("form_fields", n_form_fields),
    ("cli_without_secret", n_cli_no_secret), ("md_table_no_secret", n_md_table_no_secret),
    ("chat_no_secret", n_chat_no_secret), ("vault_refs", n_vault_refs),
    ("etags_cache_keys", n_etags_cache),
]
NEG_PER_FORM = 12


# ---------------------------------------------------------------- corpus

def build(seed):
    rng = random.Random(seed)
    st = {"first": Counter(), "last": Counter(), "mid": Counter()}
    pos, skipped = [], []
    for cname, rule, accepts, render in CONTEXTS:
        compat = [k for k in KINDS if k[1] in accepts]
        edge = [k for k in compat if k[1] == "edge"]
        others = [k for k in compat if k[1] != "edge"]
        rng.shuffle(others)
        taken = 0
        for kname, kcls, gen in edge + others:
            if kcls != "edge" and taken >= OTHER_PER_CTX:
                break
            val = None
            for _ in range(200):
                v = gen(rng, rule, st)
                if v is not None and rule.ok(v):
                    val = v
                    break
            if val is None:
                skipped.append((cname, kname))
                continue
            if kcls != "edge":
                taken += 1
            st["first"][val[0]] += 1
            st["last"][val[-1]] += 1
            for c in set(val[1:-1]):
                st["mid"][c] += 1
            lcls = "pw" if cname in PW_ONLY_CTX else ("tok" if accepts == TOKE else kcls)
            lab = mk_label(rng, lcls)
            body, lang = render(rng, lab, val)
            text = note(rng, body, lang)
            assert text.count(MARK) == 1, (cname, text)
            start = text.index(MARK)
            text = text.replace(MARK, val)
            pos.append({"seed": seed, "kind": kname, "ctx": cname, "value": val,
                        "text": text, "start": start, "end": start + len(val)})
    neg = []
    for fname, fn in NEGATIVES:
        for _ in range(NEG_PER_FORM):
            body, lang = fn(rng)
            neg.append({"seed": seed, "form": fname, "text": note(rng, body, lang)})
    return pos, neg, skipped


def self_check(pos):
    bad = []
    rules = {c[0]: c[1] for c in CONTEXTS}
    for p in pos:
        v, t = p["value"], p["text"]
        if t[p["start"]:p["end"]] != v or t.count(v) != 1 or not rules[p["ctx"]].ok(v) or "\x00" in t:
            bad.append(p)
    return bad


def symbol_coverage(pos):
    cov = {w: Counter() for w in ("first", "last", "mid")}
    for p in pos:
        v = p["value"]
        cov["first"][v[0]] += 1
        cov["last"][v[-1]] += 1
        for c in set(v[1:-1]):
            cov["mid"][c] += 1
    missing = {w: [s for s in SYM if cov[w][s] == 0] for w in cov}
    return cov, missing


# ---------------------------------------------------------------- scoring

def covered(spans, a, b):
    need = a
    for s, e in sorted(spans):
        if e <= need:
            continue
        if s > need:
            return False
        need = e
        if need >= b:
            return True
    return need >= b


def evaluate(pos, neg, find):
    for p in pos:
        ms = [(m.start, m.end, m.rule) for m in find(p["text"])]
        a, b = p["start"], p["end"]
        over = [(s, e) for s, e, _ in ms if s < b and e > a]
        p["matches"] = ms
        p["hit"] = bool(over)
        p["complete"] = covered(over, a, b)
        p["stray"] = any(not (s < b and e > a) for s, e, _ in ms)
    for n in neg:
        ms = [(m.start, m.end, m.rule) for m in find(n["text"])]
        n["matches"] = ms
        n["fired"] = bool(ms)


def pct(a, b):
    return f"{(a / b if b else 0):.3f}"


def table(rows, key, title, out):
    g = defaultdict(list)
    for r in rows:
        g[r[key]].append(r)
    stats = []
    for k, rs_ in g.items():
        n = len(rs_)
        h = sum(r["hit"] for r in rs_)
        c = sum(r["complete"] for r in rs_)
        stats.append((h / n, c / n, k, n, h, c))
    stats.sort(key=lambda x: (x[0], x[1], x[2]))
    out.append(f"\n{title} (worst first)")
    out.append(f"  {'name':28s} {'n':>5s} {'recall':>7s} {'complete':>9s}")
    for rr, cr, k, n, h, c in stats:
        out.append(f"  {k:28s} {n:5d} {rr:7.3f} {cr:9.3f}")


def show(text, matches):
    marks = "; ".join(f"{r}[{s}:{e}]={text[s:e]!r}" for s, e, r in matches) or "(none)"
    body = "\n".join("    | " + ln for ln in text.rstrip("\n").split("\n"))
    return f"  matches: {marks}\n{body}"


def report(pos, neg, seeds, elapsed, verbose):
    out = []
    P, N = len(pos), len(neg)
    h = sum(p["hit"] for p in pos)
    c = sum(p["complete"] for p in pos)
    f = sum(n["fired"] for n in neg)
    st = sum(p["stray"] for p in pos)
    out.append(f"bench_scan_values  seeds={','.join(map(str, seeds))}  positives={P}  negatives={N}  "
               f"time={elapsed:.1f}s")
    out.append(f"recall            {pct(h, P)}  ({h}/{P})")
    out.append(f"complete          {pct(c, P)}  ({c}/{P})")
    out.append(f"negatives firing  {pct(f, N)}  ({f}/{N})")
    out.append(f"positives w/ stray match outside span  {pct(st, P)}  ({st}/{P})")
    table(pos, "kind", "per value kind", out)
    table(pos, "ctx", "per context", out)
    g = defaultdict(list)
    for n in neg:
        g[n["form"]].append(n)
    rows = sorted(((sum(x["fired"] for x in v) / len(v), k, len(v)) for k, v in g.items()), key=lambda x: (-x[0], x[1]))
    out.append("\nper negative form (most firing first)")
    for fr, k, n in rows:
        out.append(f"  {k:28s} {n:5d} firing {fr:.3f}")
    out.append("\nper symbol position: hit/complete/n  (symbol at first char | last char | anywhere in middle)")
    for s in SYM:
        cells = []
        for w in ("first", "last", "mid"):
            if w == "first":
                sel = [p for p in pos if p["value"][0] == s]
            elif w == "last":
                sel = [p for p in pos if p["value"][-1] == s]
            else:
                sel = [p for p in pos if s in p["value"][1:-1]]
            cells.append(f"{sum(p['hit'] for p in sel):3d}/{sum(p['complete'] for p in sel):3d}/{len(sel):3d}")
        out.append(f"  {s!r:6s} " + " | ".join(cells))
    if verbose:
        out.append("\n==== misses / partials ====")
        for p in pos:
            if not p["complete"]:
                tag = "MISS" if not p["hit"] else "PARTIAL"
                out.append(f"\n[{tag}] seed={p['seed']} kind={p['kind']} ctx={p['ctx']} "
                           f"span={p['start']}:{p['end']} value={p['value']!r}")
                out.append(show(p["text"], p["matches"]))
        out.append("\n==== stray matches in positives ====")
        for p in pos:
            if p["stray"]:
                out.append(f"\n[STRAY] seed={p['seed']} kind={p['kind']} ctx={p['ctx']} value={p['value']!r}")
                out.append(show(p["text"], p["matches"]))
        out.append("\n==== false positives (negatives) ====")
        for n in neg:
            if n["fired"]:
                out.append(f"\n[FP] seed={n['seed']} form={n['form']}")
                out.append(show(n["text"], n["matches"]))
    return "\n".join(out)


def dry(pos, neg, skipped, seeds, nshow):
    out = [f"DRY seeds={seeds} positives={len(pos)} negatives={len(neg)} skipped_pairs={len(skipped)}"]
    bad = self_check(pos)
    out.append(f"self-check failures: {len(bad)}")
    for p in bad[:10]:
        out.append(f"  BAD {p['ctx']} {p['kind']} {p['value']!r}")
    kc = Counter(p["kind"] for p in pos)
    cc = Counter(p["ctx"] for p in pos)
    out.append("kinds: " + ", ".join(f"{k}={kc[k]}" for k, _, _ in KINDS))
    out.append("contexts: " + ", ".join(f"{c}={cc[c]}" for c, *_ in CONTEXTS))
    cov, missing = symbol_coverage(pos)
    for w in ("first", "last", "mid"):
        out.append(f"symbol coverage {w}: missing={''.join(missing[w]) or 'none'}  "
                   f"min={min(cov[w][s] for s in SYM)}")
    per_seed = defaultdict(list)
    for p in pos:
        per_seed[p["seed"]].append(p)
    for s, ps in sorted(per_seed.items()):
        _, m = symbol_coverage(ps)
        out.append(f"  seed {s} missing first={''.join(m['first']) or '-'} last={''.join(m['last']) or '-'} "
                   f"mid={''.join(m['mid']) or '-'}")
    out.append("skipped (ctx, kind): " + ", ".join(f"{a}/{b}" for a, b in sorted(set(skipped))))
    seen = Counter()
    for p in pos:
        if seen[p["ctx"]] >= nshow:
            continue
        seen[p["ctx"]] += 1
        out.append(f"\n--- POS ctx={p['ctx']} kind={p['kind']} value={p['value']!r}")
        out.append(p["text"].rstrip("\n"))
    seen = Counter()
    for n in neg:
        if seen[n["form"]] >= nshow:
            continue
        seen[n["form"]] += 1
        out.append(f"\n--- NEG form={n['form']}")
        out.append(n["text"].rstrip("\n"))
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1", help="comma-separated seeds, pooled (default 1)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every miss/partial/false positive")
    ap.add_argument("--dry", action="store_true", help="print samples, do not import memstone")
    ap.add_argument("--show", type=int, default=1, help="samples per context/form in --dry")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    pos, neg, skipped = [], [], []
    for s in seeds:
        p, n, sk = build(s)
        pos += p
        neg += n
        skipped += sk
    if a.dry:
        print(dry(pos, neg, skipped, seeds, a.show))
        return 0
    from memstone.scan import find_secrets
    t0 = time.perf_counter()
    evaluate(pos, neg, find_secrets)
    print(report(pos, neg, seeds, time.perf_counter() - t0, a.verbose))
    return 0


if __name__ == "__main__":
    sys.exit(main())
