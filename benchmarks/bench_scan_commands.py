# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: credentials typed on command lines, quoted in Markdown memory notes.

Run:
    PYTHONPATH=src python benchmarks/bench_scan_commands.py --seed 1,2,3 [-v] [--json PATH]
    python benchmarks/bench_scan_commands.py --dry [--seed 1]     # samples + self-checks, no memstone import

What it builds (per seed, from random.Random(seed)):
  * ~300 POSITIVE notes. Each is an agent memory note (optional YAML frontmatter with
    `sensitivity: private`, a heading and/or a sentence of context) quoting one or more shell
    commands in a ```bash / ```sh / ```shell / ```zsh / ```console / untagged / ```powershell /
    ```bat fence, a 4-space indented block, or an inline `code span`; sometimes with a prompt
    ($ , PS C:\\> , C:\\>), line continuations (\\ ` ^), extra noise commands and output lines.
    Each positive note holds exactly ONE planted credential: a human password, a random
    base62/hex/base64 string or a vendor-shaped token (ghp_, github_pat_, glpat-, xoxb-,
    sk_live_, AWS secret key, npm_, pypi-AgEI.., dop_v1_, hvs., dckr_pat_, hf_, sk-proj-, SG.,
    AIza.., ya29., JWTs, ...). All values are generated at run time; the file stores no literal
    secret. ~170 positive idioms (and ~100 negative ones) over 11 tool families (database clients, cloud CLIs, secret
    stores / CI variables, containers & k8s, package registries, network tools, crypto &
    archives, env exports, Windows, git, SaaS CLIs).
  * ~300 NEGATIVE notes: commands that handle credentials but contain none (env references
    $X / ${X} / %X% / $env:X, command substitution, prompts, --password-stdin fed from a file,
    --password-file / --token-file / @file / env:VAR, placeholders, redacted output, commit SHAs,
    image digests, UUID resource ids, checksums, public keys and fingerprints, help text).
  * ~40 DEBATABLE notes (reported, never scored): weak/default local-dev passwords
    (root/root, postgres:postgres, guest:guest, minioadmin, raspberry), test-mode keys (sk_test_),
    a bare AWS access key id.

Scoring (per note):
  POSITIVE: span = the secret value only (not user name, flag, quotes or URL around it).
            hit = some match overlaps the span; complete = the union of match spans covers it.
  NEGATIVE: firing = any match at all.
  DEBATABLE: fraction with any match, reported only.
  Tables by tool family, by note format, by value kind, and per-tool rows with any miss/firing.

Decisions:
  * AWS: positive span is the secret access key; the AKIA key id may sit next to it but is not
    the planted credential (a match on it alone does not count as a hit). A bare key id is DEBATABLE.
  * Connection URLs / user:pass pairs / Slack webhook URLs: span is the password / the secret
    path segment only, so a scanner matching the whole URL still scores complete.
  * Basic auth headers: span is the base64 blob (it encodes user:password).
  * Heroku / Codecov / Snyk tokens that are plain UUIDs are positives (keyword context given);
    UUIDs used as subscription/tenant/resource ids are negatives.
  * Values echoed back in command output (create-access-key, create-for-rbac, print-access-token,
    base64 -d of a k8s secret, stripe listen) are positives: the note discloses them.
  * `-p` with no value, `--password` last on a line, `/pass` with no value => prompt => negative.

