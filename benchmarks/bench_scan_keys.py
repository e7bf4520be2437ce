# fmt: off
# (a frozen held-out probe: kept byte-identical to the version whose sha256 was recorded, so never reformatted)
"""Held-out probe: cryptographic key material and wallet secrets quoted in memory notes.

How to run
----------
    python benchmarks/bench_scan_keys.py --seed 1,2,3 [-v] [--json PATH] [--pos N] [--neg N] [--deb N]
    python benchmarks/bench_scan_keys.py --dry [--seed 1] [--samples K]

The real run imports ``memstone.scan.find_secrets`` (only inside the run code path; if
the package is not importable it retries with ``<repo>/src`` on sys.path) and calls it
once per note.  ``--dry`` never imports memstone: it builds the corpus for every seed,
runs the self-checks below and prints ``--samples`` notes of each kind.

What it builds
--------------
Per seed, ``random.Random(seed)`` drives everything: ~300 POSITIVE notes (exactly one
planted secret each), ~300 NEGATIVE notes (public key material and look-alikes, no
secret at all) and ~40 DEBATABLE notes (reported, never scored).  Idioms are drawn from a
weighted, per-cycle shuffled schedule so every idiom appears several times per seed.
Every value is generated at run time from random bytes and encoded the way real tools
do it: DER structures (RSA/EC/DSA/PKCS#8/PBES2/PKCS#12/X.509/CSR) built with correct
length fields, PEM wrapped at 64 (OpenSSH and RFC 4716 at 70), openssh-key-v1 blobs,
OpenPGP packets with a real CRC-24 armor checksum, PuTTY v2/v3 files, base58check (WIF,
xprv/xpub/tprv/zpub, P2PKH/P2SH addresses), bech32/bech32m (age, bc1, nsec/npub),
EIP-55 checksums (pure-Python Keccak-256, self-tested against hashlib's SHA3), Tor v3
onion checksums, output-descriptor checksums, libp2p protobuf keys, minisign/signify
layouts, Tink protobuf key values.  This file stores no key, token or secret literal:
header lines are assembled from pieces and nothing high-entropy is written down.  The
BIP-39 vocabulary below is a ~400-word subset of the real English list, stored
'|'-separated; generated phrases therefore do not carry a valid BIP-39 checksum.

Note containers vary per note: optional YAML frontmatter (title/type/tags, sometimes
``sensitivity: private``), optional heading, one or two sentences of agent-style
context, the material in a fenced block (tagged or untagged), an indented block, an
inline code span, a Markdown table cell, a bullet item, a block quote, bare lines or
plain prose; some notes add unrelated noise lines (commit SHAs, image digests,
checksums, URLs, request ids) that are not secrets.

Families
--------
Positive: pem_private, pgp_private, ssh_keyfile (PuTTY .ppk, SSH2 encrypted, cloud-init
host keys), jwk_private, age_secret, wireguard_private, overlay_net (Tor ADD_ONION key,
Tor client-auth private key, Yggdrasil, libp2p/IPFS identity), keystore_blob (PKCS#12 /
JKS as base64), sign_tool_secret (minisign, signify), tink_keyset, btc_wif, bip32_xprv,
eth_private, solana_secret, bip39_mnemonic, nostr_nsec, symmetric_key.
Negative: pem_public, pgp_public, ssh_public, age_recipient, wireguard_public,
jwk_public, bip32_xpub, btc_address, eth_public_hex, solana_public, fingerprint,
pin_dns, placeholder, key_file_ref, keygen_command, key_prose, kms_ref, lookalike_hex,
overlay_public, sign_tool_public, nostr_npub, tink_public.
Debatable: eth_v3_keystore, rfc_test_vector, truncated_wellknown, bip39_example,
tink_encrypted_keyset, sealed_secret, sops_encrypted, ansible_vault, dummy_test_pem,
revoked_key.

Scoring (per note)
------------------
POSITIVE: the recorded span is the secret value only.
  * PEM / PGP / PPK / SSH2 / base64 dumps: first body character through last body
    character; BEGIN/END lines, armor headers (Proc-Type, DEK-Info, Comment) and the
    PGP CRC-24 line ("=XXXX", a checksum, not secret) are outside; for truncated
    blocks only the body lines shown; for PuTTY only the Private-Lines body.
  * key=value: the value only (no key, no quotes).  Separable encoding markers are
    outside the span: "0x" (Ethereum hex), "base64:" (Laravel), "ED25519-V3:" (Tor),
    "p2wpkh:" (Electrum import).  Self-contained encoded tokens are spanned whole:
    AGE-SECRET-KEY-1..., WIF, xprv/tprv, nsec1..., a "django-insecure-" prefixed value.
  * mnemonic: first word through last word; JWK: the "d" value (RSA JWKs also carry
    p, q, dp, dq, qi - recorded in the note's extra field, not scored); symmetric "oct"
    JWK: the "k" value; Solana keypair: the bracketed array including brackets.
  hit      = some match overlaps the span.
  complete = the union of match spans covers every character of the span except
    "ignorable" ones: whitespace (newlines, indentation, spaces) and the two-character
    escape sequences backslash-n, backslash-r, backslash-t (PEM carried inside a JSON
    string or a one-line env var).  Implemented in covered().
NEGATIVE: fired = any match anywhere in the note.
DEBATABLE: fired = any match anywhere in the note; reported only.
Output: per-seed lines, "TOTAL hit=..% complete=..% negatives_firing=..%", tables by
family, container, idiom (rows with a miss, an incomplete or a firing), PEM/variant,
debatable idioms; -v prints every missed / incomplete / fired note with match spans
marked [[...]] and the planted span marked <<...>>; --json writes per-note records.

Labelling decisions (the debatable calls)
-----------------------------------------
  * Encrypted private keys are POSITIVE: ENCRYPTED PRIVATE KEY (PKCS#8/PBES2), legacy
    Proc-Type: 4,ENCRYPTED PEM, encrypted openssh-key-v1 (bcrypt), encrypted PuTTY, SSH2
    ENCRYPTED PRIVATE KEY, PGP secret keys with S2K.  They are key material that can be
    attacked offline and the passphrase usually sits in the same memory store.
  * WireGuard PresharedKey is POSITIVE (a symmetric secret); PublicKey is NEGATIVE;
    "wg show" output ("private key: (hidden)") is NEGATIVE.
  * PKCS#12 / JKS keystores dumped as base64 are POSITIVE (they contain a private key).
  * Tink cleartext keysets are POSITIVE; KMS-wrapped ("encryptedKeyset") keysets are
    DEBATABLE; public keysets (ASYMMETRIC_PUBLIC) are NEGATIVE.
  * Tor client-auth ".auth_private" keys are POSITIVE; the server-side authorized_clients
    "descriptor:x25519:<key>" lines are public keys, NEGATIVE.
  * Testnet/regtest private keys (tprv, testnet WIF) are POSITIVE: still private keys.
  * Truncated PEM blocks (header + 1-3 body lines + "...") are POSITIVE (partial key
    material is still leaked material).  Truncated OpenSSH blocks always show at least
    two body lines, because line 1 of an unencrypted openssh-key-v1 body is a constant.
  * Public material that sits next to the planted secret in a positive note (a
    WireGuard peer PublicKey, PuTTY Public-Lines, an "EC PARAMETERS" block, cloud-init
    *_public, a GCP private_key_id, an address) is outside the span and not penalised;
    only hit/complete on the span are measured for positives.
  * Ethereum V3 keystore JSON (scrypt ciphertext, password kept elsewhere) is DEBATABLE.
  * SOPS ENC[...] values, Bitnami SealedSecrets and ansible-vault blobs (ciphertext
    designed to be committed) are DEBATABLE.
  * Values labelled as RFC test vectors, well-known local-dev keys shown truncated,
    "example"/"test" BIP-39 phrases, keys generated only for unit-test fixtures and keys
    explicitly marked revoked are DEBATABLE.
  * Masked values (a few characters plus an ellipsis), placeholders, file paths to keys,
    key-generation commands without output, KMS ARNs / key ids / aliases, digests and
    ids under key-ish names (cache_key, etag, idempotency key) are NEGATIVE.
  * Ethereum tx/block/state hashes and event topics (0x + 64 hex) are NEGATIVE even
    though they have the shape of a private key; public keys in hex under a public name
    are NEGATIVE; Solana signatures (base58 of 64 bytes, same shape as an exported
    secret key) are NEGATIVE.

Provenance
----------
Written by a separate pass that read no scanner code, no scanner rules and no test
examples; frozen (sha256 recorded) before its first run against the scanner, and kept
byte-identical since.
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import json
import random
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

OPEN, CLOSE = "\ue000", "\ue001"          # span sentinels, removed before scanning
D5 = "-" * 5
PK = "PRIVATE" + " KEY"

# --------------------------------------------------------------------------------------
# small encoders
# --------------------------------------------------------------------------------------

def b64(b: bytes) -> str:
    return base64.b64encode(b).decode()


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(rng, n, upper=False):
    h = rng.randbytes(n).hex()
    return h.upper() if upper else h


def alnum(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n):
    return str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def uuid4(rng):
    b = bytearray(rng.randbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def chunks(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ind(text, prefix):
    return "\n".join(prefix + l if l else l for l in text.split("\n"))


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.uniform(0, tot)
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def mark(text, value):
    """Wrap the unique occurrence of value in text with the span sentinels."""
    assert text.count(value) == 1, ("value not unique", value[:40])
    return text.replace(value, OPEN + value + CLOSE, 1)


def norm(s):
    """Drop ignorable characters (see covered())."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
            continue
        if c == "\\" and i + 1 < len(s) and s[i + 1] in "nrt":
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


# base58 / base58check ---------------------------------------------------------------
B58 = "".join(c for c in string.digits + string.ascii_uppercase + string.ascii_lowercase if c not in "0OIl")


def b58enc(b: bytes) -> str:
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + out


def b58dec(s: str) -> bytes:
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * (len(s) - len(s.lstrip("1"))) + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check(payload: bytes) -> str:
    return b58enc(payload + dsha(payload)[:4])


def b58check_ok(s: str) -> bool:
    raw = b58dec(s)
    return len(raw) > 4 and dsha(raw[:-4])[:4] == raw[-4:]


# bech32 / bech32m (BIP-173 / BIP-350) -------------------------------------------------
CHARSET = "".join(["qpzry9x8", "gf2tvdw0", "s3jn54kh", "ce6mua7l"])
BECH32, BECH32M = 1, 0x2BC830A3


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5, const=BECH32):
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(CHARSET[d] for d in data5 + chk)


def bech32_ok(s):
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1:
        return False
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in CHARSET for c in data) or len(data) < 6:
        return False
    return _polymod(_hrp_expand(hrp) + [CHARSET.index(c) for c in data]) in (BECH32, BECH32M)


def bech32_bytes(hrp, raw):
    return bech32_encode(hrp, convertbits(raw, 8, 5))


# output descriptor checksum (BIP-380) -------------------------------------------------
_DESC_IN = "0123456789()[],'/*abcdefgh@:$%{}" + "IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~" + "ijklmnopqrstuvwxyzABCDEFGH`#\"\\ "


