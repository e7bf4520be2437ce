"""recall() end to end on real git repositories with pinned dates (lexical only; no model needed)."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from conftest import memory_text

from memstone.cli import main
from memstone.config import load_config
from memstone.errors import IndexMissingError, UsageError
from memstone.index import build_index, index_status, open_index
from memstone.recall import RecallOptions, RecallResult, recall
from memstone.render import render

NOW = datetime(2026, 6, 1, tzinfo=UTC)
TOKEN = "ghp_" + "a1B2c3D4e5" * 4


def write(root: Path, name: str, body: str, **fields: object) -> None:
    (root / "memory" / f"{name}.md").write_text(memory_text(name, body=body, **fields), encoding="utf-8")


@pytest.fixture
def repo(git_repo: Path, commit: Callable[..., str]) -> Path:
    write(git_repo, "decision_deploy_fridays", "We deploy to production on Fridays after the release review.")
    write(git_repo, "reference_billing_service", "The billing service reconciles invoices nightly with the ledger.")
    write(git_repo, "reference_cache_layer", "The cache layer uses Redis with a ten minute expiry on sessions.")
    write(git_repo, "project_search_backend", "Search runs on Elasticsearch version 7 for the product catalog.")
    commit("first", date="2025-01-10T10:00:00+00:00")
    write(
        git_repo,
        "decision_deploy_staging",
        "We deploy to production only through staging, with a green canary for an hour.",
        supersedes="[decision_deploy_fridays]",
    )
    write(git_repo, "feedback_private_salary", "Deploy bonus and salary notes for Ada.", sensitivity="private")
    write(git_repo, "invariant_never_force_push", "Never force-push to main.", critical="true")
    write(git_repo, "project_search_backend_v8", "Search runs on Elasticsearch version 8 for the product catalog.")
    write(git_repo, "reference_ci_token", f"The CI token is {TOKEN} and lives in the vault.")
    commit("second", date="2025-06-10T10:00:00+00:00")
    build_index(load_config(git_repo), embedder=None)
    return git_repo


def run(root: Path, query: str, **kw: object) -> RecallResult:
    kw.setdefault("use_model", False)
    return recall(query, config=load_config(root), options=RecallOptions(**kw), now=NOW)  # type: ignore[arg-type]


def names(result: RecallResult) -> list[str]:
    return [h.name for h in result.selected]


def reasons(result: RecallResult) -> dict[str, str]:
    return {r.name: r.reason for r in result.rejected}


def test_superseded_hidden_by_default_and_marked_when_asked(repo: Path) -> None:
    result = run(repo, "when do we deploy to production")
    assert names(result)[0] == "decision_deploy_staging"
    assert "decision_deploy_fridays" not in names(result)
    assert reasons(result)["decision_deploy_fridays"] == "superseded"
    shown = run(repo, "when do we deploy to production", include_superseded=True)
    old = next(h for h in shown.selected if h.name == "decision_deploy_fridays")
    assert old.superseded_by == ("decision_deploy_staging",)
    assert names(shown).index("decision_deploy_staging") < names(shown).index("decision_deploy_fridays")


@pytest.mark.parametrize(("channel", "shown"), [("public", False), ("internal", False), ("private", True)])
def test_private_memory_only_in_private_channel(repo: Path, channel: str, shown: bool) -> None:
    result = run(repo, "salary and bonus notes", channel=channel)
    assert ("feedback_private_salary" in names(result)) is shown
    if not shown:
        assert reasons(result)["feedback_private_salary"] == "channel"


def test_critical_memory_included_even_when_unrelated(repo: Path) -> None:
    result = run(repo, "invoices reconciled nightly")
    assert names(result)[0] == "reference_billing_service"
    assert "invariant_never_force_push" in names(result)


def test_unlinked_conflict_newer_first_older_marked(repo: Path) -> None:
    result = run(repo, "which Elasticsearch version does search run on", include_superseded=True)
    ranked = [n for n in names(result) if n.startswith("project_search")]
    rejected = {r.name: r for r in result.rejected}
    assert ranked[0] == "project_search_backend_v8"
    if "project_search_backend" in ranked:
        old = next(h for h in result.selected if h.name == "project_search_backend")
        assert old.possibly_superseded_by == ("project_search_backend_v8",)
    else:  # close enough to be a near-duplicate of the selected newer one
        assert rejected["project_search_backend"].reason == "duplicate-candidate"


def test_secret_never_in_any_output(repo: Path) -> None:
    result = run(repo, "where is the CI token kept", channel="private")
    assert "reference_ci_token" in names(result) or reasons(result).get("reference_ci_token") == "secret"
    for fmt in ("text", "json", "markdown", "hook"):
        assert TOKEN not in render(result, fmt, explain=True)


def test_an_index_redacted_under_other_rules_is_scanned_again(
    git_repo: Path, commit: Callable[..., str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import memstone.scan as scan

    dsn = "postgres://admin:S3cr3t-Pa55@db.internal:5432/app"
    write(git_repo, "reference_billing_db", f"The billing database for reports is {dsn} on the internal network.")
    commit("dsn", date="2025-06-10T10:00:00+00:00")
    with monkeypatch.context() as old:  # an index from a memstone whose rules missed this secret
        old.setattr(scan, "redact_secrets", lambda text: (text, 0))
        old.setattr(scan, "rules_fingerprint", lambda: "older rules")
        build_index(load_config(git_repo), embedder=None)
    status = index_status(load_config(git_repo), None)
    assert (status.state, status.reason) == ("stale", "memstone's secret rules changed since it was built")
    result = run(git_repo, "where is the billing database for reports", channel="private")
    assert reasons(result)["reference_billing_db"] == "secret"
    assert any("secret rules changed" in w for w in result.warnings)
    for fmt in ("text", "json", "markdown", "hook"):
        assert "S3cr3t" not in render(result, fmt, explain=True)
    build_index(load_config(git_repo), embedder=None)  # these rules: nothing stored under the old is reused
    from memstone.records import RECORDS, RecordStore, index_dir

    store = RecordStore(index_dir(load_config(git_repo)) / RECORDS)
    assert all("S3cr3t" not in c.text for c in store.chunks())
    store.close()
    assert index_status(load_config(git_repo), None).state == "current"
    result = run(git_repo, "where is the billing database for reports", channel="private")
    assert names(result) == ["reference_billing_db"] and result.selected[0].redacted == 1
    assert "S3cr3t" not in result.selected[0].text


def test_session_dedup(repo: Path) -> None:
    first = run(repo, "invoices reconciled nightly", session="s1")
    again = run(repo, "invoices reconciled nightly", session="s1")
    assert "reference_billing_service" in names(first)
    assert "reference_billing_service" not in names(again)
    assert reasons(again)["reference_billing_service"] == "session-seen"
    assert "reference_billing_service" in names(run(repo, "invoices reconciled nightly", session="s2"))


def test_active_context_duplicate(repo: Path) -> None:
    context = "As noted: the billing service reconciles invoices nightly with the ledger. Now fix the bug."
    result = run(repo, "billing invoices ledger", active_context=context)
    assert reasons(result)["reference_billing_service"] == "duplicate-active-context"


def test_diagnostics_counts_and_budget(repo: Path) -> None:
    result = run(repo, "deploy production staging", budget_tokens=40, max_results=3)
    assert result.counts.selected == len(result.selected) <= 3
    assert result.counts.ranked >= result.counts.selected
    assert result.budget_used <= 40
    assert all(r.reason for r in result.rejected)
    assert result.keywords  # the raw prompt is not the query


def test_type_filter(repo: Path) -> None:
    result = run(repo, "deploy production", types=("decision",))
    assert {h.type for h in result.selected} <= {"decision"}


def test_warm_reader_gives_the_same_answer(repo: Path) -> None:
    config = load_config(repo)
    reader = open_index(config, embedder=None)
    opts = RecallOptions(use_model=False)
    a = recall("deploy to production", config=config, options=opts, reader=reader, now=NOW)
    b = recall("deploy to production", config=config, options=opts, reader=reader, now=NOW)
    assert a == b == run(repo, "deploy to production")


def test_as_of_sees_the_past(repo: Path) -> None:
    result = run(repo, "when do we deploy to production", as_of="2025-02-01")
    assert names(result)[0] == "decision_deploy_fridays"
    assert result.warnings and result.warnings[0].startswith("as of 2025-02-01")


def test_missing_index_and_stale_index(git_repo: Path, commit: Callable[..., str]) -> None:
    write(git_repo, "reference_a", "Alpha text about widgets.")
    commit("a")
    with pytest.raises(IndexMissingError, match="memstone index build"):
        run(git_repo, "widgets")
    build_index(load_config(git_repo), embedder=None)
    write(git_repo, "reference_b", "Beta text about widgets.")
    result = run(git_repo, "widgets")
    assert result.warnings and "stale" in result.warnings[0]


def test_bad_options() -> None:
    with pytest.raises(UsageError):
        recall("x", config=load_config(Path(".")), options=RecallOptions(mode="magic"))


def test_cli_json_and_exit_codes(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-C", str(repo), "recall", "deploy to production", "--embedder", "none", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["selected"][0]["name"] == "decision_deploy_staging"
    assert data["counts"]["selected"] == len(data["selected"])
    assert main(["-C", str(repo), "recall", "   ", "--embedder", "none"]) == 2
    capsys.readouterr()
    assert main(["-C", str(repo), "recall", "deploy", "--embedder", "none", "--explain"]) == 0
    out = capsys.readouterr().out
    assert "why: provider" in out and "context, not unquestioned truth" in out


def test_cli_missing_index(git_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-C", str(git_repo), "recall", "anything", "--embedder", "none"]) == 2
    assert "memstone index build" in capsys.readouterr().err


def test_hybrid_with_fake_embedder_and_token_budget(git_repo: Path, commit: Callable[..., str]) -> None:
    from memstone.embed import FakeEmbedder

    for i in range(6):
        write(
            git_repo, f"reference_topic_{i}", f"Topic {i} notes about queue retries and backoff number {i}. " * (i + 1)
        )
    commit("topics", date="2025-03-01T00:00:00+00:00")
    embedder = FakeEmbedder()
    config = load_config(git_repo)
    build_index(config, embedder=embedder)
    reader = open_index(config, embedder=embedder)
    for mode in ("vector", "hybrid", "full"):
        result = recall(
            "queue retries backoff",
            config=config,
            options=RecallOptions(mode=mode, budget_tokens=60),
            reader=reader,
            now=NOW,
        )
        assert result.selected and all(h.vector is not None for h in result.selected)
        assert result.budget_used == sum(h.tokens for h in result.selected) <= 60
        assert all(h.tokens == embedder.count_tokens(h.text) for h in result.selected)


def test_a_secret_pasted_into_the_query_is_not_echoed(repo: Path) -> None:
    # a random body: a run through the alphabet (`ghp_1234567890abcdef...`) is a made-up sample, not a token
    token = "ghp_" + "x1Fh2zm9tbRkRMgSnMJq8Mt3oa94hHBLzAqfpI"
    result = run(repo, f"deploy with token {token} now")
    for fmt in ("text", "json", "markdown", "hook"):
        assert token not in render(result, fmt)
        assert "ghp_x1Fh" not in render(result, fmt)
    assert "[REDACTED:" in result.query


class _BrokenEmbedder:
    """A FakeEmbedder whose model fails on first use (as a corrupt model file would)."""

    def __init__(self) -> None:
        from memstone.embed import FakeEmbedder

        self._fake = FakeEmbedder()
        self.model_id, self.dim = self._fake.model_id, self._fake.dim

    def fingerprint(self) -> dict[str, object]:
        return self._fake.fingerprint()

    def count_tokens(self, text: str) -> int:
        return self._fake.count_tokens(text)

    def embed(self, texts: object, progress: object = None) -> object:
        from memstone.errors import ModelError

        raise ModelError("model.onnx: cannot run")


def test_cold_recall_embeds_the_query_in_the_background_with_the_same_answer(
    git_repo: Path, commit: Callable[..., str]
) -> None:
    from memstone.embed import FakeEmbedder

    for i in range(6):
        write(git_repo, f"reference_topic_{i}", f"Topic {i} notes about queue retries and backoff number {i}.")
    commit("topics", date="2025-03-01T00:00:00+00:00")
    config = load_config(git_repo)
    build_index(config, embedder=FakeEmbedder())
    opts = RecallOptions(mode="hybrid", record_session=False)
    cold = recall("queue retries backoff", config=config, options=opts, embedder=FakeEmbedder(), now=NOW)
    warm_reader = open_index(config, embedder=FakeEmbedder())
    warm = recall("queue retries backoff", config=config, options=opts, reader=warm_reader, now=NOW)
    assert [(h.name, h.score, h.vector) for h in cold.selected] == [(h.name, h.score, h.vector) for h in warm.selected]
    assert cold.selected and all(h.vector is not None for h in cold.selected)


def test_a_model_failing_in_the_background_raises_in_the_caller(git_repo: Path, commit: Callable[..., str]) -> None:
    from memstone.embed import FakeEmbedder
    from memstone.errors import ModelError

    write(git_repo, "reference_topic", "Notes about queue retries and backoff.")
    commit("topic", date="2025-03-01T00:00:00+00:00")
    config = load_config(git_repo)
    build_index(config, embedder=FakeEmbedder())
    with pytest.raises(ModelError, match="cannot run"):
        recall(
            "queue retries", config=config, options=RecallOptions(mode="hybrid"), embedder=_BrokenEmbedder(), now=NOW
        )  # type: ignore[arg-type]


def test_library_api_memstone_recall(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import memstone

    via_package = memstone.recall(  # type: ignore[operator]
        "deploy production", repo=repo / "memory", options=RecallOptions(use_model=False), now=NOW
    )
    assert via_package.selected and via_package == run(repo, "deploy production")
    monkeypatch.chdir(repo)
    assert memstone.recall("deploy production", options=RecallOptions(use_model=False), now=NOW) == via_package  # type: ignore[operator]
    from memstone.recall import recall as function

    assert function is recall and callable(memstone.recall)
