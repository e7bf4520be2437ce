"""Generated values x the places a note writes them: does memstone's scan find a credential whatever it looks like?

    python benchmarks/bench_scan_generated.py                 # seed 7: the table of found rates
    python benchmarks/bench_scan_generated.py --seed 7,8,9 -v # pooled seeds, and a few misses per cell

Each cell is one kind of value a generator makes (pwgen, passwords with symbols, base64, hex, UUIDs,
...) written in one context (a Python assignment, an .env line, a URL, an ODBC string, a sentence, a
table row, ...), 40 draws per cell. A draw is skipped when the value holds a character the context
cannot hold (a `"` inside `"..."`, a space in a bare .env value, `:` or `@` in a URL password).
"found" means a match covers the middle of the value; "whole" means the matches cover all of it (a
partial redaction leaks the rest).

Provenance: written in the round of 2026-11-24 to look for character-position biases in memstone's
value checks (one leading `x`, `#`, `.` or `*` was read as a placeholder); memstone's checks were
then changed with it, so its numbers are dev-set numbers. Nothing here is a real credential.
"""

from __future__ import annotations

import argparse
import base64
import random
import string
import uuid
from collections import defaultdict
from collections.abc import Callable

SYMBOLS = "!@#$%^&*()-_=+[]{};:,.<>?/~"
ALNUM = string.ascii_letters + string.digits

# characters a context cannot hold in its value
FORBIDDEN = {
    "dq": '"\\$`',
    "sq": "'\\",
    "bare": " \t\"'`$;&|<>()\\#{}[]!*?~,=",
    "url": ":/@?#%\"'` <>[]{}\\",
    "conn": ";\"' {}=",
}

CONTEXTS: list[tuple[str, str, str]] = [
    ("py-password", "dq", 'DB_PASSWORD = "{v}"'),
    ("py-token", "dq", 'api_token = "{v}"'),
    ("js-apikey", "sq", "const apiKey = '{v}';"),
    ("env-password", "bare", "POSTGRES_PASSWORD={v}"),
    ("env-secret", "bare", "JWT_SECRET={v}"),
    ("env-apikey", "bare", "STRIPE_API_KEY={v}"),
    ("env-token", "bare", "SLACK_TOKEN={v}"),
    ("yaml-password", "bare", "db:\n  password: {v}"),
    ("yaml-secret-dq", "dq", 'client_secret: "{v}"'),
    ("json-key", "dq", '{{"api_key": "{v}", "region": "eu-west-1"}}'),
    ("url", "url", "DATABASE_URL=postgres://app:{v}@db.acme.io:5432/app"),
    ("conn", "conn", "Server=sql01;Database=app;User Id=app;Password={v};"),
    ("cli-password", "sq", "mysql -u root --password='{v}' app"),
    ("curl-u", "sq", "curl -u admin:'{v}' https://api.acme.io/v1"),
    ("bearer", "bare", 'curl -H "Authorization: Bearer {v}" https://api.acme.io'),
    ("prose-password", "bare", "The staging DB password is {v} until Friday."),
    ("prose-token", "bare", "Use the API token {v} for the staging tenant."),
    ("code-span", "bare", "Set `ADMIN_PASSWORD={v}` in staging."),
    ("k8s-env", "dq", '- name: DB_PASSWORD\n  value: "{v}"'),
    ("export", "sq", "export GITHUB_TOKEN='{v}'"),
    ("ini", "bare", "[auth]\nsecret_key = {v}"),
    ("xml", "dq", '<add key="ApiSecret" value="{v}" />'),
    ("table-row", "bare", "| name | value |\n|---|---|\n| admin password | {v} |"),
]


def kinds(rng: random.Random) -> dict[str, Callable[[], str]]:
    def symbols(n: int) -> str:
        while True:
            s = "".join(rng.choice(ALNUM + SYMBOLS) for _ in range(n))
            if any(c.isdigit() for c in s) and any(c in SYMBOLS for c in s):
                return s

    return {
        "pwgen-alnum16": lambda: "".join(rng.choice(ALNUM) for _ in range(16)),
        "pw-symbols16": lambda: symbols(16),
        "pw-symbols10": lambda: symbols(10),
        "base64-24": lambda: base64.b64encode(rng.randbytes(24)).decode(),
        "base64-32-padded": lambda: base64.b64encode(rng.randbytes(32)).decode(),
        "urlsafe-32": lambda: base64.urlsafe_b64encode(rng.randbytes(32)).decode().rstrip("="),
        "hex32": lambda: rng.randbytes(16).hex(),
        "hex40": lambda: rng.randbytes(20).hex(),
        "hex64": lambda: rng.randbytes(32).hex(),
        "HEX32": lambda: rng.randbytes(16).hex().upper(),
        "uuid4": lambda: str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "alnum40": lambda: "".join(rng.choice(ALNUM) for _ in range(40)),
        "lower-digits20": lambda: "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(20)),
    }


def run(seeds: list[int], draws: int) -> tuple[dict[tuple[str, str], list[int]], dict[tuple[str, str], list[str]]]:
    from memstone.scan import find_secrets

    cells: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])  # found, whole, tried
    misses: dict[tuple[str, str], list[str]] = defaultdict(list)
    for seed in seeds:
        rng = random.Random(seed)
        for kind, make in kinds(rng).items():
            for context, quoting, template in CONTEXTS:
                for _ in range(draws):
                    for _attempt in range(100):
                        value = make()
                        if not any(c in FORBIDDEN[quoting] for c in value):
                            break
                    else:
                        continue  # this kind cannot be written in this context
                    text = template.format(v=value)
                    at = text.index(value)
                    spans = [(m.start, m.end) for m in find_secrets(text)]
                    found = any(a <= at + len(value) // 2 < b for a, b in spans)
                    whole = all(any(a <= i < b for a, b in spans) for i in range(at, at + len(value)))
                    cell = cells[(kind, context)]
                    cell[0] += found
                    cell[1] += whole
                    cell[2] += 1
                    if not whole:
                        misses[(kind, context)].append(("partial " if found else "") + text)
    return cells, misses


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="7", help="comma-separated seeds, pooled (default 7)")
    ap.add_argument("--draws", type=int, default=40, help="values per cell and seed (default 40)")
    ap.add_argument("-v", action="store_true", help="print up to 3 misses per cell")
    args = ap.parse_args()
    seeds = [int(s) for s in args.seed.split(",")]
    cells, misses = run(seeds, args.draws)
    found = sum(c[0] for c in cells.values())
    whole = sum(c[1] for c in cells.values())
    tried = sum(c[2] for c in cells.values())
    print(f"seeds {args.seed}: {tried} values in {len(cells)} cells")
    print(f"found {found}/{tried} ({found / tried:.1%}), whole {whole}/{tried} ({whole / tried:.1%})")
    print("\nfound % per value kind (rows) and context (columns); '-': the kind cannot be written there")
    names = [c[0] for c in CONTEXTS]
    print("| kind | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    for kind in kinds(random.Random(0)):
        row = []
        for name in names:
            c = cells.get((kind, name))
            row.append(f"{100 * c[0] // c[2]}" if c and c[2] else "-")
        print(f"| {kind} | " + " | ".join(row) + " |")
    if args.v:
        for (kind, context), texts in sorted(misses.items()):
            for text in texts[:3]:
                print(f"MISS {kind} / {context}: {text!r}")


if __name__ == "__main__":
    main()
