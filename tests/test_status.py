from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from conftest import memory_text


def status(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), "status", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_status_counts_and_stays_short(git_repo: Path, commit: Callable[..., str]) -> None:
    for i in range(40):
        mtype = ("decision", "feedback", "project", "reference")[i % 4]
        (git_repo / "memory" / f"{mtype}_n{i}.md").write_text(
            memory_text(f"{mtype}_n{i}", critical="true" if i < 7 else "false"), encoding="utf-8"
        )
    (git_repo / "memory/decision_new.md").write_text(
        memory_text("decision_new", supersedes="[decision_n0]"), encoding="utf-8"
    )
    subprocess.run([sys.executable, "-m", "memstone", "-C", str(git_repo), "index-md"], check=True)
    commit("many memories")
    proc = status(git_repo)
    assert proc.returncode == 0
    assert len(proc.stdout.splitlines()) <= 30
    assert (
        "41 memories" in proc.stdout and "critical:       7" in proc.stdout and "index:          missing" in proc.stdout
    )
    data = json.loads(status(git_repo, "--format", "json").stdout)
    assert data["by_type"]["decision"] == 11 and data["superseded"] == ["decision_n0"]
    assert data["last_commit"]["subject"] == "many memories"


def test_status_on_a_repository_with_no_commits(git_repo: Path) -> None:
    proc = status(git_repo)
    assert proc.returncode == 0 and "0 memories" in proc.stdout and "(none)" in proc.stdout
