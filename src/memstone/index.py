"""Build the index: Tantivy BM25 plus ONNX embeddings, incremental, with a manifest.

``build_index`` reads the memories (work tree, or a revision with ``rev``), redacts secrets,
chunks, embeds only chunks whose text is not in the embedding cache, updates the Tantivy index
in place for the memories that changed, and writes the manifest last. An index without a
manifest is incomplete: the next build starts its Tantivy part from scratch (the embedding
cache keeps everything already embedded). ``open_index`` and ``index_status`` are what
recall calls.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.candidates import Hit, IndexReader, open_index
from memstone.chunking import Chunk, chunk_memory, max_words_for, tokenize
from memstone.config import Config
from memstone.errors import MemstoneError
from memstone.indexfiles import FileState, Status, file_states, index_status, snapshot_states
from memstone.manifest import (
    FORMAT_VERSION,
    MANIFEST,
    SCHEMA_VERSION,
    Manifest,
    incompatibility,
    model_fields,
    ranker_version,
    read_manifest,
    tantivy_version,
)
from memstone.parse import Memory
from memstone.records import (
    CHUNKS,
    FILES,
    MEMORIES,
    TANTIVY,
    TERMS,
    VECTORS,
    IndexedMemory,
    base_memory,
    cache_dir,
    dump_json,
    index_dir,
    load_json,
    read_memories,
    write_memories,
)
from memstone.repo import Snapshot

if TYPE_CHECKING:
    from memstone.embed import Embedder

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


@dataclass(frozen=True, slots=True)
class _Previous:
    by_path: dict[str, tuple[str, list[IndexedMemory]]]
    doc_hashes: dict[str, str]
    memories: dict[str, IndexedMemory]
    terms: dict[str, Any] | None
    tantivy_ok: bool


def _previous(target: Path, full: bool) -> _Previous | None:
    """What a complete, format-compatible earlier build left, or None (then everything is rebuilt)."""
    if full:
        return None
    try:
        manifest = read_manifest(target)
        if incompatibility(manifest, None, check_model=False) is not None:
            return None
        memories = read_memories(target / MEMORIES)
        chunks = load_json(target / CHUNKS)
        files = load_json(target / FILES)
        terms = load_json(target / TERMS)
    except (MemstoneError, OSError, ValueError, KeyError, TypeError):
        return None
    grouped: dict[str, list[IndexedMemory]] = {}
    for m in memories.values():
        grouped.setdefault(m.path, []).append(m)
    by_path = {p: (str(state[2]), grouped.get(p, [])) for p, state in files.items()}
    return _Previous(by_path, dict(chunks["doc_hashes"]), memories, terms, (target / TANTIVY).is_dir())


def _head(config: Config) -> str | None:
    from memstone.repo import git

    try:
        return git(config.root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}").strip() or None
    except MemstoneError:
        return None


def _redact(m: Memory) -> tuple[Memory, int]:
    from dataclasses import replace

    from memstone.scan import redact_secrets

    body, n1 = redact_secrets(m.body)
    description, n2 = redact_secrets(m.description)
    if n1 + n2 == 0:
        return m, 0
    return replace(m, body=body, description=description), n1 + n2


def _read_memories(
    config: Config, snapshot: Snapshot, states: dict[str, FileState], prev: _Previous | None
) -> tuple[list[Memory], int]:
    """Every memory and source entry, reusing the earlier build's records for unchanged files."""
    from memstone.parse import parse_bytes, to_memory
    from memstone.sources import load_sources

    out: list[Memory] = []
    redacted = 0
    changed_sources: dict[str, bytes] = {}
    memory_paths = set(snapshot.memory_paths(config))
    for path in sorted(states):
        old = prev.by_path.get(path) if prev else None
        if old is not None and old[0] == states[path].sha256:
            out.extend(base_memory(m) for m in old[1])
            continue
        if path not in memory_paths:
            changed_sources[path] = snapshot.files[path]
            continue
        memory = to_memory(parse_bytes(path, snapshot.files[path]), default_sensitivity=config.default_sensitivity)
        if memory is not None:
            clean, n = _redact(memory)
            out.append(clean)
            redacted += n
    if changed_sources:
        for entry in load_sources(Snapshot(snapshot.root, snapshot.rev, changed_sources), config):
            clean, n = _redact(entry)
            out.append(clean)
            redacted += n
    return out, redacted


def _iso(value: Any) -> str | None:
    if value is None:
        return None
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


