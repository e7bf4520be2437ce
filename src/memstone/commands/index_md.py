"""memstone index-md: regenerate MEMORY.md from the memory files."""

from __future__ import annotations

import argparse
import difflib
import sys

from memstone.commands._common import repo_config
from memstone.config import Config
from memstone.errors import UsageError

NAME = "index-md"
HELP = "regenerate MEMORY.md (grouped by type, critical first), atomically"
DESCRIPTION = """\
Regenerate memory/MEMORY.md from the memory files: one line per memory (a link to the
file and its description), critical memories first, then one section per type. The
file is written to a temporary file and renamed into place, so it is never half written.
Only MEMORY.md changes; memory files are read, never touched. `memstone lint --fix`
does the same and then lints.

  memstone index-md            rewrite it if it is out of date
  memstone index-md --dry-run  print the diff it would make
  memstone index-md --check    exit 1 if it is out of date (for CI or a hook)

Exit status: 0 written or already up to date, 1 out of date (--check), 2 usage error.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dry-run", action="store_true", help="print the diff it would make; write nothing")
    parser.add_argument(
        "--check", action="store_true", help="print the diff and exit 1 if MEMORY.md is out of date; write nothing"
    )


def regenerate(config: Config, *, dry_run: bool, quiet: bool = False) -> bool:
    """Rewrite MEMORY.md if it differs; return True when it changed (or would)."""
    from memstone.catalog import render_index, write_atomic
    from memstone.findings import UNREADABLE, display_path, within
    from memstone.repo import read_worktree
    from memstone.validate import load_corpus

    snapshot = read_worktree(config)
    refused = [f for f in snapshot.unread if f.rule == UNREADABLE and within(f.path, [config.memory_dir])]
    if refused:  # the entries of the memories it cannot read would be dropped: leave the file as it is
        first = refused[0]
        raise UsageError(
            f"{display_path(first.path)}: {first.message}; {config.index_md} left as it is "
            "(rewriting it would drop what cannot be read)"
        )
    corpus = load_corpus(snapshot, config)
    names: dict[str, int] = {}
    for m in corpus.memories:
        names[m.name] = names.get(m.name, 0) + 1
    text = render_index(corpus.memories, config.memory_dir)
    path = config.root / config.index_md
    if path.exists() and not path.is_file():
        raise UsageError(f"{path} is not a regular file; move it away and run `memstone index-md` again")
    try:
        old = path.read_text(encoding="utf-8") if path.exists() else ""
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if old == text:
        if not quiet:
            print(f"{config.index_md} is up to date ({len(corpus.memories)} memories)", file=sys.stderr)
        return False
    if dry_run:
        from memstone.scan import redact_secrets

        diff = "".join(
            difflib.unified_diff(
                old.splitlines(True), text.splitlines(True), f"a/{config.index_md}", f"b/{config.index_md}"
            )
        )
        sys.stdout.write(redact_secrets(diff)[0])  # a description may hold one: `scan` reports it, never the output
        return True
    write_atomic(path, text)
    if not quiet:
        print(f"wrote {config.index_md} ({len(corpus.memories)} memories)", file=sys.stderr)
    return True


def run(args: argparse.Namespace) -> int:
    config = repo_config(args)
    changed = regenerate(config, dry_run=args.dry_run or args.check, quiet=args.check)
    return 1 if changed and args.check else 0
