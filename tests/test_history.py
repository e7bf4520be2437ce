"""History: dates following renames, supersession edges, cache, shallow clones, work tree."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from conftest import GIT_ENV, memory_text, run_git, write

from memstone.config import load_config
from memstone.history import CACHE_FILE, SHALLOW_WARNING, Edge, FileHistory, History, load_history
from memstone.memory import Memory
from memstone.repo import read_worktree
from memstone.validate import load_corpus

D1, D2, D3, D4 = (f"2026-0{m}-01T12:00:00+00:00" for m in (1, 2, 3, 4))
NOW = datetime(2026, 6, 1, tzinfo=UTC)

Commit = Callable[..., str]


def dt(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def write_memory(root: Path, name: str, body: str = "Body text.", **fields: object) -> str:
    rel = f"memory/{name}.md"
    write(root, rel, memory_text(name, body=body, **fields))
    return rel


def memories(root: Path) -> list[Memory]:
    config = load_config(root)
    return list(load_corpus(read_worktree(config), config).memories)


def history(root: Path, *, rev: str | None = None, cache: bool = True) -> History:
    if not cache:
        (root / ".memstone" / CACHE_FILE).unlink(missing_ok=True)
    return load_history(load_config(root), memories(root), rev=rev, now=NOW)


def git_mv(root: Path, old: str, new: str) -> None:
    run_git(root, "mv", old, new)


LONG_BODY = "\n".join(f"Line {i} of a body long enough for git to see a rename with an edit." for i in range(12))


def test_created_and_modified_dates(git_repo: Path, commit: Commit) -> None:
    rel = write_memory(git_repo, "feedback_tests")
    first = commit("add", D1)
    write_memory(git_repo, "feedback_tests", body="Changed body.")
    second = commit("change", D2)
    got = history(git_repo).file(rel)
    assert got == FileHistory(rel, dt(D1), dt(D2), first, second, "Ada Tester", False, ())


@pytest.mark.parametrize("edit", [False, True], ids=["rename", "rename+edit"])
def test_rename_keeps_creation_date(git_repo: Path, commit: Commit, edit: bool) -> None:
    write_memory(git_repo, "feedback_old", body=LONG_BODY)
    first = commit("add", D1)
    git_mv(git_repo, "memory/feedback_old.md", "memory/feedback_new.md")
    text = (git_repo / "memory/feedback_new.md").read_text(encoding="utf-8").replace("feedback_old", "feedback_new")
    if edit:
        text += "One more line.\n"
    write(git_repo, "memory/feedback_new.md", text)
    second = commit("rename", D2)
    got = history(git_repo).file("memory/feedback_new.md")
    assert got is not None
    assert (got.created, got.created_commit) == (dt(D1), first)
    assert got.renamed_from == ("memory/feedback_old.md",)
    assert (got.modified, got.modified_commit) == (dt(D2), second)  # the name line changed in both cases
    assert history(git_repo).file("memory/feedback_old.md") is None


def test_pure_rename_is_not_a_content_change(git_repo: Path, commit: Commit) -> None:
    write(git_repo, "memory/notes.md", LONG_BODY)
    first = commit("add", D1)
    git_mv(git_repo, "memory/notes.md", "memory/notes2.md")
    commit("rename", D2)
    got = history(git_repo).file("memory/notes2.md")
    assert got is not None and (got.modified, got.modified_commit) == (dt(D1), first)


def test_rename_chain_across_commits(git_repo: Path, commit: Commit) -> None:
    write(git_repo, "memory/a.md", LONG_BODY)
    commit("add", D1)
    git_mv(git_repo, "memory/a.md", "memory/b.md")
    commit("a->b", D2)
    git_mv(git_repo, "memory/b.md", "memory/c.md")
    commit("b->c", D3)
    got = history(git_repo).file("memory/c.md")
    assert got is not None
    assert got.created == dt(D1)
    assert got.renamed_from == ("memory/a.md", "memory/b.md")


def test_deleted_and_re_added_keeps_first_creation(git_repo: Path, commit: Commit) -> None:
    rel = write_memory(git_repo, "project_x")
    first = commit("add", D1)
    (git_repo / rel).unlink()
    commit("delete", D2)
    assert history(git_repo).file(rel) is None
    write_memory(git_repo, "project_x", body="Back again.")
    third = commit("re-add", D3)
    got = history(git_repo).file(rel)
    assert got is not None
    assert (got.created, got.created_commit) == (dt(D1), first)
    assert (got.modified, got.modified_commit) == (dt(D3), third)


@pytest.mark.parametrize("first_parent", [True, False])
def test_merge_from_a_branch(git_repo: Path, commit: Commit, first_parent: bool) -> None:
    if not first_parent:
        write(git_repo, "memstone.toml", "[memstone]\n[history]\nfirst_parent = false\n")
    write_memory(git_repo, "decision_old")
    commit("base", D1)
    run_git(git_repo, "checkout", "-q", "-b", "topic")
    write_memory(git_repo, "decision_new")
    branch = commit("add new decision\n\nSupersedes: decision_old", D2)
    run_git(git_repo, "checkout", "-q", "main")
    write_memory(git_repo, "feedback_other")
    commit("other work", D2)
    run_git(git_repo, "merge", "-q", "--no-ff", "-m", "merge topic", "topic", date=D3)
    merge = run_git(git_repo, "rev-parse", "HEAD").strip()
    got = history(git_repo)
    new = got.file("memory/decision_new.md")
    assert new is not None
    if first_parent:  # on main, the memory arrived with the merge
        assert (new.created, new.created_commit) == (dt(D3), merge)
    else:
        assert (new.created, new.created_commit) == (dt(D2), branch)
    trailer = [e for e in got.edges if e.source == "trailer"]
    assert [(e.new, e.old) for e in trailer] == [("decision_new", "decision_old")]
    assert trailer[0].commit == branch
    assert got.superseded_by() == {"decision_old": "decision_new"}


TRAILER_CASES = [
    ("Supersedes: feedback_a", [("feedback_new", "feedback_a")]),
    ("supersedes:feedback_a", [("feedback_new", "feedback_a")]),
    ("SUPERSEDES: feedback_a, feedback_b", [("feedback_new", "feedback_a"), ("feedback_new", "feedback_b")]),
    (
        "Supersedes: feedback_a\nSupersedes: feedback_b",
        [("feedback_new", "feedback_a"), ("feedback_new", "feedback_b")],
    ),
    ("Supersedes: memory/feedback_a.md", [("feedback_new", "feedback_a")]),
    ("Signed-off-by: Ada <ada@example.org>\nsupersedes: `feedback_b`", [("feedback_new", "feedback_b")]),
    ("Supersedes: feedback_new", []),  # a memory never supersedes itself
    ("No trailers here, though supersedes is mentioned.", []),
]


@pytest.mark.parametrize(("trailers", "expected"), TRAILER_CASES)
def test_supersedes_trailer_forms(
    git_repo: Path, commit: Commit, trailers: str, expected: list[tuple[str, str]]
) -> None:
    write_memory(git_repo, "feedback_a")
    write_memory(git_repo, "feedback_b")
    commit("base", D1)
    write_memory(git_repo, "feedback_new")
    sha = commit(f"add the new rule\n\n{trailers}\n", D2)
    got = [e for e in history(git_repo).edges if e.source == "trailer"]
    assert [(e.new, e.old) for e in got] == expected
    assert all(e.commit == sha and e.date == dt(D2) for e in got)


def test_trailer_on_a_commit_touching_several_memories_picks_the_same_type(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "decision_old")
    commit("base", D1)
    write_memory(git_repo, "decision_new")
    write_memory(git_repo, "feedback_unrelated")
    commit("two memories\n\nSupersedes: decision_old", D2)
    assert [(e.new, e.old) for e in history(git_repo).edges] == [("decision_new", "decision_old")]


@pytest.mark.parametrize("key", ["Superseded-by", "superseded-by", "SUPERSEDED-BY", "Superseded_by"])
def test_superseded_by_trailer_on_deletion(git_repo: Path, commit: Commit, key: str) -> None:
    write_memory(git_repo, "project_old")
    write_memory(git_repo, "project_new")
    commit("base", D1)
    (git_repo / "memory/project_old.md").unlink()
    sha = commit(f"retire old\n\n{key}: project_new", D2)
    got = history(git_repo)
    assert got.edges == (Edge("project_new", "project_old", "deletion", sha, dt(D2)),)
    assert got.superseded_by() == {"project_old": "project_new"}


def test_frontmatter_edges_come_from_the_memories(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "convention_a")
    write_memory(git_repo, "convention_b", supersedes="[convention_a]")
    commit("base", D1)
    assert history(git_repo).edges == (Edge("convention_b", "convention_a", "frontmatter", None, None),)


def test_rename_with_trailer_naming_the_old_name_is_not_a_supersession(git_repo: Path, commit: Commit) -> None:
    write(git_repo, "memory/feedback_x.md", LONG_BODY)
    commit("add", D1)
    git_mv(git_repo, "memory/feedback_x.md", "memory/feedback_y.md")
    commit("rename\n\nSupersedes: feedback_x", D2)
    assert history(git_repo).edges == ()


def _edge(new: str, old: str, day: int) -> Edge:
    return Edge(new, old, "trailer", None, datetime(2026, 1, day, tzinfo=UTC))


@pytest.mark.parametrize(
    ("edges", "expected"),
    [
        ([_edge("b", "a", 1)], {"a": "b"}),
        ([_edge("b", "a", 1), _edge("c", "b", 2)], {"a": "c", "b": "c"}),
        ([_edge("b", "a", 1), _edge("a", "b", 2)], {}),  # a cycle resolves to nothing
        ([_edge("b", "a", 1), _edge("c", "b", 2), _edge("b", "c", 3)], {}),  # a chain into a cycle
        ([_edge("b", "a", 1), _edge("c", "a", 2)], {"a": "c"}),  # the latest statement wins
    ],
)
def test_superseded_by_resolves_chains(edges: list[Edge], expected: dict[str, str]) -> None:
    assert History(None, {}, tuple(edges), False, ()).superseded_by() == expected


def test_superseded_by_follows_renames_of_the_new_memory(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "decision_old")
    write(git_repo, "memory/decision_new.md", LONG_BODY)
    commit("base", D1)
    (git_repo / "memory/decision_old.md").unlink()
    commit("retire\n\nSuperseded-by: decision_new", D2)
    git_mv(git_repo, "memory/decision_new.md", "memory/decision_newer.md")
    commit("rename", D3)
    assert history(git_repo).superseded_by() == {"decision_old": "decision_newer"}


def test_paths_with_spaces_and_non_ascii(git_repo: Path, commit: Commit) -> None:
    write(git_repo, "memory/notes with spaces.md", LONG_BODY)
    first = commit("add", D1)
    git_mv(git_repo, "memory/notes with spaces.md", "memory/notizen-über-tests é.md")
    commit("rename", D2)
    write(git_repo, "memory/日本語.md", "text")
    commit("add cjk", D3)
    got = history(git_repo)
    renamed = got.file("memory/notizen-über-tests é.md")
    assert renamed is not None
    assert (renamed.created_commit, renamed.renamed_from) == (first, ("memory/notes with spaces.md",))
    cjk = got.file("memory/日本語.md")
    assert cjk is not None and cjk.created == dt(D3)


def test_no_commits_everything_is_uncommitted(git_repo: Path) -> None:
    rel = write_memory(git_repo, "feedback_first")
    got = history(git_repo)
    assert got.head is None
    assert got.file(rel) == FileHistory(rel, NOW, NOW, None, None, None, True, ())


def test_not_a_git_repository(tmp_path: Path) -> None:
    (tmp_path / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    rel = write_memory(tmp_path, "feedback_first")
    got = history(tmp_path)
    assert got.head is None and got.warnings and "not a git repository" in got.warnings[0]
    assert got.file(rel) is not None and got.file(rel).uncommitted  # type: ignore[union-attr]


def test_work_tree_changes_are_uncommitted(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "feedback_edited")
    write(git_repo, "memory/feedback_moved.md", LONG_BODY)
    write_memory(git_repo, "feedback_deleted")
    first = commit("base", D1)
    write_memory(git_repo, "feedback_edited", body="Edited but not committed.")
    git_mv(git_repo, "memory/feedback_moved.md", "memory/feedback_moved2.md")
    (git_repo / "memory/feedback_deleted.md").unlink()
    write_memory(git_repo, "feedback_untracked")
    got = history(git_repo)
    assert got.file("memory/feedback_edited.md") == FileHistory(
        "memory/feedback_edited.md", dt(D1), NOW, first, None, None, True, ()
    )
    moved = got.file("memory/feedback_moved2.md")
    assert moved is not None and (moved.created, moved.uncommitted) == (dt(D1), True)
    assert moved.renamed_from == ("memory/feedback_moved.md",)
    assert got.file("memory/feedback_deleted.md") is None
    assert got.file("memory/feedback_untracked.md") == FileHistory(
        "memory/feedback_untracked.md", NOW, NOW, None, None, None, True, ()
    )


def test_as_of_revision_sees_only_its_past(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "feedback_a")
    first = commit("a", D1)
    write_memory(git_repo, "feedback_a", body="later")
    write_memory(git_repo, "feedback_b")
    commit("b", D2)
    got = load_history(load_config(git_repo), [], rev=first, now=NOW)
    assert got.head == first
    assert list(got.files) == ["memory/feedback_a.md"]
    assert got.files["memory/feedback_a.md"].modified == dt(D1)
    assert load_history(load_config(git_repo), [], rev="2026-01-15", now=NOW).head == first


def test_committer_date_when_configured(git_repo: Path) -> None:
    write_memory(git_repo, "feedback_a")
    run_git(git_repo, "add", "-A")
    env = {**os.environ, **GIT_ENV, "GIT_AUTHOR_DATE": D1, "GIT_COMMITTER_DATE": D3}
    subprocess.run(["git", "commit", "-q", "-m", "a"], cwd=git_repo, env=env, check=True)
    assert history(git_repo).files["memory/feedback_a.md"].created == dt(D1)
    write(git_repo, "memstone.toml", "[memstone]\n[history]\ndate = 'committer'\n")
    assert history(git_repo).files["memory/feedback_a.md"].created == dt(D3)


def test_sources_get_history_too(git_repo: Path, commit: Commit) -> None:
    write(git_repo, "memstone.toml", "[memstone]\n[sources]\nlogs = 'LOG.md'\n")
    write(git_repo, "LOG.md", "# 2026-01-01\nSomething happened.\n")
    commit("log", D1)
    got = history(git_repo).file("LOG.md")
    assert got is not None and got.created == dt(D1)


def test_shallow_clone_warns_that_dates_are_approximate(git_repo: Path, commit: Commit, tmp_path: Path) -> None:
    write_memory(git_repo, "feedback_old")
    commit("old", D1)
    write_memory(git_repo, "feedback_new")
    last = commit("new", D2)
    clone = tmp_path / "clone"
    run_git(tmp_path, "clone", "-q", "--depth", "1", f"file://{git_repo}", str(clone))
    got = history(clone)
    assert got.shallow and SHALLOW_WARNING in got.warnings
    old = got.file("memory/feedback_old.md")
    assert old is not None and (old.created, old.created_commit) == (dt(D2), last)  # approximate: the boundary
    run_git(clone, "fetch", "-q", "--unshallow")
    unshallowed = history(clone)  # the cache keyed on a shallow history is not reused
    assert not unshallowed.shallow
    assert unshallowed.files["memory/feedback_old.md"].created == dt(D1)


def _build(root: Path, commit: Commit, steps: int, start: int = 0) -> None:
    """A little history: adds, edits, renames, a deletion with a trailer."""
    for i in range(start, start + steps):
        day = f"2026-02-{i % 27 + 1:02d}T10:00:00+00:00"
        write_memory(root, f"feedback_n{i}", body=LONG_BODY)
        if i % 3 == 1:
            write_memory(root, f"feedback_n{i - 1}", body=LONG_BODY + f"\nedit {i}")
        if i % 4 == 2 and (root / f"memory/feedback_n{i - 2}.md").exists():
            git_mv(root, f"memory/feedback_n{i - 2}.md", f"memory/feedback_r{i - 2}.md")
        if i % 5 == 4:
            (root / f"memory/feedback_n{i - 1}.md").unlink(missing_ok=True)
            commit(f"step {i}\n\nSuperseded-by: feedback_n{i}", day)
        else:
            commit(f"step {i}\n\nSupersedes: feedback_gone{i}", day)


def test_incremental_update_equals_a_full_pass(git_repo: Path, commit: Commit) -> None:
    _build(git_repo, commit, 12)
    history(git_repo)
    cache = git_repo / ".memstone" / CACHE_FILE
    before = json.loads(cache.read_text(encoding="utf-8"))["head"]
    _build(git_repo, commit, 7, start=12)
    incremental = history(git_repo)
    assert json.loads(cache.read_text(encoding="utf-8"))["head"] == incremental.head != before
    assert incremental == history(git_repo, cache=False)


def test_incremental_update_is_taken_when_head_moves_forward(git_repo: Path, commit: Commit) -> None:
    from memstone.history import _cached_ledger

    _build(git_repo, commit, 4)
    history(git_repo)
    _build(git_repo, commit, 2, start=4)
    head = run_git(git_repo, "rev-parse", "HEAD").strip()
    assert _cached_ledger(load_config(git_repo), head, False, extend=True) is not None


def test_rewritten_history_rebuilds_the_cache(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "feedback_a")
    commit("a", D1)
    write_memory(git_repo, "feedback_b")
    commit("b", D2)
    assert history(git_repo).files["memory/feedback_b.md"].created == dt(D2)
    run_git(git_repo, "reset", "-q", "--hard", "HEAD~1")
    write_memory(git_repo, "feedback_c")
    commit("c instead of b", D3)
    got = history(git_repo)
    assert "memory/feedback_b.md" not in got.files
    assert got.files["memory/feedback_c.md"].created == dt(D3)
    assert got == history(git_repo, cache=False)


def test_rebased_branch_rebuilds_the_cache(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "feedback_base")
    commit("base", D1)
    run_git(git_repo, "checkout", "-q", "-b", "topic")
    write_memory(git_repo, "feedback_topic")
    commit("topic", D2)
    history(git_repo)
    run_git(git_repo, "checkout", "-q", "main")
    write_memory(git_repo, "feedback_main")
    commit("main moves", D3)
    run_git(git_repo, "checkout", "-q", "topic")
    run_git(git_repo, "rebase", "-q", "main", date=D4)
    got = history(git_repo)
    assert got.files["memory/feedback_topic.md"].created == dt(D2)  # author date survives the rebase
    assert got.files["memory/feedback_main.md"].created == dt(D3)
    assert got == history(git_repo, cache=False)


def test_corrupt_cache_is_ignored(git_repo: Path, commit: Commit) -> None:
    write_memory(git_repo, "feedback_a")
    commit("a", D1)
    expected = history(git_repo)
    (git_repo / ".memstone" / CACHE_FILE).write_text("{not json", encoding="utf-8")
    assert history(git_repo) == expected


# --- range_changes, memory_timeline and the two commands ---------------------------------------------------------


def _story(root: Path, commit: Commit) -> dict[str, str]:
    """A small life story: add, make critical, rename, supersede by trailer, retire by deletion."""
    shas: dict[str, str] = {}
    write_memory(root, "feedback_tests", body=LONG_BODY)
    write_memory(root, "decision_db", body=LONG_BODY)
    shas["add"] = commit("first memories", D1)
    write_memory(root, "feedback_tests", body=LONG_BODY, critical="true")
    shas["critical"] = commit("make tests critical", D2)
    git_mv(root, "memory/feedback_tests.md", "memory/feedback_careful.md")
    write_memory(root, "feedback_careful", body=LONG_BODY, critical="true")
    shas["rename"] = commit("rename", D3)
    write_memory(root, "decision_postgres", supersedes="[decision_db]")
    shas["supersede"] = commit("postgres now\n\nSupersedes: decision_db", D3)
    (root / "memory/decision_db.md").unlink()
    shas["delete"] = commit("retire db\n\nSuperseded-by: decision_postgres", D4)
    return shas


def test_range_changes(git_repo: Path, commit: Commit) -> None:
    from memstone.history_range import range_changes

    shas = _story(git_repo, commit)
    got = range_changes(load_config(git_repo), shas["add"], shas["delete"])
    assert got.added == ("memory/decision_postgres.md",)
    assert got.changed == ()
    assert got.renamed == (("memory/feedback_tests.md", "memory/feedback_careful.md"),)
    assert got.deleted == ("memory/decision_db.md",)
    assert [c.sha for c in got.commits] == [shas["critical"], shas["rename"], shas["supersede"], shas["delete"]]
    assert [(e.new, e.old, e.source, e.commit) for e in got.edges] == [
        ("decision_postgres", "decision_db", "deletion", shas["delete"]),
        ("decision_postgres", "decision_db", "frontmatter", None),
        ("decision_postgres", "decision_db", "trailer", shas["supersede"]),
    ]
    old, new = got.contents(load_config(git_repo))["memory/feedback_careful.md"]
    assert old is not None and new is not None and b"critical" not in old and b"critical: true" in new
    whole = range_changes(load_config(git_repo), None, shas["delete"])
    assert whole.added == ("memory/decision_postgres.md", "memory/feedback_careful.md")
    assert whole.deleted == whole.renamed == ()


def test_timeline_of_a_renamed_memory(git_repo: Path, commit: Commit) -> None:
    from memstone.history_timeline import FieldChange, memory_timeline

    shas = _story(git_repo, commit)
    config = load_config(git_repo)
    for name in ("feedback_careful", "feedback_tests", "memory/feedback_careful.md"):
        got = memory_timeline(config, name, memories(git_repo), now=NOW)
        assert (got.name, got.alive) == ("feedback_careful", True)
        assert [(e.commit, e.action) for e in got.entries] == [
            (shas["add"], "added"),
            (shas["critical"], "changed"),
            (shas["rename"], "renamed"),
        ]
        assert got.entries[1].fields == (FieldChange("critical", "(unset)", "true"),)
        assert FieldChange("name", "feedback_tests", "feedback_careful") in got.entries[2].fields
        assert got.entries[2].old_path == "memory/feedback_tests.md"


def test_timeline_of_a_deleted_superseded_memory(git_repo: Path, commit: Commit) -> None:
    from memstone.history_timeline import memory_timeline

    shas = _story(git_repo, commit)
    got = memory_timeline(load_config(git_repo), "decision_db", memories(git_repo), now=NOW)
    assert (got.alive, got.path, got.replaced_by) == (False, "memory/decision_db.md", "decision_postgres")
    assert [(e.commit, e.action) for e in got.entries] == [(shas["add"], "added"), (shas["delete"], "deleted")]
    assert {e.source for e in got.superseded_by} == {"frontmatter", "trailer", "deletion"}


def test_timeline_shows_uncommitted_field_changes(git_repo: Path, commit: Commit) -> None:
    from memstone.history_timeline import FieldChange, memory_timeline

    write_memory(git_repo, "feedback_x", critical="false")
    commit("add", D1)
    write_memory(git_repo, "feedback_x", critical="true")
    got = memory_timeline(load_config(git_repo), "feedback_x", memories(git_repo), now=NOW)
    last = got.entries[-1]
    assert (last.commit, last.action, last.date) == (None, "uncommitted", NOW)
    assert last.fields == (FieldChange("critical", "false", "true"),)


def cli(root: Path, *argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from memstone.cli import main

    code = main(["-C", str(root), *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_history_command_text_and_json(git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]) -> None:
    shas = _story(git_repo, commit)
    code, out, _ = cli(git_repo, "history", "feedback_careful", capsys=capsys)
    assert code == 0
    assert "critical: (unset) -> true" in out
    assert "memory/feedback_tests.md -> memory/feedback_careful.md" in out
    assert "2026-01-01" in out and shas["add"][:7] in out
    code, out, _ = cli(git_repo, "history", "decision_db", "--format", "json", capsys=capsys)
    data = json.loads(out)
    assert code == 0 and data["alive"] is False and data["replaced_by"] == "decision_postgres"
    assert [e["action"] for e in data["entries"]] == ["added", "deleted"]
    assert data["entries"][1]["date"] == "2026-04-01T12:00:00Z"
    code, out, _ = cli(git_repo, "history", "--all", "--format", "json", capsys=capsys)
    data = json.loads(out)
    assert [f["path"] for f in data["files"]] == ["memory/decision_postgres.md", "memory/feedback_careful.md"]
    assert data["superseded_by"] == {"decision_db": "decision_postgres"}
    code, out, _ = cli(git_repo, "history", "--all", capsys=capsys)
    assert code == 0 and "2026-01-01  2026-03-01" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["history"], "give a memory NAME, or --all"),
        (["history", "nope_nothing"], "no memory named 'nope_nothing'"),
        (["history", "x", "--all"], "and --all exclude each other"),
        (["log", "no-such-rev..HEAD"], "no-such-rev"),
        (["log", "--since", "notadate"], "--since 'notadate': not a date"),
        (["log", "HEAD...nope"], "range 'HEAD...nope': 'nope' is not a commit"),
        (["log", "nope"], "range 'nope': 'nope' is not a commit"),
    ],
)
def test_usage_errors(
    git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    write_memory(git_repo, "feedback_a")
    commit("a", D1)
    code, _, err = cli(git_repo, *argv, capsys=capsys)
    assert code == 2 and message in err and "Traceback" not in err and "--as-of" not in err


def test_log_without_commits_is_a_usage_error(git_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(git_repo, "log", capsys=capsys)
    assert code == 2 and "no commits yet" in err


def test_history_command_in_a_repository_without_commits(git_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_memory(git_repo, "feedback_a")
    code, out, _ = cli(git_repo, "history", "feedback_a", capsys=capsys)
    assert code == 0 and "added" in out and "(uncommitted)" in out


def test_log_command(git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]) -> None:
    shas = _story(git_repo, commit)
    code, out, _ = cli(git_repo, "log", f"{shas['add']}..HEAD", capsys=capsys)
    assert code == 0
    assert "added (1)\n  + decision_postgres" in out
    assert "renamed (1)\n  > memory/feedback_tests.md -> memory/feedback_careful.md" in out
    assert "name: feedback_tests -> feedback_careful" in out
    assert "deleted (1)\n  - decision_db" in out
    assert f"decision_db -> decision_postgres (trailer {shas['supersede'][:7]})" in out
    code, out, _ = cli(git_repo, "log", "--since", "2026-02-15", "--format", "json", capsys=capsys)
    data = json.loads(out)
    assert code == 0 and data["base"] == shas["critical"]
    assert [c["commit"] for c in data["commits"]] == [shas["rename"], shas["supersede"], shas["delete"]]
    assert {"field": "name", "old": "feedback_tests", "new": "feedback_careful"} in data["renamed"][0]["fields"]
    assert out == cli(git_repo, "log", "--since", "2026-02-15", "--format", "json", capsys=capsys)[1]


@pytest.mark.parametrize("jobs", [2, 3, 5])
def test_parallel_slices_read_the_same_commits(
    git_repo: Path, commit: Commit, monkeypatch: pytest.MonkeyPatch, jobs: int
) -> None:
    from memstone import history_git

    _build(git_repo, commit, 9)
    run_git(git_repo, "checkout", "-q", "-b", "side")
    write_memory(git_repo, "feedback_side")
    commit("side", D2)
    run_git(git_repo, "checkout", "-q", "main")
    run_git(git_repo, "merge", "-q", "--no-ff", "-m", "merge side", "side", date=D3)
    config = load_config(git_repo)
    head = run_git(git_repo, "rev-parse", "HEAD").strip()
    monkeypatch.setattr(history_git, "PARALLEL_MIN_COMMITS", 1)
    one = history_git.read_log(config, [head], paths=None)
    assert history_git.read_full_log(config, head, jobs=jobs) == one
    assert len(one) == 10


def test_memory_repository_in_a_subdirectory_of_a_git_repository(tmp_path: Path) -> None:
    outer = tmp_path / "outer"
    root = outer / "notes"
    root.mkdir(parents=True)
    run_git(outer, "init", "-q", "-b", "main")
    write(outer, "src/code.py", "print()\n")
    write(root, "memstone.toml", "[memstone]\n")
    write(root, "memory/notes.md", LONG_BODY)
    run_git(outer, "add", "-A")
    run_git(outer, "commit", "-q", "-m", "add", date=D1)
    run_git(root, "mv", "memory/notes.md", "memory/notes2.md")
    run_git(outer, "commit", "-q", "-m", "rename", date=D2)
    write(root, "memory/notes2.md", LONG_BODY + "\nmore\n")
    write(root, "memory/fresh.md", "new")
    got = history(root)
    assert sorted(got.files) == ["memory/fresh.md", "memory/notes2.md"]
    notes = got.files["memory/notes2.md"]
    assert (notes.created, notes.renamed_from, notes.uncommitted) == (dt(D1), ("memory/notes.md",), True)
    from memstone.history_range import range_changes

    changes = range_changes(load_config(root), None, got.head or "")
    assert changes.added == ("memory/notes2.md",)


def _merge_branch(root: Path, commit: Commit, tag: str, date: str) -> None:
    run_git(root, "checkout", "-q", "-b", f"topic-{tag}")
    write_memory(root, f"decision_{tag}")
    commit(f"{tag} on a branch\n\nSupersedes: decision_old_{tag}", date)
    run_git(root, "checkout", "-q", "main")
    run_git(root, "merge", "-q", "--no-ff", "-m", f"merge {tag}", f"topic-{tag}", date=date)


def test_incremental_update_across_merges_equals_a_full_pass(git_repo: Path, commit: Commit) -> None:
    _build(git_repo, commit, 5)
    _merge_branch(git_repo, commit, "one", D2)
    history(git_repo)
    _build(git_repo, commit, 3, start=5)
    _merge_branch(git_repo, commit, "two", D3)
    incremental = history(git_repo)
    assert incremental == history(git_repo, cache=False)
    assert {("decision_one", "decision_old_one"), ("decision_two", "decision_old_two")} <= {
        (e.new, e.old) for e in incremental.edges
    }


def test_history_command_by_path_with_spaces_and_as_of(
    git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    write(git_repo, "memory/notes über tests.md", LONG_BODY)
    first = commit("add", D1)
    write_memory(git_repo, "feedback_later")
    commit("later", D2)
    code, out, _ = cli(git_repo, "history", "memory/notes über tests.md", "--format", "json", capsys=capsys)
    assert code == 0 and json.loads(out)["entries"][0]["commit"] == first
    code, out, _ = cli(git_repo, "history", "--all", "--as-of", "2026-01-15", "--format", "json", capsys=capsys)
    data = json.loads(out)
    assert code == 0 and data["head"] == first
    assert [f["path"] for f in data["files"]] == ["memory/notes über tests.md"]


def test_memory_in_a_code_repository_uses_a_pathspec_with_the_same_result(
    git_repo: Path, commit: Commit, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memstone import history_git

    for i in range(6):
        write(git_repo, f"src/module_{i}.py", f"x = {i}\n")
    _build(git_repo, commit, 4)
    write(git_repo, "src/module_0.py", "x = 100\n")
    commit("code only", D3)
    config = load_config(git_repo)
    assert history_git.full_pass_paths(config) == history_git.pathspecs(config)
    with_pathspec = history(git_repo, cache=False)
    monkeypatch.setattr(history_git, "full_pass_paths", lambda config: None)
    assert history(git_repo, cache=False) == with_pathspec


def _tree_state(root: Path) -> dict[str, tuple[bytes, int]]:
    """Every work-tree file (not .git, not the .memstone cache) with its bytes and mtime."""
    return {
        str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(root.rglob("*"))
        if p.is_file() and not {".git", ".memstone"} & set(p.relative_to(root).parts)
    }


def test_as_of_reads_git_objects_and_leaves_a_dirty_work_tree_alone(git_repo: Path, commit: Commit) -> None:
    """lint and recall --as-of see the old revision; the work tree (edited, staged, untracked) is untouched."""
    import sys

    def memstone(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "memstone", "-C", str(git_repo), *args], capture_output=True, text=True, check=False
        )

    write(git_repo, "memstone.toml", '[memstone]\n[model]\nname = "none"\n')
    write_memory(git_repo, "decision_queue", body="Use Redis for the job queue of the webhook worker.")
    memstone("index-md")
    first = commit("queue", D1)
    write_memory(git_repo, "decision_queue", body="Use Postgres for the job queue of the webhook worker.")
    write_memory(git_repo, "decision_broken", body="x", sensitivity="nonsense")
    memstone("index-md")
    commit("postgres, and a broken memory", D2)
    write_memory(git_repo, "decision_queue", body="Edited in the work tree: Kafka for the job queue.")
    write_memory(git_repo, "decision_staged", body="Staged only.")
    run_git(git_repo, "add", "memory/decision_staged.md")
    write(git_repo, "memory/untracked note.md", "not a memory")
    status = run_git(git_repo, "status", "--porcelain")
    before = _tree_state(git_repo)

    assert memstone("lint", "--as-of", first).returncode == 0  # the broken memory came later
    assert memstone("lint", "--as-of", "HEAD").returncode == 1
    recalled = memstone("recall", "--as-of", first, "--format", "json", "job queue for the webhook worker")
    assert recalled.returncode == 0, recalled.stderr
    texts = " ".join(h["text"] for h in json.loads(recalled.stdout)["selected"])
    assert "Redis" in texts and "Postgres" not in texts and "Kafka" not in texts
    assert _tree_state(git_repo) == before
    assert run_git(git_repo, "status", "--porcelain") == status


def test_log_since_relative_dates_and_unrelated_histories(
    git_repo: Path, commit: Commit, capsys: pytest.CaptureFixture[str]
) -> None:
    write_memory(git_repo, "feedback_a")
    commit("a", D1)
    assert cli(git_repo, "log", "--since", "2 weeks ago", capsys=capsys)[0] == 0
    run_git(git_repo, "checkout", "-q", "--orphan", "other")
    run_git(git_repo, "rm", "-q", "-rf", ".")
    write_memory(git_repo, "feedback_b")
    commit("unrelated", D2)
    code, _, err = cli(git_repo, "log", "main...other", capsys=capsys)
    assert code == 2 and "no common ancestor" in err


def test_status_and_log_in_a_shallow_clone_say_so(git_repo: Path, commit: Commit, tmp_path: Path) -> None:
    import sys

    write_memory(git_repo, "feedback_old")
    commit("old", D1)
    write_memory(git_repo, "feedback_new")
    commit("new", D2)
    clone = tmp_path / "shallow clone é"
    run_git(tmp_path, "clone", "-q", "--depth", "1", f"file://{git_repo}", str(clone))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "memstone", "-C", str(clone), *args], capture_output=True, text=True, check=False
        )

    for args in (("status",), ("log",), ("log", "--since", "2025-01-01"), ("history", "feedback_old")):
        proc = run(*args)
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, (args, proc.stderr)
        assert "shallow clone" in proc.stdout + proc.stderr, args
    assert "shallow clone" in json.loads(run("status", "--format", "json").stdout)["warnings"][0]
    assert "shallow clone" in json.loads(run("log", "--format", "json").stdout)["warnings"][0]
