"""The demo memory repository: a real history that memstone's own checks find clean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("demo") / "demo-memory"
    subprocess.run(
        [sys.executable, str(ROOT / "examples/build_demo.py"), "--out", str(out)], check=True, capture_output=True
    )
    return out


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True).stdout


def memstone(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstone", "-C", str(root), *args], capture_output=True, text=True, check=False
    )


def test_history_spans_months_with_renames_trailers_and_deletions(demo: Path) -> None:
    dates = git(demo, "log", "--format=%ad", "--date=format:%Y-%m").split()
    assert len(dates) >= 20 and len(set(dates)) >= 8
    assert any(
        t.startswith("R") and t[1:].isdigit() for t in git(demo, "log", "-M", "--name-status", "--format=").split()
    )
    bodies = git(demo, "log", "--format=%B")
    assert "Supersedes: convention_branch_names" in bodies and "Superseded-by: feedback_ruff_before_push" in bodies
    assert "memory/feedback_old_lint_rule.md" in git(demo, "log", "--diff-filter=D", "--name-only", "--format=")


def test_lint_and_scan_are_clean(demo: Path) -> None:
    lint = memstone(demo, "lint")
    assert lint.returncode == 0, lint.stdout
    scan = memstone(demo, "scan")
    assert scan.returncode == 0, scan.stdout


def test_memories_cover_the_signals(demo: Path) -> None:
    names = {p.stem for p in (demo / "memory").glob("*_*.md")}
    assert 40 <= len(names) <= 60
    text = {n: (demo / "memory" / f"{n}.md").read_text(encoding="utf-8") for n in names}
    assert sum("critical: true" in t for t in text.values()) >= 2
    assert sum("sensitivity: private" in t for t in text.values()) == 1
    assert any("supersedes: [" in t for t in text.values())


def test_queries_name_real_memories(demo: Path) -> None:
    data = yaml.safe_load((demo / "eval/queries.yaml").read_text(encoding="utf-8"))
    ever = set(git(demo, "log", "--all", "--name-only", "--format=").split())
    known = {Path(p).stem for p in ever if p.startswith("memory/")}
    labels = set()
    for q in data["queries"]:
        labels.add(q["label"])
        for name in q.get("expected", []) + q.get("forbidden", []):
            assert name in known, (q["id"], name)
    assert {"correction", "superseded", "channel", "critical", "identifier", "paraphrase", "recency"} <= labels


def test_build_is_idempotent_and_refuses_foreign_dirs(demo: Path, tmp_path: Path) -> None:
    again = subprocess.run(
        [sys.executable, str(ROOT / "examples/build_demo.py"), "--out", str(demo)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert again.returncode == 0 and "up to date" in again.stderr
    foreign = tmp_path / "mine"
    foreign.mkdir()
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples/build_demo.py"), "--out", str(foreign)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "not touching it" in proc.stderr


@pytest.fixture(scope="module")
def indexed_demo(demo: Path) -> Path:
    """The demo with an index built by the real ONNX model (the end-to-end set)."""
    proc = memstone(demo, "index", "build", "--quiet")
    assert proc.returncode == 0, proc.stderr
    return demo


@pytest.mark.model
def test_recall_on_the_demo_with_the_real_model(indexed_demo: Path) -> None:
    import json

    query = "I am about to change how parcelhub retries failed webhook deliveries"
    proc = memstone(indexed_demo, "recall", "--format", "json", query)
    assert proc.returncode == 0, proc.stderr
    selected = json.loads(proc.stdout)["selected"]
    assert selected and all(h["vector"] is not None or h["critical"] for h in selected)
    assert any("webhook" in (h["text"] + h["description"]).lower() for h in selected)
    public = memstone(indexed_demo, "recall", "--format", "json", "--channel", "public", query)
    assert public.returncode == 0, public.stderr
    assert all(h["sensitivity"] == "public" for h in json.loads(public.stdout)["selected"])


@pytest.mark.model
def test_eval_compare_on_the_demo_full_ranker_never_loses(indexed_demo: Path) -> None:
    """The demo's labelled queries: the full ranker at least as good as every baseline on every
    label, strictly better overall, and never returns a forbidden memory."""
    import json

    proc = memstone(indexed_demo, "eval", "--compare", "--format", "json")
    assert proc.returncode in (0, 1), proc.stderr
    report = json.loads(proc.stdout)
    for label, modes in report["labels"].items():
        full = modes["full"]
        assert full["forbidden"] == 0, label
        for mode in ("bm25", "vector", "hybrid"):
            for metric in ("ndcg@10", "recall@5", "mrr"):
                assert full[metric] >= modes[mode][metric] - 1e-9, (label, mode, metric)
    overall = report["overall"]
    for metric in ("ndcg@10", "mrr"):
        assert all(overall["full"][metric] > overall[m][metric] for m in ("bm25", "vector", "hybrid")), metric
