"""memstone recall: the few memories that should shape the next response, and why."""

from __future__ import annotations

import argparse
import math
import sys
from typing import TYPE_CHECKING

from memstone.commands._common import repo_config

if TYPE_CHECKING:
    from memstone.config import RecallSettings

NAME = "recall"
HELP = "recall the memories that should shape the next response, with reasons"
DESCRIPTION = """\
Recall memories for QUERY (or the query on stdin). Lexical (BM25) and vector candidates are
fused, then ranked by the memory signals (type, source authority, usage, feedback, recency
from git, project, supersession, unlinked conflicts, keyword coverage), then selected: unsafe
for the channel, secret, superseded, already seen by this --session, already in the
--context-file, below the relevance floor, near-duplicate or over the token budget are
rejected, each with its reason. Critical memories that fit come first.

The caution stands: recalled memory is context, not unquestioned truth.

It reads the index (`memstone index build` first; a stale index gives a warning and
still answers) and the local usage ledger, and writes only, with --session, that
session's list of memories already shown (under .memstone/). --as-of REV builds a
throwaway index of that revision (cached embeddings make it cheap) and recalls as of
the revision's commit date. Options not given here come from [recall] in
memstone.toml (max_results, budget_tokens, min_score, project), else the defaults below.

  memstone recall "change how parcelhub retries failed webhooks"
  memstone recall --explain "deploy on a Friday"    every signal, every rejection
  memstone recall --channel public --format json "release notes" --session s-42
  memstone recall --as-of 2026-06-01 "which job queue should the worker use"
  echo "$PROMPT" | memstone recall --format hook    compact block for a prompt

Formats: text (for people), json (stable, documented in docs/recall-json.md),
markdown, and hook (a compact block to paste into a prompt; empty when nothing fits).

Warnings (a stale index, no git history) and notes go to stderr; json also lists them.

Exit status: 0 ok (also when nothing is selected), 2 usage error or no usable index.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", nargs="?", help="what the agent is about to do (default: read stdin)")
    parser.add_argument(
        "-n", "--max-results", type=int, default=None, metavar="N", help="at most N memories (default: 5)"
    )
    parser.add_argument("--budget-tokens", type=int, default=None, metavar="N", help="token budget (default: 1200)")
    parser.add_argument(
        "--min-score", type=float, default=None, metavar="X", help="drop memories scoring below X (default: 0)"
    )
    parser.add_argument("--project", metavar="P", help="the current project: its memories are boosted")
    parser.add_argument(
        "--type",
        dest="types",
        action="append",
        default=[],
        metavar="TYPE",
        help="only this memory type or source kind (repeatable)",
    )
    parser.add_argument(
        "--role",
        dest="roles",
        action="append",
        default=[],
        metavar="ROLE",
        help="only memories for this role (repeatable)",
    )
    parser.add_argument(
        "--channel",
        choices=("public", "internal", "private"),
        help="where the answer goes; nothing more sensitive is shown (default: the repository's default channel)",
    )
    parser.add_argument("--session", metavar="ID", help="skip what this session already received")
    parser.add_argument(
        "--context-file",
        metavar="FILE",
        help="the active prompt: its duplicates are rejected (its first MiB is read, as UTF-8;"
        " undecodable bytes become U+FFFD)",
    )
    parser.add_argument("--as-of", metavar="REV", help="recall from the repository as it was at REV")
    parser.add_argument("--include-superseded", action="store_true", help="show superseded memories, marked")
    parser.add_argument("--explain", action="store_true", help="print every signal and every rejected candidate")
    parser.add_argument(
        "--mode", choices=("full", "hybrid", "bm25", "vector"), default="full", help="ranker (default: full)"
    )
    parser.add_argument("--embedder", choices=("default", "none"), default="default", help="none: BM25 only")
    parser.add_argument(
        "--format", choices=("text", "json", "markdown", "hook"), default="text", help="output format (default: text)"
    )


CONTEXT_LIMIT = 1 << 20  # --context-file: the first MiB is read, the rest ignored (with a warning)


def _read_context(name: str) -> str:
    """The first CONTEXT_LIMIT bytes of ``name``, decoded as UTF-8 with replacement characters."""
    from memstone.errors import UsageError

    try:
        with open(name, "rb") as fh:
            data = fh.read(CONTEXT_LIMIT + 1)
    except OSError as exc:
        raise UsageError(f"--context-file {name}: {exc.strerror or exc}") from None
    if len(data) > CONTEXT_LIMIT:
        print(
            f"memstone recall: warning: --context-file {name}: longer than {CONTEXT_LIMIT >> 20} MiB;"
            " only the first MiB is compared",
            file=sys.stderr,
        )
        data = data[:CONTEXT_LIMIT]
    return data.decode("utf-8", errors="replace")


def _options(args: argparse.Namespace, settings: RecallSettings) -> tuple[int, int, float]:
    """max_results, budget and min_score: the flag, else [recall] in memstone.toml (checked when read), else the default."""
    from memstone.errors import UsageError

    if args.max_results is not None and args.max_results < 1:
        raise UsageError(f"--max-results must be at least 1, not {args.max_results}")
    if args.budget_tokens is not None and args.budget_tokens < 1:
        raise UsageError(f"--budget-tokens must be at least 1, not {args.budget_tokens}")
    if args.min_score is not None and (not math.isfinite(args.min_score) or args.min_score < 0):
        raise UsageError(f"--min-score must be a finite number, 0 or more, not {args.min_score}")
    max_results = next(v for v in (args.max_results, settings.max_results, 5) if v is not None)
    budget = next(v for v in (args.budget_tokens, settings.budget_tokens, 1200) if v is not None)
    min_score = next(v for v in (args.min_score, settings.min_score, 0.0) if v is not None)
    return max_results, budget, min_score


def run(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from memstone.errors import UsageError
    from memstone.recall import RecallOptions, check_types, recall
    from memstone.render import render

    config = repo_config(args)
    max_results, budget, min_score = _options(args, config.recall)
    check_types(tuple(args.types), flag="--type")
    if args.mode == "vector" and (args.embedder == "none" or config.model.name == "none"):
        why = "--embedder none" if args.embedder == "none" else '[model] name = "none" in memstone.toml'
        raise UsageError(f"--mode vector needs the embedding model, and {why} turns it off; use --mode bm25")
    query = args.query if args.query is not None else sys.stdin.read()
    if not query.strip():
        raise UsageError("no query: give QUERY or pipe it on stdin")
    context = _read_context(args.context_file) if args.context_file else None
    options = RecallOptions(
        max_results=max_results,
        budget_tokens=budget,
        min_score=min_score,
        project=args.project or config.recall.project,
        types=tuple(args.types),
        roles=tuple(args.roles),
        channel=args.channel,
        session=args.session,
        active_context=context,
        as_of=args.as_of,
        include_superseded=args.include_superseded,
        mode=args.mode,
        use_model=args.embedder != "none",
    )
    result = recall(query.strip(), config=config, options=options)
    for warning in result.warnings:  # on stderr, like every command's; json also keeps them in its output
        kind = "note" if warning.startswith("as of ") else "warning"
        print(f"memstone recall: {kind}: {warning}", file=sys.stderr)
    shown = result if args.format == "json" else replace(result, warnings=())
    out = render(shown, args.format, explain=args.explain)
    if out:
        sys.stdout.write(out)
    return 0
