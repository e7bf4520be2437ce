"""memstone review on a real base and head commit covering every section of the report."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text, run_git, write

from memstone.config import load_config
from memstone.review import build_review, parse_range
from memstone.review_render import render_markdown

GOLDEN = Path(__file__).parent / "golden"
RELEASE = (
    "The dock web app ships weekly on Tuesdays. The release captain tags the build, watches the error "
    "dashboard for an hour, and rolls back on any new alert. Hotfixes go out the same way, any day."
)
BODY_QUEUE = "We use Postgres with SKIP LOCKED for the job queue because it keeps one datastore to operate."


def index_md(root: Path) -> None:
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(root), "index-md"], check=True, capture_output=True)


@pytest.fixture
def reviewed(git_repo: Path, commit: Callable[..., str]) -> tuple[Path, str, str]:
    root = git_repo
    write(root, "memory/decision_queue_backend.md", memory_text("decision_queue_backend", body=BODY_QUEUE))
    write(
        root,
        "memory/convention_branch_names.md",
        memory_text("convention_branch_names", body="Branches are named type/short-topic."),
    )
    write(
        root,
        "memory/identity_ada_schedule.md",
        memory_text("identity_ada_schedule", sensitivity="private", body="Ada works Tuesday to Friday."),
    )
    write(
        root,
        "memory/feedback_old_lint_rule.md",
        memory_text("feedback_old_lint_rule", body="Run flake8 before pushing."),
    )
    write(root, "memory/project_old_name.md", memory_text("project_old_name", half_life_days=10, body=RELEASE))
    index_md(root)
    base = commit("base", date="2026-03-01T10:00:00+00:00")
    # rename with an edit, a sensitivity downgrade, a deletion with Superseded-by, a near-duplicate
    (root / "memory/project_old_name.md").unlink()
    write(
        root,
        "memory/project_dock_release.md",
        memory_text("project_dock_release", half_life_days=60, critical="true", body=RELEASE),
    )
    write(
        root,
        "memory/identity_ada_schedule.md",
        memory_text("identity_ada_schedule", sensitivity="public", body="Ada works Tuesday to Friday."),
    )
    index_md(root)
    commit("Rename the release note; share Ada's schedule", date="2026-03-02T10:00:00+00:00")
    (root / "memory/feedback_old_lint_rule.md").unlink()
    write(
        root,
        "memory/feedback_ruff_before_push.md",
        memory_text("feedback_ruff_before_push", body="Run ruff before pushing."),
    )
    index_md(root)
    commit("Replace flake8 advice\n\nSuperseded-by: feedback_ruff_before_push", date="2026-03-03T10:00:00+00:00")
    write(
        root,
        "memory/decision_job_queue.md",
        memory_text(
            "decision_job_queue",
            body="We use Postgres with SKIP LOCKED for the job queue, because it keeps one datastore to operate.",
        ),
    )
    write(
        root,
        "memory/convention_branch_prefix.md",
        memory_text("convention_branch_prefix", colour="red", body="Branch names start with the ticket id."),
    )
    index_md(root)
    head = commit(
        "Queue note and branch prefix\n\nSupersedes: convention_branch_names", date="2026-03-04T10:00:00+00:00"
    )
    return root, base, head


def normalise(text: str, base: str, head: str) -> str:
    return text.replace(base[:10], "<base>").replace(head[:10], "<head>")


def assert_golden(name: str, report: str, base: str, head: str) -> None:
    text = re.sub(r"commit trailer in [0-9a-f]{10}", "commit trailer in <sha>", report)
    text = re.sub(r"Superseded-by` in [0-9a-f]{10}", "Superseded-by` in <sha>", normalise(text, base, head))
    golden = GOLDEN / name
    if os.environ.get("MEMSTONE_UPDATE_GOLDEN"):  # regenerate, review by eye, commit
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), f"rerun with MEMSTONE_UPDATE_GOLDEN=1 if {name} should change"


def test_review_markdown_golden(reviewed: tuple[Path, str, str]) -> None:
    root, base, head = reviewed
    config = load_config(root)
    review = build_review(config, base, head)
    assert_golden("review.md", render_markdown(review), base, head)


def test_review_sections(reviewed: tuple[Path, str, str]) -> None:
    root, base, head = reviewed
    review = build_review(load_config(root), base, head)
    assert [(o.name, n.name) for o, n in review.renamed] == [("project_old_name", "project_dock_release")]
    assert [m.name for m in review.deleted] == ["feedback_old_lint_rule"]
    assert sorted(m.name for m in review.added) == [
        "convention_branch_prefix",
        "decision_job_queue",
        "feedback_ruff_before_push",
    ]
    risks = {(c.name, c.field) for c in review.risky}
    assert {
        ("identity_ada_schedule", "sensitivity"),
        ("project_dock_release", "critical"),
        ("project_dock_release", "half_life_days"),
    } <= risks
    assert {(s.new, s.old, s.source) for s in review.supersessions} == {
        ("feedback_ruff_before_push", "feedback_old_lint_rule", "deletion"),
        ("convention_branch_prefix", "convention_branch_names", "trailer"),
    }
    assert [(d.new, d.existing, d.kind) for d in review.near_duplicates] == [
        ("decision_job_queue", "decision_queue_backend", "conflict")
    ]
    assert [(f.path, f.rule) for f in review.findings] == [("memory/convention_branch_prefix.md", "unknown-key")]
    assert review.blocking


def test_cli_exit_status_and_json(reviewed: tuple[Path, str, str]) -> None:
    root, base, head = reviewed
    cmd = [sys.executable, "-m", "memstone", "-C", str(root), "review"]
    proc = subprocess.run([*cmd, f"{base}..{head}", "--format", "json"], capture_output=True, text=True, check=False)
    assert proc.returncode == 1, proc.stderr
    data = json.loads(proc.stdout)
    assert data["blocking"] is True and data["superseded"] == ["convention_branch_names", "feedback_old_lint_rule"]
    clean = subprocess.run([*cmd, f"{base}..{base}"], capture_output=True, text=True, check=False)
    assert clean.returncode == 0 and "0 commit(s)" in clean.stdout
    bad = subprocess.run([*cmd, "nope..HEAD"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_default_range_is_merge_base_with_main(reviewed: tuple[Path, str, str]) -> None:
    root, _base, head = reviewed
    run_git(root, "checkout", "-q", "-b", "topic")
    write(root, "memory/reference_api_docs.md", memory_text("reference_api_docs", body="API docs live at docs/api."))
    index_md(root)
    run_git(root, "add", "-A")
    run_git(root, "commit", "-q", "-m", "docs", date="2026-03-05T10:00:00+00:00")
    config = load_config(root)
    base, new_head = parse_range(config, None)
    assert base == head and new_head != head
    assert [m.name for m in build_review(config, base, new_head).added] == ["reference_api_docs"]


def test_recall_impact_side_by_side(reviewed: tuple[Path, str, str], commit: Callable[..., str]) -> None:
    root, base, _head = reviewed
    (root / "memstone.toml").write_text(
        '[memstone]\neval_file = "eval/queries.yaml"\n[model]\nname = "none"\n', encoding="utf-8"
    )
    write(
        root,
        "eval/queries.yaml",
        "queries:\n  - id: queue\n    query: which job queue backend do we use\n    expected: [decision_queue_backend]\n"
        "  - id: lint\n    query: what to run before pushing code\n    expected: [feedback_ruff_before_push]\n",
    )
    head = commit("eval queries", date="2026-03-06T10:00:00+00:00")
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "review", f"{base}..{head}", "--impact", "--no-scan"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert "### Recall impact" in proc.stdout, proc.stderr
    assert "| MRR |" in proc.stdout
    assert "- `lint`: feedback_old_lint_rule" in proc.stdout
    assert_golden("review-impact.md", proc.stdout, base, head)


def test_every_frontmatter_field_change_is_listed(git_repo: Path, commit: Callable[..., str]) -> None:
    """Usage and date fields are frontmatter too: a reviewer sees `hits: 3 -> 5`, not just "changed"."""
    write(git_repo, "memory/feedback_run_tests.md", memory_text("feedback_run_tests", hits=3, role="[dev]"))
    index_md(git_repo)
    base = commit("base")
    write(
        git_repo,
        "memory/feedback_run_tests.md",
        memory_text(
            "feedback_run_tests",
            hits=5,
            prevented=1,
            last_applied='"2026-03-04"',
            created='"2026-01-01"',
            feedback_score=0.5,
            feedback_count=2,
            role="[dev, ops]",
        ),
    )
    head = commit("usage folded in", date="2026-03-05T10:00:00+00:00")
    review = build_review(load_config(git_repo), base, head)
    assert {c.field: (c.old, c.new) for c in review.field_changes} == {
        "hits": (3, 5),
        "prevented": (0, 1),
        "last_applied": (None, "2026-03-04"),
        "created": (None, "2026-01-01"),
        "feedback_score": (None, 0.5),
        "feedback_count": (0, 2),
        "role": (["dev"], ["dev", "ops"]),
    }
    text = render_markdown(review)
    assert (
        "- feedback_run_tests: `hits`: 3 -> 5\n" in text
        and "- feedback_run_tests: `last_applied`: (unset) -> 2026-03-04\n" in text
    )
    assert not review.risky


def test_scan_findings_are_shown_redacted(git_repo: Path, commit: Callable[..., str]) -> None:
    secret = "ghp_" + "Zq8Xv2Lk9Pw4Rt7Yb3NmHs6Dc1Fg5Jk0QaW2"  # assembled so this file holds no literal token
    write(git_repo, "memory/reference_ci_token.md", memory_text("reference_ci_token", body="CI uses a token."))
    index_md(git_repo)
    base = commit("base")
    write(
        git_repo,
        "memory/reference_ci_token.md",
        memory_text("reference_ci_token", body=f"CI uses the token {secret} for the release job."),
    )
    head = commit("add the token", date="2026-03-05T10:00:00+00:00")
    cmd = [sys.executable, "-m", "memstone", "-C", str(git_repo), "review", f"{base}..{head}"]
    md = subprocess.run(cmd, capture_output=True, text=True, check=False)
    js = subprocess.run([*cmd, "--format", "json"], capture_output=True, text=True, check=False)
    assert md.returncode == 1 and js.returncode == 1, md.stderr
    assert "### Lint and scan findings" in md.stdout and "memory/reference_ci_token.md:" in md.stdout
    assert "**blocking findings**" in md.stdout
    assert json.loads(js.stdout)["findings"][0]["path"] == "memory/reference_ci_token.md"
    for out in (md.stdout, md.stderr, js.stdout, js.stderr):
        assert secret not in out and secret[4:20] not in out
    no_scan = subprocess.run([*cmd, "--no-scan"], capture_output=True, text=True, check=False)
    assert no_scan.returncode == 0 and "### Lint and scan findings" not in no_scan.stdout


@pytest.mark.parametrize(
    ("spec", "needle"),
    [
        ("nope..HEAD", "review 'nope..HEAD': 'nope' is not a commit"),
        ("HEAD...nope", "review 'HEAD...nope': 'nope' is not a commit"),
        ("nope", "review 'nope': 'nope' is not a commit"),
    ],
)
def test_bad_range_is_a_usage_error_naming_the_range(reviewed: tuple[Path, str, str], spec: str, needle: str) -> None:
    root, _base, _head = reviewed
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "review", spec], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 2 and needle in proc.stderr and "--as-of" not in proc.stderr
    assert "Traceback" not in proc.stderr


def test_empty_repository_has_nothing_to_review(git_repo: Path) -> None:
    for args in ([], ["HEAD~1..HEAD"]):
        proc = subprocess.run(
            [sys.executable, "-m", "memstone", "-C", str(git_repo), "review", *args],
            capture_output=True,
            text=True,
            check=False,
        )
        assert proc.returncode == 2 and "no commits yet" in proc.stderr and "Traceback" not in proc.stderr
