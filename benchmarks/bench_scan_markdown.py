# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: the Markdown layer and the text-encoding layer around a credential in a memory note.

Run::

    cd /tmp/w21/h2 && PYTHONPATH=/tmp/w21/h2/src python benchmarks/bench_scan_markdown.py --seed 1,2,3
    ... --dry          print samples of every form and run the self-checks (never imports or calls the scanner)
    ... -v             also list every miss, partial and firing negative (notes shown with repr)
    ... --json PATH    dump every note, its planted span and the scanner's matches

What it builds. For each seed, a deterministic set of short Markdown memory notes (some with YAML front
matter), each a sentence or two of context and then one value written in one "form": a block structure
(blockquotes, nested quotes, list items at several depths, fenced blocks inside list items, indented code,
tilde fences, fences with info strings, HTML blocks and comments, footnotes, definition lists, admonitions,
task lists, headings, tables with alignment rows / escaped pipes / <br> cells, front matter keys, URLs and
block scalars), an inline form (single and double backtick code, bold / italic label or value, links,
autolinks, reference links, image alt text and image URLs, strikethrough, Markdown-escaped value or label,
HTML entities, <kbd>/<mark>) or a text-encoding mangle (CRLF, tabs, trailing-space and backslash hard
breaks, no-break spaces, zero-width characters, smart quotes, full-width colon, en/em dashes, the value
alone on the line after its label, very long soft-wrapped lines, percent-encoding, JSON-escaped log text,
quoted-printable "=3D", trailing punctuation, parentheses and brackets, emoji, RTL and CJK text).
Credential values are drawn at run time from the seeded generator: human-chosen and generated passwords,
hex 40/64 and base64 40 under a key name, vendor-prefixed tokens (GitHub ghp_, GitLab glpat-, Slack
xoxb-, Stripe sk_live_, AWS access key id AKIA... and the 40-character secret key as two separate kinds,
Google AIza, OpenAI sk-proj-, Anthropic sk-ant-api03-, SendGrid SG.), JWTs with real base64url JSON
headers, PEM private-key blocks and URLs with a password in the userinfo. Negatives use the same forms
with placeholders, masked / truncated tokens, references to secret stores, prose about credentials,
identifiers (commit SHAs, UUIDs, checksums, image digests, data: URLs, slugs, HTML ids, emoji shortcodes,
CamelCase names, trace ids, SRI hashes), credential-free URLs, public keys, fingerprints and versions.
A debatable group (publishable and test-mode Stripe keys, a Supabase-style anon JWT, bcrypt hashes, sops
ENC[...] values, ansible-vault blocks, and a real token split in the middle across two lines) is
reported but not scored.

Scoring. A positive note holds exactly one planted credential whose character span is recorded as the
value is written: a Markdown-escaped, HTML-escaped, percent-encoded, quoted-printable or JSON-escaped
value spans its escaped text; a PEM block spans header to footer including any per-line prefixes ("> ",
indentation) and CR characters; for a URL with userinfo the span is the password only; for a token in a
URL (query parameter or userinfo) the span is the token. hit = some match of find_secrets overlaps the
span; complete = the union of the match spans covers the whole span. A negative note "fires" if
find_secrets returns any match at all. Debatable notes report how often a match overlaps the span and
how often anything fires. Numbers are pooled over the seeds and broken down by form and by value kind.

