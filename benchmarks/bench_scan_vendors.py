"""Vendor-credential coverage probe: memstone's secret scan on 157 credential formats in note contexts.

Run: ``python benchmarks/bench_scan_vendors.py`` (``-v`` lists every miss and false positive,
``--formats`` the format table, ``--draws N`` the random tokens per format and context). No data
files: every token is drawn from a seeded generator at run time, so no credential-shaped string is
committed. Results and the date of each run are in docs/bench/scan.md.

Provenance. The format table was written for issue 10 by a separate pass, from the vendors' public
documentation of their token shapes as remembered (prefix, alphabet, length), without reading any
secret scanner's rule files or test examples, memstone's included. It was a held-out check when it
was first run (84.9% recall); memstone's rules were then changed with its help (general syntaxes
only, none keyed to one format), so its numbers are now dev-set numbers, not held-out ones.

kind:
  prefix     - self-identifying: a distinctive vendor prefix
  structure  - self-identifying by structure (URL userinfo, connection-string field, JWT, PEM, bot-token shape)
  keyname    - only recognisable by the key name / words around it (bare hex, UUID, random alnum)
"""

from __future__ import annotations

import base64
import json
import uuid
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random

UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = "abcdefghijklmnopqrstuvwxyz"
DIGITS = "0123456789"
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
BASE32L = LOWER + "234567"
BASE32U = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
B62 = DIGITS + UPPER + LOWER


