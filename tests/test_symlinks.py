"""Symbolic links in the memory folder: lint, scan, index build and recall share one rule.

A link that resolves to a file inside the repository is read as that file, under the link's
path. A link that leads outside the repository, to nothing or to a directory is never read as
memory; each such link is reported once with a warning naming it and its rule. Git commits a
link's text, never what it points to, so nothing from outside the repository may reach the index.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import cli, deny_read, memory_text, run_git

from memstone.cli import main

DATE = "2026-01-01T00:00:00+00:00"
# Test secrets are assembled at run time so that this file holds no literal credential.
GH = "ghp_" + "Zq8Xv2Lk9Pw4Rt7Yb3NmHs6Dc1Fg5Jk0QaW2eT"[:36]
PASSWORD = "Vr4#mQ9!tLz2"

# path of each link the fixture makes -> the rule it is reported under
UNREAD = {
    "memory/archive": "symlink-directory",  # ../notes: a directory in the repository
    "memory/decision_gone.md": "symlink-dangling",  # ../notes/gone.md: nothing there
    "memory/decision_loop.md": "symlink-dangling",  # itself
    "memory/decision_outside.md": "symlink-outside-repo",  # an absolute path outside the repository
    "memory/shelf": "symlink-outside-repo",  # a directory outside the repository
}


@pytest.fixture
def repo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A committed repository with one memory file and every kind of link; the outside file holds a secret."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "decision_outside.md").write_text(
        memory_text("decision_outside", body=f"Zebra crossings are painted on Fridays. password = {PASSWORD}"),
        encoding="utf-8",
    )
    (outside / "decision_shelved.md").write_text(memory_text("decision_shelved", body="Walrus."), encoding="utf-8")
    root = tmp_path / "repo"
    assert main(["init", str(root)]) == 0
    run_git(root, "init", "-q", "-b", "main")
    (root / "memory/decision_queue.md").write_text(
        memory_text("decision_queue", body="Use Postgres for the job queue."), encoding="utf-8"
    )
    (root / "notes").mkdir()
    (root / "notes/decision_inlink.md").write_text(
        memory_text("decision_inlink", body="The okapi service owns billing."), encoding="utf-8"
    )
    links = {
        "decision_inlink.md": "../notes/decision_inlink.md",
        "decision_outside.md": str(outside / "decision_outside.md"),
        "decision_gone.md": "../notes/gone.md",
        "decision_loop.md": "decision_loop.md",
        "shelf": str(outside),
        "archive": "../notes",
    }
    for name, text in links.items():
        os.symlink(text, root / "memory" / name)
    assert main(["-C", str(root), "index-md"]) == 0
    run_git(root, "add", "-A")
    run_git(root, "commit", "-q", "-m", "memories and links", date=DATE)
    capsys.readouterr()
    return root


def rules_by_path(out: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for item in json.loads(out):
        found.setdefault(item["path"], []).append(item["rule"])
    return found


@pytest.mark.parametrize("as_of", [[], ["--as-of", "HEAD"]], ids=["work-tree", "as-of"])
def test_lint_warns_once_for_each_link_it_does_not_read(
    repo: Path, capsys: pytest.CaptureFixture[str], as_of: list[str]
) -> None:
    code, out, err = cli(capsys, "-C", str(repo), "lint", "--format", "json", *as_of)
    assert code == 0, out + err
    assert rules_by_path(out) == {path: [rule] for path, rule in UNREAD.items()}
    assert all(item["severity"] == "warning" for item in json.loads(out))
    code, out, err = cli(capsys, "-C", str(repo), "lint", *as_of)
    assert "memory/decision_outside.md:1:1: symlink-outside-repo a link to a path outside the repository" in out
    assert "Zebra" not in out + err and "Traceback" not in err


def test_memory_md_lists_the_link_inside_the_repository_only(repo: Path) -> None:
    index = (repo / "memory/MEMORY.md").read_text(encoding="utf-8")
    assert "decision_inlink" in index and "decision_queue" in index
    assert "decision_outside" not in index and "decision_shelved" not in index


@pytest.mark.parametrize(("path", "rule"), sorted(UNREAD.items()))
def test_lint_of_a_link_named_on_the_command_line_reports_the_link(
    repo: Path, capsys: pytest.CaptureFixture[str], path: str, rule: str
) -> None:
    """Not `outside the memory repository` (exit 2) for a link that is in it, as pre-commit or a person may name it."""
    code, out, err = cli(capsys, "-C", str(repo), "lint", path)
    assert code == 0, out + err
    assert out.startswith(f"{path}:1:1: {rule} a link to "), out


def test_lint_of_a_link_inside_the_repository_reports_the_file_it_points_to(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Findings in the target are reported under the link's path, the path lint was asked about."""
    target = repo / "notes/decision_inlink.md"
    target.write_text(memory_text("decision_inlink", colour="blue"), encoding="utf-8")
    code, out, err = cli(capsys, "-C", str(repo), "lint", "memory/decision_inlink.md")
    assert code == 1, out + err
    assert out.startswith("memory/decision_inlink.md:5:1: unknown-key"), out


