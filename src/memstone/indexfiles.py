"""Cheap freshness checks: which memory files changed since the index was built.

A build records (size, mtime_ns, sha256) of every indexed file. ``index_status`` lists the
files again, trusts an unchanged size and mtime, and hashes only the rest, so it stays in the
tens of milliseconds at 10k memories. It also compares the manifest's commit with HEAD.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from memstone.config import Config
from memstone.errors import MemstoneError
from memstone.manifest import MANIFEST
from memstone.records import FILES, load_json
from memstone.repo import Snapshot

if TYPE_CHECKING:
    from memstone.candidates import IndexReader


@dataclass(frozen=True, slots=True)
class FileState:
    size: int
    mtime_ns: int
    sha256: str


@dataclass(frozen=True, slots=True)
class Status:
    """``state`` is current, stale (``changed`` lists the paths), incompatible or missing."""

    state: str
    changed: list[str]
    commit: str | None = None
    head: str | None = None
    reason: str = ""


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def indexed_paths(config: Config, paths: list[str]) -> list[str]:
    return sorted(p for p in paths if p != config.index_md)


def snapshot_states(config: Config, snapshot: Snapshot) -> dict[str, FileState]:
    """The state of every file a build indexes (stat fields are -1 for a revision read from git)."""
    out: dict[str, FileState] = {}
    for path in indexed_paths(config, list(snapshot.files)):
        size, mtime = -1, -1
        if snapshot.rev is None:
            try:
                st = os.stat(config.root / path)
                size, mtime = st.st_size, st.st_mtime_ns
            except OSError:
                pass
        out[path] = FileState(size, mtime, _sha(snapshot.files[path]))
    return out


def worktree_paths(config: Config) -> dict[str, os.stat_result]:
    """Every file a work-tree build would index, with its stat, without reading any content."""
    root = config.root
    out: dict[str, os.stat_result] = {}
    mem = root / config.memory_dir
    prefix = config.memory_dir + "/"
    for dirpath, _dirs, names in os.walk(mem):
        rel_dir = Path(dirpath).relative_to(root).as_posix()
        for name in names:
            if name.endswith(".md"):
                rel = f"{rel_dir}/{name}"
                if rel.startswith(prefix) and rel != config.index_md:
                    out[rel] = os.stat(Path(dirpath) / name)
    for spec in config.sources:
        for path in root.glob(spec.pattern):
            if path.is_file() and ".memstone" not in path.parts:
                out[path.relative_to(root).as_posix()] = path.stat()
    return out


def changed_files(config: Config, recorded: dict[str, list[object]]) -> list[str]:
    """Paths added, deleted or modified in the work tree since the recorded states."""
    now = worktree_paths(config)
    changed = set(recorded) ^ set(now)
    for path in set(recorded) & set(now):
        size, mtime, sha = recorded[path]
        st = now[path]
        if st.st_size == size and st.st_mtime_ns == mtime:
            continue
        try:
            if _sha((config.root / path).read_bytes()) != sha:
                changed.add(path)
        except OSError:
            changed.add(path)
    return sorted(changed)


def _head(config: Config) -> str | None:
    from memstone.repo import git

    try:
        return git(config.root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}").strip() or None
    except MemstoneError:
        return None


def index_status(config: Config, reader: IndexReader | None, *, index_dir: Path | None = None) -> Status:
    """Is the index current for the work tree and HEAD? Cheap enough to call on every recall."""
    from memstone.manifest import incompatibility, read_manifest
    from memstone.records import index_dir as default_dir

    head = _head(config)
    if reader is not None:
        manifest, where = reader.manifest, reader.path
    else:
        where = index_dir if index_dir is not None else default_dir(config)
        if not (where / MANIFEST).is_file():
            return Status("missing", [], None, head, "no index; run `memstone index build`")
        try:
            manifest = read_manifest(where)
        except MemstoneError as exc:
            return Status("incompatible", [], None, head, str(exc))
        why = incompatibility(manifest, None, check_model=False)
        if why is not None:
            return Status("incompatible", [], manifest.commit, head, why)
    try:
        recorded = load_json(where / FILES)
    except (OSError, ValueError):
        return Status("incompatible", [], manifest.commit, head, f"{where / FILES} is missing or unreadable")
    changed = changed_files(config, recorded)
    if changed or manifest.commit != head:
        return Status("stale", changed, manifest.commit, head, "")
    return Status("current", [], manifest.commit, head, "")


def file_states(index_dir: Path) -> dict[str, str]:
    """sha256 of every file of an index directory but the manifest and lock files (for verify)."""
    out: dict[str, str] = {}
    for path in sorted(index_dir.rglob("*")):
        if path.is_file() and path.name != MANIFEST and not path.name.endswith((".lock", ".tmp")):
            out[path.relative_to(index_dir).as_posix()] = _sha(path.read_bytes())
    return out
