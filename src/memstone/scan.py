"""Secret scanning: find credentials in text without ever echoing them.

Two layers, one rule set: memstone's own context-aware rules (``scan_rules``: private keys, URL and
connection-string credentials, ``curl -u``, Authorization headers, ``password = ...`` assignments,
JWTs, AWS keys ...) and, for the long tail of vendor token formats, the Kingfisher engine with its
built-in rules (loaded lazily, only for text that holds a token-like run of characters, which every
vendor rule needs). ``redact_secrets`` / ``contains_secret`` (index and recall) and ``memstone scan``
all go through ``find_secrets``, so they agree by construction.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from memstone.config import Config
from memstone.errors import MemstoneError
from memstone.findings import Finding
from memstone.scan_checks import (
    MAX_SECRET_CHARS,
    NAME_OF_A_VALUE,
    VALUE_STOP,
    Rule,
    cookie_secrets,
    csv_secrets,
    not_a_secret_here,
    placeholder_pair,
    printed_secrets,
    sample_inside,
    sample_key_block,
    table_secrets,
)
from memstone.scan_rules import RULES

# Engine rules memstone does not use: its own rules cover these shapes with context checks.
ENGINE_EXCLUDED = frozenset({"betterleaks.generic-api-key", "betterleaks.jwt"})
# The engine hides the parts of its composite rules (an id that only counts next to its secret). Most are
# ids, hosts and account names, but these are credentials, or cloud key ids that memstone reports the way
# it reports AWS's ``AKIA...`` ids: Alibaba Cloud AccessKey ids (``LTAI...``) and STS tokens,
# Polymarket API secrets, Packagist API keys.
ENGINE_COMPONENTS_KEPT = frozenset(
    {
        "betterleaks.alibaba-access-key-id",
        "betterleaks.alibaba-sts-security-token",
        "betterleaks.polymarket-api-secret",
        "veles.secrets/packagistsecret-api-key",
    }
)
# The engine runs only on text holding a token-like run of 16+ characters with a digit in it, a short
# prefix and a long run of letters (Hugging Face's ``hf_`` + 34 letters has no digit), a PEM header or
# a URL with userinfo: what its vendor rules match (benchmarks/bench_scan.py counts the engine hits
# this gate would lose on the dev sets: none). Prose and long snake_case names never pay for loading
# the engine's rules.
_ENGINE_GATE = re.compile(
    r"(?<![A-Za-z0-9_\-+/=.~])(?=[A-Za-z0-9_\-+/=.~]*?\d)[A-Za-z0-9_\-+/=.~]{16,}"
    r"|(?<![A-Za-z0-9_-])[A-Za-z]{2,8}[_-][A-Za-z]{30}|-----BEGIN|://[^\s/@]{1,256}@"
)


class ScanEngineError(MemstoneError):
    """The secret-scanning engine could not be loaded."""

    exit_code = 3


@dataclass(frozen=True, slots=True)
class SecretMatch:
    """One secret in a text: the rule that found it and its span (the secret itself is not kept)."""

    rule: str
    message: str
    start: int
    end: int
    severity: str = "error"
    engine: bool = False


_engine: Any = None
_preloading = False
_engine_lock = threading.Lock()


def _load_engine() -> Any:
    global _engine
    with _engine_lock:
        if _engine is None:
            try:
                import kingfisher_sdk
            except ImportError as exc:  # pragma: no cover - a hard dependency
                raise ScanEngineError(f"the secret-scanning engine is not installed: {exc}") from exc
            try:
                rules = kingfisher_sdk.Rules(confidence="medium")
                _engine = kingfisher_sdk.Scanner(rules, redact=True)  # also decodes base64 blobs
            except Exception as exc:
                raise ScanEngineError(f"the secret-scanning engine failed to load its rules: {exc}") from exc
    return _engine


def preload_engine() -> None:
    """Start loading the engine's rules in the background (a scan of many files overlaps the wait)."""

    def load() -> None:
        # A failure is raised again, in the caller's thread, by the first scan that needs the engine.
        with contextlib.suppress(ScanEngineError):
            _load_engine()

    global _preloading
    if _engine is None and not _preloading:
        _preloading = True
        threading.Thread(target=load, name="memstone-scan-engine", daemon=True).start()


def engine_rule_id(engine_id: str) -> str:
    """memstone's rule id for a Kingfisher rule: ``betterleaks.github-pat`` -> ``SECRET-GITHUB-PAT``."""
    name = engine_id.split(".", 1)[-1].split("/")[-1]
    return "SECRET-" + re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").upper()


