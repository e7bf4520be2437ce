"""Build the index: Tantivy BM25 plus ONNX embeddings, incremental, with a manifest.

``build_index`` reads the memories (work tree, or a revision with ``rev``), redacts secrets,
chunks, embeds only chunks whose text is not in the embedding cache, updates the Tantivy index
in place for the memories that changed, and writes the manifest last. An index without a
manifest is incomplete: the next build starts its Tantivy part from scratch (the embedding
cache keeps everything already embedded). ``open_index`` and ``index_status`` are what
recall calls.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import json
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.candidates import Hit, IndexReader, open_index
from memstone.chunking import Chunk, tokenize
from memstone.config import Config
from memstone.errors import MemstoneError, UsageError
from memstone.findings import UNREADABLE, Finding, display_path
from memstone.incremental import (
    Previous,
    chunk_all,
    chunk_facts,
    files_record,
    intact,
    load_previous,
    read_memories_of,
    scan_inputs,
    update_terms,
    with_history,
)
from memstone.indexfiles import Status, damage, file_sizes, file_states, git_changes, head_commit, index_status
from memstone.links import worktree
from memstone.manifest import (
    FORMAT_VERSION,
    MANIFEST,
    SCHEMA_VERSION,
    Manifest,
    model_fields,
    ranker_version,
    read_manifest,
    tantivy_version,
)
from memstone.memory import Memory
from memstone.records import (
    FILES,
    RECORDS,
    TANTIVY,
    VECTORS,
    IndexedMemory,
    cache_dir,
    dump_json,
    index_dir,
    utf8_encodable,
    write_records,
)

if TYPE_CHECKING:
    from memstone.background import Background
    from memstone.embed import Embedder

LEGACY_FILES = ("memories.json", "chunks.json", "terms.json")  # format 1 (now records.sqlite)

__all__ = [
    "BuildReport",
    "Hit",
    "IndexReader",
    "IndexedMemory",
    "Status",
    "build_index",
    "index_status",
    "open_index",
    "tokenize",
]

COMPACT_MIN = 1000  # the embedding cache is compacted when it holds over 2x the live vectors and this many
EMBED_SLICE = 128  # texts per embed() call: the cache is appended after each slice


@dataclass(frozen=True, slots=True)
class BuildReport:
    index_dir: Path
    commit: str | None
    memory_count: int
    chunk_count: int
    embedded: int
    cached: int
    added: tuple[str, ...]
    changed: tuple[str, ...]
    removed: tuple[str, ...]
    full: bool
    model_id: str
    redacted: int
    seconds: float
    warnings: tuple[str, ...] = ()  # e.g. a shallow clone: git dates are approximate


def _prepare_embedding(embedder: Embedder | None, config: Config, incremental: bool) -> Background | None:
    """Open the embedding cache in the background (and, for an incremental build, start the model)
    while the previous build is read: both wait on the disk or run outside the GIL."""
    if embedder is None:
        return None
    from memstone.background import Background
    from memstone.embed import OnnxEmbedder, import_numpy
    from memstone.vectorstore import EmbeddingCache

    import_numpy()  # both threads below use it
    if incremental and isinstance(embedder, OnnxEmbedder):
        embedder.start_session()  # a build after a few edits embeds a text or two
    return Background(EmbeddingCache, cache_dir(config), embedder.fingerprint(), embedder.dim, name="memstone-cache")


def _embed(
    embedder: Embedder | None,
    opening: Background | None,
    config: Config,
    memories: list[IndexedMemory],
    chunks_by_name: dict[str, list[Chunk]],
    on_progress: Callable[[int, int], None] | None,
    prev: Previous | None = None,
    target: Path | None = None,
    compact: bool = False,
) -> tuple[Any, int, int]:
    """The (n_chunks, dim) matrix, embedding only what the cache lacks; returns (matrix, embedded, cached).

    ``opening`` is the embedding cache being opened (``_prepare_embedding``). Texts are embedded
    shortest first (so batches pad little) in slices, each appended to the cache as soon as it
    is done: an interrupted build loses at most one slice.
    """
    if embedder is None or opening is None:
        return None, 0, 0
    from memstone.chunking import chunk_memory, max_words_for

    fingerprint = embedder.fingerprint()
    cache = opening.result()
    if prev is not None and target is not None and prev.model == fingerprint:
        _seed_cache(cache, prev, target, memories, chunks_by_name)
    texts: dict[str, str] = {}
    for m in memories:
        chunks = chunks_by_name[m.name]
        missing = [c for c in chunks if c.key not in cache and c.key not in texts]
        if any(not c.embed_text for c in missing):  # reused chunks carry no text: chunk again
            chunks = chunk_memory(m, max_words_for(config.model.max_tokens))
            missing = [c for c in chunks if c.key not in cache]
        for c in missing:
            texts[c.key] = c.embed_text
    todo = sorted(texts, key=lambda k: (len(texts[k]), k))
    if on_progress is not None:
        on_progress(0, len(todo))
    done = 0

    def advance(n: int) -> None:
        nonlocal done
        done += n
        if on_progress is not None:
            on_progress(done, len(todo))

    for start in range(0, len(todo), EMBED_SLICE):
        keys = todo[start : start + EMBED_SLICE]
        cache.add(keys, embedder.embed([texts[k] for k in keys], progress=advance))
    all_keys = [c.key for m in memories for c in chunks_by_name[m.name]]
    matrix = cache.matrix(all_keys)
    live = set(all_keys)
    if compact and len(cache) > max(2 * len(live), COMPACT_MIN):  # mostly vectors of text that no longer exists
        cache.compact(live)
    return matrix, len(todo), len(live) - len(todo)


def _seed_cache(
    cache: Any, prev: Previous, target: Path, memories: list[IndexedMemory], chunks_by_name: dict[str, list[Chunk]]
) -> None:
    """Take vectors the cache lacks from the previous index (e.g. one unpacked from CI) instead of embedding."""
    wanted = {c.key for m in memories for c in chunks_by_name[m.name]}
    missing = set(cache.missing(wanted))
    if not missing or not (target / VECTORS).is_file():
        return
    if not intact(target, prev.recorded, [VECTORS]):  # damaged vectors would stay in the cache for good
        return
    from memstone.vectorstore import load_matrix

    try:
        matrix = load_matrix(target / VECTORS)
    except (OSError, ValueError):
        return
    if matrix.shape[0] != len(prev.vector_keys):
        return
    rows: dict[str, int] = {}
    for i, key in enumerate(prev.vector_keys):
        if key in missing:
            rows.setdefault(key, i)
    if rows:
        keys = sorted(rows)
        cache.add(keys, matrix[[rows[k] for k in keys]])


def _update_tantivy(
    target: Path,
    memories: list[IndexedMemory],
    chunks_by_name: dict[str, list[Chunk]],
    doc_hashes: dict[str, str],
    prev: Previous | None,
) -> tuple[bool, set[str]]:
    """Add, replace and delete Tantivy documents; returns (rebuilt from scratch, names whose documents changed)."""
    from memstone import lexical

    current = {m.name for m in memories}
    index = None
    if prev is not None and prev.tantivy_ok:
        try:
            index = lexical.open_existing(target / TANTIVY)
        except (ValueError, OSError):
            index = None
    full = index is None
    old_hashes: dict[str, str] = {}
    if index is None:
        shutil.rmtree(target / TANTIVY, ignore_errors=True)
        index = lexical.create(target / TANTIVY)
    elif prev is not None:
        old_hashes = prev.doc_hashes
    dirty = {n for n in current if old_hashes.get(n) != doc_hashes[n]} | (set(old_hashes) - current)
    if dirty:
        writer = lexical.writer(index)
        for name in sorted(dirty & set(old_hashes)):
            lexical.delete_memory(writer, name)
        for m in memories:
            if m.name in dirty:
                lexical.add_memory(writer, m, chunks_by_name[m.name])
        writer.commit()
        writer.wait_merging_threads()
    return full, dirty


def build_index(
    config: Config,
    *,
    embedder: Embedder | None,
    rev: str | None = None,
    out_dir: Path | None = None,
    progress: bool = False,
    quiet: bool = False,
    full: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> BuildReport:
    """Build or update the index of ``config``'s repository (its work tree, or revision ``rev``).

    ``full`` ignores the previous build (the embedding cache is still used). ``progress`` shows a
    progress bar with an ETA on stderr while embedding (pass it only for a terminal, never with
    ``quiet``); ``on_progress(done, total)`` receives the same counts instead.
    """
    target = out_dir if out_dir is not None else index_dir(config)
    _make_target(target)
    with _build_lock(target), _collector_paused():
        return _build(config, embedder, rev, target, full, progress and not quiet, on_progress)


OWN_FILES = (MANIFEST, RECORDS, VECTORS, FILES, "build.lock")  # each with its ".tmp" while written


def _make_target(target: Path) -> None:
    """Create the index directory, or UsageError naming what is in the way (nothing is deleted).

    A build replaces the index's own files and directories; anything of another kind at one of
    those paths (a file where the directory goes, a directory named manifest.json) is not
    something memstone wrote, so it is left for the user to move.
    """
    blocker = next((p for p in (target, *target.parents) if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        raise UsageError(
            f"{blocker} is a file where memstone keeps its index directory; "
            "move it away (memstone does not delete it), then run `memstone index build` again"
        )
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot create the index directory {target}: {exc.strerror}") from None
    for name in OWN_FILES:
        for path in (target / name, target / (name + ".tmp")):
            if (path.exists() or path.is_symlink()) and not path.is_file():
                raise UsageError(
                    f"{path} is not a file (a directory or something else is where the index keeps its "
                    f"{name}); move it away (memstone does not delete it), then run `memstone index build` again"
                )
    tantivy = target / TANTIVY
    if tantivy.exists() and not tantivy.is_dir():
        raise UsageError(
            f"{tantivy} is a file where the index keeps its Tantivy directory; "
            "move it away (memstone does not delete it), then run `memstone index build` again"
        )


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for the build (reference counting still frees what is
    dropped). A build holds tens of thousands of long-lived records and makes no cycles worth
    collecting; the collector's passes over them took a third of reading the previous build."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@contextlib.contextmanager
def _build_lock(target: Path) -> Iterator[None]:
    """One build per index directory at a time (an advisory lock the OS drops if the process dies)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        yield
        return
    with (target / "build.lock").open("w") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise UsageError(f"another `memstone index build` is writing {target}; wait for it to finish") from None
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _build(
    config: Config,
    embedder: Embedder | None,
    rev: str | None,
    target: Path,
    full: bool,
    progress: bool,
    on_progress: Callable[[int, int], None] | None,
) -> BuildReport:
    from memstone.background import Background
    from memstone.repo import read_revision

    started = time.monotonic()
    built_ns = time.time_ns()
    notes: list[str] = []
    broken = None if full else _damaged(target)
    if broken is not None:  # reuse nothing of it (the embedding cache still saves the embedding)
        full = True
        notes.append(f"the previous index was damaged ({broken}); it was rebuilt from scratch")
    cache = _prepare_embedding(embedder, config, incremental=not full and (target / MANIFEST).is_file())
    snapshot = read_revision(config, rev) if rev is not None else None
    tree = worktree(config) if snapshot is None else None
    commit = snapshot.rev if snapshot is not None else head_commit(config)
    # git's view of the work tree, taken as the files are read (a subprocess: it runs beside the build);
    # not asked when a memory is read through a link: git sees the link, not a change to its target
    git_clean = (
        Background(_git_clean, config, commit, name="memstone-git-status")
        if tree is not None and not tree.linked
        else None
    )
    prev = load_previous(target, config, full)
    main_dir = index_dir(config)
    own = prev  # the previous build of this very directory (its record store can be patched)
    if prev is None and not full and target.resolve() != main_dir.resolve():
        # A throwaway index (e.g. recall --as-of): reuse the main index's parsed, redacted records
        # for files whose content is unchanged, but build its Tantivy index from scratch.
        borrowed = load_previous(main_dir, config, False)
        prev = dataclasses.replace(borrowed, tantivy_ok=False) if borrowed is not None else None
    (target / MANIFEST).unlink(missing_ok=True)  # the index is incomplete until the manifest is back
    for legacy in LEGACY_FILES:
        (target / legacy).unlink(missing_ok=True)
    skipped: list[Finding] = []
    states, changed = scan_inputs(config, snapshot, prev, tree, skipped)
    unread = tree.unread if tree is not None else snapshot.unread if snapshot is not None else ()
    parsed, reused, redacted = read_memories_of(
        config, config.root, commit if rev else None, states, changed, prev, skipped
    )
    seen: set[str] = set()
    unique: list[Memory] = []
    for m in sorted(parsed, key=lambda m: (m.path, m.name)):
        # the record store and Tantivy hold text: a name the OS or git gave as bytes cannot go in
        if not utf8_encodable(m.path):
            skipped.append(Finding(m.path, 1, 1, "file-name-not-utf8", "rename the file: its name is not UTF-8"))
            continue
        if m.name not in seen:
            seen.add(m.name)
            unique.append(m)
    dated, history_warnings = with_history(config, unique, rev)
    memories = sorted(dated, key=lambda m: m.name)
    chunks_by_name, doc_hashes = chunk_all(config, memories, reused, prev)

    bar = _ProgressBar() if progress and on_progress is None else None
    try:
        matrix, embedded, cached = _embed(
            embedder,
            cache,
            config,
            memories,
            chunks_by_name,
            on_progress or (bar.update if bar else None),
            prev,
            target,
            compact=rev is None,
        )
    finally:
        if bar is not None:
            bar.close()
    tantivy_full, dirty = _update_tantivy(target, memories, chunks_by_name, doc_hashes, prev)

    from memstone.vectorstore import save_matrix

    (target / VECTORS).unlink(missing_ok=True)
    if matrix is not None:
        save_matrix(target / VECTORS, matrix)
    from memstone.embed import batch_token_counter
    from memstone.scan import rules_fingerprint

    rows = chunk_facts(memories, chunks_by_name, batch_token_counter(embedder, config.model))
    write_records(
        target / RECORDS,
        memories,
        rows,
        doc_hashes,
        update_terms(memories, None if tantivy_full else prev, dirty),
        prev.rows if prev is not None else None,
        secret_rules=rules_fingerprint(),
        base=own.records if own is not None else None,
    )
    dump_json(target / FILES, files_record(config, states, built_ns))
    previous_names = set(prev.memories) if prev is not None else set()
    current_names = {m.name for m in memories}
    files = file_states(target)
    manifest = Manifest(
        commit=commit,
        memory_count=len(memories),
        chunk_count=len(rows),
        schema_version=SCHEMA_VERSION,
        ranker_version=ranker_version(),
        tantivy_version=tantivy_version(),
        format_version=FORMAT_VERSION,
        built_at=datetime.now(UTC).replace(microsecond=0).isoformat(),
        rev=rev,
        dirty=any(m.uncommitted for m in memories),
        git_clean=git_clean.result() if git_clean is not None else False,
        # kept for recall and the hooks to repeat: what a shallow clone hides, and a memory left out
        warnings=[*history_warnings, *_refused_warning([*unread, *skipped])],
        secret_rules=rules_fingerprint(),
        files=files,
        sizes=file_sizes(target, sorted(files)),
        **model_fields(embedder.fingerprint() if embedder is not None else None),
    )
    dump_json(target / MANIFEST, json.loads(manifest.to_json()))
    return BuildReport(
        index_dir=target,
        commit=commit,
        memory_count=len(memories),
        chunk_count=len(rows),
        embedded=embedded,
        cached=cached,
        added=tuple(sorted(current_names - previous_names)),
        changed=tuple(sorted(dirty & current_names & previous_names)),
        removed=tuple(sorted(previous_names - current_names)),
        full=tantivy_full,
        model_id=manifest.model_id,
        redacted=redacted,
        seconds=time.monotonic() - started,
        warnings=(*notes, *history_warnings, *(f.format() for f in unread), *_skipped_warning(skipped)),
    )


