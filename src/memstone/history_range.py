"""What a range of commits did to memory: added, changed, renamed, deleted files and declared supersession.

``range_changes(config, base, head)`` is the data behind ``memstone log`` and a building block
for ``memstone review``: the net difference between two commits (renames detected), every
commit of the range with its trailers, the blob ids to read old and new contents in one
batch, and the supersession edges the range introduces.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from memstone.config import Config
from memstone.errors import RepoError, UsageError
from memstone.history import Edge, to_datetime
from memstone.history_git import (
    Change,
    is_memory,
    is_wanted,
    memory_stem,
    parse_changes,
    pathspecs,
    read_log,
)
from memstone.history_ledger import trailer_edges
from memstone.repo import git, git_bytes, read_blobs, resolve_rev


@dataclass(frozen=True, slots=True)
class RangeCommit:
    sha: str
    date: datetime
    author: str
    subject: str
    trailers: tuple[tuple[str, str], ...]  # ("supersedes" | "superseded-by", name)
    changes: tuple[Change, ...]


@dataclass(frozen=True, slots=True)
class RangeChanges:
    base: str | None  # None: from the beginning of history
    head: str
    commits: tuple[RangeCommit, ...]  # oldest first; every commit of base..head, merged branches included
    added: tuple[str, ...]
    changed: tuple[str, ...]
    renamed: tuple[tuple[str, str], ...]  # (old path, new path); the content may have changed too
    deleted: tuple[str, ...]
    blobs: Mapping[str, tuple[str | None, str | None]]  # path (new path for renames) -> (blob at base, at head)
    edges: tuple[Edge, ...]  # supersession the range introduces: trailers, deletions, new frontmatter entries

    @property
    def superseded(self) -> tuple[str, ...]:
        return tuple(sorted({e.old for e in self.edges}))

    def contents(self, config: Config) -> dict[str, tuple[bytes | None, bytes | None]]:
        """Old and new bytes of every touched file, read in one ``git cat-file --batch``."""
        shas = sorted({s for pair in self.blobs.values() for s in pair if s})
        data = dict(zip(shas, read_blobs(config.root, shas), strict=True))
        return {p: (data.get(a) if a else None, data.get(b) if b else None) for p, (a, b) in self.blobs.items()}


def parse_range(config: Config, spec: str | None, *, since: str | None = None) -> tuple[str | None, str]:
    """``BASE..HEAD``, ``BASE...HEAD`` (from the merge base), ``BASE`` (to HEAD) or None (all history).

    With ``since`` (a date), the base is the last first-parent commit before that date.
    """
    root = config.root
    try:
        git(root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
    except RepoError:
        from memstone.repo import no_commits_error

        raise UsageError(no_commits_error(root, "show")) from None
    base: str | None

    def rev(text: str) -> str:
        try:
            return resolve_rev(root, text or "HEAD")
        except UsageError:
            raise UsageError(
                f"range {spec!r}: {text!r} is not a commit, tag, branch, or a date with commits before it"
            ) from None

    if spec is None:
        base, head = None, rev("HEAD")
    elif "..." in spec:
        left, right = spec.split("...", 1)
        head = rev(right)
        try:
            base = git(root, "merge-base", rev(left), head).strip()
        except RepoError:
            raise UsageError(f"range {spec!r}: the two sides have no common ancestor; use BASE..HEAD") from None
    elif ".." in spec:
        left, right = spec.split("..", 1)
        head = rev(right)
        base = range_base(config, rev(left), head, spec)
    else:
        head = rev("HEAD")
        base = range_base(config, rev(spec), head, spec)
    if since is not None:
        _check_date(config, since)
        before = git(root, "rev-list", "-1", "--first-parent", f"--before={since}", head).strip()
        if base is None or (before and _is_ancestor(config, base, before)):
            base = before or None
    return base, head


def range_base(config: Config, base: str, head: str, spec: str) -> str:
    """The commit to compare ``head`` with for the range ``base..head``, read as git reads it: the commits
    reachable from ``head`` and not from ``base``.

    That is ``base`` itself when it is an ancestor of ``head``; otherwise the two diverged and the range's
    commits start at their merge base. A reversed range (``head`` an ancestor of ``base``) gets ``head``
    itself: no commits, so no changes, never the undoing of ``base``'s commits shown as deletions.
    """
    if _is_ancestor(config, base, head):
        return base
    try:
        return git(config.root, "merge-base", base, head).strip()
    except RepoError:
        raise UsageError(f"range {spec!r}: the two sides have no common ancestor, so nothing to compare") from None


def _check_date(config: Config, text: str) -> None:
    """Refuse what git's date parser silently reads as "now" (``--since notadate`` would show nothing)."""
    if text.strip().lower() in ("now", "today") or any(c.isdigit() for c in text):
        return

    def max_age(value: str) -> int:
        out = git(config.root, "rev-parse", f"--since={value}").strip()
        return int(out.rsplit("=", 1)[-1]) if out.startswith("--max-age=") else 0

    if abs(max_age(text) - max_age("now")) <= 2:
        raise UsageError(f"--since {text!r}: not a date (e.g. 2026-09-01, '2 weeks ago', yesterday)")


