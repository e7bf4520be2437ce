"""What the index stores about each memory, and where the index keeps its files.

``IndexedMemory`` is a ``Memory`` (every parsed field, with secrets already redacted) plus what
git history says about it. The index stores them as JSON so recall never re-parses Markdown.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from memstone.config import Config
from memstone.parse import Memory

INDEX_DIR = "index"
CACHE_DIR = "cache/embeddings"
MEMORIES = "memories.json"
CHUNKS = "chunks.json"
VECTORS = "vectors.npy"
TERMS = "terms.json"
FILES = "files.json"
TANTIVY = "tantivy"


def index_dir(config: Config) -> Path:
    return config.state_dir / INDEX_DIR


def cache_dir(config: Config) -> Path:
    return config.state_dir / CACHE_DIR


@dataclass(frozen=True, slots=True)
class IndexedMemory(Memory):
    """A memory as the index holds it: the parsed fields plus its git history.

    ``git_created``/``git_modified`` are ISO dates of the first and last commit touching the
    file (following renames), None when history is unavailable or the file is uncommitted.
    ``superseded_by`` names the memory that replaces this one (from frontmatter ``supersedes``,
    a ``Supersedes:`` commit trailer, or a deletion), with ``superseded_source`` saying which.
    """

    git_created: str | None = None
    git_modified: str | None = None
    created_commit: str | None = None
    modified_commit: str | None = None
    author: str | None = None
    uncommitted: bool = False
    superseded_by: str | None = None
    superseded_source: str | None = None


MEMORY_FIELDS = tuple(f.name for f in fields(Memory))
INDEXED_FIELDS = tuple(f.name for f in fields(IndexedMemory))
_TUPLES = ("tags", "projects", "roles", "supersedes")


def base_memory(m: Memory) -> Memory:
    """Only the parsed fields of a memory (drops history, so it can be recomputed)."""
    if type(m) is Memory:
        return m
    return Memory(**{k: getattr(m, k) for k in MEMORY_FIELDS})


_TUPLE_AT = tuple(i for i, k in enumerate(INDEXED_FIELDS) if k in _TUPLES)
_DICT_AT = INDEXED_FIELDS.index("key_lines")


def to_row(m: IndexedMemory) -> list[Any]:
    """The memory as a list in ``INDEXED_FIELDS`` order (compact and fast to load)."""
    row: list[Any] = [getattr(m, k) for k in INDEXED_FIELDS]
    for i in _TUPLE_AT:
        row[i] = list(row[i])
    row[_DICT_AT] = dict(row[_DICT_AT])
    return row


def from_row(row: list[Any]) -> IndexedMemory:
    for i in _TUPLE_AT:
        row[i] = tuple(row[i])
    return IndexedMemory(*row)


def dump_json(path: Path, data: Any) -> None:
    """Write compact, stable JSON atomically (temp file, then rename)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def write_memories(
    path: Path, memories: Iterable[IndexedMemory], known: Mapping[str, tuple[IndexedMemory, list[Any]]] | None = None
) -> None:
    """Write the memories; ``known`` maps names to (memory, row) already serialized (reused when identical)."""
    known = known or {}
    rows: list[list[Any]] = []
    for m in memories:
        old = known.get(m.name)
        rows.append(old[1] if old is not None and old[0] is m else to_row(m))
    tmp = path.with_name(path.name + ".tmp")
    data = {"fields": list(INDEXED_FIELDS), "rows": rows}
    tmp.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def read_memories(path: Path) -> dict[str, IndexedMemory]:
    """The stored memories by name; raises ValueError when written by a memstone with other fields."""
    return {name: m for name, (m, _row) in read_memory_rows(path).items()}


def read_memory_rows(path: Path) -> dict[str, tuple[IndexedMemory, list[Any]]]:
    """The stored memories by name, each with its stored row (for ``write_memories`` to reuse)."""
    data = load_json(path)
    if data.get("fields") != list(INDEXED_FIELDS):
        raise ValueError(f"{path} was written with other memory fields")
    out: dict[str, tuple[IndexedMemory, list[Any]]] = {}
    for row in data["rows"]:
        m = from_row(row)
        out[m.name] = (m, row)
    return out
