"""Memory-note probe: memstone's secret scan on ~300 synthetic Markdown notes of the kind it is for.

    python benchmarks/bench_scan_notes.py            # report
    python benchmarks/bench_scan_notes.py -v         # + every note with verdict and matches
    python benchmarks/bench_scan_notes.py --seed 1,2,3,4,5   # pooled corpora
    python benchmarks/bench_scan_notes.py --dump x.json      # corpus + results as JSON

~150 POSITIVE notes (decisions, incidents, setup notes, runbooks, meeting notes), each with exactly
one planted credential written one of 70 ways (sentences, user/password pairs, table rows, commands,
config files, code, logs, URLs, key blocks); ~150 NEGATIVE notes with what trips scanners (hashes,
UUIDs, ids, references, placeholders, prose about secrets, public keys). Recall, false positives and
redaction completeness, by how the secret was written. Every secret is drawn at run time from a
seeded generator and belongs to nobody.

Provenance: written for issue 10 by a separate pass that read none of memstone's scanner code,
tests or benchmarks and no scanner's rules or examples. It was held out when first run (81% recall,
9 of 150 negatives firing); memstone's rules were then changed with its help, so its numbers are
now dev-set numbers.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import random
import string
import struct
import time
import uuid
from collections import defaultdict

ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIG = string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"

R = random.Random(0)  # reseeded in main()


# ----------------------------------------------------------------- helpers
def rs(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def rd(n):
    return str(R.randint(1, 9)) + rs(n - 1, DIG)


def pick(seq):
    return R.choice(seq)


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


WORDS = [
    "harbor",
    "maple",
    "orbit",
    "candle",
    "falcon",
    "river",
    "copper",
    "velvet",
    "summit",
    "tundra",
    "pepper",
    "lantern",
    "meadow",
    "rocket",
    "cobalt",
    "willow",
    "ember",
    "quartz",
    "saffron",
    "glacier",
    "monkey",
    "dragon",
    "sunshine",
    "autumn",
    "winter",
    "spring",
    "butter",
    "pickle",
    "zebra",
    "violet",
    "thunder",
    "marble",
]
PEOPLE = [
    "Priya",
    "Marcus",
    "Lena",
    "Tomás",
    "Aiko",
    "Sam",
    "Dmitri",
    "Fatima",
    "Jonas",
    "Wei",
    "Olu",
    "Grace",
    "Rafael",
    "Ingrid",
    "Kenji",
    "Maya",
]
HOSTS = [
    "db-staging-2.internal",
    "pg-prod.c9xk2ab1.eu-west-1.rds.amazonaws.com",
    "10.20.4.17",
    "mysql01.corp.acme.io",
    "bastion.acme.dev",
    "build-03.ci.internal",
    "redis-cache.svc.cluster.local",
    "172.16.8.42",
    "rabbit.infra.acme.io",
    "sql-east.database.windows.net",
    "mongo-a.prod.internal",
]
USERS = [
    "deploy",
    "admin",
    "root",
    "svc_backup",
    "app",
    "ci-bot",
    "grafana-ro",
    "postgres",
    "ubuntu",
    "jenkins",
    "etl_user",
    "ops",
    "reporting",
]
DBS = ["app", "orders", "billing", "analytics", "users_prod", "inventory", "metrics"]


def date():
    return f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def hm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def ver():
    return f"{R.randint(0, 5)}.{R.randint(0, 30)}.{R.randint(0, 15)}"


# ------------------------------------------------------------ passwords
SYM_BASE = "!#%^*-_+=.@&$"
CTX_FORBID = {
    "url": set("@#%&+=$^:/?"),  # must survive inside user:pw@host
    "json": set(""),
    "xml": set("&"),
    "shell": set(""),  # callers single-quote
    "prose": set(""),
    "conn": set(";=@"),  # ADO / key=value strings
    "colon": set(":"),
    "ini": set("#;"),
    "yaml": set("#&*!%@"),
}


def _syms(ctx):
    bad = CTX_FORBID.get(ctx, set())
    return "".join(c for c in SYM_BASE if c not in bad) or "-_"


def pw_random(ctx="prose"):
    n = R.randint(12, 22)
    syms = _syms(ctx)
    while True:
        s = R.choice(ALNUM) + "".join(R.choice(ALNUM + syms * 2) for _ in range(n - 1))
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and any(c.isdigit() for c in s)
            and any(c in syms for c in s)
        ):
            return s


def pw_human(ctx="prose"):
    syms = _syms(ctx)
    w = pick(WORDS)
    form = R.randint(0, 4)
    if form == 0:
        s = w.capitalize() + str(R.randint(2019, 2026)) + pick(syms)
    elif form == 1:
        s = w.capitalize() + pick(syms) + rd(R.randint(3, 4))
    elif form == 2:
        leet = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
        s = w.capitalize().translate(leet) + pick(syms) + pick(WORDS).capitalize().translate(leet)
    elif form == 3:
        s = pick(WORDS).capitalize() + pick(WORDS).capitalize() + rd(2) + pick(syms)
    else:
        s = w.upper()[:1] + w[1:] + "_" + pick(WORDS) + rd(3)
    return s


def pw_phrase(ctx="prose"):
    return "-".join(pick(WORDS) for _ in range(R.randint(3, 4))) + "-" + rd(R.randint(1, 3))


def pw_openssl(ctx="prose"):
    if ctx in ("url", "conn", "yaml"):
        return rs(32, HEX) if R.random() < 0.5 else rs(24, ALNUM)
    return b64(rbytes(R.choice([18, 24])))


PW_KINDS = [
    ("pw_random", pw_random),
    ("pw_random", pw_random),
    ("pw_human", pw_human),
    ("pw_human", pw_human),
    ("pw_phrase", pw_phrase),
    ("pw_openssl", pw_openssl),
]


def password(ctx="prose"):
    kind, f = pick(PW_KINDS)
    return kind, f(ctx)


# ------------------------------------------------------------- tokens
def _azure_secret():
    return rs(3) + "8Q~" + rs(34, ALNUM + "_.-~")


VENDORS = [
    # (service label, env var, kind, generator, prefixed?)
    ("GitHub", "GITHUB_TOKEN", "github_classic", lambda: "ghp_" + rs(36), True),
    ("GitHub", "GH_TOKEN", "github_fine", lambda: "github_pat_" + rs(22) + "_" + rs(59), True),
    ("GitLab", "GITLAB_TOKEN", "gitlab", lambda: "glpat-" + rs(20, URLSAFE), True),
    ("Slack", "SLACK_BOT_TOKEN", "slack_bot", lambda: f"xoxb-{rd(12)}-{rd(13)}-{rs(24)}", True),
    ("Stripe", "STRIPE_SECRET_KEY", "stripe", lambda: "sk_live_" + rs(pick([24, 99])), True),
    ("Stripe webhook", "STRIPE_WEBHOOK_SECRET", "stripe_whsec", lambda: "whsec_" + rs(32), True),
    ("OpenAI", "OPENAI_API_KEY", "openai", lambda: "sk-proj-" + rs(156, URLSAFE), True),
    ("Anthropic", "ANTHROPIC_API_KEY", "anthropic", lambda: "sk-ant-api03-" + rs(93, URLSAFE) + "AA", True),
    ("Google Maps", "GOOGLE_API_KEY", "google_api", lambda: "AIza" + rs(35, URLSAFE), True),
    ("SendGrid", "SENDGRID_API_KEY", "sendgrid", lambda: "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE), True),
    ("npm", "NPM_TOKEN", "npm", lambda: "npm_" + rs(36), True),
    ("Hugging Face", "HF_TOKEN", "huggingface", lambda: "hf_" + rs(34, string.ascii_letters), True),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", "shopify", lambda: "shpat_" + rs(32, HEX), True),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", "digitalocean", lambda: "dop_v1_" + rs(64, HEX), True),
    ("Linear", "LINEAR_API_KEY", "linear", lambda: "lin_api_" + rs(40), True),
    ("Notion", "NOTION_TOKEN", "notion", lambda: "ntn_" + rd(11) + rs(35), True),
    ("Vault", "VAULT_TOKEN", "vault", lambda: "hvs.CAESI" + rs(82, URLSAFE), True),
    ("Postman", "POSTMAN_API_KEY", "postman", lambda: f"PMAK-{rs(24, HEX)}-{rs(34, HEX)}", True),
    ("Grafana", "GRAFANA_TOKEN", "grafana_sa", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX), True),
    ("Mailgun", "MAILGUN_API_KEY", "mailgun", lambda: "key-" + rs(32, HEX), True),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", "telegram", lambda: f"{rd(10)}:AA{rs(33, URLSAFE)}", True),
    ("Databricks", "DATABRICKS_TOKEN", "databricks", lambda: "dapi" + rs(32, HEX), True),
    ("Doppler", "DOPPLER_TOKEN", "doppler", lambda: "dp.st.prd." + rs(40), True),
    (
        "Jira",
        "JIRA_API_TOKEN",
        "atlassian",
        lambda: "ATATT3xFfGF0" + rs(170, URLSAFE) + "=" + rs(8, "0123456789ABCDEF"),
        True,
    ),
    ("Sentry", "SENTRY_AUTH_TOKEN", "sentry", lambda: "sntryu_" + rs(64, HEX), True),
    ("Docker Hub", "DOCKERHUB_TOKEN", "dockerhub", lambda: "dckr_pat_" + rs(27, URLSAFE), True),
    ("New Relic", "NEW_RELIC_API_KEY", "newrelic", lambda: "NRAK-" + rs(27, UPPER + DIG), True),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", "supabase", lambda: "sbp_" + rs(40, HEX), True),
    ("Terraform Cloud", "TFE_TOKEN", "tfc", lambda: rs(14) + ".atlasv1." + rs(67), True),
    ("Airtable", "AIRTABLE_TOKEN", "airtable", lambda: "pat" + rs(14) + "." + rs(64, HEX), True),
    ("Google OAuth", "GOOGLE_CLIENT_SECRET", "gcp_oauth", lambda: "GOCSPX-" + rs(28, URLSAFE), True),
    ("age", "SOPS_AGE_KEY", "age", lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"), True),
    ("Datadog", "DD_API_KEY", "hex32", lambda: rs(32, HEX), False),
    ("Datadog app", "DD_APP_KEY", "hex40", lambda: rs(40, HEX), False),
    ("Twilio", "TWILIO_AUTH_TOKEN", "hex32", lambda: rs(32, HEX), False),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", "alnum40", lambda: rs(40, URLSAFE), False),
    ("PagerDuty", "PAGERDUTY_TOKEN", "alnum20", lambda: "u+" + rs(18, URLSAFE), False),
    ("Okta", "OKTA_API_TOKEN", "okta", lambda: "00" + rs(40, URLSAFE), False),
    ("Azure AD app", "AZURE_CLIENT_SECRET", "azure_secret", _azure_secret, False),
    ("internal API", "API_KEY", "alnum32", lambda: rs(pick([32, 40, 48])), False),
    ("Heroku", "HEROKU_API_KEY", "uuid", ruuid, False),
    ("AWS", "AWS_SECRET_ACCESS_KEY", "aws_secret", lambda: rs(40, ALNUM + "/+"), False),
]


def token(filter_=None):
    pool = [v for v in VENDORS if (filter_ is None or filter_(v))]
    svc, env, kind, gen, _pref = pick(pool)
    return svc, env, kind, gen()


def url_token():  # tokens that survive unescaped in URLs / shells
    return token(lambda v: v[2] not in ("aws_secret", "alnum20", "azure_secret", "atlassian"))


def jwt(claims=None):
    hdr = {"alg": pick(["HS256", "RS256"]), "typ": "JWT"}
    now = R.randint(1_700_000_000, 1_730_000_000)
    body = claims or {
        "sub": str(R.randint(1000, 99999)),
        "email": f"{pick(PEOPLE).lower()}@acme.io",
        "role": pick(["admin", "service", "user", "service_role"]),
        "iat": now,
        "exp": now + pick([3600, 86400, 31536000]),
    }
    sig = rbytes(32 if hdr["alg"] == "HS256" else 256)
    return ".".join(
        [
            b64url(json.dumps(hdr, separators=(",", ":")).encode()),
            b64url(json.dumps(body, separators=(",", ":")).encode()),
            b64url(sig),
        ]
    )


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def ssh_pub_blob():
    return _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))


def ssh_private_key():
    pub = ssh_pub_blob()
    check = rbytes(4)
    comment = f"{pick(USERS)}@{pick(['laptop', 'ci', 'bastion', 'build-03'])}".encode()
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub[-32:]) + _sshstr(rbytes(64)) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(pub)
        + _sshstr(priv)
    )
    s = b64(blob)
    lines = [s[i : i + 70] for i in range(0, len(s), 70)]
    return "\n".join(["-----BEGIN OPENSSH PRIVATE KEY-----", *lines, "-----END OPENSSH PRIVATE KEY-----"])


def ec_private_key(pkcs8=False):
    d = rbytes(32)
    pub = b"\x04" + rbytes(64)
    if pkcs8:
        der = (
            bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
            + d
            + bytes.fromhex("a144034200")
            + pub
        )
        hdr = "PRIVATE KEY"
    else:
        der = bytes.fromhex("30770201010420") + d + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + pub
        hdr = "EC PRIVATE KEY"
    s = b64(der)
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return "\n".join([f"-----BEGIN {hdr}-----", *lines, f"-----END {hdr}-----"])


def _crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_block(private=True):
    t = struct.pack(">I", R.randint(1_650_000_000, 1_720_000_000))
    oid = bytes.fromhex("092b06010401da470f01")
    keymat = b"\x04" + t + b"\x16" + oid + b"\x01\x07\x40" + rbytes(32)
    if private:
        body = keymat + b"\x00" + b"\x00\xff" + rbytes(32) + rbytes(2)
        pkt = bytes([0x94, len(body)]) + body
    else:
        pkt = bytes([0x98, len(keymat)]) + keymat
    name = f"{pick(PEOPLE)} <{pick(PEOPLE).lower()}@acme.io>".encode()
    pkt += bytes([0xB4, len(name)]) + name
    sig = b"\x04\x13\x16\x0a" + rbytes(110)
    pkt += bytes([0x88, len(sig)]) + sig
    s = b64(pkt)
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    crc = "=" + b64(_crc24(pkt).to_bytes(3, "big"))
    kind = "PRIVATE" if private else "PUBLIC"
    return "\n".join([f"-----BEGIN PGP {kind} KEY BLOCK-----", "", *lines, crc, f"-----END PGP {kind} KEY BLOCK-----"])


def cert_block():
    der = bytes.fromhex("308201") + rbytes(R.randint(180, 260))
    s = b64(der)
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return "\n".join(["-----BEGIN CERTIFICATE-----", *lines, "-----END CERTIFICATE-----"])


def ssh_pub_line():
    if R.random() < 0.7:
        return "ssh-ed25519 " + b64(ssh_pub_blob()) + f" {pick(PEOPLE).lower()}@{pick(['mbp', 'work-laptop', 'ci'])}"
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob) + f" {pick(USERS)}@{pick(['bastion', 'deploy-box'])}"


# =================================================================== POSITIVE FORMS
# Every form returns (lines, secret, kind, service). `secret` occurs exactly once.
FORMS = []  # (group, name, fn)


def form(group, name):
    def deco(fn):
        FORMS.append((group, name, fn))
        return fn

    return deco


def q(s):  # optional backticks in prose
    return f"`{s}`" if R.random() < 0.4 else s


# ---------------- prose
@form("prose", "sentence/token")
def _():
    svc, _env, kind, t = token()
    tv = q(t)
    tpl = pick(
        [
            f"I set the {svc} token to {tv} for now, will move it to Vault later.",
            f"Changed the {svc} API key to {tv} after the old one got revoked.",
            f"New {svc} key is {tv} (old one revoked on {date()}).",
            f"fyi the {svc} token we're using in staging is {tv}",
            f"{svc} key for the prod account: {tv}",
            f"Generated a fresh {svc} token: {tv}. Scope is read-only.",
            f"Use {tv} as the {svc} key until {pick(PEOPLE)} sets up the service account.",
            f"Remember: {svc} personal token = {tv}",
            f"The {svc} integration authenticates with {tv}; it expires in 90 days.",
            f"{pick(PEOPLE)} shared their {svc} token with me ({tv}) so I could debug the webhook.",
            f"Got a new {svc} API key from the vendor portal -> {tv}",
            f"Rotated {svc}. Current value {tv}, previous one is dead.",
        ]
    )
    return [tpl], t, kind, svc


@form("prose", "sentence/password")
def _():
    kind, p = password("prose")
    pv = q(p)
    host = pick(HOSTS)
    tpl = pick(
        [
            f"pw for the staging db: {pv}",
            f"The admin password on {host} is now {pv}",
            f"{pv} is the root pw on bastion-2, don't lose it",
            f"IT reset my VPN password to {pv} — need to change it on first login.",
            f"Office wifi (guest): network AcmeGuest, passphrase {pv}",
            f"Password for the shared {pick(['Grafana', 'Jenkins', 'Kibana', 'Metabase', 'Airflow'])} admin account is {pv}.",
            f"Set the Postgres superuser password to {pv} during the restore.",
            f"If the BIOS asks, the password is {pv}",
            f"Keystore password for the Android release build: {pv}",
            f"Redis requirepass on {host} = {pv}",
            f"We agreed the temp password for new hires is {pv}, forced change on first login.",
            f"Recovery passphrase for the LUKS volume: {pv}",
        ]
    )
    return [tpl], p, kind, "password"


@form("prose", "user+pass pair")
def _():
    kind, p = password("prose")
    u = pick(USERS)
    host = pick(HOSTS)
    tpl = pick(
        [
            f"ssh in as {u} / {p}",
            f"creds are {u} and {p}",
            f"login: {u}@acme.io, {p}",
            f"user `{u}` pw `{p}`",
            f"jenkins: {u}:{p}",
            f"u: {u} p: {p}",
            f"Log into {host} with {u}/{p} then sudo -i",
            f"Account {u}, password {p} (shared, ask before using)",
            f"{u} // {p} works on the iDRAC console",
            f"The vendor gave us {u} + {p} for their SFTP.",
        ]
    )
    return [tpl], p, kind, "password"


@form("prose", "list item")
def _():
    svc, env, kind, t = token()
    items = [
        "- Kibana: https://kibana.internal.acme.io (SSO)",
        "- PagerDuty schedule: infra-primary",
        f"- Runbook: docs/runbooks/{pick(['db', 'queue', 'dns'])}.md",
        f"- Dashboard: https://grafana.acme.io/d/{rs(9, LOWER + DIG)}/overview",
    ]
    R.shuffle(items)
    line = pick([f"- {svc}: {t}", f"- {svc} token → `{t}`", f"* {svc} key: {t} (prod)", f"- {env}={t}"])
    items = items[: R.randint(2, 4)]
    items.insert(R.randint(0, len(items)), line)
    return ["Useful bits:", *items], t, kind, svc


@form("prose", "table row")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = token()
        sec = t
        row = (
            f"| {svc} | {pick(['ci-bot', 'api', 'n/a'])} | `{t}` |"
            if R.random() < 0.5
            else f"| {svc} | {pick(['ci-bot', 'api', 'n/a'])} | {t} |"
        )
    else:
        kind, sec = password("prose")
        svc = "password"
        row = f"| {pick(['Postgres staging', 'Jenkins', 'RabbitMQ mgmt', 'Grafana'])} | {pick(USERS)} | {sec} |"
    rows = [
        "| Kibana | sso | (SSO, no key) |",
        "| Sentry | team | see 1Password |",
        "| S3 backups | ci-bot | IAM role, no static key |",
    ]
    R.shuffle(rows)
    rows.insert(R.randint(0, 2), row)
    return ["| service | user | secret |", "|---|---|---|", *rows], sec, kind, svc


@form("prose", "quote block")
def _():
    svc, _env, kind, t = token()
    return (
        [
            f"> from @{pick(PEOPLE).lower()} in #ops: use `{t}` for {svc} until the rotation is done",
            "> (it's the shared one, don't post it anywhere else)",
        ]
        if R.random() < 0.5
        else [f"> {pick(PEOPLE)}: here's the {svc} key {t}", f"> {pick(PEOPLE)}: thx"],
        t,
        kind,
        svc,
    )


@form("prose", "meeting action item")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = token()
        sec = t
        line = pick(
            [
                f"- [ ] {pick(PEOPLE)} to rotate {t} (the {svc} key) after the demo",
                f"- Decision: keep using shared {svc} key {t} until Q3",
                f"- {pick(PEOPLE)} will add {t} to the {svc} staging project",
            ]
        )
    else:
        kind, sec = password("prose")
        svc = "password"
        line = pick(
            [
                f"- [ ] {pick(PEOPLE)}: change demo account pw ({sec}) after the customer call",
                f"- Demo login for the customer: demo@acme.io / {sec}",
            ]
        )
    return ["Action items:", line], sec, kind, svc


@form("prose", "user preference")
def _():
    svc, _env, kind, t = token(
        lambda v: (
            v[0]
            in ("GitHub", "GitLab", "OpenAI", "Anthropic", "Linear", "Notion", "Hugging Face", "Jira", "internal API")
        )
    )
    return (
        [
            pick(
                [
                    f"User wants me to use their personal {svc} token {t} when pushing.",
                    f"Preference: for {svc} calls, authenticate with {t} (user's own key, not the org one).",
                    f"{pick(PEOPLE)} said it's fine to keep their {svc} key here: {t}",
                ]
            )
        ],
        t,
        kind,
        svc,
    )


# ---------------- commands
@form("command", "curl bearer header")
def _():
    svc, _env, kind, t = url_token()
    h = pick(
        [
            f'-H "Authorization: Bearer {t}"',
            f"-H 'Authorization: Bearer {t}'",
            f'--header "Authorization: token {t}"',
            f'-H "X-Api-Key: {t}"',
            f"-H 'apikey: {t}'",
            f'-H "PRIVATE-TOKEN: {t}"',
        ]
    )
    api = pick(
        [
            "https://api.acme.io/v2/orders",
            "https://api.github.com/user/repos",
            "https://gitlab.com/api/v4/projects",
            "https://api.example-vendor.com/v1/events",
        ]
    )
    return ["```bash", f"curl -s {h} \\", f"  {api} | jq .", "```"], t, kind, svc


@form("command", "curl -u user:pass")
def _():
    kind, p = password("shell")
    u = pick(USERS)
    return (
        ["```", f"curl -u {u}:'{p}' -X POST https://jenkins.acme.io/job/deploy/build", "```"]
        if R.random() < 0.5
        else [f"quick check: `curl --user '{u}:{p}' https://nexus.acme.io/service/rest/v1/status`"],
        p,
        kind,
        "password",
    )


@form("command", "httpie")
def _():
    svc, _env, kind, t = url_token()
    return (
        [
            "```sh",
            pick(
                [
                    f"http GET https://api.acme.io/v1/me 'Authorization:Bearer {t}'",
                    f"http -A bearer -a {t} https://api.acme.io/v1/me",
                    f"https POST api.acme.io/v1/jobs X-API-Key:{t} name=reindex",
                ]
            ),
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("command", "wget")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = url_token()
        return (
            [f'`wget --header="Authorization: Bearer {t}" https://artifacts.acme.io/builds/latest.tar.gz`'],
            t,
            kind,
            svc,
        )
    kind, p = password("shell")
    return (
        ["```", f"wget --user=ci --password='{p}' https://nexus.acme.io/repository/raw/tool.zip", "```"],
        p,
        kind,
        "password",
    )


@form("command", "docker run -e")
def _():
    svc, env, kind, t = url_token()
    return (
        [
            "```bash",
            "docker run -d --name worker \\",
            f"  -e {env}={t} \\",
            f"  -e LOG_LEVEL=info ghcr.io/acme/worker:{ver()}",
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("command", "kubectl create secret")
def _():
    kind, p = password("shell")
    return (
        [
            "```",
            f"kubectl -n {pick(['prod', 'staging', 'payments'])} create secret generic db-creds \\",
            f"  --from-literal=username={pick(USERS)} --from-literal=password='{p}'",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("command", "shell export")
def _():
    if R.random() < 0.6:
        svc, env, kind, t = token()
        return ["```sh", f'export {env}="{t}"', "./scripts/sync.sh --dry-run", "```"], t, kind, svc
    kind, p = password("shell")
    return (
        ["```sh", f"export PGPASSWORD='{p}'", f"psql -h {pick(HOSTS)} -U {pick(USERS)} {pick(DBS)}", "```"],
        p,
        kind,
        "password",
    )


@form("command", "docker login")
def _():
    if R.random() < 0.5:
        kind, p = password("shell")
        return [f"`docker login registry.acme.io -u {pick(USERS)} -p '{p}'`"], p, kind, "password"
    svc, _env, kind, t = token(lambda v: v[2] in ("github_classic", "dockerhub", "gitlab"))
    return ["```", f"echo {t} | docker login ghcr.io -u acme-bot --password-stdin", "```"], t, kind, svc


@form("command", "db cli")
def _():
    kind, p = password("shell")
    return (
        [
            pick(
                [
                    f"`mysql -h {pick(HOSTS)} -u root -p'{p}' {pick(DBS)}`",
                    f"`redis-cli -h {pick(HOSTS)} -a '{p}' INFO replication`",
                    f"`mongosh \"mongodb://{pick(HOSTS)}:27017\" -u admin -p '{p}'`",
                    f"`sshpass -p '{p}' ssh {pick(USERS)}@{pick(HOSTS)}`",
                ]
            )
        ],
        p,
        kind,
        "password",
    )


@form("command", "git clone with token")
def _():
    svc, _env, kind, t = token(lambda v: v[2] in ("github_classic", "github_fine", "gitlab", "alnum40", "hex40"))
    return (
        [
            "```",
            f"git clone https://{pick(['x-access-token', 'oauth2', 'ci-bot'])}:{t}@github.com/acme/infra.git",
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("command", "postman")
def _():
    svc, _env, kind, t = url_token()
    if R.random() < 0.5:
        return [f"In Postman, set header `x-api-key` to {t} on the collection."], t, kind, svc
    return (
        [
            "Postman env export:",
            "```json",
            "{",
            f'  "values": [{{"key": "apiKey", "value": "{t}", "enabled": true}}]',
            "}",
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("command", "cli login")
def _():
    svc, _env, kind, t = token(
        lambda v: (
            v[2] in ("github_classic", "github_fine", "npm", "huggingface", "tfc", "databricks", "vault", "doppler")
        )
    )
    return (
        [
            "```",
            pick(
                [
                    f"gh auth login --with-token <<< {t}",
                    f"huggingface-cli login --token {t}",
                    f"vault login {t}",
                    f"npm config set //registry.npmjs.org/:_authToken {t}",
                    f"databricks configure --token <<< '{t}'",
                    f"doppler configure set token {t}",
                ]
            ),
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("command", "aws configure")
def _():
    t = rs(40, ALNUM + "/+")
    return (
        [
            "```",
            f"aws configure set aws_access_key_id AKIA{rs(16, UPPER + '234567')} --profile legacy",
            f"aws configure set aws_secret_access_key {t} --profile legacy",
            "```",
        ],
        t,
        "aws_secret",
        "AWS",
    )


# ---------------- config files
@form("config", ".npmrc")
def _():
    t = "npm_" + rs(36)
    return (
        ["`~/.npmrc`:", "```", "registry=https://registry.npmjs.org/", f"//registry.npmjs.org/:_authToken={t}", "```"],
        t,
        "npm",
        "npm",
    )


@form("config", ".pypirc")
def _():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(120, 160), URLSAFE)
    return (
        ["```ini", "[distutils]", "index-servers = pypi", "[pypi]", "username = __token__", f"password = {t}", "```"],
        t,
        "pypi",
        "PyPI",
    )


@form("config", ".netrc")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = url_token()
        return (
            [
                "~/.netrc",
                "```",
                f"machine api.{svc.lower().replace(' ', '')}.com login {pick(USERS)} password {t}",
                "```",
            ],
            t,
            kind,
            svc,
        )
    kind, p = password("shell")
    return ["```", "machine nexus.acme.io", f"  login {pick(USERS)}", f"  password {p}", "```"], p, kind, "password"


@form("config", "pip.conf")
def _():
    kind, p = password("url")
    return (
        [
            "`/etc/pip.conf` on the build box:",
            "```ini",
            "[global]",
            f"index-url = https://{pick(USERS)}:{p}@nexus.acme.io/repository/pypi-all/simple",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("config", "maven settings.xml")
def _():
    kind, p = password("xml")
    return (
        [
            "```xml",
            "<server>",
            "  <id>acme-releases</id>",
            f"  <username>{pick(USERS)}</username>",
            f"  <password>{p}</password>",
            "</server>",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("config", "appsettings.json")
def _():
    if R.random() < 0.5:
        kind, p = password("conn")
        return (
            [
                "```json",
                '"ConnectionStrings": {',
                f'  "Default": "Server=tcp:{pick(HOSTS)},1433;Database={pick(DBS)};User Id=sa;Password={p};TrustServerCertificate=True"',
                "}",
                "```",
            ],
            p,
            kind,
            "password",
        )
    svc, _env, kind, t = token()
    return (
        [
            "```json",
            f'"{svc.replace(" ", "")}": {{',
            '  "BaseUrl": "https://api.example.com",',
            f'  "ApiKey": "{t}"',
            "}",
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("config", "terraform.tfvars")
def _():
    if R.random() < 0.5:
        kind, p = password("json")
        return ["```hcl", 'region      = "eu-west-1"', f'db_password = "{p}"', "```"], p, kind, "password"
    svc, env, kind, t = token()
    return ["```hcl", f'{env.lower()} = "{t}"', 'environment = "staging"', "```"], t, kind, svc


@form("config", "docker-compose.yml")
def _():
    kind, p = password("yaml")
    return (
        [
            "```yaml",
            "services:",
            "  db:",
            "    image: postgres:16",
            "    environment:",
            f"      POSTGRES_PASSWORD: {p}" if R.random() < 0.5 else f"      - POSTGRES_PASSWORD={p}",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("config", ".env")
def _():
    svc, env, kind, t = token()
    return (
        ["`.env.local` (not committed):", "```", "NODE_ENV=development", f"{env}={t}", "PORT=3000", "```"],
        t,
        kind,
        svc,
    )


@form("config", "application.properties/yml")
def _():
    kind, p = password("ini")
    if R.random() < 0.5:
        return (
            [
                "```properties",
                f"spring.datasource.url=jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}",
                f"spring.datasource.username={pick(USERS)}",
                f"spring.datasource.password={p}",
                "```",
            ],
            p,
            kind,
            "password",
        )
    kind, p = password("yaml")
    return (
        ["```yaml", "spring:", "  datasource:", f"    username: {pick(USERS)}", f'    password: "{p}"', "```"],
        p,
        kind,
        "password",
    )


@form("config", "aws credentials file")
def _():
    t = rs(40, ALNUM + "/+")
    return (
        [
            "```ini",
            "[default]",
            f"aws_access_key_id = AKIA{rs(16, UPPER + '234567')}",
            f"aws_secret_access_key = {t}",
            "```",
        ],
        t,
        "aws_secret",
        "AWS",
    )


@form("config", "kubeconfig")
def _():
    t = jwt(
        {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": "ci",
            "sub": "system:serviceaccount:ci:deployer",
        }
    )
    return ["```yaml", "users:", "- name: ci-deployer", "  user:", f"    token: {t}", "```"], t, "jwt", "k8s"


@form("config", ".git-credentials")
def _():
    svc, _env, kind, t = token(lambda v: v[2] in ("github_classic", "github_fine", "gitlab"))
    return (
        [
            "`~/.git-credentials`",
            "```",
            f"https://{pick(USERS)}:{t}@{'gitlab.com' if kind == 'gitlab' else 'github.com'}",
            "```",
        ],
        t,
        kind,
        svc,
    )


@form("config", "docker config.json auth")
def _():
    _kind, p = password("json")
    a = b64(f"{pick(USERS)}:{p}".encode())
    return (
        ["```json", '{"auths": {"registry.acme.io": {', f'  "auth": "{a}"', "}}}", "```"],
        a,
        "b64_userpass",
        "registry",
    )


@form("config", "gradle.properties")
def _():
    kind, p = password("ini")
    return (
        ["```", f"mavenUser={pick(USERS)}", f"mavenPassword={p}", "org.gradle.jvmargs=-Xmx2g", "```"],
        p,
        kind,
        "password",
    )


@form("config", "wp-config.php")
def _():
    kind, p = password("json")
    p = p.replace("'", "")
    return (
        [
            "```php",
            f"define('DB_NAME', '{pick(DBS)}');",
            f"define('DB_USER', '{pick(USERS)}');",
            f"define('DB_PASSWORD', '{p}');",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("config", "my.cnf/.pgpass")
def _():
    if R.random() < 0.5:
        kind, p = password("ini")
        return ["```ini", "[client]", f"user={pick(USERS)}", f"password={p}", "```"], p, kind, "password"
    kind, p = password("colon")
    return ["~/.pgpass:", "```", f"{pick(HOSTS)}:5432:{pick(DBS)}:{pick(USERS)}:{p}", "```"], p, kind, "password"


@form("config", "helm values / CI yaml")
def _():
    if R.random() < 0.5:
        kind, p = password("yaml")
        return ["```yaml", "redis:", "  auth:", "    enabled: true", f'    password: "{p}"', "```"], p, kind, "password"
    svc, env, kind, t = token()
    return ["```yaml", "jobs:", "  deploy:", "    env:", f"      {env}: {t}", "```"], t, kind, svc


@form("config", "rclone/s3cfg")
def _():
    t = rs(40, ALNUM + "/+")
    return (
        [
            "```ini",
            "[s3-backup]",
            "type = s3",
            "provider = AWS",
            f"access_key_id = AKIA{rs(16, UPPER + '234567')}",
            f"secret_access_key = {t}",
            "```",
        ],
        t,
        "aws_secret",
        "AWS",
    )


# ---------------- code
@form("code", "python")
def _():
    r = R.random()
    if r < 0.4:
        svc, env, kind, t = token()
        return (
            [
                "```python",
                pick(
                    [
                        f'client = SomeClient(api_key="{t}")',
                        f'{env} = "{t}"',
                        f'headers = {{"Authorization": f"Bearer {t}"}}',
                    ]
                ),
                "resp = client.get('/v1/status')",
                "```",
            ],
            t,
            kind,
            svc,
        )
    kind, p = password("json")
    p = p.replace('"', "")
    if r < 0.7:
        return (
            [
                "```python",
                f'conn = psycopg2.connect(host="{pick(HOSTS)}", user="{pick(USERS)}", password="{p}", dbname="{pick(DBS)}")',
                "```",
            ],
            p,
            kind,
            "password",
        )
    return ["```py", f'requests.get(url, auth=("{pick(USERS)}", "{p}"), timeout=10)', "```"], p, kind, "password"


@form("code", "javascript")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = token()
        return (
            [
                "```js",
                pick(
                    [
                        f"const stripe = require('stripe')('{t}');",
                        f"const apiKey = '{t}';",
                        f"fetch(url, {{ headers: {{ Authorization: 'Bearer {t}' }} }})",
                    ]
                ),
                "```",
            ],
            t,
            kind,
            svc,
        )
    kind, p = password("json")
    p = p.replace("'", "")
    return (
        [
            "```ts",
            "const pool = new Pool({",
            f"  host: '{pick(HOSTS)}', user: '{pick(USERS)}',",
            f"  password: '{p}',",
            "});",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("code", "go")
def _():
    if R.random() < 0.5:
        svc, _env, kind, t = token()
        return (
            ["```go", f'const apiToken = "{t}"', 'req.Header.Set("Authorization", "Bearer "+apiToken)', "```"],
            t,
            kind,
            svc,
        )
    kind, p = password("conn")
    return (
        [
            "```go",
            f'db, err := sql.Open("postgres", "host={pick(HOSTS)} user={pick(USERS)} password={p} dbname={pick(DBS)} sslmode=require")',
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("code", "java")
def _():
    kind, p = password("json")
    if R.random() < 0.5:
        return (
            ["```java", f'Connection c = DriverManager.getConnection(url, "{pick(USERS)}", "{p}");', "```"],
            p,
            kind,
            "password",
        )
    return ["```java", f'private static final String DB_PASSWORD = "{p}";', "```"], p, kind, "password"


@form("code", "csharp")
def _():
    if R.random() < 0.5:
        t = "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE)
        return ["```csharp", f'var client = new SendGridClient("{t}");', "```"], t, "sendgrid", "SendGrid"
    kind, p = password("conn")
    return (
        ["```cs", f'var cs = "Data Source={pick(HOSTS)};Initial Catalog={pick(DBS)};User ID=app;Password={p}";', "```"],
        p,
        kind,
        "password",
    )


@form("code", "ruby/php")
def _():
    svc, env, kind, t = token()
    if R.random() < 0.5:
        return (
            ["```ruby", f"Stripe.api_key = '{t}'" if kind == "stripe" else f"ENV['{env}'] ||= '{t}'", "```"],
            t,
            kind,
            svc,
        )
    return ["```php", f"$apiKey = '{t}';", "```"], t, kind, svc


@form("code", "shell script")
def _():
    kind, p = password("shell")
    return (
        [
            "```bash",
            "#!/usr/bin/env bash",
            f"PASS='{p}'",
            f'pg_dump -h {pick(HOSTS)} -U {pick(USERS)} "$DB" > backup.sql',
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("command", "raw HTTP request paste")
def _():
    if R.random() < 0.5:
        kind, p = password("json")
        sec = b64(f"{pick(USERS)}:{p}".encode())
        kind = "b64_userpass"
        hdr = f"Authorization: Basic {sec}"
    else:
        sec = rs(R.choice([32, 43, 48]), URLSAFE)
        kind = "session_cookie"
        hdr = f"Cookie: {pick(['sessionid', '_session', 'connect.sid', 'JSESSIONID'])}={sec}; theme=dark"
    return (
        [
            "Request that reproduces it (copied from devtools):",
            "```http",
            "GET /admin/api/users?page=2 HTTP/1.1",
            "Host: admin.acme.io",
            hdr,
            "```",
        ],
        sec,
        kind,
        "http",
    )


@form("config", "ansible inventory")
def _():
    kind, p = password("ini")
    return (
        [
            "```ini",
            "[db]",
            f"{pick(HOSTS)} ansible_user={pick(USERS)} ansible_password='{p}'"
            if R.random() < 0.5
            else f"{pick(HOSTS)} ansible_become_pass={p}",
            "```",
        ],
        p,
        kind,
        "password",
    )


@form("config", "WireGuard config")
def _():
    k = b64(rbytes(32))
    return (
        ["```ini", "[Interface]", f"PrivateKey = {k}", "Address = 10.8.0.3/24", "```"],
        k,
        "wireguard_private",
        "wireguard",
    )


@form("config", "k8s Secret manifest")
def _():
    kind, p = password("yaml")
    if R.random() < 0.5:
        sec = b64(p.encode())
        return (
            [
                "```yaml",
                "apiVersion: v1",
                "kind: Secret",
                "metadata: {name: db-creds}",
                "data:",
                f"  password: {sec}",
                "```",
            ],
            sec,
            "b64_password",
            "k8s",
        )
    return ["```yaml", "kind: Secret", "stringData:", f'  DB_PASSWORD: "{p}"', "```"], p, kind, "password"


@form("config", "GCP service-account JSON")
def _():
    k = ec_private_key(pkcs8=True).replace("\n", "\\n")  # JSON-escaped PEM; trailing \\n not part of secret
    return (
        [
            "Service account key for the exporter:",
            "```json",
            "{",
            '  "type": "service_account",',
            f'  "private_key_id": "{rs(40, HEX)}",',
            f'  "private_key": "{k}\\n",',
            '  "client_email": "exporter@acme-prod.iam.gserviceaccount.com"',
            "}",
            "```",
        ],
        k,
        "pem_in_json",
        "gcp",
    )


@form("url", "otpauth TOTP seed")
def _():
    sec = rs(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    return (
        [
            pick(
                [
                    f"2FA for the shared ops account: otpauth://totp/Acme:ops?secret={sec}&issuer=Acme",
                    f"TOTP seed for the break-glass account is {sec} (add to authenticator)",
                ]
            )
        ],
        sec,
        "totp_seed",
        "totp",
    )


@form("command", "curl session cookie")
def _():
    sec = rs(R.choice([32, 40]), URLSAFE)
    return (
        ["```", f"curl -b 'session={sec}' https://admin.acme.io/api/export.csv -o out.csv", "```"],
        sec,
        "session_cookie",
        "http",
    )


# ---------------- logs / urls
@form("log", "error log echoing token")
def _():
    svc, _env, kind, t = url_token()
    ts = f"{date()}T{hm()}:{R.randint(10, 59)}Z"
    line = pick(
        [
            f"{ts} ERROR auth failed for token={t} status=401",
            f"{ts} DEBUG request headers: {{'Authorization': 'Bearer {t}', 'Accept': 'application/json'}}",
            f"{ts} WARN retrying POST https://api.vendor.io/v1/send?api_key={t} (503)",
            f'[{ts}] httpx: HTTP Request: GET https://api.acme.io/v2/items?access_token={t} "HTTP/1.1 403 Forbidden"',
            f'level=error msg="upstream rejected key" key={t} tenant=acme',
        ]
    )
    return ["From the worker logs:", "```", line, "```"], t, kind, svc


@form("log", "error log echoing password")
def _():
    kind, p = password("url")
    u = pick(USERS)
    line = pick(
        [
            f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to postgresql://{u}:{p}@{pick(HOSTS)}:5432/{pick(DBS)} failed",
            f"INFO  connecting with user={u} password={p} host={pick(HOSTS)}",
            f"Caused by: java.sql.SQLException: Access denied for user '{u}' (using password: YES) [pwd={p}]",
        ]
    )
    return ["stack trace from CI:", "```", line, "```"], p, kind, "password"


@form("url", "token in query string")
def _():
    svc, _env, kind, t = url_token()
    return (
        [
            pick(
                [
                    f"Webhook for the status page: https://status.acme.io/api/hook?token={t}",
                    f"Open <https://dash.vendor.io/embed/42?access_token={t}&theme=dark> to see the board",
                    f"Feed URL: https://calendar.acme.io/ical/team.ics?key={t}",
                    f"https://api.vendor.io/v1/report.csv?apikey={t}&from={date()}",
                ]
            )
        ],
        t,
        kind,
        svc,
    )


@form("url", "bot/webhook URL")
def _():
    r = R.random()
    if r < 0.4:
        t = f"{rd(10)}:AA{rs(33, URLSAFE)}"
        return (
            [f"Alert bot: `curl https://api.telegram.org/bot{t}/sendMessage -d chat_id=-100{rd(10)} -d text=hi`"],
            t,
            "telegram",
            "Telegram",
        )
    if r < 0.75:
        t = rs(24)
        return (
            [
                f"Slack webhook for #deploys: https://hooks.slack.com/services/T{rs(8, UPPER + DIG)}/B{rs(10, UPPER + DIG)}/{t}"
            ],
            t,
            "slack_webhook",
            "Slack",
        )
    t = rs(68, URLSAFE)
    return [f"Discord webhook: https://discord.com/api/webhooks/{rd(18)}/{t}"], t, "discord_webhook", "Discord"


# ---------------- connection strings
@form("connstr", "postgres/mysql URL")
def _():
    kind, p = password("url")
    scheme = pick(["postgres", "postgresql", "mysql", "postgresql+psycopg2", "mysql+pymysql"])
    port = 3306 if "mysql" in scheme else 5432
    return (
        [
            f"DATABASE_URL for the {pick(['staging', 'reporting', 'legacy'])} replica: `{scheme}://{pick(USERS)}:{p}@{pick(HOSTS)}:{port}/{pick(DBS)}`"
        ],
        p,
        kind,
        "password",
    )


@form("connstr", "mongodb+srv")
def _():
    kind, p = password("url")
    return (
        [
            f"mongodb+srv://{pick(USERS)}:{p}@cluster0.{rs(5, LOWER + DIG)}.mongodb.net/{pick(DBS)}?retryWrites=true&w=majority"
        ],
        p,
        kind,
        "password",
    )


@form("connstr", "redis/amqp URL")
def _():
    kind, p = password("url")
    return (
        [
            pick(
                [
                    f"Cache: rediss://default:{p}@{pick(HOSTS)}:6380/0",
                    f"REDIS_URL=redis://:{p}@{pick(HOSTS)}:6379/1",
                    f"broker_url = 'amqp://{pick(USERS)}:{p}@{pick(HOSTS)}:5672/prod'",
                ]
            )
        ],
        p,
        kind,
        "password",
    )


@form("connstr", "ADO/SQL Server")
def _():
    kind, p = password("conn")
    return (
        [
            f"Server=tcp:{pick(HOSTS)},1433;Initial Catalog={pick(DBS)};Persist Security Info=False;User ID={pick(USERS)};Password={p};Encrypt=True;"
        ],
        p,
        kind,
        "password",
    )


@form("connstr", "JDBC")
def _():
    kind, p = password("url")
    return (
        [f"jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}?user={pick(USERS)}&password={p}&ssl=true"]
        if R.random() < 0.5
        else [f"jdbc:sqlserver://{pick(HOSTS)}:1433;databaseName={pick(DBS)};user={pick(USERS)};password={p}"],
        p,
        kind,
        "password",
    )


@form("connstr", "Oracle easy connect")
def _():
    kind, p = password("url")
    return [f"`sqlplus {pick(USERS)}/{p}@//{pick(HOSTS)}:1521/ORCLPDB1`"], p, kind, "password"


@form("connstr", "libpq keyword DSN")
def _():
    kind, p = password("conn")
    return (
        [f'dsn = "host={pick(HOSTS)} port=5432 dbname={pick(DBS)} user={pick(USERS)} password={p}"'],
        p,
        kind,
        "password",
    )


@form("connstr", "Azure storage")
def _():
    k = b64(rbytes(64))
    return (
        [
            "```",
            f"DefaultEndpointsProtocol=https;AccountName=acme{rs(6, LOWER + DIG)};AccountKey={k};EndpointSuffix=core.windows.net",
            "```",
        ],
        k,
        "azure_storage",
        "Azure",
    )


# ---------------- keys / jwt
@form("key", "SSH private key")
def _():
    k = ssh_private_key()
    return (
        [f"Deploy key for {pick(['the infra repo', 'bastion', 'the backup host'])}:", "```", *k.split("\n"), "```"],
        k,
        "ssh_private",
        "ssh",
    )


@form("key", "EC/PKCS8 private key")
def _():
    k = ec_private_key(pkcs8=R.random() < 0.5)
    return ["APNs / signing key (p8):", "```", *k.split("\n"), "```"], k, "pem_private", "pem"


@form("key", "PGP private key")
def _():
    k = pgp_block(private=True)
    return (
        ["Release signing key (exported with --export-secret-keys):", "```", *k.split("\n"), "```"],
        k,
        "pgp_private",
        "pgp",
    )


@form("key", "JWT in prose")
def _():
    t = jwt()
    return (
        [
            pick(
                [
                    f"Test bearer for user 42 (valid 1y): {t}",
                    f"Supabase service_role key: `{t}`",
                    f"the session token from devtools was {t}",
                ]
            )
        ],
        t,
        "jwt",
        "jwt",
    )


# =================================================================== NEGATIVES
NEG = {}  # category -> fn returning list[str]


def neg(cat):
    def deco(fn):
        NEG[cat] = fn
        return fn

    return deco


@neg("commit SHAs")
def _():
    s40, s7 = rs(40, HEX), rs(7, HEX)
    return [
        pick(
            [
                f"Fixed in {s40}.",
                f"bisect landed on `{s40}`",
                f"Reverted with `git revert {s7}`",
                f"Deployed {rs(12, HEX)} to prod at {hm()}",
                f"cherry-picked {s40} onto release/{ver()}",
                f'See commit {s7} ("fix token refresh race")',
            ]
        )
    ]


@neg("UUIDs / request ids")
def _():
    return [
        pick(
            [
                f"request id {ruuid()}",
                f"X-Request-Id: {ruuid()}",
                f"trace_id={rs(32, HEX)} span_id={rs(16, HEX)}",
                f"Correlation ID: {ruuid()}",
                f"job {ruuid()} failed after 3 retries",
                f"Stripe request: req_{rs(14)}",
                f"AWS RequestId: {ruuid()}",
                f"cf-ray: {rs(16, HEX)}-FRA",
                f"Sentry event {rs(32, HEX)}",
                f"note id: 01{rs(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')}",
            ]
        )
    ]


@neg("hashes")
def _():
    h = hashlib.sha256(rbytes(16)).hexdigest()
    return [
        pick(
            [
                f"`{h}  acme-cli_{ver()}_linux_amd64.tar.gz`",
                f"md5 of the dump: {rs(32, HEX)}",
                f'ETag: "{rs(32, HEX)}"',
                f"integrity sha512-{b64(rbytes(64))}",
                f"oid sha256:{h}",
                f"checksum mismatch: expected {h}, got {rs(64, HEX)}",
                f"sha1 {rs(40, HEX)} for the firmware blob",
            ]
        )
    ]


@neg("base64 non-secret")
def _():
    txt = pick(
        [
            b"hello from staging",
            b'{"offset":100,"limit":50}',
            b"feature=checkout-v2;cohort=beta",
            b'{"page":3}',
            b"apiVersion: v1\nkind: ConfigMap\n",
        ]
    )
    e = b64(txt)
    return [
        pick(
            [
                f"`echo -n '{txt.decode().splitlines()[0]}' | base64` gives `{b64(txt.splitlines()[0])}`",
                f"next page: `?next_token={b64url(txt)}`",
                f"cursor: {e}",
                f"logo: `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA{b64(rbytes(30))}`",
                f"binaryData:\n  banner.txt: {b64(rbytes(48))}",
                f"the protobuf payload was `{b64(rbytes(36))}` (decoded fine, schema v3)",
            ]
        )
    ]


@neg("endpoint URLs")
def _():
    return [
        pick(
            [
                "https://api.stripe.com/v1/charges?limit=100",
                "GET https://api.github.com/repos/acme/infra/actions/runs?per_page=50&page=2",
                "POST /v1/oauth/token (client_credentials grant)",
                f"https://login.microsoftonline.com/{ruuid()}/oauth2/v2.0/token",
                f"https://accounts.google.com/o/oauth2/v2/auth?client_id={rd(12)}-{rs(32, LOWER + DIG)}.apps.googleusercontent.com&response_type=code&scope=openid",
                f"https://grafana.acme.io/d/{rs(9, LOWER + DIG)}/api-latency?orgId=1&from=now-6h",
                f"https://github.com/acme/infra/pull/{R.randint(100, 5000)}",
                "https://vault.acme.io/ui/vault/secrets/kv/show/prod/db",
                f"https://{rs(10, LOWER)}.execute-api.eu-west-1.amazonaws.com/prod/webhook",
            ]
        )
    ]


@neg("env var names / refs")
def _():
    return [
        pick(
            [
                "Token comes from `$GITHUB_TOKEN` in CI.",
                "`NPM_TOKEN: ${{ secrets.NPM_TOKEN }}`",
                'key = os.environ["STRIPE_SECRET_KEY"]',
                "const pw = process.env.DB_PASSWORD;",
                "`docker run -e API_KEY -e DB_PASSWORD app` (values passed through from the shell)",
                "password: ${DB_PASSWORD}",
                "valueFrom:\n  secretKeyRef:\n    name: db-creds\n    key: password",
                'db_password: "{{ vault_db_password }}"',
                "password = var.db_password",
                "POSTGRES_PASSWORD_FILE=/run/secrets/db_password",
                "export GITHUB_TOKEN=$(vault kv get -field=token secret/ci/github)",
                "`aws_secret_access_key` comes from SSO now, no static keys.",
                'api_key = config["openai"]["api_key"]',
            ]
        )
    ]


@neg("placeholders")
def _():
    return [
        pick(
            [
                "curl -H 'Authorization: Bearer <your-token>' https://api.acme.io/v1/me",
                "password: changeme",
                "API_KEY=xxxxxxxxxxxxxxxx",
                "token: ***",
                "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXX",
                "Set `OPENAI_API_KEY=YOUR_API_KEY_HERE` in .env",
                "postgres://USER:PASSWORD@HOST:5432/DB",
                "psql postgresql://user:password@localhost:5432/app",
                "secret: [REDACTED]",
                "password=**********",
                "`ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`",
                "Authorization: Bearer ${TOKEN}",
                "api_key: <insert key>",
                "login admin / <password from 1Password>",
                "password: ''  # empty on purpose for the local container",
                "token: null",
                "Password: (none)",
                "PGPASSWORD=... psql -h localhost",
            ]
        )
    ]


@neg("prose about secrets")
def _():
    return [
        pick(
            [
                "We rotate the API key monthly.",
                "The token expires after 1 h; refresh tokens last 30 days.",
                "Password must be at least 12 chars with one symbol.",
                "Never paste secrets in Slack; use 1Password share links.",
                "The Stripe secret key lives in Vault at secret/data/payments/stripe.",
                "If the GitHub token expires, CI fails with `401 Bad credentials`.",
                "We store bcrypt hashes, cost 12.",
                "Password auth is disabled (`PasswordAuthentication no`).",
                "Decision: tokens are scoped per repo with a 30-day expiry.",
                "The private key never leaves the HSM.",
                "Ask Priya for the admin password, it is not written down.",
                "Secret scanning blocked the push because of a test fixture.",
            ]
        )
    ]


@neg("public keys / certs")
def _():
    r = R.random()
    if r < 0.35:
        return [f"authorized_keys entry: `{ssh_pub_line()}`"]
    if r < 0.55:
        return ["Public key for verifying releases:", "```", *pgp_block(private=False).split("\n"), "```"]
    if r < 0.7:
        return ["CA cert:", "```", *cert_block().split("\n"), "```"]
    if r < 0.8:
        return [f"age recipient: age1{rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}"]
    if r < 0.9:
        return [f"Stripe publishable key (public, fine in frontend): pk_live_{rs(24)}"]
    return ["```ini", "[Peer]", f"PublicKey = {b64(rbytes(32))}", "AllowedIPs = 10.8.0.0/24", "```"]


@neg("cloud resource ids")
def _():
    acct = rd(12)
    return [
        pick(
            [
                f"arn:aws:iam::{acct}:role/deploy-{pick(['prod', 'staging'])}",
                f"Secret ARN: arn:aws:secretsmanager:eu-west-1:{acct}:secret:prod/db-{rs(6)}",
                f"instance i-0{rs(16, HEX)} in subnet-0{rs(16, HEX)}, sg-0{rs(16, HEX)}",
                f"AMI ami-0{rs(16, HEX)}",
                f"/subscriptions/{ruuid()}/resourceGroups/rg-prod/providers/Microsoft.KeyVault/vaults/kv-acme-prod",
                f"projects/acme-prod-{rd(6)}/secrets/db-password/versions/3",
                f"KMS key id {ruuid()}",
                f"CloudFront distribution E{rs(13, UPPER + DIG)}",
                f"Tenant ID {ruuid()}, client ID {ruuid()} (app registration)",
                f"AWS account {acct} (prod)",
            ]
        )
    ]


@neg("version strings")
def _():
    return [
        pick(
            [
                f"bumped to {ver()}",
                f"node v{R.randint(16, 22)}.{R.randint(0, 20)}.{R.randint(0, 9)}",
                f"{ver()}-rc.1+build.{R.randint(1, 99)}",
                f"kernel 6.5.0-{R.randint(1000, 1100)}-aws",
                f"go: github.com/acme/lib v0.0.0-2024030714{rd(4)}-{rs(12, HEX)}",
                f"python {pick(['3.11.7', '3.12.2'])}",
                f"chart version {ver()}",
                f"openssl 3.0.{R.randint(1, 14)}",
            ]
        )
    ]


@neg("file paths")
def _():
    return [
        pick(
            [
                "/etc/ssl/private/server.key",
                "~/.ssh/id_ed25519",
                "~/.aws/credentials",
                r"C:\Users\priya\AppData\Roaming\npm\.npmrc",
                "/var/run/secrets/kubernetes.io/serviceaccount/token",
                "secrets/prod/db_password.txt (path only, gitignored)",
                "`.env.example`",
                "/run/secrets/db_password",
                "~/Library/Application Support/Code/User/settings.json",
            ]
        )
    ]


@neg("docker digests")
def _():
    return [
        pick(
            [
                f"ghcr.io/acme/api:{ver()}@sha256:{rs(64, HEX)}",
                f"Digest: sha256:{rs(64, HEX)}",
                f"pinned `postgres@sha256:{rs(64, HEX)}`",
            ]
        )
    ]


@neg("long identifiers")
def _():
    return [
        pick(
            [
                "test_refresh_token_rotates_when_expired",
                "SecretRotationLambdaFunctionRole",
                "aws_secretsmanager_secret_version.db_password",
                "feature flag `enable_api_key_v2_rotation`",
                f"Slack channel C0{rs(9, UPPER + DIG)}",
                f"customer cus_{rs(14)}",
                f"payment intent pi_{rs(24)}",
                f"price_{rs(24)}",
                f"PLAT-{R.randint(100, 9999)}",
                "fixtures/expired_token.json",
                f"GA measurement id G-{rs(10, UPPER + DIG)}",
                "AuthTokenProviderFactoryImpl",
                f"bit.ly/{rs(7)}",
                f"Kafka topic orders.v2.{rs(6, LOWER)}",
            ]
        )
    ]


@neg("config without secrets")
def _():
    return [
        pick(
            [
                [
                    "```json",
                    '"ConnectionStrings": {',
                    '  "Default": "Server=localhost;Database=app;Trusted_Connection=True;"',
                    "}",
                    "```",
                ],
                ["```", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}", "```"],
                ["```yaml", "environment:", "  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?required}", "```"],
                ["```ini", "[pypi]", "username = __token__", "# password via keyring", "```"],
                ["```hcl", 'variable "db_password" {', "  type      = string", "  sensitive = true", "}", "```"],
                ["```properties", "spring.datasource.password=${DB_PASSWORD}", "```"],
                [
                    "```xml",
                    "<server><id>releases</id><username>${env.MVN_USER}</username><password>${env.MVN_PASS}</password></server>",
                    "```",
                ],
            ]
        )
    ]


@neg("log lines without secrets")
def _():
    ts = f"{date()}T{hm()}:00Z"
    return [
        pick(
            [
                f"{ts} ERROR 401 Unauthorized: token expired (exp=17146{rd(5)})",
                f"{ts} WARN invalid api key for account acct_{rs(16)}",
                f"{ts} DEBUG bearer token present=true len=40",
                f"{ts} INFO Authorization: Bearer [REDACTED]",
                f'FATAL:  password authentication failed for user "{pick(USERS)}"',
                f"{ts} ERROR access denied for user '{pick(USERS)}'@'10.0.3.7' (using password: YES)",
                f"{ts} INFO refreshed oauth token for client {ruuid()} (expires_in=3599)",
            ]
        )
    ]


@neg("code without secrets")
def _():
    return [
        pick(
            [
                [
                    "```python",
                    "password = getpass.getpass()",
                    "digest = hashlib.sha256(password.encode()).hexdigest()",
                    "```",
                ],
                [
                    "```go",
                    'token := os.Getenv("API_TOKEN")',
                    'if token == "" { log.Fatal("API_TOKEN not set") }',
                    "```",
                ],
                ["```cs", 'var key = Configuration["Stripe:SecretKey"];', "```"],
                ["```python", "def rotate_api_key(old_key: str) -> str:", "    ...", "```"],
                ["```js", "assert.notStrictEqual(session.token, '');", "```"],
                ["```ts", "const secret = await sm.getSecretValue({ SecretId: 'prod/db' }).promise();", "```"],
            ]
        )
    ]


@neg("debatable: public doc examples")
def _():
    return [
        pick(
            [
                "AWS docs example: `AKIAIOSFODNN7EXAMPLE` / `wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`",
                "jwt.io sample: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
                "Stripe test key from the docs: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
                "local dev only: `DATABASE_URL=postgres://postgres:postgres@localhost:5432/test`",
            ]
        )
    ]


DEBATABLE = "debatable: public doc examples"

# =================================================================== note assembly
HEADINGS = {
    "incident": lambda: pick(
        [
            f"# Incident {date()} — checkout 502s",
            f"## INC-{R.randint(100, 999)}: {pick(['queue backlog', 'DB failover', 'expired cert', 'webhook storm'])}",
            f"Incident notes {date()}",
        ]
    ),
    "decision": lambda: pick(
        [
            f"# ADR-{R.randint(1, 60):03d}: {pick(['move webhooks to a queue', 'switch to managed Postgres', 'pin base images', 'drop the legacy API'])}",
            "## Decision",
            f"Decision ({date()})",
        ]
    ),
    "setup": lambda: pick(
        [
            "## Setup notes: new laptop",
            f"# Setting up {pick(['the staging cluster', 'CI runners', 'the reporting DB', 'local dev'])}",
            "setup",
        ]
    ),
    "runbook": lambda: pick(
        [
            f"# Runbook: {pick(['restore DB from snapshot', 'rotate certs', 'drain a node', 'replay dead letters'])}",
            "## How to deploy manually",
        ]
    ),
    "meeting": lambda: pick(
        [f"# Infra sync {date()}", f"## {pick(['Payments', 'Platform', 'Data'])} weekly — {date()}", "1:1 notes"]
    ),
    "preference": lambda: pick(["# User preferences", f"## About {pick(PEOPLE)}", "memory: working style"]),
    "scratch": lambda: None,
}
FILLER = {
    "incident": [
        "Started ~{t} UTC, pager fired for 5xx > 2%.",
        "Root cause: connection pool exhausted after deploy {v}.",
        "Mitigation: rolled back and scaled workers to 6.",
        "Follow-up: add an alert on queue depth.",
        "{p} was IC, I took comms.",
        "Customer impact ~25 min, no data loss.",
        "Timeline is in the postmortem doc.",
    ],
    "decision": [
        "Context: the vendor rate-limits us at 100 rps.",
        "We chose option B (queue + retry) over polling.",
        "Revisit in Q3 if volume doubles.",
        "Owner: {p}.",
        "Status: accepted.",
        "Consequence: one more moving part to monitor.",
    ],
    "setup": [
        "brew install jq httpie kubectl",
        "Needed to restart the shell afterwards.",
        "Works on macOS 14, untested on Linux.",
        "Python 3.12 via pyenv.",
        "Remember to join the #infra channel.",
        "VPN profile comes from IT.",
    ],
    "runbook": [
        "1. Check the dashboard first.",
        "2. Drain the node: `kubectl drain <node> --ignore-daemonsets`",
        "3. Wait for pods to reschedule.",
        "Escalate to {p} if it takes > 15 min.",
        "Rollback: redeploy the previous tag.",
    ],
    "meeting": [
        "Attendees: {p}, {p2}, me",
        "- {p}: migration ~80% done",
        "- {p2} is out next week",
        "- [ ] {p2} writes the postmortem",
        "Next sync moved to Thursday.",
    ],
    "preference": [
        "Prefers concise answers, no emojis.",
        "Uses vim keybindings.",
        "Timezone CET; nothing before 9.",
        "Likes PRs split by concern.",
        "Wants tests run before any commit.",
    ],
    "scratch": ["note to self:", "todo: clean this up", "works now", "{p} asked about this on {d}", "ok so"],
}


def filler(typ, n):
    pool = FILLER[typ][:]
    R.shuffle(pool)
    return [s.format(t=hm(), v=ver(), p=pick(PEOPLE), p2=pick(PEOPLE), d=date()) for s in pool[:n]]


def assemble(carrier):
    typ = pick(list(HEADINGS))
    head = HEADINGS[typ]()
    lines = []
    if R.random() < 0.2:
        lines += ["---", f"tags: [{typ}, {pick(['infra', 'staging', 'prod', 'dev'])}]", f"created: {date()}", "---"]
    if head:
        lines.append(head)
    budget = max(0, 12 - len(lines) - len(carrier))
    n_pre = min(budget, R.randint(0, 3))
    n_post = min(budget - n_pre, R.randint(0, 2))
    if len(lines) + n_pre + n_post + len(carrier) < 3:
        n_pre = max(n_pre, 3 - len(lines) - len(carrier) - n_post)
    f = filler(typ, n_pre + n_post)
    lines += f[:n_pre] + carrier + f[n_pre:]
    return "\n".join(lines) + "\n", typ


PROSE_WEIGHT = 3  # memory notes are mostly prose


def build(seed, n_pos=150, n_neg=150, debatable=True):
    R.seed(seed)
    notes = []
    order = []
    while len(order) < n_pos:
        fs = [f for f in FORMS for _ in range(PROSE_WEIGHT if f[0] == "prose" else 1)]
        R.shuffle(fs)
        order += fs
    for group, name, fn in order[:n_pos]:
        for _attempt in range(20):
            lines, secret, kind, svc = fn()
            text, typ = assemble(lines)
            if text.count(secret) == 1:
                break
        else:
            raise RuntimeError(f"could not plant secret once for {name}")
        notes.append(
            dict(label="pos", group=group, form=name, kind=kind, service=svc, secret=secret, text=text, note_type=typ)
        )
    cats = [c for c in NEG if c != DEBATABLE]
    order = []
    while len(order) < n_neg:
        cc = cats[:]
        R.shuffle(cc)
        order += cc
    order = order[:n_neg] + [DEBATABLE] * (4 if debatable else 0)
    seen_debatable = 0
    for cat in order:
        if cat == DEBATABLE:
            # one of each debatable example
            fnlines = NEG[cat]
            opts = ["AWS docs example", "jwt.io sample", "Stripe test key", "local dev only"]
            while True:
                snip = fnlines()
                if opts[seen_debatable] in snip[0]:
                    break
            seen_debatable += 1
            carrier = snip
        else:
            carrier = []
            for _ in range(R.randint(1, 3)):
                s = NEG[cat]()
                carrier += s if isinstance(s[0], str) and not isinstance(s[0], list) else s[0]
            carrier = [x for part in carrier for x in (part.split("\n") if isinstance(part, str) else part)]
        text, typ = assemble(carrier)
        notes.append(
            dict(
                label="neg",
                group="neg",
                form=cat,
                kind="-",
                service="-",
                secret=None,
                text=text,
                note_type=typ,
                snippet="\n".join(carrier),
            )
        )
    return notes


# =================================================================== evaluation
def evaluate(notes):
    from memstone.scan import find_secrets

    times = []
    for n in notes:
        t0 = time.perf_counter()
        ms = find_secrets(n["text"])
        times.append(time.perf_counter() - t0)
        n["matches"] = [dict(rule=m.rule, start=m.start, end=m.end, text=n["text"][m.start : m.end]) for m in ms]
        if n["label"] == "pos":
            s0 = n["text"].index(n["secret"])
            s1 = s0 + len(n["secret"])
            ov = [m for m in n["matches"] if m["start"] < s1 and m["end"] > s0]
            n["found"] = bool(ov)
            covered = set()
            for m in ov:
                covered.update(range(max(m["start"], s0), min(m["end"], s1)))
            n["complete"] = len(covered) == (s1 - s0)
            segs, cur = [], ""
            for i, ch in enumerate(n["secret"]):
                if s0 + i in covered:
                    if cur:
                        segs.append(cur)
                        cur = ""
                else:
                    cur += ch
            if cur:
                segs.append(cur)
            n["leaked"] = segs
            n["stray"] = [m for m in n["matches"] if m not in ov]
        else:
            n["fp"] = bool(n["matches"])
    return times


def pct(a, b):
    return f"{a}/{b} ({100.0 * a / b:.0f}%)" if b else "0/0"


def indent(text, pre="    "):
    return "\n".join(pre + ln for ln in text.rstrip("\n").split("\n"))


def report(notes, times, verbose=False, seed=0):
    pos = [n for n in notes if n["label"] == "pos"]
    neg = [n for n in notes if n["label"] == "neg" and n["form"] != DEBATABLE]
    deb = [n for n in notes if n["form"] == DEBATABLE]
    found = [n for n in pos if n["found"]]
    out = []
    p = out.append
    p(
        f"memstone find_secrets probe  seed={seed}  notes={len(notes)} (pos {len(pos)}, neg {len(neg)}, debatable {len(deb)})"
    )
    st = sorted(times[1:]) or times
    p(
        f"time: total {sum(times) * 1000:.1f} ms; first call {1000 * times[0]:.1f} ms (warm-up); "
        f"rest mean {1000 * sum(st) / len(st):.2f} ms, p50 {1000 * st[len(st) // 2]:.2f}, "
        f"p95 {1000 * st[int(len(st) * 0.95)]:.2f}, max {1000 * st[-1]:.1f} ms/note"
    )
    p("")
    p(f"RECALL            {pct(len(found), len(pos))}")
    p(f"  complete redaction of found secrets  {pct(sum(n['complete'] for n in found), len(found))}")
    p(f"FALSE POSITIVES   {pct(sum(n['fp'] for n in neg), len(neg))} negative notes with any match")
    p(f"stray matches in positive notes (not on the planted secret): {sum(len(n['stray']) for n in pos)}")
    p("")

    def table(title, keyf, rows):
        p(title)
        agg = defaultdict(lambda: [0, 0, 0])
        for n in rows:
            k = keyf(n)
            agg[k][0] += 1
            agg[k][1] += n["found"]
            agg[k][2] += n["found"] and n["complete"]
        for k in sorted(agg, key=lambda k: (agg[k][1] / agg[k][0], k)):
            a = agg[k]
            p(f"  {k:<42} recall {a[1]:>2}/{a[0]:<2} ({100 * a[1] / a[0]:3.0f}%)   complete {a[2]}/{a[1]}")
        p("")

    table("RECALL BY GROUP", lambda n: n["group"], pos)
    table("RECALL BY FORM (how the secret was written)", lambda n: f"{n['group']}: {n['form']}", pos)
    table("RECALL BY SECRET KIND", lambda n: n["kind"], pos)

    p("FP BY NEGATIVE CATEGORY")
    agg = defaultdict(lambda: [0, 0])
    for n in neg:
        agg[n["form"]][0] += 1
        agg[n["form"]][1] += n["fp"]
    for k in sorted(agg, key=lambda k: (-agg[k][1], k)):
        p(f"  {k:<42} {agg[k][1]}/{agg[k][0]}")
    p("")
    p("DEBATABLE (public doc examples / local-dev defaults; not counted above)")
    for n in deb:
        p(
            f"  {'FLAGGED' if n['matches'] else 'silent '}  {n['snippet'][:90]}  "
            + ", ".join(f"{m['rule']}" for m in n["matches"])
        )
    p("")

    misses = [n for n in pos if not n["found"]]
    p(f"MISSES ({len(misses)}), grouped by form")
    by = defaultdict(list)
    for n in misses:
        by[f"{n['group']}: {n['form']}"].append(n)
    for k in sorted(by):
        p(f"== {k} ({len(by[k])})")
        for n in by[k]:
            p(
                f"  -- kind={n['kind']} service={n['service']} secret={n['secret'][:80]!r}"
                + (f"  [other matches: {', '.join(m['rule'] for m in n['matches'])}]" if n["matches"] else "")
            )
            p(indent(n["text"]))
    p("")
    fps = [n for n in neg + deb if n["matches"]]
    p(
        f"FALSE POSITIVES ({len([n for n in fps if n['form'] != DEBATABLE])} + {len([n for n in fps if n['form'] == DEBATABLE])} debatable)"
    )
    for n in fps:
        for m in n["matches"]:
            p(f"  [{n['form']}] {m['rule']}: {m['text'][:100]!r}")
    p("")
    inc = [n for n in found if not n["complete"]]
    p(f"INCOMPLETE REDACTIONS ({len(inc)})  (parts of the secret left visible after redaction)")
    for n in inc:
        p(f"  [{n['group']}: {n['form']}] kind={n['kind']} rules={','.join(sorted({m['rule'] for m in n['matches']}))}")
        p(f"      secret : {n['secret'][:120]!r}")
        p(f"      leaked : {', '.join(repr(x) for x in n['leaked'])}")
    p("")
    stray = [n for n in pos if n["stray"]]
    if stray:
        p(f"STRAY MATCHES IN POSITIVE NOTES ({len(stray)} notes)")
        for n in stray:
            for m in n["stray"]:
                p(f"  [{n['form']}] {m['rule']}: {m['text'][:80]!r}")
        p("")
    if verbose:
        p("ALL NOTES")
        for i, n in enumerate(notes):
            if n["label"] == "pos":
                v = "FOUND" + ("" if n["complete"] else " (partial)") if n["found"] else "MISS"
            else:
                v = "FP" if n["matches"] else "ok"
            p(f"#{i:03d} {n['label']} {v} [{n['group']}: {n['form']}] kind={n['kind']} type={n['note_type']}")
            if n["secret"]:
                p(f"     secret={n['secret'][:100]!r}")
            for m in n["matches"]:
                p(f"     match {m['rule']} {m['start']}-{m['end']} {m['text'][:100]!r}")
            p(indent(n["text"]))
            p("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--seed", type=str, default="20240611", help="one seed, or comma list to pool several corpora")
    ap.add_argument("--dump", help="write notes + results as JSON here")
    ap.add_argument("--n-pos", type=int, default=150)
    ap.add_argument("--n-neg", type=int, default=150)
    a = ap.parse_args()
    seeds = [int(x) for x in a.seed.split(",")]
    notes = [n for i, sd in enumerate(seeds) for n in build(sd, a.n_pos, a.n_neg, debatable=(i == 0))]
    t0 = time.perf_counter()
    import memstone.scan  # noqa: F401  (import time reported separately)

    imp = time.perf_counter() - t0
    times = evaluate(notes)
    print(f"(import memstone.scan: {imp * 1000:.0f} ms)")
    print(report(notes, times, a.verbose, a.seed))
    if a.dump:
        with open(a.dump, "w") as f:
            json.dump(notes, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
