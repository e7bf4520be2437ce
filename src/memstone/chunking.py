"""Split a memory's body into chunks on Markdown headings and paragraphs, keeping file line ranges.

A chunk is what gets one embedding and one Tantivy document. Short memories are one chunk;
longer ones are packed paragraph by paragraph up to a word budget derived from the model's
token limit, and a heading starts a new chunk once the current one has some substance.
Fenced code blocks are never split across their blank lines.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from memstone.memory import Memory

MIN_WORDS_BEFORE_HEADING = 40
_WORD = re.compile(r"[a-z0-9][a-z0-9_\-\.]*[a-z0-9]|[a-z0-9]")


def tokenize(text: str) -> list[str]:
    """The simple lowercase word tokenizer used for the document-frequency table and keywords."""
    return _WORD.findall(text.lower())


@dataclass(frozen=True, slots=True)
class Chunk:
    """One piece of a memory: its text (already redacted) and file lines.

    ``key`` is the sha256 of exactly the text given to the model (``embed_text``: the memory's
    description, then the chunk), the embedding cache key. ``embed_text`` is not stored in the
    index and reads empty on chunks loaded from it. ``tokens`` and ``terms`` are worked out once,
    when the index is built (``incremental.chunk_facts``), so recall does not per candidate.
    """

    name: str
    ordinal: int
    text: str
    line_start: int
    line_end: int
    key: str
    embed_text: str = ""
    tokens: int = -1  # the chunk text's length in model tokens (-1: not counted yet, or no tokenizer)
    terms: str | None = None  # its ``keywords.terms`` with the description, space-joined (None: not yet)


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class _Block:
    start: int  # index into body lines, inclusive
    end: int  # exclusive
    words: int
    heading: bool


def max_words_for(max_tokens: int) -> int:
    """Word budget of a chunk for a model that reads ``max_tokens`` tokens (about 1.3 tokens a word)."""
    return max(32, round(max_tokens * 0.75))


def _blocks(lines: list[str]) -> list[_Block]:
    out: list[_Block] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        if stripped.startswith("#") and re.match(r"#{1,6}\s", stripped):
            out.append(_Block(i, i + 1, len(stripped.split()), True))
            i += 1
            continue
        start = i
        in_fence = False
        while i < n:
            s = lines[i].strip()
            if s.startswith(("```", "~~~")):
                in_fence = not in_fence
            elif not in_fence and (not s or (s.startswith("#") and re.match(r"#{1,6}\s", s))):
                break
            i += 1
        words = sum(len(ln.split()) for ln in lines[start:i])
        out.append(_Block(start, i, words, False))
    return out


def _split_long(block: _Block, lines: list[str], max_words: int) -> list[_Block]:
    if block.words <= max_words or block.end - block.start <= 1:
        return [block]
    out: list[_Block] = []
    start, words = block.start, 0
    for i in range(block.start, block.end):
        w = len(lines[i].split())
        if words and words + w > max_words:
            out.append(_Block(start, i, words, False))
            start, words = i, 0
        words += w
    out.append(_Block(start, block.end, words, False))
    return out


def chunk_memory(memory: Memory, max_words: int = 192) -> list[Chunk]:
    """The chunks of one memory; a memory with an empty body still gets one chunk (its description)."""
    lines = memory.body.splitlines()
    groups: list[tuple[int, int]] = []
    cur_start: int | None = None
    cur_end = 0
    cur_words = 0
    for block in (b for raw in _blocks(lines) for b in _split_long(raw, lines, max_words)):
        flush = cur_start is not None and (
            (block.heading and cur_words >= MIN_WORDS_BEFORE_HEADING) or (cur_words + block.words > max_words)
        )
        if flush and cur_start is not None:
            groups.append((cur_start, cur_end))
            cur_start, cur_words = None, 0
        if cur_start is None:
            cur_start = block.start
        cur_end = block.end
        cur_words += block.words
    if cur_start is not None:
        groups.append((cur_start, cur_end))
    header = _header(memory)
    if not groups:
        line = memory.body_line
        return [Chunk(memory.name, 0, "", line, line, _key(header), header)]
    out: list[Chunk] = []
    for ordinal, (start, end) in enumerate(groups):
        text = "\n".join(lines[start:end]).strip()
        embed_text = f"{header}\n{text}" if header else text
        out.append(
            Chunk(
                memory.name,
                ordinal,
                text,
                memory.body_line + start,
                memory.body_line + end - 1,
                _key(embed_text),
                embed_text,
            )
        )
    return out


def _header(memory: Memory) -> str:
    """What every chunk's embedding also sees: the memory's description (its one-line summary)."""
    return memory.description.strip()
