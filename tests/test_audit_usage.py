"""Defects from the black-box audit: usage apply, atomic writes, file modes, paths that cannot hold a file."""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import cli_in as memstone
from conftest import memory_text, run_git

from memstone.cli import main
from memstone.config import load_config
from memstone.usage import read_events, set_frontmatter_keys

NAME = "decision_queue"
LF = "---\nname: decision_queue\ndescription: Use Postgres\ntype: decision\n---\nbody about the job queue\n"


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# --- 4: line endings and byte order marks survive a fold, and the dry run shows what --write does ------------


@pytest.mark.parametrize(
    "raw",
    [
        LF.encode(),
        LF.replace("\n", "\r\n").encode(),
        b"\xef\xbb\xbf" + LF.replace("\n", "\r\n").encode(),
        LF.replace("type: decision\n", "type: decision\r\n").encode(),  # mixed: each line keeps its own
    ],
    ids=["lf", "crlf", "bom-crlf", "mixed"],
)
def test_fold_keeps_line_endings_and_the_dry_run_is_the_write(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str], raw: bytes
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    path.write_bytes(raw)
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "--helpful")[0] == 0
    code, patch, _ = memstone(capsys, git_repo, "usage", "apply")
    assert code == 0 and path.read_bytes() == raw
    assert memstone(capsys, git_repo, "usage", "apply", "--write")[0] == 0
    written = path.read_bytes()
    eol = b"\r\n" if raw.replace(b"type: decision\r\n", b"").count(b"\r\n") else b"\n"
    added = b"feedback_score: 1" + eol + b"feedback_count: 1" + eol
    assert written == raw.replace(b"---" + eol + b"body", added + b"---" + eol + b"body")
    # The dry run's patch, applied to the committed file, gives exactly the bytes --write wrote.
    run_git(git_repo, "checkout", "--", path.relative_to(git_repo).as_posix())
    (git_repo / "fold.patch").write_text(patch, encoding="utf-8", newline="")
    run_git(git_repo, "apply", "--whitespace=nowarn", "fold.patch")
    assert path.read_bytes() == written


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("---\nhits: 3   # keep this comment\n---\n", {"hits": "4"}, "---\nhits: 4   # keep this comment\n---\n"),
        ("---\r\nhits: 3 # c\r\n---\r\n", {"hits": "4"}, "---\r\nhits: 4 # c\r\n---\r\n"),
        ("---\r\na: 1\r\n---\r\n", {"hits": "1"}, "---\r\na: 1\r\nhits: 1\r\n---\r\n"),
        ("\ufeff---\na: 1\n---\n", {"hits": "1"}, "\ufeff---\na: 1\nhits: 1\n---\n"),
        ('---\nlast_applied: "2026-01-01"  # x\n---\n', {"last_applied": '"2026-02-01"'}, None),
    ],
)
def test_set_frontmatter_keys_touches_only_the_value(text: str, values: dict[str, str], expected: str | None) -> None:
    expected = expected or text.replace("2026-01-01", "2026-02-01")
    assert set_frontmatter_keys(text, values) == expected


# --- 5: events of a memory whose file is broken for now are kept, not dropped as "deleted" ------------------


def test_events_of_a_file_with_broken_yaml_stay_in_the_ledger(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    path.write_text(LF, encoding="utf-8")
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "--prevented")[0] == 0
    path.write_text(LF.replace("description: Use Postgres", "description: [typo"), encoding="utf-8")
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 1
    assert re.search(rf"memory/{NAME}\.md:\d+:\d+: bad-yaml", err)
    assert f"kept prevented for {NAME} in the ledger" in err and "deleted" not in err
    assert [e.event for e in read_events(load_config(git_repo))] == ["prevented"]
    run_git(git_repo, "checkout", "--", f"memory/{NAME}.md")
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 0 and "prevented: 1" in path.read_text(encoding="utf-8")
    assert read_events(load_config(git_repo)) == []


def test_unknown_memory_is_dropped_only_when_every_file_can_be_read(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str]
) -> None:
    (git_repo / "memory" / f"{NAME}.md").write_text(LF, encoding="utf-8")
    gone = git_repo / "memory" / "decision_gone.md"
    gone.write_text(memory_text("decision_gone"), encoding="utf-8")
    commit("add")
    assert memstone(capsys, git_repo, "feedback", "decision_gone", "--helpful")[0] == 0
    gone.unlink()
    broken = git_repo / "memory" / "decision_other.md"
    broken.write_text("---\nname: [\n---\nbody\n", encoding="utf-8")
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 1 and "memory/decision_other.md:" in err and "kept helpful for decision_gone" in err
    assert len(read_events(load_config(git_repo))) == 1
    broken.unlink()
    code, _, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 0 and "dropped helpful for decision_gone: no such memory any more" in err
    assert read_events(load_config(git_repo)) == []


# --- 6: a counter memstone cannot read is refused, not overwritten --------------------------------------------


@pytest.mark.parametrize("value", ["[1, 2]", "-1", "'3'", "3.5", "\n  3"])
def test_a_counter_that_is_not_a_count_is_refused_untouched(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str], value: str
) -> None:
    path = git_repo / "memory" / f"{NAME}.md"
    raw = LF.replace("type: decision\n", f"type: decision\nhits: {value}\n").encode()
    path.write_bytes(raw)
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "--applied")[0] == 0
    code, out, err = memstone(capsys, git_repo, "usage", "apply", "--write")
    assert code == 1 and out == ""
    # Reported as lint reports it (schema), or as usage-value where lint finds nothing (a value on its own line).
    assert re.search(rf"memory/{NAME}\.md:\d+:1: (schema|usage-value) ", err) and "kept applied" in err
    assert path.read_bytes() == raw
    assert len(read_events(load_config(git_repo))) == 1


