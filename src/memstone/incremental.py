"""What an index build can reuse from the previous one, and reading only what changed.

For a work-tree build, a file whose size and mtime match the previous build's record is not
even read: its memories (already parsed and redacted), chunks and Tantivy documents are
reused. Everything else is read, parsed, redacted and chunked again. A file modified within
two seconds of the previous build is always re-read (mtime granularity).
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from memstone.background import Background
from memstone.chunking import Chunk, chunk_memory, max_words_for, tokenize
from memstone.config import Config
from memstone.errors import MemstoneError
from memstone.findings import Finding
from memstone.indexfiles import FileState, bytes_sha, file_sha, worktree_paths
from memstone.links import WorkTree
from memstone.manifest import MANIFEST, incompatibility, read_manifest
from memstone.memory import Memory
from memstone.records import (
    FILES,
    RECORDS,
    TANTIVY,
    ChunkRow,
    IndexedMemory,
    PreviousRecords,
    RecordStore,
    load_json,
)
from memstone.repo import Snapshot, read_or_refuse

RACY_NS = 2_000_000_000


def settings(config: Config) -> dict[str, Any]:
    """The configuration a stored memory or chunk depends on: when it changes, nothing is reused.

    The secret rules count: after an upgrade that adds a rule, every stored text is redacted again.
    """
    from memstone.scan import engine_version, rules_fingerprint

    return {
        "secret_rules": [rules_fingerprint(), engine_version()],
        "memory_dir": config.memory_dir,
        "default_sensitivity": config.default_sensitivity,
        "sources": [[s.kind, s.pattern, s.sensitivity] for s in config.sources],
        "max_words": max_words_for(config.model.max_tokens),
    }


@dataclass(frozen=True, slots=True)
class Previous:
    """A complete earlier build: file states, memories by path, chunks and document hashes by name."""

    built_ns: int
    states: dict[str, FileState]
    by_path: dict[str, list[IndexedMemory]]
    memories: dict[str, IndexedMemory]
    rows: dict[str, tuple[IndexedMemory, str]]  # with the stored row text, reused when unchanged
    chunks: dict[str, list[Chunk]]
    doc_hashes: dict[str, str]
    terms: dict[str, Any]
    tantivy_ok: bool
    model: dict[str, Any]
    records: PreviousRecords  # the record store's chunk rows (in matrix order) and document frequencies
    recorded: dict[str, str] = field(default_factory=dict)  # the manifest's sha256 of each index file

    @property
    def vector_keys(self) -> list[str]:
        """The content key of each row of the previous vector matrix."""
        return [row[4] for row in self.records.chunks]


def load_previous(target: Path, config: Config, full: bool) -> Previous | None:
    """What a complete, compatible earlier build left in ``target``, or None (rebuild everything)."""
    if full or not (target / MANIFEST).is_file():
        return None
    try:
        manifest = read_manifest(target)
        if incompatibility(manifest, None, check_model=False) is not None:
            return None
        files = load_json(target / FILES)
        if files.get("settings") != settings(config):
            return None
        # Damaged records are rebuilt, never used: the file is hashed (in a thread, beside the
        # reading) and what was read is dropped unless the hash is the one the manifest recorded.
        checking = Background(intact, target, manifest.files, [RECORDS], name="memstone-hash")
        store = RecordStore(target / RECORDS)
        try:
            rows = store.memories()
            stored_chunks = store.chunks()
            doc_hashes = store.doc_hashes()
            terms = store.terms()
        finally:
            store.close()
        if not checking.result():
            return None
        states = {p: FileState(int(v[0]), int(v[1]), str(v[2])) for p, v in files["files"].items()}
    except (MemstoneError, OSError, ValueError, KeyError, TypeError, IndexError):
        return None
    memories = {name: m for name, (m, _row) in rows.items()}
    by_path: dict[str, list[IndexedMemory]] = {}
    for m in memories.values():
        by_path.setdefault(m.path, []).append(m)
    chunks: dict[str, list[Chunk]] = {}
    for c in stored_chunks:
        chunks.setdefault(c.name, []).append(
            Chunk(c.name, c.ordinal, c.text, c.line_start, c.line_end, c.key, tokens=c.tokens, terms=c.terms)
        )
    return Previous(
        int(files.get("built_ns", 0)),
        states,
        by_path,
        memories,
        rows,
        chunks,
        doc_hashes,
        terms,
        intact(target, manifest.files, [n for n in manifest.files if n.startswith(TANTIVY + "/")]),
        dict(manifest.model),
        PreviousRecords(
            [(c.name, c.ordinal, c.line_start, c.line_end, c.key, c.text, c.tokens, c.terms) for c in stored_chunks],
            terms["df"],
        ),
        dict(manifest.files),
    )


def intact(target: Path, recorded: dict[str, str], names: list[str]) -> bool:
    """Every one of ``names`` is there with the checksum the manifest recorded (a damaged file is rebuilt)."""
    if not names:
        return False
    for name in names:
        try:
            if name not in recorded or file_sha(target / name) != recorded[name]:
                return False
        except OSError:
            return False
    return True


def scan_inputs(
    config: Config,
    snapshot: Snapshot | None,
    prev: Previous | None,
    tree: WorkTree | None = None,
    refused: list[Finding] | None = None,
) -> tuple[dict[str, FileState], dict[str, bytes]]:
    """Every indexed file's state, and the bytes of those that must be (re)read.

    ``snapshot`` is a revision read from git (all files given); None means the work tree, read lazily
    (``tree`` is its listing, when the caller has it). A work-tree file that is there and cannot be
    read is left out, with its error appended to ``refused``.
    """
    states: dict[str, FileState] = {}
    changed: dict[str, bytes] = {}
    if snapshot is not None:
        for path in sorted(snapshot.files):
            if path == config.index_md:
                continue
            raw = snapshot.files[path]
            states[path] = FileState(-1, -1, bytes_sha(raw))
            old = prev.states.get(path) if prev else None
            if old is None or old.sha256 != states[path].sha256:
                changed[path] = raw
        return states, changed
    for path, st in sorted(worktree_paths(config, tree).items()):
        old = prev.states.get(path) if prev else None
        if (
            old is not None
            and prev is not None
            and old.size == st.st_size
            and old.mtime_ns == st.st_mtime_ns
            and st.st_mtime_ns < prev.built_ns - RACY_NS
        ):
            states[path] = old
            continue
        data = read_or_refuse(config.root / path, path, refused)
        if data is None:
            continue
        state = FileState(st.st_size, st.st_mtime_ns, bytes_sha(data))
        states[path] = state
        if old is None or old.sha256 != state.sha256:
            changed[path] = data
    return states, changed


_SEP = "\n\u241e\n"  # a record-separator line between description and body: one scan per memory


def _redact(m: Memory) -> tuple[Memory, int]:
    """The memory with every secret-rule match in its description and body replaced by [REDACTED:rule]."""
    from memstone.scan import redact_secrets

    text, n = redact_secrets(f"{m.description}{_SEP}{m.body}")
    if n == 0:
        return m, 0
    parts = text.split(_SEP)
    if len(parts) == 2:
        return replace(m, description=parts[0], body=parts[1]), n
    body, n1 = redact_secrets(m.body)  # a match swallowed the separator: scan each part alone
    description, n2 = redact_secrets(m.description)
    return replace(m, body=body, description=description), n1 + n2


def read_memories_of(
    config: Config,
    root: Any,
    rev: str | None,
    states: dict[str, FileState],
    changed: dict[str, bytes],
    prev: Previous | None,
    skipped: list[Finding] | None = None,
) -> tuple[list[Memory], set[str], int]:
    """(memories, names reused unchanged from ``prev``, secret matches redacted) for every indexed file;
    what could not be read in the changed sources goes to ``skipped``."""
    from memstone.parse import parse_bytes, to_memory
    from memstone.sources import load_sources

    out: list[Memory] = []
    reused: set[str] = set()
    redacted = 0
    prefix = config.memory_dir + "/"
    sources: dict[str, bytes] = {}
    for path in sorted(states):
        if path not in changed:
            old = prev.by_path.get(path, []) if prev else []
            out.extend(old)
            reused.update(m.name for m in old)
        elif path.startswith(prefix) and path.endswith(".md"):
            memory = to_memory(parse_bytes(path, changed[path]), default_sensitivity=config.default_sensitivity)
            if memory is not None:
                clean, n = _redact(memory)
                out.append(clean)
                redacted += n
        else:
            sources[path] = changed[path]
    if sources:
        for entry in load_sources(Snapshot(root, rev, sources), config, skipped):
            clean, n = _redact(entry)
            out.append(clean)
            redacted += n
    return out, reused, redacted


@functools.lru_cache(maxsize=8192)
def _iso(value: Any) -> str | None:
    if value is None:
        return None
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


_BASE = tuple(Memory.__dataclass_fields__)
_HISTORY = tuple(k for k in IndexedMemory.__dataclass_fields__ if k not in Memory.__dataclass_fields__)


def with_history(
    config: Config, memories: list[Memory], rev: str | None
) -> tuple[list[IndexedMemory], tuple[str, ...]]:
    """Attach git dates and supersession to each memory (as ``IndexedMemory``), with history's warnings
    (e.g. a shallow clone: dates are approximate)."""
    from memstone.history import load_history

    history = load_history(config, memories, rev=rev)
    superseded = history.superseded_by()
    edge_source: dict[str, str] = {}
    for edge in history.edges:
        edge_source.setdefault(edge.old, edge.source)
    out: list[IndexedMemory] = []
    for m in memories:
        fh = history.file(m.path)
        sup = superseded.get(m.name)
        extra: tuple[Any, ...] = (
            (None, None, None, None, None, False)
            if fh is None
            else (_iso(fh.created), _iso(fh.modified), fh.created_commit, fh.modified_commit, fh.author, fh.uncommitted)
        )
        extra += (sup, edge_source.get(m.name) if sup else None)
        if isinstance(m, IndexedMemory) and tuple(getattr(m, k) for k in _HISTORY) == extra:
            out.append(m)  # reused from the previous build and its history did not move
        else:
            out.append(IndexedMemory(*(getattr(m, k) for k in _BASE), *extra))
    return out, tuple(history.warnings)


def doc_hash(m: Memory, chunks: list[Chunk]) -> str:
    data = [m.name, m.description, m.type, list(m.tags), list(m.projects), [c.text for c in chunks]]
    return hashlib.sha256(json.dumps(data).encode("utf-8")).hexdigest()


def chunk_all(
    config: Config, memories: list[IndexedMemory], reused: set[str], prev: Previous | None
) -> tuple[dict[str, list[Chunk]], dict[str, str]]:
    """Chunks and document hashes by name, reusing the previous build's for unchanged memories."""
    max_words = max_words_for(config.model.max_tokens)
    chunks: dict[str, list[Chunk]] = {}
    hashes: dict[str, str] = {}
    for m in memories:
        if prev is not None and m.name in reused and m.name in prev.chunks and m.name in prev.doc_hashes:
            chunks[m.name] = prev.chunks[m.name]
            hashes[m.name] = prev.doc_hashes[m.name]
        else:
            chunks[m.name] = chunk_memory(m, max_words)
            hashes[m.name] = doc_hash(m, chunks[m.name])
    return chunks, hashes