_KeywordSets = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
_keyword_sets_of: dict[int, tuple[tuple[Rule, ...], _KeywordSets]] = {}


def _keyword_sets(rules: tuple[Rule, ...]) -> _KeywordSets:
    """Every keyword of ``rules`` once: the lower-case ones an ASCII text can hold, all lower-case ones, and
    the cased ones. Rules share many keywords, so each is looked for once per text, not once per rule.
    (Kept by the tuple's identity: the rule tables are module constants, and hashing one costs more than this.)"""
    known = _keyword_sets_of.get(id(rules))
    if known is not None and known[0] is rules:
        return known[1]
    lower = sorted({k for rule in rules if not rule.cased for k in rule.keywords})
    cased = sorted({k for rule in rules if rule.cased for k in rule.keywords})
    sets = (tuple(k for k in lower if k.isascii()), tuple(lower), tuple(cased))
    _keyword_sets_of[id(rules)] = (rules, sets)
    return sets


def _own_matches(text: str, rules: tuple[Rule, ...], severity: str) -> list[SecretMatch]:
    out: list[SecretMatch] = []
    lowered = text.lower()
    ascii_lower, all_lower, cased = _keyword_sets(rules)
    present_lower = {k for k in (ascii_lower if text.isascii() else all_lower) if k in lowered}
    present_cased = {k for k in cased if k in text}
    for rule in rules:
        if rule.keywords and rule.keyword_set.isdisjoint(present_cased if rule.cased else present_lower):
            continue
        pos = 0
        while (m := rule.pattern.search(text, pos)) is not None:
            start, end = m.span("s")
            if start < 0 or (rule.check is not None and not rule.check(m)):
                # Rejected: look again from inside the match (a rejected `key: `code`` may hold a real one).
                pos = start if start > m.start() else m.start() + 1
                continue
            end = _past_inner_brackets(text, start, _past_inner_equals(text, _run_end(text, end)))
            if not_a_secret_here(text, start, end):
                pos = max(end, m.start() + 1)
                continue
            out.append(SecretMatch(rule.id, rule.message, start, end, severity))
            pos = max(end, m.start() + 1)
    return out


REDACTED_MARK = re.compile(r"\[REDACTED:[A-Z0-9-]+\]")


def _needs_engine(text: str) -> bool:
    """Does ``text`` hold anything a vendor rule could match? (Redaction markers do not count.)"""
    if "[REDACTED:" in text:
        text = REDACTED_MARK.sub(" ", text)
    return _ENGINE_GATE.search(text) is not None


_TOKEN_CHAR = re.compile(r"[A-Za-z0-9_-]")
_NOT_TOKEN_CHAR = re.compile(r"[^A-Za-z0-9_-]")
_FILLER = re.compile(r"[xX]{8,}|0{10,}|\*{4,}|<[A-Za-z_ -]{3,}>|(?i:example)")
# Sentence punctuation right after a token ("the token is dapi..., rotate it"): vendor rules want the
# token to end at a space or a quote, so the engine sees these as spaces (same length, same offsets).
_SENTENCE_PUNCT = re.compile(r"(?<=[A-Za-z0-9_=-])[,.;!?)\]]+(?=\s|$)")


def _run_end(text: str, end: int) -> int:
    """Where the run of token characters that a match ends inside ends: some rules stop at a token's
    nominal length inside a longer run, and the rest of the run must not leak either."""
    if 0 < end < len(text) and _TOKEN_CHAR.match(text, end - 1) and _TOKEN_CHAR.match(text, end):
        stop = _NOT_TOKEN_CHAR.search(text, end)
        return stop.start() if stop else len(text)
    return end


def _past_inner_equals(text: str, end: int) -> int:
    """A bare value is read up to an ``=`` (so that ``key=key=...`` is not one value), but a password may
    hold one (``DB_PASSWORD=+Vx3v!FQ=LGso4``): when the text runs on after it, the rest is redacted too."""
    if 0 < end < len(text) and text[end - 1] == "=" and VALUE_STOP.match(text, end) is None:
        stop = VALUE_STOP.search(text, end)
        return stop.start() if stop else len(text)
    return end


_OPENER = {"}": "{", "]": "[", ")": "("}


