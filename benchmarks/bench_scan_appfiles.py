# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: credentials inside application / tool configuration files and
API-client artefacts, pasted into Markdown memory notes.

Run:
    PYTHONPATH=src python benchmarks/bench_scan_appfiles.py --seed 1,2,3 [-v] [--json PATH]
    python benchmarks/bench_scan_appfiles.py --dry [--seed 1]     # samples + self-checks, no memstone import

What it builds (per seed, from random.Random(seed)):
  * ~300 POSITIVE notes: each holds exactly ONE planted credential in one of 90
    file kinds (HTTP-client files, Postman/Insomnia/Bruno/HAR, OpenAPI, IDE run
    configs, tool dotfiles such as .npmrc/.pypirc/.netrc/pip.conf/settings.xml/
    nuget.config/.yarnrc.yml/auth.json/docker config.json/kubeconfig/.pgpass/my.cnf/
    .s3cfg/rclone.conf/.aws/credentials, cloud JSON, framework configs (Spring,
    Django, Rails, Laravel, ASP.NET, PHP, WordPress, Ghost, Strapi), ops configs
    (Grafana, Prometheus, Alertmanager, Jenkins, CI files, compose, Kubernetes,
    Helm, Ansible, nginx, HAProxy, OpenVPN, WireGuard, supervisor, rsyncd,
    SMTP clients, Sentry, Redis/Mongo URLs, systemd units, ...).
  * ~300 NEGATIVE notes: the same kinds with no credential: env/secret-store
    references, placeholders, empty values, encrypted blobs (sops, SealedSecret,
    Travis secure, Rails credentials.yml.enc, web.config EncryptedData, Spring
    {cipher}, jasypt ENC()), public keys / certificates, checksums, integrity
    hashes, commit SHAs, ids (UUIDs, account ids, project ids), key-file paths,
    obviously-public publishable keys, the AWS documentation example key pair.
  * ~36 DEBATABLE notes (reported, never scored): weak local-dev defaults,
    anon/publishable/web keys, password hashes (htpasswd, HAProxy, supervisor
    {SHA}), reversible obfuscation (rclone, Maven {..}, Jenkins {AQAA..}, NuGet
    DPAPI), Stripe test-mode secret keys, modern Sentry DSNs.
  Notes are Markdown: optional YAML frontmatter (title, sensitivity: private),
  a heading and/or a context sentence, then the file content in a fenced block
  (language-tagged or untagged), pasted bare, or a one-line inline excerpt.
  All values are generated at run time; the file holds no literal secrets.

Scoring (per note):
  POSITIVE: span = the secret value only (the password inside a URL, the token
    after "Bearer ", for base64-wrapped creds such as docker "auth", k8s Secret
    "data", npm "_auth", Basic headers: the base64 string; for webhook URLs the
    whole URL; for a JSON-escaped PEM private key: BEGIN..END markers inclusive).
    hit = some match overlaps the span; complete = union of match spans covers it.
  NEGATIVE: firing = any match at all.  DEBATABLE: firing reported only.

Decisions:
  * For AWS-style pairs (access key id + secret) the planted span is the SECRET
    key; the key id is present (as in real files) but is not the credential.
    Same for Twilio SID/token, Ghost admin key (span = hex secret after "id:").
  * gcloud ADC authorized_user files: span = refresh_token; the installed-app
    client_secret (public by design for gcloud) is present, generated randomly.
  * Usernames, hostnames, emails, key ids, project/account ids are not secrets.
  * Stripe pk_live_ in NEXT_PUBLIC_/VITE_ env names is a negative (obviously public);
    Supabase anon JWTs, Firebase web apiKey, Algolia search keys are debatable.
  * Encrypted-at-rest values (sops, SealedSecret, Travis secure, {cipher}, ENC())
    are negatives; reversibly-obfuscated ones are debatable.

Provenance: written by a separate pass that read no scanner code, no scanner rules
and no test examples; frozen (sha256 recorded) before its first run against the
scanner, and kept byte-identical since.
"""
import argparse
import base64
import json
import random
import re
import string
import sys
import uuid
from collections import defaultdict

S = "\x00"  # sentinel marking where the (planted or non-secret) value goes

# --------------------------------------------------------------------------- basics
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
A62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = A62 + "+/"
B64U = A62 + "-_"
SYM = "!*._-~+"

FIRST = ["alice", "bob", "carol", "dmitri", "erin", "farah", "gus", "hana", "ivan", "jun", "kofi",
         "lena", "marta", "nils", "omar", "priya", "quinn", "rosa", "sven", "tariq", "uma", "viktor",
         "wen", "yusuf", "zoe"]
WORDS = ["amber", "atlas", "birch", "cobalt", "delta", "ember", "falcon", "garnet", "harbor", "indigo",
         "juniper", "kestrel", "lumen", "maple", "nimbus", "orchid", "pepper", "quartz", "raven", "sierra",
         "tundra", "umber", "velvet", "willow", "yonder", "zephyr", "copper", "meadow", "granite", "lantern",
         "orbit", "pixel", "saffron", "thistle", "walnut", "cedar", "glacier", "heron", "island", "jasper"]
DOMAINS = ["example.com", "example.org", "acme-corp.example", "internal.example.net", "widgets.example",
           "northwind.example", "contoso.example", "initech.example"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2"]
ENVS = ["prod", "staging", "dev", "qa", "preprod"]
DBS = ["orders", "app_production", "analytics", "billing", "inventory", "crm", "ledger", "catalog"]


def rs(r, n, al=A62):
    return "".join(r.choice(al) for _ in range(n))


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def b64r(r, n):
    return base64.b64encode(rbytes(r, n)).decode()


def b64ur(r, n):
    return base64.urlsafe_b64encode(rbytes(r, n)).decode().rstrip("=")


def b64e(s):
    return base64.b64encode(s.encode() if isinstance(s, str) else s).decode()


def b64ue(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def ruuid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap64(s):
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def pem(r, label, prefix, nbytes):
    body = base64.b64encode(prefix + rbytes(r, nbytes)).decode()
    return "-----BEGIN %s-----\n%s\n-----END %s-----\n" % (label, wrap64(body), label)


def cert_pem(r):
    return pem(r, "CERTIFICATE", b"\x30\x82\x03\x1d\x30\x82\x02\x05\xa0\x03\x02\x01\x02\x02\x14", 760)


def rsa_key_pem(r):
    return pem(r, "RSA PRIVATE KEY", b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00", 1150)


def pkcs8_key_pem(r):
    return pem(r, "PRIVATE KEY", b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa7", 1150)


def ssh_ed25519_pub(r):
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(r, 32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


# --------------------------------------------------------------------------- secret values
def pw(r):
    while True:
        k = r.randrange(9)
        w = lambda: r.choice(WORDS)
        if k == 0:
            v = w().capitalize() + str(r.randrange(10, 9999)) + r.choice(SYM)
        elif k == 1:
            v = w().capitalize() + r.choice(SYM) + w() + str(r.randrange(10, 99))
        elif k == 2:
            v = rs(r, r.randrange(14, 24))
        elif k == 3:
            v = rs(r, r.randrange(12, 20), A62 + SYM)
        elif k == 4:
            v = "-".join([w(), w(), w(), str(r.randrange(10, 99))])
        elif k == 5:
            v = w().capitalize().replace("a", "@").replace("o", "0").replace("e", "3") + str(r.randrange(100, 999)) + r.choice(SYM) + w()
        elif k == 6:
            v = rs(r, 32, HEX)
        elif k == 7:
            v = b64ur(r, 18)
        else:
            v = r.choice(FIRST).capitalize() + r.choice(["_", ".", "!"]) + rs(r, 6, DIG) + w()
        if v[0] in A62 and v[-1] != "." and "~" not in v[:1]:
            return v


def akid(r): return "AKIA" + rs(r, 16, UP + "234567")
def aws_secret(r): return rs(r, 40, A62 + "/+")
def ghp(r): return "ghp_" + rs(r, 36)
def gho(r): return "gho_" + rs(r, 36)
def ghpat(r): return "github_pat_11" + rs(r, 20, UP + DIG) + "_" + rs(r, 59)
def glpat(r): return "glpat-" + rs(r, 20, A62 + "-_")
def xoxb(r): return "xoxb-%s-%s-%s" % (rs(r, 12, DIG), rs(r, 13, DIG), rs(r, 24))
def xoxp(r): return "xoxp-%s-%s-%s-%s" % (rs(r, 11, DIG), rs(r, 11, DIG), rs(r, 13, DIG), rs(r, 32, HEX))
def sk_live(r): return "sk_live_" + rs(r, r.choice([24, 99]))
def rk_live(r): return "rk_live_" + rs(r, r.choice([24, 99]))
def whsec(r): return "whsec_" + rs(r, 32)
def npm_tok(r): return "npm_" + rs(r, 36)
def sg(r): return "SG." + rs(r, 22, B64U) + "." + rs(r, 43, B64U)
def aiza(r): return "AIza" + rs(r, 35, B64U)
def hex32(r): return rs(r, 32, HEX)
def hex40(r): return rs(r, 40, HEX)
def hex64(r): return rs(r, 64, HEX)
def mailgun(r): return r.choice(["key-" + rs(r, 32, HEX), "%s-%s-%s" % (rs(r, 32, HEX), rs(r, 8, HEX), rs(r, 8, HEX))])
def openai(r): return r.choice(["sk-" + rs(r, 20) + "T3BlbkFJ" + rs(r, 20), "sk-proj-" + rs(r, 74, B64U) + "T3BlbkFJ" + rs(r, 74, B64U)])
def anthropic(r): return "sk-ant-api03-" + rs(r, 93, B64U) + "AA"
def pypi(r): return "pypi-AgEIcHlwaS5vcmc" + rs(r, 160, B64U)
def hf(r): return "hf_" + rs(r, 34, string.ascii_letters)
def dop(r): return "dop_v1_" + hex64(r)
def shpat(r): return "shpat_" + hex32(r)
def glsa(r): return "glsa_" + rs(r, 32) + "_" + rs(r, 8, HEX)
def hvs(r): return r.choice(["hvs." + rs(r, 24), "hvs.CAESI" + rs(r, 86, B64U)])
def lin(r): return "lin_api_" + rs(r, 40)
def nrak(r): return "NRAK-" + rs(r, 27, UP + DIG)
def tg_bot(r): return "%s:AA%s" % (rs(r, 10, DIG), rs(r, 33, B64U))
def discord_bot(r): return r.choice("MN") + rs(r, 23, B64U) + "." + rs(r, 6, B64U) + "." + rs(r, 27, B64U)
def cf_token(r): return rs(r, 40, A62 + "-_")
def tfc(r): return rs(r, 14) + ".atlasv1." + rs(r, 67)
def age_key(r): return "AGE-SECRET-KEY-1" + rs(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
def azure_key(r): return b64r(r, 64)
def gocspx(r): return "GOCSPX-" + rs(r, 28, B64U)
def squ(r): return "squ_" + hex40(r)
def glrt(r): return "glrt-" + rs(r, 20, A62 + "-_")
def cio(r): return "cio" + rs(r, 32)
def rubygems(r): return "rubygems_" + rs(r, 48, HEX)
def dapi(r): return "dapi" + hex32(r)
def fernet(r): return base64.urlsafe_b64encode(rbytes(r, 32)).decode()
def django_key(r): return r.choice(["", "django-insecure-"]) + rs(r, 50, LOW + DIG + "!@#%^&*(-_=+)")
def rails_skb(r): return rs(r, 128, HEX)
def laravel_key(r): return "base64:" + b64r(r, 32)
def wpsalt(r): return rs(r, 64, A62 + "!#%&()*+,-./:;<=>?@[]^_{|}~")
def gmail_app(r): return " ".join(rs(r, 4, LOW) for _ in range(4))
def atatt(r): return "ATATT3xFfGF0" + rs(r, 180, B64U) + "=" + rs(r, 8, HEX).upper()
def sess(r): return rs(r, 32, LOW + DIG)
def b2key(r): return "K00" + rs(r, 28)
def jwt_secret(r): return r.choice([hex64(r), b64r(r, 48), rs(r, 48)])
def slack_hook(r): return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, 8, UP + DIG), rs(r, 10, UP + DIG), rs(r, 24))
def discord_hook(r): return "https://discord.com/api/webhooks/%s/%s" % (rs(r, 18, DIG), rs(r, 68, B64U))
def basic_b64(r): return b64e("%s:%s" % (r.choice(FIRST + ["deploy", "ci", "admin"]), pw(r)))
def ghost_admin(r): return (hex64(r), {"ghostid": rs(r, 24, HEX)})
def sntrys(r):
    js = json.dumps({"iat": 1700000000 + r.randrange(10 ** 7), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": r.choice(WORDS)}, separators=(",", ":"))
    return "sntrys_" + b64e(js).rstrip("=") + "_" + rs(r, 43, A62 + "/+")
def glc(r):
    js = json.dumps({"o": str(r.randrange(10 ** 6)), "n": "stack-%d-hm-write" % r.randrange(10 ** 5), "k": rs(r, 24), "m": {"r": "prod-us-east-0"}}, separators=(",", ":"))
    return "glc_" + b64e(js)
def jwt(r, payload, alg="HS256", kid=None, siglen=32):
    h = {"alg": alg, "typ": "JWT"}
    if kid:
        h = {"alg": alg, "kid": kid}
    return b64ue(json.dumps(h, separators=(",", ":"))) + "." + b64ue(json.dumps(payload, separators=(",", ":"))) + "." + b64ur(r, siglen)
def supabase_jwt(r, role):
    t = 1690000000 + r.randrange(10 ** 7)
    return jwt(r, {"iss": "supabase", "ref": rs(r, 20, LOW), "role": role, "iat": t, "exp": t + 315360000})
def k8s_sa_token(r):
    ns = r.choice(["default", "ci", "monitoring", "deploy"])
    return jwt(r, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
                   "kubernetes.io/serviceaccount/secret.name": "%s-token-%s" % (r.choice(WORDS), rs(r, 5, LOW + DIG)),
                   "kubernetes.io/serviceaccount/service-account.name": r.choice(WORDS),
                   "kubernetes.io/serviceaccount/service-account.uid": ruuid(r),
                   "sub": "system:serviceaccount:%s:%s" % (ns, r.choice(WORDS))}, alg="RS256", kid=b64ur(r, 32), siglen=256)
def google_refresh(r): return "1//0" + rs(r, 2, A62) + rs(r, 99, B64U)
def user_jwt(r):
    t = 1700000000 + r.randrange(10 ** 7)
    return jwt(r, {"sub": ruuid(r), "email": "%s@%s" % (r.choice(FIRST), r.choice(DOMAINS)), "iat": t, "exp": t + 3600})

# env-var-named vendor values (name, generator)
VENDOR = [
    ("STRIPE_SECRET_KEY", sk_live), ("STRIPE_WEBHOOK_SECRET", whsec), ("GITHUB_TOKEN", ghp), ("GH_PAT", ghpat),
    ("SLACK_BOT_TOKEN", xoxb), ("SENDGRID_API_KEY", sg), ("OPENAI_API_KEY", openai),
    ("ANTHROPIC_API_KEY", anthropic), ("NPM_TOKEN", npm_tok), ("DATADOG_API_KEY", hex32),
    ("MAILGUN_API_KEY", mailgun), ("TWILIO_AUTH_TOKEN", hex32), ("HF_TOKEN", hf),
    ("DIGITALOCEAN_TOKEN", dop), ("SHOPIFY_ACCESS_TOKEN", shpat), ("LINEAR_API_KEY", lin),
    ("NEW_RELIC_API_KEY", nrak), ("TELEGRAM_BOT_TOKEN", tg_bot), ("DISCORD_BOT_TOKEN", discord_bot),
    ("CLOUDFLARE_API_TOKEN", cf_token), ("GITLAB_TOKEN", glpat), ("SENTRY_AUTH_TOKEN", sntrys),
    ("JWT_SECRET", jwt_secret), ("SESSION_SECRET", hex64), ("API_KEY", lambda r: rs(r, 32)),
    ("VAULT_TOKEN", hvs), ("JIRA_API_TOKEN", atatt), ("GOOGLE_MAPS_SERVER_KEY", aiza),
    ("SLACK_WEBHOOK_URL", slack_hook), ("STRIPE_RESTRICTED_KEY", rk_live), ("GRAFANA_SA_TOKEN", glsa),
    ("DB_PASSWORD", pw), ("SMTP_PASSWORD", pw), ("REDIS_PASSWORD", pw),
]


def venv(r, names=None):
    pool = [v for v in VENDOR if names is None or v[0] in names]
    name, g = r.choice(pool)
    return g(r), {"ENVNAME": name, "envname": name.lower(), "camel": re.sub(r"_([a-z])", lambda m: m.group(1).upper(), name.lower())}


def ch(*opts):
    return lambda r: r.choice(opts)


def envref(r, name="DB_PASSWORD"):
    return r.choice(["${%s}" % name, "$%s" % name, "${%s:?missing}" % name])


def one(g):
    """wrap a generator; returns value only"""
    return g


# --------------------------------------------------------------------------- fillers
def _fill_auto(r, k):
    base = k.split(":")[0]
    m = re.fullmatch(r"(hex|b62|dig|low|upd)(\d+)", base) or re.fullmatch(r"(hex|b62|dig|low|upd):(\d+)", k)
    if m:
        al = {"hex": HEX, "b62": A62, "dig": DIG, "low": LOW + DIG, "upd": UP + DIG}[m.group(1)]
        return rs(r, int(m.group(2)), al)
    w = r.choice(WORDS)
    dom = r.choice(DOMAINS)
    if base == "host":
        return r.choice(["%s-db-%02d.%s" % (w, r.randrange(1, 12), dom), "%s.%s.%s" % (w, r.choice(ENVS), dom),
                         "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                         "%s.cluster-%s.%s.rds.amazonaws.com" % (w, rs(r, 12, LOW + DIG), r.choice(REGIONS)),
                         "db.%s" % dom])
    if base == "user":
        return r.choice(FIRST + ["app", "deploy", "svc_" + w, "ci-bot", w + "_rw", "admin", "webapp", "etl"])
    if base == "first":
        return r.choice(FIRST)
    if base == "email":
        return "%s@%s" % (r.choice(FIRST), dom)
    if base == "db":
        return r.choice(DBS)
    if base == "uuid":
        return ruuid(r)
    if base == "date":
        return "%d-%02d-%02d" % (2023 + r.randrange(3), r.randrange(1, 13), r.randrange(1, 29))
    if base == "ip":
        return "%d.%d.%d.%d" % (r.choice([10, 172, 192]), r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if base in ("proj", "word", "app"):
        return w
    if base == "App":
        return w.capitalize()
    if base == "org":
        return r.choice([w, w + "-labs", w + "-io", w + "hq"])
    if base == "env":
        return r.choice(ENVS)
    if base == "domain":
        return dom
    if base == "region":
        return r.choice(REGIONS)
    if base == "acct":
        return rs(r, 12, DIG)
    if base == "int":
        return str(r.randrange(100, 99999))
    if base == "ver":
        return "%d.%d.%d" % (r.randrange(1, 5), r.randrange(30), r.randrange(20))
    if base == "b64cert":
        return b64e(cert_pem(r))
    if base == "certjson":
        return cert_pem(r).replace("\n", "\\n")
    if base == "sshpub":
        return ssh_ed25519_pub(r)
    if base == "sha512":
        return "sha512-" + b64r(r, 64)
    if base == "agepub":
        return "age1" + rs(r, 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
    if base == "sa":
        return "%s@%s-%d.iam.gserviceaccount.com" % (w, r.choice(WORDS), r.randrange(100000, 999999))
    raise KeyError(k)


_TOK = re.compile(r"<<([A-Za-z0-9_]+(?::\d+)?)>>")


def fill(r, tpl, extra):
    memo = {}

    def rep(m):
        k = m.group(1)
        if k == "S":
            return S
        if k in extra:
            return extra[k]
        if k not in memo:
            memo[k] = _fill_auto(r, k)
        return memo[k]
    return _TOK.sub(rep, tpl)


# --------------------------------------------------------------------------- kinds
KINDS = []


def K(name, lang, paths, what, pos, neg, deb=()):
    KINDS.append(dict(name=name, lang=lang if isinstance(lang, list) else [lang], paths=paths, what=what,
                      pos=list(pos), neg=list(neg), deb=list(deb)))


# ---- HTTP / API clients -------------------------------------------------------------------
K("rest-client .http", "http", ["api.http", "requests/billing.http", "scratch.http"], "REST Client request file", pos=[
    ("@baseUrl = https://api.<<domain>>/v1\n@token = <<S>>\n\n### list invoices\nGET {{baseUrl}}/invoices?limit=20\nAuthorization: Bearer {{token}}\nAccept: application/json\n",
     lambda r: r.choice([sk_live, ghp, lambda r: rs(r, 40), user_jwt])(r)),
    ("### send test message\nPOST https://api.<<domain>>/v2/messages\nContent-Type: application/json\nX-Api-Key: <<S>>\n\n{\n  \"to\": \"<<email>>\",\n  \"template\": \"welcome\"\n}\n",
     lambda r: rs(r, 32, r.choice([HEX, A62]))),
    ("### admin export\nGET https://<<host>>/admin/export.csv\nAuthorization: Basic <<S>>\n", basic_b64),
], neg=[
    ("@baseUrl = https://api.<<domain>>/v1\n@token = <<S>>\n\n### me\nGET {{baseUrl}}/me\nAuthorization: Bearer {{token}}\n",
     ch("{{$dotenv API_TOKEN}}", "{{$processEnv API_TOKEN}}", "{{login.response.body.$.access_token}}")),
    ("### list orders\nGET https://api.<<domain>>/orders\nAuthorization: Bearer <<S>>\nAccept: application/json\n", ch("{{token}}", "<token>", "{{accessToken}}")),
    ("### conditional fetch\nGET https://cdn.<<domain>>/assets/manifest.json\nIf-None-Match: \"<<S>>\"\nX-Request-Id: <<uuid>>\n", lambda r: hex32(r)),
])

K("postman collection", "json", ["<<App>>.postman_collection.json"], "Postman collection export", pos=[
    ("{\n  \"info\": {\n    \"_postman_id\": \"<<uuid>>\",\n    \"name\": \"<<App>> API\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"\n  },\n  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [\n      {\n        \"key\": \"token\",\n        \"value\": \"<<S>>\",\n        \"type\": \"string\"\n      }\n    ]\n  },\n  \"item\": [\n    {\n      \"name\": \"List projects\",\n      \"request\": {\"method\": \"GET\", \"url\": \"https://api.<<domain>>/projects\"}\n    }\n  ]\n}\n",
     lambda r: r.choice([ghp, glpat, lin, user_jwt, hvs])(r)),
    ("{\n  \"info\": {\n    \"_postman_id\": \"<<uuid>>\",\n    \"name\": \"<<App>> partner API\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"\n  },\n  \"auth\": {\n    \"type\": \"apikey\",\n    \"apikey\": [\n      {\"key\": \"value\", \"value\": \"<<S>>\", \"type\": \"string\"},\n      {\"key\": \"key\", \"value\": \"X-API-Key\", \"type\": \"string\"},\n      {\"key\": \"in\", \"value\": \"header\", \"type\": \"string\"}\n    ]\n  }\n}\n",
     lambda r: rs(r, r.choice([32, 40]), r.choice([A62, HEX]))),
    ("{\n  \"name\": \"Token exchange\",\n  \"request\": {\n    \"method\": \"POST\",\n    \"header\": [],\n    \"body\": {\n      \"mode\": \"urlencoded\",\n      \"urlencoded\": [\n        {\"key\": \"grant_type\", \"value\": \"client_credentials\", \"type\": \"text\"},\n        {\"key\": \"client_id\", \"value\": \"<<uuid>>\", \"type\": \"text\"},\n        {\"key\": \"client_secret\", \"value\": \"<<S>>\", \"type\": \"text\"}\n      ]\n    },\n    \"url\": \"https://login.<<domain>>/oauth2/token\"\n  }\n}\n",
     lambda r: r.choice([lambda r: rs(r, 40, A62 + "~._-"), gocspx, lambda r: rs(r, 32)])(r)),
], neg=[
    ("{\n  \"info\": {\n    \"_postman_id\": \"<<uuid>>\",\n    \"name\": \"<<App>> API\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"\n  },\n  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [\n      {\n        \"key\": \"token\",\n        \"value\": \"<<S>>\",\n        \"type\": \"string\"\n      }\n    ]\n  }\n}\n", ch("{{access_token}}", "{{bearerToken}}", "{{vault:api-token}}")),
    ("{\n  \"info\": {\n    \"_postman_id\": \"<<S>>\",\n    \"name\": \"<<App>> public API\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\",\n    \"_exporter_id\": \"<<dig8>>\"\n  },\n  \"auth\": {\"type\": \"noauth\"},\n  \"item\": []\n}\n", ruuid),
])

K("postman environment", "json", ["<<env>>.postman_environment.json"], "Postman environment", pos=[
    ("{\n  \"id\": \"<<uuid>>\",\n  \"name\": \"<<env>>\",\n  \"values\": [\n    {\n      \"key\": \"baseUrl\",\n      \"value\": \"https://api.<<domain>>\",\n      \"type\": \"default\",\n      \"enabled\": true\n    },\n    {\n      \"key\": \"<<camel>>\",\n      \"value\": \"<<S>>\",\n      \"type\": \"secret\",\n      \"enabled\": true\n    }\n  ],\n  \"_postman_variable_scope\": \"environment\",\n  \"_postman_exported_at\": \"<<date>>T10:22:41.118Z\",\n  \"_postman_exported_using\": \"Postman/10.24.3\"\n}\n",
     lambda r: venv(r, ["STRIPE_SECRET_KEY", "SENDGRID_API_KEY", "API_KEY", "SHOPIFY_ACCESS_TOKEN", "JIRA_API_TOKEN", "OPENAI_API_KEY", "DB_PASSWORD"])),
], neg=[
    ("{\n  \"id\": \"<<uuid>>\",\n  \"name\": \"<<env>>\",\n  \"values\": [\n    {\n      \"key\": \"baseUrl\",\n      \"value\": \"https://api.<<domain>>\",\n      \"type\": \"default\",\n      \"enabled\": true\n    },\n    {\n      \"key\": \"apiKey\",\n      \"value\": \"<<S>>\",\n      \"type\": \"secret\",\n      \"enabled\": true\n    }\n  ],\n  \"_postman_variable_scope\": \"environment\"\n}\n", ch("", "{{vault:stripe-secret}}", "<set-locally>")),
    ("{\n  \"id\": \"<<uuid>>\",\n  \"name\": \"<<env>>\",\n  \"values\": [\n    {\"key\": \"tenantId\", \"value\": \"<<S>>\", \"type\": \"default\", \"enabled\": true},\n    {\"key\": \"region\", \"value\": \"<<region>>\", \"type\": \"default\", \"enabled\": true}\n  ],\n  \"_postman_variable_scope\": \"environment\"\n}\n", ruuid),
])

K("insomnia export", "json", ["Insomnia_<<date>>.json"], "Insomnia export", pos=[
    ("{\n  \"_type\": \"export\",\n  \"__export_format\": 4,\n  \"__export_date\": \"<<date>>T08:12:55.301Z\",\n  \"__export_source\": \"insomnia.desktop.app:v2023.5.8\",\n  \"resources\": [\n    {\n      \"_id\": \"req_<<hex32>>\",\n      \"_type\": \"request\",\n      \"parentId\": \"wrk_<<hex32:2>>\",\n      \"name\": \"Get current user\",\n      \"method\": \"GET\",\n      \"url\": \"{{ _.base_url }}/me\",\n      \"authentication\": {\n        \"type\": \"bearer\",\n        \"token\": \"<<S>>\"\n      }\n    }\n  ]\n}\n",
     lambda r: r.choice([ghp, user_jwt, dop, hvs])(r)),
    ("{\n  \"_id\": \"env_<<hex32>>\",\n  \"_type\": \"environment\",\n  \"parentId\": \"wrk_<<hex32:2>>\",\n  \"name\": \"Base Environment\",\n  \"data\": {\n    \"base_url\": \"https://api.<<domain>>\",\n    \"<<envname>>\": \"<<S>>\"\n  }\n}\n",
     lambda r: venv(r, ["STRIPE_SECRET_KEY", "API_KEY", "LINEAR_API_KEY", "NEW_RELIC_API_KEY", "CLOUDFLARE_API_TOKEN"])),
    ("{\n  \"_id\": \"req_<<hex32>>\",\n  \"_type\": \"request\",\n  \"name\": \"Login\",\n  \"method\": \"POST\",\n  \"url\": \"{{ _.base_url }}/auth/basic\",\n  \"authentication\": {\n    \"type\": \"basic\",\n    \"username\": \"<<user>>\",\n    \"password\": \"<<S>>\"\n  }\n}\n", pw),
], neg=[
    ("{\n  \"_id\": \"req_<<hex32>>\",\n  \"_type\": \"request\",\n  \"name\": \"Get current user\",\n  \"method\": \"GET\",\n  \"url\": \"{{ _.base_url }}/me\",\n  \"authentication\": {\n    \"type\": \"bearer\",\n    \"token\": \"<<S>>\"\n  }\n}\n",
     lambda r: r.choice(["{{ _.token }}", "{%% response 'body', 'req_%s', 'b64::JC5hY2Nlc3NfdG9rZW4=::46b', 'never', 60 %%}" % hex32(r)])),
    ("{\n  \"_id\": \"env_<<hex32>>\",\n  \"_type\": \"environment\",\n  \"name\": \"Base Environment\",\n  \"data\": {\n    \"base_url\": \"https://api.<<domain>>\",\n    \"tenant\": \"<<S>>\"\n  }\n}\n", ruuid),
])

K("bruno .bru", ["", "bru"], ["collections/<<proj>>/Create order.bru", "environments/<<env>>.bru"], "Bruno request", pos=[
    ("meta {\n  name: Create order\n  type: http\n  seq: 3\n}\n\npost {\n  url: {{baseUrl}}/orders\n  body: json\n  auth: bearer\n}\n\nauth:bearer {\n  token: <<S>>\n}\n\nbody:json {\n  {\"sku\": \"<<word>>-<<int>>\", \"qty\": 2}\n}\n",
     lambda r: r.choice([user_jwt, ghp, lambda r: rs(r, 40)])(r)),
    ("vars {\n  baseUrl: https://api.<<domain>>\n  <<camel>>: <<S>>\n}\n",
     lambda r: venv(r, ["API_KEY", "STRIPE_SECRET_KEY", "SENDGRID_API_KEY", "HF_TOKEN", "MAILGUN_API_KEY"])),
    ("get {\n  url: {{baseUrl}}/reports\n  auth: basic\n}\n\nauth:basic {\n  username: <<user>>\n  password: <<S>>\n}\n", pw),
], neg=[
    ("meta {\n  name: Create order\n  type: http\n  seq: 3\n}\n\npost {\n  url: {{baseUrl}}/orders\n  body: json\n  auth: bearer\n}\n\nauth:bearer {\n  token: <<S>>\n}\n", ch("{{accessToken}}", "{{process.env.API_TOKEN}}")),
    ("vars {\n  baseUrl: https://api.<<domain>>\n  tenantId: <<S>>\n}\nvars:secret [\n  apiKey\n]\n", ruuid),
])

K("curl / Paw export", ["bash", "sh", "shell", ""], ["copied as cURL from Paw", "terminal history"], "cURL command", pos=[
    ("curl -X POST 'https://api.stripe.com/v1/refunds' \\\n  -u <<S>>: \\\n  -d charge=ch_<<b62:24>> \\\n  -d amount=1500\n", sk_live),
    ("curl -sS 'https://api.<<domain>>/v1/items?page=2' \\\n  -H 'Accept: application/json' \\\n  -H 'Authorization: Bearer <<S>>'\n", lambda r: r.choice([user_jwt, ghp, dop, glpat, lambda r: rs(r, 48)])(r)),
    ("curl -u <<user>>:<<S>> https://<<host>>:9200/_cat/indices?v\n", pw),
    ("http POST https://api.<<domain>>/v1/sync X-API-Key:<<S>> since==<<date>>\n", lambda r: rs(r, 32, HEX)),
], neg=[
    ("curl -sS 'https://api.<<domain>>/v1/items' \\\n  -H \"Authorization: Bearer <<S>>\"\n", ch("$API_TOKEN", "${TOKEN}", "$(cat ~/.config/<<proj>>/token)", "<token>")),
    ("curl -fsSL https://github.com/<<org>>/<<proj>>/releases/download/v<<ver>>/<<proj>>.tar.gz -o /tmp/x.tgz\necho \"<<S>>  /tmp/x.tgz\" | sha256sum -c -\n", hex64),
])

K("HAR entry", "json", ["<<domain>>.har"], "HAR export from devtools", pos=[
    ("{\n  \"startedDateTime\": \"<<date>>T14:03:11.482Z\",\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://app.<<domain>>/api/me\",\n    \"httpVersion\": \"http/2.0\",\n    \"headers\": [\n      {\"name\": \"accept\", \"value\": \"application/json\"},\n      {\"name\": \"authorization\", \"value\": \"Bearer <<S>>\"},\n      {\"name\": \"x-request-id\", \"value\": \"<<uuid>>\"}\n    ],\n    \"cookies\": []\n  },\n  \"response\": {\"status\": 200, \"statusText\": \"\"}\n}\n", user_jwt),
    ("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://<<domain>>/dashboard/\",\n    \"cookies\": [\n      {\"name\": \"csrftoken\", \"value\": \"\", \"path\": \"/\"},\n      {\"name\": \"sessionid\", \"value\": \"<<S>>\", \"path\": \"/\", \"httpOnly\": true, \"secure\": true}\n    ]\n  }\n}\n", sess),
    ("{\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://<<domain>>/login\",\n    \"postData\": {\n      \"mimeType\": \"application/x-www-form-urlencoded\",\n      \"text\": \"username=<<user>>&password=<<S>>&remember=1\"\n    }\n  }\n}\n", lambda r: rs(r, 14, A62)),
    ("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://<<domain>>/api/v2/account\",\n    \"headers\": [\n      {\"name\": \"cookie\", \"value\": \"_ga=GA1.1.<<dig9>>.<<dig10>>; session=<<S>>\"},\n      {\"name\": \"user-agent\", \"value\": \"Mozilla/5.0 (X11; Linux x86_64)\"}\n    ]\n  }\n}\n", lambda r: rs(r, 43, B64U)),
], neg=[
    ("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://cdn.<<domain>>/app.js\",\n    \"headers\": [\n      {\"name\": \"if-none-match\", \"value\": \"W/\\\"<<S>>\\\"\"},\n      {\"name\": \"x-request-id\", \"value\": \"<<uuid>>\"}\n    ],\n    \"cookies\": []\n  },\n  \"response\": {\"status\": 304}\n}\n", hex40),
    ("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://app.<<domain>>/api/me\",\n    \"headers\": [\n      {\"name\": \"authorization\", \"value\": \"<<S>>\"}\n    ]\n  }\n}\n", ch("[REDACTED]", "Bearer <redacted>", "")),
    ("{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://<<domain>>/\",\n    \"cookies\": [\n      {\"name\": \"_ga\", \"value\": \"<<S>>\"},\n      {\"name\": \"theme\", \"value\": \"dark\"}\n    ]\n  }\n}\n", lambda r: "GA1.1.%s.%s" % (rs(r, 9, DIG), rs(r, 10, DIG))),
])

K("openapi example", ["yaml", "yml"], ["openapi.yaml", "docs/api/spec.yml"], "OpenAPI spec", pos=[
    ("openapi: 3.0.3\ninfo:\n  title: <<App>> API\n  version: 1.4.0\nservers:\n  - url: https://api.<<domain>>/v1\ncomponents:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\npaths:\n  /reports:\n    get:\n      parameters:\n        - in: header\n          name: X-API-Key\n          required: true\n          schema:\n            type: string\n          example: <<S>>\n", lambda r: rs(r, 32, r.choice([A62, HEX]))),
    ("components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n  examples:\n    AuthHeader:\n      summary: token used against staging\n      value: \"Bearer <<S>>\"\n", lambda r: r.choice([user_jwt, sk_live, lambda r: rs(r, 40)])(r)),
], neg=[
    ("components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n      x-example: <<S>>\n", ch("YOUR_API_KEY", "<your-api-key>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")),
    ("components:\n  securitySchemes:\n    oauth:\n      type: oauth2\n      flows:\n        authorizationCode:\n          authorizationUrl: <<S>>\n          tokenUrl: https://auth.<<domain>>/oauth/token\n          scopes:\n            read:reports: read reports\n", lambda r: "https://auth.%s/oauth/authorize" % r.choice(DOMAINS)),
])

# ---- IDE run configurations ---------------------------------------------------------------
K("vscode launch.json", ["json", "jsonc"], [".vscode/launch.json"], "VS Code launch config", pos=[
    ("{\n  \"version\": \"0.2.0\",\n  \"configurations\": [\n    {\n      \"type\": \"node\",\n      \"request\": \"launch\",\n      \"name\": \"Launch API\",\n      \"program\": \"${workspaceFolder}/src/server.ts\",\n      \"env\": {\n        \"NODE_ENV\": \"development\",\n        \"PORT\": \"3000\",\n        \"<<ENVNAME>>\": \"<<S>>\"\n      }\n    }\n  ]\n}\n", venv),
    ("{\n  \"version\": \"0.2.0\",\n  \"configurations\": [\n    {\n      \"name\": \"Python: uvicorn\",\n      \"type\": \"debugpy\",\n      \"request\": \"launch\",\n      \"module\": \"uvicorn\",\n      \"args\": [\"app.main:app\", \"--reload\"],\n      \"env\": {\n        \"DATABASE_URL\": \"postgresql://<<user>>:<<S>>@<<host>>:5432/<<db>>\"\n      }\n    }\n  ]\n}\n", pw),
], neg=[
    ("{\n  \"version\": \"0.2.0\",\n  \"configurations\": [\n    {\n      \"type\": \"node\",\n      \"request\": \"launch\",\n      \"name\": \"Launch API\",\n      \"program\": \"${workspaceFolder}/src/server.ts\",\n      \"envFile\": \"<<S>>\",\n      \"env\": {\"DEBUG\": \"app:*\"}\n    }\n  ]\n}\n", ch("${workspaceFolder}/.env", "${workspaceFolder}/.env.local")),
    ("{\n  \"configurations\": [\n    {\n      \"type\": \"node\",\n      \"request\": \"launch\",\n      \"name\": \"worker\",\n      \"env\": {\n        \"<<ENVNAME>>\": \"<<S>>\"\n      }\n    }\n  ]\n}\n", lambda r: (lambda n: ("${env:%s}" % n, {"ENVNAME": n}))(r.choice(["STRIPE_SECRET_KEY", "GITHUB_TOKEN", "DB_PASSWORD"]))),
])

K("jetbrains workspace.xml", "xml", [".idea/workspace.xml"], "IntelliJ run configuration", pos=[
    ("  <component name=\"RunManager\" selected=\"Application.ApiServer\">\n    <configuration name=\"ApiServer\" type=\"Application\" factoryName=\"Application\">\n      <envs>\n        <env name=\"SPRING_PROFILES_ACTIVE\" value=\"local\" />\n        <env name=\"<<ENVNAME>>\" value=\"<<S>>\" />\n      </envs>\n      <option name=\"MAIN_CLASS_NAME\" value=\"com.<<org>>.api.Application\" />\n      <module name=\"api\" />\n      <method v=\"2\">\n        <option name=\"Make\" enabled=\"true\" />\n      </method>\n    </configuration>\n  </component>\n", venv),
], neg=[
    ("  <component name=\"RunManager\">\n    <configuration name=\"ApiServer\" type=\"Application\" factoryName=\"Application\">\n      <option name=\"ENV_FILES\" value=\"<<S>>\" />\n      <option name=\"MAIN_CLASS_NAME\" value=\"com.<<org>>.api.Application\" />\n      <module name=\"api\" />\n    </configuration>\n  </component>\n", ch("$PROJECT_DIR$/.env.local", "$USER_HOME$/.config/<<proj>>/dev.env")),
    ("  <component name=\"PropertiesComponent\">{\n  \"keyToString\": {\n    \"RunOnceActivity.ShowReadmeOnStart\": \"true\",\n    \"last_opened_file_path\": \"<<S>>\",\n    \"git-widget-placeholder\": \"main\"\n  }\n}</component>\n", ch("/home/<<first>>/src/<<proj>>", "/Users/<<first>>/work/<<proj>>")),
])

K("jetbrains dataSources.xml", "xml", [".idea/dataSources.xml", ".idea/dataSources.local.xml"], "DataGrip data source", pos=[
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project version=\"4\">\n  <component name=\"DataSourceManagerImpl\" format=\"xml\" multifile-model=\"true\">\n    <data-source source=\"LOCAL\" name=\"<<db>>@<<host>>\" uuid=\"<<uuid>>\">\n      <driver-ref>postgresql</driver-ref>\n      <synchronize>true</synchronize>\n      <jdbc-driver>org.postgresql.Driver</jdbc-driver>\n      <jdbc-url>jdbc:postgresql://<<host>>:5432/<<db>>?user=<<user>>&amp;password=<<S>></jdbc-url>\n      <working-dir>$ProjectFileDir$</working-dir>\n    </data-source>\n  </component>\n</project>\n", pw),
    ("    <data-source source=\"LOCAL\" name=\"mysql-<<env>>\" uuid=\"<<uuid>>\">\n      <driver-ref>mysql.8</driver-ref>\n      <jdbc-url>jdbc:mysql://<<user>>:<<S>>@<<host>>:3306/<<db>></jdbc-url>\n    </data-source>\n", pw),
], neg=[
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project version=\"4\">\n  <component name=\"dataSourceStorageLocal\" created-in=\"DB-233.13135.65\">\n    <data-source name=\"<<db>>@<<host>>\" uuid=\"<<S>>\">\n      <database-info product=\"PostgreSQL\" version=\"15.4\" />\n      <secret-storage>master_key</secret-storage>\n      <user-name><<user>></user-name>\n      <schema-mapping />\n    </data-source>\n  </component>\n</project>\n", ruuid),
])

K("jetbrains .run xml", "xml", [".run/worker.run.xml"], "shared run configuration", pos=[
    ("<component name=\"ProjectRunConfigurationManager\">\n  <configuration default=\"false\" name=\"worker (prod data)\" type=\"PythonConfigurationType\" factoryName=\"Python\">\n    <module name=\"<<proj>>\" />\n    <option name=\"PARENT_ENVS\" value=\"true\" />\n    <envs>\n      <env name=\"PYTHONUNBUFFERED\" value=\"1\" />\n      <env name=\"<<ENVNAME>>\" value=\"<<S>>\" />\n    </envs>\n    <option name=\"SCRIPT_NAME\" value=\"$PROJECT_DIR$/worker/main.py\" />\n  </configuration>\n</component>\n", venv),
], neg=[
    ("<component name=\"ProjectRunConfigurationManager\">\n  <configuration default=\"false\" name=\"worker\" type=\"PythonConfigurationType\" factoryName=\"Python\">\n    <module name=\"<<proj>>\" />\n    <envs>\n      <env name=\"PYTHONUNBUFFERED\" value=\"1\" />\n      <env name=\"DJANGO_SETTINGS_MODULE\" value=\"<<S>>\" />\n    </envs>\n    <option name=\"SCRIPT_NAME\" value=\"$PROJECT_DIR$/worker/main.py\" />\n  </configuration>\n</component>\n", ch("config.settings.local", "<<proj>>.settings.dev")),
])

# ---- package-manager / tool dotfiles ------------------------------------------------------
K(".npmrc", ["ini", ""], ["~/.npmrc", ".npmrc"], "npm auth config", pos=[
    ("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=<<S>>\nsave-exact=true\n", npm_tok),
    ("@<<org>>:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=<<S>>\n", lambda r: r.choice([ghp, ghpat])(r)),
    ("registry=https://<<host>>/repository/npm-group/\nemail=<<email>>\nalways-auth=true\n_auth=<<S>>\n", basic_b64),
    ("//<<host>>/repository/npm-private/:username=<<user>>\n//<<host>>/repository/npm-private/:_password=<<S>>\n//<<host>>/repository/npm-private/:email=<<email>>\n", lambda r: b64e(pw(r))),
], neg=[
    ("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=<<S>>\n", ch("${NPM_TOKEN}", "${NODE_AUTH_TOKEN}")),
    ("engine-strict=true\nsave-exact=true\nfund=false\naudit-level=high\ninit-author-email=<<S>>\n", lambda r: "%s@%s" % (r.choice(FIRST), r.choice(DOMAINS))),
])

K(".pypirc", ["ini", ""], ["~/.pypirc"], "PyPI upload config", pos=[
    ("[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = <<S>>\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\n", pypi),
    ("[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://<<host>>/repository/pypi-internal/\nusername = <<user>>\npassword = <<S>>\n", pw),
], neg=[
    ("[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = <<S>>\n# password comes from keyring (keyring set https://upload.pypi.org/legacy/ __token__)\n", ch("__token__")),
    ("[pypi]\nusername = __token__\npassword = <<S>>\n", ch("${PYPI_API_TOKEN}", "<paste token here>", "pypi-XXXXXXXXXXXXXXXX")),
])

K(".netrc", ["", "netrc"], ["~/.netrc", "~/_netrc"], "netrc", pos=[
    ("machine api.github.com\n  login <<user>>\n  password <<S>>\n", lambda r: r.choice([ghp, gho])(r)),
    ("machine <<host>> login <<user>> password <<S>>\n", pw),
    ("machine api.heroku.com\n  login <<email>>\n  password <<S>>\nmachine git.heroku.com\n  login <<email>>\n", ruuid),
    ("machine urs.earthdata.nasa.gov\n    login <<first>>_<<word>>\n    password <<S>>\n", pw),
], neg=[
    ("machine <<S>>\n  login <<user>>\n# password is in the macOS keychain, not here\n", lambda r: "nexus.%s" % r.choice(DOMAINS)),
    ("machine api.github.com\n  login <<user>>\n  password <<S>>\n", ch("$GITHUB_TOKEN", "<PAT>", "xxxxxxxx")),
])

K("pip.conf", ["ini", ""], ["~/.config/pip/pip.conf", "/etc/pip.conf", "pip.ini"], "pip config", pos=[
    ("[global]\nindex-url = https://<<user>>:<<S>>@<<host>>/repository/pypi-group/simple\ntrusted-host = <<host>>\ntimeout = 60\n", pw),
    ("[global]\nindex-url = https://pypi.org/simple\nextra-index-url = https://__token__:<<S>>@gitlab.<<domain>>/api/v4/projects/<<int>>/packages/pypi/simple\n", glpat),
], neg=[
    ("[global]\nindex-url = <<S>>\ntimeout = 60\nrequire-virtualenv = true\n", ch("https://pypi.org/simple", "https://pypi.tuna.tsinghua.edu.cn/simple")),
    ("[global]\nindex-url = https://<<S>>@<<host>>/repository/pypi-group/simple\n", ch("${PIP_USER}:${PIP_PASSWORD}", "$ARTIFACTORY_USER:$ARTIFACTORY_TOKEN")),
    ("[global]\nkeyring-provider = subprocess\nindex-url = https://<<S>>@<<region>>-python.pkg.dev/<<proj>>/pypi/simple/\n", ch("oauth2accesstoken")),
])

K("rubygems credentials / .gemrc", ["yaml", ""], ["~/.gem/credentials", "~/.gemrc"], "RubyGems config", pos=[
    ("---\n:rubygems_api_key: <<S>>\n", rubygems),
    (":sources:\n- https://<<user>>:<<S>>@gems.<<domain>>/\n- https://rubygems.org/\ngem: --no-document\n", pw),
], neg=[
    ("---\n:backtrace: false\n:bulk_threshold: 1000\n:sources:\n- <<S>>\n:update_sources: true\n:verbose: true\ngem: --no-document\n", ch("https://rubygems.org/")),
])

K("maven settings.xml", "xml", ["~/.m2/settings.xml"], "Maven settings", pos=[
    ("<settings xmlns=\"http://maven.apache.org/SETTINGS/1.0.0\">\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username><<user>></username>\n      <password><<S>></password>\n    </server>\n  </servers>\n  <mirrors>\n    <mirror>\n      <id>nexus</id>\n      <mirrorOf>*</mirrorOf>\n      <url>https://<<host>>/repository/maven-public/</url>\n    </mirror>\n  </mirrors>\n</settings>\n", pw),
    ("  <servers>\n    <server>\n      <id>github</id>\n      <username><<user>></username>\n      <password><<S>></password>\n    </server>\n  </servers>\n", ghp),
], neg=[
    ("<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>${env.NEXUS_USER}</username>\n      <password><<S>></password>\n    </server>\n  </servers>\n</settings>\n", ch("${env.NEXUS_PASSWORD}", "${nexus.password}")),
], deb=[
    ("  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username><<user>></username>\n      <password><<S>></password>\n    </server>\n  </servers>\n", lambda r: "{" + b64r(r, 24) + "}"),
])

K("gradle.properties", ["properties", ""], ["~/.gradle/gradle.properties", "gradle.properties"], "Gradle properties", pos=[
    ("org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8\norg.gradle.parallel=true\nossrhUsername=<<user>>\nossrhPassword=<<S>>\n", pw),
    ("signing.keyId=<<upd8>>\nsigning.password=<<S>>\nsigning.secretKeyRingFile=/home/<<first>>/.gnupg/secring.gpg\n", pw),
    ("gpr.user=<<user>>\ngpr.key=<<S>>\nandroid.useAndroidX=true\n", ghp),
    ("artifactory_contextUrl=https://<<host>>/artifactory\nartifactory_user=<<user>>\nartifactory_password=<<S>>\n", lambda r: "AKCp8" + rs(r, 68)),
], neg=[
    ("org.gradle.jvmargs=-Xmx4g\nsigning.keyId=<<S>>\nsigning.secretKeyRingFile=/home/<<first>>/.gnupg/secring.gpg\n", lambda r: rs(r, 8, "0123456789ABCDEF")),
    ("org.gradle.caching=true\nkotlin.code.style=official\nossrhUsername=<<user>>\nossrhPassword=<<S>>\n", ch("", "changeme", "<set in ~/.gradle>")),
])

K("nuget.config", "xml", ["nuget.config", "%APPDATA%\\NuGet\\NuGet.Config"], "NuGet config", pos=[
    ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <packageSources>\n    <clear />\n    <add key=\"nuget.org\" value=\"https://api.nuget.org/v3/index.json\" />\n    <add key=\"github\" value=\"https://nuget.pkg.github.com/<<org>>/index.json\" />\n  </packageSources>\n  <packageSourceCredentials>\n    <github>\n      <add key=\"Username\" value=\"<<user>>\" />\n      <add key=\"ClearTextPassword\" value=\"<<S>>\" />\n    </github>\n  </packageSourceCredentials>\n</configuration>\n", ghp),
    ("  <packageSourceCredentials>\n    <AzureArtifacts>\n      <add key=\"Username\" value=\"az\" />\n      <add key=\"ClearTextPassword\" value=\"<<S>>\" />\n    </AzureArtifacts>\n  </packageSourceCredentials>\n", lambda r: rs(r, 52, LOW + "234567")),
], neg=[
    ("  <packageSourceCredentials>\n    <github>\n      <add key=\"Username\" value=\"<<user>>\" />\n      <add key=\"ClearTextPassword\" value=\"<<S>>\" />\n    </github>\n  </packageSourceCredentials>\n", ch("%GITHUB_TOKEN%", "%NUGET_PAT%")),
], deb=[
    ("  <packageSourceCredentials>\n    <internal>\n      <add key=\"Username\" value=\"<<user>>\" />\n      <add key=\"Password\" value=\"<<S>>\" />\n    </internal>\n  </packageSourceCredentials>\n", lambda r: "AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + b64r(r, 180)),
])

K(".yarnrc.yml", ["yaml", "yml"], [".yarnrc.yml"], "Yarn berry config", pos=[
    ("nodeLinker: node-modules\nyarnPath: .yarn/releases/yarn-<<ver>>.cjs\nnpmScopes:\n  <<org>>:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAlwaysAuth: true\n    npmAuthToken: <<S>>\n", lambda r: r.choice([ghp, npm_tok])(r)),
    ("npmRegistryServer: \"https://registry.npmjs.org\"\nnpmAuthToken: \"<<S>>\"\n", npm_tok),
], neg=[
    ("nodeLinker: node-modules\nnpmScopes:\n  <<org>>:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"<<S>>\"\n", ch("${NPM_AUTH_TOKEN}", "${GITHUB_TOKEN:-}")),
    ("nodeLinker: pnp\nenableGlobalCache: true\nchecksumBehavior: throw\nyarnPath: <<S>>\n", lambda r: ".yarn/releases/yarn-4.%d.%d.cjs" % (r.randrange(5), r.randrange(9))),
])

K("composer auth.json", "json", ["auth.json", "~/.composer/auth.json"], "Composer auth", pos=[
    ("{\n    \"github-oauth\": {\n        \"github.com\": \"<<S>>\"\n    }\n}\n", lambda r: r.choice([ghp, gho])(r)),
    ("{\n    \"http-basic\": {\n        \"repo.packagist.com\": {\n            \"username\": \"token\",\n            \"password\": \"<<S>>\"\n        }\n    }\n}\n", lambda r: rs(r, 40, HEX)),
    ("{\n    \"gitlab-token\": {\n        \"gitlab.<<domain>>\": \"<<S>>\"\n    }\n}\n", glpat),
], neg=[
    ("{\n    \"name\": \"<<org>>/<<proj>>\",\n    \"version\": \"v<<ver>>\",\n    \"source\": {\n        \"type\": \"git\",\n        \"url\": \"https://github.com/<<org>>/<<proj>>.git\",\n        \"reference\": \"<<S>>\"\n    },\n    \"dist\": {\n        \"type\": \"zip\",\n        \"url\": \"https://api.github.com/repos/<<org>>/<<proj>>/zipball/<<S>>\",\n        \"shasum\": \"\"\n    }\n}\n".replace("zipball/<<S>>", "zipball/<<hex40>>"), hex40),
    ("{\n    \"http-basic\": {\n        \"repo.packagist.com\": {\n            \"username\": \"token\",\n            \"password\": \"<<S>>\"\n        }\n    }\n}\n", ch("", "YOUR_PACKAGIST_TOKEN")),
])

K("docker config.json / .dockercfg", "json", ["~/.docker/config.json", "~/.dockercfg"], "Docker client config", pos=[
    ("{\n\t\"auths\": {\n\t\t\"https://index.docker.io/v1/\": {\n\t\t\t\"auth\": \"<<S>>\"\n\t\t},\n\t\t\"ghcr.io\": {}\n\t}\n}\n", basic_b64),
    ("{\n  \"registry.<<domain>>\": {\n    \"auth\": \"<<S>>\",\n    \"email\": \"<<email>>\"\n  }\n}\n", basic_b64),
    ("{\n  \"auths\": {\n    \"<<acct>>.dkr.ecr.<<region>>.amazonaws.com\": {\n      \"auth\": \"<<S>>\"\n    }\n  }\n}\n", lambda r: b64e("AWS:" + b64e(json.dumps({"payload": b64r(r, 600), "datakey": b64r(r, 120), "version": "2", "type": "DATA_KEY", "expiration": 1700000000 + r.randrange(10 ** 7)})))),
], neg=[
    ("{\n\t\"auths\": {\n\t\t\"https://index.docker.io/v1/\": {},\n\t\t\"ghcr.io\": {}\n\t},\n\t\"credsStore\": \"<<S>>\"\n}\n", ch("desktop", "osxkeychain", "pass")),
    ("{\n  \"credHelpers\": {\n    \"<<acct>>.dkr.ecr.<<region>>.amazonaws.com\": \"<<S>>\",\n    \"<<region>>-docker.pkg.dev\": \"gcloud\"\n  }\n}\n", ch("ecr-login")),
])

K("kubeconfig", "yaml", ["~/.kube/config", "kubeconfig-<<env>>.yaml"], "kubeconfig", pos=[
    ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: <<b64cert>>\n    server: https://<<ip>>:6443\n  name: <<proj>>-<<env>>\ncontexts:\n- context:\n    cluster: <<proj>>-<<env>>\n    user: ci-deployer\n  name: <<proj>>-<<env>>\ncurrent-context: <<proj>>-<<env>>\nusers:\n- name: ci-deployer\n  user:\n    token: <<S>>\n", k8s_sa_token),
    ("users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: <<b64cert>>\n    client-key-data: <<S>>\n", lambda r: b64e(rsa_key_pem(r))),
    ("users:\n- name: <<user>>\n  user:\n    username: admin\n    password: <<S>>\n", pw),
    ("users:\n- name: bootstrap\n  user:\n    token: <<S>>\n", lambda r: rs(r, 6, LOW + DIG) + "." + rs(r, 16, LOW + DIG)),
], neg=[
    ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: <<S>>\n    server: https://<<hex32>>.gr7.<<region>>.eks.amazonaws.com\n  name: <<proj>>\nusers:\n- name: <<proj>>\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"<<proj>>\"]\n", lambda r: b64e(cert_pem(r))),
    ("users:\n- name: gke_<<proj>>_<<region>>_main\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: <<S>>\n      provideClusterInfo: true\n", ch("gke-gcloud-auth-plugin", "kubelogin")),
])

K(".pgpass / pg_service.conf", ["", "ini"], ["~/.pgpass", "~/.pg_service.conf"], "Postgres client password file", pos=[
    ("# hostname:port:database:username:password\n<<host>>:5432:<<db>>:<<user>>:<<S>>\n", pw),
    ("[<<db>>_<<env>>]\nhost=<<host>>\nport=5432\ndbname=<<db>>\nuser=<<user>>\npassword=<<S>>\nsslmode=require\n", pw),
], neg=[
    ("[<<db>>_<<env>>]\nhost=<<host>>\nport=5432\ndbname=<<db>>\nuser=<<user>>\npassfile=<<S>>\nsslmode=verify-full\n", ch("~/.pgpass", "/run/secrets/pgpass")),
])

K("my.cnf", ["ini", ""], ["~/.my.cnf", "/etc/mysql/conf.d/client.cnf"], "MySQL client config", pos=[
    ("[client]\nuser=<<user>>\npassword=<<S>>\nhost=<<host>>\ndefault-character-set=utf8mb4\n", pw),
    ("[mysqldump]\nuser=backup\npassword=\"<<S>>\"\nsingle-transaction\n", pw),
], neg=[
    ("[client]\nuser=<<user>>\nhost=<<host>>\n# password via: mysql_config_editor set --login-path=app\n\n[mysqld]\ndatadir=/var/lib/mysql\nsocket=<<S>>\n", ch("/var/run/mysqld/mysqld.sock")),
    ("[mysqld]\nssl-ca=/etc/mysql/ssl/ca.pem\nssl-cert=/etc/mysql/ssl/server-cert.pem\nssl-key=<<S>>\n", ch("/etc/mysql/ssl/server-key.pem")),
])

K(".s3cfg", ["ini", ""], ["~/.s3cfg"], "s3cmd config", pos=[
    ("[default]\naccess_key = <<AKID>>\nsecret_key = <<S>>\nhost_base = s3.amazonaws.com\nhost_bucket = %(bucket)s.s3.amazonaws.com\nuse_https = True\nsignature_v2 = False\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
    ("[default]\naccess_key = <<AKID>>\nsecret_key = <<S>>\nhost_base = <<region>>.digitaloceanspaces.com\nhost_bucket = %(bucket)s.<<region>>.digitaloceanspaces.com\n", lambda r: (rs(r, 43, A62 + "/+"), {"AKID": "DO00" + rs(r, 16, UP + DIG)})),
], neg=[
    ("[default]\naccess_key = <<S>>\nsecret_key = \naccess_token = \nhost_base = s3.amazonaws.com\nhost_bucket = %(bucket)s.s3.amazonaws.com\n", ch("")),
])

K("rclone.conf", ["ini", ""], ["~/.config/rclone/rclone.conf"], "rclone remotes", pos=[
    ("[<<word>>-s3]\ntype = s3\nprovider = AWS\nenv_auth = false\naccess_key_id = <<AKID>>\nsecret_access_key = <<S>>\nregion = <<region>>\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
    ("[b2]\ntype = b2\naccount = <<hex12>>\nkey = <<S>>\nhard_delete = true\n", b2key),
], neg=[
    ("[<<word>>-s3]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = <<S>>\n", lambda r: r.choice(REGIONS)),
], deb=[
    ("[nas]\ntype = sftp\nhost = <<host>>\nuser = <<user>>\npass = <<S>>\n", lambda r: b64ur(r, 30)),
])

K("aws credentials / boto", ["ini", ""], ["~/.aws/credentials", "~/.boto"], "AWS credentials file", pos=[
    ("[default]\naws_access_key_id = <<AKID>>\naws_secret_access_key = <<S>>\nregion = <<region>>\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
    ("[Credentials]\naws_access_key_id = <<AKID>>\naws_secret_access_key = <<S>>\n\n[Boto]\nhttps_validate_certificates = True\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
], neg=[
    ("[profile <<proj>>-admin]\nsso_start_url = https://<<word>>.awsapps.com/start\nsso_region = us-east-1\nsso_account_id = <<S>>\nsso_role_name = AdministratorAccess\nregion = <<region>>\n", lambda r: rs(r, 12, DIG)),
    ("[profile deploy]\nrole_arn = <<S>>\nsource_profile = default\ncredential_process = /usr/local/bin/aws-vault export --format=json <<proj>>\n", lambda r: "arn:aws:iam::%s:role/%s-deployer" % (rs(r, 12, DIG), r.choice(WORDS))),
    ("[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = <<S>>\n", ch("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")),
])

K("gcloud ADC json", "json", ["~/.config/gcloud/application_default_credentials.json"], "gcloud ADC file", pos=[
    ("{\n  \"client_id\": \"<<dig12>>-<<low32>>.apps.googleusercontent.com\",\n  \"client_secret\": \"d-<<b62:22>>\",\n  \"quota_project_id\": \"<<proj>>-<<dig6>>\",\n  \"refresh_token\": \"<<S>>\",\n  \"type\": \"authorized_user\"\n}\n", google_refresh),
], neg=[
    ("{\n  \"type\": \"external_account\",\n  \"audience\": \"//iam.googleapis.com/projects/<<dig12>>/locations/global/workloadIdentityPools/<<word>>-pool/providers/github\",\n  \"subject_token_type\": \"urn:ietf:params:oauth:token-type:jwt\",\n  \"token_url\": \"https://sts.googleapis.com/v1/token\",\n  \"service_account_impersonation_url\": \"https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/<<sa>>:generateAccessToken\",\n  \"credential_source\": {\n    \"file\": \"<<S>>\",\n    \"format\": {\"type\": \"text\"}\n  }\n}\n", ch("/var/run/secrets/tokens/gcp-ksa/token", "/tmp/oidc-token")),
])

K("firebase service account", "json", ["serviceAccountKey.json", "<<proj>>-firebase-adminsdk.json"], "Firebase admin service account", pos=[
    ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"<<proj>>-<<dig5>>\",\n  \"private_key_id\": \"<<hex40>>\",\n  \"private_key\": \"<<S>>\\n\",\n  \"client_email\": \"firebase-adminsdk-<<low5>>@<<proj>>-<<dig5>>.iam.gserviceaccount.com\",\n  \"client_id\": \"<<dig21>>\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\",\n  \"auth_provider_x509_cert_url\": \"https://www.googleapis.com/oauth2/v1/certs\"\n}\n", lambda r: pkcs8_key_pem(r).rstrip("\n").replace("\n", "\\n")),
], neg=[
    ("{\n  \"projects\": {\n    \"default\": \"<<S>>\",\n    \"staging\": \"<<proj>>-staging\"\n  },\n  \"targets\": {},\n  \"etags\": {}\n}\n", lambda r: "%s-%d" % (r.choice(WORDS), r.randrange(10000, 99999))),
    ("{\n  \"hosting\": {\n    \"public\": \"dist\",\n    \"ignore\": [\"firebase.json\", \"**/.*\"],\n    \"headers\": [{\"source\": \"**\", \"headers\": [{\"key\": \"Content-Security-Policy\", \"value\": \"<<S>>\"}]}]\n  }\n}\n", lambda r: "script-src 'self' 'sha256-%s'" % b64r(r, 32)),
], deb=[
    ("const firebaseConfig = {\n  apiKey: \"<<S>>\",\n  authDomain: \"<<proj>>.firebaseapp.com\",\n  projectId: \"<<proj>>\",\n  storageBucket: \"<<proj>>.appspot.com\",\n  messagingSenderId: \"<<dig12>>\",\n  appId: \"1:<<dig12>>:web:<<hex22>>\"\n};\n", aiza),
])

K("google oauth client_secret.json", "json", ["client_secret_<<dig12>>.json"], "OAuth client file", pos=[
    ("{\"web\":{\"client_id\":\"<<dig12>>-<<low32>>.apps.googleusercontent.com\",\"project_id\":\"<<proj>>-<<dig6>>\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"<<S>>\",\"redirect_uris\":[\"https://<<domain>>/oauth/callback\"]}}\n", gocspx),
], neg=[
    ("{\"web\":{\"client_id\":\"<<S>>\",\"project_id\":\"<<proj>>-<<dig6>>\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"javascript_origins\":[\"https://<<domain>>\"]}}\n", lambda r: "%s-%s.apps.googleusercontent.com" % (rs(r, 12, DIG), rs(r, 32, LOW + DIG))),
])

K("terraform.tfvars", ["hcl", "terraform", ""], ["terraform.tfvars", "<<env>>.auto.tfvars"], "Terraform variables", pos=[
    ("region        = \"<<region>>\"\nenvironment   = \"<<env>>\"\ninstance_type = \"t3.medium\"\ndb_username   = \"<<user>>\"\ndb_password   = \"<<S>>\"\n", pw),
    ("datadog_api_key = \"<<S>>\"\nservice_name    = \"<<proj>>\"\n", hex32),
    ("cloudflare_api_token = \"<<S>>\"\nzone_id              = \"<<hex32>>\"\n", cf_token),
], neg=[
    ("region     = \"<<region>>\"\nami_id     = \"<<S>>\"\nvpc_id     = \"vpc-<<hex17>>\"\nkms_key_id = \"arn:aws:kms:<<region>>:<<acct>>:key/<<uuid>>\"\n", lambda r: "ami-" + rs(r, 17, HEX)),
    ("resource \"aws_db_instance\" \"main\" {\n  identifier = \"<<proj>>-db\"\n  username   = var.db_username\n  password   = <<S>>\n}\n", ch("var.db_password", "random_password.db.result", "data.aws_secretsmanager_secret_version.db.secret_string")),
])

K(".terraformrc", ["hcl", ""], ["~/.terraformrc", "~/.terraform.d/credentials.tfrc.json"], "Terraform CLI config", pos=[
    ("credentials \"app.terraform.io\" {\n  token = \"<<S>>\"\n}\nplugin_cache_dir = \"$HOME/.terraform.d/plugin-cache\"\n", tfc),
    ("{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"<<S>>\"\n    }\n  }\n}\n", tfc),
], neg=[
    ("credentials_helper \"<<S>>\" {\n  args = []\n}\nplugin_cache_dir = \"$HOME/.terraform.d/plugin-cache\"\n", ch("credstore", "1password")),
])

K("terraform provider block", ["hcl", "terraform"], ["main.tf", "providers.tf"], "Terraform provider config", pos=[
    ("provider \"aws\" {\n  region     = \"<<region>>\"\n  access_key = \"<<AKID>>\"\n  secret_key = \"<<S>>\"\n}\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
    ("provider \"github\" {\n  owner = \"<<org>>\"\n  token = \"<<S>>\"\n}\n", ghp),
    ("provider \"datadog\" {\n  api_key = var.datadog_api_key\n  app_key = \"<<S>>\"\n  api_url = \"https://api.datadoghq.eu/\"\n}\n", hex40),
], neg=[
    ("provider \"aws\" {\n  region = \"<<region>>\"\n  assume_role {\n    role_arn = \"<<S>>\"\n  }\n}\n\nterraform {\n  backend \"s3\" {\n    bucket = \"<<proj>>-tfstate\"\n    key    = \"<<env>>/terraform.tfstate\"\n  }\n}\n", lambda r: "arn:aws:iam::%s:role/terraform" % rs(r, 12, DIG)),
    ("provider \"github\" {\n  owner = \"<<org>>\"\n  token = <<S>>\n}\n", ch("var.github_token")),
])

K("wrangler.toml", "toml", ["wrangler.toml"], "Cloudflare Worker config", pos=[
    ("name = \"<<proj>>-worker\"\nmain = \"src/index.ts\"\ncompatibility_date = \"<<date>>\"\naccount_id = \"<<hex32>>\"\n\n[[kv_namespaces]]\nbinding = \"CACHE\"\nid = \"<<hex32:2>>\"\n\n[vars]\nENVIRONMENT = \"production\"\n<<ENVNAME>> = \"<<S>>\"\n", lambda r: venv(r, ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SENDGRID_API_KEY", "API_KEY", "SLACK_WEBHOOK_URL", "JWT_SECRET"])),
], neg=[
    ("name = \"<<proj>>-worker\"\nmain = \"src/index.ts\"\ncompatibility_date = \"<<date>>\"\naccount_id = \"<<S>>\"\n\n[[kv_namespaces]]\nbinding = \"CACHE\"\nid = \"<<hex32:2>>\"\n\n[vars]\nENVIRONMENT = \"production\"\n# secrets are set with `wrangler secret put STRIPE_KEY`\n", hex32),
])

K("vercel config", "json", ["vercel.json", ".vercel/project.json"], "Vercel config", pos=[
    ("{\n  \"version\": 2,\n  \"env\": {\n    \"DATABASE_URL\": \"postgresql://<<user>>:<<S>>@<<host>>:5432/<<db>>?sslmode=require\"\n  },\n  \"rewrites\": [{\"source\": \"/api/(.*)\", \"destination\": \"/api/$1\"}]\n}\n", pw),
    ("{\n  \"build\": {\n    \"env\": {\n      \"<<ENVNAME>>\": \"<<S>>\"\n    }\n  }\n}\n", lambda r: venv(r, ["SENTRY_AUTH_TOKEN", "NPM_TOKEN", "STRIPE_SECRET_KEY", "OPENAI_API_KEY"])),
], neg=[
    ("{\n  \"version\": 2,\n  \"env\": {\n    \"STRIPE_SECRET_KEY\": \"<<S>>\"\n  }\n}\n", ch("@stripe-secret-key", "@stripe_secret")),
    ("{\n  \"projectId\": \"<<S>>\",\n  \"orgId\": \"team_<<b62:24>>\"\n}\n", lambda r: "prj_" + rs(r, 28)),
])

K("netlify.toml", "toml", ["netlify.toml"], "Netlify config", pos=[
    ("[build]\n  command = \"npm run build\"\n  publish = \"dist\"\n\n[build.environment]\n  NODE_VERSION = \"20\"\n  <<ENVNAME>> = \"<<S>>\"\n", lambda r: venv(r, ["SENTRY_AUTH_TOKEN", "NPM_TOKEN", "STRIPE_SECRET_KEY", "API_KEY", "GITHUB_TOKEN"])),
], neg=[
    ("[build]\n  command = \"npm run build\"\n  publish = \"dist\"\n\n[build.environment]\n  NODE_VERSION = \"<<S>>\"\n  NPM_FLAGS = \"--legacy-peer-deps\"\n\n[[plugins]]\n  package = \"@netlify/plugin-nextjs\"\n", ch("20", "18.19.0")),
    ("[context.production.environment]\n  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = \"<<S>>\"\n  NEXT_PUBLIC_API_URL = \"https://api.<<domain>>\"\n", lambda r: "pk_live_" + rs(r, 99)),
])

# ---- application framework configs --------------------------------------------------------
K("spring application.yml", ["yaml", "yml"], ["src/main/resources/application.yml", "application-<<env>>.yml"], "Spring Boot config", pos=[
    ("spring:\n  datasource:\n    url: jdbc:postgresql://<<host>>:5432/<<db>>\n    username: <<user>>\n    password: <<S>>\n  jpa:\n    hibernate:\n      ddl-auto: validate\n", pw),
    ("spring:\n  mail:\n    host: smtp.<<domain>>\n    port: 587\n    username: <<email>>\n    password: <<S>>\n    properties:\n      mail.smtp.starttls.enable: true\n", pw),
    ("app:\n  jwt:\n    secret: <<S>>\n    expiration-ms: 86400000\n", lambda r: b64r(r, 48)),
    ("spring:\n  rabbitmq:\n    addresses: amqps://<<user>>:<<S>>@<<word>>.rmq.cloudamqp.com/<<user>>\n", pw),
], neg=[
    ("spring:\n  datasource:\n    url: jdbc:postgresql://<<host>>:5432/<<db>>\n    username: ${DB_USER}\n    password: <<S>>\n", ch("${DB_PASSWORD}", "${DB_PASSWORD:}", "${vcap.services.db.credentials.password}")),
    ("spring:\n  datasource:\n    password: '<<S>>'\n", lambda r: "{cipher}" + rs(r, 96, HEX)),
    ("spring:\n  datasource:\n    password: <<S>>\njasypt:\n  encryptor:\n    password: ${JASYPT_ENCRYPTOR_PASSWORD}\n", lambda r: "ENC(%s)" % b64r(r, 48)),
])

K("spring application.properties", ["properties", ""], ["application.properties", "application-<<env>>.properties"], "Spring properties", pos=[
    ("server.port=8080\nspring.datasource.url=jdbc:mysql://<<host>>:3306/<<db>>\nspring.datasource.username=<<user>>\nspring.datasource.password=<<S>>\n", pw),
    ("spring.security.oauth2.client.registration.github.client-id=<<hex20>>\nspring.security.oauth2.client.registration.github.client-secret=<<S>>\n", hex40),
    ("spring.data.redis.host=<<host>>\nspring.data.redis.port=6379\nspring.data.redis.password=<<S>>\n", pw),
], neg=[
    ("spring.datasource.url=jdbc:mysql://<<host>>:3306/<<db>>\nspring.datasource.username=<<user>>\nspring.datasource.password=<<S>>\n", ch("${DB_PASSWORD}", "${SPRING_DATASOURCE_PASSWORD:}")),
    ("spring.security.oauth2.client.registration.github.client-id=<<S>>\nspring.security.oauth2.client.registration.github.client-secret=${GITHUB_CLIENT_SECRET}\n", lambda r: "Iv1." + rs(r, 16, HEX)),
])

K("django settings.py", "python", ["<<proj>>/settings.py", "config/settings/production.py"], "Django settings", pos=[
    ("import os\n\nSECRET_KEY = \"<<S>>\"\nDEBUG = False\nALLOWED_HOSTS = [\"<<domain>>\"]\n\nDATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"<<db>>\",\n        \"USER\": \"<<user>>\",\n        \"PASSWORD\": os.environ[\"DB_PASSWORD\"],\n        \"HOST\": \"<<host>>\",\n        \"PORT\": \"5432\",\n    }\n}\n", django_key),
    ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.mysql',\n        'NAME': '<<db>>',\n        'USER': '<<user>>',\n        'PASSWORD': '<<S>>',\n        'HOST': '<<host>>',\n    }\n}\n", pw),
    ("EMAIL_BACKEND = \"django.core.mail.backends.smtp.EmailBackend\"\nEMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = \"<<email>>\"\nEMAIL_HOST_PASSWORD = \"<<S>>\"\n", gmail_app),
    ("AWS_ACCESS_KEY_ID = \"<<AKID>>\"\nAWS_SECRET_ACCESS_KEY = \"<<S>>\"\nAWS_STORAGE_BUCKET_NAME = \"<<proj>>-media\"\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
], neg=[
    ("SECRET_KEY = <<S>>\nDEBUG = env.bool(\"DEBUG\", default=False)\nDATABASES = {\"default\": env.db(\"DATABASE_URL\")}\n", ch("os.environ[\"DJANGO_SECRET_KEY\"]", "env(\"SECRET_KEY\")", "os.getenv(\"SECRET_KEY\", get_random_secret_key())")),
    ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '<<db>>',\n        'USER': '<<user>>',\n        'PASSWORD': <<S>>,\n    }\n}\n", ch("os.environ.get('DB_PASSWORD', '')", "config('DB_PASSWORD')")),
])

K("rails credentials (decrypted)", ["yaml", "yml"], ["bin/rails credentials:show", "config/credentials/<<env>>.yml"], "Rails credentials", pos=[
    ("# aws:\n#   access_key_id: 123\n#   secret_access_key: 345\n\n# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.\nsecret_key_base: <<S>>\n", rails_skb),
    ("stripe:\n  publishable_key: pk_test_<<b62:24>>\n  secret_key: <<S>>\n", sk_live),
    ("active_record_encryption:\n  primary_key: <<S>>\n", lambda r: rs(r, 32)),
], neg=[
    ("<<S>>\n", lambda r: "%s--%s--%s==" % (b64r(r, 240).rstrip("="), b64r(r, 12).rstrip("="), b64r(r, 16).rstrip("="))),
    ("# config/master.key is gitignored; CI uses RAILS_MASTER_KEY\nproduction:\n  secret_key_base: <<S>>\n", ch("<%= ENV[\"SECRET_KEY_BASE\"] %>")),
])

K("rails database.yml", ["yaml", "yml"], ["config/database.yml"], "Rails database config", pos=[
    ("production:\n  adapter: postgresql\n  encoding: unicode\n  database: <<db>>\n  username: <<user>>\n  password: <<S>>\n  host: <<host>>\n  pool: <%= ENV.fetch(\"RAILS_MAX_THREADS\") { 5 } %>\n", pw),
    ("production:\n  <<: *default\n  url: postgres://<<user>>:<<S>>@<<host>>:5432/<<db>>\n", pw),
], neg=[
    ("production:\n  <<: *default\n  database: <<db>>\n  username: <<user>>\n  password: <<S>>\n", ch("<%= ENV[\"DATABASE_PASSWORD\"] %>", "<%= Rails.application.credentials.dig(:database, :password) %>")),
])

K("laravel .env", ["dotenv", "ini", "env", ""], [".env", "/var/www/<<proj>>/.env"], "Laravel env file", pos=[
    ("APP_NAME=<<App>>\nAPP_ENV=production\nAPP_KEY=<<S>>\nAPP_DEBUG=false\nAPP_URL=https://<<domain>>\n\nLOG_CHANNEL=stack\n", laravel_key),
    ("DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=<<db>>\nDB_USERNAME=<<user>>\nDB_PASSWORD=<<S>>\n", pw),
    ("MAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_PORT=587\nMAIL_USERNAME=postmaster@mg.<<domain>>\nMAIL_PASSWORD=<<S>>\nMAIL_ENCRYPTION=tls\n", lambda r: hex32(r) + "-" + rs(r, 8, HEX) + "-" + rs(r, 8, HEX)),
    ("PUSHER_APP_ID=<<dig7>>\nPUSHER_APP_KEY=<<hex20>>\nPUSHER_APP_SECRET=<<S>>\nPUSHER_APP_CLUSTER=eu\n", lambda r: rs(r, 20, HEX)),
], neg=[
    ("APP_NAME=Laravel\nAPP_ENV=local\nAPP_KEY=\nAPP_DEBUG=true\n\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=laravel\nDB_USERNAME=root\nDB_PASSWORD=<<S>>\n", ch("")),
    ("MAIL_MAILER=smtp\nMAIL_HOST=mailpit\nMAIL_PORT=1025\nMAIL_USERNAME=null\nMAIL_PASSWORD=<<S>>\nMAIL_ENCRYPTION=null\n", ch("null")),
])

K("node .env", ["dotenv", "env", "bash", ""], [".env", ".env.production", ".env.local"], "dotenv file", pos=[
    ("NODE_ENV=production\nPORT=8080\n<<ENVNAME>>=<<S>>\nLOG_LEVEL=info\n", venv),
    ("DATABASE_URL=\"postgresql://<<user>>:<<S>>@<<host>>:5432/<<db>>?schema=public\"\n", pw),
    ("NEXT_PUBLIC_SUPABASE_URL=https://<<low20>>.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=<<S>>\n", lambda r: supabase_jwt(r, "service_role")),
    ("# ---\n<<ENVNAME>>='<<S>>'\n", venv),
], neg=[
    ("# copy to .env and fill in\nOPENAI_API_KEY=<<S>>\nDATABASE_URL=postgresql://user:password@localhost:5432/app\n", ch("your-openai-key", "sk-...", "<YOUR_OPENAI_API_KEY>")),
    ("VITE_API_BASE=https://api.<<domain>>\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=<<S>>\n", lambda r: "pk_live_" + rs(r, 99)),
    ("SENTRY_RELEASE=<<S>>\nBUILD_ID=<<uuid>>\n", hex40),
], deb=[
    ("NEXT_PUBLIC_SUPABASE_URL=https://<<low20>>.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=<<S>>\n", lambda r: supabase_jwt(r, "anon")),
    ("STRIPE_SECRET_KEY=<<S>>\n", lambda r: "sk_test_" + rs(r, 99)),
    ("NEXT_PUBLIC_ALGOLIA_APP_ID=<<upd10>>\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY=<<S>>\n", hex32),
])

K("appsettings.json", "json", ["appsettings.json", "appsettings.Production.json"], "ASP.NET Core settings", pos=[
    ("{\n  \"Logging\": {\n    \"LogLevel\": {\n      \"Default\": \"Information\",\n      \"Microsoft.AspNetCore\": \"Warning\"\n    }\n  },\n  \"AllowedHosts\": \"*\",\n  \"ConnectionStrings\": {\n    \"DefaultConnection\": \"Server=<<host>>;Database=<<db>>;User Id=<<user>>;Password=<<S>>;TrustServerCertificate=True\"\n  }\n}\n", pw),
    ("{\n  \"ConnectionStrings\": {\n    \"Storage\": \"DefaultEndpointsProtocol=https;AccountName=<<word>>store;AccountKey=<<S>>;EndpointSuffix=core.windows.net\"\n  }\n}\n", azure_key),
    ("{\n  \"Jwt\": {\n    \"Key\": \"<<S>>\",\n    \"Issuer\": \"https://<<domain>>\",\n    \"Audience\": \"<<proj>>-api\"\n  }\n}\n", lambda r: rs(r, 48)),
    ("{\n  \"ServiceBus\": {\n    \"ConnectionString\": \"Endpoint=sb://<<word>>-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=<<S>>\"\n  }\n}\n", lambda r: b64r(r, 32)),
], neg=[
    ("{\n  \"ConnectionStrings\": {\n    \"DefaultConnection\": \"<<S>>\"\n  }\n}\n", ch("Server=(localdb)\\\\mssqllocaldb;Database=aspnet-app;Trusted_Connection=True;MultipleActiveResultSets=true", "Server=tcp:sql-prod.database.windows.net,1433;Database=app;Authentication=Active Directory Default;")),
    ("{\n  \"Stripe\": {\n    \"SecretKey\": \"<<S>>\"\n  }\n}\n", lambda r: "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/StripeSecretKey/)" % r.choice(WORDS)),
    ("{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"TenantId\": \"<<S>>\",\n    \"ClientId\": \"<<uuid>>\",\n    \"CallbackPath\": \"/signin-oidc\"\n  }\n}\n", ruuid),
])

K("web.config", "xml", ["web.config", "Web.Release.config"], "ASP.NET web.config", pos=[
    ("<configuration>\n  <connectionStrings>\n    <add name=\"Default\" connectionString=\"Data Source=<<host>>;Initial Catalog=<<db>>;User ID=<<user>>;Password=<<S>>;\" providerName=\"System.Data.SqlClient\" />\n  </connectionStrings>\n  <appSettings>\n    <add key=\"webpages:Version\" value=\"3.0.0.0\" />\n    <add key=\"ClientValidationEnabled\" value=\"true\" />\n  </appSettings>\n</configuration>\n", pw),
    ("  <appSettings>\n    <add key=\"Environment\" value=\"Production\" />\n    <add key=\"<<camel>>\" value=\"<<S>>\" />\n  </appSettings>\n", lambda r: venv(r, ["SENDGRID_API_KEY", "STRIPE_SECRET_KEY", "TWILIO_AUTH_TOKEN", "API_KEY", "MAILGUN_API_KEY"])),
    ("  <system.web>\n    <machineKey validationKey=\"<<S>>\" decryptionKey=\"AutoGenerate,IsolateApps\" validation=\"HMACSHA256\" />\n  </system.web>\n", lambda r: rs(r, 128, "0123456789ABCDEF")),
], neg=[
    ("  <connectionStrings configProtectionProvider=\"RsaProtectedConfigurationProvider\">\n    <EncryptedData Type=\"http://www.w3.org/2001/04/xmlenc#Element\" xmlns=\"http://www.w3.org/2001/04/xmlenc#\">\n      <EncryptionMethod Algorithm=\"http://www.w3.org/2001/04/xmlenc#tripledes-cbc\" />\n      <CipherData>\n        <CipherValue><<S>></CipherValue>\n      </CipherData>\n    </EncryptedData>\n  </connectionStrings>\n", lambda r: b64r(r, 240)),
    ("  <connectionStrings>\n    <add name=\"Default\" connectionString=\"<<S>>\" providerName=\"System.Data.SqlClient\" />\n  </connectionStrings>\n", ch("Data Source=.\\SQLEXPRESS;Initial Catalog=App;Integrated Security=SSPI;", "Server=<<host>>;Database=<<db>>;Integrated Security=true;")),
])

K("php config array", "php", ["config/<<proj>>.php", "config.php"], "PHP config", pos=[
    ("<?php\n\nreturn [\n    'db' => [\n        'driver'   => 'pgsql',\n        'host'     => '<<host>>',\n        'database' => '<<db>>',\n        'username' => '<<user>>',\n        'password' => '<<S>>',\n    ],\n];\n", pw),
    ("<?php\n$config['smtp_host'] = 'smtp.<<domain>>';\n$config['smtp_user'] = '<<email>>';\n$config['smtp_pass'] = '<<S>>';\n$config['smtp_port'] = 587;\n", pw),
    ("<?php\nreturn [\n    'stripe' => [\n        'secret' => '<<S>>',\n        'webhook_tolerance' => 300,\n    ],\n];\n", sk_live),
], neg=[
    ("<?php\n\nreturn [\n    'db' => [\n        'host'     => getenv('DB_HOST'),\n        'username' => getenv('DB_USER'),\n        'password' => <<S>>,\n    ],\n];\n", ch("getenv('DB_PASS') ?: ''", "env('DB_PASSWORD', '')", "$_ENV['DB_PASSWORD']")),
])

K("wp-config.php", "php", ["wp-config.php"], "WordPress config", pos=[
    ("// ** Database settings - You can get this info from your web host ** //\ndefine( 'DB_NAME', '<<db>>' );\ndefine( 'DB_USER', '<<user>>' );\ndefine( 'DB_PASSWORD', '<<S>>' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'DB_CHARSET', 'utf8mb4' );\n$table_prefix = 'wp_';\n", pw),
    ("define( 'AUTH_KEY',         '<<S>>' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\ndefine( 'LOGGED_IN_KEY',    'put your unique phrase here' );\ndefine( 'NONCE_KEY',        'put your unique phrase here' );\n", wpsalt),
], neg=[
    ("define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );\ndefine( 'DB_USER', getenv('WORDPRESS_DB_USER') );\ndefine( 'DB_PASSWORD', <<S>> );\ndefine( 'AUTH_KEY', 'put your unique phrase here' );\n", ch("getenv('WORDPRESS_DB_PASSWORD')", "getenv_docker('WORDPRESS_DB_PASSWORD', 'example password')")),
    ("define( 'WP_DEBUG', false );\ndefine( 'WP_CACHE_KEY_SALT', '<<S>>' );\ndefine( 'DISALLOW_FILE_EDIT', true );\n", lambda r: r.choice(WORDS) + ".example.com:"),
])

K("ghost config", "json", ["config.production.json"], "Ghost config", pos=[
    ("{\n  \"url\": \"https://<<domain>>\",\n  \"server\": {\"port\": 2368, \"host\": \"127.0.0.1\"},\n  \"database\": {\n    \"client\": \"mysql\",\n    \"connection\": {\n      \"host\": \"localhost\",\n      \"user\": \"ghost-<<dig3>>\",\n      \"password\": \"<<S>>\",\n      \"database\": \"ghost_production\"\n    }\n  },\n  \"process\": \"systemd\"\n}\n", pw),
    ("{\n  \"mail\": {\n    \"transport\": \"SMTP\",\n    \"options\": {\n      \"service\": \"Mailgun\",\n      \"auth\": {\n        \"user\": \"postmaster@mg.<<domain>>\",\n        \"pass\": \"<<S>>\"\n      }\n    }\n  }\n}\n", pw),
    ("const api = new GhostAdminAPI({\n  url: 'https://<<domain>>',\n  key: '<<ghostid>>:<<S>>',\n  version: 'v5.0'\n});\n", ghost_admin),
], neg=[
    ("{\n  \"url\": \"https://<<domain>>\",\n  \"database\": {\n    \"client\": \"sqlite3\",\n    \"connection\": {\"filename\": \"<<S>>\"}\n  },\n  \"paths\": {\"contentPath\": \"/var/lib/ghost/content\"}\n}\n", ch("/var/lib/ghost/content/data/ghost.db")),
], deb=[
    ("const api = new GhostContentAPI({\n  url: 'https://<<domain>>',\n  key: '<<S>>',\n  version: 'v5.0'\n});\n", lambda r: rs(r, 26, HEX)),
])

K("strapi config/.env", ["js", "javascript", "dotenv", ""], ["config/database.js", "config/admin.js", ".env"], "Strapi config", pos=[
    ("module.exports = ({ env }) => ({\n  connection: {\n    client: 'postgres',\n    connection: {\n      host: env('DATABASE_HOST', '<<host>>'),\n      database: env('DATABASE_NAME', '<<db>>'),\n      user: env('DATABASE_USERNAME', '<<user>>'),\n      password: env('DATABASE_PASSWORD', '<<S>>'),\n    },\n  },\n});\n", pw),
    ("HOST=0.0.0.0\nPORT=1337\nADMIN_JWT_SECRET=<<S>>\n", lambda r: b64r(r, 16)),
    ("module.exports = ({ env }) => ({\n  apiToken: {\n    salt: '<<S>>',\n  },\n  auth: {\n    secret: env('ADMIN_JWT_SECRET'),\n  },\n});\n", lambda r: b64r(r, 16)),
], neg=[
    ("module.exports = ({ env }) => ({\n  auth: {\n    secret: env('ADMIN_JWT_SECRET'),\n  },\n  apiToken: {\n    salt: <<S>>,\n  },\n});\n", ch("env('API_TOKEN_SALT')")),
    ("HOST=0.0.0.0\nPORT=1337\nAPP_KEYS=<<S>>\nADMIN_JWT_SECRET=tobemodified\n", ch("toBeModified1,toBeModified2")),
])

# ---- self-hosted apps / monitoring --------------------------------------------------------
K("home assistant secrets.yaml", "yaml", ["/config/secrets.yaml"], "Home Assistant secrets", pos=[
    ("# Use this file to store secrets like usernames and passwords.\n# Learn more at https://www.home-assistant.io/docs/configuration/secrets/\nmqtt_username: homeassistant\nmqtt_password: <<S>>\n", pw),
    ("telegram_chat_id: -100<<dig10>>\ntelegram_bot_token: <<S>>\n", tg_bot),
    ("openweathermap_api_key: <<S>>\n", hex32),
], neg=[
    ("mqtt:\n  broker: <<ip>>\n  username: !secret mqtt_username\n  password: <<S>>\n", ch("!secret mqtt_password")),
    ("homeassistant:\n  name: Home\n  latitude: !secret home_latitude\n  unit_system: metric\n  time_zone: <<S>>\n", ch("Europe/Berlin", "America/Chicago")),
])

K("grafana.ini", ["ini", ""], ["/etc/grafana/grafana.ini"], "Grafana server config", pos=[
    ("[server]\ndomain = grafana.<<domain>>\nroot_url = https://grafana.<<domain>>/\n\n[security]\nadmin_user = admin\nadmin_password = <<S>>\n\n[auth.anonymous]\nenabled = false\n", pw),
    ("[smtp]\nenabled = true\nhost = smtp.sendgrid.net:587\nuser = apikey\npassword = <<S>>\nfrom_address = grafana@<<domain>>\n", sg),
    ("[auth.generic_oauth]\nenabled = true\nname = Keycloak\nclient_id = grafana\nclient_secret = <<S>>\nscopes = openid email profile\n", lambda r: rs(r, 32)),
], neg=[
    ("[security]\nadmin_user = admin\nadmin_password = <<S>>\nsecret_key = $__file{/etc/grafana/secret_key}\n", ch("$__file{/run/secrets/grafana_admin_password}", "$__env{GF_ADMIN_PASSWORD}", "${GF_SECURITY_ADMIN_PASSWORD}")),
])

K("grafana datasource provisioning", "yaml", ["provisioning/datasources/<<word>>.yaml"], "Grafana datasource", pos=[
    ("apiVersion: 1\ndatasources:\n  - name: Postgres\n    type: postgres\n    url: <<host>>:5432\n    user: grafana_ro\n    jsonData:\n      database: <<db>>\n      sslmode: require\n    secureJsonData:\n      password: <<S>>\n", pw),
    ("apiVersion: 1\ndatasources:\n  - name: Prometheus\n    type: prometheus\n    url: https://prometheus.<<domain>>\n    basicAuth: true\n    basicAuthUser: grafana\n    secureJsonData:\n      basicAuthPassword: <<S>>\n", pw),
], neg=[
    ("apiVersion: 1\ndatasources:\n  - name: Postgres\n    type: postgres\n    url: <<host>>:5432\n    user: grafana_ro\n    secureJsonData:\n      password: <<S>>\n", ch("$PG_PASSWORD", "${GRAFANA_PG_PASSWORD}")),
    ("apiVersion: 1\ndatasources:\n  - name: Loki\n    type: loki\n    uid: <<S>>\n    url: http://loki:3100\n", lambda r: rs(r, 14, A62)),
])

K("prometheus.yml", ["yaml", "yml"], ["prometheus.yml", "/etc/prometheus/prometheus.yml"], "Prometheus config", pos=[
    ("scrape_configs:\n  - job_name: node\n    scheme: https\n    basic_auth:\n      username: prometheus\n      password: <<S>>\n    static_configs:\n      - targets: ['<<host>>:9100']\n", pw),
    ("remote_write:\n  - url: https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push\n    basic_auth:\n      username: <<dig7>>\n      password: <<S>>\n", glc),
    ("scrape_configs:\n  - job_name: gitlab\n    metrics_path: /-/metrics\n    bearer_token: <<S>>\n    static_configs:\n      - targets: ['gitlab.<<domain>>']\n", lambda r: rs(r, 20, A62)),
], neg=[
    ("scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: prometheus\n      password_file: <<S>>\n    static_configs:\n      - targets: ['<<host>>:9100']\n", ch("/etc/prometheus/secrets/node_password")),
    ("scrape_configs:\n  - job_name: kubernetes-apiservers\n    kubernetes_sd_configs:\n      - role: endpoints\n    bearer_token_file: <<S>>\n    tls_config:\n      ca_file: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt\n", ch("/var/run/secrets/kubernetes.io/serviceaccount/token")),
])

K("alertmanager.yml", ["yaml", "yml"], ["alertmanager.yml"], "Alertmanager config", pos=[
    ("global:\n  smtp_smarthost: 'smtp.gmail.com:587'\n  smtp_from: '<<email>>'\n  smtp_auth_username: '<<email>>'\n  smtp_auth_password: '<<S>>'\n", gmail_app),
    ("global:\n  slack_api_url: '<<S>>'\nroute:\n  receiver: slack-ops\nreceivers:\n  - name: slack-ops\n    slack_configs:\n      - channel: '#ops-alerts'\n", slack_hook),
    ("receivers:\n  - name: pagerduty\n    pagerduty_configs:\n      - routing_key: <<S>>\n        severity: critical\n", hex32),
    ("receivers:\n  - name: opsgenie\n    opsgenie_configs:\n      - api_key: <<S>>\n        priority: P2\n", ruuid),
    ("receivers:\n  - name: discord\n    discord_configs:\n      - webhook_url: <<S>>\n", discord_hook),
], neg=[
    ("global:\n  slack_api_url_file: <<S>>\nroute:\n  receiver: slack-ops\n", ch("/etc/alertmanager/secrets/slack_url")),
    ("global:\n  smtp_smarthost: 'smtp.<<domain>>:587'\n  smtp_auth_username: 'alerts'\n  smtp_auth_password_file: <<S>>\n", ch("/etc/alertmanager/smtp_password")),
    ("receivers:\n  - name: pagerduty\n    pagerduty_configs:\n      - routing_key: <<S>>\n", ch("<PD_INTEGRATION_KEY>", "${PAGERDUTY_ROUTING_KEY}")),
])

K("elastic stack yml", ["yaml", "yml"], ["kibana.yml", "filebeat.yml", "logstash.yml"], "Elastic stack config", pos=[
    ("server.host: \"0.0.0.0\"\nelasticsearch.hosts: [\"https://<<host>>:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: \"<<S>>\"\n", pw),
    ("cloud.id: \"<<word>>:<<b64_>>\"\ncloud.auth: \"elastic:<<S>>\"\n".replace("<<b64_>>", "<<b62:60>>"), pw),
    ("output.elasticsearch:\n  hosts: [\"https://<<host>>:9200\"]\n  api_key: \"<<S>>\"\n", lambda r: rs(r, 20, B64U) + ":" + rs(r, 22, B64U)),
], neg=[
    ("elasticsearch.hosts: [\"https://<<host>>:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: <<S>>\n", ch("\"${KIBANA_PASSWORD}\"", "${ES_PWD}")),
    ("xpack.encryptedSavedObjects.encryptionKey: ${KIBANA_ENC_KEY}\nelasticsearch.ssl.certificateAuthorities: [ \"<<S>>\" ]\n", ch("/etc/kibana/certs/ca.crt")),
])

K("jenkins", ["groovy", "yaml", "xml", ""], ["Jenkinsfile", "jenkins.yaml", "credentials.xml"], "Jenkins config", pos=[
    ("pipeline {\n  agent any\n  environment {\n    REGISTRY = 'registry.<<domain>>'\n    <<ENVNAME>> = '<<S>>'\n  }\n  stages {\n    stage('Deploy') {\n      steps { sh './deploy.sh' }\n    }\n  }\n}\n", venv),
    ("jenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: admin\n          password: \"<<S>>\"\n", pw),
    ("unclassified:\n  slackNotifier:\n    teamDomain: <<org>>\n    tokenCredentialId: slack-token\n  gitHubPluginConfig:\n    configs:\n      - credentialsId: github\ncredentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - string:\n              id: sonar\n              secret: \"<<S>>\"\n", squ),
], neg=[
    ("pipeline {\n  agent any\n  environment {\n    <<ENVNAME>> = <<S>>\n  }\n  stages {\n    stage('Deploy') { steps { sh './deploy.sh' } }\n  }\n}\n", lambda r: (lambda n: ("credentials('%s')" % n.lower().replace("_", "-"), {"ENVNAME": n}))(r.choice(["NPM_TOKEN", "SONAR_TOKEN", "DOCKER_CREDS"]))),
    ("jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: admin\n          password: <<S>>\n", ch("\"${JENKINS_ADMIN_PASSWORD}\"", "${readFile:/run/secrets/jenkins_admin}")),
], deb=[
    ("<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>nexus</id>\n  <username><<user>></username>\n  <password><<S>></password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n", lambda r: "{AQAAABAAAAAQ" + b64r(r, 48) + "}"),
])

# ---- CI / deploy ---------------------------------------------------------------------------
K("github actions workflow", "yaml", [".github/workflows/deploy.yml", ".github/workflows/release.yml"], "GitHub Actions workflow", pos=[
    ("name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      <<ENVNAME>>: <<S>>\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh\n", venv),
    ("      - name: Notify\n        uses: slackapi/slack-github-action@v1.26.0\n        with:\n          payload: '{\"text\": \"deployed ${{ github.sha }}\"}'\n        env:\n          SLACK_WEBHOOK_URL: <<S>>\n", slack_hook),
    ("      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n          registry-url: https://registry.npmjs.org\n      - run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: \"<<S>>\"\n", npm_tok),
], neg=[
    ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      <<ENVNAME>>: <<S>>\n    steps:\n      - uses: actions/checkout@<<hex40>>\n", lambda r: (lambda n: ("${{ secrets.%s }}" % n, {"ENVNAME": n}))(r.choice(["NPM_TOKEN", "STRIPE_SECRET_KEY", "SLACK_WEBHOOK_URL", "AWS_SECRET_ACCESS_KEY"]))),
    ("    steps:\n      - uses: actions/checkout@<<S>> # v4.1.1\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::<<acct>>:role/gha-deploy\n          aws-region: <<region>>\n", hex40),
])

K("gitlab ci", ["yaml", "yml"], [".gitlab-ci.yml"], "GitLab CI config", pos=[
    ("variables:\n  DOCKER_DRIVER: overlay2\n  SONAR_HOST_URL: https://sonar.<<domain>>\n  SONAR_TOKEN: \"<<S>>\"\n\nsonarqube-check:\n  image: sonarsource/sonar-scanner-cli:latest\n  script:\n    - sonar-scanner\n", squ),
    ("deploy:\n  stage: deploy\n  script:\n    - curl --header \"PRIVATE-TOKEN: <<S>>\" https://gitlab.<<domain>>/api/v4/projects/<<int>>/releases\n", glpat),
    ("variables:\n  <<ENVNAME>>: <<S>>\n", venv),
], neg=[
    ("deploy:\n  stage: deploy\n  script:\n    - docker login -u gitlab-ci-token -p <<S>> $CI_REGISTRY\n    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\n", ch("$CI_JOB_TOKEN", "$CI_REGISTRY_PASSWORD")),
    ("variables:\n  SONAR_TOKEN: <<S>>  # masked + protected in project settings\n", ch("$SONAR_TOKEN_MASKED", "\"\"")),
])

K("other CI (travis/circle/bitbucket)", ["yaml", "yml"], [".travis.yml", ".circleci/config.yml", "bitbucket-pipelines.yml"], "CI config", pos=[
    ("version: 2.1\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        auth:\n          username: <<user>>\n          password: <<S>>\n", lambda r: "dckr_pat_" + rs(r, 27, B64U)),
    ("pipelines:\n  branches:\n    main:\n      - step:\n          script:\n            - pipe: atlassian/aws-s3-deploy:1.1.0\n              variables:\n                AWS_ACCESS_KEY_ID: '<<AKID>>'\n                AWS_SECRET_ACCESS_KEY: '<<S>>'\n                S3_BUCKET: '<<proj>>-site'\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
    ("language: node_js\nnode_js: 20\nenv:\n  global:\n    - <<ENVNAME>>=<<S>>\n", venv),
], neg=[
    ("language: python\npython: \"3.11\"\nenv:\n  global:\n    - secure: \"<<S>>\"\n", lambda r: b64r(r, 384)),
    ("version: 2.1\norbs:\n  node: circleci/node@5.2.0\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11@sha256:<<S>>\n", hex64),
])

K("docker-compose", ["yaml", "yml"], ["docker-compose.yml", "compose.prod.yaml"], "compose file", pos=[
    ("services:\n  db:\n    image: postgres:16\n    restart: unless-stopped\n    environment:\n      POSTGRES_USER: <<user>>\n      POSTGRES_PASSWORD: <<S>>\n      POSTGRES_DB: <<db>>\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n", pw),
    ("services:\n  app:\n    image: ghcr.io/<<org>>/<<proj>>:latest\n    environment:\n      - NODE_ENV=production\n      - <<ENVNAME>>=<<S>>\n    ports:\n      - \"3000:3000\"\n", venv),
    ("services:\n  minio:\n    image: minio/minio\n    command: server /data --console-address \":9001\"\n    environment:\n      MINIO_ROOT_USER: <<user>>\n      MINIO_ROOT_PASSWORD: \"<<S>>\"\n", pw),
    ("services:\n  worker:\n    image: <<proj>>-worker\n    environment:\n      CELERY_BROKER_URL: redis://:<<S>>@redis:6379/0\n", pw),
], neg=[
    ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: <<user>>\n      POSTGRES_PASSWORD: <<S>>\n", ch("${POSTGRES_PASSWORD}", "${POSTGRES_PASSWORD:?set in .env}")),
    ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: <<S>>\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt\n", ch("/run/secrets/db_password")),
    ("services:\n  app:\n    image: ghcr.io/<<org>>/<<proj>>@sha256:<<S>>\n    env_file: .env\n", hex64),
], deb=[
    ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: <<S>>\n    ports:\n      - \"5432:5432\"  # local dev only\n", ch("postgres", "example", "secret", "password")),
    ("services:\n  mysql:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: <<S>>\n", ch("root", "mysql", "example")),
])

K("kubernetes Secret", "yaml", ["k8s/secret.yaml", "manifests/<<proj>>-secret.yaml"], "Kubernetes Secret", pos=[
    ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: <<proj>>-db\n  namespace: <<env>>\ntype: Opaque\nstringData:\n  username: <<user>>\n  password: <<S>>\n", pw),
    ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: <<proj>>-db\ntype: Opaque\ndata:\n  username: <<USERB64>>\n  password: <<S>>\n", lambda r: (b64e(pw(r)), {"USERB64": b64e(r.choice(FIRST))})),
    ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: <<proj>>-api\ntype: Opaque\ndata:\n  <<envname>>: <<S>>\n", lambda r: (lambda v: (b64e(v[0]), v[1]))(venv(r, ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SENDGRID_API_KEY", "GITHUB_TOKEN", "API_KEY"]))),
    ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: <<S>>\n", lambda r: b64e(json.dumps({"auths": {"ghcr.io": {"auth": basic_b64(r)}}}))),
], neg=[
    ("apiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: <<S>>\n                  key: password\n", ch("<<proj>>-db", "db-credentials")),
    ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: <<proj>>-db\nspec:\n  encryptedData:\n    password: <<S>>\n", lambda r: "AgB" + b64r(r, 520)),
    ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: <<proj>>-db\nspec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: <<S>>\n        property: password\n", ch("secret/data/<<proj>>/db", "prod/<<proj>>/postgres")),
    ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: <<proj>>-config\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: <<S>>\n", lambda r: b64e(json.dumps({"beta": True, "ui": r.choice(WORDS)}))),
])

K("helm values.yaml", "yaml", ["values.yaml", "values-<<env>>.yaml"], "Helm values", pos=[
    ("postgresql:\n  enabled: true\n  auth:\n    username: <<user>>\n    password: <<S>>\n    database: <<db>>\n", pw),
    ("redis:\n  auth:\n    enabled: true\n    password: \"<<S>>\"\n", pw),
    ("gitlab-runner:\n  gitlabUrl: https://gitlab.<<domain>>/\n  runnerToken: \"<<S>>\"\n  rbac:\n    create: true\n", glrt),
    ("ingress:\n  enabled: true\n  hosts:\n    - <<domain>>\nenv:\n  - name: <<ENVNAME>>\n    value: \"<<S>>\"\n", venv),
], neg=[
    ("postgresql:\n  enabled: true\n  auth:\n    existingSecret: <<S>>\n    secretKeys:\n      userPasswordKey: password\n", ch("<<proj>>-db-credentials")),
    ("redis:\n  auth:\n    enabled: true\n    password: <<S>>\n", ch("\"\"", "\"changeme\"", "null")),
    ("image:\n  repository: ghcr.io/<<org>>/<<proj>>\n  tag: \"<<ver>>\"\n  digest: <<S>>\n", lambda r: "sha256:" + hex64(r)),
])

K("ansible vars", "yaml", ["group_vars/all.yml", "host_vars/<<word>>.yml", "roles/db/defaults/main.yml"], "Ansible vars", pos=[
    ("mysql_root_password: <<S>>\nmysql_databases:\n  - name: <<db>>\n", pw),
    ("---\napp_user: <<user>>\napp_db_password: \"<<S>>\"\napp_port: 8080\n", pw),
    ("datadog_api_key: \"<<S>>\"\ndatadog_site: datadoghq.eu\n", hex32),
], neg=[
    ("mysql_root_password: \"<<S>>\"\n", ch("{{ vault_mysql_root_password }}", "{{ lookup('env', 'MYSQL_ROOT_PASSWORD') }}", "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/db:password') }}")),
    ("mysql_root_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          <<S>>\n", lambda r: "\n          ".join(rs(r, 80, HEX) for _ in range(5))),
])

# ---- servers / network services -----------------------------------------------------------
K("nginx", "nginx", ["/etc/nginx/conf.d/<<proj>>.conf", "nginx.conf"], "nginx config", pos=[
    ("location /upstream-api/ {\n    proxy_pass https://api.<<domain>>/;\n    proxy_set_header Host api.<<domain>>;\n    proxy_set_header Authorization \"Basic <<S>>\";\n}\n", basic_b64),
    ("location /search/ {\n    proxy_pass https://<<host>>:9200/;\n    proxy_set_header Authorization \"Bearer <<S>>\";\n}\n", lambda r: rs(r, 40)),
    ("location /grafana/ {\n    proxy_pass http://grafana:3000/;\n    proxy_set_header X-Api-Key <<S>>;\n}\n", glsa),
], neg=[
    ("location /admin/ {\n    auth_basic \"Restricted\";\n    auth_basic_user_file <<S>>;\n    proxy_pass http://127.0.0.1:8080;\n    proxy_set_header Authorization $http_authorization;\n}\n", ch("/etc/nginx/.htpasswd")),
    ("server {\n    listen 443 ssl http2;\n    server_name <<domain>>;\n    ssl_certificate     /etc/letsencrypt/live/<<domain>>/fullchain.pem;\n    ssl_certificate_key <<S>>;\n}\n", ch("/etc/letsencrypt/live/<<domain>>/privkey.pem")),
])

K("haproxy", ["haproxy", "cfg", ""], ["/etc/haproxy/haproxy.cfg"], "HAProxy config", pos=[
    ("userlist admins\n    user <<user>> insecure-password <<S>>\n\nfrontend stats\n    bind *:8404\n    http-request auth unless { http_auth(admins) }\n", pw),
    ("listen stats\n    bind *:8404\n    stats enable\n    stats uri /haproxy?stats\n    stats auth admin:<<S>>\n", pw),
], neg=[
    ("frontend https-in\n    bind *:443 ssl crt <<S>>\n    default_backend app\n\nbackend app\n    server app1 <<ip>>:8080 check\n", ch("/etc/haproxy/certs/<<domain>>.pem")),
], deb=[
    ("userlist admins\n    user <<user>> password <<S>>\n", lambda r: "$6$%s$%s" % (rs(r, 16, A62 + "./"), rs(r, 86, A62 + "./"))),
])

K("htpasswd", ["", "text"], [".htpasswd", "/etc/nginx/.htpasswd"], "htpasswd file", pos=[], neg=[], deb=[
    ("<<user>>:<<S>>\n", lambda r: "$apr1$%s$%s" % (rs(r, 8, A62 + "./"), rs(r, 22, A62 + "./"))),
    ("<<user>>:<<S>>\n", lambda r: "$2y$05$" + rs(r, 53, A62 + "./")),
])

K("openvpn", ["", "conf"], ["client.ovpn", "auth.txt"], "OpenVPN client", pos=[
    ("client\ndev tun\nproto udp\nremote vpn.<<domain>> 1194\nauth-user-pass auth.txt\n\n# auth.txt\n<<user>>\n<<S>>\n", pw),
    ("client\ndev tun\nremote vpn.<<domain>> 1194\nkey-direction 1\n<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n<<S>>\n-----END OpenVPN Static key V1-----\n</tls-auth>\n", lambda r: "\n".join(rs(r, 32, HEX) for _ in range(16))),
], neg=[
    ("client\ndev tun\nproto udp\nremote vpn.<<domain>> 1194\nauth-user-pass <<S>>\nca ca.crt\ncert client.crt\nkey client.key\n", ch("/etc/openvpn/client/creds.txt")),
])

K("wireguard", ["ini", ""], ["/etc/wireguard/wg0.conf"], "WireGuard config", pos=[
    ("[Interface]\nAddress = 10.8.0.<<dig1>>/24\nPrivateKey = <<S>>\nListenPort = 51820\n\n[Peer]\nPublicKey = <<WGPUB>>\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.<<domain>>:51820\n", lambda r: (b64r(r, 32), {"WGPUB": b64r(r, 32)})),
    ("[Peer]\nPublicKey = <<WGPUB>>\nPresharedKey = <<S>>\nAllowedIPs = 0.0.0.0/0\n", lambda r: (b64r(r, 32), {"WGPUB": b64r(r, 32)})),
], neg=[
    ("[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = <<S>>\nAllowedIPs = 10.8.0.2/32\n", lambda r: b64r(r, 32)),
])

K("supervisor", ["ini", ""], ["/etc/supervisor/supervisord.conf"], "supervisord config", pos=[
    ("[inet_http_server]\nport = 127.0.0.1:9001\nusername = <<user>>\npassword = <<S>>\n", pw),
    ("[program:worker]\ncommand = /srv/<<proj>>/venv/bin/celery -A <<proj>> worker\nenvironment = DJANGO_SETTINGS_MODULE=\"<<proj>>.settings\",<<ENVNAME>>=\"<<S>>\"\nautorestart = true\n", venv),
], neg=[
    ("[inet_http_server]\nport = 127.0.0.1:9001\nusername = <<user>>\npassword = <<S>>\n", ch("%(ENV_SUPERVISOR_PASSWORD)s")),
], deb=[
    ("[inet_http_server]\nport = *:9001\nusername = <<user>>\npassword = <<S>>\n", lambda r: "{SHA}" + hex40(r)),
])

K("rsyncd", ["", "ini"], ["/etc/rsyncd.secrets", "/etc/rsyncd.conf"], "rsync daemon config", pos=[
    ("<<user>>:<<S>>\n", pw),
    ("# rsync --password-file=/root/.rsync.pass\n# /root/.rsync.pass contains:\n<<S>>\n", pw),
], neg=[
    ("[backup]\n    path = /srv/backup\n    auth users = <<user>>\n    secrets file = <<S>>\n    read only = false\n", ch("/etc/rsyncd.secrets")),
])

K("smtp client config", ["", "ini", "conf"], ["~/.msmtprc", "/etc/postfix/sasl_passwd", "~/.muttrc", "~/.fetchmailrc"], "mail client config", pos=[
    ("defaults\nauth on\ntls on\n\naccount gmail\nhost smtp.gmail.com\nport 587\nfrom <<email>>\nuser <<email>>\npassword <<S>>\n\naccount default : gmail\n", gmail_app),
    ("[smtp.sendgrid.net]:587 apikey:<<S>>\n", sg),
    ("[smtp.gmail.com]:587 <<email>>:<<S>>\n", gmail_app),
    ("set imap_user = \"<<email>>\"\nset imap_pass = \"<<S>>\"\nset folder = \"imaps://imap.<<domain>>:993\"\n", pw),
    ("poll imap.<<domain>> protocol IMAP\n  user \"<<email>>\" there with password \"<<S>>\" is <<first>> here\n  ssl\n", pw),
], neg=[
    ("account gmail\nhost smtp.gmail.com\nport 587\nuser <<email>>\npasswordeval \"<<S>>\"\n", ch("pass show mail/gmail", "secret-tool lookup service msmtp")),
    ("set imap_user = \"<<email>>\"\nset imap_pass = \"<<S>>\"\n", ch("`pass show mail/imap`", "`security find-generic-password -w -s mutt`")),
])

K("sentry config", ["", "ini", "properties", "python", "js"], [".sentryclirc", "sentry.properties", "settings.py"], "Sentry config", pos=[
    ("[defaults]\nurl = https://sentry.io/\norg = <<org>>\nproject = <<proj>>\n\n[auth]\ntoken = <<S>>\n", lambda r: r.choice([hex64, sntrys])(r)),
    ("defaults.url=https://sentry.io/\ndefaults.org=<<org>>\ndefaults.project=<<proj>>-android\nauth.token=<<S>>\n", sntrys),
    ("sentry_sdk.init(\n    dsn=\"https://<<hex32>>:<<S>>@sentry.<<domain>>/<<dig2>>\",\n    traces_sample_rate=0.2,\n)\n", hex32),
], neg=[
    ("[auth]\ntoken = <<S>>\n", ch("${SENTRY_AUTH_TOKEN}", "<sentry-auth-token>")),
    ("Sentry.init({\n  dsn: process.env.SENTRY_DSN,\n  release: \"<<S>>\",\n  tracesSampleRate: 0.1,\n});\n", lambda r: "%s@%s" % (r.choice(WORDS), hex40(r))),
], deb=[
    ("sentry_sdk.init(\n    dsn=\"<<S>>\",\n    traces_sample_rate=1.0,\n)\n", lambda r: "https://%s@o%s.ingest.sentry.io/%s" % (hex32(r), rs(r, 6, DIG), rs(r, 7, DIG))),
])

K("redis / mongo / amqp URL", ["", "ini", "yaml", "python", "js", "dotenv"], ["config", "celeryconfig.py", "config/db.js"], "datastore connection URL", pos=[
    ("REDIS_URL=redis://default:<<S>>@<<host>>:6379/0\n", pw),
    ("broker_url = 'amqp://<<user>>:<<S>>@<<host>>:5672/<<proj>>'\nresult_backend = 'rpc://'\n", pw),
    ("module.exports = {\n  mongoUri: 'mongodb+srv://<<user>>:<<S>>@cluster0.<<low5>>.mongodb.net/<<db>>?retryWrites=true&w=majority',\n};\n", pw),
    ("cache:\n  url: rediss://:<<S>>@<<word>>.<<low6>>.ng.0001.use1.cache.amazonaws.com:6379\n", hex32),
], neg=[
    ("REDIS_URL=redis://<<S>>:6379/0\nCACHE_TTL=300\n", ch("localhost", "redis", "127.0.0.1")),
    ("module.exports = {\n  mongoUri: <<S>>,\n};\n", ch("process.env.MONGODB_URI", "`mongodb+srv://${user}:${pass}@cluster0.mongodb.net/app`")),
])

K("systemd unit", ["ini", "systemd", ""], ["/etc/systemd/system/<<proj>>.service"], "systemd unit", pos=[
    ("[Unit]\nDescription=<<App>> API\nAfter=network.target\n\n[Service]\nUser=<<proj>>\nEnvironment=\"<<ENVNAME>>=<<S>>\"\nExecStart=/srv/<<proj>>/bin/server\nRestart=on-failure\n", venv),
    ("[Service]\nExecStart=/usr/local/bin/<<proj>>-exporter --db-dsn=postgres://<<user>>:<<S>>@<<host>>/<<db>>\n", pw),
], neg=[
    ("[Service]\nUser=<<proj>>\nEnvironmentFile=<<S>>\nLoadCredential=db_password:/etc/<<proj>>/db_password\nExecStart=/srv/<<proj>>/bin/server\n", ch("/etc/<<proj>>/env", "-/etc/default/<<proj>>")),
])

# ---- developer CLIs / data tools ----------------------------------------------------------
K("git config / .git-credentials", ["", "ini", "gitconfig"], [".git/config", "~/.git-credentials"], "git remote config", pos=[
    ("[remote \"origin\"]\n\turl = https://<<user>>:<<S>>@github.com/<<org>>/<<proj>>.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n", lambda r: r.choice([ghp, ghpat])(r)),
    ("https://oauth2:<<S>>@gitlab.<<domain>>\n", glpat),
    ("https://<<user>>:<<S>>@bitbucket.org\n", lambda r: "ATBB" + rs(r, 32) + rs(r, 8, "0123456789ABCDEF")),
], neg=[
    ("[remote \"origin\"]\n\turl = <<S>>\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[credential]\n\thelper = osxkeychain\n", ch("git@github.com:<<org>>/<<proj>>.git", "https://github.com/<<org>>/<<proj>>.git")),
    ("[user]\n\tname = <<first>>\n\temail = <<email>>\n\tsigningkey = <<S>>\n[gpg]\n\tformat = ssh\n", ssh_ed25519_pub),
])

K("gh / hub hosts.yml", "yaml", ["~/.config/gh/hosts.yml", "~/.config/hub"], "GitHub CLI hosts", pos=[
    ("github.com:\n    user: <<user>>\n    oauth_token: <<S>>\n    git_protocol: ssh\n", gho),
    ("github.com:\n- user: <<user>>\n  oauth_token: <<S>>\n  protocol: https\n", ghp),
], neg=[
    ("github.com:\n    users:\n        <<user>>:\n    git_protocol: ssh\n    user: <<S>>\n", ch("<<user>>")),
])

K("cargo credentials", "toml", ["~/.cargo/credentials.toml"], "Cargo registry token", pos=[
    ("[registry]\ntoken = \"<<S>>\"\n", cio),
    ("[registries.<<org>>]\ntoken = \"Bearer <<S>>\"\n", lambda r: rs(r, 40)),
], neg=[
    ("[registry]\nglobal-credential-providers = [\"<<S>>\"]\n", ch("cargo:token", "cargo:macos-keychain")),
])

K("kaggle / databricks / snowsql", ["json", "ini", ""], ["~/.kaggle/kaggle.json", "~/.databrickscfg", "~/.snowsql/config"], "data platform CLI config", pos=[
    ("{\"username\":\"<<first>><<word>>\",\"key\":\"<<S>>\"}\n", hex32),
    ("[DEFAULT]\nhost = https://adb-<<dig16>>.<<dig2>>.azuredatabricks.net\ntoken = <<S>>\n", dapi),
    ("[connections.prod]\naccountname = <<upd7>>.<<region>>\nusername = <<user>>\npassword = <<S>>\nwarehousename = ANALYTICS_WH\n", pw),
], neg=[
    ("[DEFAULT]\nhost = https://adb-<<dig16>>.<<dig2>>.azuredatabricks.net\nauth_type = <<S>>\n", ch("databricks-cli", "azure-cli")),
    ("[connections.prod]\naccountname = <<upd7>>.<<region>>\nusername = <<user>>\nauthenticator = <<S>>\n", ch("externalbrowser")),
])

K("dbt profiles.yml", "yaml", ["~/.dbt/profiles.yml"], "dbt profile", pos=[
    ("<<proj>>:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: <<host>>\n      user: <<user>>\n      password: <<S>>\n      port: 5432\n      dbname: <<db>>\n      schema: analytics\n      threads: 4\n", pw),
    ("<<proj>>:\n  outputs:\n    prod:\n      type: databricks\n      host: adb-<<dig16>>.<<dig2>>.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/<<hex16>>\n      token: <<S>>\n", dapi),
], neg=[
    ("<<proj>>:\n  outputs:\n    prod:\n      type: postgres\n      host: <<host>>\n      user: <<user>>\n      password: \"<<S>>\"\n", ch("{{ env_var('DBT_PASSWORD') }}")),
    ("<<proj>>:\n  outputs:\n    prod:\n      type: bigquery\n      method: service-account\n      project: <<proj>>-<<dig6>>\n      keyfile: <<S>>\n", ch("/home/<<first>>/.gcp/dbt-sa.json")),
])

K("airflow / alembic ini", ["ini", ""], ["airflow.cfg", "alembic.ini"], "Airflow/Alembic config", pos=[
    ("[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:<<S>>@<<host>>:5432/airflow\n", pw),
    ("[core]\nexecutor = CeleryExecutor\nfernet_key = <<S>>\n", fernet),
    ("[alembic]\nscript_location = migrations\nsqlalchemy.url = mysql+pymysql://<<user>>:<<S>>@<<host>>/<<db>>\n", pw),
    ("[webserver]\nsecret_key = <<S>>\n", lambda r: b64r(r, 16)),
], neg=[
    ("[alembic]\nscript_location = migrations\nsqlalchemy.url = <<S>>\n", ch("driver://user:pass@localhost/dbname", "%(DATABASE_URL)s")),
    ("[core]\nfernet_key = <<S>>\n# real value comes from AIRFLOW__CORE__FERNET_KEY_SECRET\n", ch("")),
])

K("conda / pip token URLs", ["yaml", ""], ["~/.condarc"], "conda channels", pos=[
    ("channels:\n  - https://conda.anaconda.org/t/<<S>>/<<org>>\n  - conda-forge\nchannel_priority: strict\n", lambda r: rs(r, 2, LOW) + "-" + ruuid(r)),
], neg=[
    ("channels:\n  - conda-forge\n  - <<S>>\nchannel_priority: strict\nssl_verify: true\n", ch("bioconda", "pytorch")),
])

K("keycloak realm export", "json", ["realm-export.json"], "Keycloak realm export", pos=[
    ("{\n  \"clientId\": \"<<proj>>-backend\",\n  \"enabled\": true,\n  \"clientAuthenticatorType\": \"client-secret\",\n  \"secret\": \"<<S>>\",\n  \"redirectUris\": [\"https://<<domain>>/*\"],\n  \"serviceAccountsEnabled\": true\n}\n", lambda r: rs(r, 32)),
], neg=[
    ("{\n  \"clientId\": \"<<proj>>-backend\",\n  \"enabled\": true,\n  \"clientAuthenticatorType\": \"client-secret\",\n  \"secret\": \"<<S>>\",\n  \"redirectUris\": [\"https://<<domain>>/*\"]\n}\n", ch("**********")),
    ("{\n  \"id\": \"<<S>>\",\n  \"clientId\": \"<<proj>>-spa\",\n  \"publicClient\": true,\n  \"redirectUris\": [\"https://<<domain>>/*\"]\n}\n", ruuid),
])

K("gitlab-runner config.toml", "toml", ["/etc/gitlab-runner/config.toml"], "GitLab runner config", pos=[
    ("concurrent = 4\n\n[[runners]]\n  name = \"<<word>>-docker\"\n  url = \"https://gitlab.<<domain>>/\"\n  id = <<dig4>>\n  token = \"<<S>>\"\n  executor = \"docker\"\n  [runners.docker]\n    image = \"alpine:3.19\"\n", glrt),
    ("[[runners]]\n  [runners.cache]\n    Type = \"s3\"\n    [runners.cache.s3]\n      ServerAddress = \"s3.amazonaws.com\"\n      AccessKey = \"<<AKID>>\"\n      SecretKey = \"<<S>>\"\n      BucketName = \"<<proj>>-runner-cache\"\n", lambda r: (aws_secret(r), {"AKID": akid(r)})),
], neg=[
    ("[[runners]]\n  name = \"<<word>>-docker\"\n  url = \"https://gitlab.<<domain>>/\"\n  token = \"<<S>>\"\n  executor = \"docker\"\n", ch("${RUNNER_TOKEN}", "REDACTED")),
])

K("vault token / agent", ["", "hcl"], ["~/.vault-token", "/etc/vault-agent.hcl"], "Vault client", pos=[
    ("<<S>>\n", hvs),
    ("vault {\n  address = \"https://vault.<<domain>>:8200\"\n}\nauto_auth {\n  method \"approle\" {\n    config = {\n      role_id_file_path = \"/etc/vault/role-id\"\n      secret_id = \"<<S>>\"\n    }\n  }\n}\n", ruuid),
], neg=[
    ("auto_auth {\n  method \"kubernetes\" {\n    mount_path = \"auth/kubernetes\"\n    config = {\n      role = \"<<S>>\"\n    }\n  }\n  sink \"file\" {\n    config = { path = \"/home/vault/.vault-token\" }\n  }\n}\n", ch("<<proj>>-app")),
])

K("age / sops", ["", "yaml"], ["~/.config/sops/age/keys.txt", ".sops.yaml", "secrets.enc.yaml"], "age/sops files", pos=[
    ("# created: <<date>>T09:14:22+01:00\n# public key: <<agepub>>\n<<S>>\n", age_key),
], neg=[
    ("creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: <<S>>\n", lambda r: "age1" + rs(r, 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")),
    ("db:\n  password: <<S>>\nsops:\n  age:\n    - recipient: <<agepub>>\n  lastmodified: \"<<date>>T10:00:00Z\"\n  mac: ENC[AES256_GCM,data:<<b62:43>>,iv:<<b62:22>>,tag:<<b62:22>>,type:str]\n  version: 3.8.1\n", lambda r: "ENC[AES256_GCM,data:%s,iv:%s=,tag:%s==,type:str]" % (b64r(r, 18).rstrip("="), rs(r, 43, B64), rs(r, 22, B64))),
])

K("misc service keys", ["", "ini", "yaml", "json"], ["config.yml", "settings.json"], "third-party service config", pos=[
    ("twilio:\n  account_sid: AC<<hex32>>\n  api_key_sid: SK<<hex32:2>>\n  auth_token: <<S>>\n", hex32),
    ("[mailgun]\ndomain = mg.<<domain>>\napi_key = <<S>>\n", mailgun),
    ("shopify:\n  shop: <<word>>.myshopify.com\n  access_token: <<S>>\n  api_version: 2024-01\n", shpat),
    ("{\n  \"openai\": {\n    \"model\": \"gpt-4o-mini\",\n    \"api_key\": \"<<S>>\"\n  }\n}\n", openai),
    ("anthropic:\n  model: claude-3-5-sonnet-latest\n  api_key: <<S>>\n", anthropic),
    ("bot:\n  discord_token: <<S>>\n  prefix: \"!\"\n", discord_bot),
    ("slack:\n  bot_token: <<S>>\n  signing_secret_env: SLACK_SIGNING_SECRET\n", xoxb),
    ("huggingface:\n  token: <<S>>\n  cache_dir: /mnt/hf-cache\n", hf),
], neg=[
    ("twilio:\n  account_sid: <<S>>\n  messaging_service_sid: MG<<hex32:2>>\n  auth_token: ${TWILIO_AUTH_TOKEN}\n", lambda r: "AC" + hex32(r)),
    ("{\n  \"openai\": {\n    \"model\": \"gpt-4o-mini\",\n    \"api_key\": \"<<S>>\"\n  }\n}\n", ch("sk-your-key-here", "YOUR_OPENAI_API_KEY", "")),
    ("slack:\n  app_id: <<S>>\n  team_id: T<<upd9>>\n  bot_token: ${SLACK_BOT_TOKEN}\n", lambda r: "A0" + rs(r, 9, UP + DIG)),
])

K("package-lock / lockfile", ["json", "yaml", ""], ["package-lock.json", "pnpm-lock.yaml", "poetry.lock"], "lockfile excerpt", pos=[], neg=[
    ("    \"node_modules/<<word>>\": {\n      \"version\": \"<<ver>>\",\n      \"resolved\": \"https://registry.npmjs.org/<<word>>/-/<<word>>-<<ver>>.tgz\",\n      \"integrity\": \"<<S>>\",\n      \"license\": \"MIT\"\n    },\n", lambda r: "sha512-" + b64r(r, 64)),
    ("[[package]]\nname = \"<<word>>\"\nversion = \"<<ver>>\"\nfiles = [\n    {file = \"<<word>>-<<ver>>-py3-none-any.whl\", hash = \"sha256:<<S>>\"},\n]\n", hex64),
    ("  /<<word>>@<<ver>>:\n    resolution: {integrity: <<S>>}\n    dev: false\n", lambda r: "sha512-" + b64r(r, 64)),
])

K("ssh / tls material refs", ["", "ini", "yaml"], ["~/.ssh/config", "~/.ssh/authorized_keys", "tls.yaml"], "ssh/TLS config", pos=[
    ("tls:\n  cert: |\n    -----BEGIN CERTIFICATE-----\n    MIIB...snip...\n    -----END CERTIFICATE-----\n  key_b64: <<S>>\n", lambda r: b64e(pkcs8_key_pem(r))),
], neg=[
    ("Host <<word>>-bastion\n  HostName <<ip>>\n  User <<user>>\n  IdentityFile <<S>>\n  IdentitiesOnly yes\n", ch("~/.ssh/id_ed25519", "~/.ssh/<<proj>>_deploy")),
    ("<<S>> <<email>>\n", ssh_ed25519_pub),
    ("{\n  \"ca_bundle\": \"<<S>>\"\n}\n", lambda r: cert_pem(r).rstrip("\n").replace("\n", "\\n")),
])


# per-variant language tag / path overrides for kinds that mix file types: (kind, label, index) -> (langs, paths)
VMETA = {
    ("redis / mongo / amqp URL", "pos", 0): (["dotenv", "bash", ""], [".env", ".env.production"]),
    ("redis / mongo / amqp URL", "pos", 1): (["python"], ["celeryconfig.py"]),
    ("redis / mongo / amqp URL", "pos", 2): (["js", "javascript"], ["config/db.js"]),
    ("redis / mongo / amqp URL", "pos", 3): (["yaml"], ["config/cache.yml"]),
    ("redis / mongo / amqp URL", "neg", 0): (["dotenv", ""], [".env"]),
    ("redis / mongo / amqp URL", "neg", 1): (["js"], ["config/db.js"]),
    ("jenkins", "pos", 0): (["groovy", ""], ["Jenkinsfile"]),
    ("jenkins", "pos", 1): (["yaml"], ["jenkins.yaml", "casc/jenkins.yaml"]),
    ("jenkins", "pos", 2): (["yaml"], ["jenkins.yaml", "casc/jenkins.yaml"]),
    ("jenkins", "neg", 0): (["groovy", ""], ["Jenkinsfile"]),
    ("jenkins", "neg", 1): (["yaml"], ["jenkins.yaml"]),
    ("jenkins", "deb", 0): (["xml"], ["$JENKINS_HOME/credentials.xml"]),
    ("sentry config", "pos", 0): (["ini", ""], ["~/.sentryclirc", ".sentryclirc"]),
    ("sentry config", "pos", 1): (["properties", ""], ["android/sentry.properties"]),
    ("sentry config", "pos", 2): (["python"], ["settings.py", "app/__init__.py"]),
    ("sentry config", "neg", 0): (["ini", ""], ["~/.sentryclirc"]),
    ("sentry config", "neg", 1): (["js", "javascript"], ["sentry.client.config.js"]),
    ("sentry config", "deb", 0): (["python"], ["settings.py"]),
    ("smtp client config", "pos", 0): (["", "msmtprc"], ["~/.msmtprc"]),
    ("smtp client config", "pos", 1): ([""], ["/etc/postfix/sasl_passwd"]),
    ("smtp client config", "pos", 2): ([""], ["/etc/postfix/sasl_passwd"]),
    ("smtp client config", "pos", 3): (["", "muttrc"], ["~/.muttrc", "~/.config/mutt/muttrc"]),
    ("smtp client config", "pos", 4): ([""], ["~/.fetchmailrc"]),
    ("smtp client config", "neg", 0): (["", "msmtprc"], ["~/.msmtprc"]),
    ("smtp client config", "neg", 1): (["", "muttrc"], ["~/.muttrc"]),
    ("misc service keys", "pos", 0): (["yaml"], ["config/notifications.yml"]),
    ("misc service keys", "pos", 1): (["ini", ""], ["settings.ini"]),
    ("misc service keys", "pos", 2): (["yaml"], ["config/shopify.yml"]),
    ("misc service keys", "pos", 3): (["json"], ["settings.json", "config/llm.json"]),
    ("misc service keys", "pos", 4): (["yaml"], ["config/llm.yaml"]),
    ("misc service keys", "pos", 5): (["yaml"], ["bot/config.yml"]),
    ("misc service keys", "pos", 6): (["yaml"], ["config/slack.yml"]),
    ("misc service keys", "pos", 7): (["yaml"], ["config/models.yml"]),
    ("misc service keys", "neg", 0): (["yaml"], ["config/notifications.yml"]),
    ("misc service keys", "neg", 1): (["json"], ["settings.json"]),
    ("misc service keys", "neg", 2): (["yaml"], ["config/slack.yml"]),
    ("kaggle / databricks / snowsql", "pos", 0): (["json", ""], ["~/.kaggle/kaggle.json"]),
    ("kaggle / databricks / snowsql", "pos", 1): (["ini", ""], ["~/.databrickscfg"]),
    ("kaggle / databricks / snowsql", "pos", 2): (["ini", ""], ["~/.snowsql/config"]),
    ("kaggle / databricks / snowsql", "neg", 0): (["ini", ""], ["~/.databrickscfg"]),
    ("kaggle / databricks / snowsql", "neg", 1): (["ini", ""], ["~/.snowsql/config"]),
    ("ssh / tls material refs", "pos", 0): (["yaml"], ["config/tls.yaml"]),
    ("ssh / tls material refs", "neg", 0): (["", "ssh-config"], ["~/.ssh/config"]),
    ("ssh / tls material refs", "neg", 1): ([""], ["~/.ssh/authorized_keys"]),
    ("ssh / tls material refs", "neg", 2): (["json"], ["config/tls.json"]),
    ("age / sops", "pos", 0): ([""], ["~/.config/sops/age/keys.txt"]),
    ("age / sops", "neg", 0): (["yaml"], [".sops.yaml"]),
    ("age / sops", "neg", 1): (["yaml"], ["secrets.enc.yaml", "secrets/prod.yaml"]),
    ("vault token / agent", "pos", 0): ([""], ["~/.vault-token"]),
    ("vault token / agent", "pos", 1): (["hcl"], ["/etc/vault-agent.hcl"]),
    ("vault token / agent", "neg", 0): (["hcl"], ["/etc/vault-agent.hcl"]),
    ("git config / .git-credentials", "pos", 0): (["ini", "gitconfig", ""], [".git/config"]),
    ("git config / .git-credentials", "pos", 1): ([""], ["~/.git-credentials"]),
    ("git config / .git-credentials", "pos", 2): ([""], ["~/.git-credentials"]),
    ("git config / .git-credentials", "neg", 0): (["ini", "gitconfig", ""], [".git/config"]),
    ("git config / .git-credentials", "neg", 1): (["ini", "gitconfig", ""], ["~/.gitconfig"]),
    ("airflow / alembic ini", "pos", 2): (["ini", ""], ["alembic.ini"]),
    ("airflow / alembic ini", "pos", 0): (["ini", ""], ["airflow.cfg"]),
    ("airflow / alembic ini", "pos", 1): (["ini", ""], ["airflow.cfg"]),
    ("airflow / alembic ini", "pos", 3): (["ini", ""], ["airflow.cfg"]),
    ("airflow / alembic ini", "neg", 0): (["ini", ""], ["alembic.ini"]),
    ("airflow / alembic ini", "neg", 1): (["ini", ""], ["airflow.cfg"]),
    ("strapi config/.env", "pos", 0): (["js", "javascript"], ["config/database.js"]),
    ("strapi config/.env", "pos", 1): (["dotenv", ""], [".env"]),
    ("strapi config/.env", "pos", 2): (["js", "javascript"], ["config/admin.js"]),
    ("strapi config/.env", "neg", 0): (["js", "javascript"], ["config/admin.js"]),
    ("strapi config/.env", "neg", 1): (["dotenv", ""], [".env"]),
    ("other CI (travis/circle/bitbucket)", "pos", 0): (["yaml", "yml"], [".circleci/config.yml"]),
    ("other CI (travis/circle/bitbucket)", "pos", 1): (["yaml", "yml"], ["bitbucket-pipelines.yml"]),
    ("other CI (travis/circle/bitbucket)", "pos", 2): (["yaml", "yml"], [".travis.yml"]),
    ("other CI (travis/circle/bitbucket)", "neg", 0): (["yaml", "yml"], [".travis.yml"]),
    ("other CI (travis/circle/bitbucket)", "neg", 1): (["yaml", "yml"], [".circleci/config.yml"]),
    ("package-lock / lockfile", "neg", 0): (["json"], ["package-lock.json"]),
    ("package-lock / lockfile", "neg", 1): (["toml", ""], ["poetry.lock"]),
    ("package-lock / lockfile", "neg", 2): (["yaml"], ["pnpm-lock.yaml"]),
    (".pgpass / pg_service.conf", "pos", 0): ([""], ["~/.pgpass"]),
    (".pgpass / pg_service.conf", "pos", 1): (["ini", ""], ["~/.pg_service.conf"]),
    (".pgpass / pg_service.conf", "neg", 0): (["ini", ""], ["~/.pg_service.conf"]),
    ("rsyncd", "pos", 0): ([""], ["/etc/rsyncd.secrets"]),
    ("rsyncd", "pos", 1): (["", "bash"], ["backup cron notes"]),
    ("rsyncd", "neg", 0): (["ini", ""], ["/etc/rsyncd.conf"]),
    (".terraformrc", "pos", 0): (["hcl", ""], ["~/.terraformrc"]),
    (".terraformrc", "pos", 1): (["json"], ["~/.terraform.d/credentials.tfrc.json"]),
    (".terraformrc", "neg", 0): (["hcl", ""], ["~/.terraformrc"]),
    ("rubygems credentials / .gemrc", "pos", 0): (["yaml", ""], ["~/.gem/credentials"]),
    ("rubygems credentials / .gemrc", "pos", 1): (["yaml", ""], ["~/.gemrc"]),
    ("rubygems credentials / .gemrc", "neg", 0): (["yaml", ""], ["~/.gemrc"]),
    ("docker config.json / .dockercfg", "pos", 1): (["json"], ["~/.dockercfg"]),
    ("docker config.json / .dockercfg", "pos", 0): (["json"], ["~/.docker/config.json"]),
    ("docker config.json / .dockercfg", "pos", 2): (["json"], ["~/.docker/config.json"]),
    ("rails credentials (decrypted)", "neg", 0): ([""], ["config/credentials.yml.enc"]),
    ("rails credentials (decrypted)", "neg", 1): (["yaml"], ["config/secrets.yml"]),
    ("composer auth.json", "neg", 0): (["json"], ["composer.lock"]),
    ("firebase service account", "neg", 0): (["json"], [".firebaserc"]),
    ("firebase service account", "neg", 1): (["json"], ["firebase.json"]),
    ("firebase service account", "deb", 0): (["js", "javascript", "ts"], ["src/firebase.js", "src/lib/firebase.ts"]),
    ("vercel config", "neg", 1): (["json"], [".vercel/project.json"]),
    ("gh / hub hosts.yml", "pos", 0): (["yaml"], ["~/.config/gh/hosts.yml"]),
    ("gh / hub hosts.yml", "pos", 1): (["yaml", ""], ["~/.config/hub"]),
    ("gh / hub hosts.yml", "neg", 0): (["yaml"], ["~/.config/gh/hosts.yml"]),
    ("openvpn", "pos", 0): ([""], ["client.ovpn + auth.txt"]),
    ("openvpn", "neg", 0): (["", "conf"], ["client.ovpn", "/etc/openvpn/client/office.conf"]),
    ("ghost config", "pos", 2): (["js", "javascript"], ["scripts/publish.js"]),
    ("ghost config", "deb", 0): (["js", "javascript"], ["src/lib/ghost.js"]),
    ("home assistant secrets.yaml", "neg", 0): (["yaml"], ["/config/configuration.yaml"]),
    ("home assistant secrets.yaml", "neg", 1): (["yaml"], ["/config/configuration.yaml"]),
    ("elastic stack yml", "pos", 0): (["yaml", "yml"], ["/etc/kibana/kibana.yml"]),
    ("elastic stack yml", "pos", 1): (["yaml", "yml"], ["/etc/filebeat/filebeat.yml"]),
    ("elastic stack yml", "pos", 2): (["yaml", "yml"], ["/etc/filebeat/filebeat.yml"]),
    ("elastic stack yml", "neg", 0): (["yaml", "yml"], ["/etc/kibana/kibana.yml"]),
    ("elastic stack yml", "neg", 1): (["yaml", "yml"], ["/etc/kibana/kibana.yml"]),
    ("kubernetes Secret", "neg", 0): (["yaml"], ["k8s/deployment.yaml"]),
    ("kubernetes Secret", "neg", 1): (["yaml"], ["k8s/sealed-secret.yaml"]),
    ("kubernetes Secret", "neg", 2): (["yaml"], ["k8s/external-secret.yaml"]),
    ("kubernetes Secret", "neg", 3): (["yaml"], ["k8s/configmap.yaml"]),
    ("terraform.tfvars", "neg", 1): (["hcl", "terraform"], ["rds.tf", "main.tf"]),
    ("aws credentials / boto", "pos", 0): (["ini", ""], ["~/.aws/credentials"]),
    ("aws credentials / boto", "pos", 1): (["ini", ""], ["~/.boto"]),
    ("aws credentials / boto", "neg", 0): (["ini", ""], ["~/.aws/config"]),
    ("aws credentials / boto", "neg", 1): (["ini", ""], ["~/.aws/config"]),
    ("aws credentials / boto", "neg", 2): (["ini", ""], ["~/.aws/credentials"]),
    ("bruno .bru", "pos", 0): (["", "bru"], ["collections/<<proj>>/Create order.bru"]),
    ("bruno .bru", "pos", 1): (["", "bru"], ["environments/<<env>>.bru"]),
    ("bruno .bru", "pos", 2): (["", "bru"], ["collections/<<proj>>/Reports.bru"]),
    ("bruno .bru", "neg", 0): (["", "bru"], ["collections/<<proj>>/Create order.bru"]),
    ("bruno .bru", "neg", 1): (["", "bru"], ["environments/<<env>>.bru"]),
    ("node .env", "deb", 1): (["dotenv", ""], [".env.local"]),
}


# --------------------------------------------------------------------------- notes
ISSUES = ["deploy failure", "401s from the API", "connection timeouts", "login loop", "broken migration",
          "flaky CI job", "cert renewal", "staging outage"]
CTX = [
    "Copied from `{path}` on the {env} box so I don't have to dig for it again.",
    "This is the {what} that finally worked.",
    "Snapshot of `{path}` while debugging the {issue}.",
    "Keeping the current {what} here for reference.",
    "{path} as it is on my laptop right now.",
    "Pasting the {what} from {first}'s setup ({path}).",
    "Working {what}, checked {date}.",
    "From the onboarding doc, {path}:",
    "{first} asked how the {what} looks, so here it is.",
    "Current state of {path} after the {issue}.",
]
TAILS = ["", "", "", "Need to move this into the password manager eventually.", "Ask {first} before changing anything.",
         "Works with v{ver}.", "Related ticket: OPS-{num}.", "Don't forget to restart the service after edits.",
         "See also the runbook page."]
INLINE = [
    "In `{path}` the line that matters is `{line}`.",
    "{what} ({path}): `{line}`",
    "Had to add `{line}` to {path} to get it working.",
    "Note to self: {path} has `{line}` now.",
    "{path}: {line}",
    "The {issue} was fixed by setting `{line}` in {path}.",
]
FMT_W = [("fm_fence_lang", 3), ("fence_lang", 3), ("fence_plain", 2), ("fm_fence_plain", 1), ("inline", 2), ("bare", 1)]
_LEFT = re.compile(r"<<[A-Za-z0-9_]+(?::\d+)?>>")


def _wchoice(r, items):
    tot = sum(w for _, w in items)
    x = r.uniform(0, tot)
    for it, w in items:
        x -= w
        if x <= 0:
            return it
    return items[-1][0]


def fill2(r, tpl, extra, memo):
    def rep(m):
        k = m.group(1)
        if k == "S":
            return S
        if k in extra:
            return extra[k]
        if k not in memo:
            memo[k] = _fill_auto(r, k)
        return memo[k]
    return _TOK.sub(rep, tpl)


def make_note(r, kind, vi, label):
    tpl, gen = kind[label][vi]
    langs, paths = VMETA.get((kind["name"], label, vi), (kind["lang"], kind["paths"]))
    out = gen(r)
    val, extra = out if isinstance(out, tuple) else (out, {})
    memo = {}
    content = fill2(r, tpl, extra, memo)
    if label != "pos":
        val = fill2(r, val, extra, memo)
    path = fill2(r, r.choice(paths), extra, memo)
    lang = r.choice(langs)
    ctxv = dict(path=path, what=kind["what"], env=r.choice(ENVS), issue=r.choice(ISSUES), first=r.choice(FIRST),
                date="%d-%02d-%02d" % (2023 + r.randrange(3), r.randrange(1, 13), r.randrange(1, 29)),
                ver="%d.%d" % (r.randrange(1, 9), r.randrange(20)), num=str(r.randrange(100, 9999)))
    title = r.choice(["{what}", "{what} notes", "{path}", "How the {what} is set up", "{what} ({env})"]).format(**ctxv)
    title = title[0].upper() + title[1:]
    fmt = _wchoice(r, FMT_W)
    assert content.count(S) == 1, (kind["name"], tpl)
    sline = [ln for ln in content.split("\n") if S in ln][0].strip()
    if fmt == "inline" and ("\n" in val or "`" in sline or len(sline) + len(val) > 220 or len(sline) < 3):
        fmt = "fence_plain"
    if fmt == "bare" and content.count("\n") > 10:
        fmt = "fence_lang"
    if fmt in ("fm_fence_lang", "fence_lang") and not lang:
        fmt = fmt.replace("lang", "plain")
    fm = fmt.startswith("fm_") or (fmt in ("inline", "bare") and r.random() < 0.4)
    parts = []
    if fm:
        f = "---\ntitle: %s\nsensitivity: private\n" % title
        if r.random() < 0.5:
            f += "tags: [config, %s]\n" % r.choice(WORDS)
        if r.random() < 0.4:
            f += "updated: %s\n" % ctxv["date"]
        parts.append(f + "---\n")
    if fmt == "inline":
        if r.random() < 0.5:
            parts.append("# %s\n" % title)
        parts.append(r.choice(INLINE).format(line=sline, **ctxv) + "\n")
    else:
        h = r.choice(["# %s\n", "## %s\n", None])
        if h:
            parts.append(h % title)
        parts.append(r.choice(CTX).format(**ctxv) + "\n")
        if fmt == "bare":
            parts.append(content)
        else:
            tag = lang if fmt in ("fm_fence_lang", "fence_lang") else ""
            parts.append("```%s\n%s```\n" % (tag, content if content.endswith("\n") else content + "\n"))
        tail = r.choice(TAILS).format(**ctxv)
        if tail:
            parts.append(tail + "\n")
    text = "\n".join(parts)
    i = text.index(S)
    text = text[:i] + val + text[i + 1:]
    return dict(kind=kind["name"], fmt=fmt, label=label, text=text, start=i, end=i + len(val), value=val)


def build(seed, npos=300, nneg=300, ndeb=36):
    r = random.Random(seed)
    notes = []
    for label, n in (("pos", npos), ("neg", nneg), ("deb", ndeb)):
        ks = [k for k in KINDS if k[label]]
        order = []
        while len(order) < n:
            batch = ks[:]
            r.shuffle(batch)
            order += batch
        for k in order[:n]:
            nt = make_note(r, k, r.randrange(len(k[label])), label)
            nt["seed"] = seed
            notes.append(nt)
    return notes


def self_check(notes):
    bad = 0
    names = {k["name"]: k for k in KINDS}
    for (kn, lab, vi) in VMETA:
        if kn not in names or vi >= len(names[kn][lab]):
            bad += 1
            print("BAD VMETA KEY", kn, lab, vi)
    for n in notes:
        t = n["text"]
        ok = S not in t and not _LEFT.search(t)
        if n["label"] == "pos":
            ok = ok and t[n["start"]:n["end"]] == n["value"] and n["value"].strip() != ""
        if not ok:
            bad += 1
            print("SELF-CHECK FAIL", n["kind"], n["label"], repr(t[:300]))
    return bad


# --------------------------------------------------------------------------- scoring
def score(notes, find):
    for n in notes:
        ms = find(n["text"])
        n["matches"] = [(m.start, m.end, m.rule) for m in ms]
        s, e = n["start"], n["end"]
        if n["label"] == "pos":
            n["hit"] = any(a < e and b > s for a, b, _ in n["matches"])
            cov = [False] * (e - s)
            for a, b, _ in n["matches"]:
                for j in range(max(a, s), min(b, e)):
                    cov[j - s] = True
            n["complete"] = all(cov)
        else:
            n["fired"] = bool(n["matches"])


def pct(a, b):
    return "%5.1f" % (100.0 * a / b) if b else "    -"


def table(notes, key, title):
    g = defaultdict(lambda: [0, 0, 0, 0, 0, 0, 0])
    for n in notes:
        row = g[n[key]]
        if n["label"] == "pos":
            row[0] += 1
            row[1] += n["hit"]
            row[2] += n["complete"]
        elif n["label"] == "neg":
            row[3] += 1
            row[4] += n["fired"]
        else:
            row[5] += 1
            row[6] += n["fired"]
    w = max(len(k) for k in g) + 2
    print("\n== by %s ==" % title)
    print("%-*s %5s %6s %6s | %5s %6s | %4s %6s" % (w, title, "pos", "hit%", "cmpl%", "neg", "fire%", "deb", "fire%"))
    for k in sorted(g, key=lambda k: (-(g[k][0] - g[k][1]) / max(g[k][0], 1), -g[k][4] / max(g[k][3], 1), k)):
        p, h, c, nn, f, d, df = g[k]
        print("%-*s %5d %6s %6s | %5d %6s | %4d %6s" % (w, k, p, pct(h, p), pct(c, p), nn, pct(f, nn), d, pct(df, d)))


def totals(notes):
    P = [n for n in notes if n["label"] == "pos"]
    N = [n for n in notes if n["label"] == "neg"]
    D = [n for n in notes if n["label"] == "deb"]
    return dict(pos=len(P), hit=sum(n["hit"] for n in P), complete=sum(n["complete"] for n in P),
                neg=len(N), neg_fired=sum(n["fired"] for n in N), deb=len(D), deb_fired=sum(n["fired"] for n in D))


def show(n, why):
    print("\n--- %s | %s | %s | seed %s" % (why, n["kind"], n["fmt"], n["seed"]))
    if n["label"] == "pos":
        print("planted [%d:%d]: %r" % (n["start"], n["end"], n["value"][:120]))
    for a, b, rule in n["matches"]:
        print("match [%d:%d] %s: %r" % (a, b, rule, n["text"][a:b][:120]))
    print(n["text"])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--dry", action="store_true")
    ap.add_argument("--samples", type=int, default=12)
    ap.add_argument("--kind", default=None, help="with --dry: print samples only of kinds containing this text")
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    notes = []
    for sd in seeds:
        notes += build(sd)
    print("kinds: %d (pos %d, neg %d, deb %d); notes: %d" % (len(KINDS), sum(1 for k in KINDS if k["pos"]),
          sum(1 for k in KINDS if k["neg"]), sum(1 for k in KINDS if k["deb"]), len(notes)))
    if a.dry:
        bad = self_check(notes)
        print("self-check failures: %d" % bad)
        rr = random.Random(0)
        pool = [n for n in notes if a.kind is None or a.kind in n["kind"]]
        for n in rr.sample(pool, min(a.samples, len(pool))):
            print("\n=== %s | %s | %s" % (n["label"], n["kind"], n["fmt"]))
            if n["label"] == "pos":
                print("span [%d:%d] = %r" % (n["start"], n["end"], n["value"][:100]))
            print(n["text"])
        by = defaultdict(int)
        for n in notes:
            by[(n["label"], n["fmt"])] += 1
        print("\nformat counts:", dict(sorted(by.items())))
        return 1 if bad else 0
    from memstone.scan import find_secrets
    score(notes, find_secrets)
    t = totals(notes)
    print("seeds %s | positives %d: hit %s%%  complete %s%% | negatives %d: firing %s%% | debatable %d: firing %s%%" % (
        a.seed, t["pos"], pct(t["hit"], t["pos"]).strip(), pct(t["complete"], t["pos"]).strip(), t["neg"],
        pct(t["neg_fired"], t["neg"]).strip(), t["deb"], pct(t["deb_fired"], t["deb"]).strip()))
    table(notes, "kind", "kind")
    table(notes, "fmt", "format")
    if a.v:
        print("\n######## misses")
        for n in notes:
            if n["label"] == "pos" and not n["hit"]:
                show(n, "MISS")
        print("\n######## incomplete")
        for n in notes:
            if n["label"] == "pos" and n["hit"] and not n["complete"]:
                show(n, "INCOMPLETE")
        print("\n######## firing negatives")
        for n in notes:
            if n["label"] == "neg" and n["fired"]:
                show(n, "FP")
        print("\n######## debatable (firing)")
        for n in notes:
            if n["label"] == "deb" and n["fired"]:
                show(n, "DEB-FIRED")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(dict(totals=t, seeds=seeds, notes=notes), fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
