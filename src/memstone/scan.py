"""Secret scanning: find credentials in text without ever echoing them.

Two layers, one rule set: memstone's own context-aware rules (``scan_rules``: private keys, URL and
connection-string credentials, ``curl -u``, Authorization headers, ``password = ...`` assignments,
JWTs, AWS keys ...) and, for the long tail of vendor token formats, the Kingfisher engine with its
built-in rules (loaded lazily, only for text that holds a token-like run of characters, which every
vendor rule needs). ``redact_secrets`` / ``contains_secret`` (index and recall) and ``memstone scan``
all go through ``find_secrets``, so they agree by construction.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from typing import Any

from memstone.errors import MemstoneError
from memstone.scan_rules import PII_RULES, RULES, Rule

# Engine rules memstone does not use: its own rules cover these shapes with context checks.
ENGINE_EXCLUDED = frozenset({"betterleaks.generic-api-key", "betterleaks.jwt"})
# Every engine rule matches a token of at least this many word-ish characters; text without one
# never needs the engine (kept exact by a test over the engine's hits on the dev sets).
_ENGINE_GATE = re.compile(r"[A-Za-z0-9_\-+/=.~]{16,}|-----BEGIN")


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
    fingerprint: str = field(default="", compare=False)


_engine: Any = None
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
                _engine = kingfisher_sdk.Scanner(rules, redact=True, base64=False)
            except Exception as exc:
                raise ScanEngineError(f"the secret-scanning engine failed to load its rules: {exc}") from exc
    return _engine


def engine_rule_id(engine_id: str) -> str:
    """memstone's rule id for a Kingfisher rule: ``betterleaks.github-pat`` -> ``SECRET-GITHUB-PAT``."""
    name = engine_id.split(".", 1)[-1].split("/")[-1]
    return "SECRET-" + re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").upper()


def _own_matches(text: str, rules: tuple[Rule, ...], severity: str) -> list[SecretMatch]:
    out: list[SecretMatch] = []
    for rule in rules:
        for m in rule.pattern.finditer(text):
            if m.group("s") is None or (rule.check is not None and not rule.check(m)):
                continue
            start, end = m.span("s")
            out.append(SecretMatch(rule.id, rule.message, start, end, severity))
    return out


def _engine_matches(text: str) -> list[SecretMatch]:
    if not _ENGINE_GATE.search(text):
        return []
    scanner = _load_engine()
    raw = text.encode("utf-8")
    ascii_only = len(raw) == len(text)
    out: list[SecretMatch] = []
    for f in scanner.scan(raw):
        if not f.visible or f.rule_id in ENGINE_EXCLUDED:
            continue
        loc = f.location
        start, end = int(loc["start_offset"]), int(loc["end_offset"])
        if not ascii_only:
            start = len(raw[:start].decode("utf-8", "ignore"))
            end = len(raw[:end].decode("utf-8", "ignore"))
        out.append(SecretMatch(engine_rule_id(f.rule_id), f"vendor token ({f.rule_id})", start, end))
    return out


def _merge(matches: list[SecretMatch]) -> list[SecretMatch]:
    """Non-overlapping matches in text order; of overlapping ones the longest span wins."""
    matches.sort(key=lambda x: (x.start, -(x.end - x.start), x.rule))
    out: list[SecretMatch] = []
    for m in matches:
        if out and m.start < out[-1].end:
            last = out[-1]
            if m.end > last.end:
                out[-1] = SecretMatch(last.rule, last.message, last.start, m.end, last.severity)
            continue
        out.append(m)
    return out


def find_secrets(text: str, *, engine: bool = True) -> list[SecretMatch]:
    """Every secret span in ``text`` (memstone's rules, plus the vendor engine unless ``engine=False``)."""
    found = _own_matches(text, RULES, "error")
    if engine:
        found.extend(_engine_matches(text))
    return _merge(found)


def find_personal_data(text: str) -> list[SecretMatch]:
    """E-mail addresses, phone numbers and street addresses (warnings, for public memories)."""
    return _merge(_own_matches(text, PII_RULES, "warning"))


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
