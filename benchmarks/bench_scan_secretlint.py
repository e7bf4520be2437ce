"""Held-out probe: memstone's secret scan on secretlint's rule snapshot tests.

    python benchmarks/bench_scan_secretlint.py --source PATH/TO/secretlint [--list] [--cases-out FILE]

What it measures. secretlint (an MIT secret linter in JavaScript) tests each rule with snapshots:
``packages/@secretlint/secretlint-rule-<name>/test/snapshots/<case>/`` holds an input file (``input``,
``input.txt``, ``input.json``, or another name given by ``options.{js,ts}`` as ``inputFilePath``, e.g. ``.npmrc``)
and ``output.json``, the messages the rule reports (``range`` offsets, ``loc`` lines, ``data`` with the matched
value), sometimes a ``.secretlintrc.json`` with rule options. Test runner convention (@secretlint/tester and
docs/secretlint-rule.md): the input is linted with the rule and compared with ``output.json``; a case named
``ng.*`` is meant to report something, ``ok.*`` to report nothing, other names (``rsa``, ``NPM_ACCESS_TOKEN``,
``additional.cases``) carry no such intent. The labels here come from ``output.json``, never from the name.
memstone's scanner was never tuned on this family, so the numbers are a held-out measurement. Each case is
embedded in a memory-like Markdown file three ways (sentence, inline code, fenced block) with
``bench_scan.embed``; a file counts as flagged when the detector reports anything in it. Recall is over
secret-labelled files, the FP rate over not-secret files; "FP excl. cross" leaves out not-secret inputs whose
exact text is also a secret-labelled input. Both memstone (``find_secrets``) and Kingfisher alone (the engine
memstone builds on) are scored in the same run.

Case unit: one line of a snapshot's input, or one block of lines.
  * the text is ``output.json``'s ``sourceContent`` when present (newer snapshots store the linted text there,
    so it always agrees with the messages), else the input file (the one ``output.json``'s ``filePath`` names,
    else the folder's single ``input*`` file);
  * each message covers a span: its ``range`` when the text there contains one of the
    message's ``data`` string values of 8+ characters, else every occurrence of those values in the text (older
    snapshots give ranges relative to the match, and some input and output files come from different
    versions), else, for a message without such values, its ``range``. A ``data`` value equal to the input's
    file name (gcp reports the whole file) does not count. A message none of these resolve makes the whole
    snapshot unresolved: skipped and counted;
  * lines a span touches are merged into one unit, and so are the lines of a PEM block (a line with
    ``-----BEGIN `` up to the next line with ``-----END``), so a multi-line private key is one case;
  * a unit that any message covers is labelled secret; a unit no message covers is labelled not-secret when
    one of its non-comment lines holds a token-like value, and dropped otherwise (blank lines, comment lines
    starting with ``#``, ``// `` or ``<!--``, prose);
  * token-like, mechanically: split the line on whitespace, quotes, backticks, commas, semicolons, brackets and
    angle brackets; strip ``.,:;!?`` from each piece's ends; a piece of 8+ characters that holds a digit, one of
    ``_-+/=.:@%$~*{}``, or an upper-case letter after its first character is a value;
  * uncovered value lines in ``ng.*`` and unprefixed snapshots are labelled not-secret too (the brief's rule);
    some are real-looking credentials secretlint misses, so the FP rate is also printed for not-secret cases
    from ``ok.*`` snapshots only;
  * identical (text, label) pairs are kept once; the count of dropped duplicates is printed.

Snapshots skipped (counted by reason): a ``.secretlintrc.json`` that sets rule options (``allows``,
``enableIDScanRule`` ...: the labels then hold for another configuration, not the rule's default); no
``output.json``; no input text; binary input (``.p12``); an ``ng.*`` case with no message or an ``ok.*`` case
with messages (the stored output contradicts the name; seen when the stored output.json is an older version);
an unresolved message (see above).

Packages read: every ``secretlint-rule-*`` package except the ones that do not detect secret values
(example, filter-comments, no-dotenv, no-homedir, no-k8s-kind-secret, pattern*, preset-*). Messages of any
``ruleId`` count (a preset's copy of a snapshot may carry another rule's message).

Data. Nothing of secretlint is shipped or committed: the cases are read at run time from a checkout given with
``--source`` (a full clone, or any partial tree with the same layout). ``--cases-out`` writes the extracted
cases as ``{"items": [{"text", "label", "rule", "name"}]}`` for inspection, outside the repo. ``--list`` prints
the skipped snapshots with their reason, then each missed secret case and each flagged not-secret case by rule
package, snapshot:line and embedding kind, with the memstone rule ids that fired (never the case text).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_scan import KINDS  # noqa: E402
from heldout import Case, list_errors, probe_parser, run_engines, write_cases  # noqa: E402

NOT_SECRET_RULES = {"example", "filter-comments", "no-dotenv", "no-homedir", "no-k8s-kind-secret"}
NOT_SECRET_PREFIXES = ("pattern", "preset-")
BINARY_SUFFIXES = (".p12", ".pfx", ".der", ".jks")
_SPLIT = re.compile(r"[\s\"'`,;()\[\]<>]+")
_SPECIAL = re.compile(r"[0-9_\-+/=.:@%$~*{}]")
_UPPER = re.compile(r"[A-Z]")


class Skip(Exception):
    pass


def is_comment(line: str) -> bool:
    s = line.strip()
    return s.startswith("#") or s.startswith("<!--") or s == "//" or s.startswith(("// ", "//\t"))


def is_token(piece: str) -> bool:
    t = piece.strip(".,:;!?")
    return len(t) >= 8 and bool(_SPECIAL.search(t) or _UPPER.search(t[1:]))


def has_value(line: str) -> bool:
    return not is_comment(line) and any(is_token(p) for p in _SPLIT.split(line))


def sets_options(node: Any) -> bool:
    """True when a .secretlintrc.json (plain or a preset's nested form) gives any rule options."""
    if isinstance(node, dict):
        if node.get("options"):
            return True
        return any(sets_options(v) for v in node.values())
    if isinstance(node, list):
        return any(sets_options(v) for v in node)
    return False


def read_text(case_dir: Path, out: dict[str, Any]) -> tuple[str, str]:
    """(text, input file name)."""
    file_path = str(out.get("filePath", ""))
    name = file_path.rsplit("/", 1)[-1] if file_path else ""
    if out.get("sourceContentType") == "binary" or name.endswith(BINARY_SUFFIXES):
        raise Skip("binary input")
    source = out.get("sourceContent")
    if isinstance(source, str):
        return source, name
    candidates = [case_dir / name] if name else []
    candidates += sorted(p for p in case_dir.glob("input*") if p.is_file())
    for path in candidates:
        if path.is_file():
            if path.name.endswith(BINARY_SUFFIXES):
                raise Skip("binary input")
            return path.read_text(encoding="utf-8", errors="replace"), path.name
    raise Skip("no input text")


def message_spans(text: str, message: dict[str, Any], input_name: str) -> list[tuple[int, int]]:
    data = message.get("data") or {}
    values = [v for v in data.values() if isinstance(v, str) and len(v) >= 8 and v != input_name]
    rng = message.get("range")
    if (
        isinstance(rng, list)
        and len(rng) == 2
        and all(isinstance(x, int) for x in rng)
        and 0 <= rng[0] < rng[1] <= len(text)
    ):
        start, end = rng[0], rng[1]
        here = text[start:end]
        if not values or any(v in here for v in values):
            return [(start, end)]
    spans = []
    for v in values:
        i = text.find(v)
        while i >= 0:
            spans.append((i, i + len(v)))
            i = text.find(v, i + 1)
    if not spans:
        raise Skip("unresolved message")
    return spans


def units(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int, bool]]:
    """(first line, last line, covered) for each unit of the text, lines 0-based."""
    lines = text.split("\n")
    covered: set[int] = set()
    blocks: list[tuple[int, int]] = []
    for start, end in spans:
        a = text.count("\n", 0, start)
        b = text.count("\n", 0, max(start, end - 1))
        covered.update(range(a, b + 1))
        blocks.append((a, b))
    for i, line in enumerate(lines):
        if "-----BEGIN " in line and "-----END" not in line:
            for j in range(i + 1, len(lines)):
                if "-----END" in lines[j]:
                    blocks.append((i, j))
                    break
    merged: list[list[int]] = []
    for a, b in sorted(blocks):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    starts = {a: b for a, b in merged}
    out: list[tuple[int, int, bool]] = []
    i = 0
    while i < len(lines):
        j = starts.get(i, i)
        out.append((i, j, any(k in covered for k in range(i, j + 1))))
        i = j + 1
    return out


