"""Held-out probe: memstone's secret scan on the files of Trivy's secret-scanner tests.

    python benchmarks/bench_scan_trivy.py --source PATH/TO/trivy [--list] [--cases-out FILE]

What it measures. Trivy (an Apache-2.0 scanner) tests its secret scanner in
``pkg/fanal/secret/scanner_test.go``: a table ``tests := []struct{name, configPath, inputFilePath string;
want types.Secret}`` scans files of ``pkg/fanal/secret/testdata/`` with a config and lists every expected
finding (rule id, StartLine/EndLine, the matched text and the surrounding code lines with the secret
masked as ``*``). memstone's scanner was never tuned on this family, so the numbers are a held-out
measurement. The case unit is one line of an input file: a line that an expected finding of the built-in
rules covers is labelled secret (a finding spanning several lines is one case of those lines joined, and
overlapping findings merge); any other line of a file that such a test scans is labelled not-secret when it
holds a token-like value. Each case is embedded in a memory-like Markdown file three ways (sentence, inline
code, fenced block) with ``bench_scan.embed``; a file counts as flagged when the detector reports anything
in it. Recall is over secret-labelled files, the FP rate over not-secret files; "FP excl. cross" leaves out
not-secret inputs whose exact text is also a secret-labelled input. Both memstone (``find_secrets``) and
Kingfisher alone (the engine memstone builds on) are scored in the same run.

Which test cases count (only those that run Trivy's default built-in rules):
  * the config (a small YAML read line by line) may only have the top-level keys ``rules`` and
    ``disable-allow-rules``, and ``disable-allow-rules`` may only list ``tests`` (the built-in allow rule
    that skips paths with "test" in them, which every input under testdata/ would hit). Custom ``rules`` add
    findings under their own ids without touching the built-in ones (keys nested in a custom rule, such as
    its own allow-rules, exclude-block or keywords, only affect that rule); their findings are set aside:
    the lines they cover are dropped, neither label. Any other top-level key (``enable-builtin-rules``,
    ``disable-rules``, ``allow-rules``, ``exclude-block``) or another disabled allow rule makes the test case
    a custom-config one, skipped;
  * a test case whose input path is matched by the ``Path`` of a built-in allow rule that the config does
    not disable (read from ``pkg/fanal/secret/builtin-allow-rules.go``: "examples", "markdown", ...) is
    skipped: its expectation is about the path, not the content;
  * a test case whose input or config file is missing from the source is skipped;
  * the file's version must agree with the expectations of every test case that scans it: each expected
    code line (number and content, a run of ``*`` standing for one or more masked characters, a content
    being possibly a truncated part of a long line) and each match must be found at its line, and where a
    finding shows no line after its last one the file must have no non-blank line after it. A file that
    disagrees has all its test cases skipped, and is named in the output. A file that no test expects any
    finding in cannot be checked this way and is used as it is (counted as unverified);
  * scanner mechanics: the long-line and obfuscated-js test cases run the default rules and are kept; each
    of their inputs is one long line, kept whole as one case.
When several test cases that count scan the same file, a line is secret only if built-in findings of all
of them cover it; a line that only some of them cover is dropped and counted. A case is named by its input
file (the "detector" column) and ``L<line>`` (``L<start>-<end>`` for a span), with the Trivy rule ids of a
secret case.

Token-like (the not-secret side, mechanical and not tuned to memstone): the line has a run of at least
8 characters of ``[A-Za-z0-9+/=_-]`` holding a digit, or an assignment: a key character (word character,
quote, ``]`` or ``-``), optional blanks, ``=`` or ``:``, optional blanks, then a character other than a
blank, ``:`` or ``=``. Blank lines and lines without a value are dropped and counted.

Data. Nothing of Trivy is shipped or committed: the cases are read at run time from a checkout given with
``--source`` (a full clone, or any partial tree with the same layout: ``pkg/fanal/secret/scanner_test.go``,
``pkg/fanal/secret/builtin-allow-rules.go`` and ``pkg/fanal/secret/testdata/``). ``--cases-out`` writes the
extracted cases as ``{"items": [{"text", "label", "rule", "name"}]}`` for inspection, outside the repo.
``--list`` prints each missed secret case and each flagged not-secret case by input file, line and
embedding kind, with the memstone rule ids that fired (never the case text).

The Go reader is deliberately small (no Go toolchain needed): it reads string literals ("..." with Go
escapes, `...` raw), numbers, identifiers and comments; ``name := value`` statements inside test functions
whose value is a composite literal (``T{...}``, ``pkg.T{...}``, ``[]T{...}``, ``[]struct{...}{...}``, keyed
entries become dicts and positional ones lists), a string, a number, ``true``/``false``/``nil``,
``filepath.Join(...)`` of strings, a qualified constant (``secret.CategoryAWS``, kept as its name) or an
earlier such variable. The case table is the list assigned to ``tests``. Anything else makes that value
unresolved; a test case that needs an unresolved value is skipped and counted.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from golite import Tok, Unresolved, tokenize  # noqa: E402
from heldout import Case, probe_parser, report  # noqa: E402

# --- a small Go reader ---------------------------------------------------------------------------------


class Reader:
    def __init__(self, toks: list[Tok]) -> None:
        self.t = toks

    def at(self, i: int, val: str) -> bool:
        return i < len(self.t) and self.t[i].val == val and self.t[i].kind in ("punct", "ident")

    def match(self, i: int) -> int:
        """i at an opening bracket; the index after its match."""
        depth = 0
        while i < len(self.t):
            tok = self.t[i]
            if tok.kind == "punct" and tok.val in "([{":
                depth += 1
            elif tok.kind == "punct" and tok.val in ")]}":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i

    def composite(self, i: int, env: dict[str, object]) -> tuple[object, int]:
        """i at the '{' of a literal's body."""
        end = self.match(i)
        j = i + 1
        keyed: dict[str, object] = {}
        items: list[object] = []
        while j < end - 1:
            if self.t[j].kind == "ident" and self.at(j + 1, ":"):
                key = self.t[j].val
                try:
                    keyed[key], j = self.value(j + 2, env)
                except Unresolved:
                    keyed[key] = Unresolved
                    j = self.skip_value(j + 2)
            else:
                try:
                    v, j = self.value(j, env)
                except Unresolved:
                    v, j = Unresolved, self.skip_value(j)
                items.append(v)
            if self.at(j, ","):
                j += 1
        if keyed and items:
            raise Unresolved("mixed literal")
        return (keyed if keyed or not items else items), end

    def skip_value(self, i: int) -> int:
        while i < len(self.t) and not (self.t[i].kind == "punct" and self.t[i].val in ",)]}"):
            i = self.match(i) if self.t[i].kind == "punct" and self.t[i].val in "([{" else i + 1
        return i

    def value(self, i: int, env: dict[str, object]) -> tuple[object, int]:
        tok = self.t[i]
        if tok.kind == "str":
            return tok.val, i + 1
        if tok.kind == "num":
            return (int(tok.val) if tok.val.isdigit() else tok.val), i + 1
        if self.at(i, "{"):
            return self.composite(i, env)
        if self.at(i, "[") and self.at(i + 1, "]"):  # []T{...} or []struct{...}{...}
            j = i + 2
            if self.at(j, "struct"):
                j = self.match(j + 1)
            else:
                while self.t[j].kind == "ident" or self.at(j, "."):
                    j += 1
            if not self.at(j, "{"):
                raise Unresolved("slice type")
            return self.composite(j, env)
        if tok.kind == "ident":
            if tok.val in ("true", "false"):
                return tok.val == "true", i + 1
            if tok.val == "nil":
                return None, i + 1
            j = i + 1
            name = tok.val
            while self.at(j, ".") and j + 1 < len(self.t) and self.t[j + 1].kind == "ident":
                name += "." + self.t[j + 1].val
                j += 2
            if self.at(j, "{"):
                return self.composite(j, env)
            if self.at(j, "("):
                if name != "filepath.Join":
                    raise Unresolved(f"call {name}")
                parts: list[str] = []
                j += 1
                while not self.at(j, ")"):
                    v, j = self.value(j, env)
                    if not isinstance(v, str):
                        raise Unresolved("Join argument")
                    parts.append(v)
                    if self.at(j, ","):
                        j += 1
                return "/".join(parts), j + 1
            if "." in name:
                return name, j  # a qualified constant, kept by name
            if name in env:
                return env[name], j
            raise Unresolved(f"unknown identifier {name}")
        raise Unresolved(f"value {tok.val!r}")


