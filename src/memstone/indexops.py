"""Check an index against its manifest and the repository; pack it for CI and unpack it in a clone.

``verify_index`` reports every mismatch it finds (missing or altered files, counts, shapes,
stale memory files, another model) as a list of problems. ``pack_index`` writes a tar.gz of the
index directory; ``unpack_index`` reads the manifest from the archive first, refuses an archive
built from another commit or model, extracts only plain files with safe relative names into a
temporary directory, and swaps it into place.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import tarfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from memstone.config import Config
from memstone.errors import IndexMismatchError, MemstoneError, UsageError
from memstone.indexfiles import damage, file_states, index_status
from memstone.manifest import (
    MANIFEST,
    IndexDamagedError,
    Manifest,
    incompatibility,
    inconsistency,
    read_manifest,
)
from memstone.records import (
    FILES,
    RECORDS,
    TANTIVY,
    VECTORS,
    RecordStore,
    dump_json,
    index_dir,
    load_json,
)

if TYPE_CHECKING:
    from memstone.embed import Embedder

ARCHIVE_ROOT = "memstone-index"
MAX_MEMBER_BYTES = 4 * 1024**3


@dataclass(frozen=True, slots=True)
class VerifyReport:
    manifest: Manifest | None
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def _content_problems(where: Path, manifest: Manifest, tantivy_ok: bool) -> list[str]:
    out: list[str] = []
    try:
        store = RecordStore(where / RECORDS)
        try:
            n_memories, n_chunks = store.counts()
            orphans = store.orphan_chunk_names()
        finally:
            store.close()
    except ValueError as exc:
        out.append(f"{RECORDS}: cannot be read ({getattr(exc, 'detail', exc)})")
    else:
        if n_memories != manifest.memory_count:
            out.append(f"{RECORDS}: {n_memories} memories, the manifest says {manifest.memory_count}")
        if n_chunks != manifest.chunk_count:
            out.append(f"{RECORDS}: {n_chunks} chunks, the manifest says {manifest.chunk_count}")
        if orphans:
            out.append(f"{RECORDS}: chunks of {len(orphans)} memories that are not indexed (first: {orphans[0]})")
    from memstone import lexical

    try:
        docs = lexical.open_existing(where / TANTIVY).searcher().num_docs if tantivy_ok else manifest.chunk_count
    except (ValueError, OSError) as exc:
        out.append(f"{TANTIVY}: cannot be opened ({exc})")
    else:
        if docs != manifest.chunk_count:
            out.append(f"{TANTIVY}: {docs} documents, the manifest says {manifest.chunk_count} chunks")
    if manifest.dim:
        import numpy as np

        from memstone.vectorstore import load_matrix

        try:
            matrix = load_matrix(where / VECTORS)
        except (ValueError, OSError) as exc:
            out.append(f"{VECTORS}: cannot be read ({exc})")
        else:
            if matrix.shape != (manifest.chunk_count, manifest.dim):
                out.append(f"{VECTORS}: shape {matrix.shape}, expected ({manifest.chunk_count}, {manifest.dim})")
            elif len(matrix) and not np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-3):
                out.append(f"{VECTORS}: some vectors are not unit length (corrupt)")
    elif (where / VECTORS).exists():
        out.append(f"{VECTORS}: present in an index built without a model")
    return out


def _incompatibility(manifest: Manifest, embedder: Embedder | None) -> str | None:
    if embedder is None:
        return incompatibility(manifest, None, check_model=False)
    return incompatibility(manifest, embedder.fingerprint())


def verify_index(
    config: Config, *, embedder: Embedder | None, path: Path | None = None, check_repo: bool = True
) -> VerifyReport:
    """Every way the index at ``path`` disagrees with its manifest, the repository or the model."""
    where = path if path is not None else index_dir(config)
    try:
        manifest = read_manifest(where)
    except MemstoneError as exc:
        return VerifyReport(None, (str(exc),))
    problems: list[str] = []
    broken = inconsistency(manifest)
    if broken is not None:
        problems.append(f"damaged: {broken}")
    why = None if broken is not None else _incompatibility(manifest, embedder)
    if why is not None:
        problems.append(f"incompatible: {why}")
    check_model = getattr(embedder, "verify", None)  # the installed model file is the pinned one
    if check_model is not None:
        try:
            check_model()
        except MemstoneError as exc:
            problems.append(f"model: {exc}")
    actual = file_states(where)
    for name in sorted(set(manifest.files) | set(actual)):
        if name not in actual:
            problems.append(f"{name}: missing")
        elif name not in manifest.files:
            problems.append(f"{name}: not in the manifest")
        elif actual[name] != manifest.files[name]:
            problems.append(f"{name}: content differs from the manifest (sha256)")
    try:
        tantivy_ok = not any(p.startswith(TANTIVY + "/") for p in problems)  # never open damaged segments
        problems.extend(_content_problems(where, manifest, tantivy_ok))
    except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
        problems.append(f"index files unreadable: {type(exc).__name__}: {exc}")
    if check_repo and manifest.rev is None:
        from memstone.candidates import IndexReader

        status = index_status(config, IndexReader(where, manifest, None))
        problems.extend(f"{p}: changed since the index was built" for p in status.changed)
        if status.commit != status.head:
            problems.append(f"built from commit {status.commit or '-'}, HEAD is {status.head or '-'}")
    return VerifyReport(manifest, tuple(problems))


def pack_index(config: Config, out: Path, *, path: Path | None = None) -> Manifest:
    """Write the index as a gzip tar archive (members under ``memstone-index/``, sorted, fixed mtimes).

    Refuses (IndexDamagedError) an index whose files are missing, cut short or differ from the
    sha256 its manifest records: ``unpack`` would refuse the archive anyway. Every file is read
    once, its checksum compared as it is archived; nothing is left at ``out`` on a refusal.
    """
    where = path if path is not None else index_dir(config)
    manifest = read_manifest(where)
    broken = damage(where, manifest)
    if broken is not None:
        raise IndexDamagedError(where, broken, NOT_PACKED)
    if out.is_dir():
        raise UsageError(f"{out} is a directory; give the archive's file name (e.g. {out / 'index.tar.gz'})")
    tmp = out.with_name(out.name + ".tmp")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        with tarfile.open(tmp, "w:gz", format=tarfile.PAX_FORMAT) as tar:
            for name in [*sorted(manifest.files), MANIFEST]:
                data = (where / name).read_bytes()
                if name != MANIFEST and hashlib.sha256(data).hexdigest() != manifest.files[name]:
                    raise IndexDamagedError(where, f"{name}: content differs from the manifest (sha256)", NOT_PACKED)
                info = tarfile.TarInfo(f"{ARCHIVE_ROOT}/{name}")
                info.size, info.mtime, info.mode = len(data), 0, 0o644
                tar.addfile(info, io.BytesIO(data))
        tmp.replace(out)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise UsageError(f"cannot write {out}: {exc.filename or out}: {exc.strerror or exc}") from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return manifest


NOT_PACKED = "nothing was packed; run `memstone index build --full`, then pack again"


def _safe_name(name: str) -> str:
    """The path inside the index directory of an archive member, or UsageError if it could escape."""
    p = PurePosixPath(name)
    if p.is_absolute() or ".." in p.parts or "\\" in name or not p.parts or p.parts[0] != ARCHIVE_ROOT:
        raise UsageError(f"unsafe path in archive: {name!r} (refused; nothing was extracted)")
    rest = PurePosixPath(*p.parts[1:])
    if not rest.parts:
        raise UsageError(f"unsafe path in archive: {name!r}")
    return rest.as_posix()


def _read_archive(archive: Path) -> dict[str, bytes]:
    if not archive.is_file():
        raise UsageError(f"{archive}: no such file")
    files: dict[str, bytes] = {}
    try:
        with tarfile.open(archive, "r:*") as tar:
            for member in tar:
                if member.isdir():
                    _safe_name(member.name + "/x")
                    continue
                if not member.isfile():
                    raise UsageError(f"{archive}: member {member.name!r} is not a plain file (refused)")
                name = _safe_name(member.name)
                if member.size > MAX_MEMBER_BYTES:
                    raise UsageError(f"{archive}: member {member.name!r} is too large")
                fh = tar.extractfile(member)
                if fh is None:
                    raise UsageError(f"{archive}: member {member.name!r} cannot be read")
                files[name] = fh.read()
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise UsageError(f"{archive}: not a readable index archive ({exc})") from None
    return files


def unpack_index(config: Config, archive: Path, *, embedder: Embedder | None, force: bool = False) -> Manifest:
    """Install an archive made by ``pack_index`` as this repository's index, after checking it fits.

    Refuses (IndexMismatchError) an archive whose manifest names another commit than HEAD
    (unless ``force``), another model than ``embedder``, or another format; and any archive
    whose files do not match the checksums in its manifest.
    """
    from memstone.candidates import IndexReader
    from memstone.indexfiles import head_commit

    files = _read_archive(archive)
    if MANIFEST not in files:
        raise UsageError(f"{archive}: no {MANIFEST} in the archive; is it an index made by `memstone index pack`?")
    try:
        manifest = Manifest.from_dict(json.loads(files[MANIFEST]))
    except (ValueError, TypeError) as exc:
        raise UsageError(f"{archive}: unreadable manifest ({exc})") from None
    why = inconsistency(manifest) or _incompatibility(manifest, embedder)
    if why is not None:
        raise IndexMismatchError(f"{archive} cannot be used here: {why}; run `memstone index build` instead")
    head = head_commit(config)
    if manifest.commit != head and not force:
        raise IndexMismatchError(
            f"{archive} was built from commit {manifest.commit or '-'} but HEAD is {head or '-'}; "
            "run `memstone index build` (or pass --force to install it anyway and rebuild incrementally)"
        )
    for name, digest in manifest.files.items():
        if name not in files or hashlib.sha256(files[name]).hexdigest() != digest:
            raise IndexMismatchError(f"{archive}: {name} is missing or does not match its checksum (corrupt archive)")
    extra = sorted(set(files) - set(manifest.files) - {MANIFEST})
    if extra:
        raise IndexMismatchError(f"{archive}: {extra[0]} is not in the manifest (refused)")
    target = index_dir(config)
    blocker = next((p for p in target.parents if p.exists() and not p.is_dir()), None)
    if blocker is not None or (target.is_symlink() and not target.exists()):
        raise UsageError(
            f"{blocker or target} is in the way of the index directory {target} (not a directory); "
            "move it away (memstone does not delete it), then unpack again"
        )
    staging = target.with_name(target.name + ".unpack")
    shutil.rmtree(staging, ignore_errors=True)
    for name, data in files.items():
        dest = staging / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(data)
    _refresh_stats(config, staging, manifest)
    old = target.with_name(target.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    staging.rename(target)
    shutil.rmtree(old, ignore_errors=True)
    return IndexReader(target, read_manifest(target), None).manifest


def _refresh_stats(config: Config, where: Path, manifest: Manifest) -> None:
    """Record this clone's size and mtime for files whose content matches, so status stays cheap."""
    record: dict[str, Any] = load_json(where / FILES)
    for path, state in record["files"].items():
        try:
            p = config.root / path
            st = p.stat()
            if hashlib.sha256(p.read_bytes()).hexdigest() == state[2]:
                record["files"][path] = [st.st_size, st.st_mtime_ns, state[2]]
        except OSError:
            continue
    import time

    record["built_ns"] = time.time_ns()
    dump_json(where / FILES, record)
    files = dict(manifest.files)
    files[FILES] = hashlib.sha256((where / FILES).read_bytes()).hexdigest()
    data = json.loads(manifest.to_json())
    data["files"] = files
    if manifest.sizes:
        data["sizes"] = {**manifest.sizes, FILES: (where / FILES).stat().st_size}
    dump_json(where / MANIFEST, data)
