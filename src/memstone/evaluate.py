"""Score recall against labelled queries: recall@k, MRR and nDCG@10, overall and per label.

The query file (YAML)::

    queries:
      - id: q1
        query: how do we deploy?
        expected: [decision_deploy_staging]     # memories that should come back
        forbidden: [decision_deploy_friday]     # memories that must not (superseded, private ...)
        label: supersession
        channel: public        # optional, like --channel
        project: project-a     # optional, like --project
        as_of: v1              # optional, like --as-of

A query whose top 10 holds a forbidden memory scores 0 on every metric; a query with no
expected memory scores 1 when nothing forbidden comes back. Modes: ``bm25``, ``vector`` and
``hybrid`` are the plain providers (no memory signals, no filters); ``full`` is the whole
ranker and selection, as ``memstone recall`` runs it.
"""

from __future__ import annotations

import math
import shutil
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone.config import Config
from memstone.errors import UsageError
from memstone.recall import MODES, RecallOptions, recall

if TYPE_CHECKING:
    from memstone.candidates import IndexReader
    from memstone.embed import Embedder

DEPTH = 10  # the list every metric is computed on


@dataclass(frozen=True, slots=True)
class EvalQuery:
    id: str
    query: str
    expected: tuple[str, ...]
    forbidden: tuple[str, ...] = ()
    label: str = "general"
    channel: str | None = None
    project: str | None = None
    as_of: str | None = None
    where: str = field(default="", compare=False)  # "FILE:LINE" of the query, for messages
    name_lines: tuple[tuple[str, int], ...] = field(default=(), compare=False)  # expected/forbidden name -> line
    as_of_line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class Scores:
    recall_at_k: float
    mrr: float
    ndcg10: float
    forbidden: float  # share of queries with a forbidden memory in the top 10
    n: int


@dataclass(frozen=True, slots=True)
class QueryOutcome:
    id: str
    label: str
    mode: str
    returned: tuple[str, ...]
    recall_at_k: float
    mrr: float
    ndcg10: float
    forbidden_hits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EvalReport:
    k: int
    modes: tuple[str, ...]
    overall: dict[str, Scores]
    labels: dict[str, dict[str, Scores]]  # label -> mode -> scores
    outcomes: tuple[QueryOutcome, ...] = field(default=(), compare=False)
    warnings: tuple[str, ...] = field(default=(), compare=False)  # "FILE:LINE: ..." for stderr