def read_test_file(path: Path) -> list[dict[str, object]]:
    """Every ``tests := []struct{...}{...}`` table of the file's test functions, its entries as dicts."""
    r = Reader(tokenize(path.read_text(encoding="utf-8", errors="replace")))
    t = r.t
    tables: list[dict[str, object]] = []
    i = 0
    while i < len(t):
        if not (t[i].kind == "ident" and t[i].val == "func" and i + 1 < len(t) and t[i + 1].kind == "ident"):
            i += 1
            continue
        j = i + 2
        while j < len(t) and not r.at(j, "{"):
            j = r.match(j) if r.at(j, "(") else j + 1
        end = r.match(j)
        env: dict[str, object] = {}
        k = j + 1
        while k < end - 1:
            if t[k].kind == "ident" and r.at(k + 1, ":=") and (k == j + 1 or not r.at(k - 1, ",")):
                try:
                    v, k2 = r.value(k + 2, env)
                except (Unresolved, IndexError):
                    k += 2
                    continue
                env[t[k].val] = v
                if isinstance(v, list) and t[k].val == "tests":
                    tables += [e if isinstance(e, dict) else {"__unresolved__": True} for e in v]
                k = k2
            else:
                k += 1
        i = end
    return tables


# --- configs and built-in allow rules -------------------------------------------------------------------