def _past_inner_brackets(text: str, start: int, end: int) -> int:
    """A bare value is read up to a closing bracket (a value inside ``{...}`` ends there), but a password
    may hold a pair (``Xk9{abcd}Qz7!mW``): a closing bracket whose opener is in the value, with the text
    running on after it, is part of the value, and the rest is redacted too."""
    while end < len(text) and end - start < MAX_SECRET_CHARS:
        closer = text[end]
        opener = _OPENER.get(closer)
        if opener is None or text.count(opener, start, end) <= text.count(closer, start, end):
            return end
        if VALUE_STOP.match(text, end + 1) is not None or end + 1 == len(text):
            return end + 1  # `Xk9{abcd}`: the pair closes the value
        stop = VALUE_STOP.search(text, end + 1)
        end = stop.start() if stop else len(text)
    return end


def _engine_matches(text: str) -> list[SecretMatch]:
    if not _needs_engine(text):
        return []
    scanner = _load_engine()
    # a file name that is not UTF-8 (in a report) holds surrogates: each goes to the engine as its one byte
    raw = _SENTENCE_PUNCT.sub(lambda m: " " * len(m.group()), text).encode("utf-8", "surrogateescape")
    ascii_only = len(raw) == len(text)
    out: list[SecretMatch] = []
    for f in scanner.scan(raw):
        if (not f.visible and f.rule_id not in ENGINE_COMPONENTS_KEPT) or f.rule_id in ENGINE_EXCLUDED:
            continue
        loc = f.location
        start, end = int(loc["start_offset"]), int(loc["end_offset"])
        if not ascii_only:
            start = len(raw[:start].decode("utf-8", "surrogateescape"))
            end = len(raw[:end].decode("utf-8", "surrogateescape"))
        end = _run_end(text, end)
        if (
            _FILLER.search(text, start, end)
            or NAME_OF_A_VALUE.fullmatch(text, start, end)
            or placeholder_pair(text, start, end)
        ):
            continue  # `xai-xxxxxxxx...`, `squ_0000...`, `LTAI5tExample...`, `PASSWORD`, `user:password`: placeholders
        if text.startswith("-----BEGIN", start) and sample_key_block(text[start:end]):
            continue  # a documentation sample, as memstone's own rule reads it: marked EXAMPLE or elided
        if sample_inside(text, start, end):
            continue  # a connection string or key file around a placeholder password or an elided key
        out.append(SecretMatch(engine_rule_id(f.rule_id), f"vendor token ({f.rule_id})", start, end, engine=True))
    return out


# memstone's rules that name a shape, not a vendor (its webhook rule covers several vendors)
_GENERIC_RULES = frozenset(
    {
        "SECRET-ASSIGNMENT",
        "SECRET-CONFIG-SET",
        "SECRET-CSV-FIELD",
        "SECRET-ORACLE-CONNECT",
        "SECRET-PGPASS-LINE",
        "SECRET-PREFIXED-TOKEN",
        "SECRET-PRINTED-SECRET",
        "SECRET-PROSE-CREDENTIAL",
        "SECRET-PROSE-PASSWORD",
        "SECRET-SESSION-COOKIE",
        "SECRET-STORE-COMMAND",
        "SECRET-TABLE-CELL",
        "SECRET-WEBHOOK-URL",
    }
)


def _priority(m: SecretMatch) -> int:
    """Which rule names a span: memstone's specific rules, then the engine's vendor rules, then the
    generic shapes (a value assigned to a credential key, a random token behind a prefix)."""
    return 2 if m.rule in _GENERIC_RULES else int(m.engine)


def _merge(matches: list[SecretMatch]) -> list[SecretMatch]:
    """Non-overlapping spans in text order. Overlapping matches become one span, from the first start to
    the last end, named by its most specific rule: `GITHUB_TOKEN=ghp_...` is a GitHub token, not just an
    assignment, which tells the reader what to revoke."""
    matches.sort(key=lambda x: (x.start, -(x.end - x.start), _priority(x), x.rule))
    out: list[SecretMatch] = []
    for m in matches:
        if out and m.start < out[-1].end:
            last = out[-1]
            name = m if _priority(m) < _priority(last) else last
            out[-1] = SecretMatch(name.rule, name.message, last.start, max(last.end, m.end), last.severity, name.engine)
            continue
        out.append(m)
    return out


_ESCAPE = re.compile(r"\\[ntr\"']")
_CLOSES = frozenset(" \t\r\n:,;=})]\\")  # what follows a quote that ends a string


