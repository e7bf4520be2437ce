"""memstone init: turn a folder into a memory repository."""

from __future__ import annotations

import argparse
import subprocess
import sys
from importlib import resources
from pathlib import Path

from memstone.errors import RepoError, UsageError

NAME = "init"
HELP = "turn a folder into a memory repository (idempotent; never overwrites)"
DESCRIPTION = """\
Create what a memory repository needs, leaving every existing file alone:

  memory/MEMORY.md                 generated index of memories
  memstone.toml                    configuration
  .pre-commit-config.yaml          memstone-lint and memstone-scan hooks
  .gitignore                       gains a `.memstone/` line if it lacks one
  .github/workflows/memstone.yml   lint, scan, review and index in CI

Runs `git init` first when DIR is not inside a git repository. Running it twice
changes nothing and says so.

  memstone init my-memory          create my-memory/ and everything above
  memstone init --dry-run .        list what would be created here

Exit status: 0 done (or nothing to do), 2 DIR is not a usable directory.
"""

FILES = (
    ("MEMORY.md", "memory/MEMORY.md"),
    ("memstone.toml", "memstone.toml"),
    ("pre-commit-config.yaml", ".pre-commit-config.yaml"),
    ("workflow.yml", ".github/workflows/memstone.yml"),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", nargs="?", default=None, help="the folder (default: -C DIR or the current one)")
    parser.add_argument("--dry-run", action="store_true", help="say what would be created; write nothing")


def template(name: str) -> str:
    """A template's text; the workflow pins the memstone version that wrote it."""
    from memstone import __version__

    text = resources.files("memstone").joinpath(f"templates/{name}").read_text("utf-8")
    return text.replace("@VERSION@", __version__)


def init_repo(root: Path, *, dry_run: bool = False) -> list[str]:
    """Create the missing pieces; return what was (or would be) done, one line each."""
    from memstone.catalog import write_atomic

    if root.exists() and not root.is_dir():
        raise UsageError(f"{root} exists and is not a directory")
    done: list[str] = []
    if not dry_run:
        try:
            root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot create {root}: {exc.strerror}") from None
    inside_git = False
    if root.exists():
        proc = subprocess.run(["git", "rev-parse", "--git-dir"], cwd=root, capture_output=True, check=False)
        inside_git = proc.returncode == 0
    if not inside_git:
        done.append("git init")
        if not dry_run:
            proc = subprocess.run(["git", "init", "-q"], cwd=root, capture_output=True, check=False)
            if proc.returncode != 0:
                raise RepoError(f"git init failed in {root}: {proc.stderr.decode(errors='replace').strip()}")
    for src, dest in FILES:
        target = root / dest
        if target.exists():
            continue
        done.append(f"create {dest}")
        if not dry_run:
            write_atomic(target, template(src))
    gitignore = root / ".gitignore"
    existing = gitignore.read_text(encoding="utf-8", errors="replace") if gitignore.exists() else ""
    if not any(line.strip().rstrip("/") in (".memstone", "/.memstone") for line in existing.splitlines()):
        done.append(("update" if existing else "create") + " .gitignore (add .memstone/)")
        if not dry_run:
            sep = "" if not existing or existing.endswith("\n") else "\n"
            write_atomic(gitignore, existing + sep + template("gitignore"))
    return done


def run(args: argparse.Namespace) -> int:
    if args.dir == "":  # Path("") is ".", so an unset shell variable would initialise the current folder
        raise UsageError("DIR is empty; give a folder (use . for the current one)")
    root = Path(args.dir if args.dir is not None else args.repo).resolve()
    done = init_repo(root, dry_run=args.dry_run)
    if not done:
        print(f"{root} is already a memory repository; nothing to do", file=sys.stderr)
        return 0
    prefix = "would " if args.dry_run else ""
    for line in done:
        print(f"{prefix}{line}")
    if not args.dry_run:
        print(
            f"\nmemory repository ready in {root}. Next: write memory/<type>_<topic>.md, then `memstone lint`.",
            file=sys.stderr,
        )
    return 0
