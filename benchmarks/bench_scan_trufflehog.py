"""Held-out probe: memstone's secret scan on TruffleHog's detector pattern tests.

    python benchmarks/bench_scan_trufflehog.py --source PATH/TO/trufflehog [--list] [--cases-out FILE]

What it measures. TruffleHog (an AGPL secret scanner) keeps, beside each detector, a Go test with
literal pattern cases: ``pkg/detectors/<name>/<name>_test.go`` (or ``<name>/v2/...``) holds a table
``tests := []struct{name, input string; want []string}`` run through ``FromData`` with verify=false.
A case whose ``want`` lists at least one value is labelled secret, one whose ``want`` is nil or empty
is labelled not-secret (``shouldMatch`` tables: true is secret). memstone's scanner was never tuned on
this family, so the numbers are a held-out measurement. Each case's input is embedded in a memory-like
Markdown file three ways (sentence, inline code, fenced block) with ``bench_scan.embed``; a file counts
as flagged when the detector reports anything in it. Recall is over secret-labelled files, the FP rate
over not-secret files; "FP excl. cross" leaves out not-secret inputs whose exact text is also a
secret-labelled input. Both memstone (``find_secrets``) and Kingfisher alone (the engine memstone builds
on) are scored in the same run.

Data. Nothing of TruffleHog is shipped or committed: the cases are read at run time from a checkout
given with ``--source`` (a full clone, or any partial tree with the same layout). ``--cases-out`` writes
the extracted cases as ``{"items": [{"text", "label", "rule"}]}`` for inspection, outside the repo.
``--list`` prints each missed secret case and each flagged not-secret case by detector, test-case name
and embedding kind, with the memstone rule ids that fired (never the case text).

The Go parser is deliberately small (no Go toolchain needed) and has these limits:
  * it reads string literals ("..." with Go escapes, `...` raw; rune literals are skipped), comments,
    package-level ``var``/``const`` declarations (single or grouped) whose value is a string, a ``+``
    concatenation, a ``fmt.Sprintf`` or a ``[]string{...}`` list of those;
  * ``fmt.Sprintf`` supports the verbs %s, %v, %d and %%; any other verb makes the value unresolved;
  * a case table is any ``[]struct{...}{...}`` literal whose fields include ``input`` and ``want``
    (or ``data`` and ``shouldMatch``); entries must use keyed fields (``name: ..., input: ...``);
  * a test function without such a table counts when it assigns ``input := ...`` and either
    ``want := ...`` (label from ``want``) or asserts ``len(results) != 0`` (label not-secret);
  * anything else in an input - local variables, slicing (``s[:n]``), function calls other than
    ``fmt.Sprintf``, positional struct entries - makes the case unresolved: it is skipped and counted;
  * ``want`` that names a package-level ``[]string`` is resolved; an unresolvable ``want`` skips the case;
  * integration tests (``*_integration_test.go``, or files that read secrets from GCP) hold no literal
    data and yield no cases.
"""

from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from golite import Tok, Unresolved, tokenize  # noqa: E402
from heldout import Case, probe_parser, report  # noqa: E402

NIL = object()


# --- expression evaluation ----------------------------------------------------------------------------

_OPEN = {"(": ")", "[": "]", "{": "}"}
_SPRINTF_VERB = re.compile(r"%(.)")


