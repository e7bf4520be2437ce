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

Reads the hook's JSON from stdin (its "prompt", "session_id" and "cwd": the memory
repository is MEMSTONE_REPO, else -C DIR, else "cwd", else CLAUDE_PROJECT_DIR) and
answers on stdout with {"hookSpecificOutput": {"hookEventName": ..., "additionalContext":
...}}. It reads the index (or, without one, the memory files) and writes only under
.memstone/: the session's list of memories already shown, and an `applied` event per
recalled memory in the usage ledger (see `memstone usage`).

It always answers with valid JSON and exits 0, so it never blocks the agent: a missing
index falls back to the critical memories, a missing model to BM25, and an error or a
recall slower than MEMSTONE_HOOK_TIMEOUT seconds (default 4) to empty context, with
one line on stderr saying why.

  echo '{"prompt": "retry webhooks", "session_id": "s1"}' | memstone hook user-prompt-submit
  memstone -C ~/memory hook session-start --time-limit 2 < /dev/null

Exit status: always 0 (a failure is an empty answer and a line on stderr).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # No argparse choices or types here: argparse would exit 2 (which blocks a prompt in Claude
    # Code) with no JSON; run() checks both and answers with a no-op instead.
    parser.add_argument(
        "event",
        nargs="?",
        metavar="{session-start,user-prompt-submit}",
        help="the agent's hook event: session-start (critical memories) or user-prompt-submit (recall)",
    )
    parser.add_argument(
        "--time-limit",
        metavar="SECONDS",
        help="give up and answer with empty context after SECONDS (default: MEMSTONE_HOOK_TIMEOUT, else 4);"
        " a value that is not a positive number is ignored, with a warning",
    )


def answer_bad_call(problem: str) -> int:
    """The no-op answer (``{}``) for a call that cannot be served, and why on stderr; exit 0."""
    sys.stdout.write("{}\n")
    sys.stdout.flush()
    print(f"memstone hook: warning: {problem}; answered with no context", file=sys.stderr)
    return 0


def run(args: argparse.Namespace) -> int:
    from memstone.agent import DEFAULT_TIME_LIMIT, EVENTS, main, parse_time_limit

    extra = getattr(args, "unknown_args", None)
    if args.event not in EVENTS:
        known = ", ".join(EVENTS)
        problem = "no hook event given" if args.event is None else f"unknown hook event {args.event!r}"
        return answer_bad_call(f"{problem} (known: {known})")
    notes: list[str] = [f"memstone hook: warning: ignored unknown argument(s) {' '.join(extra)}"] if extra else []
    fallback = f"using MEMSTONE_HOOK_TIMEOUT, else {DEFAULT_TIME_LIMIT:g}"
    limit, limit_notes = parse_time_limit(args.time_limit, "--time-limit", fallback)
    if args.repo != ".":
        os.environ.setdefault("MEMSTONE_REPO", args.repo)
    out, answer_notes = main(args.event, sys.stdin.read(), time_limit=limit)
    sys.stdout.write(out + "\n")
    sys.stdout.flush()
    for note in [*notes, *limit_notes, *answer_notes]:
        print(note, file=sys.stderr)
    sys.stderr.flush()
    os._exit(0)  # a recall abandoned at the time limit must not hold the agent