def _unescape(text: str) -> str:
    """Same-length view of ``text`` with backslash escapes (``\\n``, ``\\t``, ``\\"``) read as what they mean.

    JSON transcripts and code strings hold ``...\\npassword = \\"...\\"`` and ``{\\"api_key\\": \\"...\\"}``; offsets
    stay valid in ``text``. A quote that opens a string keeps its place (`` "``); one that closes a string
    moves onto its backslash (``" ``), so a key reads ``"api_key" :`` and a value ``"..." ``, as unescaped.
    """
    if "\\" not in text:
        return text
    return _ESCAPE.sub(_unescaped, text)


def _unescaped(m: re.Match[str]) -> str:
    char = m.group(0)[1]
    if char in "ntr":
        return "\n "
    end = m.end()
    return char + " " if end == len(m.string) or m.string[end] in _CLOSES else " " + char


def _inside_escaped_quotes(text: str, start: int, end: int) -> tuple[int, int]:
    """A span over an escaped string (``\\"...\\"``) shrinks to what the quotes hold: redacting the quotes
    would leave a lone backslash, and a JSON line that no longer parses."""
    if start > 0 and text[start - 1] == "\\" and text[start] in "\"'" and end - start >= 2:
        start += 1
        if text[end - 1] == "\\":
            end -= 1  # the closing quote's backslash (the quote itself lies after the span)
        elif text[end - 2] == "\\" and text[end - 1] in "\"'":
            end -= 2
    return start, end


_FINGERPRINT: list[str] = []


def rules_fingerprint() -> str:
    """sha256 of memstone's own secret rules (their source: patterns and checks), computed once.

    An index records it: text redacted under the same rules cannot match them again, so recall
    need not scan it again to decide what to select (it still redacts what it prints).
    """
    if not _FINGERPRINT:
        digest = hashlib.sha256()
        # scan.py too: the view of the text the rules read (and the table and cookie readers) lives there
        for name in ("scan.py", "scan_rules.py", "scan_checks.py"):
            digest.update(Path(__file__).with_name(name).read_bytes())
        _FINGERPRINT.append(digest.hexdigest())
    return _FINGERPRINT[0]


def engine_version() -> str:
    """The installed secret-scanning engine's version ("unknown" when its metadata cannot be read)."""
    from importlib import metadata

    try:
        return metadata.version("kingfisher-secret-scanner")
    except metadata.PackageNotFoundError:
        return "unknown"


# What Markdown and HTML put around a value, and typography, read as what they stand for: inline tags
# (`<code>`, `<kbd>`, `<br/>`) and quote entities as spaces, Markdown's `\_` and `\*` as the characters
# they escape, no-break and other wide spaces as spaces, curly and full-width quotes, colons and equals
# signs as ASCII ones. Every replacement has the length of what it replaces, so offsets stay valid.
_TYPOGRAPHY = str.maketrans(
    {
        **dict.fromkeys(
            "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000", " "
        ),
        **dict.fromkeys("\u201c\u201d\u201e\u00ab\u00bb", '"'),
        **dict.fromkeys("\u2018\u2019", "'"),
        "\uff1a": ":",
        "\uff1d": "=",
    }
)
_DIFF_MARKER = re.compile(r"(?m)^[ \t]*[+-]{1,2}(?=[^\s+-])")
# Each kind of markup is looked for only in a text that holds its marker, so plain prose pays nothing.
_MARKUP = (
    # a tag at a word's edge (not `p@ss<b>W0rd9` inside a value); a line break anywhere
    (
        "<",
        re.compile(
            r"(?<![^\s>(\[|:=`\"'])<(?:code|kbd|mark|tt|samp|var|b|strong|em|i|u|s|del|ins|small|span|p|pre)\b[^<>\n]{0,80}>"
            r"|</(?:code|kbd|mark|tt|samp|var|b|strong|em|i|u|s|del|ins|small|span|p|pre)>(?=[\s<.,;:!?)\]|\"'`&]|$)"
            r"|<br\s*/?>",
            re.I,
        ),
    ),
    # a quote entity opening after a space, `=` or `:`, or closing before a space or punctuation
    (
        "&",
        re.compile(
            r"(?:(?<![^\s=:>(\[])&(?:quot|#34|#x22|apos|#39|#x27);|&(?:quot|#34|#x22|apos|#39|#x27);(?=[\s<.,;:!?)\]|]|$)"
            r"|(?<=[\s=:])&(?:nbsp|#160|#xa0);|&(?:nbsp|#160|#xa0);(?=[\s=:]))",
            re.I,
        ),
    ),
    ("\\", re.compile(r"\\(?=[_*])")),
    # bold, italic and strikethrough markers in pairs around a label or a value (`***auth token***:`,
    # `auth: **<v>**`, `~~<v>~~`): opening after a space or a line's start, closing after a word or a quote and
    # before a space or `:`; an unpaired run (`P@ssw0rd**`, `****1234`) is part of a value
    ("**", re.compile(r"(?<![^\s(\[>|:])(\*{2,3})(?=[^\s*])([^\n*]{1,200}?[\w`'\"])\1(?=[\s:]|$|[.,;!?)\]|](?:\s|$))")),
    ("~~", re.compile(r"(?<![^\s(\[>|:])(~~)(?=[^\s~])([^\n~]{1,200}?[\w`'\"])\1(?=[\s:]|$|[.,;!?)\]|](?:\s|$))")),
    # a diff's `+` or `-` (two in a combined diff) right before a line's text: `+sk-proj-...`, `-password=...`
    # (not `--- a/file`, `+++ b/file`, a Markdown bullet or a PEM line of dashes)
    ("@@ -", _DIFF_MARKER),
    ("```diff", _DIFF_MARKER),
)


