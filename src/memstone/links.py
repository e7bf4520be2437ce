"""Symbolic links: which ones memstone reads, in the work tree and in a commit, and why not the others.

Git stores a link as its text, never what it points to, and stores no file behind a linked
directory. So lint, scan, index build and recall share one rule. A link named like a memory
file (or matched by a source glob) that resolves to a file inside the repository is read as
that file, under the link's own path: a clone has both. Anything else is not read, and is
reported once, as a warning naming the link:

- ``symlink-outside-repo``: it leads outside the repository (a clone gets the link alone), or
  into the repository's ``.git/`` or ``.memstone/`` (git's and memstone's own files, which git
  does not commit: a clone gets the link alone there too);
- ``symlink-dangling``: it leads to nothing (or round in a loop);
- ``symlink-directory``: it leads to a directory; memory is not read through a linked
  directory (a link to a file is).

Inside the memory folder, a link with another name is reported only when it leads outside
the repository or to a directory; a folder on the way to a source that is a link is reported
the same way, and nothing behind it is read.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from memstone.config import STATE_DIR, Config
from memstone.findings import WARNING, Finding, gone, unreadable

OUTSIDE = "symlink-outside-repo"
DANGLING = "symlink-dangling"
DIRECTORY = "symlink-directory"
PRIVATE = "private"  # not a rule id: a link into .git/ or .memstone/, reported as OUTSIDE with its own message
_PRIVATE_DIRS = (".git", STATE_DIR)  # the repository's folders git does not commit
MAX_HOPS = 40  # the links followed from one path before it counts as a loop (the OS allows about as many)
_LOOP = "\0"  # where a loop of links leads: in no listing, so dangling

_WHY = {
    OUTSIDE: "a link to a path outside the repository (git commits only the link): what it points to is not read",
    DANGLING: "a link to nothing (no such file, or a loop of links): not read",
    DIRECTORY: "a link to a directory: memory is not read through a linked directory (link each file instead)",
    PRIVATE: "a link into the repository's .git/ or .memstone/ (git's and memstone's own files): what it points to is not read",
}
_RULE = {PRIVATE: OUTSIDE}  # the rule id of each reason that is not a rule id itself


def private(rel: str) -> bool:
    """Whether the repository-relative ``rel`` is in the repository's .git/ or .memstone/ (or is one)."""
    return rel.split("/", 1)[0] in _PRIVATE_DIRS


def unread(path: str, rule: str) -> Finding:
    """The warning for the link at ``path`` that is not read, for the reason ``rule`` (a rule id, or
    PRIVATE). The link's text is not shown: it is the user's text, a secret could be in it, and
    `memstone scan` reads it (lint must not load the scanner)."""
    return Finding(path, 1, 1, _RULE.get(rule, rule), _WHY[rule], WARNING)


def reported(rule: str, named: bool) -> bool:
    """Whether a link classified ``rule`` is reported: every unread link named like a file memstone
    reads; any other link only when it leads outside the repository or to a directory."""
    return named or rule != DANGLING


@dataclass(frozen=True, slots=True)
class WorkTree:
    """The files a work-tree read covers, and the links it does not follow."""

    files: dict[str, Path]  # repository-relative path -> the file to read (a followed link's target)
    unread: tuple[Finding, ...]
    linked: frozenset[str]  # the paths of ``files`` read through a link


def classify(root: Path, path: str) -> tuple[str | None, str]:
    """(rule, real path) for the work tree's entry at ``path``: rule None when it is read (a file in
    the repository, not in its .git/ or .memstone/), else why not; follows every link on the way."""
    real_root = os.path.realpath(root)
    real = os.path.realpath(root / path)
    if real != real_root and not real.startswith(real_root.rstrip(os.sep) + os.sep):
        return OUTSIDE, real
    if private(Path(os.path.relpath(real, real_root)).as_posix()):
        return PRIVATE, real
    if os.path.isdir(real):
        return DIRECTORY, real
    if not os.path.isfile(real):
        return DANGLING, real
    return None, real


def link_bytes(path: Path) -> bytes:
    """The text of the link at ``path`` as git stores it (nothing when it cannot be read)."""
    try:
        return os.readlink(os.fsencode(path))
    except OSError:
        return b""


def linked_folder(root: Path, folder: str) -> Finding | None:
    """The warning for the first link among the folders of ``folder`` (repository-relative), or None
    when none is a link: nothing behind a linked folder is read."""
    parts = [p for p in folder.split("/") if p]
    if os.path.realpath(root / folder) == os.path.join(os.path.realpath(root), *parts):
        return None  # the common case: one realpath, no link on the way
    for i in range(1, len(parts) + 1):
        here = "/".join(parts[:i])
        if os.path.islink(root / here):
            rule, _real = classify(root, here)
            return unread(here, rule or DIRECTORY)
    return None