def rs(rng: Random, alphabet: str, n: int) -> str:
    """Random body; re-draw the (astronomically unlikely) single-character run."""
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(n))
        if len(set(s)) > min(4, n // 2):
            return s


def b62(n: int, width: int = 6) -> str:
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_b62(s: str) -> str:
    return b62(zlib.crc32(s.encode()) & 0xFFFFFFFF)


def b64u(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode() if not isinstance(obj, bytes) else obj
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64std(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def rbytes(rng: Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def ruuid(rng: Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def jwt(rng: Random, header: dict, payload: dict, sig_len: int = 342) -> str:
    return f"{b64u(header)}.{b64u(payload)}.{rs(rng, B64URL, sig_len)}"


# bech32 (BIP-173) for age secret keys
def _polymod(values: list[int]) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp: str, data8: bytes) -> str:
    acc, bits, data = 0, 0, []
    for b in data8:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hrp_exp = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _polymod(hrp_exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


Gen = Callable[[Random], "tuple[str, str] | str"]


@dataclass
class Fmt:
    name: str
    category: str
    kind: str  # prefix | structure | keyname
    doc: str
    env: str  # natural environment variable / config key
    gen: Gen  # returns token, or (text-to-embed, secret-substring)
    prefix: str = ""  # for x-placeholders
    contexts: tuple[str, ...] | None = None  # override (multi-line secrets)
    variants: list[tuple[str, Gen]] = field(default_factory=list)
    non_secret: list[tuple[str, str, Gen]] = field(
        default_factory=list
    )  # (label, template, gen): ids that are not secret
    placeholder: str | None = None  # explicit placeholder for the embedded text


def P(prefix: str, alphabet: str, n: int, suffix: str = "") -> Gen:
    return lambda r: prefix + rs(r, alphabet, n) + suffix


# --------------------------------------------------------------------------------------------------
# generators needing more than prefix+body


def gh(prefix: str) -> Gen:
    # GitHub (2021 token format blog post): prefix + 30 random base62 + 6-char base62 CRC32 checksum.
    def g(r: Random) -> str:
        body = rs(r, ALNUM, 30)
        return prefix + body + crc_b62(body)

    return g


def github_fine(r: Random) -> str:
    return "github_pat_" + rs(r, ALNUM, 22) + "_" + rs(r, ALNUM, 59)


def npm_tok(r: Random) -> str:
    body = rs(r, ALNUM, 30)
    return "npm_" + body + crc_b62(body)


def atlassian(r: Random) -> str:
    body = "ATATT3xFfGF0" + rs(r, B64URL, 172) + "="
    return body + format(zlib.crc32(body.encode()) & 0xFFFFFFFF, "08X")


def glsa(r: Random) -> str:
    body = "glsa_" + rs(r, ALNUM, 32) + "_"
    return body + format(zlib.crc32(body.encode()) & 0xFFFFFFFF, "08x")


def glc(r: Random) -> str:
    payload = {
        "o": str(r.randrange(10**5, 10**6)),
        "n": "notes-stack-deploy",
        "k": rs(r, ALNUM, 24),
        "m": {"r": "prod-eu-west-2"},
    }
    return "glc_" + b64u(payload) + "="[:0]


def sentry_org(r: Random) -> str:
    payload = {
        "iat": 1712000000 + r.randrange(10**6),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "acme-labs",
    }
    return "sntrys_" + b64u(payload) + "_" + rs(r, B64URL, 43)


def ops_token(r: Random) -> str:
    payload = {
        "signInAddress": "acme.1password.com",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(r, B64URL, 22)},
        "email": rs(r, LALNUM, 13) + "@1passwordserviceaccounts.com",
        "srpX": rs(r, HEX, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": True,
            "k": rs(r, B64URL, 43),
            "key_ops": ["encrypt", "decrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": "A3-" + rs(r, UALNUM, 6) + "-" + rs(r, UALNUM, 6),
        "throttleSecret": {"seed": rs(r, HEX, 64), "uuid": rs(r, UALNUM, 26)},
        "deviceUuid": rs(r, LALNUM, 26),
    }
    return "ops_" + b64u(payload)


def mapbox_sk(r: Random) -> str:
    return "sk." + b64u({"u": "acme-maps", "a": "cl" + rs(r, LALNUM, 23)}) + "." + rs(r, B64URL, 22)


def mapbox_pk(r: Random) -> str:
    return "pk." + b64u({"u": "acme-maps", "a": "cl" + rs(r, LALNUM, 23)}) + "." + rs(r, B64URL, 22)


def age_secret(r: Random) -> str:
    return bech32_encode("age-secret-key-", rbytes(r, 32)).upper()


def age_public(r: Random) -> str:
    return bech32_encode("age", rbytes(r, 32))


def azure_storage_conn(r: Random) -> tuple[str, str]:
    key = b64std(rbytes(r, 64))
    return (
        f"DefaultEndpointsProtocol=https;AccountName=acmenotes{r.randrange(100)};AccountKey={key};EndpointSuffix=core.windows.net",
        key,
    )


def azure_storage_key(r: Random) -> str:
    return b64std(rbytes(r, 64))


def azure_sas(r: Random) -> tuple[str, str]:
    sig = b64std(rbytes(r, 32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    url = f"https://acmebackups.blob.core.windows.net/nightly?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2025-12-31T18:00:00Z&st=2025-01-01T10:00:00Z&spr=https&sig={sig}"
    return url, sig


def azure_servicebus(r: Random) -> tuple[str, str]:
    key = b64std(rbytes(r, 32))
    return (
        f"Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}",
        key,
    )


def cosmos_conn(r: Random) -> tuple[str, str]:
    key = b64std(rbytes(r, 64))
    return f"AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey={key};", key


def azure_ad_secret(r: Random) -> str:
    # Entra ID client secrets: 3 chars, "8Q~", then 34 chars of [A-Za-z0-9_~.-] (40 total).
    return rs(r, ALNUM, 3) + "8Q~" + rs(r, ALNUM + "_~.-", 34)


def fake_pem_body(r: Random, n_bytes: int = 1216) -> str:
    b = b64std(
        b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00" + rbytes(r, n_bytes)
    )
    return "\n".join(b[i : i + 64] for i in range(0, len(b), 64))


def gcp_sa_json(r: Random) -> tuple[str, str]:
    body = fake_pem_body(r)
    pk = "-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n"
    doc = {
        "type": "service_account",
        "project_id": "acme-notes-prod",
        "private_key_id": rs(r, HEX, 40),
        "private_key": pk,
        "client_email": "deployer@acme-notes-prod.iam.gserviceaccount.com",
        "client_id": "".join(r.choice(DIGITS) for _ in range(21)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    text = json.dumps(doc, indent=2)
    secret = json.dumps(pk.rstrip("\n"))[1:-1]  # the PEM block as escaped inside the JSON text
    return text, secret


def k8s_sa_jwt(r: Random) -> str:
    return jwt(
        r,
        {"alg": "RS256", "kid": rs(r, B64URL, 43)},
        {
            "aud": ["https://kubernetes.default.svc.cluster.local"],
            "exp": 1767225600,
            "iat": 1735689600,
            "iss": "https://kubernetes.default.svc.cluster.local",
            "kubernetes.io": {"namespace": "ci", "serviceaccount": {"name": "deployer", "uid": ruuid(r)}},
            "sub": "system:serviceaccount:ci:deployer",
        },
    )


def supabase_service(r: Random) -> str:
    ref = rs(r, LOWER, 20)
    return jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1712000000, "exp": 2027576000},
        43,
    )


def supabase_anon(r: Random) -> str:
    ref = rs(r, LOWER, 20)
    return jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {"iss": "supabase", "ref": ref, "role": "anon", "iat": 1712000000, "exp": 2027576000},
        43,
    )


def docker_auth(r: Random) -> tuple[str, str]:
    pw = "dckr_pat_" + rs(r, B64URL, 27)
    auth = b64std(f"ci-bot:{pw}".encode())
    return json.dumps({"auths": {"registry.acme.io": {"auth": auth}}}, indent=2), auth


def docker_auth_plain(r: Random) -> tuple[str, str]:
    pw = rs(r, ALNUM, 20)
    auth = b64std(f"deploy:{pw}".encode())
    return auth, auth


def url_cred(scheme: str, user: str, host: str, pwlen: int = 20, alphabet: str = ALNUM) -> Gen:
    def g(r: Random) -> tuple[str, str]:
        pw = rs(r, alphabet, pwlen)
        return f"{scheme}://{user}:{pw}@{host}", pw

    return g


def redis_url(r: Random) -> tuple[str, str]:
    pw = rs(r, ALNUM, 32)
    return f"rediss://default:{pw}@apn1-sharp-owl-31234.upstash.io:6379", pw


def slack_webhook(r: Random) -> tuple[str, str]:
    tail = rs(r, ALNUM, 24)
    return f"https://hooks.slack.com/services/T{rs(r, UALNUM, 8)}/B{rs(r, UALNUM, 10)}/{tail}", tail


def discord_webhook(r: Random) -> tuple[str, str]:
    tail = rs(r, B64URL, 68)
    return f"https://discord.com/api/webhooks/{r.randrange(10**17, 10**18)}/{tail}", tail


def teams_webhook(r: Random) -> tuple[str, str]:
    tail = rs(r, HEX, 32)
    u = f"https://acme.webhook.office.com/webhookb2/{ruuid(r)}@{ruuid(r)}/IncomingWebhook/{tail}/{ruuid(r)}"
    return u, tail


def discord_bot(r: Random) -> str:
    uid = str(r.randrange(10**17, 10**18 + 2 * 10**17))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38)


def telegram(r: Random) -> str:
    return f"{r.randrange(10**9, 8 * 10**9)}:AA{rs(r, B64URL, 33)}"


def telegram8(r: Random) -> str:
    return f"{r.randrange(10**7, 10**8)}:AA{rs(r, B64URL, 33)}"


def slack_bot(r: Random) -> str:
    return f"xoxb-{r.randrange(10**10, 10**12)}-{r.randrange(10**12, 10**13)}-{rs(r, ALNUM, 24)}"


def slack_user(r: Random) -> str:
    return f"xoxp-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-{r.randrange(10**12, 10**13)}-{rs(r, HEX, 32)}"


def slack_app(r: Random) -> str:
    return f"xapp-1-A{rs(r, UALNUM, 10)}-{r.randrange(10**12, 10**13)}-{rs(r, HEX, 64)}"


def sendgrid(r: Random) -> str:
    return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)


def mailchimp(r: Random) -> str:
    return rs(r, HEX, 32) + f"-us{r.randrange(1, 22)}"


def terraform(r: Random) -> str:
    return rs(r, ALNUM, 14) + ".atlasv1." + rs(r, ALNUM, 67)


def postman(r: Random) -> str:
    return "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34)


def airtable(r: Random) -> str:
    return "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64)


def asana(r: Random) -> str:
    return f"2/{r.randrange(10**15, 10**16)}/{r.randrange(10**15, 10**16)}:{rs(r, HEX, 32)}"


def braintree(r: Random) -> str:
    return f"access_token$production${rs(r, LALNUM, 16)}${rs(r, HEX, 32)}"


def flutterwave(r: Random) -> str:
    return "FLWSECK-" + rs(r, HEX, 32) + "-X"


def dynatrace(r: Random) -> str:
    return "dt0c01." + rs(r, UALNUM, 24) + "." + rs(r, UALNUM, 64)


def harness(r: Random) -> str:
    return f"pat.{rs(r, B64URL, 22)}.{rs(r, HEX, 24)}.{rs(r, ALNUM, 20)}"


def circleci(r: Random) -> str:
    return "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEX, 40)


def langsmith(r: Random) -> str:
    return "lsv2_pt_" + rs(r, HEX, 32) + "_" + rs(r, HEX, 10)


def pinecone(r: Random) -> str:
    return "pcsk_" + rs(r, ALNUM, 5) + "_" + rs(r, ALNUM, 63)


def openai_proj(r: Random) -> str:
    return "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)


def openai_legacy(r: Random) -> str:
    return "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20)


def openai_svcacct(r: Random) -> str:
    return "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)


def anthropic(r: Random) -> str:
    return "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"


def anthropic_admin(r: Random) -> str:
    return "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA"


def vault_hvs(r: Random) -> str:
    return "hvs.CAESI" + rs(r, B64URL, 86)


def tailscale(r: Random) -> str:
    return "tskey-auth-k" + rs(r, ALNUM, 11) + "CNTRL-" + rs(r, ALNUM, 33)


def ngrok(r: Random) -> str:
    return "2" + rs(r, ALNUM, 26) + "_" + rs(r, ALNUM, 21)


def fcm_legacy(r: Random) -> str:
    return "AAAA" + rs(r, B64URL, 7) + ":APA91b" + rs(r, B64URL, 134)


def salesforce(r: Random) -> str:
    return "00D" + rs(r, ALNUM, 12) + "!" + rs(r, ALNUM, 4) + "." + rs(r, B64URL + ".", 96)


def jfrog_ref(r: Random) -> str:
    return "cmVmdGtuOjAxOjE3" + rs(r, ALNUM, 48)


def bitbucket(r: Random) -> str:
    body = "ATBB" + rs(r, ALNUM, 32)
    return body + format(zlib.crc32(body.encode()) & 0xFFFFFFFF, "08X")


def k8s_bootstrap(r: Random) -> str:
    return rs(r, LALNUM, 6) + "." + rs(r, LALNUM, 16)


def newrelic_license(r: Random) -> str:
    return rs(r, HEX, 36) + "NRAL"


def jenkins(r: Random) -> str:
    return "11" + rs(r, HEX, 32)


def sq_legacy(r: Random) -> str:
    return "sq0atp-" + rs(r, B64URL, 22)


def dropbox(r: Random) -> str:
    return "sl." + rs(r, B64URL, 135)


def dropbox_new(r: Random) -> str:
    return "sl.u." + rs(r, B64URL, 1000)


def hf(r: Random) -> str:
    return "hf_" + rs(r, ALNUM, 34)


def hf_letters(r: Random) -> str:
    return "hf_" + rs(r, UPPER + LOWER, 34)


def resend(r: Random) -> str:
    return "re_" + rs(r, ALNUM, 8) + "_" + rs(r, ALNUM, 24)


def typeform(r: Random) -> str:
    return "tfp_" + rs(r, B64URL, 44) + "_" + rs(r, B64URL, 14)


def heroku_new(r: Random) -> str:
    return "HRKU-AA" + rs(r, B64URL, 58)


def fly_macaroon(r: Random) -> str:
    return (
        "FlyV1 fm2_" + b64std(b"\x98\xc4" + rbytes(r, 240)).rstrip("=") + ",fm2_" + b64std(rbytes(r, 120)).rstrip("=")
    )


def hubspot(r: Random) -> str:
    return "pat-na1-" + ruuid(r)


def launchdarkly(r: Random) -> str:
    return "api-" + ruuid(r)


def axiom(r: Random) -> str:
    return "xaat-" + ruuid(r)


def elastic_key(r: Random) -> str:
    return b64std(f"{rs(r, B64URL, 20)}:{rs(r, B64URL, 22)}".encode())


def wandb(r: Random) -> str:
    return rs(r, HEX, 40)


def pypi(r: Random) -> str:
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(r, B64URL, 150)


def intercom(r: Random) -> str:
    return "dG9rOj" + rs(r, B64URL, 54) + "="


def contentful(r: Random) -> str:
    return "CFPAT-" + rs(r, B64URL, 43)


def sentry_dsn(r: Random) -> str:
    return f"https://{rs(r, HEX, 32)}@o{r.randrange(10**5, 10**7)}.ingest.us.sentry.io/{r.randrange(10**6, 10**7)}"


def twilio_sid(r: Random) -> str:
    return "AC" + rs(r, HEX, 32)


def google_client_id(r: Random) -> str:
    return f"{r.randrange(10**11, 10**12)}-{rs(r, LALNUM, 32)}.apps.googleusercontent.com"


def stripe_pk(r: Random) -> str:
    return "pk_live_51" + rs(r, ALNUM, 97)


def razorpay_id(r: Random) -> str:
    return "rzp_live_" + rs(r, ALNUM, 14)


# --------------------------------------------------------------------------------------------------
N = [
    # ---------------- AI APIs
    Fmt(
        "Hugging Face user token",
        "ai",
        "prefix",
        "User Access Tokens start with hf_; 'hf_' + 34 mixed-case letters (37 chars, no digits in tokens seen in the wild).",
        "HF_TOKEN",
        hf_letters,
        "hf_",
        variants=[("hf_ + 34 letters and digits", hf)],
    ),
    Fmt(
        "OpenAI project key",
        "ai",
        "prefix",
        "sk-proj- + ~156 chars [A-Za-z0-9_-] with 'T3BlbkFJ' (base64 of 'OpenAI') in the middle.",
        "OPENAI_API_KEY",
        openai_proj,
        "sk-proj-",
        variants=[
            ("legacy sk- + 48 (T3BlbkFJ inside)", openai_legacy),
            ("service account sk-svcacct-", openai_svcacct),
        ],
    ),
    Fmt(
        "Anthropic API key",
        "ai",
        "prefix",
        "sk-ant-api03- + 93 [A-Za-z0-9_-] + 'AA' (108 chars).",
        "ANTHROPIC_API_KEY",
        anthropic,
        "sk-ant-api03-",
        variants=[("admin key sk-ant-admin01-", anthropic_admin)],
    ),
    Fmt("Cohere API key", "ai", "keyname", "40 chars [A-Za-z0-9], no prefix.", "COHERE_API_KEY", P("", ALNUM, 40)),
    Fmt(
        "Replicate API token",
        "ai",
        "prefix",
        "r8_ + 37 [A-Za-z0-9] (40 chars).",
        "REPLICATE_API_TOKEN",
        P("r8_", ALNUM, 37),
        "r8_",
    ),
    Fmt(
        "Groq API key",
        "ai",
        "prefix",
        "gsk_ + 52 [A-Za-z0-9] (56 chars).",
        "GROQ_API_KEY",
        P("gsk_", ALNUM, 52),
        "gsk_",
    ),
    Fmt("Mistral API key", "ai", "keyname", "32 chars [A-Za-z0-9], no prefix.", "MISTRAL_API_KEY", P("", ALNUM, 32)),
    Fmt(
        "Perplexity API key",
        "ai",
        "prefix",
        "pplx- + 48 [A-Za-z0-9] (53 chars).",
        "PERPLEXITY_API_KEY",
        P("pplx-", ALNUM, 48),
        "pplx-",
    ),
    Fmt("xAI API key", "ai", "prefix", "xai- + 80 [A-Za-z0-9].", "XAI_API_KEY", P("xai-", ALNUM, 80), "xai-"),
    Fmt(
        "DeepSeek API key",
        "ai",
        "prefix",
        "sk- + 32 lowercase hex (weak prefix: 'sk-').",
        "DEEPSEEK_API_KEY",
        P("sk-", HEX, 32),
        "sk-",
    ),
    Fmt("Pinecone API key", "ai", "prefix", "pcsk_ + 5 alnum + _ + ~63 alnum.", "PINECONE_API_KEY", pinecone, "pcsk_"),
    Fmt(
        "LangSmith API key",
        "ai",
        "prefix",
        "lsv2_pt_ (personal) / lsv2_sk_ (service) + 32 hex + _ + 10 hex.",
        "LANGSMITH_API_KEY",
        langsmith,
        "lsv2_pt_",
    ),
    Fmt(
        "Together AI API key",
        "ai",
        "keyname",
        "64 lowercase hex, no prefix (older keys; newer tgp_v1_).",
        "TOGETHER_API_KEY",
        P("", HEX, 64),
    ),
    Fmt(
        "ElevenLabs API key",
        "ai",
        "prefix",
        "sk_ + 48 lowercase hex (weak prefix).",
        "ELEVENLABS_API_KEY",
        P("sk_", HEX, 48),
        "sk_",
    ),
    Fmt(
        "Azure OpenAI key",
        "ai",
        "keyname",
        "32 lowercase hex (older) - key-name only.",
        "AZURE_OPENAI_API_KEY",
        P("", HEX, 32),
    ),
    Fmt("Weights & Biases API key", "ai", "keyname", "40 lowercase hex.", "WANDB_API_KEY", wandb),
    # ---------------- cloud
    Fmt(
        "AWS access key id",
        "cloud",
        "prefix",
        "AKIA (long-term) / ASIA (STS) + 16 [A-Z2-7].",
        "AWS_ACCESS_KEY_ID",
        P("AKIA", BASE32U, 16),
        "AKIA",
        variants=[("ASIA temporary key id", P("ASIA", BASE32U, 16))],
    ),
    Fmt(
        "AWS secret access key", "cloud", "keyname", "40 chars [A-Za-z0-9+/].", "AWS_SECRET_ACCESS_KEY", P("", B64, 40)
    ),
    Fmt(
        "Google API key (incl. Firebase/Gemini)",
        "cloud",
        "prefix",
        "AIza + 35 [A-Za-z0-9_-] (39 chars).",
        "GOOGLE_API_KEY",
        P("AIza", B64URL, 35),
        "AIza",
    ),
    Fmt(
        "Google OAuth client secret",
        "cloud",
        "prefix",
        "GOCSPX- + 28 [A-Za-z0-9_-].",
        "GOOGLE_CLIENT_SECRET",
        P("GOCSPX-", B64URL, 28),
        "GOCSPX-",
        non_secret=[("OAuth client id", "client_id: {x}", google_client_id)],
    ),
    Fmt(
        "Google OAuth access token",
        "cloud",
        "prefix",
        "ya29. + ~150-2048 [A-Za-z0-9_-.].",
        "GOOGLE_ACCESS_TOKEN",
        P("ya29.", B64URL, 160),
        "ya29.",
    ),
    Fmt(
        "GCP service-account JSON",
        "cloud",
        "structure",
        "JSON key file: type service_account, private_key_id (40 hex), private_key PEM (PKCS#8).",
        "GOOGLE_APPLICATION_CREDENTIALS",
        gcp_sa_json,
        contexts=("json", "bare"),
    ),
    Fmt(
        "Firebase Cloud Messaging legacy server key",
        "cloud",
        "structure",
        "AAAA + 7 chars + ':' + APA91b + ~134 [A-Za-z0-9_-].",
        "FCM_SERVER_KEY",
        fcm_legacy,
        "AAAA",
    ),
    Fmt(
        "Azure storage connection string",
        "cloud",
        "structure",
        "DefaultEndpointsProtocol=...;AccountName=...;AccountKey=<88 base64>;EndpointSuffix=...",
        "AZURE_STORAGE_CONNECTION_STRING",
        azure_storage_conn,
    ),
    Fmt(
        "Azure storage account key (bare)",
        "cloud",
        "keyname",
        "88 chars base64 of 64 bytes, ends '=='.",
        "AZURE_STORAGE_KEY",
        azure_storage_key,
    ),
    Fmt(
        "Azure SAS URL",
        "cloud",
        "structure",
        "Blob URL with sv=, se=, sp=, sig=<url-encoded base64 HMAC-SHA256 (43 chars + %3D)>.",
        "AZURE_SAS_URL",
        azure_sas,
    ),
    Fmt(
        "Azure Service Bus connection string",
        "cloud",
        "structure",
        "Endpoint=sb://...;SharedAccessKeyName=...;SharedAccessKey=<44 base64>",
        "SERVICEBUS_CONNECTION_STRING",
        azure_servicebus,
    ),
    Fmt(
        "Azure Cosmos DB connection string",
        "cloud",
        "structure",
        "AccountEndpoint=https://...documents.azure.com:443/;AccountKey=<88 base64>;",
        "COSMOS_CONNECTION_STRING",
        cosmos_conn,
    ),
    Fmt(
        "Azure AD / Entra client secret",
        "cloud",
        "structure",
        "40 chars: 3 chars + '8Q~' + 34 [A-Za-z0-9_~.-] (the 'Q~' marker).",
        "AZURE_CLIENT_SECRET",
        azure_ad_secret,
    ),
    Fmt(
        "DigitalOcean PAT",
        "cloud",
        "prefix",
        "dop_v1_ + 64 hex (doo_v1_ OAuth, dor_v1_ refresh).",
        "DIGITALOCEAN_TOKEN",
        P("dop_v1_", HEX, 64),
        "dop_v1_",
        variants=[("doo_v1_ OAuth token", P("doo_v1_", HEX, 64))],
    ),
    Fmt(
        "Databricks PAT",
        "cloud",
        "prefix",
        "dapi + 32 hex (optionally '-2' style suffix).",
        "DATABRICKS_TOKEN",
        P("dapi", HEX, 32),
        "dapi",
        variants=[("dapi + 32 hex + '-3' suffix", P("dapi", HEX, 32, "-3"))],
    ),
    Fmt(
        "Alibaba Cloud AccessKey id",
        "cloud",
        "prefix",
        "LTAI + 20 [A-Za-z0-9] (24 chars).",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        P("LTAI", ALNUM, 20),
        "LTAI",
    ),
    Fmt("IBM Cloud API key", "cloud", "keyname", "44 chars [A-Za-z0-9_-].", "IBMCLOUD_API_KEY", P("", B64URL, 44)),
    Fmt(
        "Cloudflare API token",
        "cloud",
        "keyname",
        "40 chars [A-Za-z0-9_-], no prefix.",
        "CLOUDFLARE_API_TOKEN",
        P("", B64URL, 40),
    ),
    Fmt("Cloudflare global API key", "cloud", "keyname", "37 lowercase hex.", "CLOUDFLARE_API_KEY", P("", HEX, 37)),
    Fmt("Linode / Akamai PAT", "cloud", "keyname", "64 lowercase hex.", "LINODE_TOKEN", P("", HEX, 64)),
    Fmt("Hetzner Cloud API token", "cloud", "keyname", "64 [A-Za-z0-9].", "HCLOUD_TOKEN", P("", ALNUM, 64)),
    Fmt("Vultr API key", "cloud", "keyname", "36 [A-Z0-9].", "VULTR_API_KEY", P("", UALNUM, 36)),
    # ---------------- PaaS / hosting
    Fmt(
        "Heroku API key (new)",
        "paas",
        "prefix",
        "HRKU- prefix (2024+), then ~60 [A-Za-z0-9_-]; legacy keys are bare UUIDs.",
        "HEROKU_API_KEY",
        heroku_new,
        "HRKU-",
        variants=[("legacy UUID key", ruuid)],
    ),
    Fmt(
        "Netlify PAT",
        "paas",
        "prefix",
        "nfp_ + 36 [A-Za-z0-9] (older: 43 [A-Za-z0-9_-]).",
        "NETLIFY_AUTH_TOKEN",
        P("nfp_", ALNUM, 36),
        "nfp_",
        variants=[("legacy 43-char token", P("", B64URL, 43))],
    ),
    Fmt("Vercel token", "paas", "keyname", "24 [A-Za-z0-9].", "VERCEL_TOKEN", P("", ALNUM, 24)),
    Fmt("Supabase PAT", "paas", "prefix", "sbp_ + 40 hex.", "SUPABASE_ACCESS_TOKEN", P("sbp_", HEX, 40), "sbp_"),
    Fmt(
        "Supabase secret API key",
        "paas",
        "prefix",
        "sb_secret_ + ~31 [A-Za-z0-9_-] (2025 keys; publishable keys sb_publishable_ are public).",
        "SUPABASE_SECRET_KEY",
        P("sb_secret_", B64URL, 31),
        "sb_secret_",
    ),
    Fmt(
        "Supabase service_role JWT",
        "paas",
        "structure",
        "HS256 JWT, payload role=service_role (anon JWT is public).",
        "SUPABASE_SERVICE_ROLE_KEY",
        supabase_service,
        non_secret=[("anon (public) key", "SUPABASE_ANON_KEY={x}", supabase_anon)],
    ),
    Fmt(
        "Fly.io token",
        "paas",
        "prefix",
        "'FlyV1 fm2_<base64 macaroon>,fm2_<...>' (older fo1_ + 43).",
        "FLY_API_TOKEN",
        fly_macaroon,
        "FlyV1 fm2_",
        variants=[("legacy fo1_ + 43", P("fo1_", B64URL, 43))],
    ),
    Fmt("Render API key", "paas", "prefix", "rnd_ + 32 [A-Za-z0-9].", "RENDER_API_KEY", P("rnd_", ALNUM, 32), "rnd_"),
    Fmt("Railway token", "paas", "keyname", "UUID.", "RAILWAY_TOKEN", ruuid),
    Fmt(
        "Deno Deploy token",
        "paas",
        "prefix",
        "ddp_ + 36 [A-Za-z0-9].",
        "DENO_DEPLOY_TOKEN",
        P("ddp_", ALNUM, 36),
        "ddp_",
    ),
    # ---------------- CI/CD, VCS
    Fmt(
        "GitHub classic PAT",
        "cicd",
        "prefix",
        "ghp_ + 30 base62 + 6 base62 CRC32 (40 chars).",
        "GITHUB_TOKEN",
        gh("ghp_"),
        "ghp_",
    ),
    Fmt(
        "GitHub fine-grained PAT",
        "cicd",
        "prefix",
        "github_pat_ + 22 + _ + 59 [A-Za-z0-9] (93 chars).",
        "GH_TOKEN",
        github_fine,
        "github_pat_",
    ),
    Fmt(
        "GitHub app installation token",
        "cicd",
        "prefix",
        "ghs_ + 36 (gho_ OAuth, ghu_ user-to-server, ghr_ refresh).",
        "GITHUB_APP_TOKEN",
        gh("ghs_"),
        "ghs_",
    ),
    Fmt(
        "GitLab PAT", "cicd", "prefix", "glpat- + 20 [A-Za-z0-9_-].", "GITLAB_TOKEN", P("glpat-", B64URL, 20), "glpat-"
    ),
    Fmt(
        "GitLab runner auth token",
        "cicd",
        "prefix",
        "glrt- + 20 [A-Za-z0-9_-].",
        "CI_RUNNER_TOKEN",
        P("glrt-", B64URL, 20),
        "glrt-",
    ),
    Fmt(
        "GitLab pipeline trigger token",
        "cicd",
        "prefix",
        "glptt- + 40 hex.",
        "GITLAB_TRIGGER_TOKEN",
        P("glptt-", HEX, 40),
        "glptt-",
    ),
    Fmt(
        "Bitbucket app password",
        "cicd",
        "prefix",
        "ATBB + 32 [A-Za-z0-9] (+ 8 hex checksum).",
        "BITBUCKET_APP_PASSWORD",
        bitbucket,
        "ATBB",
    ),
    Fmt(
        "CircleCI personal token", "cicd", "prefix", "CCIPAT_ + 22 + _ + 40 hex.", "CIRCLECI_TOKEN", circleci, "CCIPAT_"
    ),
    Fmt(
        "Buildkite API token", "cicd", "prefix", "bkua_ + 40 hex.", "BUILDKITE_API_TOKEN", P("bkua_", HEX, 40), "bkua_"
    ),
    Fmt("Travis CI token", "cicd", "keyname", "22 [A-Za-z0-9_-].", "TRAVIS_API_TOKEN", P("", B64URL, 22)),
    Fmt(
        "Azure DevOps PAT (classic)",
        "cicd",
        "keyname",
        "52 chars lowercase base32 [a-z2-7].",
        "AZURE_DEVOPS_EXT_PAT",
        P("", BASE32L, 52),
    ),
    Fmt("Jenkins API token", "cicd", "keyname", "34 lowercase hex starting '11'.", "JENKINS_API_TOKEN", jenkins),
    Fmt(
        "SonarQube user token",
        "cicd",
        "prefix",
        "squ_ + 40 hex (sqp_ project, sqa_ global analysis).",
        "SONAR_TOKEN",
        P("squ_", HEX, 40),
        "squ_",
    ),
    Fmt("Codecov upload token", "cicd", "keyname", "UUID.", "CODECOV_TOKEN", ruuid),
    Fmt(
        "Harness PAT",
        "cicd",
        "structure",
        "pat.<accountId 22>.<24 hex>.<20 alnum>.",
        "HARNESS_API_KEY",
        harness,
        "pat.",
    ),
    # ---------------- registries
    Fmt(
        "npm access token",
        "registry",
        "prefix",
        "npm_ + 30 base62 + 6 base62 CRC32 (40 chars).",
        "NPM_TOKEN",
        npm_tok,
        "npm_",
    ),
    Fmt(
        "PyPI API token",
        "registry",
        "prefix",
        "pypi- + base64url macaroon starting 'AgEIcHlwaS5vcmc' (~180+ chars).",
        "TWINE_PASSWORD",
        pypi,
        "pypi-",
    ),
    Fmt(
        "RubyGems API key",
        "registry",
        "prefix",
        "rubygems_ + 48 hex.",
        "GEM_HOST_API_KEY",
        P("rubygems_", HEX, 48),
        "rubygems_",
    ),
    Fmt(
        "NuGet API key",
        "registry",
        "prefix",
        "oy2 + 43 lowercase [a-z0-9] (46 chars).",
        "NUGET_API_KEY",
        P("oy2", LALNUM, 43),
        "oy2",
    ),
    Fmt(
        "crates.io token",
        "registry",
        "prefix",
        "cio + 32 [A-Za-z0-9].",
        "CARGO_REGISTRY_TOKEN",
        P("cio", ALNUM, 32),
        "cio",
    ),
    Fmt(
        "Docker Hub PAT",
        "registry",
        "prefix",
        "dckr_pat_ + 27 [A-Za-z0-9_-].",
        "DOCKERHUB_TOKEN",
        P("dckr_pat_", B64URL, 27),
        "dckr_pat_",
    ),
    Fmt(
        "Docker config.json auth",
        "registry",
        "structure",
        "~/.docker/config.json auths.<registry>.auth = base64(user:password).",
        "DOCKER_AUTH_CONFIG",
        docker_auth,
        contexts=("json", "bare"),
        placeholder='{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "<base64 user:password>"\n    }\n  }\n}',
    ),
    Fmt(
        "Registry basic-auth blob",
        "registry",
        "keyname",
        "base64(user:password) outside config.json (e.g. Authorization: Basic or auth: field).",
        "REGISTRY_AUTH",
        docker_auth_plain,
    ),
    Fmt(
        "JFrog Artifactory API key",
        "registry",
        "prefix",
        "AKCp + 69 [A-Za-z0-9] (legacy API key, 73 chars).",
        "ARTIFACTORY_API_KEY",
        P("AKCp", ALNUM, 69),
        "AKCp",
    ),
    Fmt(
        "JFrog reference token",
        "registry",
        "prefix",
        "cmVmdGtu (base64 'reftkn') + ':01:' encoded ... 64 chars.",
        "JFROG_ACCESS_TOKEN",
        jfrog_ref,
        "cmVmdGtu",
    ),
    # ---------------- infra tools
    Fmt(
        "Terraform Cloud token",
        "infra",
        "structure",
        "14 alnum + '.atlasv1.' + 67 alnum.",
        "TF_TOKEN_app_terraform_io",
        terraform,
    ),
    Fmt("Pulumi access token", "infra", "prefix", "pul- + 40 hex.", "PULUMI_ACCESS_TOKEN", P("pul-", HEX, 40), "pul-"),
    Fmt(
        "Doppler personal token",
        "infra",
        "prefix",
        "dp.pt. + 43 [A-Za-z0-9] (service tokens dp.st.<env>.<40>).",
        "DOPPLER_TOKEN",
        P("dp.pt.", ALNUM, 43),
        "dp.pt.",
        variants=[("service token dp.st.prd.", P("dp.st.prd.", ALNUM, 40))],
    ),
    Fmt(
        "HashiCorp Vault token",
        "infra",
        "prefix",
        "hvs. service token (~95+ chars), hvb. batch, hvr. recovery; legacy s. + 24.",
        "VAULT_TOKEN",
        vault_hvs,
        "hvs.",
        variants=[("legacy s. + 24", P("s.", ALNUM, 24))],
    ),
    Fmt(
        "age secret key",
        "infra",
        "prefix",
        "AGE-SECRET-KEY-1 + 58 uppercase bech32 chars (incl. 6-char checksum).",
        "SOPS_AGE_KEY",
        age_secret,
        "AGE-SECRET-KEY-1",
        non_secret=[("age public recipient", "recipient: {x}", age_public)],
    ),
    Fmt(
        "Tailscale auth key",
        "infra",
        "prefix",
        "tskey-auth-<id>CNTRL-<secret> (tskey-api-, tskey-client- similar).",
        "TS_AUTHKEY",
        tailscale,
        "tskey-auth-",
    ),
    Fmt(
        "ngrok authtoken",
        "infra",
        "keyname",
        "~49 chars: '2' + 26 alnum + '_' + 21 alnum; no documented prefix.",
        "NGROK_AUTHTOKEN",
        ngrok,
    ),
    Fmt(
        "Kubernetes service-account token",
        "infra",
        "structure",
        "RS256 JWT, iss kubernetes/serviceaccount or cluster URL.",
        "KUBE_TOKEN",
        k8s_sa_jwt,
    ),
    Fmt(
        "Kubernetes bootstrap token", "infra", "structure", "[a-z0-9]{6}.[a-z0-9]{16}.", "KUBEADM_TOKEN", k8s_bootstrap
    ),
    Fmt(
        "1Password service account token",
        "infra",
        "prefix",
        "ops_ + base64url JSON (eyJ...), ~800+ chars.",
        "OP_SERVICE_ACCOUNT_TOKEN",
        ops_token,
        "ops_",
    ),
    # ---------------- observability
    Fmt("Datadog API key", "observability", "keyname", "32 lowercase hex.", "DD_API_KEY", P("", HEX, 32)),
    Fmt("Datadog application key", "observability", "keyname", "40 lowercase hex.", "DD_APP_KEY", P("", HEX, 40)),
    Fmt(
        "New Relic user API key",
        "observability",
        "prefix",
        "NRAK- + 27 [A-Z0-9].",
        "NEW_RELIC_API_KEY",
        P("NRAK-", UALNUM, 27),
        "NRAK-",
    ),
    Fmt(
        "New Relic license key",
        "observability",
        "structure",
        "40 chars: 36 hex + 'NRAL' suffix.",
        "NEW_RELIC_LICENSE_KEY",
        newrelic_license,
    ),
    Fmt(
        "Sentry user auth token",
        "observability",
        "prefix",
        "sntryu_ + 64 hex.",
        "SENTRY_AUTH_TOKEN",
        P("sntryu_", HEX, 64),
        "sntryu_",
        non_secret=[("Sentry DSN (public per Sentry docs)", "SENTRY_DSN={x}", sentry_dsn)],
    ),
    Fmt(
        "Sentry org auth token",
        "observability",
        "prefix",
        "sntrys_ + base64 JSON (eyJ...) + _ + 43 chars.",
        "SENTRY_ORG_TOKEN",
        sentry_org,
        "sntrys_",
    ),
    Fmt(
        "Grafana service account token",
        "observability",
        "prefix",
        "glsa_ + 32 alnum + _ + 8 hex checksum.",
        "GRAFANA_TOKEN",
        glsa,
        "glsa_",
    ),
    Fmt(
        "Grafana Cloud access policy token",
        "observability",
        "prefix",
        "glc_ + base64 JSON (eyJ...).",
        "GRAFANA_CLOUD_TOKEN",
        glc,
        "glc_",
    ),
    Fmt(
        "Honeycomb API key",
        "observability",
        "keyname",
        "22 [A-Za-z0-9] (classic config key).",
        "HONEYCOMB_API_KEY",
        P("", ALNUM, 22),
    ),
    Fmt("Splunk HEC token", "observability", "keyname", "UUID.", "SPLUNK_HEC_TOKEN", ruuid),
    Fmt(
        "Elastic API key", "observability", "keyname", "base64(id:api_key), ~60 chars.", "ELASTIC_API_KEY", elastic_key
    ),
    Fmt(
        "Dynatrace API token",
        "observability",
        "prefix",
        "dt0c01. + 24 [A-Z0-9] + . + 64 [A-Z0-9].",
        "DT_API_TOKEN",
        dynatrace,
        "dt0c01.",
    ),
    Fmt(
        "PagerDuty API key",
        "observability",
        "keyname",
        "20 chars [A-Za-z0-9_+-] (user tokens start 'u+').",
        "PAGERDUTY_TOKEN",
        P("u+", B64URL, 18),
    ),
    Fmt("Opsgenie API key", "observability", "keyname", "UUID.", "OPSGENIE_API_KEY", ruuid),
    Fmt("Axiom API token", "observability", "prefix", "xaat- + UUID (xapt- personal).", "AXIOM_TOKEN", axiom, "xaat-"),
    # ---------------- payments / commerce
    Fmt(
        "Stripe secret key",
        "payments",
        "prefix",
        "sk_live_ + 24..99 [A-Za-z0-9] (new keys ~107 chars total).",
        "STRIPE_SECRET_KEY",
        P("sk_live_", ALNUM, 24),
        "sk_live_",
        variants=[("long sk_live_51... (107 chars)", P("sk_live_51", ALNUM, 97))],
        non_secret=[("publishable key (public)", "STRIPE_PUBLISHABLE_KEY={x}", stripe_pk)],
    ),
    Fmt(
        "Stripe restricted key",
        "payments",
        "prefix",
        "rk_live_ + 24..99 [A-Za-z0-9].",
        "STRIPE_RESTRICTED_KEY",
        P("rk_live_", ALNUM, 99),
        "rk_live_",
    ),
    Fmt(
        "Stripe webhook secret",
        "payments",
        "prefix",
        "whsec_ + 32 [A-Za-z0-9].",
        "STRIPE_WEBHOOK_SECRET",
        P("whsec_", ALNUM, 32),
        "whsec_",
    ),
    Fmt(
        "Square access token",
        "payments",
        "prefix",
        "EAAA + 60 [A-Za-z0-9_-] (legacy sq0atp- + 22).",
        "SQUARE_ACCESS_TOKEN",
        P("EAAA", B64URL, 60),
        "EAAA",
        variants=[("legacy sq0atp-", sq_legacy)],
    ),
    Fmt(
        "Square application secret",
        "payments",
        "prefix",
        "sq0csp- + 43 [A-Za-z0-9_-].",
        "SQUARE_APP_SECRET",
        P("sq0csp-", B64URL, 43),
        "sq0csp-",
    ),
    Fmt(
        "Shopify admin API token",
        "payments",
        "prefix",
        "shpat_ + 32 hex (shpca_ custom app, shppa_ private app, shpss_ shared secret).",
        "SHOPIFY_ACCESS_TOKEN",
        P("shpat_", HEX, 32),
        "shpat_",
        variants=[("shpss_ shared secret", P("shpss_", HEX, 32))],
    ),
    Fmt(
        "Braintree access token",
        "payments",
        "structure",
        "access_token$production$<16>$<32 hex>.",
        "BRAINTREE_ACCESS_TOKEN",
        braintree,
        "access_token$production$",
    ),
    Fmt("Plaid secret", "payments", "keyname", "30 lowercase hex.", "PLAID_SECRET", P("", HEX, 30)),
    Fmt(
        "Razorpay key secret",
        "payments",
        "keyname",
        "24 [A-Za-z0-9] (key id rzp_live_... is not secret).",
        "RAZORPAY_KEY_SECRET",
        P("", ALNUM, 24),
        non_secret=[("Razorpay key id", "RAZORPAY_KEY_ID={x}", razorpay_id)],
    ),
    Fmt(
        "Flutterwave secret key",
        "payments",
        "prefix",
        "FLWSECK- + 32 hex + -X.",
        "FLW_SECRET_KEY",
        flutterwave,
        "FLWSECK-",
    ),
    Fmt(
        "Paystack secret key",
        "payments",
        "prefix",
        "sk_live_ + 40 hex.",
        "PAYSTACK_SECRET_KEY",
        P("sk_live_", HEX, 40),
        "sk_live_",
    ),
    Fmt(
        "GoCardless access token",
        "payments",
        "prefix",
        "live_ + 40 [A-Za-z0-9_-].",
        "GOCARDLESS_ACCESS_TOKEN",
        P("live_", B64URL, 40),
        "live_",
    ),
    # ---------------- messaging / email
    Fmt(
        "Slack bot token",
        "messaging",
        "prefix",
        "xoxb-<digits>-<digits>-<24 alnum>.",
        "SLACK_BOT_TOKEN",
        slack_bot,
        "xoxb-",
    ),
    Fmt(
        "Slack user token", "messaging", "prefix", "xoxp-<d>-<d>-<d>-<32 hex>.", "SLACK_USER_TOKEN", slack_user, "xoxp-"
    ),
    Fmt(
        "Slack app-level token",
        "messaging",
        "prefix",
        "xapp-1-A<id>-<digits>-<64 hex>.",
        "SLACK_APP_TOKEN",
        slack_app,
        "xapp-",
    ),
    Fmt(
        "Slack incoming webhook",
        "messaging",
        "structure",
        "https://hooks.slack.com/services/T.../B.../<24 alnum>.",
        "SLACK_WEBHOOK_URL",
        slack_webhook,
    ),
    Fmt(
        "Discord bot token",
        "messaging",
        "structure",
        "base64(user id).<6>.<27-38> [A-Za-z0-9_-].",
        "DISCORD_BOT_TOKEN",
        discord_bot,
    ),
    Fmt(
        "Discord webhook",
        "messaging",
        "structure",
        "https://discord.com/api/webhooks/<id>/<68 [A-Za-z0-9_-]>.",
        "DISCORD_WEBHOOK_URL",
        discord_webhook,
    ),
    Fmt(
        "Microsoft Teams webhook",
        "messaging",
        "structure",
        "https://<tenant>.webhook.office.com/webhookb2/<uuid>@<uuid>/IncomingWebhook/<32 hex>/<uuid>.",
        "TEAMS_WEBHOOK_URL",
        teams_webhook,
    ),
    Fmt(
        "Telegram bot token",
        "messaging",
        "structure",
        "<bot id 8-10 digits>:<35 [A-Za-z0-9_-]> (usually 'AA...').",
        "TELEGRAM_BOT_TOKEN",
        telegram,
        variants=[("8-digit bot id", telegram8)],
    ),
    Fmt(
        "Twilio API key secret",
        "messaging",
        "keyname",
        "32 [A-Za-z0-9]; its SID is SK + 32 hex.",
        "TWILIO_API_SECRET",
        P("", ALNUM, 32),
    ),
    Fmt(
        "Twilio API key SID",
        "messaging",
        "prefix",
        "SK + 32 lowercase hex (identifier, paired with secret).",
        "TWILIO_API_KEY",
        P("SK", HEX, 32),
        "SK",
    ),
    Fmt(
        "Twilio auth token",
        "messaging",
        "keyname",
        "32 lowercase hex.",
        "TWILIO_AUTH_TOKEN",
        P("", HEX, 32),
        non_secret=[("Account SID (identifier)", "TWILIO_ACCOUNT_SID={x}", twilio_sid)],
    ),
    Fmt(
        "SendGrid API key",
        "messaging",
        "prefix",
        "SG. + 22 + . + 43 [A-Za-z0-9_-] (69 chars).",
        "SENDGRID_API_KEY",
        sendgrid,
        "SG.",
    ),
    Fmt(
        "Mailgun API key",
        "messaging",
        "prefix",
        "key- + 32 hex (legacy); newer 32 hex-8 hex-8 hex.",
        "MAILGUN_API_KEY",
        P("key-", HEX, 32),
        "key-",
        variants=[("new hex-hex-hex", lambda r: rs(r, HEX, 32) + "-" + rs(r, HEX, 8) + "-" + rs(r, HEX, 8))],
    ),
    Fmt("Mailchimp API key", "messaging", "structure", "32 hex + '-us<dc>'.", "MAILCHIMP_API_KEY", mailchimp),
    Fmt("Postmark server token", "messaging", "keyname", "UUID.", "POSTMARK_SERVER_TOKEN", ruuid),
    Fmt("Resend API key", "messaging", "prefix", "re_ + 8 + _ + 24 [A-Za-z0-9].", "RESEND_API_KEY", resend, "re_"),
    Fmt("Vonage API secret", "messaging", "keyname", "16 [A-Za-z0-9].", "VONAGE_API_SECRET", P("", ALNUM, 16)),
    # ---------------- SaaS
    Fmt(
        "Atlassian API token",
        "saas",
        "prefix",
        "ATATT3xFfGF0 + ~180 [A-Za-z0-9_=-] + 8 hex CRC32 (~192 chars).",
        "JIRA_API_TOKEN",
        atlassian,
        "ATATT3xFfGF0",
    ),
    Fmt(
        "Linear API key",
        "saas",
        "prefix",
        "lin_api_ + 40 [A-Za-z0-9].",
        "LINEAR_API_KEY",
        P("lin_api_", ALNUM, 40),
        "lin_api_",
    ),
    Fmt(
        "Notion integration token",
        "saas",
        "prefix",
        "ntn_ + 46 [A-Za-z0-9] (legacy secret_ + 43).",
        "NOTION_TOKEN",
        P("ntn_", ALNUM, 46),
        "ntn_",
        variants=[("legacy secret_ + 43", P("secret_", ALNUM, 43))],
    ),
    Fmt(
        "Postman API key",
        "saas",
        "prefix",
        "PMAK- + 24 hex + - + 34 hex (64 chars).",
        "POSTMAN_API_KEY",
        postman,
        "PMAK-",
    ),
    Fmt("Figma PAT", "saas", "prefix", "figd_ + ~40 [A-Za-z0-9_-].", "FIGMA_TOKEN", P("figd_", B64URL, 40), "figd_"),
    Fmt(
        "Airtable PAT",
        "saas",
        "structure",
        "pat + 14 alnum + . + 64 hex (82 chars).",
        "AIRTABLE_TOKEN",
        airtable,
        "pat",
    ),
    Fmt(
        "Dropbox access token",
        "saas",
        "prefix",
        "sl. + 135+ [A-Za-z0-9_-] (short-lived; newer sl.u. ~1000+).",
        "DROPBOX_TOKEN",
        dropbox,
        "sl.",
        variants=[("sl.u. ~1000 chars", dropbox_new)],
    ),
    Fmt("Asana PAT", "saas", "structure", "2/<16 digits>/<16 digits>:<32 hex> (older 1/...).", "ASANA_TOKEN", asana),
    Fmt(
        "Contentful management token",
        "saas",
        "prefix",
        "CFPAT- + 43 [A-Za-z0-9_-].",
        "CONTENTFUL_MANAGEMENT_TOKEN",
        contentful,
        "CFPAT-",
    ),
    Fmt("Zendesk API token", "saas", "keyname", "40 [A-Za-z0-9].", "ZENDESK_API_TOKEN", P("", ALNUM, 40)),
    Fmt(
        "HubSpot private app token",
        "saas",
        "prefix",
        "pat-na1- / pat-eu1- + UUID.",
        "HUBSPOT_ACCESS_TOKEN",
        hubspot,
        "pat-na1-",
    ),
    Fmt("Typeform PAT", "saas", "prefix", "tfp_ + 44 + _ + 14 [A-Za-z0-9_-].", "TYPEFORM_TOKEN", typeform, "tfp_"),
    Fmt(
        "LaunchDarkly API token",
        "saas",
        "prefix",
        "api- + UUID (sdk- server SDK keys).",
        "LAUNCHDARKLY_ACCESS_TOKEN",
        launchdarkly,
        "api-",
    ),
    Fmt("Segment write key", "saas", "keyname", "32 [A-Za-z0-9].", "SEGMENT_WRITE_KEY", P("", ALNUM, 32)),
    Fmt(
        "Intercom access token",
        "saas",
        "prefix",
        "dG9rOj (base64 'tok:') + ~54 base64 + '='.",
        "INTERCOM_ACCESS_TOKEN",
        intercom,
        "dG9rOj",
    ),
    Fmt(
        "Mapbox secret token",
        "saas",
        "prefix",
        "sk. + base64 JSON + . + 22 (pk. public tokens are not secret).",
        "MAPBOX_SECRET_TOKEN",
        mapbox_sk,
        "sk.eyJ",
        non_secret=[("Mapbox public token pk.", "MAPBOX_PUBLIC_TOKEN={x}", mapbox_pk)],
    ),
    Fmt(
        "Algolia admin API key",
        "saas",
        "keyname",
        "32 lowercase hex (search-only key has same shape, public).",
        "ALGOLIA_ADMIN_KEY",
        P("", HEX, 32),
    ),
    Fmt(
        "Okta API token",
        "saas",
        "structure",
        "'00' + 40 [A-Za-z0-9_-] (42 chars).",
        "OKTA_API_TOKEN",
        P("00", B64URL, 40),
        "00",
    ),
    Fmt("Auth0 client secret", "saas", "keyname", "64 [A-Za-z0-9_-].", "AUTH0_CLIENT_SECRET", P("", B64URL, 64)),
    Fmt(
        "Clerk secret key",
        "saas",
        "prefix",
        "sk_live_ + ~42 [A-Za-z0-9].",
        "CLERK_SECRET_KEY",
        P("sk_live_", ALNUM, 42),
        "sk_live_",
    ),
    Fmt(
        "Salesforce access token",
        "saas",
        "structure",
        "00D<org id 12-15>!<AQ...> ~112 chars.",
        "SF_ACCESS_TOKEN",
        salesforce,
    ),
    # ---------------- databases / data
    Fmt(
        "MongoDB Atlas URI",
        "database",
        "structure",
        "mongodb+srv://<user>:<password>@<cluster>.<id>.mongodb.net/...",
        "MONGODB_URI",
        url_cred("mongodb+srv", "app_rw", "cluster0.x7k2p.mongodb.net/notes?retryWrites=true&w=majority"),
    ),
    Fmt(
        "PostgreSQL URI",
        "database",
        "structure",
        "postgres://user:password@host:5432/db.",
        "DATABASE_URL",
        url_cred("postgresql", "notes_app", "db.internal.acme.io:5432/notes"),
        variants=[
            (
                "password with %-escapes",
                lambda r: (lambda pw: (f"postgres://svc:{pw}@10.0.3.7:5432/app", pw))(
                    rs(r, ALNUM, 10) + "%40" + rs(r, ALNUM, 8) + "%21"
                ),
            )
        ],
    ),
    Fmt(
        "MySQL URI",
        "database",
        "structure",
        "mysql://user:password@host:3306/db.",
        "MYSQL_URL",
        url_cred("mysql", "root", "mysql.acme.internal:3306/notes"),
    ),
    Fmt(
        "Redis URI (Upstash)",
        "database",
        "structure",
        "rediss://default:<password>@<host>:6379.",
        "REDIS_URL",
        redis_url,
    ),
    Fmt(
        "Snowflake password",
        "database",
        "keyname",
        "user-chosen password; key-name only.",
        "SNOWFLAKE_PASSWORD",
        P("", ALNUM + "!#%", 18),
    ),
    Fmt(
        "PlanetScale password",
        "database",
        "prefix",
        "pscale_pw_ + 43 [A-Za-z0-9_-] (pscale_tkn_ service tokens).",
        "PLANETSCALE_PASSWORD",
        P("pscale_pw_", B64URL, 43),
        "pscale_pw_",
    ),
    Fmt(
        "PlanetScale service token",
        "database",
        "prefix",
        "pscale_tkn_ + 43 [A-Za-z0-9_-].",
        "PLANETSCALE_SERVICE_TOKEN",
        P("pscale_tkn_", B64URL, 43),
        "pscale_tkn_",
    ),
    Fmt(
        "Neon API key",
        "database",
        "prefix",
        "napi_ + ~60 lowercase alnum (64 chars).",
        "NEON_API_KEY",
        P("napi_", LALNUM, 59),
        "napi_",
    ),
    Fmt(
        "Confluent Cloud API secret",
        "database",
        "keyname",
        "64 [A-Za-z0-9+/]; its key id is 16 [A-Z0-9].",
        "CONFLUENT_CLOUD_API_SECRET",
        P("", B64, 64),
    ),
]

FORMATS = N


# ==================================================================================================
# Probe runner
# ==================================================================================================
import argparse  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections import defaultdict  # noqa: E402

CONTEXTS = ("prose", "inline", "shell", "yaml", "json", "env", "bare")
KEYED = {"shell", "yaml", "json", "env"}
FENCE = "```"
# memstone rules that fire on a key name or a generic shape rather than on a vendor format
KEYNAME_RULES = {"SECRET-ASSIGNMENT"}


def _yaml_keys(env: str) -> tuple[str, str]:
    parts = env.split("_")
    return parts[0].lower(), "_".join(parts[1:]).lower() or "token"


def _camel(key: str) -> str:
    bits = key.split("_")
    return bits[0] + "".join(b.title() for b in bits[1:])


def _shell_val(tok: str) -> str:
    return f"'{tok}'" if any(c in tok for c in "$;&?!# ()\"'\n%*") else tok


def _yaml_val(tok: str) -> str:
    if ": " in tok or " #" in tok or tok[:1] in "{[&*!|>'\"%@`#-?:" or "\n" in tok:
        return json.dumps(tok)
    return tok


def render(ctx: str, f: Fmt, tok: str, env: str | None = None) -> str:
    env = env or f.env
    section, key = _yaml_keys(env)
    if f.contexts:  # multi-line, file-shaped secrets
        if ctx == "json":
            return f"Key file for the deploy bot ({f.name}):\n\n{FENCE}json\n{tok}\n{FENCE}\n"
        return f"pasted from the console:\n{tok}\n"
    if ctx == "prose":
        return f"The staging {f.name} is {tok}, rotate it in May.\n"
    if ctx == "inline":
        return f"- {f.name} for the sandbox: `{tok}` (expires end of quarter)\n"
    if ctx == "shell":
        return f"{FENCE}bash\nexport {env}={_shell_val(tok)}\n./deploy.sh --env staging\n{FENCE}\n"
    if ctx == "yaml":
        return f"{FENCE}yaml\n{section}:\n  enabled: true\n  {key}: {_yaml_val(tok)}\n{FENCE}\n"
    if ctx == "json":
        return f"{FENCE}json\n{json.dumps({section: {'enabled': True, _camel(key): tok}}, indent=2)}\n{FENCE}\n"
    if ctx == "env":
        return f"{FENCE}\n# .env.staging\nAPP_ENV=staging\n{env}={tok}\n{FENCE}\n"
    if ctx == "bare":
        return f"notes from the call with ops:\n{tok}\nask Dana before using in prod\n"
    raise ValueError(ctx)


def token_of(gen: Gen, seed: str) -> tuple[str, str]:
    out = gen(Random(seed))
    return (out, out) if isinstance(out, str) else out


def placeholder_for(f: Fmt, tok: str, secret: str) -> str:
    if f.placeholder:
        return f.placeholder
    if f.prefix and secret.startswith(f.prefix):
        return tok.replace(secret, f.prefix + "x" * (len(secret) - len(f.prefix)))
    return tok.replace(secret, "<your-token>")


GENERAL_NEGATIVES = [
    ("git commit sha in prose", "Fixed in commit 3f9c2a7b41d8e6f05a2c9b7e18d4f63a0b5c7e21, see the PR."),
    (
        "docker image digest",
        "image: ghcr.io/acme/notes@sha256:9b2f6e1c4a7d3e8f0b5c2a9d6e3f1a4b7c0d9e2f5a8b1c4d7e0f3a6b9c2d5e8f",
    ),
    ("uuid request id", "The failing request id was 7c9e6679-7425-40de-944b-e07fc1f90ae7 (us-east-1)."),
    (
        "npm integrity hash",
        '"integrity": "sha512-Qx2Lr9yB4vWm3Zk8Jt6Pq1sN7cHf0aGdE5uV2iXoY3lK9bM4nT8wR1eS6jF0hC7pA2zD5gU3vL8kW1qX9yE4oB=="',
    ),
    ("go.sum line", "github.com/acme/notes v1.4.2 h1:Q2b9Lk4xR7mZ1pT8vN3cW6sY0dF5gH2jK9aE4uI7oP0="),
    ("AWS ARN", "Role: arn:aws:iam::481516234200:role/notes-deploy-ci"),
    ("ssh public key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq7Zk2Lp9Rm4Xv8Nw3Tc6Yb1Jf5Gd0Sa2Hu7Ke9Wi4Qo dana@laptop"),
    ("long snake_case identifier", "We renamed ENABLE_EXPERIMENTAL_VECTOR_INDEX_COMPACTION_V2 to the shorter flag."),
    ("file path with hash", "See /var/lib/notes/cache/4f1d2c9e8b7a6f5e4d3c2b1a0f9e8d7c/blob.bin for the dump."),
    (
        "base64 image stub",
        "![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAGElEQVR42mNkYPhfz0AEYBxVSF8FAP5FDvcfRYWgAAAAAElFTkSuQmCC)",
    ),
    ("PGP fingerprint", "Release key fingerprint: 4AEE 18F8 3AFD EB23 B1F4 9A3C 82E9 7D31 5C7F 0A64"),
    (
        "k8s secret reference",
        "env:\n  - name: DD_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: datadog-secret\n        key: api-key",
    ),
    ("terraform var reference", 'provider "cloudflare" {\n  api_token = var.cloudflare_api_token\n}'),
    ("GitHub Actions secret ref", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}"),
    ("command substitution", "export VAULT_TOKEN=$(vault print token)  # never paste the token itself"),
    ("password location prose", "The password is stored in 1Password under 'staging db'; ask Dana for access."),
    ("S3 object key", "s3://acme-notes-backups/2025/01/07/snapshot-5d41402abc4b2a76b9719d911017c592.tar.zst"),
    ("semver + build hash", "notes-server 2.14.0+build.20250107.a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"),
    # prefixed identifiers that are not secrets (what a generic "prefix_ + random" rule must not take)
    (
        "Stripe object ids",
        "Webhook evt_1NG8Du2eZvKYlo2CUI79vXWy failed for customer cus_NffrFeUfNV2Hib, payment pi_3MtwBwLkdIwHu7ix28a3tqPa.",
    ),
    (
        "Vercel deployment/project ids",
        "Promoted deployment dpl_8Xr3mVWkjhP1tZ7QCx5fYnDk2bLa of project prj_Q7nV2kLm9XbTq4Rz8WcYp1Hs3JdF.",
    ),
    (
        "Anthropic request/message ids",
        "Support asked for request_id req_011CSHoEeqs5C35K2UUqR7Fy (message msg_01XFDUDYJgAACzvnptvVoYEL).",
    ),
    (
        "OpenAI org/assistant ids",
        "OpenAI org org-Zq8Lk2Nv5Rt7Yp1Wm4Xc9Bh3, assistant asst_Kq7Lm2Nx9Rv4Tz8Wy1Bc3Dd, completion chatcmpl-9xKpL2mQ7vR4tY8wZ1nB3cD5fG6hJ.",
    ),
    (
        "AWS resource ids",
        "Instance i-0a1b2c3d4e5f67890 in sg-0123456789abcdef0, AMI ami-0c55b159cbfafe1f0, volume vol-049df61146c4d7901.",
    ),
    ("trace / span ids", "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7 parent=b7ad6b7169203331"),
    ("container id", "Container 7f3d9e2c1b4a5f6e8d7c9b0a1e2f3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e restarted twice."),
    ("reCAPTCHA site key (public)", "reCAPTCHA site key 6LcR8XcpAAAAAJ8mK2nQ4vZ7yW1tB3dF5gH9jL0p goes in the form."),
    ("Firebase web app id", "appId: 1:481516234200:web:9f3a1c2b7d8e4f60a1b2c3"),
    (
        "k8s pod / branch names",
        "Pod notes-api-7d9f8b6c5-x2k4p crashed on branch feature/ENG-4521-rotate-sentry-token-before-release.",
    ),
    ("Slack ids", "Post to channel C04QJ8K2LMN as user U02AB3CD4EF in team T01ZX9Y8W7V."),
    ("GitHub Actions run URL", "https://github.com/acme/notes/actions/runs/9876543210/job/27182818284"),
    ("npm resolved URL", '"resolved": "https://registry.npmjs.org/@acme/vector-index/-/vector-index-2.3.1.tgz"'),
]


def build_cases(draws: int) -> tuple[list[dict], list[dict]]:
    """Every format x context, ``draws`` independently seeded tokens each (draw 0 is seeded by the name)."""
    pos: list[dict] = []
    neg: list[dict] = []
    for f in FORMATS:
        for k in range(draws):
            seed = f.name if k == 0 else f"{f.name}#{k}"
            tok, secret = token_of(f.gen, seed)
            for ctx in f.contexts or CONTEXTS:
                pos.append(
                    {
                        "fmt": f,
                        "ctx": ctx,
                        "text": render(ctx, f, tok),
                        "tok": tok,
                        "secret": secret,
                        "variant": None,
                        "draw": k,
                    }
                )
            for label, vgen in f.variants:
                vtok, vsecret = token_of(vgen, seed + label)
                for ctx in CONTEXTS:
                    pos.append(
                        {
                            "fmt": f,
                            "ctx": ctx,
                            "text": render(ctx, f, vtok),
                            "tok": vtok,
                            "secret": vsecret,
                            "variant": label,
                            "draw": k,
                        }
                    )
        tok, secret = token_of(f.gen, f.name)
        ph = placeholder_for(f, tok, secret)
        section, key = _yaml_keys(f.env)
        if f.contexts:
            neg.append({"fmt": f, "kind": "placeholder", "text": f"{FENCE}json\n{ph}\n{FENCE}\n"})
        else:
            neg.append(
                {"fmt": f, "kind": "placeholder", "text": f"{FENCE}bash\nexport {f.env}={_shell_val(ph)}\n{FENCE}\n"}
            )
        neg.append(
            {"fmt": f, "kind": "env reference", "text": f"{FENCE}yaml\n{section}:\n  {key}: ${{{f.env}}}\n{FENCE}\n"}
        )
        neg.append(
            {
                "fmt": f,
                "kind": "doc mention",
                "text": f"Set {f.env} in your environment (create the {f.name} in the vendor console); never commit it.\n",
            }
        )
        for label, template, ngen in f.non_secret:
            for k in range(draws):
                nid, _ = token_of(ngen, f"{f.name}{label}#{k}")
                neg.append(
                    {
                        "fmt": f,
                        "kind": f"non-secret id: {label}",
                        "text": f"{FENCE}\n{template.format(x=nid)}\n{FENCE}\n",
                    }
                )
    for label, text in GENERAL_NEGATIVES:
        neg.append({"fmt": None, "kind": f"general: {label}", "text": text})
    return pos, neg


def secret_span(text: str, tok: str, secret: str) -> tuple[int, int]:
    t0 = text.find(tok)
    s0 = t0 + tok.find(secret)
    return s0, s0 + len(secret)


def hits_secret(text: str, tok: str, secret: str, spans: list[tuple[int, int]]) -> bool:
    s0, s1 = secret_span(text, tok, secret)
    return any(a < s1 and b > s0 for a, b in spans)


def evaluate(case: dict) -> None:
    text, tok, secret = case["text"], case["tok"], case["secret"]
    matches = case["matches"]
    t0 = text.find(tok)
    s0, s1 = secret_span(text, tok, secret)
    over = [m for m in matches if m.start < s1 and m.end > s0]
    covered: set[int] = set()
    for m in over:
        covered.update(range(max(m.start, s0), min(m.end, s1)))
    case["hit"] = bool(over)
    case["full"] = len(covered) == len(secret)
    case["leak"] = len(secret) - len(covered) if over else len(secret)
    case["rules"] = sorted({m.rule for m in over})
    case["stray"] = sorted({m.rule for m in matches if m.end <= t0 or m.start >= t0 + len(tok)})


def _engine_raw_spans(text: str) -> list[tuple[int, int]] | None:
    """The engine's own visible findings on ``text`` with memstone's pre-filter bypassed (diagnostic only)."""
    try:
        from memstone import scan as _scan

        eng = _scan._load_engine()
        out = []
        for f in eng.scan(text.encode("utf-8")):
            if f.visible and f.rule_id not in _scan.ENGINE_EXCLUDED:
                out.append((int(f.location["start_offset"]), int(f.location["end_offset"])))
        return out
    except Exception:  # internals moved: skip this diagnosis
        return None


def diagnose(c: dict, find_secrets) -> str | None:
    """Re-run a missed case with one thing changed, to name the cause."""
    f, text, tok, secret = c["fmt"], c["text"], c["tok"], c["secret"]
    raw = _engine_raw_spans(text)
    if raw is not None and hits_secret(text, tok, secret, raw):
        return "gate"
    if c["ctx"] == "prose":
        alt = text.replace(f"{tok}, rotate", f"{tok} rotate")
        if hits_secret(alt, tok, secret, [(m.start, m.end) for m in find_secrets(alt)]):
            return "punct"
    if c["ctx"] in KEYED and not f.contexts:
        alt = render(c["ctx"], f, tok, env="API_TOKEN")
        if hits_secret(alt, tok, secret, [(m.start, m.end) for m in find_secrets(alt)]):
            return "keyname"
    return None


CAUSES = {
    "gate": "memstone's engine pre-filter skips the text (the engine alone matches it)",
    "punct": "context (prose): token followed by sentence punctuation (',' '.') - caught once the comma is removed",
    "keyname": "key name not recognised (caught when the key is renamed API_TOKEN)",
    "unknown": "unknown prefix / shape: self-identifying format not recognised without a key name",
    "context": "context (prose vs code): vendor rule fires in other contexts, not here",
    "nokey": "key-name-only format with no key name nearby (prose / inline / bare)",
    "keyed-other": "missed in a keyed context for another reason",
    "variant": "length / variant boundary: documented variant missed where the main form is caught",
    "draw": "token content: caught for other random draws in the same context (shape heuristics reject some bodies)",
    "partial": "length boundary: match stops short of the token (part of the secret left unredacted)",
}


def classify(pos: list[dict], find_secrets) -> dict[str, list[dict]]:
    by_fmt: dict[str, list[dict]] = defaultdict(list)
    for c in pos:
        if c["variant"] is None:
            by_fmt[c["fmt"].name].append(c)
    groups: dict[str, list[dict]] = defaultdict(list)
    for c in pos:
        f = c["fmt"]
        base = by_fmt[f.name]
        c["elsewhere"] = sorted({r for o in base if o["hit"] for r in o["rules"]})
        if c["hit"]:
            if not c["full"]:
                groups["partial"].append(c)
            continue
        d = diagnose(c, find_secrets)
        if d:
            groups[d].append(c)
            continue
        if c["variant"] is not None:
            same = [o for o in base if o["ctx"] == c["ctx"]]
            if same and any(o["hit"] for o in same):
                groups["variant"].append(c)
                continue
        unkeyed_hit = any(o["hit"] for o in base if o["ctx"] not in KEYED)
        if c["ctx"] in KEYED and not f.contexts:
            groups["keyed-other"].append(c)
        elif f.kind == "keyname":
            groups["nokey"].append(c)
        elif not unkeyed_hit:
            groups["unknown"].append(c)
        elif any(o["hit"] for o in base if o["ctx"] == c["ctx"]):
            groups["draw"].append(c)
        else:
            groups["context"].append(c)
    return groups


SWEEP_LENGTHS = (16, 24, 32, 48, 64, 100, 200, 300, 400, 500, 768, 1000, 1500, 2048)
LENGTH_SWEEPS = [  # (label, text template with {t}, token builder for body length n)
    ("key-name assignment  API_TOKEN=<alnum n>", "```\nAPI_TOKEN={t}\n```\n", lambda r, n: rs(r, ALNUM, n)),
    ("key-name assignment  api_token: <alnum n>", "```yaml\napi_token: {t}\n```\n", lambda r, n: rs(r, ALNUM, n)),
    ("Dropbox sl.u.<n> in .env", "```\nDROPBOX_TOKEN={t}\n```\n", lambda r, n: "sl.u." + rs(r, B64URL, n)),
    (
        "Google ya29.<n> bare line",
        "notes from the call with ops:\n{t}\nask Dana first\n",
        lambda r, n: "ya29." + rs(r, B64URL, n),
    ),
    (
        "Vault hvs.<n> bare line",
        "notes from the call with ops:\n{t}\nask Dana first\n",
        lambda r, n: "hvs." + rs(r, B64URL, n),
    ),
    (
        "Stripe sk_live_<n> bare line",
        "notes from the call with ops:\n{t}\nask Dana first\n",
        lambda r, n: "sk_live_" + rs(r, ALNUM, n),
    ),
]


def length_sweep(find_secrets) -> list[str]:
    out = []
    for label, template, build in LENGTH_SWEEPS:
        marks = []
        for n in SWEEP_LENGTHS:
            tok = build(Random(f"{label}{n}"), n)
            text = template.format(t=tok)
            ok = hits_secret(text, tok, tok, [(m.start, m.end) for m in find_secrets(text)])
            marks.append(f"{n}{'+' if ok else '.'}")
        out.append(f"  {label:44} " + " ".join(marks))
    return out


_R = Random("edge")
_HF = "hf_" + rs(_R, UPPER + LOWER, 34)
_K40 = rs(_R, ALNUM, 40)
_LET = rs(_R, UPPER + LOWER, 22)
_B1 = b64std(rbytes(_R, 44))  # 44 bytes -> one '=' of padding
_B2 = b64std(rbytes(_R, 43))  # 43 bytes -> '=='
_DBX = "dapi" + rs(_R, HEX, 32)
_LONG = rs(_R, ALNUM, 600)
EDGE_CHECKS = [  # (label, text, secret, should fire)
    ("HF letters-only token after '=' (.env)", f"HF_TOKEN={_HF}\n", _HF, True),
    ("HF letters-only token after ': ' (yaml)", f"hf_token: {_HF}\n", _HF, True),
    ("vendor token then ', ' in prose", f"The Databricks token is {_DBX}, rotate it.\n", _DBX, True),
    ("vendor token then ' ' in prose", f"The Databricks token is {_DBX} rotate it.\n", _DBX, True),
    ("key with a NEW_ segment", f"NEW_RELIC_LICENSE_KEY={_K40}\n", _K40, True),
    ("key with an OLD_ segment", f"OLD_API_KEY={_K40}\n", _K40, True),
    ("key without NEW_/OLD_ (control)", f"RELIC_LICENSE_KEY={_K40}\n", _K40, True),
    ("keyed value, 22 letters, no digit", f"API_TOKEN={_LET}\n", _LET, True),
    ("base64 value ending '=' then another line", f"cfg:\n  access_token: {_B1}\n  region: eu\n", _B1, True),
    ("base64 value ending '==' then another line", f"cfg:\n  access_token: {_B2}\n  region: eu\n", _B2, True),
    ("keyed value of 600 chars", f"API_TOKEN={_LONG}\n", _LONG, True),
    ("npm_ + 36 x placeholder", "NPM_TOKEN=npm_" + "x" * 36 + "\n", "npm_" + "x" * 36, False),
    (
        "Slack webhook with <token> placeholder",
        "https://hooks.slack.com/services/T0AAAAAAA/B0BBBBBBB/<your-token>\n",
        "<your-token>",
        False,
    ),
    (
        "Stripe event id in prose",
        "Webhook evt_1NG8Du2eZvKYlo2CUI79vXWy failed.\n",
        "evt_1NG8Du2eZvKYlo2CUI79vXWy",
        False,
    ),
]


def edge_checks(find_secrets) -> list[str]:
    out = []
    for label, text, secret, want in EDGE_CHECKS:
        ms = find_secrets(text)
        got = bool(ms) if not want else hits_secret(text, secret, secret, [(m.start, m.end) for m in ms])
        verdict = "ok  " if got == want else ("MISS" if want else "FP  ")
        out.append(f"  {verdict} {label:44} {','.join(sorted({m.rule.removeprefix('SECRET-') for m in ms})) or '-'}")
    return out


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f}% ({a}/{b})" if b else "  n/a"


def main() -> int:
    ap = argparse.ArgumentParser(description="vendor-credential coverage probe for memstone.scan.find_secrets")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every missed / firing text")
    ap.add_argument("--formats", action="store_true", help="print the format table and exit")
    ap.add_argument("--draws", type=int, default=5, help="random tokens per format and context (default 5)")
    args = ap.parse_args()
    P = print

    if args.formats:
        for f in FORMATS:
            P(f"{f.kind:9} {f.category:13} {f.name:42} {f.doc}")
        return 0

    from memstone.scan import find_secrets

    pos, neg = build_cases(args.draws)
    t = time.perf_counter()
    find_secrets("warm-up: token ghp_" + "Ab1" * 12)
    cold = time.perf_counter() - t
    times: list[tuple[float, str]] = []
    for c in pos + neg:
        t = time.perf_counter()
        c["matches"] = find_secrets(c["text"])
        times.append(
            (time.perf_counter() - t, (c["fmt"].name if c["fmt"] else "-") + "/" + c.get("ctx", c.get("kind", "")))
        )
    for c in pos:
        evaluate(c)

    main_cases = [c for c in pos if c["variant"] is None]
    var_cases = [c for c in pos if c["variant"] is not None]
    P(
        f"memstone vendor-credential probe: {len(FORMATS)} formats "
        f"({sum(f.kind == 'prefix' for f in FORMATS)} prefix, {sum(f.kind == 'structure' for f in FORMATS)} structure, "
        f"{sum(f.kind == 'keyname' for f in FORMATS)} key-name-only), {len(main_cases)} positive texts, "
        f"{len(var_cases)} variant texts, {len(neg)} negative texts"
    )
    P("")
    P("RECALL (hit = a match overlaps the secret; full = matches cover every character of it)")
    hits = sum(c["hit"] for c in main_cases)
    P(
        f"  overall                           {pct(hits, len(main_cases))}   full cover {pct(sum(c['full'] for c in main_cases), len(main_cases))}"
    )
    for kinds, label in (
        (("prefix", "structure"), "self-identifying"),
        (("prefix",), "  prefix"),
        (("structure",), "  structure"),
        (("keyname",), "key-name-only"),
    ):
        cs = [c for c in main_cases if c["fmt"].kind in kinds]
        P(f"  {label:33} {pct(sum(c['hit'] for c in cs), len(cs))}")
    for kinds, label in ((("prefix", "structure"), "self-id"), (("keyname",), "key-name-only")):
        a = [c for c in main_cases if c["fmt"].kind in kinds and c["ctx"] in KEYED]
        b = [c for c in main_cases if c["fmt"].kind in kinds and c["ctx"] not in KEYED]
        P(
            f"    {label:14} keyed ctx (shell/yaml/json/env) {pct(sum(c['hit'] for c in a), len(a))}, unkeyed (prose/inline/bare) {pct(sum(c['hit'] for c in b), len(b))}"
        )
    P(f"  variants (all contexts)           {pct(sum(c['hit'] for c in var_cases), len(var_cases))}")
    by_fmt: dict[str, list[dict]] = defaultdict(list)
    for c in main_cases:
        by_fmt[c["fmt"].name].append(c)
    P(
        f"  formats caught in >=1 context {sum(any(c['hit'] for c in cs) for cs in by_fmt.values())}/{len(by_fmt)}, "
        f"in every context {sum(all(c['hit'] for c in cs) for cs in by_fmt.values())}/{len(by_fmt)}"
    )
    P("")
    P("RECALL BY CONTEXT     all                self-id            key-name-only")
    for ctx in CONTEXTS:
        a = [c for c in main_cases if c["ctx"] == ctx and c["fmt"].kind != "keyname"]
        b = [c for c in main_cases if c["ctx"] == ctx and c["fmt"].kind == "keyname"]
        P(
            f"  {ctx:8} {pct(sum(c['hit'] for c in a + b), len(a + b)):>19} {pct(sum(c['hit'] for c in a), len(a)):>18} {pct(sum(c['hit'] for c in b), len(b)):>18}"
        )
    P("")
    P("RECALL BY CATEGORY")
    for cat in sorted({c["fmt"].category for c in main_cases}):
        cs = [c for c in main_cases if c["fmt"].category == cat]
        P(f"  {cat:14} {pct(sum(c['hit'] for c in cs), len(cs))}")
    P("")
    P(
        "PER FORMAT  (" + " ".join(f"{x[0].upper()}={x}" for x in CONTEXTS) + f"; per context over {args.draws} draws: "
        "+ all caught, ~ all caught but a span stops short, digit = draws caught, . none)"
    )

    def marks_of(cs: list[dict]) -> str:
        out = ""
        for ctx in CONTEXTS:
            cc = [c for c in cs if c["ctx"] == ctx]
            if not cc:
                continue
            n = sum(c["hit"] for c in cc)
            out += ("+" if all(c["full"] for c in cc) else "~") if n == len(cc) else (str(n) if n else ".")
        return out

    for name, cs in by_fmt.items():
        f = cs[0]["fmt"]
        marks = marks_of(cs)
        rules = sorted({r.removeprefix("SECRET-") for c in cs for r in c["rules"]})
        vm = ""
        for label, _ in f.variants:
            vs = [c for c in var_cases if c["fmt"].name == name and c["variant"] == label]
            vm += f"  [{label}: " + marks_of(vs) + "]"
        P(f"  {f.kind[:4]} {marks:7} {name:42} {','.join(rules)[:60]}{vm}")
    groups = classify(pos, find_secrets)
    P("")
    P(
        "MISSES GROUPED BY CAUSE  (main forms and variants; 'fired elsewhere' = rules that caught this format in other contexts)"
    )
    for cause, cs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        P(f"  [{len(cs)}] {CAUSES[cause]}")
        seen: dict[str, list[dict]] = defaultdict(list)
        for c in cs:
            seen[c["fmt"].name + (f" <{c['variant']}>" if c["variant"] else "")].append(c)
        for key, cc in seen.items():
            per_ctx: dict[str, list[dict]] = defaultdict(list)
            for c in cc:
                per_ctx[c["ctx"]].append(c)
            ctxs = ", ".join(
                f"{ctx} x{len(v)}" + (f" (leaks {max(c['leak'] for c in v)} chars)" if v[0]["hit"] else "")
                for ctx, v in per_ctx.items()
            )
            fired = cc[0]["elsewhere"]
            P(
                f"      {key}: {ctxs}"
                + (f"   [fired elsewhere: {', '.join(r.removeprefix('SECRET-') for r in fired)}]" if fired else "")
            )
            if args.verbose:
                for c in cc:
                    P("          | " + c["text"].rstrip().replace("\n", "\n          | "))
        if not args.verbose:
            P("      e.g. " + repr(cs[0]["text"][:240]))
    P("")
    P("LENGTH SWEEP (body length n: + caught, . missed)")
    for line in length_sweep(find_secrets):
        P(line)
    P("")
    P("EDGE CHECKS (one-line reproductions of the causes above)")
    for line in edge_checks(find_secrets):
        P(line)
    P("")
    P("FALSE POSITIVES")
    fps = [c for c in neg if c["matches"]]
    P(
        f"  negatives firing: {len(fps)}/{len(neg)}  "
        f"(vendor negatives {sum(1 for c in fps if c['fmt'])}/{sum(1 for c in neg if c['fmt'])}, general {sum(1 for c in fps if not c['fmt'])}/{sum(1 for c in neg if not c['fmt'])})"
    )
    fp_groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for c in fps:
        fp_groups[(c["fmt"].name if c["fmt"] else "-", c["kind"])].append(c)
    for (name, kind), cc in fp_groups.items():
        c = cc[0]
        spans = "; ".join(f"{m.rule.removeprefix('SECRET-')}={c['text'][m.start : m.end][:44]!r}" for m in c["matches"])
        P(f"    {name[:30]:30} {kind[:40]:40} x{len(cc)} {spans}")
    stray = [c for c in pos if c["stray"]]
    P(f"  matches outside the token in positive texts: {len(stray)}")
    for c in stray:
        P(f"    {c['fmt'].name}/{c['ctx']}: {','.join(c['stray'])}")
    P("")
    ds = sorted(t for t, _ in times)
    P("TIMING (find_secrets, this process)")
    P(f"  first call (loads the engine): {cold * 1000:.0f} ms")
    P(
        f"  {len(times)} texts: total {sum(ds) * 1000:.0f} ms, mean {statistics.mean(ds) * 1000:.2f} ms, "
        f"p50 {ds[len(ds) // 2] * 1000:.2f} ms, p95 {ds[int(len(ds) * 0.95)] * 1000:.2f} ms, max {ds[-1] * 1000:.1f} ms"
    )
    P("  slowest: " + "; ".join(f"{n} {t * 1000:.1f} ms" for t, n in sorted(times, reverse=True)[:3]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
