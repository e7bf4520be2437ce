#!/usr/bin/env python3
"""Probe: secret scanning in Markdown memory notes that quote configuration and
infrastructure files.

Written by a separate pass that read no scanner code or rules, and frozen before
its first run. It was held out for the code at 8a89b7f (recall 91.0%, negatives
firing 8.8% over seeds 1-5); memstone's rules were then changed with its help, so
its numbers are now dev-set numbers (docs/bench/scan.md).

Generates, per seed, ~300 positive notes (exactly one planted credential each,
span known), ~300 negative notes (no credential; built to trip scanners) and a
separate DEBATABLE group (hashes, obscured values, vendor defaults, keys public
by design, ...) that is reported but excluded from both counts.

Scoring (against memstone.scan.find_secrets):
  hit       some match overlaps the planted span
  complete  the union of matches covers every character of the planted span
  firing    a negative note with at least one match anywhere
  debatable "fired" = some match overlaps the marked value (not counted)

Usage:
  python benchmarks/bench_scan_configs.py [--seed 1,2,3,4,5] [-v]
  python benchmarks/bench_scan_configs.py --dry [--seed 1] [--sample 12]

Standard library only; memstone is imported lazily in main() (not for --dry).
"""

import argparse
import base64
import json
import random
import re
import string
import struct
import sys
import textwrap
import zlib
from collections import defaultdict
from dataclasses import dataclass

N_POS = 300  # positives per seed
N_NEG = 300  # negatives per seed
N_DEB_PER_FORM = 4  # debatable cases per debatable form per seed

SL, SR = "\x02", "\x03"  # sentinels around the planted value while building


def S(x: str) -> str:
    """Mark the planted credential."""
    return SL + x + SR


def T(tmpl: str, **kw) -> str:
    """Dedent a template and substitute «name» slots."""
    t = textwrap.dedent(tmpl).strip("\n")

    def rep(m):
        return str(kw[m.group(1)])

    out = re.sub(r"«(\w+)»", rep, t)
    assert "«" not in out, out
    return out


def indent(text: str, n: int) -> str:
    pad = " " * n
    return "\n".join(pad + ln if ln else ln for ln in text.split("\n"))


# ---------------------------------------------------------------- vocab ---

HEX = "0123456789abcdef"
DIG = string.digits
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
BCRYPT = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

# symbol sets by syntactic context, chosen so the raw value can be written
# verbatim (no escaping) and the planted span text equals the secret
SYMS = {
    "any": "!#%^*-_+=.~@",  # quoted YAML / JSON / HCL / INI / XML text
    "url": "-._~!*",  # URI userinfo, DSNs
    "shell": "-_.+%@^~",  # unquoted .env / properties / shell words
    "plain": "!%^*-_+=.~@",  # space-delimited conf files (no '#')
    "conn": "!#%^*-_+.~@",  # ADO/ODBC connection strings (no ; = )
    "systemd": "-_.+@^~",  # systemd Environment= (no % specifiers)
}

WORDS = [
    "amber",
    "anchor",
    "apple",
    "arrow",
    "aspen",
    "autumn",
    "badge",
    "banjo",
    "barley",
    "basil",
    "beacon",
    "birch",
    "bison",
    "blanket",
    "bottle",
    "breeze",
    "bridge",
    "bronze",
    "cabin",
    "cactus",
    "canal",
    "candle",
    "canyon",
    "carbon",
    "cedar",
    "cherry",
    "cider",
    "cinder",
    "clover",
    "cobalt",
    "comet",
    "copper",
    "coral",
    "cotton",
    "crane",
    "crater",
    "cricket",
    "crystal",
    "dahlia",
    "desert",
    "dingo",
    "dolphin",
    "dune",
    "eagle",
    "ember",
    "falcon",
    "fennel",
    "fern",
    "fjord",
    "flint",
    "forest",
    "fossil",
    "garnet",
    "ginger",
    "glacier",
    "granite",
    "gravel",
    "harbor",
    "hazel",
    "heron",
    "hickory",
    "indigo",
    "iris",
    "island",
    "ivory",
    "jasper",
    "juniper",
    "kayak",
    "kestrel",
    "lagoon",
    "lantern",
    "lark",
    "lemon",
    "lilac",
    "linen",
    "lotus",
    "magnet",
    "mango",
    "maple",
    "marble",
    "meadow",
    "mesa",
    "meteor",
    "mint",
    "mosaic",
    "moss",
    "nectar",
    "nickel",
    "nova",
    "oak",
    "oasis",
    "ocean",
    "olive",
    "onyx",
    "opal",
    "orbit",
    "orchid",
    "otter",
    "paddle",
    "panda",
    "papaya",
    "pebble",
    "pepper",
    "pine",
    "planet",
    "plum",
    "pollen",
    "poppy",
    "prairie",
    "quartz",
    "quill",
    "raven",
    "reef",
    "ridge",
    "river",
    "robin",
    "saffron",
    "sage",
    "salmon",
    "sapphire",
    "sequoia",
    "sierra",
    "silver",
    "sparrow",
    "spruce",
    "summit",
    "sunset",
    "tango",
    "thistle",
    "thunder",
    "tiger",
    "timber",
    "topaz",
    "tulip",
    "tundra",
    "velvet",
    "violet",
    "walnut",
    "willow",
    "winter",
    "yarrow",
    "zephyr",
    "zinnia",
]

APPS = [
    "billing",
    "orders",
    "ledger",
    "checkout",
    "search",
    "notify",
    "reports",
    "gateway",
    "inventory",
    "payments",
    "ingest",
    "scheduler",
    "catalog",
    "identity",
    "webhooks",
    "pricing",
    "shipping",
    "analytics",
]
ENVS = ["staging", "prod", "production", "qa", "dev", "preprod", "sandbox"]
DOMS = [
    "acme-corp.net",
    "fernhill.io",
    "corp.lan",
    "northwind.dev",
    "globex.internal",
    "initech.cloud",
    "umbrella-ops.com",
]
ORGS = ["acme", "fernhill", "northwind", "globex", "initech", "umbrella"]
USERS = [
    "app",
    "svc_orders",
    "deploy",
    "ci-bot",
    "reporting",
    "etl",
    "backup",
    "readonly",
    "migrator",
    "grafana_reader",
    "svc-api",
    "jenkins",
]
TEAMS = ["platform", "SRE", "data-eng", "payments squad", "infra", "backend"]
REGIONS = ["eu-west-1", "us-east-1", "us-west-2", "eu-central-1", "ap-southeast-2"]


class Rnd(random.Random):
    # ---- primitives
    def chars(self, alpha, n):
        return "".join(self.choice(alpha) for _ in range(n))

    def hexs(self, n):
        return self.chars(HEX, n)

    def rbytes(self, n):
        return bytes(self.getrandbits(8) for _ in range(n))

    def b64(self, nbytes):
        return base64.b64encode(self.rbytes(nbytes)).decode()

    def b64u(self, nbytes):
        return base64.urlsafe_b64encode(self.rbytes(nbytes)).decode().rstrip("=")

    def uuid(self):
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    # ---- context
    def app(self):
        return self.choice(APPS)

    def env(self):
        return self.choice(ENVS)

    def dom(self):
        return self.choice(DOMS)

    def org(self):
        return self.choice(ORGS)

    def user(self):
        return self.choice(USERS)

    def team(self):
        return self.choice(TEAMS)

    def region(self):
        return self.choice(REGIONS)

    def ip(self):
        return f"10.{self.randint(0, 40)}.{self.randint(0, 255)}.{self.randint(2, 254)}"

    def host(self, app=None, env=None, kind="db"):
        app = app or self.app()
        env = env or self.env()
        return self.choice(
            [
                f"{app}-{kind}.{env}.{self.dom()}",
                f"{kind}-{self.randint(1, 3):02d}.{self.dom()}",
                f"{app}-{kind}.{env}.svc.cluster.local",
            ]
        )

    def ver(self):
        return f"{self.randint(1, 9)}.{self.randint(0, 30)}.{self.randint(0, 12)}"

    def date(self):
        return f"{self.randint(2023, 2025)}-{self.randint(1, 12):02d}-{self.randint(1, 28):02d}"

    def acct(self):
        return str(self.randint(100000000000, 999999999999))

    def image(self, app=None):
        app = app or self.app()
        reg = self.choice(
            ["ghcr.io", "registry.gitlab.com", "docker.io", f"{self.acct()}.dkr.ecr.{self.region()}.amazonaws.com"]
        )
        return f"{reg}/{self.org()}/{app}:{self.ver()}"

    def ticket(self):
        return f"{self.choice(['OPS', 'INFRA', 'PLAT', 'SEC'])}-{self.randint(100, 4999)}"

    # ---- secrets
    def password(self, ctx="any", style=None):
        syms = SYMS[ctx]
        style = style or self.choice(["random", "random", "passphrase", "capword"])
        if style == "random":
            n = self.randint(12, 24)
            while True:
                s = self.choice(string.ascii_letters) + self.chars(ALNUM + syms * 2, n - 1)
                if (
                    any(c.isdigit() for c in s)
                    and any(c.isupper() for c in s)
                    and any(c.islower() for c in s)
                    and any(c in syms for c in s)
                ):
                    return s
        if style == "passphrase":
            sep = self.choice(["-", "-", "-", ".", "_"])
            k = self.choice([3, 3, 3, 4])
            ws = [self.choice(WORDS) for _ in range(k)]
            return sep.join(ws) + sep + f"{self.randint(10, 99)}"
        # capword
        sym_pool = [c for c in syms if c not in "-_.~"] or list(syms)
        ws = [self.choice(WORDS).capitalize() for _ in range(self.choice([2, 2, 3]))]
        return "".join(ws) + str(self.randint(10, 9999)) + self.choice(sym_pool)

    def api_token(self, style=None):
        style = style or self.choice(["hex32", "hex40", "hex64", "b62", "b62", "b64url", "upper", "b64"])
        if style.startswith("hex"):
            return self.hexs(int(style[3:]))
        if style == "b62":
            return self.choice(string.ascii_letters) + self.chars(ALNUM, self.choice([24, 32, 40, 48]) - 1)
        if style == "b64url":
            return self.choice(ALNUM) + self.chars(B64URL, self.choice([42, 43, 63]))
        if style == "upper":
            return self.chars(UPP + DIG, self.choice([26, 32]))
        # b64 of random bytes, but start alnum
        while True:
            s = self.b64(self.choice([30, 32, 33]))
            if s[0].isalnum():
                return s

    def aws_key_id(self):
        return "AKIA" + self.chars(UPP + "234567", 16)

    def aws_secret(self):
        return self.choice(ALNUM) + self.chars(B64STD, 39)

    def ghp(self, prefix="ghp_"):
        body = self.chars(ALNUM, 30)
        crc = zlib.crc32(body.encode()) & 0xFFFFFFFF
        enc = ""
        while crc:
            crc, rem = divmod(crc, 62)
            enc = B62[rem] + enc
        return prefix + body + enc.rjust(6, "0")

    def glpat(self):
        return "glpat-" + self.chars(ALNUM + "-_", 20)

    def npm_token(self):
        return "npm_" + self.chars(ALNUM, 36)

    def pypi_token(self):
        return "pypi-AgEIcHlwaS5vcmc" + self.chars(B64URL, self.randint(140, 180))

    def slack_bot(self):
        return f"xoxb-{self.randint(10**10, 10**12)}-{self.randint(10**11, 10**13)}-{self.chars(ALNUM, 24)}"

    def stripe_sk(self):
        return self.choice(["sk_live_", "rk_live_"]) + self.chars(ALNUM, self.choice([24, 99]))

    def sendgrid(self):
        return "SG." + self.chars(B64URL, 22) + "." + self.chars(B64URL, 43)

    def crates_io(self):
        return "cio" + self.chars(ALNUM, 32)

    def azure_client_secret(self):
        return self.chars(ALNUM, 3) + "8Q~" + self.chars(ALNUM + "_~.-", 34)

    def azure_storage_key(self):
        return base64.b64encode(self.rbytes(64)).decode()

    def grafana_sa(self):
        return "glsa_" + self.chars(ALNUM, 32) + "_" + self.hexs(8)

    def vendor_token(self):
        return self.choice([self.ghp, self.glpat, self.npm_token, self.slack_bot, self.stripe_sk, self.sendgrid])()

    def jwt(self, payload, alg="RS256"):
        hdr = {"alg": alg, "typ": "JWT"} if alg != "RS256" else {"alg": alg, "kid": self.b64u(32)}

        def enc(o):
            return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")

        sig = self.b64u(256 if alg == "RS256" else 32)
        return f"{enc(hdr)}.{enc(payload)}.{sig}"

    # ---- non-secret high-entropy material
    def cert_pem(self, label="CERTIFICATE"):
        n = self.randint(700, 1100)
        der = b"\x30\x82" + struct.pack(">H", n) + b"\x30\x82" + self.rbytes(n - 2)
        b = base64.b64encode(der).decode()
        lines = [b[i : i + 64] for i in range(0, len(b), 64)]
        return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"

    def ssh_pub(self, kind=None):
        kind = kind or self.choice(["ed25519", "ed25519", "rsa"])
        if kind == "ed25519":
            blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + self.rbytes(32)
            return "ssh-ed25519 " + base64.b64encode(blob).decode()
        mod = bytes([self.randint(128, 255)]) + self.rbytes(383)
        blob = (
            struct.pack(">I", 7)
            + b"ssh-rsa"
            + struct.pack(">I", 3)
            + b"\x01\x00\x01"
            + struct.pack(">I", 385)
            + b"\x00"
            + mod
        )
        return "ssh-rsa " + base64.b64encode(blob).decode()

    def sha256(self):
        return self.hexs(64)

    def age_recipient(self):
        return "age1" + self.chars(BECH32, 58)

    def wrap(self, s, width=64):
        return "\n".join(s[i : i + width] for i in range(0, len(s), width))

    # ---- quoting helpers (sentinel aware)
    def yq(self, v):
        raw = v.replace(SL, "").replace(SR, "")
        plain_ok = (
            raw[:1].isalnum()
            and ": " not in raw
            and " #" not in raw
            and raw.lower() not in ("true", "false", "null", "yes", "no")
        )
        opts = ["plain", "plain", "single", "double"] if plain_ok else ["single", "double"]
        q = self.choice(opts)
        if q == "plain":
            return v
        if q == "single":
            return "'" + v + "'"
        return '"' + v + '"'

    def eq(self, v):
        """dotenv-style value quoting."""
        q = self.choice(["", "", '"', "'"])
        return q + v + q


# --------------------------------------------------------- note assembly ---

OUTROS = [
    None,
    None,
    None,
    "Applied on «date».",
    "Owner: «team». Ticket «ticket».",
    "See [[«slug»-runbook]] for the rollout steps.",
    "Verified after the «date» deploy; no restarts needed.",
    "Copied verbatim from the repo on «date».",
    "Keep this in sync with the «env» environment.",
]


def note(r: Rnd, title, intro, lang, body, extra=()):
    parts = []
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    if r.random() < 0.35:
        parts.append(
            "---\nname: "
            + slug
            + "\ndescription: "
            + title
            + "\ntype: "
            + r.choice(["project", "reference", "ops"])
            + "\n---"
        )
    parts.append(r.choice(["# ", "## "]) + title)
    ctx = r.choice(
        [
            None,
            "_Last checked «date»._",
            "Noted «date» while working on «ticket».",
            "From the «env» review on «date».",
            "Context: «ticket», «date».",
        ]
    )
    if ctx:
        parts.append(T(ctx, date=r.date(), ticket=r.ticket(), env=r.env()))
    parts.append(intro)
    parts.append(f"```{lang}\n{body.rstrip()}\n```")
    for e in extra:
        if isinstance(e, tuple):
            parts.append(f"```{e[0]}\n{e[1].rstrip()}\n```")
        else:
            parts.append(e)
    o = r.choice(OUTROS)
    if o:
        parts.append(T(o, date=r.date(), team=r.team(), ticket=r.ticket(), slug=slug, env=r.env()))
    return "\n\n".join(parts) + "\n"


# --------------------------------------------------------------- registry ---

FORMS = {"pos": [], "neg": [], "deb": []}


def form(kind, name):
    def deco(fn):
        assert name not in [n for n, _ in FORMS[kind]], name
        FORMS[kind].append((name, fn))
        return fn

    return deco


def pos(name):
    return form("pos", name)


def neg(name):
    return form("neg", name)


def deb(name):
    return form("deb", name)


def pick(r, options):
    return r.choice(options)


# ======================================================================
# POSITIVES — exactly one planted credential per note
# ======================================================================

# ---------------------------------------------------------- Kubernetes ---


@pos("k8s_deployment_env_value")
def _(r):
    app, env = r.app(), r.env()
    key, val = pick(
        r,
        [
            ("DB_PASSWORD", r.password()),
            ("SMTP_PASSWORD", r.password()),
            ("REDIS_PASSWORD", r.password()),
            ("PAYMENTS_API_KEY", r.api_token()),
            ("SERVICE_TOKEN", r.api_token()),
        ],
    )
    body = T(
        """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: «app»
          namespace: «env»
          labels:
            app.kubernetes.io/name: «app»
        spec:
          replicas: «rep»
          selector:
            matchLabels:
              app.kubernetes.io/name: «app»
          template:
            metadata:
              labels:
                app.kubernetes.io/name: «app»
            spec:
              containers:
                - name: «app»
                  image: «image»
                  ports:
                    - containerPort: 8080
                  env:
                    - name: LOG_LEVEL
                      value: info
                    - name: DB_HOST
                      value: «host»
                    - name: «key»
                      value: «val»
        """,
        app=app,
        env=env,
        rep=r.randint(1, 4),
        image=r.image(app),
        host=r.host(app, env),
        key=key,
        val=r.yq(S(val)),
    )
    intro = pick(
        r,
        [
            f"The {env} manifest for {app} as it is deployed today:",
            f"Deploy notes: {app} runs as a plain Deployment in `{env}`.",
            f"Pasting the current {app} Deployment so I remember the env wiring:",
        ],
    )
    return note(r, f"{app} deployment ({env})", intro, "yaml", body)


@pos("k8s_secret_stringdata")
def _(r):
    app, env = r.app(), r.env()
    key = pick(r, ["password", "db-password", "POSTGRES_PASSWORD", "api-key", "token"])
    val = r.password() if "pass" in key.lower() else r.api_token()
    body = T(
        """
        apiVersion: v1
        kind: Secret
        metadata:
          name: «app»-credentials
          namespace: «env»
        type: Opaque
        stringData:
          username: «user»
          «key»: «val»
        """,
        app=app,
        env=env,
        user=r.user(),
        key=key,
        val=r.yq(S(val)),
    )
    return note(
        r,
        f"{app} credentials secret",
        pick(r, ["The Secret we applied by hand during the cutover:", f"Manually created secret for {app} in {env}:"]),
        "yaml",
        body,
    )