def _with_history(config: Config, memories: list[Memory], rev: str | None) -> list[IndexedMemory]:
    """Attach git dates and supersession; without a history module the memories keep only their own fields."""
    try:
        from memstone.history import load_history
    except ImportError:
        return [IndexedMemory(**{k: getattr(m, k) for k in Memory.__dataclass_fields__}) for m in memories]
    history: Any = load_history(config, memories, rev=rev)
    superseded: dict[str, str] = dict(history.superseded_by())
    edge_source: dict[str, str] = {}
    for edge in getattr(history, "edges", ()):
        edge_source.setdefault(str(edge.old), str(edge.source))
    out: list[IndexedMemory] = []
    for m in memories:
        fh = history.file(m.path)
        out.append(
            IndexedMemory(
                **{k: getattr(m, k) for k in Memory.__dataclass_fields__},
                git_created=_iso(getattr(fh, "created", None)),
                git_modified=_iso(getattr(fh, "modified", None)),
                created_commit=getattr(fh, "created_commit", None),
                modified_commit=getattr(fh, "modified_commit", None),
                author=getattr(fh, "author", None),
                uncommitted=bool(getattr(fh, "uncommitted", False)),
                superseded_by=superseded.get(m.name),
                superseded_source=edge_source.get(m.name) if m.name in superseded else None,
            )
        )
    return out


def _doc_hash(m: Memory, chunks: list[Chunk]) -> str:
    data = [m.name, m.description, m.type, list(m.tags), list(m.projects), [c.text for c in chunks]]
    return hashlib.sha256(json.dumps(data).encode("utf-8")).hexdigest()


def _memory_terms(m: Memory) -> set[str]:
    return set(tokenize(" ".join((m.name, m.description, m.type, *m.tags, *m.projects, m.body))))


def _terms(memories: list[IndexedMemory], prev: _Previous | None, changed: set[str]) -> dict[str, Any]:
    """Document frequency (per memory) of every term of the simple tokenizer, updated incrementally."""
    df: dict[str, int]
    if prev is None or prev.terms is None:
        df = {}
        for m in memories:
            for t in _memory_terms(m):
                df[t] = df.get(t, 0) + 1
    else:
        df = dict(prev.terms["df"])
        for name in changed:
            old = prev.memories.get(name)
            if old is not None:
                for t in _memory_terms(old):
                    df[t] -= 1
        current = {m.name: m for m in memories}
        for name in changed:
            if name in current:
                for t in _memory_terms(current[name]):
                    df[t] = df.get(t, 0) + 1
        df = {t: n for t, n in df.items() if n > 0}
    return {"num_docs": len(memories), "df": df}


def _embed(
    embedder: Embedder | None,
    config: Config,
    chunks: list[Chunk],
    on_progress: Callable[[int, int], None] | None,
) -> tuple[Any, int, int]:
    """The (n_chunks, dim) matrix, embedding only what the cache lacks; returns (matrix, embedded, cached)."""
    if embedder is None:
        return None, 0, 0
    from memstone.vectorstore import EmbeddingCache

    cache = EmbeddingCache(cache_dir(config), embedder.fingerprint(), embedder.dim)
    texts: dict[str, str] = {}
    for c in chunks:
        texts.setdefault(c.key, c.embed_text)
    todo = cache.missing(texts)
    todo.sort(key=lambda k: (len(texts[k]), k))
    done = 0
    if on_progress is not None:
        on_progress(0, len(todo))
    for start in range(0, len(todo), EMBED_SLICE):
        keys = todo[start : start + EMBED_SLICE]
        vectors = embedder.embed([texts[k] for k in keys])
        cache.add(keys, vectors)
        done += len(keys)
        if on_progress is not None:
            on_progress(done, len(todo))
    return cache.matrix([c.key for c in chunks]), len(todo), len(texts) - len(todo)


