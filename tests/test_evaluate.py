"""eval: metrics by table, the query-file format, and --compare on a small real repository."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.cli import main
from memstone.config import load_config
from memstone.errors import UsageError
from memstone.evaluate import evaluate, load_queries, render_report, report_dict, score_query
from memstone.index import build_index, open_index


@pytest.mark.parametrize(
    ("returned", "expected", "forbidden", "k", "want"),
    [
        (["a", "b", "c"], ["a"], [], 5, (1.0, 1.0, 1.0)),
        (["b", "a"], ["a"], [], 5, (1.0, 0.5, 1 / math.log2(3))),
        (["b", "c"], ["a"], [], 5, (0.0, 0.0, 0.0)),
        (["a", "x", "b"], ["a", "b"], [], 1, (0.5, 1.0, (1 + 0.5) / (1 + 1 / math.log2(3)))),
        (["a", "bad"], ["a"], ["bad"], 5, (0.0, 0.0, 0.0)),  # a forbidden memory zeroes the query
        ([], [], ["bad"], 5, (1.0, 1.0, 1.0)),  # nothing expected, nothing forbidden returned
        (["bad"], [], ["bad"], 5, (0.0, 0.0, 0.0)),
        ([f"x{i}" for i in range(10)] + ["a"], ["a"], [], 5, (0.0, 0.0, 0.0)),  # past the top 10
    ],
)
def test_score_query(
    returned: list[str], expected: list[str], forbidden: list[str], k: int, want: tuple[float, float, float]
) -> None:
    assert score_query(returned, expected, forbidden, k) == pytest.approx(want)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nope: 1\n", r"q\.yaml:1: expected a mapping with a `queries:` list"),
        ("queries:\n  - {expected: [a]}\n", r"q\.yaml:2: query 1: needs a non-empty `query`"),
        ("queries:\n  - {query: x, expected: a}\n", r"q\.yaml:2: query 1: `expected` must be"),
        ("queries:\n  - {id: 1, query: x}\n\n  - {id: 1, query: y}\n", r"q\.yaml:4: query 2: duplicate id '1'"),
        ("queries:\n  - query: x\n    label: a\n  - query: y\n    wanted: [a]\n", r"q\.yaml:4: query 2: unknown key"),
        ("queries: [\n", "YAML"),
        (b"queries: \xff\n", "not UTF-8"),
    ],
)
def test_bad_query_files(tmp_path: Path, text: str | bytes, message: str) -> None:
    path = tmp_path / "q.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(UsageError, match=message):
        load_queries(path)


QUERIES = """\
queries:
  - id: deploy
    query: when do we deploy to production
    expected: [decision_deploy_staging]
    forbidden: [decision_deploy_fridays]
    label: supersession
  - id: private
    query: salary and bonus notes
    expected: []
    forbidden: [feedback_private_salary]
    label: channel
    channel: public
  - id: billing
    query: invoices reconciled nightly
    expected: [reference_billing_service]
    label: plain
"""


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str]) -> Path:
    def write(name: str, body: str, **fields: object) -> None:
        (git_repo / "memory" / f"{name}.md").write_text(memory_text(name, body=body, **fields), encoding="utf-8")

    write("decision_deploy_fridays", "We deploy to production on Fridays after the release review.")
    write("reference_billing_service", "The billing service reconciles invoices nightly with the ledger.")
    commit("first", date="2025-01-10T10:00:00+00:00")
    write(
        "decision_deploy_staging",
        "Deploys to production go only through staging with a canary.",
        supersedes="[decision_deploy_fridays]",
    )
    write("feedback_private_salary", "Salary and bonus notes for Ada.", sensitivity="private")
    commit("second", date="2025-06-10T10:00:00+00:00")
    (git_repo / "eval").mkdir()
    (git_repo / "eval" / "queries.yaml").write_text(QUERIES, encoding="utf-8")
    build_index(load_config(git_repo), embedder=None)
    return git_repo


def test_compare_full_beats_bm25_where_memory_signals_decide(repo: Path) -> None:
    config = load_config(repo)
    queries = load_queries(repo / "eval" / "queries.yaml")
    report = evaluate(queries, config=config, reader=open_index(config, embedder=None), modes=("bm25", "full"))
    assert report.labels["channel"]["full"].ndcg10 == 1.0
    assert report.labels["channel"]["bm25"].ndcg10 == 0.0
    assert report.labels["channel"]["bm25"].forbidden == 1.0
    assert report.labels["plain"]["full"].mrr == report.labels["plain"]["bm25"].mrr == 1.0
    assert report.overall["full"].ndcg10 > report.overall["bm25"].ndcg10
    text = render_report(report)
    assert "overall" in text and "supersession" in text
    assert set(report_dict(report)["overall"]) == {"bm25", "full"}


def test_cli_eval(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["-C", str(repo), "eval", str(repo / "eval" / "queries.yaml"), "--embedder", "none"]
    assert main([*args, "--compare", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["modes"] == ["bm25", "hybrid", "full"]  # no vector mode without a model
    assert data["overall"]["full"]["queries"] == 3
    assert main(["-C", str(repo), "eval", "--embedder", "none"]) == 2  # no file given, none configured
    assert "eval_file" in capsys.readouterr().err
