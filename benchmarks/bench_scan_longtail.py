# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Long-tail vendor-credential probe: memstone's secret scan on credentials of less common services.

Run: ``PYTHONPATH=src python benchmarks/bench_scan_longtail.py`` (``--seed 1,2,3`` the seeds, ``-v``
lists every miss, partial match and firing negative, ``--dry`` prints samples and runs self-checks
without scanning, ``--list`` prints the format table, ``--exclude a,b`` / ``--exclude-file PATH``
drop formats or vendors by name, ``--all`` plants every format in every applicable context instead of ``--per-format`` of them).

Provenance. Written in the round of 2026-11-24 by a separate pass that read no scanner code, no
scanner rules and no scanner test examples (memstone's or any other tool's), and frozen (its sha256
reported) before its first run against the scanner. The formats are the vendors' public
documentation of their token shapes as remembered (prefix, alphabet, length, structure); each row
says how sure that memory is: D = documented (the shape is stated in the vendor's docs),
S = seen (remembered from docs examples or dashboards; lengths may be off by a few characters),
A = approximate. No credential is stored: every value is drawn from a seeded generator at run time.

Vendors were picked to lie outside the set covered by bench_scan_vendors.py. That set was not shown
to this pass (only the helper section of that file was read), so some overlap is possible: use
``--exclude``/``--exclude-file`` to drop overlapping vendors without editing (and so un-freezing) this file.

kind:
  prefix   - self-identifying: a vendor prefix or structure (URL host, id:secret shape, base64 JSON)
  keyname  - recognisable only from the key name / words around it (bare hex, UUID, random alnum)

Scoring per seed: hit = some match overlaps the planted secret's span; complete = the union of the
match spans covers the whole span; negative firing = any match at all in a negative note. DEBATABLE
items (client ids, keys documented as public but often handled as secrets, test-mode keys) are
reported but not scored.
"""

from __future__ import annotations

import argparse
import base64
import json
import re
import shlex
import sys
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
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
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
OCI = ALNUM + "(){}<>;:.-_#+[]"  # OCI auth tokens mix punctuation in (no quotes, backslash, $ or backtick)


# ---------------------------------------------------------------- generators


def rs(rng: Random, alphabet: str, n: int) -> str:
    """Random body; re-draw the (astronomically unlikely) near-constant string."""
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(n))
        if len(set(s)) > min(4, n // 2):
            return s


def ruuid(rng: Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


@dataclass(frozen=True)
class Shape:
    """A token shape: literal strings, (alphabet, length) runs, choice lists and callables, joined."""

    parts: tuple[object, ...]

    def __call__(self, rng: Random) -> str:
        out: list[str] = []
        for p in self.parts:
            if isinstance(p, str):
                out.append(p)
            elif isinstance(p, tuple):
                out.append(rs(rng, p[0], p[1]))
            elif isinstance(p, list):
                out.append(rng.choice(p))
            elif callable(p):
                out.append(p(rng))
        return "".join(out)

    @property
    def prefix(self) -> str:
        first = self.parts[0] if self.parts else ""
        return first if isinstance(first, str) else ""


def gen(*parts: object) -> Shape:
    return Shape(parts)


def _neptune_rest(rng: Random) -> str:
    # '{"api_address":' is 15 bytes, so its base64 ("eyJhcGlfYWRkcmVzcyI6") is a stable prefix
    rest = f'"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"{ruuid(rng)}"}}'
    return base64.b64encode(rest.encode()).decode()


def _elastic_key(rng: Random) -> str:
    return base64.b64encode(f"{rs(rng, B64URL, 20)}:{rs(rng, B64URL, 22)}".encode()).decode()


def _matrix_rest(rng: Random) -> str:
    local = rng.choice(["deploybot", "alerts", "ci-runner", "opsbridge"])
    return base64.b64encode(local.encode()).decode().rstrip("=") + "_" + rs(rng, ALNUM, 20) + "_" + rs(rng, ALNUM, 6)


def _wp_password(rng: Random) -> str:
    return " ".join(rs(rng, ALNUM, 4) for _ in range(6))


def _fingerprint(rng: Random) -> str:
    return ":".join(rng.choice(HEX) + rng.choice(HEX) for _ in range(16))


def _elastic_cloud_id(rng: Random) -> str:
    raw = f"eu-west-1.aws.found.io${rs(rng, HEX, 32)}${rs(rng, HEX, 32)}"
    return "prod-search:" + base64.b64encode(raw.encode()).decode()


def wrap_cloudinary(rng: Random, v: str) -> str:
    return f"cloudinary://{rs(rng, DIGITS, 15)}:{v}@{rng.choice(['acme-media', 'shop-assets', 'dxk3fz9ab'])}"


def wrap_quicknode(rng: Random, v: str) -> str:
    w = [rng.choice(["hidden", "frosty", "silent", "bold"]), rng.choice(["snowy", "long", "dark", "quiet"]), rng.choice(["field", "pond", "wave", "star"])]
    return f"https://{'-'.join(w)}.quiknode.pro/{v}/"


def url_wrap(template: str) -> Callable[[Random, str], str]:
    return lambda rng, v: template + v


def hdr(name: str, tmpl: str = "{V}", host: str = "{host}", path: str = "/v1/me") -> str:
    return f'curl -s https://{host}{path} -H "{name}: {tmpl}"'


def bearer(host: str = "{host}", path: str = "/v1/me") -> str:
    return hdr("Authorization", "Bearer {V}", host, path)


BEARER = bearer()
CLI = "python scripts/{slug}_sync.py --{flag} {V}"
POST = "curl -s -X POST '{V}' -H 'Content-Type: application/json' -d '{\"msg_type\": \"text\", \"content\": {\"text\": \"deploy done\"}}'"


# ---------------------------------------------------------------- format table


@dataclass(frozen=True)
class Fmt:
    name: str
    vendor: str
    label: str
    cat: str
    kind: str  # prefix | keyname
    conf: str  # D documented | S seen | A approximate
    env: str
    shape: Shape
    http: str = BEARER
    wrap: Callable[[Random, str], str] | None = None

    def slot(self) -> Slot:
        return Slot(self.vendor, self.label, self.env, self.http)


F = Fmt
P, K = "prefix", "keyname"

FORMATS: list[Fmt] = [
    # regional clouds
    F("tencent_secret_id", "Tencent Cloud", "SecretId", "regional_cloud", P, "D", "TENCENTCLOUD_SECRET_ID", gen("AKID", (ALNUM, 32)), "tccli configure set secretId {V}"),  # documented: AKID + 32 alnum
    F("tencent_secret_key", "Tencent Cloud", "SecretKey", "regional_cloud", K, "D", "TENCENTCLOUD_SECRET_KEY", gen((ALNUM, 32)), "tccli configure set secretKey {V}"),  # documented: 32 alnum
    F("yandex_api_key", "Yandex Cloud", "API key", "regional_cloud", P, "S", "YC_API_KEY", gen("AQVN", (B64URL, 36)), hdr("Authorization", "Api-Key {V}", "llm.api.cloud.yandex.net", "/foundationModels/v1/completion")),  # seen: AQVN + 36 b64url
    F("yandex_oauth_token", "Yandex", "OAuth token", "regional_cloud", P, "S", "YC_TOKEN", gen("y0_Ag", (B64URL, 53)), "yc config set token {V}"),  # seen: y0_ + ~55 b64url
    F("huawei_sk", "Huawei Cloud", "secret access key", "regional_cloud", K, "S", "HUAWEICLOUD_SDK_SK", gen((ALNUM, 40)), "hcloud configure set --cli-sk={V}"),  # seen: SK 40 alnum
    F("baidu_bce_sk", "Baidu AI Cloud", "secret access key", "regional_cloud", K, "S", "BCE_SECRET_ACCESS_KEY", gen((HEX, 32)), CLI),  # seen: 32 hex
    F("naver_secret_key", "Naver Cloud", "secret key", "regional_cloud", K, "S", "NCLOUD_SECRET_KEY", gen((ALNUM, 40)), CLI),  # seen: 40 alnum
    F("scaleway_secret_key", "Scaleway", "secret key", "regional_cloud", K, "D", "SCW_SECRET_KEY", gen(ruuid), hdr("X-Auth-Token", "{V}", "api.scaleway.com", "/instance/v1/zones/fr-par-1/servers")),  # documented: UUID
    F("ovh_app_secret", "OVHcloud", "application secret", "regional_cloud", K, "D", "OVH_APPLICATION_SECRET", gen((ALNUM, 32)), CLI),  # documented: 32 alnum
    F("oci_auth_token", "Oracle Cloud", "auth token", "regional_cloud", K, "S", "OCI_AUTH_TOKEN", gen((OCI, 20)), "docker login fra.ocir.io -u 'frxyz/oracleidentitycloudservice/dev@example.com' -p '{V}'"),  # seen: 20 chars incl. punctuation
    F("ibm_cloud_api_key", "IBM Cloud", "API key", "regional_cloud", K, "S", "IBMCLOUD_API_KEY", gen((B64URL, 44)), "ibmcloud login --apikey {V} -r eu-de"),  # seen: 44 b64url
    F("hetzner_token", "Hetzner Cloud", "API token", "regional_cloud", K, "S", "HCLOUD_TOKEN", gen((ALNUM, 64)), bearer("api.hetzner.cloud", "/v1/servers")),  # seen: 64 alnum
    F("vultr_api_key", "Vultr", "API key", "regional_cloud", K, "S", "VULTR_API_KEY", gen((UALNUM, 36)), bearer("api.vultr.com", "/v2/instances")),  # seen: 36 upper alnum
    # infrastructure, networking, storage, secrets managers
    F("cloudinary_url", "Cloudinary", "API secret", "infra", P, "D", "CLOUDINARY_URL", gen((B64URL, 27)), "CLOUDINARY_URL={V} node upload.js", wrap_cloudinary),  # documented: cloudinary://key:secret@cloud
    F("imagekit_private_key", "ImageKit", "private key", "infra", P, "S", "IMAGEKIT_PRIVATE_KEY", gen("private_", (B64, 27), "="), "curl -s -u {V}: https://api.imagekit.io/v1/files"),  # seen: private_ + 28 base64
    F("b2_app_key", "Backblaze B2", "application key", "infra", K, "S", "B2_APPLICATION_KEY", gen("K00", ["1", "2", "3", "4"], (ALNUM, 27)), "b2 account authorize $B2_APPLICATION_KEY_ID {V}"),  # seen: K00n + 27 (31 chars)
    F("uploadcare_secret", "Uploadcare", "secret key", "infra", K, "D", "UPLOADCARE_SECRET_KEY", gen((HEX, 20)), hdr("Authorization", "Uploadcare.Simple $UPLOADCARE_PUBLIC_KEY:{V}", "api.uploadcare.com", "/files/")),  # documented: 20 hex
    F("render_api_key", "Render", "API key", "infra", P, "S", "RENDER_API_KEY", gen("rnd_", (ALNUM, 32)), bearer("api.render.com", "/v1/services")),  # seen: rnd_ + ~32 alnum
    F("deno_deploy_token", "Deno Deploy", "access token", "infra", P, "S", "DENO_DEPLOY_TOKEN", gen("ddp_", (ALNUM, 36)), "deployctl deploy --project=api --token={V} main.ts"),  # seen: ddp_ + 36 alnum
    F("tailscale_auth_key", "Tailscale", "auth key", "infra", P, "D", "TS_AUTHKEY", gen("tskey-auth-k", (ALNUM, 10), "CNTRL-", (ALNUM, 33)), "sudo tailscale up --authkey={V}"),  # documented: tskey-auth-<id>CNTRL-<secret>
    F("zerotier_token", "ZeroTier", "Central API token", "infra", K, "S", "ZEROTIER_CENTRAL_TOKEN", gen((ALNUM, 32)), hdr("Authorization", "token {V}", "api.zerotier.com", "/api/v1/network")),  # seen: 32 alnum
    F("ngrok_authtoken", "ngrok", "authtoken", "infra", K, "S", "NGROK_AUTHTOKEN", gen("2", (ALNUM, 26), "_", (ALNUM, 21)), "ngrok config add-authtoken {V}"),  # seen: 27 base62 _ 21 base62
    F("rancher_token", "Rancher", "API token", "infra", P, "D", "RANCHER_TOKEN", gen("token-", (LALNUM, 5), ":", (LALNUM, 54)), bearer("rancher.example.internal", "/v3/clusters")),  # documented: token-xxxxx:<54>
    F("portainer_token", "Portainer", "access token", "infra", P, "S", "PORTAINER_API_KEY", gen("ptr_", (B64, 43), "="), hdr("X-API-Key", "{V}", "portainer.example.internal:9443", "/api/endpoints")),  # seen: ptr_ + 44 base64
    F("consul_token", "Consul", "ACL token", "infra", K, "D", "CONSUL_HTTP_TOKEN", gen(ruuid), hdr("X-Consul-Token", "{V}", "consul.service.internal:8501", "/v1/kv/app")),  # documented: UUID secret id
    F("bws_access_token", "Bitwarden Secrets Manager", "access token", "infra", P, "S", "BWS_ACCESS_TOKEN", gen("0.", ruuid, ".", (ALNUM, 30), ":", (B64, 22), "=="), "bws secret list --access-token {V}"),  # seen: 0.<uuid>.<30>:<24 b64>
    F("kong_konnect_pat", "Kong Konnect", "personal access token", "infra", P, "D", "KONNECT_TOKEN", gen("kpat_", (ALNUM, 47)), bearer("us.api.konghq.com", "/v2/control-planes")),  # documented: kpat_ + ~47
    # CI/CD, testing, registries
    F("buildkite_api_token", "Buildkite", "API access token", "ci_cd", P, "D", "BUILDKITE_API_TOKEN", gen("bkua_", (HEX, 40)), bearer("api.buildkite.com", "/v2/organizations")),  # documented: bkua_ + 40 hex
    F("coveralls_token", "Coveralls", "repo token", "ci_cd", K, "S", "COVERALLS_REPO_TOKEN", gen((ALNUM, 33)), "coveralls report --repo-token={V} coverage/lcov.info"),  # seen: ~33 alnum
    F("jenkins_api_token", "Jenkins", "API token", "ci_cd", K, "S", "JENKINS_API_TOKEN", gen("11", (HEX, 32)), "curl -s -X POST -u ci-bot:{V} https://jenkins.example.internal/job/deploy/build"),  # seen: 11 + 32 hex
    F("semgrep_token", "Semgrep", "app token", "ci_cd", K, "S", "SEMGREP_APP_TOKEN", gen((HEX, 64)), "SEMGREP_APP_TOKEN={V} semgrep ci"),  # seen: 64 hex
    F("browserstack_key", "BrowserStack", "access key", "ci_cd", K, "S", "BROWSERSTACK_ACCESS_KEY", gen((ALNUM, 20)), 'curl -s -u "$BROWSERSTACK_USERNAME:{V}" https://api.browserstack.com/automate/plan.json'),  # seen: 20 alnum
    F("cypress_record_key", "Cypress Cloud", "record key", "ci_cd", K, "S", "CYPRESS_RECORD_KEY", gen(ruuid), "npx cypress run --record --key {V}"),  # seen: UUID
    F("dbt_cloud_token", "dbt Cloud", "service token", "ci_cd", P, "S", "DBT_CLOUD_API_TOKEN", gen("dbtc_", (B64URL, 56)), hdr("Authorization", "Token {V}", "cloud.getdbt.com", "/api/v2/accounts/")),  # seen: dbtc_ prefix; length approximate
    F("crates_io_token", "crates.io", "API token", "registry", P, "D", "CARGO_REGISTRY_TOKEN", gen("cio", (ALNUM, 32)), "cargo login {V}"),  # documented: cio + 32 alnum
    F("hexpm_api_key", "Hex.pm", "API key", "registry", K, "S", "HEX_API_KEY", gen((HEX, 32)), hdr("Authorization", "{V}", "hex.pm", "/api/users/me")),  # seen: 32 hex
    F("cloudsmith_api_key", "Cloudsmith", "API key", "registry", K, "S", "CLOUDSMITH_API_KEY", gen((HEX, 40)), hdr("X-Api-Key", "{V}", "api.cloudsmith.io", "/v1/user/self/")),  # seen: 40 hex
    # observability
    F("honeycomb_ingest_key", "Honeycomb", "ingest key", "observability", P, "A", "HONEYCOMB_API_KEY", gen("hcaik_01", (LALNUM, 56)), hdr("X-Honeycomb-Team", "{V}", "api.honeycomb.io", "/1/auth")),  # approximate: hcaik_ + 58 lowercase alnum
    F("honeycomb_config_key", "Honeycomb", "configuration key", "observability", K, "D", "HONEYCOMB_WRITEKEY", gen((ALNUM, 22)), hdr("X-Honeycomb-Team", "{V}", "api.honeycomb.io", "/1/auth")),  # documented: 22 alnum (classic/config keys)
    F("axiom_api_token", "Axiom", "API token", "observability", P, "D", "AXIOM_TOKEN", gen("xaat-", ruuid), bearer("api.axiom.co", "/v1/datasets")),  # documented: xaat- + UUID
    F("coralogix_key", "Coralogix", "Send-Your-Data API key", "observability", P, "A", "CORALOGIX_PRIVATE_KEY", gen("cxtp_", (ALNUM, 30)), bearer("ingress.eu2.coralogix.com", "/logs/v1/singles")),  # approximate: cxtp_ + ~30
    F("checkly_api_key", "Checkly", "API key", "observability", P, "S", "CHECKLY_API_KEY", gen("cu_", (HEX, 32)), bearer("api.checklyhq.com", "/v1/checks")),  # seen: cu_ + 32 hex
    F("uptimerobot_api_key", "UptimeRobot", "main API key", "observability", P, "S", "UPTIMEROBOT_API_KEY", gen("u", (DIGITS, 7), "-", (HEX, 24)), "curl -s -X POST https://api.uptimerobot.com/v2/getMonitors -d 'api_key={V}&format=json'"),  # seen: u<digits>-<24 hex>
    F("logzio_token", "Logz.io", "shipping token", "observability", K, "S", "LOGZIO_TOKEN", gen((LALNUM, 32)), "curl -s -X POST 'https://listener.logz.io:8071/?token={V}&type=json' -d '{\"message\": \"hi\"}'"),  # seen: 32 lowercase alnum
    F("rollbar_token", "Rollbar", "server access token", "observability", K, "D", "ROLLBAR_ACCESS_TOKEN", gen((HEX, 32)), hdr("X-Rollbar-Access-Token", "{V}", "api.rollbar.com", "/api/1/items/")),  # documented: 32 hex
    F("opsgenie_key", "Opsgenie", "API key", "observability", K, "D", "OPSGENIE_API_KEY", gen(ruuid), hdr("Authorization", "GenieKey {V}", "api.opsgenie.com", "/v2/alerts")),  # documented: UUID
    F("splunk_hec_token", "Splunk", "HEC token", "observability", K, "D", "SPLUNK_HEC_TOKEN", gen(ruuid), hdr("Authorization", "Splunk {V}", "splunk.example.internal:8088", "/services/collector/event")),  # documented: UUID
    # analytics
    F("posthog_personal_key", "PostHog", "personal API key", "analytics", P, "D", "POSTHOG_PERSONAL_API_KEY", gen("phx_", (ALNUM, 43)), bearer("us.posthog.com", "/api/projects/")),  # documented: phx_ + 43
    F("mixpanel_api_secret", "Mixpanel", "API secret", "analytics", K, "D", "MIXPANEL_API_SECRET", gen((HEX, 32)), "curl -s -u {V}: 'https://data.mixpanel.com/api/2.0/export?from_date=2026-11-01&to_date=2026-11-02'"),  # documented: 32 hex
    F("amplitude_secret", "Amplitude", "secret key", "analytics", K, "D", "AMPLITUDE_SECRET_KEY", gen((HEX, 32)), "curl -s -u $AMPLITUDE_API_KEY:{V} 'https://amplitude.com/api/2/export?start=20261101T00&end=20261102T00'"),  # documented: 32 hex
    F("metabase_api_key", "Metabase", "API key", "analytics", P, "S", "METABASE_API_KEY", gen("mb_", (B64, 43), "="), hdr("x-api-key", "{V}", "metabase.example.internal", "/api/user/current")),  # seen: mb_ + 44 base64
    # payments
    F("mollie_live_key", "Mollie", "live API key", "payments", P, "D", "MOLLIE_API_KEY", gen("live_", (ALNUM, 30)), bearer("api.mollie.com", "/v2/payments")),  # documented: live_ + 30
    F("paystack_secret_key", "Paystack", "secret key", "payments", P, "D", "PAYSTACK_SECRET_KEY", gen("sk_live_", (HEX, 40)), bearer("api.paystack.co", "/transaction")),  # documented: sk_live_ + 40 hex
    F("midtrans_server_key", "Midtrans", "server key", "payments", P, "D", "MIDTRANS_SERVER_KEY", gen("Mid-server-", (B64URL, 24)), "curl -s -u {V}: https://api.midtrans.com/v2/charge"),  # documented: Mid-server- + 24
    F("xendit_secret_key", "Xendit", "secret API key", "payments", P, "D", "XENDIT_SECRET_KEY", gen("xnd_production_", (B64URL, 60)), "curl -s https://api.xendit.co/balance -u {V}:"),  # documented: xnd_production_ + ~60
    F("revenuecat_secret_key", "RevenueCat", "secret API key", "payments", P, "S", "REVENUECAT_SECRET_KEY", gen("sk_", (ALNUM, 32)), bearer("api.revenuecat.com", "/v1/subscribers/app_user_1")),  # seen: sk_ + ~32
    F("razorpay_key_secret", "Razorpay", "key secret", "payments", K, "D", "RAZORPAY_KEY_SECRET", gen((ALNUM, 24)), "curl -s -u $RAZORPAY_KEY_ID:{V} https://api.razorpay.com/v1/payments"),  # documented: 24 alnum
    F("authnet_transaction_key", "Authorize.net", "transaction key", "payments", K, "D", "AUTHORIZE_NET_TRANSACTION_KEY", gen((ALNUM, 16)), CLI),  # documented: 16 alnum
    F("stytch_secret", "Stytch", "project secret", "identity", P, "D", "STYTCH_SECRET", gen("secret-live-", (B64URL, 36)), "curl -s -u $STYTCH_PROJECT_ID:{V} https://api.stytch.com/v1/users"),  # documented: secret-live- + ~36
    # crypto
    F("binance_api_secret", "Binance", "API secret", "crypto", K, "D", "BINANCE_API_SECRET", gen((ALNUM, 64)), "python bot.py --exchange binance --api-secret {V}"),  # documented: 64 alnum
    F("okx_secret_key", "OKX", "API secret key", "crypto", K, "S", "OKX_SECRET_KEY", gen((UHEX, 32)), CLI),  # seen: 32 upper hex
    F("etherscan_api_key", "Etherscan", "API key", "crypto", K, "S", "ETHERSCAN_API_KEY", gen((UALNUM, 34)), "curl -s 'https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&address=0x0000000000000000000000000000000000000000&apikey={V}'"),  # seen: 34 upper alnum
    F("quicknode_endpoint", "QuickNode", "endpoint token", "crypto", P, "S", "QUICKNODE_RPC_URL", gen((HEX, 40)), POST, wrap_quicknode),  # seen: https://<words>.quiknode.pro/<40 hex>/
    F("nostr_nsec", "Nostr", "private key", "crypto", P, "D", "NOSTR_NSEC", gen("nsec1", (BECH32, 58)), "nak event --sec {V} -c 'hello'"),  # documented (NIP-19): nsec1 + 58 bech32
    F("coingecko_pro_key", "CoinGecko", "Pro API key", "crypto", P, "S", "COINGECKO_API_KEY", gen("CG-", (ALNUM, 25)), hdr("x-cg-pro-api-key", "{V}", "pro-api.coingecko.com", "/api/v3/ping")),  # seen: CG- + 25
    # email
    F("mailjet_api_secret", "Mailjet", "API secret key", "email", K, "D", "MAILJET_API_SECRET", gen((HEX, 32)), 'curl -s -X POST --user "$MJ_APIKEY_PUBLIC:{V}" https://api.mailjet.com/v3.1/send'),  # documented: 32 hex
    F("postmark_server_token", "Postmark", "server API token", "email", K, "D", "POSTMARK_SERVER_TOKEN", gen(ruuid), hdr("X-Postmark-Server-Token", "{V}", "api.postmarkapp.com", "/email")),  # documented: UUID
    F("sparkpost_api_key", "SparkPost", "API key", "email", K, "S", "SPARKPOST_API_KEY", gen((HEX, 40)), hdr("Authorization", "{V}", "api.sparkpost.com", "/api/v1/transmissions")),  # seen: 40 hex
    F("mailersend_token", "MailerSend", "API token", "email", P, "S", "MAILERSEND_API_KEY", gen("mlsn.", (HEX, 64)), bearer("api.mailersend.com", "/v1/email")),  # seen: mlsn. + 64 hex
    F("resend_api_key", "Resend", "API key", "email", P, "S", "RESEND_API_KEY", gen("re_", (ALNUM, 8), "_", (ALNUM, 24)), bearer("api.resend.com", "/emails")),  # seen: re_<8>_<24>
    # messaging, realtime, notifications
    F("vonage_api_secret", "Vonage", "API secret", "messaging", K, "D", "VONAGE_API_SECRET", gen((ALNUM, 16)), "curl -s -X POST https://rest.nexmo.com/sms/json -d api_key=$VONAGE_API_KEY -d api_secret={V} -d to=447700900000"),  # documented: 16 alnum
    F("plivo_auth_token", "Plivo", "auth token", "messaging", K, "D", "PLIVO_AUTH_TOKEN", gen((ALNUM, 40)), "curl -s -u $PLIVO_AUTH_ID:{V} https://api.plivo.com/v1/Account/$PLIVO_AUTH_ID/"),  # documented: 40 alnum
    F("pusher_app_secret", "Pusher", "app secret", "messaging", K, "D", "PUSHER_APP_SECRET", gen((HEX, 20)), CLI),  # documented: 20 hex
    F("livekit_api_secret", "LiveKit", "API secret", "messaging", K, "D", "LIVEKIT_API_SECRET", gen((ALNUM, 43)), "lk token create --api-key $LIVEKIT_API_KEY --api-secret {V} --join --room demo"),  # documented-ish: ~43 alnum
    F("ably_api_key", "Ably", "API key", "messaging", P, "D", "ABLY_API_KEY", gen((B64URL, 6), ".", (B64URL, 6), ":", (B64URL, 43)), "curl -s -u {V} https://rest.ably.io/channels/test/messages"),  # documented: appId.keyId:secret
    F("pubnub_secret_key", "PubNub", "secret key", "messaging", P, "S", "PUBNUB_SECRET_KEY", gen("sec-c-", (ALNUM, 48)), CLI),  # seen: sec-c- + ~48 base64
    F("pushbullet_token", "Pushbullet", "access token", "messaging", P, "S", "PUSHBULLET_ACCESS_TOKEN", gen("o.", (ALNUM, 32)), hdr("Access-Token", "{V}", "api.pushbullet.com", "/v2/users/me")),  # seen: o. + 32
    F("ntfy_token", "ntfy", "access token", "messaging", P, "D", "NTFY_TOKEN", gen("tk_", (LALNUM, 29)), "curl -H \"Authorization: Bearer {V}\" -d 'backup done' https://ntfy.sh/ops-alerts"),  # documented: tk_ + 29 lowercase alnum
    F("courier_auth_token", "Courier", "auth token", "messaging", P, "S", "COURIER_AUTH_TOKEN", gen("pk_prod_", (UALNUM, 28)), bearer("api.courier.com", "/send")),  # seen: pk_prod_ + 28 upper alnum (a secret despite pk_)
    # chat bots, social
    F("line_channel_secret", "LINE", "channel secret", "chat_bot", K, "D", "LINE_CHANNEL_SECRET", gen((HEX, 32)), CLI),  # documented: 32 hex
    F("line_channel_token", "LINE", "channel access token", "chat_bot", K, "D", "LINE_CHANNEL_ACCESS_TOKEN", gen((B64, 171), "="), bearer("api.line.me", "/v2/bot/info")),  # documented-ish: ~172 base64
    F("pushover_app_token", "Pushover", "application token", "chat_bot", K, "D", "PUSHOVER_APP_TOKEN", gen("a", (LALNUM, 29)), "curl -s --form-string token={V} --form-string user=$PUSHOVER_USER --form-string message=hi https://api.pushover.net/1/messages.json"),  # documented: 30 lowercase alnum
    F("wechat_app_secret", "WeChat", "AppSecret", "chat_bot", K, "D", "WECHAT_APP_SECRET", gen((HEX, 32)), "curl -s 'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=$WECHAT_APP_ID&secret={V}'"),  # documented: 32 hex
    F("lark_app_secret", "Lark", "app secret", "chat_bot", K, "S", "LARK_APP_SECRET", gen((ALNUM, 32)), "curl -s -X POST https://open.larksuite.com/open-apis/auth/v3/tenant_access_token/internal -d '{\"app_id\": \"cli_a1\", \"app_secret\": \"{V}\"}'"),  # seen: 32 alnum
    F("feishu_webhook", "Feishu", "bot webhook", "chat_bot", P, "D", "FEISHU_WEBHOOK_URL", gen(ruuid), POST, url_wrap("https://open.feishu.cn/open-apis/bot/v2/hook/")),  # documented: .../bot/v2/hook/<uuid>
    F("dingtalk_webhook", "DingTalk", "robot webhook", "chat_bot", P, "D", "DINGTALK_WEBHOOK", gen((HEX, 64)), POST, url_wrap("https://oapi.dingtalk.com/robot/send?access_token=")),  # documented: robot/send?access_token=<64 hex>
    F("wecom_webhook", "WeCom", "group robot webhook", "chat_bot", P, "D", "WECOM_WEBHOOK_URL", gen(ruuid), POST, url_wrap("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=")),  # documented: webhook/send?key=<uuid>
    F("matrix_access_token", "Matrix", "access token", "chat_bot", P, "D", "MATRIX_ACCESS_TOKEN", gen("syt_", _matrix_rest), bearer("matrix.org", "/_matrix/client/v3/account/whoami")),  # documented (Synapse): syt_<b64 user>_<20>_<6>
    F("kakao_rest_key", "Kakao", "REST API key", "social", K, "S", "KAKAO_REST_API_KEY", gen((HEX, 32)), hdr("Authorization", "KakaoAK {V}", "dapi.kakao.com", "/v2/local/search/address.json")),  # seen: 32 hex
    F("bluesky_app_password", "Bluesky", "app password", "social", K, "D", "BLUESKY_APP_PASSWORD", gen((LALNUM, 4), "-", (LALNUM, 4), "-", (LALNUM, 4), "-", (LALNUM, 4)), "curl -s -X POST https://bsky.social/xrpc/com.atproto.server.createSession -H 'Content-Type: application/json' -d '{\"identifier\": \"ops.example.com\", \"password\": \"{V}\"}'"),  # documented: xxxx-xxxx-xxxx-xxxx
    F("spotify_client_secret", "Spotify", "client secret", "social", K, "D", "SPOTIFY_CLIENT_SECRET", gen((HEX, 32)), "curl -s -X POST https://accounts.spotify.com/api/token -d grant_type=client_credentials -u $SPOTIFY_CLIENT_ID:{V}"),  # documented: 32 hex
    # CRM, marketing, productivity
    F("pipedrive_api_token", "Pipedrive", "API token", "crm", K, "S", "PIPEDRIVE_API_TOKEN", gen((HEX, 40)), hdr("x-api-token", "{V}", "api.pipedrive.com", "/v1/deals")),  # seen: 40 hex
    F("activecampaign_api_key", "ActiveCampaign", "API key", "crm", K, "S", "ACTIVECAMPAIGN_API_KEY", gen((HEX, 72)), hdr("Api-Token", "{V}", "acme.api-us1.com", "/api/3/contacts")),  # seen: 72 hex
    F("close_api_key", "Close", "API key", "crm", P, "S", "CLOSE_API_KEY", gen("api_", (ALNUM, 22), ".", (ALNUM, 22)), "curl -s -u {V}: https://api.close.com/api/v1/me/"),  # seen: api_<22>.<22>
    F("zoho_refresh_token", "Zoho", "OAuth refresh token", "crm", P, "D", "ZOHO_REFRESH_TOKEN", gen("1000.", (HEX, 32), ".", (HEX, 32)), "curl -s -X POST 'https://accounts.zoho.com/oauth/v2/token?grant_type=refresh_token&refresh_token={V}'"),  # documented: 1000.<32 hex>.<32 hex>
    F("todoist_api_token", "Todoist", "API token", "productivity", K, "S", "TODOIST_API_TOKEN", gen((HEX, 40)), bearer("api.todoist.com", "/rest/v2/projects")),  # seen: 40 hex
    F("clickup_token", "ClickUp", "personal API token", "productivity", P, "D", "CLICKUP_API_TOKEN", gen("pk_", (DIGITS, 8), "_", (UALNUM, 32)), hdr("Authorization", "{V}", "api.clickup.com", "/api/v2/team")),  # documented: pk_<user id>_<32 upper alnum>
    F("trello_token", "Trello", "API token", "productivity", P, "S", "TRELLO_TOKEN", gen("ATTA", (HEX, 64), (UHEX, 8)), "curl -s 'https://api.trello.com/1/members/me/boards?key=$TRELLO_KEY&token={V}'"),  # seen: ATTA + 64 hex + 8 hex
    F("harvest_pat", "Harvest", "personal access token", "productivity", P, "S", "HARVEST_ACCESS_TOKEN", gen((DIGITS, 7), ".pt.", (B64URL, 86)), bearer("api.harvestapp.com", "/v2/users/me")),  # seen: <id>.pt.<86 b64url>
    F("nylas_api_key", "Nylas", "API key", "productivity", P, "S", "NYLAS_API_KEY", gen("nyk_v0_", (ALNUM, 48)), bearer("api.us.nylas.com", "/v3/grants")),  # seen: nyk_v0_ + ~48
    F("calcom_api_key", "Cal.com", "API key", "productivity", P, "S", "CAL_API_KEY", gen("cal_live_", (HEX, 32)), bearer("api.cal.com", "/v2/bookings")),  # seen: cal_live_ + 32 hex
    # e-commerce
    F("woocommerce_secret", "WooCommerce", "consumer secret", "ecommerce", P, "D", "WC_CONSUMER_SECRET", gen("cs_", (HEX, 40)), "curl -s https://shop.example.com/wp-json/wc/v3/orders -u $WC_CONSUMER_KEY:{V}"),  # documented: cs_ + 40 hex
    F("ecwid_secret_token", "Ecwid", "secret token", "ecommerce", P, "D", "ECWID_SECRET_TOKEN", gen("secret_", (ALNUM, 32)), bearer("app.ecwid.com", "/api/v3/1234567/products")),  # documented: secret_ + 32
    F("amazon_lwa_refresh", "Amazon SP-API", "LWA refresh token", "ecommerce", P, "S", "LWA_REFRESH_TOKEN", gen("Atzr|IwEBI", (B64URL, 300)), "curl -s -X POST https://api.amazon.com/auth/o2/token -d 'grant_type=refresh_token&refresh_token={V}'"),  # seen: Atzr|IwEBI + ~300
    F("bigcommerce_token", "BigCommerce", "API access token", "ecommerce", K, "S", "BIGCOMMERCE_ACCESS_TOKEN", gen((LALNUM, 31)), hdr("X-Auth-Token", "{V}", "api.bigcommerce.com", "/stores/abc123/v3/catalog/products")),  # seen: 31 lowercase alnum
    # maps, weather, data APIs
    F("here_api_key", "HERE", "API key", "maps_data", K, "D", "HERE_API_KEY", gen((B64URL, 43)), "curl -s 'https://geocode.search.hereapi.com/v1/geocode?q=Berlin&apiKey={V}'"),  # documented: 43 b64url
    F("openweathermap_key", "OpenWeatherMap", "API key", "maps_data", K, "S", "OPENWEATHERMAP_API_KEY", gen((HEX, 32)), "curl -s 'https://api.openweathermap.org/data/2.5/weather?q=Oslo&appid={V}'"),  # seen: 32 hex
    F("newsapi_key", "NewsAPI", "API key", "maps_data", K, "S", "NEWSAPI_KEY", gen((HEX, 32)), hdr("X-Api-Key", "{V}", "newsapi.org", "/v2/top-headlines?country=de")),  # seen: 32 hex
    F("radar_secret_key", "Radar", "live secret key", "maps_data", P, "D", "RADAR_SECRET_KEY", gen("prj_live_sk_", (HEX, 40)), hdr("Authorization", "{V}", "api.radar.io", "/v1/geofences")),  # documented: prj_live_sk_ + 40 hex
    F("foursquare_api_key", "Foursquare", "Places API key", "maps_data", P, "S", "FOURSQUARE_API_KEY", gen("fsq3", (B64, 44)), hdr("Authorization", "{V}", "api.foursquare.com", "/v3/places/search")),  # seen: fsq3 + ~44
    F("apify_token", "Apify", "API token", "maps_data", P, "D", "APIFY_TOKEN", gen("apify_api_", (ALNUM, 36)), bearer("api.apify.com", "/v2/users/me")),  # documented: apify_api_ + 36
    # security, identity
    F("shodan_api_key", "Shodan", "API key", "security", K, "S", "SHODAN_API_KEY", gen((ALNUM, 32)), "shodan init {V}"),  # seen: 32 alnum
    F("virustotal_api_key", "VirusTotal", "API key", "security", K, "D", "VT_API_KEY", gen((HEX, 64)), hdr("x-apikey", "{V}", "www.virustotal.com", "/api/v3/users/me")),  # documented: 64 hex
    F("hibp_api_key", "Have I Been Pwned", "API key", "security", K, "D", "HIBP_API_KEY", gen((HEX, 32)), hdr("hibp-api-key", "{V}", "haveibeenpwned.com", "/api/v3/breachedaccount/test@example.com")),  # documented: 32 hex
    F("crowdstrike_secret", "CrowdStrike Falcon", "API client secret", "security", K, "S", "FALCON_CLIENT_SECRET", gen((ALNUM, 40)), "curl -s -X POST https://api.crowdstrike.com/oauth2/token -d client_id=$FALCON_CLIENT_ID -d client_secret={V}"),  # seen: 40 alnum
    F("ory_pat", "Ory", "project API key", "identity", P, "D", "ORY_API_KEY", gen("ory_pat_", (ALNUM, 32)), bearer("acme.projects.oryapis.com", "/admin/identities")),  # documented: ory_pat_ + 32
    F("persona_api_key", "Persona", "API key", "identity", P, "S", "PERSONA_API_KEY", gen("persona_production_", ruuid), bearer("withpersona.com", "/api/v1/inquiries")),  # seen: persona_production_ + UUID
    F("onfido_api_token", "Onfido", "API token", "identity", P, "S", "ONFIDO_API_TOKEN", gen("api_live.", (B64URL, 11), ".", (B64URL, 32)), hdr("Authorization", "Token token={V}", "api.eu.onfido.com", "/v3.6/applicants")),  # seen: api_live.<11>.<32>
    # databases, search, BaaS
    F("influxdb_token", "InfluxDB", "API token", "database", K, "D", "INFLUX_TOKEN", gen((B64URL, 86), "=="), hdr("Authorization", "Token {V}", "eu-central-1-1.aws.cloud2.influxdata.com", "/api/v2/buckets")),  # documented: 88 chars base64url ending ==
    F("elastic_api_key", "Elastic", "API key", "database", K, "D", "ELASTIC_API_KEY", gen(_elastic_key), hdr("Authorization", "ApiKey {V}", "es.example.internal:9200", "/_cluster/health")),  # documented: base64(id:api_key)
    F("hasura_admin_secret", "Hasura", "admin secret", "database", K, "D", "HASURA_GRAPHQL_ADMIN_SECRET", gen((ALNUM, 32)), hdr("x-hasura-admin-secret", "{V}", "acme.hasura.app", "/v1/graphql")),  # documented: user-chosen; 32 alnum here
    F("clickhouse_key_secret", "ClickHouse Cloud", "API key secret", "database", K, "S", "CLICKHOUSE_KEY_SECRET", gen("4b1d", (ALNUM, 38)), "curl -s -u $CLICKHOUSE_KEY_ID:{V} https://api.clickhouse.cloud/v1/organizations"),  # seen: 4b1d + ~38
    F("upstash_redis_token", "Upstash", "Redis REST token", "database", K, "A", "UPSTASH_REDIS_REST_TOKEN", gen("A", ["X", "Y", "Z"], (B64URL, 58)), bearer("eu1-happy-fox-31337.upstash.io", "/get/foo")),  # approximate: A + ~59 b64url
    F("neon_api_key", "Neon", "API key", "database", P, "S", "NEON_API_KEY", gen("napi_", (LALNUM, 64)), bearer("console.neon.tech", "/api/v2/projects")),  # seen: napi_ + 64 lowercase alnum
    F("xata_api_key", "Xata", "API key", "database", P, "D", "XATA_API_KEY", gen("xau_", (ALNUM, 32)), bearer("api.xata.io", "/workspaces")),  # documented: xau_ + 32
    F("fauna_secret", "Fauna", "secret", "database", P, "S", "FAUNA_SECRET", gen("fnAE", (B64URL, 36)), bearer("db.fauna.com", "/query/1")),  # seen: fnA + ~37
    F("appwrite_api_key", "Appwrite", "API key", "database", P, "S", "APPWRITE_API_KEY", gen("standard_", (HEX, 256)), hdr("X-Appwrite-Key", "{V}", "cloud.appwrite.io", "/v1/users")),  # seen: standard_ + 256 hex
    # feature flags
    F("flagsmith_server_key", "Flagsmith", "server-side environment key", "feature_flags", P, "D", "FLAGSMITH_SERVER_KEY", gen("ser.", (ALNUM, 22)), hdr("X-Environment-Key", "{V}", "edge.api.flagsmith.com", "/api/v1/flags/")),  # documented: ser. + 22
    F("unleash_token", "Unleash", "API token", "feature_flags", P, "D", "UNLEASH_API_TOKEN", gen(["*:*.", "default:production.", "*:development."], (HEX, 64)), hdr("Authorization", "{V}", "unleash.example.internal", "/api/client/features")),  # documented: <project>:<env>.<64 hex>
    F("statsig_server_secret", "Statsig", "server secret key", "feature_flags", P, "D", "STATSIG_SERVER_SECRET", gen("secret-", (ALNUM, 43)), hdr("statsig-api-key", "{V}", "api.statsig.com", "/v1/check_gate")),  # documented: secret- + ~43
    # CMS, docs
    F("ghost_admin_key", "Ghost", "Admin API key", "cms", P, "D", "GHOST_ADMIN_API_KEY", gen((HEX, 24), ":", (HEX, 64)), CLI),  # documented: <24 hex id>:<64 hex secret>
    F("builder_private_key", "Builder.io", "private key", "cms", P, "S", "BUILDER_PRIVATE_KEY", gen("bpk-", (HEX, 32)), bearer("builder.io", "/api/v1/write/page")),  # seen: bpk- + 32 hex
    F("gitbook_api_token", "GitBook", "API token", "cms", P, "S", "GITBOOK_API_TOKEN", gen("gb_api_", (ALNUM, 40)), bearer("api.gitbook.com", "/v1/user")),  # seen: gb_api_ + ~40
    F("strapi_api_token", "Strapi", "API token", "cms", K, "S", "STRAPI_API_TOKEN", gen((HEX, 256)), bearer("cms.example.com", "/api/articles")),  # seen: 256 hex
    F("webflow_api_token", "Webflow", "API token", "cms", K, "S", "WEBFLOW_API_TOKEN", gen((HEX, 64)), bearer("api.webflow.com", "/v2/sites")),  # seen: 64 hex
    F("wp_app_password", "WordPress", "application password", "cms", K, "D", "WP_APPLICATION_PASSWORD", gen(_wp_password), 'curl -s --user "deploy:{V}" https://blog.example.com/wp-json/wp/v2/posts'),  # documented: 6 groups of 4, spaces
    # AI / ML
    F("modal_token_secret", "Modal", "token secret", "ai_ml", P, "S", "MODAL_TOKEN_SECRET", gen("as-", (ALNUM, 22)), "modal token set --token-id $MODAL_TOKEN_ID --token-secret {V}"),  # seen: as- + 22
    F("deepl_free_key", "DeepL", "API Free auth key", "ai_ml", P, "D", "DEEPL_AUTH_KEY", gen(ruuid, ":fx"), hdr("Authorization", "DeepL-Auth-Key {V}", "api-free.deepl.com", "/v2/usage")),  # documented: UUID + :fx
    F("together_api_key", "Together AI", "API key", "ai_ml", P, "S", "TOGETHER_API_KEY", gen("tgp_v1_", (B64URL, 43)), bearer("api.together.xyz", "/v1/models")),  # seen: tgp_v1_ + 43
    F("fireworks_api_key", "Fireworks AI", "API key", "ai_ml", P, "S", "FIREWORKS_API_KEY", gen("fw_", (ALNUM, 24)), bearer("api.fireworks.ai", "/inference/v1/models")),  # seen: fw_ + ~24
    F("voyage_api_key", "Voyage AI", "API key", "ai_ml", P, "S", "VOYAGE_API_KEY", gen("pa-", (B64URL, 43)), bearer("api.voyageai.com", "/v1/embeddings")),  # seen: pa- + 43
    F("jina_api_key", "Jina AI", "API key", "ai_ml", P, "S", "JINA_API_KEY", gen("jina_", (ALNUM, 60)), bearer("api.jina.ai", "/v1/embeddings")),  # seen: jina_ + ~60
    F("tavily_api_key", "Tavily", "API key", "ai_ml", P, "S", "TAVILY_API_KEY", gen("tvly-", ["", "dev-"], (ALNUM, 32)), bearer("api.tavily.com", "/search")),  # seen: tvly-[dev-] + 32
    F("firecrawl_api_key", "Firecrawl", "API key", "ai_ml", P, "S", "FIRECRAWL_API_KEY", gen("fc-", (HEX, 32)), bearer("api.firecrawl.dev", "/v1/scrape")),  # seen: fc- + 32 hex
    F("langfuse_secret_key", "Langfuse", "secret key", "ai_ml", P, "D", "LANGFUSE_SECRET_KEY", gen("sk-lf-", ruuid), "curl -s -u $LANGFUSE_PUBLIC_KEY:{V} https://cloud.langfuse.com/api/public/traces"),  # documented: sk-lf- + UUID
    F("langsmith_api_key", "LangSmith", "API key", "ai_ml", P, "S", "LANGSMITH_API_KEY", gen("lsv2_pt_", (HEX, 32), "_", (HEX, 10)), hdr("x-api-key", "{V}", "api.smith.langchain.com", "/api/v1/sessions")),  # seen: lsv2_pt_<32 hex>_<10 hex>
    F("neptune_api_token", "neptune.ai", "API token", "ai_ml", P, "S", "NEPTUNE_API_TOKEN", gen("eyJhcGlfYWRkcmVzcyI6", _neptune_rest), CLI),  # seen: base64 JSON {"api_address":...,"api_key":...}
    F("e2b_api_key", "E2B", "API key", "ai_ml", P, "S", "E2B_API_KEY", gen("e2b_", (HEX, 40)), hdr("X-API-Key", "{V}", "api.e2b.dev", "/sandboxes")),  # seen: e2b_ + 40 hex
    F("browserbase_api_key", "Browserbase", "API key", "ai_ml", P, "S", "BROWSERBASE_API_KEY", gen("bb_live_", (B64URL, 27)), hdr("X-BB-API-Key", "{V}", "api.browserbase.com", "/v1/sessions")),  # seen: bb_live_ + ~27
    F("wandb_api_key", "Weights & Biases", "API key", "ai_ml", K, "D", "WANDB_API_KEY", gen((HEX, 40)), "wandb login {V}"),  # documented: 40 hex
    F("kaggle_key", "Kaggle", "API key", "ai_ml", K, "D", "KAGGLE_KEY", gen((HEX, 32)), "curl -s -u $KAGGLE_USERNAME:{V} https://www.kaggle.com/api/v1/datasets/list"),  # documented: 32 hex
    F("deepgram_api_key", "Deepgram", "API key", "ai_ml", K, "S", "DEEPGRAM_API_KEY", gen((HEX, 40)), hdr("Authorization", "Token {V}", "api.deepgram.com", "/v1/projects")),  # seen: 40 hex
    F("exa_api_key", "Exa", "API key", "ai_ml", K, "S", "EXA_API_KEY", gen(ruuid), hdr("x-api-key", "{V}", "api.exa.ai", "/search")),  # seen: UUID
]

# ---------------------------------------------------------------- contexts


@dataclass(frozen=True)
class Slot:
    vendor: str
    label: str
    env: str
    http: str = ""


def slug(s: str, sep: str = "_") -> str:
    return re.sub(r"[^a-z0-9]+", sep, s.lower()).strip(sep)


def short_key(env: str) -> str:
    parts = env.lower().split("_")
    return "_".join(parts[1:]) or parts[0]


def camel(snake: str) -> str:
    head, *tail = snake.split("_")
    return head + "".join(w.capitalize() for w in tail)


def yq(v: str) -> str:
    return v if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_./+=:?&%|,-]*", v) else f'"{v}"'


def heading(rng: Random, s: Slot) -> str:
    date = rng.choice(["2026-11-03", "2026-11-17", "2026-11-21"])
    return rng.choice([f"## {s.vendor} ({date})", f"### Notes: {s.vendor} integration", f"## Session log {date}: {s.vendor}"])


def c_env(rng: Random, s: Slot, v: str) -> str:
    return f"{heading(rng, s)}\n\nLocal `.env` for the {slug(s.vendor, '-')} worker:\n\n```env\nAPP_ENV=staging\n{s.env}={shlex.quote(v)}\nLOG_LEVEL=info\n```\n"


def c_export(rng: Random, s: Slot, v: str) -> str:
    return f"{heading(rng, s)}\n\nTo reproduce locally:\n\n```bash\nexport {s.env}={shlex.quote(v)}\npython -m app.worker --once\n```\n"


def c_yaml(rng: Random, s: Slot, v: str) -> str:
    if rng.random() < 0.5:
        body = f"{slug(s.vendor)}:\n  {short_key(s.env)}: {yq(v)}\n  timeout: 30"
    else:
        body = f"service: {slug(s.vendor, '-')}\n{s.env.lower()}: {yq(v)}\nretries: 3"
    return f"{heading(rng, s)}\n\nconfig/staging.yaml as of today:\n\n```yaml\n{body}\n```\n"


def c_json(rng: Random, s: Slot, v: str) -> str:
    doc = {slug(s.vendor): {camel(short_key(s.env)): v, "region": "eu-west-1"}, "debug": False}
    return f"{heading(rng, s)}\n\n`settings.local.json`:\n\n```json\n{json.dumps(doc, indent=2)}\n```\n"


def c_code(rng: Random, s: Slot, v: str) -> str:
    if rng.random() < 0.5:
        return f'{heading(rng, s)}\n\nQuick test script:\n\n```python\n{s.env} = "{v}"  # staging\nresp = session.get(BASE_URL, timeout=30)\n```\n'
    name = camel(slug(s.vendor) + "_" + short_key(s.env))
    return f"{heading(rng, s)}\n\nIn `src/config.ts` for now:\n\n```js\nconst {name} = '{v}';\nexport default {{ {name}, retries: 3 }};\n```\n"


def c_toml(rng: Random, s: Slot, v: str) -> str:
    if rng.random() < 0.5:
        return f'{heading(rng, s)}\n\n```toml\n[{slug(s.vendor)}]\n{short_key(s.env)} = "{v}"\nenabled = true\n```\n'
    return f"{heading(rng, s)}\n\n```ini\n[{slug(s.vendor)}]\n{short_key(s.env)} = {v}\nenabled = true\n```\n"


def c_docker(rng: Random, s: Slot, v: str) -> str:
    return f"{heading(rng, s)}\n\nRan the bridge by hand:\n\n```bash\ndocker run --rm -e {s.env}={shlex.quote(v)} -p 8080:8080 acme/{slug(s.vendor, '-')}-bridge:1.4\n```\n"


def c_gha(rng: Random, s: Slot, v: str) -> str:
    return f"{heading(rng, s)}\n\nTemporary workflow tweak (revert later):\n\n```yaml\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    env:\n      {s.env}: {yq(v)}\n    steps:\n      - uses: actions/checkout@v4\n```\n"


def c_sentence(rng: Random, s: Slot, v: str) -> str:
    shown = f"`{v}`" if rng.random() < 0.5 else v
    return rng.choice([
        f"The {s.vendor} {s.label} for staging is {shown}.",
        f"Noted for later: {s.vendor} {s.label} = {shown} (staging).",
        f"Priya pasted the {s.vendor} {s.label} in chat: {shown}.",
    ]) + "\n"


def c_table(rng: Random, s: Slot, v: str) -> str:
    shown = f"`{v}`" if rng.random() < 0.5 else v
    return f"{heading(rng, s)}\n\n| service | item | value |\n|---|---|---|\n| {s.vendor} | region | eu-west-1 |\n| {s.vendor} | {s.label} | {shown} |\n"


def c_http(rng: Random, s: Slot, v: str) -> str:
    cmd = (s.http or BEARER).replace("{host}", f"api.{slug(s.vendor, '')}.com").replace("{slug}", slug(s.vendor)).replace("{flag}", slug(s.label, "-"))
    return f"{heading(rng, s)}\n\nSmoke test that worked:\n\n```bash\n{cmd.replace('{V}', v)}\n```\n"


def c_k8s(rng: Random, s: Slot, v: str) -> str:
    return f"{heading(rng, s)}\n\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {slug(s.vendor, '-')}-credentials\ntype: Opaque\nstringData:\n  {s.env}: {yq(v)}\n```\n"


def c_anon_env(rng: Random, s: Slot, v: str) -> str:
    name = rng.choice(["TOKEN", "KEY", "VALUE", "NEW", "TMP", "X", "CRED"])
    return f"Scratch from today's session (clean up later):\n\n```\n{name}={shlex.quote(v)}\n```\n"


def c_anon_prose(rng: Random, s: Slot, v: str) -> str:
    return rng.choice([
        f"Rotated it this morning; the new one is `{v}` and the old one is revoked.",
        f"pasted from the dashboard: {v}",
        f"Use {v} until Friday, then switch back to the shared one.",
    ]) + "\n"


Render = Callable[[Random, Slot, str], str]
CONTEXTS: dict[str, Render] = {
    "env_fence": c_env, "export": c_export, "yaml": c_yaml, "json": c_json, "code": c_code, "toml_ini": c_toml,
    "docker": c_docker, "gha_env": c_gha, "sentence": c_sentence, "md_table": c_table, "http": c_http, "k8s_secret": c_k8s,
    "anon_env": c_anon_env, "anon_prose": c_anon_prose,
}  # fmt: skip
ANON = ["anon_env", "anon_prose"]
INFORMATIVE = [c for c in CONTEXTS if c not in ANON]
NEG_CTX = ["env_fence", "export", "yaml", "json", "code", "toml_ini", "docker", "gha_env", "sentence", "md_table"]


# ---------------------------------------------------------------- positives


@dataclass(frozen=True)
class Sample:
    fmt: Fmt
    ctx: str
    seed: int
    text: str
    start: int
    end: int
    secret: str


def plant(fmt: Fmt, ctx: str, seed: int) -> Sample:
    rng = Random(f"pos:{seed}:{fmt.name}:{ctx}")
    secret = fmt.shape(rng)
    shown = fmt.wrap(rng, secret) if fmt.wrap else secret
    text = CONTEXTS[ctx](rng, fmt.slot(), shown)
    i = text.find(shown)
    start = i + shown.find(secret) if i >= 0 else -1
    return Sample(fmt, ctx, seed, text, start, start + len(secret), secret)


def contexts_for(fmt: Fmt, seed: int, per_format: int, every: bool) -> list[str]:
    pool = INFORMATIVE + (ANON if fmt.kind == P else [])
    if every:
        return pool
    rng = Random(f"ctx:{seed}:{fmt.name}")
    if fmt.kind == P:
        return [rng.choice(ANON), *rng.sample(INFORMATIVE, per_format - 1)]
    return rng.sample(INFORMATIVE, per_format)


def positives(fmts: list[Fmt], seed: int, per_format: int, every: bool) -> list[Sample]:
    return [plant(f, c, seed) for f in fmts for c in contexts_for(f, seed, per_format, every)]


# ---------------------------------------------------------------- negatives and debatable items


@dataclass(frozen=True)
class Neg:
    cat: str
    vendor: str
    text: str
    ctx: str


Maker = Callable[[Random, list[Fmt]], Neg]


def kv(cat: str, vendor: str, env: str, label: str, shape: Shape) -> Maker:
    def make(rng: Random, fmts: list[Fmt]) -> Neg:
        ctx = rng.choice(NEG_CTX)
        return Neg(cat, vendor, CONTEXTS[ctx](rng, Slot(vendor, label, env), shape(rng)), ctx)

    return make


NEG_KV: list[Maker] = [
    # publishable / public keys the vendors document as safe to expose
    kv("public_key", "PostHog", "NEXT_PUBLIC_POSTHOG_KEY", "project API key (public)", gen("phc_", (ALNUM, 43))),
    kv("public_key", "Paystack", "PAYSTACK_PUBLIC_KEY", "public key", gen("pk_live_", (HEX, 40))),
    kv("public_key", "Xendit", "XENDIT_PUBLIC_KEY", "public key", gen("xnd_public_production_", (B64URL, 60))),
    kv("public_key", "Midtrans", "MIDTRANS_CLIENT_KEY", "client key", gen("Mid-client-", (B64URL, 16))),
    kv("public_key", "Statsig", "STATSIG_CLIENT_KEY", "client SDK key", gen("client-", (ALNUM, 43))),
    kv("public_key", "Radar", "RADAR_PUBLISHABLE_KEY", "publishable key", gen("prj_live_pk_", (HEX, 40))),
    kv("public_key", "Ecwid", "ECWID_PUBLIC_TOKEN", "public token", gen("public_", (ALNUM, 32))),
    kv("public_key", "RevenueCat", "REVENUECAT_APPLE_API_KEY", "public app-specific API key", gen(["appl_", "goog_"], (ALNUM, 27))),
    kv("public_key", "ImageKit", "IMAGEKIT_PUBLIC_KEY", "public key", gen("public_", (B64, 27), "=")),
    kv("public_key", "PubNub", "PUBNUB_SUBSCRIBE_KEY", "subscribe key", gen("sub-c-", ruuid)),
    kv("public_key", "Uploadcare", "UPLOADCARE_PUBLIC_KEY", "public key", gen((HEX, 20))),
    kv("public_key", "Nostr", "NOSTR_NPUB", "public key (npub)", gen("npub1", (BECH32, 58))),
    kv("public_key", "Checkout.com", "CKO_PUBLIC_KEY", "public key", gen("pk_sbox_", (LALNUM, 26))),
    kv("public_key", "Stytch", "STYTCH_PUBLIC_TOKEN", "public token", gen("public-token-live-", ruuid)),
    # account / org / project identifiers
    kv("identifier", "Oracle Cloud", "OCI_TENANCY_OCID", "tenancy OCID", gen("ocid1.tenancy.oc1..aaaaaaaa", (BASE32L, 52))),
    kv("identifier", "Oracle Cloud", "OCI_USER_OCID", "user OCID", gen("ocid1.user.oc1..aaaaaaaa", (BASE32L, 52))),
    kv("identifier", "Oracle Cloud", "OCI_KEY_FINGERPRINT", "API key fingerprint", gen(_fingerprint)),
    kv("identifier", "Tencent Cloud", "TENCENTCLOUD_APPID", "APPID", gen("125", (DIGITS, 7))),
    kv("identifier", "Scaleway", "SCW_DEFAULT_PROJECT_ID", "project ID", gen(ruuid)),
    kv("identifier", "Scaleway", "SCW_DEFAULT_ORGANIZATION_ID", "organization ID", gen(ruuid)),
    kv("identifier", "Yandex Cloud", "YC_FOLDER_ID", "folder ID", gen("b1g", (LALNUM, 17))),
    kv("identifier", "Huawei Cloud", "HUAWEICLOUD_SDK_PROJECT_ID", "project ID", gen((HEX, 32))),
    kv("identifier", "WeChat", "WECHAT_APP_ID", "AppID", gen("wx", (HEX, 16))),
    kv("identifier", "Lark", "LARK_APP_ID", "app ID", gen("cli_", (HEX, 16))),
    kv("identifier", "LINE", "LINE_CHANNEL_ID", "channel ID", gen("16", (DIGITS, 8))),
    kv("identifier", "Etherscan", "TREASURY_WALLET_ADDRESS", "wallet address", gen("0x", (HEX, 40))),
    kv("identifier", "Trello", "TRELLO_BOARD_ID", "board ID", gen((HEX, 24))),
    kv("identifier", "Mollie", "MOLLIE_PROFILE_ID", "profile ID", gen("pfl_", (ALNUM, 10))),
    kv("identifier", "Matrix", "MATRIX_ROOM_ID", "room ID", gen("!", (ALNUM, 18), ":matrix.org")),
    kv("identifier", "InfluxDB", "INFLUX_ORG_ID", "organization ID", gen((HEX, 16))),
    kv("identifier", "Neon", "NEON_PROJECT_ID", "project ID", gen(["polished", "quiet", "wild", "young"], "-", ["snowflake", "river", "moon", "sun"], "-", (DIGITS, 8))),
    kv("identifier", "PostHog", "POSTHOG_PROJECT_ID", "project ID", gen((DIGITS, 5))),
    kv("identifier", "Elastic", "ELASTIC_CLOUD_ID", "Cloud ID", gen(_elastic_cloud_id)),
    kv("identifier", "Appwrite", "APPWRITE_PROJECT_ID", "project ID", gen((HEX, 20))),
    kv("identifier", "Consul", "CONSUL_NODE_ID", "node ID", gen(ruuid)),
    kv("identifier", "Cloudinary", "CLOUDINARY_CLOUD_NAME", "cloud name", gen(["acme-media", "shop-assets", "dxk3fz9ab"])),
    kv("identifier", "Honeycomb", "HONEYCOMB_DATASET", "dataset", gen(["checkout-api", "edge-proxy", "billing-jobs"])),
    kv("identifier", "Pusher", "PUSHER_APP_ID", "app ID", gen((DIGITS, 7))),
    kv("identifier", "Kaggle", "KAGGLE_USERNAME", "username", gen(["jdoe", "mlops-team", "anna-k"])),
    # URLs without secrets
    kv("url", "Xendit", "XENDIT_CALLBACK_URL", "callback URL", gen("https://api.example.com/webhooks/xendit/", ["invoices", "disbursements"])),
    kv("url", "Paystack", "PAYSTACK_WEBHOOK_URL", "webhook URL", gen("https://hooks.example.com/paystack/", ["prod", "staging"])),
    kv("url", "Mailjet", "MAILJET_API_URL", "API base URL", gen("https://api.mailjet.com/", ["v3.1", "v3/REST"])),
    kv("url", "Consul", "CONSUL_HTTP_ADDR", "address", gen("https://consul.service.internal:", ["8501", "8500"])),
    kv("url", "InfluxDB", "INFLUX_URL", "URL", gen("https://", ["eu-central-1-1", "us-east-1-1"], ".aws.cloud2.influxdata.com")),
    kv("url", "Ghost", "GHOST_API_URL", "Admin API URL", gen("https://blog.example.com/ghost/api/admin/")),
]

DEBATABLE_KV: list[Maker] = [
    kv("client_id", "Razorpay", "RAZORPAY_KEY_ID", "key id", gen("rzp_live_", (ALNUM, 14))),
    kv("client_id", "Zoho", "ZOHO_CLIENT_ID", "client ID", gen("1000.", (UALNUM, 30))),
    kv("client_id", "Spotify", "SPOTIFY_CLIENT_ID", "client ID", gen((HEX, 32))),
    kv("client_id", "LiveKit", "LIVEKIT_API_KEY", "API key (id half)", gen("API", (ALNUM, 12))),
    kv("client_id", "Plivo", "PLIVO_AUTH_ID", "auth ID", gen("MA", (UALNUM, 18))),
    kv("client_id", "Vonage", "VONAGE_API_KEY", "API key (id half)", gen((HEX, 8))),
    kv("client_id", "Scaleway", "SCW_ACCESS_KEY", "access key (id half)", gen("SCW", (UALNUM, 17))),
    kv("client_id", "Huawei Cloud", "HUAWEICLOUD_SDK_AK", "access key (id half)", gen((UALNUM, 20))),
    kv("client_id", "Cloudinary", "CLOUDINARY_API_KEY", "API key (id half)", gen((DIGITS, 15))),
    kv("client_id", "Infura", "INFURA_PROJECT_ID", "project ID (used as API key)", gen((HEX, 32))),
    kv("client_id", "Trello", "TRELLO_KEY", "API key", gen((HEX, 32))),
    kv("public_but_kept", "Branch", "BRANCH_KEY", "live key", gen("key_live_", (ALNUM, 32))),
    kv("public_but_kept", "Langfuse", "LANGFUSE_PUBLIC_KEY", "public key", gen("pk-lf-", ruuid)),
    kv("public_but_kept", "PubNub", "PUBNUB_PUBLISH_KEY", "publish key", gen("pub-c-", ruuid)),
    kv("public_but_kept", "Mixpanel", "MIXPANEL_PROJECT_TOKEN", "project token", gen((HEX, 32))),
    kv("public_but_kept", "Amplitude", "AMPLITUDE_API_KEY", "API key", gen((HEX, 32))),
    kv("public_but_kept", "Pusher", "PUSHER_APP_KEY", "app key", gen((HEX, 20))),
    kv("public_but_kept", "Ghost", "GHOST_CONTENT_API_KEY", "Content API key", gen((HEX, 26))),
    kv("public_but_kept", "Kakao", "KAKAO_JAVASCRIPT_KEY", "JavaScript key", gen((HEX, 32))),
    kv("public_but_kept", "Agora", "AGORA_APP_ID", "App ID", gen((HEX, 32))),
    kv("public_but_kept", "Flagsmith", "FLAGSMITH_ENVIRONMENT_KEY", "client-side environment key", gen((ALNUM, 22))),
    kv("public_but_kept", "RudderStack", "RUDDERSTACK_WRITE_KEY", "write key", gen((ALNUM, 27))),
    kv("public_but_kept", "Bugsnag", "BUGSNAG_API_KEY", "notifier API key", gen((HEX, 32))),
    kv("public_but_kept", "MapTiler", "MAPTILER_KEY", "API key", gen((ALNUM, 20))),
    kv("public_but_kept", "LocationIQ", "LOCATIONIQ_TOKEN", "access token", gen("pk.", (HEX, 32))),
    kv("public_but_kept", "Weglot", "WEGLOT_API_KEY", "API key", gen("wg_", (HEX, 32))),
    kv("public_but_kept", "ConfigCat", "CONFIGCAT_SDK_KEY", "SDK key", gen("configcat-sdk-1/", (B64URL, 22), "/", (B64URL, 22))),
    kv("secret_url", "Healthchecks.io", "HC_PING_URL", "ping URL", gen("https://hc-ping.com/", ruuid)),
    kv("secret_url", "Zapier", "ZAPIER_HOOK_URL", "catch hook URL", gen("https://hooks.zapier.com/hooks/catch/", (DIGITS, 7), "/", (LALNUM, 6), "/")),
    kv("test_key", "Mollie", "MOLLIE_API_KEY", "test API key", gen("test_", (ALNUM, 30))),
    kv("test_key", "Paystack", "PAYSTACK_SECRET_KEY", "test secret key", gen("sk_test_", (HEX, 40))),
]


def _pick(rng: Random, fmts: list[Fmt]) -> tuple[Fmt, Slot, str]:
    f = rng.choice(fmts)
    ctx = rng.choice(NEG_CTX)
    return f, f.slot(), ctx


def neg_placeholder(rng: Random, fmts: list[Fmt]) -> Neg:
    f, s, ctx = _pick(rng, fmts)
    pre = f.shape.prefix
    styles = ["<YOUR_API_KEY>", f"<your-{slug(f.vendor, '-')}-{slug(f.label, '-')}>", "x" * rng.randint(8, 32), "your-key-here", "changeme", "REPLACE_ME", "********"]
    if len(pre) >= 2:
        styles += [pre + "x" * max(8, len(f.shape(rng)) - len(pre)), pre + "<token>", pre + "...", pre + "XXXXXXXXXXXXXXXX"]
    value = rng.choice(styles)
    if f.wrap:
        value = f.wrap(rng, rng.choice(["<token>", "YOUR_TOKEN", "xxxxxxxx"]))
    return Neg("placeholder", f.vendor, CONTEXTS[ctx](rng, s, value), ctx)


def neg_reference(rng: Random, fmts: list[Fmt]) -> Neg:
    f, s, _ = _pick(rng, fmts)
    e, vs = s.env, slug(s.vendor)
    text = rng.choice([
        f"```bash\ndocker run --rm -e {e}=${e} acme/{slug(s.vendor, '-')}-bridge:1.4\n```\n",
        f'```python\n{e.lower()} = os.environ["{e}"]\n```\n',
        f"```js\nconst key = process.env.{e};\n```\n",
        f"```yaml\nenv:\n  {e}: ${{{{ secrets.{e} }}}}\n```\n",
        f"```env\n{e}=op://Engineering/{s.vendor}/{s.label}\n```\n",
        f"```env\n{e}=vault:secret/data/{vs}#{short_key(e)}\n```\n",
        f"```yaml\n- name: {e}\n  valueFrom:\n    secretKeyRef:\n      name: {slug(s.vendor, '-')}-credentials\n      key: {short_key(e)}\n```\n",
        f"```env\n{e}=${{{e}}}\n```\n",
    ])
    return Neg("reference", f.vendor, f"## {s.vendor}\n\n{text}", "ref")


def neg_keyname_only(rng: Random, fmts: list[Fmt]) -> Neg:
    f, s, _ = _pick(rng, fmts)
    text = rng.choice([
        f"```env\n{s.env}=\nLOG_LEVEL=info\n```\n",
        f"Set `{s.env}` before running `make sync` (the value is in the team vault).\n",
        f"```yaml\n{slug(s.vendor)}:\n  {short_key(s.env)}:   # filled in by CI\n```\n",
        f'```json\n{{"{s.env}": ""}}\n```\n',
        f"Required env: `{s.env}` ({s.vendor} {s.label}), `LOG_LEVEL`, `PORT`.\n",
    ])
    return Neg("keyname_only", f.vendor, text, "keyname_only")


def neg_redacted(rng: Random, fmts: list[Fmt]) -> Neg:
    f, s, ctx = _pick(rng, fmts)
    real = f.shape(Random(f"redact:{rng.random()}"))
    pre = f.shape.prefix
    value = rng.choice([pre + "****" + real[-4:], "****" + real[-4:], "[REDACTED]", pre + "*" * 12, "<redacted>"])
    return Neg("redacted", f.vendor, CONTEXTS[ctx](rng, s, value), ctx)


def neg_prose(rng: Random, fmts: list[Fmt]) -> Neg:
    f, s, _ = _pick(rng, fmts)
    text = rng.choice([
        f"Rotated the {s.vendor} {s.label} on 2026-11-20 after the contractor offboarding; the new value is in Vault at `secret/{slug(s.vendor)}/prod`. Do not paste it into notes.",
        f"TODO: ask Priya whether the {s.vendor} {s.label} should be scoped read-only. The current one expires 2026-12-31.",
        f"The {s.vendor} {s.label} is injected as `{s.env}` by the deploy pipeline; locally use the sandbox one from 1Password.",
        f"Postmortem: the {s.vendor} {s.label} leaked into a CI log on 2026-11-12; it was revoked within 20 minutes and replaced.",
    ])
    return Neg("prose", f.vendor, text + "\n", "prose")


def neg_version(rng: Random, fmts: list[Fmt]) -> Neg:
    f = rng.choice(fmts)
    v = f"{rng.randint(0, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    text = rng.choice([
        f"```\n{slug(f.vendor, '-')}-sdk=={v}\nrequests==2.32.3\n```\nPinned after the {f.vendor} SDK regression.\n",
        f'```json\n"dependencies": {{"@{slug(f.vendor, "-")}/client": "^{v}"}}\n```\n',
        f"```\ngithub.com/{slug(f.vendor, '')}/{slug(f.vendor, '')}-go v{v}\n```\n",
        f"Upgraded the {f.vendor} CLI to v{v}; `--version` now prints `{v} (build {rs(rng, DIGITS, 8)})`.\n",
        f"```yaml\nimage: acme/{slug(f.vendor, '-')}-bridge:{v}\n```\n",
    ])
    return Neg("version", f.vendor, text, "version")


def neg_commit(rng: Random, fmts: list[Fmt]) -> Neg:
    f = rng.choice(fmts)
    sha = rs(rng, HEX, 40)
    text = rng.choice([
        f"Fixed the {f.vendor} retry bug in {sha} (PR #{rng.randint(100, 9999)}).\n",
        "```\n" + "\n".join(f"{rs(rng, HEX, 7)} {m}" for m in ["fix: retry on 429", f"feat: {slug(f.vendor, '-')} webhooks", "chore: bump deps"]) + "\n```\n",
        f"Reverted commit `{sha}`; the {f.vendor} client broke pagination.\n",
    ])
    return Neg("commit_sha", f.vendor, text, "commit")


def neg_request_id(rng: Random, fmts: list[Fmt]) -> Neg:
    f = rng.choice(fmts)
    text = rng.choice([
        f"{f.vendor} support asked for the request id: `X-Request-Id: {ruuid(rng)}`.\n",
        f'```json\n{{"ErrorCode": 0, "Message": "OK", "MessageID": "{ruuid(rng)}"}}\n```\n',
        f"Failed call traced: trace_id={rs(rng, HEX, 32)} span_id={rs(rng, HEX, 16)}\n",
        f"cf-ray: {rs(rng, HEX, 16)}-FRA on the {f.vendor} callback.\n",
        f"Matrix event `${rs(rng, B64URL, 43)}` was the duplicate.\n",
        f"{f.vendor} invoice id {rs(rng, HEX, 24)} stuck in PENDING.\n",
    ])
    return Neg("request_id", f.vendor, text, "request_id")


def neg_checksum(rng: Random, fmts: list[Fmt]) -> Neg:
    f = rng.choice(fmts)
    name = slug(f.vendor, "-")
    text = rng.choice([
        f"```\n$ sha256sum {name}-cli_linux_amd64.tar.gz\n{rs(rng, HEX, 64)}  {name}-cli_linux_amd64.tar.gz\n```\n",
        f"```yaml\nimage: acme/{name}-bridge@sha256:{rs(rng, HEX, 64)}\n```\n",
        f'```json\n"integrity": "sha512-{rs(rng, B64, 86)}=="\n```\n',
        f"```\ngithub.com/{slug(f.vendor, '')}/sdk v1.2.0 h1:{rs(rng, B64, 43)}=\n```\n",
    ])
    return Neg("checksum", f.vendor, text, "checksum")


MAKERS: list[Maker] = NEG_KV + [neg_placeholder, neg_reference, neg_keyname_only, neg_redacted, neg_prose] * 5 + [neg_version, neg_commit, neg_request_id, neg_checksum] * 3


def parse_names(text: str) -> set[str]:
    """Names to exclude from free text: split on , ; / | and newlines, drop bullets and '(...)' or ':' tails."""
    names = (re.split(r"[(:]", piece)[0].strip(" \t-*") for piece in re.split(r"[,;/|\n]", text))
    return {slug(n) for n in names if n and not n.startswith("#")}


def _vendor_excluded(vendor: str, excl: set[str]) -> bool:
    v = slug(vendor)
    return any(t == v or v.startswith(t + "_") or t.replace("_", "") == v.replace("_", "") for t in excl)


def build_negs(makers: list[Maker], fmts: list[Fmt], seed: int, n: int, tag: str, excl: set[str]) -> list[Neg]:
    order = list(makers)
    Random(f"{tag}-order:{seed}").shuffle(order)
    out: list[Neg] = []
    i = 0
    while len(out) < n and i < n * 4:
        neg = order[i % len(order)](Random(f"{tag}:{seed}:{i}"), fmts)
        i += 1
        if not _vendor_excluded(neg.vendor, excl):
            out.append(neg)
    return out


# ---------------------------------------------------------------- scanning and scoring


def _spans(matches: Iterable[object]) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    for m in matches:
        s, e = getattr(m, "start", None), getattr(m, "end", None)
        s, e = (s() if callable(s) else s), (e() if callable(e) else e)
        if not (isinstance(s, int) and isinstance(e, int)):
            sp = getattr(m, "span", None)
            sp = sp() if callable(sp) else sp
            if isinstance(sp, tuple) and len(sp) == 2:
                s, e = sp
        rule = getattr(m, "rule", None) or getattr(m, "rule_id", None) or type(m).__name__
        if isinstance(s, int) and isinstance(e, int):
            out.append((s, e, str(rule)))
    return out


def covered(start: int, end: int, spans: list[tuple[int, int, str]]) -> bool:
    pos = start
    for s, e, _ in sorted(spans):
        if s > pos:
            break
        pos = max(pos, e)
        if pos >= end:
            return True
    return pos >= end


class Tally:
    def __init__(self) -> None:
        self.n: dict[str, int] = defaultdict(int)
        self.hit: dict[str, int] = defaultdict(int)
        self.full: dict[str, int] = defaultdict(int)

    def add(self, key: str, hit: bool, full: bool) -> None:
        self.n[key] += 1
        self.hit[key] += hit
        self.full[key] += full

    def line(self, key: str, width: int = 26) -> str:
        n = self.n[key]
        return f"  {key:<{width}} {n:>5}  hit {100 * self.hit[key] / n:5.1f}%  complete {100 * self.full[key] / n:5.1f}%" if n else f"  {key:<{width}}     0"


def redact(sample: Sample) -> str:
    return sample.text[: sample.start] + "<SECRET>" + sample.text[sample.end :]


def indent(text: str) -> str:
    return "\n".join("      " + ln for ln in text.rstrip("\n").splitlines())


def score(fmts: list[Fmt], seeds: list[int], per_format: int, every: bool, verbose: bool, excl: set[str]) -> None:
    from memstone.scan import find_secrets

    t0 = time.perf_counter()
    pos, neg, deb = Tally(), Tally(), Tally()
    lines: list[str] = []
    counts = [0, 0, 0]
    for seed in seeds:
        samples = positives(fmts, seed, per_format, every)
        for smp in samples:
            spans = _spans(find_secrets(smp.text))
            over = [r for s, e, r in spans if s < smp.end and e > smp.start]
            hit, full = bool(over), covered(smp.start, smp.end, spans)
            for key in ("overall", f"seed {seed}", f"kind {smp.fmt.kind}", f"ctx {smp.ctx}", f"cat {smp.fmt.cat}", f"conf {smp.fmt.conf}"):
                pos.add(key, hit, full)
            if verbose and not full:
                tag = "PARTIAL" if hit else "MISS"
                lines.append(f"{tag} {smp.fmt.name} [{smp.ctx}] seed={seed} kind={smp.fmt.kind} rules={sorted({r for *_, r in spans})}\n{indent(redact(smp))}")
        counts[0] += len(samples)
        for group, makers, stream, tag in ((neg, MAKERS, "neg", "FP"), (deb, DEBATABLE_KV, "deb", "DEBATABLE")):
            n = len(samples) if group is neg else len(makers) * 4
            items = build_negs(makers, fmts, seed, n, stream, excl)
            counts[1 if group is neg else 2] += len(items)
            for item in items:
                spans = _spans(find_secrets(item.text))
                for key in ("overall", f"seed {seed}", f"cat {item.cat}", f"ctx {item.ctx}"):
                    group.add(key, bool(spans), bool(spans))
                if verbose and spans:
                    lines.append(f"{tag} {item.cat} vendor={item.vendor} [{item.ctx}] seed={seed} rules={sorted({r for *_, r in spans})}\n{indent(item.text)}")
    dt = time.perf_counter() - t0
    n_p = sum(f.kind == P for f in fmts)
    print(f"bench_scan_longtail  seeds={','.join(map(str, seeds))}  formats={len(fmts)} (prefix {n_p}, keyname {len(fmts) - n_p})  contexts={len(CONTEXTS)}  {dt:.1f}s")
    print(f"positives {counts[0]}  negatives {counts[1]}  debatable {counts[2]} (not scored)\n")
    print("POSITIVES (hit = a match overlaps the secret; complete = matches cover it)")
    for prefix in ("overall", "seed ", "kind ", "conf ", "ctx ", "cat "):
        for key in sorted(k for k in pos.n if k.startswith(prefix)):
            print(pos.line(key))
    for title, group in (("NEGATIVES (firing = any match in the note)", neg), ("DEBATABLE (reported, not scored)", deb)):
        print(f"\n{title}")
        for prefix in ("overall", "seed ", "cat ", "ctx "):
            for key in sorted(k for k in group.n if k.startswith(prefix)):
                print(f"  {key:<26} {group.n[key]:>5}  firing {100 * group.hit[key] / group.n[key]:5.1f}%")
    if verbose:
        print("\n" + "\n".join(lines))


# ---------------------------------------------------------------- dry run and self-checks


def self_check(fmts: list[Fmt], seeds: list[int], per_format: int, every: bool, excl: set[str]) -> list[str]:
    errs: list[str] = []
    names = [f.name for f in fmts]
    if len(set(names)) != len(names):
        errs.append("duplicate format names")
    for f in fmts:
        if f.kind not in (P, K) or f.conf not in ("D", "S", "A") or not re.fullmatch(r"[A-Z][A-Z0-9_]+", f.env):
            errs.append(f"bad row {f.name}")
        if "{V}" not in f.http:
            errs.append(f"http template without {{V}}: {f.name}")
    for seed in seeds:
        samples = positives(fmts, seed, per_format, every)
        if samples != positives(fmts, seed, per_format, every):
            errs.append(f"seed {seed}: positives not deterministic")
        secrets = {s.secret for s in samples}
        for s in samples:
            where = f"seed {seed} {s.fmt.name} [{s.ctx}]"
            if s.start < 0 or s.text[s.start : s.end] != s.secret:
                errs.append(f"{where}: span does not hold the value")
            if s.text.count(s.secret) != 1:
                errs.append(f"{where}: value appears {s.text.count(s.secret)} times")
            if len(s.secret) < 8 or "\n" in s.secret:
                errs.append(f"{where}: odd value {s.secret!r}")
            if s.fmt.kind == K and s.ctx in ANON:
                errs.append(f"{where}: keyname format in an anonymous context")
        anon = {s.fmt.name for s in samples if s.ctx in ANON}
        errs += [f"seed {seed}: prefix format {f.name} never in an anonymous context" for f in fmts if f.kind == P and f.name not in anon]
        planted = {s.fmt.name for s in samples}
        errs += [f"seed {seed}: format {f.name} not planted" for f in fmts if f.name not in planted]
        negs = build_negs(MAKERS, fmts, seed, len(samples), "neg", excl)
        debs = build_negs(DEBATABLE_KV, fmts, seed, len(DEBATABLE_KV) * 4, "deb", excl)
        if negs != build_negs(MAKERS, fmts, seed, len(samples), "neg", excl):
            errs.append(f"seed {seed}: negatives not deterministic")
        for item in negs + debs:
            leaked = [v for v in secrets if v in item.text]
            if leaked:
                errs.append(f"seed {seed}: negative {item.cat}/{item.vendor} contains a positive value")
    return errs


def dry(fmts: list[Fmt], seeds: list[int], per_format: int, every: bool, excl: set[str]) -> int:
    seed = seeds[0]
    samples = positives(fmts, seed, per_format, every)
    rng = Random(f"dry:{seed}")
    shown: list[Sample] = []
    for ctx in CONTEXTS:  # one per context first, then random ones
        pool = [s for s in samples if s.ctx == ctx]
        if pool:
            shown.append(rng.choice(pool))
    shown += rng.sample(samples, 20 - len(shown))
    for s in shown:
        print(f"--- POSITIVE {s.fmt.name} kind={s.fmt.kind} conf={s.fmt.conf} ctx={s.ctx}")
        print(s.text[: s.start] + "[[" + s.secret + "]]" + s.text[s.end :])
    negs = build_negs(MAKERS, fmts, seed, len(samples), "neg", excl)
    for item in rng.sample(negs, 7) + rng.sample(build_negs(DEBATABLE_KV, fmts, seed, len(DEBATABLE_KV) * 4, "deb", excl), 3):
        print(f"--- {'NEGATIVE' if item in negs else 'DEBATABLE'} {item.cat} vendor={item.vendor} ctx={item.ctx}")
        print(item.text)
    errs = self_check(fmts, seeds, per_format, every, excl)
    n_p = sum(f.kind == P for f in fmts)
    print(f"=== formats {len(fmts)} (prefix {n_p}, keyname {len(fmts) - n_p}), contexts {len(CONTEXTS)}, negative makers {len(NEG_KV)} kv + 9 templated, debatable makers {len(DEBATABLE_KV)}")
    print(f"=== per seed: positives {len(samples)}, negatives {len(negs)}, debatable {len(DEBATABLE_KV) * 4}")
    print(f"=== confidence: D {sum(f.conf == 'D' for f in fmts)}, S {sum(f.conf == 'S' for f in fmts)}, A {sum(f.conf == 'A' for f in fmts)}")
    print("=== self-check " + ("OK" if not errs else f"FAILED ({len(errs)})"))
    for e in errs[:50]:
        print("  " + e)
    return 1 if errs else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Long-tail vendor-credential probe for memstone's secret scan")
    ap.add_argument("--seed", default="1,2,3", help="comma-separated seeds")
    ap.add_argument("--per-format", type=int, default=4, help="contexts sampled per format and seed")
    ap.add_argument("--all", action="store_true", help="every format in every applicable context")
    ap.add_argument("--exclude", default="", help="comma-separated format names or vendors to drop")
    ap.add_argument("--exclude-file", default="", help="file of format names or vendors to drop (one per line or comma-separated)")
    ap.add_argument("--dry", action="store_true", help="print samples and run self-checks; no scanning")
    ap.add_argument("--list", action="store_true", help="print the format table")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seed.split(",") if s.strip()]
    excl = parse_names(args.exclude)
    if args.exclude_file:
        with open(args.exclude_file, encoding="utf-8") as fh:
            excl |= parse_names(fh.read())
    fmts = [f for f in FORMATS if f.name not in excl and not _vendor_excluded(f.vendor, excl)]
    per_format = max(2, min(args.per_format, len(INFORMATIVE)))
    if args.list:
        for f in fmts:
            print(f"{f.name:<26} {f.kind:<8} {f.conf}  {f.cat:<15} {f.vendor:<26} {f.env:<32} {f.shape(Random(0))[:48]}")
        return 0
    if args.dry:
        return dry(fmts, seeds, per_format, args.all, excl)
    score(fmts, seeds, per_format, args.all, args.verbose, excl)
    return 0


if __name__ == "__main__":
    sys.exit(main())
