"""The Tantivy side of the index: schema, one document per chunk, safe BM25 queries.

Every chunk document carries its memory's name, description, tags, type and projects, so a
query matching the name and a later section still scores that section. User text is never
handed to Tantivy's query language as is: it is reduced to alphanumeric words first, so quotes,
colons, parentheses or operators cannot make a query fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from memstone.chunking import Chunk
from memstone.parse import Memory

KEY_FIELD = "key"  # memory name, raw (untokenized): deletes go by this term
ORDINAL_FIELD = "ordinal"
TEXT_FIELDS = ("name", "description", "tags", "type", "projects", "body")
BOOSTS = {"name": 3.0, "description": 2.0, "tags": 2.0, "type": 1.5, "projects": 1.0, "body": 1.0}
TOKENIZER = "en_stem"
MAX_QUERY_WORDS = 64
_QUERY_WORD = re.compile(r"[^\W_]+")


def schema() -> Any:
    import tantivy

    sb = tantivy.SchemaBuilder()
    sb.add_text_field(KEY_FIELD, stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_unsigned_field(ORDINAL_FIELD, stored=True)
    for name in TEXT_FIELDS:
        sb.add_text_field(name, stored=False, tokenizer_name=TOKENIZER)
    return sb.build()


def create(path: Path) -> Any:
    import tantivy

    path.mkdir(parents=True, exist_ok=True)
    return tantivy.Index(schema(), path=str(path), reuse=False)


def open_existing(path: Path) -> Any:
    """Open an index directory; a damaged one raises ValueError (Tantivy may panic on corrupt files)."""
    import tantivy

    try:
        return tantivy.Index.open(str(path))
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # pyo3's PanicException derives from BaseException
        raise ValueError(f"cannot open the Tantivy index at {path}: {exc}") from None


def writer(index: Any) -> Any:
    return index.writer(heap_size=64_000_000, num_threads=1)


def add_memory(writer: Any, memory: Memory, chunks: Iterable[Chunk]) -> None:
    import tantivy

    name_words = memory.name.replace("_", " ").replace("-", " ")
    for chunk in chunks:
        doc = tantivy.Document()
        doc.add_text(KEY_FIELD, memory.name)
        doc.add_unsigned(ORDINAL_FIELD, chunk.ordinal)
        doc.add_text("name", name_words)
        doc.add_text("description", memory.description)
        for tag in memory.tags:
            doc.add_text("tags", tag)
        doc.add_text("type", memory.type)
        for project in memory.projects:
            doc.add_text("projects", project)
        doc.add_text("body", chunk.text)
        writer.add_document(doc)


def delete_memory(writer: Any, name: str) -> None:
    writer.delete_documents_by_term(KEY_FIELD, name)


def query_words(text: str) -> list[str]:
    """Lowercase alphanumeric words of user text, de-duplicated in order, at most MAX_QUERY_WORDS."""
    seen: dict[str, None] = {}
    for word in _QUERY_WORD.findall(text.lower()):
        if len(word) <= 40:
            seen.setdefault(word, None)
    return list(seen)[:MAX_QUERY_WORDS]


def search(index: Any, text: str, limit: int) -> list[tuple[str, int, float]]:
    """(memory name, chunk ordinal, BM25 score) of the best chunks for ``text``, best first."""
    words = query_words(text)
    if not words or limit <= 0:
        return []
    # Only lowercase alphanumeric words reach the parser: no syntax, no operators (AND/OR/NOT are uppercase).
    query, _errors = index.parse_query_lenient(" ".join(words), list(TEXT_FIELDS), field_boosts=BOOSTS)
    searcher = index.searcher()
    out: list[tuple[str, int, float]] = []
    for score, address in searcher.search(query, limit, count=False).hits:
        doc = searcher.doc(address)
        out.append((str(doc[KEY_FIELD][0]), int(doc[ORDINAL_FIELD][0]), float(score)))
    return out