@pos("k8s_secret_data_base64")
def _(r):
    app, env = r.app(), r.env()
    pw = r.password()
    b = base64.b64encode(pw.encode()).decode()
    ub = base64.b64encode(r.user().encode()).decode()
    body = T(
        """
        apiVersion: v1
        kind: Secret
        metadata:
          name: «app»-db
          namespace: «env»
          labels:
            app.kubernetes.io/part-of: «app»
        type: Opaque
        data:
          username: «ub»
          password: «b»
        """,
        app=app,
        env=env,
        ub=ub,
        b=S(b),
    )
    return note(
        r,
        f"{app} DB secret ({env})",
        pick(r, ["Output of `kubectl get secret -o yaml` (trimmed):", "The secret manifest from the old repo:"]),
        "yaml",
        body,
    )


@pos("k8s_configmap_dsn")
def _(r):
    app, env = r.app(), r.env()
    pw, user, host = r.password("url"), r.user(), r.host(app, env)
    scheme, port = pick(r, [("postgres", 5432), ("postgresql", 5432), ("mysql", 3306)])
    body = T(
        """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: «app»-config
          namespace: «env»
        data:
          LOG_LEVEL: info
          HTTP_PORT: "8080"
          DATABASE_URL: «scheme»://«user»:«pw»@«host»:«port»/«app»
          FEATURE_NEW_CHECKOUT: "true"
        """,
        app=app,
        env=env,
        scheme=scheme,
        user=user,
        pw=S(pw),
        host=host,
        port=port,
    )
    return note(
        r,
        f"{app} configmap",
        pick(
            r,
            [
                "Found this ConfigMap while debugging; the DSN is inline (should be a Secret):",
                f"{app} config as deployed:",
            ],
        ),
        "yaml",
        body,
    )


@pos("k8s_configmap_token")
def _(r):
    app, env = r.app(), r.env()
    key, val = pick(
        r,
        [
            ("SENTRY_AUTH_TOKEN", r.hexs(64)),
            ("SLACK_BOT_TOKEN", r.slack_bot()),
            ("PARTNER_API_KEY", r.api_token()),
            ("GITHUB_TOKEN", r.ghp()),
        ],
    )
    body = T(
        """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: «app»-env
          namespace: «env»
        data:
          APP_ENV: «env»
          METRICS_ENABLED: "true"
          «key»: «val»
          TIMEOUT_SECONDS: "30"
        """,
        app=app,
        env=env,
        key=key,
        val=r.yq(S(val)),
    )
    return note(
        r,
        f"{app} env configmap",
        pick(r, ["ConfigMap mistake spotted in review:", "Current env ConfigMap for the worker:"]),
        "yaml",
        body,
    )


@pos("helm_values_nested_password")
def _(r):
    app = r.app()
    pw = r.password()
    body = T(
        """
        replicaCount: 2
        image:
          repository: «repo»
          tag: "«ver»"
        postgresql:
          enabled: true
          auth:
            username: «user»
            database: «app»
            password: «pw»
          primary:
            persistence:
              size: 20Gi
        ingress:
          enabled: true
          hosts:
            - host: «app».«dom»
        """,
        repo=f"ghcr.io/{r.org()}/{app}",
        ver=r.ver(),
        user=r.user(),
        app=app,
        pw=r.yq(S(pw)),
        dom=r.dom(),
    )
    return note(
        r,
        f"{app} helm values",
        pick(r, ["values-prod.yaml for the chart:", "Helm values we install with:"]),
        "yaml",
        body,
    )


@pos("helm_values_nested_token")
def _(r):
    app = r.app()
    key, val = pick(
        r,
        [
            ("apiKey", r.hexs(32)),
            ("authToken", r.api_token()),
            ("webhookSecret", r.api_token("b64url")),
            ("token", r.glpat()),
        ],
    )
    body = T(
        """
        global:
          environment: «env»
        monitoring:
          datadog:
            enabled: true
            site: datadoghq.eu
          integrations:
            partner:
              baseUrl: https://api.«dom»/v2
              «key»: «val»
              timeoutSeconds: 15
        resources:
          limits:
            memory: 512Mi
        """,
        env=r.env(),
        dom=r.dom(),
        key=key,
        val=r.yq(S(val)),
    )
    return note(
        r,
        f"{app} chart overrides",
        pick(r, ["Nested overrides in values.yaml:", "The override file passed with `-f`:"]),
        "yaml",
        body,
    )


@pos("kustomize_secretgenerator_literal")
def _(r):
    app = r.app()
    pw = r.password("shell")
    key = pick(r, ["DB_PASSWORD", "password", "ADMIN_PASSWORD", "API_TOKEN"])
    if key == "API_TOKEN":
        pw = r.api_token()
    body = T(
        """
        apiVersion: kustomize.config.k8s.io/v1beta1
        kind: Kustomization
        namespace: «env»
        resources:
          - ../../base
        secretGenerator:
          - name: «app»-secrets
            literals:
              - DB_USER=«user»
              - «key»=«pw»
        generatorOptions:
          disableNameSuffixHash: true
        """,
        env=r.env(),
        app=app,
        user=r.user(),
        key=key,
        pw=S(pw),
    )
    return note(r, f"{app} kustomize overlay", "overlays/prod/kustomization.yaml:", "yaml", body)


@pos("kubectl_create_secret_literal")
def _(r):
    app = r.app()
    pw = r.password("shell")
    body = T(
        """
        kubectl -n «env» create secret generic «app»-db \\
          --from-literal=username=«user» \\
          --from-literal=password='«pw»' \\
          --dry-run=client -o yaml | kubectl apply -f -
        """,
        env=r.env(),
        app=app,
        user=r.user(),
        pw=S(pw),
    )
    return note(
        r,
        f"Recreating the {app} DB secret",
        "Command I used to recreate the secret after the namespace was wiped:",
        "bash",
        body,
    )


@pos("kubeconfig_user_token")
def _(r):
    ns, sa = r.env(), pick(r, ["ci-deployer", "argocd-manager", "github-actions"])
    tok = r.jwt(
        {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": ns,
            "kubernetes.io/serviceaccount/secret.name": f"{sa}-token",
            "kubernetes.io/serviceaccount/service-account.name": sa,
            "kubernetes.io/serviceaccount/service-account.uid": r.uuid(),
            "sub": f"system:serviceaccount:{ns}:{sa}",
        }
    )
    cluster = f"{r.env()}-{r.region()}"
    body = T(
        """
        apiVersion: v1
        kind: Config
        clusters:
          - name: «cluster»
            cluster:
              server: https://«ip»:6443
              certificate-authority-data: «ca»
        users:
          - name: «sa»
            user:
              token: «tok»
        contexts:
          - name: «sa»@«cluster»
            context:
              cluster: «cluster»
              user: «sa»
        current-context: «sa»@«cluster»
        """,
        cluster=cluster,
        ip=r.ip(),
        ca=base64.b64encode(r.cert_pem().encode()).decode()[:120] + "...",
        sa=sa,
        tok=S(tok),
    )
    return note(
        r, f"CI kubeconfig for {cluster}", "The kubeconfig the pipeline uses (service-account token):", "yaml", body
    )


# ------------------------------------------------------------ Terraform ---


@pos("tf_provider_credentials")
def _(r):
    v = r.randint(0, 3)
    if v == 0:
        body = T(
            """
            provider "github" {
              owner = "«org»"
              token = "«tok»"
            }
            """,
            org=r.org(),
            tok=S(r.ghp()),
        )
    elif v == 1:
        body = T(
            """
            provider "cloudflare" {
              api_token = "«tok»"
            }
            """,
            tok=S(r.chars(B64URL, 40)),
        )
    elif v == 2:
        body = T(
            """
            provider "postgresql" {
              host            = "«host»"
              port            = 5432
              username        = "«user»"
              password        = "«pw»"
              sslmode         = "require"
              connect_timeout = 15
            }
            """,
            host=r.host(),
            user=r.user(),
            pw=S(r.password()),
        )
    else:
        body = T(
            """
            provider "grafana" {
              url  = "https://grafana.«dom»"
              auth = "«tok»"
            }
            """,
            dom=r.dom(),
            tok=S(r.grafana_sa()),
        )
    body = (
        T("""
        terraform {
          required_version = ">= 1.5"
        }
        """)
        + "\n\n"
        + body
    )
    return note(
        r,
        "Terraform provider setup",
        pick(r, ["providers.tf in the infra repo:", "Provider block from the bootstrap workspace:"]),
        "hcl",
        body,
    )


@pos("tf_variable_default")
def _(r):
    name = pick(r, ["db_password", "admin_password", "api_token", "redis_auth_token"])
    val = r.password() if "password" in name else r.api_token()
    body = T(
        """
        variable "«name»" {
          description = "Credential for the «app» service"
          type        = string
          default     = "«val»"
          sensitive   = true
        }

        variable "instance_class" {
          type    = string
          default = "db.t3.medium"
        }
        """,
        name=name,
        app=r.app(),
        val=S(val),
    )
    return note(r, "variables.tf", "variables.tf in the module (yes, a default on a sensitive var):", "hcl", body)


@pos("tf_tfvars")
def _(r):
    env = r.env()
    name = pick(r, ["db_password", "rds_master_password", "datadog_api_key", "smtp_password"])
    val = r.hexs(32) if "api_key" in name else r.password()
    body = T(
        """
        environment    = "«env»"
        region         = "«region»"
        instance_count = «n»
        «name» = "«val»"
        allowed_cidrs  = ["10.0.0.0/8"]
        """,
        env=env,
        region=r.region(),
        n=r.randint(1, 6),
        name=name,
        val=S(val),
    )
    return note(r, f"{env}.tfvars", f"terraform/{env}.tfvars:", "hcl", body)


@pos("tf_resource_password")
def _(r):
    app = r.app()
    v = r.randint(0, 3)
    pw = r.password()
    if v == 0:
        body = T(
            """
            resource "aws_db_instance" "«app»" {
              identifier          = "«app»-«env»"
              engine              = "postgres"
              engine_version      = "15.4"
              instance_class      = "db.t3.medium"
              allocated_storage   = 50
              username            = "«user»"
              password            = "«pw»"
              skip_final_snapshot = false
            }
            """,
            app=app,
            env=r.env(),
            user=r.user(),
            pw=S(pw),
        )
    elif v == 1:
        body = T(
            """
            resource "aws_rds_cluster" "«app»" {
              cluster_identifier      = "«app»-aurora"
              engine                  = "aurora-mysql"
              master_username         = "admin"
              master_password         = "«pw»"
              backup_retention_period = 7
              preferred_backup_window = "02:00-03:00"
            }
            """,
            app=app,
            pw=S(pw),
        )
    elif v == 2:
        body = T(
            """
            resource "azurerm_mssql_server" "«app»" {
              name                         = "sql-«app»-«env»"
              resource_group_name          = azurerm_resource_group.main.name
              location                     = "westeurope"
              version                      = "12.0"
              administrator_login          = "sqladmin"
              administrator_login_password = "«pw»"
            }
            """,
            app=app,
            env=r.env(),
            pw=S(pw),
        )
    else:
        body = T(
            """
            resource "google_sql_user" "«app»" {
              name     = "«user»"
              instance = google_sql_database_instance.main.name
              password = "«pw»"
            }
            """,
            app=app,
            user=r.user(),
            pw=S(pw),
        )
    return note(r, f"{app} database resource", "From main.tf:", "hcl", body)


@pos("tf_backend_config")
def _(r):
    v = r.randint(0, 2)
    if v == 0:
        body = T(
            """
            terraform {
              backend "pg" {
                conn_str = "postgres://terraform:«pw»@«host»/terraform_backend?sslmode=require"
              }
            }
            """,
            pw=S(r.password("url")),
            host=r.host(kind="pg"),
        )
    elif v == 1:
        body = T(
            """
            terraform {
              backend "azurerm" {
                storage_account_name = "tfstate«n»"
                container_name       = "tfstate"
                key                  = "«env».terraform.tfstate"
                access_key           = "«k»"
              }
            }
            """,
            n=r.randint(1000, 9999),
            env=r.env(),
            k=S(r.azure_storage_key()),
        )
    else:
        body = T(
            """
            terraform {
              backend "s3" {
                bucket     = "«org»-tfstate"
                key        = "«env»/terraform.tfstate"
                region     = "«region»"
                access_key = "«kid»"
                secret_key = "«sk»"
              }
            }
            """,
            org=r.org(),
            env=r.env(),
            region=r.region(),
            kid=r.aws_key_id(),
            sk=S(r.aws_secret()),
        )
    return note(r, "Terraform backend", "backend.tf (old setup, before we moved to OIDC):", "hcl", body)


@pos("tf_azurerm_client_secret")
def _(r):
    body = T(
        """
        provider "azurerm" {
          features {}
          subscription_id = "«s»"
          tenant_id       = "«t»"
          client_id       = "«c»"
          client_secret   = "«sec»"
        }
        """,
        s=r.uuid(),
        t=r.uuid(),
        c=r.uuid(),
        sec=S(r.azure_client_secret()),
    )
    return note(r, "Azure provider auth", "How the service principal was wired in the first version:", "hcl", body)


@pos("tf_locals_literal")
def _(r):
    val = pick(r, [r.api_token(), r.password(), r.sendgrid()])
    body = T(
        """
        locals {
          name_prefix = "«app»-«env»"
          common_tags = {
            Team = "«team»"
          }
          «k» = "«val»"
        }
        """,
        app=r.app(),
        env=r.env(),
        team=r.team(),
        k=pick(r, ["smtp_api_key", "webhook_secret", "service_token"]),
        val=S(val),
    )
    return note(r, "locals.tf", "locals in the notifications module:", "hcl", body)


# ------------------------------------------------- Ansible / Chef / Puppet / Salt ---


@pos("ansible_group_vars")
def _(r):
    pw = r.password()
    v = r.randint(0, 1)
    if v == 0:
        body = T(
            """
            # group_vars/dbservers.yml
            postgresql_version: 15
            postgresql_listen_addresses: "*"
            postgresql_users:
              - name: «user»
                password: «pw»
                db: «app»
            postgresql_max_connections: 200
            """,
            user=r.user(),
            pw=r.yq(S(pw)),
            app=r.app(),
        )
    else:
        body = T(
            """
            ---
            # group_vars/all/mysql.yml
            mysql_bind_address: 0.0.0.0
            mysql_root_password: «pw»
            mysql_databases:
              - name: «app»
            """,
            pw=r.yq(S(pw)),
            app=r.app(),
        )
    return note(r, "Ansible group vars", "group_vars as they were before we vaulted them:", "yaml", body)


@pos("ansible_inventory_password")
def _(r):
    pw = r.password("plain")
    k = pick(r, ["ansible_password", "ansible_become_pass", "ansible_ssh_pass"])
    body = T(
        """
        [windows]
        win-build-01 ansible_host=«ip1»
        win-build-02 ansible_host=«ip2»

        [windows:vars]
        ansible_user=Administrator
        «k»=«pw»
        ansible_connection=winrm
        ansible_winrm_server_cert_validation=ignore
        """,
        ip1=r.ip(),
        ip2=r.ip(),
        k=k,
        pw=S(pw),
    )
    return note(r, "Build agents inventory", "inventory/hosts.ini:", "ini", body)


@pos("ansible_task_module_arg")
def _(r):
    pw = r.password()
    body = T(
        """
        - name: Create application DB user
          community.postgresql.postgresql_user:
            db: «app»
            name: «user»
            password: «pw»
            priv: ALL
          become: true
          become_user: postgres
        """,
        app=r.app(),
        user=r.user(),
        pw=r.yq(S(pw)),
    )
    return note(r, "DB bootstrap task", "The task from roles/db/tasks/main.yml:", "yaml", body)


@pos("chef_attributes")
def _(r):
    app = r.app()
    body = T(
        """
        default['«app»']['db']['host'] = '«host»'
        default['«app»']['db']['user'] = '«user»'
        default['«app»']['db']['password'] = '«pw»'
        default['«app»']['db']['pool'] = «n»
        """,
        app=app,
        host=r.host(app),
        user=r.user(),
        pw=S(r.password()),
        n=r.randint(5, 30),
    )
    return note(r, f"{app} cookbook attributes", "attributes/default.rb:", "ruby", body)


@pos("puppet_manifest_param")
def _(r):
    body = T(
        """
        class { 'mysql::server':
          root_password           => '«pw»',
          remove_default_accounts => true,
          restart                 => true,
          override_options        => {
            'mysqld' => { 'bind-address' => '0.0.0.0' },
          },
        }
        """,
        pw=S(r.password()),
    )
    return note(r, "Puppet mysql profile", "site/profile/manifests/mysql.pp:", "puppet", body)


@pos("hiera_yaml_value")
def _(r):
    body = T(
        """
        ---
        profile::app::db_host: «host»
        profile::app::db_user: «user»
        profile::app::db_password: «pw»
        profile::app::workers: «n»
        """,
        host=r.host(),
        user=r.user(),
        pw=r.yq(S(r.password())),
        n=r.randint(2, 16),
    )
    return note(r, "Hiera data", "data/nodes/app01.yaml:", "yaml", body)


@pos("salt_pillar")
def _(r):
    body = T(
        """
        # /srv/pillar/mysql.sls
        mysql:
          server:
            root_user: root
            root_password: «pw»
          database:
            - «app»
        """,
        pw=r.yq(S(r.password())),
        app=r.app(),
    )
    return note(r, "Salt pillar for mysql", "The pillar file:", "yaml", body)


# -------------------------------------------------------------- Docker ---