@dataclass
class Config:
    keys: set[str] = field(default_factory=set)
    disabled_allow: set[str] = field(default_factory=set)
    custom_ids: set[str] = field(default_factory=set)


def read_config(path: Path) -> Config:
    """Top-level keys, the list under disable-allow-rules and the ids of custom rules (not a YAML parser)."""
    cfg = Config()
    section = ""
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        top = re.match(r"([A-Za-z][\w-]*)\s*:", line)
        if top:
            section = top.group(1)
            cfg.keys.add(section)
            continue
        item = re.match(r"\s*-\s*(?:id\s*:\s*)?(\S.*?)\s*$", line)
        if section == "disable-allow-rules" and item:
            cfg.disabled_allow.add(item.group(1).strip("'\""))
        elif section == "rules":
            rid = re.match(r"\s*-\s*id\s*:\s*(\S+)", line)
            if rid:
                cfg.custom_ids.add(rid.group(1).strip("'\""))
    return cfg


def default_rules(cfg: Config) -> bool:
    return cfg.keys <= {"rules", "disable-allow-rules"} and cfg.disabled_allow <= {"tests"}


def read_allow_paths(path: Path) -> list[tuple[str, re.Pattern[str]]]:
    """(id, Path regex) of the built-in allow rules; a Go ``(?i)`` anywhere makes the whole regex case-blind."""
    src = path.read_text(encoding="utf-8", errors="replace")
    rules: list[tuple[str, re.Pattern[str]]] = []
    for chunk in re.split(r"\bID:", src)[1:]:
        rid = re.match(r'\s*"([^"]+)"', chunk)
        pat = re.search(r"Path:\s*MustCompile\(`([^`]*)`\)", chunk)
        if rid and pat:
            flags = re.IGNORECASE if "(?i)" in pat.group(1) else 0
            rules.append((rid.group(1), re.compile(pat.group(1).replace("(?i)", ""), flags)))
    return rules


# --- labelling --------------------------------------------------------------------------------------------

_RUN = re.compile(r"[A-Za-z0-9+/=_-]{8,}")
_ASSIGN = re.compile(r"[\w'\"\]-][ \t]*[:=][ \t]*[^\s:=]")


def token_like(line: str) -> bool:
    return any(any(ch.isdigit() for ch in m.group()) for m in _RUN.finditer(line)) or bool(_ASSIGN.search(line))


