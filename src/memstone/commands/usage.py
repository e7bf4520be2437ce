"""memstone usage: show the local usage ledger, or fold it into the memory files."""

from __future__ import annotations

import argparse
import json
import sys

from memstone.commands._common import add_format, repo_config

NAME = "usage"
HELP = "show the usage ledger, or fold it into frontmatter (usage apply)"
DESCRIPTION = """\
Show the local usage ledger (.memstone/usage/ledger.jsonl: the events `memstone
feedback` and the agent hooks record), or fold it into the memory files so the
counts travel with the repository.

  memstone usage show            what the ledger holds, per memory
  memstone usage apply           dry run: the diff that folding would make
  memstone usage apply --write   write it (atomically), then clear what was applied

Folding updates only `hits`, `prevented`, `last_applied`, `feedback_score` and
`feedback_count` lines, so the result is a small, reviewable change to commit.
Each line keeps its comment and line ending. Events for a memory renamed since are
found through git history; events for a deleted memory are reported and dropped.
Events for a memory file that cannot be read (broken YAML), or that `memstone lint`
rejects where folding reads or writes (a key that appears twice anywhere in the
frontmatter; a usage key the schema refuses: `hits: [1, 2]`, `last_applied:
yesterday`), are kept in the ledger, the file is left untouched and its findings are
printed as lint prints them; fix it and apply again. Other lint errors (a long
`description`, a bad `created`) do not stop the fold. Files are written only with
--write, each atomically (through a symlink, to its target); review the diff and
commit it.

  memstone usage show --format json     the counts per memory, for tools
  memstone usage apply --format json    files that would change, events applied, skipped

Exit status: 0 ok (also when there is nothing to apply), 1 some events kept in the
ledger because of a problem in a memory file, 2 usage error.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("show", "apply"), help="show the ledger, or fold it")
    parser.add_argument("--write", action="store_true", help="with apply: write the files (default: dry run)")
    add_format(parser)


def run(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from memstone.usage import apply_fold, ledger_path, ledger_stats, plan_fold, unified_diff, unreadable_lines

    config = repo_config(args)
    bad = unreadable_lines(config)
    if bad:
        print(
            f"memstone: warning: {bad} line(s) of {ledger_path(config)} are not usage events; ignored and kept",
            file=sys.stderr,
        )
    if args.action == "show":
        stats = ledger_stats(config)
        if args.format == "json":
            print(json.dumps({n: asdict(s) for n, s in sorted(stats.items())}, indent=2, sort_keys=True))
        elif not stats:
            print("the usage ledger is empty", file=sys.stderr)
        else:
            for name, s in sorted(stats.items()):
                print(
                    f"{name}: applied {s.hits}, prevented {s.prevented}, helpful {s.helpful}, unhelpful {s.unhelpful}"
                )
        return 0
    plan = plan_fold(config)
    if args.format == "json":
        data = {
            "files": sorted(plan.edits),
            "applied": len(plan.applied),
            "skipped": [{"name": e.name, "event": e.event, "why": why} for e, why in plan.skipped],
            "held": [{"name": e.name, "event": e.event, "why": why} for e, why in plan.held],
            "problems": [f.format() for f in plan.problems],
            "written": bool(args.write),
        }
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        sys.stdout.write(unified_diff(plan))
    if not plan.applied and not plan.skipped and not plan.held:
        print("nothing to apply", file=sys.stderr)
        return 0
    if args.write:
        apply_fold(config, plan)
    if args.format != "json":
        for f in plan.problems:
            print(f.format(), file=sys.stderr)
        for e, why in plan.held:
            print(f"kept {e.event} for {e.name} in the ledger: {why}", file=sys.stderr)
        for e, why in plan.skipped:
            print(f"{'dropped' if args.write else 'would drop'} {e.event} for {e.name}: {why}", file=sys.stderr)
    if args.write:
        print(
            f"folded {len(plan.applied)} event(s) into {len(plan.edits)} file(s); review and commit them",
            file=sys.stderr,
        )
    else:
        print(f"dry run: {len(plan.edits)} file(s) would change; rerun with --write", file=sys.stderr)
    return 1 if plan.held else 0
