"""Secret scanning: find credentials in text without ever echoing them.

``redact_secrets`` and ``contains_secret`` are the fast entry points that index and recall call on
every chunk; ``memstone scan`` uses the very same rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    message: str
    pattern: re.Pattern[str]


def _r(rule_id: str, message: str, pattern: str, flags: int = 0) -> Rule:
    return Rule(rule_id, message, re.compile(pattern, flags))


# Each pattern's group "s" (or the whole match) is the secret span.
RULES: tuple[Rule, ...] = (
    _r(
        "SECRET-PRIVATE-KEY",
        "private key block",
        r"(?P<s>-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|\Z))",
    ),
    _r("SECRET-AWS-ACCESS-KEY", "AWS access key id", r"\b(?P<s>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})\b"),
    _r(
        "SECRET-GITHUB-TOKEN",
        "GitHub token",
        r"\b(?P<s>(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255}))",
    ),
    _r("SECRET-GITLAB-TOKEN", "GitLab token", r"\b(?P<s>gl(?:pat|dt|ptt|rt|cbt)-[A-Za-z0-9_-]{20,})"),
    _r("SECRET-SLACK-TOKEN", "Slack token", r"\b(?P<s>xox[abposr]-[A-Za-z0-9-]{10,})"),
    _r(
        "SECRET-SLACK-WEBHOOK",
        "Slack webhook URL",
        r"(?P<s>hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_]{8,}/[A-Za-z0-9_]{8,}/[A-Za-z0-9_]{16,})",
    ),
    _r("SECRET-STRIPE-KEY", "Stripe key", r"\b(?P<s>(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,})"),
    _r("SECRET-ANTHROPIC-KEY", "Anthropic API key", r"\b(?P<s>sk-ant-[a-z]{3,5}\d{2}-[A-Za-z0-9_-]{80,})"),
    _r(
        "SECRET-OPENAI-KEY",
        "OpenAI API key",
        r"\b(?P<s>sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}|sk-proj-[A-Za-z0-9_-]{40,})",
    ),
    _r("SECRET-GCP-API-KEY", "Google API key", r"\b(?P<s>AIza[0-9A-Za-z_-]{35})"),
    _r(
        "SECRET-JWT",
        "JSON Web Token",
        r"\b(?P<s>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})",
    ),
    _r(
        "SECRET-URL-CREDENTIALS",
        "credentials in a URL",
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://[^\s:/@\"'<>]{1,64}:(?P<s>[^\s:/@\"'<>]{3,128})@[A-Za-z0-9.-]+",
    ),
    _r(
        "SECRET-CONNECTION-PASSWORD",
        "password in a connection string",
        r"(?i)(?:^|[;\s\"'])(?:password|pwd)\s*=\s*(?P<s>[^;\s\"'<>]{4,128})",
    ),
    _r(
        "SECRET-CURL-USER",
        "credentials in a curl -u argument",
        r"\bcurl\b[^\n]*?\s(?:-u\s*|--user[\s=]+)[\"']?[^\s:\"']+:(?P<s>[^\s\"'@]{3,})",
    ),
    _r(
        "SECRET-AUTH-HEADER",
        "credentials in an Authorization header",
        r"(?i)\bAuthorization\s*:\s*(?:Basic|Bearer|Token)\s+(?P<s>[A-Za-z0-9._~+/=-]{12,})",
    ),
    _r(
        "SECRET-ASSIGNMENT",
        "secret value assigned to a credential key",
        r"(?i)\b(?:[a-z0-9_]*(?:password|passwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token|access[_-]?token|"
        r"private[_-]?key|client[_-]?secret))[\"']?\s*(?::|=|:=|=>)\s*[\"']?(?P<s>[^\s\"'`,;]{8,})",
    ),
)

_PLACEHOLDER = re.compile(
    r"(?i)^(?:<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\{\{[^}]*\}\}|%\([a-z_]+\)s|x{4,}|\*{3,}|\.{3,}|"
    r".*(?:example|placeholder|changeme|your[_-]|redacted|dummy|xxxx|<|>).*)$"
)


def _is_placeholder(secret: str) -> bool:
    return bool(_PLACEHOLDER.match(secret))


@dataclass(frozen=True, slots=True)
class Match:
    rule: Rule
    start: int
    end: int


def find_secrets(text: str) -> list[Match]:
    """Every non-overlapping secret span in ``text``, in order of position."""
    found: list[Match] = []
    for rule in RULES:
        for m in rule.pattern.finditer(text):
            start, end = m.span("s")
            if _is_placeholder(m.group("s")):
                continue
            found.append(Match(rule, start, end))
    found.sort(key=lambda x: (x.start, -(x.end - x.start)))
    out: list[Match] = []
    for m in found:
        if out and m.start < out[-1].end:
            continue
        out.append(m)
    return out


def redact_secrets(text: str) -> tuple[str, int]:
    """Return text with every secret-rule match replaced by '[REDACTED:<rule-id>]', and the number of matches."""
    matches = find_secrets(text)
    if not matches:
        return text, 0
    parts: list[str] = []
    pos = 0
    for m in matches:
        parts.append(text[pos : m.start])
        parts.append(f"[REDACTED:{m.rule.id}]")
        pos = m.end
    parts.append(text[pos:])
    return "".join(parts), len(matches)


def contains_secret(text: str) -> bool:
    """True when any secret rule matches ``text``."""
    return bool(find_secrets(text))
