#!/usr/bin/env python3
"""Held-out probe for the secret scanner: machine output pasted into Markdown notes.

Developers and their agents paste what tools print: env dumps, `docker inspect`,
`kubectl get secret -o yaml`, `aws sts assume-role`, curl -v dumps, HAR snippets,
stack traces, JSON logs, terraform plans, private keys in less common formats, URLs
with credentials in their query strings...  Each generated note is a short Markdown
note (heading, a sentence, then the pasted output, usually fenced).

Positive notes hold exactly one planted credential whose span is recorded.
Negative notes hold the same kinds of output with no credential at all.

Scoring
  hit       some match overlaps the planted span
  complete  the union of matches covers every character of the planted span
  negative  firing = any match anywhere in a negative note

Usage
  python benchmarks/bench_scan_output.py [--seed 1,2,3] [-v] [--dry] [--n K] [--form SUBSTR]

Standard library only; memstone is imported lazily in main() (not with --dry).
"""
from __future__ import annotations

import argparse
import base64
import json
import random
import re
import string
import struct
import sys
import time
import zlib
from collections import defaultdict

# ---------------------------------------------------------------------------
# alphabets and primitive generators
# ---------------------------------------------------------------------------
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LETTERS = string.ascii_letters
ALNUM = LETTERS + DIGITS
LOWNUM = LOWER + DIGITS
HEXD = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
B62 = DIGITS + UPPER + LOWER

S0, S1 = "\ue000", "\ue001"  # span markers, removed by finalize()


def M(s: str) -> str:
    return f"{S0}{s}{S1}"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64(b: bytes) -> str:
    return base64.b64encode(b).decode()


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jdump(o) -> str:
    return json.dumps(o, separators=(",", ":"))


def wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def pct(s):
    return s.replace("%", "%25").replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def uuid4(rng):
    h = rs(rng, HEXD, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def hexs(rng, n):
    return rs(rng, HEXD, n)


def ymd(rng):
    return rng.choice([2024, 2025]), rng.randint(1, 12), rng.randint(1, 28)


def hms(rng):
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def day(rng):
    y, m, d = ymd(rng)
    return f"{y}-{m:02d}-{d:02d}"


def iso(rng, frac=False, z="Z"):
    s = f"{day(rng)}T{hms(rng)}"
    if frac:
        s += f".{rng.randint(0, 999):03d}"
    return s + z


def epoch(rng):
    return rng.randint(1704067200, 1767225600)


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def http_date(rng):
    y, m, d = ymd(rng)
    return f"{rng.choice(WDAYS)}, {d:02d} {MONTHS[m - 1]} {y} {hms(rng)} GMT"


def ip10(rng):
    return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


def pubip(rng):
    return f"{rng.choice([3, 13, 18, 34, 35, 52, 54, 104, 151, 172])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


USERS = ["alice", "bkumar", "dev", "ubuntu", "jlee", "mwong", "ops", "runner", "sam", "priya", "tomas", "nadia"]
PROJECTS = ["billing-api", "ledger", "atlas-web", "orders-svc", "notify", "search-indexer", "payments",
            "reports", "inventory", "gateway", "parcelhub", "checkout"]
ORGS = ["acme", "northwind", "globex", "initech", "umbrella-labs", "hooli", "vandelay", "tyrell"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2"]
WORDS = ["harbor", "quartz", "maple", "orbit", "falcon", "copper", "meadow", "velvet", "cinder", "glacier",
         "tundra", "lantern", "nimbus", "saffron", "pepper", "juniper", "walrus", "ember", "zephyr", "basalt"]
DBUSERS = ["app", "api", "reports", "svc_billing", "ledger_rw", "root", "admin", "deploy", "etl", "web"]
DOMAINS = ["example.com", "acme.io", "northwind.dev", "globex.net", "initech.co", "hooli.xyz"]


def user(rng):
    return rng.choice(USERS)


def proj(rng):
    return rng.choice(PROJECTS)


def org(rng):
    return rng.choice(ORGS)


def dom(rng):
    return rng.choice(DOMAINS)


def acct(rng):
    return str(rng.randint(10 ** 11, 10 ** 12 - 1))


def podname(rng, p):
    return f"{p}-{rs(rng, LOWNUM, 10)}-{rs(rng, LOWNUM, 5)}"


def pw(rng, url_safe=False):
    if rng.random() < 0.25:
        sep = rng.choice("-_.") if url_safe else rng.choice("-_.!#")
        s = rng.choice(WORDS).capitalize() + sep + rng.choice(WORDS).capitalize() + str(rng.randint(10, 9999))
        if not url_safe and rng.random() < 0.6:
            s += rng.choice("!#%*")
        return s
    n = rng.randint(16, 28)
    alpha = ALNUM + ("-_.~" if url_safe else "!#%*-_=+.^")
    while True:
        s = rs(rng, alpha, n)
        if (any(c.isdigit() for c in s) and any(c.islower() for c in s) and any(c.isupper() for c in s)
                and s[0].isalnum() and s[-1] not in ".~"):
            return s


# ---------------------------------------------------------------------------
# credential generators (made-up, format-faithful)
# ---------------------------------------------------------------------------
def tok_gh(rng, prefix="ghp_"):
    body = rs(rng, ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def tok_github_pat(rng):
    return "github_pat_" + rs(rng, ALNUM, 22) + "_" + rs(rng, ALNUM, 59)


def tok_glpat(rng):
    return "glpat-" + rs(rng, B64URL, 20)


def tok_npm(rng):
    return tok_gh(rng, "npm_")


def tok_slack_bot(rng):
    return f"xoxb-{rng.randint(10 ** 10, 10 ** 11 - 1)}-{rng.randint(10 ** 12, 10 ** 13 - 1)}-{rs(rng, ALNUM, 24)}"


def tok_sendgrid(rng):
    return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)


def tok_stripe(rng, kind="sk"):
    if rng.random() < 0.5:
        return f"{kind}_live_" + rs(rng, ALNUM, 24)
    return f"{kind}_live_51" + rs(rng, ALNUM, 97)


def tok_openai(rng):
    return "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)


def tok_anthropic(rng):
    return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"


def tok_hf(rng):
    return "hf_" + rs(rng, LETTERS, 34)


def aws_akid(rng, pre="AKIA"):
    return pre + rs(rng, B32, 16)


def aws_secret(rng):
    return rs(rng, ALNUM + "+/", 40)


def aws_session(rng):
    return b64(b"!\n\torigin_ec" + rng.randbytes(rng.randint(560, 760)))


def tok_ya29(rng):
    return "ya29.a0" + rs(rng, B64URL, rng.randint(180, 240))


def tok_telegram(rng):
    return f"{rng.randint(10 ** 8, 8 * 10 ** 9)}:AA{rs(rng, B64URL, 33)}"


def tok_vault(rng):
    return "hvs.CAESI" + rs(rng, B64URL, 86)


def tok_google_key(rng):
    return "AIza" + rs(rng, B64URL, 35)


def tok_fb(rng):
    return "EAA" + rng.choice("BGIJ") + rs(rng, ALNUM, rng.randint(150, 200))


def tok_docker_pat(rng):
    return "dckr_pat_" + rs(rng, B64URL, 27)


def tok_whsec(rng):
    return "whsec_" + rs(rng, ALNUM, 32)


def tok_bitbucket(rng):
    return "ATBB" + rs(rng, ALNUM, 32)


def tok_artifactory(rng):
    return "AKCp" + rs(rng, ALNUM, 69)


def django_key(rng):
    return rng.choice(LOWNUM) + rs(rng, LOWNUM + "!@#%^&*(-_=+)", 49)


def jwt(rng, payload, alg="RS256", kid=True):
    hdr = {"alg": alg}
    if kid:
        hdr["kid"] = rs(rng, B64URL, 43) if rng.random() < 0.5 else hexs(rng, 40)
    hdr["typ"] = "JWT"
    siglen = {"RS256": 256, "HS256": 32, "ES256": 64}[alg]
    return (b64u(jdump(hdr).encode()) + "." + b64u(jdump(payload).encode()) + "."
            + b64u(rng.randbytes(siglen)))


def jwt_user(rng):
    t = epoch(rng)
    p = {"iss": f"https://auth.{dom(rng)}/", "sub": uuid4(rng), "aud": rng.choice(["api", "https://api." + dom(rng)]),
         "iat": t, "exp": t + rng.choice([900, 3600, 86400]),
         "scope": rng.choice(["read:orders write:orders", "openid profile email", "admin"])}
    return jwt(rng, p, alg=rng.choice(["RS256", "RS256", "HS256", "ES256"]), kid=rng.random() < 0.7)


def jwt_k8s(rng, ns, sa):
    t = epoch(rng)
    p = {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t + 31536000, "iat": t,
         "iss": "https://kubernetes.default.svc.cluster.local",
         "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4(rng)}},
         "nbf": t, "sub": f"system:serviceaccount:{ns}:{sa}"}
    return jwt(rng, p, "RS256", kid=True)


def jwt_azure(rng, tenant):
    t = epoch(rng)
    hdr = {"typ": "JWT", "alg": "RS256", "x5t": rs(rng, B64URL, 27), "kid": rs(rng, B64URL, 27)}
    p = {"aud": "https://management.core.windows.net/", "iss": f"https://sts.windows.net/{tenant}/",
         "iat": t, "nbf": t, "exp": t + 4479, "oid": uuid4(rng), "tid": tenant,
         "upn": f"{user(rng)}@{dom(rng)}", "ver": "1.0"}
    return b64u(jdump(hdr).encode()) + "." + b64u(jdump(p).encode()) + "." + b64u(rng.randbytes(256))


def bearer(rng):
    k = rng.randrange(6)
    if k == 0 or k == 1:
        return jwt_user(rng)
    if k == 2:
        return tok_gh(rng, rng.choice(["ghp_", "gho_"]))
    if k == 3:
        return tok_stripe(rng, rng.choice(["sk", "rk"]))
    if k == 4:
        return tok_openai(rng)
    return rs(rng, B64URL, rng.randint(40, 64))


def session_cookie(rng):
    k = rng.randrange(7)
    if k == 0:
        return "sessionid", rs(rng, LOWNUM, 32)
    if k == 1:
        body = b64u(jdump({"_fresh": True, "_id": hexs(rng, 128), "_user_id": str(rng.randint(1, 99999))}).encode())
        return "session", f"{body}.{rs(rng, B64URL, 6)}.{rs(rng, B64URL, 27)}"
    if k == 2:
        return "connect.sid", "s%3A" + rs(rng, B64URL, 32) + "." + rs(rng, ALNUM, 43)
    if k == 3:
        name = "_" + proj(rng).replace("-", "_") + "_session"
        v = pct(b64(rng.randbytes(rng.randint(120, 260)))) + "--" + pct(b64(rng.randbytes(12))) + "--" + pct(b64(rng.randbytes(16)))
        return name, v
    if k == 4:
        v = ("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(rng.randbytes(12)) + "."
             + b64u(rng.randbytes(rng.randint(180, 320))) + "." + b64u(rng.randbytes(16)))
        return "__Secure-next-auth.session-token", v
    if k == 5:
        return "PHPSESSID", rs(rng, LOWNUM, 26)
    return "JSESSIONID", rs(rng, HEXU, 32)


# ---------------------------------------------------------------------------
# key material
# ---------------------------------------------------------------------------
def sshstr(b: bytes) -> bytes:
    return struct.pack(">I", len(b)) + b


def mpint_bytes(rng, nbytes):
    b = rng.randbytes(nbytes)
    b = bytes([b[0] | 0x80]) + b[1:]
    return b"\x00" + b


def ssh_ed25519_pub(rng, comment=None):
    blob = sshstr(b"ssh-ed25519") + sshstr(rng.randbytes(32))
    s = "ssh-ed25519 " + b64(blob)
    return s + (" " + comment if comment else "")


def ssh_rsa_pub(rng, comment=None):
    blob = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(mpint_bytes(rng, 256 if rng.random() < .5 else 384))
    s = "ssh-rsa " + b64(blob)
    return s + (" " + comment if comment else "")


def ssh_ecdsa_pub(rng):
    blob = sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rng.randbytes(64))
    return "ecdsa-sha2-nistp256 " + b64(blob)


def openssh_private(rng, comment, want=None):
    check = rng.randbytes(4)
    if want == "ED25519" or (want is None and rng.random() < 0.6):
        pub = rng.randbytes(32)
        pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
        priv = check + check + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(rng.randbytes(32) + pub) + sshstr(comment.encode())
    else:
        n = mpint_bytes(rng, 256)
        e = b"\x01\x00\x01"
        pubblob = sshstr(b"ssh-rsa") + sshstr(e) + sshstr(n)
        priv = (check + check + sshstr(b"ssh-rsa") + sshstr(n) + sshstr(e) + sshstr(mpint_bytes(rng, 255))
                + sshstr(mpint_bytes(rng, 128)) + sshstr(mpint_bytes(rng, 128)) + sshstr(mpint_bytes(rng, 128))
                + sshstr(comment.encode()))
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pubblob) + sshstr(priv))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(b64(blob), 70)
            + "\n-----END OPENSSH PRIVATE KEY-----")


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_block(rng, secret: bool, uid: str):
    ts = struct.pack(">I", epoch(rng))
    out = b""
    if rng.random() < 0.5:  # ed25519 / cv25519
        oid_ed = bytes.fromhex("092b06010401da470f01")
        oid_cv = bytes.fromhex("0a2b060104019755010501")
        if secret:
            body = b"\x04" + ts + b"\x16" + oid_ed + b"\x01\x07\x40" + rng.randbytes(32) + b"\x00\x00\xff" + rng.randbytes(32) + rng.randbytes(2)
            out += bytes([0x94, len(body)]) + body
        else:
            body = b"\x04" + ts + b"\x16" + oid_ed + b"\x01\x07\x40" + rng.randbytes(32)
            out += bytes([0x98, len(body)]) + body
        u = uid.encode()
        out += bytes([0xB4, len(u)]) + u
        sig = b"\x04\x13\x16\x0a" + rng.randbytes(140)
        out += bytes([0x88, len(sig)]) + sig
        if secret:
            sub = b"\x04" + ts + b"\x12" + oid_cv + b"\x01\x07\x40" + rng.randbytes(32) + b"\x03\x01\x08\x07\x00\x00\xff" + rng.randbytes(32) + rng.randbytes(2)
            out += bytes([0x9C, len(sub)]) + sub
        else:
            sub = b"\x04" + ts + b"\x12" + oid_cv + b"\x01\x07\x40" + rng.randbytes(32) + b"\x03\x01\x08\x07"
            out += bytes([0xB8, len(sub)]) + sub
        sig = b"\x04\x18\x16\x0a" + rng.randbytes(110)
        out += bytes([0x88, len(sig)]) + sig
    else:  # rsa3072
        pubpart = b"\x04" + ts + b"\x01" + b"\x0c\x00" + mpint_bytes(rng, 384)[1:] + b"\x00\x11\x01\x00\x01"
        if secret:
            body = pubpart + b"\x00" + b"\x0b\xf8" + rng.randbytes(383) + b"\x06\x00" + rng.randbytes(192) + b"\x06\x00" + rng.randbytes(192) + b"\x05\xf8" + rng.randbytes(191) + rng.randbytes(2)
            out += bytes([0x95]) + struct.pack(">H", len(body)) + body
        else:
            out += bytes([0x99]) + struct.pack(">H", len(pubpart)) + pubpart
        u = uid.encode()
        out += bytes([0xB4, len(u)]) + u
        sig = b"\x04\x13\x01\x0a" + rng.randbytes(440)
        out += bytes([0x89]) + struct.pack(">H", len(sig)) + sig
        if secret:
            sub = pubpart + b"\x00" + rng.randbytes(970)
            out += bytes([0x9D]) + struct.pack(">H", len(sub)) + sub
        else:
            out += bytes([0xB9]) + struct.pack(">H", len(pubpart)) + pubpart
        sig = b"\x04\x18\x01\x0a" + rng.randbytes(440)
        out += bytes([0x89]) + struct.pack(">H", len(sig)) + sig
    kind = "PRIVATE" if secret else "PUBLIC"
    chk = "=" + b64(crc24(out).to_bytes(3, "big"))
    return (f"-----BEGIN PGP {kind} KEY BLOCK-----\n\n" + wrap(b64(out), 64) + "\n" + chk
            + f"\n-----END PGP {kind} KEY BLOCK-----")


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return b"\x81" + bytes([n])
    return b"\x82" + struct.pack(">H", n)


def pkcs12_b64(rng):
    inner = rng.randbytes(rng.randint(1700, 2600))
    octet = b"\x04" + der_len(len(inner)) + inner
    a0 = b"\xa0" + der_len(len(octet)) + octet
    ci = b"\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x07\x01" + a0
    ci = b"\x30" + der_len(len(ci)) + ci
    mac = (b"\x30\x31\x30\x21\x30\x09\x06\x05\x2b\x0e\x03\x02\x1a\x05\x00\x04\x14" + rng.randbytes(20)
           + b"\x04\x08" + rng.randbytes(8) + b"\x02\x02\x08\x00")
    body = b"\x02\x01\x03" + ci + mac
    return b64(b"\x30" + der_len(len(body)) + body)