def _update_tantivy(
    target: Path,
    memories: list[IndexedMemory],
    chunks_by_name: dict[str, list[Chunk]],
    doc_hashes: dict[str, str],
    prev: _Previous | None,
) -> tuple[bool, set[str]]:
    """Add/replace/delete Tantivy documents; returns (rebuilt from scratch, names whose documents changed)."""
    from memstone import lexical

    current = {m.name for m in memories}
    index = None
    if prev is not None and prev.tantivy_ok:
        try:
            index = lexical.open_existing(target / TANTIVY)
        except (ValueError, OSError):
            index = None
    full = index is None
    if index is None:
        shutil.rmtree(target / TANTIVY, ignore_errors=True)
        index = lexical.create(target / TANTIVY)
        old_hashes: dict[str, str] = {}
    else:
        assert prev is not None
        old_hashes = prev.doc_hashes
    dirty = {n for n in current if old_hashes.get(n) != doc_hashes[n]} | (set(old_hashes) - current)
    if dirty or full:
        writer = lexical.writer(index)
        for m in memories:
            if m.name in dirty:
                if not full and m.name in old_hashes:
                    lexical.delete_memory(writer, m.name)
                lexical.add_memory(writer, m, chunks_by_name[m.name])
        for name in set(old_hashes) - current:
            lexical.delete_memory(writer, name)
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

    ``progress`` shows a progress bar with an ETA on stderr while embedding (callers pass it only
    for a terminal); ``on_progress(done, total)`` receives the same counts instead.
    """
    from memstone.repo import read_revision, read_worktree

    started = time.monotonic()
    target = out_dir if out_dir is not None else index_dir(config)
    target.mkdir(parents=True, exist_ok=True)
    snapshot = read_revision(config, rev) if rev is not None else read_worktree(config)
    commit = snapshot.rev if snapshot.rev is not None else _head(config)
    prev = _previous(target, full)
    (target / MANIFEST).unlink(missing_ok=True)  # the index is incomplete until the manifest is back
    states = snapshot_states(config, snapshot)
    parsed, redacted = _read_memories(config, snapshot, states, prev)
    seen: set[str] = set()
    unique: list[Memory] = []
    for m in sorted(parsed, key=lambda m: (m.path, m.name)):
        if m.name not in seen:
            seen.add(m.name)
            unique.append(m)
    memories = sorted(_with_history(config, unique, rev), key=lambda m: m.name)
    max_words = max_words_for(config.model.max_tokens)
    chunks_by_name = {m.name: chunk_memory(m, max_words) for m in memories}
    chunks = [c for m in memories for c in chunks_by_name[m.name]]
    doc_hashes = {m.name: _doc_hash(m, chunks_by_name[m.name]) for m in memories}

    bar = _ProgressBar() if progress and not quiet and on_progress is None else None
    try:
        matrix, embedded, cached = _embed(embedder, config, chunks, on_progress or (bar.update if bar else None))
    finally:
        if bar is not None:
            bar.close()
    tantivy_full, dirty = _update_tantivy(target, memories, chunks_by_name, doc_hashes, prev)

    from memstone.vectorstore import save_matrix

    (target / VECTORS).unlink(missing_ok=True)
    if matrix is not None:
        save_matrix(target / VECTORS, matrix)
    dump_json(
        target / CHUNKS,
        {
            "chunks": [[c.name, c.ordinal, c.line_start, c.line_end, c.key, c.text] for c in chunks],
            "doc_hashes": doc_hashes,
        },
    )
    write_memories(target / MEMORIES, memories)
    dump_json(target / TERMS, _terms(memories, None if tantivy_full else prev, dirty))
    dump_json(target / FILES, {p: [s.size, s.mtime_ns, s.sha256] for p, s in sorted(states.items())})
    previous_names = set(prev.memories) if prev is not None else set()
    current_names = {m.name for m in memories}
    manifest = Manifest(
        commit=commit,
        memory_count=len(memories),
        chunk_count=len(chunks),
        schema_version=SCHEMA_VERSION,
        ranker_version=ranker_version(),
        tantivy_version=tantivy_version(),
        format_version=FORMAT_VERSION,
        built_at=datetime.now(UTC).replace(microsecond=0).isoformat(),
        rev=rev,
        dirty=any(m.uncommitted for m in memories),
        files=file_states(target),
        **model_fields(embedder.fingerprint() if embedder is not None else None),
    )
    dump_json(target / MANIFEST, json.loads(manifest.to_json()))
    return BuildReport(
        index_dir=target,
        commit=commit,
        memory_count=len(memories),
        chunk_count=len(chunks),
        embedded=embedded,
        cached=cached,
        added=tuple(sorted(current_names - previous_names)) if prev is not None else tuple(sorted(current_names)),
        changed=tuple(sorted((dirty & current_names) & previous_names)),
        removed=tuple(sorted(previous_names - current_names)),
        full=tantivy_full,
        model_id=manifest.model_id,
        redacted=redacted,
        seconds=time.monotonic() - started,
    )


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