Provenance. Written in the round of 2026-11-24 by a separate pass that read no scanner code, rules or test
examples (memstone's or any other tool's): the only memstone API it knows is find_secrets(text) returning
matches with .rule, .start, .end and .severity. It was frozen (its sha256 reported) before its first run,
and kept byte-identical afterwards so that the first-run numbers measure generalisation; bugs found after
the first run are reported, not fixed.
"""
from __future__ import annotations

import argparse
import base64
import html
import json
import random
import re
import string
import struct
import sys
import uuid
import zlib
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from urllib.parse import quote, unquote

Rng = random.Random

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
B62_ORDER = DIGITS + UPPER + LOWER
B64STD = UPPER + LOWER + DIGITS + "+/"
B64URL = UPPER + LOWER + DIGITS + "-_"
HEX = "0123456789abcdef"
PW_SYMS = "!#%&*+-.=?@^_~$"
HUMAN_SYMS = "!?#@$%&*."

# invisible and confusable characters, built from escapes so the source stays ASCII-legible
NBSP, NNBSP, ZWSP, WJ, BOM, RLM = "\u00a0", "\u202f", "\u200b", "\u2060", "\ufeff", "\u200f"
LDQ, RDQ, LSQ, RSQ, LOW9, LAQ, RAQ = "\u201c", "\u201d", "\u2018", "\u2019", "\u201e", "\u00ab", "\u00bb"
FWCOLON, IDEOSP, ENDASH, EMDASH, ELLIPSIS = "\uff1a", "\u3000", "\u2013", "\u2014", "\u2026"
CJK_COMMA, CJK_STOP, CJK_LP, CJK_RP, CJK_LQ, CJK_RQ = "\uff0c", "\u3002", "\uff08", "\uff09", "\u300c", "\u300d"
BULLET = "\u2022"
E_KEY, E_LOCK, E_POINT, E_CHECK, E_WARN = "\U0001f511", "\U0001f510", "\U0001f449", "\u2705", "\u26a0\ufe0f"


# ---------------------------------------------------------------------------------------------------------
# values


@dataclass
class Val:
    kind: str
    raw: str                      # the credential (or negative value) itself
    text: str                     # how it is written before the form's own escaping (a whole URL for url_pw)
    s: int = 0                    # planted span inside text (positives only)
    e: int = 0
    chain: tuple[str, ...] = ()   # encodings applied, in order (used by the self-check to decode the span)


def rs(r: Rng, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b62(n: int) -> str:
    out = ""
    while n:
        n, d = divmod(n, 62)
        out = B62_ORDER[d] + out
    return out or "0"


def plain(kind: str, raw: str) -> Val:
    return Val(kind, raw, raw, 0, len(raw))


WORDS = ["sunflower", "harbor", "maple", "falcon", "copper", "violet", "orchard", "granite", "pepper", "winter",
         "monkey", "dragon", "summer", "autumn", "river", "tiger", "coffee", "lantern", "meadow", "rocket",
         "bluebird", "pumpkin", "thunder", "kitten"]
LEET = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def human_pw(r: Rng, need: str = "") -> str:
    w = r.choice(WORDS)
    if r.random() < 0.3:
        ch = r.choice([c for c in w if c in LEET] or [w[0]])
        w = w.replace(ch, LEET.get(ch, ch), 1)
    sym = need[:1] or r.choice(HUMAN_SYMS)
    m = r.random()
    if m < 0.55:
        return w.capitalize() + str(r.randint(10, 2026)) + sym
    if m < 0.8:
        return w.capitalize() + sym + str(r.randint(10, 9999))
    return w + r.choice(WORDS).capitalize() + str(r.randint(1, 99)) + sym


def gen_pw(r: Rng, need: str = "") -> str:
    n = r.randint(16, 32)
    classes = [LOWER, UPPER, DIGITS, PW_SYMS]
    if r.random() < 0.4:
        classes.pop(r.randrange(4))
    edge_pool = "".join(c for c in classes if c != PW_SYMS)
    mid = [r.choice(c) for c in classes]
    pool = "".join(classes)
    mid += [r.choice(pool) for _ in range(n - 2 - len(mid) - len(need))]
    r.shuffle(mid)
    for ch in need:
        mid.insert(r.randint(0, len(mid)), ch)
    return r.choice(edge_pool) + "".join(mid) + r.choice(edge_pool)


def gen_ghp(r: Rng) -> str:
    body = rs(r, ALNUM, 30)
    return "ghp_" + body + b62(zlib.crc32(body.encode())).rjust(6, "0")


def gen_jwt(r: Rng, anon: bool = False) -> str:
    alg = "HS256" if anon or r.random() < 0.6 else "RS256"
    hdr: dict[str, str] = {"alg": alg, "typ": "JWT"}
    if alg == "RS256":
        hdr["kid"] = rs(r, HEX, 16)
    now = r.randint(1_760_000_000, 1_790_000_000)
    payload: dict[str, object]
    if anon:
        payload = {"iss": "supabase", "ref": rs(r, LOWER, 20), "role": "anon", "iat": now, "exp": now + 10 * 365 * 86400}
    else:
        payload = {"sub": r.choice(["svc-reports", "user_" + str(r.randint(1000, 99999)), str(uuid.UUID(int=r.getrandbits(128), version=4))]),
                   "iat": now, "exp": now + 3600 * r.choice([1, 24, 720]), "scope": r.choice(["read write", "admin", "export:read"])}
    sig = r.randbytes(32 if alg == "HS256" else 256)
    enc = lambda d: b64u(json.dumps(d, separators=(",", ":")).encode())  # noqa: E731
    return f"{enc(hdr)}.{enc(payload)}.{b64u(sig)}"


PEM_MAGIC = {
    "RSA PRIVATE KEY": (bytes.fromhex("308204a40201000282010100"), (300, 700), 64),
    "PRIVATE KEY": (bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8"), (300, 700), 64),
    "EC PRIVATE KEY": (bytes.fromhex("30770201010420"), (114, 114), 64),
    "OPENSSH PRIVATE KEY": (b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01", (300, 420), 70),
}


def pem_block(label: str, data: bytes, width: int) -> str:
    body = base64.b64encode(data).decode()
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def gen_pem(r: Rng) -> str:
    label = r.choice(sorted(PEM_MAGIC))
    magic, (lo, hi), width = PEM_MAGIC[label]
    return pem_block(label, magic + r.randbytes(r.randint(lo, hi)), width)


URL_TARGETS = [("postgres", "db.internal:5432/app"), ("postgresql", "pg-prod.example.net:5432/billing?sslmode=require"),
               ("mysql", "mysql.internal:3306/crm"), ("redis", "cache.internal:6379/0"), ("amqp", "mq.internal:5672/prod"),
               ("mongodb+srv", "cluster0.xk2lq.mongodb.net/app?retryWrites=true"), ("https", "git.example.com/org/infra.git"),
               ("ftp", "files.example.com/exports/"), ("smtp", "smtp.example.com:587")]
USERS = ["app", "admin", "deploy", "svc_reports", "etl", "grafana", "ops"]
PW_SAFE = "-._~!*$&+,;="


def gen_url_pw(r: Rng, need: str = "", force_reserved: bool = False) -> Val:
    extra = need or (r.choice("@:/#?") if force_reserved else "")
    pw = gen_pw(r, extra) if r.random() < 0.7 else human_pw(r, extra or ("@" if r.random() < 0.3 else ""))
    enc = quote(pw, safe=PW_SAFE)
    scheme, rest = r.choice(URL_TARGETS)
    user = "" if scheme == "redis" and r.random() < 0.5 else r.choice(USERS)
    pre = f"{scheme}://{user}:"
    return Val("url_pw", pw, pre + enc + "@" + rest, len(pre), len(pre) + len(enc), ("url",))


def gen_raw(r: Rng, kind: str, need: str = "") -> str:
    if kind == "human_pw":
        return human_pw(r, need)
    if kind == "gen_pw":
        return gen_pw(r, need)
    if kind == "hex40":
        return rs(r, HEX, 40)
    if kind == "hex64":
        return rs(r, HEX, 64)
    if kind == "b64_40":
        return base64.b64encode(r.randbytes(r.choice([28, 29, 30]))).decode()
    if kind == "ghp":
        return gen_ghp(r)
    if kind == "glpat":
        return "glpat-" + rs(r, B64URL, 20)
    if kind == "xoxb":
        return f"xoxb-{r.randint(10**9, 10**13 - 1)}-{r.randint(10**9, 10**13 - 1)}-{rs(r, ALNUM, 24)}"
    if kind == "stripe":
        return "sk_live_" + rs(r, ALNUM, r.randint(24, 99))
    if kind == "akid":
        return "AKIA" + rs(r, UPPER + "234567", 16)
    if kind == "aws_secret":
        return rs(r, B64STD, 40)
    if kind == "google":
        return "AIza" + rs(r, B64URL, 35)
    if kind == "openai":
        if r.random() < 0.5:
            return "sk-proj-" + rs(r, B64URL, r.randint(40, 74)) + "T3BlbkFJ" + rs(r, B64URL, r.randint(40, 74))
        return "sk-proj-" + rs(r, B64URL, r.randint(100, 156))
    if kind == "anthropic":
        return "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"
    if kind == "sendgrid":
        return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)
    if kind == "jwt":
        return gen_jwt(r)
    if kind == "pem":
        return gen_pem(r)
    # debatable kinds
    if kind == "pk_live":
        return "pk_live_" + rs(r, ALNUM, r.randint(24, 99))
    if kind == "sk_test":
        return "sk_test_" + rs(r, ALNUM, r.randint(24, 99))
    if kind == "anon_jwt":
        return gen_jwt(r, anon=True)
    if kind == "bcrypt":
        return "$2b$12$" + rs(r, "./" + ALNUM, 53)
    if kind == "sops":
        return (f"ENC[AES256_GCM,data:{base64.b64encode(r.randbytes(r.randint(12, 40))).decode()},"
                f"iv:{base64.b64encode(r.randbytes(32)).decode()},tag:{base64.b64encode(r.randbytes(16)).decode()},type:str]")
    if kind == "ansible_vault":
        body = rs(r, HEX, 80 * r.randint(4, 7))
        return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80))
    raise ValueError(kind)


QUERY_URLS = {
    "google": ["https://maps.googleapis.com/maps/api/staticmap?center=Lyon&zoom=12&size=600x300&key=%T",
               "https://www.googleapis.com/youtube/v3/search?part=snippet&q=demo&key=%T"],
    "jwt": ["https://app.example.com/sso/callback?access_token=%T&expires_in=3600", "wss://stream.example.com/v2/feed?jwt=%T"],
    "xoxb": ["https://slack.com/api/chat.postMessage?token=%T&channel=C024BE91L"],
    "ghp": ["https://x-access-token:%T@github.com/acme/infra.git", "https://%T@github.com/acme/api.git"],
    "glpat": ["https://oauth2:%T@gitlab.com/acme/infra.git", "https://gitlab.com/api/v4/projects?private_token=%T"],
    "stripe": ["https://%T:@api.stripe.com/v1/charges"],
    "hex": ["https://hooks.example.com/v1/ingest?token=%T", "https://api.example.com/export.csv?format=csv&api_key=%T",
            "https://grafana.example.com/render/d-solo/x1?orgId=1&auth_token=%T"],
    "pw": ["https://legacy.example.com/cgi-bin/login?user=ops&password=%T",
           "https://nas.local:5001/webapi/auth.cgi?account=admin&passwd=%T&format=sid"],
}


def url_val(r: Rng, kind: str, need: str = "", encode_all: bool = False) -> Val:
    """A URL carrying a credential of this kind (userinfo password for url_pw, else the token's usual place)."""
    if kind == "url_pw":
        return gen_url_pw(r, need, force_reserved=encode_all)
    group = kind if kind in QUERY_URLS else ("pw" if kind in ("gen_pw", "human_pw") else "hex")
    raw = gen_raw(r, kind, need + (r.choice("@/+ &") if encode_all and group == "pw" else ""))
    tpl = r.choice(QUERY_URLS[group])
    chain: tuple[str, ...] = ()
    shown = raw
    if encode_all:
        shown, chain = quote(raw, safe=""), ("url",)
    elif group == "pw":
        shown, chain = quote(raw, safe="-._~!*$,;"), ("url",)
    a, b = tpl.split("%T")
    return Val(kind, raw, a + shown + b, len(a), len(a) + len(shown), chain)


# ---------------------------------------------------------------------------------------------------------
# labels


@dataclass
class Lab:
    text: str
    env: str
    cred: bool = True


PW_LABELS = ["password", "passwd", "pw", "pass", "Password", "credentials", "admin password", "db password",
             "Passwort", "mot de passe", "contraseña", "пароль", "senha", "wachtwoord"]
PW_ENVS = ["DB_PASSWORD", "PASSWORD", "ADMIN_PASS", "SMTP_PASSWD", "PGPASSWORD", "REDIS_PASSWORD", "MYSQL_ROOT_PASSWORD"]
KEY_LABELS = ["token", "API key", "api_key", "secret", "client secret", "access key", "auth", "auth token",
              "webhook secret", "signing secret", "credentials", "clé API", "API-Schlüssel", "токен", "chiave API"]
KEY_ENVS = ["API_KEY", "CLIENT_SECRET", "WEBHOOK_SECRET", "AUTH_TOKEN", "ACCESS_KEY", "SECRET_KEY", "SIGNING_SECRET", "APP_SECRET"]
VENDOR_LABELS = {
    "ghp": (["GitHub token", "PAT", "github token"], ["GITHUB_TOKEN", "GH_TOKEN"]),
    "glpat": (["GitLab token", "PAT", "gitlab access token"], ["GITLAB_TOKEN", "GL_TOKEN"]),
    "xoxb": (["Slack bot token", "bot token"], ["SLACK_BOT_TOKEN"]),
    "stripe": (["Stripe key", "secret key", "live key"], ["STRIPE_SECRET_KEY", "STRIPE_API_KEY"]),
    "akid": (["access key", "AWS access key id", "access key id"], ["AWS_ACCESS_KEY_ID"]),
    "aws_secret": (["AWS secret", "secret access key", "aws secret key"], ["AWS_SECRET_ACCESS_KEY"]),
    "google": (["Maps API key", "Google API key", "API key"], ["GOOGLE_API_KEY", "MAPS_API_KEY"]),
    "openai": (["OpenAI key", "API key"], ["OPENAI_API_KEY"]),
    "anthropic": (["Anthropic key", "API key", "Claude key"], ["ANTHROPIC_API_KEY"]),
    "sendgrid": (["SendGrid key", "mail API key"], ["SENDGRID_API_KEY"]),
    "jwt": (["bearer token", "token", "JWT", "auth", "session token"], ["AUTH_TOKEN", "JWT", "BEARER_TOKEN"]),
    "pem": (["private key", "deploy key", "SSH key", "TLS key"], ["PRIVATE_KEY", "DEPLOY_KEY"]),
    "url_pw": (["DATABASE_URL", "dsn", "connection string", "broker url", "url"], ["DATABASE_URL", "REDIS_URL", "AMQP_URL", "DSN"]),
    "pk_live": (["publishable key", "Stripe key"], ["STRIPE_PUBLISHABLE_KEY"]),
    "sk_test": (["Stripe test key", "secret key"], ["STRIPE_SECRET_KEY"]),
    "anon_jwt": (["anon key", "Supabase anon key"], ["SUPABASE_ANON_KEY"]),
    "bcrypt": (["password hash", "admin hash"], ["ADMIN_PASSWORD_HASH"]),
    "sops": (["password", "db password"], ["DB_PASSWORD"]),
    "ansible_vault": (["db password", "vault value"], ["DB_PASSWORD"]),
}


def label_for(r: Rng, kind: str) -> Lab:
    if kind in ("human_pw", "gen_pw"):
        return Lab(r.choice(PW_LABELS), r.choice(PW_ENVS))
    if kind in ("hex40", "hex64", "b64_40"):
        return Lab(r.choice(KEY_LABELS), r.choice(KEY_ENVS))
    labels, envs = VENDOR_LABELS[kind]
    generic = kind not in ("pem", "url_pw", "akid", "aws_secret", "pk_live", "sk_test", "anon_jwt", "bcrypt", "sops", "ansible_vault")
    if generic and r.random() < 0.4:
        return Lab(r.choice(KEY_LABELS), r.choice(KEY_ENVS))
    if kind == "aws_secret" and r.random() < 0.2:
        return Lab(r.choice(KEY_LABELS), "AWS_SECRET_KEY")
    return Lab(r.choice(labels), r.choice(envs))


# ---------------------------------------------------------------------------------------------------------
# negative values


PLACEHOLDERS = ["<your-token>", "<YOUR_API_KEY>", "YOUR_API_KEY", "your-api-key-here", "***", "********", BULLET * 6,
                BULLET * 10, "[REDACTED]", "<redacted>", "REDACTED", "xxxxxxxxxxxxxxxx", "<password>", "<insert password here>",
                "TODO", "(not set)", "replace-me", "<paste token>", "YOUR_SECRET_HERE", "<client-secret>"]
REFERENCES = ["$API_KEY", "${API_KEY}", "${{ secrets.STRIPE_SECRET_KEY }}", "{{ token }}", "{{ .Values.db.password }}",
              "op://Prod/Stripe/credential", "op://vault/item/password", "vault:secret/data/billing#api_key", "%(password)s",
              'os.environ["OPENAI_API_KEY"]', "process.env.GITHUB_TOKEN", 'ENV.fetch("SECRET_KEY_BASE")', "!secret db_password",
              "{{ lookup('env', 'DB_PASS') }}", "projects/acme/secrets/db-pass/versions/latest", "${env:SLACK_BOT_TOKEN}",
              "$(cat /run/secrets/db_password)", "${DB_PASSWORD:?missing}", "secretKeyRef: db-credentials/password"]
PROSE = ["the password must be rotated every 90 days", "rotate the API key after the incident",
         "must be at least 16 characters and include a symbol", "stored in 1Password under 'Prod DB'",
         "ask Priya, she has vault access", "expired on 2026-09-30, request a new one from IT",
         "see the team vault, never paste it here", "generated by the bootstrap script on first boot",
         "none, the service uses IAM roles", "same as staging, reset by the on-call after each demo",
         "revoked after the March leak, do not reuse", "lives in the CI settings, not in the repo",
         "reset via the admin console, takes a minute to propagate", "the token expires after 24 hours of inactivity"]
URL_NOCRED = ["https://medium.com/@%U/rotating-api-keys-without-downtime-%H6", "mailto:ops@example.com",
              "git@github.com:acme/infra.git", "ssh://git@gitlab.com/acme/api.git", "https://deploy@ci.example.com/job/42/console",
              "https://github.com/acme/api/commit/%H40", "https://www.npmjs.com/package/@acme/secret-tools",
              "https://maps.example.com/@48.8566,2.3522,12z", "https://example.com/search?q=api%20key%20rotation&lang=en",
              "https://grafana.example.com/d/%A9/api-latency?orgId=1&from=now-6h", "https://app.example.com/requests/%UUID",
              "https://docs.example.com/guides/authentication#%SLUG", "https://hub.docker.com/layers/acme/api/1.4.2/images/sha256-%H64"]
URL_PLACEHOLDERS = ["postgres://app:<password>@db.internal:5432/app", "https://user:${GITHUB_TOKEN}@github.com/acme/infra.git",
                    "redis://:***@cache.internal:6379/0", "https://api.example.com/v1/hook?token=YOUR_TOKEN",
                    "mysql://root:{{ mysql_root_password }}@db:3306/app", "amqp://guest:$RABBIT_PASS@mq:5672/",
                    "https://hooks.example.com/ingest?api_key=<api-key>", "postgresql://app:%3Cpassword%3E@db/app",
                    "https://x-access-token:${{ secrets.GITHUB_TOKEN }}@github.com/acme/api.git",
                    "postgres://app:********@db.internal:5432/app", "https://oauth2:$CI_JOB_TOKEN@gitlab.com/acme/infra.git"]
URL_REFERENCES = ["op://Prod/Stripe/credential", "op://vault/item/password", "vault://secret/data/billing#api_key",
                  "https://vault.example.com/ui/vault/secrets/kv/show/prod/db", "https://start.1password.com/open/i?a=%A26&v=%A26"]
SLUG_WORDS = ["api", "token", "secret", "password", "rotation", "staging", "access", "key", "credentials", "configuring",
              "the", "for", "environments", "personal", "reset", "service", "account", "webhook", "signing", "2026"]
CAMEL = (["Abstract", "Default", "Cached", "OAuth2", "Delegating", "Reactive"], ["Secret", "Token", "Password", "Credential", "ApiKey", "Bearer"],
         ["Provider", "Factory", "Resolver", "Encoder", "Manager", "Exchange"], ["Bean", "Impl", "Delegate", "Config", "Registry"])
PIPE_TEXT = ["read|write|admin", "token|secret|password", "`grep -Ei 'key|token'`", "prod|staging", "a|b", "`(api_key|secret)=`"]
NEG_NEUTRAL = {
    "commit_sha": (["commit", "fixed in", "reverted in", "deployed"], ["COMMIT_SHA", "GIT_SHA"]),
    "uuid": (["request id", "trace id", "incident", "tenant id"], ["REQUEST_ID", "TENANT_ID"]),
    "checksum": (["sha256", "checksum", "SHA-256 of the tarball"], ["SHA256", "CHECKSUM"]),
    "image_digest": (["image", "digest"], ["IMAGE", "IMAGE_DIGEST"]),
    "data_url": (["logo", "icon"], ["LOGO_DATA_URL"]),
    "slug": (["see", "docs", "anchor"], ["DOCS_ANCHOR"]),
    "html_id": (["element", "selector"], ["SELECTOR"]),
    "emoji_code": (["status", "reaction"], ["STATUS_EMOJI"]),
    "camelcase": (["class", "type", "see"], ["PROVIDER_CLASS"]),
    "ssh_pubkey": (["deploy public key", "authorized key", "public key"], ["SSH_PUBLIC_KEY"]),
    "ssh_fp": (["host key fingerprint", "fingerprint"], ["HOST_FINGERPRINT"]),
    "gpg_id": (["GPG key", "signing key id"], ["GPG_KEY_ID"]),
    "version": (["version", "release", "chart version"], ["APP_VERSION"]),
    "integrity": (["integrity", "SRI hash"], ["INTEGRITY"]),
    "trace_id": (["traceparent", "trace"], ["TRACEPARENT"]),
    "url_nocred": (["link", "docs", "repo", "source"], ["DOCS_URL", "REPO_URL"]),
    "pubkey_block": (["public key", "GPG public key", "certificate"], ["PUBLIC_KEY"]),
    "pipe_text": (["scopes", "pattern"], ["SCOPES"]),
    "prose": (["note", "policy", "reminder", "password", "API key", "token", "secret"], ["NOTE"]),
}
CRED_NEG = ("placeholder", "masked", "reference", "url_placeholder")


def ssh_blob(*parts: bytes) -> str:
    return base64.b64encode(b"".join(struct.pack(">I", len(p)) + p for p in parts)).decode()


def slug(r: Rng) -> str:
    return "-".join(r.choice(SLUG_WORDS) for _ in range(r.randint(5, 9)))


def fill(r: Rng, t: str) -> str:
    t = t.replace("%UUID", str(uuid.UUID(int=r.getrandbits(128), version=4))).replace("%SLUG", slug(r))
    t = t.replace("%H64", rs(r, HEX, 64)).replace("%H40", rs(r, HEX, 40)).replace("%H6", rs(r, HEX, 6))
    t = t.replace("%A26", rs(r, UPPER + DIGITS, 26)).replace("%A9", rs(r, ALNUM, 9))
    return t.replace("%U", r.choice(["dana.k", "sam", "priya-ops", "jlee"]))


def neg_value(r: Rng, kind: str, shape: str) -> tuple[Lab, str]:
    if kind in CRED_NEG:
        lab = Lab(r.choice(PW_LABELS + KEY_LABELS), r.choice(PW_ENVS + KEY_ENVS))
    else:
        labels, envs = NEG_NEUTRAL[kind]
        lab = Lab(r.choice(labels), r.choice(envs), cred=kind == "prose")
    url = shape == "url"
    if kind == "placeholder":
        if url:
            return lab, r.choice(URL_PLACEHOLDERS)
        return lab, r.choice(PLACEHOLDERS)
    if kind == "url_placeholder":
        return Lab(r.choice(VENDOR_LABELS["url_pw"][0]), r.choice(VENDOR_LABELS["url_pw"][1])), r.choice(URL_PLACEHOLDERS)
    if kind == "masked":
        if url:
            return lab, r.choice(["postgres://app:****@db.internal:5432/app", "https://hooks.example.com/v1?token=" + BULLET * 8,
                                  "https://api.example.com/v1?api_key=sk_live_" + rs(r, ALNUM, 4) + "...",
                                  "https://x-access-token:ghp_****" + rs(r, ALNUM, 4) + "@github.com/acme/api.git"])
        return lab, r.choice(["sk_live_" + rs(r, ALNUM, 4) + r.choice(["...", ELLIPSIS]), "ghp_****" + rs(r, ALNUM, 4),
                              "AKIA" + "*" * 12 + rs(r, UPPER, 4), "xoxb-" + ELLIPSIS, "sk-proj-..." + rs(r, ALNUM, 4),
                              "glpat-" + "x" * 20, "AIza" + "*" * 8 + "...", "SG.****.****", "eyJhbGciOi...",
                              rs(r, ALNUM, 4) + "*" * 16 + rs(r, ALNUM, 4), "sk-ant-...", "****" + rs(r, DIGITS, 4)])
    if kind == "reference":
        return lab, fill(r, r.choice(URL_REFERENCES)) if url else r.choice(REFERENCES)
    if kind == "prose":
        return lab, r.choice(PROSE)
    if kind == "url_nocred":
        return lab, fill(r, r.choice(URL_NOCRED))
    if kind == "commit_sha":
        h = rs(r, HEX, 40)
        if url:
            return lab, f"https://github.com/acme/api/commit/{h}"
        return lab, h if r.random() < 0.7 else h[:r.randint(7, 12)]
    if kind == "uuid":
        u = str(uuid.UUID(int=r.getrandbits(128), version=4))
        return lab, f"https://app.example.com/requests/{u}" if url else u
    if kind == "checksum":
        return lab, rs(r, HEX, 64) if r.random() < 0.75 else rs(r, HEX, 32)
    if kind == "image_digest":
        d = rs(r, HEX, 64)
        return lab, r.choice([f"ghcr.io/acme/api@sha256:{d}", f"sha256:{d}", f"registry.example.com/billing:1.8.2@sha256:{d}"])
    if kind == "data_url":
        return lab, "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.randint(40, 120))).decode()
    if kind == "slug":
        s = slug(r)
        if url:
            return lab, r.choice(["https://docs.example.com/guides/authentication#", "https://wiki.example.com/ops/"]) + s
        return lab, r.choice(["#" + s, "[" + s + "]", s, "[^" + s + "]"])
    if kind == "html_id":
        return lab, r.choice([f'<div id="api-key-settings-panel-{rs(r, LOWER, 6)}" class="secret-token-input__field--disabled">',
                              "#password-reset-form__submit-button", ".js-access-token-input", '<span class="token-secret-mask">'])
    if kind == "emoji_code":
        return lab, r.choice([":closed_lock_with_key:", ":key:", ":lock:", ":white_check_mark: rotated", ":rotating_light:",
                              ":closed_lock_with_key: moved to vault"])
    if kind == "camelcase":
        return lab, "".join(r.choice(p) for p in CAMEL)
    if kind == "ssh_pubkey":
        if r.random() < 0.6:
            blob = ssh_blob(b"ssh-ed25519", r.randbytes(32))
            return lab, f"ssh-ed25519 {blob} deploy@ci-{r.randint(1, 9)}"
        blob = ssh_blob(b"ssh-rsa", b"\x01\x00\x01", b"\x00" + r.randbytes(256))
        return lab, f"ssh-rsa {blob} ops@bastion"
    if kind == "ssh_fp":
        if r.random() < 0.7:
            return lab, "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")
        return lab, "MD5:" + ":".join(rs(r, HEX, 2) for _ in range(16))
    if kind == "gpg_id":
        if r.random() < 0.5:
            return lab, "0x" + rs(r, HEX.upper(), 16)
        g = [rs(r, HEX.upper(), 4) for _ in range(10)]
        return lab, " ".join(g[:5]) + "  " + " ".join(g[5:])
    if kind == "version":
        return lab, r.choice([f"v{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 99)}",
                              f"{r.randint(1, 4)}.{r.randint(0, 9)}.{r.randint(0, 9)}-rc.{r.randint(1, 5)}+build.2026{r.randint(1000, 1231)}",
                              f"2026.{r.randint(1, 11)}.0", f"node {r.randint(18, 22)}.{r.randint(0, 12)}.{r.randint(0, 9)}"])
    if kind == "integrity":
        return lab, "sha512-" + base64.b64encode(r.randbytes(64)).decode()
    if kind == "trace_id":
        return lab, f"00-{rs(r, HEX, 32)}-{rs(r, HEX, 16)}-01"
    if kind == "pubkey_block":
        c = r.random()
        if c < 0.4:
            body = base64.b64encode(b"\x99\x02\r\x04" + r.randbytes(r.randint(200, 400))).decode()
            lines = [body[i:i + 64] for i in range(0, len(body), 64)]
            crc = base64.b64encode(r.randbytes(3)).decode()
            return lab, "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(lines) + f"\n={crc}\n-----END PGP PUBLIC KEY BLOCK-----"
        if c < 0.7:
            return lab, pem_block("PUBLIC KEY", bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + r.randbytes(260), 64)
        return lab, pem_block("CERTIFICATE", bytes.fromhex("308203") + r.randbytes(r.randint(400, 700)), 64)
    if kind == "pipe_text":
        return lab, r.choice(PIPE_TEXT)
    raise ValueError(kind)


