"""Audit findings on review, log and history: secrets in every output, unparseable memories,
reversed and diverged ranges, and argument errors. Real git repositories, the real CLI."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.cli import main

Commit = Callable[..., str]
TOKEN = "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5"  # pragma: allowlist secret
PASSWORD = "Xy9kQ2mPw7zR"  # pragma: allowlist secret
PROSE_PASSWORD = "hunter2hunter"  # pragma: allowlist secret
SECRETS = (TOKEN, PASSWORD, PROSE_PASSWORD)


def write(root: Path, rel: str, text: str | bytes) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def memstone(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["-C", str(root), *args])
    out, err = capsys.readouterr()
    return code, out, err


def with_index(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert memstone(capsys, root, "index-md")[0] == 0


# --- 1. no secret in any output ---------------------------------------------------------------


@pytest.fixture
def leaked(git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]) -> Path:
    """A secret is written into frontmatter (a field, a list, an unknown key), a name and a
    commit subject, then taken out again: commits init, leak, fix."""
    root = git_repo
    write(root, "memory/decision_q.md", memory_text("decision_q", body="Body about the job queue."))
    write(root, "memory/decision_r.md", memory_text("decision_r", body="Another decision, about retries."))
    with_index(root, capsys)
    commit("init", date="2026-03-01T10:00:00+00:00")
    write(
        root,
        "memory/decision_q.md",
        "---\nname: decision_q\n"
        f"description: token {TOKEN}\n"
        "type: decision\n"
        f"tags: [db, password={PASSWORD}]\n"
        f"password: {PROSE_PASSWORD}\n"
        f"supersedes: [decision_r]\n"
        "---\n# decision_q\n\nBody about the job queue.\n",
    )
    commit(f"leak {TOKEN}\n\nSupersedes: decision_r", date="2026-03-02T10:00:00+00:00")
    write(root, "memory/decision_q.md", memory_text("decision_q", body="Body about the job queue."))
    commit("fix", date="2026-03-03T10:00:00+00:00")
    return root


COMMANDS = [
    ("review", "HEAD~1..HEAD", "markdown"),
    ("review", "HEAD~1..HEAD", "json"),
    ("review", "HEAD~2..HEAD~1", "markdown"),
    ("review", "HEAD~2..HEAD~1", "json"),
    ("log", "HEAD~1..HEAD", "text"),
    ("log", "HEAD~1..HEAD", "json"),
    ("log", "HEAD~2..HEAD~1", "text"),
    ("log", "HEAD~2..HEAD~1", "json"),
    ("history", "decision_q", "text"),
    ("history", "decision_q", "json"),
    ("history", "--all", "text"),
    ("history", "--all", "json"),
]


@pytest.mark.parametrize(("command", "target", "fmt"), COMMANDS, ids=lambda v: str(v))
def test_no_secret_in_any_output(
    leaked: Path, capsys: pytest.CaptureFixture[str], command: str, target: str, fmt: str
) -> None:
    code, out, err = memstone(capsys, leaked, command, target, "--format", fmt)
    assert code in (0, 1), err
    assert out.strip()
    for secret in SECRETS:
        assert secret not in out and secret not in err, f"{command} {target} --format {fmt} printed a secret"
    if fmt == "json":
        json.loads(out)


@pytest.mark.parametrize("command", ["review", "log"])
def test_removing_a_secret_shows_the_change_redacted(
    leaked: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """The field change is still reported (nothing lost), with the value redacted."""
    _code, out, _err = memstone(capsys, leaked, command, "HEAD~1..HEAD")
    assert "description" in out and "[REDACTED:" in out
    _code, out, _err = memstone(capsys, leaked, command, "HEAD~1..HEAD", "--format", "json")
    changes = json.loads(out)
    text = json.dumps(changes)
    assert "[REDACTED:" in text and "About decision q" in text


def test_history_shows_field_changes_redacted(leaked: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _code, out, _err = memstone(capsys, leaked, "history", "decision_q")
    assert "password: (unset) -> [REDACTED:" in out
    assert "tags: (unset) -> [db, password=[REDACTED:" in out
    assert "leak [REDACTED:" in out  # the commit subject