class Parser:
    def __init__(self, toks: list[Tok], env: dict[str, object]) -> None:
        self.t = toks
        self.env = env

    def at(self, i: int, val: str) -> bool:
        return i < len(self.t) and self.t[i].val == val and self.t[i].kind in ("punct", "ident")

    def skip_group(self, i: int) -> int:
        """i at an opening bracket; return the index after its match."""
        close = _OPEN[self.t[i].val]
        depth = 0
        while i < len(self.t):
            v = self.t[i]
            if v.kind == "punct" and v.val in _OPEN:
                depth += 1
            elif v.kind == "punct" and v.val in (")", "]", "}"):
                depth -= 1
                if depth == 0:
                    assert v.val == close
                    return i + 1
            i += 1
        return i

    def skip_expr(self, i: int) -> int:
        """Skip one expression: stop at ',' or a closing bracket at depth 0 (or a new statement line)."""
        start_line = self.t[i].line if i < len(self.t) else 0
        last_line = start_line
        while i < len(self.t):
            v = self.t[i]
            if v.kind == "punct" and v.val in (",", ")", "]", "}", ";"):
                return i
            if v.line > last_line and not (
                self.t[i - 1].kind == "punct" and self.t[i - 1].val in ("+", "(", "[", "{", ",")
            ):
                return i
            if v.kind == "punct" and v.val in _OPEN:
                j = self.skip_group(i)
                last_line = self.t[j - 1].line
                i = j
                continue
            last_line = v.line
            i += 1
        return i

    def operand(self, i: int) -> tuple[object, int]:
        t = self.t[i]
        if t.kind == "str":
            return t.val, i + 1
        if t.kind == "punct" and t.val == "(":
            v, j = self.expr(i + 1)
            if not self.at(j, ")"):
                raise Unresolved("paren")
            return v, j + 1
        if (
            t.kind == "punct"
            and t.val == "["
            and self.at(i + 1, "]")
            and self.at(i + 2, "string")
            and self.at(i + 3, "{")
        ):
            items: list[str] = []
            j = i + 4
            while not self.at(j, "}"):
                v, j = self.expr(j)
                if not isinstance(v, str):
                    raise Unresolved("list item")
                items.append(v)
                if self.at(j, ","):
                    j += 1
            return items, j + 1
        if t.kind == "ident":
            if t.val == "nil":
                return NIL, i + 1
            if self.at(i + 1, ".") and i + 3 < len(self.t) and self.at(i + 3, "("):
                fn = t.val + "." + self.t[i + 2].val
                if fn == "fmt.Sprintf":
                    return self.sprintf(i + 4)
                raise Unresolved(fn)
            if self.at(i + 1, "(") or self.at(i + 1, "["):
                raise Unresolved(f"call or index on {t.val}")
            if t.val in self.env:
                return self.env[t.val], i + 1
            raise Unresolved(f"unknown identifier {t.val}")
        raise Unresolved(f"operand {t.val!r}")

    def expr(self, i: int) -> tuple[object, int]:
        v, i = self.operand(i)
        while self.at(i, "+"):
            w, i = self.operand(i + 1)
            if not (isinstance(v, str) and isinstance(w, str)):
                raise Unresolved("+ on non-strings")
            v = v + w
        return v, i

    def sprintf(self, i: int) -> tuple[object, int]:
        args: list[object] = []
        while not self.at(i, ")"):
            v, i = self.expr(i)
            args.append(v)
            if self.at(i, ","):
                i += 1
        if not args or not isinstance(args[0], str):
            raise Unresolved("Sprintf format")
        rest = iter(args[1:])

        def sub(m: re.Match[str]) -> str:
            if m.group(1) == "%":
                return "%"
            if m.group(1) not in "svd":
                raise Unresolved(f"verb %{m.group(1)}")
            a = next(rest, None)
            if not isinstance(a, str):
                raise Unresolved("Sprintf arg")
            return a

        return _SPRINTF_VERB.sub(sub, args[0]), i + 1


# --- extraction ------------------------------------------------------------------------------------


