"""Optional, lower-authority sources: journals, LOG.md and JSONL transcripts, as ``Memory`` values.

Each entry becomes one ``Memory`` whose ``source`` and ``type`` are the source kind and whose
name is ``<path>#L<line>`` (the line its entry starts on), so recall can cite it exactly.

- journal (``journal/*.md``): one entry per ``## `` section, or the whole file when it has none;
  a date in the heading or the file name becomes ``created``.
- log (``LOG.md``): one entry per ``## `` section (``## 2026-03-02 ...``).
- transcript (``*.jsonl``): one entry per line with a ``content`` (string or text parts) and an
  optional ``role``. A line that is not a JSON object is skipped, and so is a source that is not
  UTF-8 text; ``memstone lint`` reports each as a warning (``memstone scan`` still scans the raw file).
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
from collections.abc import Iterator
from pathlib import PurePosixPath
from typing import Any

from memstone.config import Config, SourceSpec
from memstone.findings import WARNING, Finding
from memstone.memory import Memory
from memstone.parse import decode
from memstone.repo import Snapshot

_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")
MAX_ENTRY_CHARS = 8000


def load_sources(snapshot: Snapshot, config: Config, problems: list[Finding] | None = None) -> list[Memory]:
    """Every entry of every configured source in the snapshot, sorted by name; what cannot be read
    is skipped, and reported in ``problems`` when it is given."""
    out: list[Memory] = []
    for path in sorted(snapshot.files):
        spec = _spec_for(path, config)
        if spec is not None:
            entries, unread = _entries(path, snapshot.files[path], spec)
            out.extend(entries)
            if problems is not None:
                problems.extend(unread)
    return sorted(out, key=lambda m: m.name)


def check_sources(snapshot: Snapshot, config: Config, paths: set[str] | None = None) -> list[Finding]:
    """Warnings for what the index would skip in the configured sources (all, or those in ``paths``)."""
    problems: list[Finding] = []
    for path in sorted(snapshot.files):
        spec = _spec_for(path, config)
        if spec is not None and (paths is None or path in paths):
            problems.extend(_entries(path, snapshot.files[path], spec)[1])
    return problems


def _entries(path: str, raw: bytes, spec: SourceSpec) -> tuple[list[Memory], list[Finding]]:
    """The entries of one source file, and warnings for what could not be read in it."""
    text, unreadable = decode(path, raw)
    if text is None or unreadable:
        return [], [
            Finding(f.path, f.line, f.col, f.rule, f"{f.message}; the index skips this {spec.kind}", WARNING)
            for f in unreadable
        ]
    problems: list[Finding] = []
    if spec.kind == "transcript":
        return list(_transcript(path, text, spec, problems)), problems
    return list(_sections(path, text, spec)), problems


def _spec_for(path: str, config: Config) -> SourceSpec | None:
    if path.startswith(config.memory_dir + "/"):
        return None
    for spec in config.sources:
        if fnmatch.fnmatchcase(path, spec.pattern):
            return spec
    return None


def _entry(path: str, line: int, spec: SourceSpec, title: str, body: str, date: str | None) -> Memory:
    body = body.strip()[:MAX_ENTRY_CHARS]
    first = next((ln.strip("# ").strip() for ln in body.splitlines() if ln.strip()), "")
    description = title or first[:120]
    return Memory(
        path=path,
        name=f"{path}#L{line}",
        description=description,
        type=spec.kind,
        body=body,
        body_line=line,
        created=date,
        sensitivity=spec.sensitivity,
        source=spec.kind,
        content_hash=hashlib.sha256(body.encode("utf-8")).hexdigest(),
    )


def _lines(text: str) -> list[str]:
    """The lines of a journal or transcript, split at "\n" only (CRLF read as LF): not splitlines(), which
    also breaks at U+2028 and other characters that JSON Lines and prose may hold."""
    return [line.removesuffix("\r") for line in text.split("\n")]


def _sections(path: str, text: str, spec: SourceSpec) -> Iterator[Memory]:
    file_date = _first_date(PurePosixPath(path).name)
    lines = _lines(text)
    starts = [i for i, ln in enumerate(lines) if ln.startswith("## ")]
    if not starts:
        if text.strip():
            yield _entry(path, 1, spec, "", text, file_date or _first_date(text[:200]))
        return
    preamble = "\n".join(lines[: starts[0]])
    if _has_text(preamble):
        yield _entry(path, 1, spec, "", preamble, file_date)
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        heading = lines[start][3:].strip()
        body = "\n".join(lines[start:end])
        if _has_text("\n".join(lines[start + 1 : end])):
            yield _entry(path, start + 1, spec, heading, body, _first_date(heading) or file_date)


def _has_text(text: str) -> bool:
    return any(ln.strip() and not ln.startswith("#") for ln in text.splitlines())


def _first_date(text: str) -> str | None:
    match = _DATE.search(text)
    return match.group(1) if match else None


def _transcript(path: str, text: str, spec: SourceSpec, problems: list[Finding]) -> Iterator[Memory]:
    for lineno, line in enumerate(_lines(text), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(
                Finding(
                    path,
                    lineno,
                    exc.colno,
                    "transcript-bad-line",
                    f"not JSON ({exc.msg.removesuffix(' starting at')}); the index skips this line",
                    WARNING,
                )
            )
            continue
        if not isinstance(record, dict):
            problems.append(
                Finding(path, lineno, 1, "transcript-bad-line", "not a JSON object; the index skips this line", WARNING)
            )
            continue
        content = _content_text(record.get("content", record.get("message")))
        if not content.strip():
            continue
        role = record.get("role")
        title = f"{role}: " if isinstance(role, str) else ""
        stamp = record.get("timestamp")
        date = _first_date(stamp) if isinstance(stamp, str) else None
        yield _entry(path, lineno, spec, (title + content.strip().splitlines()[0])[:120], content, date)


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        return _content_text(content.get("content", content.get("text")))
    if isinstance(content, list):
        return "\n".join(_content_text(part) for part in content)
    return ""
