"""Chunking on headings and paragraphs, with file line ranges; the simple tokenizer; safe query words."""

from __future__ import annotations

import pytest

from memstone.chunking import chunk_memory, max_words_for, tokenize
from memstone.lexical import MAX_QUERY_WORDS, query_words
from memstone.memory import Memory


def mem(body: str, body_line: int = 6) -> Memory:
    return Memory(path="memory/x.md", name="x", description="Desc", type="feedback", body=body, body_line=body_line)


def para(n: int, word: str = "word") -> str:
    return " ".join(f"{word}{i}" for i in range(n))


@pytest.mark.parametrize(
    ("body", "max_words", "expected"),
    [
        ("# T\n\nShort body.", 192, [(6, 8)]),
        ("", 192, [(6, 6)]),
        (f"# T\n\n{para(50)}\n\n## Two\n\n{para(50)}", 192, [(6, 8), (10, 12)]),  # heading after 40+ words splits
        (f"# T\n\n{para(10)}\n\n## Two\n\n{para(10)}", 192, [(6, 12)]),  # short sections stay together
        (f"{para(30)}\n\n{para(30)}\n\n{para(30)}", 64, [(6, 8), (10, 10)]),  # packed up to the budget
        ("```\ncode\n\nmore code\n```\n\nafter", 192, [(6, 12)]),
        ("\n".join(para(20) for _ in range(6)), 50, [(6, 7), (8, 9), (10, 11)]),  # one long paragraph, by lines
    ],
)
def test_chunk_boundaries(body: str, max_words: int, expected: list[tuple[int, int]]) -> None:
    chunks = chunk_memory(mem(body), max_words)
    assert [(c.line_start, c.line_end) for c in chunks] == expected
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))


def test_chunk_text_matches_its_lines() -> None:
    body = f"# Title\n\n{para(60)}\n\n## Section\n\n{para(60, 'other')}\n"
    lines = ["---", "name: x", "description: Desc", "type: feedback", "---", *body.splitlines()]
    for c in chunk_memory(mem(body), 192):
        assert c.text == "\n".join(lines[c.line_start - 1 : c.line_end]).strip()
        assert c.embed_text.startswith("Desc\n") and c.key


def test_same_text_same_key_and_description_changes_key() -> None:
    a = chunk_memory(mem("Body."))[0]
    b = chunk_memory(mem("Body."))[0]
    c = chunk_memory(Memory(path="p", name="x", description="Other", type="t", body="Body."))[0]
    assert a.key == b.key != c.key


def test_budget_follows_model_tokens() -> None:
    assert max_words_for(256) == 192 and max_words_for(10) == 32


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("Use pg_dump v1.2 -- fast!", ["use", "pg_dump", "v1.2", "fast"]),
        ("ABC-123-title", ["abc-123-title"]),
        ("a. b.", ["a", "b"]),
        ("", []),
    ],
)
def test_tokenize(text: str, tokens: list[str]) -> None:
    assert tokenize(text) == tokens


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('title:"x AND (y OR z)"', ["title", "x", "and", "y", "or", "z"]),
        ("pg_dump", ["pg", "dump"]),
        ("", []),
        ("+-!^~*[]{}\\", []),
        ("café 日本", ["café", "日本"]),
    ],
)
def test_query_words_are_plain_lowercase(text: str, words: list[str]) -> None:
    assert query_words(text) == words


def test_query_words_are_bounded() -> None:
    assert len(query_words(" ".join(f"w{i}" for i in range(500)))) == MAX_QUERY_WORDS
    assert query_words("x" * 41) == []
