"""Git history as the memory's clock and ledger: when each memory was written and changed, and what replaced what.

One streamed ``git log -M`` pass (first-parent by default) gives every memory file its first
and last commit, following renames, and the supersession edges declared by commit trailers.
The result is cached in ``.memstone/history-cache.json`` keyed by HEAD and extended with
``OLD..HEAD`` when HEAD moves forward; a rewritten history rebuilds it.
"""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memstone.config import Config
from memstone.errors import RepoError
from memstone.history_git import (
    Commit,
    is_wanted,
    memory_stem,
    pathspecs,
    read_full_log,
    read_log,
    rev_parse,
    start_git,
)
from memstone.history_ledger import Ledger, Life
from memstone.repo import git_bytes

if TYPE_CHECKING:
    from memstone.memory import Memory

CACHE_FILE = "history-cache.json"
CACHE_VERSION = 1
SHALLOW_WARNING = (
    "shallow clone: history stops at the clone depth, so dates of memories older than that are approximate "
    "(the oldest fetched commit); run `git fetch --unshallow` for exact dates"
)
EDGE_SOURCES = ("frontmatter", "trailer", "deletion")


@dataclass(frozen=True, slots=True)
class FileHistory:
    path: str
    created: datetime  # tz-aware UTC
    modified: datetime
    created_commit: str | None
    modified_commit: str | None
    author: str | None
    uncommitted: bool
    renamed_from: tuple[str, ...]  # earlier paths, oldest first


@dataclass(frozen=True, slots=True)
class Edge:
    """``new`` supersedes ``old`` (memory names), and where that was said."""

    new: str
    old: str
    source: str  # "frontmatter" | "trailer" | "deletion"
    commit: str | None
    date: datetime | None


@dataclass(frozen=True, slots=True)
class History:
    head: str | None
    files: Mapping[str, FileHistory]
    edges: tuple[Edge, ...]
    shallow: bool
    warnings: tuple[str, ...]

    def file(self, path: str) -> FileHistory | None:
        return self.files.get(path)

    def superseded_by(self) -> dict[str, str]:
        """Old name -> the name at the head of its chain (A -> B -> C gives A: C, B: C); cycles are left out.

        A name a memory was renamed from stands for the renamed memory.
        """
        alias = {memory_stem(old): memory_stem(f.path) for f in self.files.values() for old in f.renamed_from}
        alias = {k: v for k, v in alias.items() if k != v}
        nxt: dict[str, str] = {}
        for edge in sorted(self.edges, key=lambda e: (e.date or _EPOCH, e.source, e.new)):
            new = alias.get(edge.new, edge.new)
            if new != edge.old:
                nxt[edge.old] = new  # the latest statement wins
        out: dict[str, str] = {}
        for start in sorted(nxt):
            seen = [start]
            node = nxt[start]
            while node in nxt and node not in seen:
                seen.append(node)
                node = nxt[node]
            if node not in seen:
                out[start] = node
        return out


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@functools.lru_cache(maxsize=8192)
def to_datetime(timestamp: int) -> datetime:
    """The UTC datetime of a commit timestamp (cached: thousands of files share a few hundred commit times)."""
    return datetime.fromtimestamp(timestamp, tz=UTC)


