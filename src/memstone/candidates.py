"""Read an index: memories as stored, chunks, document frequencies, and lexical + vector candidates.

``open_index`` checks the manifest first and refuses an index built with another model or
format, or one whose files are missing or cut short (with the command that fixes it). An index
built without a model (BM25 only) opens for any embedder and answers lexically, with a warning.
A file that turns out unreadable later raises IndexDamagedError, never a bare ValueError. Everything else loads lazily: records are read from
SQLite one query's candidates at a time (``memories()`` is a lazy mapping), recall that only
needs memories never opens Tantivy, and the vector matrix is memory-mapped.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.chunking import Chunk, tokenize
from memstone.config import Config
from memstone.errors import IndexMismatchError
from memstone.indexfiles import damage
from memstone.manifest import IndexDamagedError, Manifest, check_compatible, incompatibility, read_manifest
from memstone.records import (
    RECORDS,
    TANTIVY,
    VECTORS,
    IndexedMemory,
    RecordStore,
    StoredChunk,
    index_dir,
)

if TYPE_CHECKING:
    from memstone.embed import Embedder, QueryEmbedding

__all__ = ["Hit", "IndexReader", "open_index", "tokenize"]

OVERFETCH = 3  # chunks fetched per wanted memory before aggregating to the best chunk


@dataclass(frozen=True, slots=True)
class Hit:
    """One memory's candidacy: raw BM25 and cosine scores with their 1-based ranks, and its best chunk.

    ``chunk_id`` is the chunk's ordinal within the memory; ``text`` is that chunk (already redacted),
    at file lines ``line_start``..``line_end``; ``tokens`` its length in model tokens (-1: unknown)
    and ``terms`` its non-stop words with the description, space-joined, as the index stored them.
    """

    name: str
    chunk_id: int
    lexical: float | None
    lexical_rank: int | None
    vector: float | None
    vector_rank: int | None
    text: str
    line_start: int
    line_end: int
    tokens: int = -1
    terms: str | None = None


class LazyMemories(Mapping[str, IndexedMemory]):
    """The index's memories by name, read from the record store on first access and kept.

    Membership and iteration need only the names; ``prefetch`` reads many records in one query.
    """

    def __init__(self, store: RecordStore) -> None:
        self._store = store
        self._names: frozenset[str] | None = None
        self._loaded: dict[str, IndexedMemory] = {}
        self._complete = False

    def _all_names(self) -> frozenset[str]:
        if self._names is None:
            self._names = frozenset(self._store.names())
        return self._names

    def prefetch(self, names: Iterable[str]) -> None:
        missing = [n for n in names if n not in self._loaded]
        if missing:
            self._loaded.update((n, m) for n, (m, _row) in self._store.memories(missing).items())

    def _load_all(self) -> None:
        if not self._complete:
            self._loaded = {n: m for n, (m, _row) in self._store.memories().items()}
            self._names = frozenset(self._loaded)
            self._complete = True

    def __getitem__(self, name: str) -> IndexedMemory:
        if name not in self._loaded:
            if self._complete:
                raise KeyError(name)
            self.prefetch([name])
        return self._loaded[name]

    def __contains__(self, name: object) -> bool:
        return name in self._loaded or name in self._all_names()

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._all_names()))

    def __len__(self) -> int:
        return len(self._all_names())

    def values(self) -> Any:
        self._load_all()
        return [self._loaded[n] for n in sorted(self._loaded)]

    def items(self) -> Any:
        self._load_all()
        return [(n, self._loaded[n]) for n in sorted(self._loaded)]


class IndexReader:
    """A built index, opened for reading."""

    def __init__(self, path: Path, manifest: Manifest, embedder: Embedder | None) -> None:
        self.path = path
        self.manifest = manifest
        self.embedder = embedder
        self._store: RecordStore | None = None
        self._memories: LazyMemories | None = None
        self._tantivy: Any = None
        self._vectors: Any = None
        self._pending: dict[str, QueryEmbedding] = {}

    def prepare_query(self, text: str, pending: QueryEmbedding | None = None) -> None:
        """Start embedding ``text`` in the background (or adopt ``pending``, already started for it);
        ``vector_hits(text, ...)`` picks it up.

        In a fresh process this overlaps the model's start-up with keyword extraction, BM25 and
        record reads; errors surface in ``vector_hits``.
        """
        if self.embedder is None or self.manifest.dim == 0 or not text.strip() or text in self._pending:
            return
        from memstone.embed import QueryEmbedding

        self._pending[text] = pending if pending is not None else QueryEmbedding(self.embedder, [text])

    def _query_vector(self, text: str) -> Any:
        assert self.embedder is not None
        pending = self._pending.pop(text, None)
        return (pending.result() if pending is not None else self.embedder.embed([text]))[0]

    @property
    def store(self) -> RecordStore:
        if self._store is None:
            self._store = RecordStore(self.path / RECORDS)  # IndexDamagedError when unreadable
        return self._store

    def memories(self) -> LazyMemories:
        """Every indexed memory by name (read lazily; ``values()`` reads them all)."""
        if self._memories is None:
            self._memories = LazyMemories(self.store)
        return self._memories

    def critical_names(self) -> list[str]:
        return self.store.critical_names()

    def chunks(self, name: str) -> list[Chunk]:
        """The chunks of one memory, in order (``embed_text`` is not stored and reads empty)."""
        return [_chunk(c) for c in self.store.chunks(name)]

    @property
    def num_docs(self) -> int:
        """How many memories the document frequencies count over."""
        return self.store.num_docs

    def doc_freq(self, term: str) -> int:
        """In how many memories ``term`` (a token of ``tokenize``) occurs."""
        return self.store.doc_freq(term)

    def _index(self) -> Any:
        if self._tantivy is None:
            from memstone import lexical

            try:
                self._tantivy = lexical.open_existing(self.path / TANTIVY)
            except (ValueError, OSError) as exc:
                raise IndexDamagedError(self.path, f"{TANTIVY}: {exc}") from None
        return self._tantivy

    def _matrix(self) -> Any:
        if self._vectors is None:
            from memstone.vectorstore import load_matrix

            try:
                matrix = load_matrix(self.path / VECTORS)
            except (ValueError, OSError) as exc:
                raise IndexDamagedError(self.path, f"{VECTORS}: {exc}") from None
            if matrix.shape != (self.manifest.chunk_count, self.manifest.dim):
                want = (self.manifest.chunk_count, self.manifest.dim)
                raise IndexDamagedError(self.path, f"{VECTORS}: shape {matrix.shape}, the manifest says {want}")
            self._vectors = matrix
        return self._vectors

    def lexical_hits(self, text: str, k: int) -> list[tuple[str, int, float]]:
        """Best chunk per memory by BM25: (name, ordinal, score), best first, at most ``k`` memories."""
        from memstone import lexical

        best: dict[str, tuple[int, float]] = {}
        tantivy = self._index()
        try:
            found = lexical.search(tantivy, text, k * OVERFETCH)
        except ValueError as exc:
            raise IndexDamagedError(self.path, f"{TANTIVY}: {exc}") from None
        for name, ordinal, score in found:
            if name not in best or score > best[name][1]:
                best[name] = (ordinal, score)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][1], kv[0]))[:k]
        return [(name, ordinal, score) for name, (ordinal, score) in ranked]

    def vector_hits(self, text: str, k: int) -> list[tuple[str, int, float]]:
        """Best chunk per memory by cosine similarity (exact), best first; empty without a model."""
        if self.embedder is None or self.manifest.dim == 0 or not text.strip():
            return []
        from memstone.vectorstore import top_k

        query = self._query_vector(text)
        best: dict[str, tuple[int, float]] = {}
        top = top_k(self._matrix(), query, k * OVERFETCH)
        at = self.store.chunk_keys(row for row, _score in top)
        for row, score in top:
            if row not in at:
                raise IndexDamagedError(self.path, f"{VECTORS}: row {row} has no chunk in {RECORDS}")
            name, ordinal = at[row]
            if name not in best or score > best[name][1]:
                best[name] = (ordinal, score)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][1], kv[0]))[:k]
        return [(name, ordinal, score) for name, (ordinal, score) in ranked]

    def candidates(self, query: str, k: int, *, lexical_query: str | None = None) -> list[Hit]:
        """The union of the top-``k`` memories by BM25 and by cosine, each with its raw scores and ranks.

        ``lexical_query`` replaces ``query`` for BM25 (e.g. extracted keywords). Sorted by the
        better of the two ranks, then name.
        """
        if k <= 0:
            return []
        lex = self.lexical_hits(lexical_query if lexical_query is not None else query, k)
        vec = self.vector_hits(query, k)
        merged: dict[str, dict[str, Any]] = {}
        for rank, (name, ordinal, score) in enumerate(lex, 1):
            merged[name] = {"lexical": score, "lexical_rank": rank, "chunk": ordinal}
        for rank, (name, ordinal, score) in enumerate(vec, 1):
            entry = merged.setdefault(name, {"chunk": ordinal})
            entry["vector"], entry["vector_rank"] = score, rank
            if rank <= entry.get("lexical_rank", rank):
                entry["chunk"] = ordinal
        stored = self.store.chunk_of((name, e["chunk"]) for name, e in merged.items())
        hits: list[Hit] = []
        for name, e in merged.items():
            chunk = stored.get((name, e["chunk"]))
            hits.append(
                Hit(
                    name=name,
                    chunk_id=e["chunk"],
                    lexical=e.get("lexical"),
                    lexical_rank=e.get("lexical_rank"),
                    vector=e.get("vector"),
                    vector_rank=e.get("vector_rank"),
                    text=chunk.text if chunk else "",
                    line_start=chunk.line_start if chunk else 0,
                    line_end=chunk.line_end if chunk else 0,
                    tokens=chunk.tokens if chunk else -1,
                    terms=chunk.terms if chunk else None,
                )
            )
        inf = float("inf")
        hits.sort(key=lambda h: (min(h.lexical_rank or inf, h.vector_rank or inf), h.name))
        return hits


def _chunk(c: StoredChunk) -> Chunk:
    return Chunk(c.name, c.ordinal, c.text, c.line_start, c.line_end, c.key, tokens=c.tokens, terms=c.terms)


def open_index(config: Config, *, embedder: Embedder | None, path: Path | None = None) -> IndexReader:
    """Open the index (``.memstone/index`` unless ``path``) for this embedder.

    Raises IndexMissingError when there is none, IndexMismatchError when it was built with
    another model, dimension, format, schema or ranker version, IndexDamagedError (an
    IndexMismatchError) when one of its files is missing or cut short. With ``embedder=None``
    an index built with any model can be read, lexically only; an index built without a model
    (``--embedder none``) is read lexically whatever the embedder, and its manifest's warnings
    say so.
    """
    where = path if path is not None else index_dir(config)
    manifest = read_manifest(where)
    why = incompatibility(manifest, None, check_model=False)
    if why is not None:
        raise IndexMismatchError(
            f"the index at {where} cannot be used: {why}; run `memstone index build --full` to rebuild it"
        )
    broken = damage(where, manifest)  # before the model: a manifest that contradicts itself is not another model
    if broken is not None:
        raise IndexDamagedError(where, broken)
    if embedder is not None:
        check_compatible(manifest, embedder.fingerprint(), where)
    if embedder is not None and manifest.lexical_only:
        manifest = replace(manifest, warnings=[*manifest.warnings, BM25_ONLY_NOTE])
    return IndexReader(where, manifest, embedder)


BM25_ONLY = "the index was built without a model (`--embedder none`), so recall is lexical (BM25) only"
BM25_ONLY_NOTE = BM25_ONLY + "; run `memstone index build` to add the configured model's vectors"
