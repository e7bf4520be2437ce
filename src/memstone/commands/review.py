"""memstone review: a Markdown report of what a range of commits changes in memory."""

from __future__ import annotations

import argparse
import sys

from memstone.commands._common import add_format, repo_config

NAME = "review"
HELP = "report what BASE..HEAD changes in memory (for pull requests)"
DESCRIPTION = """\
Write a report of what a range of commits changes in memory, for a pull request
comment or a terminal:

  - a summary table of memories added, changed, renamed, superseded and deleted;
  - the frontmatter fields that changed, risky ones first (critical turned on,
    sensitivity lowered, evergreen set, half-life raised a lot, supersedes changed,
    type changed);
  - supersession the change introduces (frontmatter, `Supersedes:` and
    `Superseded-by:` commit trailers) and what it retires;
  - lint and scan findings on the changed files (secrets redacted);
  - new memories that nearly duplicate or may conflict with an active memory;
  - with --impact and an eval query file: recall metrics at BASE and HEAD.

RANGE is BASE..HEAD, BASE...HEAD (from the merge base), or BASE (to HEAD); by default
the merge base with the default branch up to HEAD. Everything is read from git objects.
As in `git log`, BASE..HEAD means the commits reachable from HEAD and not from BASE: if
BASE is not an ancestor of HEAD, the report starts at their merge base, so a reversed
range (HEAD..HEAD~3) holds no commits and reports no changes. Two sides with no common
ancestor are a usage error.

  memstone review                        this branch against the default branch
  memstone review main...HEAD            the same, explicitly (what a pull request shows)
  memstone review HEAD~3..HEAD -o r.md   the last three commits, written to r.md
  memstone review --format json          the same data for tools

Exit status: 0 no blocking findings, 1 lint or scan errors in the change, 2 usage error.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "range",
        nargs="?",
        metavar="RANGE",
        help="BASE..HEAD, BASE...HEAD or BASE (default: merge base with the default branch..HEAD)",
    )
    add_format(parser, ("markdown", "json"))
    parser.add_argument("--no-scan", action="store_true", help="skip the secret scan of changed files")
    parser.add_argument(
        "--impact", action="store_true", help="run the eval queries at BASE and HEAD (builds two indexes)"
    )
    parser.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE instead of stdout")


def run(args: argparse.Namespace) -> int:
    from memstone.review import build_review, parse_range
    from memstone.review_render import render_json, render_markdown

    config = repo_config(args, reads_work_tree=False)
    base, head = parse_range(config, args.range)
    review = build_review(config, base, head, scan=not args.no_scan)
    if args.impact:
        from dataclasses import replace

        from memstone.review_impact import recall_impact

        review = replace(review, impact=recall_impact(config, base, head))
    text = render_json(review) if args.format == "json" else render_markdown(review)
    if args.output:
        from pathlib import Path

        from memstone.catalog import write_atomic

        write_atomic(Path(args.output), text)
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 1 if review.blocking else 0
