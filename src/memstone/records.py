"""What the index stores about each memory, and where the index keeps its files.

``IndexedMemory`` is a ``Memory`` (every parsed field, with secrets already redacted) plus what
git history says about it. The index stores them as JSON so recall never re-parses Markdown.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
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


def to_record(m: IndexedMemory) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in INDEXED_FIELDS:
        value = getattr(m, key)
        if key in _TUPLES:
            value = list(value)
        elif key == "key_lines":
            value = dict(value)
        out[key] = value
    return out


def from_record(data: dict[str, Any]) -> IndexedMemory:
    kwargs = {k: data[k] for k in INDEXED_FIELDS if k in data}
    for key in _TUPLES:
        if key in kwargs:
            kwargs[key] = tuple(kwargs[key])
    return IndexedMemory(**kwargs)


def dump_json(path: Path, data: Any) -> None:
    """Write compact, stable JSON atomically (temp file, then rename)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def write_memories(path: Path, memories: Iterable[IndexedMemory]) -> None:
    dump_json(path, [to_record(m) for m in memories])


def read_memories(path: Path) -> dict[str, IndexedMemory]:
    return {r["name"]: from_record(r) for r in load_json(path)}
