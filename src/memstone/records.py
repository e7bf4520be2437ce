"""What the index stores about each memory, and where the index keeps its files.

``IndexedMemory`` is a ``Memory`` (every parsed field, with secrets already redacted) plus what
git history says about it. The index keeps memories, chunks and document frequencies in one
SQLite file (``records.sqlite``, standard library only) so recall never re-parses Markdown and
reads only the records it needs: the candidates of one query, not all 10,000 memories.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from memstone.config import Config
from memstone.manifest import IndexDamagedError
from memstone.memory import Memory

INDEX_DIR = "index"
CACHE_DIR = "cache/embeddings"
RECORDS = "records.sqlite"
VECTORS = "vectors.npy"
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
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    if not text.isascii() and not utf8_encodable(text):
        # a file name that is not UTF-8 (read as surrogates): written as `\udcff` escapes, read back the same
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def utf8_encodable(text: str) -> bool:
    """False for text holding surrogates (a file name that is not UTF-8, as the OS or git gave it)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE memories (
    name TEXT PRIMARY KEY, critical INTEGER NOT NULL, doc_hash TEXT NOT NULL,
    type TEXT NOT NULL, source TEXT NOT NULL, superseded INTEGER NOT NULL, row TEXT NOT NULL
);
CREATE TABLE chunks (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, ordinal INTEGER NOT NULL,
    line_start INTEGER NOT NULL, line_end INTEGER NOT NULL, key TEXT NOT NULL, text TEXT NOT NULL,
    tokens INTEGER NOT NULL, terms TEXT NOT NULL
);
CREATE INDEX chunks_by_name ON chunks (name, ordinal);
CREATE TABLE terms (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
"""


@dataclass(frozen=True, slots=True)
class StoredChunk:
    """A chunk as the index stores it; ``id`` is its row in the vector matrix."""

    id: int
    name: str
    ordinal: int
    line_start: int
    line_end: int
    key: str
    text: str
    tokens: int  # model tokens of ``text`` (-1: built without a tokenizer)
    terms: str  # the non-stop words of the description and ``text``, space-joined


# A chunk as the record store holds it: name, ordinal, line_start, line_end, key, text, tokens, terms.
ChunkRow = tuple[str, int, int, int, str, str, int, str]


@dataclass(frozen=True, slots=True)
class PreviousRecords:
    """What the record store at the target path holds (checked against the manifest when read)."""

    chunks: Sequence[ChunkRow]  # in matrix order
    df: Mapping[str, int]


def write_records(
    path: Path,
    memories: Iterable[IndexedMemory],
    chunks: Iterable[ChunkRow],
    doc_hashes: Mapping[str, str],
    terms: Mapping[str, Any],
    known: Mapping[str, tuple[IndexedMemory, str]] | None = None,
    secret_rules: str = "",
    base: PreviousRecords | None = None,
) -> None:
    """Write every record into a new SQLite file and rename it into place (readers never see half of it).

    ``chunks`` are rows in vector-matrix order; ``terms`` is {"num_docs": N, "df": {term: n}};
    ``known`` maps names to (memory, stored row text) from an earlier build (the text is reused
    when the memory is the same object); ``secret_rules`` is the fingerprint of the secret rules
    every stored text was redacted with.

    With ``base`` (what the file at ``path`` holds, from ``known``'s build), that file is copied and
    only what differs is written: the memories that are not the same objects, the chunk rows that
    changed or moved, the document frequencies that changed. The result has the same rows as a
    file written from scratch.
    """
    known = known or {}
    tmp = path.with_name(path.name + ".tmp")
    tmp.unlink(missing_ok=True)
    patch = base is not None and path.is_file()
    if patch:
        shutil.copyfile(path, tmp)
    db = sqlite3.connect(tmp)
    try:
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + ("" if patch else _SCHEMA))
        rows = []
        current: set[str] = set()
        for m in memories:
            current.add(m.name)
            old = known.get(m.name)
            if patch and old is not None and old[0] is m:
                continue  # the file holds this row already
            text = old[1] if old is not None and old[0] is m else json.dumps(to_row(m), ensure_ascii=False)
            flags = (m.type, m.source, int(bool(m.superseded_by)))
            rows.append((m.name, int(m.critical), doc_hashes.get(m.name, ""), *flags, text))
        chunk_rows = list(chunks)
        df = terms["df"]
        if patch and base is not None:
            db.executemany("DELETE FROM memories WHERE name = ?", [(n,) for n in sorted(set(known) - current)])
            db.execute("DELETE FROM chunks WHERE id >= ?", (len(chunk_rows),))
            old_chunks = base.chunks
            changed = [(i, *c) for i, c in enumerate(chunk_rows) if i >= len(old_chunks) or old_chunks[i] != c]
            db.executemany("DELETE FROM terms WHERE term = ?", [(t,) for t in base.df if t not in df])
            new_df = sorted((t, n) for t, n in df.items() if base.df.get(t) != n)
        else:
            changed = [(i, *c) for i, c in enumerate(chunk_rows)]
            new_df = sorted(df.items())
        db.executemany("INSERT OR REPLACE INTO memories VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        db.executemany("INSERT OR REPLACE INTO chunks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", changed)
        db.executemany("INSERT OR REPLACE INTO terms VALUES (?, ?)", new_df)
        meta = {
            "fields": json.dumps(list(INDEXED_FIELDS)),
            "num_docs": str(int(terms["num_docs"])),
            "secret_rules": secret_rules,
        }
        db.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", sorted(meta.items()))
        db.commit()
    finally:
        db.close()
    os.replace(tmp, path)


class RecordStore:
    """Read access to ``records.sqlite``: single records by name or id, or everything at once.

    Opened read-only and immutable (a build writes a new file and renames it over this one, so an
    open store keeps reading the file it opened). Raises IndexDamagedError (a ValueError) for a
    file that is not a record store of this memstone, or one that fails while it is read.
    """

    def __init__(self, path: Path) -> None:
        if not path.is_file():
            raise IndexDamagedError(path.parent, f"{path.name}: missing")
        self.path = path
        try:
            self._db = sqlite3.connect(
                f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True, check_same_thread=False
            )
            meta = dict(self._db.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError as exc:
            raise IndexDamagedError(path.parent, f"{path.name}: not a readable record store ({exc})") from None
        if meta.get("fields") != json.dumps(list(INDEXED_FIELDS)):
            raise IndexDamagedError(path.parent, f"{path.name}: written with other memory fields")
        self.num_docs = int(meta.get("num_docs", "0"))
        self.secret_rules = meta.get("secret_rules", "")  # see scan.rules_fingerprint

    def close(self) -> None:
        self._db.close()

    def _rows(self, sql: str, args: Iterable[Any] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, tuple(args)).fetchall()
        except sqlite3.DatabaseError as exc:
            raise IndexDamagedError(self.path.parent, f"{self.path.name}: {exc}") from None

    def names(self) -> list[str]:
        return [r[0] for r in self._rows("SELECT name FROM memories ORDER BY name")]

    def critical_names(self) -> list[str]:
        return [r[0] for r in self._rows("SELECT name FROM memories WHERE critical = 1 ORDER BY name")]

    def memories(self, names: Iterable[str] | None = None) -> dict[str, tuple[IndexedMemory, str]]:
        """Memories by name, each with its stored row text; all of them when ``names`` is None."""
        if names is None:
            texts = [r[0] for r in self._rows("SELECT row FROM memories ORDER BY name")]
        else:
            texts = []
            wanted = sorted(set(names))
            for start in range(0, len(wanted), 500):
                part = wanted[start : start + 500]
                marks = ",".join("?" * len(part))
                texts += [r[0] for r in self._rows(f"SELECT row FROM memories WHERE name IN ({marks})", part)]
        rows = json.loads("[" + ",".join(texts) + "]")  # one parse for all: far faster than one per row
        out: dict[str, tuple[IndexedMemory, str]] = {}
        for text, row in zip(texts, rows, strict=True):
            m = from_row(row)
            out[m.name] = (m, text)
        return out

    def active_type_counts(self, source: str = "memory") -> dict[str, int]:
        """How many memories of ``source`` that nothing supersedes there are of each type."""
        sql = "SELECT type, count(*) FROM memories WHERE source = ? AND superseded = 0 GROUP BY type"
        return {t: int(n) for t, n in self._rows(sql, [source])}

    def doc_hashes(self) -> dict[str, str]:
        return dict(self._rows("SELECT name, doc_hash FROM memories"))

    def chunks(self, name: str | None = None) -> list[StoredChunk]:
        """The chunks of one memory in order, or every chunk in matrix order."""
        cols = "id, name, ordinal, line_start, line_end, key, text, tokens, terms"
        if name is None:
            return [StoredChunk(*r) for r in self._rows(f"SELECT {cols} FROM chunks ORDER BY id")]
        return [
            StoredChunk(*r) for r in self._rows(f"SELECT {cols} FROM chunks WHERE name = ? ORDER BY ordinal", [name])
        ]

    def chunk_keys(self, ids: Iterable[int]) -> dict[int, tuple[str, int]]:
        """(memory name, ordinal) of the chunks at matrix rows ``ids``; their text is not read."""
        wanted = sorted(set(ids))
        out: dict[int, tuple[str, int]] = {}
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ",".join("?" * len(part))
            sql = f"SELECT id, name, ordinal FROM chunks WHERE id IN ({marks})"
            out.update((r[0], (r[1], r[2])) for r in self._rows(sql, part))
        return out

    def chunk_of(self, pairs: Iterable[tuple[str, int]]) -> dict[tuple[str, int], StoredChunk]:
        """The chunks at (name, ordinal) pairs (one query per 250 pairs, by the (name, ordinal) index)."""
        wanted = sorted(set(pairs))
        out: dict[tuple[str, int], StoredChunk] = {}
        cols = "c.id, c.name, c.ordinal, c.line_start, c.line_end, c.key, c.text, c.tokens, c.terms"
        for start in range(0, len(wanted), 250):
            part = wanted[start : start + 250]
            marks = ",".join("(?, ?)" for _ in part)
            sql = (  # CROSS JOIN keeps this order: one index lookup per pair, not a scan
                f"SELECT {cols} FROM (VALUES {marks}) AS w CROSS JOIN chunks AS c"
                " ON c.name = w.column1 AND c.ordinal = w.column2"
            )
            for r in self._rows(sql, [v for pair in part for v in pair]):
                out[(r[1], r[2])] = StoredChunk(*r)
        return out

    def counts(self) -> tuple[int, int]:
        """(memories, chunks)."""
        return (self._rows("SELECT count(*) FROM memories")[0][0], self._rows("SELECT count(*) FROM chunks")[0][0])

    def orphan_chunk_names(self) -> list[str]:
        sql = "SELECT DISTINCT name FROM chunks WHERE name NOT IN (SELECT name FROM memories) ORDER BY name"
        return [r[0] for r in self._rows(sql)]

    def doc_freq(self, term: str) -> int:
        found = self._rows("SELECT df FROM terms WHERE term = ?", [term])
        return int(found[0][0]) if found else 0

    def terms(self) -> dict[str, Any]:
        return {"num_docs": self.num_docs, "df": dict(self._rows("SELECT term, df FROM terms"))}