def package_env(toks: list[Tok]) -> dict[str, object]:
    """Package-level var/const values (several passes, so declaration order does not matter)."""
    specs: list[tuple[str, int]] = []  # (name, index of the value expression)
    depth = 0
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind == "punct" and t.val in _OPEN:
            depth += 1
        elif t.kind == "punct" and t.val in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.kind == "ident" and t.val in ("var", "const"):
            grouped = toks[i + 1].val == "("
            j = i + 2 if grouped else i + 1
            while j < len(toks):
                if grouped and toks[j].val == ")" and toks[j].kind == "punct":
                    break
                names = [toks[j].val]
                line = toks[j].line
                j += 1
                while toks[j].val == ",":
                    names.append(toks[j + 1].val)
                    j += 2
                while (
                    toks[j].line == line
                    and toks[j].val != "="
                    and toks[j].kind in ("ident", "punct")
                    and toks[j].val not in (")",)
                ):
                    j += 1  # a type
                if toks[j].val == "=":
                    j += 1
                    p = Parser(toks, {})
                    for k, name in enumerate(names):
                        specs.append((name, j))
                        j = p.skip_expr(j)
                        if k < len(names) - 1 and toks[j].val == ",":
                            j += 1
                if not grouped:
                    break
            i = j
            continue
        i += 1
    env: dict[str, object] = {}
    for _ in range(4):
        for name, j in specs:
            if name in env:
                continue
            with contextlib.suppress(Unresolved, IndexError):
                env[name] = Parser(toks, env).expr(j)[0]
    return env


def _label(want: object) -> bool:
    if want is NIL:
        return False
    if isinstance(want, list):
        return bool(want)
    if isinstance(want, str):
        return True
    raise Unresolved("want")


def table_cases(p: Parser, i: int, detector: str) -> tuple[list[Case], int, int]:
    """i at '[' of '[]struct{'. Returns (cases, skipped, index after the literal)."""
    t = p.t
    j = i + 3  # at '{' of the struct type
    end_fields = p.skip_group(j)
    fields: list[str] = []
    k = j + 1
    line = -1
    while k < end_fields - 1:
        if t[k].line != line and t[k].kind == "ident":
            fields.append(t[k].val)
            line = t[k].line
        elif t[k].kind == "punct" and t[k].val == ";":
            line = -1
        k += 1
    if not p.at(end_fields, "{"):
        return [], 0, end_fields
    end = p.skip_group(end_fields)
    kind = "want" if {"input", "want"} <= set(fields) else "should" if {"data", "shouldMatch"} <= set(fields) else ""
    if not kind:
        return [], 0, end
    cases: list[Case] = []
    skipped = 0
    k = end_fields + 1
    n = 0
    while k < end - 1:
        if not p.at(k, "{"):
            k += 1
            continue
        e_end = p.skip_group(k)
        n += 1
        vals: dict[str, object] = {}
        ok = True
        m = k + 1
        if not (t[m].kind == "ident" and p.at(m + 1, ":")):
            ok = False  # positional entry
        while ok and m < e_end - 1:
            key = t[m].val
            m += 2
            try:
                vals[key], m = p.expr(m)
            except (Unresolved, IndexError):
                vals[key] = Unresolved
                m = p.skip_expr(m)
            if p.at(m, ","):
                m += 1
        name = vals.get("name")
        name_s = name if isinstance(name, str) else f"case {n}"
        try:
            if not ok:
                raise Unresolved("positional")
            text = vals.get("input" if kind == "want" else "data", Unresolved)
            if not isinstance(text, str):
                raise Unresolved("input")
            if kind == "want":
                secret = _label(vals.get("want", NIL))
            else:
                sm = vals.get("shouldMatch")
                secret = False  # the zero value
                if sm is not None:
                    # shouldMatch is a bool; the evaluator reads true/false as identifiers
                    secret = sm is True
            cases.append(Case(detector, name_s, text, secret))
        except Unresolved:
            skipped += 1
        k = e_end
    return cases, skipped, end