def chunk_facts(
    memories: list[IndexedMemory],
    chunks_by_name: dict[str, list[Chunk]],
    count_tokens: Callable[[list[str]], list[int]] | None,
) -> list[ChunkRow]:
    """The chunk rows of the record store, in matrix order: what recall needs per chunk, worked out once.

    Token counts (by the model's tokenizer, all new chunks in one batch) and term sets are kept
    from the previous build for reused chunks and computed for the rest; without a tokenizer
    the count is -1 and recall counts the text itself.
    """
    from memstone.keywords import terms

    ordered = [(m, c) for m in memories for c in chunks_by_name[m.name]]
    uncounted = [c.text for _m, c in ordered if c.tokens < 0]
    counts = iter(count_tokens(uncounted) if count_tokens is not None and uncounted else [])
    rows = []
    for m, c in ordered:
        tokens = c.tokens if c.tokens >= 0 else next(counts, -1)
        words = c.terms if c.terms is not None else " ".join(sorted(terms(f"{m.description}\n{c.text}")))
        rows.append((c.name, c.ordinal, c.line_start, c.line_end, c.key, c.text, tokens, words))
    return rows


def memory_terms(m: Memory) -> set[str]:
    return set(tokenize(" ".join((m.name, m.description, m.type, *m.tags, *m.projects, m.body))))


def update_terms(memories: list[IndexedMemory], prev: Previous | None, dirty: set[str]) -> dict[str, Any]:
    """Document frequency (per memory) of every ``tokenize`` term, updated for the dirty names only."""
    df: dict[str, int]
    if prev is None:
        df = {}
        for m in memories:
            for t in memory_terms(m):
                df[t] = df.get(t, 0) + 1
        return {"num_docs": len(memories), "df": df}
    df = dict(prev.terms["df"])
    current = {m.name: m for m in memories}
    for name in dirty:
        old = prev.memories.get(name)
        if old is not None:
            for t in memory_terms(old):
                df[t] = df.get(t, 0) - 1
        if name in current:
            for t in memory_terms(current[name]):
                df[t] = df.get(t, 0) + 1
    return {"num_docs": len(memories), "df": {t: n for t, n in df.items() if n > 0}}


def files_record(config: Config, states: dict[str, FileState], built_ns: int) -> dict[str, Any]:
    return {
        "built_ns": built_ns,
        "settings": settings(config),
        "files": {p: [s.size, s.mtime_ns, s.sha256] for p, s in sorted(states.items())},
    }
