"""Query keywords by IDF over the corpus: the raw prompt is not the lexical query.

A prompt like "fix the authentication bug in the login handler" should search for
``authentication``, ``login`` and ``handler``, not for ``the`` and ``in``. Words are kept
when they are not stop words and are distinctive enough: their IDF is at least
``max(idf_min, idf_floor * ln N)``. A word the corpus does not hold verbatim is kept as the
most distinctive of all (document frequencies count exact words, and "paint" may still
match "painted" once the lexical engine stems it). The most distinctive ``max_keywords`` words
win (ties keep prompt order).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

from memstone.chunking import tokenize

_STOP_TEXT = """a am an and are as at be been being but by did do does doing for from had has have having
he her hers herself him himself his how i if in into is it its itself me my myself of on or our ours
ourselves she so than that the their theirs them themselves then there these they this those to was we
were what when where which while who whom why will with would you your yours yourself yourselves"""
STOP_WORDS = frozenset(_STOP_TEXT.split())


class TermStats(Protocol):
    """What keyword extraction needs from an index: document frequencies of words."""

    @property
    def num_docs(self) -> int: ...

    def doc_freq(self, term: str) -> int: ...


@dataclass(frozen=True, slots=True)
class Keyword:
    word: str
    idf: float
    doc_freq: int


def idf(doc_freq: int, num_docs: int) -> float:
    """BM25's IDF, always positive: ln(1 + (N - df + 0.5) / (df + 0.5))."""
    return math.log(1.0 + (num_docs - doc_freq + 0.5) / (doc_freq + 0.5))


def words(text: str) -> list[str]:
    """Lowercase words of ``text`` in order, de-duplicated, as the index's document frequencies count them."""
    return list(dict.fromkeys(w for w in tokenize(text) if len(w) <= 64))


def terms(text: str) -> frozenset[str]:
    """The set of non-stop words of a memory's text (for keyword hits and conflict detection)."""
    return frozenset(tokenize(text)).difference(STOP_WORDS)


def extract_keywords(
    text: str, stats: TermStats, *, max_keywords: int = 32, idf_floor: float = 0.0, idf_min: float = 0.5
) -> list[Keyword]:
    """The query's distinctive words, most distinctive first."""
    n = max(1, stats.num_docs)
    floor = max(idf_min, idf_floor * math.log(n)) if n > 1 else 0.0
    found: list[tuple[float, int, Keyword]] = []
    for position, word in enumerate(words(text)):
        if word in STOP_WORDS or (len(word) < 2 and not word.isdigit()):
            continue
        df = stats.doc_freq(word)  # counts exact words: 0 may still match an inflected form after stemming
        value = idf(df, n)
        if value < floor:
            continue
        found.append((-value, position, Keyword(word, value, df)))
    found.sort(key=lambda item: (item[0], item[1]))
    return [kw for _, _, kw in found[:max_keywords]]


def keyword_hits(keywords: list[Keyword], terms: frozenset[str]) -> int:
    """How many keywords occur among a memory's terms."""
    return sum(1 for kw in keywords if kw.word in terms)