def function_cases(p: Parser, start: int, end: int, name: str, detector: str) -> tuple[list[Case], int]:
    t = p.t
    inp: object = None
    want: object = None
    asserts_none = False
    for k in range(start, end):
        if t[k].kind == "ident" and t[k].val in ("input", "want") and p.at(k + 1, ":="):
            try:
                v = p.expr(k + 2)[0]
            except (Unresolved, IndexError):
                v = Unresolved
            if t[k].val == "input":
                inp = v
            else:
                want = v
        if (
            t[k].val == "len"
            and p.at(k + 1, "(")
            and t[k + 2].val == "results"
            and p.at(k + 3, ")")
            and p.at(k + 4, "!=")
            and t[k + 5].val == "0"
        ):
            asserts_none = True
    if inp is None or (want is None and not asserts_none):
        return [], 0
    if not isinstance(inp, str):
        return [], 1
    try:
        secret = _label(want) if want is not None else False
    except Unresolved:
        return [], 1
    return [Case(detector, name, inp, secret)], 0


def extract_file(path: Path, detector: str) -> tuple[list[Case], int]:
    src = path.read_text(encoding="utf-8", errors="replace")
    if "common.GetSecret(" in src and "_Pattern" not in src:
        return [], 0  # an integration test: secrets come from GCP at run time
    toks = tokenize(src)
    env: dict[str, object] = package_env(toks)
    env.update({"true": True, "false": False})
    p = Parser(toks, env)
    cases: list[Case] = []
    skipped = 0
    i = 0
    while i < len(toks):
        if toks[i].kind == "ident" and toks[i].val == "func" and i + 1 < len(toks) and toks[i + 1].kind == "ident":
            fname = toks[i + 1].val
            j = i + 2
            while j < len(toks) and not p.at(j, "{"):
                j = p.skip_group(j) if toks[j].kind == "punct" and toks[j].val in ("(", "[") else j + 1
            if j >= len(toks):
                break
            body_end = p.skip_group(j)
            found_table = False
            k = j + 1
            while k < body_end:
                if p.at(k, "[") and p.at(k + 1, "]") and p.at(k + 2, "struct") and p.at(k + 3, "{"):
                    c, s, k2 = table_cases(p, k, detector)
                    if c or s:
                        found_table = True
                    cases += c
                    skipped += s
                    k = k2
                else:
                    k += 1
            if not found_table and fname.startswith("Test"):
                c, s = function_cases(p, j + 1, body_end, fname, detector)
                cases += c
                skipped += s
            i = body_end
        else:
            i += 1
    return cases, skipped


def extract(source: Path) -> tuple[list[Case], int, int, list[str]]:
    """All cases under source/pkg/detectors. Returns (cases, skipped, test files read, detectors without cases)."""
    root = source / "pkg" / "detectors"
    cases: list[Case] = []
    skipped = 0
    files = 0
    empty: list[str] = []
    for path in sorted(root.rglob("*_test.go")):
        if path.name.endswith("_integration_test.go"):
            continue
        detector = str(path.parent.relative_to(root))
        files += 1
        c, s = extract_file(path, detector)
        cases += c
        skipped += s
        if not c:
            empty.append(detector)
    return cases, skipped, files, empty


def main() -> int:
    ap = probe_parser(
        "TruffleHog's detector pattern tests",
        "a TruffleHog checkout (or a partial tree with pkg/detectors/*/*_test.go)",
        "list memstone's misses and false positives (detector, case name, kind, rules)",
    )
    args = ap.parse_args()
    if not (args.source / "pkg" / "detectors").is_dir():
        ap.error(f"--source {args.source}: no pkg/detectors folder there (give a TruffleHog checkout)")

    cases, skipped, files, empty = extract(args.source)
    detectors = sorted({c.detector for c in cases})
    n_sec = sum(c.secret for c in cases)
    print(f"source: {args.source}")
    print(f"test files read: {files}; detectors with pattern cases: {len(detectors)}; files without any: {len(empty)}")
    print(
        f"cases extracted: {len(cases)} ({n_sec} secret, {len(cases) - n_sec} not); cases skipped (unresolved input or want): {skipped}"
    )
    return report(args, cases)


if __name__ == "__main__":
    raise SystemExit(main())