def test_index_build_warns_and_takes_nothing_from_outside_the_repository(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = cli(capsys, "-C", str(repo), "index", "build", "--embedder", "none", "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    assert report["memory_count"] == 2 and report["redacted"] == 0  # the queue and the inside link; no secret read
    for path, rule in UNREAD.items():
        assert err.count(f"memstone index build: warning: {path}:1:1: {rule} a link to ") == 1, err
    index = repo / ".memstone/index"
    for stored in (p for p in index.rglob("*") if p.is_file()):
        data = stored.read_bytes()
        assert b"Zebra" not in data and b"zebra" not in data and b"alrus" not in data, stored


@pytest.mark.parametrize("as_of", [[], ["--as-of", "HEAD"]], ids=["work-tree", "as-of"])
def test_recall_reads_the_link_inside_the_repository_and_nothing_outside(
    repo: Path, capsys: pytest.CaptureFixture[str], as_of: list[str]
) -> None:
    if not as_of:
        assert cli(capsys, "-C", str(repo), "index", "build", "--embedder", "none", "-q")[0] == 0
    base = ["-C", str(repo), "recall", "--embedder", "none", "--format", "json", *as_of]
    code, out, err = cli(capsys, *base, "okapi billing")
    assert code == 0, err
    selected = json.loads(out)["selected"]
    assert [(m["name"], m["path"]) for m in selected] == [("decision_inlink", "memory/decision_inlink.md")]
    code, out, err = cli(capsys, *base, "zebra crossings walrus")
    assert code == 0, err
    assert json.loads(out)["selected"] == [] and "Zebra" not in out


def test_index_sees_a_change_to_the_file_a_link_points_to(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Git sees the link, not its target: a clean `git status` does not make such an index current."""
    assert cli(capsys, "-C", str(repo), "index", "build", "--embedder", "none", "-q")[0] == 0
    target = repo / "notes/decision_inlink.md"
    target.write_text(memory_text("decision_inlink", body="The okapi service owns refunds too."), encoding="utf-8")
    later = target.stat().st_mtime + 10
    os.utime(target, (later, later))
    code, out, err = cli(capsys, "-C", str(repo), "index", "status")
    assert code == 1, err  # stale
    assert out.startswith("stale:") and "memory/decision_inlink.md" in out, out


def test_scan_warns_for_each_link_and_never_reads_outside_the_repository(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A secret in the outside file is not reported: git never commits it, and memstone never indexes it."""
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "--format", "json")
    assert code == 0, out + err
    assert rules_by_path(out) == {path: [rule] for path, rule in UNREAD.items()}
    assert PASSWORD not in out + err
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "--strict")
    assert code == 1, out + err  # warnings fail --strict
    for path, rule in UNREAD.items():
        code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", path)
        assert code == 0, out + err
        assert out.startswith(f"{path}:1:1: {rule} a link to "), out


def test_scan_of_a_folder_reports_its_links(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "--format", "json", "memory")
    assert code == 0, out + err
    assert rules_by_path(out) == {path: [rule] for path, rule in UNREAD.items()}


def test_scan_reads_the_link_inside_the_repository_under_its_path(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (repo / "notes/decision_inlink.md").write_text(memory_text("decision_inlink", body=f"token {GH}"), encoding="utf-8")
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "memory/decision_inlink.md")
    assert code == 1, out + err
    assert out.startswith("memory/decision_inlink.md:8:7: SECRET-GITHUB-PAT"), out
    assert GH not in out + err


def test_scan_reads_the_text_of_a_link_it_does_not_follow(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What git commits for such a link is its text: a credential in it is found."""
    os.symlink(f"/nowhere/{GH}.md", repo / "memory/reference_token.md")
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache")
    assert code == 1, out + err
    assert "memory/reference_token.md:1:10: SECRET-GITHUB-PAT" in out, out
    assert "memory/reference_token.md:1:1: symlink-outside-repo" in out, out
    assert GH not in out + err


@pytest.mark.parametrize("where", ["outside", "inside"])
def test_a_linked_memory_folder_is_not_read_through(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    target = tmp_path / "elsewhere" if where == "outside" else repo / "kept"
    target.mkdir()
    (target / "decision_far.md").write_text(memory_text("decision_far", body="Zebra."), encoding="utf-8")
    (repo / "memstone.toml").write_text('[memstone]\nmemory_dir = "far"\n', encoding="utf-8")
    os.symlink(target, repo / "far")
    rule = "symlink-outside-repo" if where == "outside" else "symlink-directory"
    for argv in (["lint"], ["scan", "--no-cache"]):
        code, out, err = cli(capsys, "-C", str(repo), *argv, "--format", "json")
        assert code == 0, (argv, out + err)
        assert rules_by_path(out) == {"far": [rule]}, argv
    code, out, err = cli(capsys, "-C", str(repo), "index", "build", "--embedder", "none", "--format", "json")
    assert code == 0 and json.loads(out)["memory_count"] == 0, err
    assert f"warning: far:1:1: {rule} a link to " in err


def test_review_names_a_link_the_range_adds_and_does_not_read(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    os.symlink(tmp_path / "outside" / "decision_shelved.md", repo / "memory/decision_shelved.md")
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-q", "-m", "one more link", date=DATE)
    code, out, err = cli(capsys, "-C", str(repo), "review", "HEAD~1..HEAD")
    assert code == 0, err
    assert "memory/decision_shelved.md:1:1: symlink-outside-repo a link to a path outside" in out, out
    assert "memory/decision_outside.md" not in out  # not changed by the range


# --- a path named on the command line that does not exist ---------------------------------------
# pre-commit never passes one (it drops paths that do not exist, deleted files among them), so
# it comes from a person or a script: a usage error (exit 2) in lint and scan alike, not a finding.


@pytest.mark.parametrize("command", [["lint"], ["scan", "--no-cache"]])
@pytest.mark.parametrize(
    "paths",
    [["memory/nonexist.md"], ["memory/decision_queue.md", "memory/nonexist.md"], ["memroy"]],
    ids=["missing", "with-a-good-one", "typo-folder"],
)
def test_a_path_that_does_not_exist_is_a_usage_error(
    repo: Path, capsys: pytest.CaptureFixture[str], command: list[str], paths: list[str]
) -> None:
    code, out, err = cli(capsys, "-C", str(repo), *command, *paths)
    assert code == 2, out + err
    assert out == ""
    assert err == f"memstone: error: {paths[-1]}: no such file or directory\n"


def test_lint_as_of_accepts_a_path_that_is_only_in_that_revision(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (repo / "memory/decision_queue.md").unlink()
    code, out, err = cli(capsys, "-C", str(repo), "lint", "--as-of", "HEAD", "memory/decision_queue.md")
    assert code == 0, out + err
    code, out, err = cli(capsys, "-C", str(repo), "lint", "memory/decision_queue.md")
    assert code == 2 and "memory/decision_queue.md: no such file or directory" in err, out + err


# --- a folder named on the command line through a link -------------------------------------------
# A link that is not itself in the repository (a shortcut the user made, named on purpose) is
# resolved as it always was: the folder it leads to is walked. Only the links met inside the
# walk, and a link in the repository named by its path, follow the rule above.


@pytest.mark.parametrize("where", ["repository", "outside"])
def test_scan_walks_a_linked_folder_named_on_the_command_line(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """A secret scanner named a folder must never check nothing and exit 0."""
    (repo / "memory/decision_token.md").write_text(memory_text("decision_token", body=f"token {GH}"), encoding="utf-8")
    folder = repo if where == "repository" else tmp_path / "outside"
    shortcut = tmp_path / "shortcut"
    os.symlink(folder, shortcut)
    direct = cli(capsys, "-C", str(repo), "scan", "--no-cache", "--format", "json", str(folder))
    assert direct[0] == 1, direct  # the token, or the password in the outside file
    assert cli(capsys, "-C", str(repo), "scan", "--no-cache", "--format", "json", str(shortcut)) == direct
    assert GH not in direct[1] + direct[2] and PASSWORD not in direct[1] + direct[2]
    if where == "repository":
        assert rules_by_path(direct[1])["memory/decision_token.md"] == ["SECRET-GITHUB-PAT"]
        assert {path: rules_by_path(direct[1])[path] for path in UNREAD} == {p: [r] for p, r in UNREAD.items()}
    else:
        assert str((folder / "decision_outside.md").resolve()) in rules_by_path(direct[1])


def test_lint_walks_a_linked_folder_named_on_the_command_line(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not `outside the memory repository` (exit 2) for a shortcut to the repository or a folder in it."""
    os.symlink(repo, tmp_path / "shortcut")
    os.symlink(repo / "memory", tmp_path / "memory-shortcut")
    for given in ("shortcut", "memory-shortcut"):
        code, out, err = cli(capsys, "-C", str(repo), "lint", "--format", "json", str(tmp_path / given))
        assert code == 0, (given, out + err)
        assert rules_by_path(out) == {path: [rule] for path, rule in UNREAD.items()}, given


# --- a link into .git/ or .memstone/ ---------------------------------------------------------------
# Git commits neither folder, so what a link into one leads to is not read, in the work tree and
# --as-of alike (a file under .memstone/ that was committed anyway included).


@pytest.mark.parametrize("folder", [".git/info", ".memstone"])
def test_a_link_into_git_or_memstone_state_is_not_read(
    repo: Path, capsys: pytest.CaptureFixture[str], folder: str
) -> None:
    target = repo / folder / "decision_hidden.md"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(memory_text("decision_hidden", body=f"Narwhal tusks. password = {PASSWORD}"), encoding="utf-8")
    os.symlink(f"../{folder}/decision_hidden.md", repo / "memory/decision_hidden.md")
    if folder == ".memstone":
        run_git(repo, "add", "-f", f"{folder}/decision_hidden.md")
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-q", "-m", "a link into the state", date=DATE)
    expected = {**{p: [r] for p, r in UNREAD.items()}, "memory/decision_hidden.md": ["symlink-outside-repo"]}
    for as_of in ([], ["--as-of", "HEAD"]):
        code, out, err = cli(capsys, "-C", str(repo), "lint", "--format", "json", *as_of)
        assert code == 0, (as_of, out + err)
        assert {p: r for p, r in rules_by_path(out).items() if p != "memory/MEMORY.md"} == expected, as_of
        code, out, err = cli(capsys, "-C", str(repo), "lint", *as_of, "memory/decision_hidden.md")
        assert out.startswith("memory/decision_hidden.md:1:1: symlink-outside-repo a link into "), (as_of, out)
        if not as_of:
            code, out, err = cli(capsys, "-C", str(repo), "index", "build", "--embedder", "none", "--format", "json")
            assert code == 0 and json.loads(out)["memory_count"] == 2, out + err  # the queue and the inside link
        code, out, err = cli(
            capsys, "-C", str(repo), "recall", "--embedder", "none", "--format", "json", *as_of, "narwhal"
        )
        assert code == 0 and json.loads(out)["selected"] == [], (as_of, out + err)
    for paths in ([], ["memory/decision_hidden.md"]):
        code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "--format", "json", *paths)
        assert code == 0, (paths, out + err)
        assert rules_by_path(out)["memory/decision_hidden.md"] == ["symlink-outside-repo"], paths
        assert PASSWORD not in out + err


# --- lint --as-of of a path that is only in that revision ------------------------------------------


def test_lint_as_of_accepts_a_link_it_does_not_read_that_is_only_in_that_revision(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for path, rule in UNREAD.items():
        (repo / path).unlink()
        code, out, err = cli(capsys, "-C", str(repo), "lint", "--as-of", "HEAD", path)
        assert code == 0, (path, out + err)
        assert out.startswith(f"{path}:1:1: {rule} a link to "), (path, out)


def test_lint_as_of_accepts_a_folder_that_is_only_in_that_revision(
    repo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = repo / "memory/old"
    old.mkdir()
    (old / "decision_old.md").write_text(memory_text("decision_old", colour="blue"), encoding="utf-8")
    assert cli(capsys, "-C", str(repo), "index-md")[0] == 0
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-q", "-m", "an old folder", date=DATE)
    (old / "decision_old.md").unlink()
    old.rmdir()
    code, out, err = cli(capsys, "-C", str(repo), "lint", "--as-of", "HEAD", "memory/old")
    assert code == 1, out + err
    assert out.startswith("memory/old/decision_old.md:5:1: unknown-key"), out


# --- a link whose target goes away while scan reads it ---------------------------------------------


def test_scan_of_a_link_whose_target_goes_away_is_not_an_unexpected_error(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import memstone.links

    classify = memstone.links.classify
    target = repo / "notes/decision_inlink.md"

    def classify_then_remove(root: Path, path: str) -> tuple[str | None, str]:
        found = classify(root, path)
        target.unlink(missing_ok=True)  # another process removes it just after
        return found

    monkeypatch.setattr(memstone.links, "classify", classify_then_remove)
    code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", "memory/decision_inlink.md")
    assert code == 0, out + err
    assert out.startswith("memory/decision_inlink.md:1:1: symlink-dangling a link to nothing"), out
    assert "unexpected error" not in err


def test_scan_of_a_file_it_cannot_read_says_so(
    repo: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not `unexpected error` (a bug in memstone), and not a pass for a file it did not check: an error
    finding, as lint and a scan of the whole tree report it (tests/test_unreadable.py)."""
    deny_read(monkeypatch, "decision_inlink.md")
    for given in ("memory/decision_inlink.md", "notes"):
        code, out, err = cli(capsys, "-C", str(repo), "scan", "--no-cache", given)
        assert code == 1, (given, out + err)
        # the link's path when the link is named, the file's when its folder is
        assert "decision_inlink.md:1:1: file-unreadable cannot read: Permission denied" in out, (given, out)
        assert "1 path(s) not read" in err and "unexpected error" not in err, (given, err)


@pytest.mark.parametrize("kind", ["loop", "dangling"])
@pytest.mark.parametrize("command", [["lint"], ["scan", "--no-cache"]])
def test_a_shortcut_to_nothing_named_on_the_command_line_is_a_usage_error(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str], kind: str
) -> None:
    shortcut = tmp_path / "shortcut"
    os.symlink(shortcut if kind == "loop" else tmp_path / "gone", shortcut)
    code, out, err = cli(capsys, "-C", str(repo), *command, str(shortcut))
    assert code == 2, out + err
    assert err == f"memstone: error: {shortcut}: a link to nothing (no such file, or a loop of links)\n"