def worktree(config: Config) -> WorkTree:
    """Every memory file (MEMORY.md too) and every configured source's file in the work tree, by the rule above."""
    root = config.root
    files: dict[str, Path] = {}
    linked: set[str] = set()
    found: dict[str, Finding] = {}

    def link(path: str, named: bool) -> None:
        rule, real = classify(root, path)
        if rule is None and named:
            files[path] = Path(real)
            linked.add(path)
        elif rule is not None and reported(rule, named):
            found[path] = unread(path, rule)

    blocked = linked_folder(root, config.memory_dir)
    if blocked is not None:
        found[blocked.path] = blocked
    stack = [] if blocked is not None else [config.memory_dir]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(root / folder))
        except OSError as exc:
            if not gone(exc):
                found[folder] = unreadable(folder, exc)
            continue
        for entry in entries:
            path = f"{folder}/{entry.name}"
            if entry.is_symlink():
                link(path, entry.name.endswith(".md"))
            elif entry.is_dir():
                stack.append(path)
            elif entry.name.endswith(".md") and entry.is_file():
                files[path] = Path(entry.path)
    folders: dict[str, Finding | None] = {}
    for spec in config.sources:
        for folder, error in _unlistable(root, spec.pattern):  # glob passes over them in silence
            found.setdefault(folder, unreadable(folder, error))
        for match in root.glob(spec.pattern):
            if ".memstone" in match.parts:
                continue
            path = match.relative_to(root).as_posix()
            folder = path.rpartition("/")[0]
            if folder not in folders:
                folders[folder] = linked_folder(root, folder) if folder else None
            if (through := folders[folder]) is not None:
                found[through.path] = through
            elif match.is_symlink():
                link(path, True)
            elif match.is_file():
                files[path] = match
    return WorkTree(dict(sorted(files.items())), tuple(sorted(found.values())), frozenset(linked))


def _unlistable(root: Path, pattern: str) -> list[tuple[str, OSError]]:
    """The folders a source ``pattern`` reads that are there but cannot be listed: its fixed leading folder
    (``journal`` of ``journal/*.md``), and every folder under it when the pattern recurses (``**``)."""
    parts = pattern.split("/")
    fixed = next((i for i, part in enumerate(parts) if any(c in part for c in "*?[")), len(parts))
    if fixed == 0 or fixed == len(parts):
        return []  # the repository's root itself, or a pattern without wildcards: a file, read as one
    base = "/".join(parts[: min(fixed, len(parts) - 1)])
    refused: list[tuple[str, OSError]] = []

    def note(exc: OSError) -> None:
        if not gone(exc) and exc.filename is not None:
            refused.append((Path(os.fsdecode(exc.filename)).relative_to(root).as_posix(), exc))

    if "**" in parts[fixed:]:
        for _ in os.walk(root / base, onerror=note):
            pass
    else:
        try:
            os.scandir(root / base).close()
        except OSError as exc:
            note(exc)
    return refused


class TreeLinks:
    """The links of one commit's tree, resolved the way the work tree would resolve them.

    ``texts`` is every link's text by path; ``blobs`` every other file's path. An absolute link
    text is inside the repository when it starts with the repository's root (as configured or
    with its own links resolved).
    """

    def __init__(self, root: Path, texts: dict[str, str], blobs: Iterable[str]) -> None:
        self.texts = texts
        self.blobs = set(blobs)
        self._roots = sorted({str(root), os.path.realpath(root)}, key=len, reverse=True)
        self._dirs: set[str] | None = None

    def classify(self, path: str) -> tuple[str | None, str]:
        """(rule, the repository-relative path it leads to) for the link at ``path``; rule None for a file."""
        target = self._resolve(path)
        if target is None:
            return OUTSIDE, ""
        if private(target):  # a file committed under .memstone/ all the same is not read either
            return PRIVATE, target
        if target in self.blobs:
            return None, target
        if target == "" or target in self.dirs:
            return DIRECTORY, target
        return DANGLING, target

    @property
    def dirs(self) -> set[str]:
        if self._dirs is None:
            self._dirs = {p.rsplit("/", i)[0] for p in (*self.blobs, *self.texts) for i in range(1, p.count("/") + 1)}
        return self._dirs

    def _inside(self, text: str) -> str | None:
        """The repository-relative path an absolute link text names, or None when it is outside."""
        text = posixpath.normpath(text)
        for base in self._roots:
            if text == base:
                return ""
            if text.startswith(base.rstrip("/") + "/"):
                return text[len(base.rstrip("/")) + 1 :]
        return None

    def _resolve(self, path: str) -> str | None:
        """Where ``path`` leads once every link on it is followed (None: outside the repository)."""
        todo = path.split("/")
        done: list[str] = []
        hops = 0
        while todo:
            part = todo.pop(0)
            if part in ("", "."):
                continue
            if part == "..":
                if not done:
                    return None
                done.pop()
                continue
            done.append(part)
            text = self.texts.get("/".join(done))
            if text is None:
                continue
            hops += 1
            if hops > MAX_HOPS:
                return _LOOP
            done.pop()
            if text.startswith("/"):
                inside = self._inside(text)
                if inside is None:
                    return None
                done = []
                todo = [*inside.split("/"), *todo]
            else:
                todo = [*text.split("/"), *todo]
        return "/".join(done)