def snapshot_cases(rule: str, case_dir: Path) -> list[Case]:
    rc = case_dir / ".secretlintrc.json"
    if rc.is_file() and sets_options(json.loads(rc.read_text(encoding="utf-8"))):
        raise Skip("rule options in .secretlintrc.json")
    out_path = case_dir / "output.json"
    if not out_path.is_file():
        raise Skip("no output.json")
    out = json.loads(out_path.read_text(encoding="utf-8"))
    text, input_name = read_text(case_dir, out)
    text = text.replace("\r\n", "\n")
    messages = [m for m in out.get("messages", []) if isinstance(m, dict)]
    name = case_dir.name
    if name.startswith("ng.") and not messages:
        raise Skip("ng. case without messages")
    if name.startswith("ok.") and messages:
        raise Skip("ok. case with messages")
    spans = [s for m in messages for s in message_spans(text, m, input_name)]
    lines = text.split("\n")
    cases = []
    for a, b, covered in units(text, spans):
        block = lines[a : b + 1]
        if not covered and not any(has_value(line) for line in block):
            continue
        where = f"L{a + 1}" if a == b else f"L{a + 1}-{b + 1}"
        cases.append(Case(rule, f"{name}:{where}", "\n".join(block).strip(), covered))
    return cases


def extract(source: Path) -> tuple[list[Case], Counter[str], list[tuple[str, str, str]], int, int, int]:
    """(cases, skips by reason, skipped snapshots, packages read, snapshot folders, duplicates dropped)."""
    root = source / "packages" / "@secretlint"
    cases: list[Case] = []
    skips: Counter[str] = Counter()
    skipped: list[tuple[str, str, str]] = []
    seen: set[tuple[str, bool]] = set()
    packages = folders = duplicates = 0
    for pkg in sorted(root.glob("secretlint-rule-*")):
        rule = pkg.name.removeprefix("secretlint-rule-")
        snapshots = pkg / "test" / "snapshots"
        if rule in NOT_SECRET_RULES or rule.startswith(NOT_SECRET_PREFIXES) or not snapshots.is_dir():
            continue
        packages += 1
        for case_dir in sorted(p for p in snapshots.iterdir() if p.is_dir()):
            folders += 1
            try:
                found = snapshot_cases(rule, case_dir)
            except Skip as e:
                skips[str(e)] += 1
                skipped.append((rule, case_dir.name, str(e)))
                continue
            for c in found:
                if (c.text, c.secret) in seen:
                    duplicates += 1
                    continue
                seen.add((c.text, c.secret))
                cases.append(c)
    return cases, skips, skipped, packages, folders, duplicates


