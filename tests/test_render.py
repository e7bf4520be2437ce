"""Golden files for every rendering of a recall result (MEMSTONE_UPDATE_GOLDEN=1 rewrites them)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memstone.recall import CAUTION, Counts, RecalledMemory, RecallResult
from memstone.render import FORMATS, render, to_json_dict
from memstone.select import Rejected

GOLDEN = Path(__file__).parent / "golden"


def sample() -> RecallResult:
    deploy = RecalledMemory(
        name="decision_deploy_staging",
        path="memory/decision_deploy_staging.md",
        type="decision",
        source="memory",
        description="Deploys go through staging first",
        score=1.2345,
        contributions=(
            ("provider", 0.9),
            ("type", 1.5),
            ("source", 1.0),
            ("usage", 1.1),
            ("recency", 0.8313),
        ),
        lexical=7.25,
        vector=0.61,
        text="# Deploy via staging\n\nEvery deploy goes through staging first.\n",
        tokens=14,
        line_start=6,
        line_end=8,
        sensitivity="internal",
    )
    old = RecalledMemory(
        name="project_ci_provider",
        path="memory/project_ci_provider.md",
        type="project",
        source="memory",
        description="CI runs on Jenkins",
        score=0.41,
        contributions=(("provider", 0.7), ("conflict", 0.6)),
        lexical=5.0,
        vector=None,
        text="CI runs on Jenkins; token [REDACTED:SECRET-GITHUB-TOKEN] in the vault.",
        tokens=16,
        line_start=6,
        line_end=6,
        sensitivity="internal",
        critical=True,
        possibly_superseded_by=("project_ci_actions",),
        redacted=1,
    )
    return RecallResult(
        query="how do we deploy and run CI?",
        keywords=("deploy", "ci"),
        selected=(deploy, old),
        rejected=(
            Rejected("feedback_private_note", "channel", "private memory in the public channel", 0.9),
            Rejected("decision_deploy_fridays", "superseded", "superseded by decision_deploy_staging", 0.8),
            Rejected("reference_misc", "below-floor", "score 0.100 < floor 0.370", 0.1),
        ),
        counts=Counts(raw=9, ranked=8, selected=2),
        budget_used=30,
        budget_limit=1200,
        warnings=("index is stale (1 file(s) changed since it was built): run `memstone index build`",),
        channel="public",
        session="s-42",
    )


CASES = [(fmt, explain) for fmt in FORMATS for explain in (False, True) if not (fmt in ("json", "hook") and explain)]


@pytest.mark.parametrize(("fmt", "explain"), CASES, ids=[f"{f}{'-explain' if e else ''}" for f, e in CASES])
def test_golden(fmt: str, explain: bool) -> None:
    out = render(sample(), fmt, explain=explain)
    suffix = {"text": "txt", "json": "json", "markdown": "md", "hook": "hook.txt"}[fmt]
    path = GOLDEN / f"recall{'-explain' if explain else ''}.{suffix}"
    if os.environ.get("MEMSTONE_UPDATE_GOLDEN"):
        path.write_text(out, encoding="utf-8")
    assert out == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_form_carries_the_caution(fmt: str) -> None:
    assert CAUTION in render(sample(), fmt)


def test_json_is_stable_and_has_what_agents_need() -> None:
    data = to_json_dict(sample())
    assert json.loads(render(sample(), "json")) == json.loads(json.dumps(data))
    hit = data["selected"][0]
    assert hit["name"] == "decision_deploy_staging"
    assert hit["feedback"].startswith("memstone feedback decision_deploy_staging ")
    assert "--session s-42" in hit["feedback"]
    assert data["counts"] == {"raw": 9, "ranked": 8, "selected": 2}
    assert {r["reason"] for r in data["rejected"]} == {"channel", "superseded", "below-floor"}
    assert data["selected"][1]["possibly_superseded_by"] == ["project_ci_actions"]


def test_hook_is_empty_when_nothing_selected() -> None:
    from dataclasses import replace

    assert render(replace(sample(), selected=()), "hook") == ""