def rsa_spki_pem(rng):
    n = mpint_bytes(rng, 256)
    rsapub = b"\x02\x82\x01\x01" + n + b"\x02\x03\x01\x00\x01"
    rsapub = b"\x30\x82" + struct.pack(">H", len(rsapub)) + rsapub
    bitstr = b"\x03\x82" + struct.pack(">H", len(rsapub) + 1) + b"\x00" + rsapub
    algid = b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00"
    spki = algid + bitstr
    spki = b"\x30\x82" + struct.pack(">H", len(spki)) + spki
    return "-----BEGIN PUBLIC KEY-----\n" + wrap(b64(spki), 64) + "\n-----END PUBLIC KEY-----"


def cert_pem(rng):
    body = b"\x30\x82\x03\x0a\xa0\x03\x02\x01\x02\x02\x14" + rng.randbytes(20) + b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0b\x05\x00" + rng.randbytes(740)
    der = b"\x30\x82" + struct.pack(">H", len(body)) + body
    return "-----BEGIN CERTIFICATE-----\n" + wrap(b64(der), 64) + "\n-----END CERTIFICATE-----"


def age_secret(rng):
    return "AGE-SECRET-KEY-1" + rs(rng, BECH32, 58).upper()


def age_public(rng):
    return "age1" + rs(rng, BECH32, 58)


def ppk(rng, comment):
    """Returns (text_with_marker) of a PuTTY v3 unencrypted key; span = private lines."""
    if rng.random() < 0.5:
        alg = "ssh-ed25519"
        pub = sshstr(b"ssh-ed25519") + sshstr(rng.randbytes(32))
        priv = sshstr(rng.randbytes(32))
    else:
        alg = "ssh-rsa"
        pub = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(mpint_bytes(rng, 256))
        priv = (sshstr(mpint_bytes(rng, 255)) + sshstr(mpint_bytes(rng, 128)) + sshstr(mpint_bytes(rng, 128))
                + sshstr(mpint_bytes(rng, 128)))
    publ = wrap(b64(pub), 64).split("\n")
    privl = wrap(b64(priv), 64).split("\n")
    return (f"PuTTY-User-Key-File-3: {alg}\nEncryption: none\nComment: {comment}\n"
            f"Public-Lines: {len(publ)}\n" + "\n".join(publ) + f"\nPrivate-Lines: {len(privl)}\n"
            + M("\n".join(privl)) + f"\nPrivate-MAC: {hexs(rng, 64)}")


# ---------------------------------------------------------------------------
# note composition
# ---------------------------------------------------------------------------
GENERIC_LEADS = [
    "Pasting the output here so I don't have to rerun it.",
    "Raw output from the terminal, for reference:",
    "Captured while debugging this afternoon:",
    "Output below, copied as-is.",
    "Keeping this for the postmortem.",
    "Copied from my shell session:",
    "The agent ran this and got the following.",
    "Saving what the tool printed before I close the terminal.",
    "Context for tomorrow, straight from the console:",
    "This is what came back:",
]
GENERIC_TRAILERS = [
    "Next step: check the ingress timeout.",
    "Follow-up discussed in the ops channel.",
    "See also the runbook page for this service.",
    "Resolved after restarting the pod.",
    "Will revisit after the release freeze.",
    "Ticket updated with the details.",
    "No further action needed for now.",
]
TITLE_SUFFIX = ["", "", " (notes)", " - debugging", " - follow-up", " scratch"]


def note(rng, title, leads, body, lang="", fence_p=0.88):
    h = rng.choice(["#", "##", "##", "###"])
    if rng.random() < 0.4:
        title = f"{day(rng)} {title}"
    title += rng.choice(TITLE_SUFFIX)
    lead = rng.choice(leads) if (leads and rng.random() < 0.65) else rng.choice(GENERIC_LEADS)
    lines = [f"{h} {title}", "", lead, ""]
    body = body.rstrip("\n")
    r = rng.random()
    a = body.find(S0)
    if a >= 0 and "\n" in body[a:body.find(S1)] and fence_p <= r < fence_p + (1 - fence_p) / 2:
        r = 1.0  # a multi-line secret is pasted raw, never re-indented (keeps the span free of added indentation)
    if r < fence_p:
        lines += ["```" + (lang if rng.random() < 0.8 else ""), body, "```"]
    elif r < fence_p + (1 - fence_p) / 2:
        lines += ["    " + ln if ln else "" for ln in body.split("\n")]
    else:
        lines += [body]
    if rng.random() < 0.45:
        lines += ["", rng.choice(GENERIC_TRAILERS)]
    return "\n".join(lines) + "\n"


def finalize(text):
    a, b = text.find(S0), text.find(S1)
    assert text.count(S0) == 1 and text.count(S1) == 1 and 0 <= a < b, "marker error"
    clean = text[:a] + text[a + 1:b] + text[b + 1:]
    return clean, (a, b - 1)


# ---------------------------------------------------------------------------
# shared output builders
# ---------------------------------------------------------------------------
LS_COLORS = ("rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:"
             "mi=00:su=37;41:sg=30;43:ca=30;41:tw=30;42:ow=34;42:st=37;44:ex=01;32:*.tar=01;31:*.tgz=01;31:"
             "*.arc=01;31:*.arj=01;31:*.taz=01;31:*.lha=01;31:*.lz4=01;31:*.lzh=01;31:*.lzma=01;31:*.tlz=01;31:"
             "*.txz=01;31:*.tzo=01;31:*.t7z=01;31:*.zip=01;31:*.z=01;31:*.dz=01;31:*.gz=01;31:*.lrz=01;31:"
             "*.jpg=01;35:*.jpeg=01;35:*.png=01;35:*.svg=01;35:*.mp4=01;35:*.ogg=00;36:*.wav=00;36:")
PS1 = r"\[\e]0;\u@\h: \w\a\]${debian_chroot:+($debian_chroot)}\[\033[01;32m\]\u@\h\[\033[00m\]:\[\033[01;34m\]\w\[\033[00m\]\$ "


def ordinary_env(rng, n=None):
    u = user(rng)
    p = proj(rng)
    host = rng.choice([f"{p}-{rs(rng, LOWNUM, 10)}-{rs(rng, LOWNUM, 5)}", f"ip-{ip10(rng).replace('.', '-')}",
                       f"{u}-laptop", f"dev-{rng.randint(1, 40):02d}"])
    pid = rng.randint(1000, 99999)
    items = [
        ("SHELL", "/bin/bash"), ("HOME", f"/home/{u}"), ("USER", u), ("LOGNAME", u),
        ("LANG", rng.choice(["en_US.UTF-8", "C.UTF-8", "en_GB.UTF-8", "de_DE.UTF-8"])), ("HOSTNAME", host),
        ("PATH", f"/home/{u}/.local/bin:/home/{u}/.cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"),
        ("PWD", f"/home/{u}/src/{p}"), ("OLDPWD", f"/home/{u}/src"), ("TERM", "xterm-256color"),
        ("COLORTERM", "truecolor"), ("SHLVL", str(rng.randint(1, 3))), ("PS1", PS1), ("LS_COLORS", LS_COLORS),
        ("SSH_AUTH_SOCK", f"/tmp/ssh-{rs(rng, ALNUM, 10)}/agent.{pid}"),
        ("SSH_CONNECTION", f"{ip10(rng)} {rng.randint(40000, 65000)} {ip10(rng)} 22"),
        ("SSH_CLIENT", f"{ip10(rng)} {rng.randint(40000, 65000)} 22"), ("SSH_TTY", "/dev/pts/0"),
        ("XDG_SESSION_ID", str(rng.randint(1, 900))), ("XDG_RUNTIME_DIR", "/run/user/1000"),
        ("XDG_SESSION_TYPE", "tty"), ("XDG_SESSION_CLASS", "user"),
        ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1000/bus"), ("MAIL", f"/var/mail/{u}"),
        ("EDITOR", rng.choice(["vim", "nano", "code --wait"])), ("PAGER", "less"),
        ("LESSOPEN", "| /usr/bin/lesspipe %s"), ("LESSCLOSE", "/usr/bin/lesspipe %s %s"),
        ("HISTSIZE", "10000"), ("HISTCONTROL", "ignoreboth"), ("TZ", rng.choice(["UTC", "Europe/Berlin"])),
        ("GOPATH", f"/home/{u}/go"), ("NVM_DIR", f"/home/{u}/.nvm"),
        ("NVM_BIN", f"/home/{u}/.nvm/versions/node/v20.11.1/bin"), ("PYENV_ROOT", f"/home/{u}/.pyenv"),
        ("VIRTUAL_ENV", f"/home/{u}/src/{p}/.venv"), ("JAVA_HOME", "/usr/lib/jvm/java-17-openjdk-amd64"),
        ("INVOCATION_ID", hexs(rng, 32)), ("JOURNAL_STREAM", f"8:{rng.randint(10000, 99999)}"),
        ("MOTD_SHOWN", "pam"), ("KUBECONFIG", f"/home/{u}/.kube/config"),
        ("AWS_PROFILE", rng.choice(["dev", "staging", "default"])), ("AWS_REGION", rng.choice(REGIONS)),
        ("DOCKER_HOST", "unix:///run/user/1000/docker.sock"), ("GPG_TTY", "/dev/pts/0"),
        ("CI_COMMIT_SHA", hexs(rng, 40)), ("BUILD_NUMBER", str(rng.randint(100, 9999))),
        ("NODE_ENV", rng.choice(["development", "production"])), ("LC_ALL", "C.UTF-8"),
        ("TERM_PROGRAM", "vscode"), ("TERM_PROGRAM_VERSION", "1.87.2"),
        ("VSCODE_GIT_IPC_HANDLE", f"/run/user/1000/vscode-git-{hexs(rng, 10)}.sock"),
        ("VSCODE_IPC_HOOK_CLI", f"/run/user/1000/vscode-ipc-{uuid4(rng)}.sock"),
        ("GIT_ASKPASS", "/home/%s/.vscode-server/bin/%s/extensions/git/dist/askpass.sh" % (u, hexs(rng, 40))),
        ("PIP_DISABLE_PIP_VERSION_CHECK", "1"), ("PYTHONUNBUFFERED", "1"), ("LOG_LEVEL", "debug"),
        ("DATABASE_HOST", f"pg-{rng.randint(1, 3)}.internal"), ("DATABASE_USER", rng.choice(DBUSERS)),
        ("REDIS_URL", f"redis://cache.internal:6379/{rng.randint(0, 5)}"),
    ]
    rng.shuffle(items)
    n = n or rng.randint(22, 34)
    keep = items[:n]
    # keep a couple of canonical ones
    names = {k for k, _ in keep}
    for must in ("PATH", "HOME", "HOSTNAME"):
        if must not in names:
            keep.append(next(kv for kv in items if kv[0] == must))
    return keep


def secret_env(rng, allow_django=True):
    kinds = [
        ("GITHUB_TOKEN", lambda: tok_gh(rng, "ghp_")), ("GH_TOKEN", lambda: tok_github_pat(rng)),
        ("OPENAI_API_KEY", lambda: tok_openai(rng)), ("ANTHROPIC_API_KEY", lambda: tok_anthropic(rng)),
        ("STRIPE_SECRET_KEY", lambda: tok_stripe(rng)), ("DATABASE_PASSWORD", lambda: pw(rng)),
        ("PGPASSWORD", lambda: pw(rng)), ("MYSQL_ROOT_PASSWORD", lambda: pw(rng)),
        ("SLACK_BOT_TOKEN", lambda: tok_slack_bot(rng)), ("NPM_TOKEN", lambda: tok_npm(rng)),
        ("SENDGRID_API_KEY", lambda: tok_sendgrid(rng)), ("AWS_SECRET_ACCESS_KEY", lambda: aws_secret(rng)),
        ("DD_API_KEY", lambda: hexs(rng, 32)), ("TWILIO_AUTH_TOKEN", lambda: hexs(rng, 32)),
        ("HF_TOKEN", lambda: tok_hf(rng)), ("GITLAB_TOKEN", lambda: tok_glpat(rng)),
        ("SECRET_KEY_BASE", lambda: hexs(rng, 128)), ("JWT_SECRET", lambda: b64(rng.randbytes(32))),
        ("REDIS_PASSWORD", lambda: pw(rng)), ("VAULT_TOKEN", lambda: tok_vault(rng)),
    ]
    if allow_django:
        kinds.append(("DJANGO_SECRET_KEY", lambda: django_key(rng)))
    name, f = rng.choice(kinds)
    return name, f()


def bash_q(v):
    if re.fullmatch(r"[A-Za-z0-9_./:,@%+=-]*", v):
        return v
    return "'" + v.replace("'", "'\\''") + "'"


def insert_random(rng, items, item, lo=1):
    pos = rng.randint(min(lo, len(items)), len(items))
    items.insert(pos, item)
    return items


# ---------------------------------------------------------------------------
# POSITIVE forms
# ---------------------------------------------------------------------------
POS = []
NEG = []


def pos(fn):
    POS.append((fn.__name__[2:], fn))
    return fn


def neg(fn):
    NEG.append((fn.__name__[2:], fn))
    return fn


TITLES = ["Fight Club", "Arrival", "Heat", "Paprika", "Alien", "Amelie", "Memento", "Ran"]


@pos
def p_url_api_key(rng):
    k = rng.randrange(4)
    if k == 0:
        key = hexs(rng, 32)
        url = f"https://api.themoviedb.org/3/movie/{rng.randint(100, 99999)}?api_key={M(key)}&language=en-US"
        body = f"$ curl -s '{url}' | jq '.title, .release_date'\n\"{rng.choice(TITLES)}\"\n\"{day(rng)}\""
    elif k == 1:
        q = rng.choice(["coffee", "weather+berlin", "python+asyncio"])
        body = ("DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): serpapi.com:443\n"
                f"DEBUG:urllib3.connectionpool:https://serpapi.com:443 \"GET /search.json?engine=google&q={q}&api_key={M(hexs(rng, 64))} HTTP/1.1\" 200 None\n"
                f"INFO:search:got {rng.randint(3, 10)} organic results")
    elif k == 2:
        body = (f"{ip10(rng)} - - [{rng.randint(1, 28):02d}/{rng.choice(MONTHS)}/2024:{hms(rng)} +0000] "
                f"\"GET /v2/quotes?symbol=ACME&interval=1d&api_key={M(rs(rng, ALNUM, rng.choice([32, 40])))} HTTP/1.1\" 200 {rng.randint(200, 9000)} \"-\" \"python-requests/2.31.0\"\n"
                f"{ip10(rng)} - - [{rng.randint(1, 28):02d}/{rng.choice(MONTHS)}/2024:{hms(rng)} +0000] \"GET /healthz HTTP/1.1\" 200 2 \"-\" \"kube-probe/1.29\"")
    else:
        body = (f"$ curl -s 'https://newsapi.org/v2/top-headlines?country=us&category=technology&apiKey={M(hexs(rng, 32))}' | head -c 300\n"
                "{\"status\":\"error\",\"code\":\"rateLimited\",\"message\":\"You have made too many requests recently. Developer accounts are limited to 100 requests over a 24 hour period (50 requests available every 12 hours).\"}")
    return note(rng, "Third-party API call", ["The request that hit the rate limit:", "Request log from the fetcher:"], body, "console")


@pos
def p_url_access_token(rng):
    k = rng.randrange(3)
    if k == 0:
        body = ("DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): graph.facebook.com:443\n"
                f"DEBUG:urllib3.connectionpool:https://graph.facebook.com:443 \"GET /v19.0/me/accounts?fields=id%2Cname%2Caccess_token&access_token={M(tok_fb(rng))} HTTP/1.1\" 200 {rng.randint(300, 3000)}")
    elif k == 1:
        body = (f"$ curl -s 'https://www.googleapis.com/drive/v3/files?pageSize=5&fields=files(id,name)&access_token={M(tok_ya29(rng))}'\n"
                "{\n  \"files\": [\n    {\n      \"id\": \"" + rs(rng, B64URL, 33) + "\",\n      \"name\": \"Q3 planning\"\n    }\n  ]\n}")
    else:
        body = (f"[ws] connecting to wss://stream.{dom(rng)}/v1/events?client=web&version=3&access_token={M(jwt_user(rng))}\n"
                f"[ws] open after {rng.randint(40, 900)}ms\n[ws] subscribed channel=orders")
    return note(rng, "Token in request log", ["Log lines from the client:", "This is the request that worked:"], body, "text")


