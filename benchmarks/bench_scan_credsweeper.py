"""Held-out probe: memstone's secret scan on the sample files of CredSweeper's tests.

    python benchmarks/bench_scan_credsweeper.py --source PATH/TO/CredSweeper [--list] [--cases-out FILE]

What it measures. CredSweeper (Samsung's MIT-licensed Python scanner) keeps small sample files in
``tests/samples/`` and, in ``tests/data/``, the expected report of a scan of that folder in each of
several run modes (``tests/data/__init__.py`` lists them: ``output.json`` is the plain run, default
rules and default ML threshold; ``ml_threshold*.json`` lowers the ML threshold, ``doc.json`` adds
``--doc``, ``depth_3.json`` adds ``--depth 3``). This probe uses only ``output.json``, the default run.
Each finding there has a ``rule`` and a ``line_data_list`` whose items give ``path``
(``./tests/samples/<file>``), ``line_num`` (1-based), ``value`` and ``value_start``. memstone's scanner
was never tuned on this family, so the numbers are a held-out measurement. The case unit is one line of
a sample file: a line that a finding of the default run covers is labelled secret; any other line of a
sample file is labelled not-secret when it holds a token-like value. Each case is embedded in a
memory-like Markdown file three ways (sentence, inline code, fenced block) with ``bench_scan.embed``; a
file counts as flagged when the detector reports anything in it. Recall is over secret-labelled files,
the FP rate over not-secret files; "FP excl. cross" leaves out not-secret inputs whose exact text is also
a secret-labelled input. Both memstone (``find_secrets``) and Kingfisher alone (the engine memstone
builds on) are scored in the same run.

Labelling rules:
  * a line data item covers line ``line_num`` and, when its value spans lines (a value with newlines,
    as CredSweeper reports for XML text), the following lines the value reaches. A finding whose covered
    lines form one run of two or more consecutive lines (a PEM key, a multi-line XML value) is one case
    of those lines joined; overlapping runs merge. A finding whose items are on separate lines (the
    "AWS Multi" and "Google Multi" pairs: an id on one line, a secret on another) labels each of its
    lines as its own one-line case, as CredSweeper marks each of them;
  * every line of a sample file not covered by any finding is a not-secret case when it is token-like;
  * files are the top-level files of ``tests/samples/``. Binary and archive formats (by extension:
    archives, office documents, images, class/dex/jks/pdf/sqlite ..., or a NUL byte in the first 8 KiB,
    or bytes that are not UTF-8) are skipped and counted; ``.gitignore`` is skipped;
  * version check: each line data item of the file must agree with the file as read: its line exists
    and the value's first line stands at ``value_start`` (anywhere on the line for ``.xml`` files, whose
    report lines CredSweeper rebuilds from the XML tree), and each further line of a multi-line value is
    found (stripped) on the following lines. A file that disagrees is skipped whole and named in the
    output. A file without findings cannot be checked and is used as it is (counted as unverified);
  * findings whose path is not a top-level sample file that exists in ``--source`` are counted as
    "finding for a missing file".

Rules that are not credentials. The default run also reports values that are identifiers or public
material rather than secrets. They are kept as CredSweeper labels them in the first row; a second row
("credential rules only") scores again with secret cases covered only by these rules dropped (neither
label): ``UUID`` (an identifier), ``AWS S3 Bucket`` and ``Firebase Domain`` (host names),
``Tencent WeChat API App ID`` and ``Bitbucket Client ID`` (public application/client ids), ``Nonce`` and
``Salt`` (not secret by design) and ``Certificate`` (public key material). Not-secret cases are the same
in both rows. Generic keyword rules (``Token``, ``Key``, ``Secret``, ``Password`` ...) are credential rules.

Naming convention. CredSweeper names samples meant as negatives with ``_n`` at the end of the stem or
``_N`` in it, and positives with ``_p`` at the end of the stem. Labels come from ``output.json`` only;
the output reports where they disagree with the naming (a negative-named file with a secret case, a
positive-named file without any).

Token-like (the not-secret side, mechanical and not tuned to memstone; the same rule as the Trivy probe):
the line has a run of at least 8 characters of ``[A-Za-z0-9+/=_-]`` holding a digit, or an assignment: a
key character (word character, quote, ``]`` or ``-``), optional blanks, ``=`` or ``:``, optional blanks,
then a character other than a blank, ``:`` or ``=``. Blank lines and lines without a value are dropped
and counted.

Data. Nothing of CredSweeper is shipped or committed: the cases are read at run time from a checkout
given with ``--source`` (a full clone, or any partial tree with the same layout: ``tests/data/output.json``
and ``tests/samples/``). ``--cases-out`` writes the extracted cases as
``{"items": [{"text", "label", "rule", "name"}]}`` for inspection, outside the repo. ``--list`` prints each
missed secret case and each flagged not-secret case by sample file, line and embedding kind, with the
memstone rule ids that fired (never the case text).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from heldout import Case, list_errors, probe_parser, run_engines, write_cases  # noqa: E402

NON_CREDENTIAL_RULES = frozenset(
    {
        "UUID",
        "AWS S3 Bucket",
        "Firebase Domain",
        "Tencent WeChat API App ID",
        "Bitbucket Client ID",
        "Nonce",
        "Salt",
        "Certificate",
    }
)

BINARY_SUFFIXES = frozenset(
    {
        ".7z", ".apk", ".bz2", ".class", ".crx", ".deb", ".dex", ".doc", ".docx", ".eml.gz", ".gif", ".gz",
        ".jar", ".jks", ".jpg", ".jpeg", ".lzma", ".ods", ".odt", ".p12", ".pdf", ".pfx", ".png", ".ppt",
        ".pptx", ".pyc", ".rpm", ".rtf", ".snk", ".sqlite", ".sqlite3", ".tar", ".tgz", ".whl", ".xls",
        ".xlsx", ".xz", ".zip", ".zst", ".zlib", ".lz4", ".cpio", ".bin",
    }
)  # fmt: skip

# --- labelling --------------------------------------------------------------------------------------------

_RUN = re.compile(r"[A-Za-z0-9+/=_-]{8,}")
_ASSIGN = re.compile(r"[\w'\"\]-][ \t]*[:=][ \t]*[^\s:=]")


def token_like(line: str) -> bool:
    return any(any(ch.isdigit() for ch in m.group()) for m in _RUN.finditer(line)) or bool(_ASSIGN.search(line))


def convention(name: str) -> str:
    """'neg', 'pos' or '' from CredSweeper's sample naming."""
    stem = name.split(".", 1)[0]
    if stem.endswith("_n") or "_N" in stem:
        return "neg"
    if stem.endswith("_p"):
        return "pos"
    return ""


