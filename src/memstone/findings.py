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
        return f"{display_path(self.path)}:{self.line}:{self.col}: {self.rule} {display_path(self.message)}"


UNREADABLE = "file-unreadable"


def unreadable(path: str, exc: OSError) -> Finding:
    """The error for a file or folder that is there but cannot be read (permissions, an I/O error):
    whatever reads the tree reports it rather than pass over a memory it did not check."""
    return Finding(path, 1, 1, UNREADABLE, f"cannot read: {exc.strerror or exc}; not checked")


def within(path: str, folders: Iterable[str]) -> bool:
    """Whether the repository-relative ``path`` is one of ``folders`` or inside one (what an unreadable
    folder's error covers)."""
    return any(path == folder or path.startswith(folder + "/") for folder in folders)


def gone(exc: OSError) -> bool:
    """Whether ``exc`` says the path is not there (any more): nothing to report, unlike a refusal."""
    return isinstance(exc, (FileNotFoundError, NotADirectoryError))


def display_path(path: str) -> str:
    """``path`` (or a message naming one) printable in any output: a file name's bytes that are not UTF-8 (read as
    surrogates) are shown as ``\\xff`` escapes, the way Python writes them, instead of failing the whole report."""
    if path.isascii() or path.isprintable():
        return path
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def sort_findings(findings: Iterable[Finding]) -> list[Finding]:
    return sorted(set(findings))


def render_findings(findings: list[Finding], fmt: str) -> str:
    """Text (one finding a line) or JSON (a stable list of objects)."""
    if fmt == "json":
        shown = [{**asdict(f), "path": display_path(f.path), "message": display_path(f.message)} for f in findings]
        return json.dumps(shown, indent=2, sort_keys=True)
    return "\n".join(f.format() for f in findings)


def has_errors(findings: Iterable[Finding]) -> bool:
    return any(f.severity == ERROR for f in findings)