@pos
def p_url_token(rng):
    k = rng.randrange(3)
    if k == 0:
        pid = rng.randint(10, 9000)
        body = (f"$ curl -X POST --fail -F ref=main \"https://gitlab.{dom(rng)}/api/v4/projects/{pid}/trigger/pipeline?token={M('glptt-' + hexs(rng, 40))}&variables[DEPLOY_ENV]=staging\"\n"
                + jdump({"id": rng.randint(10 ** 5, 10 ** 6), "iid": rng.randint(100, 999), "project_id": pid, "sha": hexs(rng, 40), "ref": "main", "status": "created", "source": "trigger"}))
    elif k == 1:
        body = (f"{iso(rng, True)} INFO  [jenkins-trigger] POST https://ci.{dom(rng)}/job/{proj(rng)}/buildWithParameters?token={M(rs(rng, ALNUM, 32))}&BRANCH=main -> 201 Created\n"
                f"{iso(rng, True)} INFO  [jenkins-trigger] queued item {rng.randint(1000, 99999)}")
    else:
        body = (f"WebSocket connection to 'wss://realtime.{dom(rng)}/socket/websocket?vsn=2.0.0&token={M(jwt_user(rng))}' failed: \n"
                "    at new WebSocket (webpack-internal:///./node_modules/phoenix/priv/static/phoenix.mjs:1:2871)")
    return note(rng, "Trigger call that worked", ["Command and response:", "From the console:"], body, "console")


@pos
def p_azure_sas(rng):
    acct = "st" + rng.choice(["prod", "data", "logs", "media"]) + rs(rng, LOWNUM, 6)
    container = rng.choice(["exports", "backups", "uploads", "reports"])
    blob = f"{proj(rng)}/{day(rng)}/{rng.choice(['dump.sql.gz', 'report.csv', 'archive.zip'])}"
    sig = pct(b64(rng.randbytes(32)))
    if rng.random() < 0.5:
        y, m, d = ymd(rng)
        h = rng.randint(0, 11)
        st, se = f"{y}-{m:02d}-{d:02d}T{h:02d}:{rng.randint(0, 59):02d}:00Z", f"{y}-{m:02d}-{d:02d}T{h + rng.randint(1, 12):02d}:{rng.randint(0, 59):02d}:00Z"
        url = f"https://{acct}.blob.core.windows.net/{container}/{blob}?sp=r&st={st}&se={se}&spr=https&sv=2022-11-02&sr=b&sig={M(sig)}"
        body = url
        lead = ["SAS URL generated in the portal:"]
        lang = "text"
    else:
        se = iso(rng).replace(":", "%3A")
        url = f"https://{acct}.blob.core.windows.net/{container}/{blob}?se={se}&sp=r&sv=2022-11-02&sr=b&sig={M(sig)}"
        body = (f"$ az storage blob generate-sas --account-name {acct} -c {container} -n {blob} --permissions r --expiry {day(rng)} --full-uri --as-user --auth-mode login\n\"{url}\"")
        lead = ["Generated with the CLI:"]
        lang = "console"
    return note(rng, "Blob download link", lead, body, lang)


def _s3_base(rng):
    bucket = f"{org(rng)}-{rng.choice(['artifacts', 'exports', 'uploads', 'backups'])}-{rng.choice(['prod', 'stg'])}"
    key = f"{proj(rng)}/{day(rng)}/{rng.choice(['build.tar.gz', 'invoice-2024.pdf', 'dump.sql.gz'])}"
    region = rng.choice(REGIONS)
    y, m, d = ymd(rng)
    ds = f"{y}{m:02d}{d:02d}"
    return bucket, key, region, ds


@pos
def p_s3_presigned_signature(rng):
    bucket, key, region, ds = _s3_base(rng)
    exp = rng.choice([300, 900, 3600, 604800])
    url = (f"https://{bucket}.s3.{region}.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={aws_akid(rng)}%2F{ds}%2F{region}%2Fs3%2Faws4_request&X-Amz-Date={ds}T{hms(rng).replace(':', '')}Z"
           f"&X-Amz-Expires={exp}&X-Amz-SignedHeaders=host&X-Amz-Signature={M(hexs(rng, 64))}")
    if rng.random() < 0.5:
        body = f"$ aws s3 presign s3://{bucket}/{key} --expires-in {exp}\n{url}"
    else:
        body = (f">>> s3.generate_presigned_url('get_object', Params={{'Bucket': '{bucket}', 'Key': '{key}'}}, ExpiresIn={exp})\n'{url}'")
    return note(rng, "Presigned link for the customer", ["Link I sent over:", "Presign output:"], body, "console")


@pos
def p_s3_presigned_security_token(rng):
    bucket, key, region, ds = _s3_base(rng)
    exp = rng.choice([300, 900, 3600])
    url = (f"https://{bucket}.s3.{region}.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={aws_akid(rng, 'ASIA')}%2F{ds}%2F{region}%2Fs3%2Faws4_request&X-Amz-Date={ds}T{hms(rng).replace(':', '')}Z"
           f"&X-Amz-Expires={exp}&X-Amz-Security-Token={M(pct(aws_session(rng)))}"
           f"&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(rng, 64)}")
    body = f"$ aws s3 presign s3://{bucket}/{key} --expires-in {exp} --profile sso-{rng.choice(['dev', 'prod'])}\n{url}"
    return note(rng, "Presigned URL from SSO session", ["Presigned from the SSO profile:"], body, "console")


@pos
def p_gcs_signed_url(rng):
    bucket = f"{org(rng)}-{rng.choice(['exports', 'media', 'models'])}"
    obj = f"{proj(rng)}/{rng.choice(['export.csv', 'weights.bin', 'report.pdf'])}"
    projid = f"{proj(rng)}-{rng.randint(100000, 999999)}"
    sa = f"{rng.choice(['signer', 'exporter', 'svc-' + proj(rng)])}%40{projid}.iam.gserviceaccount.com"
    y, m, d = ymd(rng)
    ds = f"{y}{m:02d}{d:02d}"
    sig = hexs(rng, 512)
    url = (f"https://storage.googleapis.com/{bucket}/{obj}?x-goog-signature={M(sig)}&x-goog-algorithm=GOOG4-RSA-SHA256"
           f"&x-goog-credential={sa}%2F{ds}%2Fauto%2Fstorage%2Fgoog4_request&x-goog-date={ds}T{hms(rng).replace(':', '')}Z"
           f"&x-goog-expires=600&x-goog-signedheaders=host")
    if rng.random() < 0.5:
        body = (f"$ gsutil signurl -d 10m key.json gs://{bucket}/{obj}\nURL\tHTTP Method\tExpiration\tSigned URL\n"
                f"gs://{bucket}/{obj}\tGET\t{y}-{m:02d}-{d:02d} {hms(rng)}\t{url}")
    else:
        body = (f"$ gcloud storage sign-url gs://{bucket}/{obj} --duration=10m --private-key-file=key.json\n---\n"
                f"expiration: '{y}-{m:02d}-{d:02d} {hms(rng)}'\nhttp_verb: GET\nresource: gs://{bucket}/{obj}\nsigned_url: {url}")
    return note(rng, "Signed GCS link", ["Signed URL for the partner:"], body, "console")


@pos
def p_telegram_bot_url(rng):
    t0 = f"{day(rng)} {hms(rng)}"
    body = (f"{t0},{rng.randint(100, 999)} - telegram.ext.Application - INFO - Application started\n"
            f"{t0},{rng.randint(100, 999)} - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot{M(tok_telegram(rng))}/getUpdates \"HTTP/1.1 200 OK\"\n"
            f"{t0},{rng.randint(100, 999)} - apscheduler.scheduler - INFO - Scheduler started")
    return note(rng, "Alert bot log", ["Bot log after the restart:", "httpx log lines:"], body, "text")


