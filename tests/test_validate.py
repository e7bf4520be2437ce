"""Lint rules: each rule has a failing and a passing case, on real files in a real git repo."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import memory_text, write

from memstone.catalog import render_index
from memstone.config import load_config
from memstone.repo import read_worktree
from memstone.validate import load_corpus, supersession_cycles


def lint(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "lint", *args], capture_output=True, text=True, check=False
    )


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


# The passing twin of each rule: the nearest file that must NOT trigger it.
PASSING: list[tuple[str, dict[str, str | bytes], list[tuple[str, str, int]]]] = [
    ("no-frontmatter-ok-bom", {"memory/feedback_run_tests.md": "\ufeff" + GOOD}, []),
    (
        "bad-yaml-ok-quoted-colon",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", tags='["a: b"]')},
        [],
    ),
    (
        "schema-ok-every-field",
        {
            "memory/feedback_run_tests.md": memory_text(
                "feedback_run_tests",
                tags="[a, b]",
                projects="[p]",
                created='"2026-02-28"',
                last_applied='"2026-03-01"',
                hits=7,
                prevented=3,
                feedback_score=0.5,
                feedback_count=2,
                half_life_days=30,
                critical="true",
                evergreen="false",
                sensitivity="public",
                role="[dev]",
            )
        },
        [],
    ),
    (
        "unknown-key-ok-in-body",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", body="colour: blue")},
        [],
    ),
    ("name-stem-ok-subfolder", {"memory/team/feedback_run_tests.md": GOOD}, []),
    (
        "type-prefix-ok-every-type",
        {
            f"memory/{t}_x.md": memory_text(f"{t}_x")
            for t in (
                "feedback",
                "project",
                "reference",
                "design",
                "decision",
                "convention",
                "invariant",
                "incident",
                "identity",
            )
        },
        [],
    ),
    (
        "duplicate-name-ok-same-topic-other-type",
        {
            "memory/feedback_run_tests.md": GOOD,
            "memory/decision_run_tests.md": memory_text("decision_run_tests"),
        },
        [],
    ),
    (
        "supersedes-cycle-ok-chain",
        {
            "memory/decision_a.md": memory_text("decision_a", supersedes="[decision_b]"),
            "memory/decision_b.md": memory_text("decision_b", supersedes="[decision_c]"),
            "memory/decision_c.md": memory_text("decision_c"),
        },
        [],
    ),
    (
        "empty-body-ok-one-line",
        {
            "memory/feedback_run_tests.md": "---\nname: feedback_run_tests\ndescription: d\ntype: feedback\n---\nRun it.\n"
        },
        [],
    ),
    (
        "binary-ok-unicode",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", body="Café — naïve ✓")},
        [],
    ),
    (
        "unsafe-yaml-ok-nested-list",
        {"memory/feedback_run_tests.md": memory_text("feedback_run_tests", tags="\n  - a\n  - b")},
        [],
    ),
    (
        "file-too-large",
        {"memory/feedback_run_tests.md": GOOD + "x" * (2 * 1024 * 1024)},
        [("memory/feedback_run_tests.md", "file-too-large", 1)],
    ),
]


@pytest.mark.parametrize(("case", "files", "expected"), CASES + PASSING, ids=[c[0] for c in CASES + PASSING])
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
        ("none", "memory/nope.md", 2, "memory/nope.md: no such file or directory"),
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


BAD_INPUT: list[tuple[str, bytes, str]] = [
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00IHDR", "memory/feedback_x.md:1:1: binary-file "),
    ("no-frontmatter", b"# A heading\n\nText.\n", "memory/feedback_x.md:1:1: no-frontmatter "),
    (
        "yaml-bomb",
        b"---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b]\n---\nx\n",
        "memory/feedback_x.md:2:4: unsafe-yaml anchors and aliases are not allowed",
    ),
    (
        "deep-brackets",
        b"---\nname: " + b"[" * 100000 + b"]" * 100000 + b"\n---\nx\n",
        "unsafe-yaml frontmatter is larger",
    ),
    (
        "deep-mapping",
        b"---\nname: x\nk:\n" + b"".join(b"  " * i + b"k:\n" for i in range(1, 200)) + b"---\nx\n",
        "unsafe-yaml frontmatter nests deeper than",
    ),
    ("not-utf8", b"---\nname: caf\xe9\n---\nbody\n", "memory/feedback_x.md:2:10: not-utf8 byte 0xe9"),
    ("utf16", "---\nname: x\n---\nbody\n".encode("utf-16"), "memory/feedback_x.md:1:1: "),
]


@pytest.mark.parametrize(("case", "raw", "needle"), BAD_INPUT, ids=[c[0] for c in BAD_INPUT])
def test_bad_input_is_a_finding_through_the_cli(git_repo: Path, case: str, raw: bytes, needle: str) -> None:
    """What a person sees: a path:line:col finding, exit 1, never a traceback; the same in JSON."""
    write(git_repo, "memory/feedback_x.md", raw)
    sync_index(git_repo)
    text, data = lint(git_repo), lint(git_repo, "--format", "json")
    for proc in (text, data):
        assert proc.returncode == 1 and "Traceback" not in proc.stderr + proc.stdout
    assert needle in text.stdout
    findings = json.loads(data.stdout)
    assert [f"{f['path']}:{f['line']}:{f['col']}: {f['rule']} {f['message']}" for f in findings] == (
        text.stdout.splitlines()
    )
    hook = lint(git_repo, "memory/feedback_x.md")  # as the pre-commit hook passes it, relative to the root
    assert hook.returncode == 1 and hook.stdout == text.stdout


def test_hook_paths_relative_to_the_repository_root(git_repo: Path) -> None:
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    sync_index(git_repo)
    proc = subprocess.run(
        [sys.executable, "-m", "memstone", "lint", "memory/feedback_run_tests.md", "memory/MEMORY.md"],
        cwd=git_repo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize(
    ("toml", "needle"),
    [("[memstone\n", "not valid TOML"), ('[memstone]\nmemory_dir = "../elsewhere"\n', "inside the repository")],
)
def test_broken_config_is_a_usage_error(git_repo: Path, toml: str, needle: str) -> None:
    (git_repo / "memstone.toml").write_text(toml, encoding="utf-8")
    proc = lint(git_repo)
    assert proc.returncode == 2 and needle in proc.stderr and "Traceback" not in proc.stderr


def test_paths_do_not_report_other_memories_missing_from_the_index(git_repo: Path) -> None:
    """An unstaged draft without its MEMORY.md line blocks neither a commit of another memory nor
    is it hidden when it is itself among PATHS."""
    write(git_repo, "memory/feedback_run_tests.md", GOOD)
    sync_index(git_repo)
    write(git_repo, "memory/feedback_draft.md", memory_text("feedback_draft"))
    assert lint(git_repo, "memory/feedback_run_tests.md", "memory/MEMORY.md").returncode == 0
    proc = lint(git_repo, "memory/feedback_draft.md")
    assert proc.returncode == 1 and "index-missing feedback_draft (memory/feedback_draft.md)" in proc.stdout
    assert lint(git_repo).returncode == 1
