"""The CI files parse, have the structure CI needs, and run the same commands a person runs."""

from __future__ import annotations

import os
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


def build_demo(demo: Path) -> Path:
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
    return demo


def test_workflow_commands_run_on_the_demo(tmp_path: Path) -> None:
    demo = build_demo(tmp_path / "demo")
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


def shims(bin_dir: Path) -> dict[str, str]:
    """`memstone` and `python` on PATH as this checkout's memstone and this interpreter."""
    bin_dir.mkdir()
    for name, target in (("memstone", f'"{sys.executable}" -m memstone'), ("python", f'"{sys.executable}"')):
        (bin_dir / name).write_text(f'#!/bin/sh\nexec {target} "$@"\n', encoding="utf-8")
        (bin_dir / name).chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}


def expand(text: str, context: dict[str, str]) -> str:
    """GitHub's ${{ ... }} expressions, for the few the workflow uses in env and run."""
    return re.sub(r"\$\{\{\s*([\w.]+)\s*\}\}", lambda m: context[m.group(1)], text)


def run_job(wf: dict[str, Any], job: str, cwd: Path, env: dict[str, str], context: dict[str, str]) -> list[str]:
    """Every `run:` step of a job, verbatim, in order, as GitHub runs it (bash -e); installs skipped."""
    ran = []
    for step in wf["jobs"][job]["steps"]:
        if "run" not in step or step["run"].startswith("python -m pip install"):
            continue
        step_env = {**env, **{k: expand(str(v), context) for k, v in step.get("env", {}).items()}}
        proc = subprocess.run(
            ["bash", "-e", "-c", expand(step["run"], context)],
            cwd=cwd,
            env=step_env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert proc.returncode == 0, (step.get("name"), proc.stdout[-800:], proc.stderr[-800:])
        ran.append(step.get("name", step["run"]))
    return ran


def test_workflow_steps_run_verbatim_on_the_demo(tmp_path: Path) -> None:
    """The workflow's own shell, not a paraphrase: job summary written, index packed under commit and model,
    and a fresh clone can unpack the artifact and recall from it."""
    demo = build_demo(tmp_path / "demo")
    env = shims(tmp_path / "bin")
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=demo, capture_output=True, text=True, check=True)
    base = subprocess.run(["git", "rev-parse", "HEAD~3"], cwd=demo, capture_output=True, text=True, check=True)
    summary, output = tmp_path / "summary.md", tmp_path / "output.txt"
    env |= {"GITHUB_STEP_SUMMARY": str(summary), "GITHUB_OUTPUT": str(output), "GITHUB_SHA": head.stdout.strip()}
    context = {
        "github.event.pull_request.base.sha": base.stdout.strip(),
        "github.event.pull_request.head.sha": head.stdout.strip(),
    }
    wf = load(TEMPLATE)
    assert wf["env"]["MEMSTONE_PIP"] == "memstone==@VERSION@"

    check = run_job(wf, "check", demo, env, context)
    assert check == ["Lint", "Scan for secrets and personal data", "Review the change"]
    assert summary.read_text(encoding="utf-8").startswith(f"## memstone review `{base.stdout[:10]}..")
    assert (demo / "memstone-review.md").read_text(encoding="utf-8") == summary.read_text(encoding="utf-8")

    index = run_job(wf, "index", demo, env, context)
    assert index == ["Lint and scan", "Build the index from scratch", "Verify the index", "Pack the index"]
    name = dict(line.split("=", 1) for line in output.read_text(encoding="utf-8").splitlines())["name"]
    assert name == f"memstone-index-{head.stdout.strip()}-none"
    upload = wf["jobs"]["index"]["steps"][-1]["with"]
    assert expand(upload["path"], {"steps.pack.outputs.name": name}) == f"{name}.tar.gz"
    assert (demo / f"{name}.tar.gz").is_file()

    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(demo), str(clone)], check=True)
    for args in (["index", "unpack", str(demo / f"{name}.tar.gz")], ["recall", "which job queue do we use"]):
        proc = subprocess.run(["memstone", *args], cwd=clone, env=env, capture_output=True, text=True, check=False)
        assert proc.returncode == 0, (args, proc.stderr[-800:])
    assert "decision_job_queue_postgres" in proc.stdout


def test_init_pins_the_memstone_it_was_run_with(tmp_path: Path) -> None:
    from memstone import __version__

    subprocess.run([sys.executable, "-m", "memstone", "init", str(tmp_path / "m")], check=True, capture_output=True)
    wf = load(tmp_path / "m/.github/workflows/memstone.yml")
    assert wf["env"]["MEMSTONE_PIP"] == f"memstone=={__version__}"
    installs = [s["run"] for job in wf["jobs"].values() for s in job["steps"] if "pip install" in s.get("run", "")]
    assert installs == ['python -m pip install "$MEMSTONE_PIP"'] * 2


def test_review_range_starts_at_the_merge_base() -> None:
    """base.sha is the base branch's tip: three dots keep its newer commits out of the report."""
    step = next(s for s in load(TEMPLATE)["jobs"]["check"]["steps"] if s.get("id") == "review")
    assert re.fullmatch(r"\$\{\{ github\.event\.pull_request\.base\.sha \}\}\.\.\.\$\{\{ .+ \}\}", step["env"]["RANGE"])


def test_composite_action_runs_the_command_it_is_given(tmp_path: Path) -> None:
    action = load(ROOT / "action.yml")
    assert action["runs"]["using"] == "composite" and action["inputs"]["command"]["default"] == "lint"
    steps = action["runs"]["steps"]
    assert steps[0]["uses"].startswith("actions/setup-python@")
    assert all(s.get("shell") == "bash" for s in steps if "run" in s)
    assert 'python -m pip install "$GITHUB_ACTION_PATH"' in steps[1]["run"]
    last = steps[-1]
    assert last["env"] == {"COMMAND": "${{ inputs.command }}"} and last["run"] == "memstone $COMMAND"
    demo = build_demo(tmp_path / "demo")
    env = shims(tmp_path / "bin")
    for command in ("lint", "scan", "review HEAD~3..HEAD"):
        proc = subprocess.run(
            ["bash", "-e", "-c", last["run"]], cwd=demo, env={**env, "COMMAND": command}, capture_output=True, text=True
        )
        assert proc.returncode == 0, (command, proc.stderr[-500:])
    assert proc.stdout.startswith("## memstone review")


def test_wheel_job_checks_every_shipped_data_file_and_runs_the_installed_wheel() -> None:
    steps = load(ROOT / ".github/workflows/ci.yml")["jobs"]["wheel"]["steps"]
    runs = " ".join(s.get("run", "") for s in steps)
    pkg = ROOT / "src/memstone"
    shipped = [p for d in ("data", "templates") for p in sorted((pkg / d).iterdir()) if p.is_file()]
    for path in [*shipped, pkg / "py.typed"]:
        assert path.relative_to(ROOT / "src").as_posix() in runs, path
    assert "pip install dist/*.whl" in runs and "memstone init" in runs and "lint" in runs
