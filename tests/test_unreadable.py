"""A memory file or folder memstone cannot read is reported by name, never passed over in silence.

lint must not pass a memory it did not validate, scan a file it did not check, and index build must
say which memory it left out. Permission bits do not stop root (as in CI containers), so the
refusal is simulated where memstone reads: Path.read_bytes for files, os.scandir for folders.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import cli_in, deny_listing, deny_read, memory_text, run_git, write

DENIED = "decision_locked.md"


@pytest.fixture
def repo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    root = tmp_path / "repo"
    assert cli_in(capsys, tmp_path, "init", str(root))[0] == 0
    run_git(root, "init", "-q", "-b", "main")
    write(root, "memory/decision_queue.md", memory_text("decision_queue", body="Use Postgres for the job queue."))
    write(root, f"memory/{DENIED}", memory_text("decision_locked", body="The okapi service owns billing."))
    write(root, "memory/team/decision_review.md", memory_text("decision_review", body="Two reviewers per change."))
    write(root, "journal/2026-01-01.md", "# 2026-01-01\n\nPaired on the queue migration.\n")
    assert cli_in(capsys, root, "index-md")[0] == 0
    run_git(root, "add", "-A")
    run_git(root, "commit", "-qm", "memories", date="2026-01-01T00:00:00Z")
    return root


@pytest.fixture
def file_denied(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # after the repository is made
    deny_read(monkeypatch, DENIED)


@pytest.fixture
def folder_denied(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deny_listing(monkeypatch, "team")


def _unreadable(out: str) -> list[str]:
    return [line for line in out.splitlines() if " file-unreadable " in line]


@pytest.mark.usefixtures("file_denied")
def test_lint_reports_a_memory_it_cannot_read_and_fails(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli_in(capsys, repo, "lint")
    assert code == 1, out + err
    assert _unreadable(out) == [f"memory/{DENIED}:1:1: file-unreadable cannot read: Permission denied; not checked"]
    # it is not read as missing either: MEMORY.md lists it, and that entry stays good
    assert "index-dangling" not in out and "index-missing" not in out, out


@pytest.mark.usefixtures("file_denied")
def test_lint_json_names_the_rule(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli_in(capsys, repo, "lint", "--format", "json")
    assert code == 1
    found = [f for f in json.loads(out) if f["rule"] == "file-unreadable"]
    assert [(f["path"], f["severity"]) for f in found] == [(f"memory/{DENIED}", "error")]


@pytest.mark.usefixtures("folder_denied")
def test_lint_reports_a_memory_folder_it_cannot_list(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli_in(capsys, repo, "lint")
    assert code == 1, out + err
    assert _unreadable(out) == ["memory/team:1:1: file-unreadable cannot read: Permission denied; not checked"]


@pytest.mark.usefixtures("file_denied")
def test_scan_of_the_whole_tree_fails_on_a_file_it_could_not_check(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = cli_in(capsys, repo, "scan", "--no-cache")
    assert code == 1, out + err
    assert _unreadable(out) == [f"memory/{DENIED}:1:1: file-unreadable cannot read: Permission denied; not checked"]
    assert "unexpected error" not in err


@pytest.mark.usefixtures("folder_denied")
def test_scan_of_the_whole_tree_fails_on_a_folder_it_could_not_list(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = cli_in(capsys, repo, "scan", "--no-cache")
    assert code == 1, out + err
    assert _unreadable(out) == ["memory/team:1:1: file-unreadable cannot read: Permission denied; not checked"]


@pytest.mark.usefixtures("file_denied")
def test_index_build_names_the_memory_it_left_out(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli_in(capsys, repo, "index", "build", "--embedder", "none")
    assert code == 0, out + err
    assert f"memory/{DENIED}" in err and "file-unreadable" in err, err
    code, out, err = cli_in(capsys, repo, "recall", "okapi billing", "--format", "json")
    assert code == 0
    answer = json.loads(out)
    assert "decision_locked" not in json.dumps(answer["selected"])
    # every recall from this index says what it lacks, and so does `index status`
    lacks = f"1 file(s) or folder(s) could not be read and are not in the index: memory/{DENIED}"
    assert lacks in answer["warnings"]
    code, out, _ = cli_in(capsys, repo, "index", "status")
    assert f"  warning: {lacks}" in out.splitlines(), out


def test_a_file_that_reads_again_is_checked_again(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal is not remembered: once the file reads, lint checks it like any other."""
    with monkeypatch.context() as m:
        deny_read(m, DENIED)
        assert cli_in(capsys, repo, "lint")[0] == 1
    code, out, err = cli_in(capsys, repo, "lint")
    assert code == 0, out + err
    assert not _unreadable(out)


