"""The command line's dispatch: one command module imported for one command, all of them for help."""

from __future__ import annotations

import subprocess
import sys

import pytest

from memstone.cli import _command_in, build_parser, main


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["recall", "x"], "recall"),
        (["-C", "some dir", "recall", "x"], "recall"),
        (["--repo", "d", "index", "build"], "index"),
        (["--repo=d", "index-md"], "index-md"),
        (["-Cd", "lint"], "lint"),
        (["--help"], None),
        (["--version"], None),
        ([], None),
        (["-C"], None),
    ],
)
def test_command_word(argv: list[str], command: str | None) -> None:
    assert _command_in(argv) == command


def test_one_command_parser_parses_like_the_full_one() -> None:
    argv = ["-C", "repo", "recall", "--max-results", "3", "--format", "json", "a query"]
    one, full = build_parser("recall").parse_args(argv), build_parser().parse_args(argv)
    assert {k: v for k, v in vars(one).items() if k != "_run"} == {k: v for k, v in vars(full).items() if k != "_run"}


def test_unknown_command_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no-such-command"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and "recall" in err and "lint" in err


def test_a_command_imports_only_its_own_module() -> None:
    code = (
        "import sys\nfrom memstone.cli import build_parser\nbuild_parser('status')\n"
        "print(sorted(m for m in sys.modules if m.startswith('memstone.commands.') and '._' not in m))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['memstone.commands.status']"