# ---------------------------------------------------------------------------------------------------------
# forms


def tx(v: Val, f: Callable[[str], str], step: str) -> Val:
    a, b, c = v.text[:v.s], v.text[v.s:v.e], v.text[v.e:]
    a, b, c = f(a), f(b), f(c)
    return replace(v, text=a + b + c, s=len(a), e=len(a) + len(b), chain=(*v.chain, step))


def md_esc(t: str) -> str:
    return re.sub(r"([_*])", r"\\\1", t)


def jesc(t: str, slash: bool = False, go: bool = False) -> str:
    s = json.dumps(t, ensure_ascii=False)[1:-1]
    if slash:
        s = s.replace("/", "\\/")
    if go:
        s = s.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    return s


DECODERS: dict[str, Callable[[str], str]] = {
    "url": unquote,
    "md": lambda t: re.sub(r"\\([_*])", r"\1", t),
    "pipe": lambda t: t.replace("\\|", "|"),
    "html": html.unescape,
    "qp": lambda t: t.replace("=3D", "="),
    "json": lambda t: json.loads('"' + t + '"'),
    "block": lambda t: "\n".join(line.lstrip(" \t>") for line in t.split("\n")),
    "crlf": lambda t: t.replace("\r\n", "\n"),
    "wrap": lambda t: re.sub(r"\n[ \t>]*", "", t),
}


