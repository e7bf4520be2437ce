"""Helpers shared by commands: finding the repository, common options, output."""

from __future__ import annotations

import argparse
from pathlib import Path

from memstone.config import Config, check_memory_dir, load_config
from memstone.repo import find_root


def repo_config(args: argparse.Namespace, *, reads_work_tree: bool = True) -> Config:
    """The repository's checked configuration. A command that reads the work tree's memories needs its memory
    folder to exist (only `init` makes one; a typo in memory_dir would otherwise read as "no memories"); one that
    reads commits (review, log, history) does not: the folder may be gone from the checkout and not from the range."""
    config = load_config(find_root(Path(args.repo)))
    if reads_work_tree:
        check_memory_dir(config)
    return config


def add_format(parser: argparse.ArgumentParser, choices: tuple[str, ...] = ("text", "json")) -> None:
    parser.add_argument(
        "--format",
        choices=choices,
        default=choices[0],
        help=f"output format (default: {choices[0]}); json is stable and meant for tools",
    )


def add_as_of(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--as-of",
        metavar="REV",
        help="read the repository as it was at REV (commit, tag, branch or date), from git objects",
    )