# --- 7: a symlink is written through, to its target --------------------------------------------------------------


def test_writes_go_through_symlinks(
    git_repo: Path, commit: Callable[..., str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shared = git_repo / "shared"
    shared.mkdir()
    (shared / f"{NAME}.md").write_text(LF, encoding="utf-8")
    (git_repo / "memory" / f"{NAME}.md").symlink_to(f"../shared/{NAME}.md")
    (shared / "index.md").write_text("old\n", encoding="utf-8")
    (git_repo / "memory" / "MEMORY.md").symlink_to("../shared/index.md")
    commit("add")
    assert memstone(capsys, git_repo, "feedback", NAME, "--applied")[0] == 0
    assert memstone(capsys, git_repo, "usage", "apply", "--write")[0] == 0
    assert memstone(capsys, git_repo, "index-md")[0] == 0
    project = tmp_path / "project"
    (project / ".claude").mkdir(parents=True)
    (tmp_path / "settings.json").write_text("{}\n", encoding="utf-8")
    (project / ".claude" / "settings.json").symlink_to(tmp_path / "settings.json")
    assert memstone(capsys, git_repo, "hooks", "install", "--project-dir", str(project))[0] == 0
    assert (git_repo / "memory" / f"{NAME}.md").is_symlink() and (git_repo / "memory" / "MEMORY.md").is_symlink()
    assert (project / ".claude" / "settings.json").is_symlink()
    assert "hits: 1" in (shared / f"{NAME}.md").read_text(encoding="utf-8")
    assert f"[{NAME}]" in (shared / "index.md").read_text(encoding="utf-8")
    assert "SessionStart" in json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["hooks"]


# --- 17: new files follow the umask, rewritten files keep their mode -----------------------------------------


@pytest.mark.usefixtures("umask_022")
def test_new_files_follow_the_umask_and_rewritten_files_keep_their_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "d"
    assert memstone(capsys, tmp_path, "init", str(root))[0] == 0
    created = ["memstone.toml", ".gitignore", ".pre-commit-config.yaml", ".github/workflows/memstone.yml"]
    assert {p: mode(root / p) for p in [*created, "memory/MEMORY.md"]} == dict.fromkeys(
        [*created, "memory/MEMORY.md"], 0o644
    )
    assert memstone(capsys, root, "scan", "--update-baseline")[0] == 0
    assert [mode(p) for p in root.iterdir() if p.name == ".memstone-secrets-baseline.json"] == [0o644]
    (root / "memory" / f"{NAME}.md").write_text(LF, encoding="utf-8")
    index = root / "memory" / "MEMORY.md"
    index.chmod(0o640)
    assert memstone(capsys, root, "index-md")[0] == 0
    assert f"[{NAME}]" in index.read_text(encoding="utf-8") and mode(index) == 0o640
    os.umask(0o027)
    assert memstone(capsys, tmp_path, "init", str(tmp_path / "e"))[0] == 0
    assert mode(tmp_path / "e" / "memstone.toml") == 0o640


# --- 13, 24: paths that cannot be used are usage errors naming them ------------------------------------------


def _settings_dir(tmp: Path) -> tuple[list[str], str]:
    (tmp / "p" / ".claude" / "settings.json").mkdir(parents=True)
    return ["hooks", "install", "--project-dir", str(tmp / "p")], str(tmp / "p" / ".claude" / "settings.json")


def _claude_file(tmp: Path) -> tuple[list[str], str]:
    (tmp / "p").mkdir()
    (tmp / "p" / ".claude").write_text("x\n", encoding="utf-8")
    return ["hooks", "install", "--project-dir", str(tmp / "p")], str(tmp / "p" / ".claude")


def _index_dir(tmp: Path) -> tuple[list[str], str]:
    root = tmp / "r"
    assert main(["init", str(root)]) == 0
    (root / "memory" / "MEMORY.md").unlink()
    (root / "memory" / "MEMORY.md").mkdir()
    return ["-C", str(root), "index-md"], str(root / "memory" / "MEMORY.md")


@pytest.mark.parametrize("setup", [_settings_dir, _claude_file, _index_dir], ids=lambda f: f.__name__.strip("_"))
def test_a_path_that_cannot_hold_the_file_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], setup: Callable[[Path], tuple[list[str], str]]
) -> None:
    argv, where = setup(tmp_path)
    capsys.readouterr()
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2 and where in err and "unexpected error" not in err


def test_init_with_an_empty_dir_is_a_usage_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["init", ""]) == 2
    assert "DIR is empty" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_the_settings_backup_is_a_byte_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    raw = b'{\r\n  "permissions": {"allow": ["Bash(ls)"]}\r\n}\r\n'
    (tmp_path / ".claude").mkdir()
    (tmp_path / ".claude" / "settings.json").write_bytes(raw)
    assert memstone(capsys, tmp_path, "hooks", "install", "--project-dir", str(tmp_path))[0] == 0
    assert (tmp_path / ".claude" / "settings.json.memstone-backup").read_bytes() == raw


def test_writing_below_a_file_names_the_file(tmp_path: Path) -> None:
    from memstone.catalog import write_atomic
    from memstone.errors import UsageError

    (tmp_path / "afile").write_text("x", encoding="utf-8")
    with pytest.raises(UsageError, match="afile is a file, not a folder"):
        write_atomic(tmp_path / "afile" / "report.md", "text")
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "x"