def decode(t: str, chain: tuple[str, ...]) -> str:
    for step in reversed(chain):
        t = DECODERS[step](t)
    return t


SERVICES = ["billing", "search", "mailer", "reports", "ingest", "grafana", "ci-runner", "crm-sync"]


def sub(t: str, lab: Lab, svc: str, user: str) -> str:
    return t.replace("%L", lab.text).replace("%E", lab.env).replace("%e", lab.env.lower()).replace("%S", svc).replace("%U", user)


Render = Callable[[Rng, Lab, Val], tuple[str, Val, str]]


@dataclass
class Form:
    name: str
    shape: str                                   # "line", "block" (also takes multi-line values) or "url"
    render: Render
    kinds: list[str] = field(default_factory=list)
    negkinds: list[str] = field(default_factory=list)
    need: str = ""                               # characters forced into generated passwords
    accept: Callable[[Val], bool] | None = None  # a positive value must pass this (re-drawn otherwise)
    neg_accept: Callable[[Val], bool] | None = None
    crlf: bool = False
    fm: bool = False                             # the form's text goes inside the note's YAML front matter
    encode_all: bool = False                     # url shape: percent-encode the credential


def templated(lines: list[str], blk: list[tuple[str, str]] | None = None, xf: tuple[Callable[[str], str], str] | None = None) -> Render:
    def render(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
        svc, user = r.choice(SERVICES), r.choice(USERS)
        if "\n" in v.text and blk:
            tpl, prefix = r.choice(blk)
            if prefix:
                v = tx(v, lambda t: t.replace("\n", "\n" + prefix), "block")
        else:
            tpl = r.choice(lines)
        if xf:
            v = tx(v, xf[0], xf[1])
        a, b = tpl.split("%V")
        return sub(a, lab, svc, user), v, sub(b, lab, svc, user)
    return render


def r_list(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    depth = r.randint(0, 3)
    ordered = r.random() < 0.3
    step = r.choice([2, 4])
    parents = r.sample(["Staging", "Services", "Database", "Access", "Billing", "Handover"], depth)
    lines = [" " * (step * i) + (f"{i + 1}." if ordered else r.choice("-*+")) + " " + p for i, p in enumerate(parents)]
    b = "1." if ordered else r.choice("-*+")
    pair = r.choice([f"{lab.text}: ", f"{lab.text}: ", f"{lab.env}=", f"{lab.text} = ", f"`{lab.env}`: "])
    pre = "\n".join(lines) + ("\n" if lines else "") + " " * (step * depth) + f"{b} " + pair
    post = r.choice(["", "\n" + " " * (step * depth) + f"{b} user: admin", "\n" + " " * (step * depth) + f"{b} rotate by Friday"])
    return pre, v, post


FILLER = ["we moved the %S job to the new runner pool last week because the old one kept timing out during the nightly export",
          "Dana says the replica lag is fine now but we should keep an eye on it during the quarter-end batch",
          "the dashboards were rebuilt from scratch after the Grafana upgrade so older links will not resolve",
          "nobody remembers why the cron runs at 02:17 instead of 02:00 but changing it broke the reports once",
          "the vendor support ticket is still open and they promised an answer before the end of the sprint",
          "we agreed to keep the staging and production configs in the same repository for now",
          "the migration scripts are idempotent so re-running them after a partial failure is safe"]


def r_long(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    f = [sub(x, lab, r.choice(SERVICES), "") for x in r.sample(FILLER, 4)]
    return f"{f[0]}, and {f[1]}; for the record the {lab.text} is ", v, f" and {f[2]}, while {f[3]}."


RTL_CJK_PW = [("كلمة المرور: ", ""), ("סיסמה: ", ""), ("密码" + FWCOLON, ""), ("密码是", CJK_COMMA + "请勿外传" + CJK_STOP),
              ("パスワードは", "です" + CJK_STOP), ("비밀번호: ", ""), (RLM + "كلمة السر: ", RLM), ("口令" + FWCOLON + CJK_LQ, CJK_RQ)]
RTL_CJK_KEY = [("令牌" + FWCOLON, ""), ("API 密钥 ", CJK_LP + "生产环境" + CJK_RP), ("トークン" + FWCOLON, CJK_LP + "本番" + CJK_RP),
               ("APIキーは", "です"), ("رمز الوصول: ", ""), ("מפתח API: ", ""), ("토큰: ", ""), ("连接字符串" + FWCOLON, "")]
RTL_CJK_NEUTRAL = [("备注" + FWCOLON, ""), ("参考" + FWCOLON, ""), ("ملاحظة: ", ""), ("הערה: ", ""), ("参照" + FWCOLON, ""), ("참고: ", "")]


def r_rtl_cjk(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    if v.kind in ("human_pw", "gen_pw") or (v.kind in CRED_NEG and r.random() < 0.5):
        a, b = r.choice(RTL_CJK_PW)
    elif lab.cred:
        a, b = r.choice(RTL_CJK_KEY)
    else:
        a, b = r.choice(RTL_CJK_NEUTRAL)
    lead = r.choice(["", "测试环境已经部署完毕" + CJK_STOP + "\n", "تم النشر على بيئة الاختبار.\n", "本番環境の設定メモ" + CJK_STOP + "\n"])
    return lead + a, v, b


def r_json(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    svc = r.choice(SERVICES)
    if "\n" in v.text:
        key = "private_key" if v.kind == "pem" else "public_key"
        outer_a = '{"type": "service_account", "project_id": "acme-prod", "' + key + '": "'
        inner_a, inner_b = "", "\n"
        outer_b = '", "client_email": "etl@acme-prod.iam.gserviceaccount.com"}'
        slash = go = False
    else:
        c = r.randrange(4)
        slash, go = c == 2, c == 3
        if c == 0:
            outer_a, inner_a, inner_b, outer_b = 'log: "', '{"' + lab.env.lower() + '":"', '"}', '"'
        elif c == 1:
            outer_a = '2026-11-02T08:14:07Z level=info {"level":"info","msg":"'
            inner_a, inner_b = "config loaded\n" + lab.env + "=", "\nPORT=5432"
            outer_b = '","svc":"' + svc + '"}'
        elif c == 2:
            outer_a, inner_a, inner_b, outer_b = '{"' + lab.env.lower() + '":"', "", "", '","updated":"2026\\/11\\/02"}'
        else:
            outer_a, inner_a, inner_b, outer_b = '{"msg":"', "retrying with " + lab.text + "=", " & <nil> error", '"}'
    v = tx(v, lambda t: jesc(t, slash, go), "json")
    return outer_a + jesc(inner_a, slash, go), v, jesc(inner_b, slash, go) + outer_b


def r_split_wrap(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    """Debatable: a token broken in the middle across two lines (chat export, hard-wrapping editor)."""
    cut = r.randint(len(v.text) // 3, 2 * len(v.text) // 3)
    joint = r.choice(["\n", "\n  ", "\n> "])
    pre = r.choice([f"{lab.text}: ", f"> {lab.text}: ", f"{lab.env}="])
    if pre.startswith(">"):
        joint = "\n> "
    v = replace(v, text=v.text[:cut] + joint + v.text[cut:], s=0, e=len(v.text) + len(joint), chain=("wrap",))
    return pre, v, "\n"


def html_amp(t: str) -> str:
    return t.replace("&", "&amp;")


def with_amp(v: Val) -> Val:
    if "&" in v.text[v.e:]:
        return v
    tail = "&utm_source=notes" if "?" in v.text else "?sslmode=require&application_name=notes"
    cut = v.text.find("#", v.e)
    cut = len(v.text) if cut < 0 else cut
    return replace(v, text=v.text[:cut] + tail + v.text[cut:])


def r_html_entity_url(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    v = tx(with_amp(v), html_amp, "html")
    a, b = r.choice(['<a href="%V">export</a>', "[export](%V)", "Download: %V", '<img src="%V" alt="chart">']).split("%V")
    return a, v, b


def r_md_label(r: Rng, lab: Lab, v: Val) -> tuple[str, Val, str]:
    env = lab.env if "_" in lab.env else "APP_" + lab.env
    a, b = r.choice(["%E=%V", "**%E**: %V", "%E: %V", "- %E: %V", "export %E=%V"]).split("%V")
    return a.replace("%E", md_esc(env)), v, b


def ends_clean(v: Val) -> bool:
    return v.text[-1:].isalnum() or v.text[-1:] == "="


LINE_KINDS = ["human_pw", "gen_pw", "hex40", "hex64", "b64_40", "ghp", "glpat", "xoxb", "stripe", "akid", "aws_secret",
              "google", "openai", "anthropic", "sendgrid", "jwt", "url_pw"]
BLOCK_KINDS = [*LINE_KINDS, "pem", "pem"]
URL_KINDS = ["url_pw", "url_pw", "hex40", "hex64", "b64_40", "ghp", "glpat", "xoxb", "stripe", "google", "jwt", "gen_pw", "human_pw"]
LINE_NEG = ["placeholder", "masked", "reference", "prose", "commit_sha", "uuid", "checksum", "image_digest", "data_url", "slug",
            "html_id", "emoji_code", "camelcase", "ssh_pubkey", "ssh_fp", "gpg_id", "version", "integrity", "trace_id",
            "url_nocred", "url_placeholder"]
CODE_NEG = [k for k in LINE_NEG if k not in ("prose", "html_id", "emoji_code")]
BLOCK_NEG = [*LINE_NEG, "pubkey_block", "pubkey_block"]
BLOCK_CODE_NEG = [*CODE_NEG, "pubkey_block", "pubkey_block"]
URL_NEG = ["url_nocred", "url_nocred", "url_placeholder", "placeholder", "masked", "reference", "slug", "commit_sha", "uuid"]
IMG_NEG = [*URL_NEG, "data_url", "data_url"]


def has_md_special(v: Val) -> bool:
    return "_" in v.text[v.s:v.e] or "*" in v.text[v.s:v.e]


def neg_has_md_special(v: Val) -> bool:
    return "_" in v.text or "*" in v.text


def F(name: str, shape: str, lines: list[str] | None = None, blk: list[tuple[str, str]] | None = None,
      xf: tuple[Callable[[str], str], str] | None = None, render: Render | None = None, **kw: object) -> Form:
    rnd = render or templated(lines or [], blk, xf)
    kinds = kw.pop("kinds", None) or {"line": LINE_KINDS, "block": BLOCK_KINDS, "url": URL_KINDS}[shape]
    negkinds = kw.pop("negkinds", None) or {"line": LINE_NEG, "block": BLOCK_NEG, "url": URL_NEG}[shape]
    return Form(name, shape, rnd, list(kinds), list(negkinds), **kw)  # type: ignore[arg-type]


FORMS: list[Form] = [
    # --- block structure
    F("plain", "block", ["%L: %V", "The %L is %V", "%E=%V", "%L = %V"], blk=[("%L:\n%V", "")]),
    F("blockquote", "block", ["> %L: %V", "> From the ops handover:\n>\n> %L: %V", "> %E=%V\n>\n> (pasted by Dana)"],
      blk=[("> %L:\n> %V", "> "), ("> From the ops handover:\n>\n> %V", "> ")]),
    F("blockquote_nested", "block", ["> Ops wrote:\n>\n> > %L: %V", "> > %L: %V\n>\n> thanks, saved", "> > > %E=%V"],
      blk=[("> Ops wrote:\n> > %V", "> > ")]),
    F("list_indent", "line", render=r_list),
    F("list_fenced", "block", ["1. Export the variable before running the job:\n\n   ```sh\n   export %E=%V\n   ```\n2. Run `make deploy`.",
                               "- Config for %S:\n\n  ```yaml\n  %e: %V\n  ```", "* Step 3\n    ```\n    %E=\"%V\"\n    ```"],
      blk=[("1. Install the deploy key:\n\n   ```\n   %V\n   ```\n2. chmod 600 it.", "   "), ("- key:\n\n    ```text\n    %V\n    ```", "    ")],
      negkinds=BLOCK_CODE_NEG),
    F("indented_code", "block", ["Env for %S:\n\n    %E=%V\n", "Paste this:\n\n\t%E=%V\n", "Run:\n\n    export %E='%V'\n    make deploy\n"],
      blk=[("Key:\n\n    %V\n", "    "), ("Key:\n\n\t%V\n", "\t")], negkinds=BLOCK_CODE_NEG),
    F("tilde_fence", "block", ["~~~\n%E=%V\n~~~", "~~~yaml\n%e: %V\n~~~", "~~~~ini\n[%S]\n%e = %V\n~~~~"], blk=[("~~~\n%V\n~~~", "")],
      negkinds=BLOCK_CODE_NEG),
    F("fence_info", "block", ['```env title="prod"\n%E=%V\n```', "```yaml {linenos=true}\n%S:\n  %e: %V\n```",
                              "```ini filename=.env.production\n%E=%V\n```", '```json\n{\n  "%e": "%V"\n}\n```',
                              '```bash title="deploy.sh" hl_lines="2"\nset -e\nexport %E="%V"\n```'],
      blk=[('```pem title="%e"\n%V\n```', ""), ("```text {.key}\n%V\n```", "")], negkinds=BLOCK_CODE_NEG),
    F("html_details", "block", ["<details><summary>creds</summary>\n\n%L: %V\n\n</details>",
                                "<details>\n<summary>Prod credentials (click)</summary>\n\n- %L: `%V`\n</details>",
                                "<details><summary>%S</summary>%L: <code>%V</code></details>"],
      blk=[("<details><summary>%L</summary>\n\n```\n%V\n```\n\n</details>", "")]),
    F("html_pre", "block", ["<pre>%E=%V</pre>", "<pre><code>%L: %V\n</code></pre>", "<p>%L: <code>%V</code></p>",
                            '<div class="note">%L: <tt>%V</tt></div>'], blk=[("<pre>\n%V\n</pre>", ""), ("<pre><code>%V</code></pre>", "")]),
    F("html_comment", "block", ["<!-- %L: %V -->", "<!--\nTODO remove before sharing\n%E=%V\n-->", "Setup done.<!-- %L %V -->"],
      blk=[("<!--\n%V\n-->", "")]),
    F("footnote", "line", ["Ask ops before touching prod.[^1]\n\n[^1]: %L %V", "Staging is shared with QA.[^creds]\n\n[^creds]: the %L is %V",
                           "See below.[^n]\n\n[^n]: %L: %V (expires in December)"]),
    F("deflist", "line", ["%L\n: %V", "Staging %L\n:   %V", "User\n: admin\n\n%L\n: %V"]),
    F("adm_mkdocs", "block", ['!!! warning "Credentials"\n    %L: %V', '??? note "%S (prod)"\n    %E=%V', "!!! danger\n\n    Do not share.\n    %L: %V"],
      blk=[('!!! warning "%L"\n    %V', "    ")]),
    F("adm_gfm", "block", ["> [!WARNING]\n> %L: %V", "> [!CAUTION]\n> Do not share outside the team.\n> %L: %V", "> [!NOTE]\n> %E=%V"],
      blk=[("> [!WARNING]\n> %V", "> ")]),
    F("task_list", "line", ["- [ ] rotate %L %V after the demo", "- [x] set %L to %V", "* [ ] %L: %V (move to vault)", "- [X] %L -> %V"]),
    F("heading", "line", ["## %L: %V", "### %L %V", "%L: %V\n------------", "#### prod %L = %V ####"]),
    F("table", "line", ["| service | user | %L |\n|:--------|:----:|------:|\n| %S | %U | %V |", "service | %L\n--- | ---\n%S | %V",
                        "| key | value |\n| --- | --- |\n| %E | %V |\n| region | eu-west-1 |", "|%L|\n|-|\n|%V|",
                        "| env | %L | notes |\n| :-- | :-- | :-- |\n| prod | `%V` | rotate Q1 |"]),
    F("table_pipe", "line", ["| service | %L |\n|---|---|\n| %S | %V |", "| key | value |\n|:--|:--|\n| %E | `%V` |"], xf=(lambda t: t.replace("|", "\\|"), "pipe"),
      kinds=["gen_pw", "human_pw"], need="|", negkinds=["pipe_text", "pipe_text", "placeholder", "reference", "version"]),
    F("table_br", "line", ["| env | login |\n|---|---|\n| prod | user: %U<br>%L: %V |", "| service | %L |\n|---|---|\n| %S | %V<br>(rotated 2026-10-01) |",
                           "| %S | %L:<br/>%V<br>expires soon |\n|---|---|"]),
    F("fm_key", "line", ["%e: %V", '%e: "%V"', "%e: '%V'", "credentials:\n  user: %U\n  %e: %V", "env:\n  %E: %V"], fm=True),
    F("fm_url", "url", ["source: %V", "url: %V", "links:\n  - %V", 'origin: "%V"'], fm=True),
    F("fm_block", "block", ["notes: |\n  Deployed %S to staging.\n  %L: %V", "notes: >-\n  Handover from ops, %L %V", "summary: |\n  - %E=%V"],
      blk=[("%e: |\n  %V", "  "), ("notes: |\n  deploy key below\n  %V", "  ")], fm=True),
    # --- inline forms
    F("code_single", "line", ["%L: `%V`", "`%E=%V`", "use `%V` as the %L", "%L `%V`."]),
    F("code_double", "line", ["%L: ``%V``", "%L: `` %V ``", "``%E=%V``", "``%L: %V``"]),
    F("bold_label", "line", ["**%L**: %V", "__%L__: %V", "**%L:** %V", "*%L*: %V", "***%L***: %V"]),
    F("emph_value", "line", ["%L: **%V**", "%L: _%V_", "%L: *%V*", "%L: ***%V***", "%L: **`%V`**"]),
    F("link", "url", ["[the %L](%V)", '[dashboard](%V "prod")', "Open [this link](%V) to download the export.", "[link](%V)"]),
    F("autolink", "url", ["<%V>", "Webhook: <%V>", "- source <%V>"]),
    F("ref_link", "url", ["See the [export][1].\n\n[1]: %V", 'Grafana is [here][grafana].\n\n[grafana]: %V "Grafana (prod)"', "[db]: <%V>"]),
    F("image_alt", "line", ["![%L: %V](./img/setup-screenshot.png)", '![screenshot showing %L %V](https://cdn.example.com/s.png "admin panel")', "![%V](key.png)"]),
    F("image_url", "url", ["![render](%V)", '![chart](%V "latency")', '<img src="%V" width="400">'], negkinds=IMG_NEG),
    F("strike", "line", ["~~old %L: %V~~", "%L: ~~%V~~ (rotated, new one in vault)", "~~%V~~", "- ~~%E=%V~~ superseded"]),
    F("md_escape_value", "line", ["%L: %V", "%L = %V", "**%L**: %V"], xf=(md_esc, "md"),
      kinds=["gen_pw", "human_pw", "ghp", "stripe", "glpat", "google", "openai", "anthropic", "jwt", "sendgrid", "url_pw"],
      need="_", accept=has_md_special, negkinds=["placeholder", "reference", "emoji_code", "masked", "url_placeholder"], neg_accept=neg_has_md_special),
    F("md_escape_label", "line", render=r_md_label, negkinds=CODE_NEG),
    F("html_entity", "line", ["%L: &quot;%V&quot;", "%L&#x3D;%V", "%E&#61;%V", '<input type="password" name="%e" value="%V">', "%L: %V",
                              "%L: &laquo;%V&raquo;"], xf=(html_amp, "html"), need="&"),
    F("html_entity_url", "url", render=r_html_entity_url),
    F("kbd_mark", "line", ["<kbd>%V</kbd>", "%L: <mark>%V</mark>", "<kbd>%L</kbd> <kbd>%V</kbd>", "%L: <samp>%V</samp>", "<mark>%L=%V</mark>"]),
    # --- text encodings and mangling
    F("crlf", "block", ["%L: %V", "- %L: %V\n- user: %U", "> %E=%V", "```\n%E=%V\n```", "| k | v |\n|---|---|\n| %L | %V |"],
      blk=[("```\n%V\n```", ""), ("%L:\n%V", "")], crlf=True),
    F("tab", "line", ["%L:\t%V", "%E\t%V", "service\tuser\t%L\n%S\t%U\t%V", "- %L:\t\t%V"]),
    F("trailing_space", "line", ["%L: %V  \nuser: %U", "%L: %V\\\nexpires: 2026-12-01", "%L: %V   ", "%L: %V \t\nnext: rotate"]),
    F("nbsp", "line", [f"%L{NBSP}:{NBSP}%V", f"%L:{NBSP}%V", f"%L{NNBSP}: %V", f"%E{NBSP}={NBSP}%V", f"%L :{NBSP}%V{NBSP}"]),
    F("zero_width", "line", [f"%L: {ZWSP}%V", f"%L: %V{ZWSP}", f"%L: {WJ}%V{WJ}", f"%L: {BOM}%V", f"%L:{ZWSP} %V", f"%L{ZWSP}: %V{ZWSP}."]),
    F("smart_quotes", "line", [f"%L: {LDQ}%V{RDQ}", f"%L: {LSQ}%V{RSQ}", f"%L: {LOW9}%V{LDQ}", f"%L: {LAQ}{NBSP}%V{NBSP}{RAQ}",
                               f"%L: {CJK_LQ}%V{CJK_RQ}", f"the {LDQ}%L{RDQ} is {LDQ}%V{RDQ}"]),
    F("fw_colon", "line", [f"%L{FWCOLON}%V", f"%L {FWCOLON} %V", f"%L{FWCOLON}{IDEOSP}%V", f"%E{FWCOLON}%V"]),
    F("dash_sep", "line", [f"%L {ENDASH} %V", f"%L {EMDASH} %V", f"%L{EMDASH}%V", "%L -- %V", f"- %S {ENDASH} %L {ENDASH} %V"]),
    F("next_line", "line", ["The staging %L is\n%V\nso update the runner.", "%L:\n%V", "%L (copy the whole line):\n  %V", "**%L**\n%V\n"]),
    F("long_line", "line", render=r_long),
    F("url_encoded", "url", ["%V", "DATABASE_URL=%V", "[login](%V)", "curl '%V'"], kinds=["url_pw", "url_pw", "b64_40", "aws_secret", "gen_pw", "human_pw"],
      negkinds=["url_nocred", "url_placeholder", "url_nocred", "masked", "reference"], encode_all=True),
    F("json_escaped", "block", render=r_json, negkinds=BLOCK_CODE_NEG),
    F("qp", "line", ["%L=3D%V", "%E=3D%V", "> %L: %V=20\n> thanks", "Hi team,=\nthe %L is %V=2E"], xf=(lambda t: t.replace("=", "=3D"), "qp")),
    F("punct_after", "line", ["%L: %V.", "%L: %V,", "The %L is %V; rotate it Friday.", "%L: %V!", "Is the %L still %V?", f"%L: %V{ELLIPSIS}",
                              "%L: %V...", "%L: %V:"], accept=ends_clean),
    F("paren", "line", ["(%L: %V)", "the %L (%V) still works", "[%V]", "%L [%V]", "(%V).", "%L: {%V}", "%L=(%V)"], accept=ends_clean),
    F("emoji", "line", [f"%L: %V {E_KEY}", f"%L: %V{E_LOCK}", f"{E_KEY} %L: %V", f"%L {E_POINT} %V", f"%L: %V {E_CHECK}", f"%L:{E_KEY}%V",
                        f"{E_WARN} %L %V {E_WARN}"]),
    F("rtl_cjk", "line", render=r_rtl_cjk),
]
FORM_BY_NAME = {f.name: f for f in FORMS}
DEBATABLE = {"pk_live": ["plain", "table", "code_single", "fence_info", "fm_key"], "sk_test": ["plain", "table", "code_single", "fence_info", "fm_key"],
             "anon_jwt": ["plain", "fence_info", "fm_key", "code_single"], "bcrypt": ["plain", "table", "code_single", "fence_info"],
             "sops": ["fm_key", "fence_info", "plain"], "ansible_vault": ["fence_info", "plain", "fm_block"], "split_wrap": ["split_wrap"]}
SPLIT_KINDS = ["ghp", "openai", "anthropic", "jwt", "stripe", "sendgrid"]


# ---------------------------------------------------------------------------------------------------------
# notes

TITLES = ["Staging deploy", "Billing webhook setup", "Nightly export job", "Onboarding: analytics stack", "Incident 2026-10-02 follow-up",
          "CI runner migration", "Mail relay", "Customer sandbox", "Grafana alerts", "Search cluster", "Handover from Dana"]
CONTEXTS = ["Ops handed over access for the nightly export job.", "Set up the staging billing webhook with Dana today.",
            "Notes from pairing with Sam on the mail relay.", "Agent summary of the migration session.",
            "The reports cron runs at 02:00 UTC and reads from the replica.", "Things I needed to get the sandbox running again.",
            "Quick reference for the on-call rotation this week.", "Copied from the team chat so it is not lost.",
            "User asked me to remember this for the next session.", "Setting up the search cluster for the demo."]
TAILS = ["Rotate after the demo.", "Ask in #infra if anything breaks.", "Next step: move this to the vault.", "Verified working on Tuesday."]
TAGS = ["ops", "staging", "billing", "infra", "handover", "setup"]


@dataclass
class Note:
    nid: str
    seed: int
    pol: str            # pos / neg / deb
    form: str
    kind: str
    text: str
    s: int = 0
    e: int = 0
    raw: str = ""
    chain: tuple[str, ...] = ()


def assemble(r: Rng, form: Form, pre: str, v: Val, post: str) -> tuple[str, str, str]:
    title, ctx, tag = r.choice(TITLES), r.choice(CONTEXTS), r.choice(TAGS)
    tail = r.choice(TAILS) if r.random() < 0.4 else ""
    date = f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}"
    if form.fm:
        head = f"---\ntitle: {title}\n" + pre
        after = post + f"\ntype: note\ntags: [{tag}]\nupdated: {date}\n---\n\n" + (f"# {title}\n\n" if r.random() < 0.5 else "") + ctx + "\n"
    else:
        head = ""
        if r.random() < 0.5:
            head += f"---\ntitle: {title}\ntype: note\ntags: [{tag}]\nupdated: {date}\n---\n\n"
        if r.random() < 0.6:
            head += f"# {title}\n\n"
        head += ctx + "\n\n" + pre
        after = post + "\n" + (f"\n{tail}\n" if tail else "")
    if form.crlf:
        head, mid, after = (x.replace("\n", "\r\n") for x in (head, v.text, after))
        return head, mid, after
    return head, v.text, after


def pos_val(r: Rng, form: Form, kind: str) -> Val | None:
    for _ in range(300):
        if form.shape == "url":
            v = url_val(r, kind, form.need, form.encode_all)
        elif kind == "url_pw":
            v = gen_url_pw(r, form.need if form.need in ("_", "&") else "")
        else:
            raw = gen_raw(r, kind, form.need if kind in ("human_pw", "gen_pw") else "")
            v = plain(kind, raw)
        if form.accept is None or form.accept(v):
            return v
    return None


def build(seed: int, per_form: int = 7, per_deb: int = 6) -> list[Note]:
    r = random.Random(seed)
    notes: list[Note] = []
    for form in FORMS:
        for pol in ("pos", "neg"):
            order = list(form.kinds if pol == "pos" else form.negkinds)
            r.shuffle(order)
            for i in range(per_form):
                v: Val | None = None
                lab = Lab("", "")
                for j in range(len(order)):
                    kind = order[(i + j) % len(order)]
                    if pol == "pos":
                        v = pos_val(r, form, kind)
                        lab = label_for(r, kind)
                    else:
                        for _ in range(60):
                            lab, t = neg_value(r, kind, form.shape)
                            if form.shape == "line" and "\n" in t:
                                continue
                            v = Val(kind, t, t)
                            if form.neg_accept is None or form.neg_accept(v):
                                break
                            v = None
                    if v is not None:
                        break
                assert v is not None, (form.name, pol, i)
                pre, v2, post = form.render(r, lab, v)
                head, mid, after = assemble(r, form, pre, v2, post)
                text = head + mid + after
                if pol == "pos":
                    span_text, chain = v2.text[v2.s:v2.e], v2.chain
                    s0 = len(head) + v2.s
                    if form.crlf:
                        s0 = len(head) + len(v2.text[:v2.s].replace("\n", "\r\n"))
                        if "\n" in span_text:
                            span_text, chain = span_text.replace("\n", "\r\n"), (*chain, "crlf")
                    notes.append(Note(f"{seed}:pos:{form.name}:{i}", seed, "pos", form.name, kind, text, s0, s0 + len(span_text), v2.raw, chain))
                else:
                    notes.append(Note(f"{seed}:neg:{form.name}:{i}", seed, "neg", form.name, kind, text))
    for kind, forms in DEBATABLE.items():
        for i in range(per_deb):
            fname = forms[i % len(forms)]
            if kind == "split_wrap":
                inner = r.choice(SPLIT_KINDS)
                v = plain(inner, gen_raw(r, inner))
                lab = label_for(r, inner)
                pre, v2, post = r_split_wrap(r, lab, v)
                form = FORM_BY_NAME["plain"]
            else:
                form = FORM_BY_NAME[fname]
                v = plain(kind, gen_raw(r, kind))
                lab = label_for(r, kind)
                pre, v2, post = form.render(r, lab, v)
            head, mid, after = assemble(r, form, pre, v2, post)
            s0 = len(head) + v2.s
            notes.append(Note(f"{seed}:deb:{kind}:{i}", seed, "deb", fname, kind, head + mid + after, s0, s0 + (v2.e - v2.s), v2.raw, v2.chain))
    return notes



# ---------------------------------------------------------------------------------------------------------
# self-checks (no scanner involved)

SUSPECT = re.compile(r"ghp_|glpat-|xox[abp]-|sk_live_|sk_test_|pk_live_|AKIA[A-Z2-7]{4}|AIza|sk-proj-|sk-ant-|SG\.[\w-]{8}|eyJ[\w-]{8}"
                     r"|PRIVATE KEY|\$2[aby]\$|ENC\[|ANSIBLE_VAULT|://[^\s/:@]*:[^\s/@]+@")
LONG_TOKEN = re.compile(r"[A-Za-z0-9+_=-]{20,}")
STRICT = re.compile(r"ghp_[A-Za-z0-9]{36}|glpat-[\w-]{20}|xoxb-\d+-\d+-\w{20,}|sk_live_[A-Za-z0-9]{20}|AKIA[A-Z2-7]{16}|AIza[\w-]{35}"
                    r"|sk-proj-[\w-]{20}|sk-ant-api03-[\w-]{20}|SG\.[\w-]{22}\.[\w-]{43}|PRIVATE KEY|eyJ[\w-]{10,}\.eyJ")


def self_check(seeds: list[int]) -> list[str]:
    problems: list[str] = []
    for seed in seeds:
        notes = build(seed)
        again = build(seed)
        if [(n.nid, n.text, n.s, n.e) for n in notes] != [(n.nid, n.text, n.s, n.e) for n in again]:
            problems.append(f"seed {seed}: not deterministic")
        raws = {n.raw for n in notes if n.pol != "neg"}
        for n in notes:
            if n.pol == "neg":
                continue
            shown = n.text[n.s:n.e]
            if not shown or decode(shown, n.chain) != n.raw:
                problems.append(f"{n.nid}: span {shown!r} decodes to {decode(shown, n.chain)!r}, not {n.raw!r}")
            if n.pol != "pos":
                continue
            masked = n.text[:n.s] + " " * (n.e - n.s) + n.text[n.e:]
            m = SUSPECT.search(masked)
            if m:
                problems.append(f"{n.nid}: second credential-like text outside the span: {m.group()!r}")
            for tok in LONG_TOKEN.findall(masked.replace("=3D", " ")):
                if re.search(r"\d", tok) and re.search(r"[A-Za-z]", tok):
                    problems.append(f"{n.nid}: long token outside the span: {tok!r}")
            for other in raws:
                if len(other) >= 8 and other != n.raw and other in masked:
                    problems.append(f"{n.nid}: holds another planted value {other!r}")
        for n in notes:
            if n.pol != "neg":
                continue
            for raw in raws:
                if len(raw) >= 8 and raw in n.text:
                    problems.append(f"{n.nid}: negative holds a generated credential {raw!r}")
            for m in STRICT.finditer(n.text):
                if set(m.group()[6:]) != {"x"}:
                    problems.append(f"{n.nid}: negative holds a full-shape token {m.group()!r}")
        for pol in ("pos", "neg"):
            seen = {n.form for n in notes if n.pol == pol}
            missing = [f.name for f in FORMS if f.name not in seen]
            if missing:
                problems.append(f"seed {seed}: {pol} lacks forms {missing}")
        lacking = ({*LINE_KINDS, "pem"} - {n.kind for n in notes if n.pol == "pos"}) | (set(DEBATABLE) - {n.kind for n in notes if n.pol == "deb"})
        if lacking:
            problems.append(f"seed {seed}: kinds never drawn: {sorted(lacking)}")
    if "memstone.scan" in sys.modules or "memstone" in sys.modules:
        problems.append("the scanner module was imported during --dry")
    return problems


def dry(seeds: list[int]) -> int:
    notes = build(seeds[0])
    by_form: dict[str, list[Note]] = defaultdict(list)
    for n in notes:
        by_form[f"{n.pol}:{n.form}"].append(n)
    for f in FORMS:
        print(f"=== {f.name} ({f.shape})")
        for n in by_form[f"pos:{f.name}"][:2]:
            print(f"  + [{n.kind}] span={n.text[n.s:n.e]!r}")
            print(f"    {n.text!r}"[:600])
        for n in by_form[f"neg:{f.name}"][:2]:
            print(f"  - [{n.kind}] {n.text!r}"[:600])
    print("=== debatable")
    for n in notes:
        if n.pol == "deb" and n.nid.endswith(":0"):
            print(f"  ? [{n.kind}/{n.form}] span={n.text[n.s:n.e]!r}"[:300])
    print()
    for seed in seeds:
        ns = build(seed)
        cnt = defaultdict(int)
        for n in ns:
            cnt[n.pol] += 1
        print(f"seed {seed}: {cnt['pos']} positives, {cnt['neg']} negatives, {cnt['deb']} debatable")
    problems = self_check(seeds)
    for p in problems:
        print("SELF-CHECK:", p)
    print("self-checks:", "OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


# ---------------------------------------------------------------------------------------------------------
# scoring


def coverage(s: int, e: int, spans: list[tuple[int, int]]) -> tuple[bool, bool]:
    hits = sorted((max(a, s), min(b, e)) for a, b in spans if a < e and b > s)
    pos = s
    for a, b in hits:
        if a > pos:
            break
        pos = max(pos, b)
    return bool(hits), pos >= e


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:5.1f}" if b else "    -"


def run(seeds: list[int], verbose: bool, json_path: str | None) -> int:
    from memstone.scan import find_secrets

    rows: list[dict[str, object]] = []
    for seed in seeds:
        for n in build(seed):
            ms = find_secrets(n.text)
            spans = [(m.start, m.end) for m in ms]
            hit, complete = coverage(n.s, n.e, spans) if n.pol != "neg" else (False, False)
            rows.append({"id": n.nid, "seed": n.seed, "pol": n.pol, "form": n.form, "kind": n.kind, "text": n.text,
                         "span": [n.s, n.e] if n.pol != "neg" else None, "value": n.text[n.s:n.e] if n.pol != "neg" else None,
                         "matches": [{"rule": m.rule, "start": m.start, "end": m.end, "severity": str(m.severity),
                                      "text": n.text[m.start:m.end]} for m in ms],
                         "hit": hit, "complete": complete, "fired": bool(ms)})
    pos = [x for x in rows if x["pol"] == "pos"]
    neg = [x for x in rows if x["pol"] == "neg"]
    deb = [x for x in rows if x["pol"] == "deb"]
    nh = sum(1 for x in pos if x["hit"])
    nc = sum(1 for x in pos if x["complete"])
    nf = sum(1 for x in neg if x["fired"])
    print(f"Markdown / text-encoding probe, seeds {','.join(map(str, seeds))}")
    print(f"positives {len(pos)}  hit {pct(nh, len(pos)).strip()}%  complete {pct(nc, len(pos)).strip()}%")
    print(f"negatives {len(neg)}  firing {pct(nf, len(neg)).strip()}%")
    print(f"debatable {len(deb)}  match on the value {pct(sum(1 for x in deb if x['hit']), len(deb)).strip()}%  (not scored)")

    print("\nBy form")
    print(f"{'form':<20} {'pos':>4} {'hit%':>6} {'compl%':>6} {'neg':>4} {'fire%':>6}")
    for f in FORMS:
        p = [x for x in pos if x["form"] == f.name]
        q = [x for x in neg if x["form"] == f.name]
        print(f"{f.name:<20} {len(p):>4} {pct(sum(1 for x in p if x['hit']), len(p)):>6} {pct(sum(1 for x in p if x['complete']), len(p)):>6}"
              f" {len(q):>4} {pct(sum(1 for x in q if x['fired']), len(q)):>6}")

    print("\nBy value kind (positives: hit / complete; negatives and debatable: firing)")
    print(f"{'kind':<20} {'n':>4} {'hit%':>6} {'compl%':>6} {'fire%':>6}")
    for label, group in (("positives", pos), ("negatives", neg), ("debatable (not scored)", deb)):
        print(f"-- {label}")
        for kind in sorted({str(x["kind"]) for x in group}):
            g = [x for x in group if x["kind"] == kind]
            if group is neg:
                print(f"{kind:<20} {len(g):>4} {'':>6} {'':>6} {pct(sum(1 for x in g if x['fired']), len(g)):>6}")
            else:
                print(f"{kind:<20} {len(g):>4} {pct(sum(1 for x in g if x['hit']), len(g)):>6} {pct(sum(1 for x in g if x['complete']), len(g)):>6}"
                      f" {pct(sum(1 for x in g if x['fired']), len(g)):>6}")

    if verbose:
        def show(title: str, items: list[dict[str, object]]) -> None:
            print(f"\n{title}: {len(items)}")
            for x in items:
                ms = "; ".join(f"{m['rule']}[{m['start']}:{m['end']}]={m['text']!r}" for m in x["matches"])  # type: ignore[attr-defined]
                span = f" span={x['span']} value={x['value']!r}" if x["span"] else ""
                print(f"- {x['id']} {x['form']}/{x['kind']}{span}")
                if ms:
                    print(f"    matches: {ms}")
                print(f"    {x['text']!r}")
        show("MISSES", [x for x in pos if not x["hit"]])
        show("PARTIALS", [x for x in pos if x["hit"] and not x["complete"]])
        show("FIRING NEGATIVES", [x for x in neg if x["fired"]])
        show("DEBATABLE, fired", [x for x in deb if x["fired"]])
    if json_path:
        with open(json_path, "w", encoding="utf-8") as fh:
            json.dump(rows, fh, ensure_ascii=False, indent=1)
        print(f"\nwrote {json_path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    ap.add_argument("--dry", action="store_true", help="print samples and run self-checks; never calls the scanner")
    ap.add_argument("-v", "--verbose", action="store_true", help="list misses, partials and firing negatives")
    ap.add_argument("--json", metavar="PATH", help="dump every note and its matches as JSON")
    args = ap.parse_args(argv)
    seeds = [int(x) for x in args.seed.split(",") if x.strip()]
    if args.dry:
        return dry(seeds)
    return run(seeds, args.verbose, args.json)


if __name__ == "__main__":
    sys.exit(main())
