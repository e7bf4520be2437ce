from __future__ import annotations

from pathlib import Path

from memstone.config import load_config
from memstone.repo import read_worktree
from memstone.sources import load_sources

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
