"""The CI files parse, have the structure CI needs, and run the same commands a person runs."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "src/memstone/templates/workflow.yml"


def load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    if True in data:  # YAML 1.1 reads the `on:` key as a boolean
        data["on"] = data.pop(True)
    return data


def uses(data: dict[str, Any]) -> list[str]:
    steps = [s for job in data.get("jobs", {}).values() for s in job.get("steps", [])]
    steps += data.get("runs", {}).get("steps", [])
    return [s["uses"] for s in steps if "uses" in s]


@pytest.mark.parametrize(
    "path", [TEMPLATE, ROOT / ".github/workflows/ci.yml", ROOT / "action.yml"], ids=lambda p: p.name
)
def test_actions_are_pinned(path: Path) -> None:
    for ref in uses(load(path)):
        assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+\.\d+\.\d+", ref), ref


def test_memory_repository_workflow_structure() -> None:
    wf = load(TEMPLATE)
    assert set(wf["on"]) == {"pull_request", "push"}
    check, index = wf["jobs"]["check"], wf["jobs"]["index"]
    assert check["if"] == "github.event_name == 'pull_request'" and index["if"] == "github.event_name == 'push'"
    runs = " ".join(s.get("run", "") for s in check["steps"])
    assert (
        "memstone lint" in runs
        and "memstone scan" in runs
        and "memstone review" in runs
        and "GITHUB_STEP_SUMMARY" in runs
    )
    assert check["permissions"]["pull-requests"] == "write" and wf["permissions"] == {"contents": "read"}
    runs = " ".join(s.get("run", "") for s in index["steps"])
    for command in ("memstone index build", "memstone index verify", "memstone index pack"):
        assert command in runs
    assert index["steps"][-1]["uses"].startswith("actions/upload-artifact@")
    assert "secrets." not in TEMPLATE.read_text(encoding="utf-8")


def test_project_ci_runs_ruff_mypy_tests_on_three_pythons() -> None:
    wf = load(ROOT / ".github/workflows/ci.yml")
    test = wf["jobs"]["test"]
    assert test["strategy"]["matrix"]["python-version"] == ["3.11", "3.12", "3.13"]
    runs = " ".join(s.get("run", "") for s in test["steps"])
    assert "ruff check" in runs and "mypy" in runs and "python -m pytest" in runs
    assert "python -m build" in " ".join(s.get("run", "") for s in wf["jobs"]["wheel"]["steps"])


def test_pre_commit_hooks_manifest() -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert {h["id"]: h["entry"] for h in hooks} == {"memstone-lint": "memstone lint", "memstone-scan": "memstone scan"}


def _memstone_lines(wf: dict[str, Any], job: str) -> list[str]:
    lines = []
    for step in wf["jobs"][job]["steps"]:
        for line in step.get("run", "").splitlines():
            line = line.strip()
            if line.startswith("memstone ") or line.startswith("rm -rf .memstone/index && memstone"):
                lines.append(line)
    return lines


def test_workflow_commands_run_on_the_demo(tmp_path: Path) -> None:
    demo = tmp_path / "demo"
    subprocess.run(
        [sys.executable, str(ROOT / "examples/build_demo.py"), "--out", str(demo)], check=True, capture_output=True
    )
    (demo / "memstone.toml").write_text(
        (demo / "memstone.toml").read_text(encoding="utf-8") + '\n[model]\nname = "none"\n', encoding="utf-8"
    )
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@e", "commit", "-qam", "BM25 only for the test"],
        cwd=demo,
        check=True,
    )
    base = subprocess.run(
        ["git", "rev-parse", "HEAD~3"], cwd=demo, capture_output=True, text=True, check=True
    ).stdout.strip()
    wf = load(TEMPLATE)
    ran = []
    for line in _memstone_lines(wf, "check") + _memstone_lines(wf, "index"):
        line = line.replace('"$RANGE"', f"{base}..HEAD").replace("rm -rf .memstone/index && ", "")
        line = line.replace('"$name.tar.gz"', str(tmp_path / "packed.tar.gz"))
        line = line.split(" > ")[0]
        for part in line.split(" && "):
            args = shlex.split(part)[1:]
            proc = subprocess.run(
                [sys.executable, "-m", "memstone", "-C", str(demo), *args], capture_output=True, text=True, check=False
            )
            assert proc.returncode == 0, (part, proc.stdout[-500:], proc.stderr[-500:])
            ran.append(args[0])
    pack = subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(demo), "index", "pack", "-o", str(tmp_path / "idx.tar.gz")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert pack.returncode == 0, pack.stderr
    assert {"lint", "scan", "review", "index"} <= set(ran)
