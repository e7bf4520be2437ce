"""False-positive pass of memstone's secret scan over the technical documentation installed on a machine.

Every README (the long description in ``*.dist-info/METADATA``) and every ``.md``/``.rst``/``.txt`` file
under the Python site-packages and /usr/share/doc, cut into pieces of at most 40 lines (paragraphs kept
together), goes through ``find_secrets``. Nothing is labelled: the script counts hits per rule and per
1,000 lines, and ``--list`` prints each hit's line with the matched text redacted, for a person to
classify (a real or sample credential, a placeholder, not a credential at all). docs/bench/scan.md
records a classified run.

The corpus is whatever is installed, so counts differ between machines; the packages of secret
scanners (whose docs are full of deliberate examples) are left out.

    python benchmarks/bench_scan_docs.py [--list]
"""

from __future__ import annotations

import argparse
import collections
import re
import sysconfig
import time
from pathlib import Path

from memstone.scan import find_secrets, redact_spans

SITE = Path(sysconfig.get_paths()["purelib"])
ROOTS = (SITE, Path("/usr/share/doc"))
SKIP = re.compile(r"^(?:detect_secrets|kingfisher|pybetterleaks|credsweeper)", re.IGNORECASE)
MAX_BYTES = 1 << 20
PIECE_LINES = 40


def _read(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        raw = path.read_bytes()
    except OSError:
        return None
    if b"\x00" in raw[:8192]:
        return None
    return raw.decode("utf-8", errors="replace")


def _skipped(path: Path) -> bool:
    try:
        parts = path.relative_to(SITE).parts
    except ValueError:
        return False
    return bool(parts) and SKIP.match(parts[0]) is not None


def gather() -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for meta in sorted(SITE.glob("*.dist-info/METADATA")):
        text = _read(meta)
        if text is not None and not _skipped(meta):
            body = text.partition("\n\n")[2]  # the long description, after the headers
            if body.strip():
                texts.append((str(meta), body))
    for root in ROOTS:
        for path in sorted(root.rglob("*")):
            if path.suffix.lower() in (".md", ".rst", ".txt") and path.is_file() and not _skipped(path):
                text = _read(path)
                if text is not None and text.strip():
                    texts.append((str(path), text))
    return texts


def pieces(text: str) -> list[str]:
    """Blank-line separated paragraphs packed into pieces of at most PIECE_LINES lines."""
    out: list[str] = []
    current: list[str] = []
    for para in re.split(r"\n\s*\n", text):
        lines = para.split("\n")
        for i in range(0, len(lines), PIECE_LINES):
            chunk = lines[i : i + PIECE_LINES]
            if current and len(current) + len(chunk) > PIECE_LINES:
                out.append("\n".join(current))
                current = []
            current.extend(chunk)
    if current:
        out.append("\n".join(current))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print every hit's line (the match redacted)")
    args = parser.parse_args()
    started = time.perf_counter()
    texts = gather()
    lines = sum(t.count("\n") + 1 for _, t in texts)
    per_rule: collections.Counter[str] = collections.Counter()
    n_pieces = 0
    for path, text in texts:
        for piece in pieces(text):
            n_pieces += 1
            matches = find_secrets(piece)
            per_rule.update(m.rule for m in matches)
            if args.list and matches:
                redacted = redact_spans(piece, matches).split("\n")  # every match, never the text it found
                rows, folded = set(), 0  # a match over several lines is one line once redacted
                for m in sorted(matches, key=lambda m: m.start):
                    rows.add(piece.count("\n", 0, m.start) - folded)
                    folded += piece.count("\n", m.start, m.end)
                for row in sorted(rows):
                    print(f"{path}: {redacted[row].strip()[:200]}")
    seconds = time.perf_counter() - started
    total = sum(per_rule.values())
    print(f"\n{len(texts)} texts, {n_pieces} pieces, {lines} lines, {seconds:.1f} s")
    print("| rule | hits | per 1,000 lines |\n|---|---|---|")
    for rule, n in per_rule.most_common():
        print(f"| {rule} | {n} | {1000 * n / lines:.3f} |")
    print(f"| all | {total} | {1000 * total / lines:.3f} |")


if __name__ == "__main__":
    main()