# A command's line continuation (`\` in a shell, a backtick in PowerShell, `^` in cmd, after a space): the view
# reads the command as one line, so a flag on the next line is still the command's (`mysql -h db \<newline> -p...`)
_CONTINUATION = re.compile(r"([ \t][\\`^])(\r?\n)")


def _markup_view(text: str) -> str:
    """Same-length view of ``text`` without the markup and typography around its values (see above)."""
    text = text.translate(_TYPOGRAPHY)
    if "\\\n" in text or "`\n" in text or "^\n" in text or "\r\n" in text:
        text = _CONTINUATION.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
    for marker, pattern in _MARKUP:
        if marker in text:
            text = pattern.sub(_unmark, text)
    return text


def _unmark(m: re.Match[str]) -> str:
    found = m.group(0)
    if found == "\\":
        return m.string[m.end()]  # `\_` reads `__`: the escaped character twice
    if m.re.groups == 2:  # a pair of emphasis markers: the markers go, what they wrap stays
        marker = " " * len(m.group(1))
        return marker + m.group(2) + marker
    return " " * len(found)


def _own_secrets(marked: str) -> list[SecretMatch]:
    """memstone's rules over ``marked`` (a text's `_markup_view`), the cells of table and CSV columns named for a
    secret, session cookies, and secrets printed by a command that reads one; all read it unescaped too (a JSON
    transcript line holds a command and its output as ``...\\n...``). The view has the text's length, so the
    spans are the text's."""
    view = _unescape(marked)
    found = _own_matches(view, RULES, "error")
    for rule, message, spans in (
        ("SECRET-TABLE-CELL", "secret in a table column named for it", table_secrets(view)),
        ("SECRET-CSV-FIELD", "secret in a CSV column named for it", csv_secrets(view)),
        ("SECRET-SESSION-COOKIE", "session cookie (whoever holds it is logged in)", cookie_secrets(view)),
        ("SECRET-PRINTED-SECRET", "secret printed by a command that reads one", printed_secrets(view)),
    ):
        found.extend(SecretMatch(rule, message, a, b) for a, b in spans)
    if view is not marked:  # escapes were read: a span may start on an escaped quote
        for i, m in enumerate(found):
            start, end = _inside_escaped_quotes(marked, m.start, m.end)
            if (start, end) != (m.start, m.end):
                found[i] = replace(m, start=start, end=end)
    return found


def find_secrets(text: str, *, engine: bool = True) -> list[SecretMatch]:
    """Every secret span in ``text`` (memstone's rules, plus the vendor engine unless ``engine=False``)."""
    marked = _markup_view(text)  # the rules and the engine read the same view
    found: list[SecretMatch] = []
    for view in _word_diff_sides(marked):
        found.extend(_own_secrets(view))
        if engine:
            found.extend(_engine_matches(view))
    return _merge(found)


# git's word diff: `key=[-old-]{+new+}` on a line; its markers, found one by one and paired up in a single pass
_WORD_DIFF_MARK = re.compile(r"\[-|-\]|\{\+|\+\}|\n")
_WORD_DIFF_CLOSE = {"[-": "-]", "{+": "+}"}


