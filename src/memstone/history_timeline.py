"""The life of one memory: every commit that touched it, the frontmatter fields each changed, its renames,
and what it supersedes or is superseded by (the data behind ``memstone history NAME``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memstone.config import Config
from memstone.errors import UsageError
from memstone.history import Edge, FileHistory, History, load_history, to_datetime
from memstone.history_git import Change, Commit, memory_stem, pathspecs, read_log
from memstone.history_ledger import Ledger, Life
from memstone.history_range import frontmatter
from memstone.memory import Memory
from memstone.repo import read_blobs

if TYPE_CHECKING:
    from memstone.parse import Parsed


@dataclass(frozen=True, slots=True)
class FieldChange:
    field: str
    old: str  # rendered: `true`, `[a, b]`, `(unset)`
    new: str

    def describe(self) -> str:
        return f"{self.field}: {self.old} -> {self.new}"


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    commit: str | None  # None: a change in the work tree, not committed yet
    date: datetime
    author: str | None
    subject: str
    action: str  # "added" | "re-added" | "changed" | "renamed" | "deleted" | "uncommitted"
    path: str
    old_path: str | None
    fields: tuple[FieldChange, ...]
    body_changed: bool


@dataclass(frozen=True, slots=True)
class Timeline:
    name: str
    path: str  # where it lives now, or where it was when deleted
    alive: bool
    file: FileHistory | None
    entries: tuple[TimelineEntry, ...]  # oldest first
    supersedes: tuple[Edge, ...]
    superseded_by: tuple[Edge, ...]
    replaced_by: str | None  # the head of its supersession chain, if it was superseded
    warnings: tuple[str, ...]


def show(value: Any) -> str:
    if value is None:
        return "(unset)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in sorted(value.items())) + "}"
    return str(value)


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``[REDACTED:<rule-id>]``: how a report may show memory text."""
    from memstone.scan import redact_secrets

    return redact_secrets(text)[0]


def redact_value(key: str, value: Any) -> Any:
    """``value`` with every string in it redacted, each read as the file has it (``key: value``): a rule may
    need the key (``password: hunter2``). Lists and mappings keep their shape; other values pass as they are."""
    if isinstance(value, str):
        return _redact_after(f"{key}: ", value)
    if isinstance(value, list | tuple):
        return [redact_value(key, v) for v in value]
    if isinstance(value, dict):
        return {redact(str(k)): redact_value(str(k), v) for k, v in value.items()}
    return value


def _redact_after(prefix: str, value: str) -> str:
    from memstone.scan import find_secrets, redact_spans

    matches = [m for m in find_secrets(prefix + value) if m.end > len(prefix)]
    if not matches:
        return value
    n = len(prefix)
    return redact_spans(value, [replace(m, start=max(m.start - n, 0), end=m.end - n) for m in matches])


def redact_tree(value: Any) -> Any:
    """A JSON-ready value with every string in it (keys too) redacted.

    The strings are scanned together, one per paragraph, in a single pass (a scan has a fixed cost
    that thousands of short strings would pay thousands of times); a string a match runs out of is
    scanned again on its own, so that one string's words never redact another's."""
    texts: dict[str, str] = {}

    def collect(v: Any) -> None:
        if isinstance(v, str):
            texts.setdefault(v, v)
        elif isinstance(v, list | tuple):
            for item in v:
                collect(item)
        elif isinstance(v, dict):
            for k, item in v.items():
                collect(k)
                collect(item)

    collect(value)
    texts.update(zip(texts, _redact_many(list(texts)), strict=True))

    def rebuild(v: Any) -> Any:
        if isinstance(v, str):
            return texts[v]
        if isinstance(v, list | tuple):
            return [rebuild(item) for item in v]
        if isinstance(v, dict):
            return {rebuild(k): rebuild(item) for k, item in v.items()}
        return v

    return rebuild(value)


def _redact_many(texts: list[str]) -> list[str]:
    from memstone.scan import find_secrets, redact_spans

    sep = "\n\n"
    starts: list[int] = []
    pos = 0
    for text in texts:
        starts.append(pos)
        pos += len(text) + len(sep)
    matches = find_secrets(sep.join(texts))
    if not matches:
        return texts
    out = list(texts)
    for i, (text, start) in enumerate(zip(texts, starts, strict=True)):
        end = start + len(text)
        mine = [m for m in matches if m.start < end and m.end > start]
        if any(m.start < start or m.end > end for m in mine):
            out[i] = redact(text)  # a match runs across the separator: this string alone decides
        elif mine:
            out[i] = redact_spans(text, [replace(m, start=m.start - start, end=m.end - start) for m in mine])
    return out


def field_changes(path: str, old: bytes, new: bytes) -> tuple[tuple[FieldChange, ...], bool]:
    """Frontmatter fields that differ between two versions of a file, and whether the body changed.

    The values are rendered for display, secrets redacted (a commit that removes a leaked token must
    not print it again)."""
    from memstone.parse import parse_bytes

    a, b = parse_bytes(path, old), parse_bytes(path, new)
    if a.data is None or b.data is None:  # no field to compare on that side: say so, never "name: x -> (unset)"
        before, after = _readable(a), _readable(b)
        return ((FieldChange("frontmatter", before, after),) if before != after else ()), a.body != b.body
    da, db = frontmatter(path, old), frontmatter(path, new)
    fields = tuple(
        FieldChange(redact(k), show(redact_value(k, da.get(k))), show(redact_value(k, db.get(k))))
        for k in sorted({*da, *db})
        if da.get(k) != db.get(k)
    )
    return fields, a.body != b.body