def _masked(content: str) -> re.Pattern[str]:
    """A masked expectation as a regex: each run of '*' stands for one or more characters."""
    return re.compile(".+".join(re.escape(p) for p in re.split(r"\*+", content)), re.DOTALL)


@dataclass
class Finding:
    rule: str
    start: int
    end: int
    match: str
    code: list[tuple[int, str]]


def findings_of(want: object) -> list[Finding]:
    if not isinstance(want, dict):
        raise Unresolved("want")
    raw = want.get("Findings")
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise Unresolved("Findings")
    out: list[Finding] = []
    for f in raw:
        if not isinstance(f, dict):
            raise Unresolved("finding")
        rule, start, end, match = f.get("RuleID"), f.get("StartLine"), f.get("EndLine"), f.get("Match")
        if not (isinstance(rule, str) and isinstance(start, int) and isinstance(end, int) and isinstance(match, str)):
            raise Unresolved("finding fields")
        code: list[tuple[int, str]] = []
        block = f.get("Code", {})
        shown = block.get("Lines", []) if isinstance(block, dict) else None
        if not isinstance(shown, list):
            raise Unresolved("code lines")
        for ln in shown:
            num = ln.get("Number") if isinstance(ln, dict) else None
            content = ln.get("Content") if isinstance(ln, dict) else None
            if not (isinstance(num, int) and isinstance(content, str)):
                raise Unresolved("code line")
            code.append((num, content))
        out.append(Finding(rule, start, end, match, code))
    return out


def disagreement(lines: list[str], findings: list[Finding]) -> int:
    """The first line number where the file disagrees with the expectations, 0 when it agrees."""
    for f in findings:
        for num, content in f.code:
            if num > len(lines):
                if content:
                    return num
                continue
            if (content == "" and lines[num - 1].strip()) or (content and not _masked(content).search(lines[num - 1])):
                return num
        if f.end > len(lines) or not _masked(f.match).search("\n".join(lines[f.start - 1 : f.end])):
            return f.start
        if f.code and max(n for n, _ in f.code) == f.end and any(x.strip() for x in lines[f.end :]):
            return f.end + 1
    return 0


@dataclass
class Extraction:
    cases: list[Case] = field(default_factory=list)
    tests: int = 0
    used: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    mismatched: dict[str, int] = field(default_factory=dict)
    unverified: list[str] = field(default_factory=list)
    dropped: dict[str, int] = field(default_factory=dict)

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def drop(self, reason: str, n: int = 1) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + n


