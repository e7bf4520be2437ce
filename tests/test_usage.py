"""The usage ledger and `usage apply`: no lost events, minimal edits, renames, deletions."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text, run_git

from memstone.config import load_config
from memstone.errors import UsageError
from memstone.usage import (
    apply_fold,
    ledger_path,
    ledger_stats,
    plan_fold,
    read_events,
    record,
    set_frontmatter_keys,
    unreadable_lines,
)


def write(root: Path, name: str, **fields: object) -> Path:
    path = root / "memory" / f"{name}.md"
    path.write_text(memory_text(name, **fields), encoding="utf-8")
    return path


def memstone(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), *args], capture_output=True, text=True, check=False
    )


def test_concurrent_appends_lose_nothing(git_repo: Path) -> None:
    code = (
        "import sys\nfrom pathlib import Path\nfrom memstone.config import load_config\nfrom memstone.usage import record\n"
        "c = load_config(Path(sys.argv[1]))\n"
        "for i in range(200):\n    record(c, 'applied', [f'{sys.argv[2]}_{i}'], session=sys.argv[2])\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", code, str(git_repo), tag]) for tag in ("a", "b")]
    assert all(p.wait() == 0 for p in procs)
    events = read_events(load_config(git_repo))
    assert len(events) == 400
    assert {e.name for e in events} == {f"{t}_{i}" for t in "ab" for i in range(200)}


def test_fold_edits_only_usage_lines(git_repo: Path, commit: Callable[..., str]) -> None:
    path = write(git_repo, "feedback_run_tests", hits=2, tags="[testing]")
    commit("add")
    config = load_config(git_repo)
    record(config, "applied", ["feedback_run_tests"] * 3)
    record(config, "prevented", ["feedback_run_tests"])
    record(config, "helpful", ["feedback_run_tests"])
    record(config, "unhelpful", ["feedback_run_tests"])
    assert ledger_stats(config)["feedback_run_tests"].hits == 3
    before = path.read_text(encoding="utf-8")
    plan = plan_fold(config)
    assert path.read_text(encoding="utf-8") == before  # planning writes nothing
    apply_fold(config, plan)
    after = path.read_text(encoding="utf-8")
    changed = [line for line in after.splitlines() if line not in before.splitlines()]
    assert sorted(changed)[:3] == ["feedback_count: 2", "feedback_score: 0", "hits: 5"]
    assert "prevented: 1" in changed and any(c.startswith("last_applied: ") for c in changed)
    assert read_events(config) == [] and ledger_stats(config) == {}
    assert memstone(git_repo, "lint", "memory/feedback_run_tests.md").returncode in (0, 1)  # schema-valid keys
    assert "unknown-key" not in memstone(git_repo, "lint").stdout


def test_renamed_memory_is_found_and_deleted_one_skipped(git_repo: Path, commit: Callable[..., str]) -> None:
    old = write(git_repo, "feedback_old_name", body="Keep the original wording of this memory for the test.")
    write(git_repo, "decision_gone")
    commit("add", date="2026-01-01T00:00:00+00:00")
    config = load_config(git_repo)
    record(config, "applied", ["feedback_old_name"], paths={"feedback_old_name": "memory/feedback_old_name.md"})
    record(config, "helpful", ["decision_gone"])
    run_git(git_repo, "mv", "memory/feedback_old_name.md", "memory/feedback_new_name.md")
    new = git_repo / "memory" / "feedback_new_name.md"
    new.write_text(
        old.read_text(encoding="utf-8")
        if old.exists()
        else new.read_text(encoding="utf-8").replace("feedback_old_name", "feedback_new_name"),
        encoding="utf-8",
    )
    (git_repo / "memory" / "decision_gone.md").unlink()
    commit("rename and delete", date="2026-01-02T00:00:00+00:00")
    plan = plan_fold(config)
    assert sorted(plan.edits) == ["memory/feedback_new_name.md"]
    assert [(e.name, why.split(" (")[0]) for e, why in plan.skipped] == [("decision_gone", "no such memory any more")]
    apply_fold(config, plan)
    assert "hits: 1" in new.read_text(encoding="utf-8")
    assert read_events(config) == []


def test_usage_apply_cli_dry_run_then_write(git_repo: Path, commit: Callable[..., str]) -> None:
    path = write(git_repo, "feedback_run_tests")
    commit("add")
    assert memstone(git_repo, "feedback", "feedback_run_tests", "--prevented", "--session", "s1").returncode == 0
    before = path.read_text(encoding="utf-8")
    dry = memstone(git_repo, "usage", "apply")
    assert dry.returncode == 0 and "+prevented: 1" in dry.stdout and path.read_text(encoding="utf-8") == before
    wet = memstone(git_repo, "usage", "apply", "--write")
    assert wet.returncode == 0 and "prevented: 1" in path.read_text(encoding="utf-8")
    assert "nothing to apply" in memstone(git_repo, "usage", "apply").stderr


def test_feedback_for_unknown_memory_is_a_usage_error(git_repo: Path) -> None:
    proc = memstone(git_repo, "feedback", "nope", "--helpful")
    assert proc.returncode == 2 and "no memory named 'nope'" in proc.stderr


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("---\na: 1\nhits: 2\n---\nbody\n", {"hits": "3"}, "---\na: 1\nhits: 3\n---\nbody\n"),
        ("---\na: 1\n---\nbody\n", {"hits": "3"}, "---\na: 1\nhits: 3\n---\nbody\n"),
        ("---\r\na: 1\r\n---\r\nbody\r\n", {"hits": "1"}, "---\r\na: 1\r\nhits: 1\r\n---\r\nbody\r\n"),
    ],
)
def test_set_frontmatter_keys(text: str, values: dict[str, str], expected: str) -> None:
    assert set_frontmatter_keys(text, values) == expected


def test_two_clones_folding_different_memories_merge_cleanly(
    git_repo: Path, commit: Callable[..., str], tmp_path: Path
) -> None:
    write(git_repo, "feedback_a")
    write(git_repo, "feedback_b")
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(git_repo), "index-md"], check=True)
    commit("base")
    other = tmp_path / "clone"
    run_git(tmp_path, "clone", "-q", str(git_repo), str(other))
    for root, name in ((git_repo, "feedback_a"), (other, "feedback_b")):
        assert memstone(root, "feedback", name, "--helpful").returncode == 0
        assert memstone(root, "usage", "apply", "--write").returncode == 0
        run_git(root, "commit", "-qam", f"fold usage of {name}", date="2026-01-05T00:00:00+00:00")
    run_git(other, "pull", "-q", "--no-rebase", "--no-edit", str(git_repo), "main", date="2026-01-06T00:00:00+00:00")
    assert "feedback_count: 1" in (other / "memory/feedback_a.md").read_text(encoding="utf-8")
    assert "feedback_count: 1" in (other / "memory/feedback_b.md").read_text(encoding="utf-8")


def test_garbage_ledger_lines_are_reported_ignored_and_kept(git_repo: Path, commit: Callable[..., str]) -> None:
    path = write(git_repo, "feedback_run_tests")
    commit("add")
    config = load_config(git_repo)
    ledger = ledger_path(config)
    record(config, "applied", ["feedback_run_tests"])
    with ledger.open("a", encoding="utf-8") as handle:
        handle.write('garbage line\n{"event": "applied"\n[1]\n{"event": "bogus", "name": "x"}\n\n')
    record(config, "prevented", ["feedback_run_tests"])
    assert unreadable_lines(config) == 4
    shown = memstone(git_repo, "usage", "show")
    assert shown.returncode == 0 and "Traceback" not in shown.stderr
    assert "4 line(s)" in shown.stderr and "feedback_run_tests: applied 1, prevented 1" in shown.stdout
    applied = memstone(git_repo, "usage", "apply", "--write")
    assert applied.returncode == 0 and "4 line(s)" in applied.stderr
    text = path.read_text(encoding="utf-8")
    assert "hits: 1" in text and "prevented: 1" in text
    assert ledger.read_text(encoding="utf-8").splitlines() == [
        "garbage line",
        '{"event": "applied"',
        "[1]",
        '{"event": "bogus", "name": "x"}',
        "",
    ]


def test_apply_writes_all_files_or_none(git_repo: Path, commit: Callable[..., str]) -> None:
    a = write(git_repo, "feedback_a")
    b = write(git_repo, "feedback_b")
    commit("add")
    config = load_config(git_repo)
    record(config, "applied", ["feedback_a", "feedback_b"])
    plan = plan_fold(config)
    assert sorted(plan.edits) == ["memory/feedback_a.md", "memory/feedback_b.md"]
    b.write_text(b.read_text(encoding="utf-8") + "edited meanwhile\n", encoding="utf-8")
    before_a = a.read_text(encoding="utf-8")
    with pytest.raises(UsageError, match=r"feedback_b\.md changed"):
        apply_fold(config, plan)
    assert a.read_text(encoding="utf-8") == before_a  # not half applied: a rerun cannot count twice
    assert len(read_events(config)) == 2
    apply_fold(config, plan_fold(config))
    assert "hits: 1" in a.read_text(encoding="utf-8") and "hits: 1" in b.read_text(encoding="utf-8")
    assert "edited meanwhile" in b.read_text(encoding="utf-8")


def test_apply_is_atomic_per_file(git_repo: Path, commit: Callable[..., str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash while writing leaves the old file whole (write to a temp file, rename into place)."""
    import memstone.catalog

    path = write(git_repo, "feedback_a")
    commit("add")
    config = load_config(git_repo)
    record(config, "applied", ["feedback_a"])
    before = path.read_text(encoding="utf-8")
    real_replace = memstone.catalog.os.replace

    def crash(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(memstone.catalog.os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        apply_fold(config, plan_fold(config))
    monkeypatch.setattr(memstone.catalog.os, "replace", real_replace)
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["feedback_a.md"]  # no temp file left behind
    assert len(read_events(config)) == 1