def _word_diff_spans(marked: str) -> list[tuple[int, int, int]]:
    """Each `[-...-]` and `{+...+}` on a line as (start, end, side): side 1 the words removed, 2 the words added."""
    spans: list[tuple[int, int, int]] = []
    opened: tuple[int, str] | None = None
    for m in _WORD_DIFF_MARK.finditer(marked):
        mark = m.group(0)
        if mark == "\n":
            opened = None
        elif opened is None:
            if mark in _WORD_DIFF_CLOSE:
                opened = (m.start(), mark)
        elif mark == _WORD_DIFF_CLOSE[opened[1]]:
            spans.append((opened[0], m.end(), 1 if opened[1] == "[-" else 2))
            opened = None
    return spans


def _word_diff_sides(marked: str) -> tuple[str, ...]:
    """A text with a word diff, as it is and read as two more texts of its length, the words before the change
    and the words after (`key=[-old-]{+new+}` reads `key=  old` and `key=         new`), so each side's value
    follows its key. As it is, for a value that holds the markers itself (`password: "Xy[-9k-]Q!"`)."""
    if "[-" not in marked and "{+" not in marked:
        return (marked,)
    spans = _word_diff_spans(marked)
    if not spans:
        return (marked,)

    def side(keep: int) -> str:
        parts: list[str] = []
        pos = 0
        for start, end, which in spans:
            parts.append(marked[pos:start])
            inner = marked[start + 2 : end - 2]
            parts.append("  " + inner + "  " if which == keep else " " * (end - start))
            pos = end
        parts.append(marked[pos:])
        return "".join(parts)

    return marked, side(1), side(2)


def find_personal_data(text: str) -> list[SecretMatch]:
    """E-mail addresses, phone numbers and street addresses (warnings, for public memories); an address
    spans its line's unit, city and postcode too."""
    from memstone.scan_pii import PII_RULES, STREET_ADDRESS, address_span  # only public memories pay for it

    view = _unescape(text)
    matches = _own_matches(view, PII_RULES, "warning")
    for i, m in enumerate(matches):
        if m.rule == STREET_ADDRESS:
            start, end = address_span(view, m.start, m.end)
            matches[i] = replace(m, start=start, end=end)
    return _merge(matches)


def redact_spans(text: str, matches: list[SecretMatch]) -> str:
    """``text`` with each match replaced by ``[REDACTED:<rule-id>]``."""
    parts: list[str] = []
    pos = 0
    for m in sorted(matches, key=lambda x: x.start):
        if m.start < pos:
            continue
        parts.append(text[pos : m.start])
        parts.append(f"[REDACTED:{m.rule}]")
        pos = m.end
    parts.append(text[pos:])
    return "".join(parts)


def redact_secrets(text: str) -> tuple[str, int]:
    """Return text with every secret-rule match replaced by '[REDACTED:<rule-id>]', and the number of matches."""
    matches = find_secrets(text)
    if not matches:
        return text, 0
    return redact_spans(text, matches), len(matches)


def contains_secret(text: str) -> bool:
    """True when any secret rule matches ``text``."""
    return bool(find_secrets(text))


# --- files: pragma, sensitivity, baseline --------------------------------------------------------

PRAGMA = "pragma: allowlist secret"
PRAGMA_NEXT_LINE = "pragma: allowlist nextline secret"
BASELINE_NAME = ".memstone-secrets-baseline.json"
BASELINE_VERSION = 1
_FINGERPRINT_ITERATIONS = 20_000


def fingerprint(rule: str, secret: str) -> str:
    """A one-way, salted and deliberately slow digest of a secret: what a baseline stores."""
    import hashlib

    salt = b"memstone-scan:" + rule.encode("utf-8")
    return hashlib.pbkdf2_hmac("sha256", secret.encode("utf-8"), salt, _FINGERPRINT_ITERATIONS).hex()[:32]


@dataclass(frozen=True, slots=True)
class FileFinding:
    """A finding plus the fingerprint of the secret it found (for the baseline; never printed)."""

    finding: Finding
    fingerprint: str


def _line_starts(text: str) -> list[int]:
    starts = [0]
    pos = text.find("\n")
    while pos != -1:
        starts.append(pos + 1)
        pos = text.find("\n", pos + 1)
    return starts


def _is_public(path: str, text: str, config: Config | None) -> bool:
    """``sensitivity: public`` in the frontmatter, else the source's or the repository's default."""
    import fnmatch

    from memstone.parse import split_frontmatter

    default = config.default_sensitivity if config is not None else "internal"
    if config is not None and not path.startswith(config.memory_dir + "/"):
        spec = next((sp for sp in config.sources if fnmatch.fnmatchcase(path, sp.pattern)), None)
        if spec is not None:
            default = spec.sensitivity
    split = split_frontmatter(text)
    if split is None:
        return default == "public"
    m = re.search(r"(?m)^sensitivity:\s*[\"']?(\w+)", split[0])
    return (m.group(1) if m else default) == "public"


