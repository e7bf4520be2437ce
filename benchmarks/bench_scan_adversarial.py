"""How the secret rules cope with hostile text: long inputs built to make a regex backtrack.

A rule that backtracks badly turns a pre-commit hook into a hang. Each input repeats one small unit aimed at one
rule (a label and no value, an opened word-diff marker that never closes, a key header with no body, a run of
base58, thousands of `echo $API_KEY_...` on one line) up to 100 KB and 1 MB, on one line and on many lines.
``memstone.scan.find_secrets`` runs on each in a child process with a time limit; the baseline in the same run
is ordinary prose of the same size (this repository's Markdown, repeated). A rule that is linear stays within a
small multiple of the baseline; a quadratic or exponential one blows through the limit.

Run:
    python benchmarks/bench_scan_adversarial.py [--sizes 100000,1000000] [--limit 40] [--only NAME,...] [--privacy]

``--privacy`` runs ``memstone.scan.find_personal_data`` (the rules for public memories) instead, on the same
inputs and on inputs aimed at the phone, address and e-mail rules.

Prints, for each input, seconds and the ratio to the prose baseline of its size; ``>limit`` marks a timeout.
"""

from __future__ import annotations

import argparse
import json
import random
import string
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits


def _units(rng: random.Random) -> dict[str, Callable[[], str]]:
    def r(n: int, alphabet: str = ALNUM) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))

    def w() -> str:
        return r(rng.randint(3, 8), LOWER)

    return {
        "seed_words": lambda: "seed phrase: " + " ".join(w() for _ in range(30)),
        "seed_11words": lambda: "mnemonic is " + " ".join(w() for _ in range(11)) + " X",
        "seed_blank_lines": lambda: "seed phrase:" + "\n   " * 12 + "\n",
        "word_diff_pairs": lambda: "[-a-]{+b+}",
        "word_diff_open": lambda: "[-" + r(3),
        "word_diff_open_brace": lambda: "{+" + r(3),
        "diff_markers": lambda: "@@ -1 +1 @@\n-" + r(20) + "\n+" + r(20),
        "echo_secret": lambda: "echo $" + "API_KEY_" * 5 + r(4).upper(),
        "cat_token": lambda: "cat token" + "token" * 10 + "/",
        "sed_substitution": lambda: "sed -i 's/__API_TOKEN__/" + r(16) + "/g' app.env",
        "basic_base64": lambda: "Basic " + r(300, ALNUM + "+/"),
        "name_is": lambda: "API_KEY is " + r(30) + ".",
        "name_is_dots": lambda: "SECRET_KEY is " + "." * 200,
        "cipher_prose": lambda: "the AES-256 key " + "for the " * 5 + "is",
        "wifi": lambda: "wifi key " + "psk " * 10,
        "changed_password": lambda: "password a " + r(10) + " til ",
        "changed_password_de": lambda: "Passwort " + "auf " * 20,
        "base58_run": lambda: r(500, B58),
        "xprv": lambda: "xprv" + r(107, B58),
        "nsec": lambda: "nsec1" + r(58, "023456789acdefghjklmnpqrstuvwxyz"),
        "solana_base58": lambda: "wallet " + r(88, B58),
        "solana_array": lambda: "wallet [" + ",".join(str(rng.randrange(256)) for _ in range(64)) + "]",
        "ssh2_header": lambda: "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----",
        "minisign": lambda: "untrusted comment: " + "secret key " * 5,
        "vault_unseal": lambda: "Unseal Key 1: " + r(19, string.ascii_letters + "+/") + " ",
        "jwk": lambda: '{"kty":"RSA","d":"' + r(30) + '"}',
        "jks": lambda: "/u3+7QAAAA" + r(60, ALNUM + "+/"),
        "config_directive": lambda: "`requirepass " + r(8) + " ",
        "fenced_blocks": lambda: "```\n" + r(40) + "\n",
        "url_credentials": lambda: "https://" + r(8) + ":" + r(8) + "@",
    }