@pytest.mark.usefixtures("file_denied")
@pytest.mark.parametrize("command", [["index-md"], ["lint", "--fix"]])
def test_memory_md_is_not_rewritten_without_a_memory_it_cannot_read(
    repo: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    before = (repo / "memory/MEMORY.md").read_bytes()
    assert DENIED.encode() in before
    code, out, err = cli_in(capsys, repo, *command)
    assert code == 2, out + err
    assert err.startswith(f"memstone: error: memory/{DENIED}: cannot read: Permission denied"), err
    assert (repo / "memory/MEMORY.md").read_bytes() == before


@pytest.mark.usefixtures("folder_denied")
def test_memories_listed_under_a_folder_it_cannot_list_are_not_called_missing(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """MEMORY.md's entry for memory/team/... is not `index-dangling`: the folder is there, unread."""
    code, out, _ = cli_in(capsys, repo, "lint")
    assert "index-dangling" not in out, out
    # the pre-commit hook lints the staged files: an unrelated memory commits
    code, out, err = cli_in(capsys, repo, "lint", "memory/decision_queue.md")
    assert code == 0, out + err


@pytest.mark.usefixtures("file_denied")
def test_scan_of_a_named_file_or_folder_reports_what_it_cannot_read_and_scans_the_rest(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(repo, "memory/decision_leak.md", memory_text("decision_leak", body="db: postgres://app:Zq8Xv2Lk9Pw4@db/x"))
    for given in (f"memory/{DENIED}", "memory"):
        code, out, err = cli_in(capsys, repo, "scan", "--no-cache", given)
        assert code == 1, (given, out + err)
        assert _unreadable(out) == [f"memory/{DENIED}:1:1: file-unreadable cannot read: Permission denied; not checked"]
    assert "memory/decision_leak.md:" in out  # the folder's other files are scanned all the same


@pytest.mark.usefixtures("folder_denied")
def test_scan_of_a_named_folder_reports_a_folder_under_it_it_cannot_list(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = cli_in(capsys, repo, "scan", "--no-cache", "memory")
    assert code == 1, out + err
    assert _unreadable(out) == ["memory/team:1:1: file-unreadable cannot read: Permission denied; not checked"]


def test_update_baseline_keeps_the_records_of_a_file_it_cannot_read(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    write(repo, f"memory/{DENIED}", memory_text("decision_locked", body="db: postgres://app:Zq8Xv2Lk9Pw4@db/x"))
    assert cli_in(capsys, repo, "scan", "--update-baseline")[0] == 0
    before = json.loads((repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8"))["results"]
    assert [r["path"] for r in before] == [f"memory/{DENIED}"]
    with monkeypatch.context() as m:
        deny_read(m, DENIED)
        code, out, err = cli_in(capsys, repo, "scan", "--update-baseline")
    assert code == 1, out + err
    assert "file-unreadable" in err and "records were kept" in err
    after = json.loads((repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8"))["results"]
    assert after == before
    assert cli_in(capsys, repo, "scan")[0] == 0  # readable again: still accepted


def test_a_source_folder_it_cannot_list_is_reported(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deny_listing(monkeypatch, "journal")
    for command in (["lint"], ["scan", "--no-cache"]):
        code, out, err = cli_in(capsys, repo, *command)
        assert code == 1, (command, out + err)
        assert _unreadable(out) == ["journal:1:1: file-unreadable cannot read: Permission denied; not checked"]
    # MEMORY.md lists no source: index-md rewrites it all the same
    assert cli_in(capsys, repo, "index-md")[0] == 0


def test_an_unreadable_memory_md_is_reported_once(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deny_read(monkeypatch, "MEMORY.md")
    code, out, _ = cli_in(capsys, repo, "lint")
    assert code == 1
    assert _unreadable(out) == ["memory/MEMORY.md:1:1: file-unreadable cannot read: Permission denied; not checked"]
    assert "index-missing" not in out, out


@pytest.mark.usefixtures("file_denied")
def test_the_session_start_hook_says_a_memory_could_not_be_read(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The agent's context may lack a critical memory: the hook's log says which file was not read."""
    from memstone.agent import session_start
    from memstone.config import load_config

    config = load_config(repo)
    answer = session_start(config)  # no index: from the files
    assert answer.notes == (f"memstone: could not read memory/{DENIED}; `memstone lint` lists it",)
    assert cli_in(capsys, repo, "index", "build", "--embedder", "none")[0] == 0
    answer = session_start(config)  # from the index, which kept the warning
    assert answer.notes == (
        f"memstone: 1 file(s) or folder(s) could not be read and are not in the index: memory/{DENIED}",
    )


def test_update_baseline_keeps_the_records_under_a_folder_it_cannot_list(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    write(
        repo, "memory/team/decision_leak.md", memory_text("decision_leak", body="db: postgres://app:Zq8Xv2Lk9Pw4@db/x")
    )
    assert cli_in(capsys, repo, "scan", "--update-baseline")[0] == 0
    before = json.loads((repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8"))["results"]
    assert [r["path"] for r in before] == ["memory/team/decision_leak.md"]
    with monkeypatch.context() as m:
        deny_listing(m, "team")
        assert cli_in(capsys, repo, "scan", "--update-baseline")[0] == 1
    after = json.loads((repo / ".memstone-secrets-baseline.json").read_text(encoding="utf-8"))["results"]
    assert after == before


def test_scan_of_the_repository_folder_does_not_walk_git_or_memstone(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deny_listing(monkeypatch, "refs")  # inside .git/
    code, out, err = cli_in(capsys, repo, "scan", "--no-cache", ".")
    assert code == 0, out + err
    assert not _unreadable(out)
