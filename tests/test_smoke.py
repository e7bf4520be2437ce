"""The command starts: `python -m memstone`, --version, --help, and the generated command reference."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memstone.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent


def memstone(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "memstone", *args], capture_output=True, text=True, check=False)


def test_module_runs_with_version() -> None:
    out = subprocess.run([sys.executable, "-m", "memstone", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.startswith("memstone ")


def commands() -> list[str]:
    sub = next(a for a in build_parser()._actions if a.__class__.__name__ == "_SubParsersAction")
    return sorted(sub.choices)  # type: ignore[attr-defined]


def test_help_lists_every_command_and_the_exit_codes() -> None:
    proc = memstone("--help")
    assert proc.returncode == 0 and proc.stderr == ""
    for name in commands():
        assert f"\n    {name} " in proc.stdout, name
    assert "Exit codes: 0 ok, 1 findings, 2 usage error, 3 unexpected error, 130 interrupted." in proc.stdout


def test_no_command_prints_help_and_is_a_usage_error() -> None:
    proc = memstone()
    assert proc.returncode == 2 and proc.stdout.startswith("usage: memstone")


@pytest.mark.parametrize("name", ["init", "lint", "index-md", "review"])
def test_command_help_teaches(name: str) -> None:
    """A description beyond the one-line summary, an example, and the exit status."""
    proc = memstone(name, "--help")
    assert proc.returncode == 0
    assert f"  memstone {name}" in proc.stdout  # an example line
    assert "Exit status:" in proc.stdout


def test_unknown_command_is_a_usage_error() -> None:
    proc = memstone("frobnicate")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr and "Traceback" not in proc.stderr


def test_command_reference_is_current() -> None:
    """docs/commands.md is generated from --help; rerun `python scripts/gen_cli_docs.py` after changing help."""
    proc = subprocess.run(
        [sys.executable, str(ROOT / "scripts/gen_cli_docs.py"), "--check"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stderr
