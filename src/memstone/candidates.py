"""Read an index: memories as stored, chunks, document frequencies, and lexical + vector candidates.

``open_index`` checks the manifest first and refuses an index built with another model or
format (with the command that fixes it). Everything else loads lazily: recall that only needs
``memories()`` never opens Tantivy, and the vector matrix is memory-mapped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.chunking import Chunk, tokenize
from memstone.config import Config
from memstone.errors import IndexMismatchError
from memstone.manifest import Manifest, check_compatible, incompatibility, read_manifest
from memstone.records import CHUNKS, MEMORIES, TANTIVY, TERMS, VECTORS, IndexedMemory, index_dir, load_json

if TYPE_CHECKING:
    from memstone.embed import Embedder

__all__ = ["Hit", "IndexReader", "open_index", "tokenize"]

OVERFETCH = 3  # chunks fetched per wanted memory before aggregating to the best chunk


@dataclass(frozen=True, slots=True)
class Hit:
    """One memory's candidacy: raw BM25 and cosine scores with their 1-based ranks, and its best chunk.

    ``chunk_id`` is the chunk's ordinal within the memory; ``text`` is that chunk (already redacted),
    at file lines ``line_start``..``line_end``.
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


class IndexReader:
    """A built index, opened for reading."""

    def __init__(self, path: Path, manifest: Manifest, embedder: Embedder | None) -> None:
        self.path = path
        self.manifest = manifest
        self.embedder = embedder
        self._memories: dict[str, IndexedMemory] | None = None
        self._chunks: list[Chunk] | None = None
        self._rows: dict[tuple[str, int], int] | None = None
        self._by_name: dict[str, list[Chunk]] | None = None
        self._terms: dict[str, Any] | None = None
        self._tantivy: Any = None
        self._vectors: Any = None

    def memories(self) -> Mapping[str, IndexedMemory]:
        if self._memories is None:
            from memstone.records import read_memories

            self._memories = read_memories(self.path / MEMORIES)
        return self._memories

    def _load_chunks(self) -> list[Chunk]:
        if self._chunks is None:
            rows = load_json(self.path / CHUNKS)["chunks"]
            self._chunks = [Chunk(r[0], r[1], r[5], r[2], r[3], r[4]) for r in rows]
            self._rows = {(c.name, c.ordinal): i for i, c in enumerate(self._chunks)}
            by_name: dict[str, list[Chunk]] = {}
            for c in self._chunks:
                by_name.setdefault(c.name, []).append(c)
            self._by_name = by_name
        return self._chunks

    def chunks(self, name: str) -> list[Chunk]:
        """The chunks of one memory, in order (``embed_text`` is not stored and reads empty)."""
        self._load_chunks()
        assert self._by_name is not None
        return list(self._by_name.get(name, ()))

    def _load_terms(self) -> dict[str, Any]:
        if self._terms is None:
            self._terms = load_json(self.path / TERMS)
        return self._terms

    @property
    def num_docs(self) -> int:
        """How many memories the document frequencies count over."""
        return int(self._load_terms()["num_docs"])

    def doc_freq(self, term: str) -> int:
        """In how many memories ``term`` (a token of ``tokenize``) occurs."""
        return int(self._load_terms()["df"].get(term, 0))

    def _index(self) -> Any:
        if self._tantivy is None:
            from memstone import lexical

            self._tantivy = lexical.open_existing(self.path / TANTIVY)
        return self._tantivy

    def _matrix(self) -> Any:
        if self._vectors is None:
            from memstone.vectorstore import load_matrix

            self._vectors = load_matrix(self.path / VECTORS)
        return self._vectors

    def lexical_hits(self, text: str, k: int) -> list[tuple[str, int, float]]:
        """Best chunk per memory by BM25: (name, ordinal, score), best first, at most ``k`` memories."""
        from memstone import lexical

        best: dict[str, tuple[int, float]] = {}
        for name, ordinal, score in lexical.search(self._index(), text, k * OVERFETCH):
            if name not in best or score > best[name][1]:
                best[name] = (ordinal, score)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][1], kv[0]))[:k]
        return [(name, ordinal, score) for name, (ordinal, score) in ranked]

    def vector_hits(self, text: str, k: int) -> list[tuple[str, int, float]]:
        """Best chunk per memory by cosine similarity (exact), best first; empty without a model."""
        if self.embedder is None or self.manifest.dim == 0 or not text.strip():
            return []
        from memstone.vectorstore import top_k

        chunks = self._load_chunks()
        query = self.embedder.embed([text])[0]
        best: dict[str, tuple[int, float]] = {}
        for row, score in top_k(self._matrix(), query, k * OVERFETCH):
            c = chunks[row]
            if c.name not in best or score > best[c.name][1]:
                best[c.name] = (c.ordinal, score)
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
        chunks = self._load_chunks()
        assert self._rows is not None
        merged: dict[str, dict[str, Any]] = {}
        for rank, (name, ordinal, score) in enumerate(lex, 1):
            merged[name] = {"lexical": score, "lexical_rank": rank, "chunk": ordinal}
        for rank, (name, ordinal, score) in enumerate(vec, 1):
            entry = merged.setdefault(name, {"chunk": ordinal})
            entry["vector"], entry["vector_rank"] = score, rank
            if rank <= entry.get("lexical_rank", rank):
                entry["chunk"] = ordinal
        hits: list[Hit] = []
        for name, e in merged.items():
            row = self._rows.get((name, e["chunk"]))
            chunk = chunks[row] if row is not None else None
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
                )
            )
        inf = float("inf")
        hits.sort(key=lambda h: (min(h.lexical_rank or inf, h.vector_rank or inf), h.name))
        return hits


def open_index(config: Config, *, embedder: Embedder | None, path: Path | None = None) -> IndexReader:
    """Open the index (``.memstone/index`` unless ``path``) for this embedder.

    Raises IndexMissingError when there is none, IndexMismatchError when it was built with
    another model, dimension, format, schema or ranker version. With ``embedder=None`` an index
    built with any model can be read, lexically only.
    """
    where = path if path is not None else index_dir(config)
    manifest = read_manifest(where)
    if embedder is None:
        why = incompatibility(manifest, None, check_model=False)
        if why is not None:
            raise IndexMismatchError(
                f"the index at {where} cannot be used: {why}; run `memstone index build --full` to rebuild it"
            )
    else:
        check_compatible(manifest, embedder.fingerprint(), where)
    return IndexReader(where, manifest, embedder)