def _privacy_units(rng: random.Random) -> dict[str, Callable[[], str]]:
    def d(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))

    return {
        "digit_groups": lambda: " ".join(d(rng.randint(1, 4)) for _ in range(10)),
        "labelled_numbers": lambda: "tel " + d(4) + " " + d(7) + " /",
        "table_phone_column": lambda: "| phone |\n| " + d(4) + " " + d(7) + " |",
        "street_words": lambda: d(3) + " rue " + "A " * 8,
        "type_first": lambda: "Via " * 5,
        "suffix_words": lambda: "Straße " * 4 + "Aaaa" * 5,
        "address_units": lambda: d(3) + " Main St" + ", Apt 1" * 10,
        "spelled_email": lambda: "a at b dot " * 5,
        "bracket_email": lambda: "a [at] b [dot] " * 3,
        "emails": lambda: "a" + d(2) + "@b.co ",
        "po_boxes": lambda: "PO Box " + d(4) + " ",
        "dotted_quads": lambda: ".".join(d(2) for _ in range(8)),
    }


NAMES = list(_units(random.Random(0)))
PRIVACY_NAMES = NAMES + list(_privacy_units(random.Random(0)))


def build(name: str, size: int, multiline: bool, seed: int = 2424) -> str:
    rng = random.Random(seed)
    unit = {**_units(rng), **_privacy_units(rng)}[name]
    parts: list[str] = []
    total = 0
    while total < size:
        part = unit() if multiline else unit().replace("\n", " ")
        parts.append(part)
        total += len(part) + 1
    return ("\n" if multiline else " ").join(parts)[:size]


def prose(size: int) -> str:
    texts = [p.read_text("utf-8") for p in sorted(ROOT.glob("docs/*.md")) if p.name != "benchmarks.md"]
    text = "\n\n".join(texts) or "A note about the deploy pipeline and its keys.\n"
    return (text * (size // len(text) + 1))[:size]


def _one(name: str, size: int, multiline: bool, privacy: bool) -> None:
    from memstone.scan import find_personal_data, find_secrets

    text = prose(size) if name == "prose" else build(name, size, multiline)
    find_secrets("warm up the engine: ghp_" + "a" * 36)
    find_personal_data("warm up: +44 20 7946 0958, 12 rue de la Paix")
    scan = find_personal_data if privacy else find_secrets
    start = time.perf_counter()
    found = scan(text)
    print(json.dumps({"seconds": time.perf_counter() - start, "found": len(found)}))


def measure(name: str, size: int, multiline: bool, limit: float, privacy: bool) -> tuple[float | None, int | None]:
    mode = "privacy" if privacy else "secrets"
    args = [sys.executable, __file__, "--one", name, str(size), "multi" if multiline else "single", mode]
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return None, None
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result["seconds"], result["found"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100000,1000000", help="comma-separated input sizes in characters")
    ap.add_argument("--limit", type=float, default=40.0, help="seconds before an input counts as a hang")
    ap.add_argument("--only", help="comma-separated input names (default: all)")
    ap.add_argument("--privacy", action="store_true", help="time the personal-data rules instead")
    ap.add_argument("--one", nargs=4, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        _one(args.one[0], int(args.one[1]), args.one[2] == "multi", args.one[3] == "privacy")
        return 0
    names = args.only.split(",") if args.only else (PRIVACY_NAMES if args.privacy else NAMES)
    sizes = [int(s) for s in args.sizes.split(",")]
    hangs = 0
    print(f"{'input':<22} {'size':>8} {'lines':<6} {'seconds':>8} {'x prose':>8} {'found':>6}")
    for size in sizes:
        base, _ = measure("prose", size, True, args.limit, args.privacy)
        base_text = "-" if base is None else f"{base:.3f}"
        print(f"{'prose (baseline)':<22} {size:>8} {'multi':<6} {base_text:>8} {'1.0':>8} {'':>6}")
        for name in names:
            for multiline in (False, True):
                seconds, found = measure(name, size, multiline, args.limit, args.privacy)
                lines = "multi" if multiline else "single"
                if seconds is None:
                    hangs += 1
                    print(f"{name:<22} {size:>8} {lines:<6} {'>' + str(int(args.limit)):>8} {'-':>8} {'-':>6}")
                    continue
                ratio = "-" if not base else f"{seconds / base:.1f}"
                print(f"{name:<22} {size:>8} {lines:<6} {seconds:>8.3f} {ratio:>8} {found:>6}")
    print(f"inputs over the {args.limit:.0f} s limit: {hangs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
