"""memstone feedback: rate a recalled memory; recall uses it at once."""

from __future__ import annotations

import argparse
import sys

from memstone.commands._common import repo_config

NAME = "feedback"
HELP = "record that a memory helped, did not help, or prevented a mistake"
DESCRIPTION = """\
Record usage feedback for one or more memories in the local ledger
(.memstone/usage/ledger.jsonl, never committed). Recall uses it at once: helpful and
prevented raise a memory's score, unhelpful lowers it. `memstone usage apply` later
folds the ledger into the memory files as one reviewable change. The memory files in
the work tree are read (to check the names) and never written.

  memstone feedback feedback_run_full_suite --helpful
  memstone feedback decision_queue_backend --unhelpful --session abc123
  memstone feedback invariant_money_in_cents --prevented
  memstone feedback convention_a convention_b --applied   several at once

Names are the bracketed names `memstone recall` prints (in JSON, each hit's "name" and a
ready-made "feedback" command line).

Exit status: 0 recorded, 2 usage error (e.g. no memory of that name; nothing is
recorded then).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("names", nargs="+", metavar="NAME", help="the memories to rate, by name")
    kind = parser.add_mutually_exclusive_group(required=True)
    kind.add_argument("--helpful", dest="event", action="store_const", const="helpful", help="it helped")
    kind.add_argument("--unhelpful", dest="event", action="store_const", const="unhelpful", help="it did not help")
    kind.add_argument(
        "--prevented", dest="event", action="store_const", const="prevented", help="it prevented a mistake"
    )
    kind.add_argument("--applied", dest="event", action="store_const", const="applied", help="it was used")
    parser.add_argument("--session", metavar="ID", help="the agent session it happened in")


def run(args: argparse.Namespace) -> int:
    from memstone.errors import UsageError
    from memstone.repo import read_worktree
    from memstone.usage import record
    from memstone.validate import load_corpus

    config = repo_config(args)
    corpus = load_corpus(read_worktree(config), config)
    known = corpus.by_name()
    unknown = [n for n in args.names if n not in known]
    if unknown:
        raise UsageError(f"no memory named {', '.join(map(repr, unknown))}; see `memstone status` or MEMORY.md")
    paths = {n: known[n].path for n in args.names}
    hashes = {n: known[n].content_hash for n in args.names}
    count = record(config, args.event, args.names, session=args.session, paths=paths, hashes=hashes)
    print(
        f"recorded {count} {args.event} event(s); fold them into the files with `memstone usage apply`", file=sys.stderr
    )
    return 0
