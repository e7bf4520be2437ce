"""Audit findings on review, log and history: secrets in every output, unparseable memories,
reversed and diverged ranges, and argument errors. Real git repositories, the real CLI."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import cli_in as memstone
from conftest import memory_text, run_git, write

from memstone.cli import main

Commit = Callable[..., str]
TOKEN = "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5"  # pragma: allowlist secret
PASSWORD = "Xy9kQ2mPw7zR"  # pragma: allowlist secret
PROSE_PASSWORD = "hunter2hunter"  # pragma: allowlist secret
SECRETS = (TOKEN, PASSWORD, PROSE_PASSWORD)


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


def test_json_strings_are_redacted_each_on_its_own() -> None:
    """One pass over many strings, but a string is never redacted for its neighbour's words."""
    from memstone.history_timeline import redact_tree

    data = {"a": ["password", PROSE_PASSWORD, f"token {TOKEN}"], f"k {TOKEN}": 3, "n": [1, True, None]}
    out = redact_tree(data)
    assert out["a"][:2] == ["password", PROSE_PASSWORD] and out["a"][2].startswith("token [REDACTED:")
    assert TOKEN not in json.dumps(out) and out["n"] == [1, True, None]


# --- 2. a memory that does not parse is reported, never missed or called deleted -------------------

BROKEN = {
    "bad-yaml": (b"---\nname: decision_q\ndescription: [oops\ntype: decision\n---\nb\n", "bad-yaml", 4),
    "binary": (b"\x00\x01\x02binary", "binary-file", 1),
    "latin-1": (b"---\nname: decision_q\ndescription: caf\xe9\ntype: decision\n---\nb\n", "not-utf8", 3),
    "utf-16": ("---\nname: decision_q\ntype: decision\n---\nb\n".encode("utf-16"), "binary-file", 1),
    "empty": (b"", "no-frontmatter", 1),
    "no-frontmatter": (b"just text\n", "no-frontmatter", 1),
    "unclosed": (b"---\nname: decision_q\n", "no-frontmatter", 1),
    "anchor": (b"---\nname: &a decision_q\ndescription: *a\ntype: decision\n---\nb\n", "unsafe-yaml", 2),
    "tag": (b"---\nname: !!python/object:os.system decision_q\ntype: decision\n---\nb\n", "unsafe-yaml", 2),
    "deep": (b"---\nname: decision_q\ntype: decision\nx: " + b"[" * 12 + b"]" * 12 + b"\n---\nb\n", "unsafe-yaml", 4),
    "no-name": (b"---\ndescription: d\ntype: decision\n---\nBody.\n", "schema", 1),
}


@pytest.fixture
def base_repo(git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]) -> Path:
    write(git_repo, "memory/decision_q.md", memory_text("decision_q", body="Body about the job queue."))
    with_index(git_repo, capsys)
    commit("init", date="2026-03-01T10:00:00+00:00")
    return git_repo


def lint_findings(capsys: pytest.CaptureFixture[str], root: Path, path: str) -> list[tuple[str, int]]:
    _code, out, _err = memstone(capsys, root, "lint", "--format", "json")
    return sorted((f["rule"], f["line"]) for f in json.loads(out) if f["path"] == path)


def review_json(capsys: pytest.CaptureFixture[str], root: Path) -> tuple[int, dict[str, object]]:
    code, out, err = memstone(capsys, root, "review", "HEAD~1..HEAD", "--format", "json")
    assert "Traceback" not in err
    return code, json.loads(out)


