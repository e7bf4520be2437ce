"""Shared fixtures: real git repositories in temp dirs with pinned dates."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

# Test this checkout's code, in-process and in every `python -m memstone` subprocess, whichever
# checkout the editable install happens to point at.
SRC = str(Path(__file__).resolve().parent.parent / "src")
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (SRC, os.environ.get("PYTHONPATH")) if p)

GIT_ENV = {
    "GIT_AUTHOR_NAME": "Ada Tester",
    "GIT_AUTHOR_EMAIL": "ada@example.org",
    "GIT_COMMITTER_NAME": "Ada Tester",
    "GIT_COMMITTER_EMAIL": "ada@example.org",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_SYSTEM": os.devnull,
}


def run_git(root: Path, *args: str, date: str | None = None) -> str:
    env = {**os.environ, **GIT_ENV}
    if date is not None:
        env["GIT_AUTHOR_DATE"] = date
        env["GIT_COMMITTER_DATE"] = date
    proc = subprocess.run(["git", *args], cwd=root, env=env, capture_output=True, text=True, check=True)
    return proc.stdout


def memory_text(name: str, mtype: str | None = None, body: str = "Body text.", **fields: object) -> str:
    """A valid memory file; extra frontmatter fields are written as given (already YAML)."""
    mtype = mtype or name.split("_", 1)[0]
    lines = ["---", f"name: {name}", f"description: About {name.replace('_', ' ')}", f"type: {mtype}"]
    lines += [f"{k}: {v}" for k, v in fields.items()]
    lines += ["---", f"# {name}", "", body, ""]
    return "\n".join(lines)


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``memstone *argv`` in-process: (exit status, stdout, stderr)."""
    from memstone.cli import main

    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def cli_in(capsys: pytest.CaptureFixture[str], root: Path, *argv: str) -> tuple[int, str, str]:
    """``memstone -C root *argv`` in-process, counting only what this call prints."""
    capsys.readouterr()
    return cli(capsys, "-C", str(root), *argv)


def write(root: Path, rel: str, text: str | bytes) -> None:
    """Write ``text`` to ``root/rel``, making its folders (bytes as they are, text as UTF-8)."""
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def git_repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    run_git(root, "init", "-q", "-b", "main")
    (root / "memstone.toml").write_text("[memstone]\n", encoding="utf-8")
    (root / "memory").mkdir()
    return root


@pytest.fixture
def commit(git_repo: Path) -> Callable[..., str]:
    """commit(message, date="2026-01-01T00:00:00+00:00") -> commit id; stages everything."""

    def _commit(message: str, date: str = "2026-01-01T00:00:00+00:00") -> str:
        run_git(git_repo, "add", "-A")
        run_git(git_repo, "commit", "-q", "--allow-empty", "-m", message, date=date)
        return run_git(git_repo, "rev-parse", "HEAD").strip()

    return _commit


def deny_read(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Make every file named ``name`` unreadable, as permissions would for a user who is not root
    (tests run as root in CI containers, where permission bits stop nothing): Path.read_bytes refuses."""
    read_bytes = Path.read_bytes

    def denied(self: Path) -> bytes:
        if self.name == name:
            raise PermissionError(13, "Permission denied", str(self))
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", denied)


def deny_listing(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Make every folder named ``name`` unlistable: os.scandir (which os.walk and Path.glob use) refuses."""
    scandir = os.scandir

    def denied(path: str | os.PathLike[str]) -> object:
        if Path(os.fspath(path)).name == name:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", denied)