Provenance: written by a separate pass that read no scanner code, no scanner rules and no test
examples; frozen (sha256 recorded) before its first run against the scanner, and kept
byte-identical since.
"""
from __future__ import annotations

import argparse
import base64
import json
import random
import string
import sys
import uuid
from collections import defaultdict

MA, MB = "\x01", "\x02"          # span markers (removed before scanning)

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
B64U = B62 + "-_"
UPN = string.ascii_uppercase + string.digits
UP32 = string.ascii_uppercase + "234567"
LOWN = string.ascii_lowercase + string.digits

SYM_ALL = "!@#$%^&*-_+=.?~"      # never ' or \ or "
SYM_URL = "-_.~"
SYM_CMD = "-_.@#+=!"
SYM_SAFE = "-_.@%+="
BARE_OK = set(B62 + "-_.@%+=:,/")
CMD_BARE = set(B62 + "-_.@#+=")

WORDS = ["harbor", "tulip", "falcon", "granite", "maple", "orbit", "velvet", "cobalt", "sunny",
         "winter", "pepper", "lantern", "meadow", "rocket", "saffron", "thunder", "willow",
         "cactus", "bramble", "ember", "juniper", "nimbus", "quartz", "raven", "summit", "tango",
         "violet", "walnut", "zephyr", "copper", "dolphin", "pistachio", "marble", "otter",
         "panda", "sparrow", "biscuit", "canyon", "glacier", "mango", "puzzle", "river"]
SEASONS = ["Summer", "Winter", "Spring", "Autumn", "Welcome", "January", "October"]
USERS = ["deploy", "admin", "alice", "bob", "ci", "svc_etl", "app", "jenkins", "grafana",
         "reporting", "backup", "analytics", "mlops", "dev", "carol", "dbadmin", "etl_user",
         "readonly", "svc-build", "marta", "tkowalski", "jdoe"]
FIRST = ["alice", "bob", "carol", "dan", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "marta", "nikhil", "olga", "priya", "quinn", "rafael", "sven", "tomas", "yuki"]
LAST = ["smith", "nguyen", "garcia", "kowalski", "okafor", "schmidt", "rossi", "tanaka",
        "johansson", "dubois", "silva", "murphy"]
COS = ["acme", "globex", "initech", "umbrella", "hooli", "vandelay", "contoso", "fabrikam",
       "northwind", "tailspin", "zenith", "bluebird"]
PROJS = ["billing", "checkout", "ledger", "atlas", "hermes", "pipeline", "webapp", "api",
         "ingest", "search", "reports", "mobile-backend", "data-platform", "auth-service"]
DBS = ["orders", "app_prod", "analytics", "users", "inventory", "billing", "warehouse",
       "metrics", "crm", "staging"]
ENVS = ["prod", "staging", "dev", "qa", "eu-prod", "us-east"]
REGIONS = ["eu-west-1", "us-east-1", "us-west-2", "eu-central-1", "ap-southeast-2"]


def cap(w):
    return w[:1].upper() + w[1:]


def b64url_nopad(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


class G:
    """Random value / name generator bound to one note (tracks the planted secret)."""

    def __init__(self, r: random.Random, shell: str, ml: bool):
        self.r, self.sh, self.ml = r, shell, ml
        self.planted: list[str] = []
        self.kinds: dict[str, str] = {}
        self.kind = "?"

    # -- basics
    def c(self, seq):
        return self.r.choice(seq)

    def n(self, a, b):
        return self.r.randint(a, b)

    def p(self, x):
        return self.r.random() < x

    def rs(self, n, al=B62):
        return "".join(self.r.choice(al) for _ in range(n))

    def hex(self, n):
        return self.rs(n, HEX)

    def digits(self, n):
        return str(self.r.randint(1, 9)) + self.rs(n - 1, string.digits)

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def k(self, v, kind):
        self.kinds[v] = kind
        return v

    def S(self, v):
        self.planted.append(v)
        self.kind = self.kinds.get(v, "other")
        return MA + v + MB

    # -- names
    def user(self):
        return self.c(USERS)

    def co(self):
        return self.c(COS)

    def proj(self):
        return self.c(PROJS)

    def db(self):
        return self.c(DBS)

    def env(self):
        return self.c(ENVS)

    def region(self):
        return self.c(REGIONS)

    def email(self):
        return f"{self.c(FIRST)}.{self.c(LAST)}@{self.co()}.com"

    def host(self, kind="db"):
        co, e = self.co(), self.env()
        pats = [f"{kind}-{e}-{self.n(1, 4)}.internal.{co}.io", f"{e}-{kind}.{co}.net",
                f"10.{self.n(0, 40)}.{self.n(0, 255)}.{self.n(2, 250)}",
                f"{kind}0{self.n(1, 9)}.{co}.lan",
                f"{self.proj()}-{kind}.{co}.cloud"]
        return self.c(pats)

    def rds(self):
        return (f"{self.proj()}-{self.env()}.cluster-{self.rs(12, LOWN)}."
                f"{self.region()}.rds.amazonaws.com")

    def acct(self):
        return self.digits(12)

    # -- passwords
    def human(self, syms=None):
        syms = self.defsyms() if syms is None else syms
        w = [self.c(WORDS) for _ in range(3)]
        sym = self.c(syms) if syms else ""
        d = str(self.n(10, 9999))
        pat = self.n(0, 6)
        if pat == 0:
            v = cap(w[0]) + cap(w[1]) + d + sym
        elif pat == 1:
            v = w[0] + sym + d + w[2]
        elif pat == 2:
            v = cap(w[0]) + d + sym + w[1]
        elif pat == 3:
            tr = str.maketrans({"a": "@" if "@" in syms else "4", "e": "3", "o": "0", "i": "1"})
            v = cap(w[0]).translate(tr) + cap(w[1]).translate(tr) + d[:2]
        elif pat == 4:
            v = self.c(SEASONS) + str(self.n(2016, 2025)) + sym
        elif pat == 5:
            v = w[0] + "-" + w[1] + "-" + w[2] + d[:1]
        else:
            v = cap(w[0]) + sym + cap(w[1]) + sym + d
        return self.k(v, "human-pw")

    def strong(self, n=None, syms=None):
        syms = self.defsyms() if syms is None else syms
        n = n or self.n(14, 24)
        while True:
            v = self.rs(n, B62 + syms * 2)
            if any(ch.isdigit() for ch in v) and any(ch.isupper() for ch in v):
                return self.k(v, "random-pw")

    def pw(self, syms=None):
        x = self.r.random()
        if x < 0.5:
            return self.human(syms)
        if x < 0.8:
            return self.strong(syms=syms)
        if x < 0.92:
            return self.k(self.rs(self.n(16, 32)), "base62")
        return self.k(self.hex(self.c([24, 32])), "hex")

    def defsyms(self):
        return SYM_CMD if self.sh == "cmd" else SYM_ALL

    def rand_token(self):
        x = self.r.random()
        if x < 0.4:
            return self.k(self.rs(self.c([32, 40, 48])), "base62")
        if x < 0.75:
            return self.k(self.hex(self.c([32, 40, 64])), "hex")
        return self.k(base64.b64encode(self.r.randbytes(self.c([24, 32, 33]))).decode(), "base64")

    # -- vendor-shaped tokens
    def ghp(self):
        return self.k(self.c(["ghp_", "ghp_", "gho_", "ghu_"]) + self.rs(36), "github")

    def ghs(self):
        return self.k("ghs_" + self.rs(36), "github")

    def ghfine(self):
        return self.k("github_pat_" + self.rs(22) + "_" + self.rs(59), "github")

    def gh_any(self):
        return self.ghfine() if self.p(0.3) else self.ghp()

    def glpat(self):
        return self.k("glpat-" + self.rs(20, B64U), "gitlab")

    def xoxb(self):
        return self.k(f"xoxb-{self.digits(11)}-{self.digits(13)}-{self.rs(24)}", "slack")

    def xoxp(self):
        return self.k(f"xoxp-{self.digits(11)}-{self.digits(11)}-{self.digits(13)}-{self.hex(32)}", "slack")

    def stripe(self):
        return self.k(self.c(["sk_live_", "sk_live_", "rk_live_"]) + self.rs(self.c([24, 99])), "stripe")

    def whsec(self):
        return self.k("whsec_" + self.rs(32), "stripe")

    def akia(self):
        return self.k(self.c(["AKIA", "AKIA", "ASIA"]) + self.rs(16, UP32), "aws-id")

    def aws_secret(self):
        return self.k(self.rs(40, B62 + "+/"), "aws-secret")

    def npm(self):
        return self.k("npm_" + self.rs(36), "npm")

    def pypi(self):
        return self.k("pypi-AgEIcHlwaS5vcmc" + self.rs(self.n(120, 170), B64U), "pypi")

    def dop(self):
        return self.k("dop_v1_" + self.hex(64), "digitalocean")

    def hvs(self):
        if self.p(0.5):
            return self.k("hvs." + self.rs(24), "vault")
        return self.k("hvs.CAESI" + self.rs(self.n(80, 100), B64U), "vault")

    def dckr(self):
        return self.k("dckr_pat_" + self.rs(27, B64U), "dockerhub")

    def hf(self):
        return self.k("hf_" + self.rs(34), "huggingface")

    def openai(self):
        if self.p(0.6):
            return self.k("sk-proj-" + self.rs(74, B64U) + "T3BlbkFJ" + self.rs(74, B64U), "openai")
        return self.k("sk-" + self.rs(20) + "T3BlbkFJ" + self.rs(20), "openai")

    def anthropic(self):
        return self.k("sk-ant-api03-" + self.rs(93, B64U) + "AA", "anthropic")

    def aiza(self):
        return self.k("AIza" + self.rs(35, B64U), "google")

    def sendgrid(self):
        return self.k("SG." + self.rs(22, B64U) + "." + self.rs(43, B64U), "sendgrid")

    def ya29(self):
        return self.k("ya29." + self.rs(self.n(140, 200), B64U), "google")

    def azsecret(self):
        return self.k(self.rs(3) + "8Q~" + self.rs(34, B62 + "_~.-"), "azure")

    def azstorage(self):
        return self.k(self.rs(86, B64) + "==", "azure")

    def heroku(self):
        if self.p(0.5):
            return self.k(self.uuid(), "uuid-token")
        return self.k("HRKU-AA" + self.rs(58, B64U), "heroku")

    def shopify(self):
        return self.k("shpat_" + self.hex(32), "shopify")

    def dapi(self):
        return self.k("dapi" + self.hex(32), "databricks")

    def ngrok(self):
        return self.k(self.digits(1) + self.rs(26) + "_" + self.rs(21), "ngrok")

    def tskey(self):
        return self.k(f"tskey-auth-{self.rs(11)}CNTRL-{self.rs(33)}", "tailscale")

    def cf(self):
        return self.k(self.rs(40, B64U), "cloudflare")

    def pulumi(self):
        return self.k("pul-" + self.hex(40), "pulumi")

    def supabase(self):
        return self.k("sbp_" + self.hex(40), "supabase")

    def atlas(self):
        return self.k(self.rs(14) + ".atlasv1." + self.rs(67), "terraform-cloud")

    def linear(self):
        return self.k("lin_api_" + self.rs(40), "linear")

    def pmak(self):
        return self.k("PMAK-" + self.hex(24) + "-" + self.hex(34), "postman")

    def glsa(self):
        return self.k("glsa_" + self.rs(32) + "_" + self.hex(8), "grafana")

    def nfp(self):
        return self.k("nfp_" + self.rs(36), "netlify")

    def doppler(self):
        return self.k("dp.st." + self.c(["prd", "dev", "stg"]) + "." + self.rs(40), "doppler")

    def atatt(self):
        return self.k("ATATT3xFfGF0" + self.rs(self.n(170, 190), B64U) + "=" + self.hex(8).upper(), "atlassian")

    def dd(self):
        return self.k(self.hex(32), "hex")

    def mailgun(self):
        return self.k("key-" + self.hex(32), "mailgun")

    def nuget(self):
        return self.k("oy2" + self.rs(43, LOWN), "nuget")

    def rubygems(self):
        return self.k("rubygems_" + self.hex(48), "rubygems")

    def crates(self):
        return self.k("cio" + self.rs(32), "crates")

    def influx(self):
        return self.k(self.rs(86, B64U) + "==", "base64")

    def firebase(self):
        return self.k("1//0" + self.rs(self.n(90, 110), B64U), "google")

    def sentry(self):
        if self.p(0.5):
            return self.k("sntrys_" + b64url_nopad(json.dumps({"iat": self.n(1_700_000_000, 1_750_000_000), "url": "https://sentry.io", "org": self.co()}).encode()) + "_" + self.rs(43, B64U), "sentry")
        return self.k(self.hex(64), "hex")

    def jwt(self):
        alg = self.c(["HS256", "RS256"])
        hdr = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        iat = self.n(1_690_000_000, 1_740_000_000)
        body = {"sub": self.c([self.uuid(), self.email()]), "iat": iat, "exp": iat + 3600 * self.n(1, 720),
                "scope": self.c(["read write", "admin", "api", "deploy"])}
        pay = b64url_nopad(json.dumps(body, separators=(",", ":")).encode())
        sig = self.rs(43 if alg == "HS256" else 342, B64U)
        return self.k(f"{hdr}.{pay}.{sig}", "jwt")

    def cf_tunnel(self):
        raw = json.dumps({"a": self.hex(32), "t": self.uuid(), "s": base64.b64encode(self.r.randbytes(32)).decode()},
                         separators=(",", ":")).encode()
        return self.k(base64.b64encode(raw).decode(), "base64")

    # -- quoting / joining
    def q(self, v, bare=True):
        m = self.S(v)
        if self.sh == "cmd":
            if bare and all(ch in CMD_BARE for ch in v) and self.p(0.6):
                return m
            return '"' + m + '"'
        if self.sh == "pwsh":
            if not any(ch in '$`"' for ch in v) and self.p(0.4):
                return '"' + m + '"'
            return "'" + m + "'"
        opts = []
        if bare and all(ch in BARE_OK for ch in v):
            opts += ["b", "b"]
        opts.append("s")
        if not any(ch in '$`"\\!' for ch in v):
            opts.append("d")
        o = self.c(opts)
        return m if o == "b" else ("'" + m + "'" if o == "s" else '"' + m + '"')

    def j(self, *parts, p=0.45):
        parts = [x for x in parts if x]
        if self.ml and len(parts) > 2 and self.p(p):
            cont = {"posix": " \\\n  ", "pwsh": " `\n  ", "cmd": " ^\n  "}[self.sh]
            head, rest = parts[0], parts[1:]
            lines, cur = [], [head]
            for x in rest:
                if len(cur) >= 2 and self.p(0.6):
                    lines.append(" ".join(cur))
                    cur = []
                cur.append(x)
            lines.append(" ".join(cur))
            return cont.join(lines)
        return " ".join(parts)


# --------------------------------------------------------------------------- vendors
# (vendor, env var, generator, api url, header format)
VENDORS = [
    ("github", "GITHUB_TOKEN", "gh_any", "https://api.github.com/user", "Authorization: token {}"),
    ("github", "GH_TOKEN", "gh_any", "https://api.github.com/repos/{co}/{proj}/actions/runs", "Authorization: Bearer {}"),
    ("gitlab", "GITLAB_TOKEN", "glpat", "https://gitlab.{co}.com/api/v4/projects", "PRIVATE-TOKEN: {}"),
    ("slack", "SLACK_BOT_TOKEN", "xoxb", "https://slack.com/api/auth.test", "Authorization: Bearer {}"),
    ("slack", "SLACK_USER_TOKEN", "xoxp", "https://slack.com/api/conversations.list", "Authorization: Bearer {}"),
    ("stripe", "STRIPE_SECRET_KEY", "stripe", "https://api.stripe.com/v1/charges?limit=3", "Authorization: Bearer {}"),
    ("openai", "OPENAI_API_KEY", "openai", "https://api.openai.com/v1/models", "Authorization: Bearer {}"),
    ("anthropic", "ANTHROPIC_API_KEY", "anthropic", "https://api.anthropic.com/v1/models", "x-api-key: {}"),
    ("huggingface", "HF_TOKEN", "hf", "https://huggingface.co/api/whoami-v2", "Authorization: Bearer {}"),
    ("sendgrid", "SENDGRID_API_KEY", "sendgrid", "https://api.sendgrid.com/v3/scopes", "Authorization: Bearer {}"),
    ("npm", "NPM_TOKEN", "npm", "https://registry.npmjs.org/-/whoami", "Authorization: Bearer {}"),
    ("digitalocean", "DIGITALOCEAN_TOKEN", "dop", "https://api.digitalocean.com/v2/droplets", "Authorization: Bearer {}"),
    ("vault", "VAULT_TOKEN", "hvs", "https://vault.{co}.io:8200/v1/auth/token/lookup-self", "X-Vault-Token: {}"),
    ("dockerhub", "DOCKERHUB_TOKEN", "dckr", "https://hub.docker.com/v2/repositories/{co}/", "Authorization: Bearer {}"),
    ("shopify", "SHOPIFY_ACCESS_TOKEN", "shopify", "https://{co}.myshopify.com/admin/api/2024-01/shop.json", "X-Shopify-Access-Token: {}"),
    ("databricks", "DATABRICKS_TOKEN", "dapi", "https://adb-{num}.azuredatabricks.net/api/2.0/clusters/list", "Authorization: Bearer {}"),
    ("linear", "LINEAR_API_KEY", "linear", "https://api.linear.app/graphql", "Authorization: {}"),
    ("postman", "POSTMAN_API_KEY", "pmak", "https://api.getpostman.com/collections", "X-Api-Key: {}"),
    ("grafana", "GRAFANA_TOKEN", "glsa", "https://grafana.{co}.io/api/dashboards/home", "Authorization: Bearer {}"),
    ("pulumi", "PULUMI_ACCESS_TOKEN", "pulumi", "https://api.pulumi.com/api/user", "Authorization: token {}"),
    ("supabase", "SUPABASE_ACCESS_TOKEN", "supabase", "https://api.supabase.com/v1/projects", "Authorization: Bearer {}"),
    ("terraform-cloud", "TFE_TOKEN", "atlas", "https://app.terraform.io/api/v2/organizations", "Authorization: Bearer {}"),
    ("cloudflare", "CLOUDFLARE_API_TOKEN", "cf", "https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization: Bearer {}"),
    ("datadog", "DD_API_KEY", "dd", "https://api.datadoghq.com/api/v1/validate", "DD-API-KEY: {}"),
    ("internal", "INTERNAL_API_KEY", "rand_token", "https://{proj}.{co}.io/api/v1/health", "X-API-Key: {}"),
    ("internal", "SERVICE_TOKEN", "rand_token", "https://{proj}.internal.{co}.io/v2/jobs", "Authorization: Bearer {}"),
    ("jwt", "API_JWT", "jwt", "https://{proj}.{co}.io/api/me", "Authorization: Bearer {}"),
    ("netlify", "NETLIFY_AUTH_TOKEN", "nfp", "https://api.netlify.com/api/v1/sites", "Authorization: Bearer {}"),
    ("doppler", "DOPPLER_TOKEN", "doppler", "https://api.doppler.com/v3/me", "Authorization: Bearer {}"),
    ("sentry", "SENTRY_AUTH_TOKEN", "sentry", "https://sentry.io/api/0/projects/", "Authorization: Bearer {}"),
    ("twilio", "TWILIO_AUTH_TOKEN", "dd", None, None),
    ("mailgun", "MAILGUN_API_KEY", "mailgun", None, None),
    ("heroku", "HEROKU_API_KEY", "heroku", "https://api.heroku.com/apps", "Authorization: Bearer {}"),
    ("azure", "AZURE_OPENAI_API_KEY", "dd", "https://{co}-oai.openai.azure.com/openai/models?api-version=2024-02-01", "api-key: {}"),
    ("google", "GOOGLE_API_KEY", "aiza", None, None),
    ("atlassian", "JIRA_API_TOKEN", "atatt", None, None),
]
HTTP_VENDORS = [v for v in VENDORS if v[3]]


def vendor(g, http=False):
    name, var, gen, url, hdr = g.c(HTTP_VENDORS if http else VENDORS)
    val = getattr(g, gen)()
    if url:
        url = url.format(co=g.co(), proj=g.proj(), num=g.digits(16))
    return name, var, val, url, hdr


# --------------------------------------------------------------------------- registry
class Tpl:
    def __init__(self, kind, family, tool, shell, fn):
        self.kind, self.family, self.tool, self.shell, self.fn = kind, family, tool, shell, fn


TPLS: dict[str, list[Tpl]] = {"pos": [], "neg": [], "deb": []}


def tpl(kind, family, tool, shell="posix"):
    def deco(fn):
        TPLS[kind].append(Tpl(kind, family, tool, shell, fn))
        return fn
    return deco


MYSQL_WARN = "mysql: [Warning] Using a password on the command line interface can be insecure."

# =========================================================================== POSITIVES
# ---- database clients
@tpl("pos", "db", "mysql -p")
def _(g):
    out = [MYSQL_WARN] if g.p(0.3) else None
    return [g.j("mysql", f"-h {g.host()}", f"-u {g.user()}", f"-p{g.q(g.pw())}", g.db())], out


@tpl("pos", "db", "mysql --password=")
def _(g):
    return [g.j("mysql", f"--host={g.host()}", f"--user={g.user()}", f"--password={g.q(g.pw())}",
                '-e "SHOW PROCESSLIST;"')], None


@tpl("pos", "db", "mysqldump -p")
def _(g):
    d = g.db()
    return [g.j("mysqldump", f"-u {g.user()}", f"-p{g.q(g.pw())}", f"-h {g.host()}", "--single-transaction",
                "--routines", d, f"> {d}_$(date +%F).sql")], None


@tpl("pos", "db", "MYSQL_PWD=")
def _(g):
    return [f"MYSQL_PWD={g.q(g.pw())} mysql -u {g.user()} -h {g.host()} {g.db()} < migrations/0042_add_index.sql"], None


@tpl("pos", "db", "PGPASSWORD=")
def _(g):
    h, u, d = g.host(), g.user(), g.db()
    if g.p(0.5):
        return [f"PGPASSWORD={g.q(g.pw())} psql -h {h} -U {u} -d {d}"], None
    return [f"export PGPASSWORD={g.q(g.pw())}", f"psql -h {h} -U {u} -d {d} -c '\\dt'"], None


@tpl("pos", "db", "psql url")
def _(g):
    pw = g.pw(SYM_URL)
    return [g.j("psql", f'"postgresql://{g.user()}:{g.S(pw)}@{g.rds()}:5432/{g.db()}?sslmode=require"', "-c", '"select now();"')], None


@tpl("pos", "db", "psql conninfo")
def _(g):
    pw = g.pw(SYM_SAFE + "!#")
    return [f"psql \"host={g.host()} port=5432 dbname={g.db()} user={g.user()} password={g.S(pw)} sslmode=verify-full\""], None


@tpl("pos", "db", "pg_dump url")
def _(g):
    pw = g.pw(SYM_URL)
    return [g.j("pg_dump", f"postgres://{g.user()}:{g.S(pw)}@{g.host()}:5432/{g.db()}", "-Fc", "-f", f"/backups/{g.db()}.dump")], None


@tpl("pos", "db", "mongosh --password")
def _(g):
    return [g.j("mongosh", f'"mongodb://{g.host("mongo")}:27017/{g.db()}"', f"--username {g.user()}",
                f"--password {g.q(g.pw())}", "--authenticationDatabase admin")], None


@tpl("pos", "db", "mongosh srv url")
def _(g):
    pw = g.pw(SYM_URL)
    return [f'mongosh "mongodb+srv://{g.user()}:{g.S(pw)}@cluster0.{g.rs(5, LOWN)}.mongodb.net/{g.db()}?retryWrites=true&w=majority"'], None


@tpl("pos", "db", "mongodump --uri")
def _(g):
    pw = g.pw(SYM_URL)
    return [g.j("mongodump", f'--uri="mongodb://{g.user()}:{g.S(pw)}@{g.host("mongo")}:27017/{g.db()}?authSource=admin"',
                "--gzip", f"--archive=/backups/{g.db()}.gz")], None


@tpl("pos", "db", "redis-cli -a")
def _(g):
    out = ["Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe."] if g.p(0.3) else None
    return [g.j("redis-cli", f"-h {g.host('redis')}", "-p 6379", f"-a {g.q(g.pw())}", "INFO keyspace")], out


@tpl("pos", "db", "redis-cli -u url")
def _(g):
    pw = g.c([g.pw(SYM_URL), g.rand_token()]) if g.p(0.5) else g.strong(syms=SYM_URL)
    pw = pw.replace("/", "").replace("+", "")
    g.k(pw, "random-pw")
    return [f"redis-cli -u {g.c(['redis', 'rediss'])}://default:{g.S(pw)}@{g.host('redis')}:6379 --scan --pattern 'session:*'"], None


@tpl("pos", "db", "REDISCLI_AUTH=")
def _(g):
    return [f"REDISCLI_AUTH={g.q(g.pw())} redis-cli -h {g.host('cache')} --bigkeys"], None


@tpl("pos", "db", "sqlcmd -P")
def _(g):
    return [g.j("sqlcmd", f"-S {g.host('sql')},1433", "-U sa", f"-P {g.q(g.pw())}", f"-d {g.db()}", '-Q "SELECT @@VERSION"')], None


@tpl("pos", "db", "sqlcmd -P (pwsh)", "pwsh")
def _(g):
    return [g.j("sqlcmd", f"-S tcp:{g.proj()}-sql.database.windows.net,1433", f"-U {g.user()}", f"-P {g.q(g.pw())}",
                f"-d {g.db()}", "-i .\\seed.sql")], None


@tpl("pos", "db", "cqlsh -p")
def _(g):
    return [g.j("cqlsh", g.host("cass"), "9042", f"-u {g.user()}", f"-p {g.q(g.pw())}", "--ssl")], None


@tpl("pos", "db", "influx --token")
def _(g):
    return [g.j("influx config create", "--config-name prod", f"--host-url https://{g.host('influx')}:8086",
                f"--org {g.co()}", f"--token {g.S(g.influx())}", "--active")], None


@tpl("pos", "db", "influx v1 -password")
def _(g):
    return [g.j("influx", f"-host {g.host('influx')}", f"-username {g.user()}", f"-password {g.q(g.pw())}",
                f"-database {g.db()}", "-precision rfc3339")], None


@tpl("pos", "db", "clickhouse-client --password")
def _(g):
    return [g.j("clickhouse-client", f"--host {g.host('ch')}", "--secure", f"--user {g.user()}",
                f"--password {g.q(g.pw())}", '--query "SELECT count() FROM events"')], None


@tpl("pos", "db", "cypher-shell -p")
def _(g):
    return [g.j("cypher-shell", "-a neo4j+s://" + g.host("graph") + ":7687", "-u neo4j", f"-p {g.q(g.pw())}")], None


@tpl("pos", "db", "sqlplus user/pw@")
def _(g):
    pw = g.pw("#_")
    return [f"sqlplus {g.c(['system', 'app_owner', 'etl'])}/{g.S(pw)}@//{g.host('ora')}:1521/ORCLPDB1 @report.sql"], None


@tpl("pos", "db", "SNOWSQL_PWD=")
def _(g):
    return [f"export SNOWSQL_PWD={g.q(g.pw())}", f"snowsql -a {g.co()}-{g.rs(7, LOWN)} -u {g.user().upper()} -w COMPUTE_WH -d ANALYTICS"], None


@tpl("pos", "db", "rabbitmqctl add_user")
def _(g):
    u = g.user()
    return [f"rabbitmqctl add_user {u} {g.q(g.pw())}", f'rabbitmqctl set_permissions -p / {u} ".*" ".*" ".*"'], None


@tpl("pos", "db", "mc alias set")
def _(g):
    kid = g.rs(20, UPN)
    sec = g.k(g.rs(40, B62), "base62")
    return [f"mc alias set {g.c(['minio', 'backup', 's3'])} https://{g.host('minio')}:9000 {kid} {g.S(sec)}"], None


@tpl("pos", "db", "ldapsearch -w")
def _(g):
    co = g.co()
    return [g.j("ldapsearch", "-x", f"-H ldaps://ldap.{co}.com", f'-D "cn=admin,dc={co},dc=com"', f"-w {g.q(g.pw())}",
                f'-b "ou=people,dc={co},dc=com"', '"(uid=jdoe)"')], None


@tpl("pos", "db", "mongo legacy -p")
def _(g):
    return [g.j("mongo", f"--host {g.host('mongo')}", f"-u {g.user()}", f"-p {g.q(g.pw())}", "--authenticationDatabase admin", g.db())], None


# ---- cloud CLIs
@tpl("pos", "cloud", "aws configure set")
def _(g):
    prof = g.c(["default", "prod", "ci", g.co()])
    return [f"aws configure set aws_access_key_id {g.akia()} --profile {prof}",
            f"aws configure set aws_secret_access_key {g.S(g.aws_secret())} --profile {prof}",
            f"aws configure set region {g.region()} --profile {prof}"], None


@tpl("pos", "cloud", "AWS_* env prefix")
def _(g):
    return [g.j(f"AWS_ACCESS_KEY_ID={g.akia()}", f"AWS_SECRET_ACCESS_KEY={g.S(g.aws_secret())}",
                f"aws s3 ls s3://{g.co()}-{g.proj()}-artifacts/", "--region " + g.region())], None


@tpl("pos", "cloud", "aws iam create-access-key (output)")
def _(g):
    u = g.user()
    out = ["{", '    "AccessKey": {', f'        "UserName": "{u}",', f'        "AccessKeyId": "{g.akia()}",',
           '        "Status": "Active",', f'        "SecretAccessKey": "{g.S(g.aws_secret())}",',
           f'        "CreateDate": "2024-0{g.n(1, 9)}-1{g.n(0, 9)}T09:{g.n(10, 59)}:0{g.n(0, 9)}+00:00"', "    }", "}"]
    return [f"aws iam create-access-key --user-name {u}"], out


@tpl("pos", "cloud", "az login --service-principal -p")
def _(g):
    return [g.j("az login --service-principal", f"-u {g.uuid()}", f"-p {g.q(g.azsecret())}", f"--tenant {g.uuid()}")], None


@tpl("pos", "cloud", "az login -u -p")
def _(g):
    return [f"az login -u {g.email()} -p {g.q(g.pw())}"], None


@tpl("pos", "cloud", "az ad sp create-for-rbac (output)")
def _(g):
    n = f"{g.proj()}-deployer"
    out = ["Creating 'Contributor' role assignment under scope '/subscriptions/" + g.uuid() + "'",
           "The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli",
           "{", f'  "appId": "{g.uuid()}",', f'  "displayName": "{n}",', f'  "password": "{g.S(g.azsecret())}",',
           f'  "tenant": "{g.uuid()}"', "}"]
    return [g.j("az ad sp create-for-rbac", f'--name "{n}"', "--role Contributor", "--scopes /subscriptions/$SUB_ID")], out


@tpl("pos", "cloud", "az storage keys (output)")
def _(g):
    return [g.j("az storage account keys list", f"-g rg-{g.proj()}", f"-n st{g.co()}{g.env().replace('-', '')}",
                '--query "[0].value"', "-o tsv")], [g.S(g.azstorage())]


@tpl("pos", "cloud", "az storage --account-key")
def _(g):
    return [g.j("az storage blob upload", f"--account-name st{g.co()}prod", f"--account-key {g.q(g.azstorage())}",
                "-c backups", f"-f ./{g.db()}.bak", f"-n {g.db()}-$(date +%s).bak")], None


@tpl("pos", "cloud", "az keyvault secret set")
def _(g):
    return [g.j("az keyvault secret set", f"--vault-name kv-{g.proj()}-{g.env()}", f"--name {g.c(['DbPassword', 'StripeKey', 'ApiKey'])}",
                f"--value {g.q(g.c([g.pw(), g.stripe(), g.rand_token()]))}")], None


@tpl("pos", "cloud", "gcloud sql users set-password")
def _(g):
    return [g.j("gcloud sql users set-password", g.c(["postgres", "root", g.user()]), f"--instance={g.proj()}-{g.env()}",
                f"--password={g.q(g.pw())}", f"--project={g.co()}-{g.env()}")], None


@tpl("pos", "cloud", "gcloud print-access-token (output)")
def _(g):
    return ["gcloud auth print-access-token"], [g.S(g.ya29())]


@tpl("pos", "cloud", "doctl auth init -t")
def _(g):
    return [f"doctl auth init --context {g.co()} -t {g.S(g.dop())}"], None


@tpl("pos", "cloud", "heroku config:set")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"heroku config:set {var}={g.S(val)} -a {g.proj()}-{g.env()}"], None


@tpl("pos", "cloud", "heroku auth:token (output)")
def _(g):
    out = [f" \u203a   Warning: token will expire 0{g.n(1, 9)}/{g.n(10, 28)}/2025"] if g.p(0.4) else []
    return ["heroku auth:token"], [*out, g.S(g.heroku())]


@tpl("pos", "cloud", "HEROKU_API_KEY= uuid")
def _(g):
    v = g.k(g.uuid(), "uuid-token")
    return [f"HEROKU_API_KEY={g.S(v)} heroku apps --team {g.co()}"], None


@tpl("pos", "cloud", "flyctl secrets set")
def _(g):
    pw = g.pw(SYM_URL)
    return [g.j("flyctl secrets set", f"DATABASE_URL=postgres://{g.user()}:{g.S(pw)}@{g.proj()}-db.flycast:5432/{g.db()}",
                f"-a {g.proj()}")], None


@tpl("pos", "cloud", "fly secrets set key")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"fly secrets set {var}={g.S(val)} --app {g.proj()}-{g.env()}"], None


@tpl("pos", "cloud", "vercel --token")
def _(g):
    return [f"vercel deploy --prod --token {g.S(g.k(g.rs(24), 'base62'))}"], None


@tpl("pos", "cloud", "netlify --auth")
def _(g):
    return [g.j("netlify deploy", "--prod", "--dir=dist", f"--site {g.uuid()}", f"--auth {g.S(g.nfp())}")], None


@tpl("pos", "cloud", "wrangler CLOUDFLARE_API_TOKEN=")
def _(g):
    return [f"CLOUDFLARE_API_TOKEN={g.S(g.cf())} npx wrangler deploy --env {g.env()}"], None


@tpl("pos", "cloud", "aws ssm put-parameter")
def _(g):
    return [g.j("aws ssm put-parameter", f"--name /{g.proj()}/{g.env()}/db_password", "--type SecureString",
                f"--value {g.q(g.pw())}", "--overwrite")], None


@tpl("pos", "cloud", "aws secretsmanager --secret-string")
def _(g):
    pw = g.pw()
    return [g.j("aws secretsmanager create-secret", f"--name {g.env()}/{g.proj()}/db",
                f"--secret-string '{{\"username\":\"{g.user()}\",\"password\":\"{g.S(pw)}\"}}'")], None


@tpl("pos", "cloud", "gcloud secrets echo -n |")
def _(g):
    v = g.c([g.pw(), g.rand_token(), g.stripe()])
    return [f"echo -n {g.q(v)} | gcloud secrets versions add {g.proj()}-api-key --data-file=-"], None


# ---- secret stores, CI variables
@tpl("pos", "secrets", "vault kv put")
def _(g):
    return [g.j("vault kv put", f"secret/{g.proj()}/{g.env()}", f"username={g.user()}", f"password={g.q(g.pw())}")], None


@tpl("pos", "secrets", "vault login <token>")
def _(g):
    out = ["Success! You are now authenticated. The token information displayed below",
           "is already stored in the token helper. You do NOT need to run \"vault login\"",
           "again. Future Vault requests will automatically use this token."] if g.p(0.4) else None
    return [f"vault login {g.S(g.hvs())}"], out


@tpl("pos", "secrets", "VAULT_TOKEN= prefix")
def _(g):
    return [f"VAULT_ADDR=https://vault.{g.co()}.io:8200 VAULT_TOKEN={g.S(g.hvs())} vault kv get secret/{g.proj()}"], None


@tpl("pos", "secrets", "vault write userpass")
def _(g):
    return [g.j("vault write", f"auth/userpass/users/{g.c(FIRST)}", f"password={g.q(g.pw())}", "policies=dev-readonly")], None


@tpl("pos", "secrets", "gh secret set --body")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    flag = g.c(["--body", "-b"])
    return [g.j("gh secret set", var, f"{flag} {g.q(val)}", f"--repo {g.co()}/{g.proj()}")], None


@tpl("pos", "secrets", "gh auth login --with-token (echo)")
def _(g):
    return [f"echo {g.q(g.gh_any())} | gh auth login --with-token"], None


@tpl("pos", "secrets", "glab variable set")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [g.j("glab variable set", var, f"--value {g.q(val)}", "--masked", "--protected")], None


@tpl("pos", "secrets", "op item create")
def _(g):
    return [g.j("op item create", "--category=login", f"--title='{g.proj()} {g.env()} db'", f"--vault={g.c(['Private', 'Infra'])}",
                f"username={g.user()}", f"password={g.q(g.pw())}")], None


@tpl("pos", "secrets", "security add-generic-password -w")
def _(g):
    return [f"security add-generic-password -a {g.user()} -s {g.proj()}-api -w {g.q(g.c([g.pw(), g.rand_token()]))}"], None


@tpl("pos", "secrets", "doppler secrets set")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"doppler secrets set {var}={g.q(val)} --project {g.proj()} --config prd"], None


@tpl("pos", "secrets", "travis encrypt")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"travis encrypt {var}={g.S(val)} --add env.global"], None


@tpl("pos", "secrets", "ansible -e become_pass")
def _(g):
    pw = g.pw(SYM_SAFE + "!#")
    var = g.c(["ansible_become_pass", "ansible_password", "ansible_become_password"])
    return [g.j("ansible-playbook", "-i inventories/prod", "site.yml", f'-e "{var}={g.S(pw)}"', "--limit web")], None


@tpl("pos", "secrets", "terraform -var")
def _(g):
    pw = g.pw()
    return [g.j("terraform apply", f"-var 'db_password={g.S(pw)}'", f"-var-file={g.env()}.tfvars", "-auto-approve")], None


@tpl("pos", "secrets", "TF_VAR_ env")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"export TF_VAR_{var.lower()}={g.q(val)}", "terraform plan -out plan.tfplan"], None


@tpl("pos", "secrets", "railway variables --set")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"railway variables --set \"{var}={g.S(val)}\""], None


# ---- containers / k8s
@tpl("pos", "containers", "kubectl create secret --from-literal")
def _(g):
    pw = g.pw()
    return [g.j("kubectl create secret generic", f"{g.proj()}-db", f"--from-literal=username={g.user()}",
                f"--from-literal=password={g.q(pw)}", f"-n {g.env()}")], None


@tpl("pos", "containers", "kubectl secret docker-registry")
def _(g):
    v = g.c([g.pw(), g.dckr(), g.gh_any()])
    return [g.j("kubectl create secret docker-registry regcred", f"--docker-server={g.c(['ghcr.io', 'registry.gitlab.com', 'https://index.docker.io/v1/'])}",
                f"--docker-username={g.user()}", f"--docker-password={g.q(v)}", f"--docker-email={g.email()}")], None


@tpl("pos", "containers", "kubectl get secret | base64 -d (output)")
def _(g):
    return [f"kubectl get secret {g.proj()}-db -n {g.env()} -o jsonpath='{{.data.password}}' | base64 -d"], [g.S(g.pw())]


@tpl("pos", "containers", "kubectl set-credentials --token")
def _(g):
    return [g.j("kubectl config set-credentials", f"ci-{g.env()}", f"--token={g.S(g.jwt())}")], None


@tpl("pos", "containers", "docker login -p")
def _(g):
    reg = g.c(["", "ghcr.io", f"registry.{g.co()}.io", f"{g.acct()}.dkr.ecr.{g.region()}.amazonaws.com", "quay.io"])
    v = g.c([g.pw(), g.dckr()]) if not reg.startswith("ghcr") else g.ghp()
    out = ["WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"] if g.p(0.4) else None
    return [g.j("docker login", f"-u {g.user()}", f"-p {g.q(v)}", reg)], out


@tpl("pos", "containers", "docker login --password-stdin (echo)")
def _(g):
    reg = g.c(["ghcr.io", "docker.io", f"registry.{g.co()}.io"])
    v = g.ghp() if reg == "ghcr.io" else g.c([g.dckr(), g.pw()])
    return [f"echo {g.q(v)} | docker login {reg} -u {g.user()} --password-stdin"], None


@tpl("pos", "containers", "podman login -p")
def _(g):
    return [f"podman login quay.io --username {g.co()}+robot --password {g.q(g.k(g.rs(64, UPN), 'base62'))}"], None


@tpl("pos", "containers", "helm --set password")
def _(g):
    key = g.c(["auth.rootPassword", "auth.postgresPassword", "redis.auth.password", "adminPassword", "auth.password"])
    pw = g.pw(SYM_SAFE + "!#")
    return [g.j("helm upgrade --install", g.c(["db", "cache", "grafana"]), g.c(["bitnami/postgresql", "bitnami/redis", "grafana/grafana"]),
                f"-n {g.env()}", f"--set {key}={g.q(pw, bare=',' not in pw)}")], None


@tpl("pos", "containers", "helm repo add --password")
def _(g):
    return [g.j("helm repo add", "internal", f"https://charts.{g.co()}.io", f"--username {g.user()}", f"--password {g.q(g.pw())}")], None


@tpl("pos", "containers", "docker run -e")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    if g.p(0.5):
        var, val = g.c(["POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "MONGO_INITDB_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS"]), g.pw()
    return [g.j("docker run -d", f"--name {g.proj()}", f"-e {var}={g.q(val)}", "-p 8080:8080", f"{g.co()}/{g.proj()}:latest")], None


@tpl("pos", "containers", "docker build --build-arg")
def _(g):
    v = g.c([g.npm(), g.gh_any(), g.pypi()])
    arg = {"npm": "NPM_TOKEN", "github": "GITHUB_TOKEN", "pypi": "PYPI_TOKEN"}[g.kinds[v]]
    return [g.j("docker build", f"--build-arg {arg}={g.S(v)}", f"-t {g.co()}/{g.proj()}:dev", ".")], None


@tpl("pos", "containers", "skopeo --dest-creds")
def _(g):
    pw = g.pw(SYM_SAFE)
    return [g.j("skopeo copy", "docker://docker.io/library/nginx:1.25", f"docker://registry.{g.co()}.io/mirror/nginx:1.25",
                f"--dest-creds {g.user()}:{g.S(pw)}")], None


@tpl("pos", "containers", "argocd login --password")
def _(g):
    return [g.j("argocd login", f"argocd.{g.co()}.io", "--username admin", f"--password {g.q(g.pw())}", "--grpc-web")], None


# ---- package registries
@tpl("pos", "pkg", "npm config set _authToken")
def _(g):
    reg, v = g.c([("//registry.npmjs.org/", g.npm), ("//npm.pkg.github.com/", g.ghp),
                  (f"//{g.co()}.jfrog.io/artifactory/api/npm/npm/", lambda: g.k(g.rs(64, B62), "base62"))])
    return [f"npm config set {reg}:_authToken {g.q(v())}"], None


@tpl("pos", "pkg", "echo _authToken >> .npmrc")
def _(g):
    v = g.c([g.npm(), g.ghp()])
    reg = "registry.npmjs.org" if v.startswith("npm_") else "npm.pkg.github.com"
    return [f'echo "//{reg}/:_authToken={g.S(v)}" >> ~/.npmrc'], None


@tpl("pos", "pkg", "yarn config set npmAuthToken")
def _(g):
    return [f"yarn config set npmAuthToken {g.S(g.npm())}"], None


@tpl("pos", "pkg", "pip --index-url user:pw@")
def _(g):
    pw = g.c([g.pw(SYM_URL), g.k(g.rs(64, B62), "base62")])
    return [g.j("pip install", f"--index-url https://{g.user()}:{g.S(pw)}@{g.co()}.jfrog.io/artifactory/api/pypi/pypi/simple",
                f"{g.co()}-{g.proj()}==2.{g.n(0, 9)}.{g.n(0, 9)}")], None


@tpl("pos", "pkg", "twine upload -p")
def _(g):
    return [g.j("twine upload", "-u __token__", f"-p {g.S(g.pypi())}", "dist/*")], None


@tpl("pos", "pkg", "poetry config http-basic")
def _(g):
    return [f"poetry config http-basic.{g.co()} {g.user()} {g.q(g.pw())}"], None


@tpl("pos", "pkg", "poetry config pypi-token")
def _(g):
    return [f"poetry config pypi-token.pypi {g.S(g.pypi())}"], None


@tpl("pos", "pkg", "cargo login")
def _(g):
    out = ["       Login token for `crates-io` saved"] if g.p(0.4) else None
    return [f"cargo login {g.S(g.crates())}"], out


@tpl("pos", "pkg", "GEM_HOST_API_KEY=")
def _(g):
    return [f"GEM_HOST_API_KEY={g.S(g.rubygems())} gem push pkg/{g.proj()}-1.{g.n(0, 9)}.0.gem"], None


@tpl("pos", "pkg", "dotnet nuget push --api-key")
def _(g):
    return [g.j("dotnet nuget push", f"bin/Release/{cap(g.co())}.Core.3.{g.n(0, 9)}.0.nupkg", f"--api-key {g.S(g.nuget())}",
                "--source https://api.nuget.org/v3/index.json")], None


@tpl("pos", "pkg", "dotnet nuget add source -p")
def _(g):
    return [g.j("dotnet nuget add source", f"https://pkgs.dev.azure.com/{g.co()}/_packaging/feed/nuget/v3/index.json",
                f"-n {g.co()}", f"-u {g.user()}", f"-p {g.q(g.k(g.rs(52, LOWN), 'base62'))}", "--store-password-in-clear-text")], None


@tpl("pos", "pkg", "mvn -D...password")
def _(g):
    pw = g.pw(SYM_SAFE)
    return [g.j("mvn deploy", "-DskipTests", f"-Dnexus.username={g.user()}", f"-Dnexus.password={g.S(pw)}")], None


@tpl("pos", "pkg", "gradle -P...Password")
def _(g):
    pw = g.pw(SYM_SAFE)
    return [g.j("./gradlew publish", f"-PmavenUser={g.user()}", f"-PmavenPassword={g.S(pw)}")], None


@tpl("pos", "pkg", "composer config http-basic")
def _(g):
    return [f"composer config --global http-basic.repo.packagist.com {g.user()} {g.q(g.k(g.hex(40), 'hex'))}"], None


@tpl("pos", "pkg", "huggingface-cli login --token")
def _(g):
    return [f"huggingface-cli login --token {g.S(g.hf())}"], None


@tpl("pos", "pkg", "UV/PIP index url env")
def _(g):
    pw = g.c([g.pw(SYM_URL), g.glpat()])
    var = g.c(["PIP_EXTRA_INDEX_URL", "UV_INDEX_URL", "PIP_INDEX_URL"])
    return [f"export {var}=https://__token__:{g.S(pw)}@gitlab.{g.co()}.com/api/v4/projects/{g.n(10, 900)}/packages/pypi/simple"], None


# ---- network tools
@tpl("pos", "net", "curl -u user:pw")
def _(g):
    pw = g.pw()
    return [g.j("curl -sS", f"-u {g.user()}:{g.q(pw) if False else g.S(pw)}" if all(ch in BARE_OK for ch in pw)
                else f"-u '{g.user()}:{g.S(pw)}'", f"https://{g.host('jenkins')}/api/json?pretty=true")], None


@tpl("pos", "net", "curl -H Authorization")
def _(g):
    _name, _var, val, url, hdr = vendor(g, http=True)
    h = hdr.format(g.S(val))
    return [g.j("curl -s", f'-H "{h}"', '-H "Accept: application/json"', f'"{url}"')], (["{", '  "ok": true', "}"] if g.p(0.2) else None)


@tpl("pos", "net", "curl --oauth2-bearer")
def _(g):
    _name, _var, val, url, _hdr = vendor(g, http=True)
    return [g.j("curl", f"--oauth2-bearer {g.S(val)}", f'"{url}"')], None


@tpl("pos", "net", "curl -d token=")
def _(g):
    v = g.c([g.xoxb(), g.xoxp()])
    return [g.j("curl -X POST", "https://slack.com/api/chat.postMessage", f"-d token={g.S(v)}", "-d channel=C0" + g.rs(8, UPN),
                "--data-urlencode 'text=deploy finished'")], None


@tpl("pos", "net", "curl ?api_key= in url")
def _(g):
    v = g.c([g.aiza(), g.k(g.hex(32), "hex")])
    if v.startswith("AIza"):
        url = f"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={g.S(v)}"
    else:
        url = f"https://api.{g.co()}.io/v1/reports?from=2024-01-01&api_key={g.S(v)}"
    return [f"curl -s '{url}' | jq ."], None


@tpl("pos", "net", "curl -u sk_live_:")
def _(g):
    return [g.j("curl", "https://api.stripe.com/v1/balance", f"-u {g.S(g.stripe())}:")], None


@tpl("pos", "net", "curl Basic header")
def _(g):
    raw = f"{g.user()}:{g.pw()}"
    b = g.k(base64.b64encode(raw.encode()).decode(), "basic-b64")
    return [g.j("curl", f'-H "Authorization: Basic {g.S(b)}"', f"https://nexus.{g.co()}.io/service/rest/v1/repositories")], None


@tpl("pos", "net", "curl slack webhook")
def _(g):
    seg = g.k(g.rs(24), "slack-webhook")
    url = f"https://hooks.slack.com/services/T{g.rs(8, UPN)}/B{g.rs(10, UPN)}/{g.S(seg)}"
    return [g.j("curl -X POST", "-H 'Content-type: application/json'", "--data '{\"text\":\"backup done\"}'", url)], None


@tpl("pos", "net", "curl twilio -u SID:token")
def _(g):
    sid = "AC" + g.hex(32)
    return [g.j("curl -X POST", f"https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json",
                "--data-urlencode 'To=+4915112345678'", "--data-urlencode 'Body=test'", f"-u {sid}:{g.S(g.dd())}")], None


@tpl("pos", "net", "curl mailgun api:key")
def _(g):
    return [g.j("curl -s", f"--user 'api:{g.S(g.mailgun())}'", f"https://api.mailgun.net/v3/mg.{g.co()}.com/messages",
                f"-F from='ops@{g.co()}.com'", f"-F to={g.email()}", "-F subject=ping")], None


@tpl("pos", "net", "curl jira email:token")
def _(g):
    return [g.j("curl", f"-u {g.email()}:{g.S(g.atatt())}", f"https://{g.co()}.atlassian.net/rest/api/3/myself")], None


@tpl("pos", "net", "wget --password")
def _(g):
    return [g.j("wget", f"--user={g.user()}", f"--password={g.q(g.pw())}", f"https://artifacts.{g.co()}.io/releases/{g.proj()}-1.4.2.tar.gz")], None


@tpl("pos", "net", "wget --header")
def _(g):
    _name, _var, val, url, hdr = vendor(g, http=True)
    return [f'wget -q --header="{hdr.format(g.S(val))}" -O out.json "{url}"'], None


@tpl("pos", "net", "httpie -a user:pw")
def _(g):
    pw = g.pw(SYM_SAFE)
    return [f"http -a {g.user()}:{g.S(pw)} GET https://{g.host('api')}/admin/stats"], None


@tpl("pos", "net", "httpie Authorization:")
def _(g):
    _name, _var, val, url, hdr = vendor(g, http=True)
    k, _, rest = hdr.partition(": ")
    return [f"https {url.replace('https://', '')} '{k}:{rest.format(g.S(val))}'"], None


@tpl("pos", "net", "ssh-keygen -N")
def _(g):
    return [g.j("ssh-keygen", "-t ed25519", f'-C "{g.email()}"', f"-f ~/.ssh/{g.proj()}_deploy", f"-N {g.q(g.pw(), bare=False)}")], None


@tpl("pos", "net", "sshpass -p")
def _(g):
    return [g.j("sshpass", f"-p {g.q(g.pw())}", "ssh -o StrictHostKeyChecking=no", f"{g.user()}@{g.host('app')}")], None


@tpl("pos", "net", "sshpass scp")
def _(g):
    return [f"sshpass -p {g.q(g.pw())} scp ./build.tar.gz {g.user()}@{g.host('web')}:/opt/releases/"], None


@tpl("pos", "net", "RSYNC_PASSWORD=")
def _(g):
    return [g.j(f"RSYNC_PASSWORD={g.q(g.pw())}", "rsync -avz --delete", "./public/", f"rsync://{g.user()}@{g.host('files')}/www/")], None


@tpl("pos", "net", "smbclient -U user%pw")
def _(g):
    pw = g.pw(SYM_SAFE.replace("%", "") + "!#")
    dom = g.c([g.co().upper() + "\\\\", ""])
    return [f"smbclient //{g.host('fs')}/{g.c(['finance', 'share', 'backup'])} -U '{dom}{g.user()}%{g.S(pw)}' -c 'ls'"], None


@tpl("pos", "net", "curl ftp://user:pw@")
def _(g):
    pw = g.pw(SYM_URL)
    return [f"curl -O ftp://{g.user()}:{g.S(pw)}@ftp.{g.co()}.com/exports/daily.csv"], None


@tpl("pos", "net", "lftp -u user,pw")
def _(g):
    pw = g.pw(SYM_SAFE + "!#")
    return [f"lftp -u {g.user()},{g.q(pw) if ',' not in pw else g.S(pw)} sftp://{g.host('sftp')} -e 'mirror -R ./out /in; bye'"], None


@tpl("pos", "net", "mount cifs password=")
def _(g):
    pw = g.pw("#@")
    return [g.j("sudo mount -t cifs", f"//{g.host('nas')}/media", "/mnt/media",
                f"-o username={g.user()},password={g.S(pw)},uid=1000,vers=3.0")], None


@tpl("pos", "net", "xfreerdp /p:")
def _(g):
    return [g.j("xfreerdp", f"/v:{g.host('rdp')}", f"/u:{g.user()}", f"/p:{g.q(g.pw())}", "/dynamic-resolution", "+clipboard")], None


@tpl("pos", "net", "mosquitto_pub -P")
def _(g):
    return [g.j("mosquitto_pub", f"-h {g.host('mqtt')}", "-p 8883", f"-u {g.user()}", f"-P {g.q(g.pw())}",
                "-t sensors/test", "-m 'hello'")], None


@tpl("pos", "net", "svn --password")
def _(g):
    return [g.j("svn checkout", f"https://svn.{g.co()}.com/repos/{g.proj()}/trunk", f"--username {g.user()}",
                f"--password {g.q(g.pw())}", "--non-interactive")], None


@tpl("pos", "net", "snmpwalk -A")
def _(g):
    return [g.j("snmpwalk -v3", "-l authNoPriv", f"-u {g.user()}", "-a SHA", f"-A {g.q(g.pw())}", g.host("sw"), "1.3.6.1.2.1.1")], None


# ---- crypto / archives
@tpl("pos", "crypto", "openssl -passin pass:")
def _(g):
    pw = g.pw()
    return [g.j("openssl rsa", "-in server.key.enc", "-out server.key", f"-passin {g.q('pass:' + pw) if False else 'pass:' + g.S(pw) if all(ch in BARE_OK for ch in pw) else chr(39) + 'pass:' + g.S(pw) + chr(39)}")], None


@tpl("pos", "crypto", "openssl pkcs12 -passout pass:")
def _(g):
    pw = g.pw(SYM_SAFE)
    return [g.j("openssl pkcs12 -export", "-in cert.pem", "-inkey key.pem", "-out bundle.p12", f"-passout pass:{g.S(pw)}")], None


@tpl("pos", "crypto", "openssl enc -k")
def _(g):
    return [g.j("openssl enc -aes-256-cbc -pbkdf2", f"-in {g.db()}.sql", f"-out {g.db()}.sql.enc", f"-k {g.q(g.pw())}")], None


@tpl("pos", "crypto", "keytool -storepass")
def _(g):
    return [g.j("keytool -importcert", "-alias internal-ca", "-file ca.crt", "-keystore truststore.jks",
                f"-storepass {g.q(g.pw())}", "-noprompt")], None


@tpl("pos", "crypto", "7z -p")
def _(g):
    return [f"7z a -p{g.q(g.pw())} -mhe=on backup-{g.n(2023, 2025)}.7z ./exports/"], None


@tpl("pos", "crypto", "zip -P")
def _(g):
    return [f"zip -r -P {g.q(g.pw())} handover.zip ./docs"], None


@tpl("pos", "crypto", "unzip -P")
def _(g):
    return [f"unzip -P {g.q(g.pw())} {g.co()}_export.zip -d /tmp/export"], None


@tpl("pos", "crypto", "htpasswd -b")
def _(g):
    return [f"htpasswd -{g.c(['b', 'bB', 'cb'])} /etc/nginx/.htpasswd {g.user()} {g.q(g.pw())}"], None


@tpl("pos", "crypto", "gpg --passphrase")
def _(g):
    return [g.j("gpg --batch --yes", f"--passphrase {g.q(g.pw())}", "--pinentry-mode loopback", "-d secrets.tar.gz.gpg", "> secrets.tar.gz")], None


# ---- env exports
@tpl("pos", "env", "export VAR=")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"export {var}={g.q(val)}"], None


@tpl("pos", "env", "export DATABASE_URL=")
def _(g):
    pw = g.pw(SYM_URL)
    sch = g.c(["postgres", "postgresql", "mysql", "mongodb", "redis", "amqp"])
    return [f'export DATABASE_URL="{sch}://{g.user()}:{g.S(pw)}@{g.host()}:{g.c([5432, 3306, 27017, 6379, 5672])}/{g.db()}"'], None


@tpl("pos", "env", "VAR= cmd prefix")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    cmd = g.c(["python scripts/sync.py --dry-run", "node scripts/backfill.js", "npm run e2e", "make deploy", "./bin/worker"])
    return [f"{var}={g.q(val)} {cmd}"], None


@tpl("pos", "env", "env VAR= cmd")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"env {var}={g.q(val)} uv run pytest -k integration"], None


@tpl("pos", "env", "fish set -x")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"set -{g.c(['x', 'gx', 'Ux'])} {var} {g.q(val)}"], None


@tpl("pos", "env", "append to rc")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"echo 'export {var}={g.S(val)}' >> ~/.{g.c(['zshrc', 'bashrc', 'profile'])}"], None


@tpl("pos", "env", ".envrc / .env write")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f'echo "{var}={g.S(val)}" >> {g.c([".env", ".envrc", ".env.local"])}', "direnv allow" if g.p(0.5) else ""], None


@tpl("pos", "env", "DD_API_KEY install one-liner")
def _(g):
    return [f'DD_API_KEY={g.S(g.dd())} DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"'], None


@tpl("pos", "env", "export AWS_SECRET_ACCESS_KEY")
def _(g):
    return [f"export AWS_ACCESS_KEY_ID={g.akia()}", f"export AWS_SECRET_ACCESS_KEY={g.S(g.aws_secret())}",
            f"export AWS_DEFAULT_REGION={g.region()}"], None


# ---- Windows
@tpl("pos", "windows", "net user /add", "cmd")
def _(g):
    u = g.user()
    return [f"net user {u} {g.q(g.pw())} /add", f"net localgroup administrators {u} /add"], None


@tpl("pos", "windows", "net use /user:", "cmd")
def _(g):
    return [f"net use Z: \\\\{g.host('fs')}\\{g.c(['share', 'finance', 'deploy'])} {g.q(g.pw())} /user:{cap(g.co()).upper()}\\{g.user()} /persistent:no"], None


@tpl("pos", "windows", "cmdkey /pass:", "cmd")
def _(g):
    return [f"cmdkey /generic:TERMSRV/{g.host('rdp')} /user:{cap(g.co()).upper()}\\{g.user()} /pass:{g.q(g.pw())}"], None


@tpl("pos", "windows", "schtasks /rp", "cmd")
def _(g):
    return [g.j("schtasks /create", '/tn "NightlyBackup"', '/tr "C:\\scripts\\backup.bat"', "/sc daily /st 02:00",
                f"/ru {cap(g.co()).upper()}\\svc_backup", f"/rp {g.q(g.pw())}")], None


@tpl("pos", "windows", "psexec -p", "cmd")
def _(g):
    return [f"psexec \\\\{g.host('win')} -u {cap(g.co()).upper()}\\{g.user()} -p {g.q(g.pw())} -s cmd /c ipconfig /all"], None


@tpl("pos", "windows", "setx", "cmd")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"setx {var} {g.q(val)}"], ["", "SUCCESS: Specified value was saved."] if g.p(0.4) else None


@tpl("pos", "windows", "set (cmd)", "cmd")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"set {var}={g.S(val)}", "npm run deploy"], None


@tpl("pos", "windows", "$env:VAR =", "pwsh")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"$env:{var} = {g.q(val)}"], None


@tpl("pos", "windows", "SetEnvironmentVariable", "pwsh")
def _(g):
    _name, var, val, _u, _h = vendor(g)
    return [f"[Environment]::SetEnvironmentVariable('{var}', {g.q(val)}, 'User')"], None


@tpl("pos", "windows", "ConvertTo-SecureString -AsPlainText", "pwsh")
def _(g):
    return [f"$pw = ConvertTo-SecureString {g.q(g.pw())} -AsPlainText -Force",
            f"$cred = New-Object System.Management.Automation.PSCredential('{cap(g.co()).upper()}\\{g.user()}', $pw)",
            f"Enter-PSSession -ComputerName {g.host('win')} -Credential $cred"], None


@tpl("pos", "windows", "New-LocalUser -Password", "pwsh")
def _(g):
    return [g.j("New-LocalUser", f"-Name {g.user()}", f"-Password (ConvertTo-SecureString {g.q(g.pw())} -AsPlainText -Force)",
                "-PasswordNeverExpires")], None


@tpl("pos", "windows", "Invoke-RestMethod -Headers", "pwsh")
def _(g):
    _name, _var, val, url, hdr = vendor(g, http=True)
    k, _, rest = hdr.partition(": ")
    return [f"Invoke-RestMethod -Uri '{url}' -Headers @{{ '{k}' = '{rest.format(g.S(val))}' }}"], None


# ---- git
@tpl("pos", "git", "git remote set-url token@")
def _(g):
    v = g.gh_any()
    user = g.c(["", f"{g.user()}:", "x-access-token:"])
    return [f"git remote set-url origin https://{user}{g.S(v)}@github.com/{g.co()}/{g.proj()}.git", "git push origin HEAD"], None


@tpl("pos", "git", "git clone oauth2:glpat@")
def _(g):
    return [f"git clone https://oauth2:{g.S(g.glpat())}@gitlab.com/{g.co()}/{g.proj()}.git"], None


@tpl("pos", "git", "git clone user:pw@")
def _(g):
    pw = g.c([g.pw(SYM_URL), g.k("ATBB" + g.rs(28), "bitbucket")])
    return [f"git clone https://{g.user()}:{g.S(pw)}@{g.c(['bitbucket.org', 'git.' + g.co() + '.com', 'dev.azure.com/' + g.co()])}/{g.co()}/{g.proj()}.git"], None


@tpl("pos", "git", "git -c http.extraheader bearer")
def _(g):
    v = g.c([g.ghs(), g.gh_any(), g.glpat()])
    return [g.j("git", f'-c http.extraheader="AUTHORIZATION: bearer {g.S(v)}"', "clone", f"https://github.com/{g.co()}/{g.proj()}.git")], None


@tpl("pos", "git", "git -c http.extraHeader Basic")
def _(g):
    b = g.k(base64.b64encode(f"x-access-token:{g.ghs()}".encode()).decode(), "basic-b64")
    return [f'git -c http.extraHeader="Authorization: Basic {g.S(b)}" fetch origin'], None


@tpl("pos", "git", "git config url.insteadOf token")
def _(g):
    return [f'git config --global url."https://x-access-token:{g.S(g.ghs())}@github.com/".insteadOf "https://github.com/"'], None


@tpl("pos", "git", "git credential approve")
def _(g):
    return [f"printf 'protocol=https\\nhost=github.com\\nusername={g.user()}\\npassword={g.S(g.gh_any())}\\n' | git credential approve"], None


@tpl("pos", "git", "git push https://token@")
def _(g):
    return [f"git push https://{g.S(g.gh_any())}@github.com/{g.co()}/{g.proj()}.git HEAD:main"], None


# ---- SaaS / misc CLIs
@tpl("pos", "saas", "ngrok add-authtoken")
def _(g):
    return [f"ngrok config add-authtoken {g.S(g.ngrok())}"], (["Authtoken saved to configuration file: /home/" + g.c(FIRST) + "/.config/ngrok/ngrok.yml"] if g.p(0.4) else None)


@tpl("pos", "saas", "tailscale up --authkey")
def _(g):
    return [f"sudo tailscale up --authkey {g.S(g.tskey())} --ssh --hostname {g.proj()}-{g.n(1, 9)}"], None


@tpl("pos", "saas", "stripe listen (output whsec)")
def _(g):
    return ["stripe listen --forward-to localhost:4242/webhook"], [
        f"> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {g.S(g.whsec())} (^C to quit)"]


@tpl("pos", "saas", "codecov -t uuid")
def _(g):
    v = g.k(g.uuid(), "uuid-token")
    return [f"./codecov -t {g.S(v)} -f coverage.xml"], None


@tpl("pos", "saas", "snyk auth uuid")
def _(g):
    v = g.k(g.uuid(), "uuid-token")
    return [f"snyk auth {g.S(v)}"], None


@tpl("pos", "saas", "sentry-cli --auth-token")
def _(g):
    return [g.j("sentry-cli", f"--auth-token {g.S(g.sentry())}", "releases new", f"-p {g.proj()}", "$(git rev-parse --short HEAD)")], None


@tpl("pos", "saas", "pulumi login token env")
def _(g):
    return [f"PULUMI_ACCESS_TOKEN={g.S(g.pulumi())} pulumi up --stack {g.co()}/{g.env()} --yes"], None


@tpl("pos", "saas", "supabase login --token")
def _(g):
    return [f"supabase login --token {g.S(g.supabase())}"], None


@tpl("pos", "saas", "firebase --token")
def _(g):
    return [f"firebase deploy --only hosting --project {g.proj()}-{g.env()} --token \"{g.S(g.firebase())}\""], None


@tpl("pos", "saas", "cloudflared tunnel --token")
def _(g):
    return [f"cloudflared tunnel --no-autoupdate run --token {g.S(g.cf_tunnel())}"], None


@tpl("pos", "saas", "databricks token env")
def _(g):
    return [f"DATABRICKS_HOST=https://adb-{g.digits(16)}.{g.n(1, 19)}.azuredatabricks.net DATABRICKS_TOKEN={g.S(g.dapi())} databricks clusters list"], None


@tpl("pos", "saas", "newman --env-var apiKey")
def _(g):
    return [f"newman run collection.json --env-var \"apiKey={g.S(g.pmak())}\""], None


@tpl("pos", "saas", "openai/anthropic via curl x-api-key")
def _(g):
    v = g.c([g.anthropic(), g.openai()])
    if v.startswith("sk-ant"):
        return [g.j("curl https://api.anthropic.com/v1/messages", f'-H "x-api-key: {g.S(v)}"', '-H "anthropic-version: 2023-06-01"',
                    "-H 'content-type: application/json'", "-d @req.json")], None
    return [g.j("curl https://api.openai.com/v1/chat/completions", f'-H "Authorization: Bearer {g.S(v)}"',
                "-H 'Content-Type: application/json'", "-d @req.json")], None


@tpl("pos", "saas", "jf config add --access-token")
def _(g):
    return [g.j("jf config add", g.co(), f"--url=https://{g.co()}.jfrog.io", f"--access-token={g.S(g.jwt())}", "--interactive=false")], None


# =========================================================================== NEGATIVES
ENVREF = ["$PGPASSWORD", "${DB_PASSWORD}", '"$DB_PASS"', '"${MYSQL_PASSWORD}"', "$(cat ~/.secrets/db_pass)",
          '"$(pass show prod/db)"', '"$(op read op://Infra/prod-db/password)"',
          '"$(vault kv get -field=password secret/prod/db)"',
          '"$(aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text)"']
TOKREF = ["$GITHUB_TOKEN", "${GITHUB_TOKEN}", '"$TOKEN"', '"${NPM_TOKEN}"', "$CI_JOB_TOKEN", '"$(cat ~/.config/tokens/api)"',
          '"$(gh auth token)"', "${{ secrets.DEPLOY_TOKEN }}", '"$API_KEY"']
PLACE = ["<your-token>", "YOUR_TOKEN", "YOUR_API_KEY_HERE", "<password>", "xxxxxxxxxxxxxxxxxxxx", "changeme",
         "********", "REPLACE_ME", "<redacted>", "[REDACTED]", "<TOKEN>", "your_password", "PASSWORD",
         "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "sk-...", "<API_KEY>", "...", "$YOUR_TOKEN", "{{ token }}",
         "***", "xxxx-xxxx-xxxx", "<insert key>", "TODO", "<secret>"]


@tpl("neg", "db", "mysql -p prompt")
def _(g):
    return [g.j("mysql", f"-h {g.host()}", f"-u {g.user()}", "-p", g.db())], (["Enter password: "] if g.p(0.5) else None)


@tpl("neg", "db", "mysql defaults-extra-file")
def _(g):
    return [f"mysql --defaults-extra-file=~/.my.{g.env()}.cnf -e 'SELECT COUNT(*) FROM {g.db()}.orders'"], None


@tpl("neg", "db", "PGPASSWORD=$ref")
def _(g):
    return [f"PGPASSWORD={g.c(ENVREF)} psql -h {g.host()} -U {g.user()} -d {g.db()}"], None


@tpl("neg", "db", "psql -W / no pw url")
def _(g):
    return [g.c([f"psql -h {g.host()} -U {g.user()} -W {g.db()}", f'psql "postgresql://{g.user()}@{g.rds()}:5432/{g.db()}?sslmode=require"',
                 f'psql "postgresql://{g.user()}:${{DB_PASSWORD}}@{g.host()}:5432/{g.db()}"'])], (["Password for user " + g.user() + ": "] if g.p(0.3) else None)


@tpl("neg", "db", "export PGPASSWORD=$(...)")
def _(g):
    return [f"export PGPASSWORD={g.c(ENVREF[4:])}", f"pg_dump -h {g.host()} -U {g.user()} {g.db()} > dump.sql"], None


@tpl("neg", "db", "mongosh prompt / env uri")
def _(g):
    return [g.c([g.j("mongosh", f'"mongodb+srv://cluster0.{g.rs(5, LOWN)}.mongodb.net/{g.db()}"', f"--username {g.user()}", "--password"),
                 f'mongosh "mongodb://{g.user()}:${{MONGO_PASSWORD}}@{g.host("mongo")}:27017/{g.db()}?authSource=admin"'])], None


@tpl("neg", "db", "redis-cli -a $ref")
def _(g):
    ref = g.c(['"$REDIS_PASSWORD"', "$REDIS_PASS", '"${REDIS_AUTH}"'])
    return [f"redis-cli -h {g.host('redis')} -a {ref} --no-auth-warning ping"], ["PONG"]


@tpl("neg", "db", "sqlcmd -P $env:", "pwsh")
def _(g):
    return [f"sqlcmd -S {g.host('sql')} -U sa -P $env:SA_PASSWORD -Q \"SELECT name FROM sys.databases\""], None


@tpl("neg", "db", "cqlsh cqlshrc")
def _(g):
    return [f"cqlsh --cqlshrc ~/.cassandra/cqlshrc.{g.env()} {g.host('cass')}"], None


@tpl("neg", "db", "influx --token $ref")
def _(g):
    return [f"influx config create --config-name {g.env()} --host-url https://{g.host('influx')}:8086 --org {g.co()} --token \"$INFLUX_TOKEN\""], None


@tpl("neg", "db", "mysql help text")
def _(g):
    return ["mysql --help | grep -A2 -- '--password'"], [
        "  -p, --password[=name] ",
        "                      Password to use when connecting to server. If password is",
        "                      not given it's asked from the tty."]


@tpl("neg", "db", "psql env doc")
def _(g):
    return ["man psql | grep -A3 PGPASSWORD"], [
        "       PGPASSWORD",
        "           behaves the same as the password connection parameter. Use of this",
        "           environment variable is not recommended for security reasons; use a",
        "           password file (~/.pgpass) instead."]


# ---- cloud
@tpl("neg", "cloud", "aws configure interactive (masked)")
def _(g):
    return [f"aws configure --profile {g.env()}"], [
        f"AWS Access Key ID [****************{g.rs(4, UPN)}]: ", f"AWS Secret Access Key [****************{g.rs(4, B62)}]: ",
        f"Default region name [{g.region()}]: ", "Default output format [json]: "]


@tpl("neg", "cloud", "aws configure list (masked)")
def _(g):
    return ["aws configure list"], [
        "      Name                    Value             Type    Location",
        "      ----                    -----             ----    --------",
        f"   profile                {g.env():>9}           manual    --profile",
        f"access_key     ****************{g.rs(4, UPN)} shared-credentials-file    ",
        f"secret_key     ****************{g.rs(4, B62)} shared-credentials-file    ",
        f"    region                {g.region()}      config-file    ~/.aws/config"]


@tpl("neg", "cloud", "aws sts get-caller-identity (output)")
def _(g):
    a = g.acct()
    return ["aws sts get-caller-identity"], ["{", f'    "UserId": "AIDA{g.rs(17, UPN)}",', f'    "Account": "{a}",',
                                             f'    "Arn": "arn:aws:iam::{a}:user/{g.user()}"', "}"]


@tpl("neg", "cloud", "aws configure set $ref")
def _(g):
    return ['aws configure set aws_access_key_id "$AWS_ACCESS_KEY_ID" --profile ci',
            'aws configure set aws_secret_access_key "$AWS_SECRET_ACCESS_KEY" --profile ci'], None


@tpl("neg", "cloud", "aws ecr get-login-password | docker login")
def _(g):
    a, r = g.acct(), g.region()
    return [g.j(f"aws ecr get-login-password --region {r}", "|", "docker login --username AWS --password-stdin", f"{a}.dkr.ecr.{r}.amazonaws.com")], (["Login Succeeded"] if g.p(0.5) else None)


@tpl("neg", "cloud", "aws ec2 ids")
def _(g):
    iid = "i-0" + g.hex(16)
    return [f"aws ec2 describe-instances --instance-ids {iid} --query 'Reservations[].Instances[].[InstanceId,ImageId,State.Name]' --output text"], [
        f"{iid}\tami-0{g.hex(16)}\trunning"]


@tpl("neg", "cloud", "az login -p $ref / cert")
def _(g):
    return [g.c(['az login --service-principal -u "$ARM_CLIENT_ID" -p "$ARM_CLIENT_SECRET" --tenant "$ARM_TENANT_ID"',
                 f"az login --service-principal -u {g.uuid()} --certificate ~/certs/{g.proj()}-sp.pem --tenant {g.uuid()}",
                 "az login --identity", "az login --use-device-code"])], None


@tpl("neg", "cloud", "az subscription / role uuids")
def _(g):
    return [f"az account set --subscription {g.uuid()}",
            f"az role assignment create --assignee {g.uuid()} --role Reader --scope /subscriptions/{g.uuid()}/resourceGroups/rg-{g.proj()}"], None


@tpl("neg", "cloud", "az create-for-rbac (redacted output)")
def _(g):
    return [f'az ad sp create-for-rbac --name "{g.proj()}-ci" --role Contributor'], [
        "{", f'  "appId": "{g.uuid()}",', f'  "displayName": "{g.proj()}-ci",', f'  "password": "{g.c(["<redacted>", "***", "REDACTED", "(stored in 1Password)"])}",',
        f'  "tenant": "{g.uuid()}"', "}"]


@tpl("neg", "cloud", "gcloud key-file")
def _(g):
    return [f"gcloud auth activate-service-account {g.proj()}-ci@{g.co()}-{g.env()}.iam.gserviceaccount.com --key-file=/secure/{g.proj()}-sa.json",
            f"gcloud config set project {g.co()}-{g.env()}"], None


@tpl("neg", "cloud", "gcloud config list (output)")
def _(g):
    return ["gcloud config list"], ["[core]", f"account = {g.email()}", "disable_usage_reporting = True", f"project = {g.co()}-{g.env()}-{g.digits(6)}",
                                    "", "Your active configuration is: [default]"]


@tpl("neg", "cloud", "doctl prompt / env")
def _(g):
    return [g.c([f"doctl auth init --context {g.co()}", 'doctl auth init -t "$DIGITALOCEAN_ACCESS_TOKEN"'])], (["Please authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens", "", "Enter your access token: "] if g.p(0.5) else None)


@tpl("neg", "cloud", "heroku config:set $(cat)")
def _(g):
    return [f"heroku config:set STRIPE_SECRET_KEY=\"$(cat .secrets/stripe_live)\" -a {g.proj()}"], None


@tpl("neg", "cloud", "fly secrets import < file")
def _(g):
    return [f"fly secrets import --app {g.proj()} < .env.production", f"fly secrets list --app {g.proj()}"], [
        "NAME          \tDIGEST          \tCREATED AT", f"DATABASE_URL  \t{g.hex(16)}\t3m ago", f"STRIPE_KEY    \t{g.hex(16)}\t3m ago"]


@tpl("neg", "cloud", "terraform output <sensitive>")
def _(g):
    return ["terraform output"], [f'db_endpoint = "{g.rds()}"', "db_password = <sensitive>", f'vpc_id = "vpc-0{g.hex(16)}"']


# ---- secrets
@tpl("neg", "secrets", "vault kv put @file")
def _(g):
    return [f"vault kv put secret/{g.proj()}/{g.env()} password=@{g.c(['password.txt', '/tmp/pw', './db.pass'])} api_key=-"], None


@tpl("neg", "secrets", "vault login prompt / oidc")
def _(g):
    return [g.c(["vault login", "vault login -method=oidc role=engineer", f"vault login -method=userpass username={g.user()}"])], (["Token (will be hidden): "] if g.p(0.3) else None)


@tpl("neg", "secrets", "vault kv get -field")
def _(g):
    return [f"export DB_PASSWORD=$(vault kv get -field=password secret/{g.proj()}/{g.env()})"], None


@tpl("neg", "secrets", "gh secret set < file / $ref")
def _(g):
    return [g.c(["gh secret set NPM_TOKEN < ~/.secrets/npm_token", f"gh secret set DEPLOY_KEY --body \"$DEPLOY_KEY\" --repo {g.co()}/{g.proj()}",
                 "gh secret set -f .env.ci", f"gh secret set SLACK_WEBHOOK --env {g.env()}"])], (["? Paste your secret ********************"] if g.p(0.3) else None)


@tpl("neg", "secrets", "gh auth status (redacted)")
def _(g):
    return ["gh auth status"], ["github.com", f"  ✓ Logged in to github.com account {g.c(FIRST)} (keyring)", "  - Active account: true",
                                "  - Git operations protocol: https", "  - Token: gho_************************************",
                                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"]


@tpl("neg", "secrets", "gh auth login --with-token < file")
def _(g):
    return [g.c(["gh auth login --with-token < ~/.config/gh/pat.txt", "echo \"$GH_PAT\" | gh auth login --with-token"])], None


@tpl("neg", "secrets", "terraform -var-file / $ref")
def _(g):
    return [g.j("terraform apply", f"-var-file=secrets/{g.env()}.tfvars", '-var "db_password=${TF_DB_PASSWORD}"', "-auto-approve")], None


@tpl("neg", "secrets", "op read / op run")
def _(g):
    return [g.c([f"op run --env-file=.env.tpl -- ./deploy.sh {g.env()}", f"op read 'op://Infra/{g.proj()} db/password' | pbcopy"])], None


@tpl("neg", "secrets", "GitHub Actions add-mask")
def _(g):
    return ['echo "::add-mask::$API_TOKEN"', 'curl -H "Authorization: Bearer $API_TOKEN" ' + f"https://{g.proj()}.{g.co()}.io/api/deploy"], None


@tpl("neg", "secrets", "pass insert / secret-tool (prompt)")
def _(g):
    return [g.c([f"pass insert {g.co()}/{g.proj()}/db", f"secret-tool store --label='{g.proj()} token' service {g.proj()} user {g.user()}"])], (["Enter password for " + g.co() + ": "] if g.p(0.4) else None)


# ---- containers
@tpl("neg", "containers", "kubectl secret from-file / $ref")
def _(g):
    return [g.j("kubectl create secret generic", f"{g.proj()}-db", g.c(["--from-file=password=./db-password.txt", "--from-env-file=.env.prod",
                                                                       '--from-literal=password="$DB_PASSWORD"']), f"-n {g.env()}")], None


@tpl("neg", "containers", "kubectl describe secret")
def _(g):
    return [f"kubectl describe secret {g.proj()}-db -n {g.env()}"], [
        f"Name:         {g.proj()}-db", f"Namespace:    {g.env()}", "Labels:       <none>", "Annotations:  <none>", "",
        "Type:  Opaque", "", "Data", "====", f"password:  {g.n(12, 40)} bytes", f"username:  {g.n(3, 12)} bytes"]


@tpl("neg", "containers", "docker login --password-stdin < file")
def _(g):
    return [g.c([f"cat ~/.docker/{g.co()}_token | docker login registry.{g.co()}.io -u ci --password-stdin",
                 'echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin',
                 "docker login ghcr.io -u " + g.user() + " --password-stdin < ~/.ghcr_token"])], (["Login Succeeded"] if g.p(0.5) else None)


@tpl("neg", "containers", "docker login output warning")
def _(g):
    return [f"docker login -u {g.user()}"], ["Password: ", f"WARNING! Your password will be stored unencrypted in /home/{g.c(FIRST)}/.docker/config.json.",
                                           "Configure a credential helper to remove this warning. See",
                                           "https://docs.docker.com/engine/reference/commandline/login/#credentials-store", "", "Login Succeeded"]


@tpl("neg", "containers", "image digests")
def _(g):
    d = g.hex(64)
    return [f"docker pull nginx@sha256:{d}", "docker images --digests nginx"], [
        "REPOSITORY   TAG       DIGEST                                                                    IMAGE ID       CREATED       SIZE",
        f"nginx        <none>    sha256:{d}   {g.hex(12)}   2 weeks ago   187MB"]


@tpl("neg", "containers", "helm existingSecret / -f")
def _(g):
    return [g.j("helm upgrade --install db bitnami/postgresql", f"-n {g.env()}", "--set auth.existingSecret=db-credentials",
                f"-f values/{g.env()}.yaml", "-f secrets://values/secrets.enc.yaml")], None


@tpl("neg", "containers", "docker run -e *_FILE")
def _(g):
    return [g.j("docker run -d --name pg", "-e POSTGRES_PASSWORD_FILE=/run/secrets/pg_password", "-v ./secrets:/run/secrets:ro", "postgres:16")], None


@tpl("neg", "containers", "kubectl pods output")
def _(g):
    p = g.proj()
    return [f"kubectl get pods -n {g.env()} -l app={p}"], ["NAME                         READY   STATUS    RESTARTS   AGE"] + [
        f"{p}-{g.rs(10, LOWN)}-{g.rs(5, LOWN)}   1/1     Running   0          {g.n(1, 40)}h" for _ in range(3)]


@tpl("neg", "containers", "docker login help")
def _(g):
    return ["docker login --help"], ["", "Usage:  docker login [OPTIONS] [SERVER]", "", "Log in to a registry.",
                                     "If no server is specified, the default is defined by the daemon.", "", "Options:",
                                     "  -p, --password string   Password", "      --password-stdin    Take the password from stdin",
                                     "  -u, --username string   Username"]


@tpl("neg", "containers", "kubectl --token $(cat)")
def _(g):
    return ["kubectl --token=\"$(cat /var/run/secrets/kubernetes.io/serviceaccount/token)\" --server=https://kubernetes.default.svc get ns"], None


# ---- pkg
@tpl("neg", "pkg", "npm _authToken ${NPM_TOKEN}")
def _(g):
    return [g.c(["npm config set //registry.npmjs.org/:_authToken '${NPM_TOKEN}'", "echo '//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}' >> .npmrc"])], None


@tpl("neg", "pkg", "npm integrity hash")
def _(g):
    return [f"npm view {g.c(['lodash', 'express', 'react', 'left-pad'])} dist.integrity"], ["sha512-" + base64.b64encode(g.r.randbytes(64)).decode()]


@tpl("neg", "pkg", "twine upload $ref")
def _(g):
    return [g.c(['twine upload -u __token__ -p "$PYPI_API_TOKEN" dist/*', "twine upload --repository testpypi dist/*",
                 "TWINE_PASSWORD=$PYPI_TOKEN TWINE_USERNAME=__token__ twine upload dist/*"])], None


@tpl("neg", "pkg", "poetry http-basic $ref")
def _(g):
    return [f'poetry config http-basic.{g.co()} __token__ "$POETRY_HTTP_BASIC_{g.co().upper()}_PASSWORD"'], None


@tpl("neg", "pkg", "cargo login prompt / $ref")
def _(g):
    return [g.c(["cargo login", 'cargo publish --token "$CARGO_REGISTRY_TOKEN"'])], (["please paste the token found on https://crates.io/me below"] if g.p(0.4) else None)


@tpl("neg", "pkg", "pip hash / requirements hashes")
def _(g):
    return [f"pip hash dist/{g.proj()}-1.{g.n(0, 9)}.0-py3-none-any.whl"], [f"dist/{g.proj()}-1.0.0-py3-none-any.whl:", f"--hash=sha256:{g.hex(64)}"]


@tpl("neg", "pkg", "pip index via keyring")
def _(g):
    return [f"pip install --index-url https://{g.co()}.jfrog.io/artifactory/api/pypi/pypi/simple --keyring-provider subprocess {g.proj()}"], None


# ---- net
@tpl("neg", "net", "curl -u user (prompt) / netrc")
def _(g):
    return [g.c([f"curl -u {g.user()} https://{g.host('jenkins')}/api/json", f"curl --netrc-file ~/.netrc.{g.env()} https://{g.host('api')}/v1/status",
                 f"curl -n https://artifacts.{g.co()}.io/list"])], (["Enter host password for user '" + g.user() + "':"] if g.p(0.3) else None)


@tpl("neg", "net", "curl bearer $ref")
def _(g):
    return [g.j("curl -s", f'-H "Authorization: Bearer {g.c(["$TOKEN", "${GITHUB_TOKEN}", "$(gh auth token)", "$ACCESS_TOKEN"])}"',
                f"https://api.github.com/repos/{g.co()}/{g.proj()}/pulls")], None


@tpl("neg", "net", "curl placeholder")
def _(g):
    ph = g.c(PLACE)
    return [g.c([f'curl -H "Authorization: Bearer {ph}" https://api.{g.co()}.io/v1/me',
                 f"curl -u {g.user()}:{ph} https://{g.host('api')}/status",
                 f'curl "https://api.{g.co()}.io/v1/data?api_key={ph}"'])], None


@tpl("neg", "net", "curl headers from file")
def _(g):
    return [f"curl -H @{g.c(['headers.txt', '~/.config/api/headers'])} https://api.{g.co()}.io/v2/export -o export.json"], None


@tpl("neg", "net", "curl commit sha url")
def _(g):
    s = g.hex(40)
    return [f"curl -s https://api.github.com/repos/{g.co()}/{g.proj()}/commits/{s} | jq .commit.message"], None


@tpl("neg", "net", "curl redacted verbose")
def _(g):
    return [f"curl -v https://api.{g.co()}.io/v1/me -H \"Authorization: Bearer $TOKEN\""], [
        "> GET /v1/me HTTP/2", f"> Host: api.{g.co()}.io", "> Authorization: Bearer ****", "> user-agent: curl/8.5.0",
        "< HTTP/2 200", f"< x-request-id: {g.uuid()}"]


@tpl("neg", "net", "wget --ask-password")
def _(g):
    return [f"wget --user={g.user()} --ask-password https://artifacts.{g.co()}.io/releases/latest.tar.gz"], ["Password for user \u2018" + g.user() + "\u2019: "]


@tpl("neg", "net", "ssh-keygen -lf fingerprint")
def _(g):
    fp = base64.b64encode(g.r.randbytes(32)).decode().rstrip("=")
    return ["ssh-keygen -lf ~/.ssh/id_ed25519.pub"], [f"256 SHA256:{fp} {g.c(FIRST)}@laptop (ED25519)"]


@tpl("neg", "net", "public key")
def _(g):
    pk = "AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.b64encode(b"\x00" * 0 + g.r.randbytes(32)).decode()[:43]
    return ["cat ~/.ssh/id_ed25519.pub"], [f"ssh-ed25519 {pk} {g.email()}"]


@tpl("neg", "net", "ssh-keygen -N ''")
def _(g):
    return [f"ssh-keygen -t ed25519 -N '' -C 'ci@{g.co()}' -f ./deploy_key"], None


@tpl("neg", "net", "sshpass -e / -f")
def _(g):
    return [g.c([f"SSHPASS=\"$ROUTER_PW\" sshpass -e ssh admin@{g.host('rtr')}", f"sshpass -f ~/.ssh/{g.env()}.pw ssh {g.user()}@{g.host('app')}"])], None


@tpl("neg", "net", "rsync --password-file")
def _(g):
    return [f"rsync -avz --password-file=/etc/rsync.secret ./public/ rsync://{g.user()}@{g.host('files')}/www/"], None


@tpl("neg", "net", "smbclient -A / mount credentials=")
def _(g):
    return [g.c([f"smbclient -A ~/.smbauth //{g.host('fs')}/share -c 'ls'",
                 f"sudo mount -t cifs //{g.host('nas')}/media /mnt/media -o credentials=/root/.smbcredentials,uid=1000"])], None


@tpl("neg", "net", "ssh-add -l / known_hosts")
def _(g):
    return ["ssh-add -l"], [f"256 SHA256:{base64.b64encode(g.r.randbytes(32)).decode().rstrip('=')} {g.email()} (ED25519)",
                            f"3072 SHA256:{base64.b64encode(g.r.randbytes(32)).decode().rstrip('=')} deploy@ci (RSA)"]


@tpl("neg", "net", "ssh -i key")
def _(g):
    return [f"ssh -i ~/.ssh/{g.proj()}_deploy -o IdentitiesOnly=yes {g.user()}@{g.host('bastion')}"], None


@tpl("neg", "net", "curl help")
def _(g):
    return ["curl --help auth"], ["Usage: curl [options...] <url>", "auth: Authentication methods",
                                  "     --anyauth               Pick any authentication method",
                                  "     --oauth2-bearer <token> OAuth 2 Bearer Token",
                                  " -u, --user <user:password>  Server user and password"]


# ---- crypto
@tpl("neg", "crypto", "openssl -passin env:/file:")
def _(g):
    return [g.c(["openssl rsa -in server.key.enc -out server.key -passin env:KEY_PASS",
                 "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout file:/run/secrets/p12pass",
                 "openssl req -new -key key.pem -out req.csr -passin stdin"])], None


@tpl("neg", "crypto", "sha256 checksums")
def _(g):
    f = f"{g.proj()}-v1.{g.n(0, 9)}.{g.n(0, 9)}-linux-amd64.tar.gz"
    return [g.c([f"sha256sum {f}", f"shasum -a 256 {f}"])], [f"{g.hex(64)}  {f}"]


@tpl("neg", "crypto", "sha256sum -c")
def _(g):
    return [f'echo "{g.hex(64)}  terraform_1.7.5_linux_amd64.zip" | sha256sum -c -'], ["terraform_1.7.5_linux_amd64.zip: OK"]


@tpl("neg", "crypto", "keytool -list fingerprint")
def _(g):
    fp = ":".join(g.rs(2, "0123456789ABCDEF") for _ in range(32))
    return ["keytool -list -keystore truststore.jks -storepass:env TRUSTSTORE_PASS"], [
        "Keystore type: PKCS12", "Keystore provider: SUN", "", "Your keystore contains 1 entry", "",
        "internal-ca, Mar 3, 2024, trustedCertEntry,", f"Certificate fingerprint (SHA-256): {fp}"]


@tpl("neg", "crypto", "7z/zip prompt")
def _(g):
    return [g.c(["7z a -p -mhe=on backup.7z ./exports/", "zip -er handover.zip ./docs", "unzip export.zip"])], (["Enter password (will not be echoed):"] if g.p(0.5) else None)


@tpl("neg", "crypto", "htpasswd prompt")
def _(g):
    return [f"htpasswd -c /etc/nginx/.htpasswd {g.user()}"], ["New password: ", "Re-type new password: ", f"Adding password for user {g.user()}"]


@tpl("neg", "crypto", "gpg fingerprint")
def _(g):
    fp = g.hex(40).upper()
    return [f"gpg --keyserver keyserver.ubuntu.com --recv-keys {fp}", f"gpg --list-keys {fp[-16:]}"], [
        f"pub   ed25519 2023-0{g.n(1, 9)}-1{g.n(0, 9)} [SC]", f"      {fp}", f"uid           [ unknown] {cap(g.c(FIRST))} <{g.email()}>"]


@tpl("neg", "crypto", "openssl x509 fingerprint")
def _(g):
    fp = ":".join(g.rs(2, "0123456789ABCDEF") for _ in range(32))
    return ["openssl x509 -in server.crt -noout -fingerprint -sha256"], [f"sha256 Fingerprint={fp}"]


# ---- env
@tpl("neg", "env", "export placeholder")
def _(g):
    _name, var, _val, _u, _h = vendor(g)
    return [f"export {var}={g.c(PLACE)}" if g.p(0.5) else f'export {var}="{g.c(PLACE)}"'], None


@tpl("neg", "env", "export from cmd substitution")
def _(g):
    name, var, _val, _u, _h = vendor(g)
    src = g.c([f"$(op read op://Private/{name}/credential)", f"$(security find-generic-password -s {name} -w)",
               f"$(pass show api/{name})", f"$(cat ~/.config/{name}/token)", f"$(gcloud secrets versions access latest --secret={name}-token)"])
    return [f'export {var}="{src}"'], None


@tpl("neg", "env", "export AWS_PROFILE + sso")
def _(g):
    return [f"export AWS_PROFILE={g.co()}-{g.env()}", "aws sso login", "aws s3 ls"], None


@tpl("neg", "env", "DD install $ref")
def _(g):
    return ['DD_API_KEY="$DD_API_KEY" DD_SITE="datadoghq.com" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"'], None


@tpl("neg", "env", "fish set -x (cat)")
def _(g):
    return [g.c(["set -x GITHUB_TOKEN (cat ~/.gh_token)", "set -gx OPENAI_API_KEY (security find-generic-password -s openai -w)"])], None


@tpl("neg", "env", "env dump redacted")
def _(g):
    return ["env | grep -i -E 'token|key|pass'"], ["GITHUB_TOKEN=ghp_****", "AWS_SECRET_ACCESS_KEY=********", "DB_PASSWORD=<redacted>", "SSH_AUTH_SOCK=/tmp/ssh-XXXXabcd/agent.1234"]


@tpl("neg", "env", "export ids (not secrets)")
def _(g):
    return [f"export AWS_ACCOUNT_ID={g.acct()}", f"export ARM_SUBSCRIPTION_ID={g.uuid()}", f"export GIT_SHA={g.hex(40)}",
            f"export BUILD_ID={g.uuid()}"], None


# ---- windows
@tpl("neg", "windows", "net user * prompt", "cmd")
def _(g):
    return [f"net user {g.user()} * /add"], ["Type a password for the user:", "Retype the password to confirm:", "The command completed successfully."]


@tpl("neg", "windows", "runas", "cmd")
def _(g):
    return [g.c([f"runas /user:{cap(g.co()).upper()}\\{g.user()} cmd", "runas /savecred /user:administrator \"mmc compmgmt.msc\""])], (["Enter the password for " + g.user() + ":"] if g.p(0.4) else None)


@tpl("neg", "windows", "cmdkey /list / prompt", "cmd")
def _(g):
    return [g.c(["cmdkey /list", f"cmdkey /generic:TERMSRV/{g.host('rdp')} /user:{g.user()} /pass"])], [
        "", "Currently stored credentials:", "", f"    Target: Domain:target=TERMSRV/{g.host('rdp')}", "    Type: Domain Password", f"    User: {g.user()}"]


@tpl("neg", "windows", "setx %ref%", "cmd")
def _(g):
    return [g.c(['setx API_KEY "%API_KEY%"', "set DB_PASS=%PROD_DB_PASS%", "schtasks /create /tn Backup /tr C:\\scripts\\backup.bat /sc daily /ru SYSTEM"])], None


@tpl("neg", "windows", "$env:X from ref", "pwsh")
def _(g):
    return [g.c(["$env:GITHUB_TOKEN = (Get-Content $HOME\\.gh_token -Raw).Trim()", "$cred = Get-Credential",
                 "$env:OPENAI_API_KEY = $env:OPENAI_KEY_PROD", "$pw = Read-Host -AsSecureString 'DB password'",
                 "$env:API_KEY = (Get-Secret -Name ApiKey -AsPlainText)"])], None


@tpl("neg", "windows", "Invoke-RestMethod $ref", "pwsh")
def _(g):
    return [f"Invoke-RestMethod -Uri 'https://api.{g.co()}.io/v1/me' -Headers @{{ Authorization = \"Bearer $env:API_TOKEN\" }}"], None


@tpl("neg", "windows", "Get-FileHash", "pwsh")
def _(g):
    return [f"Get-FileHash .\\{g.proj()}-setup.exe -Algorithm SHA256"], ["", "Algorithm       Hash                                                                   Path",
                                                                      "---------       ----                                                                   ----",
                                                                      f"SHA256          {g.hex(64).upper()}       C:\\Users\\{g.c(FIRST)}\\Downloads\\{g.proj()}-setup.exe"]


# ---- git
@tpl("neg", "git", "git log SHAs")
def _(g):
    return ["git log --oneline -5"], [f"{g.hex(7)} {m}" for m in ["Fix retry on 502 from registry", "Bump deps", "Rotate leaked token (see incident)", "Add healthcheck", "Merge pull request #" + str(g.n(100, 999))]]


@tpl("neg", "git", "git rev-parse / show")
def _(g):
    return ["git rev-parse HEAD"], [g.hex(40)]


@tpl("neg", "git", "git remote -v")
def _(g):
    u = f"https://github.com/{g.co()}/{g.proj()}.git"
    return ["git remote -v"], [f"origin\t{u} (fetch)", f"origin\t{u} (push)"]


@tpl("neg", "git", "git extraheader $ref")
def _(g):
    return [g.c(['git -c http.extraheader="AUTHORIZATION: bearer ${GITHUB_TOKEN}" fetch --depth=1',
                 'git clone https://oauth2:${CI_JOB_TOKEN}@gitlab.com/' + f"{g.co()}/{g.proj()}.git",
                 'git remote set-url origin https://x-access-token:$GH_TOKEN@github.com/' + f"{g.co()}/{g.proj()}.git"])], None


@tpl("neg", "git", "git credential helper")
def _(g):
    return [g.c(["git config --global credential.helper osxkeychain", "git config --global credential.helper 'cache --timeout=3600'",
                 "git config --global credential.helper manager"])], None


@tpl("neg", "git", "git clone ssh")
def _(g):
    return [f"git clone git@github.com:{g.co()}/{g.proj()}.git", f"git checkout {g.hex(40)}"], None


# ---- saas
@tpl("neg", "saas", "wrangler secret put (prompt)")
def _(g):
    return [f"npx wrangler secret put {g.c(['STRIPE_KEY', 'API_TOKEN'])} --env {g.env()}"], ["✔ Enter a secret value: … ********"]


@tpl("neg", "saas", "ngrok/tailscale $ref")
def _(g):
    return [g.c(['ngrok config add-authtoken "$NGROK_AUTHTOKEN"', 'sudo tailscale up --authkey "$(cat /etc/tailscale/authkey)"',
                 "sudo tailscale up --authkey file:/etc/tailscale/authkey"])], None


@tpl("neg", "saas", "token-file flags")
def _(g):
    return [g.c([f"consul acl token read -token-file=/etc/consul.d/mgmt.token -id {g.uuid()}",
                 f"nomad job run -token-file ~/.nomad-token {g.proj()}.nomad.hcl",
                 f"kubectl --token-file=/var/run/secrets/tokens/{g.proj()} get pods",
                 "buildkite-agent start --token-path /etc/buildkite/token",
                 f"mycli --password-file /run/secrets/db_pw -h {g.host()} {g.db()}",
                 "vault login -method=token token=@/etc/vault/ci.token"])], None


@tpl("neg", "saas", "stripe/sentry request ids")
def _(g):
    return [f"stripe events resend evt_{g.rs(24)}"], [f"Request-Id: req_{g.rs(14)}", f'"id": "evt_{g.rs(24)}"']


@tpl("neg", "saas", "snyk/codecov env")
def _(g):
    return [g.c(['snyk auth "$SNYK_TOKEN"', "./codecov -t ${CODECOV_TOKEN} -f coverage.xml", "snyk auth"])], None


# =========================================================================== DEBATABLE
@tpl("deb", "db", "mysql -proot")
def _(g):
    return [f"mysql -u root -p{g.S(g.c(['root', 'password', 'mysql', 'secret']))} -h 127.0.0.1"], None


@tpl("deb", "db", "postgres:postgres localhost")
def _(g):
    return [f"psql postgresql://postgres:{g.S('postgres')}@localhost:5432/{g.db()}_dev"], None


@tpl("deb", "containers", "docker run POSTGRES_PASSWORD=postgres")
def _(g):
    return [f"docker run --rm -d -p 5432:5432 -e POSTGRES_PASSWORD={g.S(g.c(['postgres', 'password', 'secret', 'example']))} postgres:16"], None


@tpl("deb", "db", "rabbit guest:guest")
def _(g):
    return [f"curl -u guest:{g.S('guest')} http://localhost:15672/api/overview"], None


@tpl("deb", "containers", "minioadmin")
def _(g):
    return [f"mc alias set local http://localhost:9000 minioadmin {g.S('minioadmin')}"], None


@tpl("deb", "net", "admin:admin localhost")
def _(g):
    return [f"curl -u admin:{g.S(g.c(['admin', 'admin123', 'password']))} http://localhost:{g.c([3000, 8080, 9200])}/api/health"], None


@tpl("deb", "net", "sshpass raspberry")
def _(g):
    return [f"sshpass -p {g.S('raspberry')} ssh pi@raspberrypi.local"], None


@tpl("deb", "saas", "stripe sk_test_")
def _(g):
    return [f"export STRIPE_SECRET_KEY={g.S('sk_test_' + g.rs(24))}"], None


@tpl("deb", "cloud", "bare AWS key id")
def _(g):
    return [f"aws iam delete-access-key --user-name {g.user()} --access-key-id {g.S(g.akia())}"], None


@tpl("deb", "db", "redis-cli -a local weak")
def _(g):
    return [f"redis-cli -h localhost -a {g.S(g.c(['redis', 'foobared', 'changeit']))} ping"], None


# --------------------------------------------------------------------------- rendering
FMT_POSIX = [("bash", 5), ("sh", 2), ("shell", 2), ("zsh", 1), ("console", 4), ("untagged", 3), ("indented", 2), ("inline", 3)]
FMT_PWSH = [("powershell", 5), ("ps1", 1), ("console", 2), ("untagged", 2), ("indented", 1), ("inline", 2)]
FMT_CMD = [("bat", 2), ("cmd", 3), ("console", 3), ("untagged", 2), ("indented", 1), ("inline", 2)]

NOISE_PRE = {"posix": ["cd ~/src/{proj}", "source .venv/bin/activate", "kubectl config use-context {env}", "git pull --rebase",
                       "cd /opt/{proj}", "ssh bastion.{co}.io", "sudo -i", "direnv allow"],
             "pwsh": ["Set-Location C:\\src\\{proj}", "Import-Module SqlServer", "Get-Date"],
             "cmd": ["cd /d C:\\deploy\\{proj}", "whoami", "hostname"]}
NOISE_POST = {"posix": ["history -d $(history 1)", "echo $?", "ls -la", "unset HISTFILE", "exit"],
              "pwsh": ["Clear-History", "exit"], "cmd": ["echo %ERRORLEVEL%", "exit"]}

CTX_GENERIC = [
    "How I got into {tool} on {env} during the {proj} incident:", "Working command for {tool} ({env}), keep for next time.",
    "Steps that fixed the {proj} deploy today.", "Note to self: the {env} {tool} access that finally worked.",
    "Reproduced the bug with this; {owner} asked me to keep it.", "From the onboarding call with {owner}:",
    "The nightly {proj} job runs this.", "Quick reference for {tool} against the {env} cluster.",
    "Handover notes for {proj} ({env}).", "This is what {owner} pasted in the {proj} channel:",
    "Copied from my shell history after the {proj} rollout.", "Used while debugging {proj} on {env}:",
]
CTX_AFTER = ["", "", "", "Rotate after the migration.", "Works as of last Tuesday.", "Ask {owner} before re-running.",
             "TODO: move this into the vault.", "(same creds as the old box)", "Takes ~2 minutes.", "Output trimmed."]
INLINE = ["Ran `{cmd}` to check {proj} on {env}.", "`{cmd}` works from the bastion.", "Note to self: `{cmd}`",
          "{owner} said to use `{cmd}` for the {env} box.", "- {env}: `{cmd}`", "The trick was `{cmd}` (see {proj} runbook).",
          "For {tool}: `{cmd}` and then check the logs."]
PROMPT = {"posix": ["$ ", "$ ", "{u}@{h}:~$ ", "% ", "\u276f "], "pwsh": ["PS C:\\> ", "PS C:\\Users\\{u}> ", "PS> "],
          "cmd": ["C:\\>", "C:\\Users\\{u}>", "C:\\deploy>"]}


def weighted(r, opts):
    tot = sum(w for _, w in opts)
    x = r.uniform(0, tot)
    for name, w in opts:
        x -= w
        if x <= 0:
            return name
    return opts[-1][0]


FAMILY_WORD = {"db": "the database", "cloud": "the cloud account", "secrets": "the secrets setup", "containers": "the cluster",
               "pkg": "the package registry", "net": "the remote host", "crypto": "the keys", "env": "the env setup",
               "windows": "the Windows box", "git": "the repo", "saas": "the service"}
NOT_A_COMMAND = {"public", "image", "token-file", "export", "env", "append", "fish", "set", "stripe", "snyk", "ngrok", "op",
                 "pass", "7z", "openai", "uv", "mysql"}


def display_name(t: Tpl):
    w = t.tool.split(" ")[0].split("/")[0]
    if w == "mysql" or (w and w[0].islower() and all(ch.isalnum() or ch in "-_." for ch in w) and w not in NOT_A_COMMAND):
        return w
    return FAMILY_WORD[t.family]


def build_note(r: random.Random, t: Tpl):
    fmts = {"posix": FMT_POSIX, "pwsh": FMT_PWSH, "cmd": FMT_CMD}[t.shell]
    fmt = weighted(r, fmts)
    g = G(r, t.shell, ml=(fmt != "inline"))
    cmds, out = t.fn(g)
    cmds = [c for c in cmds if c]
    out = out or []
    if fmt == "inline" and (len(cmds) != 1 or out or "\n" in cmds[0] or "`" in cmds[0]):
        fmt = weighted(r, [f for f in fmts if f[0] != "inline"])
    co, proj, env, owner = g.co(), g.proj(), g.env(), cap(g.c(FIRST))
    dn = display_name(t)
    fill = dict(tool=dn, env=env, proj=proj, co=co, owner=owner)
    parts = []
    fm = r.random() < 0.5
    if fm:
        fmlines = ["---", f"title: {cap(proj)} {env} {dn.replace('the ', '')} notes", "sensitivity: private"]
        if r.random() < 0.5:
            fmlines.append(f"tags: [ops, {t.family}, {proj}]")
        if r.random() < 0.3:
            fmlines.append(f"created: 2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}")
        fmlines.append("---")
        parts.append("\n".join(fmlines))
    if r.random() < 0.5:
        parts.append(f"{r.choice(['#', '##'])} {cap(proj)} / {dn.replace('the ', '')} ({env})")
    if fmt == "inline":
        parts.append(r.choice(INLINE).format(cmd=cmds[0], **fill))
    else:
        if r.random() < 0.85:
            parts.append(r.choice(CTX_GENERIC).format(**fill))
        u, h = g.user(), f"{proj}-{env}"
        pre = [x.format(proj=proj, env=env, co=co) for x in r.sample(NOISE_PRE[t.shell], k=r.choice([0, 0, 1, 2]))]
        post = [x for x in r.sample(NOISE_POST[t.shell], k=r.choice([0, 0, 0, 1]))]
        allc = pre + cmds + post
        lines = []
        prompt = r.choice(PROMPT[t.shell]).format(u=u, h=h) if fmt == "console" else ""
        for _i, c in enumerate(allc):
            cl = c.split("\n")
            lines.append(prompt + cl[0])
            lines.extend(cl[1:])
            if c is cmds[-1] and out:
                lines.extend(out)
        if fmt == "indented":
            parts.append("\n".join("    " + ln if ln else "" for ln in lines))
        else:
            tag = {"untagged": "", "console": {"posix": "console", "pwsh": "powershell", "cmd": "console"}[t.shell]}.get(fmt, fmt)
            if fmt == "console" and t.shell == "posix" and r.random() < 0.3:
                tag = "shell-session"
            parts.append("```" + tag + "\n" + "\n".join(lines) + "\n```")
        after = r.choice(CTX_AFTER).format(**fill)
        if after:
            parts.append(after)
    raw = "\n\n".join(parts) + "\n"
    a, b = raw.find(MA), raw.find(MB)
    text = raw.replace(MA, "").replace(MB, "")
    span = (a, b - 1) if a >= 0 else None
    return dict(kind=t.kind, family=t.family, tool=t.tool, shell=t.shell, fmt=fmt, fm=fm, text=text, span=span,
                planted=g.planted, vkind=g.kind, raw=raw)


def build(seeds, npos, nneg, ndeb):
    notes = []
    for seed in seeds:
        r = random.Random(seed)
        for kind, n in (("pos", npos), ("neg", nneg), ("deb", ndeb)):
            ts = list(TPLS[kind])
            r.shuffle(ts)
            for i in range(n):
                note = build_note(r, ts[i % len(ts)])
                note["seed"] = seed
                notes.append(note)
    return notes


# --------------------------------------------------------------------------- checks / scoring
def self_check(notes):
    errs = []
    for i, n in enumerate(notes):
        t = n["text"]
        if MA in t or MB in t:
            errs.append((i, "marker left"))
        if n["kind"] == "neg":
            if n["span"] is not None or n["planted"]:
                errs.append((i, "negative has planted value"))
            continue
        if n["raw"].count(MA) != 1 or n["raw"].count(MB) != 1:
            errs.append((i, f"expected one marker pair, got {n['raw'].count(MA)}"))
            continue
        if len(n["planted"]) != 1:
            errs.append((i, f"planted {len(n['planted'])} values"))
            continue
        s, e = n["span"]
        v = n["planted"][0]
        if t[s:e] != v:
            errs.append((i, f"span text {t[s:e]!r} != planted {v!r}"))
        if n["kind"] == "pos" and t.count(v) != 1:
            errs.append((i, f"planted value occurs {t.count(v)} times"))
        if n["kind"] == "pos" and len(v) < 6:
            errs.append((i, "planted value too short"))
    return errs


def covered(span, ms):
    s, e = span
    iv = sorted((max(a, s), min(b, e)) for a, b in ms if a < e and b > s)
    pos = s
    for a, b in iv:
        if a > pos:
            return False
        pos = max(pos, b)
    return pos >= e


def pct(a, b):
    return f"{100.0 * a / b:5.1f}%" if b else "   - "


def table(title, rows_pos, rows_neg, key_order=None):
    keys = key_order or sorted(set(rows_pos) | set(rows_neg))
    print(f"\n== {title}")
    print(f"{'':<38} {'pos':>5} {'hit':>7} {'compl':>7} | {'neg':>5} {'firing':>7}")
    for k in keys:
        p = rows_pos.get(k, [0, 0, 0])
        q = rows_neg.get(k, [0, 0])
        print(f"{str(k)[:38]:<38} {p[0]:>5} {pct(p[1], p[0]):>7} {pct(p[2], p[0]):>7} | {q[0]:>5} {pct(q[1], q[0]):>7}")


def indent(text):
    return "\n".join("      | " + ln for ln in text.rstrip("\n").split("\n"))


def run(notes, verbose, json_path):
    from memstone.scan import find_secrets  # imported only for real runs

    for n in notes:
        ms = find_secrets(n["text"])
        n["matches"] = [(m.start, m.end, m.rule, str(m.severity)) for m in ms]
        if n["kind"] in ("pos", "deb") and n["span"]:
            s, e = n["span"]
            n["hit"] = any(a < e and b > s for a, b, _r, _v in n["matches"])
            n["complete"] = covered(n["span"], [(a, b) for a, b, _r, _v in n["matches"]])
        n["fired"] = bool(n["matches"])

    pos = [n for n in notes if n["kind"] == "pos"]
    neg = [n for n in notes if n["kind"] == "neg"]
    deb = [n for n in notes if n["kind"] == "deb"]
    hit = sum(n["hit"] for n in pos)
    comp = sum(n["complete"] for n in pos)
    fired = sum(n["fired"] for n in neg)
    print(f"seeds={sorted(set(n['seed'] for n in notes))} positives={len(pos)} negatives={len(neg)} debatable={len(deb)}")
    print(f"TOTAL hit={pct(hit, len(pos))} complete={pct(comp, len(pos))} negatives_firing={pct(fired, len(neg))}"
          f" debatable_flagged={pct(sum(n['fired'] for n in deb), len(deb))}")

    def agg(key):
        rp, rn = defaultdict(lambda: [0, 0, 0]), defaultdict(lambda: [0, 0])
        for n in pos:
            x = rp[key(n)]
            x[0] += 1
            x[1] += n["hit"]
            x[2] += n["complete"]
        for n in neg:
            x = rn[key(n)]
            x[0] += 1
            x[1] += n["fired"]
        return rp, rn

    table("by tool family", *agg(lambda n: n["family"]))
    table("by note format", *agg(lambda n: n["fmt"]))
    table("by frontmatter", *agg(lambda n: "frontmatter" if n["fm"] else "no frontmatter"))
    rp, _ = agg(lambda n: n["vkind"])
    table("by value kind (positives)", rp, {})
    rp, rn = agg(lambda n: f"{n['family']}: {n['tool']}")
    bad = {k: v for k, v in rp.items() if v[2] < v[0]}
    badn = {k: v for k, v in rn.items() if v[1] > 0}
    table("per tool: positives with any miss/incomplete", bad, {}, sorted(bad, key=lambda k: (rp[k][1] / rp[k][0], k)))
    table("per tool: negatives with any firing", {}, badn, sorted(badn, key=lambda k: -rn[k][1] / rn[k][0]))
    print("\n== debatable (reported only)")
    dd = defaultdict(lambda: [0, 0])
    for n in deb:
        dd[n["tool"]][0] += 1
        dd[n["tool"]][1] += n["fired"]
    for k, (a, b) in sorted(dd.items()):
        print(f"  {k:<40} {b}/{a} flagged")

    if verbose:
        print("\n== MISSES (positives, no overlapping match)")
        for n in pos:
            if not n["hit"]:
                s, e = n["span"]
                print(f"-- [{n['family']}: {n['tool']}] fmt={n['fmt']} kind={n['vkind']} seed={n['seed']} span={s}:{e} value={n['text'][s:e]!r}")
                print(indent(n["text"]))
        print("\n== INCOMPLETE (positives, hit but not covered)")
        for n in pos:
            if n["hit"] and not n["complete"]:
                s, e = n["span"]
                print(f"-- [{n['family']}: {n['tool']}] fmt={n['fmt']} span={s}:{e} value={n['text'][s:e]!r}"
                      f" matches={[(a, b, rr, n['text'][a:b]) for a, b, rr, _v in n['matches']]}")
                print(indent(n["text"]))
        print("\n== FIRING NEGATIVES")
        for n in neg:
            if n["fired"]:
                print(f"-- [{n['family']}: {n['tool']}] fmt={n['fmt']} seed={n['seed']}"
                      f" matches={[(rr, n['text'][a:b]) for a, b, rr, _v in n['matches']]}")
                print(indent(n["text"]))
        print("\n== FLAGGED DEBATABLE")
        for n in deb:
            if n["fired"]:
                print(f"-- [{n['tool']}] matches={[(rr, n['text'][a:b]) for a, b, rr, _v in n['matches']]}")

    if json_path:
        out = dict(summary=dict(positives=len(pos), negatives=len(neg), hit=hit, complete=comp, negatives_firing=fired),
                   notes=[{k: v for k, v in n.items() if k != "raw"} for n in notes])
        with open(json_path, "w") as f:
            json.dump(out, f, indent=1, default=str)


def dry(notes, nsamples):
    errs = self_check(notes)
    pos = [n for n in notes if n["kind"] == "pos"]
    neg = [n for n in notes if n["kind"] == "neg"]
    deb = [n for n in notes if n["kind"] == "deb"]
    tools = {(n["family"], n["tool"]) for n in notes}
    print(f"notes={len(notes)} positives={len(pos)} negatives={len(neg)} debatable={len(deb)}")
    print(f"templates: pos={len(TPLS['pos'])} neg={len(TPLS['neg'])} deb={len(TPLS['deb'])}; distinct tools/idioms={len(tools)}")
    for name, key in (("family", "family"), ("fmt", "fmt"), ("vkind", "vkind")):
        c = defaultdict(int)
        for n in pos:
            c[n[key]] += 1
        print(f"positives by {name}: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
    c = defaultdict(int)
    for n in neg:
        c[n["family"]] += 1
    print("negatives by family: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
    r = random.Random(12345)
    for kind, lst, k in (("POSITIVE", pos, nsamples), ("NEGATIVE", neg, max(1, nsamples // 2)), ("DEBATABLE", deb, 2)):
        for n in r.sample(lst, min(k, len(lst))):
            sp = n["span"]
            print(f"\n---- {kind} [{n['family']}: {n['tool']}] fmt={n['fmt']} span={sp} value={n['text'][sp[0]:sp[1]]!r}" if sp else
                  f"\n---- {kind} [{n['family']}: {n['tool']}] fmt={n['fmt']}")
            print(n["text"], end="")
    print(f"\nSELF-CHECK: {len(errs)} errors")
    for i, e in errs[:50]:
        print(f"  note {i} [{notes[i]['tool']}]: {e}")
    return 1 if errs else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1")
    ap.add_argument("--pos", type=int, default=300)
    ap.add_argument("--neg", type=int, default=300)
    ap.add_argument("--deb", type=int, default=40)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--dry", action="store_true")
    ap.add_argument("--samples", type=int, default=12)
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    notes = build(seeds, a.pos, a.neg, a.deb)
    if a.dry:
        return dry(notes, a.samples)
    errs = self_check(notes)
    if errs:
        print(f"self-check failed: {errs[:5]}", file=sys.stderr)
        return 2
    run(notes, a.verbose, a.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
