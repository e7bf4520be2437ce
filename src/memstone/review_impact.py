"""Recall impact of a change: the eval queries run at BASE and at HEAD, side by side."""

from __future__ import annotations

import shutil
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memstone.config import Config
from memstone.errors import RepoError
from memstone.repo import git

TOP = 3


def recall_impact(config: Config, base: str, head: str) -> dict[str, Any] | None:
    """Metrics at both commits and the queries whose top results changed; None without an eval file."""
    from memstone.embed import load_embedder
    from memstone.evaluate import evaluate, load_queries
    from memstone.index import build_index, open_index

    if not config.eval_file:
        return None
    try:
        text = git(config.root, "show", f"{head}:{config.eval_file}")
    except RepoError:
        return None
    embedder = load_embedder(config.model)
    work = Path(tempfile.mkdtemp(prefix="memstone-impact-"))
    try:
        query_file = work / "queries.yaml"
        query_file.write_text(text, encoding="utf-8")
        queries = load_queries(query_file)
        reports = {}
        for label, rev in (("base", base), ("head", head)):
            out = work / label
            build_index(config, embedder=embedder, rev=rev, out_dir=out, quiet=True)
            when = datetime.fromtimestamp(int(git(config.root, "log", "-1", "--format=%at", rev)), UTC)
            reader = open_index(config, embedder=embedder, path=out)
            reports[label] = evaluate(queries, config=config, reader=reader, modes=("full",), now=when)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    def metrics(report: Any) -> dict[str, float]:
        s = report.overall["full"]
        return {f"recall@{report.k}": s.recall_at_k, "MRR": s.mrr, "nDCG@10": s.ndcg10, "forbidden": s.forbidden}

    tops = {label: {o.id: list(o.returned[:TOP]) for o in r.outcomes} for label, r in reports.items()}
    changed = [
        {"id": qid, "base": tops["base"].get(qid, []), "head": tops["head"][qid]}
        for qid in sorted(tops["head"])
        if tops["base"].get(qid) != tops["head"][qid]
    ]
    return {"base": metrics(reports["base"]), "head": metrics(reports["head"]), "changed_queries": changed}
