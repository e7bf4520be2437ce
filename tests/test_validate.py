"""Lint rules: each rule has a failing and a passing case, on real files in a real git repo."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.catalog import render_index
from memstone.config import load_config
from memstone.repo import read_worktree
from memstone.validate import load_corpus, supersession_cycles


def lint(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "lint", *args], capture_output=True, text=True, check=False
    )


def write(root: Path, rel: str, text: str | bytes) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def sync_index(root: Path) -> None:
    config = load_config(root)
    corpus = load_corpus(read_worktree(config), config)
    (root / "memory" / "MEMORY.md").write_text(render_index(corpus.memories, "memory"), encoding="utf-8")


def rules(root: Path) -> list[tuple[str, str, int]]:
    config = load_config(root)
    corpus = load_corpus(read_worktree(config), config)
    return [(f.path, f.rule, f.line) for f in corpus.findings]


GOOD = memory_text("feedback_run_tests", body="Run the whole suite first.")

# (case id, files to write, expected (path, rule, line) findings; [] means clean)
CASES: list[tuple[str, dict[str, str | bytes], list[tuple[str, str, int]]]] = [
    ("clean", {"memory/feedback_run_tests.md": GOOD}, []),
    (
        "no-frontmatter",
        {"memory/feedback_x.md": "# Just a heading\n\ntext\n"},
        [("memory/feedback_x.md", "no-frontmatter", 1)],
    ),
    (
        "unclosed-frontmatter",
        {"memory/feedback_x.md": "---\nname: feedback_x\n"},
        [("memory/feedback_x.md", "no-frontmatter", 1)],
    ),
    (
        "bad-yaml",
        {"memory/feedback_x.md": "---\nname: feedback_x\ndescription: [unclosed\ntype: feedback\n---\nbody\n"},
        [("memory/feedback_x.md", "bad-yaml", 4)],
    ),
    (
        "schema-type",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", hits="many")},
        [("memory/feedback_run_tests.md", "schema", 5)],
    ),
    (
        "schema-enum",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", sensitivity="secretive")},
        [("memory/feedback_run_tests.md", "schema", 5)],
    ),
    (
        "schema-date-coercion-refused",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", created="2026-02-30")},
        [("memory/feedback_run_tests.md", "schema", 5)],
    ),
    (
        "schema-yes-is-not-bool",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", critical="yes")},
        [("memory/feedback_run_tests.md", "schema", 5)],
    ),
    (
        "schema-list-item-line",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", tags="\n  - ok\n  - 12")},
        [("memory/feedback_run_tests.md", "schema", 7)],
    ),
    (
        "unknown-key",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", colour="blue")},
        [("memory/feedback_run_tests.md", "unknown-key", 5)],
    ),
    (
        "name-stem",
        {"memory/feedback_run_tests.md": memory_text("feedback_other", mtype="feedback")},
        [("memory/feedback_run_tests.md", "name-stem", 2)],
    ),
    (
        "type-prefix",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", mtype="decision")},
        [("memory/feedback_run_tests.md", "type-prefix", 4)],
    ),
    (
        "duplicate-name",
        {
            "memory/feedback_run_tests.md": GOOD,
            "memory/sub/feedback_run_tests.md": GOOD,
        },
        [("memory/sub/feedback_run_tests.md", "duplicate-name", 2)],
    ),
    (
        "supersedes-missing",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", supersedes="[feedback_gone]")},
        [("memory/feedback_run_tests.md", "supersedes-missing", 5)],
    ),
    (
        "supersedes-present",
        {
            "memory/feedback_run_tests.md": memory_text("feedback_run_tests", supersedes="[feedback_old]"),
            "memory/feedback_old.md": memory_text("feedback_old"),
        },
        [],
    ),
    (
        "supersedes-self",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", supersedes="[feedback_run_tests]")},
        [("memory/feedback_run_tests.md", "supersedes-self", 5)],
    ),
    (
        "supersedes-cycle",
        {
            "memory/decision_a.md": memory_text("decision_a", supersedes="[decision_b]"),
            "memory/decision_b.md": memory_text("decision_b", supersedes="[decision_a]"),
        },
        [("memory/decision_a.md", "supersedes-cycle", 5)],
    ),
    (
        "empty-body",
        {
            "memory/feedback_run_tests.md": "---\nname: feedback_run_tests\ndescription: d\ntype: feedback\n---\n# Title\n"
        },
        [("memory/feedback_run_tests.md", "empty-body", 6)],
    ),
    ("binary", {"memory/feedback_x.md": b"\x89PNG\r\n\x1a\n\x00\x00"}, [("memory/feedback_x.md", "binary-file", 1)]),
    ("not-utf8", {"memory/feedback_x.md": b"---\nname: caf\xe9\n"}, [("memory/feedback_x.md", "not-utf8", 2)]),
    (
        "yaml-bomb",
        {
            "memory/feedback_x.md": "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
            "c: [*b, *b, *b, *b, *b, *b, *b, *b]\n---\nbody\n"
        },
        [("memory/feedback_x.md", "unsafe-yaml", 2)],
    ),
    (
        "deep-nesting",
        {"memory/feedback_x.md": "---\nname: " + "[" * 50 + "]" * 50 + "\n---\nbody\n"},
        [("memory/feedback_x.md", "unsafe-yaml", 2)],
    ),
    (
        "python-tag",
        {"memory/feedback_x.md": "---\nname: !!python/object/apply:os.system ['true']\n---\nbody\n"},
        [("memory/feedback_x.md", "unsafe-yaml", 2)],
    ),
]


@pytest.mark.parametrize(("case", "files", "expected"), CASES, ids=[c[0] for c in CASES])
def test_rule_table(
    git_repo: Path, case: str, files: dict[str, str | bytes], expected: list[tuple[str, str, int]]
) -> None:
    for rel, text in files.items():
        write(git_repo, rel, text)
    sync_index(git_repo)
    assert rules(git_repo) == sorted(expected)


def test_index_missing_and_dangling(git_repo: Path) -> None:
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    assert ("memory/MEMORY.md", "index-missing", 1) in rules(git_repo)
    sync_index(git_repo)
    assert rules(git_repo) == []
    (git_repo / "memory/feedback_run_tests.md").rename(git_repo / "memory/feedback_gone.md")
    found = rules(git_repo)
    assert ("memory/MEMORY.md", "index-dangling", 7) in found
    assert ("memory/feedback_gone.md", "name-stem", 2) in found


def test_cli_exit_codes_and_json(git_repo: Path) -> None:
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    proc = lint(git_repo)
    assert proc.returncode == 1
    assert proc.stdout.startswith("memory/MEMORY.md:1:1: index-missing ")
    assert proc.stderr.strip().splitlines()[-1] == "1 finding(s) in 1 file(s)"
    proc = lint(git_repo, "--format", "json")
    data = json.loads(proc.stdout)
    assert data[0]["rule"] == "index-missing" and data[0]["line"] == 1
    assert lint(git_repo, "--fix").returncode == 0
    assert lint(git_repo).returncode == 0


def test_paths_limit_the_report(git_repo: Path) -> None:
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    write(git_repo, "memory/decision_bad.md", memory_text("decision_bad", colour="x"))
    sync_index(git_repo)
    proc = lint(git_repo, str(git_repo / "memory/feedback_run_tests.md"))
    assert proc.returncode == 0, proc.stdout
    proc = lint(git_repo, str(git_repo / "memory/decision_bad.md"))
    assert proc.returncode == 1 and "unknown-key" in proc.stdout


@pytest.mark.parametrize(
    ("setup", "arg", "code", "needle"),
    [
        ("none", "/etc/hostname", 2, "outside the memory repository"),
        ("none", "memory/nope.md", 1, "missing-file"),
    ],
)
def test_bad_paths(git_repo: Path, setup: str, arg: str, code: int, needle: str) -> None:
    proc = lint(git_repo, arg if arg.startswith("/") else str(git_repo / arg))
    assert proc.returncode == code
    assert needle in proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr


def test_not_a_memory_repository(tmp_path: Path) -> None:
    proc = lint(tmp_path)
    assert proc.returncode == 2
    assert "memstone init" in proc.stderr and "Traceback" not in proc.stderr


def test_empty_repository_is_clean(git_repo: Path) -> None:
    assert lint(git_repo).returncode == 0


def test_as_of_reads_git_objects(git_repo: Path, commit: object) -> None:
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    sync_index(git_repo)
    first = commit("clean")  # type: ignore[operator]
    write(git_repo, "memory/feedback_run_tests.md", memory_text("feedback_run_tests", colour="x"))
    assert lint(git_repo).returncode == 1
    assert lint(git_repo, "--as-of", first).returncode == 0
    proc = lint(git_repo, "--as-of", "not-a-rev")
    assert proc.returncode == 2 and "--as-of" in proc.stderr


def test_cycles_reported_once() -> None:
    edges = {"a": ("b",), "b": ("c",), "c": ("a",), "d": ("d",), "e": ("a",)}
    assert supersession_cycles(edges) == [["a", "b", "c"]]
