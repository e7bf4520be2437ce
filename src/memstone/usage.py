"""The local usage ledger: feedback and "applied" events, and folding them into frontmatter.

Events are appended, one JSON line each, to ``.memstone/usage/ledger.jsonl`` (never
committed). Recall reads them at once through ``ledger_stats``. ``fold`` turns them into
one reviewable change to the memory files (``hits``, ``prevented``, ``last_applied``,
``feedback_score``, ``feedback_count``), editing only those frontmatter lines so that two
clones folding different memories merge as ordinary git changes, and then moves the events
it applied to ``applied.jsonl``.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.config import Config
from memstone.errors import UsageError
from memstone.findings import Finding, sort_findings

if TYPE_CHECKING:
    from memstone.memory import Memory
    from memstone.parse import Parsed

EVENTS = ("applied", "helpful", "unhelpful", "prevented")
# The frontmatter keys `usage apply` reads and writes.
USAGE_KEYS = ("hits", "prevented", "last_applied", "feedback_score", "feedback_count")
LEDGER = "usage/ledger.jsonl"
ARCHIVE = "usage/applied.jsonl"


@dataclass(frozen=True, slots=True)
class Event:
    event: str
    name: str
    ts: str
    session: str | None = None
    path: str | None = None
    content_hash: str | None = None


@dataclass(frozen=True, slots=True)
class UsageStats:
    hits: int = 0
    prevented: int = 0
    helpful: int = 0
    unhelpful: int = 0
    last_applied: str | None = None


@dataclass(frozen=True, slots=True)
class FoldPlan:
    """What `usage apply` would write: new text per file, and what it cannot apply.

    ``skipped`` events belong to no memory (deleted ones, journal entries) and leave the
    ledger when the plan is applied; ``held`` events belong to a memory whose file memstone
    cannot edit safely now (``problems`` says why, as findings) and stay in the ledger.
    """

    edits: dict[str, tuple[str, str]] = field(default_factory=dict)  # path -> (old text, new text)
    applied: tuple[Event, ...] = ()
    skipped: tuple[tuple[Event, str], ...] = ()  # (event, why): dropped from the ledger
    held: tuple[tuple[Event, str], ...] = ()  # (event, why): kept in the ledger
    problems: tuple[Finding, ...] = ()


def ledger_path(config: Config) -> Path:
    return config.state_dir / LEDGER


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[int]:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield fd
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def record(
    config: Config,
    event: str,
    names: Iterable[str],
    *,
    session: str | None = None,
    paths: Mapping[str, str] | None = None,
    hashes: Mapping[str, str] | None = None,
    now: datetime | None = None,
) -> int:
    """Append one event per name (a single locked write); return how many were recorded."""
    if event not in EVENTS:
        raise UsageError(f"unknown usage event {event!r} (known: {', '.join(EVENTS)})")
    ts = (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    lines = []
    for name in names:
        item: dict[str, Any] = {"event": event, "name": name, "ts": ts}
        if session:
            item["session"] = session
        if paths and name in paths:
            item["path"] = paths[name]
        if hashes and name in hashes:
            item["content_hash"] = hashes[name]
        lines.append(json.dumps(item, sort_keys=True, ensure_ascii=False) + "\n")
    if not lines:
        return 0
    with _locked(ledger_path(config)) as fd:
        os.write(fd, "".join(lines).encode("utf-8"))
    return len(lines)


def read_events(config: Config) -> list[Event]:
    """Every well-formed event in the ledger, in order; a torn or foreign line is skipped."""
    path = ledger_path(config)
    if not path.is_file():
        return []
    return list(_parse(path.read_text(encoding="utf-8", errors="replace").splitlines()))


def unreadable_lines(config: Config) -> int:
    """How many non-empty ledger lines are not events (torn writes, hand edits); they are kept, not applied."""
    path = ledger_path(config)
    if not path.is_file():
        return 0
    lines = [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines() if line.strip()]
    return len(lines) - sum(1 for line in lines if any(True for _ in _parse([line])))


def _parse(lines: Iterable[str]) -> Iterator[Event]:
    for line in lines:
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            continue
        if not isinstance(item, dict) or item.get("event") not in EVENTS or not isinstance(item.get("name"), str):
            continue
        yield Event(
            event=item["event"],
            name=item["name"],
            ts=str(item.get("ts", "")),
            session=item.get("session") if isinstance(item.get("session"), str) else None,
            path=item.get("path") if isinstance(item.get("path"), str) else None,
            content_hash=item.get("content_hash") if isinstance(item.get("content_hash"), str) else None,
        )


def stats_of(events: Iterable[Event]) -> dict[str, UsageStats]:
    counts: dict[str, dict[str, Any]] = {}
    for e in events:
        c = counts.setdefault(e.name, {"applied": 0, "helpful": 0, "unhelpful": 0, "prevented": 0, "last": None})
        c[e.event] += 1
        if e.event == "applied" and (c["last"] is None or e.ts > c["last"]):
            c["last"] = e.ts
    return {
        name: UsageStats(c["applied"], c["prevented"], c["helpful"], c["unhelpful"], c["last"])
        for name, c in counts.items()
    }


_STATS: dict[Path, tuple[tuple[int, int, int], Mapping[str, UsageStats]]] = {}


def ledger_stats(config: Config) -> Mapping[str, UsageStats]:
    """Usage not yet folded into frontmatter, per memory name (recall adds it to the file's counts).

    Kept per ledger file while its size, mtime and inode stay the same (a long-lived process
    recalls many times; the ledger is append-only, so any new event changes its size).
    """
    path = ledger_path(config)
    try:
        st = path.stat()
    except FileNotFoundError:
        return {}
    key = (st.st_size, st.st_mtime_ns, st.st_ino)
    cached = _STATS.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    stats = stats_of(read_events(config))
    _STATS[path] = (key, stats)
    return stats


# --- folding into frontmatter -----------------------------------------------------------------


_KEY = re.compile(r"^([A-Za-z_][\w-]*)[ \t]*:")
_VALUE = re.compile(
    r"""^(?P<head>[A-Za-z_][\w-]*[ \t]*:[ \t]*)(?P<value>"[^"\n]*"|'[^'\n]*'|[^\s#'"]+)(?P<tail>(?:[ \t]+#.*)?[ \t]*)$"""
)


def set_frontmatter_keys(text: str, values: Mapping[str, str]) -> str:
    """Replace (or add before the closing ``---``) one ``key: value`` line per key; touch nothing else.

    A replaced line keeps its spacing, its trailing comment and its line ending; an added line
    takes the line ending of the closing ``---``, and a byte order mark stays. A key whose
    value is not a single plain or quoted scalar on its own line is a ValueError, never a guess.
    """
    bom = "\ufeff" if text.startswith("\ufeff") else ""
    lines = text[len(bom) :].split("\n")
    if not lines or lines[0].rstrip("\r") != "---":
        raise ValueError("no frontmatter")
    end = next((i for i in range(1, len(lines)) if lines[i].rstrip("\r") in ("---", "...")), None)
    if end is None:
        raise ValueError("frontmatter is not closed")
    found: set[str] = set()
    for i in range(1, end):
        key = _KEY.match(lines[i])
        if not key or key.group(1) not in values:
            continue
        eol = "\r" if lines[i].endswith("\r") else ""
        line = lines[i].removesuffix("\r")
        match = _VALUE.match(line)
        if not match:
            raise ValueError(f"{key.group(1)!r} does not hold one plain value on its own line (line {i + 1})")
        lines[i] = f"{match['head']}{values[key.group(1)]}{match['tail']}{eol}"
        found.add(key.group(1))
    eol = "\r" if lines[end].endswith("\r") else ""
    lines[end:end] = [f"{k}: {v}{eol}" for k, v in values.items() if k not in found]
    return bom + "\n".join(lines)


def plan_fold(config: Config, *, now: datetime | None = None) -> FoldPlan:
    """Work out the frontmatter edits for every event in the ledger; write nothing.

    An event is dropped (``skipped``) only when its memory surely does not exist: no memory
    file has its name, path or content, and every memory file could be read. Events of a
    file that cannot be read, or whose frontmatter lint rejects where folding reads or writes
    (a duplicate key anywhere, a schema error in a usage key), are ``held`` in the ledger and
    the file's problems reported as lint reports them.
    """
    from memstone.history import load_history
    from memstone.repo import read_worktree
    from memstone.validate import file_findings, load_corpus

    events = read_events(config)
    if not events:
        return FoldPlan()
    snapshot = read_worktree(config)
    corpus = load_corpus(snapshot, config)
    by_name = {m.name: m for m in corpus.memories}
    by_path = {m.path: m for m in corpus.memories}
    by_hash = {m.content_hash: m for m in corpus.memories}
    parsed = {p.path: p for p in corpus.parsed}
    unreadable: dict[str, Parsed] = {p.path: p for p in corpus.parsed if p.path not in by_path}
    renamed_from: dict[str, str] = {}
    with contextlib.suppress(Exception):  # history is a help for renames, not a requirement
        history = load_history(config, corpus.memories)
        for path, fh in history.files.items():
            for old in fh.renamed_from:
                renamed_from.setdefault(old, path)

    groups: dict[str, list[Event]] = {}
    skipped: list[tuple[Event, str]] = []
    held: list[tuple[Event, str]] = []
    problems: list[Finding] = []

    def unreadable_problems(path: str) -> list[Finding]:
        found = [f for f in file_findings(unreadable[path]) if f.severity == "error"]
        return found or [Finding(path, 1, 1, "no-name", "file has no usable name and type")]

    for e in events:
        memory = by_name.get(e.name)
        if memory is None and e.path:
            memory = by_path.get(renamed_from.get(e.path, e.path))
        if memory is None and e.content_hash:
            memory = by_hash.get(e.content_hash)
        if memory is not None:
            groups.setdefault(memory.path, []).append(e)
            continue
        if "#" in e.name:
            skipped.append((e, "an entry of a journal, log or transcript, not a memory file"))
            continue
        own = sorted(
            p
            for p in unreadable
            if p in (e.path, renamed_from.get(e.path or "")) or p.rsplit("/", 1)[-1] == f"{e.name}.md"
        )
        if own:
            held.append((e, f"{own[0]} cannot be read; fix it and apply again"))
            problems.extend(unreadable_problems(own[0]))
        elif unreadable:
            held.append(
                (e, f"not found, but {len(unreadable)} memory file(s) cannot be read; fix them and apply again")
            )
            for path in unreadable:
                problems.extend(unreadable_problems(path))
        else:
            skipped.append((e, "no such memory any more (deleted?)"))

    edits: dict[str, tuple[str, str]] = {}
    applied: list[Event] = []
    for path, evs in sorted(groups.items()):
        old = snapshot.files[path].decode("utf-8")  # the bytes parsed, line endings and all
        new, trouble = _fold_file(by_path[path], parsed[path], old, evs)
        if trouble:
            problems.extend(trouble)
            held.extend((e, f"{path} cannot take the usage edit; fix it and apply again") for e in evs)
            continue
        if new != old:
            edits[path] = (old, new)
        applied.extend(evs)
    return FoldPlan(edits, tuple(applied), tuple(skipped), tuple(held), tuple(sort_findings(problems)))


def _fold_file(m: Memory, parsed: Parsed, old: str, evs: Sequence[Event]) -> tuple[str, list[Finding]]:
    """The file's text with these events folded in, or the findings that forbid the edit."""
    from memstone.parse import parse_bytes
    from memstone.validate import schema_findings

    s = stats_of(Event(e.event, m.name, e.ts) for e in evs)[m.name]
    values: dict[str, str] = {}
    if s.hits:
        values["hits"] = str(m.hits + s.hits)
    if s.prevented:
        values["prevented"] = str(m.prevented + s.prevented)
    if s.last_applied:
        day = s.last_applied[:10]
        if m.last_applied is None or day > m.last_applied[:10]:
            values["last_applied"] = f'"{day}"'
    if s.helpful or s.unhelpful:
        count = m.feedback_count + s.helpful + s.unhelpful
        total = (m.feedback_score or 0.0) * m.feedback_count + s.helpful - s.unhelpful
        values["feedback_score"] = f"{total / count:.3f}".rstrip("0").rstrip(".") if total else "0"
        values["feedback_count"] = str(count)
    # What lint rejects in the usage keys is the user's to fix, not ours to fold over: a duplicate
    # key anywhere (we would rewrite both lines), a usage value the schema refuses (hits: [1, 2],
    # last_applied: yesterday). Reported as lint reports it.
    bad = [*parsed.findings, *(f for f in schema_findings(parsed) if f.rule == "schema" and _usage_key(f))]
    if bad:
        return old, bad
    try:
        new = set_frontmatter_keys(old, values)
    except ValueError as exc:
        line = min((parsed.key_lines[k] for k in values if k in parsed.key_lines), default=1)
        return old, [Finding(m.path, line, 1, "usage-value", f"cannot fold usage into this file: {exc}")]
    # Read the result back: exactly the usage keys changed, nothing else (no duplicate key, same body).
    after = parse_bytes(m.path, new.encode("utf-8"))
    expected = {**(parsed.data or {}), **{k: _scalar(v) for k, v in values.items()}}
    if after.data != expected or after.body != parsed.body or len(after.findings) > len(parsed.findings):
        return old, [
            Finding(m.path, 1, 1, "usage-value", "folding usage would change more than its keys; edit by hand")
        ]
    return new, []


def _usage_key(finding: Finding) -> bool:
    """Whether a schema finding is about one of the usage keys (``hits: ...``, ``feedback_score.x: ...``)."""
    return finding.message.split(":", 1)[0].split(".", 1)[0] in USAGE_KEYS


def _scalar(value: str) -> int | float | str:
    if value.startswith('"'):
        return value.strip('"')
    return int(value) if value.lstrip("-").isdigit() else float(value)


def apply_fold(config: Config, plan: FoldPlan) -> None:
    """Write the planned files atomically, then move applied and skipped events out of the ledger.

    Held events stay in the ledger. Files are compared and written as bytes, so line endings
    and a byte order mark are kept as they are.
    """
    from memstone.catalog import write_atomic

    edits = sorted(plan.edits.items())
    for path, (old, _) in edits:  # check every file before writing any: all or nothing
        target = config.root / path
        if not target.is_file() or target.read_bytes() != old.encode("utf-8"):
            raise UsageError(f"{path} changed while folding usage; nothing written, run `memstone usage apply` again")
    for path, (_, new) in edits:
        write_atomic(config.root / path, new)
    done = {_key(e) for e in plan.applied} | {_key(e) for e, _ in plan.skipped}
    ledger = ledger_path(config)
    archive = config.state_dir / ARCHIVE
    with _locked(ledger):
        lines = ledger.read_text(encoding="utf-8", errors="replace").splitlines() if ledger.exists() else []
        keep: list[str] = []
        moved: list[str] = []
        for line in lines:
            parsed = list(_parse([line]))
            if parsed and _key(parsed[0]) in done:
                moved.append(line)
            else:
                keep.append(line)
        if moved:
            with archive.open("a", encoding="utf-8") as handle:
                handle.write("".join(m + "\n" for m in moved))
        write_atomic(ledger, "".join(k + "\n" for k in keep))


def _key(e: Event) -> tuple[str, str, str, str | None]:
    return (e.event, e.name, e.ts, e.session)


def unified_diff(plan: FoldPlan) -> str:
    """The plan as a patch, lines split at newlines only: a CRLF file shows its carriage returns kept."""
    import difflib

    out: list[str] = []
    for path, (old, new) in sorted(plan.edits.items()):
        for line in difflib.unified_diff(_lines(old), _lines(new), f"a/{path}", f"b/{path}"):
            out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def _lines(text: str) -> list[str]:
    return [line for line in re.split(r"(?<=\n)", text) if line]


def summarize(events: Sequence[Event]) -> dict[str, int]:
    counts = dict.fromkeys(EVENTS, 0)
    for e in events:
        counts[e.event] += 1
    return counts