def _readable(parsed: Parsed) -> str:
    """`(readable)`, or why the frontmatter cannot be read, as lint says it (`(unparseable: bad-yaml, line 4)`)."""
    if parsed.data is not None:
        return "(readable)"
    first = min(parsed.findings, default=None)
    return f"(unparseable: {first.rule}, line {first.line})" if first else "(unparseable)"


def memory_timeline(config: Config, name: str, memories: Sequence[Memory], *, now: datetime | None = None) -> Timeline:
    """The timeline of the memory called ``name`` (a name, a former name, or a path), alive or deleted."""
    now = now or datetime.now(UTC)
    history = load_history(config, memories, now=now)
    current = _find_current(config, history, memories, name)
    paths = [current.path, *current.renamed_from] if current is not None else None
    records: list[tuple[Commit, Change, Life]] = []
    ledger = Ledger()
    if history.head is not None:
        literal = [f":(literal){p}" for p in paths] if paths else pathspecs(config)
        for commit in reversed(read_log(config, [history.head], paths=literal, raw=True)):
            ledger.apply(config, commit, lambda c, ch, life: records.append((c, ch, life)))
    life = _find_life(ledger, current, name)
    if current is None and life is None:
        raise UsageError(f"no memory named {name!r} in the work tree or in the history of HEAD")
    entries = _entries([(c, ch) for c, ch, lf in records if lf is life], config)
    if current is not None and current.uncommitted:
        entries.append(_uncommitted_entry(config, current, entries, now))
    path = current.path if current is not None else life.path if life is not None else name
    names = {memory_stem(path), *(memory_stem(p) for p in (current or life).renamed_from)}  # type: ignore[union-attr]
    chain = history.superseded_by()
    return Timeline(
        name=memory_stem(path),
        path=path,
        alive=current is not None,
        file=current,
        entries=tuple(entries),
        supersedes=tuple(e for e in history.edges if e.new in names),
        superseded_by=tuple(e for e in history.edges if e.old in names),
        replaced_by=next((chain[n] for n in sorted(names) if n in chain), None),
        warnings=history.warnings,
    )


def _find_current(config: Config, history: History, memories: Sequence[Memory], name: str) -> FileHistory | None:
    by_name = {m.name: m.path for m in memories}
    for candidate in (name, by_name.get(name), f"{config.memory_dir}/{name}.md"):
        if candidate and candidate in history.files:
            return history.files[candidate]
    matches = [f for f in history.files.values() if memory_stem(f.path) == name]
    matches = matches or [f for f in history.files.values() if name in {memory_stem(p) for p in f.renamed_from}]
    return sorted(matches, key=lambda f: f.path)[0] if matches else None


def _find_life(ledger: Ledger, current: FileHistory | None, name: str) -> Life | None:
    if current is not None:
        return ledger.alive.get(current.path) or next(
            (lf for lf in ledger.alive.values() if lf.path in current.renamed_from), None
        )

    def known_as(life: Life) -> bool:
        return name in {life.path, memory_stem(life.path), *(memory_stem(p) for p in life.renamed_from)}

    dead = sorted((lf for lf in ledger.dead.values() if known_as(lf)), key=lambda lf: (lf.modified, lf.path))
    return dead[-1] if dead else None


def _entries(touches: list[tuple[Commit, Change]], config: Config) -> list[TimelineEntry]:
    shas = sorted(
        {s for _, ch in touches if ch.status in "MTR" and ch.content_changed for s in (ch.old_blob, ch.new_blob) if s}
    )
    blobs = dict(zip(shas, read_blobs(config.root, shas), strict=True))
    out: list[TimelineEntry] = []
    for commit, change in touches:
        action = {"A": "added", "C": "added", "D": "deleted", "R": "renamed"}.get(change.status, "changed")
        if action == "added" and out:
            action = "re-added"
        fields: tuple[FieldChange, ...] = ()
        body_changed = False
        if change.old_blob in blobs and change.new_blob in blobs:
            fields, body_changed = field_changes(
                change.path, blobs[change.old_blob or ""], blobs[change.new_blob or ""]
            )
        out.append(
            TimelineEntry(
                commit=commit.sha,
                date=to_datetime(commit.timestamp),
                author=commit.author,
                subject=commit.subject,
                action=action,
                path=change.path,
                old_path=change.old_path,
                fields=fields,
                body_changed=body_changed,
            )
        )
    return out


def _uncommitted_entry(
    config: Config, current: FileHistory, entries: list[TimelineEntry], now: datetime
) -> TimelineEntry:
    """The work-tree change, compared with the file as last committed."""
    fields: tuple[FieldChange, ...] = ()
    body_changed = False
    work = config.root / current.path
    last = next((e for e in reversed(entries) if e.commit), None)
    if last is not None and work.is_file():
        from memstone.repo import git_bytes

        committed = git_bytes(config.root, "cat-file", "blob", f"{last.commit}:{last.path}")
        fields, body_changed = field_changes(current.path, committed, work.read_bytes())
    old_path = current.renamed_from[-1] if last is not None and last.path != current.path else None
    return TimelineEntry(
        None,
        now,
        None,
        "(uncommitted)",
        "uncommitted" if last else "added",
        current.path,
        old_path,
        fields,
        body_changed,
    )
