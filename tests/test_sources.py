from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import memory_text

from memstone.config import load_config
from memstone.findings import Finding
from memstone.index import build_index
from memstone.repo import read_worktree
from memstone.sources import check_sources, load_sources

TOML = """
[sources]
journals = ["journal/*.md"]
logs = "LOG.md"
transcripts = ["transcripts/*.jsonl"]
"""


def test_sources_become_entries(git_repo: Path) -> None:
    (git_repo / "memstone.toml").write_text(TOML, encoding="utf-8")
    (git_repo / "journal").mkdir()
    (git_repo / "journal/2026-03-02.md").write_text("Paired on the retry logic.\n", encoding="utf-8")
    (git_repo / "LOG.md").write_text(
        "# Log\n\n## 2026-04-01 deploy\n\nShipped v2.\n\n## 2026-04-03\n\n## 2026-04-05 rollback\n\nRolled back v2.\n",
        encoding="utf-8",
    )
    (git_repo / "transcripts").mkdir()
    (git_repo / "transcripts/s1.jsonl").write_text(
        '{"role": "user", "content": "Use pnpm, not npm."}\nnot json\n'
        '{"role": "assistant", "content": [{"type": "text", "text": "Noted."}]}\n',
        encoding="utf-8",
    )
    config = load_config(git_repo)
    entries = {m.name: m for m in load_sources(read_worktree(config), config)}
    assert sorted(entries) == [
        "LOG.md#L3",
        "LOG.md#L9",
        "journal/2026-03-02.md#L1",
        "transcripts/s1.jsonl#L1",
        "transcripts/s1.jsonl#L3",
    ]
    assert entries["LOG.md#L3"].created == "2026-04-01"
    assert entries["LOG.md#L3"].source == "log" and entries["LOG.md#L3"].type == "log"
    assert entries["journal/2026-03-02.md#L1"].created == "2026-03-02"
    assert entries["transcripts/s1.jsonl#L1"].body == "Use pnpm, not npm."
    assert entries["transcripts/s1.jsonl#L1"].description.startswith("user: ")


def _unreadable_sources(root: Path) -> None:
    (root / "memstone.toml").write_text(TOML, encoding="utf-8")
    (root / "journal").mkdir()
    (root / "journal/2026-03-02.md").write_bytes(b"Paired on the caf\xe9 order.\n")
    (root / "transcripts").mkdir()
    (root / "transcripts/s1.jsonl").write_text(
        '{"role": "user", "content": "Use pnpm."}\n{"role": "assistant", "content": "cut\n[1, 2]\n\n'
        '{"role": "user", "content": "Thanks."}\n',
        encoding="utf-8",
    )


def test_what_the_index_skips_is_reported_with_its_line(git_repo: Path) -> None:
    _unreadable_sources(git_repo)
    config = load_config(git_repo)
    problems: list[Finding] = []
    entries = load_sources(read_worktree(config), config, problems)
    assert [m.name for m in entries] == ["transcripts/s1.jsonl#L1", "transcripts/s1.jsonl#L5"]
    assert [(f.path, f.line, f.rule, f.severity) for f in problems] == [
        ("journal/2026-03-02.md", 1, "not-utf8", "warning"),
        ("transcripts/s1.jsonl", 2, "transcript-bad-line", "warning"),
        ("transcripts/s1.jsonl", 3, "transcript-bad-line", "warning"),
    ]
    assert check_sources(read_worktree(config), config) == problems
    assert check_sources(read_worktree(config), config, {"journal/2026-03-02.md"}) == problems[:1]


def test_lint_warns_about_unreadable_sources_without_failing(git_repo: Path) -> None:
    _unreadable_sources(git_repo)
    (git_repo / "memory").mkdir(exist_ok=True)
    (git_repo / "memory/reference_a.md").write_text(memory_text("reference_a"), encoding="utf-8")
    (git_repo / "MEMORY.md").write_text("", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(git_repo), "lint", "--fix"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines() == [
        "journal/2026-03-02.md:1:18: not-utf8 byte 0xe9 is not valid UTF-8; the index skips this journal",
        "transcripts/s1.jsonl:2:34: transcript-bad-line not JSON (Unterminated string); the index skips this line",
        "transcripts/s1.jsonl:3:1: transcript-bad-line not a JSON object; the index skips this line",
    ]
    assert "3 warning(s)" in run.stderr


def test_index_build_says_what_it_skipped(git_repo: Path) -> None:
    _unreadable_sources(git_repo)
    report = build_index(load_config(git_repo), embedder=None)
    assert report.memory_count == 2
    assert any(
        w.startswith("3 source line(s) or file(s) not indexed") and "memstone lint" in w for w in report.warnings
    )


def test_transcript_lines_end_at_newlines_only(git_repo: Path) -> None:
    """JSON.stringify leaves U+2028 raw inside strings: it is not a line end in JSON Lines."""
    (git_repo / "memstone.toml").write_text(TOML, encoding="utf-8")
    (git_repo / "transcripts").mkdir()
    (git_repo / "transcripts/s1.jsonl").write_text(
        '{"role": "user", "content": "first\u2028half"}\r\n{"role": "user", "content": "second"}\n',
        encoding="utf-8",
    )
    config = load_config(git_repo)
    problems: list[Finding] = []
    entries = load_sources(read_worktree(config), config, problems)
    assert problems == []
    assert [m.name for m in entries] == ["transcripts/s1.jsonl#L1", "transcripts/s1.jsonl#L2"]