def _refused_warning(findings: list[Finding]) -> list[str]:
    """The memory files and folders this build could not read, for every recall from it to repeat."""
    refused = sorted(f.path for f in findings if f.rule == UNREADABLE)
    if not refused:
        return []
    shown = ", ".join(display_path(p) for p in refused[:3]) + (", ..." if len(refused) > 3 else "")
    return [f"{len(refused)} file(s) or folder(s) could not be read and are not in the index: {shown}"]


def _damaged(target: Path) -> str | None:
    """What ``damage`` finds wrong with the complete index in ``target``, or None (none there: a build
    from scratch anyway; an unreadable manifest is load_previous's to refuse)."""
    if not (target / MANIFEST).is_file():
        return None
    try:
        return damage(target, read_manifest(target))
    except MemstoneError:
        return None


def _skipped_warning(skipped: list[Finding]) -> list[str]:
    """What this build could not read in the sources it (re)read, with the first place, for the report."""
    if not skipped:
        return []
    first = skipped[0]
    return [
        f"{len(skipped)} source line(s) or file(s) not indexed, because they could not be read "
        f"(first: {display_path(first.path)}:{first.line}: {first.rule}); `memstone lint` lists them"
    ]


def _git_clean(config: Config, commit: str | None) -> bool:
    """Whether git sees every indexed path as committed at ``commit`` (then ``git status`` alone tells staleness)."""
    found = git_changes(config)
    return commit is not None and found is not None and found[0] == commit and not found[1]


class _ProgressBar:
    """A rich progress bar with an ETA on stderr (imported only when shown)."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        self._progress = Progress(
            TextColumn("embedding"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self._task = self._progress.add_task("embedding", total=None)
        self._started = False

    def update(self, done: int, total: int) -> None:
        if not self._started and total:
            self._progress.start()
            self._started = True
        self._progress.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._started:
            self._progress.stop()
