"""The Tantivy side of the index: schema, one document per chunk, safe BM25 queries.

BM25 runs over one text field per chunk document holding the memory's name (as words), its
description, tags and projects, then the chunk, so a query matching the name and a later
section still scores that section. One field, not one per part with boosts: per-field BM25
sums separately normalised scores and lets a short field (a title, a name) outweigh the body;
on SciFact a flat field scores nDCG@10 0.70 where the boosted fields scored 0.62 (the BEIR
regressions show the same, flat 0.679 over multi-field 0.665). The analyzer is Tantivy's
``en_stem`` plus English stop words: simple tokenizer, long tokens dropped, lower-cased, stop
words removed, Snowball stemmer.

User text is never handed to Tantivy's query language as is: it is reduced to alphanumeric
words first, so quotes, colons, parentheses or operators cannot make a query fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from memstone.chunking import Chunk
from memstone.memory import Memory

KEY_FIELD = "key"  # memory name, raw (untokenized): deletes go by this term
ORDINAL_FIELD = "ordinal"
TEXT_FIELD = "text"
TOKENIZER = "memstone_en"  # registered on every open (see ``_register``)
MAX_QUERY_WORDS = 64
_QUERY_WORD = re.compile(r"[^\W_]+")


def schema() -> Any:
    import tantivy

    sb = tantivy.SchemaBuilder()
    sb.add_text_field(KEY_FIELD, stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_unsigned_field(ORDINAL_FIELD, stored=True)
    sb.add_text_field(TEXT_FIELD, stored=False, tokenizer_name=TOKENIZER)
    return sb.build()


def _register(index: Any) -> Any:
    """Tantivy keeps custom analyzers in memory only: every opened index needs its own."""
    import tantivy

    analyzer = (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stopword("english"))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )
    index.register_tokenizer(TOKENIZER, analyzer)
    return index


def create(path: Path) -> Any:
    import tantivy

    path.mkdir(parents=True, exist_ok=True)
    return _register(tantivy.Index(schema(), path=str(path), reuse=False))


def open_existing(path: Path) -> Any:
    """Open an index directory; a damaged one raises ValueError (Tantivy may panic on corrupt files)."""
    import tantivy

    try:
        index = tantivy.Index.open(str(path))
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # pyo3's PanicException derives from BaseException
        raise ValueError(f"cannot open the Tantivy index at {path}: {exc}") from None
    if TEXT_FIELD not in _field_names(path):
        raise ValueError(f"the Tantivy index at {path} has an older layout (no {TEXT_FIELD!r} field)")
    return _register(index)


def _field_names(path: Path) -> set[str]:
    """The schema's field names, from Tantivy's meta.json (its Python schema cannot be listed)."""
    import json

    try:
        meta = json.loads((path / "meta.json").read_text(encoding="utf-8"))
        return {str(f["name"]) for f in meta["schema"]}
    except (OSError, ValueError, KeyError, TypeError):
        return set()


def writer(index: Any) -> Any:
    return index.writer(heap_size=64_000_000, num_threads=1)


def add_memory(writer: Any, memory: Memory, chunks: Iterable[Chunk]) -> None:
    import tantivy

    name_words = memory.name.replace("_", " ").replace("-", " ")
    head = "\n".join([name_words, memory.description, " ".join(memory.tags), " ".join(memory.projects)])
    for chunk in chunks:
        doc = tantivy.Document()
        doc.add_text(KEY_FIELD, memory.name)
        doc.add_unsigned(ORDINAL_FIELD, chunk.ordinal)
        doc.add_text(TEXT_FIELD, f"{head}\n{chunk.text}")
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
    """(memory name, chunk ordinal, BM25 score) of the best chunks for ``text``, best first.

    A damaged index raises ValueError."""
    words = query_words(text)
    if not words or limit <= 0:
        return []
    # Only lowercase alphanumeric words reach the parser: no syntax, no operators (AND/OR/NOT are uppercase).
    query, _errors = index.parse_query_lenient(" ".join(words), [TEXT_FIELD])
    out: list[tuple[str, int, float]] = []
    try:
        searcher = index.searcher()
        for score, address in searcher.search(query, limit, count=False).hits:
            doc = searcher.doc(address)
            out.append((str(doc[KEY_FIELD][0]), int(doc[ORDINAL_FIELD][0]), float(score)))
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # a damaged segment: Tantivy errors, or panics (pyo3's PanicException)
        raise ValueError(f"searching the Tantivy index failed: {exc}") from None
    return out