def extract(source: Path) -> Extraction:
    base = source / "pkg" / "fanal" / "secret"
    allow = read_allow_paths(base / "builtin-allow-rules.go")
    ex = Extraction()
    per_file: dict[str, list[tuple[Config, list[Finding]]]] = {}
    every: dict[str, list[Finding]] = {}  # all findings expected in a file, for the version check
    for tc in read_test_file(base / "scanner_test.go"):
        ex.tests += 1
        cfg_path, inp = tc.get("configPath"), tc.get("inputFilePath")
        try:
            if not (isinstance(cfg_path, str) and isinstance(inp, str)):
                raise Unresolved("paths")
            found = findings_of(tc.get("want"))
        except Unresolved:
            ex.skip("unresolved entry")
            continue
        if (base / inp).is_file():
            every.setdefault(inp, []).extend(found)
        if not (base / cfg_path).is_file():
            ex.skip("config file missing")
            continue
        cfg = read_config(base / cfg_path)
        if not default_rules(cfg):
            ex.skip("custom config")
            continue
        if any(pat.search(inp) for rid, pat in allow if rid not in cfg.disabled_allow):
            ex.skip("input path allow-listed")
            continue
        if not (base / inp).is_file():
            ex.skip("input file missing")
            continue
        per_file.setdefault(inp, []).append((cfg, found))
    for inp, runs in sorted(per_file.items()):
        text = (base / inp).read_bytes().decode("utf-8", errors="replace").replace("\r", "")
        lines = text.split("\n")
        bad = disagreement(lines, every.get(inp, []))
        if bad:
            ex.mismatched[inp] = bad
            for _ in runs:
                ex.skip("file version disagrees")
            continue
        ex.used += len(runs)
        if not every.get(inp):
            ex.unverified.append(inp)
        covers: list[dict[int, set[str]]] = []  # per run: line -> built-in rule ids covering it
        custom: set[int] = set()
        spans: list[tuple[int, int]] = []
        for cfg, found in runs:
            cov: dict[int, set[str]] = {}
            for f in found:
                if f.rule in cfg.custom_ids:
                    custom.update(range(f.start, f.end + 1))
                    continue
                spans.append((f.start, f.end))
                for n in range(f.start, f.end + 1):
                    cov.setdefault(n, set()).add(f.rule)
            covers.append(cov)
        secret_lines: set[int] = set()
        agreed = set(covers[0])
        for c in covers:
            secret_lines |= set(c)
            agreed &= set(c)
        ex.drop("runs disagree", len(secret_lines - agreed))
        # the lines of each finding form a unit; overlapping findings merge
        units: list[list[int]] = []
        for s, e in sorted(sp for sp in spans if all(n in agreed for n in range(sp[0], sp[1] + 1))):
            if units and s <= units[-1][1]:
                units[-1][1] = max(units[-1][1], e)
            else:
                units.append([s, e])
        name = inp.rsplit("/", 1)[-1]
        in_unit: set[int] = set()
        for s, e in units:
            in_unit.update(range(s, e + 1))
            ids = sorted({r for c in covers for n in range(s, e + 1) for r in c.get(n, set())})
            where = f"L{s}" if s == e else f"L{s}-{e}"
            ex.cases.append(Case(name, f"{where} {','.join(ids)}", "\n".join(lines[s - 1 : e]), True))
        for n, line in enumerate(lines, 1):
            if n in in_unit or n in secret_lines:
                continue
            if not line.strip():
                ex.drop("blank")
            elif n in custom:
                ex.drop("custom-rule finding only")
            elif not token_like(line):
                ex.drop("no value")
            else:
                ex.cases.append(Case(name, f"L{n}", line, False))
    return ex


def main() -> int:
    ap = probe_parser(
        "Trivy's secret-scanner tests",
        "a Trivy checkout (or a partial tree with pkg/fanal/secret/scanner_test.go, builtin-allow-rules.go, testdata/)",
        "list memstone's misses and false positives (input file, line, kind, rules)",
    )
    args = ap.parse_args()
    base = args.source / "pkg" / "fanal" / "secret"
    needed = [base / "scanner_test.go", base / "builtin-allow-rules.go"]
    if not all(p.is_file() for p in needed) or not (base / "testdata").is_dir():
        ap.error(
            f"--source {args.source}: no pkg/fanal/secret/scanner_test.go, builtin-allow-rules.go and testdata/ there (give a Trivy checkout)"
        )

    ex = extract(args.source)
    cases = ex.cases
    n_sec = sum(c.secret for c in cases)
    files = sorted({c.detector for c in cases})
    print(f"source: {args.source}")
    print(
        f"test cases read: {ex.tests}; used (default built-in rules, file agrees): {ex.used}; input files labelled: {len(files)}"
    )
    skipped = ", ".join(f"{k} {v}" for k, v in sorted(ex.skipped.items())) or "none"
    print(f"test cases skipped: {sum(ex.skipped.values())} ({skipped})")
    if ex.mismatched:
        where = ", ".join(f"{Path(k).name} (line {v})" for k, v in sorted(ex.mismatched.items()))
        print(f"files whose version disagrees with the expectations (their test cases skipped): {where}")
    if ex.unverified:
        print(
            f"files used without any expected finding to check their version against: {', '.join(Path(u).name for u in ex.unverified)}"
        )
    dropped = ", ".join(f"{k} {v}" for k, v in sorted(ex.dropped.items())) or "none"
    print(f"lines dropped: {sum(ex.dropped.values())} ({dropped})")
    print(f"cases extracted: {len(cases)} ({n_sec} secret, {len(cases) - n_sec} not)")
    return report(args, cases)


if __name__ == "__main__":
    raise SystemExit(main())
