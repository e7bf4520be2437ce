"""memstone eval: score recall against labelled queries, optionally against the plain baselines."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from memstone.commands._common import repo_config

NAME = "eval"
HELP = "score recall on labelled queries (recall@k, MRR, nDCG@10, per label)"
DESCRIPTION = """\
Run each query of QUERIES.yaml (default: eval_file in memstone.toml) through recall and score
the returned list against the query's expected memories: recall@k, MRR and nDCG@10, overall
and per label. A forbidden memory (superseded, private in a public channel ...) in the top 10
zeroes the query. With --compare the same queries also run as plain BM25, vectors only and
the hybrid blend (no memory signals, no filters), side by side with the full ranker.

It reads the index (build it first; a stale one gives a warning) and the query file,
and writes nothing. Use it before and after changing memories or ranker weights;
`memstone review --impact` runs it at both ends of a pull request.

  memstone eval                          the queries named by eval_file in memstone.toml
  memstone eval evals/queries.yaml -k 3  another file; recall@3
  memstone eval --compare                the full ranker against the three baselines
  memstone eval --per-query              each query's returned names, to see what missed
  memstone eval --format json            the metrics for tools (--per-query adds each query)

Query file format:
  queries:
    - {id: q1, query: "...", expected: [name], forbidden: [name], label: L, channel: public,
       project: P, as_of: REV}

Exit status: 0 ok (the scores are a report, not a pass or fail), 2 usage error (no query
file, a bad one, or no usable index).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "queries", nargs="?", metavar="QUERIES.yaml", help="labelled queries (default: eval_file in memstone.toml)"
    )
    parser.add_argument("--compare", action="store_true", help="also run bm25, vector and hybrid")
    parser.add_argument(
        "--mode",
        choices=("full", "hybrid", "bm25", "vector"),
        default="full",
        help="the ranker to score, without --compare (default: full)",
    )
    parser.add_argument("-k", type=int, default=5, help="k of recall@k (default: 5)")
    parser.add_argument("--embedder", choices=("default", "none"), default="default", help="none: BM25 only")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    parser.add_argument("--per-query", action="store_true", help="also list each query's returned names")


def run(args: argparse.Namespace) -> int:
    from memstone.errors import IndexMissingError, UsageError
    from memstone.evaluate import evaluate, load_queries, render_report, report_dict
    from memstone.index import index_status, open_index

    config = repo_config(args)
    name = args.queries or config.eval_file
    if not name:
        raise UsageError("no query file: give QUERIES.yaml or set eval_file in memstone.toml")
    path = Path(name) if Path(name).is_absolute() or args.queries else config.root / name
    queries = load_queries(path)
    if args.k < 1:
        raise UsageError("-k must be at least 1")
    status = index_status(config, None)
    if status.state == "missing":
        raise IndexMissingError("no index in .memstone/index: run `memstone index build` first")
    if status.state == "stale":
        print("memstone eval: warning: the index is stale; run `memstone index build`", file=sys.stderr)
    if args.mode == "vector" and not args.compare and (args.embedder == "none" or config.model.name == "none"):
        why = "--embedder none" if args.embedder == "none" else '[model] name = "none" in memstone.toml'
        raise UsageError(f"--mode vector needs the embedding model, and {why} turns it off")
    embedder = None
    if args.embedder != "none":
        from memstone.embed import load_embedder

        embedder = load_embedder(config.model)
    reader = open_index(config, embedder=embedder)
    modes: tuple[str, ...] = ("bm25", "vector", "hybrid", "full") if args.compare else (str(args.mode),)
    if embedder is None:
        modes = tuple(m for m in modes if m != "vector")
    report = evaluate(queries, config=config, reader=reader, modes=modes, k=args.k, embedder=embedder)
    for warning in report.warnings:
        print(f"memstone eval: warning: {warning}", file=sys.stderr)
    if args.format == "json":
        data = report_dict(report)
        if not args.per_query:
            data.pop("queries")
        print(json.dumps(data, indent=2, sort_keys=True))
        return 0
    sys.stdout.write(render_report(report))
    if args.per_query:
        for o in report.outcomes:
            bad = f" FORBIDDEN {','.join(o.forbidden_hits)}" if o.forbidden_hits else ""
            print(f"{o.id} [{o.label}] {o.mode}: rr {o.mrr:.2f} -> {', '.join(o.returned[:5])}{bad}")
    return 0