@pytest.mark.parametrize(("raw", "rule", "line"), BROKEN.values(), ids=list(BROKEN))
@pytest.mark.parametrize("where", ["new file", "existing file"])
def test_unparseable_memory_is_a_blocking_finding(
    base_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str], raw: bytes, rule: str, line: int, where: str
) -> None:
    path = "memory/decision_new.md" if where == "new file" else "memory/decision_q.md"
    write(base_repo, path, raw)
    commit("break it", date="2026-03-02T10:00:00+00:00")
    code, data = review_json(capsys, base_repo)
    assert code == 1
    found = sorted((f["rule"], f["line"]) for f in data["findings"] if f["path"] == path)  # type: ignore[attr-defined]
    assert found == lint_findings(capsys, base_repo, path)
    if rule == "schema":
        assert found, "a memory without a name is a lint finding"
    else:
        assert (rule, line) in found
    change = "added" if where == "new file" else "changed"
    assert data["unparseable"] == [{"path": path, "change": change, "old_path": None}]
    assert data["deleted"] == [] and data["added"] == [] and data["changed"] == []
    code, out, _err = memstone(capsys, base_repo, "review", "HEAD~1..HEAD")
    assert code == 1
    assert f"| {change} (unparseable) | `{path}` |" in out
    assert "| deleted |" not in out and "**blocking findings**" in out
    if rule != "schema":
        assert f"{path}:{line}:" in out and f" {rule} " in out


