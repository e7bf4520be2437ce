"""Cheap freshness checks: which memory files changed since the index was built.

When the index was built from a work tree that git saw as clean (every indexed path as
committed), one ``git status`` limited to the indexed paths answers the question: git's own
stat cache makes that a few milliseconds of CPU at 10k memories. Otherwise (a build from a
dirty tree, git unavailable) the build's record of (size, mtime_ns, sha256) of every indexed
file is compared with the work tree: an unchanged size and mtime is trusted, the rest hashed.
Both compare the manifest's commit with HEAD.

``damage`` is the cheap check that the index's own files are whole: each file the manifest
lists is there, a plain file of the size the build wrote, and the record store, the vector
matrix and Tantivy's meta file start the way they must. It reads a few hundred bytes, never
the whole index (``index verify`` hashes everything).
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from memstone.config import Config
from memstone.errors import IndexMissingError, MemstoneError
from memstone.links import WorkTree, worktree
from memstone.manifest import MANIFEST, REBUILD, IndexDamagedError, Manifest
from memstone.records import FILES, RECORDS, TANTIVY, VECTORS, load_json

if TYPE_CHECKING:
    from memstone.candidates import IndexReader


@dataclass(frozen=True, slots=True)
class FileState:
    size: int
    mtime_ns: int
    sha256: str


@dataclass(frozen=True, slots=True)
class Status:
    """``state`` is current, stale (``changed`` lists the paths), incompatible, damaged (a file of the
    index is missing or cut short) or missing; ``reason`` says why when it is not current."""

    state: str
    changed: list[str]
    commit: str | None = None
    head: str | None = None
    reason: str = ""
    model_id: str = ""
    memory_count: int = 0
    fix: str = ""  # what repairs a damaged or incompatible index, when not `memstone index build --full`
    warnings: list[str] = field(default_factory=list)  # what its build warned of, kept in the manifest


def bytes_sha(data: bytes) -> str:
    """sha256 of bytes, hex (the hash every file state and index file is recorded by)."""
    return hashlib.sha256(data).hexdigest()


def worktree_paths(config: Config, tree: WorkTree | None = None) -> dict[str, os.stat_result]:
    """Every file a work-tree build would index, with its stat (a followed link's: its target's), without
    reading any content; ``tree`` is the work tree's listing when the caller has it."""
    out: dict[str, os.stat_result] = {}
    for path, real in (tree or worktree(config)).files.items():
        if path != config.index_md:
            try:
                out[path] = real.stat()
            except OSError:  # gone since it was listed
                continue
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
            if file_sha(config.root / path) != sha:
                changed.add(path)
        except OSError:
            changed.add(path)
    return sorted(changed)


def _pathspecs(config: Config) -> list[str]:
    return [f":(glob){config.memory_dir}/**", *(f":(glob){spec.pattern}" for spec in config.sources)]


def git_changes(config: Config) -> tuple[str | None, list[str]] | None:
    """(HEAD, indexed paths that differ from HEAD: modified, deleted, untracked or ignored), from one
    ``git status``; None when git cannot answer (not a repository, no git)."""
    from memstone.repo import git_bytes

    try:
        out = git_bytes(
            config.root,
            "status",
            "--porcelain=v2",
            "-z",
            "--branch",
            "--untracked-files=all",
            "--ignored=matching",
            "--",
            *_pathspecs(config),
        )
    except MemstoneError:
        return None
    head: str | None = None
    changed: set[str] = set()
    fields = out.decode("utf-8", "surrogateescape").split("\0")
    i = 0
    while i < len(fields):
        entry = fields[i]
        i += 1
        if entry.startswith("# branch.oid "):
            oid = entry.split(" ", 2)[2]
            head = None if oid == "(initial)" else oid
        elif entry[:2] in ("? ", "! "):
            changed.add(entry[2:])
        elif entry[:2] in ("1 ", "u "):
            changed.add(entry.split(" ", 8 if entry[0] == "1" else 10)[-1])
        elif entry.startswith("2 "):
            changed.add(entry.split(" ", 9)[-1])
            if i < len(fields):
                changed.add(fields[i])  # the rename's original path
                i += 1
    prefix = config.memory_dir + "/"
    indexed = sorted(p for p in changed if not p.startswith(prefix) or (p.endswith(".md") and p != config.index_md))
    return head, indexed