@pos("compose_env_list")
def _(r):
    key = pick(r, ["POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "MINIO_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS"])
    image = {
        "POSTGRES_PASSWORD": "postgres:16",
        "MYSQL_ROOT_PASSWORD": "mysql:8.0",
        "MINIO_ROOT_PASSWORD": "minio/minio:RELEASE.2024-03-15T01-07-19Z",
        "RABBITMQ_DEFAULT_PASS": "rabbitmq:3.13-management",
    }[key]
    body = T(
        """
        services:
          store:
            image: «image»
            restart: unless-stopped
            environment:
              - TZ=UTC
              - «key»=«pw»
            volumes:
              - store-data:/var/lib/data
        volumes:
          store-data:
        """,
        image=image,
        key=key,
        pw=S(r.password("shell")),
    )
    return note(r, "Compose stack on the build box", "docker-compose.yml on the box:", "yaml", body)


@pos("compose_env_map")
def _(r):
    app = r.app()
    key = pick(r, ["REDIS_PASSWORD", "DATABASE_PASSWORD", "JWT_SECRET", "STRIPE_API_KEY"])
    val = r.stripe_sk() if "STRIPE" in key else (r.api_token("b64url") if "JWT" in key else r.password("shell"))
    body = T(
        """
        version: "3.9"
        services:
          «app»:
            image: «image»
            ports:
              - "8080:8080"
            environment:
              NODE_ENV: production
              «key»: «val»
            depends_on:
              - redis
          redis:
            image: redis:7-alpine
        """,
        app=app,
        image=r.image(app),
        key=key,
        val=r.yq(S(val)),
    )
    return note(r, f"{app} compose file", "Compose file used for the demo environment:", "yaml", body)


@pos("dockerfile_env")
def _(r):
    key = pick(r, ["SENTRY_AUTH_TOKEN", "API_KEY", "DB_PASSWORD"])
    val = r.password("shell") if "PASS" in key else r.api_token()
    body = T(
        """
        FROM python:3.12-slim
        WORKDIR /app
        ENV PYTHONUNBUFFERED=1
        ENV «key»=«val»
        COPY requirements.txt .
        RUN pip install --no-cache-dir -r requirements.txt
        COPY . .
        CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
        """,
        key=key,
        val=S(val),
    )
    return note(r, "Legacy Dockerfile", "The old Dockerfile (ENV baked in):", "dockerfile", body)


@pos("dockerfile_arg_default")
def _(r):
    tok = pick(r, [r.npm_token(), r.ghp(), r.glpat()])
    body = T(
        """
        FROM node:20-alpine AS build
        ARG NPM_TOKEN=«tok»
        WORKDIR /src
        COPY package*.json .npmrc ./
        RUN npm ci
        COPY . .
        RUN npm run build
        """,
        tok=S(tok),
    )
    return note(r, "Frontend build image", "Dockerfile for the private-package build:", "dockerfile", body)


@pos("dotenv_password")
def _(r):
    app = r.app()
    key = pick(r, ["DB_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD", "REDIS_PASS"])
    body = T(
        """
        APP_ENV=«env»
        PORT=8080
        DB_HOST=«host»
        DB_USER=«user»
        «key»=«val»
        LOG_FORMAT=json
        """,
        env=r.env(),
        host=r.host(app),
        user=r.user(),
        key=key,
        val=r.eq(S(r.password("shell"))),
    )
    return note(r, f"{app} local .env", "`.env` from the staging VM:", "dotenv", body)


@pos("dotenv_vendor_token")
def _(r):
    key, val = pick(
        r,
        [
            ("STRIPE_SECRET_KEY", r.stripe_sk()),
            ("SENDGRID_API_KEY", r.sendgrid()),
            ("SLACK_BOT_TOKEN", r.slack_bot()),
            ("GITHUB_TOKEN", r.ghp()),
            ("GITLAB_TOKEN", r.glpat()),
        ],
    )
    body = T(
        """
        NODE_ENV=production
        PUBLIC_URL=https://«app».«dom»
        «key»=«val»
        QUEUE_CONCURRENCY=4
        """,
        app=r.app(),
        dom=r.dom(),
        key=key,
        val=r.eq(S(val)),
    )
    return note(r, "Worker env", "Environment file for the worker:", "bash", body)


@pos("docker_config_json_auth")
def _(r):
    reg = pick(r, ["registry.gitlab.com", "ghcr.io", f"nexus.{r.dom()}:8443", "https://index.docker.io/v1/"])
    auth = base64.b64encode(f"{r.user()}:{pick(r, [r.password('any'), r.glpat(), r.ghp()])}".encode()).decode()
    body = T(
        """
        {
          "auths": {
            "«reg»": {
              "auth": "«auth»"
            }
          },
          "credsStore": ""
        }
        """,
        reg=reg,
        auth=S(auth),
    )
    return note(r, "Runner docker login", "~/.docker/config.json on the shared runner:", "json", body)


# ------------------------------------------------------------------ CI ---


@pos("gha_env_literal")
def _(r):
    key, val = pick(
        r,
        [
            ("SLACK_TOKEN", r.slack_bot()),
            ("NPM_TOKEN", r.npm_token()),
            ("DEPLOY_API_KEY", r.api_token()),
            ("SONAR_TOKEN", r.hexs(40)),
        ],
    )
    body = T(
        """
        name: deploy
        on:
          push:
            branches: [main]
        jobs:
          deploy:
            runs-on: ubuntu-latest
            env:
              AWS_REGION: «region»
              «key»: «val»
            steps:
              - uses: actions/checkout@v4
              - run: ./scripts/deploy.sh
        """,
        region=r.region(),
        key=key,
        val=r.yq(S(val)),
    )
    return note(r, "Deploy workflow", ".github/workflows/deploy.yml:", "yaml", body)


@pos("gha_with_literal")
def _(r):
    body = T(
        """
        jobs:
          publish:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: docker/login-action@v3
                with:
                  registry: ghcr.io
                  username: «user»
                  password: «val»
              - uses: docker/build-push-action@v5
                with:
                  push: true
                  tags: ghcr.io/«org»/«app»:latest
        """,
        user=r.user(),
        val=r.yq(S(pick(r, [r.ghp(), r.password()]))),
        org=r.org(),
        app=r.app(),
    )
    return note(r, "Image publish workflow", "The publish job:", "yaml", body)


@pos("gitlab_ci_variables")
def _(r):
    body = T(
        """
        variables:
          POSTGRES_DB: «app»
          POSTGRES_USER: «user»
          POSTGRES_PASSWORD: «pw»
          DATABASE_URL: "postgres://«user»@postgres:5432/«app»"

        test:
          image: python:3.12
          services:
            - postgres:16
          script:
            - pip install -r requirements.txt
            - pytest -q
        """,
        app=r.app(),
        user=r.user(),
        pw=r.yq(S(r.password())),
    )
    return note(r, "GitLab CI test job", ".gitlab-ci.yml:", "yaml", body)


@pos("circleci_config")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            version: 2.1
            jobs:
              build:
                docker:
                  - image: «org»/builder:«ver»
                    auth:
                      username: «user»
                      password: «pw»
                steps:
                  - checkout
                  - run: make test
            """,
            org=r.org(),
            ver=r.ver(),
            user=r.user(),
            pw=r.yq(S(r.password())),
        )
    else:
        body = T(
            """
            version: 2.1
            jobs:
              deploy:
                docker:
                  - image: cimg/python:3.12
                environment:
                  AWS_DEFAULT_REGION: «region»
                  AWS_ACCESS_KEY_ID: «kid»
                  AWS_SECRET_ACCESS_KEY: «sk»
                steps:
                  - checkout
                  - run: ./deploy.sh
            """,
            region=r.region(),
            kid=r.aws_key_id(),
            sk=r.yq(S(r.aws_secret())),
        )
    return note(r, "CircleCI config", ".circleci/config.yml:", "yaml", body)


@pos("jenkinsfile_literal")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            pipeline {
              agent any
              environment {
                REGISTRY     = 'registry.«dom»'
                DEPLOY_TOKEN = '«tok»'
              }
              stages {
                stage('Deploy') {
                  steps {
                    sh 'curl -fsS -H "Authorization: Bearer $DEPLOY_TOKEN" https://deploy.«dom»/hooks/«app»'
                  }
                }
              }
            }
            """,
            dom=r.dom(),
            tok=S(r.api_token()),
            app=r.app(),
        )
    else:
        body = T(
            """
            node {
              stage('Publish') {
                sh "mvn -B deploy -DaltDeploymentRepository=nexus::default::https://nexus.«dom»/repository/releases"
                sh "curl -u «user»:«pw» --upload-file target/app.jar https://nexus.«dom»/repository/raw/app.jar"
              }
            }
            """,
            dom=r.dom(),
            user=r.user(),
            pw=S(r.password("url")),
        )
    return note(r, "Jenkinsfile", "Jenkinsfile from the legacy job:", "groovy", body)


@pos("azure_pipelines_variable")
def _(r):
    body = T(
        """
        trigger:
          - main
        pool:
          vmImage: ubuntu-latest
        variables:
          - name: buildConfiguration
            value: Release
          - name: sqlAdminPassword
            value: «pw»
        steps:
          - script: dotnet build --configuration $(buildConfiguration)
        """,
        pw=r.yq(S(r.password())),
    )
    return note(r, "Azure Pipelines", "azure-pipelines.yml:", "yaml", body)


@pos("bitbucket_pipelines_literal")
def _(r):
    body = T(
        """
        image: atlassian/default-image:4
        pipelines:
          branches:
            main:
              - step:
                  name: Deploy static site
                  script:
                    - pipe: atlassian/aws-s3-deploy:1.1.0
                      variables:
                        AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
                        AWS_SECRET_ACCESS_KEY: «sk»
                        AWS_DEFAULT_REGION: «region»
                        S3_BUCKET: «org»-site
                        LOCAL_PATH: build
        """,
        sk=r.yq(S(r.aws_secret())),
        region=r.region(),
        org=r.org(),
    )
    return note(r, "Bitbucket pipeline", "bitbucket-pipelines.yml:", "yaml", body)


# ------------------------------------------------------- App frameworks ---


@pos("spring_application_yml")
def _(r):
    app = r.app()
    v = r.randint(0, 2)
    pw = r.password()
    if v == 0:
        body = T(
            """
            spring:
              datasource:
                url: jdbc:postgresql://«host»:5432/«app»
                username: «user»
                password: «pw»
              jpa:
                hibernate:
                  ddl-auto: validate
            server:
              port: 8080
            """,
            host=r.host(app),
            app=app,
            user=r.user(),
            pw=r.yq(S(pw)),
        )
    elif v == 1:
        body = T(
            """
            spring:
              mail:
                host: smtp.«dom»
                port: 587
                username: alerts@«dom»
                password: «pw»
                properties:
                  mail.smtp.starttls.enable: true
            """,
            dom=r.dom(),
            pw=r.yq(S(pw)),
        )
    else:
        body = T(
            """
            spring:
              rabbitmq:
                host: «host»
                port: 5672
                username: «user»
                password: «pw»
                virtual-host: /«app»
            """,
            host=r.host(app, kind="mq"),
            user=r.user(),
            pw=r.yq(S(pw)),
            app=app,
        )
    return note(r, f"{app} Spring config", "application-prod.yml:", "yaml", body)


@pos("spring_properties")
def _(r):
    app = r.app()
    key = pick(
        r, ["spring.datasource.password", "spring.mail.password", "spring.redis.password", "app.security.jwt.secret"]
    )
    val = r.api_token("b64url") if "jwt" in key else r.password("shell")
    body = T(
        """
        server.port=8080
        spring.datasource.url=jdbc:mysql://«host»:3306/«app»?useSSL=true
        spring.datasource.username=«user»
        «key»=«val»
        management.endpoints.web.exposure.include=health,info
        """,
        host=r.host(app),
        app=app,
        user=r.user(),
        key=key,
        val=S(val),
    )
    return note(
        r, f"{app} application.properties", "src/main/resources/application-prod.properties:", "properties", body
    )


@pos("dotnet_connection_string")
def _(r):
    app = r.app()
    if r.random() < 0.5:
        cs = T(
            "Server=tcp:«app»-sql.database.windows.net,1433;Initial Catalog=«app»;User ID=«user»;Password=«pw»;Encrypt=True;TrustServerCertificate=False;",
            app=app,
            user=r.user(),
            pw=S(r.password("conn")),
        )
    else:
        cs = T(
            "Host=«host»;Port=5432;Database=«app»;Username=«user»;Password=«pw»;SSL Mode=Require",
            host=r.host(app),
            app=app,
            user=r.user(),
            pw=S(r.password("conn")),
        )
    body = T(
        """
        {
          "Logging": {
            "LogLevel": {
              "Default": "Information",
              "Microsoft.AspNetCore": "Warning"
            }
          },
          "AllowedHosts": "*",
          "ConnectionStrings": {
            "DefaultConnection": "«cs»"
          }
        }
        """,
        cs=cs,
    )
    return note(r, f"{app} appsettings", "appsettings.Production.json:", "json", body)


@pos("rails_database_yml")
def _(r):
    app = r.app()
    body = T(
        """
        default: &default
          adapter: postgresql
          encoding: unicode
          pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

        production:
          <<: *default
          database: «app»_production
          username: «user»
          password: «pw»
          host: «host»
        """,
        app=app,
        user=r.user(),
        pw=r.yq(S(r.password())),
        host=r.host(app),
    )
    return note(r, f"{app} database.yml", "config/database.yml on the old VM:", "yaml", body)


@pos("rails_credentials_decrypted")
def _(r):
    body = T(
        """
        $ bin/rails credentials:show
        # aws:
        #   region: «region»
        secret_key_base: «k»
        active_record_encryption:
          key_derivation_salt: ~
        """,
        region=r.region(),
        k=S(r.hexs(128)),
    )
    return note(r, "Rails credentials", "What `credentials:show` printed on the box:", "yaml", body)


@pos("django_secret_key")
def _(r):
    alpha = LOW + DIG + "!@#%^&*(-_=+)"
    key = r.chars(alpha, 50)
    body = T(
        """
        from pathlib import Path

        BASE_DIR = Path(__file__).resolve().parent.parent
        SECRET_KEY = "«k»"
        DEBUG = False
        ALLOWED_HOSTS = [".«dom»"]
        """,
        k=S(key),
        dom=r.dom(),
    )
    return note(r, "Django settings", "settings/production.py head:", "python", body)


@pos("django_databases_password")
def _(r):
    app = r.app()
    body = T(
        """
        DATABASES = {
            "default": {
                "ENGINE": "django.db.backends.postgresql",
                "NAME": "«app»",
                "USER": "«user»",
                "PASSWORD": "«pw»",
                "HOST": "«host»",
                "PORT": "5432",
            }
        }
        """,
        app=app,
        user=r.user(),
        pw=S(r.password()),
        host=r.host(app),
    )
    return note(r, f"{app} Django DB settings", "The DATABASES block:", "python", body)


@pos("laravel_env_db")
def _(r):
    app = r.app()
    key = pick(r, ["DB_PASSWORD", "MAIL_PASSWORD", "REDIS_PASSWORD"])
    body = T(
        """
        DB_CONNECTION=mysql
        DB_HOST=«host»
        DB_PORT=3306
        DB_DATABASE=«app»
        DB_USERNAME=«user»
        «key»=«pw»
        MAIL_MAILER=smtp
        MAIL_ENCRYPTION=tls
        """,
        host=r.host(app),
        app=app,
        user=r.user(),
        key=key,
        pw=r.eq(S(r.password("shell"))),
    )
    return note(r, f"{app} Laravel env", "The DB section of `.env` on prod:", "dotenv", body)


@pos("laravel_app_key")
def _(r):
    k = base64.b64encode(r.rbytes(32)).decode()
    body = T(
        """
        APP_NAME=«name»
        APP_ENV=production
        APP_KEY=base64:«k»
        APP_DEBUG=false
        APP_URL=https://«app».«dom»
        """,
        name=r.app().capitalize(),
        k=S(k),
        app=r.app(),
        dom=r.dom(),
    )
    return note(r, "Laravel app section", "Top of the production `.env`:", "dotenv", body)


@pos("node_config_json")
def _(r):
    app = r.app()
    body = T(
        """
        {
          "server": { "port": 8080, "trustProxy": true },
          "db": {
            "host": "«host»",
            "port": 5432,
            "user": "«user»",
            "password": "«pw»"
          },
          "features": { "newCheckout": false }
        }
        """,
        host=r.host(app),
        user=r.user(),
        pw=S(r.password()),
    )
    return note(r, f"{app} node config", "config/production.json:", "json", body)


@pos("flask_config_uri")
def _(r):
    app = r.app()
    if r.random() < 0.6:
        line = T(
            'SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://«user»:«pw»@«host»:5432/«app»"',
            user=r.user(),
            pw=S(r.password("url")),
            host=r.host(app),
            app=app,
        )
    else:
        line = T('SECRET_KEY = "«k»"', k=S(r.api_token(pick(r, ["hex64", "b64url"]))))
    body = T(
        """
        class Config:
            DEBUG = False
            SQLALCHEMY_TRACK_MODIFICATIONS = False


        class ProductionConfig(Config):
            «line»
            SESSION_COOKIE_SECURE = True
        """,
        line=line,
    )
    return note(r, f"{app} Flask config", "config.py:", "python", body)


@pos("viper_yaml_dsn")
def _(r):
    app = r.app()
    body = T(
        """
        server:
          addr: ":8080"
          read_timeout: 5s
        database:
          driver: mysql
          dsn: "«user»:«pw»@tcp(«host»:3306)/«app»?parseTime=true&loc=UTC"
          max_open_conns: 20
        """,
        user=r.user(),
        pw=S(r.password("url")),
        host=r.host(app),
        app=app,
    )
    return note(r, f"{app} Go service config", "config.yaml loaded by viper:", "yaml", body)


@pos("wp_config_db_password")
def _(r):
    body = T(
        """
        // ** Database settings ** //
        define( 'DB_NAME', 'wordpress' );
        define( 'DB_USER', 'wp_«s»' );
        define( 'DB_PASSWORD', '«pw»' );
        define( 'DB_HOST', 'localhost' );
        define( 'DB_CHARSET', 'utf8mb4' );
        $table_prefix = 'wp_';
        """,
        s=r.chars(LOW, 5),
        pw=S(r.password()),
    )
    return note(r, "Marketing site WordPress", "wp-config.php (DB part):", "php", body)


@pos("wp_config_auth_salt")
def _(r):
    alpha = ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|"
    salt = r.choice(ALNUM) + r.chars(alpha, 62) + r.choice(ALNUM)
    k = pick(r, ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_SALT"])
    body = T(
        """
        /* Rotated «d» after the plugin incident; the others are unchanged. */
        define( '«k»', '«salt»' );
        """,
        d=r.date(),
        k=k,
        salt=S(salt),
    )
    return note(r, "WordPress salt rotation", "The new line in wp-config.php:", "php", body)


@pos("jdbc_url_password")
def _(r):
    app = r.app()
    pw = r.password("url")
    v = r.randint(0, 2)
    if v == 0:
        url = T(
            "jdbc:postgresql://«host»:5432/«app»?user=«user»&password=«pw»&ssl=true",
            host=r.host(app),
            app=app,
            user=r.user(),
            pw=S(pw),
        )
    elif v == 1:
        url = T(
            "jdbc:oracle:thin:«user»/«pw»@//«host»:1521/ORCLPDB1", user=r.user(), pw=S(pw), host=r.host(app, kind="ora")
        )
    else:
        url = T(
            "jdbc:sqlserver://«host»:1433;databaseName=«app»;user=«user»;password=«pw»;encrypt=true",
            host=r.host(app),
            app=app,
            user=r.user(),
            pw=S(pw),
        )
    body = T(
        """
        # datasource for the nightly export
        export.jdbc.driver=«drv»
        export.jdbc.url=«url»
        export.jdbc.fetchSize=1000
        """,
        drv=pick(r, ["org.postgresql.Driver", "oracle.jdbc.OracleDriver"]),
        url=url,
    )
    return note(r, "Nightly export datasource", "export.properties:", "properties", body)


@pos("hibernate_cfg_xml")
def _(r):
    app = r.app()
    body = T(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE hibernate-configuration PUBLIC
                "-//Hibernate/Hibernate Configuration DTD 3.0//EN"
                "http://www.hibernate.org/dtd/hibernate-configuration-3.0.dtd">
        <hibernate-configuration>
          <session-factory>
            <property name="hibernate.connection.driver_class">org.postgresql.Driver</property>
            <property name="hibernate.connection.url">jdbc:postgresql://«host»:5432/«app»</property>
            <property name="hibernate.connection.username">«user»</property>
            <property name="hibernate.connection.password">«pw»</property>
            <property name="hibernate.dialect">org.hibernate.dialect.PostgreSQLDialect</property>
          </session-factory>
        </hibernate-configuration>
        """,
        host=r.host(app),
        app=app,
        user=r.user(),
        pw=S(r.password("any")),
    )
    return note(r, f"{app} Hibernate config", "hibernate.cfg.xml:", "xml", body)


@pos("logging_appender_password")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            <appender name="DB" class="ch.qos.logback.classic.db.DBAppender">
              <connectionSource class="ch.qos.logback.core.db.DriverManagerConnectionSource">
                <driverClass>org.postgresql.Driver</driverClass>
                <url>jdbc:postgresql://«host»:5432/logs</url>
                <user>logwriter</user>
                <password>«pw»</password>
              </connectionSource>
            </appender>
            """,
            host=r.host(kind="logs"),
            pw=S(r.password("any")),
        )
        title = "logback DB appender"
    else:
        body = T(
            """
            <Appenders>
              <SMTP name="Mail" subject="[«app»] error" to="oncall@«dom»" from="alerts@«dom»"
                    smtpHost="smtp.«dom»" smtpPort="587" smtpUsername="alerts"
                    smtpPassword="«pw»" bufferSize="50"/>
            </Appenders>
            """,
            app=r.app(),
            dom=r.dom(),
            pw=S(r.password("any")),
        )
        title = "log4j2 mail appender"
    return note(r, title, "From the logging config:", "xml", body)


@pos("maven_settings_server")
def _(r):
    body = T(
        """
        <settings>
          <servers>
            <server>
              <id>«id»</id>
              <username>«user»</username>
              <password>«pw»</password>
            </server>
          </servers>
          <mirrors>
            <mirror>
              <id>«id»</id>
              <url>https://nexus.«dom»/repository/maven-public/</url>
              <mirrorOf>*</mirrorOf>
            </mirror>
          </mirrors>
        </settings>
        """,
        id=pick(r, ["nexus", "releases", "artifactory"]),
        user=r.user(),
        pw=S(pick(r, [r.password("any"), r.api_token()])),
        dom=r.dom(),
    )
    return note(r, "Maven settings on the CI agent", "~/.m2/settings.xml:", "xml", body)


@pos("gradle_properties")
def _(r):
    key = pick(r, ["ossrhPassword", "artifactoryPassword", "signing.password", "nexusPassword"])
    body = T(
        """
        org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
        org.gradle.parallel=true
        signing.keyId=«kid»
        signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
        «key»=«pw»
        """,
        kid=r.hexs(8).upper(),
        key=key,
        pw=S(r.password("shell")),
    )
    return note(r, "Gradle publishing", "~/.gradle/gradle.properties on the release box:", "properties", body)


@pos("nuget_config_cleartext")
def _(r):
    org = r.org()
    body = T(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <configuration>
          <packageSources>
            <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
            <add key="github" value="https://nuget.pkg.github.com/«org»/index.json" />
          </packageSources>
          <packageSourceCredentials>
            <github>
              <add key="Username" value="«user»" />
              <add key="ClearTextPassword" value="«tok»" />
            </github>
          </packageSourceCredentials>
        </configuration>
        """,
        org=org,
        user=r.user(),
        tok=S(r.ghp()),
    )
    return note(r, "NuGet feed", "NuGet.Config in the repo root:", "xml", body)


@pos("pip_conf_index_url")
def _(r):
    if r.random() < 0.5:
        url = T(
            "https://__token__:«t»@gitlab.«dom»/api/v4/projects/«n»/packages/pypi/simple",
            t=S(r.glpat()),
            dom=r.dom(),
            n=r.randint(10, 999),
        )
    else:
        url = T(
            "https://«user»:«pw»@nexus.«dom»/repository/pypi-group/simple",
            user=r.user(),
            pw=S(r.password("url")),
            dom=r.dom(),
        )
    body = T(
        """
        [global]
        index-url = «url»
        timeout = 60
        """,
        url=url,
    )
    return note(r, "pip config on the runner", "/etc/pip.conf:", "ini", body)


@pos("pypirc_token")
def _(r):
    body = T(
        """
        [distutils]
        index-servers =
            pypi
            internal

        [pypi]
        username = __token__
        password = «tok»

        [internal]
        repository = https://nexus.«dom»/repository/pypi-internal/
        username = «user»
        """,
        tok=S(r.pypi_token()),
        dom=r.dom(),
        user=r.user(),
    )
    return note(r, "PyPI publishing", "~/.pypirc on the release machine:", "ini", body)


@pos("npmrc_authtoken")
def _(r):
    v = r.randint(0, 2)
    if v == 0:
        line = "//registry.npmjs.org/:_authToken=" + S(r.npm_token())
    elif v == 1:
        line = "//npm.pkg.github.com/:_authToken=" + S(r.ghp())
    else:
        line = "_auth=" + S(base64.b64encode(f"{r.user()}:{r.password('any')}".encode()).decode())
    body = T(
        """
        @«org»:registry=https://npm.pkg.github.com
        «line»
        always-auth=true
        """,
        org=r.org(),
        line=line,
    )
    return note(r, "npm auth", "Project .npmrc:", "ini", body)


@pos("cargo_credentials")
def _(r):
    if r.random() < 0.6:
        body = T(
            """
            [registry]
            token = "«t»"
            """,
            t=S(r.crates_io()),
        )
    else:
        body = T(
            """
            [registries.«org»]
            token = "Bearer «t»"
            """,
            org=r.org(),
            t=S(r.api_token("b62")),
        )
    return note(r, "Cargo publish creds", "~/.cargo/credentials.toml:", "toml", body)


@pos("composer_auth_json")
def _(r):
    v = r.randint(0, 2)
    if v == 0:
        body = T(
            """
            {
              "http-basic": {
                "repo.packagist.com": {
                  "username": "token",
                  "password": "«pw»"
                }
              }
            }
            """,
            pw=S(r.hexs(40)),
        )
    elif v == 1:
        body = T(
            """
            {
              "github-oauth": {
                "github.com": "«t»"
              }
            }
            """,
            t=S(r.ghp()),
        )
    else:
        body = T(
            """
            {
              "gitlab-token": {
                "gitlab.«dom»": "«t»"
              }
            }
            """,
            dom=r.dom(),
            t=S(r.glpat()),
        )
    return note(r, "Composer auth", "auth.json used by the PHP build:", "json", body)


# -------------------------------------------------------------- Servers ---


@pos("nginx_basic_auth_header")
def _(r):
    b = base64.b64encode(f"{r.user()}:{r.password('any')}".encode()).decode()
    body = T(
        """
        location /upstream-api/ {
            proxy_pass https://partner-api.«dom»/;
            proxy_set_header Host partner-api.«dom»;
            proxy_set_header Authorization "Basic «b»";
            proxy_ssl_server_name on;
        }
        """,
        dom=r.dom(),
        b=S(b),
    )
    return note(r, "Partner API proxy", "nginx location that injects the partner creds:", "nginx", body)


@pos("haproxy_stats_auth")
def _(r):
    body = T(
        """
        listen stats
            bind *:8404
            mode http
            stats enable
            stats uri /stats
            stats refresh 10s
            stats auth admin:«pw»
        """,
        pw=S(r.password("plain")),
    )
    return note(r, "HAProxy stats page", "haproxy.cfg stats section:", "haproxy", body)


@pos("systemd_environment")
def _(r):
    app = r.app()
    key = pick(r, ["API_TOKEN", "DB_PASSWORD", "HONEYCOMB_API_KEY"])
    val = r.password("systemd") if "PASS" in key else r.api_token(pick(r, ["hex32", "b62", "b64url"]))
    body = T(
        """
        [Unit]
        Description=«app» worker
        After=network-online.target

        [Service]
        User=«app»
        Environment="APP_ENV=production"
        Environment="«key»=«val»"
        ExecStart=/opt/«app»/bin/«app» serve
        Restart=on-failure

        [Install]
        WantedBy=multi-user.target
        """,
        app=app,
        key=key,
        val=S(val),
    )
    return note(r, f"{app} systemd unit", f"/etc/systemd/system/{app}.service:", "ini", body)


@pos("cloud_init_chpasswd")
def _(r):
    pw = r.password("plain")
    if r.random() < 0.5:
        body = T(
            """
            #cloud-config
            ssh_pwauth: true
            chpasswd:
              expire: false
              list: |
                ubuntu:«pw»
            """,
            pw=S(pw),
        )
    else:
        body = T(
            """
            #cloud-config
            chpasswd:
              expire: false
              users:
                - name: «u»
                  password: «pw»
                  type: text
            """,
            u=pick(r, ["ubuntu", "ops", "debian"]),
            pw=r.yq(S(pw)),
        )
    return note(r, "Bastion user-data", "user-data for the bastion VM:", "yaml", body)


@pos("postfix_sasl_passwd")
def _(r):
    if r.random() < 0.5:
        line = "[smtp.sendgrid.net]:587 apikey:" + S(r.sendgrid())
    else:
        line = T("[smtp.office365.com]:587 alerts@«dom»:«pw»", dom=r.dom(), pw=S(r.password("plain")))
    body = line + "\n"
    return note(
        r,
        "Postfix relay creds",
        "/etc/postfix/sasl_passwd (then `postmap`):",
        "text",
        body,
        extra=[
            (
                "ini",
                "relayhost = " + line.split()[0] + "\nsmtp_sasl_auth_enable = yes\n"
                "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_tls_security_level = encrypt",
            )
        ],
    )


@pos("fetchmailrc")
def _(r):
    body = T(
        """
        set daemon 300
        set logfile /var/log/fetchmail.log
        poll imap.«dom» with proto IMAP
            user 'helpdesk@«dom»' there with password '«pw»' is 'helpdesk' here
            options ssl keep
        """,
        dom=r.dom(),
        pw=S(r.password("plain")),
    )
    return note(r, "Helpdesk mail pull", "~/.fetchmailrc for the helpdesk user:", "text", body)


@pos("msmtprc")
def _(r):
    pw = r.chars(LOW, 16) if r.random() < 0.35 else r.password("plain")  # app-password style or plain
    body = T(
        """
        defaults
        auth on
        tls on
        tls_trust_file /etc/ssl/certs/ca-certificates.crt
        logfile ~/.msmtp.log

        account alerts
        host smtp.gmail.com
        port 587
        from alerts@«dom»
        user alerts@«dom»
        password «pw»

        account default : alerts
        """,
        dom=r.dom(),
        pw=S(pw),
    )
    return note(r, "Cron mail via msmtp", "~/.msmtprc:", "text", body)


@pos("rclone_conf")
def _(r):
    if r.random() < 0.6:
        body = T(
            """
            [s3-backup]
            type = s3
            provider = AWS
            access_key_id = «kid»
            secret_access_key = «sk»
            region = «region»
            """,
            kid=r.aws_key_id(),
            sk=S(r.aws_secret()),
            region=r.region(),
        )
    else:
        body = T(
            """
            [b2-archive]
            type = b2
            account = «acc»
            key = «k»
            hard_delete = false
            """,
            acc="00" + r.hexs(10),
            k=S("K00" + r.chars(ALNUM, 28)),
        )
    return note(r, "Backup remote", "~/.config/rclone/rclone.conf on the NAS:", "ini", body)


@pos("s3cfg")
def _(r):
    body = T(
        """
        [default]
        access_key = «kid»
        secret_key = «sk»
        host_base = s3.amazonaws.com
        host_bucket = %(bucket)s.s3.amazonaws.com
        use_https = True
        """,
        kid=r.aws_key_id(),
        sk=S(r.aws_secret()),
    )
    return note(r, "s3cmd on the log box", "~/.s3cfg:", "ini", body)


@pos("boto_cfg")
def _(r):
    body = T(
        """
        [Credentials]
        aws_access_key_id = «kid»
        aws_secret_access_key = «sk»

        [Boto]
        debug = 0
        num_retries = 10
        """,
        kid=r.aws_key_id(),
        sk=S(r.aws_secret()),
    )
    return note(r, "Legacy boto config", "/etc/boto.cfg on the cron host:", "ini", body)


@pos("aws_credentials_file")
def _(r):
    body = T(
        """
        [default]
        region = «region»

        [«prof»]
        aws_access_key_id = «kid»
        aws_secret_access_key = «sk»
        """,
        region=r.region(),
        prof=pick(r, ["deploy", "backup", "ci"]),
        kid=r.aws_key_id(),
        sk=S(r.aws_secret()),
    )
    return note(r, "AWS profile for backups", "~/.aws/credentials on the backup host:", "ini", body)


@pos("odbc_ini")
def _(r):
    body = T(
        """
        [ReportingDB]
        Driver = ODBC Driver 18 for SQL Server
        Server = tcp:«host»,1433
        Database = reporting
        UID = report_ro
        PWD = «pw»
        Encrypt = yes
        """,
        host=r.host(kind="sql"),
        pw=S(r.password("conn")),
    )
    return note(r, "ODBC DSN for reports", "/etc/odbc.ini:", "ini", body)


@pos("oracle_wallet_password")
def _(r):
    host = r.host(kind="ora")
    tns = T(
        """
        ORCLPDB1 =
          (DESCRIPTION =
            (ADDRESS = (PROTOCOL = TCP)(HOST = «host»)(PORT = 1521))
            (CONNECT_DATA = (SERVER = DEDICATED)(SERVICE_NAME = orclpdb1)))
        """,
        host=host,
    )
    cmd = T(
        """
        orapki wallet create -wallet /u01/app/oracle/wallet -pwd «pw» -auto_login
        mkstore -wrl /u01/app/oracle/wallet -createCredential ORCLPDB1 «user»
        """,
        pw=S(r.password("plain")),
        user=r.user(),
    )
    return note(
        r,
        "Oracle wallet setup",
        "tnsnames.ora entry:",
        "text",
        tns,
        extra=["Wallet created with (mkstore prompts for the DB password):", ("bash", cmd)],
    )


@pos("redis_conf_auth")
def _(r):
    pw = r.password("plain")
    if r.random() < 0.5:
        body = T(
            """
            bind 0.0.0.0
            port 6379
            protected-mode yes
            requirepass «pw»
            maxmemory 2gb
            maxmemory-policy allkeys-lru
            """,
            pw=S(pw),
        )
    else:
        body = T(
            """
            replicaof «ip» 6379
            masterauth «pw»
            replica-read-only yes
            """,
            ip=r.ip(),
            pw=S(pw),
        )
    return note(r, "Redis config", "redis.conf excerpt:", "text", body)


@pos("mongodb_uri")
def _(r):
    app = r.app()
    uri = T(
        "mongodb+srv://«user»:«pw»@cluster0.«c».mongodb.net/«app»?retryWrites=true&w=majority",
        user=r.user(),
        pw=S(r.password("url")),
        c=r.chars(LOW + DIG, 5),
        app=app,
    )
    if r.random() < 0.5:
        body = f"MONGODB_URI={uri}\nMONGODB_POOL_SIZE=20"
        lang = "dotenv"
    else:
        body = f'mongo:\n  uri: "{uri}"\n  pool_size: 20'
        lang = "yaml"
    return note(r, f"{app} Mongo connection", "Connection settings:", lang, body)


@pos("rabbitmq_shovel_uri")
def _(r):
    body = T(
        """
        {
          "rabbit_version": "3.12.10",
          "vhosts": [{"name": "/"}],
          "parameters": [
            {
              "value": {
                "src-protocol": "amqp091",
                "src-uri": "amqp://shovel:«pw»@rabbit-eu.«dom»:5672/%2F",
                "src-queue": "events",
                "dest-protocol": "amqp091",
                "dest-uri": "amqp://rabbit-us.«dom»",
                "dest-queue": "events"
              },
              "vhost": "/",
              "component": "shovel",
              "name": "eu-to-us"
            }
          ],
          "policies": []
        }
        """,
        pw=S(r.password("url")),
        dom=r.dom(),
    )
    return note(r, "RabbitMQ shovel", "definitions.json exported from the EU broker:", "json", body)


@pos("rabbitmq_conf_default_pass")
def _(r):
    body = T(
        """
        listeners.tcp.default = 5672
        management.tcp.port = 15672
        default_vhost = /
        default_user = «user»
        default_pass = «pw»
        loopback_users.guest = false
        """,
        user=r.user(),
        pw=S(r.password("plain")),
    )
    return note(r, "RabbitMQ node config", "/etc/rabbitmq/rabbitmq.conf:", "ini", body)


@pos("es_keystore_command")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            echo '«pw»' | sudo -u elasticsearch /usr/share/elasticsearch/bin/elasticsearch-keystore add -x bootstrap.password
            sudo systemctl restart elasticsearch
            """,
            pw=S(r.password("plain")),
        )
    else:
        body = T(
            """
            bin/elasticsearch-keystore add --stdin s3.client.default.access_key <<< "«kid»"
            bin/elasticsearch-keystore add --stdin s3.client.default.secret_key <<< "«sk»"
            """,
            kid=r.aws_key_id(),
            sk=S(r.aws_secret()),
        )
    return note(r, "Elasticsearch keystore", "What I ran on each node:", "bash", body)


@pos("grafana_securejsondata")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            apiVersion: 1
            datasources:
              - name: Postgres
                type: postgres
                url: «host»:5432
                user: grafana
                jsonData:
                  database: metrics
                  sslmode: require
                secureJsonData:
                  password: «pw»
            """,
            host=r.host(kind="pg"),
            pw=r.yq(S(r.password())),
        )
    else:
        body = T(
            """
            apiVersion: 1
            datasources:
              - name: Mimir
                type: prometheus
                url: https://mimir.«dom»/prometheus
                basicAuth: true
                basicAuthUser: grafana
                secureJsonData:
                  basicAuthPassword: «pw»
            """,
            dom=r.dom(),
            pw=r.yq(S(r.password())),
        )
    return note(r, "Grafana datasource provisioning", "provisioning/datasources/ds.yaml:", "yaml", body)


@pos("prometheus_basic_auth")
def _(r):
    if r.random() < 0.6:
        body = T(
            """
            scrape_configs:
              - job_name: node
                scheme: https
                basic_auth:
                  username: prometheus
                  password: «pw»
                static_configs:
                  - targets: ['«ip»:9100']
            """,
            pw=r.yq(S(r.password())),
            ip=r.ip(),
        )
    else:
        tok = (
            "glc_"
            + base64.b64encode(
                json.dumps(
                    {
                        "o": str(r.randint(100000, 999999)),
                        "n": "stack-" + str(r.randint(100000, 999999)) + "-hm-write",
                        "k": r.chars(ALNUM, 24),
                        "m": {"r": "prod-eu-west-0"},
                    },
                    separators=(",", ":"),
                ).encode()
            ).decode()
        )
        body = T(
            """
            remote_write:
              - url: https://prometheus-prod-01-eu-west-0.grafana.net/api/prom/push
                basic_auth:
                  username: "«u»"
                  password: «tok»
            """,
            u=r.randint(100000, 999999),
            tok=S(tok),
        )
    return note(r, "Prometheus auth", "prometheus.yml excerpt:", "yaml", body)


@pos("prometheus_bearer_token")
def _(r):
    tok = pick(r, [r.api_token(), r.jwt({"sub": "prometheus", "iss": "metrics." + r.dom()}, alg="HS256")])
    if r.random() < 0.5:
        body = T(
            """
            scrape_configs:
              - job_name: app-metrics
                metrics_path: /internal/metrics
                bearer_token: «tok»
                static_configs:
                  - targets: ['«app»:8080']
            """,
            tok=S(tok),
            app=r.app(),
        )
    else:
        body = T(
            """
            scrape_configs:
              - job_name: app-metrics
                authorization:
                  type: Bearer
                  credentials: «tok»
                static_configs:
                  - targets: ['«app»:8080']
            """,
            tok=S(tok),
            app=r.app(),
        )
    return note(r, "Scraping the app metrics", "The scrape job:", "yaml", body)


@pos("alertmanager_slack_webhook")
def _(r):
    t, b = "T" + r.chars(UPP + DIG, r.randint(8, 10)), "B" + r.chars(UPP + DIG, r.randint(8, 10))
    body = T(
        """
        global:
          resolve_timeout: 5m
        route:
          receiver: slack-ops
          group_by: [alertname]
        receivers:
          - name: slack-ops
            slack_configs:
              - api_url: https://hooks.slack.com/services/«t»/«b»/«s»
                channel: '#ops-alerts'
                send_resolved: true
        """,
        t=t,
        b=b,
        s=S(r.chars(ALNUM, 24)),
    )
    return note(r, "Alertmanager routing", "alertmanager.yml:", "yaml", body)


@pos("alertmanager_receiver_key")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            receivers:
              - name: pagerduty-critical
                pagerduty_configs:
                  - routing_key: «k»
                    severity: critical
            """,
            k=S(r.hexs(32)),
        )
    else:
        tok = f"{r.randint(10**9, 9 * 10**9)}:AA" + r.chars(B64URL, 33)
        body = T(
            """
            receivers:
              - name: telegram
                telegram_configs:
                  - bot_token: «tok»
                    chat_id: -100«cid»
                    parse_mode: HTML
            """,
            tok=S(tok),
            cid=r.randint(10**9, 9 * 10**9),
        )
    return note(r, "Alertmanager receivers", "Receivers block:", "yaml", body)


@pos("pgpass")
def _(r):
    body = T("«h»:5432:«app»:«user»:«pw»", h=r.host(), app=r.app(), user=r.user(), pw=S(r.password("plain")))
    return note(r, "pgpass for the backup job", "~/.pgpass (chmod 600):", "text", body)


@pos("netrc_git_credentials")
def _(r):
    if r.random() < 0.5:
        body = T(
            """
            machine «m»
              login «user»
              password «tok»
            """,
            m=pick(r, ["github.com", "api.github.com", f"artifactory.{r.dom()}"]),
            user=r.user(),
            tok=S(pick(r, [r.ghp(), r.api_token()])),
        )
        title, intro, lang = "netrc on the runner", "~/.netrc:", "text"
    else:
        body = T("https://«user»:«tok»@gitlab.«dom»", user=r.user(), tok=S(r.glpat()), dom=r.dom())
        title, intro, lang = "git credential store", "~/.git-credentials on the build VM:", "text"
    return note(r, title, intro, lang, body)


@pos("wireguard_private_key")
def _(r):
    body = T(
        """
        [Interface]
        Address = 10.8.0.«n»/24
        PrivateKey = «pk»
        DNS = 1.1.1.1

        [Peer]
        PublicKey = «pub»
        Endpoint = vpn.«dom»:51820
        AllowedIPs = 10.0.0.0/8
        PersistentKeepalive = 25
        """,
        n=r.randint(2, 250),
        pk=S(r.b64(32)),
        pub=r.b64(32),
        dom=r.dom(),
    )
    return note(r, "Laptop VPN profile", "wg0.conf:", "ini", body)


# ======================================================================
# NEGATIVES — no credential anywhere; built to trip scanners
# ======================================================================

# ---------------------------------------------------------- Kubernetes ---


@neg("k8s_env_secretkeyref")
def _(r):
    app, env = r.app(), r.env()
    body = T(
        """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: «app»
          namespace: «env»
        spec:
          template:
            spec:
              containers:
                - name: «app»
                  image: «image»
                  env:
                    - name: DB_PASSWORD
                      valueFrom:
                        secretKeyRef:
                          name: «app»-db-credentials
                          key: password
                    - name: API_TOKEN
                      valueFrom:
                        secretKeyRef:
                          name: «app»-api
                          key: token
                  envFrom:
                    - secretRef:
                        name: «app»-env
        """,
        app=app,
        env=env,
        image=r.image(app),
    )
    return note(r, f"{app} deployment env wiring", "Env now comes from Secrets only:", "yaml", body)


@neg("helm_template_refs")
def _(r):
    body = T(
        """
        apiVersion: v1
        kind: Secret
        metadata:
          name: {{ include "«app».fullname" . }}
          labels:
            {{- include "«app».labels" . | nindent 4 }}
            helm.sh/chart: «app»-«ver»
        type: Opaque
        stringData:
          password: {{ .Values.db.password | quote }}
          apiKey: {{ required "apiKey is required" .Values.apiKey | quote }}
        data:
          token: {{ .Values.token | b64enc | quote }}
        """,
        app=r.app(),
        ver=r.ver(),
    )
    vals = T("""
        db:
          password: ""   # set via --set-file or CI
        apiKey: ""
        token: ""
        """)
    return note(
        r,
        "Chart secret template",
        "templates/secret.yaml:",
        "yaml",
        body,
        extra=["and the defaults in values.yaml:", ("yaml", vals)],
    )


@neg("external_secrets_manifest")
def _(r):
    app = r.app()
    body = T(
        """
        apiVersion: external-secrets.io/v1beta1
        kind: ExternalSecret
        metadata:
          name: «app»-db
        spec:
          refreshInterval: «ri»
          secretStoreRef:
            name: aws-secretsmanager
            kind: ClusterSecretStore
          target:
            name: «app»-db-credentials
            creationPolicy: Owner
          data:
            - secretKey: password
              remoteRef:
                key: «env»/«app»/db
                property: password
            - secretKey: api-token
              remoteRef:
                key: «env»/«app»/api
                property: token
        """,
        app=app,
        env=r.env(),
        ri=r.choice(["15m", "1h", "6h", "24h"]),
    )
    return note(r, f"{app} ExternalSecret", "We moved to external-secrets; manifest:", "yaml", body)


@neg("k8s_tls_secret_crt_only")
def _(r):
    crt = base64.b64encode(r.cert_pem().encode()).decode()
    ca = base64.b64encode(r.cert_pem().encode()).decode()
    body = T(
        """
        apiVersion: v1
        kind: Secret
        type: kubernetes.io/tls
        metadata:
          name: «app»-tls
          annotations:
            cert-manager.io/issuer-name: letsencrypt-prod
        data:
          ca.crt: «ca»
          tls.crt: «crt»
        """,
        app=r.app(),
        ca=ca,
        crt=crt,
    )
    return note(
        r, "Ingress certificate", "The cert part of the TLS secret (I removed tls.key before pasting):", "yaml", body
    )


@neg("k8s_ca_crt_configmap")
def _(r):
    body = T(
        """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: corp-root-ca
          namespace: «env»
        data:
          ca.crt: |
        «pem»
        """,
        env=r.env(),
        pem=indent(r.cert_pem(), 4),
    )
    return note(r, "Corporate CA bundle", "Mounted into every pod that talks to internal TLS:", "yaml", body)


@neg("k8s_affinity_checksum_labels")
def _(r):
    app = r.app()
    body = T(
        """
        spec:
          template:
            metadata:
              annotations:
                checksum/config: «c1»
                checksum/secret: «c2»
            spec:
              affinity:
                podAntiAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    - labelSelector:
                        matchExpressions:
                          - key: app.kubernetes.io/name
                            operator: In
                            values: [«app»]
                      topologyKey: kubernetes.io/hostname
        """,
        c1=r.sha256(),
        c2=r.sha256(),
        app=app,
    )
    return note(r, f"{app} rollout annotations", "Checksum annotations force a rollout on config change:", "yaml", body)


@neg("k8s_image_digests")
def _(r):
    app = r.app()
    body = T(
        """
        spec:
          initContainers:
            - name: migrate
              image: ghcr.io/«org»/«app»-migrations@sha256:«d1»
          containers:
            - name: «app»
              image: ghcr.io/«org»/«app»@sha256:«d2»
        status:
          containerStatuses:
            - imageID: docker-pullable://ghcr.io/«org»/«app»@sha256:«d2»
              containerID: containerd://«cid»
        """,
        org=r.org(),
        app=app,
        d1=r.sha256(),
        d2=r.sha256(),
        cid=r.sha256(),
    )
    return note(r, f"{app} pinned images", "Pods are pinned by digest now:", "yaml", body)


@neg("k8s_secret_name_refs")
def _(r):
    app = r.app()
    body = T(
        """
        postgresql:
          auth:
            existingSecret: «app»-db
            secretKeys:
              adminPasswordKey: postgres-password
              userPasswordKey: password
        serviceAccountName: «app»
        replicaCount: «n»
        imagePullSecrets:
          - name: regcred
        extraVolumes:
          - name: tls
            secret:
              secretName: «app»-tls
        secret_name: db-creds
        """,
        app=app,
        n=r.randint(1, 6),
    )
    return note(r, f"{app} values (secret references)", "values.yaml — no literal creds, only names:", "yaml", body)


@neg("sealed_secret_encrypted")
def _(r):
    app = r.app()

    def enc():
        return "AgB" + r.chars(B64STD, r.randint(300, 600)) + "=="

    body = T(
        """
        apiVersion: bitnami.com/v1alpha1
        kind: SealedSecret
        metadata:
          name: «app»-db
          namespace: «env»
        spec:
          encryptedData:
            password: «e1»
            username: «e2»
          template:
            metadata:
              name: «app»-db
        """,
        app=app,
        env=r.env(),
        e1=enc(),
        e2=enc(),
    )
    return note(r, f"{app} sealed secret", "Sealed with kubeseal, safe to commit:", "yaml", body)


@neg("kustomize_secretgenerator_files")
def _(r):
    body = T(
        """
        secretGenerator:
          - name: «app»-db
            files:
              - password.txt
            envs:
              - secrets/.env.«env»
            type: Opaque
        generatorOptions:
          disableNameSuffixHash: true
        """,
        app=r.app(),
        env=r.env(),
    )
    return note(r, "Kustomize secret generator", "Files are gitignored; generator only references them:", "yaml", body)


@neg("configmap_public_base64")
def _(r):
    settings = {
        "theme": r.choice(["dark", "light"]),
        "locale": r.choice(["en-GB", "de-DE", "fr-FR"]),
        "apiBase": f"https://api.{r.dom()}/v1",
        "features": {"newCheckout": r.random() < 0.5, "betaSearch": r.random() < 0.5},
        "supportEmail": f"support@{r.dom()}",
    }
    b = base64.b64encode(json.dumps(settings).encode()).decode()
    body = T(
        """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: frontend-public-settings
        data:
          # base64 of the PUBLIC settings JSON (served to browsers, not a secret)
          public-settings.json.b64: «b»
        """,
        b=b,
    )
    return note(
        r,
        "Frontend public settings",
        "The frontend reads a base64-encoded JSON of public settings (not sensitive):",
        "yaml",
        body,
    )


# ------------------------------------------------------------ Terraform ---


@neg("tf_var_ref")
def _(r):
    app = r.app()
    body = T(
        """
        resource "aws_db_instance" "«app»" {
          identifier     = "«app»-«env»"
          engine         = "postgres"
          instance_class = var.instance_class
          username       = var.db_username
          password       = var.db_password
        }

        provider "github" {
          owner = "«org»"
          token = var.github_token
        }
        """,
        app=app,
        env=r.env(),
        org=r.org(),
    )
    return note(r, "DB module wiring", "main.tf now only references variables:", "hcl", body)


@neg("tf_data_secret_string")
def _(r):
    body = T(
        """
        data "aws_secretsmanager_secret_version" "db" {
          secret_id = "«env»/«app»/db"
        }

        locals {
          db_creds = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)
        }

        resource "aws_rds_cluster" "«app»" {
          master_username = local.db_creds["username"]
          master_password = local.db_creds["password"]
        }
        """,
        env=r.env(),
        app=r.app(),
    )
    return note(r, "Creds from Secrets Manager", "How the cluster gets its password now:", "hcl", body)


@neg("tf_random_password_result")
def _(r):
    body = T(
        """
        resource "random_password" "db" {
          length           = «n»
          special          = true
          override_special = "!#$%&*()-_=+[]{}<>:?"
        }

        resource "aws_db_instance" "«app»" {
          password = random_password.db.result
        }

        resource "aws_ssm_parameter" "db_password" {
          name  = "/«app»/«env»/db_password"
          type  = "SecureString"
          value = random_password.db.result
        }
        """,
        n=r.choice([20, 24, 32]),
        app=r.app(),
        env=r.env(),
    )
    return note(r, "Generated DB password", "The password is generated and stored in SSM:", "hcl", body)


@neg("tf_sensitive_variable_no_default")
def _(r):
    body = T(
        """
        variable "db_password" {
          description = "Master password for the «app» cluster"
          type        = string
          sensitive   = true
        }

        variable "api_token" {
          type      = string
          sensitive = true
          validation {
            condition     = length(var.api_token) >= 32
            error_message = "api_token must be at least 32 characters."
          }
        }
        """,
        app=r.app(),
    )
    return note(r, "Sensitive variables", "variables.tf (values come from TF_VAR_* in CI):", "hcl", body)


@neg("tf_backend_no_creds")
def _(r):
    acct = r.acct()
    body = T(
        """
        terraform {
          required_version = ">= 1.6"
          backend "s3" {
            bucket         = "«org»-tfstate-«acct»"
            key            = "«app»/terraform.tfstate"
            region         = "«region»"
            dynamodb_table = "tf-locks"
            encrypt        = true
            kms_key_id     = "arn:aws:kms:«region»:«acct»:key/«uuid»"
          }
        }
        """,
        org=r.org(),
        acct=acct,
        app=r.app(),
        region=r.region(),
        uuid=r.uuid(),
    )
    return note(r, "State backend", "backend.tf after the OIDC migration:", "hcl", body)


@neg("tf_lock_hashes")
def _(r):
    def h1():
        return "h1:" + base64.b64encode(r.rbytes(32)).decode()

    body = T(
        """
        provider "registry.terraform.io/hashicorp/aws" {
          version     = "5.«v».0"
          constraints = "~> 5.0"
          hashes = [
            "«a»",
            "«b»",
            "zh:«z1»",
            "zh:«z2»",
            "zh:«z3»",
          ]
        }
        """,
        v=r.randint(10, 80),
        a=h1(),
        b=h1(),
        z1=r.sha256(),
        z2=r.sha256(),
        z3=r.sha256(),
    )
    return note(r, "Provider lock", ".terraform.lock.hcl after `terraform init -upgrade`:", "hcl", body)


@neg("tf_password_policy")
def _(r):
    body = T(
        """
        resource "aws_iam_account_password_policy" "strict" {
          minimum_password_length        = «n»
          require_symbols                = true
          require_numbers                = true
          allow_users_to_change_password = true
          password_reuse_prevention      = 24
          max_password_age               = 90
        }

        resource "aws_cognito_user_pool" "main" {
          name = "«app»-users"
          password_policy {
            minimum_length    = «n»
            require_symbols   = true
            temporary_password_validity_days = 3
          }
        }
        """,
        n=r.choice([12, 14, 16]),
        app=r.app(),
    )
    return note(r, "Password policy", "Account password policy and Cognito pool:", "hcl", body)


@neg("tf_azure_ids_oidc")
def _(r):
    sub = r.uuid()
    body = T(
        """
        provider "azurerm" {
          features {}
          use_oidc        = true
          subscription_id = "«s»"
          tenant_id       = "«t»"
          client_id       = "«c»"
        }

        data "azurerm_key_vault_secret" "db" {
          name         = "db-password"
          key_vault_id = "/subscriptions/«s»/resourceGroups/rg-«app»/providers/Microsoft.KeyVault/vaults/kv-«app»"
        }
        """,
        s=sub,
        t=r.uuid(),
        c=r.uuid(),
        app=r.app(),
    )
    return note(r, "Azure provider via OIDC", "No client secret anymore; the IDs are not sensitive:", "hcl", body)


# ------------------------------------------------- Ansible / Chef / Puppet / Salt ---


@neg("ansible_vault_block")
def _(r):
    lines = [r.hexs(80) for _ in range(r.randint(4, 8))] + [r.hexs(r.choice([40, 56, 64]))]
    body = (
        "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n"
        + "\n".join("          " + ln for ln in lines)
        + "\ndb_user: "
        + r.user()
    )
    return note(r, "Vaulted DB password", "group_vars/prod.yml (encrypted with ansible-vault):", "yaml", body)


@neg("ansible_var_lookup")
def _(r):
    body = T(
        """
        mysql_root_password: "{{ vault_mysql_root_password }}"
        app_api_token: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/«app»:token') }}"
        smtp_password: "{{ lookup('env', 'SMTP_PASSWORD') }}"
        ansible_become_pass: "{{ vault_become_pass }}"
        """,
        app=r.app(),
    )
    return note(r, "Ansible vars indirection", "group_vars/all/main.yml only points at vaulted vars:", "yaml", body)


@neg("chef_encrypted_databag")
def _(r):
    enc = json.dumps(
        {
            "id": "db",
            "password": {
                "encrypted_data": r.b64(48),
                "iv": r.b64(12),
                "auth_tag": r.b64(16),
                "version": 3,
                "cipher": "aes-256-gcm",
            },
        },
        indent=2,
    )
    recipe = T(
        """
        db = data_bag_item('«app»', 'db', Chef::EncryptedDataBagItem.load_secret('/etc/chef/encrypted_data_bag_secret'))
        template '/etc/«app»/database.yml' do
          source 'database.yml.erb'
          variables(password: db['password'])
          sensitive true
        end
        """,
        app=r.app(),
    )
    return note(
        r,
        "Encrypted data bag",
        "The encrypted item as stored on the Chef server:",
        "json",
        enc,
        extra=["Used from the recipe:", ("ruby", recipe)],
    )


@neg("hiera_eyaml_encrypted")
def _(r):
    enc = (
        "ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEA"
        + r.chars(B64STD, 344)
        + "]"
    )
    body = T(
        """
        ---
        profile::app::db_user: «user»
        profile::app::db_password: >
            «enc»
        """,
        user=r.user(),
        enc=enc,
    )
    return note(r, "Hiera eyaml", "data/common.eyaml:", "yaml", body)


@neg("salt_pillar_gpg")
def _(r):
    msg = r.wrap("hQEMA" + r.chars(B64STD, r.randint(300, 500)), 64)
    body = (
        "#!yaml|gpg\n\nmysql:\n  server:\n    root_password: |\n      -----BEGIN PGP MESSAGE-----\n\n"
        + indent(msg, 6)
        + "\n      ="
        + r.chars(B64STD, 4)
        + "\n      -----END PGP MESSAGE-----\n"
    )
    return note(r, "GPG pillar", "Pillar with the gpg renderer:", "yaml", body)


# -------------------------------------------------------------- Docker ---


@neg("compose_env_interpolation")
def _(r):
    app = r.app()
    body = T(
        """
        services:
          db:
            image: postgres:16.2-alpine3.19
            environment:
              POSTGRES_USER: ${POSTGRES_USER:-«app»}
              POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}
          «app»:
            image: «image»
            environment:
              - DATABASE_URL=postgres://«app»:${POSTGRES_PASSWORD}@db:5432/«app»
              - SECRET_KEY_BASE=${SECRET_KEY_BASE}
              - STRIPE_API_KEY
        """,
        app=app,
        image=r.image(app),
    )
    return note(r, f"{app} compose", "Everything comes from the shell env / .env:", "yaml", body)


@neg("compose_secrets_files")
def _(r):
    body = T(
        """
        services:
          «app»-db:
            image: mariadb:11.«n»
            environment:
              MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root_password
              MARIADB_PASSWORD_FILE: /run/secrets/db_password
            secrets:
              - db_root_password
              - db_password
        secrets:
          db_root_password:
            file: ./secrets/db_root_password.txt
          db_password:
            file: ./secrets/db_password.txt
        """,
        app=r.app(),
        n=r.randint(0, 6),
    )
    return note(r, "Compose secrets", "Using compose secrets instead of env vars:", "yaml", body)


@neg("dockerfile_build_secret_mount")
def _(r):
    body = T("""
        # syntax=docker/dockerfile:1.6
        FROM node:20-bookworm-slim AS build
        ARG NPM_TOKEN
        ARG GIT_SHA
        WORKDIR /app
        COPY package.json package-lock.json ./
        RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
        COPY . .
        LABEL org.opencontainers.image.revision=$GIT_SHA
        """)
    return note(
        r,
        "BuildKit secret mount",
        "Dockerfile after removing the baked token:",
        "dockerfile",
        body,
        extra=[("bash", "docker build --secret id=npmrc,src=$HOME/.npmrc --build-arg GIT_SHA=" + r.hexs(40) + " .")],
    )


@neg("dockerfile_checksum_env")
def _(r):
    body = T(
        """
        FROM debian:bookworm-slim
        ENV HELM_VERSION=3.14.«p» \\
            HELM_SHA256=«h»
        RUN curl -fsSLO https://get.helm.sh/helm-v${HELM_VERSION}-linux-amd64.tar.gz \\
         && echo "${HELM_SHA256}  helm-v${HELM_VERSION}-linux-amd64.tar.gz" | sha256sum -c - \\
         && tar -xzf helm-v${HELM_VERSION}-linux-amd64.tar.gz
        ENV GPG_KEY=«gpg»
        """,
        p=r.randint(0, 4),
        h=r.sha256(),
        gpg=r.hexs(40).upper(),
    )
    return note(r, "Tooling image", "Pinned downloads with checksums:", "dockerfile", body)


@neg("dotenv_placeholders")
def _(r):
    pool = [
        "DB_PASSWORD=changeme",
        "STRIPE_SECRET_KEY=sk_live_REPLACE_ME",
        "API_KEY=<your-api-key>",
        "JWT_SECRET=your-jwt-secret-here",
        "SMTP_PASSWORD=xxxxxxxx",
        "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "REDIS_PASSWORD=${REDIS_PASSWORD}",
        "AWS_SECRET_ACCESS_KEY=<aws-secret-access-key>",
        "ADMIN_PASSWORD=<admin-password>",
        "SESSION_SECRET=please-change-me",
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ",
        "OPENAI_API_KEY=sk-...",
        "DATABASE_URL=postgres://user:password@localhost:5432/" + r.app(),
    ]
    body = "# copy to .env and fill in\nAPP_NAME=" + r.app() + "\n" + "\n".join(r.sample(pool, r.randint(5, 8)))
    return note(r, ".env.example", "The template we ship in the repo:", "dotenv", body)


@neg("dotenv_example_empty")
def _(r):
    body = T(
        """
        APP_ENV=local
        DB_HOST=localhost
        DB_USER=«user»
        DB_PASSWORD=
        REDIS_PASSWORD=
        SENTRY_DSN=
        AWS_SECRET_ACCESS_KEY=
        """,
        user=r.user(),
    )
    return note(r, "Local env skeleton", "Blank values; real ones are in 1Password:", "dotenv", body)


# ------------------------------------------------------------------ CI ---


@neg("gha_secrets_ref")
def _(r):
    acct = r.acct()
    body = T(
        """
        permissions:
          id-token: write
          contents: read
        jobs:
          deploy:
            runs-on: ubuntu-latest
            env:
              SLACK_TOKEN: ${{ secrets.SLACK_TOKEN }}
              NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
              GH_TOKEN: ${{ github.token }}
            steps:
              - uses: aws-actions/configure-aws-credentials@v4
                with:
                  role-to-assume: arn:aws:iam::«acct»:role/gha-deploy
                  aws-region: «region»
              - uses: docker/login-action@v3
                with:
                  registry: ghcr.io
                  username: ${{ github.actor }}
                  password: ${{ secrets.GITHUB_TOKEN }}
        """,
        acct=acct,
        region=r.region(),
    )
    return note(r, "Deploy workflow (secrets)", "All credentials come from repository secrets / OIDC:", "yaml", body)


@neg("gha_pinned_action_shas")
def _(r):
    body = T(
        """
        steps:
          - uses: actions/checkout@«a» # v4.1.1
          - uses: actions/setup-node@«b» # v4.0.2
            with:
              node-version-file: .nvmrc
              cache: npm
          - uses: actions/cache@«c» # v4.0.0
            with:
              key: ${{ runner.os }}-npm-${{ hashFiles('**/package-lock.json') }}
        """,
        a=r.hexs(40),
        b=r.hexs(40),
        c=r.hexs(40),
    )
    return note(r, "Pinned actions", "Actions pinned to full commit SHAs per the security review:", "yaml", body)


@neg("gitlab_ci_var_refs")
def _(r):
    body = T(
        """
        deploy:
          image: bitnami/kubectl:1.29
          variables:
            DB_PASSWORD: $PROD_DB_PASSWORD
          script:
            - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
            - helm upgrade --install «app» ./chart --set db.password="$DB_PASSWORD"
            - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages"
        """,
        app=r.app(),
    )
    return note(r, "GitLab deploy job", "Masked CI/CD variables only:", "yaml", body)


@neg("circleci_context_refs")
def _(r):
    body = T(
        """
        workflows:
          deploy:
            jobs:
              - deploy:
                  context:
                    - aws-«env»
                    - slack-notify-«app»
        jobs:
          deploy:
            docker:
              - image: cimg/python:3.12
            steps:
              - run: aws sts get-caller-identity
              - run: echo "using key ${AWS_ACCESS_KEY_ID:0:4}****"
        """,
        env=r.env(),
        app=r.app(),
    )
    return note(r, "CircleCI contexts", "Credentials live in org contexts:", "yaml", body)


@neg("jenkins_withcredentials")
def _(r):
    body = T(
        """
        pipeline {
          agent any
          stages {
            stage('Publish') {
              steps {
                withCredentials([usernamePassword(credentialsId: '«app»-nexus-deployer',
                                                  usernameVariable: 'NEXUS_USER',
                                                  passwordVariable: 'NEXUS_PASSWORD'),
                                 string(credentialsId: 'sonar-token-«app»', variable: 'SONAR_TOKEN')]) {
                  sh 'mvn -B deploy -s ci-settings.xml'
                  sh 'mvn sonar:sonar -Dsonar.token=$SONAR_TOKEN'
                }
              }
            }
          }
        }
        """,
        app=r.app(),
    )
    return note(r, "Jenkins credentials binding", "Jenkinsfile using the credentials store:", "groovy", body)


@neg("azure_pipelines_group_refs")
def _(r):
    body = T(
        """
        variables:
          - group: «app»-prod-secrets
          - name: sqlServer
            value: sql-«app»-prod.database.windows.net
        steps:
          - task: AzureKeyVault@2
            inputs:
              azureSubscription: 'sc-«app»-prod'
              KeyVaultName: 'kv-«app»-prod'
              SecretsFilter: 'sqlAdminPassword'
          - script: ./migrate.sh --password "$(sqlAdminPassword)"
        """,
        app=r.app(),
    )
    return note(r, "Azure Pipelines secrets", "Secrets from a variable group + Key Vault:", "yaml", body)


@neg("bitbucket_var_refs")
def _(r):
    body = T(
        """
        pipelines:
          default:
            - step:
                name: Sonar («app»)
                script:
                  - pipe: sonarsource/sonarcloud-scan:2.0.«n»
                    variables:
                      SONAR_TOKEN: ${SONAR_TOKEN}
                  - pipe: atlassian/aws-s3-deploy:1.1.0
                    variables:
                      AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
                      AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY
                      S3_BUCKET: «org»-«app»-site
        """,
        app=r.app(),
        n=r.randint(0, 9),
        org=r.org(),
    )
    return note(r, "Bitbucket pipeline vars", "Repository variables only:", "yaml", body)


# ------------------------------------------------------- App frameworks ---


@neg("spring_placeholders")
def _(r):
    body = T(
        """
        spring:
          datasource:
            url: jdbc:postgresql://${DB_HOST:localhost}:5432/«app»
            username: ${DB_USER}
            password: ${DB_PASSWORD}
          cloud:
            vault:
              uri: https://vault.«dom»:8200
              authentication: KUBERNETES
        app:
          jwt:
            secret: ${JWT_SECRET:}
          partner:
            password: ${vcap.services.partner-db.credentials.password}
        """,
        app=r.app(),
        dom=r.dom(),
    )
    return note(r, "Spring config placeholders", "application.yml resolves everything at runtime:", "yaml", body)


@neg("spring_cloud_config_cipher")
def _(r):
    body = T(
        """
        spring:
          datasource:
            password: '{cipher}«c1»'
        mail:
          password: '{cipher}«c2»'
        """,
        c1=r.hexs(r.choice([96, 128])),
        c2=r.hexs(r.choice([96, 128])),
    )
    return note(r, "Config server encrypted values", "Encrypted with `/encrypt` on the config server:", "yaml", body)


@neg("dotnet_integrated_security")
def _(r):
    app = r.app()
    body = T(
        """
        {
          "ConnectionStrings": {
            "DefaultConnection": "Server=sql01.«dom»;Database=«app»;Integrated Security=True;TrustServerCertificate=True;",
            "Reporting": "Server=tcp:«app»-sql.database.windows.net,1433;Database=reports;Authentication=Active Directory Managed Identity;"
          },
          "KeyVault": { "VaultUri": "https://kv-«app».vault.azure.net/" },
          "AzureAd": { "TenantId": "«t»", "ClientId": "«c»" }
        }
        """,
        dom=r.dom(),
        app=app,
        t=r.uuid(),
        c=r.uuid(),
    )
    return note(r, f"{app} appsettings (no passwords)", "Managed identity everywhere:", "json", body)


@neg("rails_erb_env")
def _(r):
    body = T(
        """
        production:
          <<: *default
          database: «app»_production
          username: <%= ENV["DB_USER"] %>
          password: <%= ENV["DB_PASSWORD"] %>
          host: <%= ENV.fetch("DB_HOST") { "localhost" } %>
          pool: «n»
        """,
        app=r.app(),
        n=r.randint(5, 40),
    )
    extra = T("""
        secret_key_base: <%= Rails.application.credentials.secret_key_base %>
        stripe_key: <%= Rails.application.credentials.dig(:stripe, :secret_key) %>
        """)
    return note(r, "Rails DB config", "config/database.yml:", "yaml", body, extra=[("yaml", extra)])


@neg("django_env_and_validators")
def _(r):
    body = T(
        """
        SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
        DATABASES = {"default": env.db("DATABASE_URL")}
        AUTH_PASSWORD_VALIDATORS = [
            {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
             "OPTIONS": {"min_length": «n»}},
            {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
        ]
        PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]
        PASSWORD_RESET_TIMEOUT = 3600
        SESSION_COOKIE_AGE = «age»
        CSRF_COOKIE_SECURE = True
        ALLOWED_HOSTS = [".«dom»"]
        """,
        n=r.choice([10, 12, 14]),
        age=r.choice([3600, 86400, 1209600, 604800]),
        dom=r.dom(),
    )
    return note(r, "Django settings (env-driven)", "settings.py secrets section:", "python", body)


@neg("node_custom_env_vars_json")
def _(r):
    a, o = r.sample(APPS, 2)
    body = T(
        """
        {
          "db": {
            "host": "DB_HOST",
            "user": "DB_USER",
            "password": "DB_PASSWORD"
          },
          "stripe": { "secretKey": "STRIPE_SECRET_KEY" },
          "session": { "secret": "SESSION_SECRET" },
          "«app»": { "apiKey": "«APP»_API_KEY", "baseUrl": "«APP»_BASE_URL" },
          "port": { "__name": "PORT", "__format": "number" },
          "«other»": { "timeoutMs": "«OTHER»_TIMEOUT_MS" }
        }
        """,
        app=a,
        APP=a.upper(),
        other=o,
        OTHER=o.upper(),
    )
    return note(
        r,
        "node-config env mapping",
        "config/custom-environment-variables.json maps keys to env var names:",
        "json",
        body,
    )


@neg("wp_config_getenv_placeholder")
def _(r):
    body = T(
        """
        define( 'DB_NAME', '«db»' );
        define( 'WP_HOME', 'https://«site».«dom»' );
        define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
        define( 'AUTH_KEY',         'put your unique phrase here' );
        define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
        define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
        define( 'NONCE_KEY',        'put your unique phrase here' );
        """,
        db="wp_" + r.app(),
        site=r.choice(["www", "blog", "news", "marketing"]),
        dom=r.dom(),
    )
    return note(
        r, "WordPress template config", "wp-config-sample.php as shipped (we inject real values at boot):", "php", body
    )


@neg("maven_settings_env_ref")
def _(r):
    body = T(
        """
        <settings>
          <servers>
            <server>
              <id>«id»</id>
              <username>${env.NEXUS_USER}</username>
              <password>${env.NEXUS_PASSWORD}</password>
            </server>
          </servers>
        </settings>
        """,
        id=r.choice(["nexus", "releases", "snapshots", "artifactory"]) + "-" + r.app(),
    )
    return note(r, "CI Maven settings", "ci-settings.xml (env references):", "xml", body)


@neg("npmrc_env_ref")
def _(r):
    body = T(
        """
        registry=https://registry.npmjs.org/
        @«org»:registry=https://npm.pkg.github.com
        //npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
        always-auth=true
        save-exact=true
        fetch-retries=«n»
        fetch-timeout=«t»
        """,
        org=r.org(),
        n=r.randint(2, 6),
        t=r.randint(6, 60) * 10000,
    )
    return note(r, ".npmrc", "Token comes from the env:", "ini", body)


@neg("pip_pypirc_no_password")
def _(r):
    body = T("""
        [distutils]
        index-servers =
            pypi

        [pypi]
        username = __token__
        # password is read from the keyring (keyring set https://upload.pypi.org/legacy/ __token__)
        """)
    pip = T(
        """
        [global]
        index-url = https://nexus.«dom»/repository/pypi-group/simple
        trusted-host = nexus.«dom»
        timeout = «n»
        """,
        dom=r.dom(),
        n=r.choice([15, 30, 60, 120]),
    )
    return note(r, "Python packaging config", "~/.pypirc:", "ini", body, extra=["and pip.conf:", ("ini", pip)])


@neg("nuget_config_env_ref")
def _(r):
    body = T(
        """
        <configuration>
          <packageSourceCredentials>
            <github>
              <add key="Username" value="«user»" />
              <add key="ClearTextPassword" value="%NUGET_AUTH_TOKEN%" />
            </github>
          </packageSourceCredentials>
          <packageSources>
            <add key="github" value="https://nuget.pkg.github.com/«org»/index.json" />
          </packageSources>
        </configuration>
        """,
        user=r.user(),
        org=r.org(),
    )
    return note(r, "NuGet credentials via env", "NuGet.Config with an env reference:", "xml", body)


@neg("gradle_properties_nonsecret")
def _(r):
    body = T(
        """
        org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g
        org.gradle.caching=true
        kotlin.code.style=official
        signing.keyId=«kid»
        signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
        android.useAndroidX=true
        VERSION_NAME=«ver»
        POM_SCM_CONNECTION=scm:git:git://github.com/«org»/«app».git
        """,
        kid=r.hexs(8).upper(),
        ver=r.ver(),
        org=r.org(),
        app=r.app(),
    )
    return note(r, "gradle.properties", "Project gradle.properties:", "properties", body)


@neg("logging_config_masking")
def _(r):
    body = T(
        """
        <configuration>
          <conversionRule conversionWord="mask" converterClass="com.«org».logging.MaskingConverter"/>
          <appender name="JSON" class="ch.qos.logback.core.ConsoleAppender">
            <encoder class="net.logstash.logback.encoder.LoggingEventCompositeJsonEncoder">
              <providers>
                <pattern><pattern>{"ts":"%d{ISO8601}","msg":"%mask(%msg)"}</pattern></pattern>
              </providers>
            </encoder>
          </appender>
          <!-- masks (?i)(password|token|secret)=\\S+ -> $1=**** -->
          <property name="MASK_PATTERN" value="(?i)(password|token|secret)=[^&amp;\\s]+"/>
          <logger name="com.«org».«app»" level="«lvl»"/>
        </configuration>
        """,
        org=r.org(),
        app=r.app(),
        lvl=r.choice(["DEBUG", "INFO", "WARN"]),
    )
    return note(r, "Log masking", "logback.xml masking rule:", "xml", body)


# -------------------------------------------------------------- Servers ---


@neg("nginx_auth_basic_file")
def _(r):
    body = T(
        """
        server {
            listen 443 ssl http2;
            server_name admin.«dom»;
            client_max_body_size «n»m;
            ssl_certificate     /etc/letsencrypt/live/admin.«dom»/fullchain.pem;
            ssl_certificate_key /etc/letsencrypt/live/admin.«dom»/privkey.pem;
            location / {
                auth_basic           "Restricted";
                auth_basic_user_file /etc/nginx/.htpasswd;
                proxy_set_header Authorization $http_authorization;
                proxy_pass http://127.0.0.1:«port»;
            }
        }
        """,
        dom=r.dom(),
        n=r.randint(1, 100),
        port=r.choice([3000, 8080, 9000, 5601]),
    )
    return note(r, "Admin vhost", "nginx site config:", "nginx", body)


@neg("haproxy_env_ref")
def _(r):
    body = T(
        """
        listen stats
            bind *:8404
            stats enable
            stats uri /stats
            stats auth "admin:${HAPROXY_STATS_PASSWORD}"

        backend «app»
            balance roundrobin
            option httpchk GET /healthz
            server web1 «ip1»:8080 check
            server web2 «ip2»:8080 check
        """,
        app=r.app(),
        ip1=r.ip(),
        ip2=r.ip(),
    )
    return note(r, "HAProxy", "haproxy.cfg (password from the environment):", "haproxy", body)


@neg("systemd_environmentfile")
def _(r):
    app = r.app()
    body = T(
        """
        [Service]
        User=«app»
        EnvironmentFile=/etc/«app»/secrets.env
        LoadCredential=db-password:/etc/credstore/«app»-db
        Environment="DB_PASSWORD_FILE=%d/db-password"
        ExecStart=/opt/«app»/bin/«app»
        MemoryMax=«m»M
        Restart=on-failure
        RestartSec=«rs»
        """,
        app=app,
        m=r.choice([256, 512, 1024, 2048]),
        rs=r.randint(1, 30),
    )
    return note(r, f"{app} unit credentials", "Credentials via systemd-creds:", "ini", body)


@neg("cloud_init_ssh_public_keys")
def _(r):
    body = T(
        """
        #cloud-config
        ssh_pwauth: false
        disable_root: true
        users:
          - name: ops
            groups: sudo
            shell: /bin/bash
            lock_passwd: true
            sudo: ALL=(ALL) NOPASSWD:ALL
            ssh_authorized_keys:
              - «k1» ops@laptop
              - «k2» ci@runner
        """,
        k1=r.ssh_pub(),
        k2=r.ssh_pub(),
    )
    return note(r, "VM user-data", "Key-only login, password disabled:", "yaml", body)


@neg("redis_conf_commented_example")
def _(r):
    body = T(
        """
        # requirepass foobared
        # masterauth <master-password>
        aclfile /etc/redis/users.acl
        rename-command CONFIG ""
        port «port»
        maxmemory «n»gb
        maxmemory-policy volatile-lru
        tls-port 6380
        tls-cert-file /etc/redis/tls/redis.crt
        tls-key-file /etc/redis/tls/redis.key
        """,
        n=r.randint(1, 32),
        port=r.choice([6379, 6390, 7000, 7379]),
    )
    return note(
        r, "Redis TLS + ACL file", "Auth moved to the ACL file; the example lines are still commented:", "text", body
    )


@neg("mongodb_uri_no_password")
def _(r):
    body = T(
        """
        mongo:
          uri: "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017,mongo-2.mongo:27017/«app»?replicaSet=rs0&authSource=admin&authMechanism=MONGODB-X509&tls=true&maxPoolSize=«n»"
          username: CN=«app»,OU=services,O=«org»
          password_file: /var/run/secrets/mongo/password
        """,
        app=r.app(),
        org=r.org(),
        n=r.randint(5, 100),
    )
    return note(r, "Mongo x509 auth", "Connection config (x509, no password):", "yaml", body)


@neg("grafana_provisioning_env")
def _(r):
    body = T(
        """
        apiVersion: 1
        datasources:
          - name: Postgres
            uid: «uid»
            type: postgres
            url: «host»:5432
            user: grafana
            secureJsonData:
              password: $POSTGRES_PASSWORD
          - name: Loki
            uid: «uid2»
            type: loki
            basicAuthUser: grafana
            secureJsonData:
              basicAuthPassword: $__file{/etc/grafana/secrets/loki}
        """,
        uid="P" + r.chars(UPP + DIG, 15),
        uid2=r.chars(ALNUM, 14),
        host=r.host(kind="pg"),
    )
    return note(r, "Grafana datasources", "Provisioning with env/file interpolation:", "yaml", body)


@neg("prometheus_file_refs")
def _(r):
    body = T(
        """
        global:
          scrape_interval: «si»s
        scrape_configs:
          - job_name: «app»-node
            basic_auth:
              username: prometheus
              password_file: /etc/prometheus/secrets/«app»_password
          - job_name: kube
            authorization:
              credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token
            tls_config:
              ca_file: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt
        """,
        app=r.app(),
        si=r.choice([10, 15, 30, 60]),
    )
    return note(r, "Prometheus creds from files", "prometheus.yml:", "yaml", body)


@neg("alertmanager_file_refs")
def _(r):
    body = T(
        """
        receivers:
          - name: slack-ops
            slack_configs:
              - api_url_file: /etc/alertmanager/secrets/slack_url
                channel: '#«app»-alerts'
          - name: pagerduty
            pagerduty_configs:
              - routing_key_file: /etc/alertmanager/secrets/pd_key
          - name: bridge
            webhook_configs:
              - url: http://alert-bridge.monitoring.svc:9095/hook
        """,
        app=r.app(),
    )
    return note(r, "Alertmanager receivers", "Secrets mounted as files:", "yaml", body)


@neg("elasticsearch_security_settings")
def _(r):
    body = T(
        """
        cluster.name: «app»-es
        node.name: es-«n»
        xpack.security.enabled: true
        xpack.security.transport.ssl.enabled: true
        xpack.security.transport.ssl.keystore.path: certs/elastic-certificates.p12
        xpack.security.authc.token.enabled: true
        xpack.security.authc.api_key.enabled: true
        """,
        app=r.app(),
        n=r.randint(1, 9),
    )
    cmd = "bin/elasticsearch-keystore add xpack.security.transport.ssl.keystore.secure_password\nbin/elasticsearch-keystore list"
    return note(
        r,
        "Elasticsearch security",
        "elasticsearch.yml:",
        "yaml",
        body,
        extra=["Keystore entry added interactively (prompts for the value):", ("bash", cmd)],
    )


@neg("rabbitmq_definitions_no_users")
def _(r):
    body = T(
        """
        {
          "vhosts": [{"name": "/«app»"}],
          "queues": [{"name": "events", "vhost": "/«app»", "durable": true, "arguments": {"x-queue-type": "quorum"}}],
          "policies": [{"vhost": "/«app»", "name": "ha", "pattern": ".*", "definition": {"max-length": «ml»}}],
          "exchanges": [{"name": "events.topic", "vhost": "/«app»", "type": "topic", "durable": true}]
        }
        """,
        app=r.app(),
        ml=r.randint(1, 50) * 10000,
    )
    return note(r, "RabbitMQ topology", "definitions.json (users are managed by LDAP):", "json", body)


@neg("oracle_tnsnames_sqlnet")
def _(r):
    body = T(
        """
        ORCLPDB1 =
          (DESCRIPTION =
            (ADDRESS = (PROTOCOL = TCPS)(HOST = «host»)(PORT = 2484))
            (CONNECT_DATA = (SERVICE_NAME = orclpdb1)))
        """,
        host=r.host(kind="ora"),
    )
    sqlnet = T("""
        WALLET_LOCATION = (SOURCE = (METHOD = FILE)(METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet)))
        SQLNET.WALLET_OVERRIDE = TRUE
        SSL_SERVER_DN_MATCH = yes
        """)
    return note(r, "Oracle wallet login", "tnsnames.ora:", "text", body, extra=["sqlnet.ora:", ("text", sqlnet)])


@neg("odbc_trusted_connection")
def _(r):
    body = T(
        """
        [ReportingDB]
        Driver = ODBC Driver 18 for SQL Server
        Server = tcp:«host»,1433
        Database = reporting
        Trusted_Connection = yes
        Authentication = ActiveDirectoryMsi
        Encrypt = yes
        """,
        host=r.host(kind="sql"),
    )
    return note(r, "ODBC DSN", "/etc/odbc.ini (MSI auth):", "ini", body)


@neg("aws_config_profiles")
def _(r):
    acct = r.acct()
    body = T(
        """
        [profile «org»-prod]
        sso_session = «org»
        sso_account_id = «acct»
        sso_role_name = PowerUserAccess
        region = «region»

        [profile deploy]
        role_arn = arn:aws:iam::«acct»:role/deploy
        source_profile = «org»-prod
        external_id = «ext»

        [sso-session «org»]
        sso_start_url = https://«org».awsapps.com/start
        sso_region = «region»
        """,
        org=r.org(),
        acct=acct,
        region=r.region(),
        ext=r.uuid(),
    )
    return note(r, "AWS CLI profiles", "~/.aws/config (SSO, no static keys):", "ini", body)


# ---------------------------------------------------- generic traps ---


@neg("password_policy_settings")
def _(r):
    body = T(
        """
        auth:
          password_min_length: «n»
          password_require_symbols: true
          passwordPolicy: strong
          password_history: 5
          token_ttl: «ttl»
          refresh_token_ttl: 2592000
          max_failed_logins: «mf»
          issuer: https://auth.«dom»
          secret_name: db-creds
          secret_rotation_days: 90
          api_key_header: X-Api-Key
          session_secret_env: SESSION_SECRET
        """,
        n=r.choice([10, 12, 16]),
        ttl=r.choice([900, 3600, 7200]),
        mf=r.randint(3, 10),
        dom=r.dom(),
    )
    return note(r, "Auth service settings", "config/auth.yaml:", "yaml", body)


@neg("feature_flags_long_identifiers")
def _(r):
    body = T(
        """
        features:
          enable_token_refresh: true
          passwordless_login_enabled: false
          use_new_secret_rotation_scheduler: true
        beans:
          tokenHandler: com.«org».security.token.JwtAuthenticationTokenRefreshHandlerConfigurationProvider
          passwordEncoder: org.springframework.security.crypto.argon2.Argon2PasswordEncoder
        argocd:
          targetRevision: «sha»
          path: deploy/overlays/«env»/credentials-rotation-operator
        """,
        org=r.org(),
        sha=r.hexs(40),
        env=r.env(),
    )
    return note(r, "Feature flags", "Flags and wiring for the auth rework:", "yaml", body)


@neg("sops_encrypted_yaml")
def _(r):
    def enc(n):
        return f"ENC[AES256_GCM,data:{r.b64(n)},iv:{r.b64(32)},tag:{r.b64(16)},type:str]"

    age_blob = r.wrap("YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + r.chars(B64STD, 250), 64)
    body = (
        "db:\n    user: "
        + enc(6)
        + "\n    password: "
        + enc(18)
        + "\nsops:\n    kms: []\n    age:\n        - recipient: "
        + r.age_recipient()
        + "\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n"
        + indent(age_blob, 12)
        + '\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: "'
        + r.date()
        + 'T09:12:44Z"\n    mac: '
        + enc(64)
        + "\n    unencrypted_suffix: _unencrypted\n    version: 3.8.1"
    )
    return note(r, "SOPS secrets file", "secrets.enc.yaml (encrypted with sops + age):", "yaml", body)


@neg("secret_manager_references")
def _(r):
    acct, app = r.acct(), r.app()
    body = T(
        """
        env:
          DB_PASSWORD: vault:secret/data/«app»/db#password
          API_TOKEN: ref+vault://secret/«app»#/api/token
          STRIPE_KEY: op://«org»-prod/stripe/credential
          SMTP_PASSWORD: arn:aws:secretsmanager:«region»:«acct»:secret:«env»/«app»/smtp-«suf»
          REDIS_PASSWORD: projects/«n»/secrets/redis-password/versions/latest
          SEARCH_KEY: "@Microsoft.KeyVault(SecretUri=https://kv-«app».vault.azure.net/secrets/search-key/)"
        """,
        app=app,
        org=r.org(),
        region=r.region(),
        acct=acct,
        env=r.env(),
        suf=r.chars(ALNUM, 6),
        n=r.randint(100000000000, 999999999999),
    )
    return note(r, "Secret references", "Each value is a pointer resolved by the injector:", "yaml", body)


@neg("placeholder_values")
def _(r):
    body = T(
        """
        database:
          user: «user»
          password: <password>
        smtp:
          password: REPLACE_ME
        api:
          key: ${API_KEY}
          secret: "{{ .Values.api.secret }}"
        admin:
          password: changeme
          token: TODO
        """,
        user=r.user(),
    )
    return note(r, "Config template", "Template handed to the new team (fill before deploy):", "yaml", body)


@neg("masked_redacted_values")
def _(r):
    app = r.app()
    desc = T(
        """
        Name:         «app»-db
        Namespace:    «env»
        Type:  Opaque

        Data
        ====
        password:  «n» bytes
        username:  «m» bytes
        """,
        app=app,
        env=r.env(),
        n=r.randint(16, 32),
        m=r.randint(3, 10),
    )
    plan = T(
        """
          ~ resource "aws_db_instance" "«app»" {
              ~ password = (sensitive value)
                # (41 unchanged attributes hidden)
            }
        """,
        app=app,
    )
    return note(
        r,
        "Rotation check",
        "`kubectl describe secret` after rotation:",
        "text",
        desc,
        extra=[
            "and the plan showed:",
            ("text", plan),
            "Dashboard shows the key as `sk_live_****" + r.chars(ALNUM, 4) + "`.",
        ],
    )


@neg("lockfile_checksums")
def _(r):
    pl = T(
        """
        "node_modules/«pkg»": {
          "version": "«ver»",
          "resolved": "https://registry.npmjs.org/«pkg»/-/«pkg»-«ver».tgz",
          "integrity": "sha512-«i»"
        }
        """,
        pkg=r.choice(["lodash", "express", "debug", "semver", "yaml"]),
        ver=r.ver(),
        i=base64.b64encode(r.rbytes(64)).decode(),
    )
    gosum = "\n".join(
        f"github.com/{r.org()}/{w} v{r.ver()} h1:{base64.b64encode(r.rbytes(32)).decode()}" for w in r.sample(WORDS, 3)
    )
    cargo = T(
        """
        [[package]]
        name = "«n»"
        version = "«v»"
        source = "registry+https://github.com/rust-lang/crates.io-index"
        checksum = "«c»"
        """,
        n=r.choice(["serde", "tokio", "rand"]),
        v=r.ver(),
        c=r.sha256(),
    )
    return note(
        r,
        "Lockfile drift",
        "package-lock.json entry that changed:",
        "json",
        pl,
        extra=["go.sum lines:", ("text", gosum), "Cargo.lock:", ("toml", cargo)],
    )


@neg("jwks_public_key")
def _(r):
    n = r.b64u(256)
    body = T(
        """
        {
          "keys": [
            {
              "kty": "RSA",
              "use": "sig",
              "alg": "RS256",
              "kid": "«kid»",
              "n": "«n»",
              "e": "AQAB"
            }
          ]
        }
        """,
        kid=r.b64u(32),
        n=n,
    )
    return note(r, "Auth JWKS", "Public signing key from /.well-known/jwks.json (public):", "json", body)


@neg("known_hosts_public_keys")
def _(r):
    lines = [
        f"github.com {r.ssh_pub('ed25519')}",
        f"gitlab.{r.dom()} {r.ssh_pub('rsa')}",
        f"[bastion.{r.dom()}]:2222 {r.ssh_pub('ed25519')}",
    ]
    return note(r, "Pinned host keys", "known_hosts we bake into the runner image:", "text", "\n".join(lines))


@neg("resource_ids_uuids")
def _(r):
    body = T(
        """
        metadata:
          uid: «u1»
          resourceVersion: "«rv»"
        azure:
          subscriptionId: «u2»
          resourceId: /subscriptions/«u2»/resourceGroups/rg-«app»/providers/Microsoft.Web/sites/«app»-«env»
        gcp:
          projectNumber: "«pn»"
          serviceAccount: «app»-runner@«org»-«env».iam.gserviceaccount.com
        aws:
          vpc: vpc-«v»
          subnet: subnet-«s»
          distributionId: E«d»
        """,
        u1=r.uuid(),
        rv=r.randint(10**6, 10**8),
        u2=r.uuid(),
        app=r.app(),
        env=r.env(),
        pn=r.randint(10**11, 10**12),
        org=r.org(),
        v=r.hexs(17),
        s=r.hexs(17),
        d=r.chars(UPP + DIG, 13),
    )
    return note(r, "Resource IDs", "IDs I keep looking up:", "yaml", body)


# ======================================================================
# DEBATABLE — reported separately, excluded from RECALL and NEG FIRING.
# A value is debatable when it is derived from / stands in for a credential
# but is not itself a usable plaintext secret, or is secret-shaped but
# public or a well-known vendor default:
#   * one-way password hashes (htpasswd apr1/bcrypt, Traefik/Caddy bcrypt,
#     SHA-512 crypt, PostgreSQL md5/SCRAM verifiers, RabbitMQ password_hash)
#   * reversibly obscured / master-key-encrypted values decoded by the tool
#     itself (rclone `obscure`, Maven `{...}` settings-security)
#   * well-known vendor default credentials (postgres/postgres, guest/guest,
#     admin/admin, minioadmin)
#   * keys that are public by design (Firebase web apiKey, Stripe pk_live_,
#     Sentry DSN public key)
#   * an AWS access key ID with no secret key, Django `django-insecure-` keys
# The marked value is the hash/key itself; "fired" = a match overlaps it.
# ======================================================================


def bcrypt_hash(r, prefix="$2y$"):
    return prefix + r.choice(["05", "10", "12"]) + "$" + r.chars(BCRYPT, 53)


@deb("htpasswd_apr1")
def _(r):
    h = "$apr1$" + r.chars(BCRYPT, 8) + "$" + r.chars(BCRYPT, 22)
    return note(r, "Admin basic-auth", "/etc/nginx/.htpasswd:", "text", f"{r.user()}:{S(h)}")


@deb("htpasswd_bcrypt")
def _(r):
    return note(
        r, "Admin basic-auth (bcrypt)", "Generated with `htpasswd -B`:", "text", f"{r.user()}:{S(bcrypt_hash(r))}"
    )


@deb("traefik_basicauth_bcrypt")
def _(r):
    h = bcrypt_hash(r).replace("$", "$$")
    body = T(
        """
        services:
          dashboard:
            image: traefik:v3.0
            labels:
              - "traefik.http.routers.dash.middlewares=dash-auth"
              - "traefik.http.middlewares.dash-auth.basicauth.users=admin:«h»"
        """,
        h=S(h),
    )
    return note(r, "Traefik dashboard auth", "Compose labels ($ doubled for compose):", "yaml", body)


@deb("caddy_basicauth_bcrypt")
def _(r):
    body = T(
        """
        metrics.«dom» {
            basicauth /* {
                prom «h»
            }
            reverse_proxy localhost:9090
        }
        """,
        dom=r.dom(),
        h=S(bcrypt_hash(r, "$2a$")),
    )
    return note(r, "Caddy basicauth", "Caddyfile:", "text", body)


@deb("cloud_init_sha512crypt")
def _(r):
    h = "$6$rounds=4096$" + r.chars(BCRYPT, 16) + "$" + r.chars(BCRYPT, 86)
    body = T(
        """
        #cloud-config
        users:
          - name: ops
            lock_passwd: false
            passwd: «h»
        """,
        h=S(h),
    )
    return note(r, "Console user", "user-data with a hashed password (mkpasswd -m sha-512):", "yaml", body)


@deb("pg_password_verifier")
def _(r):
    h = "md5" + r.hexs(32) if r.random() < 0.5 else f"SCRAM-SHA-256$4096:{r.b64(16)}${r.b64(32)}:{r.b64(32)}"
    return note(r, "PgBouncer userlist", "userlist.txt:", "text", f'"{r.user()}" "{S(h)}"')


@deb("rabbitmq_password_hash")
def _(r):
    body = T(
        """
        {
          "users": [
            {
              "name": "«user»",
              "password_hash": "«h»",
              "hashing_algorithm": "rabbit_password_hashing_sha256",
              "tags": ["management"]
            }
          ]
        }
        """,
        user=r.user(),
        h=S(r.b64(36)),
    )
    return note(r, "RabbitMQ users export", "definitions.json users section:", "json", body)


@deb("rclone_obscured_pass")
def _(r):
    body = T(
        """
        [nas]
        type = sftp
        host = nas.«dom»
        user = backup
        pass = «p»
        """,
        dom=r.dom(),
        p=S(r.b64u(r.choice([24, 30, 36]))),
    )
    return note(r, "rclone SFTP remote", "rclone.conf (pass is `rclone obscure` output):", "ini", body)


@deb("maven_encrypted_password")
def _(r):
    body = T(
        """
        <server>
          <id>nexus</id>
          <username>«user»</username>
          <password>«p»</password>
        </server>
        """,
        user=r.user(),
        p=S("{" + r.b64(32) + "}"),
    )
    return note(r, "Maven encrypted password", "settings.xml with `mvn --encrypt-password` output:", "xml", body)


@deb("well_known_default_creds")
def _(r):
    key, val, img = pick(
        r,
        [
            ("POSTGRES_PASSWORD", "postgres", "postgres:16"),
            ("RABBITMQ_DEFAULT_PASS", "guest", "rabbitmq:3-management"),
            ("GF_SECURITY_ADMIN_PASSWORD", "admin", "grafana/grafana:10.4.0"),
            ("MINIO_ROOT_PASSWORD", "minioadmin", "minio/minio"),
        ],
    )
    body = T(
        """
        services:
          «svc»:
            image: «img»
            ports:
              - "«port»:«port»"
            environment:
              «key»: «val»
        """,
        svc=img.split(":")[0].split("/")[-1] + "-" + r.app(),
        img=img,
        port=r.choice([5432, 5672, 3000, 9000, 15672, 8080]),
        key=key,
        val=S(val),
    )
    return note(r, "Local dev stack", "docker-compose.dev.yml (local only):", "yaml", body)


@deb("firebase_web_apikey")
def _(r):
    proj = f"{r.org()}-{r.app()}"
    body = T(
        """
        const firebaseConfig = {
          apiKey: "«k»",
          authDomain: "«p».firebaseapp.com",
          projectId: "«p»",
          storageBucket: "«p».appspot.com",
          messagingSenderId: "«s»",
          appId: "1:«s»:web:«a»"
        };
        """,
        k=S("AIza" + r.chars(B64URL, 35)),
        p=proj,
        s=r.randint(10**10, 10**12),
        a=r.hexs(22),
    )
    return note(r, "Firebase web config", "Client-side config (ships to browsers):", "javascript", body)


@deb("stripe_publishable_key")
def _(r):
    body = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=" + S("pk_live_" + r.chars(ALNUM, 99))
    return note(r, "Checkout frontend env", "Public env for the Next.js app:", "dotenv", body)


@deb("sentry_dsn")
def _(r):
    body = f"SENTRY_DSN=https://{S(r.hexs(32))}@o{r.randint(10**5, 10**6)}.ingest.sentry.io/{r.randint(10**6, 10**7)}"
    return note(r, "Sentry DSN", "DSN for the frontend project:", "dotenv", body)


@deb("aws_access_key_id_only")
def _(r):
    body = T(
        """
        [profile legacy]
        aws_access_key_id = «k»
        credential_process = /usr/local/bin/aws-vault exec legacy --json
        """,
        k=S(r.aws_key_id()),
    )
    return note(r, "Legacy profile", "Key id only; the secret is in aws-vault:", "ini", body)


@deb("django_insecure_key")
def _(r):
    k = "django-insecure-" + r.chars(LOW + DIG + "!@#%^&*(-_=+)", 50)
    return note(
        r,
        "Local Django settings",
        "settings/local.py as generated by startproject:",
        "python",
        f'SECRET_KEY = "{S(k)}"\nDEBUG = True',
    )


# ======================================================================
# engine
# ======================================================================


@dataclass
class Case:
    seed: int
    kind: str  # pos | neg | deb
    form: str
    idx: int
    text: str
    span: tuple[int, int] | None
    secret: str | None


def finalize(raw):
    i = raw.find(SL)
    if i < 0:
        assert SR not in raw
        return raw, None, None
    j = raw.find(SR, i)
    assert j > i, "unbalanced sentinel"
    secret = raw[i + 1 : j]
    text = raw[:i] + secret + raw[j + 1 :]
    assert SL not in text and SR not in text, "more than one planted span"
    return text, (i, i + len(secret)), secret


def _make(seed, kind, name, fn, idx):
    r = Rnd(f"bench_scan_configs|{seed}|{kind}|{name}|{idx}")
    text, span, secret = finalize(fn(r))
    if kind in ("pos", "deb"):
        assert span is not None, f"{kind}/{name}: no planted span"
    else:
        assert span is None, f"neg/{name}: has a planted span"
    return Case(seed, kind, name, idx, text, span, secret)


def generate(seeds):
    cases = []
    for seed in seeds:
        for kind, total in (("pos", N_POS), ("neg", N_NEG)):
            forms = FORMS[kind]
            for i in range(total):
                name, fn = forms[i % len(forms)]
                cases.append(_make(seed, kind, name, fn, i // len(forms)))
        for name, fn in FORMS["deb"]:
            for i in range(N_DEB_PER_FORM):
                cases.append(_make(seed, "deb", name, fn, i))
    return cases


def per_seed_counts():
    out = {}
    for kind, total in (("pos", N_POS), ("neg", N_NEG)):
        forms = [n for n, _ in FORMS[kind]]
        cnt = defaultdict(int)
        for i in range(total):
            cnt[forms[i % len(forms)]] += 1
        out[kind] = cnt
    out["deb"] = {n: N_DEB_PER_FORM for n, _ in FORMS["deb"]}
    return out


# ------------------------------------------------------------------ dry ---


def mark(c):
    if not c.span:
        return c.text
    s, e = c.span
    return c.text[:s] + "⟦" + c.text[s:e] + "⟧" + c.text[e:]


def dry(seeds, sample, verbose):
    cases = generate(seeds)
    again = generate(seeds)
    errors = []
    if [(c.text, c.span) for c in cases] != [(c.text, c.span) for c in again]:
        errors.append("generation is not deterministic")
    seen = set()
    for c in cases:
        tag = f"{c.seed}/{c.kind}/{c.form}#{c.idx}"
        if "«" in c.text or SL in c.text or SR in c.text:
            errors.append(f"{tag}: template residue")
        if c.kind in ("pos", "deb"):
            s, e = c.span
            if c.text[s:e] != c.secret:
                errors.append(f"{tag}: span text != secret")
            if not c.secret or len(c.secret) < (5 if c.kind == "deb" else 8):
                errors.append(f"{tag}: secret too short: {c.secret!r}")
            if c.kind == "pos" and c.text.count(c.secret) != 1:
                errors.append(f"{tag}: secret occurs {c.text.count(c.secret)} times")
        if c.text in seen:
            errors.append(f"{tag}: duplicate text")
        seen.add(c.text)
    npos = sum(c.kind == "pos" for c in cases)
    nneg = sum(c.kind == "neg" for c in cases)
    ndeb = sum(c.kind == "deb" for c in cases)
    print(
        f"bench_scan_configs DRY seeds={','.join(map(str, seeds))} positives={npos} negatives={nneg} debatable={ndeb}"
    )
    print(f"forms: positive={len(FORMS['pos'])} negative={len(FORMS['neg'])} debatable={len(FORMS['deb'])}")
    if len(FORMS["pos"]) < 60 or len(FORMS["neg"]) < 50:
        errors.append("not enough forms")
    # sample: spread over kinds/forms
    picks = []
    for kind in ("pos", "neg", "deb"):
        ks = [c for c in cases if c.kind == kind and c.seed == seeds[0]]
        k = max(1, sample * {"pos": 2, "neg": 2, "deb": 1}[kind] // 5)
        step = max(1, len(ks) // k)
        picks += ks[::step][:k]
    if verbose:
        picks = [c for c in cases if c.seed == seeds[0] and c.idx == 0]
    for c in picks:
        print("=" * 78)
        print(
            f"[{c.kind}] {c.form}  seed={c.seed} idx={c.idx}"
            + (f"  span={c.span} secret={c.secret!r}" if c.span else "")
        )
        print("-" * 78)
        print(mark(c).rstrip())
    print("=" * 78)
    if errors:
        print(f"DRY FAILED: {len(errors)} problem(s)")
        for e in errors[:50]:
            print("  " + e)
        return 1
    print(
        f"DRY OK: {npos + ndeb} planted spans verified (span text == secret; "
        f"positives contain their secret exactly once); deterministic; no duplicates"
    )
    return 0


# ---------------------------------------------------------------- score ---


def _mspan(m):
    return int(m.start), int(m.end)


def overlaps(span, matches):
    s, e = span
    return [m for m in matches if _mspan(m)[0] < e and _mspan(m)[1] > s]


def covers(span, matches):
    s, e = span
    pos = s
    for ms, me in sorted(_mspan(m) for m in matches):
        if ms > pos:
            break
        pos = max(pos, me)
        if pos >= e:
            return True
    return pos >= e


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "n/a"


def describe(c, matches):
    lines = []
    for m in matches:
        ms, me = _mspan(m)
        lines.append(f"    rule={getattr(m, 'rule', '?')} [{ms}:{me}] {c.text[ms:me]!r}")
    return "\n".join(lines) if lines else "    (no matches)"


def score(cases, find_secrets, verbose=False, out=sys.stdout):
    res = []
    for c in cases:
        ms = list(find_secrets(c.text) or [])
        res.append((c, ms))
    pos = [(c, m) for c, m in res if c.kind == "pos"]
    neg = [(c, m) for c, m in res if c.kind == "neg"]
    dbt = [(c, m) for c, m in res if c.kind == "deb"]
    hit = {id(c): bool(overlaps(c.span, m)) for c, m in pos}
    comp = {id(c): covers(c.span, m) for c, m in pos}
    extra = {id(c): any(not (_mspan(x)[0] < c.span[1] and _mspan(x)[1] > c.span[0]) for x in m) for c, m in pos}
    fired = {id(c): bool(m) for c, m in neg}
    dfired = {id(c): bool(overlaps(c.span, m)) for c, m in dbt}
    nh, nc, nf = sum(hit.values()), sum(comp.values()), sum(fired.values())
    seeds = sorted({c.seed for c in cases})

    def p(*a):
        return print(*a, file=out)

    p(
        f"bench_scan_configs seeds={','.join(map(str, seeds))} positives={len(pos)} negatives={len(neg)} "
        f"debatable={len(dbt)} (excluded) forms={len(FORMS['pos'])}/{len(FORMS['neg'])}/{len(FORMS['deb'])}"
    )
    p(f"RECALL {nh}/{len(pos)} ({pct(nh, len(pos))})")
    p(f"COMPLETE {nc}/{len(pos)} ({pct(nc, len(pos))})")
    p(f"NEGATIVES FIRING {nf}/{len(neg)} ({pct(nf, len(neg))})")
    nd = sum(dfired.values())
    p(f"DEBATABLE FIRING (not counted) {nd}/{len(dbt)} ({pct(nd, len(dbt))})")
    ne = sum(extra.values())
    p(f"POSITIVES WITH MATCHES OUTSIDE THE PLANTED SPAN (info) {ne}/{len(pos)} ({pct(ne, len(pos))})")

    def group(pairs):
        g = defaultdict(list)
        for c, m in pairs:
            g[c.form].append((c, m))
        return g

    p("")
    p("per-form recall (worst first):  form  hit/n  complete/n")
    rows = []
    for f, lst in group(pos).items():
        h = sum(hit[id(c)] for c, _ in lst)
        k = sum(comp[id(c)] for c, _ in lst)
        rows.append((h / len(lst), k / len(lst), f, h, k, len(lst)))
    for hr, kr, f, h, k, n in sorted(rows):
        p(f"  {f:40s} {h:3d}/{n:<3d} ({100 * hr:5.1f}%)  complete {k:3d}/{n:<3d} ({100 * kr:5.1f}%)")
    p("")
    p("per-form negatives firing (worst first):  form  fired/n")
    rows = []
    for f, lst in group(neg).items():
        x = sum(fired[id(c)] for c, _ in lst)
        rules = sorted({getattr(mm, "rule", "?") for c, m in lst for mm in m})
        rows.append((-x / len(lst), f, x, len(lst), rules))
    for _r, f, x, n, rules in sorted(rows):
        p(f"  {f:40s} {x:3d}/{n:<3d} ({100 * x / n:5.1f}%)" + (f"  rules: {', '.join(rules)}" if rules else ""))
    p("")
    p("per-form debatable fired-on-value (not counted):")
    for f, lst in sorted(group(dbt).items()):
        x = sum(dfired[id(c)] for c, _ in lst)
        p(f"  {f:40s} {x:3d}/{len(lst)}")

    if verbose:
        p("")
        p("#" * 78)
        p("MISSED POSITIVES")
        for c, m in pos:
            if not hit[id(c)]:
                p("=" * 78)
                p(f"[MISS] {c.form} seed={c.seed} idx={c.idx} span={c.span} secret={c.secret!r}")
                p(describe(c, m))
                p("-" * 78)
                p(mark(c).rstrip())
        p("#" * 78)
        p("INCOMPLETE POSITIVES (hit but not fully covered)")
        for c, m in pos:
            if hit[id(c)] and not comp[id(c)]:
                p("=" * 78)
                p(f"[PARTIAL] {c.form} seed={c.seed} idx={c.idx} span={c.span} secret={c.secret!r}")
                p(describe(c, m))
        p("#" * 78)
        p("FIRING NEGATIVES")
        for c, m in neg:
            if fired[id(c)]:
                p("=" * 78)
                p(f"[FP] {c.form} seed={c.seed} idx={c.idx}")
                p(describe(c, m))
                p("-" * 78)
                p(c.text.rstrip())
        p("#" * 78)
        p("DEBATABLE FIRED")
        for c, m in dbt:
            if dfired[id(c)]:
                p(f"[DEB] {c.form} seed={c.seed} idx={c.idx} value={c.secret!r}")
                p(describe(c, m))
    return {
        "recall": (nh, len(pos)),
        "complete": (nc, len(pos)),
        "neg_firing": (nf, len(neg)),
        "deb_fired": (nd, len(dbt)),
        "extra": (ne, len(pos)),
    }


def parse_seeds(s):
    out = []
    for part in s.split(","):
        part = part.strip()
        if "-" in part[1:]:
            a, b = part.split("-", 1)
            out.extend(range(int(a), int(b) + 1))
        elif part:
            out.append(int(part))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1", help="comma-separated seeds to pool, e.g. 1,2,3 (default 1)")
    ap.add_argument(
        "--dry", action="store_true", help="print a sample with planted spans marked; self-check; no scanner"
    )
    ap.add_argument("--sample", type=int, default=12, help="number of notes to print with --dry")
    ap.add_argument("-v", "--verbose", action="store_true", help="print missed / firing texts with rule ids")
    ap.add_argument("--list-forms", action="store_true", help="print form names with per-seed counts")
    a = ap.parse_args(argv)
    seeds = parse_seeds(a.seed)
    if a.list_forms:
        counts = per_seed_counts()
        for kind in ("pos", "neg", "deb"):
            print(f"{kind} ({len(counts[kind])} forms, {sum(counts[kind].values())} per seed)")
            for n, k in counts[kind].items():
                print(f"  {n} {k}")
        return 0
    if a.dry:
        return dry(seeds, a.sample, a.verbose)
    from memstone.scan import find_secrets  # lazy: not needed for --dry

    score(generate(seeds), find_secrets, verbose=a.verbose)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.exit(0)