def load_queries(path: Path) -> list[EvalQuery]:
    """Read and check a query file; any problem is a UsageError naming the file, line and query."""
    import yaml

    try:
        loader = yaml.SafeLoader(path.read_text(encoding="utf-8"))
        try:  # one parse: the node tree gives each query's line, then the data
            node = loader.get_single_node()
            nodes = _item_nodes(node)
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except OSError as exc:
        raise UsageError(f"{path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise UsageError(f"{path}: not valid YAML: {exc}") from None
    items = data.get("queries") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise UsageError(f"{path}:1: expected a mapping with a `queries:` list")
    out: list[EvalQuery] = []
    seen: set[str] = set()
    for i, item in enumerate(items, 1):
        item_node = nodes[i - 1] if i <= len(nodes) else None
        line = item_node.start_mark.line + 1 if item_node is not None else 1
        where = f"{path}:{line}: query {i}"
        if not isinstance(item, dict) or not isinstance(item.get("query"), str) or not item["query"].strip():
            raise UsageError(f"{where}: needs a non-empty `query`")
        qid = str(item.get("id", i))
        if qid in seen:
            raise UsageError(f"{where}: duplicate id {qid!r}")
        seen.add(qid)
        unknown = set(item) - {"id", "query", "expected", "forbidden", "label", "channel", "project", "as_of"}
        if unknown:
            raise UsageError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        lists = {}
        for key in ("expected", "forbidden"):
            value = item.get(key) or []
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise UsageError(f"{where}: `{key}` must be a list of memory names")
            lists[key] = tuple(value)
        out.append(
            EvalQuery(
                id=qid,
                query=item["query"],
                expected=lists["expected"],
                forbidden=lists["forbidden"],
                label=str(item.get("label") or "general"),
                channel=_opt(item.get("channel")),
                project=_opt(item.get("project")),
                as_of=_opt(item.get("as_of")),
                where=f"{path}:{line}",
                name_lines=_name_lines(item_node, ("expected", "forbidden")),
                as_of_line=dict(_name_lines(item_node, ("as_of",))).get(str(item.get("as_of")), line),
            )
        )
    return out


def _item_nodes(node: Any) -> list[Any]:
    """The YAML node of each item of the top-level ``queries:`` list (empty when there is none)."""
    import yaml

    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if getattr(key, "value", None) == "queries" and isinstance(value, yaml.SequenceNode):
                return list(value.value)
    return []


def _name_lines(item: Any, keys: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """(value, 1-based line) of each scalar under the item's ``keys`` (a scalar or a list of them)."""
    import yaml

    out: list[tuple[str, int]] = []
    if isinstance(item, yaml.MappingNode):
        for key, value in item.value:
            if getattr(key, "value", None) in keys:
                values = value.value if isinstance(value, yaml.SequenceNode) else [value]
                out += [(str(v.value), v.start_mark.line + 1) for v in values if isinstance(v, yaml.ScalarNode)]
    return tuple(out)


def unknown_names(q: EvalQuery, known: Callable[[str], bool]) -> list[str]:
    """A warning ("FILE:LINE: ...") for each expected or forbidden name of ``q`` that is no memory."""
    lines = dict(q.name_lines)
    where = q.where.rsplit(":", 1)[0] if q.where else ""
    out = []
    for key, names in (("expected", q.expected), ("forbidden", q.forbidden)):
        for name in names:
            if not known(name):
                at = f"{where}:{lines[name]}" if where and name in lines else q.where or f"query {q.id}"
                rev = f" at {q.as_of}" if q.as_of else ""
                # an expected name that is no memory can never be found; a forbidden one can never be violated
                effect = "it always scores 0" if key == "expected" else "the check can never fail"
                out.append(f"{at}: query {q.id!r}: {key} memory {name!r} does not exist{rev} ({effect})")
    return out


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def score_query(
    returned: Sequence[str], expected: Sequence[str], forbidden: Sequence[str], k: int
) -> tuple[float, ...]:
    """(recall@k, reciprocal rank, nDCG@10) of one ranked list; 0 for all when a forbidden name is in the top 10."""
    top = list(returned[:DEPTH])
    if any(name in forbidden for name in top):
        return 0.0, 0.0, 0.0
    if not expected:
        return 1.0, 1.0, 1.0
    wanted = set(expected)
    recall_k = len(wanted & set(top[:k])) / len(wanted)
    rr = next((1.0 / i for i, name in enumerate(top, 1) if name in wanted), 0.0)
    dcg = sum(1.0 / math.log2(i + 1) for i, name in enumerate(top, 1) if name in wanted)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(wanted), DEPTH) + 1))
    return recall_k, rr, dcg / ideal


def evaluate(
    queries: Sequence[EvalQuery],
    *,
    config: Config,
    reader: IndexReader,
    modes: Iterable[str] = ("full",),
    k: int = 5,
    embedder: Embedder | None = None,
    now: datetime | None = None,
    options: RecallOptions | None = None,
) -> EvalReport:
    """Run every query in every mode and aggregate the metrics."""
    modes = tuple(modes)
    for mode in modes:
        if mode not in MODES:
            raise UsageError(f"unknown mode {mode!r} (known: {', '.join(MODES)})")
    base = options or RecallOptions()
    commits = _resolve_as_of(config, queries)  # a bad revision fails before anything is built
    outcomes: list[QueryOutcome] = []
    warnings: list[str] = []
    as_of_readers: dict[str, tuple[IndexReader, datetime]] = {}
    tmp_dirs: list[Path] = []
    try:
        for q in queries:
            use_reader, when = reader, now
            if q.as_of:
                if q.as_of not in as_of_readers:
                    as_of_readers[q.as_of] = _reader_as_of(
                        config, commits[q.as_of], embedder or reader.embedder, tmp_dirs
                    )
                use_reader, when = as_of_readers[q.as_of]
            warnings += unknown_names(q, use_reader.memories().__contains__)
            for mode in modes:
                opts = RecallOptions(
                    max_results=DEPTH,
                    budget_tokens=None,
                    min_score=base.min_score,
                    project=q.project,
                    channel=q.channel,
                    mode=mode,
                    weights=base.weights,
                    record_session=False,
                )
                result = recall(q.query, config=config, options=opts, reader=use_reader, now=when)
                returned = tuple(h.name for h in result.selected)
                r, rr, nd = score_query(returned, q.expected, q.forbidden, k)
                bad = tuple(n for n in returned if n in q.forbidden)
                outcomes.append(QueryOutcome(q.id, q.label, mode, returned, r, rr, nd, bad))
    finally:
        for tmp in tmp_dirs:
            shutil.rmtree(tmp, ignore_errors=True)
    overall = {m: _aggregate([o for o in outcomes if o.mode == m]) for m in modes}
    labels: dict[str, dict[str, Scores]] = {}
    for label in sorted({q.label for q in queries}):
        labels[label] = {m: _aggregate([o for o in outcomes if o.mode == m and o.label == label]) for m in modes}
    return EvalReport(k, modes, overall, labels, tuple(outcomes), tuple(warnings))


