#!/usr/bin/env python3
"""Probe: secret scanning of AI-agent transcript and terminal-log fragments.

Generates (seeded, deterministic) texts that look like tool outputs and pasted
command results.  Positive texts carry exactly one planted credential whose
character span is known; negative texts carry none but are built to trip
scanners; "debatable" texts (publishable keys, encrypted blobs, hashes, ...)
are reported separately and excluded from both headline counts.

Written by a separate pass that read none of memstone's scanner code, tests or
benchmarks and no scanner's rules, and frozen before its first run. It was held
out for the code at 447d28f (recall 93.9%, negatives firing 4.3% over seeds
1-5); memstone's rules were then changed with its help, so its numbers are now
dev-set numbers (docs/bench/scan.md).

Usage:
    python benchmarks/bench_scan_transcripts.py [--seed 1,2,3,4,5] [-v] [--dry]

A "hit" = some match overlaps the planted span; "complete" = the union of
matches covers every character of the planted span.

Standard library only, plus `from memstone.scan import find_secrets`.
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import string
import time
from collections import defaultdict

PH = "@@SECRET@@"

ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
UPPER_ALNUM = string.ascii_uppercase + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEXD = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PW_SYMS = "!#%^*-_+=.~"

WORDS = [
    "maple",
    "orbit",
    "lantern",
    "copper",
    "falcon",
    "river",
    "meadow",
    "quartz",
    "ember",
    "harbor",
    "violet",
    "summit",
    "cedar",
    "pixel",
    "tundra",
    "walnut",
    "cobalt",
    "saffron",
    "glacier",
    "thistle",
    "marble",
    "juniper",
    "canyon",
    "velvet",
    "raven",
    "sparrow",
    "lotus",
    "granite",
    "willow",
    "comet",
]
USERS = ["alice", "bob", "deploy", "ubuntu", "runner", "dev", "jmartin", "svc-app", "kchen", "priya"]
HOSTS = ["api-01", "web-3", "db-primary", "worker-7", "ci-runner-12", "devbox", "build-02", "mbp-kc"]
PROJS = [
    "billing-api",
    "acme-web",
    "inventory-svc",
    "data-pipeline",
    "shopfront",
    "auth-gateway",
    "notes-app",
    "ml-serving",
    "infra",
    "mobile-backend",
]
ORGS = ["acme", "globex", "initech", "umbrella", "hooli", "stark-ind", "wayne-ent"]


# ---------------------------------------------------------------------------
# random helpers
# ---------------------------------------------------------------------------
class G:
    def __init__(self, rng: random.Random):
        self.r = rng

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def alnum(self, n):
        return self.s(ALNUM, n)

    def upal(self, n):
        return self.s(UPPER_ALNUM, n)

    def lowal(self, n):
        return self.s(LOWER_ALNUM, n)

    def hex(self, n):
        return self.s(HEXD, n)

    def HEX(self, n):
        return self.s("0123456789ABCDEF", n)

    def b64url(self, n):
        return self.s(B64URL, n)

    def b64c(self, n):
        return self.s(B64, n)

    def letters(self, n):
        return self.s(string.ascii_letters, n)

    def digits(self, n):
        return str(self.r.randint(1, 9)) + self.s(string.digits, n - 1)

    def rbytes(self, n):
        return bytes(self.r.getrandbits(8) for _ in range(n))

    def b64bytes(self, n):
        return base64.b64encode(self.rbytes(n)).decode()

    def uuid(self):
        h = self.hex(32)
        v = self.r.choice("89ab")
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{v}{h[17:20]}-{h[20:]}"

    def choice(self, seq):
        return self.r.choice(seq)

    def ri(self, a, b):
        return self.r.randint(a, b)

    def sample(self, seq, k):
        return self.r.sample(seq, k)

    def user(self):
        return self.choice(USERS)

    def host(self):
        return self.choice(HOSTS)

    def proj(self):
        return self.choice(PROJS)

    def org(self):
        return self.choice(ORGS)

    def prompt(self):
        k = self.r.randrange(4)
        if k == 0:
            return "$ "
        if k == 1:
            return f"{self.user()}@{self.host()}:~/{self.proj()}$ "
        if k == 2:
            return f"({self.proj()}) {self.user()}@{self.host()} ~/{self.proj()} % "
        return "\u276f "

    def ts(self, style="iso"):
        y, mo, d = 2024 + self.ri(0, 1), self.ri(1, 12), self.ri(1, 28)
        H, M, S, ms = self.ri(0, 23), self.ri(0, 59), self.ri(0, 59), self.ri(0, 999)
        if style == "iso":
            return f"{y}-{mo:02d}-{d:02d}T{H:02d}:{M:02d}:{S:02d}.{ms:03d}Z"
        if style == "gha":
            return f"{y}-{mo:02d}-{d:02d}T{H:02d}:{M:02d}:{S:02d}.{ms:03d}{self.ri(0, 9999):04d}Z"
        if style == "space":
            return f"{y}-{mo:02d}-{d:02d} {H:02d}:{M:02d}:{S:02d},{ms:03d}"
        if style == "clf":
            mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mo - 1]
            return f"{d:02d}/{mon}/{y}:{H:02d}:{M:02d}:{S:02d} +0000"
        if style == "date":
            return f"{y}-{mo:02d}-{d:02d}"
        raise ValueError(style)

    def ip(self, private=True):
        if private:
            return f"10.{self.ri(0, 255)}.{self.ri(0, 255)}.{self.ri(1, 254)}"
        return f"{self.ri(11, 223)}.{self.ri(0, 255)}.{self.ri(0, 255)}.{self.ri(1, 254)}"

    def password(self, urlsafe=False):
        k = self.r.randrange(10)
        if k < 5:
            alpha = ALNUM + ("-_.~" if urlsafe else PW_SYMS)
            while True:
                p = self.s(alpha, self.ri(14, 28))
                if any(c.isdigit() for c in p) and any(c.isalpha() for c in p):
                    return p
        if k < 8:
            ws = [w.capitalize() for w in self.sample(WORDS, self.ri(3, 4))]
            return "-".join(ws) + "-" + str(self.ri(10, 99))
        w = self.choice(WORDS).capitalize() + self.choice(WORDS).capitalize()
        return w + str(self.ri(2019, 2025)) + ("" if urlsafe else self.choice("!#*."))

    def aws_secret(self):
        return self.s(ALNUM + "/+", 40)

    def aws_akid(self, prefix="AKIA"):
        return prefix + self.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)

    def jwt(self, alg="HS256", payload=None):
        def enc(o):
            return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")

        hdr = {"alg": alg, "typ": "JWT"}
        if alg.startswith("RS"):
            hdr["kid"] = self.b64url(27)
        if payload is None:
            now = 1714550000 + self.ri(0, 30000000)
            payload = {
                "sub": str(self.ri(1000, 999999)),
                "iat": now,
                "exp": now + 3600,
                "iss": f"https://auth.{self.org()}.io/",
                "scope": "read write",
            }
        sig = base64.urlsafe_b64encode(self.rbytes(256 if alg.startswith("RS") else 32)).decode().rstrip("=")
        return enc(hdr) + "." + enc(payload) + "." + sig

    def shortsha(self):
        return self.hex(7)


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64u_nopad(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def pem(label, der: bytes, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i : i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def u32(n):
    return n.to_bytes(4, "big")


def sshstr(b: bytes):
    return u32(len(b)) + b


def rsa_priv_der(g):
    return bytes.fromhex("308204a40201000282010100") + g.rbytes(1180)


def pkcs8_der(g):
    return bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + g.rbytes(1190)


def ec_priv_der(g):
    return (
        bytes.fromhex("307702010104 20".replace(" ", ""))
        + g.rbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200 04".replace(" ", ""))
        + g.rbytes(64)
    )


def openssh_priv(g):
    pub = sshstr(b"ssh-ed25519") + sshstr(g.rbytes(32))
    body = (
        b"openssh-key-v1\x00"
        + sshstr(b"none")
        + sshstr(b"none")
        + sshstr(b"")
        + u32(1)
        + sshstr(pub)
        + sshstr(g.rbytes(144))
    )
    b = base64.b64encode(body).decode()
    lines = [b[i : i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_rsa_pub(g):
    blob = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + g.rbytes(256))
    return "ssh-rsa " + base64.b64encode(blob).decode()


def ssh_ed_pub(g):
    return "ssh-ed25519 " + base64.b64encode(sshstr(b"ssh-ed25519") + sshstr(g.rbytes(32))).decode()


def spki_der(g):
    return (
        bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
        + g.rbytes(256)
        + bytes.fromhex("0203010001")
    )


def cert_der(g):
    return bytes.fromhex("3082037730820 25fa003020102021 4".replace(" ", "")) + g.rbytes(20) + g.rbytes(860)


def pgp_block(g, private):
    head = bytes([0x95, 0x07, 0x46, 0x04]) if private else bytes([0x99, 0x02, 0x0D, 0x04])
    body = base64.b64encode(head + g.rbytes(1300 if private else 520)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    crc = "=" + g.b64c(4)
    kind = "PRIVATE KEY BLOCK" if private else "PUBLIC KEY BLOCK"
    return f"-----BEGIN PGP {kind}-----\n\n" + "\n".join(lines) + f"\n{crc}\n-----END PGP {kind}-----"


# ---------------------------------------------------------------------------
# vendor token shapes (written from vendor docs / observed formats)
# ---------------------------------------------------------------------------
class V:
    def __init__(self, name, env, gen, header="Authorization: Bearer {}", cfg="apiKey", label=None):
        self.name, self.env, self.gen, self.header, self.cfg = name, env, gen, header, cfg
        self.label = label or name.split("-")[0]


def _discord(g):
    uid = g.digits(18)
    return b64s(uid).rstrip("=") + "." + g.b64url(6) + "." + g.b64url(38)


def _grafana_cloud(g):
    o = json.dumps(
        {
            "o": g.digits(6),
            "n": f"stack-{g.digits(6)}-hm-read-{g.proj()}",
            "k": g.alnum(24),
            "m": {"r": g.choice(["us", "eu", "prod-us-east-0"])},
        },
        separators=(",", ":"),
    )
    return "glc_" + b64s(o).rstrip("=")


def _sentry_org(g):
    o = json.dumps(
        {
            "iat": 1714550000 + g.ri(0, 9999999),
            "url": "https://sentry.io",
            "region_url": "https://us.sentry.io",
            "org": g.org(),
        },
        separators=(",", ":"),
    )
    return "sntrys_" + b64s(o).rstrip("=") + "_" + g.s(ALNUM + "+/", 43)


def _mapbox_sk(g):
    o = json.dumps({"u": g.user(), "a": g.lowal(25)}, separators=(",", ":"))
    return "sk." + b64u_nopad(o.encode()) + "." + g.b64url(22)


def _azure_client_secret(g):
    return g.s(ALNUM + "_~.-", 3) + str(g.ri(0, 9)) + "Q~" + g.s(ALNUM + "_~.-", 34)


VENDORS = [
    V("github-classic-pat", "GITHUB_TOKEN", lambda g: "ghp_" + g.alnum(36), "Authorization: token {}", "token"),
    V("github-oauth", "GH_TOKEN", lambda g: "gho_" + g.alnum(36), "Authorization: Bearer {}", "oauth_token"),
    V("github-app-install", "GITHUB_APP_TOKEN", lambda g: "ghs_" + g.alnum(36), "Authorization: token {}", "token"),
    V(
        "github-fine-grained",
        "GH_PAT",
        lambda g: "github_pat_11" + g.upal(20) + "_" + g.alnum(59),
        "Authorization: Bearer {}",
        "token",
    ),
    V("gitlab-pat", "GITLAB_TOKEN", lambda g: "glpat-" + g.s(ALNUM + "-_", 20), "PRIVATE-TOKEN: {}", "private_token"),
    V("gitlab-runner", "RUNNER_TOKEN", lambda g: "glrt-" + g.s(ALNUM + "-_", 20), "Authorization: Bearer {}", "token"),
    V("slack-bot", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.alnum(24)}", cfg="botToken"),
    V(
        "slack-user",
        "SLACK_USER_TOKEN",
        lambda g: f"xoxp-{g.digits(12)}-{g.digits(12)}-{g.digits(13)}-{g.hex(32)}",
        cfg="userToken",
    ),
    V("slack-app", "SLACK_APP_TOKEN", lambda g: f"xapp-1-A{g.upal(10)}-{g.digits(13)}-{g.hex(64)}", cfg="appToken"),
    V("stripe-secret-live", "STRIPE_SECRET_KEY", lambda g: "sk_live_51" + g.alnum(g.choice([22, 97])), cfg="secretKey"),
    V("stripe-secret-test", "STRIPE_SECRET_KEY", lambda g: "sk_test_51" + g.alnum(97), cfg="secretKey"),
    V("stripe-restricted", "STRIPE_RESTRICTED_KEY", lambda g: "rk_live_51" + g.alnum(97), cfg="restrictedKey"),
    V(
        "stripe-webhook",
        "STRIPE_WEBHOOK_SECRET",
        lambda g: "whsec_" + g.alnum(32),
        "Stripe-Signing-Secret: {}",
        "webhookSecret",
    ),
    V("openai-project", "OPENAI_API_KEY", lambda g: "sk-proj-" + g.b64url(74) + "T3BlbkFJ" + g.b64url(74)),
    V("openai-legacy", "OPENAI_API_KEY", lambda g: "sk-" + g.alnum(20) + "T3BlbkFJ" + g.alnum(20)),
    V("openai-svcacct", "OPENAI_API_KEY", lambda g: "sk-svcacct-" + g.b64url(74) + "T3BlbkFJ" + g.b64url(74)),
    V("anthropic", "ANTHROPIC_API_KEY", lambda g: "sk-ant-api03-" + g.b64url(93) + "AA", "x-api-key: {}"),
    V("anthropic-admin", "ANTHROPIC_ADMIN_KEY", lambda g: "sk-ant-admin01-" + g.b64url(93) + "AA", "x-api-key: {}"),
    V("google-api-key", "GOOGLE_API_KEY", lambda g: "AIza" + g.b64url(35), "X-Goog-Api-Key: {}"),
    V("google-oauth-client-secret", "GOOGLE_CLIENT_SECRET", lambda g: "GOCSPX-" + g.b64url(28), cfg="client_secret"),
    V("google-oauth-access", "GOOGLE_ACCESS_TOKEN", lambda g: "ya29.a0" + g.b64url(180), cfg="access_token"),
    V("google-refresh", "GOOGLE_REFRESH_TOKEN", lambda g: "1//0" + g.b64url(99), cfg="refresh_token"),
    V("twilio-auth-token", "TWILIO_AUTH_TOKEN", lambda g: g.hex(32), cfg="authToken"),
    V("sendgrid", "SENDGRID_API_KEY", lambda g: "SG." + g.b64url(22) + "." + g.b64url(43)),
    V("mailgun", "MAILGUN_API_KEY", lambda g: "key-" + g.hex(32)),
    V("mailchimp", "MAILCHIMP_API_KEY", lambda g: g.hex(32) + "-us" + str(g.ri(1, 21))),
    V("npm", "NPM_TOKEN", lambda g: "npm_" + g.alnum(36), cfg="_authToken"),
    V("pypi", "PYPI_API_TOKEN", lambda g: "pypi-AgEIcHlwaS5vcmc" + g.b64url(160), cfg="password"),
    V("dockerhub", "DOCKERHUB_TOKEN", lambda g: "dckr_pat_" + g.b64url(27), cfg="password"),
    V(
        "shopify-access",
        "SHOPIFY_ACCESS_TOKEN",
        lambda g: "shpat_" + g.hex(32),
        "X-Shopify-Access-Token: {}",
        "accessToken",
    ),
    V("shopify-shared-secret", "SHOPIFY_API_SECRET", lambda g: "shpss_" + g.hex(32), cfg="apiSecret"),
    V("digitalocean", "DIGITALOCEAN_TOKEN", lambda g: "dop_v1_" + g.hex(64)),
    V("huggingface", "HF_TOKEN", lambda g: "hf_" + g.letters(34)),
    V("databricks", "DATABRICKS_TOKEN", lambda g: "dapi" + g.hex(32)),
    V("atlassian", "JIRA_API_TOKEN", lambda g: "ATATT3xFfGF0" + g.b64url(170) + "=" + g.HEX(8), cfg="apiToken"),
    V("linear", "LINEAR_API_KEY", lambda g: "lin_api_" + g.alnum(40), "Authorization: {}"),
    V("notion", "NOTION_TOKEN", lambda g: g.choice(["secret_" + g.alnum(43), "ntn_" + g.digits(11) + g.alnum(35)])),
    V("airtable", "AIRTABLE_TOKEN", lambda g: "pat" + g.alnum(14) + "." + g.hex(64)),
    V("postman", "POSTMAN_API_KEY", lambda g: "PMAK-" + g.hex(24) + "-" + g.hex(34), "X-Api-Key: {}"),
    V("netlify", "NETLIFY_AUTH_TOKEN", lambda g: "nfp_" + g.alnum(36) + g.hex(4)),
    V("grafana-sa", "GRAFANA_TOKEN", lambda g: "glsa_" + g.alnum(32) + "_" + g.hex(8)),
    V("grafana-cloud", "GRAFANA_CLOUD_TOKEN", _grafana_cloud),
    V("newrelic-user", "NEW_RELIC_API_KEY", lambda g: "NRAK-" + g.upal(27), "Api-Key: {}"),
    V("newrelic-license", "NEW_RELIC_LICENSE_KEY", lambda g: g.hex(36) + "NRAL", "X-License-Key: {}", "licenseKey"),
    V("sentry-user", "SENTRY_AUTH_TOKEN", lambda g: "sntryu_" + g.hex(64), cfg="authToken"),
    V("sentry-org", "SENTRY_AUTH_TOKEN", _sentry_org, cfg="authToken"),
    V("doppler", "DOPPLER_TOKEN", lambda g: g.choice(["dp.st.prd." + g.alnum(43), "dp.pt." + g.alnum(43)])),
    V("planetscale", "PLANETSCALE_SERVICE_TOKEN", lambda g: "pscale_tkn_" + g.b64url(43)),
    V("pulumi", "PULUMI_ACCESS_TOKEN", lambda g: "pul-" + g.hex(40), "Authorization: token {}"),
    V("terraform-cloud", "TFE_TOKEN", lambda g: g.alnum(14) + ".atlasv1." + g.b64url(67)),
    V(
        "vault",
        "VAULT_TOKEN",
        lambda g: g.choice(["hvs." + g.b64url(24), "hvs.CAESI" + g.b64url(82) + "Gh4KHGh2cy4" + g.b64url(24)]),
        "X-Vault-Token: {}",
        "token",
    ),
    V("square", "SQUARE_ACCESS_TOKEN", lambda g: "EAAA" + g.b64url(60)),
    V("facebook", "FB_ACCESS_TOKEN", lambda g: "EAAB" + g.alnum(g.ri(150, 200)), cfg="access_token"),
    V("discord-bot", "DISCORD_TOKEN", _discord, "Authorization: Bot {}", "token"),
    V("telegram-bot", "TELEGRAM_BOT_TOKEN", lambda g: g.digits(10) + ":AA" + g.b64url(33), cfg="botToken"),
    V("mapbox-secret", "MAPBOX_SECRET_TOKEN", _mapbox_sk, cfg="accessToken"),
    V("shippo", "SHIPPO_API_TOKEN", lambda g: "shippo_live_" + g.hex(40), "Authorization: ShippoToken {}"),
    V("flutterwave", "FLW_SECRET_KEY", lambda g: "FLWSECK-" + g.hex(32) + "-X", cfg="secretKey"),
    V("figma", "FIGMA_TOKEN", lambda g: "figd_" + g.b64url(40), "X-Figma-Token: {}"),
    V("replicate", "REPLICATE_API_TOKEN", lambda g: "r8_" + g.alnum(37), "Authorization: Token {}"),
    V("groq", "GROQ_API_KEY", lambda g: "gsk_" + g.alnum(52)),
    V("perplexity", "PERPLEXITY_API_KEY", lambda g: "pplx-" + g.alnum(48)),
    V("tailscale", "TS_AUTHKEY", lambda g: f"tskey-auth-k{g.alnum(10)}CNTRL-{g.alnum(33)}", cfg="authKey"),
    V("supabase-pat", "SUPABASE_ACCESS_TOKEN", lambda g: "sbp_" + g.hex(40)),
    V("dynatrace", "DT_API_TOKEN", lambda g: "dt0c01." + g.upal(24) + "." + g.upal(64), "Authorization: Api-Token {}"),
    V("bitbucket-app-pw", "BITBUCKET_APP_PASSWORD", lambda g: "ATBB" + g.alnum(28) + g.HEX(8), cfg="appPassword"),
    V("buildkite", "BUILDKITE_API_TOKEN", lambda g: "bkua_" + g.hex(40)),
    V("rubygems", "GEM_HOST_API_KEY", lambda g: "rubygems_" + g.hex(48), "Authorization: {}"),
    V("langsmith", "LANGSMITH_API_KEY", lambda g: "lsv2_pt_" + g.hex(32) + "_" + g.hex(10), "x-api-key: {}"),
    V("pinecone", "PINECONE_API_KEY", lambda g: "pcsk_" + g.alnum(5) + "_" + g.alnum(63), "Api-Key: {}"),
    V(
        "braintree",
        "BRAINTREE_ACCESS_TOKEN",
        lambda g: "access_token$production$" + g.lowal(16) + "$" + g.hex(32),
        cfg="accessToken",
    ),
    V("okta", "OKTA_API_TOKEN", lambda g: "00" + g.b64url(40), "Authorization: SSWS {}"),
    V("asana", "ASANA_TOKEN", lambda g: f"2/{g.digits(16)}/{g.digits(16)}:{g.hex(32)}"),
    V("circleci", "CIRCLECI_TOKEN", lambda g: "CCIPAT_" + g.alnum(22) + "_" + g.hex(40), "Circle-Token: {}"),
    V("prefect", "PREFECT_API_KEY", lambda g: "pnu_" + g.alnum(36)),
    V("readme", "README_API_KEY", lambda g: "rdme_" + g.hex(70)),
    V("dropbox", "DROPBOX_ACCESS_TOKEN", lambda g: "sl.u." + g.b64url(140)),
    V("adafruit", "ADAFRUIT_IO_KEY", lambda g: "aio_" + g.alnum(28), "X-AIO-Key: {}"),
    V("heroku", "HEROKU_API_KEY", lambda g: "HRKU-AA" + g.b64url(58)),
    V("contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda g: "CFPAT-" + g.b64url(43)),
    V("launchdarkly-sdk", "LAUNCHDARKLY_SDK_KEY", lambda g: "sdk-" + g.uuid(), "Authorization: {}", "sdkKey"),
    V("plaid-access", "PLAID_ACCESS_TOKEN", lambda g: "access-production-" + g.uuid(), cfg="access_token"),
    V("azure-client-secret", "AZURE_CLIENT_SECRET", _azure_client_secret, cfg="clientSecret"),
    V(
        "fcm-server-key",
        "FCM_SERVER_KEY",
        lambda g: "AAAA" + g.b64url(7) + ":APA91b" + g.b64url(134),
        "Authorization: key={}",
        "serverKey",
    ),
    V("easypost", "EASYPOST_API_KEY", lambda g: "EZAK" + g.hex(54)),
    V("jfrog-reference", "ARTIFACTORY_TOKEN", lambda g: "cmVmdGtuOjAxOjE3" + g.alnum(48)),
    V("cloudflare-api", "CLOUDFLARE_API_TOKEN", lambda g: g.b64url(40)),
    V("mistral", "MISTRAL_API_KEY", lambda g: g.alnum(32)),
    V("algolia-admin", "ALGOLIA_ADMIN_API_KEY", lambda g: g.hex(32), "X-Algolia-API-Key: {}", "adminApiKey"),
    V("azure-openai", "AZURE_OPENAI_API_KEY", lambda g: g.hex(32), "api-key: {}"),
    V("yandex-cloud", "YC_TOKEN", lambda g: "y0_" + g.b64url(55)),
    V("vercel", "VERCEL_TOKEN", lambda g: g.alnum(24)),
    V("fly", "FLY_API_TOKEN", lambda g: "fm2_lJPE" + g.s(ALNUM + "+/", 300) + "=", "Authorization: FlyV1 {}"),
]
VENDOR_BY_NAME = {v.name: v for v in VENDORS}


# ---------------------------------------------------------------------------
# registries
# ---------------------------------------------------------------------------
POS: list = []
NEG: list = []
DEB: list = []


def pos(name):
    def d(f):
        POS.append((name, f))
        return f

    return d


def neg(name):
    def d(f):
        NEG.append((name, f))
        return f

    return d


def deb(name):
    def d(f):
        DEB.append((name, f))
        return f

    return d


# ---------------------------------------------------------------------------
# shared fragments
# ---------------------------------------------------------------------------
def env_common(g, n):
    u = g.user()
    pool = [
        f"HOME=/home/{u}",
        f"USER={u}",
        f"LOGNAME={u}",
        "SHELL=/bin/bash",
        "TERM=xterm-256color",
        "LANG=en_US.UTF-8",
        "LC_ALL=en_US.UTF-8",
        "SHLVL=1",
        f"PWD=/home/{u}/{g.proj()}",
        f"PATH=/home/{u}/.local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "EDITOR=vim",
        "PAGER=less",
        "TZ=UTC",
        "HISTSIZE=10000",
        "HISTCONTROL=ignoreboth",
        "XDG_RUNTIME_DIR=/run/user/1000",
        "XDG_SESSION_TYPE=tty",
        f"XDG_SESSION_ID={g.ri(1, 900)}",
        f"SSH_AUTH_SOCK=/tmp/ssh-{g.alnum(10)}/agent.{g.ri(1000, 99999)}",
        f"SSH_CONNECTION={g.ip()} {g.ri(40000, 65000)} {g.ip()} 22",
        f"INVOCATION_ID={g.hex(32)}",
        f"JOURNAL_STREAM=8:{g.ri(10000, 99999)}",
        "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus",
        "NODE_ENV=production",
        "PYTHONUNBUFFERED=1",
        "PYTHONDONTWRITEBYTECODE=1",
        f"HOSTNAME={g.host()}",
        "COLORTERM=truecolor",
        f"TERM_SESSION_ID=w0t0p0:{g.uuid().upper()}",
        f"GOPATH=/home/{u}/go",
        "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64",
        f"VIRTUAL_ENV=/home/{u}/{g.proj()}/.venv",
        "LESSOPEN=| /usr/bin/lesspipe %s",
        "_=/usr/bin/printenv",
        f"OLDPWD=/home/{u}",
        f"MAIL=/var/mail/{u}",
        "LS_COLORS=rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=40;33;01",
        f"AWS_PROFILE={g.choice(['dev', 'staging', 'prod-readonly'])}",
        "AWS_REGION=us-east-1",
        "DOCKER_BUILDKIT=1",
        f"COMPOSE_PROJECT_NAME={g.proj()}",
        "LOG_LEVEL=info",
        "PORT=8080",
    ]
    return g.sample(pool, n)


def env_file_lines(g, n):
    pool = [
        "NODE_ENV=development",
        "PORT=3000",
        "LOG_LEVEL=debug",
        f"APP_NAME={g.proj()}",
        f"DATABASE_HOST=db.{g.org()}.internal",
        "DATABASE_PORT=5432",
        f"DATABASE_NAME={g.proj().replace('-', '_')}",
        "REDIS_URL=redis://localhost:6379/0",
        f"S3_BUCKET={g.org()}-{g.proj()}-uploads",
        "AWS_REGION=eu-west-1",
        "FEATURE_NEW_CHECKOUT=true",
        f"SENTRY_ENVIRONMENT={g.choice(['dev', 'staging'])}",
        f"PUBLIC_URL=https://{g.proj()}.{g.org()}.dev",
        "CACHE_TTL=300",
        "SMTP_HOST=smtp.mailgun.org",
        "SMTP_PORT=587",
        "TIMEZONE=UTC",
        f"CORS_ORIGINS=http://localhost:3000,https://app.{g.org()}.io",
    ]
    return g.sample(pool, n)


def curl_verbose(g, host, path, header_line, method="GET"):
    ip = g.ip(False)
    lines = [
        f"*   Trying {ip}:443...",
        f"* Connected to {host} ({ip}) port 443",
        "* ALPN: offers h2,http/1.1",
        "* TLSv1.3 (OUT), TLS handshake, Client hello (1):",
        "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS",
        "* Server certificate:",
        f"*  subject: CN={host}",
        "*  issuer: C=US; O=Let's Encrypt; CN=R11",
        "* using HTTP/2",
        f"> {method} {path} HTTP/2",
        f"> Host: {host}",
        "> User-Agent: curl/8.5.0",
        "> Accept: */*",
        f"> {header_line}",
        ">",
        "< HTTP/2 200",
        "< content-type: application/json; charset=utf-8",
        f"< date: Wed, {g.ri(1, 28):02d} May 2024 {g.ri(0, 23):02d}:{g.ri(0, 59):02d}:{g.ri(0, 59):02d} GMT",
        f"< x-request-id: {g.uuid()}",
        "<",
        '{"ok":true}',
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# POSITIVE forms: each returns (text containing PH once, secret)
# ---------------------------------------------------------------------------
@pos("env-printenv-password")
def _(g):
    name = g.choice(
        [
            "DB_PASSWORD",
            "POSTGRES_PASSWORD",
            "MYSQL_ROOT_PASSWORD",
            "REDIS_PASSWORD",
            "ADMIN_PASSWORD",
            "SMTP_PASSWORD",
            "RABBITMQ_DEFAULT_PASS",
            "KEYCLOAK_ADMIN_PASSWORD",
        ]
    )
    sec = g.password()
    lines = [*env_common(g, g.ri(10, 18)), f"{name}={PH}"]
    lines.sort()
    return f"{g.prompt()}printenv | sort\n" + "\n".join(lines) + "\n", sec


@pos("env-printenv-vendor-token")
def _(g):
    v = g.choice(VENDORS)
    lines = [*env_common(g, g.ri(10, 18)), f"{v.env}={PH}"]
    lines.sort()
    return f"{g.prompt()}env\n" + "\n".join(lines) + "\n", v.gen(g)


@pos("env-grep-aws-secret")
def _(g):
    sec = g.aws_secret()
    return (
        f"{g.prompt()}env | grep -i aws\nAWS_REGION=us-east-1\nAWS_ACCESS_KEY_ID={g.aws_akid()}\n"
        f"AWS_SECRET_ACCESS_KEY={PH}\nAWS_DEFAULT_OUTPUT=json\n"
    ), sec


@pos("docker-inspect-env-array")
def _(g):
    name = g.choice(
        [
            "POSTGRES_PASSWORD",
            "MYSQL_PASSWORD",
            "MONGO_INITDB_ROOT_PASSWORD",
            "MINIO_ROOT_PASSWORD",
            "DJANGO_SECRET_KEY",
            "JWT_SECRET",
        ]
    )
    sec = g.password() if "PASSWORD" in name else g.alnum(g.ri(32, 50))
    env = [
        f"{name}={PH}",
        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "GOSU_VERSION=1.17",
        "LANG=en_US.utf8",
        "PG_MAJOR=16",
        f"PG_VERSION=16.{g.ri(1, 4)}-1.pgdg120+1",
        "PGDATA=/var/lib/postgresql/data",
    ]
    g.r.shuffle(env)
    if g.ri(0, 1):
        body = json.dumps(env, indent=2)
        return f"{g.prompt()}docker inspect --format '{{{{json .Config.Env}}}}' {g.proj()}-db-1 | jq .\n{body}\n", sec
    obj = [
        {
            "Id": g.hex(64),
            "Created": g.ts(),
            "Path": "docker-entrypoint.sh",
            "Args": ["postgres"],
            "Config": {
                "Hostname": g.hex(12),
                "Env": env,
                "Cmd": ["postgres"],
                "Image": "postgres:16",
                "Labels": {"com.docker.compose.project": g.proj()},
            },
        }
    ]
    return f"{g.prompt()}docker inspect {g.proj()}-db-1\n{json.dumps(obj, indent=4)}\n", sec


@pos("docker-run-e-flag")
def _(g):
    sec = g.password()
    img = g.choice(["postgres:16", "mysql:8.0", "mariadb:11", "redis:7"])
    var = {
        "postgres:16": "POSTGRES_PASSWORD",
        "mysql:8.0": "MYSQL_ROOT_PASSWORD",
        "mariadb:11": "MARIADB_ROOT_PASSWORD",
        "redis:7": "REDIS_PASSWORD",
    }[img]
    return (
        f"{g.prompt()}docker run -d --name dev-db -e {var}='{PH}' -p 5432:5432 {img}\n"
        f"Unable to find image '{img}' locally\n{img.split(':')[1]}: Pulling from library/{img.split(':')[0]}\n"
        f"{g.hex(12)}: Pull complete\nDigest: sha256:{g.hex(64)}\nStatus: Downloaded newer image for {img}\n{g.hex(64)}\n"
    ), sec


@pos("kubectl-secret-yaml-b64")
def _(g):
    raw = g.password() if g.ri(0, 1) else g.choice(VENDORS).gen(g)
    sec = b64s(raw)
    key = g.choice(["password", "api-key", "token", "DB_PASSWORD", "client-secret", "STRIPE_SECRET_KEY"])
    ns = g.choice(["prod", "default", "payments", "staging"])
    pr = g.proj()
    txt = (
        f"{g.prompt()}kubectl get secret {pr}-credentials -n {ns} -o yaml\n"
        f"apiVersion: v1\ndata:\n  {key}: {PH}\n  username: {b64s(g.user())}\nkind: Secret\nmetadata:\n"
        f'  creationTimestamp: "{g.ts()[:19]}Z"\n  name: {pr}-credentials\n  namespace: {ns}\n'
        f'  resourceVersion: "{g.ri(100000, 99999999)}"\n  uid: {g.uuid()}\ntype: Opaque\n'
    )
    return txt, sec


@pos("kubectl-secret-json-b64")
def _(g):
    sec = b64s(g.password())
    obj = {
        "apiVersion": "v1",
        "data": {"password": PH, "host": b64s(f"db.{g.org()}.internal")},
        "kind": "Secret",
        "metadata": {
            "name": "db",
            "namespace": "default",
            "uid": g.uuid(),
            "resourceVersion": str(g.ri(1000, 9999999)),
        },
        "type": "Opaque",
    }
    return f"{g.prompt()}kubectl get secret db -o json\n{json.dumps(obj, indent=4)}\n", sec


@pos("kubectl-jsonpath-decoded")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}kubectl get secret {g.proj()}-db -o jsonpath='{{.data.password}}' | base64 -d; echo\n"
        f"{PH}\n{g.prompt()}"
    ), sec


@pos("kubectl-describe-pod-env")
def _(g):
    v = g.choice(VENDORS)
    pod = f"{g.proj()}-{g.hex(9)}-{g.lowal(5)}"
    txt = (
        f"{g.prompt()}kubectl describe pod {pod} -n prod\nName:             {pod}\nNamespace:        prod\n"
        f"Node:             ip-{g.ip().replace('.', '-')}.ec2.internal/{g.ip()}\nStatus:           Running\n"
        f"IP:               {g.ip()}\nControlled By:  ReplicaSet/{pod.rsplit('-', 1)[0]}\nContainers:\n  app:\n"
        f"    Container ID:   containerd://{g.hex(64)}\n    Image:          ghcr.io/{g.org()}/{g.proj()}:1.{g.ri(0, 40)}.{g.ri(0, 9)}\n"
        f"    Image ID:       ghcr.io/{g.org()}/{g.proj()}@sha256:{g.hex(64)}\n    Port:           8080/TCP\n"
        f"    State:          Running\n    Ready:          True\n    Environment:\n      LOG_LEVEL:    info\n"
        f"      {v.env}:  {PH}\n      DB_HOST:      postgres.prod.svc.cluster.local\n    Mounts:\n"
        f"      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-{g.lowal(5)} (ro)\n"
    )
    return txt, v.gen(g)


@pos("aws-credentials-file")
def _(g):
    sec = g.aws_secret()
    return (
        f"{g.prompt()}cat ~/.aws/credentials\n[default]\naws_access_key_id = {g.aws_akid()}\n"
        f"aws_secret_access_key = {PH}\n\n[{g.choice(['staging', 'prod'])}]\n"
        f"role_arn = arn:aws:iam::{g.digits(12)}:role/OrganizationAccountAccessRole\nsource_profile = default\n"
    ), sec


@pos("aws-sts-assume-role-json")
def _(g):
    sec = g.aws_secret()
    obj = {
        "Credentials": {
            "AccessKeyId": g.aws_akid("ASIA"),
            "SecretAccessKey": PH,
            "SessionToken": "IQoJb3JpZ2luX2VjE" + g.s(ALNUM + "/+", 300) + "==",
            "Expiration": g.ts()[:19] + "+00:00",
        },
        "AssumedRoleUser": {
            "AssumedRoleId": "AROA" + g.upal(17) + ":cli",
            "Arn": f"arn:aws:sts::{g.digits(12)}:assumed-role/deploy/cli",
        },
    }
    return (
        f"{g.prompt()}aws sts assume-role --role-arn arn:aws:iam::{g.digits(12)}:role/deploy --role-session-name cli\n{json.dumps(obj, indent=4)}\n",
        sec,
    )


@pos("netrc")
def _(g):
    sec = g.choice([g.password(), VENDOR_BY_NAME["github-classic-pat"].gen(g), VENDOR_BY_NAME["heroku"].gen(g)])
    if g.ri(0, 1):
        return (
            f"{g.prompt()}cat ~/.netrc\nmachine api.heroku.com\n  login {g.user()}@{g.org()}.com\n  password {PH}\n"
            f"machine files.{g.org()}.io\n  login anonymous\n"
        ), sec
    return f"{g.prompt()}cat ~/.netrc\nmachine github.com login {g.user()} password {PH}\n", sec


@pos("docker-config-json-auth")
def _(g):
    sec = b64s(f"{g.user()}:{g.password()}")
    obj = {
        "auths": {
            g.choice(
                [
                    "registry.gitlab.com",
                    "ghcr.io",
                    f"{g.digits(12)}.dkr.ecr.us-east-1.amazonaws.com",
                    "https://index.docker.io/v1/",
                ]
            ): {"auth": PH},
            "quay.io": {},
        },
        "currentContext": "desktop-linux",
    }
    body = json.dumps(obj, indent="\t")
    return f"{g.prompt()}cat ~/.docker/config.json\n{body}\n", sec


@pos("npmrc-authtoken")
def _(g):
    if g.ri(0, 1):
        sec = VENDOR_BY_NAME["npm"].gen(g)
        line = f"//registry.npmjs.org/:_authToken={PH}"
    else:
        sec = VENDOR_BY_NAME["github-classic-pat"].gen(g)
        line = f"//npm.pkg.github.com/:_authToken={PH}"
    return (
        f"{g.prompt()}cat ~/.npmrc\nregistry=https://registry.npmjs.org/\n@{g.org()}:registry=https://npm.pkg.github.com/\n"
        f"{line}\nfund=false\n"
    ), sec


@pos("npmrc-legacy-auth")
def _(g):
    sec = b64s(f"{g.user()}:{g.password()}")
    return (
        f"{g.prompt()}cat .npmrc\nregistry=https://artifactory.{g.org()}.io/artifactory/api/npm/npm/\n"
        f"_auth={PH}\nalways-auth=true\nemail={g.user()}@{g.org()}.io\n"
    ), sec


@pos("pypirc")
def _(g):
    sec = VENDOR_BY_NAME["pypi"].gen(g)
    return (
        f"{g.prompt()}cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\n"
        f"username = __token__\npassword = {PH}\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\n"
        f"username = __token__\n"
    ), sec


@pos("pip-conf-index-url")
def _(g):
    sec = g.password(urlsafe=True)
    return (
        f"{g.prompt()}pip config list\nglobal.extra-index-url='https://deploy:{PH}@pypi.{g.org()}.internal/simple'\n"
        f"global.timeout='60'\n"
    ), sec


@pos("git-credentials")
def _(g):
    k = g.ri(0, 2)
    if k == 0:
        sec = VENDOR_BY_NAME["github-classic-pat"].gen(g)
        url = f"https://{g.user()}:{PH}@github.com"
    elif k == 1:
        sec = VENDOR_BY_NAME["gitlab-pat"].gen(g)
        url = f"https://oauth2:{PH}@gitlab.com"
    else:
        sec = g.alnum(20)
        url = f"https://x-token-auth:{PH}@bitbucket.org"
    return f"{g.prompt()}cat ~/.git-credentials\n{url}\n", sec


@pos("git-remote-add-token")
def _(g):
    sec = g.choice(
        [VENDOR_BY_NAME["github-classic-pat"], VENDOR_BY_NAME["github-fine-grained"], VENDOR_BY_NAME["gitlab-pat"]]
    ).gen(g)
    h = "gitlab.com" if sec.startswith("glpat") else "github.com"
    a, b = g.hex(7), g.hex(7)
    o, pr, pm = g.org(), g.proj(), g.prompt()
    return (
        f"{pm}git remote set-url origin https://x-access-token:{PH}@{h}/{o}/{pr}.git\n"
        f"{pm}git push origin main\nEnumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\n"
        f"Writing objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.\nTo https://{h}/{o}/{pr}.git\n"
        f"   {a}..{b}  main -> main\n"
    ), sec


@pos("git-config-list-url")
def _(g):
    sec = VENDOR_BY_NAME["gitlab-pat"].gen(g)
    return (
        f"{g.prompt()}git config --list --show-origin | grep url\nfile:.git/config        "
        f"remote.origin.url=https://gitlab-ci-token:{PH}@gitlab.{g.org()}.io/{g.proj()}/{g.proj()}.git\n"
        f"file:.git/config        branch.main.remote=origin\n"
    ), sec


@pos("git-config-extraheader-basic")
def _(g):
    sec = b64s("x-access-token:" + VENDOR_BY_NAME["github-app-install"].gen(g))
    return (
        f"{g.prompt()}git config --list | grep -i extraheader\n"
        f"http.https://github.com/.extraheader=AUTHORIZATION: basic {PH}\n"
    ), sec


@pos("git-clone-error-url")
def _(g):
    sec = VENDOR_BY_NAME["gitlab-pat"].gen(g)
    o, pr = g.org(), g.proj()
    return (
        f"{g.prompt()}git clone https://oauth2:{PH}@gitlab.{o}.io/platform/{pr}.git\n"
        f"Cloning into '{pr}'...\nremote: HTTP Basic: Access denied. If a password was provided for Git authentication, "
        f"the password was incorrect or you're required to use a token instead of a password.\n"
        f"fatal: Authentication failed for 'https://gitlab.{o}.io/platform/{pr}.git/'\n"
    ), sec


@pos("ci-github-actions-setx")
def _(g):
    v = g.choice(VENDORS)
    ts = g.ts("gha")
    return (
        f"{ts} ##[group]Run ./scripts/notify.sh\n{ts} ./scripts/notify.sh\n{ts} shell: /usr/bin/bash -e {{0}}\n"
        f"{ts} ##[endgroup]\n{ts} + TOKEN={PH}\n{ts} + curl -sf -X POST -H 'Content-Type: application/json' "
        f'https://api.{g.org()}.io/v1/deploys\n{ts} {{"status":"queued"}}\n'
    ), v.gen(g)


@pos("ci-gitlab-echo")
def _(g):
    sec = g.password()
    return (
        f"Running with gitlab-runner 16.{g.ri(0, 11)}.0 (f{g.hex(7)})\n  on docker-runner-{g.ri(1, 9)} {g.alnum(8)}, system ID: s_{g.hex(12)}\n"
        f'$ echo "debug: deploying as $DEPLOY_USER with $DEPLOY_PASSWORD"\n'
        f"debug: deploying as deploy with {PH}\n$ ./deploy.sh production\nDeploying {g.proj()} to production...\n"
    ), sec


@pos("ci-jenkins-console")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"[Pipeline] sh\n+ export {v.env}={PH}\n"
        f"[Pipeline] sh\n+ ./gradlew publish --no-daemon\n> Task :publish\nBUILD SUCCESSFUL in 41s\n"
    ), v.gen(g)


@pos("heroku-config")
def _(g):
    sec = g.hex(64)
    host = f"ec2-{g.ri(3, 99)}-{g.ri(0, 255)}-{g.ri(0, 255)}-{g.ri(0, 255)}.compute-1.amazonaws.com"
    return (
        f"{g.prompt()}heroku config -a {g.proj()}\n=== {g.proj()} Config Vars\n"
        f"DATABASE_URL:          postgres://u{g.lowal(13)}:{PH}@{host}:5432/d{g.lowal(13)}\n"
        f"LANG:                  en_US.UTF-8\nRACK_ENV:              production\nWEB_CONCURRENCY:       2\n"
    ), sec


@pos("vercel-env-pull")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}vercel env pull .env.local\nVercel CLI 37.{g.ri(0, 9)}.0\n"
        f"> Downloading `development` Environment Variables for Project {g.proj()}\n"
        f"\u2705  Created .env.local file  [{g.ri(200, 900)}ms]\n{g.prompt()}cat .env.local\n# Created by Vercel CLI\n"
        f'NEXT_PUBLIC_SITE_URL="http://localhost:3000"\nVERCEL="1"\nVERCEL_ENV="development"\n'
        f'{v.env}="{PH}"\nVERCEL_GIT_COMMIT_REF=""\n'
    ), v.gen(g)


@pos("dotenv-cat-password")
def _(g):
    sec = g.password()
    lines = [
        *env_file_lines(g, g.ri(4, 8)),
        f"{g.choice(['DATABASE_PASSWORD', 'DB_PASS', 'MAIL_PASSWORD', 'ADMIN_PASS'])}={PH}",
    ]
    g.r.shuffle(lines)
    return f"{g.prompt()}cat .env\n" + "\n".join(lines) + "\n", sec


@pos("dotenv-cat-database-url")
def _(g):
    sec = g.password(urlsafe=True)
    scheme = g.choice(["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp"])
    host = {"mongodb+srv": f"cluster0.{g.lowal(5)}.mongodb.net/app?retryWrites=true&w=majority"}.get(
        scheme, f"db.{g.org()}.internal:5432/app"
    )
    u = "" if scheme == "redis" else "app"
    lines = [*env_file_lines(g, g.ri(3, 6)), f"DATABASE_URL={scheme}://{u}:{PH}@{host}"]
    g.r.shuffle(lines)
    return f"{g.prompt()}cat .env.production\n" + "\n".join(lines) + "\n", sec


@pos("dotenv-quoted-secret-key")
def _(g):
    sec = g.alnum(g.ri(40, 64))
    name = g.choice(["SECRET_KEY", "APP_SECRET", "JWT_SECRET", "SESSION_SECRET", "NEXTAUTH_SECRET", "ENCRYPTION_KEY"])
    lines = [*env_file_lines(g, g.ri(3, 6)), f'{name}="{PH}"']
    g.r.shuffle(lines)
    return f"{g.prompt()}cat .env\n" + "\n".join(lines) + "\n", sec


@pos("python-traceback-dsn")
def _(g):
    sec = g.password(urlsafe=True)
    return (
        f'Traceback (most recent call last):\n  File "/app/{g.proj()}/db.py", line {g.ri(10, 90)}, in <module>\n'
        f'    engine = create_engine(settings.DATABASE_URL)\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/create.py", line 564, in create_engine\n'
        f"    u = _url.make_url(url)\nsqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string "
        f"'postgresql+psycopg2//app:{PH}@db.{g.org()}.internal:5432/app'\n"
    ), sec


@pos("python-traceback-locals")
def _(g):
    sec = g.password()
    return (
        f'Traceback (most recent call last):\n  File "/srv/{g.proj()}/mail.py", line {g.ri(10, 90)}, in send\n'
        f"    server.login(user, password)\n    \u2502      \u2502     \u2502     \u2514 '{PH}'\n"
        f"    \u2502      \u2502     \u2514 'noreply@{g.org()}.io'\n    \u2502      \u2514 <function SMTP.login at 0x7f{g.hex(10)}>\n"
        f"    \u2514 <smtplib.SMTP object at 0x7f{g.hex(10)}>\nsmtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.')\n"
    ), sec


@pos("java-exception-jdbc")
def _(g):
    sec = g.password(urlsafe=True)
    return (
        f"{g.ts('space')} ERROR [main] o.s.b.SpringApplication - Application run failed\n"
        f"com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure while connecting to "
        f"jdbc:mysql://db.{g.org()}.internal:3306/shop?user=shop&password={PH}&useSSL=false\n"
        f"\tat com.mysql.cj.jdbc.exceptions.SQLError.createCommunicationsException(SQLError.java:174)\n"
        f"\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:828)\n\t... 42 common frames omitted\n"
    ), sec


@pos("node-error-mongo-uri")
def _(g):
    sec = g.password(urlsafe=True)
    return (
        f"[nodemon] starting `node server.js`\nConnecting to mongodb+srv://{g.user()}:{PH}@cluster0.{g.lowal(5)}.mongodb.net/app\n"
        f"MongoServerSelectionError: connection <monitor> to {g.ip(False)}:27017 closed\n"
        f"    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n"
        f"    at listOnTimeout (node:internal/timers:573:17) {{\n  reason: TopologyDescription {{ type: 'ReplicaSetNoPrimary' }}\n}}\n"
    ), sec


@pos("app-log-amqp-url")
def _(g):
    sec = g.password(urlsafe=True)
    return (
        f'time="{g.ts()}" level=info msg="starting worker" version=1.{g.ri(0, 9)}.{g.ri(0, 9)}\n'
        f'time="{g.ts()}" level=debug msg="connecting to broker" url="amqp://app:{PH}@rabbitmq:5672/"\n'
        f'time="{g.ts()}" level=error msg="dial failed" err="dial tcp {g.ip()}:5672: connect: connection refused"\n'
    ), sec


@pos("curl-verbose-bearer")
def _(g):
    v = g.choice(VENDORS)
    host = f"api.{g.org()}.com"
    return (
        f'{g.prompt()}curl -v https://{host}/v1/me -H "Authorization: Bearer ${v.env}"\n'
        + curl_verbose(g, host, "/v1/me", f"Authorization: Bearer {PH}")
        + "\n"
    ), v.gen(g)


@pos("curl-verbose-vendor-header")
def _(g):
    v = g.choice(VENDORS)
    host = f"api.{v.label}.com"
    hl = v.header.format(PH)
    return (
        f'{g.prompt()}curl -sv https://{host}/v2/items -H "{v.header.format("$" + v.env)}" -o /dev/null\n'
        + curl_verbose(g, host, "/v2/items", hl)
        + "\n"
    ), v.gen(g)


@pos("curl-basic-auth-header")
def _(g):
    sec = b64s(f"{g.user()}:{g.password()}")
    host = f"jenkins.{g.org()}.io"
    return (
        f'{g.prompt()}curl -v -u "$JENKINS_USER:$JENKINS_PASS" https://{host}/api/json\n'
        + curl_verbose(g, host, "/api/json", f"Authorization: Basic {PH}")
        + "\n"
    ), sec


@pos("curl-u-cmdline")
def _(g):
    sec = g.password()
    return (f"{g.prompt()}curl -s -u admin:'{PH}' https://grafana.{g.org()}.io/api/datasources | jq length\n7\n"), sec


@pos("http-client-debug-bytes")
def _(g):
    v = g.choice(VENDORS)
    hl = v.header.format(PH)
    return (
        f"send: b'GET /v1/models HTTP/1.1\\r\\nHost: api.{v.label}.com\\r\\nUser-Agent: python-requests/2.31.0\\r\\n"
        f"Accept-Encoding: gzip, deflate\\r\\nAccept: */*\\r\\nConnection: keep-alive\\r\\n{hl}\\r\\n\\r\\n'\n"
        f"reply: 'HTTP/1.1 200 OK\\r\\n'\nheader: Content-Type: application/json\nheader: Content-Length: {g.ri(100, 9000)}\n"
    ), v.gen(g)


@pos("python-log-headers-dict")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.ts('space')} DEBUG [{g.proj()}.client] request method=POST url=https://api.{v.label}.com/v1/send "
        f"headers={{'User-Agent': '{g.proj()}/1.0', 'Content-Type': 'application/json', 'Authorization': 'Bearer {PH}'}}\n"
        f"{g.ts('space')} DEBUG [{g.proj()}.client] response status=200 elapsed=0.{g.ri(100, 999)}s\n"
    ), v.gen(g)


@pos("urllib3-log-api-key-query")
def _(g):
    v = g.choice(VENDORS)
    param = g.choice(["api_key", "apikey", "key", "apiKey"])
    return (
        f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.{v.label}.com:443\n"
        f'DEBUG:urllib3.connectionpool:https://api.{v.label}.com:443 "GET /v3/search?q=coffee&{param}={PH}&limit=20 HTTP/1.1" 200 {g.ri(200, 9000)}\n'
    ), v.gen(g)


@pos("nginx-access-log-access-token")
def _(g):
    sec = VENDOR_BY_NAME["facebook"].gen(g) if g.ri(0, 1) else g.jwt()
    return (
        f'{g.ip(False)} - - [{g.ts("clf")}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n'
        f'{g.ip(False)} - - [{g.ts("clf")}] "GET /api/v2/me?fields=id,name&access_token={PH} HTTP/1.1" 200 {g.ri(100, 900)} "-" "okhttp/4.12.0"\n'
    ), sec


@pos("cookie-request-header")
def _(g):
    sec = g.lowal(32)
    host = f"app.{g.org()}.io"
    return (
        f"{g.prompt()}curl -v https://{host}/dashboard -b cookies.txt\n"
        + curl_verbose(
            g, host, "/dashboard", f"Cookie: csrftoken=; sessionid={PH}; _ga=GA1.2.{g.digits(9)}.{g.digits(10)}"
        )
        + "\n"
    ), sec


@pos("set-cookie-response")
def _(g):
    sec = g.choice([g.jwt(), "s%3A" + g.b64url(32) + "." + g.b64url(43), g.hex(64)])
    return (
        f"HTTP/1.1 302 Found\nServer: nginx\nDate: Thu, 0{g.ri(1, 9)} May 2024 10:{g.ri(10, 59)}:11 GMT\nLocation: /dashboard\n"
        f"Set-Cookie: {g.choice(['session', 'connect.sid', 'auth_token', '__Secure-next-auth.session-token'])}={PH}; Path=/; HttpOnly; Secure; SameSite=Lax\n"
        f"Content-Length: 0\n"
    ), sec


@pos("sql-create-user-password")
def _(g):
    sec = g.password()
    u = g.choice(["app_rw", "reporting", "airflow", "grafana_reader"])
    return (
        f"postgres=# CREATE USER {u} WITH PASSWORD '{PH}';\nCREATE ROLE\npostgres=# GRANT CONNECT ON DATABASE app TO {u};\nGRANT\n"
    ), sec


@pos("sql-mysql-identified-by")
def _(g):
    sec = g.password()
    return (
        f"mysql> CREATE USER 'shop'@'%' IDENTIFIED BY '{PH}';\nQuery OK, 0 rows affected (0.01 sec)\n\n"
        f"mysql> GRANT ALL PRIVILEGES ON shop.* TO 'shop'@'%';\nQuery OK, 0 rows affected (0.00 sec)\n"
    ), sec


@pos("sql-alter-user")
def _(g):
    sec = g.password()
    return (f'SQL> ALTER USER app_owner IDENTIFIED BY "{PH}";\n\nUser altered.\n'), sec


@pos("mysql-cli-p-flag")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}mysql -h db.{g.org()}.internal -u root -p'{PH}' -e 'SHOW DATABASES;'\n"
        f"mysql: [Warning] Using a password on the command line interface can be insecure.\n"
        f"+--------------------+\n| Database           |\n+--------------------+\n| information_schema |\n| shop               |\n+--------------------+\n"
    ), sec


@pos("pgpassword-psql")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}PGPASSWORD='{PH}' psql -h localhost -U app -d app -c '\\dt'\n"
        f"         List of relations\n Schema |   Name   | Type  | Owner\n--------+----------+-------+-------\n public | orders   | table | app\n(1 row)\n"
    ), sec


@pos("pgpass-file")
def _(g):
    sec = g.password()
    return f"{g.prompt()}cat ~/.pgpass\ndb.{g.org()}.internal:5432:app:app_rw:{PH}\n", sec


@pos("shell-history-export")
def _(g):
    v = g.choice([*VENDORS, None])
    if v is None:
        name, sec = "AWS_SECRET_ACCESS_KEY", g.aws_secret()
    else:
        name, sec = v.env, v.gen(g)
    n = g.ri(480, 900)
    return (
        f"{g.prompt()}history | tail -n 5\n  {n}  cd infra/terraform\n  {n + 1}  export {name}={PH}\n"
        f"  {n + 2}  terraform plan -out tf.plan\n  {n + 3}  git status\n  {n + 4}  history | tail -n 5\n"
    ), sec


@pos("code-python")
def _(g):
    v = g.choice(VENDORS)
    var = g.choice(["API_KEY", "api_key", "TOKEN", v.env])
    return (
        f"{g.prompt()}sed -n '1,14p' {g.proj().replace('-', '_')}/client.py\nimport os\nimport requests\n\n"
        f'BASE_URL = "https://api.{v.label}.com/v1"\n{var} = "{PH}"  # TODO move to env\n\n\n'
        f"def get(path, **params):\n    r = requests.get(BASE_URL + path, params=params,\n"
        f'                     headers={{"Authorization": f"Bearer {{{var}}}"}}, timeout=10)\n    r.raise_for_status()\n    return r.json()\n'
    ), v.gen(g)


@pos("code-javascript")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}cat src/lib/{v.label}.ts\nimport {{ Client }} from '@{v.label}/sdk';\n\n"
        f"export const client = new Client({{\n  apiKey: '{PH}',\n  timeout: 10_000,\n}});\n"
    ), v.gen(g)


@pos("code-go")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}grep -n -A2 'const (' internal/config/config.go\n12:const (\n"
        f'13-\tdefaultToken = "{PH}"\n14-\tdefaultURL   = "https://api.{v.label}.com"\n'
    ), v.gen(g)


@pos("code-java")
def _(g):
    vend = g.ri(0, 1)
    sec = g.choice(VENDORS).gen(g) if vend else g.password()
    cname = "API_KEY" if vend else "DB_PASSWORD"
    return (
        f"{g.prompt()}cat src/main/java/com/{g.org().replace('-', '')}/Config.java | head -12\npackage com.example;\n\n"
        f'public final class Config {{\n    public static final String DB_URL = "jdbc:postgresql://db:5432/app";\n'
        f'    private static final String {cname} = "{PH}";\n    private Config() {{}}\n}}\n'
    ), sec


@pos("code-ruby")
def _(g):
    v = g.choice(
        [VENDOR_BY_NAME[n] for n in ("stripe-secret-live", "sendgrid", "github-classic-pat", "shopify-access")]
    )
    return (
        f"{g.prompt()}cat config/initializers/{v.label}.rb\n# frozen_string_literal: true\n\n"
        f"Rails.application.config.{v.label}_key = '{PH}'\n"
    ), v.gen(g)


@pos("code-php-wpconfig")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}grep -n \"DB_\" wp-config.php\n23:define( 'DB_NAME', 'wordpress' );\n26:define( 'DB_USER', 'wp' );\n"
        f"29:define( 'DB_PASSWORD', '{PH}' );\n32:define( 'DB_HOST', 'localhost' );\n35:define( 'DB_CHARSET', 'utf8mb4' );\n"
    ), sec


@pos("code-php-apikey")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}sed -n 1,8p app/Services/Mailer.php\n<?php\n\nnamespace App\\Services;\n\nclass Mailer\n{{\n"
        f"    private string $apiKey = '{PH}';\n"
    ), v.gen(g)


@pos("code-csharp-connstring")
def _(g):
    sec = g.password()
    return (
        f'{g.prompt()}cat appsettings.Development.json\n{{\n  "ConnectionStrings": {{\n'
        f'    "Default": "Server=tcp:{g.proj()}.database.windows.net,1433;Initial Catalog=app;User ID=app;Password={PH};Encrypt=True;"\n'
        f'  }},\n  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}\n}}\n'
    ), sec


@pos("xml-webconfig-connstring")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}grep -A3 connectionStrings Web.config\n  <connectionStrings>\n"
        f'    <add name="Shop" connectionString="Data Source=sql01;Initial Catalog=Shop;User Id=shop;Password={PH};" providerName="System.Data.SqlClient" />\n'
        f"  </connectionStrings>\n"
    ), sec


@pos("spring-properties")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}cat src/main/resources/application-prod.properties\nserver.port=8080\n"
        f"spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\n"
        f"spring.datasource.password={PH}\nspring.jpa.hibernate.ddl-auto=validate\n"
    ), sec


@pos("django-secret-key")
def _(g):
    sec = "django-insecure-" + g.s(LOWER_ALNUM + "!@#%^&*(-_=+)", 50)
    return (f"{g.prompt()}grep -n SECRET_KEY {g.proj().replace('-', '_')}/settings.py\n23:SECRET_KEY = '{PH}'\n"), sec


@pos("rails-credentials-show")
def _(g):
    sec = g.hex(128)
    return (
        f"{g.prompt()}bin/rails credentials:show\n# aws:\n#   access_key_id: 123\n\n"
        f"# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.\n"
        f"secret_key_base: {PH}\n"
    ), sec


@pos("terraform-state-pull")
def _(g):
    sec = g.password()
    obj = {
        "mode": "managed",
        "type": "aws_db_instance",
        "name": "main",
        "provider": 'provider["registry.terraform.io/hashicorp/aws"]',
        "instances": [
            {
                "schema_version": 2,
                "attributes": {
                    "address": f"main.{g.lowal(12)}.us-east-1.rds.amazonaws.com",
                    "arn": f"arn:aws:rds:us-east-1:{g.digits(12)}:db:main",
                    "engine": "postgres",
                    "password": PH,
                    "username": "app",
                    "port": 5432,
                },
            }
        ],
    }
    return (
        f"{g.prompt()}terraform state pull | jq '.resources[] | select(.type==\"aws_db_instance\")'\n"
        f"{json.dumps(obj, indent=2)}\n"
    ), sec


@pos("terraform-tfvars")
def _(g):
    v = g.choice(VENDORS)
    return (
        f'{g.prompt()}cat terraform.tfvars\nregion       = "us-east-1"\nenvironment  = "prod"\n'
        f'{v.env.lower()} = "{PH}"\ninstance_type = "t3.medium"\n'
    ), v.gen(g)


@pos("terraform-output-json")
def _(g):
    sec = g.password()
    obj = {
        "admin_password": {"sensitive": True, "type": "string", "value": PH},
        "lb_dns": {
            "sensitive": False,
            "type": "string",
            "value": f"{g.proj()}-{g.digits(9)}.us-east-1.elb.amazonaws.com",
        },
    }
    return f"{g.prompt()}terraform output -json\n{json.dumps(obj, indent=2)}\n", sec


@pos("terraform-output-raw")
def _(g):
    sec = g.password()
    return f"{g.prompt()}terraform output -raw db_admin_password; echo\n{PH}\n{g.prompt()}\n", sec


@pos("ansible-vars")
def _(g):
    sec = g.password()
    name = g.choice(["db_password", "ansible_become_password", "mysql_root_password", "vault_admin_password"])
    return (
        f"{g.prompt()}cat inventories/prod/group_vars/all.yml\n---\napp_user: deploy\napp_port: 8080\n"
        f'db_host: db.{g.org()}.internal\n{name}: "{PH}"\nntp_servers:\n  - 0.pool.ntp.org\n'
    ), sec


@pos("helm-values")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}helm get values {g.proj()} -n prod\nUSER-SUPPLIED VALUES:\nimage:\n  tag: 1.{g.ri(0, 30)}.{g.ri(0, 9)}\n"
        f'postgresql:\n  auth:\n    database: app\n    postgresPassword: "{PH}"\n    username: app\nreplicaCount: 3\n'
    ), sec


@pos("docker-compose-env")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}cat docker-compose.yml\nservices:\n  db:\n    image: mysql:8.0\n    environment:\n"
        f'      - MYSQL_DATABASE=app\n      - MYSQL_ROOT_PASSWORD={PH}\n    ports:\n      - "3306:3306"\n'
    ), sec


@pos("gha-workflow-hardcoded")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}cat .github/workflows/deploy.yml\nname: deploy\non:\n  push:\n    branches: [main]\n"
        f"env:\n  {v.env}: {PH}\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
    ), v.gen(g)


@pos("json-api-access-token")
def _(g):
    sec = g.choice([g.jwt("RS256"), g.b64url(g.ri(40, 64))])
    obj = {"access_token": PH, "token_type": "Bearer", "expires_in": 3600, "scope": "read:orders write:orders"}
    return (
        f"{g.prompt()}curl -s -X POST https://auth.{g.org()}.io/oauth/token -d grant_type=client_credentials "
        f"-d client_id=$CLIENT_ID -d client_secret=$CLIENT_SECRET | jq\n{json.dumps(obj, indent=2)}\n"
    ), sec


@pos("json-api-refresh-token")
def _(g):
    sec = g.b64url(g.ri(48, 86))
    obj = {
        "token_type": "bearer",
        "expires_in": 7200,
        "refresh_token": PH,
        "scope": "offline_access",
        "created_at": 1714550000 + g.ri(0, 9999999),
    }
    return f"{g.prompt()}cat ~/.config/{g.proj()}/session.json | jq\n{json.dumps(obj, indent=2)}\n", sec


@pos("json-api-client-secret")
def _(g):
    sec = g.b64url(g.ri(32, 64))
    obj = {
        "client_id": g.uuid(),
        "client_name": f"{g.proj()}-ci",
        "client_secret": PH,
        "client_secret_expires_at": 0,
        "redirect_uris": [f"https://{g.proj()}.{g.org()}.io/callback"],
    }
    return (
        f"{g.prompt()}http POST :8080/admin/clients name={g.proj()}-ci\nHTTP/1.1 201 Created\nContent-Type: application/json\n\n{json.dumps(obj, indent=4)}\n",
        sec,
    )


@pos("google-client-secret-json")
def _(g):
    sec = VENDOR_BY_NAME["google-oauth-client-secret"].gen(g)
    obj = {
        "installed": {
            "client_id": f"{g.digits(12)}-{g.lowal(32)}.apps.googleusercontent.com",
            "project_id": f"{g.proj()}-{g.digits(6)}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "client_secret": PH,
            "redirect_uris": ["http://localhost"],
        }
    }
    return f"{g.prompt()}cat client_secret.json\n{json.dumps(obj)}\n", sec


@pos("gcloud-adc-refresh-token")
def _(g):
    sec = VENDOR_BY_NAME["google-refresh"].gen(g)
    obj = {
        "account": "",
        "client_id": f"{g.digits(12)}-{g.lowal(32)}.apps.googleusercontent.com",
        "quota_project_id": f"{g.proj()}-prod",
        "refresh_token": PH,
        "type": "authorized_user",
        "universe_domain": "googleapis.com",
    }
    return f"{g.prompt()}cat ~/.config/gcloud/application_default_credentials.json\n{json.dumps(obj, indent=2)}\n", sec


@pos("gcloud-print-access-token")
def _(g):
    sec = VENDOR_BY_NAME["google-oauth-access"].gen(g)
    return f"{g.prompt()}gcloud auth print-access-token\n{PH}\n", sec


@pos("gcp-service-account-json")
def _(g):
    keypem = pem("PRIVATE KEY", pkcs8_der(g))
    sec = keypem.replace("\n", "\\n")
    proj = f"{g.proj()}-{g.digits(6)}"
    txt = (
        f'{g.prompt()}cat sa-key.json\n{{\n  "type": "service_account",\n  "project_id": "{proj}",\n'
        f'  "private_key_id": "{g.hex(40)}",\n  "private_key": "{PH}\\n",\n'
        f'  "client_email": "deployer@{proj}.iam.gserviceaccount.com",\n  "client_id": "{g.digits(21)}",\n'
        f'  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}}\n'
    )
    return txt, sec


@pos("ssh-private-openssh")
def _(g):
    return f"{g.prompt()}cat ~/.ssh/id_ed25519\n{PH}\n{g.prompt()}", openssh_priv(g)


@pos("ssh-private-rsa-pem")
def _(g):
    return f"{g.prompt()}cat deploy_key.pem\n{PH}\n", pem("RSA PRIVATE KEY", rsa_priv_der(g))


@pos("tls-private-ec-pem")
def _(g):
    return (f"{g.prompt()}openssl ecparam -name prime256v1 -genkey -noout | tee server.key\n{PH}\n"), pem(
        "EC PRIVATE KEY", ec_priv_der(g)
    )


@pos("tls-private-pkcs8")
def _(g):
    return (
        f"{g.prompt()}kubectl get secret tls-{g.proj()} -o jsonpath='{{.data.tls\\.key}}' | base64 -d\n{PH}\n"
    ), pem("PRIVATE KEY", pkcs8_der(g))


@pos("pgp-private-key-block")
def _(g):
    return (f"{g.prompt()}gpg --armor --export-secret-keys {g.user()}@{g.org()}.io\n{PH}\n"), pgp_block(g, True)


@pos("kubeconfig-client-key-data")
def _(g):
    sec = b64s(pem("RSA PRIVATE KEY", rsa_priv_der(g)) + "\n")
    return (
        f"{g.prompt()}kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n"
        f"    server: https://{g.ip()}:6443\n  name: kind-dev\ncontexts:\n- context:\n    cluster: kind-dev\n    user: kind-dev\n"
        f"  name: kind-dev\ncurrent-context: kind-dev\nkind: Config\nusers:\n- name: kind-dev\n  user:\n"
        f"    client-key-data: {PH}\n"
    ), sec


@pos("kubeconfig-sa-token")
def _(g):
    sec = g.jwt(
        "RS256",
        {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": "ci",
            "kubernetes.io/serviceaccount/service-account.name": "deployer",
            "sub": "system:serviceaccount:ci:deployer",
        },
    )
    return (
        f"{g.prompt()}kubectl config view --raw -o jsonpath='{{.users[0]}}' | jq\n"
        f'{{\n  "name": "deployer",\n  "user": {{\n    "token": "{PH}"\n  }}\n}}\n'
    ), sec


@pos("jwt-in-app-log")
def _(g):
    sec = g.jwt(g.choice(["HS256", "RS256"]))
    return (
        f"{g.ts('space')} INFO  [auth] login ok user_id={g.ri(1, 99999)} ip={g.ip(False)}\n"
        f"{g.ts('space')} DEBUG [auth] issued token={PH} ttl=3600\n{g.ts('space')} INFO  [http] GET /api/me 200 12ms\n"
    ), sec


@pos("jwt-bare-line")
def _(g):
    sec = g.jwt()
    return (f"{g.prompt()}node scripts/mint-token.js --user {g.ri(1, 999)}\n{PH}\n"), sec


@pos("password-manager-csv-bitwarden")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}head -n 3 bitwarden_export_{g.ts('date').replace('-', '')}.csv\n"
        f"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n"
        f"Work,,login,GitHub,,,0,https://github.com/login,{g.user()}@{g.org()}.com,{PH},\n"
        f",,note,Wifi notes,router is in the closet,,0,,,,\n"
    ), sec


@pos("password-manager-csv-chrome")
def _(g):
    sec = g.password()
    site = g.choice(["aws.amazon.com", "portal.azure.com", "app.datadoghq.com", "id.atlassian.com"])
    return (
        f"{g.prompt()}cat 'Chrome Passwords.csv'\nname,url,username,password,note\n{site},https://{site}/,{g.user()}@{g.org()}.com,{PH},\n",
        sec,
    )


@pos("transcript-json-user-chat")
def _(g):
    v = g.choice(VENDORS)
    content = g.choice(
        [
            f"here's the key: {PH}\nput it in the .env please",
            f"ok use this {v.label} token {PH} for the deploy step",
            f'The "{v.env}" is {PH} \u2014 don\'t commit it',
        ]
    )
    line = json.dumps(
        {"type": "user", "message": {"role": "user", "content": content}, "uuid": g.uuid(), "timestamp": g.ts()}
    )
    return line + "\n", v.gen(g)


@pos("transcript-json-tool-result-env")
def _(g):
    v = g.choice(VENDORS)
    lines = [*env_file_lines(g, 4), f'{v.env}="{PH}"']
    g.r.shuffle(lines)
    content = "$ cat .env\n" + "\n".join(lines) + "\n"
    line = json.dumps(
        {
            "type": "user",
            "message": {
                "role": "user",
                "content": [{"tool_use_id": "toolu_01" + g.alnum(22), "type": "tool_result", "content": content}],
            },
            "uuid": g.uuid(),
            "timestamp": g.ts(),
        }
    )
    return line + "\n", v.gen(g)


@pos("transcript-json-password")
def _(g):
    sec = g.password()
    content = f"the staging db password is {PH} and the user is app"
    line = json.dumps({"role": "user", "content": content})
    return line + "\n", sec


@pos("slack-webhook-url")
def _(g):
    sec = g.alnum(24)
    return (
        f"{g.prompt()}grep -rn hooks.slack.com scripts/\nscripts/alert.sh:4:WEBHOOK=https://hooks.slack.com/services/"
        f"T{g.upal(8)}/B{g.upal(10)}/{PH}\n"
    ), sec


@pos("discord-webhook-url")
def _(g):
    sec = g.b64url(68)
    return (
        f"{g.prompt()}cat config.yaml\nalerts:\n  discord: https://discord.com/api/webhooks/{g.digits(19)}/{PH}\n  level: warn\n"
    ), sec


@pos("azure-storage-connstring")
def _(g):
    sec = g.b64bytes(64)
    acct = f"{g.org().replace('-', '')}{g.lowal(4)}"
    return (
        f"{g.prompt()}az storage account show-connection-string -n {acct} -g rg-{g.proj()}\n{{\n"
        f'  "connectionString": "DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName={acct};AccountKey={PH}"\n}}\n'
    ), sec


@pos("azure-sas-url")
def _(g):
    sec = g.b64bytes(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    acct = f"{g.org().replace('-', '')}{g.lowal(4)}"
    return (
        f"{g.prompt()}azcopy copy ./dist 'https://{acct}.blob.core.windows.net/web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac"
        f"&se=2025-01-01T00:00:00Z&st=2024-05-01T00:00:00Z&spr=https&sig={PH}' --recursive\n"
        f"INFO: Scanning...\nJob {g.uuid()} has started\n"
    ), sec


@pos("vault-token-create")
def _(g):
    sec = VENDOR_BY_NAME["vault"].gen(g)
    return (
        f"{g.prompt()}vault token create -policy=deploy -ttl=768h\nKey                  Value\n---                  -----\n"
        f"token                {PH}\ntoken_accessor       {g.alnum(24)}\ntoken_duration       768h\ntoken_renewable      true\n"
        f'token_policies       ["default" "deploy"]\nidentity_policies    []\npolicies             ["default" "deploy"]\n'
    ), sec


@pos("age-key-file")
def _(g):
    sec = "AGE-SECRET-KEY-1" + g.s(BECH32.upper(), 58)
    return (
        f"{g.prompt()}cat ~/.config/sops/age/keys.txt\n# created: {g.ts()[:19]}Z\n"
        f"# public key: age1{g.s(BECH32, 58)}\n{PH}\n"
    ), sec


@pos("smtp-config-yaml")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}cat config/mail.yml\nsmtp:\n  host: smtp.office365.com\n  port: 587\n"
        f'  user_name: noreply@{g.org()}.com\n  password: "{PH}"\n  authentication: login\n  enable_starttls_auto: true\n'
    ), sec


@pos("ldap-bind-password")
def _(g):
    sec = g.password()
    return (
        f"{g.prompt()}sudo grep -v '^#' /etc/sssd/sssd.conf | grep ldap_\nldap_uri = ldaps://ldap.{g.org()}.io\n"
        f"ldap_search_base = dc={g.org()},dc=io\nldap_default_bind_dn = cn=sssd,ou=services,dc={g.org()},dc=io\n"
        f"ldap_default_authtok = {PH}\n"
    ), sec


@pos("wifi-wpa-psk")
def _(g):
    sec = g.password()
    if g.ri(0, 1):
        return (
            f"{g.prompt()}nmcli device wifi show-password\nSSID: {g.org().capitalize()}-Office\nSecurity: WPA\n"
            f"Password: {PH}\n"
        ), sec
    return (
        f"{g.prompt()}sudo cat /etc/wpa_supplicant/wpa_supplicant.conf\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\n"
        f'network={{\n    ssid="{g.org()}-guest"\n    psk="{PH}"\n    key_mgmt=WPA-PSK\n}}\n'
    ), sec


@pos("jupyter-token-url")
def _(g):
    sec = g.hex(48)
    return (
        f"[I {g.ts('space')[:19]}.{g.ri(100, 999)} ServerApp] Jupyter Server 2.14.0 is running at:\n"
        f"[I {g.ts('space')[:19]}.{g.ri(100, 999)} ServerApp] http://127.0.0.1:8888/lab?token={PH}\n"
        f"[I {g.ts('space')[:19]}.{g.ri(100, 999)} ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).\n"
    ), sec


@pos("go-test-log")
def _(g):
    v = g.choice(VENDORS)
    return (
        f'=== RUN   TestClient_List\n    client_test.go:{g.ri(20, 99)}: using api key "{PH}" against https://api.{v.label}.com\n'
        f"--- PASS: TestClient_List (0.{g.ri(10, 99)}s)\nPASS\nok  \tgithub.com/{g.org()}/{g.proj()}/client\t0.{g.ri(100, 900)}s\n"
    ), v.gen(g)


@pos("fcm-server-key-code")
def _(g):
    sec = VENDOR_BY_NAME["fcm-server-key"].gen(g)
    return (
        f"{g.prompt()}grep -rn 'key=' functions/push.js\nfunctions/push.js:9:  headers: {{ Authorization: 'key={PH}' }},\n"
    ), sec


@pos("error-message-with-key")
def _(g):
    v = g.choice(VENDORS)
    return (
        f"{g.prompt()}python scripts/sync.py\nINFO sync starting (batch=500)\n"
        f"ERROR request rejected for key {PH}: 429 Too Many Requests (retry in 30s)\n"
    ), v.gen(g)


# vendor-shape forms: each vendor token placed in a randomly chosen realistic wrapper
def vendor_wrapper(g, v):
    w = g.r.randrange(9)
    if w == 0:
        lines = [*env_file_lines(g, g.ri(3, 6)), f"{v.env}={PH}"]
        g.r.shuffle(lines)
        return f"{g.prompt()}cat .env\n" + "\n".join(lines) + "\n"
    if w == 1:
        n = g.ri(300, 999)
        return f"{g.prompt()}history | tail -3\n  {n}  export {v.env}={PH}\n  {n + 1}  npm run dev\n  {n + 2}  history | tail -3\n"
    if w == 2:
        host = f"api.{v.label}.com"
        return (
            f'{g.prompt()}curl -v https://{host}/v1/status -H "{v.header.format("$" + v.env)}"\n'
            + curl_verbose(g, host, "/v1/status", v.header.format(PH))
            + "\n"
        )
    if w == 3:
        body = json.dumps({"name": g.proj(), "region": "us-east-1", v.label: {v.cfg: PH, "timeout": 30}}, indent=2)
        return f"{g.prompt()}cat config/local.json\n{body}\n"
    if w == 4:
        return (
            f'{g.prompt()}sed -n 1,6p settings.py\nimport os\n\nDEBUG = False\n{v.env} = "{PH}"\n'
            f'ALLOWED_HOSTS = ["*"]\n'
        )
    if w == 5:
        return f"{g.prompt()}cat config.yaml\nserver:\n  port: 8080\n{v.label}:\n  {v.cfg}: {PH}\n  retries: 3\n"
    if w == 6:
        content = f"here's the {v.label} key: {PH} can you add it to the secrets"
        return json.dumps({"role": "user", "content": content}) + "\n"
    if w == 7:
        ts = g.ts("gha")
        return (
            f"{ts} ##[group]Run ./deploy.sh\n{ts} + export {v.env}={PH}\n{ts} + ./deploy.sh --env prod\n"
            f"{ts} Deploying {g.proj()}...\n"
        )
    return (
        f"{g.prompt()}docker run --rm -e {v.env}={PH} ghcr.io/{g.org()}/{g.proj()}:latest migrate\n"
        f"{g.ts('space')} INFO migrations applied: 3\n"
    )


def _mk_vendor_form(v):
    def f(g):
        return vendor_wrapper(g, v), v.gen(g)

    return f


for _v in VENDORS:
    POS.append(("vendor:" + _v.name, _mk_vendor_form(_v)))


# ---------------------------------------------------------------------------
# NEGATIVE forms: return text (no credential)
# ---------------------------------------------------------------------------
COMMIT_MSGS = [
    "fix: handle empty token list",
    "feat(auth): rotate refresh tokens on use",
    "chore: remove hard-coded password from tests",
    "fix: don't log api_key in debug mode",
    "refactor: move secret loading to config module",
    "docs: explain how to create an API key",
    "test: cover password reset with expired token",
    "ci: use OIDC instead of long-lived AWS keys",
    "build(deps): bump jsonwebtoken from 9.0.0 to 9.0.2",
    "feat: add KMS-backed secret store",
    "fix(session): invalidate cookie on logout",
    'revert "add debug logging of Authorization header"',
]


@neg("git-log-oneline")
def _(g):
    lines = [
        f"{g.hex(7)} {'(HEAD -> main, origin/main) ' if i == 0 else ''}{m}"
        for i, m in enumerate(g.sample(COMMIT_MSGS, g.ri(5, 9)))
    ]
    return f"{g.prompt()}git log --oneline -n {len(lines)}\n" + "\n".join(lines) + "\n"


@neg("git-log-full")
def _(g):
    out = []
    for m in g.sample(COMMIT_MSGS, 3):
        out.append(
            f"commit {g.hex(40)}\nAuthor: {g.user().capitalize()} <{g.user()}@{g.org()}.io>\n"
            f"Date:   Tue May {g.ri(1, 28)} 1{g.ri(0, 9)}:{g.ri(10, 59)}:{g.ri(10, 59)} 2024 +0200\n\n    {m}\n"
        )
    return f"{g.prompt()}git log -3\n" + "\n".join(out)


@neg("git-diff-env-lookup")
def _(g):
    return (
        f"{g.prompt()}git diff HEAD~1 -- app/config.py\ndiff --git a/app/config.py b/app/config.py\n"
        f"index {g.hex(7)}..{g.hex(7)} 100644\n--- a/app/config.py\n+++ b/app/config.py\n@@ -10,7 +10,7 @@ class Settings:\n"
        f'-    api_key: str = os.environ["API_KEY"]\n+    api_key: str = os.environ.get("API_KEY", "")\n'
        f'     password: str = os.environ["DB_PASSWORD"]\n     token_ttl: int = 3600\n'
    )


@neg("git-rebase-cherry-pick")
def _(g):
    a, b, c = g.hex(7), g.hex(7), g.hex(40)
    return (
        f"{g.prompt()}git cherry-pick {a}\n[main {b}] fix(auth): rotate refresh tokens on use\n Date: Tue May 7 10:22:11 2024 +0200\n"
        f" 2 files changed, 31 insertions(+), 4 deletions(-)\n{g.prompt()}git rev-parse HEAD\n{c}\n"
    )


@neg("sha256sum-output")
def _(g):
    lines = [
        f"{g.hex(64)}  dist/{g.proj()}-1.{g.ri(0, 9)}.{g.ri(0, 9)}{ext}"
        for ext in g.sample([".tar.gz", "-py3-none-any.whl", "-linux-amd64", "-darwin-arm64", ".zip"], 3)
    ]
    return f"{g.prompt()}sha256sum dist/*\n" + "\n".join(lines) + "\n"


@neg("sha512sum-output")
def _(g):
    pr = g.proj()
    return (
        f"{g.prompt()}shasum -a 512 {pr}.tgz\n{g.hex(128)}  {pr}.tgz\n"
        f"{g.prompt()}openssl dgst -sha1 {pr}.tgz\nSHA1({pr}.tgz)= {g.hex(40)}\n"
    )


@neg("package-lock-integrity")
def _(g):
    out = []
    for name in g.sample(
        [
            "jsonwebtoken",
            "passport-oauth2",
            "dotenv",
            "keytar",
            "@aws-sdk/credential-provider-node",
            "bcryptjs",
            "secure-random-password",
            "express-session",
        ],
        3,
    ):
        ver = f"{g.ri(1, 9)}.{g.ri(0, 20)}.{g.ri(0, 9)}"
        base = name.split("/")[-1]
        out.append(
            f'    "node_modules/{name}": {{\n      "version": "{ver}",\n'
            f'      "resolved": "https://registry.npmjs.org/{name}/-/{base}-{ver}.tgz",\n'
            f'      "integrity": "sha512-{g.b64bytes(64)}",\n      "license": "MIT"\n    }}'
        )
    return f"{g.prompt()}grep -A5 '\"node_modules/' package-lock.json | head -40\n" + ",\n".join(out) + "\n"


@neg("poetry-lock-hashes")
def _(g):
    name = g.choice(["cryptography", "pyjwt", "keyring", "python-dotenv", "secretstorage"])
    ver = f"{g.ri(1, 42)}.{g.ri(0, 9)}.{g.ri(0, 9)}"
    return (
        f'{g.prompt()}sed -n \'/name = "{name}"/,/^$/p\' poetry.lock\n[[package]]\nname = "{name}"\nversion = "{ver}"\n'
        f'description = ""\noptional = false\npython-versions = ">=3.8"\nfiles = [\n'
        f'    {{file = "{name}-{ver}-py3-none-any.whl", hash = "sha256:{g.hex(64)}"}},\n'
        f'    {{file = "{name}-{ver}.tar.gz", hash = "sha256:{g.hex(64)}"}},\n]\n'
    )


@neg("go-sum-lines")
def _(g):
    out = []
    for mod in g.sample(
        [
            "github.com/golang-jwt/jwt/v5",
            "golang.org/x/crypto",
            "github.com/aws/aws-sdk-go-v2/credentials",
            "github.com/hashicorp/vault/api",
            "golang.org/x/oauth2",
        ],
        3,
    ):
        ver = f"v{g.ri(0, 2)}.{g.ri(0, 30)}.{g.ri(0, 9)}"
        out.append(f"{mod} {ver} h1:{g.b64bytes(32)}")
        out.append(f"{mod} {ver}/go.mod h1:{g.b64bytes(32)}")
    return f"{g.prompt()}head -6 go.sum\n" + "\n".join(out) + "\n"


@neg("cargo-lock-checksum")
def _(g):
    return (
        f'{g.prompt()}grep -A4 \'name = "ring"\' Cargo.lock\n[[package]]\nname = "ring"\nversion = "0.17.{g.ri(0, 9)}"\n'
        f'source = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{g.hex(64)}"\n'
    )


@neg("yarn-lock-entry")
def _(g):
    ver = f"{g.ri(1, 9)}.{g.ri(0, 9)}.{g.ri(0, 9)}"
    return (
        f"{g.prompt()}grep -A4 '^jsonwebtoken@' yarn.lock\njsonwebtoken@^9.0.0:\n  version \"{ver}\"\n"
        f'  resolved "https://registry.yarnpkg.com/jsonwebtoken/-/jsonwebtoken-{ver}.tgz#{g.hex(40)}"\n'
        f"  integrity sha512-{g.b64bytes(64)}\n"
    )


@neg("requirements-hashes")
def _(g):
    return (
        f"{g.prompt()}cat requirements.lock | head -4\nboto3==1.34.{g.ri(10, 99)} \\\n    --hash=sha256:{g.hex(64)} \\\n"
        f"    --hash=sha256:{g.hex(64)}\nbotocore==1.34.{g.ri(10, 99)} \\\n"
    )


@neg("docker-pull-digests")
def _(g):
    img = g.choice(["python:3.11-slim", "node:20-alpine", "nginx:1.27", "postgres:16"])
    layers = "\n".join(f"{g.hex(12)}: Pull complete" for _ in range(g.ri(3, 6)))
    return (
        f"{g.prompt()}docker pull {img}\n{img.split(':')[1]}: Pulling from library/{img.split(':')[0]}\n{layers}\n"
        f"Digest: sha256:{g.hex(64)}\nStatus: Downloaded newer image for {img}\ndocker.io/library/{img}\n"
    )


@neg("docker-images-digests")
def _(g):
    rows = "\n".join(
        f"ghcr.io/{g.org()}/{g.proj()}   1.{g.ri(0, 9)}.{g.ri(0, 9)}   sha256:{g.hex(64)}   {g.hex(12)}   {g.ri(2, 9)} days ago   {g.ri(80, 900)}MB"
        for _ in range(3)
    )
    return f"{g.prompt()}docker images --digests\nREPOSITORY   TAG   DIGEST   IMAGE ID   CREATED   SIZE\n{rows}\n"


@neg("docker-build-buildkit")
def _(g):
    return (
        f"{g.prompt()}docker build -t {g.proj()} .\n[+] Building 12.4s (11/11) FINISHED\n"
        f" => [internal] load build definition from Dockerfile                 0.0s\n"
        f" => [internal] load metadata for docker.io/library/python:3.11-slim    0.9s\n"
        f" => [1/5] FROM docker.io/library/python:3.11-slim@sha256:{g.hex(64)}  0.0s\n"
        f" => CACHED [2/5] WORKDIR /app                                          0.0s\n"
        f" => exporting to image                                                 0.3s\n"
        f" => => writing image sha256:{g.hex(64)}                                0.0s\n"
        f" => => naming to docker.io/library/{g.proj()}                          0.0s\n"
    )


@neg("docker-inspect-no-secrets")
def _(g):
    env = [
        "PATH=/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "LANG=C.UTF-8",
        f"GPG_KEY={g.HEX(40)}",
        f"PYTHON_VERSION=3.11.{g.ri(1, 9)}",
        f"PYTHON_SHA256={g.hex(64)}",
        "PYTHONUNBUFFERED=1",
        f"APP_VERSION=1.{g.ri(0, 9)}.{g.ri(0, 9)}",
    ]
    obj = [
        {
            "Id": g.hex(64),
            "Created": g.ts(),
            "Image": "sha256:" + g.hex(64),
            "Config": {
                "Hostname": g.hex(12),
                "Env": env,
                "Cmd": ["gunicorn", "app:app"],
                "Labels": {"org.opencontainers.image.revision": g.hex(40)},
            },
        }
    ]
    return f"{g.prompt()}docker inspect {g.proj()}\n{json.dumps(obj, indent=4)}\n"


@neg("uuid-request-id-logs")
def _(g):
    lines = []
    for _ in range(g.ri(3, 6)):
        lines.append(
            json.dumps(
                {
                    "ts": g.ts(),
                    "level": "info",
                    "msg": "request completed",
                    "request_id": g.uuid(),
                    "trace_id": g.hex(32),
                    "span_id": g.hex(16),
                    "path": "/api/v1/tokens/refresh",
                    "status": 200,
                    "duration_ms": g.ri(1, 400),
                }
            )
        )
    return "\n".join(lines) + "\n"


@neg("trace-headers")
def _(g):
    return (
        f"< HTTP/1.1 200 OK\n< traceparent: 00-{g.hex(32)}-{g.hex(16)}-01\n"
        f"< X-Amzn-Trace-Id: Root=1-{g.hex(8)}-{g.hex(24)};Parent={g.hex(16)};Sampled=1\n"
        f"< x-amz-request-id: {g.HEX(16)}\n< x-amz-id-2: {g.b64bytes(57)}\n< cf-ray: {g.hex(16)}-FRA\n"
        f'< etag: W/"{g.hex(32)}"\n< x-request-id: {g.uuid()}\n'
    )


@neg("data-uri-image")
def _(g):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + g.rbytes(g.ri(150, 500))
    return (
        f"{g.prompt()}grep -o 'src=\"data:image[^\"]*' index.html | head -c 800\n"
        f'src="data:image/png;base64,{base64.b64encode(png).decode()}\n'
    )


@neg("minified-js")
def _(g):
    ids = [g.letters(1) for _ in range(30)]
    parts = []
    for _i in range(25):
        a, b, c = g.sample(ids, 3)
        parts.append(
            g.choice(
                [
                    f'function {a}({b},{c}){{return {b}&&{c}.{g.choice(["token", "apiKey", "secret"])}||""}}',
                    f"var {a}={b}.exports={{}};",
                    f'{a}.headers.Authorization="Bearer "+{b}.accessToken;',
                    f'{a}[{c}]="{g.alnum(g.ri(4, 10))}";',
                    f'if(!{a}.password)throw new Error("password required");',
                    f"{a}=({b}>>>{g.ri(1, 24)})^{c}|0;",
                ]
            )
        )
    return (
        f'{g.prompt()}head -c 1500 dist/assets/index-{g.alnum(8)}.js\n!function(){{"use strict";'
        + "".join(parts)
        + "}();\n"
    )


@neg("webpack-build-output")
def _(g):
    rows = [
        f"asset main.{g.hex(20)}.js {g.ri(40, 400)} KiB [emitted] [immutable] [minimized] (name: main)",
        f"asset {g.ri(100, 999)}.{g.hex(20)}.js {g.ri(4, 60)} KiB [emitted] [immutable] [minimized]",
        f"asset vendors.{g.hex(8)}.css {g.ri(4, 60)} KiB [emitted] [immutable]",
        f"runtime modules {g.ri(4, 30)} KiB 12 modules",
        f"webpack 5.91.0 compiled successfully in {g.ri(2000, 30000)} ms",
    ]
    nxt = [
        f"\u25cb /login                                {g.ri(1, 9)}.{g.ri(1, 9)} kB  {g.ri(80, 140)} kB",
        f"  chunks/pages/_app-{g.hex(16)}.js  {g.ri(20, 90)}.{g.ri(1, 9)} kB",
        f"  chunks/framework-{g.hex(16)}.js  45.2 kB",
    ]
    return f"{g.prompt()}npm run build\n" + "\n".join(rows + nxt) + "\n"


@neg("kubectl-pod-yaml-metadata")
def _(g):
    pod = f"{g.proj()}-{g.hex(9)}-{g.lowal(5)}"
    return (
        f"{g.prompt()}kubectl get pod {pod} -o yaml | head -30\napiVersion: v1\nkind: Pod\nmetadata:\n"
        f'  creationTimestamp: "{g.ts()[:19]}Z"\n  generateName: {pod[:-5]}\n  labels:\n    app: {g.proj()}\n'
        f"    pod-template-hash: {g.hex(9)}\n  name: {pod}\n  namespace: prod\n  ownerReferences:\n"
        f'  - apiVersion: apps/v1\n    kind: ReplicaSet\n    uid: {g.uuid()}\n  resourceVersion: "{g.ri(100000, 99999999)}"\n'
        f"  uid: {g.uuid()}\nstatus:\n  containerStatuses:\n  - containerID: containerd://{g.hex(64)}\n"
        f"    imageID: ghcr.io/{g.org()}/{g.proj()}@sha256:{g.hex(64)}\n"
    )


@neg("kubectl-get-secrets-listing")
def _(g):
    rows = "\n".join(
        f"{n:<36}{t:<38}{d:<6}{g.ri(1, 300)}d"
        for n, t, d in [
            (f"{g.proj()}-db-credentials", "Opaque", "2"),
            ("regcred", "kubernetes.io/dockerconfigjson", "1"),
            (f"tls-{g.proj()}", "kubernetes.io/tls", "2"),
            ("sh.helm.release.v1.api.v12", "helm.sh/release.v1", "1"),
        ]
    )
    return f"{g.prompt()}kubectl get secrets -n prod\nNAME                                TYPE                                  DATA  AGE\n{rows}\n"


@neg("kubectl-describe-secret")
def _(g):
    pr = g.proj()
    return (
        f"{g.prompt()}kubectl describe secret {pr}-db-credentials -n prod\nName:         {pr}-db-credentials\n"
        f"Namespace:    prod\nLabels:       app={pr}\nAnnotations:  <none>\n\nType:  Opaque\n\nData\n====\n"
        f"password:  {g.ri(12, 40)} bytes\nusername:  {g.ri(3, 12)} bytes\napi-key:   {g.ri(30, 60)} bytes\n"
    )


@neg("kubeconfig-ca-data-exec")
def _(g):
    ca = base64.b64encode((pem("CERTIFICATE", cert_der(g)) + "\n").encode()).decode()
    return (
        f"{g.prompt()}kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n"
        f"    certificate-authority-data: {ca}\n    server: https://{g.HEX(32)}.gr7.us-east-1.eks.amazonaws.com\n"
        f"  name: arn:aws:eks:us-east-1:{g.digits(12)}:cluster/prod\nusers:\n- name: prod\n  user:\n    exec:\n"
        f"      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n"
        f'      args: ["eks", "get-token", "--cluster-name", "prod"]\n'
    )


@neg("aws-sts-caller-identity")
def _(g):
    acct = g.digits(12)
    obj = {"UserId": "AIDA" + g.upal(17), "Account": acct, "Arn": f"arn:aws:iam::{acct}:user/{g.user()}"}
    return (
        f"{g.prompt()}aws sts get-caller-identity\n{json.dumps(obj, indent=4)}\n{g.prompt()}aws iam get-role --role-name deploy --query Role.RoleId\n"
        f'"AROA{g.upal(17)}"\n'
    )


@neg("aws-arns-listing")
def _(g):
    acct = g.digits(12)
    arns = [
        f"arn:aws:lambda:us-east-1:{acct}:function:{g.proj()}-handler",
        f"arn:aws:secretsmanager:us-east-1:{acct}:secret:prod/{g.proj()}/db-password-{g.alnum(6)}",
        f"arn:aws:kms:us-east-1:{acct}:key/{g.uuid()}",
        f"arn:aws:iam::{acct}:role/service-role/{g.proj()}-role-{g.lowal(8)}",
    ]
    return (
        f"{g.prompt()}aws resourcegroupstaggingapi get-resources --query 'ResourceTagMappingList[].ResourceARN' --output text | tr '\\t' '\\n'\n"
        + "\n".join(arns)
        + "\n"
    )


@neg("aws-configure-list-masked")
def _(g):
    return (
        f"{g.prompt()}aws configure list\n      Name                    Value             Type    Location\n"
        f"      ----                    -----             ----    --------\n   profile                  default           manual    --profile\n"
        f"access_key     ****************{g.upal(4)} shared-credentials-file\nsecret_key     ****************{g.s(ALNUM, 4)} shared-credentials-file\n"
        f"    region                us-east-1      config-file    ~/.aws/config\n"
    )


@neg("s3-ls-and-urls")
def _(g):
    b = f"{g.org()}-{g.proj()}-assets"
    rows = "\n".join(
        f"{g.ts('date')} 1{g.ri(0, 9)}:{g.ri(10, 59)}:{g.ri(10, 59)}  {g.ri(100, 9999999):>10} backups/db-{g.ts('date')}.sql.gz"
        for _ in range(3)
    )
    return (
        f"{g.prompt()}aws s3 ls s3://{b}/backups/\n{rows}\n"
        f"Public URL: https://{b}.s3.us-east-1.amazonaws.com/img/logo-{g.hex(8)}.png\n"
    )


@neg("npm-install-output")
def _(g):
    return (
        f"{g.prompt()}npm install passport-oauth2 jsonwebtoken @aws-sdk/credential-provider-node keytar\n\n"
        f"added {g.ri(20, 300)} packages, and audited {g.ri(300, 1500)} packages in {g.ri(3, 40)}s\n\n"
        f"{g.ri(50, 200)} packages are looking for funding\n  run `npm fund` for details\n\n"
        f"found 0 vulnerabilities\n{g.prompt()}npm ls --depth=0\n{g.proj()}@1.0.0 /app\n\u251c\u2500\u2500 jsonwebtoken@9.0.2\n"
        f"\u251c\u2500\u2500 passport-oauth2@1.8.0\n\u2514\u2500\u2500 secure-password-utilities@0.2.1\n"
    )


@neg("pytest-long-test-names")
def _(g):
    names = [
        "test_refresh_token_is_rotated_when_access_token_expires",
        "test_password_reset_with_expired_token_returns_400",
        "test_api_key_header_is_redacted_in_debug_logs",
        "test_secret_manager_falls_back_to_env_when_kms_unavailable",
        "test_login_rejects_password_shorter_than_twelve_characters",
        "test_client_secret_is_not_serialized_in_repr",
    ]
    lines = [
        f"tests/test_auth.py::{n}[{g.choice(['sqlite', 'postgres'])}-{g.hex(8)}] PASSED  [{(i + 1) * 16}%]"
        for i, n in enumerate(g.sample(names, 5))
    ]
    return (
        f"{g.prompt()}pytest -v tests/test_auth.py\n"
        + "\n".join(lines)
        + f"\n===== 5 passed in {g.ri(1, 9)}.{g.ri(10, 99)}s =====\n"
    )


@neg("css-class-hashes")
def _(g):
    return (
        f"{g.prompt()}curl -s localhost:3000/login | grep -o '<form.*' | head -c 600\n"
        f'<form class="LoginForm_form__{g.alnum(5)} css-{g.lowal(7)}"><input type="password" name="password" '
        f'class="LoginForm_passwordField__{g.alnum(5)} sc-{g.letters(6)} {g.letters(6)}" autocomplete="current-password"/>'
        f'<input type="hidden" name="locale" value="en"/><button class="Button_primary__{g.alnum(5)} jsx-{g.digits(10)}">Sign in</button></form>\n'
    )


@neg("i18n-keys")
def _(g):
    obj = {
        "auth.password.too_short": "Password must be at least 12 characters",
        "auth.token.expired": "Your session token has expired. Please sign in again.",
        "settings.api_keys.create": "Create API key",
        "settings.api_keys.revoke_confirm": "Revoke this key?",
        "auth.secret.copy_hint": "Copy your secret now. You won't be able to see it again.",
    }
    return f"{g.prompt()}cat locales/en/auth.json\n{json.dumps(obj, indent=2)}\n"


@neg("env-dump-no-secrets")
def _(g):
    lines = env_common(g, g.ri(14, 22))
    lines.sort()
    return f"{g.prompt()}printenv | sort\n" + "\n".join(lines) + "\n"


@neg("env-secretish-names-benign-values")
def _(g):
    u = g.user()
    pool = [
        f"PASSWORD_STORE_DIR=/home/{u}/.password-store",
        f"GNUPGHOME=/home/{u}/.gnupg",
        "GPG_TTY=/dev/pts/2",
        f"TOKEN_URL=https://auth.{g.org()}.io/oauth/token",
        "KEY_FILE=/etc/ssl/private/tls.key",
        f"SECRET_NAME=prod/{g.proj()}/db",
        "PASSWORD_MIN_LENGTH=12",
        "JWT_ALGORITHM=RS256",
        "API_KEY_HEADER=X-API-Key",
        "SESSION_COOKIE_NAME=sessionid",
        "TOKEN_TTL_SECONDS=3600",
        "AWS_SDK_LOAD_CONFIG=1",
        f"VAULT_ADDR=https://vault.{g.org()}.io:8200",
        "VAULT_NAMESPACE=admin",
        f"SSH_KEY_PATH=/home/{u}/.ssh/id_ed25519",
        "GIT_ASKPASS=/usr/lib/git-core/git-gui--askpass",
        "SECRETS_BACKEND=aws-secretsmanager",
        "CREDENTIALS_FILE=/run/secrets/creds.json",
        "AUTH_PROVIDER=oidc",
        "KEYRING_BACKEND=keyring.backends.SecretService.Keyring",
    ]
    lines = g.sample(pool, g.ri(8, 14))
    lines.sort()
    return f"{g.prompt()}env | sort | grep -iE 'key|token|secret|pass|auth|cred'\n" + "\n".join(lines) + "\n"


@neg("env-example-placeholders")
def _(g):
    pool = [
        "API_KEY=<your-api-key>",
        "OPENAI_API_KEY=your-openai-api-key-here",
        "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
        "DB_PASSWORD=changeme",
        "JWT_SECRET=${JWT_SECRET}",
        "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "SMTP_PASSWORD=****",
        "ADMIN_PASSWORD=REDACTED",
        "AWS_SECRET_ACCESS_KEY=<redacted>",
        "SLACK_BOT_TOKEN=xoxb-your-token",
        "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME",
        "SECRET_KEY=replace-me",
        "SENDGRID_API_KEY=SG.xxxxxxxx",
        "ANTHROPIC_API_KEY=sk-ant-...",
        "TOKEN=",
        'PASSWORD=""',
        "REDIS_PASSWORD=${REDIS_PASSWORD:-}",
        "API_SECRET=TODO",
    ]
    lines = g.sample(pool, g.ri(6, 10))
    return f"{g.prompt()}cat .env.example\n# Copy to .env and fill in real values\n" + "\n".join(lines) + "\n"


@neg("code-env-lookups")
def _(g):
    pool = [
        'api_key = os.environ["OPENAI_API_KEY"]',
        'password = getpass.getpass("DB password: ")',
        "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);",
        'token := os.Getenv("GITHUB_TOKEN")',
        'String secret = System.getenv("CLIENT_SECRET");',
        'password: "{{ vault_db_password }}"',
        "token: ${{ secrets.GITHUB_TOKEN }}",
        "api_key = settings.API_KEY",
        'secret = keyring.get_password("svc", user)',
        "$password = getenv('DB_PASSWORD');",
        "apiKey: config.get<string>('apiKey'),",
        'client_secret = self.client_secret or read_secret("/run/secrets/client_secret")',
        "PASSWORD=$(cat /run/secrets/db_password)",
        'export TOKEN="$(vault kv get -field=token secret/ci)"',
    ]
    lines = g.sample(pool, g.ri(4, 7))
    return (
        f"{g.prompt()}grep -rnE 'api_key|password|token|secret' src/ | head\n"
        + "\n".join(
            f"src/{g.choice(['config', 'auth', 'client'])}.{g.choice(['py', 'ts', 'go'])}:{g.ri(1, 300)}:    {line}"
            for line in lines
        )
        + "\n"
    )


@neg("empty-null-credentials")
def _(g):
    obj = {
        "apiKey": None,
        "password": "",
        "token": None,
        "clientSecret": "",
        "username": g.user(),
        "endpoint": f"https://api.{g.org()}.io",
    }
    return f"{g.prompt()}cat config/defaults.json\n{json.dumps(obj, indent=2)}\n{g.prompt()}grep password: config.yml\npassword: ''\n"


@neg("docs-prose-credentials")
def _(g):
    return (
        f"{g.prompt()}cat docs/authentication.md | head -12\n## Authentication\n\n"
        f"All requests must include your API key in the `Authorization` header as a bearer token.\n"
        f"Never commit your password, token, or client secret to git. Rotate any key that was exposed.\n"
        f"Access tokens expire after 3600 seconds; use the refresh token to get a new one.\n"
        f"The secret key is shown only once, when you create it. Store it in your password manager.\n"
        f"If you lose your private key, generate a new key pair and upload the public key.\n"
    )


@neg("password-policy-text")
def _(g):
    return (
        f"{g.prompt()}python manage.py changepassword {g.user()}\nChanging password for user '{g.user()}'\nPassword: \n"
        f"Password (again): \nThis password is too short. It must contain at least 12 characters.\n"
        f"This password is too common.\nPassword requirements: 1 uppercase, 1 lowercase, 1 digit, 1 symbol; "
        f"may not reuse your last 5 passwords; expires after 90 days.\n"
    )


@neg("ssh-public-keys")
def _(g):
    return (
        f"{g.prompt()}cat ~/.ssh/authorized_keys\n{ssh_ed_pub(g)} {g.user()}@{g.host()}\n{ssh_rsa_pub(g)} deploy@ci\n"
        f"{g.prompt()}ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{g.b64bytes(32).rstrip('=')} {g.user()}@{g.host()} (ED25519)\n"
    )


@neg("ssh-known-hosts-hashed")
def _(g):
    lines = [f"|1|{g.b64bytes(20)}|{g.b64bytes(20)} {ssh_ed_pub(g)}" for _ in range(2)]
    lines.append(f"github.com {ssh_ed_pub(g)}")
    return f"{g.prompt()}cat ~/.ssh/known_hosts\n" + "\n".join(lines) + "\n"


@neg("public-key-pem")
def _(g):
    return f"{g.prompt()}openssl rsa -in server.key -pubout 2>/dev/null\n{pem('PUBLIC KEY', spki_der(g))}\n"


@neg("pgp-public-key-block")
def _(g):
    return f"{g.prompt()}gpg --armor --export {g.user()}@{g.org()}.io\n{pgp_block(g, False)}\n"


@neg("certificate-chain")
def _(g):
    return (
        f"{g.prompt()}openssl s_client -connect {g.org()}.io:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p'\n"
        f"{pem('CERTIFICATE', cert_der(g))}\n{pem('CERTIFICATE', cert_der(g))}\n"
    )


@neg("jwks-public-keys")
def _(g):
    obj = {
        "keys": [
            {
                "kty": "RSA",
                "use": "sig",
                "alg": "RS256",
                "kid": g.b64url(43),
                "n": b64u_nopad(g.rbytes(256)),
                "e": "AQAB",
            }
        ]
    }
    return f"{g.prompt()}curl -s https://auth.{g.org()}.io/.well-known/jwks.json | jq\n{json.dumps(obj, indent=2)}\n"


@neg("oidc-discovery")
def _(g):
    iss = f"https://auth.{g.org()}.io"
    obj = {
        "issuer": iss,
        "authorization_endpoint": iss + "/authorize",
        "token_endpoint": iss + "/oauth/token",
        "jwks_uri": iss + "/.well-known/jwks.json",
        "response_types_supported": ["code", "token", "id_token"],
        "grant_types_supported": ["authorization_code", "client_credentials", "refresh_token"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "private_key_jwt"],
    }
    return f"{g.prompt()}curl -s {iss}/.well-known/openid-configuration | jq\n{json.dumps(obj, indent=2)}\n"


@neg("stripe-publishable-key")
def _(g):
    return (
        f"{g.prompt()}grep -rn pk_ src/\nsrc/checkout.ts:3:const stripe = await loadStripe('pk_live_51{g.alnum(97)}');\n"
        f"src/checkout.test.ts:5:const TEST_PK = 'pk_test_51{g.alnum(97)}';\n"
    )


@neg("google-oauth-client-id")
def _(g):
    return f"{g.prompt()}grep -n GOOGLE_CLIENT_ID .env.local\n4:NEXT_PUBLIC_GOOGLE_CLIENT_ID={g.digits(12)}-{g.lowal(32)}.apps.googleusercontent.com\n"


@neg("terraform-plan-sensitive")
def _(g):
    return (
        f'{g.prompt()}terraform plan\n  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {{\n'
        f'        id          = "db-{g.upal(26)}"\n      ~ password    = (sensitive value)\n'
        f'        arn         = "arn:aws:rds:us-east-1:{g.digits(12)}:db:main"\n        resource_id = "db-{g.upal(26)}"\n'
        f"    }}\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nChanges to Outputs:\n  ~ admin_password = (sensitive value)\n"
    )


@neg("gha-log-masked")
def _(g):
    ts = g.ts("gha")
    return (
        f"{ts} ##[group]Run aws-actions/configure-aws-credentials@v4\n{ts} with:\n{ts}   aws-access-key-id: ***\n"
        f"{ts}   aws-secret-access-key: ***\n{ts}   aws-region: us-east-1\n{ts} ##[endgroup]\n"
        f"{ts} + curl -H 'Authorization: Bearer ***' https://api.{g.org()}.io/deploy\n"
    )


@neg("gh-auth-status-masked")
def _(g):
    return (
        f"{g.prompt()}gh auth status\ngithub.com\n  \u2713 Logged in to github.com account {g.user()} (keyring)\n"
        f"  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n"
        f"  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'\n"
    )


@neg("pip-masked-index")
def _(g):
    return (
        f"{g.prompt()}pip install -r requirements.txt\nLooking in indexes: https://pypi.org/simple, https://deploy:****@pypi.{g.org()}.internal/simple\n"
        f"Collecting boto3==1.34.{g.ri(10, 99)}\n  Using cached boto3-1.34.{g.ri(10, 99)}-py3-none-any.whl (139 kB)\n"
    )


@neg("nix-bazel-paths")
def _(g):
    return (
        f"{g.prompt()}nix-build\n/nix/store/{g.s('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{g.proj()}-1.0.0\n"
        f"{g.prompt()}bazel build //...\nINFO: Analyzed 42 targets. Target //cmd:server up-to-date:\n"
        f"  bazel-bin/cmd/server_/server\nINFO: From Linking: /home/{g.user()}/.cache/bazel/_bazel_{g.user()}/{g.hex(32)}/execroot/_main\n"
    )


@neg("git-lfs-pointer")
def _(g):
    return f"{g.prompt()}cat models/weights.bin\nversion https://git-lfs.github.com/spec/v1\noid sha256:{g.hex(64)}\nsize {g.ri(100000, 999999999)}\n"


@neg("http-response-headers")
def _(g):
    return (
        f"{g.prompt()}curl -sI https://{g.org()}.io\nHTTP/2 200\ncontent-type: text/html; charset=utf-8\n"
        f'etag: "{g.hex(32)}"\nx-request-id: {g.uuid()}\ncf-ray: {g.hex(16)}-AMS\n'
        f"strict-transport-security: max-age=63072000\nx-vercel-id: fra1::iad1::{g.lowal(5)}-{g.digits(13)}-{g.hex(12)}\n"
        f"set-cookie: __cf_bm_consent=1; path=/; SameSite=Lax\n"
    )


@neg("object-ids-json")
def _(g):
    obj = {
        "id": "cus_" + g.alnum(14),
        "object": "customer",
        "default_source": "card_" + g.alnum(24),
        "invoice_settings": {"default_payment_method": "pm_" + g.alnum(24)},
        "latest_charge": "ch_3" + g.alnum(23),
        "mongo_id": g.hex(24),
        "created": 1714550000 + g.ri(0, 9999999),
    }
    return f"{g.prompt()}stripe customers retrieve cus_{g.alnum(14)} | jq '{{id,object,default_source}}'\n{json.dumps(obj, indent=2)}\n"


@neg("llm-api-response-ids")
def _(g):
    obj = {
        "id": "msg_01" + g.alnum(22),
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-20250514",
        "content": [{"type": "tool_use", "id": "toolu_01" + g.alnum(22), "name": "bash", "input": {"command": "ls"}}],
        "usage": {"input_tokens": g.ri(100, 9000), "output_tokens": g.ri(10, 900)},
    }
    oai = {"id": "chatcmpl-" + g.alnum(29), "object": "chat.completion", "system_fingerprint": "fp_" + g.hex(10)}
    return f"{json.dumps(obj)}\n{json.dumps(oai)}\nrequest-id: req_011C{g.alnum(20)}\n"


@neg("transcript-jsonl-metadata")
def _(g):
    line = {
        "parentUuid": g.uuid(),
        "isSidechain": False,
        "userType": "external",
        "cwd": f"/home/{g.user()}/{g.proj()}",
        "sessionId": g.uuid(),
        "version": "1.0.51",
        "gitBranch": "main",
        "type": "assistant",
        "message": {
            "id": "msg_01" + g.alnum(22),
            "type": "message",
            "role": "assistant",
            "content": [{"type": "text", "text": "I'll rotate the API key and update the secret in the vault."}],
        },
        "requestId": "req_011C" + g.alnum(20),
        "uuid": g.uuid(),
        "timestamp": g.ts(),
    }
    return json.dumps(line) + "\n"


@neg("sourcemap-mappings")
def _(g):
    segs = ",".join(
        g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", g.ri(4, 8)) for _ in range(40)
    )
    return f'{g.prompt()}head -c 400 dist/index.js.map\n{{"version":3,"file":"index.js","sources":["../src/auth/token.ts"],"names":["token","secret"],"mappings":"{segs}"}}\n'


@neg("python-traceback-no-secret")
def _(g):
    return (
        f'Traceback (most recent call last):\n  File "/app/main.py", line {g.ri(5, 99)}, in <module>\n    conn = psycopg2.connect(dsn)\n'
        f'psycopg2.OperationalError: connection to server at "db.{g.org()}.internal" ({g.ip()}), port 5432 failed: '
        f'FATAL:  password authentication failed for user "app"\n\nDSN used: postgresql://app@db.{g.org()}.internal:5432/app\n'
        f"<Connection object at 0x7f{g.hex(10)}; dsn: 'host=db user=app password=xxx dbname=app', closed: 1>\n"
    )


@neg("azure-account-show")
def _(g):
    obj = {
        "environmentName": "AzureCloud",
        "homeTenantId": g.uuid(),
        "id": g.uuid(),
        "isDefault": True,
        "name": f"{g.org()}-prod",
        "state": "Enabled",
        "tenantId": g.uuid(),
        "user": {"name": f"{g.user()}@{g.org()}.com", "type": "user"},
    }
    return f"{g.prompt()}az account show\n{json.dumps(obj, indent=2)}\n"


@neg("gcloud-config-list")
def _(g):
    return (
        f"{g.prompt()}gcloud config list\n[core]\naccount = {g.user()}@{g.org()}.com\ndisable_usage_reporting = True\n"
        f"project = {g.proj()}-{g.digits(6)}\n\nYour active configuration is: [default]\n"
        f"{g.prompt()}gcloud projects describe {g.proj()}-prod --format='value(projectNumber)'\n{g.digits(12)}\n"
    )


@neg("github-api-response")
def _(g):
    obj = {
        "id": g.ri(100000000, 999999999),
        "node_id": "R_kgDO" + g.b64url(8),
        "full_name": f"{g.org()}/{g.proj()}",
        "default_branch": "main",
        "pushed_at": g.ts()[:19] + "Z",
        "commit": {"sha": g.hex(40), "url": f"https://api.github.com/repos/{g.org()}/{g.proj()}/commits/{g.hex(40)}"},
    }
    return (
        f"{g.prompt()}gh api repos/{g.org()}/{g.proj()} | jq\n{json.dumps(obj, indent=2)}\n"
        f"X-GitHub-Request-Id: {g.HEX(4)}:{g.HEX(6)}:{g.HEX(7)}:{g.HEX(7)}:{g.HEX(8)}\n"
    )


@neg("sentry-event-ids")
def _(g):
    return (
        f"{g.ts('space')} WARNING sentry_sdk: event sent id={g.hex(32)} release={g.proj()}@{g.hex(12)}\n"
        f"{g.ts('space')} ERROR app: unhandled exception (event_id={g.hex(32)}, trace_id={g.hex(32)})\n"
        f"dd.trace_id={g.digits(19)} dd.span_id={g.digits(19)}\n"
    )


ICO_HDR = b"\x00\x00\x01\x00"


@neg("configmap-binary-data")
def _(g):
    return (
        f"{g.prompt()}kubectl get configmap branding -o yaml\napiVersion: v1\nbinaryData:\n"
        f"  favicon.ico: {base64.b64encode(ICO_HDR + g.rbytes(120)).decode()}\ndata:\n"
        f"  theme: dark\nkind: ConfigMap\nmetadata:\n  name: branding\n  uid: {g.uuid()}\n"
    )


@neg("base64-cli-nonsecret")
def _(g):
    s = json.dumps({"kind": "build-info", "commit": g.hex(40), "branch": "main", "built": g.ts()})
    return f"{g.prompt()}echo $BUILD_INFO | base64 -d\n{s}\n{g.prompt()}echo $BUILD_INFO\n{b64s(s)}\n"


@neg("hex-addresses-core-dump")
def _(g):
    lines = [
        f"#{i}  0x{g.hex(16)} in {g.choice(['verify_token', 'hash_password', 'memcpy', 'SSL_read', 'decrypt_block'])} () from /lib/x86_64-linux-gnu/libcrypto.so.3"
        for i in range(5)
    ]
    return "(gdb) bt\n" + "\n".join(lines) + f"\nrax 0x{g.hex(16)}  rbx 0x{g.hex(16)}\n"


@neg("slack-discord-ids")
def _(g):
    obj = {
        "ok": True,
        "channel": "C0" + g.upal(9),
        "ts": f"{1714550000 + g.ri(0, 99999)}.{g.digits(6)}",
        "message": {
            "user": "U0" + g.upal(9),
            "bot_id": "B0" + g.upal(9),
            "team": "T0" + g.upal(9),
            "text": "Deploy finished: tokens rotated, secrets synced.",
        },
    }
    return f"{json.dumps(obj)}\n"


@neg("git-ls-remote")
def _(g):
    rows = "\n".join(f"{g.hex(40)}\trefs/heads/{b}" for b in ["main", "feature/token-refresh", "fix/password-reset"])
    return f"{g.prompt()}git ls-remote origin\n{g.hex(40)}\tHEAD\n{rows}\n"


@neg("age-public-recipient")
def _(g):
    return (
        f"{g.prompt()}cat .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n"
        f"    age: age1{g.s(BECH32, 58)}\n    kms: arn:aws:kms:us-east-1:{g.digits(12)}:key/{g.uuid()}\n"
    )


@neg("mongo-objectid-logs")
def _(g):
    return (
        "\n".join(
            f"{g.ts('space')} INFO order.created id={g.hex(24)} customer={g.hex(24)} total={g.ri(1, 999)}.{g.ri(10, 99)}"
            for _ in range(4)
        )
        + "\n"
    )


# ---------------------------------------------------------------------------
# DEBATABLE forms (reported separately, excluded from both headline counts)
# ---------------------------------------------------------------------------
@deb("sentry-dsn")
def _(g):
    return f"{g.prompt()}grep SENTRY_DSN .env\nSENTRY_DSN=https://{g.hex(32)}@o{g.digits(6)}.ingest.sentry.io/{g.digits(7)}\n"


@deb("firebase-web-apikey")
def _(g):
    p = f"{g.proj()}-{g.lowal(5)}"
    return (
        f'{g.prompt()}cat src/firebase.ts\nconst firebaseConfig = {{\n  apiKey: "AIza{g.b64url(35)}",\n'
        f'  authDomain: "{p}.firebaseapp.com",\n  projectId: "{p}",\n  appId: "1:{g.digits(12)}:web:{g.hex(22)}"\n}};\n'
    )


@deb("twilio-account-sid")
def _(g):
    return f"{g.prompt()}twilio profiles:list\nID     Account SID                         Active\ndev    AC{g.hex(32)}  true\n"


@deb("aws-access-key-id-only")
def _(g):
    obj = {
        "AccessKeyMetadata": [
            {
                "UserName": g.user(),
                "AccessKeyId": g.aws_akid(),
                "Status": "Active",
                "CreateDate": g.ts()[:19] + "+00:00",
            }
        ]
    }
    return f"{g.prompt()}aws iam list-access-keys\n{json.dumps(obj, indent=4)}\n"


@deb("supabase-anon-key")
def _(g):
    return (
        f"{g.prompt()}cat .env.local\nNEXT_PUBLIC_SUPABASE_URL=https://{g.lowal(20)}.supabase.co\n"
        f"NEXT_PUBLIC_SUPABASE_ANON_KEY={g.jwt('HS256', {'iss': 'supabase', 'ref': g.lowal(20), 'role': 'anon', 'iat': 1714550000, 'exp': 2030126000})}\n"
    )


@deb("mapbox-public-token")
def _(g):
    o = json.dumps({"u": g.user(), "a": g.lowal(25)}, separators=(",", ":"))
    return f"{g.prompt()}grep MAPBOX .env\nNEXT_PUBLIC_MAPBOX_TOKEN=pk.{b64u_nopad(o.encode())}.{g.b64url(22)}\n"


@deb("algolia-search-only-key")
def _(g):
    return f"{g.prompt()}grep -n algoliasearch src/search.js\n3:const client = algoliasearch('{g.upal(10)}', '{g.hex(32)}'); // search-only key\n"


@deb("ansible-vault-encrypted")
def _(g):
    lines = "\n".join(g.hex(80) for _ in range(5))
    return f"{g.prompt()}cat group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n{lines}\n"


@deb("sops-encrypted-yaml")
def _(g):
    return (
        f"{g.prompt()}cat secrets/prod.yaml\ndb_password: ENC[AES256_GCM,data:{g.b64bytes(18)},iv:{g.b64bytes(32)},tag:{g.b64bytes(16)},type:str]\n"
        f'sops:\n    lastmodified: "{g.ts()[:19]}Z"\n    mac: ENC[AES256_GCM,data:{g.b64bytes(48)},iv:{g.b64bytes(32)},tag:{g.b64bytes(16)},type:str]\n'
    )


@deb("password-hashes")
def _(g):
    return (
        f"{g.prompt()}sudo grep {g.user()} /etc/shadow\n{g.user()}:$6${g.s(ALNUM + './', 16)}${g.s(ALNUM + './', 86)}:19800:0:99999:7:::\n"
        f"app=# select email, password_hash from users limit 1;\n {g.user()}@{g.org()}.io | $2b$12${g.s(ALNUM + './', 53)}\n"
    )


@deb("default-dev-credentials")
def _(g):
    return f"{g.prompt()}cat docker-compose.test.yml | grep URL\n      DATABASE_URL: postgres://postgres:postgres@localhost:5432/test\n"


@deb("stripe-payment-intent-client-secret")
def _(g):
    pi = "pi_3" + g.alnum(23)
    return f"{json.dumps({'id': pi, 'object': 'payment_intent', 'client_secret': pi + '_secret_' + g.alnum(25), 'status': 'requires_payment_method'}, indent=2)}\n"


@deb("openssl-rand-output")
def _(g):
    return f"{g.prompt()}openssl rand -hex 32\n{g.hex(64)}\n"


@deb("encrypted-private-key")
def _(g):
    return f"{g.prompt()}cat key.enc.pem\n{pem('ENCRYPTED PRIVATE KEY', bytes.fromhex('308205') + g.rbytes(1290))}\n"


# ---------------------------------------------------------------------------
# build + score
# ---------------------------------------------------------------------------
def plant(t, secret):
    assert t.count(PH) == 1, "placeholder count != 1"
    start = t.index(PH)
    text = t.replace(PH, secret)
    end = start + len(secret)
    assert text[start:end] == secret
    assert text.count(secret) == 1, "secret occurs more than once"
    return text, start, end


def schedule(forms, n, rng):
    full, rem = divmod(n, len(forms))
    out = list(forms) * full + rng.sample(list(forms), rem)
    return out


def build(seed, n_pos=300, n_neg=300, n_deb=60):
    rng = random.Random(seed)
    g = G(rng)
    pos_items, neg_items, deb_items = [], [], []
    for name, f in schedule(POS, n_pos, rng):
        t, s = f(g)
        text, a, b = plant(t, s)
        pos_items.append((name, text, a, b))
    for name, f in schedule(NEG, n_neg, rng):
        t = f(g)
        assert PH not in t
        neg_items.append((name, t))
    for name, f in schedule(DEB, n_deb, rng):
        deb_items.append((name, f(g)))
    return pos_items, neg_items, deb_items


def coverage(matches, a, b):
    iv = sorted((max(m.start, a), min(m.end, b)) for m in matches if m.start < b and m.end > a)
    if not iv:
        return False, False, 0
    cur, covered = a, 0
    for s, e in iv:
        if s > cur:
            pass
        lo = max(s, cur)
        if e > lo:
            covered += e - lo
            cur = e
    return True, covered >= (b - a), covered


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", default="1")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--dry", action="store_true", help="generate only, print a few samples, no scanning")
    ap.add_argument("--n-pos", type=int, default=300)
    ap.add_argument("--n-neg", type=int, default=300)
    args = ap.parse_args()
    seeds = [int(x) for x in args.seed.split(",") if x.strip()]

    t0 = time.time()
    P, N, D = [], [], []
    for sd in seeds:
        p, n, d = build(sd, args.n_pos, args.n_neg)
        P += [(sd, *x) for x in p]
        N += [(sd, *x) for x in n]
        D += [(sd, *x) for x in d]

    if args.dry:
        print(
            f"seeds={seeds} positives={len(P)} ({len(POS)} forms) negatives={len(N)} ({len(NEG)} forms) "
            f"debatable={len(D)} ({len(DEB)} forms)"
        )
        shown = set()
        for _sd, name, text, a, b in P:
            if name in shown:
                continue
            shown.add(name)
            print(f"=== POS {name} span={a}:{b} secret={text[a:b][:60]!r}")
            print(text)
        for _sd, name, text in N + D:
            if name in shown:
                continue
            shown.add(name)
            print(f"=== NEG/DEB {name}")
            print(text)
        return

    import memstone.scan as _scanmod
    from memstone.scan import find_secrets

    form_tot = defaultdict(int)
    form_hit = defaultdict(int)
    form_comp = defaultdict(int)
    form_partial = defaultdict(list)
    missed, firing = [], []
    hits = comp = 0
    for sd, name, text, a, b in P:
        ms = find_secrets(text)
        hit, full, cov = coverage(ms, a, b)
        form_tot[name] += 1
        if hit:
            hits += 1
            form_hit[name] += 1
            if full:
                comp += 1
                form_comp[name] += 1
            else:
                form_partial[name].append((sd, text, a, b, ms, cov))
        else:
            missed.append((sd, name, text, a, b, ms))

    nform_tot = defaultdict(int)
    nform_fire = defaultdict(int)
    nform_rules = defaultdict(lambda: defaultdict(int))
    nfire = 0
    for sd, name, text in N:
        ms = find_secrets(text)
        nform_tot[name] += 1
        if ms:
            nfire += 1
            nform_fire[name] += 1
            for m in ms:
                nform_rules[name][m.rule] += 1
            firing.append((sd, name, text, ms))

    dform_tot = defaultdict(int)
    dform_fire = defaultdict(int)
    dform_rules = defaultdict(set)
    for _sd, name, text in D:
        ms = find_secrets(text)
        dform_tot[name] += 1
        if ms:
            dform_fire[name] += 1
            for m in ms:
                dform_rules[name].add(m.rule)
    dt = time.time() - t0

    def pct(x, y):
        return (100.0 * x / y) if y else 0.0

    print("# memstone transcript/terminal secret-scan probe")
    print(f"# scanner: {_scanmod.__file__}")
    print(
        f"# seeds: {','.join(map(str, seeds))}   positives: {len(P)} texts / {len(POS)} forms   "
        f"negatives: {len(N)} texts / {len(NEG)} forms   debatable (excluded): {len(D)} texts / {len(DEB)} forms   "
        f"runtime {dt:.1f}s"
    )
    print(f"RECALL {hits}/{len(P)} ({pct(hits, len(P)):.1f}%)")
    print(f"COMPLETE {comp}/{len(P)} ({pct(comp, len(P)):.1f}%)")
    print(f"NEGATIVES FIRING {nfire}/{len(N)} ({pct(nfire, len(N)):.1f}%)")

    print("\n## recall per positive form (worst first): hit/total  complete/total")
    for name in sorted(form_tot, key=lambda n: (form_hit[n] / form_tot[n], form_comp[n] / form_tot[n], n)):
        print(
            f"  {name:<42} {form_hit[name]:>3}/{form_tot[name]:<3} ({pct(form_hit[name], form_tot[name]):5.1f}%)   "
            f"complete {form_comp[name]:>3}/{form_tot[name]}"
        )

    print("\n## negatives firing per form (firing/total  rules)")
    for name in sorted(nform_tot, key=lambda n: (-nform_fire[n] / nform_tot[n], n)):
        rules = ", ".join(f"{r}x{c}" for r, c in sorted(nform_rules[name].items()))
        print(f"  {name:<42} {nform_fire[name]:>3}/{nform_tot[name]:<3} {rules}")

    print("\n## debatable forms (excluded from counts): firing/total  rules")
    for name in sorted(dform_tot):
        print(f"  {name:<42} {dform_fire[name]:>3}/{dform_tot[name]:<3} {', '.join(sorted(dform_rules[name]))}")

    print("\n## forms with partial coverage (hit but not every character of the secret covered)")
    if not form_partial:
        print("  (none)")
    for name in sorted(form_partial, key=lambda n: -len(form_partial[n])):
        lst = form_partial[name]
        sd, text, a, b, ms, cov = lst[0]
        over = [m for m in ms if m.start < b and m.end > a]
        desc = "; ".join(f"{m.rule}[{m.start - a:+d}..{m.end - a:+d}]" for m in over)
        print(
            f"  {name:<42} {len(lst)}/{form_hit[name]} hits partial; e.g. secret len {b - a}, covered {cov}; "
            f"matches rel. to secret start: {desc}"
        )

    if args.verbose:
        print("\n## MISSED positives")
        for sd, name, text, a, b, ms in missed:
            rules = sorted({m.rule for m in ms})
            print(
                f"--- [seed {sd}] {name}  secret={text[a:b][:80]!r}{'...' if b - a > 80 else ''}  "
                f"other rules fired in text: {rules or '-'}"
            )
            print(text.rstrip("\n")[:2000])
        print("\n## PARTIAL positives")
        for name, lst in sorted(form_partial.items()):
            for sd, text, a, b, ms, cov in lst:
                over = [m for m in ms if m.start < b and m.end > a]
                print(
                    f"--- [seed {sd}] {name}  secret={text[a:b][:80]!r}  covered {cov}/{b - a}: "
                    + "; ".join(f"{m.rule} {text[m.start : m.end][:80]!r}" for m in over)
                )
        print("\n## FIRING negatives")
        for sd, name, text, ms in firing:
            print(f"--- [seed {sd}] {name}: " + "; ".join(f"{m.rule} {text[m.start : m.end][:100]!r}" for m in ms))
            print(text.rstrip("\n")[:2000])


if __name__ == "__main__":
    main()