def load_history(
    config: Config, memories: Sequence[Memory], *, rev: str | None = None, now: datetime | None = None
) -> History:
    """Dates and supersession for every wanted file at ``rev`` (None: HEAD plus the work tree).

    With ``rev=None`` uncommitted and untracked files get ``now`` as their change date (and,
    if git has never seen them, as their creation date) and ``uncommitted=True``.
    """
    now = now or datetime.now(UTC)
    warnings: list[str] = []
    try:
        prefix, shallow_flag, head = _probe(config)
    except RepoError:
        warnings.append(f"{config.root} is not a git repository: no history, every memory counts as uncommitted")
        return _finish(config, memories, None, Ledger(), False, warnings, now, prefix="", status=None)
    shallow = shallow_flag == "true"
    if shallow:
        warnings.append(SHALLOW_WARNING)
    status = None
    if rev is None:  # runs while the history is read
        status = start_git(config, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--", *pathspecs(config))
    target = head if rev is None else _resolve(config, rev)
    if target is None:
        return _finish(config, memories, None, Ledger(), shallow, warnings, now, prefix=prefix, status=status)
    ledger = _cached_ledger(config, target, shallow, extend=rev is None)
    if ledger is None:
        ledger = full_ledger(config, target)
        if rev is None:
            _write_cache(config, target, shallow, ledger)
    return _finish(config, memories, target, ledger, shallow, warnings, now, prefix=prefix, status=status)


def _probe(config: Config) -> tuple[str, str, str | None]:
    """(the root's path inside the git work tree, "true" if shallow, HEAD or None before the first commit)."""
    try:
        prefix, shallow, head, *_ = rev_parse(config, "--show-prefix", "--is-shallow-repository", "HEAD^{commit}")
        return prefix, shallow, head.strip() or None
    except (RepoError, ValueError):
        prefix, shallow, *_ = rev_parse(config, "--show-prefix", "--is-shallow-repository")
        return prefix, shallow, None


def _resolve(config: Config, rev: str) -> str:
    from memstone.repo import resolve_rev

    return resolve_rev(config.root, rev)


def full_ledger(config: Config, head: str) -> Ledger:
    """Walk the whole history up to ``head`` in one ``git log`` pass."""
    commits = read_full_log(config, head)
    ledger = Ledger()
    _walk(config, ledger, commits, head)
    return ledger


def _walk(config: Config, ledger: Ledger, newest_first: list[Commit], revs: str) -> None:
    for commit in reversed(newest_first):
        ledger.apply(config, commit)
    if config.first_parent and any(len(c.parents) > 1 for c in newest_first):
        _side_branch_trailers(config, ledger, newest_first, revs)


def _side_branch_trailers(config: Config, ledger: Ledger, walked: list[Commit], revs: str) -> None:
    """Trailers written on branch commits that a first-parent walk skips (their merge brought the files in).

    One cheap listing of the commits whose message has a trailer; diffs only for those off the line.
    """
    from memstone.history_git import TRAILER_GREP
    from memstone.history_ledger import trailer_edges

    seen = {c.sha for c in walked}
    listing = git_bytes(config.root, "log", "-i", "-E", f"--grep={TRAILER_GREP}", "--no-merges", "--format=%H", revs)
    missing = [sha for sha in listing.decode().split() if sha not in seen]
    if not missing:
        return
    args = ["--no-walk=unsorted", *reversed(missing)]
    for commit in read_log(_all_parents(config), args, paths=None):
        ledger.edges.extend(trailer_edges(config, commit, ledger.alive))


def _all_parents(config: Config) -> Config:
    from dataclasses import replace

    return replace(config, first_parent=False)


def _cache_key(config: Config) -> dict[str, Any]:
    return {
        "version": CACHE_VERSION,
        "first_parent": config.first_parent,
        "date_field": config.date_field,
        "pathspecs": pathspecs(config),
    }


def _cached_ledger(config: Config, head: str, shallow: bool, *, extend: bool) -> Ledger | None:
    """The cached ledger (extended to ``head`` when it moved forward and ``extend``); None: walk everything."""
    path = config.state_dir / CACHE_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("key") != _cache_key(config) or data.get("shallow") != shallow:
            return None
        old = str(data["head"])
        ledger = Ledger.from_json(data["ledger"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if old == head:
        return ledger
    if not extend:
        return None
    try:
        git_bytes(config.root, "merge-base", "--is-ancestor", old, head)
    except RepoError:
        return None  # rewritten history (rebase, reset, amend): rebuild
    commits = read_log(config, [f"{old}..{head}"], paths=None)
    if config.first_parent and commits and (not commits[-1].parents or commits[-1].parents[0] != old):
        return None  # the old head is not on the first-parent line of the new one
    _walk(config, ledger, commits, f"{old}..{head}")
    _write_cache(config, head, shallow, ledger)
    return ledger


def _write_cache(config: Config, head: str, shallow: bool, ledger: Ledger) -> None:
    """Write the cache beside itself and rename it into place (catalog.write_atomic would pull in the parser)."""
    import os
    import tempfile

    data = {"key": _cache_key(config), "head": head, "shallow": shallow, "ledger": ledger.to_json()}
    with contextlib.suppress(OSError):  # a cache that cannot be written is only slower next time
        config.state_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{CACHE_FILE}.", suffix=".tmp", dir=config.state_dir)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, separators=(",", ":"))
            os.replace(tmp, config.state_dir / CACHE_FILE)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)


def _finish(
    config: Config,
    memories: Sequence[Memory],
    head: str | None,
    ledger: Ledger,
    shallow: bool,
    warnings: list[str],
    now: datetime,
    *,
    prefix: str,
    status: Callable[[], bytes] | None,
) -> History:
    files = {path: _file_history(life) for path, life in ledger.alive.items()}
    if status is not None:
        _apply_worktree(config, files, ledger, now, prefix, status().decode("utf-8", "surrogateescape"))
    for memory in memories:
        if memory.path not in files:
            files[memory.path] = FileHistory(memory.path, now, now, None, None, None, True, ())
    edges: dict[tuple[str, str, str], Edge] = {}
    for new, old, source, sha, ts in sorted(ledger.edges, key=lambda e: (e[4], e[3], e[0], e[1], e[2])):
        edges.setdefault((new, old, source), Edge(new, old, source, sha, to_datetime(ts)))  # the earliest statement
    for memory in memories:
        if memory.source != "memory":
            continue
        for target in memory.supersedes:
            edges[(memory.name, target, "frontmatter")] = Edge(memory.name, target, "frontmatter", None, None)
    ordered_edges = sorted(edges.values(), key=lambda e: (e.old, e.new, EDGE_SOURCES.index(e.source)))
    return History(
        head=head,
        files=dict(sorted(files.items())),
        edges=tuple(ordered_edges),
        shallow=shallow,
        warnings=tuple(warnings),
    )


def _file_history(life: Life) -> FileHistory:
    return FileHistory(
        path=life.path,
        created=to_datetime(life.created),
        modified=to_datetime(life.modified),
        created_commit=life.created_commit,
        modified_commit=life.modified_commit,
        author=life.author,
        uncommitted=False,
        renamed_from=tuple(life.renamed_from),
    )


def _apply_worktree(
    config: Config, files: dict[str, FileHistory], ledger: Ledger, now: datetime, prefix: str, status: str
) -> None:
    """Fold ``git status --porcelain -z`` into the committed picture: staged renames, edits, deletions, new files."""
    from dataclasses import replace

    items = status.split("\0")
    i = 0
    while i < len(items):
        entry = items[i]
        i += 1
        if len(entry) < 4:
            continue
        code, path = entry[:2], entry[3:].removeprefix(prefix)
        old_path = None
        if "R" in code or "C" in code:
            old_path = items[i].removeprefix(prefix)
            i += 1
        if not is_wanted(config, path):
            continue
        if "D" in code:
            files.pop(path, None)
            continue
        if old_path is not None and "R" in code:
            base = files.pop(old_path, None)
            if base is not None:
                files[path] = replace(
                    base,
                    path=path,
                    modified=now,
                    modified_commit=None,
                    author=None,
                    uncommitted=True,
                    renamed_from=(*base.renamed_from, old_path),
                )
                continue
        base = files.get(path)
        if base is None:
            dead = ledger.dead.get(path)
            files[path] = (
                replace(_file_history(dead), modified=now, modified_commit=None, author=None, uncommitted=True)
                if dead is not None
                else FileHistory(path, now, now, None, None, None, True, ())
            )
        else:
            files[path] = replace(base, modified=now, modified_commit=None, author=None, uncommitted=True)