def _desc_polymod(symbols):
    gen = [0xF5DEE51989, 0xA9FDCA3312, 0x1BAB10E32D, 0x3706B1677A, 0x644D626FFD]
    chk = 1
    for v in symbols:
        top = chk >> 35
        chk = ((chk & 0x7FFFFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def descsum(desc):
    groups, symbols = [], []
    for c in desc:
        v = _DESC_IN.find(c)
        symbols.append(v & 31)
        groups.append(v >> 5)
        if len(groups) == 3:
            symbols.append(groups[0] * 9 + groups[1] * 3 + groups[2])
            groups = []
    if len(groups) == 1:
        symbols.append(groups[0])
    elif len(groups) == 2:
        symbols.append(groups[0] * 3 + groups[1])
    c = _desc_polymod(symbols + [0] * 8) ^ 1
    return desc + "#" + "".join(CHARSET[(c >> (5 * (7 - i))) & 31] for i in range(8))


# Keccak-256 (Ethereum) - round constants derived from the LFSR, not stored --------------
def _keccak_tables():
    def rcbit(t):
        if t % 255 == 0:
            return 1
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    rc = []
    for i in range(24):
        v = 0
        for j in range(7):
            if rcbit(j + 7 * i):
                v |= 1 << ((1 << j) - 1)
        rc.append(v)
    rot = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        rot[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return rc, rot


_RC, _ROT = _keccak_tables()
_M64 = (1 << 64) - 1


def _rol(v, n):
    return ((v << n) | (v >> (64 - n))) & _M64 if n else v


def _keccak_f(A):
    for rnd in range(24):
        C = [A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20] for x in range(5)]
        D = [C[(x - 1) % 5] ^ _rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [A[i] ^ D[i % 5] for i in range(25)]
        B = [0] * 25
        for x in range(5):
            for y in range(5):
                B[y + 5 * ((2 * x + 3 * y) % 5)] = _rol(A[x + 5 * y], _ROT[x][y])
        A = [B[i] ^ ((~B[(i % 5 + 1) % 5 + 5 * (i // 5)]) & B[(i % 5 + 2) % 5 + 5 * (i // 5)]) for i in range(25)]
        A[0] ^= _RC[rnd]
    return A


def _sponge(data, pad, rate=136, outlen=32):
    msg = bytearray(data) + bytes([pad])
    while len(msg) % rate:
        msg.append(0)
    msg[-1] |= 0x80
    A = [0] * 25
    for off in range(0, len(msg), rate):
        for i in range(rate // 8):
            A[i] ^= int.from_bytes(msg[off + 8 * i:off + 8 * i + 8], "little")
        A = _keccak_f(A)
    return b"".join(A[i].to_bytes(8, "little") for i in range(rate // 8))[:outlen]


def keccak256(data: bytes) -> bytes:
    return _sponge(data, 0x01)


def eip55(addr20: bytes) -> str:
    h = addr20.hex()
    k = keccak256(h.encode()).hex()
    return "0x" + "".join(c.upper() if c in "abcdef" and int(k[i], 16) >= 8 else c for i, c in enumerate(h))


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def onion_v3(pk: bytes) -> str:
    chk = hashlib.sha3_256(b".onion checksum" + pk + b"\x03").digest()[:2]
    return base64.b32encode(pk + chk + b"\x03").decode().lower()


# --------------------------------------------------------------------------------------
# DER / SSH / OpenPGP builders
# --------------------------------------------------------------------------------------

def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def tlv(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def seq(*xs):
    return tlv(0x30, b"".join(xs))


def dset(*xs):
    return tlv(0x31, b"".join(xs))


def dint(v):
    if isinstance(v, int):
        raw = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    else:
        raw = v.lstrip(b"\0") or b"\0"
        if raw[0] & 0x80:
            raw = b"\0" + raw
    return tlv(0x02, raw)


def octs(b):
    return tlv(0x04, b)


def dbits(b):
    return tlv(0x03, b"\0" + b)


def ctx(n, body):
    return tlv(0xA0 | n, body)


NULL = b"\x05\x00"


def oid(dotted):
    a = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * a[0] + a[1]])
    for n in a[2:]:
        enc = [n & 0x7F]
        n >>= 7
        while n:
            enc.append(0x80 | (n & 0x7F))
            n >>= 7
        out += bytes(reversed(enc))
    return tlv(0x06, bytes(out))


O_RSA = "1.2.840.113549.1.1.1"
O_SHA256RSA = "1.2.840.113549.1.1.11"
O_ECPUB = "1.2.840.10045.2.1"
O_P256 = "1.2.840.10045.3.1.7"
O_P384 = "1.3.132.0.34"
O_ED25519 = "1.3.101.112"
O_DSA = "1.2.840.10040.4.1"
O_PBES2 = "1.2.840.113549.1.5.13"
O_PBKDF2 = "1.2.840.113549.1.5.12"
O_HMAC256 = "1.2.840.113549.2.9"
O_AES256CBC = "2.16.840.1.101.3.4.1.42"
O_SHA256 = "2.16.840.1.101.3.4.2.1"
O_PKCS7DATA = "1.2.840.113549.1.7.1"
O_CN, O_ORG = "2.5.4.3", "2.5.4.10"
O_SAN = "2.5.29.17"
CURVES = {"P-256": (O_P256, 32), "P-384": (O_P384, 48)}


def big(rng, nbytes, odd=False):
    b = bytearray(rng.randbytes(nbytes))
    b[0] |= 0x80
    if odd:
        b[-1] |= 1
    return bytes(b)


def rsa_parts(rng, bits):
    k, h = bits // 8, bits // 16
    return {"n": big(rng, k, True), "e": 65537, "d": big(rng, k), "p": big(rng, h, True), "q": big(rng, h, True),
            "dp": big(rng, h), "dq": big(rng, h), "qi": big(rng, h)}


def rsa_der(P):
    return seq(dint(0), dint(P["n"]), dint(P["e"]), dint(P["d"]), dint(P["p"]), dint(P["q"]),
               dint(P["dp"]), dint(P["dq"]), dint(P["qi"]))


def ec_der(rng, curve, params=True):
    o, n = CURVES[curve]
    items = [dint(1), octs(rng.randbytes(n))]
    if params:
        items.append(ctx(0, oid(o)))
    items.append(ctx(1, dbits(b"\x04" + rng.randbytes(2 * n))))
    return seq(*items)


def dsa_der(rng):
    return seq(dint(0), dint(big(rng, 128, True)), dint(big(rng, 20, True)), dint(big(rng, 128)),
               dint(big(rng, 128)), dint(big(rng, 20)))


def pkcs8(alg, inner):
    return seq(dint(0), alg, octs(inner))


def pbes2_der(rng, ct_len):
    alg = seq(oid(O_PBES2), seq(seq(oid(O_PBKDF2), seq(octs(rng.randbytes(16)), dint(2048), seq(oid(O_HMAC256), NULL))),
                               seq(oid(O_AES256CBC), octs(rng.randbytes(16)))))
    return seq(alg, octs(rng.randbytes(ct_len)))


def spki(rng, kind):
    if kind == "rsa":
        return seq(seq(oid(O_RSA), NULL), dbits(seq(dint(big(rng, rng.choice([256, 256, 512]), True)), dint(65537))))
    if kind == "ec":
        return seq(seq(oid(O_ECPUB), oid(O_P256)), dbits(b"\x04" + rng.randbytes(64)))
    return seq(seq(oid(O_ED25519)), dbits(rng.randbytes(32)))


def x509_name(cn, org=None):
    rdns = []
    if org:
        rdns.append(dset(seq(oid(O_ORG), tlv(0x0C, org.encode()))))
    rdns.append(dset(seq(oid(O_CN), tlv(0x0C, cn.encode()))))
    return seq(*rdns)


def utctime(rng):
    s = f"{rng.randint(24, 26):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}00Z"
    return tlv(0x17, s.encode())


def cert_der(rng, cn, issuer="R11", org="Let's Encrypt"):
    san = seq(oid(O_SAN), octs(seq(tlv(0x82, cn.encode()))))
    tbs = seq(ctx(0, dint(2)), dint(big(rng, 16)), seq(oid(O_SHA256RSA), NULL), x509_name(issuer, org),
              seq(utctime(rng), utctime(rng)), x509_name(cn), spki(rng, rng.choice(["rsa", "ec"])), ctx(3, seq(san)))
    return seq(tbs, seq(oid(O_SHA256RSA), NULL), dbits(rng.randbytes(256)))


def csr_der(rng, cn):
    info = seq(dint(0), x509_name(cn, "Acme Ltd"), spki(rng, "rsa"), ctx(0, b""))
    return seq(info, seq(oid(O_SHA256RSA), NULL), dbits(rng.randbytes(256)))


def pkcs12_der(rng):
    inner = octs(rng.randbytes(rng.randint(1800, 3600)))
    auth = seq(oid(O_PKCS7DATA), ctx(0, octs(seq(seq(oid(O_PKCS7DATA), ctx(0, inner))))))
    mac = seq(seq(seq(oid(O_SHA256), NULL), octs(rng.randbytes(32))), octs(rng.randbytes(8)), dint(2048))
    return seq(dint(3), auth, mac)


def jks_bytes(rng):
    alias = b"upload"
    return (b"\xfe\xed\xfe\xed" + (2).to_bytes(4, "big") + (1).to_bytes(4, "big") + (1).to_bytes(4, "big")
            + len(alias).to_bytes(2, "big") + alias + rng.randbytes(8) + rng.randbytes(rng.randint(1500, 2600)))


def sstr(b):
    return len(b).to_bytes(4, "big") + b


def mpint(b):
    b = b.lstrip(b"\0")
    if b and b[0] & 0x80:
        b = b"\0" + b
    return sstr(b)


E65537 = (65537).to_bytes(3, "big")


def ssh_pub_blob(rng, kind):
    if kind == "ed25519":
        return "ssh-ed25519", sstr(b"ssh-ed25519") + sstr(rng.randbytes(32))
    if kind == "rsa":
        return "ssh-rsa", sstr(b"ssh-rsa") + mpint(E65537) + mpint(big(rng, rng.choice([256, 384, 512]), True))
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256", sstr(b"ecdsa-sha2-nistp256") + sstr(b"nistp256") + sstr(b"\x04" + rng.randbytes(64))
    t = "sk-ssh-ed25519@openssh.com"
    return t, sstr(t.encode()) + sstr(rng.randbytes(32)) + sstr(b"ssh:")


def openssh_priv_blob(rng, kind, encrypted, comment):
    if kind == "ed25519":
        pk, sk = rng.randbytes(32), rng.randbytes(32)
        pub = sstr(b"ssh-ed25519") + sstr(pk)
        body = sstr(b"ssh-ed25519") + sstr(pk) + sstr(sk + pk)
    elif kind == "rsa":
        P = rsa_parts(rng, rng.choice([2048, 3072]))
        pub = sstr(b"ssh-rsa") + mpint(E65537) + mpint(P["n"])
        body = (sstr(b"ssh-rsa") + mpint(P["n"]) + mpint(E65537) + mpint(P["d"]) + mpint(P["qi"])
                + mpint(P["p"]) + mpint(P["q"]))
    else:
        q = b"\x04" + rng.randbytes(64)
        pub = sstr(b"ecdsa-sha2-nistp256") + sstr(b"nistp256") + sstr(q)
        body = sstr(b"ecdsa-sha2-nistp256") + sstr(b"nistp256") + sstr(q) + mpint(big(rng, 32))
    chk = rng.randbytes(4)
    block = chk + chk + body + sstr(comment.encode())
    bs, i = (16 if encrypted else 8), 1
    while len(block) % bs:
        block += bytes([i])
        i += 1
    if encrypted:
        cipher, kdf, opts = b"aes256-ctr", b"bcrypt", sstr(rng.randbytes(16)) + (16).to_bytes(4, "big")
        block = rng.randbytes(len(block))
    else:
        cipher, kdf, opts = b"none", b"none", b""
    return (b"openssh-key-v1\0" + sstr(cipher) + sstr(kdf) + sstr(opts) + (1).to_bytes(4, "big")
            + sstr(pub) + sstr(block))


def pgp_pkt(tag, body, new=False):
    n = len(body)
    if new:
        if n < 192:
            ln = bytes([n])
        elif n < 8384:
            m = n - 192
            ln = bytes([(m >> 8) + 192, m & 0xFF])
        else:
            ln = b"\xff" + n.to_bytes(4, "big")
        return bytes([0xC0 | tag]) + ln + body
    if n < 256:
        return bytes([0x80 | (tag << 2)]) + bytes([n]) + body
    if n < 65536:
        return bytes([0x80 | (tag << 2) | 1]) + n.to_bytes(2, "big") + body
    return bytes([0x80 | (tag << 2) | 2]) + n.to_bytes(4, "big") + body


def pgp_mpi(b):
    b = b.lstrip(b"\0")
    return ((len(b) - 1) * 8 + b[0].bit_length()).to_bytes(2, "big") + b


ED_OID = bytes([9, 0x2B, 0x06, 0x01, 0x04, 0x01, 0xDA, 0x47, 0x0F, 0x01])
CV_OID = bytes([10, 0x2B, 0x06, 0x01, 0x04, 0x01, 0x97, 0x55, 0x01, 0x05, 0x01])


def pgp_key_packets(rng, secret, uid):
    t = rng.randint(1600000000, 1780000000).to_bytes(4, "big")
    new = rng.random() < 0.3
    if rng.random() < 0.5:
        P = rsa_parts(rng, rng.choice([2048, 4096]))
        P2 = rsa_parts(rng, len(P["n"]) * 8)
        pub = b"\x04" + t + b"\x01" + pgp_mpi(P["n"]) + pgp_mpi(E65537)
        sub = b"\x04" + t + b"\x01" + pgp_mpi(P2["n"]) + pgp_mpi(E65537)
        sec = lambda Q: pgp_mpi(Q["d"]) + pgp_mpi(Q["p"]) + pgp_mpi(Q["q"]) + pgp_mpi(Q["qi"])
        s1, s2 = sec(P), sec(P2)
        siglen = len(P["n"])
    else:
        pub = b"\x04" + t + b"\x16" + ED_OID + pgp_mpi(b"\x40" + rng.randbytes(32))
        sub = b"\x04" + t + b"\x12" + CV_OID + pgp_mpi(b"\x40" + rng.randbytes(32)) + b"\x03\x01\x08\x07"
        s1, s2 = pgp_mpi(big(rng, 32)), pgp_mpi(big(rng, 32))
        siglen = 64
    if secret:
        def wrap_secret(p, s):
            if rng.random() < 0.5:
                return p + b"\x00" + s + (sum(s) & 0xFFFF).to_bytes(2, "big")
            return p + b"\xfe\x09\x03\x08" + rng.randbytes(8) + bytes([0xFF]) + rng.randbytes(16) + rng.randbytes(len(s) + 20)
        k1, k2 = pgp_pkt(5, wrap_secret(pub, s1), new), pgp_pkt(7, wrap_secret(sub, s2), new)
    else:
        k1, k2 = pgp_pkt(6, pub, new), pgp_pkt(14, sub, new)
    sig = lambda: pgp_pkt(2, b"\x04\x13\x01\x08" + rng.randbytes(40) + rng.randbytes(siglen + 4), new)
    return k1 + pgp_pkt(13, uid.encode(), new) + sig() + k2 + sig()


def pgp_armor(label, data, headers=(), sentinel=True):
    body = chunks(b64(data), 64)
    core = "".join(body)
    if sentinel:
        body[0] = OPEN + body[0]
        body[-1] = body[-1] + CLOSE
    lines = [D5 + "BEGIN PGP " + label + D5, *headers, "", *body, "=" + b64(crc24(data).to_bytes(3, "big")),
             D5 + "END PGP " + label + D5]
    return lines, core


@dataclass
class Pem:
    begin: str
    end: str
    body: str
    width: int = 64
    head: list = field(default_factory=list)
    pre: str = ""
    variant: str = ""


def pem_box(label, data, width=64, head=None, pre="", variant=""):
    body = data if isinstance(data, str) else b64(data)
    return Pem(D5 + "BEGIN " + label + D5, D5 + "END " + label + D5, body, width, head or [], pre, variant)


def pem_lines(p, keep=None, marker=None, footer=True, sentinel=True):
    body = chunks(p.body, p.width)
    if keep:
        body = body[:keep]
    core = "".join(body)
    if sentinel:
        body[0] = OPEN + body[0]
        body[-1] = body[-1] + CLOSE
    lines = [p.begin] + list(p.head) + body
    if marker:
        lines.append(marker)
    if footer:
        lines.append(p.end)
    return lines, core


PRIV_VARIANTS = [("RSA", 3), ("RSA-LEGACY-ENC", 1), ("EC", 2), ("EC+PARAMS", 1), ("DSA", 1), ("PKCS8-RSA", 2),
                 ("PKCS8-EC", 1), ("PKCS8-ED25519", 1), ("ENCRYPTED-PKCS8", 2), ("OPENSSH-ED25519", 3),
                 ("OPENSSH-RSA", 1), ("OPENSSH-ECDSA", 1), ("OPENSSH-ENC", 1)]


def rand_priv_pem(rng, variant=None, multi_line=False):
    while True:
        p = _rand_priv_pem(rng, variant or wchoice(rng, PRIV_VARIANTS))
        if not multi_line or len(p.body) > 3 * p.width:
            return p


def _rand_priv_pem(rng, v):
    if v == "RSA":
        return pem_box("RSA " + PK, rsa_der(rsa_parts(rng, rng.choice([1024, 2048, 2048, 3072, 4096]))), variant=v)
    if v == "RSA-LEGACY-ENC":
        head = ["Proc-Type: 4,ENCRYPTED", "DEK-Info: AES-256-CBC," + hexs(rng, 16, True), ""]
        return pem_box("RSA " + PK, rng.randbytes(16 * rng.choice([75, 76, 150])), head=head, variant=v)
    if v in ("EC", "EC+PARAMS"):
        curve = rng.choice(["P-256", "P-256", "P-384"])
        pre = ""
        if v == "EC+PARAMS":
            pre = "\n".join([D5 + "BEGIN EC PARAMETERS" + D5, b64(oid(CURVES[curve][0])), D5 + "END EC PARAMETERS" + D5])
        return pem_box("EC " + PK, ec_der(rng, curve), pre=pre, variant=v)
    if v == "DSA":
        return pem_box("DSA " + PK, dsa_der(rng), variant=v)
    if v == "PKCS8-RSA":
        return pem_box(PK, pkcs8(seq(oid(O_RSA), NULL), rsa_der(rsa_parts(rng, rng.choice([2048, 2048, 4096])))), variant=v)
    if v == "PKCS8-EC":
        return pem_box(PK, pkcs8(seq(oid(O_ECPUB), oid(O_P256)), ec_der(rng, "P-256", params=False)), variant=v)
    if v == "PKCS8-ED25519":
        return pem_box(PK, pkcs8(seq(oid(O_ED25519)), octs(rng.randbytes(32))), variant=v)
    if v == "ENCRYPTED-PKCS8":
        return pem_box("ENCRYPTED " + PK, pbes2_der(rng, rng.choice([144, 1232, 1232, 2384])), variant=v)
    kind = {"OPENSSH-ED25519": "ed25519", "OPENSSH-RSA": "rsa", "OPENSSH-ECDSA": "ecdsa"}.get(v, "ed25519")
    blob = openssh_priv_blob(rng, kind, v == "OPENSSH-ENC", f"{rng.choice(LOGINS)}@{rng.choice(HOSTS)}")
    return pem_box("OPENSSH " + PK, blob, width=70, variant=v)


# --------------------------------------------------------------------------------------
# world vocabulary
# --------------------------------------------------------------------------------------

HOSTS = ["staging-2", "bastion", "db-primary", "build-runner-3", "pi-homelab", "vpn-gw", "prod-web-1", "nas",
         "edge-fra1", "ci-worker", "mail", "metrics", "gpu-box", "sftp-partner"]
SVCS = ["the billing API", "Airflow", "the deploy pipeline", "Grafana", "the webhook relay", "the mobile app",
        "the backup job", "the indexer", "the payments worker", "the docs site", "the auth service"]
USERS = ["Dana", "Marco", "Priya", "Tom", "Lena", "Kofi", "the user"]
LOGINS = ["dana", "marco", "priya", "deploy", "root", "ci", "tom", "lena"]
PROJECTS = ["acme-prod", "acme-staging", "data-lake-291", "billing-int", "mlops-sandbox"]
DOMAINS = ["example.com", "example.net", "example.org", "corp.example", "acme.test"]

BIP39_SUBSET = "|".join([
    "abandon|ability|able|about|above|absent|absorb|abstract|absurd|abuse|access|accident|account|accuse|achieve",
    "acid|acoustic|acquire|across|act|action|actor|actress|actual|adapt|add|addict|address|adjust|admit|adult",
    "advance|advice|aerobic|affair|afford|afraid|again|age|agent|agree|ahead|aim|air|airport|aisle|alarm|album",
    "alcohol|alert|alien|all|alley|allow|almost|alone|alpha|already|also|alter|always|amateur|amazing|among",
    "amount|amused|analyst|anchor|ancient|anger|angle|angry|animal|ankle|announce|annual|another|answer|antenna",
    "antique|anxiety|any|apart|apology|appear|apple|approve|april|arch|arctic|area|arena|argue|arm|armed|armor",
    "army|around|arrange|arrest|arrive|arrow|art|artefact|artist|artwork|ask|aspect|assault|asset|assist|assume",
    "asthma|athlete|atom|attack|attend|attitude|attract|auction|audit|august|aunt|author|auto|autumn|average",
    "avocado|avoid|awake|aware|away|awesome|awful|awkward|axis|baby|bachelor|bacon|badge|bag|balance|balcony",
    "ball|bamboo|banana|banner|bar|barely|bargain|barrel|base|basic|basket|battle|beach|bean|beauty|because",
    "become|beef|before|begin|behave|behind|believe|below|belt|bench|benefit|best|betray|better|between|beyond",
    "bicycle|bid|bike|bind|biology|bird|birth|bitter|black|blade|blame|blanket|blast|bleak|bless|blind|blood",
    "blossom|blouse|blue|blur|blush|board|boat|body|boil|bomb|bone|bonus|book|boost|border|boring|borrow|boss",
    "bottom|bounce|box|boy|bracket|brain|brand|brass|brave|bread|breeze|brick|bridge|brief|bright|bring|brisk",
    "broccoli|broken|bronze|broom|brother|brown|brush|bubble|buddy|budget|buffalo|build|bulb|bulk|bullet|bundle",
    "bunker|burden|burger|burst|bus|business|busy|butter|buyer|buzz|sad|saddle|sadness|safe|sail|salad|salmon",
    "salon|salt|salute|same|sample|sand|satisfy|satoshi|sauce|sausage|save|say|scale|scan|scare|scatter|scene",
    "scheme|school|science|scissors|scorpion|scout|scrap|screen|script|scrub|sea|search|season|seat|second",
    "secret|section|security|seed|seek|segment|select|sell|seminar|senior|sense|sentence|series|service|session",
    "settle|setup|seven|shadow|shaft|shallow|share|shed|shell|sheriff|shield|shift|shine|ship|shiver|shock",
    "wagon|wait|walk|wall|walnut|want|warfare|warm|warrior|wash|wasp|waste|water|wave|way|wealth|weapon|wear",
    "weasel|weather|web|wedding|weekend|weird|welcome|west|wet|whale|what|wheat|wheel|when|where|whip|whisper",
    "wide|width|wife|wild|will|win|window|wine|wing|wink|winner|winter|wire|wisdom|wise|wish|witness|wolf|woman",
    "wonder|wood|wool|word|work|world|worry|worth|wrap|wreck|wrestle|wrist|write|wrong|yard|year|yellow|you",
    "young|youth|zebra|zero|zone|zoo",
])
WORDS = BIP39_SUBSET.split("|")


def date(rng):
    return f"{rng.choice([2025, 2026])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def iso(rng):
    return f"{date(rng)}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}+01:00"


def ip(rng, public=True):
    if public:
        return f"{rng.choice(['203.0.113', '198.51.100', '192.0.2'])}.{rng.randint(2, 250)}"
    return f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}"


def env(rng):
    return {"host": rng.choice(HOSTS), "svc": rng.choice(SVCS), "user": rng.choice(USERS), "date": date(rng),
            "domain": rng.choice(DOMAINS)}


def fill(rng, t):
    out = t.format(**env(rng))
    return out[:1].upper() + out[1:] if t.startswith("{user}") else out


def mnemonic(rng, n=None):
    return " ".join(rng.choice(WORDS) for _ in range(n or rng.choice([12, 12, 24])))


# --------------------------------------------------------------------------------------
# materials, idiom registry
# --------------------------------------------------------------------------------------

@dataclass
class Mat:
    text: str                       # with OPEN/CLOSE sentinels around the planted value (positives)
    core: str | None = None         # the planted value with ignorable characters dropped
    lang: str = ""
    kv: tuple | None = None         # (name, cell-with-sentinels) for table / bullet / prose renderings
    variant: str = ""
    containers: tuple | None = None
    label: str = "key"
    sentence: bool = False          # text is already a prose sentence
    extra: str = ""
    checks: list = field(default_factory=list)
    ctx: list | None = None
    title: list | None = None


@dataclass
class Idiom:
    kind: str
    family: str
    name: str
    weight: int
    fn: object


REG = {"pos": [], "neg": [], "deb": []}


def idiom(kind, family, name, weight=1):
    def deco(fn):
        REG[kind].append(Idiom(kind, family, name, weight, fn))
        return fn
    return deco


def KV(name, value, fmt="{n}={v}", vpre="", lang="bash", **kw):
    """Single-line key/value material; span = value (after the optional vpre marker)."""
    cell = vpre + OPEN + value + CLOSE
    return Mat(fmt.format(n=name, v=cell), core=norm(value), lang=lang, kv=(name, cell), **kw)


def NKV(name, value, fmt="{n}={v}", lang="bash", **kw):
    """Negative single-line key/value material (no span)."""
    return Mat(fmt.format(n=name, v=value), lang=lang, kv=(name, value), **kw)


def M(text, value, **kw):
    return Mat(mark(text, value), core=norm(value), **kw)


SINGLE = ("fenced", "indented", "inline", "table", "bullet", "prose", "quote")
MULTI = ("fenced", "indented", "bullet", "bare")
LONG = ("fenced", "indented", "inline", "bullet")
SENT = ("prose", "bullet", "quote")

# ======================================================================================
# POSITIVE idioms
# ======================================================================================

@idiom("pos", "pem_private", "pem_full", 3)
def _(rng):
    p = rand_priv_pem(rng)
    lines, core = pem_lines(p)
    text = "\n".join(lines)
    if p.pre:
        text = p.pre + "\n" + text
    return Mat(text, core, lang=rng.choice(["pem", "text"]), variant=p.variant, label="private key")


@idiom("pos", "pem_private", "pem_truncated", 2)
def _(rng):
    p = rand_priv_pem(rng, multi_line=True)
    marker = rng.choice(["...", "\u2026", "...(truncated)", "[... rest omitted ...]", "<snip>"])
    first = 2 if p.variant.startswith("OPENSSH") else 1     # line 1 of an openssh-key-v1 body is constant
    lines, core = pem_lines(p, keep=rng.randint(first, 3), marker=marker, footer=rng.random() < 0.5)
    return Mat("\n".join(lines), core, lang=rng.choice(["pem", "text"]), variant=p.variant, label="first lines",
               ctx=["Only the first lines of the {host} key, the rest is in the password manager:",
                    "{user} started pasting the key for {svc} before we switched to the vault:"])


@idiom("pos", "pem_private", "pem_yaml_block", 2)
def _(rng):
    style = rng.randrange(4)
    p = rand_priv_pem(rng, "PKCS8-RSA" if style == 0 and rng.random() < 0.5 else None)
    lines, core = pem_lines(p)
    name = rng.choice(HOSTS)
    if style == 0:
        text = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}-tls\n  namespace: {rng.choice(['default', 'ingress', 'prod'])}\n"
                f"type: kubernetes.io/tls\nstringData:\n  tls.key: |\n" + ind("\n".join(lines), "    "))
    elif style == 1:
        text = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}-ssh\ntype: kubernetes.io/ssh-auth\n"
                f"stringData:\n  ssh-privatekey: |\n" + ind("\n".join(lines), "    "))
    elif style == 2:
        text = f"deploy_user: deploy\ndeploy_port: 22\ndeploy_ssh_private_key: |\n" + ind("\n".join(lines), "  ")
    else:
        text = (f"sftp:\n  enabled: true\n  host: sftp.{rng.choice(DOMAINS)}\n  username: {rng.choice(LOGINS)}\n"
                f"  privateKey: |\n" + ind("\n".join(lines), "    "))
    return Mat(text, core, lang="yaml", variant=p.variant, label="manifest")


@idiom("pos", "pem_private", "pem_json_escaped", 2)
def _(rng):
    style = rng.randrange(3)
    p = rand_priv_pem(rng, "PKCS8-RSA" if style == 0 else None)
    lines, core = pem_lines(p)
    pem = "\n".join(lines) + "\n"
    if style == 0:
        proj, sa = rng.choice(PROJECTS), rng.choice(["deployer", "terraform", "bq-reader", "ci-runner"])
        d = {"type": "service_account", "project_id": proj, "private_key_id": hexs(rng, 20), "private_key": pem,
             "client_email": f"{sa}@{proj}.iam.gserviceaccount.com", "client_id": digits(rng, 21),
             "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token",
             "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
             "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/{sa}%40{proj}.iam.gserviceaccount.com",
             "universe_domain": "googleapis.com"}
        ctxs = ["GCP service account key for {svc} (the JSON the user uploaded):"]
    elif style == 1:
        d = {"name": rng.choice(HOSTS), "host": ip(rng), "protocol": "sftp", "port": 22,
             "username": rng.choice(LOGINS), "remotePath": "/srv/app", "privateKey": pem}
        ctxs = None
    else:
        d = {"app_id": rng.randint(100000, 999999), "installation_id": rng.randint(10 ** 7, 10 ** 8), "private_key": pem}
        ctxs = ["GitHub App credentials for the release bot:"]
    text = json.dumps(d, indent=rng.choice([2, 4]), ensure_ascii=False)
    return Mat(text, core, lang="json", variant=p.variant, label="credentials file", ctx=ctxs)


@idiom("pos", "pem_private", "pem_env_oneline", 1)
def _(rng):
    p = rand_priv_pem(rng)
    lines, core = pem_lines(p)
    val = "\\n".join(lines) + rng.choice(["", "\\n"])
    name = rng.choice(["SSH_PRIVATE_KEY", "DEPLOY_KEY", "JWT_PRIVATE_KEY", "TLS_KEY", "GITHUB_APP_PRIVATE_KEY", "SIGNING_KEY"])
    text = rng.choice(["", "export "]) + f'{name}="{val}"'
    return Mat(text, core, lang=rng.choice(["bash", "dotenv"]), variant=p.variant, containers=LONG, label=name)


@idiom("pos", "pem_private", "pem_list_indented", 1)
def _(rng):
    p = rand_priv_pem(rng)
    lines, core = pem_lines(p)
    if rng.random() < 0.5:
        text = (f"deploy_keys:\n  - name: ci\n    host: {rng.choice(HOSTS)}\n    key: |\n" + ind("\n".join(lines), "      ")
                + f"\n  - name: backup\n    key_file: /etc/backup/id_ed25519")
    else:
        text = "private_keys:\n  - |\n" + ind("\n".join(lines), "    ") + "\n  - ~/.ssh/legacy_key"
    return Mat(text, core, lang="yaml", variant=p.variant, label="inventory")


@idiom("pos", "pem_private", "pem_oneline_spaces", 1)
def _(rng):
    p = rand_priv_pem(rng)
    lines, core = pem_lines(p)
    return Mat(" ".join(l for l in lines if l), core, lang="text", variant=p.variant, containers=LONG,
               label="CI variable", ctx=["The GitLab CI variable got saved with spaces instead of newlines; this is what's in it:",
                                         "Value of DEPLOY_KEY as it shows in the settings page of {svc}:"])


@idiom("pos", "pem_private", "pem_heredoc", 1)
def _(rng):
    p = rand_priv_pem(rng)
    lines, core = pem_lines(p)
    if rng.random() < 0.5:
        text = (f"locals {{\n  bastion_private_key = <<-EOT\n" + ind("\n".join(lines), "    ") + "\n  EOT\n}")
        lang = "hcl"
    else:
        f = rng.choice(["~/.ssh/id_ed25519", "~/.ssh/deploy_key", "/etc/ssl/private/server.key"])
        text = f"cat > {f} <<'EOF'\n" + "\n".join(lines) + f"\nEOF\nchmod 600 {f}"
        lang = "bash"
    return Mat(text, core, lang=lang, variant=p.variant, label="setup snippet")


@idiom("pos", "pgp_private", "pgp_private_block", 2)
def _(rng):
    uid = f"{rng.choice(USERS[:-1])} Release <release@{rng.choice(DOMAINS)}>"
    data = pgp_key_packets(rng, True, uid)
    heads = rng.choice([[], [], ["Comment: " + uid.split(" <")[0]], ["Version: GnuPG v2"]])
    lines, core = pgp_armor(PK.replace(" KEY", " KEY BLOCK"), data, heads)
    return Mat("\n".join(lines), core, lang=rng.choice(["text", "pgp", "asc"]), variant="PGP", label="key export")


@idiom("pos", "ssh_keyfile", "putty_ppk", 2)
def _(rng):
    ver = rng.choice([2, 3])
    kind = rng.choice(["ssh-rsa", "ssh-ed25519"])
    enc = rng.random() < 0.3
    if kind == "ssh-ed25519":
        pub = sstr(b"ssh-ed25519") + sstr(rng.randbytes(32))
        priv = sstr(rng.randbytes(32))
        comment = f"eddsa-key-{date(rng).replace('-', '')}"
    else:
        P = rsa_parts(rng, rng.choice([2048, 4096]))
        pub = sstr(b"ssh-rsa") + mpint(E65537) + mpint(P["n"])
        priv = mpint(P["d"]) + mpint(P["p"]) + mpint(P["q"]) + mpint(P["qi"])
        comment = f"rsa-key-{date(rng).replace('-', '')}"
    if enc:
        priv = rng.randbytes((len(priv) + 15) // 16 * 16)
    pub_l, priv_l = chunks(b64(pub), 64), chunks(b64(priv), 64)
    core = "".join(priv_l)
    priv_l[0] = OPEN + priv_l[0]
    priv_l[-1] += CLOSE
    lines = [f"PuTTY-User-Key-File-{ver}: {kind}", f"Encryption: {'aes256-cbc' if enc else 'none'}",
             f"Comment: {comment}", f"Public-Lines: {len(pub_l)}", *pub_l]
    if ver == 3 and enc:
        lines += ["Key-Derivation: Argon2id", "Argon2-Memory: 8192", f"Argon2-Passes: {rng.randint(8, 34)}",
                  "Argon2-Parallelism: 1", f"Argon2-Salt: {hexs(rng, 16)}"]
    lines += [f"Private-Lines: {len(priv_l)}", *priv_l, f"Private-MAC: {hexs(rng, 20 if ver == 2 else 32)}"]
    return Mat("\n".join(lines), core, lang="text", variant=f"PPK{ver}", label=".ppk file")


@idiom("pos", "ssh_keyfile", "ssh2_encrypted", 1)
def _(rng):
    payload = (sstr(b"if-modn{sign{rsa-pkcs1-sha1},encrypt{rsa-pkcs1v2-oaep}}") + sstr(b"3des-cbc")
               + sstr(rng.randbytes(rng.choice([640, 1216]))))
    blob = bytes.fromhex("3f6ff9eb") + (len(payload) + 8).to_bytes(4, "big") + payload
    body = chunks(b64(blob), 70)
    core = "".join(body)
    body[0] = OPEN + body[0]
    body[-1] += CLOSE
    label = "SSH2 ENCRYPTED " + PK
    lines = ["---- BEGIN " + label + " ----", f'Comment: "2048-bit rsa, {rng.choice(LOGINS)}@{rng.choice(HOSTS)}"', *body,
             "---- END " + label + " ----"]
    return Mat("\n".join(lines), core, lang="text", variant="SSH2", label="key file")


@idiom("pos", "ssh_keyfile", "cloud_init_host_keys", 1)
def _(rng):
    k = rng.choice(["rsa", "ed25519", "ecdsa"])
    p = rand_priv_pem(rng, {"rsa": "RSA", "ed25519": "OPENSSH-ED25519", "ecdsa": "EC"}[k])
    lines, core = pem_lines(p)
    t, blob = ssh_pub_blob(rng, k)
    host = rng.choice(HOSTS)
    text = (f"#cloud-config\nhostname: {host}\nssh_pwauth: false\nssh_deletekeys: true\nssh_keys:\n  {k}_private: |\n"
            + ind("\n".join(lines), "    ") + f"\n  {k}_public: {t} {b64(blob)} root@{host}")
    return Mat(text, core, lang="yaml", variant=p.variant, label="user-data",
               ctx=[f"cloud-init user-data for {host}; pins the host keys so known_hosts survives a rebuild:"])


def _jwk_dump(rng, d):
    return json.dumps(d, indent=rng.choice([None, 2]), ensure_ascii=False)


def _jwk_ec(rng, private=True):
    crv, n = rng.choice([("P-256", 32), ("P-384", 48), ("secp256k1", 32)])
    d = {"kty": "EC", "crv": crv, "x": b64url(rng.randbytes(n)), "y": b64url(rng.randbytes(n))}
    dv = b64url(rng.randbytes(n))
    if private:
        d["d"] = OPEN + dv + CLOSE
    d.update({"kid": f"{date(rng)}-sig", "use": "sig", "alg": {"P-256": "ES256", "P-384": "ES384", "secp256k1": "ES256K"}[crv]})
    return d, dv


@idiom("pos", "jwk_private", "jwk_ec", 1)
def _(rng):
    d, dv = _jwk_ec(rng)
    return Mat(_jwk_dump(rng, d), dv, lang="json", variant="EC", label="JWK")


@idiom("pos", "jwk_private", "jwk_okp", 1)
def _(rng):
    dv = b64url(rng.randbytes(32))
    d = {"kty": "OKP", "crv": "Ed25519", "d": OPEN + dv + CLOSE, "x": b64url(rng.randbytes(32)), "kid": uuid4(rng)}
    return Mat(_jwk_dump(rng, d), dv, lang="json", variant="OKP", label="JWK")


@idiom("pos", "jwk_private", "jwk_rsa", 1)
def _(rng):
    P = rsa_parts(rng, 2048)
    dv = b64url(P["d"])
    d = {"kty": "RSA", "kid": f"rsa-{date(rng)}", "use": "sig", "alg": "RS256", "n": b64url(P["n"]), "e": b64url(E65537),
         "d": OPEN + dv + CLOSE, "p": b64url(P["p"]), "q": b64url(P["q"]), "dp": b64url(P["dp"]),
         "dq": b64url(P["dq"]), "qi": b64url(P["qi"])}
    return Mat(_jwk_dump(rng, d), dv, lang="json", variant="RSA", label="JWK",
               extra="other private members p,q,dp,dq,qi present (unscored)")


@idiom("pos", "jwk_private", "jwk_oct", 1)
def _(rng):
    kv = b64url(rng.randbytes(rng.choice([32, 64])))
    d = {"kty": "oct", "kid": f"hmac-{rng.randint(1, 9)}", "alg": rng.choice(["HS256", "HS512", "A256GCM"]), "k": OPEN + kv + CLOSE}
    return Mat(_jwk_dump(rng, d), kv, lang="json", variant="oct", label="JWK")


@idiom("pos", "jwk_private", "jwks_private_set", 1)
def _(rng):
    d, dv = _jwk_ec(rng)
    text = json.dumps({"keys": [d]}, indent=2, ensure_ascii=False)
    return Mat(text, dv, lang="json", variant="EC", label="jwks.private.json",
               ctx=["Contents of jwks.private.json that {svc} signs tokens with:"])


def age_pair(rng):
    sec = bech32_bytes("age-secret-key-", rng.randbytes(32)).upper()
    pub = bech32_bytes("age", rng.randbytes(32))
    return sec, pub


@idiom("pos", "age_secret", "age_keyfile", 1)
def _(rng):
    sec, pub = age_pair(rng)
    text = f"# created: {iso(rng)}\n# public key: {pub}\n{sec}"
    return M(text, sec, lang="text", label="keys.txt", checks=[("bech32", sec), ("bech32", pub)])


@idiom("pos", "age_secret", "sops_age_env", 1)
def _(rng):
    sec, _pub = age_pair(rng)
    if rng.random() < 0.5:
        return KV("SOPS_AGE_KEY", sec, fmt=rng.choice(["export {n}={v}", "{n}={v}"]), checks=[("bech32", sec)])
    return KV("SOPS_AGE_KEY", sec, fmt="{n}: {v}", lang="yaml", checks=[("bech32", sec)])


@idiom("pos", "age_secret", "age_prose", 1)
def _(rng):
    sec, pub = age_pair(rng)
    t = f"The age identity for restoring the {rng.choice(HOSTS)} backups is {sec} (recipient {pub})."
    return M(t, sec, sentence=True, containers=SENT, checks=[("bech32", sec)])


def wg_priv(rng):
    k = bytearray(rng.randbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def wg_pub(rng):
    return b64(rng.randbytes(32))


@idiom("pos", "wireguard_private", "wg_interface", 2)
def _(rng):
    k = wg_priv(rng)
    text = (f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.{rng.randint(2, 250)}/24\nDNS = 1.1.1.1\n"
            f"ListenPort = 51820\n\n[Peer]\nPublicKey = {wg_pub(rng)}\nAllowedIPs = 0.0.0.0/0, ::/0\n"
            f"Endpoint = vpn.{rng.choice(DOMAINS)}:51820\nPersistentKeepalive = 25")
    return M(text, k, lang=rng.choice(["ini", "conf", ""]), label="wg0.conf")


@idiom("pos", "wireguard_private", "wg_preshared", 1)
def _(rng):
    k = b64(rng.randbytes(32))
    text = (f"[Peer]\n# {rng.choice(USERS[:-1])}'s laptop\nPublicKey = {wg_pub(rng)}\nPresharedKey = {k}\n"
            f"AllowedIPs = 10.8.0.{rng.randint(2, 250)}/32")
    return M(text, k, lang="ini", label="peer block",
             ctx=["Peer block to append on the {host} server for the new laptop:"])


@idiom("pos", "wireguard_private", "wg_nm_keyfile", 1)
def _(rng):
    k = wg_priv(rng)
    text = (f"[connection]\nid=wg0\ntype=wireguard\ninterface-name=wg0\n\n[wireguard]\nprivate-key={k}\nlisten-port=51820\n\n"
            f"[wireguard-peer.{wg_pub(rng)}]\nendpoint={ip(rng)}:51820\nallowed-ips=0.0.0.0/0;\n\n[ipv4]\n"
            f"address1=10.8.0.{rng.randint(2, 250)}/24\nmethod=manual")
    return M(text, k, lang="ini", label="wg0.nmconnection")


@idiom("pos", "wireguard_private", "wg_json", 1)
def _(rng):
    k = wg_priv(rng)
    d = {"server": {"privateKey": k, "publicKey": wg_pub(rng), "address": "10.8.0.1"}, "clients": {}}
    return M(json.dumps(d, indent=2), k, lang="json", label="wg0.json",
             ctx=["wg-easy state file from {host} (needed to restore the server identity):"])


@idiom("pos", "overlay_net", "tor_add_onion", 1)
def _(rng):
    key = b64(rng.randbytes(64))
    sid = onion_v3(rng.randbytes(32))[:56]
    if rng.random() < 0.5:
        text = (f"$ printf 'AUTHENTICATE \"\"\\r\\nADD_ONION NEW:ED25519-V3 Port=80,127.0.0.1:8080\\r\\n' | nc 127.0.0.1 9051\n"
                f"250 OK\n250-ServiceID={sid}\n250-PrivateKey=ED25519-V3:{key}\n250 OK")
        return M(text, key, lang="text", label="control port output", ctx=TOR_CTX)
    text = f"ADD_ONION ED25519-V3:{key} Port=80,127.0.0.1:8080"
    return M(text, key, lang="text", label="control command", containers=LONG, ctx=TOR_CTX)


TOR_CTX = ["Onion service key for the mirror of {svc} (re-add with this so the address stays the same):",
           "Ephemeral onion service on {host}; the key lets us restore the same .onion address:"]


@idiom("pos", "overlay_net", "tor_client_auth", 1)
def _(rng):
    key = base64.b32encode(rng.randbytes(32)).decode().rstrip("=")
    addr = onion_v3(rng.randbytes(32))
    text = f"{addr}:descriptor:x25519:{key}"
    return M(text, key, lang="text", label=f"{rng.choice(LOGINS)}.auth_private", containers=LONG,
             ctx=["Client auth file for the private onion dashboard (goes in ClientOnionAuthDir):"])


@idiom("pos", "overlay_net", "yggdrasil_conf", 1)
def _(rng):
    k = hexs(rng, 64)
    text = ("{\n  # Your private key. DO NOT share this with anyone!\n" f"  PrivateKey: {k}\n"
            f"  Peers: [\n    tls://{ip(rng)}:{rng.randint(1000, 65000)}\n  ]\n  Listen: []\n"
            "  AdminListen: unix:///var/run/yggdrasil.sock\n  IfName: auto\n  NodeInfoPrivacy: false\n}")
    return M(text, k, lang=rng.choice(["hjson", "json", ""]), label="yggdrasil.conf",
             ctx=["Yggdrasil config from {host} - keep it so the node's IPv6 address stays stable:"])


@idiom("pos", "overlay_net", "libp2p_identity", 1)
def _(rng):
    pk, sk = rng.randbytes(32), rng.randbytes(32)
    peer = b58enc(b"\x00\x24\x08\x01\x12\x20" + pk)
    priv = b64(b"\x08\x01\x12\x40" + sk + pk)
    d = {"Identity": {"PeerID": peer, "PrivKey": priv}, "Datastore": {"StorageMax": "10GB"}}
    return M(json.dumps(d, indent=2), priv, lang="json", label="IPFS config",
             ctx=["IPFS node identity on {host} (restoring it keeps the same PeerID):"])


@idiom("pos", "keystore_blob", "keystore_b64_yaml", 1)
def _(rng):
    v = b64(jks_bytes(rng) if rng.random() < 0.5 else pkcs12_der(rng))
    text = (f"android_signing:\n  keystore_base64: {v}\n  keystore_alias: upload\n"
            "  keystore_password: see 1Password item 'Android upload keystore'")
    return M(text, v, lang="yaml", label="signing config", containers=("fenced", "indented", "bullet"))


@idiom("pos", "keystore_blob", "keystore_b64_env", 1)
def _(rng):
    v = b64(pkcs12_der(rng) if rng.random() < 0.6 else jks_bytes(rng))
    name = rng.choice(["CERTIFICATE_P12_BASE64", "ANDROID_KEYSTORE_B64", "SIGNING_CERT_P12", "PFX_BASE64"])
    return KV(name, v, containers=LONG)


@idiom("pos", "keystore_blob", "keystore_b64_wrapped76", 1)
def _(rng):
    raw = jks_bytes(rng) if rng.random() < 0.5 else pkcs12_der(rng)
    body = chunks(b64(raw), 76)
    core = "".join(body)
    body[0] = OPEN + body[0]
    body[-1] += CLOSE
    cmd = rng.choice(["$ base64 release.keystore", "$ base64 -w 76 signing.p12", "$ openssl base64 -in cert.pfx"])
    return Mat(cmd + "\n" + "\n".join(body), core, lang=rng.choice(["text", "console"]), label="base64 dump")


@idiom("pos", "sign_tool_secret", "minisign_secret", 1)
def _(rng):
    enc = rng.random() < 0.7
    raw = b"Ed" + (b"Sc" if enc else b"\0\0") + b"B2" + rng.randbytes(32) + rng.randbytes(16) + rng.randbytes(104)
    v = b64(raw)
    text = f"untrusted comment: minisign {'encrypted ' if enc else ''}secret key\n{v}"
    return M(text, v, lang="text", label="minisign.key")


@idiom("pos", "sign_tool_secret", "signify_secret", 1)
def _(rng):
    raw = b"Ed" + b"BK" + (42).to_bytes(4, "big") + rng.randbytes(16) + rng.randbytes(8) + rng.randbytes(8) + rng.randbytes(64)
    v = b64(raw)
    return M(f"untrusted comment: signify secret key\n{v}", v, lang="text", label="release.sec")


@idiom("pos", "tink_keyset", "tink_cleartext", 1)
def _(rng):
    kid = rng.randint(10 ** 8, 4 * 10 ** 9)
    if rng.random() < 0.5:
        val, url = b"\x1a\x20" + rng.randbytes(32), "type.googleapis.com/google.crypto.tink.AesGcmKey"
    else:
        val, url = b"\x12\x04\x08\x03\x10\x20\x1a\x20" + rng.randbytes(32), "type.googleapis.com/google.crypto.tink.HmacKey"
    v = b64(val)
    d = {"primaryKeyId": kid, "key": [{"keyData": {"typeUrl": url, "value": v, "keyMaterialType": "SYMMETRIC"},
                                       "status": "ENABLED", "keyId": kid, "outputPrefixType": "TINK"}]}
    return M(json.dumps(d, indent=rng.choice([None, 2])), v, lang="json", label="keyset.json")


def wif(rng, compressed=True, testnet=False):
    k = bytearray(rng.randbytes(32))
    k[0] = min(k[0], 0xFE)
    return b58check((b"\xef" if testnet else b"\x80") + bytes(k) + (b"\x01" if compressed else b""))


@idiom("pos", "btc_wif", "wif_kv", 1)
def _(rng):
    comp = rng.random() < 0.7
    w = wif(rng, comp)
    name = rng.choice(["wif", "privkey_wif", "BTC_PRIVATE_KEY", "hot_wallet_wif"])
    fmt, lang = rng.choice([("{n}: {v}", "yaml"), ("{n}={v}", "bash")])
    return KV(name, w, fmt=fmt, lang=lang, variant="compressed" if comp else "uncompressed", checks=[("b58", w)])


@idiom("pos", "btc_wif", "wif_import", 1)
def _(rng):
    w = wif(rng, rng.random() < 0.7)
    if rng.random() < 0.5:
        t = f'bitcoin-cli -rpcwallet=cold importprivkey "{w}" "paper-{rng.randint(2014, 2019)}" false'
        return M(t, w, lang="bash", label="command", checks=[("b58", w)])
    t = f"p2wpkh:{w}"
    return M(t, w, lang="text", label="Electrum import line", checks=[("b58", w)],
             ctx=["Line to paste into Electrum 'Import Bitcoin addresses or private keys':"])


@idiom("pos", "btc_wif", "wif_prose", 1)
def _(rng):
    w = wif(rng, rng.random() < 0.5)
    t = f"{rng.choice(USERS[:-1])}'s paper wallet from {rng.randint(2013, 2018)}: the private key (WIF) is {w}, about 0.{rng.randint(1, 9)} BTC still on it."
    return M(t, w, sentence=True, containers=SENT, checks=[("b58", w)])


def bip32(rng, version_hex, private):
    depth = rng.choice([0, 3])
    fp = b"\0" * 4 if depth == 0 else rng.randbytes(4)
    child = 0 if depth == 0 else 0x80000000
    key = b"\0" + rng.randbytes(32) if private else bytes([rng.choice([2, 3])]) + rng.randbytes(32)
    return b58check(bytes.fromhex(version_hex) + bytes([depth]) + fp + child.to_bytes(4, "big") + rng.randbytes(32) + key)


V_XPRV, V_TPRV, V_ZPRV = "0488ade4", "04358394", "04b2430c"
V_XPUB, V_TPUB, V_ZPUB, V_YPUB = "0488b21e", "043587cf", "04b24746", "049d7cb2"


@idiom("pos", "bip32_xprv", "xprv_kv", 1)
def _(rng):
    x = bip32(rng, rng.choice([V_XPRV, V_XPRV, V_ZPRV]), True)
    name = rng.choice(["xprv", "BIP32_ROOT_KEY", "account_xprv", "extended_private_key"])
    fmt, lang = rng.choice([("{n}: {v}", "yaml"), ("{n}={v}", "bash")])
    return KV(name, x, fmt=fmt, lang=lang, checks=[("b58", x)])


@idiom("pos", "bip32_xprv", "xprv_descriptor", 1)
def _(rng):
    x = bip32(rng, rng.choice([V_XPRV, V_TPRV]), True)
    desc = descsum(rng.choice([f"wpkh({x}/84h/0h/0h/0/*)", f"tr({x}/86h/0h/0h/0/*)", f"pkh({x}/44h/0h/0h/1/*)"]))
    if rng.random() < 0.5:
        t = f"bitcoin-cli -rpcwallet=treasury importdescriptors '[{{\"desc\": \"{desc}\", \"timestamp\": \"now\", \"active\": true}}]'"
        return M(t, x, lang="bash", label="command", checks=[("b58", x)], containers=LONG)
    return M(desc, x, lang="text", label="descriptor", checks=[("b58", x)])


@idiom("pos", "bip32_xprv", "tprv_prose", 1)
def _(rng):
    x = bip32(rng, V_TPRV, True)
    t = f"The regtest wallet root for the integration environment is {x}; funds there come from the local faucet."
    return M(t, x, sentence=True, containers=SENT, checks=[("b58", x)])


def eth_key(rng):
    return hexs(rng, 32)


@idiom("pos", "eth_private", "eth_env", 2)
def _(rng):
    k = eth_key(rng)
    pre = rng.choice(["0x", ""])
    name = rng.choice(["PRIVATE_KEY", "DEPLOYER_PRIVATE_KEY", "ETH_PRIVATE_KEY", "WALLET_PRIVATE_KEY", "RELAYER_KEY", "SIGNER_PK"])
    fmt = rng.choice(["{n}={v}", "export {n}={v}", '{n}="{v}"'])
    return KV(name, k, fmt=fmt, vpre=pre, lang=rng.choice(["bash", "dotenv"]), variant="0x" if pre else "bare")


@idiom("pos", "eth_private", "eth_hardhat_accounts", 1)
def _(rng):
    k = eth_key(rng)
    net, chain = rng.choice([("sepolia", 11155111), ("holesky", 17000), ("mainnet", 1), ("base", 8453)])
    text = (f"networks: {{\n  {net}: {{\n    url: process.env.{net.upper()}_RPC_URL,\n    accounts: [\"0x{k}\"],\n"
            f"    chainId: {chain},\n  }},\n}},")
    return M(text, k, lang=rng.choice(["js", "ts"]), label="hardhat.config")


@idiom("pos", "eth_private", "eth_cli_flag", 1)
def _(rng):
    k = eth_key(rng)
    pre = rng.choice(["0x", ""])
    if rng.random() < 0.5:
        t = f"forge script script/Deploy.s.sol --rpc-url $RPC_URL --private-key {pre}{k} --broadcast --verify"
    else:
        t = f'cast send {eip55(rng.randbytes(20))} "transfer(address,uint256)" {eip55(rng.randbytes(20))} 1000000 --private-key {pre}{k}'
    return M(t, k, lang="bash", label="command", containers=LONG)


@idiom("pos", "eth_private", "eth_prose", 1)
def _(rng):
    k = eth_key(rng)
    pre = rng.choice(["0x", ""])
    t = rng.choice([f"The deployer's private key is {pre}{k} (address {eip55(rng.randbytes(20))}).",
                    f"{rng.choice(USERS[:-1])} said the relayer signs with {pre}{k} on mainnet."])
    return M(t, k, sentence=True, containers=SENT)


@idiom("pos", "solana_secret", "sol_keypair_json", 1)
def _(rng):
    raw = rng.randbytes(64)
    arr = "[" + ",".join(str(b) for b in raw) + "]"
    if rng.random() < 0.5:
        return M(arr, arr, lang="json", label="id.json", containers=LONG,
                 ctx=["Contents of ~/.config/solana/id.json on {host} (program upgrade authority):"])
    return KV("SOLANA_KEYPAIR", arr, fmt="{n}='{v}'", containers=LONG)


@idiom("pos", "solana_secret", "sol_base58_secret", 1)
def _(rng):
    v = b58enc(rng.randbytes(64))
    if rng.random() < 0.5:
        return KV(rng.choice(["SOLANA_PRIVATE_KEY", "PHANTOM_SECRET", "TREASURY_SECRET_KEY"]), v)
    return M(f"Phantom export for the treasury wallet: {v}", v, sentence=True, containers=SENT)


@idiom("pos", "bip39_mnemonic", "mnemonic_kv", 1)
def _(rng):
    m = mnemonic(rng)
    name = rng.choice(["seed phrase", "recovery phrase", "seed_phrase", "mnemonic"])
    return KV(name, m, fmt="{n}: {v}", lang="yaml", variant=f"{len(m.split())}w")


@idiom("pos", "bip39_mnemonic", "mnemonic_env", 1)
def _(rng):
    m = mnemonic(rng)
    if rng.random() < 0.5:
        return KV("MNEMONIC", m, fmt=rng.choice(['{n}="{v}"', 'export {n}="{v}"']), variant=f"{len(m.split())}w")
    text = f"accounts: {{\n  mnemonic: \"{m}\",\n  path: \"m/44'/60'/0'/0\",\n  count: 10,\n}},"
    return M(text, m, lang="js", label="hardhat accounts", variant=f"{len(m.split())}w")


@idiom("pos", "bip39_mnemonic", "mnemonic_grid", 1)
def _(rng):
    m = mnemonic(rng).split()
    per = rng.choice([3, 4, 6])
    lines = [" ".join(m[i:i + per]) for i in range(0, len(m), per)]
    text = "\n".join(lines)
    return M(text, text, lang="text", label="words", variant=f"{len(m)}w",
             ctx=["Recovery words for {user}'s Ledger, as written on the card:"])


@idiom("pos", "bip39_mnemonic", "mnemonic_prose", 1)
def _(rng):
    m = mnemonic(rng)
    t = f"The seed phrase for the hardware wallet is {m}, {rng.choice(['written down in the safe too', 'no passphrase'])}."
    return M(t, m, sentence=True, containers=SENT, variant=f"{len(m.split())}w")


@idiom("pos", "nostr_nsec", "nostr_nsec", 1)
def _(rng):
    nsec = bech32_bytes("nsec", rng.randbytes(32))
    npub = bech32_bytes("npub", rng.randbytes(32))
    if rng.random() < 0.5:
        return KV("NOSTR_NSEC", nsec, checks=[("bech32", nsec)])
    return M(f"The bot posts as {npub}; its key is {nsec}.", nsec, sentence=True, containers=SENT,
             checks=[("bech32", nsec), ("bech32", npub)])


DJ_CHARS = string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)"


@idiom("pos", "symmetric_key", "sym_env_hex", 1)
def _(rng):
    name = rng.choice(["ENCRYPTION_KEY", "DATA_ENCRYPTION_KEY", "AES_KEY", "FIELD_ENCRYPTION_KEY", "BACKUP_ENCRYPTION_KEY"])
    return KV(name, hexs(rng, rng.choice([16, 32, 32])), fmt=rng.choice(["{n}={v}", "export {n}={v}", "{n}: {v}"]))


@idiom("pos", "symmetric_key", "sym_env_b64", 1)
def _(rng):
    name = rng.choice(["AES_256_KEY", "ENCRYPTION_KEY", "CRYPT_KEY", "NEXTAUTH_SECRET", "SESSION_ENCRYPTION_KEY"])
    return KV(name, b64(rng.randbytes(32)), fmt=rng.choice(["{n}={v}", '{n}="{v}"']))


@idiom("pos", "symmetric_key", "rails_secret_key_base", 1)
def _(rng):
    v = hexs(rng, 64)
    if rng.random() < 0.5:
        return KV("SECRET_KEY_BASE", v)
    return KV("secret_key_base", v, fmt="{n}: {v}", lang="yaml", ctx=["Decrypted credentials.yml.enc for {svc}:"])


@idiom("pos", "symmetric_key", "rails_master_key", 1)
def _(rng):
    v = hexs(rng, 16)
    if rng.random() < 0.5:
        return KV("RAILS_MASTER_KEY", v)
    return M(f"$ cat config/master.key\n{v}", v, lang="console", label="master.key")


@idiom("pos", "symmetric_key", "django_secret_key", 1)
def _(rng):
    v = rng.choice(["", "django-insecure-"]) + "".join(rng.choice(DJ_CHARS) for _ in range(50))
    if rng.random() < 0.5:
        return KV("SECRET_KEY", v, fmt="{n} = '{v}'", lang="python")
    return KV("DJANGO_SECRET_KEY", v, fmt="{n}='{v}'")


@idiom("pos", "symmetric_key", "laravel_app_key", 1)
def _(rng):
    return KV("APP_KEY", b64(rng.randbytes(32)), vpre="base64:", lang="dotenv")


@idiom("pos", "symmetric_key", "fernet_key", 1)
def _(rng):
    v = base64.urlsafe_b64encode(rng.randbytes(32)).decode()
    r = rng.random()
    if r < 0.33:
        return M(f"[core]\ndags_folder = /opt/airflow/dags\nfernet_key = {v}\nexecutor = CeleryExecutor", v, lang="ini", label="airflow.cfg")
    if r < 0.66:
        return KV("AIRFLOW__CORE__FERNET_KEY", v)
    return KV("FERNET_KEY", v)


@idiom("pos", "symmetric_key", "jwt_secret", 1)
def _(rng):
    v = rng.choice([alnum(rng, 64), hexs(rng, 32), b64(rng.randbytes(48))])
    name = rng.choice(["JWT_SECRET", "JWT_SIGNING_KEY", "SESSION_SECRET", "COOKIE_SECRET"])
    if rng.random() < 0.3:
        return M(f"jwt:\n  issuer: https://auth.{rng.choice(DOMAINS)}\n  secret: {v}\n  ttl: 15m", v, lang="yaml", label="config")
    return KV(name, v)


@idiom("pos", "symmetric_key", "hmac_secret", 1)
def _(rng):
    name = rng.choice(["HMAC_SECRET", "WEBHOOK_HMAC_KEY", "SIGNING_SECRET", "hmac_key"])
    return KV(name, rng.choice([hexs(rng, 32), b64(rng.randbytes(32))]), fmt=rng.choice(["{n}={v}", "{n}: {v}"]))


@idiom("pos", "symmetric_key", "k8s_encryption_config", 1)
def _(rng):
    v = b64(rng.randbytes(32))
    text = ("apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources:\n      - secrets\n"
            f"    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {v}\n      - identity: {{}}")
    return M(text, v, lang="yaml", label="encryption-config.yaml")


@idiom("pos", "symmetric_key", "vault_unseal_key", 1)
def _(rng):
    v = b64(rng.randbytes(33))
    n = rng.randint(1, 5)
    return KV(f"Unseal Key {n}", v, fmt="{n}: {v}", lang="text",
              ctx=["Vault unseal share I'm holding for {user} while they're away:"])


@idiom("pos", "symmetric_key", "aspnet_machinekey", 1)
def _(rng):
    v = hexs(rng, 64, True)
    t = f'<machineKey validationKey="{v}" decryptionKey="AutoGenerate,IsolateApps" validation="HMACSHA256" />'
    return M(t, v, lang="xml", label="web.config", containers=LONG)


@idiom("pos", "symmetric_key", "sym_prose", 1)
def _(rng):
    v = rng.choice([hexs(rng, 32), b64(rng.randbytes(32))])
    t = rng.choice([f"The AES-256 key for the nightly backup archives is {v}; the old one was retired on {date(rng)}.",
                    f"{rng.choice(USERS[:-1])} told me the webhook signing secret is {v}."])
    return M(t, v, sentence=True, containers=SENT)


# ======================================================================================
# NEGATIVE idioms
# ======================================================================================

def _pub_pem(rng, label, der, width=64):
    lines, _ = pem_lines(pem_box(label, der, width), sentinel=False)
    return "\n".join(lines)


@idiom("neg", "pem_public", "spki_pem", 2)
def _(rng):
    k = rng.choice(["rsa", "ec", "ed25519"])
    return Mat(_pub_pem(rng, "PUBLIC KEY", spki(rng, k)), lang=rng.choice(["pem", "text"]), variant=k, label="public key")


@idiom("neg", "pem_public", "rsa_public_pem", 1)
def _(rng):
    der = seq(dint(big(rng, 256, True)), dint(65537))
    return Mat(_pub_pem(rng, "RSA PUBLIC KEY", der), lang="pem", label="public key")


@idiom("neg", "pem_public", "certificate_pem", 2)
def _(rng):
    host = f"{rng.choice(HOSTS)}.{rng.choice(DOMAINS)}"
    blocks = [_pub_pem(rng, "CERTIFICATE", cert_der(rng, host))]
    if rng.random() < 0.4:
        blocks.append(_pub_pem(rng, "CERTIFICATE", cert_der(rng, "R11", "ISRG Root X1", "Internet Security Research Group")))
    return Mat("\n".join(blocks), lang="pem", label="fullchain.pem")


@idiom("neg", "pem_public", "csr_pem", 1)
def _(rng):
    return Mat(_pub_pem(rng, "CERTIFICATE REQUEST", csr_der(rng, f"{rng.choice(HOSTS)}.{rng.choice(DOMAINS)}")), lang="pem", label="CSR")


@idiom("neg", "pem_public", "ssh2_public", 1)
def _(rng):
    t, blob = ssh_pub_blob(rng, rng.choice(["rsa", "ed25519"]))
    lines = ["---- BEGIN SSH2 PUBLIC KEY ----", f'Comment: "{rng.choice(LOGINS)}@{rng.choice(HOSTS)}"', *chunks(b64(blob), 70),
             "---- END SSH2 PUBLIC KEY ----"]
    return Mat("\n".join(lines), lang="text", label="RFC 4716 public key")


@idiom("neg", "pem_public", "dh_params", 1)
def _(rng):
    return Mat(_pub_pem(rng, "DH PARAMETERS", seq(dint(big(rng, 256, True)), dint(2))), lang="pem", label="dhparam.pem",
               ctx=["dhparam.pem for the old nginx box (public parameters):"])


@idiom("neg", "pem_public", "public_pem_in_config", 1)
def _(rng):
    lines, _ = pem_lines(pem_box("PUBLIC KEY", spki(rng, "rsa")), sentinel=False)
    if rng.random() < 0.5:
        return Mat('JWT_PUBLIC_KEY="' + "\\n".join(lines) + '"', lang="bash", containers=LONG, label="JWT_PUBLIC_KEY")
    text = ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: trust-bundle\ndata:\n  ca.crt: |\n"
            + ind(_pub_pem(rng, "CERTIFICATE", cert_der(rng, "Acme Internal CA", "Acme Internal CA", "Acme")), "    "))
    return Mat(text, lang="yaml", label="ConfigMap")


@idiom("neg", "pgp_public", "pgp_public_block", 2)
def _(rng):
    uid = f"{rng.choice(USERS[:-1])} <{rng.choice(LOGINS)}@{rng.choice(DOMAINS)}>"
    lines, _ = pgp_armor("PUBLIC KEY BLOCK", pgp_key_packets(rng, False, uid), sentinel=False)
    return Mat("\n".join(lines), lang=rng.choice(["text", "asc"]), label="public key",
               ctx=["{user}'s public key for verifying release tags (published on keys.openpgp.org):"])


@idiom("neg", "pgp_public", "pgp_signature", 1)
def _(rng):
    sig = pgp_pkt(2, b"\x04\x00\x16\x0a" + rng.randbytes(rng.choice([90, 300])), rng.random() < 0.5)
    lines, _ = pgp_armor("SIGNATURE", sig, sentinel=False)
    return Mat("\n".join(lines), lang="text", label="detached signature",
               ctx=["Detached signature for the v{date} tarball, checked OK with gpg --verify:"])


@idiom("neg", "pgp_public", "pgp_signed_message", 1)
def _(rng):
    sig = pgp_pkt(2, b"\x04\x01\x16\x0a" + rng.randbytes(120), True)
    lines, _ = pgp_armor("SIGNATURE", sig, sentinel=False)
    msg = [D5 + "BEGIN PGP SIGNED MESSAGE" + D5, "Hash: SHA512", "",
           f"I, {rng.choice(USERS[:-1])}, confirm the release checksum {hexs(rng, 32)}."]
    return Mat("\n".join(msg + lines), lang="text", label="signed statement")


@idiom("neg", "ssh_public", "authorized_keys", 2)
def _(rng):
    out = []
    for _i in range(rng.randint(1, 3)):
        t, blob = ssh_pub_blob(rng, rng.choice(["ed25519", "rsa", "ecdsa", "sk"]))
        opt = rng.choice(["", "", 'from="10.0.0.0/8",no-pty ', 'command="/usr/local/bin/backup-only",no-port-forwarding '])
        out.append(f"{opt}{t} {b64(blob)} {rng.choice(LOGINS)}@{rng.choice(HOSTS)}")
    return Mat("\n".join(out), lang="text", label="authorized_keys",
               ctx=["Keys currently in ~deploy/.ssh/authorized_keys on {host}:", "Public key {user} gave me to add to {host}:"])


@idiom("neg", "ssh_public", "known_hosts_hashed", 1)
def _(rng):
    out = []
    for _i in range(rng.randint(1, 3)):
        t, blob = ssh_pub_blob(rng, rng.choice(["ed25519", "ecdsa", "rsa"]))
        out.append(f"|1|{b64(rng.randbytes(20))}|{b64(rng.randbytes(20))} {t} {b64(blob)}")
    return Mat("\n".join(out), lang="text", label="known_hosts")


@idiom("neg", "ssh_public", "ssh_cert_pub", 1)
def _(rng):
    t = "ssh-ed25519-cert-v01@openssh.com"
    blob = (sstr(t.encode()) + sstr(rng.randbytes(32)) + sstr(rng.randbytes(32)) + rng.randbytes(8) + (1).to_bytes(4, "big")
            + sstr(b"deploy") + rng.randbytes(120))
    return Mat(f"{t} {b64(blob)} {rng.choice(LOGINS)}@ca", lang="text", label="id_ed25519-cert.pub", containers=LONG)


@idiom("neg", "ssh_public", "ssh_pub_prose", 1)
def _(rng):
    t, blob = ssh_pub_blob(rng, "ed25519")
    return Mat(f"Added {rng.choice(USERS[:-1])}'s key `{t} {b64(blob)}` to the repo's deploy keys (read-only).",
               sentence=True, containers=SENT)


@idiom("neg", "age_recipient", "age_recipients", 1)
def _(rng):
    rs = [bech32_bytes("age", rng.randbytes(32)) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        text = ("creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n" + ",\n".join("      " + r for r in rs))
        return Mat(text, lang="yaml", label=".sops.yaml", checks=[("bech32", r) for r in rs])
    return Mat(f"age -r {rs[0]} -o backup-{date(rng)}.tar.age backup.tar", lang="bash", label="command",
               checks=[("bech32", rs[0])])


@idiom("neg", "wireguard_public", "wg_peer_public", 1)
def _(rng):
    text = (f"[Peer]\nPublicKey = {wg_pub(rng)}\nAllowedIPs = 10.8.0.{rng.randint(2, 250)}/32\n"
            f"Endpoint = {ip(rng)}:51820\nPersistentKeepalive = 25")
    return Mat(text, lang="ini", label="peer block", ctx=["Server-side peer entry for {host} (public key only):"])


@idiom("neg", "wireguard_public", "wg_show", 1)
def _(rng):
    text = (f"interface: wg0\n  public key: {wg_pub(rng)}\n  private key: (hidden)\n  listening port: 51820\n\n"
            f"peer: {wg_pub(rng)}\n  endpoint: {ip(rng)}:51820\n  allowed ips: 10.8.0.{rng.randint(2, 250)}/32\n"
            f"  latest handshake: {rng.randint(1, 59)} seconds ago\n  transfer: {rng.randint(1, 900)}.{rng.randint(10, 99)} MiB received, "
            f"{rng.randint(1, 900)}.{rng.randint(10, 99)} MiB sent")
    return Mat(text, lang="console", label="wg show")


@idiom("neg", "jwk_public", "jwk_pub", 1)
def _(rng):
    d, _dv = _jwk_ec(rng, private=False)
    return Mat(_jwk_dump(rng, d), lang="json", label="public JWK")


@idiom("neg", "jwk_public", "jwks_doc", 2)
def _(rng):
    host = f"auth.{rng.choice(DOMAINS)}"
    cert = cert_der(rng, host)
    keys = [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": hexs(rng, 8), "n": b64url(big(rng, 256, True)), "e": "AQAB",
             "x5c": [b64(cert)], "x5t#S256": b64url(hashlib.sha256(cert).digest())}]
    if rng.random() < 0.5:
        keys.append(_jwk_ec(rng, private=False)[0])
    return Mat(json.dumps({"keys": keys}, indent=2), lang="json", label="jwks.json",
               ctx=["JWKS published at https://" + host + "/.well-known/jwks.json (public signing keys):"])


@idiom("neg", "bip32_xpub", "xpub_kv", 1)
def _(rng):
    ver, name = rng.choice([(V_XPUB, "xpub"), (V_XPUB, "watch_only_xpub"), (V_ZPUB, "account_zpub"), (V_YPUB, "ypub"), (V_TPUB, "TPUB")])
    x = bip32(rng, ver, False)
    return NKV(name, x, fmt=rng.choice(["{n}: {v}", "{n}={v}"]),
               checks=[("b58", x)], ctx=["Watch-only key for the treasury dashboard (public, can't spend):"])


@idiom("neg", "bip32_xpub", "xpub_descriptor", 1)
def _(rng):
    x = bip32(rng, V_XPUB, False)
    desc = descsum(f"wpkh([{hexs(rng, 4)}/84h/0h/0h]{x}/0/*)")
    return Mat(desc, lang="text", label="descriptor", checks=[("b58", x)],
               ctx=["Watch-only descriptor imported on the monitoring node:"])


@idiom("neg", "btc_address", "btc_addresses", 1)
def _(rng):
    a = [b58check(b"\x00" + rng.randbytes(20)), b58check(b"\x05" + rng.randbytes(20)),
         bech32_encode("bc", [0] + convertbits(rng.randbytes(20), 8, 5)),
         bech32_encode("bc", [1] + convertbits(rng.randbytes(32), 8, 5), BECH32M),
         bech32_encode("tb", [0] + convertbits(rng.randbytes(20), 8, 5))]
    rng.shuffle(a)
    a = a[:rng.randint(1, 3)]
    lines = [f"- `{x}` ({rng.randint(1, 90) / 100:.2f} BTC)" for x in a]
    checks = [("b58" if x[0] in "13" else "bech32", x) for x in a]
    return Mat("\n".join(lines), lang="text", label="addresses", checks=checks, containers=("bare", "fenced"),
               ctx=["Cold storage deposit addresses (public):"])


@idiom("neg", "eth_public_hex", "eth_address", 2)
def _(rng):
    a = eip55(rng.randbytes(20))
    r = rng.random()
    if r < 0.4:
        return NKV(rng.choice(["TOKEN_ADDRESS", "TREASURY_ADDRESS", "MULTISIG", "owner"]), a, fmt=rng.choice(["{n}={v}", "{n}: {v}"]))
    if r < 0.7:
        rows = "\n".join(f"| {n} | `{eip55(rng.randbytes(20))}` |" for n in ["Token", "Vault", "Router"])
        return Mat("| contract | address |\n|---|---|\n" + rows, containers=("bare",), label="deployments")
    return Mat(f"Treasury multisig is {a}; needs 3 of 5 signers.", sentence=True, containers=SENT)


@idiom("neg", "eth_public_hex", "eth_tx_hash", 2)
def _(rng):
    h = "0x" + hexs(rng, 32)
    r = rng.random()
    if r < 0.4:
        return NKV(rng.choice(["tx_hash", "deploy_tx", "txHash", "transactionHash"]), h, fmt=rng.choice(["{n}: {v}", "{n}={v}"]))
    if r < 0.7:
        return Mat(f"Deployment went through: https://etherscan.io/tx/{h}", sentence=True, containers=SENT)
    return Mat(f"The upgrade transaction hash is {h} (block {rng.randint(18_000_000, 22_000_000)}).", sentence=True, containers=SENT)


@idiom("neg", "eth_public_hex", "eth_block_hash", 1)
def _(rng):
    res = {"number": hex(rng.randint(18_000_000, 22_000_000)), "hash": "0x" + hexs(rng, 32), "parentHash": "0x" + hexs(rng, 32),
           "stateRoot": "0x" + hexs(rng, 32), "transactionsRoot": "0x" + hexs(rng, 32), "receiptsRoot": "0x" + hexs(rng, 32),
           "miner": eip55(rng.randbytes(20)).lower(), "gasUsed": hex(rng.randint(10 ** 6, 3 * 10 ** 7)), "timestamp": hex(rng.randint(1.7e9, 1.8e9))}
    return Mat(json.dumps({"jsonrpc": "2.0", "id": 1, "result": res}, indent=2), lang="json", label="eth_getBlockByNumber",
               ctx=["eth_getBlockByNumber response from the archive node, kept for the reorg investigation:"])


@idiom("neg", "eth_public_hex", "eth_topic_slot", 1)
def _(rng):
    ev = rng.choice(["Transfer(address,address,uint256)", "Approval(address,address,uint256)", "OwnershipTransferred(address,address)"])
    topic = "0x" + keccak256(ev.encode()).hex()
    slot = (int.from_bytes(keccak256(b"eip1967.proxy.implementation"), "big") - 1).to_bytes(32, "big").hex()
    sel = keccak256(b"transfer(address,uint256)")[:4].hex()
    text = f"topic0 for {ev}: {topic}\nEIP-1967 implementation slot: 0x{slot}\nselector transfer(address,uint256): 0x{sel}"
    return Mat(text, lang="text", label="constants")


@idiom("neg", "eth_public_hex", "eth_pubkey_hex", 1)
def _(rng):
    return NKV(rng.choice(["signer_public_key", "pubkey", "uncompressed_public_key"]), "0x04" + hexs(rng, 64), fmt="{n}: {v}", lang="yaml")


@idiom("neg", "solana_public", "sol_pubkey", 1)
def _(rng):
    return NKV(rng.choice(["PROGRAM_ID", "TREASURY_PUBKEY", "mint", "authority"]), b58enc(rng.randbytes(32)),
               fmt=rng.choice(["{n}={v}", "{n}: {v}"]))


@idiom("neg", "solana_public", "sol_signature", 1)
def _(rng):
    s = b58enc(rng.randbytes(64))
    if rng.random() < 0.5:
        return Mat(f"Tx signature {s} confirmed: https://explorer.solana.com/tx/{s}?cluster=devnet", sentence=True, containers=SENT)
    return NKV("signature", s, fmt="{n}: {v}", lang="yaml")


@idiom("neg", "solana_public", "sol_blockhash", 1)
def _(rng):
    d = {"context": {"slot": rng.randint(2 * 10 ** 8, 3 * 10 ** 8)},
         "value": {"blockhash": b58enc(rng.randbytes(32)), "lastValidBlockHeight": rng.randint(10 ** 8, 3 * 10 ** 8)}}
    return Mat(json.dumps(d, indent=2), lang="json", label="getLatestBlockhash")


@idiom("neg", "fingerprint", "ssh_fingerprint", 1)
def _(rng):
    _t, blob = ssh_pub_blob(rng, "ed25519")
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    md5 = ":".join(chunks(hashlib.md5(blob).hexdigest(), 2))
    r = rng.random()
    if r < 0.4:
        return Mat(f"256 {fp} {rng.choice(LOGINS)}@{rng.choice(HOSTS)} (ED25519)", lang="console", label="ssh-keygen -lf")
    if r < 0.7:
        return Mat(f"ED25519 key fingerprint is {fp}.\nThis key is not known by any other names.", lang="text", label="first connect")
    return Mat(f"MD5:{md5}", lang="text", label="legacy fingerprint")


@idiom("neg", "fingerprint", "gpg_fingerprint", 1)
def _(rng):
    fp = hexs(rng, 20, True)
    if rng.random() < 0.6:
        text = (f"pub   ed25519 {date(rng)} [SC] [expires: {date(rng)}]\n      {fp}\n"
                f"uid           [ultimate] {rng.choice(USERS[:-1])} <{rng.choice(LOGINS)}@{rng.choice(DOMAINS)}>\n"
                f"sub   cv25519 {date(rng)} [E]")
        return Mat(text, lang="console", label="gpg --list-keys")
    return Mat(f"Release signing key fingerprint: {' '.join(chunks(fp, 4))} (long id 0x{fp[-16:]}).", sentence=True, containers=SENT)


@idiom("neg", "fingerprint", "x509_serial_thumbprint", 1)
def _(rng):
    r = rng.random()
    if r < 0.4:
        return Mat(f"Serial Number: {':'.join(chunks(hexs(rng, 16), 2))}\nSHA1 Fingerprint={':'.join(chunks(hexs(rng, 20, True), 2))}",
                   lang="text", label="openssl x509 -fingerprint")
    if r < 0.7:
        return NKV('"thumbprint"', f'"{hexs(rng, 20, True)}"', fmt="{n}: {v}", lang="json")
    return NKV("sha256_fingerprint", ":".join(chunks(hexs(rng, 32, True), 2)), fmt="{n}: {v}", lang="yaml")


@idiom("neg", "fingerprint", "openssl_x509_text", 1)
def _(rng):
    mod = ":".join(chunks(("00" + hexs(rng, 256)), 2))
    mlines = ["                    " + l for l in _colon_lines(mod)]
    text = ("Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n            "
            + ":".join(chunks(hexs(rng, 18), 2)) + "\n        Signature Algorithm: sha256WithRSAEncryption\n"
            "        Issuer: C = US, O = Let's Encrypt, CN = R11\n        Subject Public Key Info:\n"
            "            Public Key Algorithm: rsaEncryption\n                Public-Key: (2048 bit)\n                Modulus:\n"
            + "\n".join(mlines) + "\n                Exponent: 65537 (0x10001)")
    return Mat(text, lang="text", label="openssl x509 -text")


def _colon_lines(s, per=15):
    parts = s.split(":")
    return [":".join(parts[i:i + per]) + (":" if i + per < len(parts) else "") for i in range(0, len(parts), per)]


@idiom("neg", "pin_dns", "cert_pin", 1)
def _(rng):
    p1, p2 = b64(rng.randbytes(32)), b64(rng.randbytes(32))
    r = rng.random()
    if r < 0.33:
        return Mat(f'Public-Key-Pins: pin-sha256="{p1}"; pin-sha256="{p2}"; max-age=5184000', lang="http", label="header", containers=LONG)
    if r < 0.66:
        return Mat(f'<pin-set expiration="{date(rng)}">\n  <pin digest="SHA-256">{p1}</pin>\n  <pin digest="SHA-256">{p2}</pin>\n</pin-set>',
                   lang="xml", label="network_security_config")
    return Mat(f'CertificatePinner.Builder()\n    .add("api.{rng.choice(DOMAINS)}", "sha256/{p1}")\n    .build()', lang="kotlin", label="pinner")


@idiom("neg", "pin_dns", "dkim_txt", 1)
def _(rng):
    p = b64(spki(rng, "rsa")) if rng.random() < 0.7 else b64(rng.randbytes(32))
    k = "rsa" if len(p) > 60 else "ed25519"
    d = rng.choice(DOMAINS)
    half = len(p) // 2
    if rng.random() < 0.5:
        return Mat(f'{rng.choice(["s1", "google", "mail"])}._domainkey.{d}. 3600 IN TXT "v=DKIM1; k={k}; " "p={p[:half]}" "{p[half:]}"',
                   lang="dns", label="TXT record", containers=LONG)
    return NKV(f"{rng.choice(['s1', 'mail'])}._domainkey TXT", f"v=DKIM1; k={k}; p={p}", fmt="{n} {v}", lang="text", containers=LONG)


@idiom("neg", "pin_dns", "dnssec_records", 1)
def _(rng):
    d = rng.choice(DOMAINS)
    tag = rng.randint(1000, 65000)
    text = (f"{d}. 3600 IN DNSKEY 257 3 13 {b64(rng.randbytes(64))}\n"
            f"{d}. 86400 IN DS {tag} 13 2 {hexs(rng, 32, True)}")
    return Mat(text, lang="dns", label="zone records")


@idiom("neg", "pin_dns", "tlsa_record", 1)
def _(rng):
    return Mat(f"_25._tcp.mail.{rng.choice(DOMAINS)}. 3600 IN TLSA 3 1 1 {hexs(rng, 32)}", lang="dns", label="TLSA", containers=LONG)


@idiom("neg", "pin_dns", "sri_hash", 1)
def _(rng):
    return Mat(f'<script src="https://cdn.{rng.choice(DOMAINS)}/lib/{rng.choice(["htmx", "alpine", "chart"])}.min.js" '
               f'integrity="sha384-{b64(rng.randbytes(48))}" crossorigin="anonymous"></script>', lang="html", label="script tag",
               containers=LONG)


@idiom("neg", "placeholder", "pem_placeholder", 2)
def _(rng):
    label = rng.choice([PK, "RSA " + PK, "OPENSSH " + PK, "EC " + PK, "ENCRYPTED " + PK])
    mid = rng.choice(["<your key here>", "...", "REDACTED", "x" * 64,
                      "(contents of ~/.ssh/id_ed25519)", "<paste the key from 1Password>", "[redacted]"])
    text = "\n".join([D5 + "BEGIN " + label + D5, mid, D5 + "END " + label + D5])
    return Mat(text, lang="pem", label="template",
               ctx=["Template for the deploy secret; the real key is in the vault:", "Format {svc} expects (placeholder only):"])


@idiom("neg", "placeholder", "kv_placeholder", 2)
def _(rng):
    name, v = rng.choice([("PRIVATE_KEY", "<your-private-key>"), ("ENCRYPTION_KEY", "changeme"), ("APP_KEY", ""),
                          ("SECRET_KEY_BASE", "$(bin/rails secret)"), ("DEPLOYER_PRIVATE_KEY", "0xYOUR_PRIVATE_KEY_HERE"),
                          ("FERNET_KEY", "${FERNET_KEY}"), ("JWT_SECRET", "${{ secrets.JWT_SECRET }}"),
                          ("deploy_private_key", '"{{ vault_deploy_key }}"'), ("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + "X" * 8),
                          ("PrivateKey", "<server-private-key>"), ("MNEMONIC", '"<twelve words>"'),
                          ("SIGNING_KEY", "op://Infra/signing-key/private key"), ("HMAC_SECRET", "REPLACE_ME"),
                          ("wif", "<WIF here>"), ("SECRET_KEY", "'django-insecure-change-me'")])
    fmt = "{n} = {v}" if name == "PrivateKey" else rng.choice(["{n}={v}", "{n}: {v}"])
    return NKV(name, v, fmt=fmt, ctx=["Env template for {svc}; values come from the secret store:", "What the .env.example says:"])


@idiom("neg", "placeholder", "seed_placeholder", 1)
def _(rng):
    return Mat(rng.choice(["seed phrase: [REDACTED - stored offline in the safe]", "mnemonic: word1 word2 word3 ... word12",
                           "recovery phrase: (not stored here, see the steel plate)"]), lang="yaml", label="wallet",
               ctx=["Wallet notes for {user}:"])


@idiom("neg", "placeholder", "masked_key", 1)
def _(rng):
    r = rng.randrange(4)
    if r == 0:
        return Mat(f"Deployer key ends in ...{hexs(rng, 2)} (full key in the vault).", sentence=True, containers=SENT)
    if r == 1:
        return NKV("PrivateKey", f"{b64(rng.randbytes(2))[:3]}****************************{b64(rng.randbytes(2))[:2]}=", fmt="{n} = {v}", lang="ini")
    if r == 2:
        return NKV("ENCRYPTION_KEY", f"{hexs(rng, 2)}\u2026{hexs(rng, 2)} (masked)", fmt="{n}: {v}", lang="text")
    return Mat(f"The age key starts AGE-SECRET-KEY-1{alnum(rng, 4, string.ascii_uppercase)}\u2026 (truncated on purpose).",
               sentence=True, containers=SENT)


@idiom("neg", "key_file_ref", "ssh_config_identityfile", 1)
def _(rng):
    h = rng.choice(HOSTS)
    text = (f"Host {h}\n  HostName {ip(rng, False)}\n  User {rng.choice(LOGINS)}\n  IdentityFile ~/.ssh/id_ed25519_{h.replace('-', '_')}\n"
            "  IdentitiesOnly yes")
    return Mat(text, lang="ssh-config", label="~/.ssh/config")


@idiom("neg", "key_file_ref", "cli_key_path", 1)
def _(rng):
    return Mat(rng.choice(["ansible-playbook -i inventory/prod site.yml --private-key ./keys/deploy.pem",
                           "terraform apply -var 'private_key_path=~/.ssh/tf_deploy'",
                           "gcloud auth activate-service-account --key-file=/secrets/sa.json",
                           "scp -i ~/.ssh/id_rsa_legacy dump.sql backup@nas:/volume1/db/",
                           "solana config set --keypair ~/.config/solana/deployer.json",
                           "./provision --private-key-path ./key.pem --host " + rng.choice(HOSTS)]), lang="bash", label="command")


@idiom("neg", "key_file_ref", "tls_key_path", 1)
def _(rng):
    d = rng.choice(DOMAINS)
    return Mat(rng.choice([f"ssl_certificate     /etc/letsencrypt/live/{d}/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/{d}/privkey.pem;",
                           "ssl_cert_file = '/etc/ssl/certs/server.crt'\nssl_key_file = '/etc/ssl/private/server.key'",
                           f"ssl_key = /etc/ssl/private/{rng.choice(HOSTS)}.key",
                           "tls:\n  certFile: /etc/app/tls.crt\n  keyFile: /etc/app/tls.key",
                           "key_file: /etc/vault/tls/vault.key\ncert_file: /etc/vault/tls/vault.crt",
                           "GOOGLE_APPLICATION_CREDENTIALS=/secrets/gcp/sa.json"]), lang="text", label="config")


@idiom("neg", "keygen_command", "keygen_cmds", 2)
def _(rng):
    cmds = ['ssh-keygen -t ed25519 -C "deploy@{h}" -f ~/.ssh/id_ed25519_deploy', "openssl genrsa -out server.key 4096",
            "openssl req -new -key server.key -out server.csr -subj '/CN={h}.example.com'",
            "wg genkey | tee privatekey | wg pubkey > publickey", "age-keygen -o ~/.config/sops/age/keys.txt",
            "gpg --full-generate-key", "solana-keygen new --outfile ~/.config/solana/deployer.json --no-bip39-passphrase",
            "cast wallet new", "openssl rand -hex 32 > config/master.key", "python -c 'import secrets; print(secrets.token_hex(32))'",
            "tinkey create-keyset --key-template AES256_GCM --out keyset.json", "openssl genpkey -algorithm ed25519 -out signing.pem",
            "minisign -G -p release.pub -s release.key", "bin/rails secret", "php artisan key:generate"]
    h = rng.choice(HOSTS)
    chosen = rng.sample(cmds, rng.randint(1, 3))
    return Mat("\n".join(c.replace("{h}", h) for c in chosen), lang="bash", label="commands",
               ctx=["How I generated the keys for {host} (outputs stayed on the box):", "Key setup steps for {svc}:"])


@idiom("neg", "key_prose", "prose_no_value", 2)
def _(rng):
    return Mat(fill(rng, rng.choice([
        "The private key for the deploy user lives in 1Password under 'prod deploy key'; never paste it into chat.",
        "Rotated the WireGuard private key on {host}; peers need the new public key from `wg show`.",
        "Remember: the Fernet key must be 32 url-safe base64-encoded bytes, and Airflow needs a restart after changing it.",
        "{user} lost the seed phrase for the old test wallet, so those funds are gone.",
        "The SSH host key on {host} changed after the rebuild - verify the fingerprint before accepting.",
        "Never commit master.key; CI reads RAILS_MASTER_KEY from the encrypted variables.",
        "The signing key is an Ed25519 private key held in the HSM; the app only ever sees the public half.",
        "Encryption keys for {svc} are envelope-encrypted with KMS; the data key is never written to disk."])),
        sentence=True, containers=SENT)


@idiom("neg", "key_prose", "rotation_runbook", 1)
def _(rng):
    steps = ["1. Generate the new key on the HSM (`pkcs11-tool --keypairgen`).", "2. Publish the new public key to the JWKS endpoint.",
             "3. Wait one token lifetime (15 min) before switching the signer.", "4. Flip `ACTIVE_KID` in the config to the new kid.",
             "5. Remove the old public key from JWKS after 24h.", f"6. Record the rotation date ({date(rng)}) in this note."]
    return Mat("\n".join(steps), label="runbook", containers=("bare",), ctx=["Key rotation runbook for {svc}:"])


@idiom("neg", "kms_ref", "kms_arn", 1)
def _(rng):
    acct, region = digits(rng, 12), rng.choice(["us-east-1", "eu-west-1", "eu-central-1"])
    if rng.random() < 0.5:
        return NKV("KMS_KEY_ARN", f"arn:aws:kms:{region}:{acct}:key/{uuid4(rng)}", fmt=rng.choice(["{n}={v}", "{n}: {v}"]))
    return NKV("kms_key_id", f"arn:aws:kms:{region}:{acct}:alias/{rng.choice(['prod-data', 'backup', 'sops'])}", fmt="{n}: {v}")


@idiom("neg", "kms_ref", "gcp_azure_key_names", 1)
def _(rng):
    if rng.random() < 0.5:
        return Mat(f"projects/{rng.choice(PROJECTS)}/locations/global/keyRings/{rng.choice(['app', 'sops'])}/cryptoKeys/"
                   f"{rng.choice(['data', 'signing'])}/cryptoKeyVersions/{rng.randint(1, 9)}", lang="text", label="key name")
    return NKV("AZURE_KEY_ID", f"https://{rng.choice(['kv-prod', 'acme-vault'])}.vault.azure.net/keys/{rng.choice(['signing', 'cmk'])}/{hexs(rng, 16)}")


@idiom("neg", "kms_ref", "key_alias_kid", 1)
def _(rng):
    r = rng.randrange(3)
    if r == 0:
        return NKV("kid", f'"{date(rng)}-signing"', fmt="{n}: {v}", lang="yaml")
    if r == 1:
        return NKV("KeyId", f"mrk-{hexs(rng, 16)}", fmt="{n}: {v}", lang="yaml", ctx=["Multi-region KMS key used by {svc}:"])
    return NKV("key_name", f"prod-deploy-{date(rng)[:4]}", fmt="{n}: {v}", lang="yaml")


@idiom("neg", "lookalike_hex", "digest_noise", 2)
def _(rng):
    r = rng.randrange(5)
    if r == 0:
        return NKV("image", f"ghcr.io/acme/{rng.choice(['api', 'worker'])}@sha256:{hexs(rng, 32)}", fmt="{n}: {v}", lang="yaml")
    if r == 1:
        return Mat(f"{hexs(rng, 32)}  backup-{date(rng)}.tar.gz", lang="text", label="sha256sum")
    if r == 2:
        return NKV("GIT_SHA", hexs(rng, 20))
    if r == 3:
        return NKV("ETag", f'"{hexs(rng, 16)}"', fmt="{n}: {v}", lang="http")
    return NKV("checksum_sha256", hexs(rng, 32), fmt="{n}: {v}", lang="yaml")


@idiom("neg", "lookalike_hex", "keyish_non_secret", 1)
def _(rng):
    r = rng.randrange(5)
    if r == 0:
        return NKV("cache_key", f"deps-v2-{hexs(rng, 20)}", fmt="{n}: {v}", lang="yaml")
    if r == 1:
        return NKV("Idempotency-Key", uuid4(rng), fmt="{n}: {v}", lang="http")
    if r == 2:
        return NKV("partition_key", "tenant_id", fmt="{n}: {v}", lang="yaml")
    if r == 3:
        return NKV("s3_key", f"backups/{date(rng)}/db-{hexs(rng, 4)}.dump", fmt="{n}: {v}", lang="yaml")
    return NKV("PUBLIC_KEY_HASH", hexs(rng, 20))


@idiom("neg", "lookalike_hex", "public_key_hex_named", 1)
def _(rng):
    name, v = rng.choice([("public_key", hexs(rng, 32)), ("ED25519_PUBLIC_KEY", hexs(rng, 32)),
                          ("verifying_key", hexs(rng, 32)), ("pubkey", "0x0" + rng.choice("23") + hexs(rng, 32))])
    return NKV(name, v, fmt=rng.choice(["{n}={v}", "{n}: {v}"]), ctx=["Public verification key for {svc} webhooks:"])


@idiom("neg", "overlay_public", "onion_address", 1)
def _(rng):
    return Mat(f"Mirror is reachable at http://{onion_v3(rng.randbytes(32))}.onion/ (Tor only).", sentence=True, containers=SENT)


@idiom("neg", "overlay_public", "tor_auth_public", 1)
def _(rng):
    return Mat(f"descriptor:x25519:{base64.b32encode(rng.randbytes(32)).decode().rstrip('=')}", lang="text",
               label="authorized_clients/laptop.auth", ctx=["Client entry added on the onion service side (public key):"])


@idiom("neg", "overlay_public", "ygg_public", 1)
def _(rng):
    text = (f"Build name:     yggdrasil\nBuild version:  0.5.{rng.randint(1, 12)}\nIPv6 address:   200:{hexs(rng, 2)}:{hexs(rng, 2)}::{hexs(rng, 2)}\n"
            f"IPv6 subnet:    300:{hexs(rng, 2)}::/64\nPublic key:     {hexs(rng, 32)}")
    return Mat(text, lang="console", label="yggdrasilctl getSelf")


@idiom("neg", "overlay_public", "libp2p_peerid", 1)
def _(rng):
    peer = b58enc(b"\x00\x24\x08\x01\x12\x20" + rng.randbytes(32))
    return Mat(f"/ip4/{ip(rng)}/tcp/4001/p2p/{peer}", lang="text", label="bootstrap multiaddr")


@idiom("neg", "sign_tool_public", "minisign_pub", 1)
def _(rng):
    keyid = rng.randbytes(8)
    v = b64(b"Ed" + keyid + rng.randbytes(32))
    if rng.random() < 0.5:
        return Mat(f"untrusted comment: minisign public key {keyid[::-1].hex().upper()}\n{v}", lang="text", label="minisign.pub")
    return Mat(f"minisign -Vm cli-linux-amd64.tar.gz -P {v}", lang="bash", label="verify command")


@idiom("neg", "sign_tool_public", "signify_pub", 1)
def _(rng):
    v = b64(b"Ed" + rng.randbytes(8) + rng.randbytes(32))
    return Mat(f"untrusted comment: signify public key\n{v}", lang="text", label="release.pub")


@idiom("neg", "nostr_npub", "nostr_npub", 1)
def _(rng):
    n = bech32_bytes("npub", rng.randbytes(32))
    return Mat(f"Follow the project account at {n} on Nostr.", sentence=True, containers=SENT, checks=[("bech32", n)])


@idiom("neg", "tink_public", "tink_public_keyset", 1)
def _(rng):
    kid = rng.randint(10 ** 8, 4 * 10 ** 9)
    v = b64(b"\x12\x06\x08\x03\x10\x02\x18\x02\x1a\x20" + rng.randbytes(32) + b"\x22\x20" + rng.randbytes(32))
    d = {"primaryKeyId": kid, "key": [{"keyData": {"typeUrl": "type.googleapis.com/google.crypto.tink.EcdsaPublicKey",
                                                   "value": v, "keyMaterialType": "ASYMMETRIC_PUBLIC"},
                                       "status": "ENABLED", "keyId": kid, "outputPrefixType": "TINK"}]}
    return Mat(json.dumps(d, indent=2), lang="json", label="public_keyset.json",
               ctx=["Public keyset clients use to verify {svc} signatures:"])


# ======================================================================================
# DEBATABLE idioms (reported only)
# ======================================================================================

@idiom("deb", "debatable", "eth_v3_keystore")
def _(rng):
    ct = hexs(rng, 32)
    d = {"address": hexs(rng, 20), "crypto": {"cipher": "aes-128-ctr", "ciphertext": ct, "cipherparams": {"iv": hexs(rng, 16)},
         "kdf": "scrypt", "kdfparams": {"dklen": 32, "n": 262144, "p": 1, "r": 8, "salt": hexs(rng, 32)}, "mac": hexs(rng, 32)},
         "id": uuid4(rng), "version": 3}
    return M(json.dumps(d, indent=2), ct, lang="json", label="keystore",
             ctx=["Geth keystore file for the ops wallet; the password is in the team vault, not here:"])


@idiom("deb", "debatable", "rfc_test_vector")
def _(rng):
    sk = hexs(rng, 32)
    t = f"RFC 8032 section 7.1 TEST {rng.randint(1, 3)} vector used by our ed25519 unit tests - SECRET KEY: {sk} PUBLIC KEY: {hexs(rng, 32)}"
    return M(t, sk, sentence=True, containers=SENT)


@idiom("deb", "debatable", "truncated_wellknown")
def _(rng):
    v = hexs(rng, 4)
    return M(f"Anvil/Hardhat default account #0 uses the public test key 0x{v}... (truncated here; it is in the Foundry docs).",
             v, sentence=True, containers=SENT)


@idiom("deb", "debatable", "bip39_example")
def _(rng):
    m = mnemonic(rng, 12)
    return M(f"Example mnemonic for the docs and local test fixtures (never fund it): {m}", m, sentence=True, containers=SENT)


@idiom("deb", "debatable", "tink_encrypted_keyset")
def _(rng):
    v = b64(rng.randbytes(rng.randint(120, 220)))
    d = {"encryptedKeyset": v, "keysetInfo": {"primaryKeyId": rng.randint(10 ** 8, 4 * 10 ** 9), "keyInfo": [
        {"typeUrl": "type.googleapis.com/google.crypto.tink.AesGcmKey", "status": "ENABLED", "keyId": 1, "outputPrefixType": "TINK"}]}}
    return M(json.dumps(d, indent=2), v, lang="json", label="keyset.enc.json",
             ctx=["KMS-wrapped Tink keyset committed with {svc} (only decryptable via the KMS key):"])


@idiom("deb", "debatable", "sealed_secret")
def _(rng):
    v = "AgB" + b64(rng.randbytes(rng.randint(500, 700)))[3:]
    text = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-creds\n  namespace: prod\nspec:\n"
            f"  encryptedData:\n    password: {v}")
    return M(text, v, lang="yaml", label="sealed secret")


@idiom("deb", "debatable", "sops_encrypted")
def _(rng):
    data = b64(rng.randbytes(rng.randint(16, 40)))
    v = f"ENC[AES256_GCM,data:{data},iv:{b64(rng.randbytes(32))},tag:{b64(rng.randbytes(16))},type:str]"
    text = f"db_password: {v}\nsops:\n  age:\n    - recipient: {bech32_bytes('age', rng.randbytes(32))}\n  lastmodified: \"{iso(rng)}\""
    return M(text, v, lang="yaml", label="secrets.enc.yaml")


@idiom("deb", "debatable", "ansible_vault")
def _(rng):
    payload = hexs(rng, 32) + "\n" + hexs(rng, 32) + "\n" + hexs(rng, 16 * rng.randint(2, 8))
    body = "\n".join(chunks(payload.encode().hex(), 80))
    text = "$ANSIBLE_VAULT;1.1;AES256\n" + body
    return M(text, body, lang="text", label="vault file")


@idiom("deb", "debatable", "dummy_test_pem")
def _(rng):
    p = rand_priv_pem(rng, rng.choice(["EC", "PKCS8-ED25519", "OPENSSH-ED25519"]))
    lines, core = pem_lines(p)
    return Mat("\n".join(lines), core, lang="pem", label="fixture",
               ctx=["Throwaway key generated only for the parser unit tests (tests/fixtures/test_key.pem), never used anywhere:"])


@idiom("deb", "debatable", "revoked_key")
def _(rng):
    if rng.random() < 0.5:
        k = eth_key(rng)
        return M(f"Old relayer key, revoked {date(rng)} and drained: 0x{k}", k, sentence=True, containers=SENT)
    w = wif(rng)
    return M(f"Previous hot-wallet key (rotated {date(rng)}, address emptied): {w}", w, sentence=True, containers=SENT)


# ======================================================================================
# note assembly
# ======================================================================================

POS_CTX = {
    "pem_private": ["Deploy key for the {host} box, rotated {date}:", "{user} pasted the SSH key for {host} so I can get back in next session.",
                    "Private key {svc} uses to sign requests (needed if we rebuild the container):",
                    "TLS key for {host}; cert was renewed on {date}.", "Key the user shared for {svc} - keep until the migration is done."],
    "pgp_private": ["{user}'s signing key export (needed to sign release tags from the build box):", "Backup of the release-signing key, exported {date}:"],
    "ssh_keyfile": ["{user} uses PuTTY on Windows; this is the key file they sent for {host}:", "Old key for the legacy SFTP partner, saved {date}:"],
    "jwk_private": ["Signing JWK for {svc} (from the auth server config):", "Key {svc} uses to sign access tokens, as JSON:"],
    "age_secret": ["age identity that decrypts the SOPS files in the infra repo:", "Backup decryption key for {host} (age):"],
    "wireguard_private": ["WireGuard config for {host}, saved {date}:", "VPN config {user} asked me to keep:"],
    "overlay_net": ["Identity for the {host} node - keep it so the address stays stable:", "Node identity backup from {host}, saved {date}:"],
    "keystore_blob": ["Android upload keystore as stored in CI secrets:", "Code-signing certificate bundle for the release job of {svc}:"],
    "sign_tool_secret": ["Release signing key for the CLI binaries:", "Secret key used to sign the nightly tarballs:"],
    "tink_keyset": ["Cleartext Tink keyset {svc} loads at startup:"],
    "btc_wif": ["{user}'s old paper wallet:", "Key for the hot wallet used by the payout bot:"],
    "bip32_xprv": ["Extended private key for the treasury account (BIP84):", "Wallet root key the user gave me for the rebalancing script:"],
    "eth_private": ["Deployer wallet for the contracts on Sepolia:", "Key the relayer signs with (mainnet, funded):",
                    "The user gave me the deployer key so I can re-run the deploy script:"],
    "solana_secret": ["Keypair for the devnet program authority:", "Treasury wallet exported from Phantom:"],
    "bip39_mnemonic": ["Seed phrase for {user}'s hardware wallet - the user asked me to remember it:", "Mnemonic for the ops wallet:"],
    "nostr_nsec": ["Nostr identity for the bot that announces releases of {svc}:"],
    "symmetric_key": ["Key {svc} uses to encrypt rows at rest; rotated {date}:", "Production env for {svc} (copied from the server):",
                      "Value from the {host} .env so I don't have to ssh in again:"],
}
NEG_CTX = {
    "pem_public": ["Public key for {host}, safe to share:", "Cert material for {host} (renewed {date}):", "What {svc} publishes for verification:"],
    "pgp_public": ["Public OpenPGP material for the release process:"],
    "ssh_public": ["Host and user public keys for {host}:"],
    "age_recipient": ["Recipients the backups are encrypted to (public keys):"],
    "wireguard_public": ["Tunnel status on {host}, {date}:"],
    "jwk_public": ["Verification key for tokens issued by {svc}:"],
    "bip32_xpub": ["Watch-only wallet setup:"],
    "btc_address": ["Deposit addresses:"],
    "eth_public_hex": ["On-chain references for the {date} deploy:", "Contract notes for {svc}:"],
    "solana_public": ["Devnet references for the program:"],
    "fingerprint": ["Fingerprints to verify on first connect to {host}:", "Identity check for the release key:"],
    "pin_dns": ["DNS / pinning records for {domain}:", "Records to publish for {domain}:"],
    "placeholder": ["Template only - fill in from the vault:"],
    "key_file_ref": ["Where the key files live on {host}:", "Connection settings for {host}:"],
    "keygen_command": ["Commands to create fresh keys:"],
    "key_prose": ["Note to self:"],
    "kms_ref": ["KMS key {svc} uses (reference only, the key never leaves KMS):"],
    "lookalike_hex": ["Build info for {svc}, {date}:", "Misc identifiers from the incident in {svc}:"],
    "overlay_public": ["Overlay network references:"],
    "sign_tool_public": ["How users verify our release artifacts:"],
    "nostr_npub": ["Socials:"],
    "tink_public": ["Public keyset for signature verification:"],
}
DEB_CTX = ["Saved for later:"]
TITLES = {
    "pos": ["Credentials for {svc}", "{host} access", "Secrets for {svc}"],
    "neg": ["Notes on {svc}", "{host} setup", "Reference: {svc}"],
    "deb": ["Test and archive material", "Notes on {svc}", "Old keys"],
}
WALLET_T = ["Wallet notes", "Crypto wallets", "Treasury and hot wallets"]
FAM_TITLES = {
    "pem_private": ["{host} SSH key", "TLS key for {host}", "Deploy key"], "pgp_private": ["Release signing key", "GPG key backup"],
    "ssh_keyfile": ["{host} access", "SFTP partner key", "{host} host keys"], "jwk_private": ["Token signing key", "Auth server keys"],
    "age_secret": ["SOPS / age key", "Backup decryption key"], "wireguard_private": ["WireGuard on {host}", "VPN config"],
    "overlay_net": ["{host} node identity", "Overlay node keys"], "keystore_blob": ["Android signing", "Code-signing bundle"],
    "sign_tool_secret": ["Release signing", "Tarball signing key"], "tink_keyset": ["Tink keyset for {svc}"],
    "btc_wif": WALLET_T, "bip32_xprv": WALLET_T, "eth_private": WALLET_T + ["Contract deploys"], "solana_secret": WALLET_T,
    "bip39_mnemonic": WALLET_T + ["Recovery phrase"], "nostr_nsec": ["Nostr bot"], "symmetric_key": ["{host} .env", "Encryption keys", "App secrets for {svc}"],
    "pem_public": ["{host} certificates", "Public keys for {host}"], "pgp_public": ["Release verification", "GPG public material"],
    "ssh_public": ["{host} SSH public keys", "authorized_keys on {host}"], "age_recipient": ["SOPS recipients"],
    "wireguard_public": ["WireGuard on {host}"], "jwk_public": ["Token verification keys"], "bip32_xpub": ["Watch-only wallet"],
    "btc_address": ["Deposit addresses"], "eth_public_hex": ["On-chain references", "Contract deploys"],
    "solana_public": ["Solana program notes"], "fingerprint": ["Fingerprints", "Key identity checks"],
    "pin_dns": ["DNS records for {domain}", "Pinning and DNS"], "placeholder": ["Env template", "Secret templates"],
    "key_file_ref": ["{host} connection settings", "Key file locations"], "keygen_command": ["Key generation steps"],
    "key_prose": ["Key handling notes", "Key rotation"], "kms_ref": ["KMS keys", "Key references"],
    "lookalike_hex": ["Build info", "Incident identifiers"], "overlay_public": ["Overlay network notes"],
    "sign_tool_public": ["Verifying releases"], "nostr_npub": ["Project socials"], "tink_public": ["Tink public keyset"],
}
INLINE_LEADS = ["Value:", "Current value:", "Set to", "Use", "Stored as", "It's"]
PROSE_LEADS = ["For reference:", "Saved here:", "The current setting is", "What the user gave me:", "Copied from the server:"]
TRAILS = ["", ".", " (see above).", " - keep this note updated.", " as of {date}."]
TABLE_NOTES = ["prod", "rotated {date}", "from {user}", "", "staging"]
POS_REMARKS = ["Don't paste this anywhere else.", "Rotate after the audit.", "(from {user}, {date})", "Remind the user to move this to the vault."]
NEG_REMARKS = ["Nothing secret here.", "The private half stays on the box.", "(checked {date})", "Verified with {user}."]
DEB_REMARKS = ["(archived {date})", "Kept for reference.", "Ask {user} before deleting this."]


def noise_line(rng, r):
    if r == 0:
        return f"Checked out `{hexs(rng, 20)}` before deploying."
    if r == 1:
        return f"Image: `ghcr.io/acme/{rng.choice(['api', 'worker', 'web'])}@sha256:{hexs(rng, 32)}`"
    if r == 2:
        return f"Docs: https://docs.{rng.choice(DOMAINS)}/{rng.choice(['setup', 'keys', 'ops/rotation'])}"
    if r == 3:
        return f"Ran `sudo systemctl restart {rng.choice(['wg-quick@wg0', 'nginx', 'app'])}` afterwards; status OK."
    if r == 4:
        return f"Request id {uuid4(rng)} in the logs."
    if r == 5:
        return f"sha256 of the backup: `{hexs(rng, 32)}  backup-{date(rng)}.tar.gz`"
    return f"Ticket OPS-{rng.randint(100, 9999)} tracks this."


def render(rng, m, c):
    t = m.text
    multiline = "\n" in t
    lang = m.lang if rng.random() < 0.8 else ""
    if c == "fenced":
        return f"```{lang}\n{t}\n```"
    if c == "indented":
        return ind(t, "    ")
    if c == "bare":
        return t
    if c == "bullet":
        if multiline:
            return f"- {m.label}:\n\n" + ind(f"```{lang}\n{t}\n```", "  ")
        if m.sentence:
            return "- " + t
        if m.kv and rng.random() < 0.5:
            return f"- {m.kv[0]}: `{m.kv[1]}`"
        return f"- {m.label}: `{t}`"
    if c == "inline":
        return f"{rng.choice(INLINE_LEADS)} `{t}`{fill(rng, rng.choice(TRAILS))}"
    if c == "table":
        name, cell = m.kv if m.kv else (m.label, t)
        tick = "`" if rng.random() < 0.6 else ""
        rows = [f"| {name} | {tick}{cell}{tick} | {fill(rng, rng.choice(TABLE_NOTES))} |"]
        if rng.random() < 0.5:
            rows.insert(0, f"| host | {rng.choice(HOSTS)} | |")
        if rng.random() < 0.4:
            rows.append(f"| updated | {date(rng)} | |")
        return "| item | value | notes |\n|---|---|---|\n" + "\n".join(rows)
    if c == "prose":
        if m.sentence:
            return t
        if m.kv and rng.random() < 0.6:
            return f"{rng.choice(['For reference,', 'Note:', 'FYI'])} {m.kv[0]} is {m.kv[1]}{fill(rng, rng.choice(TRAILS))}"
        return f"{rng.choice(PROSE_LEADS)} {t}{fill(rng, rng.choice(TRAILS))}"
    if c == "quote":
        return "> " + t
    raise ValueError(c)


@dataclass
class Note:
    seed: int
    nid: str
    kind: str
    family: str
    idiom: str
    container: str
    variant: str
    text: str
    span: tuple | None
    core: str | None
    extra: str = ""
    checks: list = field(default_factory=list)
    matches: list = field(default_factory=list)
    hit: bool | None = None
    complete: bool | None = None
    fired: bool | None = None


def frontmatter(rng, kind, family, title):
    typ = rng.choice({"pos": ["credential", "reference", "note"], "neg": ["reference", "runbook", "note", "fact"],
                      "deb": ["reference", "note"]}[kind])
    tags = [t for t in family.split("_") if len(t) > 2][:2] + rng.sample(["infra", "crypto", "ops", "keys", "wallet", "ssh"], 1)
    lines = ["---", f"title: {title}", f"type: {typ}", f"tags: [{', '.join(tags)}]"]
    if rng.random() < {"pos": 0.5, "neg": 0.15, "deb": 0.3}[kind]:
        lines.append("sensitivity: private")
    lines.append(f"created: {date(rng)}")
    if rng.random() < 0.3:
        lines.append(f"source: {rng.choice(['conversation', 'user', 'tool-output'])}")
    lines.append("---")
    return "\n".join(lines)


def build_note(rng, seed, kind, idm, idx):
    m = idm.fn(rng)
    multiline = "\n" in m.text
    conts = m.containers or (MULTI if multiline else SINGLE)
    container = rng.choice(conts)
    body = render(rng, m, container)
    title = fill(rng, rng.choice(m.title or (FAM_TITLES.get(idm.family, []) + TITLES[kind])))
    parts = []
    if rng.random() < 0.55:
        parts.append(frontmatter(rng, kind, idm.family, title))
    if rng.random() < 0.6:
        parts.append("# " + title)
    ctxs = m.ctx or {"pos": POS_CTX, "neg": NEG_CTX}.get(kind, {}).get(idm.family) or DEB_CTX
    parts.append(fill(rng, rng.choice(ctxs)))
    noise = [noise_line(rng, r) for r in rng.sample(range(7), rng.choice([0, 0, 0, 1, 2]))]
    before = rng.random() < 0.3
    if noise and before:
        parts.append("\n".join(noise))
    parts.append(body)
    if noise and not before:
        parts.append("\n".join(noise))
    if rng.random() < 0.3:
        parts.append(fill(rng, rng.choice({"pos": POS_REMARKS, "neg": NEG_REMARKS, "deb": DEB_REMARKS}[kind])))
    text = "\n\n".join(parts) + "\n"
    span = None
    if OPEN in text:
        s = text.index(OPEN)
        text = text[:s] + text[s + 1:]
        e = text.index(CLOSE)
        text = text[:e] + text[e + 1:]
        span = (s, e)
    assert OPEN not in text and CLOSE not in text
    return Note(seed, f"{seed}-{kind}{idx:03d}", kind, idm.family, idm.name, container, m.variant, text, span,
                m.core, m.extra, list(m.checks))


def schedule(rng, idioms, n):
    pool = [i for i in idioms for _ in range(i.weight)]
    out = []
    while len(out) < n:
        cyc = pool[:]
        rng.shuffle(cyc)
        out.extend(cyc)
    return out[:n]


def build_corpus(seed, npos, nneg, ndeb):
    rng = random.Random(seed)
    notes = []
    for kind, n in (("pos", npos), ("neg", nneg), ("deb", ndeb)):
        for i, idm in enumerate(schedule(rng, REG[kind], n)):
            notes.append(build_note(rng, seed, kind, idm, i))
    return notes


# ======================================================================================
# scoring
# ======================================================================================

def covered(text, span, matches):
    """True when every non-ignorable character of text[span] lies inside some match.

    Ignorable: any whitespace character (str.isspace: newlines, indentation, spaces
    between mnemonic words) and the two-character escape sequences backslash+n,
    backslash+r, backslash+t (a PEM body carried inside a JSON string or a one-line
    env var).  Everything else - base64/hex/base58 characters, '=' padding, commas and
    brackets of a Solana array - must be covered.
    """
    s, e = span
    cov = bytearray(e - s)
    for ms, me, *_ in matches:
        for i in range(max(ms, s), min(me, e)):
            cov[i - s] = 1
    i = s
    while i < e:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if c == "\\" and i + 1 < e and text[i + 1] in "nrt":
            i += 2
            continue
        if not cov[i - s]:
            return False
        i += 1
    return True


def overlaps(span, matches):
    s, e = span
    return any(ms < e and me > s for ms, me, *_ in matches)


def score(note):
    if note.kind == "pos":
        note.hit = overlaps(note.span, note.matches)
        note.complete = note.hit and covered(note.text, note.span, note.matches)
    else:
        note.fired = bool(note.matches)


def marked(text, span, matches):
    ev = []
    for ms, me, *_ in matches:
        ev.append((ms, 1, "[["))
        ev.append((me, 0, "]]"))
    if span:
        ev.append((span[0], 2, "<<"))
        ev.append((span[1], -1, ">>"))
    ev.sort(key=lambda x: (x[0], x[1]))
    out, last = [], 0
    for pos, _o, tok in ev:
        out.append(text[last:pos])
        out.append(tok)
        last = pos
    out.append(text[last:])
    return "".join(out)


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "n/a"


def _group(notes, key):
    g = {}
    for n in notes:
        g.setdefault(key(n), []).append(n)
    return dict(sorted(g.items()))


def report(notes, verbose):
    pos = [n for n in notes if n.kind == "pos"]
    neg = [n for n in notes if n.kind == "neg"]
    deb = [n for n in notes if n.kind == "deb"]
    for seed, ns in _group(notes, lambda n: n.seed).items():
        p = [n for n in ns if n.kind == "pos"]
        q = [n for n in ns if n.kind == "neg"]
        d = [n for n in ns if n.kind == "deb"]
        print(f"seed {seed}: pos={len(p)} hit={pct(sum(n.hit for n in p), len(p))} complete={pct(sum(n.complete for n in p), len(p))} "
              f"neg={len(q)} negatives_firing={pct(sum(n.fired for n in q), len(q))} deb={len(d)} debatable_fired={pct(sum(n.fired for n in d), len(d))}")
    print(f"TOTAL hit={pct(sum(n.hit for n in pos), len(pos))} complete={pct(sum(n.complete for n in pos), len(pos))} "
          f"negatives_firing={pct(sum(n.fired for n in neg), len(neg))}")
    print(f"DEBATABLE fired={pct(sum(n.fired for n in deb), len(deb))} (n={len(deb)}, reported only)")

    print("\n== positives by family ==")
    print(f"{'family':24} {'n':>5} {'hit':>7} {'complete':>9}")
    for k, ns in _group(pos, lambda n: n.family).items():
        print(f"{k:24} {len(ns):5} {pct(sum(n.hit for n in ns), len(ns)):>7} {pct(sum(n.complete for n in ns), len(ns)):>9}")
    print("\n== negatives by family ==")
    print(f"{'family':24} {'n':>5} {'firing':>7}")
    for k, ns in _group(neg, lambda n: n.family).items():
        print(f"{k:24} {len(ns):5} {pct(sum(n.fired for n in ns), len(ns)):>7}")
    print("\n== by container ==")
    print(f"{'container':12} {'pos_n':>6} {'hit':>7} {'complete':>9} {'neg_n':>6} {'firing':>7}")
    for k in sorted({n.container for n in pos + neg}):
        p = [n for n in pos if n.container == k]
        q = [n for n in neg if n.container == k]
        print(f"{k:12} {len(p):6} {pct(sum(n.hit for n in p), len(p)):>7} {pct(sum(n.complete for n in p), len(p)):>9} "
              f"{len(q):6} {pct(sum(n.fired for n in q), len(q)):>7}")
    print("\n== by idiom (rows with a miss, an incomplete or a firing) ==")
    print(f"{'kind':4} {'family':20} {'idiom':26} {'n':>4} {'hit':>7} {'complete':>9} {'firing':>7}")
    for (_o, kind, fam, idm), ns in _group(pos + neg, lambda n: (n.kind != "pos", n.kind, n.family, n.idiom)).items():
        if kind == "pos" and all(n.complete for n in ns):
            continue
        if kind == "neg" and not any(n.fired for n in ns):
            continue
        if kind == "pos":
            print(f"{kind:4} {fam:20} {idm:26} {len(ns):4} {pct(sum(n.hit for n in ns), len(ns)):>7} {pct(sum(n.complete for n in ns), len(ns)):>9} {'':>7}")
        else:
            print(f"{kind:4} {fam:20} {idm:26} {len(ns):4} {'':>7} {'':>9} {pct(sum(n.fired for n in ns), len(ns)):>7}")
    print("\n== positives by variant (rows with a miss or an incomplete) ==")
    for k, ns in _group([n for n in pos if n.variant], lambda n: (n.family, n.variant)).items():
        if all(n.complete for n in ns):
            continue
        print(f"{k[0]:20} {k[1]:18} {len(ns):4} hit={pct(sum(n.hit for n in ns), len(ns))} complete={pct(sum(n.complete for n in ns), len(ns))}")
    print("\n== debatable by idiom (reported only) ==")
    for k, ns in _group(deb, lambda n: n.idiom).items():
        print(f"{k:26} {len(ns):4} fired={pct(sum(n.fired for n in ns), len(ns))}")
    if verbose:
        print("\n== details ==")
        for n in pos + neg:
            bad = (n.kind == "pos" and not n.complete) or (n.kind == "neg" and n.fired)
            if not bad:
                continue
            status = "FIRED" if n.kind == "neg" else ("MISS" if not n.hit else "INCOMPLETE")
            rules = ", ".join(f"{r}@{s}-{e}({sv})" for s, e, r, sv in n.matches)
            print(f"\n--- {status} {n.nid} family={n.family} idiom={n.idiom} container={n.container} variant={n.variant} "
                  f"span={n.span} matches=[{rules}]")
            print(marked(n.text, n.span, n.matches))


def run(a, seeds):
    try:
        from memstone.scan import find_secrets
    except ImportError:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
        from memstone.scan import find_secrets
    notes = []
    for seed in seeds:
        for n in build_corpus(seed, a.pos, a.neg, a.deb):
            ms = find_secrets(n.text) or []
            n.matches = sorted((int(m.start), int(m.end), str(getattr(m, "rule", "")), str(getattr(m, "severity", ""))) for m in ms)
            score(n)
            notes.append(n)
    report(notes, a.verbose)
    if a.json:
        recs = [{"seed": n.seed, "id": n.nid, "kind": n.kind, "family": n.family, "idiom": n.idiom, "container": n.container,
                 "variant": n.variant, "extra": n.extra, "text": n.text, "span": list(n.span) if n.span else None,
                 "matches": [{"start": s, "end": e, "rule": r, "severity": sv} for s, e, r, sv in n.matches],
                 "hit": n.hit, "complete": n.complete, "fired": n.fired} for n in notes]
        Path(a.json).write_text(json.dumps({"seeds": seeds, "notes": recs}, indent=1, ensure_ascii=False))
        print(f"\nwrote {len(recs)} records to {a.json}")
    return 0


# ======================================================================================
# self-checks (--dry)
# ======================================================================================

def selftest_codecs():
    rng = random.Random(12345)
    for n in (0, 1, 135, 136, 137, 300):
        d = rng.randbytes(n)
        assert _sponge(d, 0x06) == hashlib.sha3_256(d).digest(), "keccak core disagrees with SHA3-256"
    for _ in range(50):
        raw = rng.randbytes(rng.randint(1, 80))
        assert b58dec(b58enc(raw)) == raw
        assert b58dec(b58enc(b"\0\0" + raw)) == b"\0\0" + raw
        s = bech32_bytes("age", rng.randbytes(32))
        assert bech32_ok(s) and bech32_ok(s.upper())
        bad = s[:-1] + ("q" if s[-1] != "q" else "p")
        assert not bech32_ok(bad)
        w = b58check(b"\x80" + rng.randbytes(32))
        assert b58check_ok(w) and w[0] == "5"
        w = b58check(b"\x80" + rng.randbytes(32) + b"\x01")
        assert w[0] in "KL"
    assert b58check(bytes.fromhex(V_XPRV) + bytes(74)).startswith("xprv")
    assert b58check(bytes.fromhex(V_XPUB) + bytes(74)).startswith("xpub")
    assert b58check(bytes.fromhex(V_TPRV) + bytes(74)).startswith("tprv")
    assert b58check(bytes.fromhex(V_ZPUB) + bytes(74)).startswith("zpub")
    assert b58enc(b"\x00\x24\x08\x01\x12\x20" + bytes(32)).startswith("12D3KooW")
    assert b64(b"\x08\x01\x12\x40").startswith("CAES")
    assert b64(b"openssh-key-v1\0")[:20] == b64(openssh_priv_blob(rng, "ed25519", False, "x"))[:20]
    assert len(onion_v3(bytes(32))) == 56
    assert descsum("raw(deadbeef)").split("#")[1] and len(descsum("raw(00)")) == len("raw(00)") + 9
    r = bech32_bytes("age-secret-key-", bytes(32)).upper()
    assert r.startswith("AGE-SECRET-KEY-1") and bech32_ok(r)
    assert b64(ec_der(rng, "P-256")).startswith("MHcCAQEE")
    assert b64(pkcs8(seq(oid(O_ED25519)), octs(bytes(32)))).startswith("MC4CAQAwBQYDK2Vw")
    assert b64(rsa_der(rsa_parts(rng, 2048))).startswith("MIIE")
    assert b64(spki(rng, "ec")).startswith("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE")
    assert crc24(b"") == 0xB704CE


def check_corpus(notes, npos, nneg, ndeb):
    pos = [n for n in notes if n.kind == "pos"]
    neg = [n for n in notes if n.kind == "neg"]
    deb = [n for n in notes if n.kind == "deb"]
    assert (len(pos), len(neg), len(deb)) == (npos, nneg, ndeb), "counts differ from request"
    for kind, ns in (("pos", pos), ("neg", neg), ("deb", deb)):
        if len(ns) >= sum(i.weight for i in REG[kind]):
            missing = {i.name for i in REG[kind]} - {n.idiom for n in ns}
            assert not missing, f"idioms never scheduled: {missing}"
    alnums = set(string.ascii_letters + string.digits)
    for n in pos + deb:
        if n.kind == "pos":
            assert n.span is not None, n.nid
        if n.span is None:
            continue
        s, e = n.span
        assert 0 <= s < e <= len(n.text), (n.nid, n.span)
        sub = n.text[s:e]
        assert norm(sub) == n.core, (n.nid, "span text differs from planted value")
        assert not sub[0].isspace() and not sub[-1].isspace(), (n.nid, "span has outer whitespace")
        if s > 0 and n.text[s - 1] in alnums and sub[0] in alnums and n.text[s - 2:s] not in ("0x", "\\n"):
            raise AssertionError((n.nid, "span starts inside a token", n.text[max(0, s - 10):s + 10]))
        if e < len(n.text) and n.text[e] in alnums and sub[-1] in alnums:
            raise AssertionError((n.nid, "span ends inside a token", n.text[e - 10:e + 10]))
        assert norm(n.text).count(n.core) == 1, (n.nid, "planted value appears more than once")
    cores = [n.core for n in pos]
    for n in neg + deb:
        t = norm(n.text)
        for c in cores:
            assert c not in t, (n.nid, "negative/debatable note contains a planted value")
    for n in neg:
        assert n.span is None and n.core is None, n.nid
    nchk = 0
    for n in notes:
        for kind, v in n.checks:
            ok = b58check_ok(v) if kind == "b58" else bech32_ok(v)
            assert ok, (n.nid, kind, "checksum does not verify")
            assert v in n.text, (n.nid, "checked value missing from text")
            nchk += 1
    return nchk


def dry(a, seeds):
    selftest_codecs()
    first = None
    for seed in seeds:
        notes = build_corpus(seed, a.pos, a.neg, a.deb)
        nchk = check_corpus(notes, a.pos, a.neg, a.deb)
        again = build_corpus(seed, a.pos, a.neg, a.deb)
        assert [n.text for n in again] == [n.text for n in notes], "corpus is not deterministic"
        k = {kind: sum(n.kind == kind for n in notes) for kind in ("pos", "neg", "deb")}
        fams = {kind: len({n.family for n in notes if n.kind == kind}) for kind in ("pos", "neg")}
        idms = {kind: len({n.idiom for n in notes if n.kind == kind}) for kind in ("pos", "neg", "deb")}
        conts = sorted({n.container for n in notes})
        print(f"seed {seed}: pos={k['pos']} neg={k['neg']} deb={k['deb']} families pos/neg={fams['pos']}/{fams['neg']} "
              f"idioms pos/neg/deb={idms['pos']}/{idms['neg']}/{idms['deb']} containers={','.join(conts)} "
              f"checksums verified={nchk} self-checks OK")
        if first is None:
            first = notes
    for kind in ("pos", "neg", "deb"):
        ns = [n for n in first if n.kind == kind][:a.samples]
        for n in ns:
            print(f"\n===== sample {n.nid} kind={kind} family={n.family} idiom={n.idiom} container={n.container} "
                  f"variant={n.variant} span={n.span}")
            print(marked(n.text, n.span, []))
    assert not any(m == "memstone" or m.startswith("memstone.") for m in sys.modules), "memstone imported in --dry"
    print("\nDRY OK (memstone not imported)")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description="Held-out key-material / wallet-secret probe for memstone.scan.find_secrets")
    ap.add_argument("--seed", default="1,2,3", help="comma-separated seeds")
    ap.add_argument("-v", "--verbose", action="store_true", help="print missed / incomplete / fired notes with spans marked")
    ap.add_argument("--json", metavar="PATH", help="write per-note records")
    ap.add_argument("--pos", type=int, default=300)
    ap.add_argument("--neg", type=int, default=300)
    ap.add_argument("--deb", type=int, default=40)
    ap.add_argument("--dry", action="store_true", help="build + self-check + print samples; never imports memstone")
    ap.add_argument("--samples", type=int, default=2)
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seed.split(",") if s.strip()]
    return dry(a, seeds) if a.dry else run(a, seeds)


if __name__ == "__main__":
    sys.exit(main())