def test_deleting_an_unparseable_memory_is_a_deletion(
    base_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    write(base_repo, "memory/decision_new.md", BROKEN["bad-yaml"][0])
    commit("broken", date="2026-03-02T10:00:00+00:00")
    (base_repo / "memory/decision_new.md").unlink()
    commit("gone", date="2026-03-03T10:00:00+00:00")
    code, data = review_json(capsys, base_repo)
    assert code == 0
    assert data["unparseable"] == [{"path": "memory/decision_new.md", "change": "deleted", "old_path": None}]


def test_repairing_an_unparseable_memory_is_a_change_not_an_addition(
    base_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    write(base_repo, "memory/decision_q.md", BROKEN["bad-yaml"][0])
    commit("broken", date="2026-03-02T10:00:00+00:00")
    write(base_repo, "memory/decision_q.md", memory_text("decision_q", body="Body about the job queue."))
    commit("repaired", date="2026-03-03T10:00:00+00:00")
    code, data = review_json(capsys, base_repo)
    assert code == 0
    assert [m["name"] for m in data["changed"]] == ["decision_q"]  # type: ignore[attr-defined]
    assert data["added"] == [] and data["deleted"] == [] and data["unparseable"] == []


def test_log_and_history_say_the_frontmatter_became_unparseable(
    base_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not `name: decision_q -> (unset)`: the fields are still there, they just do not parse."""
    write(base_repo, "memory/decision_q.md", BROKEN["bad-yaml"][0])
    commit("broken", date="2026-03-02T10:00:00+00:00")
    for args in (("log", "HEAD~1..HEAD"), ("history", "decision_q")):
        code, out, _err = memstone(capsys, base_repo, *args)
        assert code == 0
        assert "frontmatter: (readable) -> (unparseable: bad-yaml, line 4)" in out
        assert "(unset)" not in out


# --- 3. a range is read as git reads it: commits reachable from HEAD and not from BASE ------------


@pytest.fixture
def three_more(base_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]) -> Path:
    """init, then three commits each adding a memory; a branch `side` from HEAD~2 adds another."""
    for i in (1, 2, 3):
        write(base_repo, f"memory/decision_n{i}.md", memory_text(f"decision_n{i}", body=f"Decision number {i}."))
        with_index(base_repo, capsys)
        commit(f"n{i}", date=f"2026-03-0{i + 1}T10:00:00+00:00")
    run_git(base_repo, "branch", "side", "HEAD~2")
    run_git(base_repo, "checkout", "-q", "side")
    write(base_repo, "memory/decision_side.md", memory_text("decision_side", body="A decision made on a branch."))
    with_index(base_repo, capsys)
    commit("side", date="2026-03-05T10:00:00+00:00")
    run_git(base_repo, "checkout", "-q", "main")
    return base_repo


@pytest.mark.parametrize("spec", ["HEAD..HEAD~3", "HEAD~1..HEAD~2", "HEAD..HEAD", "side..HEAD~2"])
def test_reversed_range_is_empty(three_more: Path, capsys: pytest.CaptureFixture[str], spec: str) -> None:
    code, out, err = memstone(capsys, three_more, "log", spec)
    assert code == 0, err
    assert "0 commit(s)" in out and "no memory changes" in out and "deleted" not in out
    code, out, err = memstone(capsys, three_more, "log", spec, "--format", "json")
    data = json.loads(out)
    assert data["commits"] == [] and data["added"] == data["deleted"] == data["changed"] == []
    code, out, err = memstone(capsys, three_more, "review", spec)
    assert code == 0, err
    assert "0 commit(s): 0 added, 0 changed, 0 renamed, 0 superseded, 0 deleted" in out
    code, out, err = memstone(capsys, three_more, "review", spec, "--format", "json")
    data = json.loads(out)
    assert data["commits"] == 0 and data["added"] == data["deleted"] == []


@pytest.mark.parametrize("spec", ["main..side", "main"])
def test_diverged_range_shows_only_the_commits_of_head(
    three_more: Path, capsys: pytest.CaptureFixture[str], spec: str
) -> None:
    """`main..side` is side's one commit (as `git log main..side`), not main's two later commits undone."""
    run_git(three_more, "checkout", "-q", "side")
    code, out, err = memstone(capsys, three_more, "log", spec, "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert [c["subject"] for c in data["commits"]] == ["side"]
    assert data["added"] == ["memory/decision_side.md"] and data["deleted"] == []
    code, out, err = memstone(capsys, three_more, "review", spec, "--format", "json")
    data = json.loads(out)
    assert data["commits"] == 1
    assert [m["name"] for m in data["added"]] == ["decision_side"] and data["deleted"] == []


def test_range_without_a_common_ancestor_is_a_usage_error(
    three_more: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    run_git(three_more, "checkout", "-q", "--orphan", "lone")
    run_git(three_more, "rm", "-rqf", "memory")
    commit("lone", date="2026-03-06T10:00:00+00:00")
    for command in ("log", "review"):
        code, out, err = memstone(capsys, three_more, command, "main..lone")
        assert code == 2 and "no common ancestor" in err and "Traceback" not in err and out == ""


@pytest.mark.parametrize("command", ["log", "review"])
def test_help_says_how_a_range_is_read(capsys: pytest.CaptureFixture[str], command: str) -> None:
    assert main([command, "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "reachable from HEAD and not from BASE" in out and "reversed range" in out


# --- 4. history: NAME and --all ------------------------------------------------------------------


def test_history_name_and_all_exclude_each_other(base_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = memstone(capsys, base_repo, "history", "--all", "decision_q")
    assert code == 2 and out == ""
    assert "exclude each other" in err and "give a memory NAME, or --all" not in err
    code, _out, err = memstone(capsys, base_repo, "history")
    assert code == 2 and "give a memory NAME, or --all" in err


def test_reports_name_a_file_whose_name_is_not_utf8(git_repo: Path, commit: Commit) -> None:
    """review, log, history and index-md under a UTF-8 locale: the name is escaped, nothing crashes."""
    import os
    import subprocess
    import sys

    write(git_repo, "memory/decision_q.md", memory_text("decision_q", body="Body."))
    commit("init", date="2026-03-01T10:00:00+00:00")
    odd = git_repo / "memory" / os.fsdecode(b"decision_caf\xe9.md")
    odd.write_text(memory_text("decision_cafe", body="Use queues."), encoding="utf-8")
    commit("odd name", date="2026-03-02T10:00:00+00:00")
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}
    for args in (
        ["review", "HEAD~1..HEAD"],
        ["review", "HEAD~1..HEAD", "--format", "json"],
        ["log", "HEAD~1..HEAD"],
        ["log", "HEAD~1..HEAD", "--format", "json"],
        ["history", "--all"],
        ["history", "--all", "--format", "json"],
        ["index-md"],
    ):
        proc = subprocess.run(
            [sys.executable, "-m", "memstone", "-C", str(git_repo), *args],
            capture_output=True,
            text=True,
            check=False,
            env=env,
        )
        assert proc.returncode in (0, 1) and "unexpected error" not in proc.stderr, (args, proc.stderr)
        if "json" in args:
            json.loads(proc.stdout)
        if args[0] != "index-md":
            assert "decision_caf" in proc.stdout, (args, proc.stdout)


def test_log_and_review_outside_git_say_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "plain"
    write(root, "memory/decision_q.md", memory_text("decision_q", body="Body."))
    write(root, "memstone.toml", "[memstone]\n")
    for command in ("log", "review"):
        code, out, err = memstone(capsys, root, command)
        assert code == 2 and "is not a git repository" in err and out == "", (command, err)
