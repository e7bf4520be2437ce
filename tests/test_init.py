from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import GIT_ENV, memory_text, run_git


def memstone(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", *args], capture_output=True, text=True, check=False, cwd=cwd
    )


EXPECTED = [
    "memory/MEMORY.md",
    "memstone.toml",
    ".pre-commit-config.yaml",
    ".github/workflows/memstone.yml",
    ".gitignore",
]


def test_init_creates_everything_then_is_idempotent(tmp_path: Path) -> None:
    root = tmp_path / "mem"
    proc = memstone("init", str(root))
    assert proc.returncode == 0, proc.stderr
    for rel in EXPECTED:
        assert (root / rel).is_file(), rel
    assert (root / ".git").is_dir()
    snapshot = {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and ".git/" not in p.as_posix()}
    again = memstone("init", str(root))
    assert again.returncode == 0
    assert "nothing to do" in again.stderr and again.stdout == ""
    assert {p: p.read_bytes() for p in snapshot} == snapshot
    assert memstone("-C", str(root), "lint").returncode == 0


def test_init_never_overwrites_and_extends_gitignore(tmp_path: Path) -> None:
    root = tmp_path / "mem"
    root.mkdir()
    run_git(root, "init", "-q")
    (root / "memstone.toml").write_text("# mine\n", encoding="utf-8")
    (root / ".gitignore").write_text("node_modules/", encoding="utf-8")
    proc = memstone("init", str(root))
    assert proc.returncode == 0
    assert "git init" not in proc.stdout
    assert (root / "memstone.toml").read_text(encoding="utf-8") == "# mine\n"
    assert (
        (root / ".gitignore").read_text(encoding="utf-8")
        == "node_modules/\n# memstone: index, caches and the local usage ledger are rebuildable, never committed\n.memstone/\n"
    )


def test_init_dry_run_writes_nothing(tmp_path: Path) -> None:
    root = tmp_path / "mem"
    proc = memstone("init", "--dry-run", str(root))
    assert proc.returncode == 0 and "would create memstone.toml" in proc.stdout
    assert not root.exists()


def test_init_on_a_file_is_a_usage_error(tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("x", encoding="utf-8")
    proc = memstone("init", str(target))
    assert proc.returncode == 2 and "not a directory" in proc.stderr


def test_pre_commit_runs_the_hooks_init_wrote(tmp_path: Path) -> None:
    """`pre-commit` itself, on the .pre-commit-config.yaml init wrote: a bad staged memory blocks
    the commit with path:line:col, a fixed one passes, and a secret is refused without being echoed."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "memstone").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m memstone "$@"\n', encoding="utf-8")
    (bin_dir / "memstone").chmod(0o755)
    env = {
        **os.environ,
        **GIT_ENV,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "PRE_COMMIT_HOME": str(tmp_path / "pc-home"),
    }
    root = tmp_path / "mem"
    assert memstone("init", str(root)).returncode == 0

    def stage_and_run() -> subprocess.CompletedProcess[str]:
        assert memstone("-C", str(root), "index-md").returncode == 0
        run_git(root, "add", "-A")
        return subprocess.run(
            [sys.executable, "-m", "pre_commit", "run"], cwd=root, env=env, capture_output=True, text=True, check=False
        )

    (root / "memory/decision_db.md").write_text(memory_text("decision_db", colour="red"), encoding="utf-8")
    proc = stage_and_run()
    assert proc.returncode == 1 and "memory/decision_db.md:5:1: unknown-key" in proc.stdout, proc.stdout
    (root / "memory/decision_db.md").write_text(memory_text("decision_db"), encoding="utf-8")
    proc = stage_and_run()
    assert proc.returncode == 0, proc.stdout
    assert "memstone lint" in proc.stdout and "memstone scan" in proc.stdout
    token = "ghp_" + "Zq8Xv2Lk9Pw4Rt7Yb3NmHs6Dc1Fg5Jk0QaW2"  # assembled: no literal token in this file
    (root / "memory/decision_db.md").write_text(memory_text("decision_db", body=f"token {token}"), encoding="utf-8")
    proc = stage_and_run()
    assert proc.returncode == 1 and "memory/decision_db.md:" in proc.stdout and token[4:20] not in proc.stdout
