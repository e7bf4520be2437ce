"""memstone hook: the runtime an agent's hook calls (reads the event JSON on stdin)."""

from __future__ import annotations

import argparse
import os
import sys

NAME = "hook"
HELP = "answer an agent hook event (Claude Code JSON on stdin, JSON on stdout)"
DESCRIPTION = """\
Called by the hooks that `memstone hooks install` writes; not usually run by hand.

  session-start        inject the critical memories and a short summary
  user-prompt-submit   recall memories for the prompt (de-duplicated per session_id)

Reads the hook's JSON from stdin and always answers with valid JSON and exit 0: a
missing index falls back to the critical memories, a missing model to BM25, and an
error or a recall slower than MEMSTONE_HOOK_TIMEOUT seconds (default 4) to empty
context, with one line on stderr saying why.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("event", choices=("session-start", "user-prompt-submit"))
    parser.add_argument("--time-limit", type=float, metavar="SECONDS", help="override MEMSTONE_HOOK_TIMEOUT")


def run(args: argparse.Namespace) -> int:
    from memstone.agent import main

    if args.repo != ".":
        os.environ.setdefault("MEMSTONE_REPO", args.repo)
    out, notes = main(args.event, sys.stdin.read(), time_limit=args.time_limit)
    sys.stdout.write(out + "\n")
    sys.stdout.flush()
    for note in notes:
        print(note, file=sys.stderr)
    sys.stderr.flush()
    os._exit(0)  # a recall abandoned at the time limit must not hold the agent