def main() -> int:
    ap = probe_parser(
        "secretlint's rule snapshots",
        "a secretlint checkout (or a partial tree with packages/@secretlint/secretlint-rule-*/test/snapshots)",
        "list skipped snapshots, memstone's misses and false positives (rule, snapshot:line, kind, rules)",
    )
    args = ap.parse_args()
    root = args.source / "packages" / "@secretlint"
    if not any(root.glob("secretlint-rule-*/test/snapshots")):
        ap.error(
            f"--source {args.source}: no packages/@secretlint/secretlint-rule-*/test/snapshots there (give a secretlint checkout)"
        )

    cases, skips, skipped, packages, folders, duplicates = extract(args.source)
    n_sec = sum(c.secret for c in cases)
    n_ok = sum(1 for c in cases if not c.secret and c.name.startswith("ok."))
    print(f"source: {args.source}")
    print(
        f"rule packages read: {packages}; snapshot folders: {folders}; skipped: {sum(skips.values())}; "
        f"rules with cases: {len({c.detector for c in cases})}"
    )
    for reason, n in sorted(skips.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  skipped ({reason}): {n}")
    print(
        f"cases extracted: {len(cases)} ({n_sec} secret, {len(cases) - n_sec} not, of which {n_ok} from ok.* snapshots); "
        f"duplicate (text, label) cases dropped: {duplicates}"
    )
    if args.cases_out is not None:
        write_cases(args.cases_out, cases)
    if not cases:
        return 1

    ok_files = [
        f"i{i:04d}_{k}" for i, c in enumerate(cases) if not c.secret and c.name.startswith("ok.") for k in KINDS
    ]
    flagged_memstone = run_engines(cases, args.skip_kingfisher, extra=("FP ok.* only", "from ok.*", ok_files))
    if args.list:
        print(f"\nskipped snapshots ({len(skipped)}):")
        for rule, name, reason in skipped:
            print(f"  SKIP  {rule:34s} {name[:60]:60s} {reason}")
        list_errors(cases, flagged_memstone)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