def scan_text(
    path: str, text: str, *, public: bool = False, matches: list[SecretMatch] | None = None
) -> list[FileFinding]:
    """Findings for one file's text: secrets always, personal data when ``public``; pragmas honoured.

    ``matches`` are the text's secret matches when the caller already has them (``scan_many``).
    """
    import bisect

    starts = _line_starts(text)
    lines = text.split("\n")
    if matches is None:
        matches = find_secrets(text)
    if public:
        personal = [
            p for p in find_personal_data(text) if not any(p.start < m.end and m.start < p.end for m in matches)
        ]
        matches = sorted(matches + personal, key=lambda x: x.start)
    out: list[FileFinding] = []
    for m in matches:
        line_no = bisect.bisect_right(starts, m.start)
        end_line = bisect.bisect_right(starts, max(m.start, m.end - 1))
        covered = lines[line_no - 1 : end_line]
        previous = lines[line_no - 2] if line_no >= 2 else ""
        if any(PRAGMA in ln for ln in covered) or PRAGMA_NEXT_LINE in previous:
            continue
        col = m.start - starts[line_no - 1] + 1
        what = "possible secret" if m.severity == "error" else "personal data"
        finding = Finding(path, line_no, col, m.rule, f"{what}: {m.message} (value redacted)", m.severity)
        out.append(FileFinding(finding, fingerprint(m.rule, text[m.start : m.end])))
    return out


_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)


def _decode(raw: bytes) -> str:
    """A file's text, whatever it holds: UTF-8 (invalid bytes read as U+FFFD), UTF-16 or UTF-32 with a byte-order
    mark or, without one, UTF-16 told by its zero bytes. A file with other zero bytes in it is read as UTF-8 too:
    a secret next to a stray NUL, or in a file saved as binary, must not pass unseen."""
    for bom, codec in _BOMS:
        if raw.startswith(bom):
            return raw[len(bom) :].decode(codec, errors="replace")
    head = raw[:8192]
    if b"\x00" in head and len(head) >= 4:
        if len(head) % 4 == 0 and head[2::4].count(0) == head[3::4].count(0) == len(head) // 4:
            return raw.decode("utf-32-le", errors="replace")  # text below U+10000 in UTF-32: the top two bytes zero
        if len(head) % 4 == 0 and head[0::4].count(0) == head[1::4].count(0) == len(head) // 4:
            return raw.decode("utf-32-be", errors="replace")
        even, odd = head[0::2].count(0), head[1::2].count(0)
        if odd > len(head) // 4 and even == 0:
            return raw.decode("utf-16-le", errors="replace")  # ASCII text in UTF-16: every high byte zero
        if even > len(head) // 4 and odd == 0:
            return raw.decode("utf-16-be", errors="replace")
    return raw.decode("utf-8", errors="replace").removeprefix("\ufeff")


def scan_bytes(path: str, raw: bytes, config: Config | None = None) -> list[FileFinding]:
    """Findings for one file's bytes (decoded by ``_decode``: no file is skipped as binary)."""
    text = _decode(raw)
    return scan_text(path, text, public=_is_public(path, text, config))


def scan_many(
    files: Mapping[str, bytes], config: Config | None = None, *, cache_path: Path | None = None
) -> list[FileFinding]:
    """Findings for many files: memstone's rules run on all of them while the engine loads, then the engine.

    With ``cache_path``, files that scanned clean under the same rules are remembered by a digest
    of path and content (nothing else is stored) and not scanned again.
    """
    import hashlib

    keys = {
        path: hashlib.sha256(path.encode("utf-8", "surrogateescape") + b"\0" + files[path]).hexdigest()
        for path in files
    }
    version = _rules_version(config) if cache_path is not None else ""
    known = _load_clean(cache_path, version) if cache_path is not None else set()
    texts = {path: _decode(files[path]) for path in sorted(files) if keys[path] not in known}
    marked = {path: _markup_view(text) for path, text in texts.items()}  # what the rules and the engine read
    if any(_needs_engine(view) for view in marked.values()):
        preload_engine()
    own = {path: _own_secrets(view) for path, view in marked.items()}
    out: list[FileFinding] = []
    dirty: set[str] = set()
    for path, text in texts.items():
        matches = _merge(own[path] + _engine_matches(marked[path]))
        found = scan_text(path, text, public=_is_public(path, text, config), matches=matches)
        if found:
            dirty.add(path)
        out.extend(found)
    if cache_path is not None:
        clean = {key for path, key in keys.items() if path not in dirty}
        if clean != known:
            _save_clean(cache_path, version, clean)
    return out