@pos
def p_discord_webhook(rng):
    wid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    tok = rs(rng, B64URL, 68)
    if rng.random() < 0.5:
        body = ("Traceback (most recent call last):\n"
                f"  File \"/app/{proj(rng)}/notify.py\", line {rng.randint(20, 200)}, in post_release\n"
                "    resp.raise_for_status()\n"
                "  File \"/usr/local/lib/python3.11/site-packages/requests/models.py\", line 1021, in raise_for_status\n"
                "    raise HTTPError(http_error_msg, response=self)\n"
                f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://discord.com/api/webhooks/{wid}/{M(tok)}?wait=true")
    else:
        body = (f"$ curl -i -H 'Content-Type: application/json' -d '{{\"content\":\"deploy finished\"}}' https://discord.com/api/webhooks/{wid}/{M(tok)}\n"
                f"HTTP/2 204\ndate: {http_date(rng)}\ncf-ray: {hexs(rng, 16)}-FRA\nx-ratelimit-limit: 5\nx-ratelimit-remaining: 4")
    return note(rng, "Release notifier", ["The webhook post:"], body, "console")


@pos
def p_slack_webhook(rng):
    t = "T" + rs(rng, UPPER + DIGITS, rng.choice([8, 9, 10]))
    b = "B" + rs(rng, UPPER + DIGITS, rng.choice([8, 10, 11]))
    s = rs(rng, ALNUM, 24)
    url = f"https://hooks.slack.com/services/{t}/{b}/{M(s)}"
    if rng.random() < 0.5:
        body = f"$ curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"nightly export done\"}}' {url}\nok"
    else:
        body = (f"{iso(rng, True)} WARN notifier: slack post failed status=404 body=\"no_service\" url={url}\n"
                f"{iso(rng, True)} INFO notifier: falling back to email")
    return note(rng, "Slack notification", ["What the notifier sent:"], body, "console")


@pos
def p_google_key_url(rng):
    addr = rng.choice(["1600+Amphitheatre+Pkwy", "10+Downing+St", "Alexanderplatz+1"])
    body = ("AxiosError: Request failed with status code 403\n"
            "    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)\n"
            "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3065:11) {\n"
            "  code: 'ERR_BAD_REQUEST',\n  config: {\n    method: 'get',\n"
            f"    url: 'https://maps.googleapis.com/maps/api/geocode/json?address={addr}&key={M(tok_google_key(rng))}',\n"
            "    timeout: 10000,\n  },\n  response: { status: 403, statusText: 'Forbidden' }\n}")
    return note(rng, "Geocoder failing", ["Error from the worker:"], body, "text")


def _env_with_secret(rng, allow_django=True):
    items = ordinary_env(rng)
    name, val = secret_env(rng, allow_django)
    pos_ = rng.randint(1, len(items))
    return items, name, val, pos_


@pos
def p_env_printenv(rng):
    items, name, val, k = _env_with_secret(rng)
    lines = [f"{a}={b}" for a, b in items]
    lines.insert(k, f"{name}={M(val)}")
    cmd = rng.choice(["$ printenv", "$ env", "$ env | sort"])
    if cmd.endswith("sort"):
        lines.sort(key=lambda s: s.replace(S0, ""))
    return note(rng, "Environment inside the container", ["printenv from the broken pod:", "env at the time of the failure:"],
                cmd + "\n" + "\n".join(lines), "console")


@pos
def p_env_bash_set(rng):
    items, name, val, _ = _env_with_secret(rng)
    u = dict(items)["HOME"].rsplit("/", 1)[-1]
    extra = [("BASH", "/usr/bin/bash"),
             ("BASHOPTS", "checkwinsize:cmdhist:complete_fullquote:expand_aliases:extglob:extquote:force_fignore:globasciiranges:histappend:interactive_comments:progcomp:promptvars:sourcepath"),
             ("BASH_ALIASES", "()"), ("BASH_ARGC", '([0]="0")'),
             ("BASH_VERSINFO", '([0]="5" [1]="1" [2]="16" [3]="1" [4]="release" [5]="x86_64-pc-linux-gnu")'),
             ("BASH_VERSION", "'5.1.16(1)-release'"), ("COLUMNS", str(rng.randint(80, 240))), ("DIRSTACK", "()"),
             ("EUID", "1000"), ("GROUPS", "()"), ("HISTFILE", f"/home/{u}/.bash_history"), ("HISTFILESIZE", "2000"),
             ("HOSTTYPE", "x86_64"), ("IFS", "$' \\t\\n'"), ("LINES", str(rng.randint(24, 70))),
             ("MACHTYPE", "x86_64-pc-linux-gnu"), ("OPTERR", "1"), ("OPTIND", "1"), ("OSTYPE", "linux-gnu"),
             ("PIPESTATUS", '([0]="0")'), ("PPID", str(rng.randint(1000, 60000))), ("PS2", "'> '"), ("PS4", "'+ '"),
             ("SHELLOPTS", "braceexpand:emacs:hashall:histexpand:history:interactive-comments:monitor"), ("UID", "1000")]
    rows = [(a, bash_q(b)) for a, b in items] + extra
    q = bash_q(val)
    sval = f"'{M(val)}'" if q.startswith("'") else M(val)
    rows.append((name, sval))
    rows.sort(key=lambda kv: kv[0])
    funcs = ("__expand_tilde_by_ref () \n{ \n    if [[ ${!1-} == \\~* ]]; then\n"
             "        eval $1=\"$(printf ~%q \"${!1#\\~}\")\";\n    fi\n}")
    body = "$ set\n" + "\n".join(f"{a}={b}" for a, b in rows) + "\n" + funcs + "\n..."
    return note(rng, "Shell state on the build box", ["Output of `set` on the runner:"], body, "console")


@pos
def p_env_export_p(rng):
    items, name, val, k = _env_with_secret(rng, allow_django=False)
    rows = [(a, b.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")) for a, b in items]
    rows.append((name, M(val)))
    rows.sort(key=lambda kv: kv[0])
    body = "$ export -p\n" + "\n".join(f'declare -x {a}="{b}"' for a, b in rows)
    return note(rng, "Exported variables", ["export -p from the CI step:"], body, "console")


DB_ENVS = [("postgres:16.2", "POSTGRES_PASSWORD", ["POSTGRES_USER", "POSTGRES_DB", "PGDATA=/var/lib/postgresql/data"]),
           ("mysql:8.0.36", "MYSQL_ROOT_PASSWORD", ["MYSQL_DATABASE", "MYSQL_USER"]),
           ("redis:7.2", "REDIS_PASSWORD", ["REDIS_PORT=6379"]),
           ("rabbitmq:3.13-management", "RABBITMQ_DEFAULT_PASS", ["RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_VHOST=/"]),
           ("minio/minio:RELEASE.2024-03-10T02-53-48Z", "MINIO_ROOT_PASSWORD", ["MINIO_ROOT_USER"])]


def _other_env(rng, names):
    out = []
    for n in names:
        if "=" in n:
            out.append(n)
        else:
            out.append(f"{n}={rng.choice(DBUSERS) if 'USER' in n else proj(rng).replace('-', '_')}")
    return out


@pos
def p_docker_inspect_env(rng):
    image, var, others = rng.choice(DB_ENVS)
    name = f"{proj(rng)}-{image.split(':')[0].split('/')[-1]}-1"
    env = ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"] + _other_env(rng, others) + ["LANG=en_US.utf8", "GOSU_VERSION=1.17"]
    insert_random(rng, env, f"{var}={M(pw(rng))}")
    if rng.random() < 0.5:
        body = f"$ docker inspect --format '{{{{json .Config.Env}}}}' {name}\n" + json.dumps(env, ensure_ascii=False, separators=(",", ":"))
    else:
        cid = hexs(rng, 64)
        obj = [{"Id": cid, "Created": iso(rng, True), "Path": "docker-entrypoint.sh", "Args": [image.split(":")[0].split("/")[-1]],
                "State": {"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False,
                          "Pid": rng.randint(1000, 90000), "ExitCode": 0, "StartedAt": iso(rng, True)},
                "Image": "sha256:" + hexs(rng, 64), "Name": "/" + name, "RestartCount": 0,
                "Config": {"Hostname": cid[:12], "Env": env, "Cmd": [image.split(":")[0].split("/")[-1]], "Image": image,
                           "WorkingDir": "", "Labels": {"com.docker.compose.project": proj(rng),
                                                        "com.docker.compose.service": "db", "com.docker.compose.version": "2.24.6"}}}]
        body = f"$ docker inspect {name}\n" + json.dumps(obj, indent=4, ensure_ascii=False)
    return note(rng, "Local DB container", ["docker inspect of the db container:"], body, "json")


@pos
def p_docker_compose_config(rng):
    p = proj(rng)
    pwv = pw(rng)
    yv = f'"{M(pwv)}"' if (pwv[0] in "!&*#%@`|>'\"{[]},?:-" or ": " in pwv or " #" in pwv) else M(pwv)
    body = (f"$ docker compose config\nname: {p}\nservices:\n  db:\n    environment:\n"
            f"      POSTGRES_DB: {p.replace('-', '_')}\n      POSTGRES_PASSWORD: {yv}\n      POSTGRES_USER: {rng.choice(DBUSERS)}\n"
            "    image: postgres:16.2\n    networks:\n      default: null\n    ports:\n      - mode: ingress\n"
            "        target: 5432\n        published: \"5432\"\n        protocol: tcp\n    volumes:\n      - type: volume\n"
            "        source: pgdata\n        target: /var/lib/postgresql/data\n        volume: {}\n"
            f"  web:\n    build:\n      context: /home/{user(rng)}/src/{p}\n      dockerfile: Dockerfile\n    depends_on:\n"
            "      db:\n        condition: service_started\n        required: true\n    environment:\n"
            "      LOG_LEVEL: debug\n      PORT: \"8000\"\n    networks:\n      default: null\n"
            f"networks:\n  default:\n    name: {p}_default\nvolumes:\n  pgdata:\n    name: {p}_pgdata")
    return note(rng, "Compose config resolved", ["Resolved compose file:"], body, "yaml")


def _k8s_secret_payload(rng):
    k = rng.randrange(4)
    if k == 0:
        return "password", pw(rng)
    if k == 1:
        return "api-key", tok_stripe(rng)
    if k == 2:
        return "DB_PASSWORD", pw(rng)
    return "token", tok_slack_bot(rng)


@pos
def p_kubectl_secret_yaml(rng):
    key, val = _k8s_secret_payload(rng)
    name = f"{proj(rng)}-credentials"
    ns = rng.choice(["prod", "staging", "default", "payments"])
    data = {key: M(b64(val.encode())), "username": b64(rng.choice(DBUSERS).encode())}
    lines = [f"  {k2}: {data[k2]}" for k2 in sorted(data)]
    body = (f"$ kubectl get secret {name} -n {ns} -o yaml\napiVersion: v1\ndata:\n" + "\n".join(lines)
            + f"\nkind: Secret\nmetadata:\n  creationTimestamp: \"{iso(rng)}\"\n  name: {name}\n  namespace: {ns}\n"
            f"  resourceVersion: \"{rng.randint(10 ** 6, 10 ** 8)}\"\n  uid: {uuid4(rng)}\ntype: Opaque")
    return note(rng, "Checking the secret contents", ["The secret as stored in the cluster:"], body, "yaml")


@pos
def p_kubectl_secret_json(rng):
    key, val = _k8s_secret_payload(rng)
    name = f"{proj(rng)}-{rng.choice(['creds', 'secrets', 'env'])}"
    ns = rng.choice(["prod", "staging", "default"])
    obj = {"apiVersion": "v1", "data": dict(sorted({key: M(b64(val.encode())), "host": b64(f"pg-1.{ns}.svc".encode())}.items())),
           "kind": "Secret",
           "metadata": {"creationTimestamp": iso(rng), "name": name, "namespace": ns,
                        "resourceVersion": str(rng.randint(10 ** 6, 10 ** 8)), "uid": uuid4(rng)},
           "type": "Opaque"}
    body = f"$ kubectl get secret {name} -n {ns} -o json\n" + json.dumps(obj, indent=4, ensure_ascii=False)
    return note(rng, "Secret JSON", ["kubectl output:"], body, "json")


@pos
def p_kubectl_describe_pod_env(rng):
    p = proj(rng)
    cid = hexs(rng, 64)
    var, val = rng.choice([("DB_PASSWORD", pw(rng)), ("API_TOKEN", bearer(rng)), ("SMTP_PASSWORD", pw(rng)),
                           ("SENTRY_AUTH_TOKEN", "sntrys_" + b64u(jdump({"iat": epoch(rng), "url": "https://sentry.io", "org": org(rng)}).encode()) + "_" + rs(rng, B64URL, 43))])
    envs = [("LOG_LEVEL", "info"), ("DB_HOST", f"postgres.{rng.choice(['prod', 'staging'])}.svc.cluster.local"),
            ("REDIS_URL", "<set to the key 'url' in secret 'redis'>  Optional: false"), ("PORT", "8080")]
    insert_random(rng, envs, (var, M(val)))
    w = max(len(a) for a, _ in envs) + 2
    env_txt = "\n".join(f"      {(a + ':').ljust(w)}{b}" for a, b in envs)
    reg = f"registry.{dom(rng)}"
    body = (f"$ kubectl describe pod {podname(rng, p)}\n...\nContainers:\n  {p}:\n    Container ID:   containerd://{cid}\n"
            f"    Image:          {reg}/{p}:1.{rng.randint(0, 30)}.{rng.randint(0, 9)}\n"
            f"    Image ID:       {reg}/{p}@sha256:{hexs(rng, 64)}\n    Port:           8080/TCP\n"
            "    Host Port:      0/TCP\n    State:          Running\n"
            f"      Started:      {http_date(rng).replace(' GMT', ' +0000')}\n    Ready:          True\n    Restart Count:  {rng.randint(0, 9)}\n"
            f"    Environment:\n{env_txt}\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-{rs(rng, LOWNUM, 5)} (ro)")
    return note(rng, "Pod description", ["describe output, trimmed:"], body, "text")


def _assume_role_json(rng, secret_val, token_val):
    a = acct(rng)
    role = rng.choice(["Deploy", "ReadOnly", "TerraformApply", "CIRunner"])
    sess = rng.choice(["gha-run", user(rng), "botocore-session-" + str(epoch(rng))])
    return (f"$ aws sts assume-role --role-arn arn:aws:iam::{a}:role/{role} --role-session-name {sess}\n{{\n"
            f"    \"Credentials\": {{\n        \"AccessKeyId\": \"{aws_akid(rng, 'ASIA')}\",\n"
            f"        \"SecretAccessKey\": \"{secret_val}\",\n        \"SessionToken\": \"{token_val}\",\n"
            f"        \"Expiration\": \"{iso(rng, z='+00:00')}\"\n    }},\n    \"AssumedRoleUser\": {{\n"
            f"        \"AssumedRoleId\": \"AROA{rs(rng, B32, 17)}:{sess}\",\n"
            f"        \"Arn\": \"arn:aws:sts::{a}:assumed-role/{role}/{sess}\"\n    }}\n}}")


@pos
def p_aws_assume_role_secret(rng):
    body = _assume_role_json(rng, M(aws_secret(rng)), rng.choice(["<trimmed>", "IQoJb3JpZ2luX2Vj...(trimmed)", "..."]))
    return note(rng, "Assumed the deploy role", ["Session token trimmed, rest as printed:"], body, "json")


@pos
def p_aws_session_token(rng):
    prof = rng.choice(["ci", "sso-dev", "prod-admin"])
    body = f"$ aws configure get aws_session_token --profile {prof}\n{M(aws_session(rng))}"
    return note(rng, "Session token for the CI profile", ["Printed from the profile:"], body, "console")


@pos
def p_aws_export_credentials(rng):
    prof = rng.choice(["dev", "default", "deployer"])
    if rng.random() < 0.5:
        body = (f"$ aws configure export-credentials --profile {prof}\n{{\n  \"Version\": 1,\n"
                f"  \"AccessKeyId\": \"{aws_akid(rng)}\",\n  \"SecretAccessKey\": \"{M(aws_secret(rng))}\"\n}}")
    else:
        body = (f"$ aws configure export-credentials --profile {prof} --format env\n"
                f"export AWS_ACCESS_KEY_ID={aws_akid(rng)}\nexport AWS_SECRET_ACCESS_KEY={M(aws_secret(rng))}")
    return note(rng, "Exported credentials", ["export-credentials output:"], body, "console")


@pos
def p_gcloud_access_token(rng):
    body = f"$ gcloud auth print-access-token\n{M(tok_ya29(rng))}"
    if rng.random() < 0.5:
        body = f"$ gcloud config set project {proj(rng)}-{rng.randint(100000, 999999)}\nUpdated property [core/project].\n" + body
    return note(rng, "GCP token for the curl test", ["Token I used for the manual call:"], body, "console")


@pos
def p_gh_auth_token(rng):
    t = tok_gh(rng, "gho_")
    if rng.random() < 0.5:
        body = f"$ gh auth token\n{M(t)}"
    else:
        body = (f"$ gh auth status --show-token\ngithub.com\n  \u2713 Logged in to github.com account {user(rng)} (keyring)\n"
                f"  - Active account: true\n  - Git operations protocol: https\n  - Token: {M(t)}\n"
                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
    return note(rng, "gh CLI login", ["gh output:"], body, "console")


@pos
def p_heroku_config(rng):
    app = f"{proj(rng)}-{rng.choice(['prod', 'staging'])}"
    hu = "u" + rs(rng, LOWNUM, 13)
    hp = "p" + hexs(rng, 64)
    host = f"ec2-{pubip(rng).replace('.', '-')}.compute-1.amazonaws.com"
    rows = [("DATABASE_URL", f"postgres://{hu}:{M(hp)}@{host}:5432/{rs(rng, LOWNUM, 14)}"),
            ("LANG", "en_US.UTF-8"), ("NODE_ENV", "production"), ("WEB_CONCURRENCY", str(rng.randint(2, 8))),
            ("TZ", "UTC"), ("LOG_LEVEL", "info")]
    rng.shuffle(rows)
    w = max(len(a) for a, _ in rows) + 2
    body = f"$ heroku config -a {app}\n=== {app} Config Vars\n\n" + "\n".join(f"{(a + ':').ljust(w)}{b}" for a, b in rows)
    return note(rng, "Heroku config", ["Config vars:"], body, "console")


@pos
def p_vault_kv_get(rng):
    path = f"secret/{proj(rng)}/{rng.choice(['prod', 'staging'])}"
    key, val = rng.choice([("password", pw(rng)), ("api_key", tok_stripe(rng)), ("token", tok_slack_bot(rng)),
                           ("db_password", pw(rng))])
    data = [("host", f"pg-{rng.randint(1, 3)}.internal"), ("username", rng.choice(DBUSERS)), (key, M(val))]
    data.sort(key=lambda kv: kv[0])
    w = max(len(a) for a, _ in data) + 4
    body = (f"$ vault kv get {path}\n====== Secret Path ======\n{path.replace('secret/', 'secret/data/', 1)}\n\n"
            f"======= Metadata =======\nKey                Value\n---                -----\n"
            f"created_time       {iso(rng, True)}\ncustom_metadata    <nil>\ndeletion_time      n/a\n"
            f"destroyed          false\nversion            {rng.randint(1, 20)}\n\n====== Data ======\n"
            f"{'Key'.ljust(w)}Value\n{'---'.ljust(w)}-----\n" + "\n".join(f"{a.ljust(w)}{b}" for a, b in data))
    return note(rng, "Vault lookup", ["vault kv get output:"], body, "text")


@pos
def p_vault_token_create(rng):
    pol = rng.choice(["deploy", "ci-readonly", proj(rng)])
    body = (f"$ vault token create -policy={pol} -ttl=768h\nKey                  Value\n---                  -----\n"
            f"token                {M(tok_vault(rng))}\ntoken_accessor       {rs(rng, ALNUM, 24)}\n"
            f"token_duration       768h\ntoken_renewable      true\ntoken_policies       [\"default\" \"{pol}\"]\n"
            f"identity_policies    []\npolicies             [\"default\" \"{pol}\"]")
    return note(rng, "CI token created", ["Created the token for the pipeline:"], body, "text")


def _curl_preamble(rng, host, path, method="GET"):
    addr = pubip(rng)
    return [f"*   Trying {addr}:443...", f"* Connected to {host} ({addr}) port 443",
            "* ALPN: curl offers h2,http/1.1", "* TLSv1.3 (OUT), TLS handshake, Client hello (1):",
            "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384", "* ALPN: server accepted h2",
            "* Server certificate:", f"*  subject: CN={host}", "*  start date: Jan  4 00:00:00 2024 GMT",
            "*  issuer: C=US; O=Let's Encrypt; CN=R3", "*  SSL certificate verify ok.",
            f"* using HTTP/2", f"> {method} {path} HTTP/2", f"> Host: {host}", "> User-Agent: curl/8.4.0", "> Accept: */*"]


def _curl_response(rng, status=200):
    return ["> ", f"< HTTP/2 {status}", f"< date: {http_date(rng)}", "< content-type: application/json; charset=utf-8",
            f"< x-request-id: {uuid4(rng)}", f"< etag: W/\"{hexs(rng, 16)}\"", "< ",
            "{\"ok\":true}" if status < 300 else "{\"error\":\"forbidden\"}"]


@pos
def p_curl_v_bearer(rng):
    host = f"api.{dom(rng)}"
    lines = _curl_preamble(rng, host, rng.choice(["/v1/orders?limit=50", "/v2/me", "/api/projects"]))
    lines.append(f"> Authorization: Bearer {M(bearer(rng))}")
    lines += _curl_response(rng, rng.choice([200, 200, 403]))
    body = f"$ curl -v https://{host}/...\n" + "\n".join(lines)
    return note(rng, "curl -v against the API", ["Verbose output:"], body, "console")


@pos
def p_curl_v_cookie(rng):
    host = f"app.{dom(rng)}"
    name, val = session_cookie(rng)
    lines = _curl_preamble(rng, host, "/api/account")
    pre = rng.choice(["", f"_ga=GA1.1.{rng.randint(10 ** 8, 10 ** 10)}.{epoch(rng)}; ", "theme=dark; "])
    lines.append(f"> Cookie: {pre}{name}={M(val)}")
    lines += _curl_response(rng)
    return note(rng, "Replaying the browser session", ["curl -v with the cookie from devtools:"], "\n".join(lines), "console")


@pos
def p_curl_v_set_cookie(rng):
    host = f"app.{dom(rng)}"
    name, val = session_cookie(rng)
    lines = _curl_preamble(rng, host, "/login", "POST")
    lines += ["> Content-Type: application/x-www-form-urlencoded", "> Content-Length: 41", "> ",
              "< HTTP/2 302", f"< date: {http_date(rng)}", "< location: /dashboard",
              f"< set-cookie: {name}={M(val)}; Path=/; Expires={http_date(rng)}; HttpOnly; Secure; SameSite=Lax",
              f"< x-request-id: {uuid4(rng)}", "< content-length: 0", "< "]
    return note(rng, "Login flow", ["Response headers from the login POST:"], "\n".join(lines), "console")


@pos
def p_curl_v_basic(rng):
    host = f"{rng.choice(['registry', 'nexus', 'jenkins', 'grafana'])}.{dom(rng)}"
    u = rng.choice(DBUSERS + ["ci-bot"])
    cred = b64(f"{u}:{pw(rng)}".encode())
    lines = _curl_preamble(rng, host, "/api/health")
    lines.insert(12, f"* Server auth using Basic with user '{u}'")
    lines.append(f"> Authorization: Basic {M(cred)}")
    lines += _curl_response(rng)
    return note(rng, "Basic auth check", ["Verbose curl:"], f"$ curl -v -u {u} https://{host}/api/health\n" + "\n".join(lines), "console")


def _chrome_headers(rng, host):
    return [(":authority", host), (":method", "GET"), (":scheme", "https"),
            ("accept", "application/json, text/plain, */*"), ("accept-encoding", "gzip, deflate, br"),
            ("accept-language", "en-US,en;q=0.9"), ("referer", f"https://{host}/dashboard"),
            ("sec-ch-ua", "\"Chromium\";v=\"122\", \"Not(A:Brand\";v=\"24\", \"Google Chrome\";v=\"122\""),
            ("sec-fetch-mode", "cors"), ("sec-fetch-site", "same-origin"),
            ("user-agent", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36")]


def _secret_header(rng):
    k = rng.randrange(3)
    if k == 0:
        return "authorization", "Bearer ", bearer(rng)
    if k == 1:
        return "x-api-key", "", rng.choice([tok_anthropic(rng), rs(rng, ALNUM, 40), tok_openai(rng)])
    name, val = session_cookie(rng)
    return "cookie", f"_ga=GA1.1.{rng.randint(10 ** 8, 10 ** 10)}.{epoch(rng)}; {name}=", val


@pos
def p_har_headers(rng):
    host = f"app.{dom(rng)}"
    hdrs = [{"name": a, "value": b} for a, b in _chrome_headers(rng, host)]
    hname, prefix, val = _secret_header(rng)
    insert_random(rng, hdrs, {"name": hname, "value": prefix + M(val)}, 3)
    entry = {"startedDateTime": iso(rng, True), "time": round(rng.uniform(20, 900), 3),
             "request": {"method": "GET", "url": f"https://{host}/api/v1/me", "httpVersion": "http/2.0",
                         "headers": hdrs, "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0}}
    body = json.dumps(entry, indent=2, ensure_ascii=False)
    return note(rng, "HAR excerpt", ["Entry from the exported HAR:"], body, "json")


@pos
def p_devtools_fetch(rng):
    host = f"app.{dom(rng)}"
    hname, prefix, val = _secret_header(rng)
    hdrs = [("accept", "application/json"), ("accept-language", "en-GB,en-US;q=0.9,en;q=0.8"),
            (hname, prefix + M(val)), ("content-type", "application/json"),
            ("sec-ch-ua", "\\\"Chromium\\\";v=\\\"122\\\", \\\"Not(A:Brand\\\";v=\\\"24\\\""),
            ("sec-ch-ua-mobile", "?0"), ("sec-ch-ua-platform", "\\\"macOS\\\""), ("sec-fetch-dest", "empty"),
            ("sec-fetch-mode", "cors"), ("sec-fetch-site", "same-origin")]
    hdrs.sort(key=lambda kv: kv[0])
    htxt = ",\n".join(f"    \"{a}\": \"{b}\"" for a, b in hdrs)
    body = (f"fetch(\"https://{host}/api/graphql\", {{\n  \"headers\": {{\n{htxt}\n  }},\n"
            f"  \"referrer\": \"https://{host}/projects\",\n  \"referrerPolicy\": \"strict-origin-when-cross-origin\",\n"
            "  \"body\": \"{\\\"operationName\\\":\\\"Viewer\\\",\\\"variables\\\":{},\\\"query\\\":\\\"query Viewer { viewer { id } }\\\"}\",\n"
            "  \"method\": \"POST\",\n  \"mode\": \"cors\",\n  \"credentials\": \"include\"\n});")
    return note(rng, "Copy as fetch", ["Copied from the network tab:"], body, "js")


@pos
def p_devtools_curl(rng):
    host = f"app.{dom(rng)}"
    hname, prefix, val = _secret_header(rng)
    hl = [("accept", "application/json"), ("accept-language", "en-US,en;q=0.9"), (hname, prefix + M(val)),
          ("referer", f"https://{host}/settings"), ("sec-fetch-mode", "cors"),
          ("user-agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36")]
    parts = [f"curl 'https://{host}/api/v1/projects?page=1'"]
    for a, b in hl:
        if a == "cookie" and rng.random() < 0.5:
            parts.append(f"  -b '{b}'")
        else:
            parts.append(f"  -H '{a}: {b}'")
    body = " \\\n".join(parts)
    return note(rng, "Copy as cURL", ["The request from devtools:"], body, "bash")


@pos
def p_python_config_dict(rng):
    host = ip10(rng)
    u = rng.choice(DBUSERS)
    cfg = f"{{'host': '{host}', 'port': 5432, 'dbname': '{u}', 'user': '{u}', 'password': '{M(pw(rng))}', 'connect_timeout': 5}}"
    if rng.random() < 0.5:
        body = (f"{day(rng)} {hms(rng)},{rng.randint(100, 999)} DEBUG worker.db: connecting with {cfg}\n"
                "Traceback (most recent call last):\n"
                f"  File \"/app/worker/db.py\", line {rng.randint(20, 90)}, in connect\n    conn = psycopg2.connect(**cfg)\n"
                "  File \"/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py\", line 122, in connect\n"
                "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\n"
                f"psycopg2.OperationalError: connection to server at \"{host}\", port 5432 failed: FATAL:  password authentication failed for user \"{u}\"")
    else:
        body = ("Traceback (most recent call last):\n"
                f"  File \"/app/{proj(rng)}/settings.py\", line {rng.randint(20, 90)}, in load\n    validate(cfg)\n"
                f"  File \"/app/{proj(rng)}/settings.py\", line {rng.randint(100, 200)}, in validate\n"
                "    raise ConfigError(f\"invalid database config: {cfg!r}\")\n"
                f"settings.ConfigError: invalid database config: {cfg}")
    return note(rng, "Worker crash", ["Traceback from the worker:"], body, "pytb")


@pos
def p_node_debug_object(rng):
    host = rng.choice(["10.0.2.15", "db.internal", "localhost"])
    u = rng.choice(DBUSERS)
    if rng.random() < 0.5:
        body = (f"  knex:client acquired connection from pool: __knexUid1 +{rng.randint(1, 9)}ms\n"
                f"  app:db connecting with options {{ client: 'pg', connection: {{ host: '{host}', port: 5432, user: '{u}', password: '{M(pw(rng))}', database: '{u}' }}, pool: {{ min: 2, max: 10 }} }} +0ms\n"
                "  app:http listening on :3000 +12ms")
    else:
        body = (f"> console.log(config)\n{{\n  port: 3000,\n  env: 'production',\n  db: {{\n    host: '{host}',\n    user: '{u}',\n"
                f"    password: '{M(pw(rng))}',\n    ssl: {{ rejectUnauthorized: false }}\n  }},\n  features: [ 'billing', 'exports' ]\n}}")
    return note(rng, "Node config at startup", ["DEBUG output from the service:"], body, "text")


@pos
def p_json_log_dsn(rng):
    p = proj(rng)
    u = rng.choice(DBUSERS)
    dsn = f"postgres://{u}:{M(pw(rng, url_safe=True))}@pg-{rng.randint(1, 3)}.internal:5432/{u}?sslmode=require"
    lines = [jdump({"level": "info", "ts": iso(rng, True), "logger": "main", "msg": "starting", "version": f"1.{rng.randint(0, 40)}.{rng.randint(0, 9)}", "commit": hexs(rng, 40)}),
             '{"level":"debug","ts":"%s","logger":"db","msg":"connecting","dsn":"%s"}' % (iso(rng, True), dsn),
             jdump({"level": "info", "ts": iso(rng, True), "logger": "http", "msg": "listening", "addr": ":8080", "trace_id": hexs(rng, 32)})]
    return note(rng, f"{p} startup logs", ["Structured logs from the pod:"], "\n".join(lines), "json")


@pos
def p_psql_banner(rng):
    u = rng.choice(DBUSERS)
    host = rng.choice([f"pg-prod.{dom(rng)}", f"{proj(rng)}.c{rs(rng, LOWNUM, 10)}.{rng.choice(REGIONS)}.rds.amazonaws.com"])
    p = pw(rng, url_safe=True)
    if rng.random() < 0.5:
        cmd = f"$ psql \"postgresql://{u}:{M(p)}@{host}:5432/{u}?sslmode=require\""
    else:
        cmd = f"$ PGPASSWORD={M(p)} psql -h {host} -U {u} -d {u}"
    body = (cmd + "\npsql (16.2 (Ubuntu 16.2-1.pgdg22.04+1), server 15.6)\n"
            "SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\nType \"help\" for help.\n\n"
            f"{u}=> \\dt\n")
    return note(rng, "Connected to prod read replica", ["Session start:"], body, "console")


@pos
def p_mysql_banner(rng):
    u = rng.choice(DBUSERS)
    p = pw(rng, url_safe=True)
    body = (f"$ mysql -h db.internal -u {u} -p{M(p)} {proj(rng).replace('-', '_')}\n"
            "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
            "Welcome to the MySQL monitor.  Commands end with ; or \\g.\n"
            f"Your MySQL connection id is {rng.randint(100, 99999)}\nServer version: 8.0.36 MySQL Community Server - GPL\n\n"
            "Copyright (c) 2000, 2024, Oracle and/or its affiliates.\n\n"
            "Type 'help;' or '\\h' for help. Type '\\c' to clear the current input statement.\n\nmysql>")
    return note(rng, "MySQL session", ["Banner when connecting:"], body, "console")


def _git_cred_url(rng):
    o, r = org(rng), proj(rng)
    k = rng.randrange(4)
    if k == 0:
        t = tok_gh(rng, "ghs_")
        return "https://x-access-token:{}@github.com/%s/%s.git" % (o, r), t
    if k == 1:
        return "https://oauth2:{}@gitlab.com/%s/%s.git" % (o, r), tok_glpat(rng)
    if k == 2:
        return "https://{}@github.com/%s/%s.git" % (o, r), tok_gh(rng, "ghp_")
    return "https://%s:{}@bitbucket.org/%s/%s.git" % (user(rng), o, r), tok_bitbucket(rng)


@pos
def p_git_remote_v(rng):
    tmpl, t = _git_cred_url(rng)
    body = (f"$ git remote -v\norigin\t{tmpl.format(M(t))} (fetch)\norigin\t{tmpl.format(t)} (push)")
    if rng.random() < 0.5:
        body += f"\nupstream\thttps://github.com/{org(rng)}/{proj(rng)}.git (fetch)\nupstream\thttps://github.com/{org(rng)}/{proj(rng)}.git (push)"
    return note(rng, "Remotes on the build agent", ["git remote -v on the runner:"], body, "console")


@pos
def p_git_push_error(rng):
    tmpl, t = _git_cred_url(rng)
    url = tmpl.format(M(t))
    if rng.random() < 0.5:
        body = f"$ git push origin main\nfatal: unable to access '{url}/': The requested URL returned error: 403"
    else:
        body = f"$ git fetch\nremote: Invalid username or password.\nfatal: Authentication failed for '{url}/'"
    return note(rng, "Push failing from CI", ["Error from the job:"], body, "console")


@pos
def p_npm_config_list(rng):
    k = rng.randrange(3)
    if k == 0:
        line = f"//registry.npmjs.org/:_authToken = \"{M(tok_npm(rng))}\""
    elif k == 1:
        line = f"//npm.pkg.github.com/:_authToken = \"{M(tok_gh(rng, 'ghp_'))}\""
    else:
        line = f"//gitlab.com/api/v4/projects/{rng.randint(100, 99999)}/packages/npm/:_authToken = \"{M(tok_glpat(rng))}\""
    u = user(rng)
    body = ("$ npm config list\n; cli configs\nmetrics-registry = \"https://registry.npmjs.org/\"\nscope = \"\"\n"
            "user-agent = \"npm/6.14.18 node/v14.21.3 linux x64\"\n\n"
            f"; userconfig /home/{u}/.npmrc\n{line}\n@{org(rng)}:registry = \"https://npm.pkg.github.com/\"\n\n"
            f"; node bin location = /usr/local/bin/node\n; cwd = /home/{u}/src/{proj(rng)}\n; HOME = /home/{u}\n"
            "; \"npm config ls -l\" to show all defaults.")
    return note(rng, "npm config on the old runner", ["Listing from the legacy Node 14 image:"], body, "console")


@pos
def p_pip_config_list(rng):
    k = rng.randrange(3)
    if k == 0:
        url = f"https://{rng.choice(['deploy', 'ci', user(rng)])}:{M(pw(rng, url_safe=True))}@nexus.{dom(rng)}/repository/pypi-group/simple"
    elif k == 1:
        tokv = b64u(jdump({"ver": 1, "isu": epoch(rng), "enc": "A128GCM", "tag": b64u(rng.randbytes(16)), "iv": b64u(rng.randbytes(12)), "alg": "A128GCMKW"}).encode()) + "." + rs(rng, B64URL, rng.randint(500, 800))
        url = f"https://aws:{M(tokv)}@{org(rng)}-{acct(rng)}.d.codeartifact.{rng.choice(REGIONS)}.amazonaws.com/pypi/internal/simple/"
    else:
        url = f"https://{user(rng)}%40{dom(rng)}:{M(tok_artifactory(rng))}@artifactory.{dom(rng)}/artifactory/api/pypi/pypi-virtual/simple"
    body = (f"$ pip config list\nglobal.index-url='{url}'\nglobal.timeout='60'\n"
            f"global.trusted-host='{rng.choice(['nexus', 'artifactory'])}.{dom(rng)}'")
    return note(rng, "pip config on the runner", ["pip config list:"], body, "console")


@pos
def p_terraform_plan_leak(rng):
    k = rng.randrange(3)
    v = pw(rng) if rng.random() < 0.7 else tok_stripe(rng)
    if k == 0:
        body = ("  # null_resource.db_bootstrap must be replaced\n-/+ resource \"null_resource\" \"db_bootstrap\" {\n"
                f"      ~ id       = \"{rng.randint(10 ** 17, 10 ** 18)}\" -> (known after apply)\n      ~ triggers = {{ # forces replacement\n"
                f"          + \"password\" = \"{M(v)}\"\n          ~ \"schema\"   = \"v{rng.randint(1, 9)}\" -> \"v{rng.randint(10, 20)}\"\n        }}\n    }}")
    elif k == 1:
        hp = proj(rng)
        body = (f"  # helm_release.{hp.replace('-', '_')} will be updated in-place\n  ~ resource \"helm_release\" \"{hp.replace('-', '_')}\" {{\n"
                f"        id         = \"{hp}\"\n        name       = \"{hp}\"\n"
                "      + set {\n          + name  = \"auth.password\"\n"
                f"          + value = \"{M(v)}\"\n        }}\n        # (24 unchanged attributes hidden)\n    }}")
    else:
        body = ("  # mysql_user.reporting will be created\n  + resource \"mysql_user\" \"reporting\" {\n"
                "      + host               = \"%\"\n      + id                 = (known after apply)\n"
                f"      + plaintext_password = \"{M(v)}\"\n      + tls_option         = \"NONE\"\n      + user               = \"reporting\"\n    }}")
    body += "\n\nPlan: 1 to add, 0 to change, 0 to destroy." if k == 2 else "\n\nPlan: 0 to add, 1 to change, 0 to destroy."
    return note(rng, "terraform plan output", ["Plan from the PR job:"], body, "hcl")


@pos
def p_terraform_output(rng):
    name = rng.choice(["db_password", "admin_password", "api_token", "grafana_admin_password"])
    v = pw(rng) if "password" in name else bearer(rng)
    if rng.random() < 0.5:
        body = (f"$ terraform output -json\n{{\n  \"{name}\": {{\n    \"sensitive\": true,\n    \"type\": \"string\",\n"
                f"    \"value\": \"{M(v)}\"\n  }},\n  \"endpoint\": {{\n    \"sensitive\": false,\n    \"type\": \"string\",\n"
                f"    \"value\": \"{proj(rng)}.{rs(rng, LOWNUM, 12)}.{rng.choice(REGIONS)}.rds.amazonaws.com\"\n  }}\n}}")
    else:
        body = f"$ terraform output -raw {name}\n{M(v)}"
    return note(rng, "Terraform outputs", ["Outputs after apply:"], body, "console")


@pos
def p_ansible_vvv(rng):
    host = f"web{rng.randint(1, 9)}.{rng.choice(['prod', 'stg'])}"
    tok = bearer(rng)
    args = {"url": f"https://api.{dom(rng)}/v1/deployments", "method": "POST",
            "headers": {"Authorization": "Bearer " + M(tok), "Content-Type": "application/json"},
            "body_format": "json", "status_code": [200, 201], "return_content": False,
            "validate_certs": True, "timeout": 30, "follow_redirects": "safe"}
    res = {"changed": False, "connection": "close", "content_length": "0", "cookies": {},
           "elapsed": 0, "invocation": {"module_args": args}, "msg": "OK (0 bytes)", "status": 201,
           "url": args["url"]}
    body = (f"<{host}> ESTABLISH SSH CONNECTION FOR USER: deploy\n"
            f"<{host}> SSH: EXEC ssh -C -o ControlMaster=auto -o ControlPersist=60s -o KbdInteractiveAuthentication=no "
            "-o PreferredAuthentications=gssapi-with-mic,gssapi-keyex,hostbased,publickey -o PasswordAuthentication=no "
            f"-o 'User=\"deploy\"' -o ConnectTimeout=10 {host} '/bin/sh -c '\"'\"'rm -f -r /home/deploy/.ansible/tmp/ansible-tmp-{epoch(rng)}.{rng.randint(100, 999)}/ > /dev/null 2>&1 && sleep 0'\"'\"''\n"
            f"ok: [{host}] => " + json.dumps(res, indent=4, ensure_ascii=False))
    return note(rng, "Ansible run -vvv", ["Verbose output of the notify task:"], body, "text")


@pos
def p_jupyter_environ(rng):
    items = ordinary_env(rng, rng.randint(8, 14))
    name, val = secret_env(rng, allow_django=False)
    rows = [(a, b.replace("\\", "\\\\")) for a, b in items]
    k = rng.randint(1, len(rows))
    rows.insert(k, (name, M(val)))
    inner = ",\n        ".join(f"'{a}': '{b}'" for a, b in rows)
    body = f"In [4]: os.environ\nOut[4]:\nenviron{{{inner}}}"
    return note(rng, "Notebook environment", ["Cell output from the shared notebook:"], body, "python")


@pos
def p_putty_ppk(rng):
    body = ppk(rng, rng.choice([f"eddsa-key-{day(rng).replace('-', '')}", f"rsa-key-{day(rng).replace('-', '')}", f"{user(rng)}@bastion"]))
    return note(rng, "PuTTY key for the bastion", ["The .ppk the vendor sent, as opened in a text editor:"], body, "text")


@pos
def p_openssh_key_in_json(rng):
    alg = rng.choice(["ED25519", "ED25519", "RSA"])
    key = openssh_private(rng, f"{user(rng)}@{proj(rng)}", alg)
    k = rng.randrange(2)
    if k == 0:
        attrs = {"algorithm": alg, "ecdsa_curve": "P224", "id": hexs(rng, 40),
                 "private_key_openssh": M(key) + "\n", "public_key_fingerprint_md5": ":".join(hexs(rng, 2) for _ in range(16)),
                 "public_key_openssh": (ssh_ed25519_pub(rng) if alg == "ED25519" else ssh_rsa_pub(rng)) + "\n", "rsa_bits": 2048}
        obj = {"mode": "managed", "type": "tls_private_key", "name": "deploy", "provider": "provider[\"registry.terraform.io/hashicorp/tls\"]",
               "instances": [{"schema_version": 1, "attributes": attrs}]}
        body = "$ terraform state pull | jq '.resources[] | select(.type==\"tls_private_key\")'\n" + json.dumps(obj, indent=2, ensure_ascii=False)
    else:
        obj = {"request_id": uuid4(rng), "lease_id": "", "lease_duration": 0, "renewable": False,
               "data": {"data": {"ssh_private_key": M(key) + "\n", "user": "deploy"},
                        "metadata": {"created_time": iso(rng, True), "deletion_time": "", "destroyed": False, "version": rng.randint(1, 9)}},
               "warnings": None}
        body = f"$ vault kv get -format=json secret/{proj(rng)}/ssh\n" + json.dumps(obj, indent=2, ensure_ascii=False)
    return note(rng, "Deploy key lookup", ["JSON from the tooling:"], body, "json")


@pos
def p_pgp_private_block(rng):
    nm = rng.choice(["Release Signing", "Backup Key", "CI Bot"])
    uidv = f"{nm} <{rng.choice(['release', 'backup', 'ci'])}@{dom(rng)}>"
    blk = pgp_block(rng, True, uidv)
    body = f"$ gpg --armor --export-secret-keys {hexs(rng, 16).upper()}\n" + M(blk)
    return note(rng, "Signing key export", ["Export from the old laptop:"], body, "text")


@pos
def p_age_secret_key(rng):
    body = f"$ age-keygen\n# created: {iso(rng, z='+00:00')}\n# public key: {age_public(rng)}\n{M(age_secret(rng))}"
    return note(rng, "sops age key", ["Generated the key for sops:"], body, "console")


@pos
def p_pkcs12_keystore(rng):
    blob = pkcs12_b64(rng)
    k = rng.randrange(3)
    if k == 0:
        body = (f"$ kubectl get secret {proj(rng)}-keystore -o yaml\napiVersion: v1\ndata:\n  keystore.p12: {M(blob)}\nkind: Secret\n"
                f"metadata:\n  name: {proj(rng)}-keystore\n  namespace: prod\n  uid: {uuid4(rng)}\ntype: Opaque")
        lang = "yaml"
    elif k == 1:
        body = (f"$ vault kv get -format=json -field=data secret/{proj(rng)}/tls\n{{\n  \"alias\": \"{proj(rng)}\",\n"
                f"  \"keystore\": \"{M(blob)}\",\n  \"type\": \"PKCS12\"\n}}")
        lang = "json"
    else:
        body = (f"$ cat values.rendered.yaml | yq .tls\nenabled: true\nkeystore: {M(blob)}\nkeystoreType: PKCS12")
        lang = "yaml"
    return note(rng, "Keystore for the Kafka client", ["Rendered values:"], body, lang)


@pos
def p_redis_cli_warning(rng):
    host = rng.choice(["cache.internal", f"redis-{rng.randint(1, 3)}.{dom(rng)}"])
    p = pw(rng, url_safe=True)
    body = (f"$ redis-cli -h {host} -a {M(p)} INFO keyspace\n"
            "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n"
            f"# Keyspace\ndb0:keys={rng.randint(100, 99999)},expires={rng.randint(0, 999)},avg_ttl={rng.randint(0, 10 ** 6)}")
    return note(rng, "Redis keyspace", ["redis-cli output:"], body, "console")


@pos
def p_docker_login_warning(rng):
    reg = rng.choice(["registry." + dom(rng), "docker.io", "ghcr.io"])
    t = tok_docker_pat(rng) if reg == "docker.io" else (tok_gh(rng, "ghp_") if reg == "ghcr.io" else pw(rng, url_safe=True))
    body = (f"$ docker login -u {rng.choice(['ci-bot', user(rng)])} -p {M(t)} {reg}\n"
            "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n"
            f"WARNING! Your password will be stored unencrypted in /home/{user(rng)}/.docker/config.json.\n"
            "Configure a credential helper to remove this warning. See\n"
            "https://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded")
    return note(rng, "Registry login on the runner", ["Login step:"], body, "console")


@pos
def p_stripe_listen(rng):
    body = (f"$ stripe listen --forward-to localhost:{rng.choice([3000, 4242, 8000])}/webhooks/stripe\n"
            f"> Ready! You are using Stripe API Version [2023-10-16]. Your webhook signing secret is {M(tok_whsec(rng))} (^C to quit)\n"
            f"{day(rng)} {hms(rng)}   --> payment_intent.created [evt_{rs(rng, ALNUM, 24)}]\n"
            f"{day(rng)} {hms(rng)}  <--  [200] POST http://localhost:3000/webhooks/stripe [evt_{rs(rng, ALNUM, 24)}]")
    return note(rng, "Local webhook testing", ["stripe listen output:"], body, "console")


@pos
def p_kubectl_config_view_raw(rng):
    cl = f"{rng.choice(['prod', 'staging'])}-{rng.choice(REGIONS)}"
    ns, sa = rng.choice(["ci", "deploy", "default"]), rng.choice(["gitlab-deployer", "argocd", "ci-bot"])
    body = (f"$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n"
            f"    certificate-authority-data: {b64(rng.randbytes(rng.randint(700, 900)))[:120]}...\n"
            f"    server: https://{hexs(rng, 32).upper()}.gr7.{rng.choice(REGIONS)}.eks.amazonaws.com\n  name: {cl}\n"
            f"contexts:\n- context:\n    cluster: {cl}\n    namespace: {ns}\n    user: {sa}\n  name: {cl}\n"
            f"current-context: {cl}\nkind: Config\npreferences: {{}}\nusers:\n- name: {sa}\n  user:\n    token: {M(jwt_k8s(rng, ns, sa))}")
    return note(rng, "Kubeconfig for the deployer", ["Raw kubeconfig the agent printed:"], body, "yaml")


@pos
def p_az_access_token(rng):
    tenant = uuid4(rng)
    body = (f"$ az account get-access-token\n{{\n  \"accessToken\": \"{M(jwt_azure(rng, tenant))}\",\n"
            f"  \"expiresOn\": \"{day(rng)} {hms(rng)}.000000\",\n  \"expires_on\": {epoch(rng)},\n"
            f"  \"subscription\": \"{uuid4(rng)}\",\n  \"tenant\": \"{tenant}\",\n  \"tokenType\": \"Bearer\"\n}}")
    return note(rng, "Azure token", ["Token for the ARM call:"], body, "json")


@pos
def p_netrc_cat(rng):
    k = rng.randrange(2)
    if k == 0:
        body = f"$ cat ~/.netrc\nmachine api.heroku.com\n  login {user(rng)}@{dom(rng)}\n  password {M(uuid4(rng))}"
    else:
        body = f"$ cat ~/.netrc\nmachine artifactory.{dom(rng)}\n  login ci-bot\n  password {M(pw(rng))}"
    return note(rng, "netrc on the build host", ["Contents:"], body, "console")


@pos
def p_pgpass_cat(rng):
    u = rng.choice(DBUSERS)
    body = (f"$ cat ~/.pgpass\n# hostname:port:database:username:password\n"
            f"pg-{rng.randint(1, 3)}.internal:5432:{u}:{u}:{M(pw(rng, url_safe=True))}")
    return note(rng, "pgpass for the cron job", ["What the cron user has:"], body, "console")


@pos
def p_http_client_debug(rng):
    body = ("send: b'POST /v3/mail/send HTTP/1.1\\r\\nHost: api.sendgrid.com\\r\\nAccept-Encoding: identity\\r\\n"
            f"Content-Length: {rng.randint(200, 900)}\\r\\nAuthorization: Bearer {M(tok_sendgrid(rng))}\\r\\n"
            "Content-Type: application/json\\r\\nUser-Agent: sendgrid/6.11.0;python\\r\\n\\r\\n'\n"
            "reply: 'HTTP/1.1 202 Accepted\\r\\n'\nheader: Server: nginx\n"
            f"header: Date: {http_date(rng)}\nheader: Content-Length: 0\nheader: X-Message-Id: {rs(rng, B64URL, 22)}")
    return note(rng, "Email send debug", ["http.client debuglevel=1 output:"], body, "text")


# ---------------------------------------------------------------------------
# NEGATIVE forms
# ---------------------------------------------------------------------------
@neg
def n_env_plain(rng):
    items = ordinary_env(rng)
    body = rng.choice(["$ printenv", "$ env"]) + "\n" + "\n".join(f"{a}={b}" for a, b in items)
    return note(rng, "Environment inside the container", ["printenv from the pod:"], body, "console")


@neg
def n_bash_set_plain(rng):
    items = ordinary_env(rng)
    rows = sorted([(a, bash_q(b)) for a, b in items] + [("BASH", "/usr/bin/bash"), ("BASH_VERSION", "'5.2.21(1)-release'"),
                                                           ("IFS", "$' \\t\\n'"), ("PPID", str(rng.randint(1000, 9000))),
                                                           ("PIPESTATUS", '([0]="0")'), ("UID", "1000")])
    body = "$ set\n" + "\n".join(f"{a}={b}" for a, b in rows) + "\n..."
    return note(rng, "Shell state", ["set output:"], body, "console")


@neg
def n_export_p_plain(rng):
    items = sorted(ordinary_env(rng))
    body = "$ export -p\n" + "\n".join(
        'declare -x %s="%s"' % (a, b.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")) for a, b in items)
    return note(rng, "Exported variables", ["export -p:"], body, "console")


@neg
def n_docker_inspect_plain(rng):
    cid = hexs(rng, 64)
    name = f"{proj(rng)}-api-1"
    env = ["PATH=/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C.UTF-8",
           "GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D", "PYTHON_VERSION=3.11.8",
           f"PYTHON_SHA256={hexs(rng, 64)}", f"APP_VERSION=1.{rng.randint(0, 40)}.{rng.randint(0, 9)}",
           f"GIT_SHA={hexs(rng, 40)}", "DB_PASSWORD_FILE=/run/secrets/db_password", "PORT=8000"]
    obj = [{"Id": cid, "Created": iso(rng, True), "Image": "sha256:" + hexs(rng, 64), "Name": "/" + name,
            "Config": {"Hostname": cid[:12], "Env": env, "Cmd": ["gunicorn", "app.wsgi", "-b", "0.0.0.0:8000"],
                       "Image": f"ghcr.io/{org(rng)}/{proj(rng)}@sha256:{hexs(rng, 64)}",
                       "Labels": {"org.opencontainers.image.revision": hexs(rng, 40),
                                  "org.opencontainers.image.source": f"https://github.com/{org(rng)}/{proj(rng)}"}},
            "NetworkSettings": {"IPAddress": "", "MacAddress": "02:42:ac:%02x:00:%02x" % (rng.randint(16, 31), rng.randint(2, 9)),
                                "SandboxID": hexs(rng, 64), "EndpointID": hexs(rng, 64)}}]
    return note(rng, "Container details", ["docker inspect:"], f"$ docker inspect {name}\n" + json.dumps(obj, indent=4), "json")


@neg
def n_docker_compose_unset(rng):
    p = proj(rng)
    if rng.random() < 0.5:
        body = ("$ docker compose config\nWARN[0000] The \"POSTGRES_PASSWORD\" variable is not set. Defaulting to a blank string.\n"
                f"name: {p}\nservices:\n  db:\n    environment:\n      POSTGRES_DB: {p.replace('-', '_')}\n      POSTGRES_PASSWORD: \"\"\n"
                "      POSTGRES_USER: app\n    image: postgres:16.2\n    networks:\n      default: null")
    else:
        body = (f"$ docker compose config --no-interpolate\nname: {p}\nservices:\n  db:\n    environment:\n"
                f"      POSTGRES_DB: {p.replace('-', '_')}\n      POSTGRES_PASSWORD: ${{POSTGRES_PASSWORD:?set it in .env}}\n"
                "      POSTGRES_USER: ${POSTGRES_USER:-app}\n    image: postgres:16.2\n  api:\n    environment:\n"
                "      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n      SENTRY_DSN: ${SENTRY_DSN:-}\n    image: api:dev")
    return note(rng, "Compose config", ["Resolved compose:"], body, "yaml")


@neg
def n_kubectl_pod_refs(rng):
    p = proj(rng)
    rsname = f"{p}-{rs(rng, LOWNUM, 10)}"
    pod = f"{rsname}-{rs(rng, LOWNUM, 5)}"
    reg = f"registry.{dom(rng)}"
    body = (f"$ kubectl get pod {pod} -o yaml\napiVersion: v1\nkind: Pod\nmetadata:\n"
            f"  creationTimestamp: \"{iso(rng)}\"\n  generateName: {rsname}-\n  labels:\n    app: {p}\n"
            f"    pod-template-hash: {rs(rng, LOWNUM, 10)}\n  name: {pod}\n  namespace: prod\n"
            f"  ownerReferences:\n  - apiVersion: apps/v1\n    blockOwnerDeletion: true\n    controller: true\n"
            f"    kind: ReplicaSet\n    name: {rsname}\n    uid: {uuid4(rng)}\n  resourceVersion: \"{rng.randint(10 ** 6, 10 ** 8)}\"\n"
            f"  uid: {uuid4(rng)}\nspec:\n  containers:\n  - env:\n    - name: DB_PASSWORD\n      valueFrom:\n"
            f"        secretKeyRef:\n          key: password\n          name: {p}-db\n    - name: API_TOKEN\n      valueFrom:\n"
            f"        secretKeyRef:\n          key: token\n          name: {p}-api\n    - name: LOG_LEVEL\n      value: info\n"
            f"    image: {reg}/{p}:1.{rng.randint(0, 30)}.{rng.randint(0, 9)}\n    name: {p}\nstatus:\n  containerStatuses:\n"
            f"  - containerID: containerd://{hexs(rng, 64)}\n    imageID: {reg}/{p}@sha256:{hexs(rng, 64)}")
    return note(rng, "Pod spec", ["kubectl get pod -o yaml:"], body, "yaml")


@neg
def n_kubectl_describe_secret(rng):
    p = proj(rng)
    body = (f"$ kubectl describe secret {p}-credentials -n prod\nName:         {p}-credentials\n"
            f"Namespace:    prod\nLabels:       app.kubernetes.io/name={p}\nAnnotations:  <none>\n\nType:  Opaque\n\n"
            f"Data\n====\npassword:  {rng.randint(16, 40)} bytes\nusername:  {rng.randint(3, 12)} bytes\napi-key:   {rng.randint(32, 107)} bytes")
    return note(rng, "Secret present?", ["describe shows the sizes:"], body, "text")


@neg
def n_kubectl_describe_pod_refs(rng):
    p = proj(rng)
    body = (f"$ kubectl describe pod {podname(rng, p)}\nContainers:\n  {p}:\n    Container ID:   containerd://{hexs(rng, 64)}\n"
            f"    Image ID:       registry.{dom(rng)}/{p}@sha256:{hexs(rng, 64)}\n    Environment Variables from:\n"
            f"      {p}-config  ConfigMap  Optional: false\n    Environment:\n      LOG_LEVEL:    info\n"
            f"      DB_PASSWORD:  <set to the key 'password' in secret '{p}-db'>  Optional: false\n"
            f"      API_TOKEN:    <set to the key 'token' in secret '{p}-api'>     Optional: false\n"
            f"      POD_IP:        (v1:status.podIP)\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-{rs(rng, LOWNUM, 5)} (ro)")
    return note(rng, "Pod env", ["describe output:"], body, "text")


@neg
def n_aws_caller_identity(rng):
    a = acct(rng)
    if rng.random() < 0.5:
        uid, arn = "AIDA" + rs(rng, B32, 17), f"arn:aws:iam::{a}:user/{user(rng)}"
    else:
        s = user(rng)
        uid, arn = f"AROA{rs(rng, B32, 17)}:{s}", f"arn:aws:sts::{a}:assumed-role/AWSReservedSSO_Admin_{hexs(rng, 16)}/{s}"
    body = f"$ aws sts get-caller-identity\n{{\n    \"UserId\": \"{uid}\",\n    \"Account\": \"{a}\",\n    \"Arn\": \"{arn}\"\n}}"
    return note(rng, "Which account am I in", ["Caller identity:"], body, "json")


@neg
def n_aws_ec2_describe(rng):
    iid = "i-0" + hexs(rng, 16)
    obj = {"Reservations": [{"Groups": [], "Instances": [{
        "AmiLaunchIndex": 0, "ImageId": "ami-0" + hexs(rng, 16), "InstanceId": iid, "InstanceType": "t3.large",
        "KeyName": "deploy-2024", "LaunchTime": iso(rng, z="+00:00"), "PrivateDnsName": f"ip-{ip10(rng).replace('.', '-')}.ec2.internal",
        "SubnetId": "subnet-0" + hexs(rng, 16), "VpcId": "vpc-0" + hexs(rng, 16),
        "NetworkInterfaces": [{"MacAddress": ":".join(hexs(rng, 2) for _ in range(6)), "NetworkInterfaceId": "eni-0" + hexs(rng, 16),
                               "OwnerId": acct(rng)}],
        "SecurityGroups": [{"GroupName": "web", "GroupId": "sg-0" + hexs(rng, 16)}]}],
        "OwnerId": acct(rng), "ReservationId": "r-0" + hexs(rng, 16)}]}
    return note(rng, "Instance lookup", ["describe-instances:"], f"$ aws ec2 describe-instances --instance-ids {iid}\n" + json.dumps(obj, indent=4), "json")


@neg
def n_presigned_nosig(rng):
    bucket, key, region, ds = _s3_base(rng)
    k = rng.randrange(3)
    if k == 0:
        url = (f"https://{bucket}.s3.{region}.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date={ds}T{hms(rng).replace(':', '')}Z"
               f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&response-content-disposition=attachment")
        body = f"Trimmed the signature params off before pasting:\n{url}"
    elif k == 1:
        url = f"https://{bucket}.s3.{region}.amazonaws.com/{key}?versionId={rs(rng, B64URL[:-2] + '._', 32)}&x-id=GetObject"
        body = f"GET {url}\n< HTTP/1.1 403 Forbidden\n< x-amz-request-id: {rs(rng, UPPER + DIGITS, 16)}\n< x-amz-id-2: {b64(rng.randbytes(56))}"
    else:
        url = f"https://storage.googleapis.com/{bucket}/{key}?generation={rng.randint(10 ** 15, 10 ** 16)}&alt=media"
        body = url
    return note(rng, "Object URL", ["The object link:"], body, "text")


@neg
def n_url_utm(rng):
    urls = [f"https://www.{dom(rng)}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring_{rng.randint(2024, 2025)}&utm_content=cta_{rng.randint(1, 9)}",
            f"https://{dom(rng)}/blog/{rng.choice(WORDS)}-release?utm_source=twitter&utm_medium=social&fbclid=IwAR{rs(rng, B64URL, 55)}",
            f"https://shop.{dom(rng)}/p/{rng.randint(1000, 9999)}?gclid={rs(rng, B64URL, 90)}&ref=ads"]
    body = "\n".join(f"{ip10(rng)} - - [{rng.randint(1, 28):02d}/Mar/2024:{hms(rng)} +0000] \"GET /{u.split('/', 3)[-1]} HTTP/1.1\" 200 {rng.randint(1000, 90000)} \"{rng.choice(['https://www.google.com/', 'https://t.co/', '-'])}\"" for u in urls)
    return note(rng, "Campaign traffic", ["Referrers in the access log:"], body, "text")


@neg
def n_url_page_token(rng):
    tokv = rs(rng, B64URL, rng.randint(40, 120))
    body = (f"$ curl -s 'https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&maxResults=50&playlistId=PL{rs(rng, B64URL, 32)}&page_token={tokv}' | jq '{{nextPageToken, total: .pageInfo.totalResults}}'\n"
            f"{{\n  \"nextPageToken\": \"{rs(rng, B64URL, 16)}\",\n  \"total\": {rng.randint(60, 900)}\n}}")
    return note(rng, "Paging through the playlist", ["Second page request:"], body, "console")


@neg
def n_url_next_token(rng):
    nt = b64(jdump({"NextToken": None, "boto_truncate_amount": rng.randint(1, 50)}).encode())
    k = rng.randrange(2)
    if k == 0:
        body = (f"$ aws logs describe-log-streams --log-group-name /ecs/{proj(rng)} --max-items 5\n{{\n    \"logStreams\": [],\n"
                f"    \"NextToken\": \"{nt}\"\n}}")
    else:
        body = (f"GET https://api.twitter.com/2/users/{rng.randint(10 ** 8, 10 ** 10)}/tweets?max_results=100&pagination_token={rs(rng, LOWNUM, 45)}\n"
                f"GET https://api.{dom(rng)}/v1/events?limit=100&next_token={rs(rng, B64URL, 64)}")
    return note(rng, "Pagination", ["Pagination cursor from the listing:"], body, "text")


@neg
def n_url_sha(rng):
    o, r = org(rng), proj(rng)
    body = (f"$ curl -s 'https://api.github.com/repos/{o}/{r}/commits?sha={hexs(rng, 40)}&per_page=5' | jq -r '.[].sha'\n"
            + "\n".join(hexs(rng, 40) for _ in range(5))
            + f"\nhttps://cdn.jsdelivr.net/gh/{o}/{r}@{hexs(rng, 40)}/dist/app.min.js\n"
            f"https://ci.{dom(rng)}/builds?commit={hexs(rng, 40)}&branch=main")
    return note(rng, "Commits on the branch", ["Commit ids:"], body, "console")


@neg
def n_curl_v_plain(rng):
    host = f"api.{dom(rng)}"
    lines = _curl_preamble(rng, host, "/v1/status")
    lines += ["> ", "< HTTP/2 200", f"< date: {http_date(rng)}", "< content-type: application/json",
              f"< etag: \"{hexs(rng, 32)}\"", f"< x-request-id: {uuid4(rng)}",
              f"< traceparent: 00-{hexs(rng, 32)}-{hexs(rng, 16)}-01", "< cache-control: max-age=60",
              f"< cf-ray: {hexs(rng, 16)}-AMS", f"< x-amz-cf-id: {rs(rng, B64URL, 56)}==", "< ",
              "{\"status\":\"ok\"}"]
    return note(rng, "Status endpoint", ["curl -v:"], "\n".join(lines), "console")


@neg
def n_set_cookie_consent(rng):
    t = epoch(rng)
    lines = ["< HTTP/2 200", f"< date: {http_date(rng)}",
             f"< set-cookie: OptanonConsent=isGpcEnabled=0&datestamp=Tue+Mar+12+2024&version=202401.1.0&isIABGlobal=false&hosts=&consentId={uuid4(rng)}&interactionCount=1&groups=C0001%3A1%2CC0002%3A0; Path=/; Max-Age=31536000; SameSite=Lax",
             f"< set-cookie: _ga=GA1.1.{rng.randint(10 ** 8, 10 ** 10)}.{t}; Path=/; Domain=.{dom(rng)}; Max-Age=63072000",
             f"< set-cookie: _fbp=fb.1.{t}{rng.randint(100, 999)}.{rng.randint(10 ** 8, 10 ** 10)}; Path=/; Max-Age=7776000",
             "< set-cookie: NEXT_LOCALE=en; Path=/; SameSite=Lax", "< set-cookie: theme=dark; Path=/",
             f"< set-cookie: cookieyes-consent=consentid:{b64(rng.randbytes(24))},consent:yes,action:yes,necessary:yes,analytics:no; Path=/"]
    return note(rng, "Cookies set on landing page", ["Response headers:"], "\n".join(lines), "text")


@neg
def n_terraform_plan_sensitive(rng):
    ident = f"{proj(rng)}-{rng.choice(['prod', 'stg'])}"
    body = (f"  # aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {{\n"
            "      + address                  = (known after apply)\n      + allocated_storage        = 20\n"
            "      + arn                      = (known after apply)\n      + engine                   = \"postgres\"\n"
            f"      + engine_version           = \"15.4\"\n      + identifier               = \"{ident}\"\n"
            "      + instance_class           = \"db.t3.medium\"\n      + password                 = (sensitive value)\n"
            f"      + username                 = \"{rng.choice(DBUSERS)}\"\n      + vpc_security_group_ids   = [\n"
            f"          + \"sg-0{hexs(rng, 16)}\",\n        ]\n    }}\n\n"
            f"  # aws_secretsmanager_secret_version.db will be created\n  + resource \"aws_secretsmanager_secret_version\" \"db\" {{\n"
            "      + arn           = (known after apply)\n      + id            = (known after apply)\n"
            f"      + secret_id     = \"arn:aws:secretsmanager:{rng.choice(REGIONS)}:{acct(rng)}:secret:{ident}-db-{rs(rng, ALNUM, 6)}\"\n"
            "      + secret_string = (sensitive value)\n      + version_id    = (known after apply)\n    }\n\n"
            "Plan: 2 to add, 0 to change, 0 to destroy.")
    return note(rng, "terraform plan", ["Plan:"], body, "hcl")


@neg
def n_terraform_output_sensitive(rng):
    body = (f"$ terraform output\ndb_endpoint = \"{proj(rng)}.{rs(rng, LOWNUM, 12)}.{rng.choice(REGIONS)}.rds.amazonaws.com:5432\"\n"
            "db_password = <sensitive>\napi_token = <sensitive>\n"
            f"bucket_arn = \"arn:aws:s3:::{org(rng)}-{proj(rng)}\"\nvpc_id = \"vpc-0{hexs(rng, 16)}\"")
    return note(rng, "Outputs", ["terraform output:"], body, "console")


@neg
def n_public_key_pem(rng):
    if rng.random() < 0.5:
        body = f"$ openssl rsa -in key.pem -pubout\nwriting RSA key\n{rsa_spki_pem(rng)}"
    else:
        body = f"$ openssl s_client -connect api.{dom(rng)}:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p'\n{cert_pem(rng)}"
    return note(rng, "Public key / certificate", ["Public material only:"], body, "text")


@neg
def n_ssh_public_keys(rng):
    u = user(rng)
    body = (f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_ed25519_pub(rng, u + '@' + u + '-laptop')}\n"
            f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(rng.randbytes(32)).rstrip('=')} {u}@{u}-laptop (ED25519)\n"
            f"$ cat ~/.ssh/authorized_keys\n{ssh_rsa_pub(rng, 'deploy@ci')}")
    return note(rng, "SSH public keys", ["Public keys on the box:"], body, "console")


@neg
def n_known_hosts(rng):
    lines = [f"github.com {ssh_ed25519_pub(rng)}", f"gitlab.{dom(rng)},{pubip(rng)} {ssh_ecdsa_pub(rng)}"]
    lines.append(f"|1|{b64(rng.randbytes(20))}|{b64(rng.randbytes(20))} {ssh_ed25519_pub(rng)}")
    lines.append(f"[bastion.{dom(rng)}]:2222 {ssh_rsa_pub(rng)}")
    body = "$ cat ~/.ssh/known_hosts\n" + "\n".join(lines)
    return note(rng, "known_hosts", ["Entries after the host key change:"], body, "text")


@neg
def n_gpg_list_keys(rng):
    fp = hexs(rng, 40).upper()
    cmd = rng.choice(["--list-keys", "--list-secret-keys"])
    tag, stag = ("pub", "sub") if cmd == "--list-keys" else ("sec", "ssb")
    body = (f"$ gpg {cmd} --keyid-format=long\n/home/{user(rng)}/.gnupg/pubring.kbx\n-------------------------------\n"
            f"{tag}   ed25519/{fp[-16:]} 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} [SC] [expires: 2027-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}]\n      {fp}\n"
            f"uid                 [ultimate] {user(rng).capitalize()} <{user(rng)}@{dom(rng)}>\n"
            f"{stag}   cv25519/{hexs(rng, 16).upper()} 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} [E] [expires: 2027-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}]")
    return note(rng, "GPG keys", ["Key listing:"], body, "text")


@neg
def n_pgp_public_block(rng):
    body = f"$ gpg --armor --export release@{dom(rng)}\n" + pgp_block(rng, False, f"Release Signing <release@{dom(rng)}>")
    return note(rng, "Release signing public key", ["Public key for verifying releases:"], body, "text")


@neg
def n_git_log(rng):
    out = []
    for _ in range(rng.randint(2, 4)):
        u = user(rng)
        dm = dom(rng)
        out += [f"commit {hexs(rng, 40)}", f"Author: {u.capitalize()} <{u}@{dm}>",
                f"Date:   {rng.choice(WDAYS)} {rng.choice(MONTHS)} {rng.randint(1, 28)} {hms(rng)} 2024 +0100", "",
                f"    {rng.choice(['Fix retry backoff', 'Bump deps', 'Add export job', 'Refactor token refresh'])}", "",
                f"    Change-Id: I{hexs(rng, 40)}", f"    Signed-off-by: {u.capitalize()} <{u}@{dm}>", ""]
    return note(rng, "Recent history", ["git log:"], "$ git log -n 3\n" + "\n".join(out), "text")


@neg
def n_pip_hashes(rng):
    pkgs = [("certifi", "2024.2.2"), ("charset-normalizer", "3.3.2"), ("idna", "3.6"), ("requests", "2.31.0"), ("urllib3", "2.2.1")]
    lines = ["#", "# This file is autogenerated by pip-compile with Python 3.11", "#"]
    for n, v in pkgs:
        lines.append(f"{n}=={v} \\")
        lines.append(f"    --hash=sha256:{hexs(rng, 64)} \\")
        lines.append(f"    --hash=sha256:{hexs(rng, 64)}")
    return note(rng, "Pinned requirements", ["pip-compile output:"], "\n".join(lines), "text")


@neg
def n_npm_lock_integrity(rng):
    obj = {}
    for n, v in [("node_modules/lodash", "4.17.21"), ("node_modules/ms", "2.1.3"), ("node_modules/debug", "4.3.4")]:
        obj[n] = {"version": v, "resolved": f"https://registry.npmjs.org/{n.split('/')[-1]}/-/{n.split('/')[-1]}-{v}.tgz",
                  "integrity": "sha512-" + b64(rng.randbytes(64))}
    return note(rng, "Lockfile diff", ["Entries from package-lock.json:"], json.dumps({"packages": obj}, indent=2), "json")


@neg
def n_jwt_lookalike(rng):
    cursor = b64u(jdump({"offset": rng.randint(50, 5000), "sort": "created_at"}).encode())
    state = b64u(jdump({"returnTo": "/dashboard", "nonce_id": rng.randint(1, 99)}).encode())
    body = (f"$ curl -s 'https://api.{dom(rng)}/v1/invoices?limit=50' | jq '{{has_more, next_cursor}}'\n"
            f"{{\n  \"has_more\": true,\n  \"next_cursor\": \"{cursor}\"\n}}\n"
            f"redirect: https://app.{dom(rng)}/callback?state={state}&error=access_denied\n"
            "dockerconfigjson (empty): eyJhdXRocyI6e319")
    return note(rng, "Cursor values", ["These eyJ strings are just base64 JSON:"], body, "console")


@neg
def n_gh_auth_status_masked(rng):
    body = (f"$ gh auth status\ngithub.com\n  \u2713 Logged in to github.com account {user(rng)} (keyring)\n"
            "  - Active account: true\n  - Git operations protocol: ssh\n  - Token: gho_************************************\n"
            "  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'")
    return note(rng, "gh status", ["gh auth status:"], body, "console")


@neg
def n_npm_config_protected(rng):
    u = user(rng)
    body = ("$ npm config list\n; \"user\" config from /home/%s/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n"
            "@%s:registry = \"https://npm.pkg.github.com/\"\n\n; node bin location = /home/%s/.nvm/versions/node/v20.11.1/bin/node\n"
            "; node version = v20.11.1\n; npm local prefix = /home/%s/src/%s\n; npm version = 10.2.4\n; cwd = /home/%s/src/%s\n"
            "; HOME = /home/%s\n; Run `npm config ls -l` to show all defaults.") % (u, org(rng), u, u, proj(rng), u, proj(rng), u)
    return note(rng, "npm config", ["Listing:"], body, "console")


@neg
def n_ansible_no_log(rng):
    host = f"db{rng.randint(1, 5)}.prod"
    res = {"changed": True, "invocation": {"module_args": {"login_host": "localhost", "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
                                                           "login_user": "postgres", "name": "reporting",
                                                           "password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "port": 5432,
                                                           "role_attr_flags": "LOGIN"}},
           "queries": ["CREATE USER \"reporting\" WITH ENCRYPTED PASSWORD %(password)s LOGIN"], "user": "reporting"}
    body = f"<{host}> ESTABLISH SSH CONNECTION FOR USER: deploy\nchanged: [{host}] => " + json.dumps(res, indent=4)
    return note(rng, "Ansible user creation", ["-vvv output:"], body, "text")


@neg
def n_vault_status(rng):
    body = (f"$ vault status\nKey                     Value\n---                     -----\nSeal Type               shamir\n"
            "Initialized             true\nSealed                  false\nTotal Shares            5\nThreshold               3\n"
            f"Version                 1.15.6\nBuild Date              {iso(rng)}\nStorage Type            raft\n"
            f"Cluster Name            vault-cluster-{hexs(rng, 8)}\nCluster ID              {uuid4(rng)}\nHA Enabled              true\n"
            f"HA Cluster              https://vault-0.vault-internal:8201\nHA Mode                 active\n"
            f"Raft Committed Index    {rng.randint(10 ** 4, 10 ** 6)}\nRaft Applied Index      {rng.randint(10 ** 4, 10 ** 6)}")
    return note(rng, "Vault health", ["vault status:"], body, "text")


@neg
def n_heroku_config_plain(rng):
    app = f"{proj(rng)}-staging"
    rows = [("LANG", "en_US.UTF-8"), ("NODE_ENV", "production"), ("WEB_CONCURRENCY", "4"), ("TZ", "UTC"),
            ("LOG_LEVEL", "info"), ("FEATURE_FLAGS", "exports,new-billing"), ("HEROKU_APP_ID", uuid4(rng)),
            ("HEROKU_SLUG_COMMIT", hexs(rng, 40))]
    w = max(len(a) for a, _ in rows) + 2
    body = f"$ heroku config -a {app}\n=== {app} Config Vars\n\n" + "\n".join(f"{(a + ':').ljust(w)}{b}" for a, b in rows)
    return note(rng, "Heroku config", ["Config vars:"], body, "console")


@neg
def n_placeholder_env(rng):
    items = ordinary_env(rng, rng.randint(10, 16))
    ph = [("DATABASE_PASSWORD", "changeme"), ("OPENAI_API_KEY", "<your-openai-key>"), ("GITHUB_TOKEN", "${GITHUB_TOKEN}"),
          ("STRIPE_SECRET_KEY", "REPLACE_ME"), ("API_TOKEN", "xxxxxxxxxxxxxxxxxxxxxxxx"), ("JWT_SECRET", ""),
          ("SLACK_BOT_TOKEN", "<redacted>"), ("AWS_SECRET_ACCESS_KEY", "********")]
    for kv in rng.sample(ph, 3):
        insert_random(rng, items, kv)
    body = "$ printenv\n" + "\n".join(f"{a}={b}" for a, b in items)
    return note(rng, "Env in the fresh dev container", ["Defaults from the template:"], body, "console")


@neg
def n_psql_prompt(rng):
    u = rng.choice(DBUSERS)
    body = (f"$ psql -h pg-{rng.randint(1, 3)}.internal -U {u} -d {u}\nPassword for user {u}: \n"
            "psql (16.2 (Ubuntu 16.2-1.pgdg22.04+1), server 15.6)\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\n"
            f"Type \"help\" for help.\n\n{u}=> select count(*) from invoices;\n count \n-------\n  {rng.randint(100, 99999)}\n(1 row)")
    return note(rng, "psql session", ["Session:"], body, "console")


@neg
def n_git_remote_plain(rng):
    o, r = org(rng), proj(rng)
    body = (f"$ git remote -v\norigin\tgit@github.com:{o}/{r}.git (fetch)\norigin\tgit@github.com:{o}/{r}.git (push)\n"
            f"upstream\thttps://github.com/{org(rng)}/{r}.git (fetch)\nupstream\thttps://github.com/{org(rng)}/{r}.git (push)\n"
            f"$ git rev-parse HEAD\n{hexs(rng, 40)}")
    return note(rng, "Remotes", ["git remote -v:"], body, "console")


@neg
def n_json_log_redacted(rng):
    u = rng.choice(DBUSERS)
    lines = [jdump({"level": "debug", "ts": iso(rng, True), "logger": "db", "msg": "connecting",
                    "dsn": f"postgres://{u}@pg-1.internal:5432/{u}?sslmode=require", "password": "[REDACTED]"}),
             jdump({"level": "info", "ts": iso(rng, True), "msg": "request", "method": "GET", "path": "/v1/orders",
                    "status": 200, "duration_ms": rng.randint(2, 900), "request_id": uuid4(rng), "trace_id": hexs(rng, 32),
                    "span_id": hexs(rng, 16), "user_id": rng.randint(1, 99999)}),
             jdump({"level": "warn", "ts": iso(rng, True), "msg": "slow query", "query_hash": hexs(rng, 16), "rows": rng.randint(1, 9999)})]
    return note(rng, "Service logs", ["JSON logs:"], "\n".join(lines), "json")


@neg
def n_har_plain(rng):
    host = f"app.{dom(rng)}"
    hdrs = [{"name": a, "value": b} for a, b in _chrome_headers(rng, host)]
    hdrs.append({"name": "x-request-id", "value": uuid4(rng)})
    hdrs.append({"name": "if-none-match", "value": f"W/\"{hexs(rng, 20)}\""})
    entry = {"startedDateTime": iso(rng, True), "time": round(rng.uniform(20, 900), 3),
             "request": {"method": "GET", "url": f"https://{host}/static/js/main.{hexs(rng, 8)}.js", "httpVersion": "http/2.0",
                         "headers": hdrs, "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0}}
    return note(rng, "HAR excerpt", ["Entry from the HAR:"], json.dumps(entry, indent=2), "json")


@neg
def n_az_account_show(rng):
    body = (f"$ az account show\n{{\n  \"environmentName\": \"AzureCloud\",\n  \"homeTenantId\": \"{uuid4(rng)}\",\n"
            f"  \"id\": \"{uuid4(rng)}\",\n  \"isDefault\": true,\n  \"managedByTenants\": [],\n  \"name\": \"{org(rng)}-prod\",\n"
            f"  \"state\": \"Enabled\",\n  \"tenantId\": \"{uuid4(rng)}\",\n  \"user\": {{\n    \"name\": \"{user(rng)}@{dom(rng)}\",\n"
            "    \"type\": \"user\"\n  }\n}")
    return note(rng, "Azure subscription", ["az account show:"], body, "json")


@neg
def n_pip_config_plain(rng):
    body = (f"$ pip config list\nglobal.index-url='https://nexus.{dom(rng)}/repository/pypi-group/simple'\n"
            f"global.extra-index-url='https://download.pytorch.org/whl/cu121'\nglobal.timeout='60'\n"
            f"global.trusted-host='nexus.{dom(rng)}'")
    return note(rng, "pip config", ["pip config list:"], body, "console")


@neg
def n_docker_images_digests(rng):
    rows = [f"{'REPOSITORY':<34}{'TAG':<10}{'DIGEST':<73}{'IMAGE ID':<14}CREATED       SIZE"]
    for _ in range(3):
        rows.append(f"{'ghcr.io/' + org(rng) + '/' + proj(rng):<34}{'1.' + str(rng.randint(0, 30)):<10}{'sha256:' + hexs(rng, 64):<73}{hexs(rng, 12):<14}{rng.randint(2, 9)} days ago    {rng.randint(80, 900)}MB")
    pull = (f"$ docker pull postgres:16.2\n16.2: Pulling from library/postgres\nDigest: sha256:{hexs(rng, 64)}\n"
            "Status: Downloaded newer image for postgres:16.2\ndocker.io/library/postgres:16.2")
    return note(rng, "Images", ["docker images --digests:"], "$ docker images --digests\n" + "\n".join(rows) + "\n" + pull, "console")


@neg
def n_python_traceback_masked(rng):
    u = rng.choice(DBUSERS)
    body = ("Traceback (most recent call last):\n"
            f"  File \"/app/{proj(rng)}/db.py\", line {rng.randint(10, 90)}, in init_engine\n    engine.connect()\n"
            "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.0.3.17\", port 5432 failed: timeout expired\n\n"
            f"(Background on this error at: https://sqlalche.me/e/20/e3q8)\n>>> engine.url\n"
            f"postgresql+psycopg2://{u}:***@10.0.3.17:5432/{u}\n>>> cfg\n"
            f"{{'host': '10.0.3.17', 'port': 5432, 'user': '{u}', 'password': '********', 'request_id': '{uuid4(rng)}'}}")
    return note(rng, "DB timeout", ["Traceback and REPL check:"], body, "pytb")


@neg
def n_age_public(rng):
    body = (f"$ age-keygen -y ~/.config/sops/age/keys.txt\n{age_public(rng)}\n$ cat .sops.yaml\ncreation_rules:\n"
            f"  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      {age_public(rng)},\n      {age_public(rng)}")
    return note(rng, "sops recipients", ["Public recipients only:"], body, "yaml")


@neg
def n_checksums(rng):
    v = f"1.{rng.randint(0, 30)}.{rng.randint(0, 9)}"
    p = proj(rng)
    body = (f"$ sha256sum dist/*\n{hexs(rng, 64)}  dist/{p}-{v}-linux-amd64.tar.gz\n{hexs(rng, 64)}  dist/{p}-{v}-darwin-arm64.tar.gz\n"
            f"$ md5sum backup.sql.gz\n{hexs(rng, 32)}  backup.sql.gz\n$ shasum dist/{p}-{v}.zip\n{hexs(rng, 40)}  dist/{p}-{v}.zip")
    return note(rng, "Release checksums", ["Checksums for the release notes:"], body, "console")


@neg
def n_k8s_configmap(rng):
    p = proj(rng)
    body = (f"$ kubectl get configmap {p}-config -o yaml\napiVersion: v1\ndata:\n  FEATURE_FLAGS: exports,new-billing\n"
            f"  LOG_LEVEL: info\n  OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector.observability:4317\n"
            f"  PUBLIC_BASE_URL: https://{p}.{dom(rng)}\nkind: ConfigMap\nmetadata:\n  name: {p}-config\n  namespace: prod\n"
            f"  resourceVersion: \"{rng.randint(10 ** 6, 10 ** 8)}\"\n  uid: {uuid4(rng)}")
    return note(rng, "ConfigMap", ["kubectl output:"], body, "yaml")


@neg
def n_gcloud_config(rng):
    p = f"{proj(rng)}-{rng.randint(100000, 999999)}"
    body = (f"$ gcloud config list\n[compute]\nregion = europe-west1\nzone = europe-west1-b\n[core]\naccount = {user(rng)}@{dom(rng)}\n"
            f"disable_usage_reporting = True\nproject = {p}\n\nYour active configuration is: [default]\n$ gcloud auth list\n"
            f"     Credentialed Accounts\nACTIVE  ACCOUNT\n*       {user(rng)}@{dom(rng)}\n        deployer@{p}.iam.gserviceaccount.com")
    return note(rng, "gcloud config", ["Current config:"], body, "console")


@neg
def n_stripe_objects(rng):
    obj = {"id": "cus_" + rs(rng, ALNUM, 14), "object": "customer", "created": epoch(rng), "currency": "eur",
           "default_source": "card_" + rs(rng, ALNUM, 24), "invoice_prefix": rs(rng, UPPER + DIGITS, 8), "livemode": False,
           "metadata": {"account_id": uuid4(rng)}, "subscriptions": {"data": [{"id": "sub_" + rs(rng, ALNUM, 24),
                                                                                "latest_invoice": "in_" + rs(rng, ALNUM, 24)}]}}
    body = f"$ stripe customers retrieve {obj['id']}\n" + json.dumps(obj, indent=2)
    return note(rng, "Customer lookup", ["Stripe CLI output:"], body, "json")


# ---------------------------------------------------------------------------
# corpus, scoring, reporting
# ---------------------------------------------------------------------------
N_POS = 400
N_NEG = 300


def build(seed):
    samples = []
    for i in range(N_POS):
        name, fn = POS[i % len(POS)]
        rng = random.Random(f"{seed}|P|{i}")
        text, span = finalize(fn(rng))
        samples.append({"kind": "pos", "form": name, "seed": seed, "idx": i, "text": text, "span": span})
    for i in range(N_NEG):
        name, fn = NEG[i % len(NEG)]
        rng = random.Random(f"{seed}|N|{i}")
        text = fn(rng)
        assert S0 not in text and S1 not in text
        samples.append({"kind": "neg", "form": name, "seed": seed, "idx": i, "text": text, "span": None})
    return samples


def score(sample, matches):
    if sample["kind"] == "neg":
        return {"fired": bool(matches)}
    s, e = sample["span"]
    hit = any(m.start < e and m.end > s for m in matches)
    covered = [False] * (e - s)
    for m in matches:
        for p in range(max(s, m.start), min(e, m.end)):
            covered[p - s] = True
    return {"hit": hit, "complete": all(covered)}


def show_text(sample, matches=()):
    t = sample["text"]
    marks = []
    if sample["span"]:
        marks += [(sample["span"][0], "\u27e6"), (sample["span"][1], "\u27e7")]
    for m in matches:
        marks += [(m.start, "\u00ab"), (m.end, "\u00bb")]
    for p, ch in sorted(marks, key=lambda x: -x[0]):
        t = t[:p] + ch + t[p:]
    return t


def dry(seeds, n, form_filter):
    for seed in seeds:
        samples = build(seed)
        per = defaultdict(int)
        for smp in samples:
            if form_filter and form_filter not in smp["form"]:
                continue
            if per[(smp["kind"], smp["form"])] >= n:
                continue
            per[(smp["kind"], smp["form"])] += 1
            print(f"===== [{smp['kind']}] {smp['form']} seed={seed} idx={smp['idx']} span={smp['span']}")
            if smp["span"]:
                print("SECRET:", repr(smp["text"][smp["span"][0]:smp["span"][1]])[:200])
            print(show_text(smp))
        print(f"# seed {seed}: {sum(1 for s in samples if s['kind'] == 'pos')} positives over {len(POS)} forms, "
              f"{sum(1 for s in samples if s['kind'] == 'neg')} negatives over {len(NEG)} forms")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="1", help="comma-separated seeds, pooled")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each miss / partial / false positive")
    ap.add_argument("--dry", action="store_true", help="print samples without importing memstone")
    ap.add_argument("--n", type=int, default=1, help="samples per form with --dry")
    ap.add_argument("--form", default="", help="only forms containing this substring (--dry)")
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seed.split(",") if s.strip()]
    if args.dry:
        dry(seeds, args.n, args.form)
        return 0

    from memstone.scan import find_secrets  # lazy import

    t0 = time.time()
    samples = []
    for seed in seeds:
        samples += build(seed)
    t_gen = time.time() - t0
    per = defaultdict(lambda: defaultdict(int))
    bad = []
    t1 = time.time()
    for smp in samples:
        matches = list(find_secrets(smp["text"]))
        r = score(smp, matches)
        st = per[(smp["kind"], smp["form"])]
        st["n"] += 1
        if smp["kind"] == "pos":
            st["hit"] += r["hit"]
            st["complete"] += r["complete"]
            if not r["hit"]:
                bad.append(("MISS", smp, matches))
            elif not r["complete"]:
                bad.append(("PARTIAL", smp, matches))
        else:
            st["fired"] += r["fired"]
            if r["fired"]:
                bad.append(("FALSE-POSITIVE", smp, matches))
    t_scan = time.time() - t1

    npos = sum(v["n"] for (k, _), v in per.items() if k == "pos")
    nneg = sum(v["n"] for (k, _), v in per.items() if k == "neg")
    hits = sum(v["hit"] for (k, _), v in per.items() if k == "pos")
    comp = sum(v["complete"] for (k, _), v in per.items() if k == "pos")
    fired = sum(v["fired"] for (k, _), v in per.items() if k == "neg")

    print(f"bench_scan_output  seeds={','.join(map(str, seeds))}  positives={npos} ({len(POS)} forms)  "
          f"negatives={nneg} ({len(NEG)} forms)")
    print(f"recall (hit)        {hits / npos:.3f}  ({hits}/{npos})")
    print(f"complete coverage   {comp / npos:.3f}  ({comp}/{npos})")
    print(f"negatives firing    {fired / nneg:.3f}  ({fired}/{nneg})")
    print(f"time: generate {t_gen:.2f}s, scan {t_scan:.2f}s")

    print("\nworst forms overall (error = 1-hit for positive forms, firing rate for negative forms)")
    rows = []
    for (k, f), v in per.items():
        if k == "pos":
            rows.append((1 - v["hit"] / v["n"], 1 - v["complete"] / v["n"], k, f, v))
        else:
            rows.append((v["fired"] / v["n"], 0.0, k, f, v))
    rows.sort(key=lambda r: (-r[0], -r[1], r[3]))
    for err, ierr, k, f, v in rows[:15]:
        extra = f"hit {v['hit']}/{v['n']}  complete {v['complete']}/{v['n']}" if k == "pos" else f"fired {v['fired']}/{v['n']}"
        print(f"  {err:6.3f}  {k}  {f:<30} {extra}")

    print("\npositive forms (worst first)")
    print(f"  {'form':<30} {'n':>4} {'hit':>7} {'complete':>9}")
    prow = sorted(((f, v) for (k, f), v in per.items() if k == "pos"),
                  key=lambda fv: (fv[1]["hit"] / fv[1]["n"], fv[1]["complete"] / fv[1]["n"], fv[0]))
    for f, v in prow:
        print(f"  {f:<30} {v['n']:>4} {v['hit'] / v['n']:>7.3f} {v['complete'] / v['n']:>9.3f}")
    print("\nnegative forms (worst first)")
    print(f"  {'form':<30} {'n':>4} {'fired':>7}")
    nrow = sorted(((f, v) for (k, f), v in per.items() if k == "neg"),
                  key=lambda fv: (-fv[1]["fired"] / fv[1]["n"], fv[0]))
    for f, v in nrow:
        print(f"  {f:<30} {v['n']:>4} {v['fired'] / v['n']:>7.3f}")

    if args.verbose:
        print("\n" + "=" * 78)
        for label, smp, matches in bad:
            print(f"\n----- {label} [{smp['kind']}] {smp['form']} seed={smp['seed']} idx={smp['idx']} span={smp['span']}")
            if smp["span"]:
                s, e = smp["span"]
                print("planted:", repr(smp["text"][s:e])[:300])
            for m in matches:
                print(f"match: rule={m.rule} [{m.start},{m.end}) {repr(smp['text'][m.start:m.end])[:200]}")
            print(show_text(smp, matches))
    return 0


if __name__ == "__main__":
    sys.exit(main())
