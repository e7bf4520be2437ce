"""Audit defect N9: `usage apply --write` must not fold into a memory whose usage keys lint rejects."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import cli_in as memstone

from memstone.config import load_config
from memstone.usage import read_events

NAME = "decision_queue"
HEAD = "---\nname: decision_queue\ndescription: Use Postgres\ntype: decision\n"
BODY = "---\nbody about the job queue\n"


@pytest.mark.parametrize(
    ("extra", "event", "finding"),
    [
        ("hits: 3\nhits: 4\n", "--applied", ":6:1: bad-yaml key 'hits' appears twice (first on line 5)"),
        ("tags: [a]\nhits: 3\ntags: [b]\n", "--applied", ":7:1: bad-yaml key 'tags' appears twice (first on line 5)"),
        ("last_applied: yesterday\n", "--applied", ":5:1: schema last_applied: 'yesterday' is not a real date"),
        ("last_applied: yesterday\n", "--helpful", ":5:1: schema last_applied: 'yesterday' is not a real date"),
        ("prevented: -1\n", "--applied", ":5:1: schema prevented: -1 is less than the minimum of 0"),
        ("feedback_score: 2\n", "--applied", ":5:1: schema feedback_score: 2 is greater than the maximum of 1"),
        ("hits: -1\n", "--applied", ":5:1: schema hits: -1 is less than the minimum of 0"),
    ],
    ids=[
        "duplicate-hits",
        "duplicate-other-key",
        "bad-date",
        "bad-date-unread",
        "bad-prevented",
        "bad-score",
        "bad-hits",
    ],
)
def test_usage_keys_lint_rejects_hold_the_events_and_leave_the_file(
    git_repo: Path,
    commit: Callable[..., str],
    capsys: pytest.CaptureFixture[str],
    extra: str,
    event: str,
    finding: str,
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    raw = (HEAD + extra + BODY).encode()
    path.write_bytes(raw)
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, event)[0] == 0
    for args in (["usage", "apply"], ["usage", "apply", "--write"]):
        code, out, err = memstone(capsys, git_repo, *args)
        assert (code, out) == (1, "")
        assert f"memory/{NAME}.md{finding}\n" in err
        assert f"kept {event[2:]} for {NAME} in the ledger" in err
        assert path.read_bytes() == raw
        assert len(read_events(load_config(git_repo))) == 1
    # The finding is the one `memstone lint` prints, rule id and message alike.
    code, out, _ = memstone(capsys, git_repo, "lint", f"memory/{NAME}.md")
    assert code == 1 and f"memory/{NAME}.md{finding}" in out.splitlines()


def test_after_the_fix_the_held_events_are_folded(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    path.write_text(HEAD + "hits: 3\nhits: 4\nlast_applied: yesterday\n" + BODY, encoding="utf-8")
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "--applied")[0] == 0
    assert memstone(capsys, git_repo, "usage", "apply", "--write")[0] == 1
    path.write_text(HEAD + "hits: 4\nlast_applied: 2020-01-01\n" + BODY, encoding="utf-8")
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 0, err
    text = path.read_text(encoding="utf-8")
    assert "hits: 5\n" in text and "last_applied: 2020-01-01\n" not in text and "last_applied: " in text
    assert read_events(load_config(git_repo)) == []


def test_lint_errors_outside_the_usage_keys_do_not_stop_the_fold(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    raw = HEAD.replace("Use Postgres", "x" * 301) + "hits: 3\ncreated: someday\n" + BODY
    path.write_text(raw, encoding="utf-8")
    commit("add")
    assert memstone(capsys, git_repo, "lint", f"memory/{NAME}.md")[0] == 1
    assert memstone(capsys, git_repo, "feedback", NAME, "--applied")[0] == 0
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 0, err
    assert "hits: 4\n" in path.read_text(encoding="utf-8")
    assert read_events(load_config(git_repo)) == []


def test_one_file_held_does_not_hold_the_others(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    bad = git_repo / "memory" / f"{NAME}.md"
    bad.write_text(HEAD + "hits: 3\nhits: 4\n" + BODY, encoding="utf-8")
    good = git_repo / "memory" / "decision_cache.md"
    good.write_text(HEAD.replace(NAME, "decision_cache") + BODY, encoding="utf-8")
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "decision_cache", "--applied")[0] == 0
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 1 and f"kept applied for {NAME}" in err
    assert "hits: 1\n" in good.read_text(encoding="utf-8")
    assert "hits: 3\nhits: 4\n" in bad.read_text(encoding="utf-8")
    assert [e.name for e in read_events(load_config(git_repo))] == [NAME]
