"""The parser: strict YAML (no coercion), both loaders agree, hostile input is a finding."""

from __future__ import annotations

import pytest
import yaml

from memstone.parse import _StrictLoader, parse_bytes

FRONTS = [
    "name: a\ncreated: 2026-03-15\nhits: 7\n",
    "flags: [yes, no, on, off, true, false]\n",
    "n: 012\nf: 1.50\nv: 1.10\ns: 0x1F\ne: 1e3\nt: 12:30:00\n",
    "tags:\n  - a\n  - b: {c: [1, 2]}\nnull_value: ~\nempty:\n",
    "quoted: '2026-01-01'\nmulti: |\n  line one\n  line two\n",
]


def strict(text: str) -> object:
    loader = _StrictLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


@pytest.mark.parametrize("front", FRONTS)
def test_fast_and_pure_loaders_agree(front: str) -> None:
    parsed = parse_bytes("memory/x.md", f"---\n{front}---\nbody\n".encode())
    assert parsed.findings == ()
    assert parsed.data == strict(front)


def test_no_silent_coercion() -> None:
    parsed = parse_bytes("memory/x.md", ("---\n" + FRONTS[2] + FRONTS[1] + "d: 2026-03-15\n---\nbody\n").encode())
    assert parsed.data == {
        "n": 12,
        "f": 1.5,
        "v": 1.1,
        "s": "0x1F",
        "e": "1e3",
        "t": "12:30:00",
        "flags": ["yes", "no", "on", "off", True, False],
        "d": "2026-03-15",
    }


@pytest.mark.parametrize(
    ("raw", "rule", "line"),
    [
        (b"", "no-frontmatter", 1),
        (b"\x00\x01\x02", "binary-file", 1),
        (b"---\nname: \xff\n---\n", "not-utf8", 2),
        (b"---\n- a\n- b\n---\nbody\n", "bad-yaml", 2),
        (b"---\n---\nbody\n", "no-frontmatter", 1),
        (b"---\nname: a\nname: b\n---\nbody\n", "bad-yaml", 3),
        (b"---\na: &x 1\n---\n", "unsafe-yaml", 2),
        (b"---\na: !!binary aGVsbG8=\n---\n", "unsafe-yaml", 2),
        (b"---\n" + b"a:\n" + b"".join(b" " * (2 * i) + b"b:\n" for i in range(1, 20)) + b"---\n", "unsafe-yaml", 9),
        (b"---\na: " + b"[" * 5000 + b"]" * 5000 + b"\n---\n", "unsafe-yaml", 2),
        (b"---\nx: " + b"y" * 70000 + b"\n---\n", "unsafe-yaml", 2),
    ],
)
def test_hostile_input_is_a_finding(raw: bytes, rule: str, line: int) -> None:
    parsed = parse_bytes("memory/x.md", raw)
    assert parsed.data is None or parsed.findings
    assert [(f.rule, f.line) for f in parsed.findings][:1] == [(rule, line)]


def test_yaml_module_is_not_mutated() -> None:
    assert yaml.safe_load("d: 2026-01-01")["d"].year == 2026