@dataclass
class Item:
    line: int
    start: int
    value: str

    @property
    def last(self) -> int:
        return self.line + self.value.count("\n")


@dataclass
class Finding:
    rule: str
    items: list[Item]


def read_findings(path: Path) -> tuple[dict[str, list[Finding]], int]:
    """Findings per top-level sample file name, and the number of findings that name another path."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    per_file: dict[str, list[Finding]] = {}
    elsewhere = 0
    for f in raw:
        by_file: dict[str, list[Item]] = {}
        for ld in f.get("line_data_list") or []:
            p = str(ld.get("path", ""))
            m = re.fullmatch(r"(?:\./)?tests/samples/([^/|]+)", p)
            if not m:
                elsewhere += 1
                continue
            by_file.setdefault(m.group(1), []).append(
                Item(int(ld["line_num"]), int(ld.get("value_start", -1)), str(ld.get("value", "")))
            )
        for name, items in by_file.items():
            per_file.setdefault(name, []).append(Finding(str(f.get("rule", "")), items))
    return per_file, elsewhere


def disagreement(name: str, lines: list[str], findings: list[Finding]) -> int:
    """The first line number where the file disagrees with the expectations, 0 when it agrees."""
    anywhere = name.endswith(".xml")
    for f in findings:
        for it in f.items:
            parts = it.value.split("\n")
            if it.line < 1 or it.last > len(lines):
                return it.line
            text = lines[it.line - 1]
            if anywhere or it.start < 0:
                if parts[0] not in text:
                    return it.line
            elif text[it.start : it.start + len(parts[0])] != parts[0]:
                return it.line
            for k, part in enumerate(parts[1:], 1):
                if part.strip() not in lines[it.line - 1 + k]:
                    return it.line + k
    return 0


def is_binary(path: Path, data: bytes) -> bool:
    name = path.name.lower()
    if any(name.endswith(s) for s in BINARY_SUFFIXES) or b"\0" in data[:8192]:
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


@dataclass
class Extraction:
    cases: list[Case] = field(default_factory=list)
    cred_cases: list[Case] = field(default_factory=list)
    files: int = 0
    used: list[str] = field(default_factory=list)
    skipped: dict[str, list[str]] = field(default_factory=dict)
    mismatched: dict[str, int] = field(default_factory=dict)
    unverified: list[str] = field(default_factory=list)
    dropped: dict[str, int] = field(default_factory=dict)
    missing: dict[str, int] = field(default_factory=dict)
    elsewhere: int = 0
    non_cred_only: int = 0
    convention: dict[str, list[str]] = field(default_factory=dict)

    def skip(self, reason: str, name: str) -> None:
        self.skipped.setdefault(reason, []).append(name)

    def drop(self, reason: str, n: int = 1) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + n


def extract(source: Path) -> Extraction:
    samples = source / "tests" / "samples"
    per_file, elsewhere = read_findings(source / "tests" / "data" / "output.json")
    ex = Extraction(elsewhere=elsewhere)
    present = {p.name: p for p in samples.iterdir() if p.is_file()}
    for name, found in per_file.items():
        if name not in present:
            ex.missing[name] = len(found)
    for name in sorted(present):
        ex.files += 1
        path = present[name]
        if name == ".gitignore":
            ex.skip("not a sample", name)
            continue
        data = path.read_bytes()
        if is_binary(path, data):
            ex.skip("binary or archive", name)
            continue
        lines = data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n").split("\n")
        found = per_file.get(name, [])
        bad = disagreement(name, lines, found)
        if bad:
            ex.mismatched[name] = bad
            ex.skip("file version disagrees", name)
            continue
        ex.used.append(name)
        if not found:
            ex.unverified.append(name)
        rules_at: dict[int, set[str]] = {}
        runs: list[list[int]] = []
        for f in found:
            covered: set[int] = set()
            for it in f.items:
                covered.update(range(it.line, it.last + 1))
            for n in covered:
                rules_at.setdefault(n, set()).add(f.rule)
            lo, hi = min(covered), max(covered)
            if hi > lo and len(covered) == hi - lo + 1:
                runs.append([lo, hi])
        units: list[list[int]] = []
        for s, e in sorted(runs):
            if units and s <= units[-1][1]:
                units[-1][1] = max(units[-1][1], e)
            else:
                units.append([s, e])
        in_run = {n for s, e in units for n in range(s, e + 1)}
        units += [[n, n] for n in rules_at if n not in in_run]
        n_secret = 0
        for s, e in sorted(units):
            ids = sorted({r for n in range(s, e + 1) for r in rules_at.get(n, set())})
            text = "\n".join(lines[s - 1 : e])
            if not text.strip():
                ex.drop("blank line under a finding", e - s + 1)
                continue
            where = f"L{s}" if s == e else f"L{s}-{e}"
            case = Case(name, f"{where} {','.join(ids)}", text, True)
            ex.cases.append(case)
            n_secret += 1
            if any(r not in NON_CREDENTIAL_RULES for r in ids):
                ex.cred_cases.append(case)
            else:
                ex.non_cred_only += 1
        for n, line in enumerate(lines, 1):
            if n in rules_at:
                continue
            if not line.strip():
                ex.drop("blank")
            elif not token_like(line):
                ex.drop("no value")
            else:
                case = Case(name, f"L{n}", line, False)
                ex.cases.append(case)
                ex.cred_cases.append(case)
        conv = convention(name)
        if conv == "neg":
            ex.convention.setdefault(
                "negative-named, agrees (no finding)" if not n_secret else "negative-named, HAS findings", []
            ).append(name)
        elif conv == "pos":
            ex.convention.setdefault(
                "positive-named, agrees (has findings)" if n_secret else "positive-named, NO finding", []
            ).append(name)
    return ex


def main() -> int:
    ap = probe_parser(
        "CredSweeper's test samples",
        "a CredSweeper checkout (or a partial tree with tests/data/output.json and tests/samples/)",
        "list memstone's misses and false positives (sample file, line, kind, rules)",
    )
    args = ap.parse_args()
    if (
        not (args.source / "tests" / "data" / "output.json").is_file()
        or not (args.source / "tests" / "samples").is_dir()
    ):
        ap.error(
            f"--source {args.source}: no tests/data/output.json and tests/samples/ there (give a CredSweeper checkout)"
        )

    ex = extract(args.source)
    cases = ex.cases
    n_sec = sum(c.secret for c in cases)
    print(f"source: {args.source}")
    print(f"sample files read: {ex.files}; used: {len(ex.used)} ({len(ex.unverified)} without findings, unverified)")
    for reason, names in sorted(ex.skipped.items()):
        print(f"skipped, {reason}: {len(names)} ({', '.join(names)})")
    if ex.mismatched:
        where = ", ".join(f"{k} (line {v})" for k, v in sorted(ex.mismatched.items()))
        print(f"files whose version disagrees with output.json: {where}")
    if ex.missing:
        miss = ", ".join(f"{k} ({v})" for k, v in sorted(ex.missing.items()))
        print(
            f"findings for files missing from --source: {sum(ex.missing.values())} in {len(ex.missing)} files ({miss})"
        )
    if ex.elsewhere:
        print(f"line data items outside tests/samples/ top level: {ex.elsewhere}")
    dropped = ", ".join(f"{k} {v}" for k, v in sorted(ex.dropped.items())) or "none"
    print(f"lines dropped: {sum(ex.dropped.values())} ({dropped})")
    print(f"cases extracted: {len(cases)} ({n_sec} secret, {len(cases) - n_sec} not)")
    for k, names in sorted(ex.convention.items()):
        print(f"naming convention, {k}: {len(names)} ({', '.join(names)})")
    if args.cases_out is not None:
        write_cases(args.cases_out, cases)
    if not cases:
        return 1

    flagged = run_engines(cases, args.skip_kingfisher, title="all rules (as CredSweeper labels them)")
    excluded = ", ".join(sorted(NON_CREDENTIAL_RULES))
    print(
        f"\ncredential rules only: {ex.non_cred_only} secret cases covered only by non-credential rules dropped ({excluded})"
    )
    run_engines(ex.cred_cases, args.skip_kingfisher, title="credential rules only")
    if args.list:
        list_errors(cases, flagged)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