def head_commit(config: Config) -> str | None:
    from memstone.repo import git

    try:
        return git(config.root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}").strip() or None
    except MemstoneError:
        return None


def index_status(
    config: Config, reader: IndexReader | None, *, index_dir: Path | None = None, check_model: bool = False
) -> Status:
    """Is the index current for the work tree and HEAD? Cheap enough to call on every recall.

    ``check_model`` also compares the model that built it with the configured one, from the model's
    files (recall compares them with the loaded model instead); a difference makes it incompatible.
    """
    from memstone.manifest import incompatibility, read_manifest
    from memstone.records import index_dir as default_dir

    if reader is not None:
        manifest, where = reader.manifest, reader.path
    else:
        where = index_dir if index_dir is not None else default_dir(config)
        try:
            manifest = read_manifest(where)
        except IndexDamagedError as exc:
            fix = "" if exc.action == REBUILD else exc.action
            return Status("damaged", [], None, head_commit(config), exc.detail, fix=fix)
        except IndexMissingError:
            return Status("missing", [], None, head_commit(config), "no index; run `memstone index build`")
        why = incompatibility(manifest, None, check_model=False)
        if why is not None:
            return Status(
                "incompatible", [], manifest.commit, head_commit(config), why, manifest.model_id, manifest.memory_count
            )
        broken = damage(where, manifest)
        if broken is not None:
            return Status(
                "damaged", [], manifest.commit, head_commit(config), broken, manifest.model_id, manifest.memory_count
            )
    found = git_changes(config) if manifest.git_clean and manifest.rev is None else None
    if found is not None:
        head, changed = found
    else:
        head = head_commit(config)
        try:
            recorded = load_json(where / FILES)["files"]
        except (OSError, ValueError, KeyError, TypeError):
            return Status("incompatible", [], manifest.commit, head, f"{where / FILES} is missing or unreadable")
        changed = changed_files(config, recorded)
    why = _other_model(config, manifest) if check_model else None
    if why is not None:
        return Status("incompatible", [], manifest.commit, head, why, manifest.model_id, manifest.memory_count)
    reason = _stale_reason(manifest, changed, head)
    state = "stale" if reason else "current"
    return Status(
        state,
        changed,
        manifest.commit,
        head,
        reason,
        manifest.model_id,
        manifest.memory_count,
        warnings=list(manifest.warnings),
    )


def _other_model(config: Config, manifest: Manifest) -> str | None:
    """Why the index's vectors do not come from the configured model, or None (also when the index
    holds none, or the model's files are missing: ``memstone status`` names that)."""
    from memstone.embed import configured_model
    from memstone.manifest import model_mismatch

    if manifest.lexical_only:
        return None
    want = configured_model(config.model)
    return model_mismatch(manifest, want) if want is not None else None


def _stale_reason(manifest: Manifest, changed: list[str], head: str | None) -> str:
    """What changed since the build, or "" when nothing did."""
    if changed:
        return f"{len(changed)} file(s) changed since it was built"
    if manifest.commit != head:
        return "HEAD moved since it was built"
    if manifest.secret_rules:
        from memstone.scan import rules_fingerprint

        if manifest.secret_rules != rules_fingerprint():
            return "memstone's secret rules changed since it was built"
    return ""


SQLITE_MAGIC = b"SQLite format 3\x00"
NPY_MAGIC = b"\x93NUMPY"
MAX_NPY_HEADER = 1 << 16