def _is_ancestor(config: Config, a: str, b: str) -> bool:
    try:
        git_bytes(config.root, "merge-base", "--is-ancestor", a, b)
    except RepoError:
        return False
    return True


def _empty_tree(config: Config) -> str:
    return git(config.root, "hash-object", "-t", "tree", "--stdin", input_bytes=b"").strip()


def range_changes(config: Config, base: str | None, head: str, *, frontmatter: bool = True) -> RangeChanges:
    """The net change of wanted files from ``base`` (None: the empty tree) to ``head``, and its commits."""
    raw = git_bytes(
        config.root,
        "diff",
        "--raw",
        "--no-abbrev",
        "-M",
        "--relative",
        "-z",
        base or _empty_tree(config),
        head,
        "--",
        *pathspecs(config),
    ).decode("utf-8", "surrogateescape")
    changes = [c for c in parse_changes(raw.split("\0")) if is_wanted(config, c.path)]
    added = sorted(c.path for c in changes if c.status in "AC")
    changed = sorted(c.path for c in changes if c.status in "MT")
    deleted = sorted(c.path for c in changes if c.status == "D")
    renamed = sorted((c.old_path, c.path) for c in changes if c.status == "R" and c.old_path)
    blobs = {c.path: (c.old_blob if c.status != "A" else None, c.new_blob) for c in changes}
    log = read_log(replace(config, first_parent=False), [head if base is None else f"{base}..{head}"], paths=None)
    commits = tuple(
        RangeCommit(c.sha, to_datetime(c.timestamp), c.author, c.subject, c.trailers, c.changes) for c in reversed(log)
    )
    edges: dict[tuple[str, str, str], Edge] = {}
    for commit in reversed(log):
        for new, old, source, sha, ts in trailer_edges(config, commit):
            edges.setdefault((new, old, source), Edge(new, old, source, sha, to_datetime(ts)))
    result = RangeChanges(
        base=base,
        head=head,
        commits=commits,
        added=tuple(added),
        changed=tuple(changed),
        renamed=tuple(renamed),
        deleted=tuple(deleted),
        blobs=blobs,
        edges=(),
    )
    if frontmatter:
        for edge in _frontmatter_edges(config, result):
            edges.setdefault((edge.new, edge.old, edge.source), edge)
    return replace(result, edges=tuple(sorted(edges.values(), key=lambda e: (e.old, e.new, e.source))))


def _frontmatter_edges(config: Config, changes: RangeChanges) -> list[Edge]:
    """`supersedes` entries that are new at head in the memories the range added, changed or renamed."""
    out: list[Edge] = []
    for path, (old, new) in sorted(changes.contents(config).items()):
        if new is None or not is_memory(config, path):
            continue
        after = frontmatter(path, new)
        before = frontmatter(path, old) if old is not None else {}
        name = str(after.get("name") or memory_stem(path))
        for target in _names(after.get("supersedes")):
            if target not in _names(before.get("supersedes")):
                out.append(Edge(name, target, "frontmatter", None, None))
    return out


def frontmatter(path: str, raw: bytes) -> dict[str, Any]:
    """The frontmatter mapping of a memory file's bytes, or {} when it cannot be read."""
    from memstone.parse import parse_bytes

    data = parse_bytes(path, raw).data
    return data if isinstance(data, dict) else {}


def _names(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [str(v) for v in value]
    return []