def _resolve_as_of(config: Config, queries: Sequence[EvalQuery]) -> dict[str, str]:
    """The commit of each query's ``as_of``; a UsageError naming the query's file and line for a bad one."""
    from memstone.repo import resolve_rev

    commits: dict[str, str] = {}
    for q in queries:
        if q.as_of and q.as_of not in commits:
            try:
                commits[q.as_of] = resolve_rev(config.root, q.as_of)
            except UsageError:
                at = f"{q.where.rsplit(':', 1)[0]}:{q.as_of_line}" if q.where and q.as_of_line else q.where
                raise UsageError(
                    f"{at or 'query ' + q.id}: query {q.id!r}: as_of {q.as_of!r}: not a commit, tag, branch,"
                    " or a date with commits before it"
                ) from None
    return commits


def _reader_as_of(
    config: Config, commit: str, embedder: Embedder | None, tmp_dirs: list[Path]
) -> tuple[IndexReader, datetime]:
    from memstone.index import build_index, open_index
    from memstone.repo import git

    tmp = Path(tempfile.mkdtemp(prefix="memstone-eval-"))
    tmp_dirs.append(tmp)
    build_index(config, embedder=embedder, rev=commit, out_dir=tmp, quiet=True)
    when = datetime.fromtimestamp(int(git(config.root, "log", "-1", "--format=%at", commit)), UTC)
    return open_index(config, embedder=embedder, path=tmp), when


def _aggregate(outcomes: Sequence[QueryOutcome]) -> Scores:
    n = len(outcomes)
    if n == 0:
        return Scores(0.0, 0.0, 0.0, 0.0, 0)
    return Scores(
        recall_at_k=sum(o.recall_at_k for o in outcomes) / n,
        mrr=sum(o.mrr for o in outcomes) / n,
        ndcg10=sum(o.ndcg10 for o in outcomes) / n,
        forbidden=sum(1 for o in outcomes if o.forbidden_hits) / n,
        n=n,
    )


def report_dict(report: EvalReport) -> dict[str, Any]:
    def scores(s: Scores) -> dict[str, Any]:
        return {
            f"recall@{report.k}": round(s.recall_at_k, 4),
            "mrr": round(s.mrr, 4),
            "ndcg@10": round(s.ndcg10, 4),
            "forbidden": round(s.forbidden, 4),
            "queries": s.n,
        }

    return {
        "k": report.k,
        "modes": list(report.modes),
        "overall": {m: scores(s) for m, s in report.overall.items()},
        "labels": {label: {m: scores(s) for m, s in by.items()} for label, by in report.labels.items()},
        "queries": [
            {
                "id": o.id,
                "label": o.label,
                "mode": o.mode,
                "returned": list(o.returned),
                f"recall@{report.k}": round(o.recall_at_k, 4),
                "rr": round(o.mrr, 4),
                "ndcg@10": round(o.ndcg10, 4),
                "forbidden_hits": list(o.forbidden_hits),
            }
            for o in report.outcomes
        ],
    }


def render_report(report: EvalReport) -> str:
    """A fixed-width table: overall, then per label, one row per mode."""
    head = f"{'':24} {'mode':7} {'n':>4} {f'R@{report.k}':>6} {'MRR':>6} {'nDCG@10':>8} {'forbid':>7}"
    lines = [head, "-" * len(head)]

    def rows(title: str, by_mode: dict[str, Scores]) -> None:
        best = max(s.ndcg10 for s in by_mode.values()) if by_mode else 0.0
        for i, (mode, s) in enumerate(by_mode.items()):
            mark = " *" if s.ndcg10 == best and len(by_mode) > 1 else ""
            label = title if i == 0 else ""
            lines.append(
                f"{label[:24]:24} {mode:7} {s.n:>4} {s.recall_at_k:>6.3f} {s.mrr:>6.3f} {s.ndcg10:>8.3f}"
                f" {s.forbidden:>7.3f}{mark}"
            )

    rows("overall", report.overall)
    for label, by_mode in report.labels.items():
        rows(label, by_mode)
    return "\n".join(lines) + "\n"