def damage(where: Path, manifest: Manifest) -> str | None:
    """What is wrong with the files of the index at ``where`` ("vectors.npy: missing"), or None.

    Cheap: a stat per file the manifest lists (sizes are compared when the manifest has them) and
    the first bytes of the record store, the vector matrix and Tantivy's meta file. A file whose
    bytes changed but not its size or header is left to ``index verify``.
    """
    from memstone.manifest import inconsistency

    why = inconsistency(manifest, _npy_columns(where / VECTORS) if VECTORS in manifest.files else None)
    if why is not None:
        return why
    required = [RECORDS, f"{TANTIVY}/meta.json", *([VECTORS] if manifest.dim else [])]
    for name in required:
        if name not in manifest.files:
            return f"{name}: not listed in the manifest"
    for name in sorted(manifest.files):
        try:
            st = (where / name).stat()
        except FileNotFoundError:
            return f"{name}: missing"
        except OSError as exc:
            return f"{name}: cannot be read ({exc.strerror})"
        if not stat.S_ISREG(st.st_mode):
            return f"{name}: not a regular file"
        size = manifest.sizes.get(name)
        if size is not None and st.st_size != size:
            return f"{name}: {st.st_size} bytes, the build wrote {size} (cut short or replaced)"
    try:
        with (where / RECORDS).open("rb") as fh:
            if fh.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
                return f"{RECORDS}: not an SQLite database"
        if manifest.dim:
            why = _npy_problem(where / VECTORS, (manifest.chunk_count, manifest.dim))
            if why is not None:
                return f"{VECTORS}: {why}"
        meta = json.loads((where / TANTIVY / "meta.json").read_bytes())
    except OSError as exc:
        name = os.path.relpath(exc.filename, where) if exc.filename else "a file"
        return f"{name}: cannot be read ({exc.strerror})"
    except ValueError:
        return f"{TANTIVY}/meta.json: not valid JSON"
    if (
        not isinstance(meta, dict)
        or not isinstance(meta.get("segments"), list)
        or not isinstance(meta.get("schema"), list)
    ):
        return f"{TANTIVY}/meta.json: not a Tantivy meta file"
    return None


def _npy_columns(path: Path) -> int | None:
    """The number of columns the header of the .npy matrix at ``path`` gives, or None when it cannot tell."""
    try:
        header, _start, _length, _size = _npy_header(path)
    except (OSError, ValueError):
        return None
    shape = header.get("shape")
    if isinstance(shape, tuple) and len(shape) == 2 and isinstance(shape[1], int):
        return shape[1]
    return None


def _npy_problem(path: Path, shape: tuple[int, int]) -> str | None:
    """Why ``path`` is not a float32 .npy matrix of ``shape`` (from its header and size), or None."""
    try:
        header, start, length, size = _npy_header(path)
    except ValueError as exc:
        return str(exc)
    if header.get("descr") != "<f4" or header.get("fortran_order") is not False:
        return "not a float32 matrix"
    found = header.get("shape")
    if found != shape:
        return f"shape {found}, the manifest says {shape}"
    expected = start + length + 4 * shape[0] * shape[1]
    if size != expected:
        return f"{size} bytes, a {shape[0]}x{shape[1]} matrix takes {expected}"
    return None


def _npy_header(path: Path) -> tuple[dict[str, object], int, int, int]:
    """(header, where it starts, its length, the file's size) of a .npy file; ValueError saying what is wrong."""
    import ast

    with path.open("rb") as fh:
        head = fh.read(10)
        if len(head) < 10 or head[:6] != NPY_MAGIC:
            raise ValueError("not a .npy file")
        if head[6] == 1:
            length, start = int.from_bytes(head[8:10], "little"), 10
        elif head[6] in (2, 3):
            head += fh.read(2)
            length, start = int.from_bytes(head[8:12], "little"), 12
        else:
            raise ValueError(f"unknown .npy version {head[6]}")
        if length > MAX_NPY_HEADER:
            raise ValueError("the header is too long")
        raw = fh.read(length)
        size = os.fstat(fh.fileno()).st_size
    if len(raw) < length:
        raise ValueError("the header is cut short")
    try:
        header = ast.literal_eval(raw.decode("latin-1"))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        raise ValueError("the header is unreadable") from None
    if not isinstance(header, dict):
        raise ValueError("not a float32 matrix")
    return header, start, length, size


def file_sizes(index_dir: Path, names: list[str]) -> dict[str, int]:
    """Bytes of each of ``names`` in ``index_dir`` (recorded in the manifest beside the checksums)."""
    return {name: (index_dir / name).stat().st_size for name in names}


def file_states(index_dir: Path) -> dict[str, str]:
    """sha256 of every file of an index directory but the manifest and lock files (for verify).

    Files over 1 MiB are hashed in threads at once (hashing releases the GIL: on two cores the
    record store and the vectors take the time of the larger).
    """
    from memstone.background import Background

    paths = [
        p
        for p in sorted(index_dir.rglob("*"))
        if p.is_file() and p.name != MANIFEST and not p.name.endswith((".lock", ".tmp"))
    ]
    large = {p: Background(file_sha, p, name="memstone-hash") for p in paths if p.stat().st_size > 1 << 20}
    return {p.relative_to(index_dir).as_posix(): large[p].result() if p in large else file_sha(p) for p in paths}


def file_sha(path: Path) -> str:
    """sha256 of a file's bytes, hex."""
    return bytes_sha(path.read_bytes())
