"""Findings: problems in a user's files, reported as ``path:line:col: RULE-ID message``."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True, slots=True, order=True)
class Finding:
    path: str
    line: int
    col: int
    rule: str
    message: str
    severity: str = ERROR

    def format(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.rule} {self.message}"


def sort_findings(findings: Iterable[Finding]) -> list[Finding]:
    return sorted(set(findings))


def render_findings(findings: list[Finding], fmt: str) -> str:
    """Text (one finding a line) or JSON (a stable list of objects)."""
    if fmt == "json":
        return json.dumps([asdict(f) for f in findings], indent=2, sort_keys=True)
    return "\n".join(f.format() for f in findings)


def has_errors(findings: Iterable[Finding]) -> bool:
    return any(f.severity == ERROR for f in findings)