def _rules_version(config: Config | None) -> str:
    """What a cached 'clean' verdict depends on: memstone's scan code, the engine's version, sensitivity."""
    import hashlib
    from importlib import metadata

    digest = hashlib.sha256()
    here = Path(__file__).parent
    for name in ("scan.py", "scan_rules.py", "scan_checks.py"):
        digest.update((here / name).read_bytes())
    try:
        digest.update(metadata.version("kingfisher-secret-scanner").encode())
    except metadata.PackageNotFoundError:
        digest.update(b"no-engine")
    if config is not None:
        digest.update(repr((config.memory_dir, config.default_sensitivity, config.sources)).encode())
    return digest.hexdigest()


def _load_clean(path: Path, version: str) -> set[str]:
    import json

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    if not isinstance(data, dict) or data.get("version") != version or not isinstance(data.get("clean"), list):
        return set()
    return {str(k) for k in data["clean"]}


def _save_clean(path: Path, version: str, clean: set[str]) -> None:
    import json

    from memstone.catalog import write_atomic

    with contextlib.suppress(OSError):  # a cache that cannot be written is only slower next time
        write_atomic(path, json.dumps({"version": version, "clean": sorted(clean)}, sort_keys=True) + "\n")


@dataclass(frozen=True, slots=True)
class Baseline:
    """Accepted findings as (path, line, rule, fingerprint) records; lines are kept only for reviewers.

    A finding is accepted when its path, rule and fingerprint match a record, wherever its line moved.
    """

    records: frozenset[tuple[str, int, str, str]]

    def accepts(self, item: FileFinding) -> bool:
        key = (item.finding.path, item.finding.rule, item.fingerprint)
        return any((path, rule, fp) == key for path, _, rule, fp in self.records)


def load_baseline(path: Path) -> Baseline:
    """The baseline at ``path`` (empty when the file does not exist)."""
    import json

    if not path.exists():
        return Baseline(frozenset())
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise BaselineError(f"{path}: cannot be read ({exc.strerror})") from exc
    except ValueError as exc:
        raise BaselineError(f"{path}: not a memstone secrets baseline (not JSON: {exc})") from exc
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list):
        raise BaselineError(
            f'{path}: not a memstone secrets baseline (no "results" list; --update-baseline writes one)'
        )
    try:
        records = frozenset((str(r["path"]), int(r["line"]), str(r["rule"]), str(r["fingerprint"])) for r in results)
    except (KeyError, TypeError, ValueError) as exc:
        raise BaselineError(
            f"{path}: not a memstone secrets baseline (each result needs path, line, rule and fingerprint)"
        ) from exc
    return Baseline(records)


def render_baseline(
    items: list[FileFinding], *, keep: Baseline | None = None, scanned: frozenset[str] = frozenset()
) -> str:
    """Stable JSON for a baseline: the secret findings in ``items``, plus the records of ``keep`` for
    files that were not ``scanned`` this time. Fingerprints, never secrets."""
    import json

    results = {
        (i.finding.path, i.finding.line, i.finding.rule, i.fingerprint) for i in items if i.finding.severity == "error"
    }
    if keep is not None:
        results |= {r for r in keep.records if r[0] not in scanned}
    doc = {
        "version": BASELINE_VERSION,
        "generated_by": "memstone scan --update-baseline",
        "fingerprint": f"pbkdf2-hmac-sha256, {_FINGERPRINT_ITERATIONS} iterations, salted by rule id, 128 bits",
        "results": [{"path": p, "line": ln, "rule": r, "fingerprint": fp} for p, ln, r, fp in sorted(results)],
    }
    return json.dumps(doc, indent=2, sort_keys=True) + "\n"


class BaselineError(MemstoneError):
    """The secrets baseline file is unreadable or malformed."""

    exit_code = 2


def scan_files(config: Config, files: Mapping[str, bytes], *, baseline: Baseline | None = None) -> list[Finding]:
    """Findings for ``files`` (path -> bytes), minus what the baseline (default: the repository's) accepts."""
    if baseline is None:
        baseline = load_baseline(config.root / BASELINE_NAME)
    return sorted({i.finding for i in scan_many(files, config) if not baseline.accepts(i)})
