"""Selection: every rejection reason, critical-first, budget, floor, and bounded session state."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memstone.rank import Candidate, Ranked, Weights
from memstone.select import (
    SESSION_MAX_NAMES,
    Item,
    allowed_in,
    load_seen,
    record_seen,
    select,
    session_path,
)

W = Weights()


def item(name: str, score: float, text: str | None = None, tokens: int = 10, **kw: object) -> Item:
    sensitivity = str(kw.pop("sensitivity", "internal"))
    secret = bool(kw.pop("secret", False))
    cand = Candidate(name=name, **kw)  # type: ignore[arg-type]
    text = text if text is not None else f"{name} says something unique about topic {name}"
    return Item(Ranked(cand, score, score, (("provider", score),)), text, tokens, sensitivity, secret)


def test_unknown_tokens_and_secrets_are_asked_only_above_the_floor() -> None:
    asked: list[str] = []

    def tokens_of(text: str) -> int:
        asked.append(text)
        return 7

    items = [Item(Ranked(Candidate(name=n), s, s, ()), n) for n, s in (("a", 1.0), ("b", 0.9), ("low", 0.1))]
    sel = select(items, weights=W, tokens_of=tokens_of, is_secret=lambda text: text == "b")
    assert names(sel.selected) == ["a"] and sel.used_tokens == 7 and sel.selected[0].tokens == 7
    assert reasons(sel) == {"b": "secret", "low": "below-floor"}
    assert asked == ["a"]


def names(items: tuple[Item, ...]) -> list[str]:
    return [i.name for i in items]


def reasons(sel: object) -> dict[str, str]:
    return {r.name: r.reason for r in sel.rejected}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("sensitivity", "channel", "allowed"),
    [
        ("public", "public", True),
        ("internal", "public", False),
        ("private", "public", False),
        ("internal", "internal", True),
        ("private", "internal", False),
        ("private", "private", True),
        ("internal", "private", True),
    ],
)
def test_channel_policy(sensitivity: str, channel: str, allowed: bool) -> None:
    assert allowed_in(sensitivity, channel) is allowed
    sel = select([item("a", 1.0, sensitivity=sensitivity)], weights=W, channel=channel)
    assert (names(sel.selected) == ["a"]) is allowed
    if not allowed:
        assert reasons(sel) == {"a": "channel"}


CASES = [
    ("secret", {"secret": True}, {}, "secret"),
    ("superseded", {"superseded_by": ("b_new",)}, {}, "superseded"),
    ("session-seen", {}, {"seen": ["a"]}, "session-seen"),
    ("below-floor", {"score": 0.2}, {}, "below-floor"),
    ("min-score", {"score": 0.5}, {"min_score": 0.6}, "below-floor"),
    (
        "active context",
        {"text": "always run the full test suite before merging"},
        {"active_context": "Reminder: always run the full test suite before merging, thanks"},
        "duplicate-active-context",
    ),
]


@pytest.mark.parametrize(("why", "item_kw", "select_kw", "reason"), CASES, ids=[c[0] for c in CASES])
def test_rejection_reasons(why: str, item_kw: dict[str, object], select_kw: dict[str, object], reason: str) -> None:
    score = float(item_kw.pop("score", 0.9))  # type: ignore[arg-type]
    top = item("top", 1.0)
    subject = item("a", score, **item_kw)  # type: ignore[arg-type]
    sel = select([top, subject], weights=W, **select_kw)  # type: ignore[arg-type]
    assert names(sel.selected) == ["top"]
    assert reasons(sel) == {"a": reason}
    assert all(r.detail for r in sel.rejected)


def test_include_superseded_keeps_it() -> None:
    sel = select([item("a", 1.0, superseded_by=("b",))], weights=W, include_superseded=True)
    assert names(sel.selected) == ["a"]


def test_near_duplicate_candidate() -> None:
    text = "Deploys go through the staging cluster first and need a green canary for an hour"
    sel = select([item("a", 1.0, text=text), item("b", 0.9, text=text + "."), item("c", 0.8)], weights=W)
    assert names(sel.selected) == ["a", "c"]
    assert {r.name: r.detail for r in sel.rejected} == {"b": "near-duplicate of a"}


def test_budget_and_max_results() -> None:
    items = [item("a", 1.0, tokens=50), item("b", 0.9, tokens=60), item("c", 0.8, tokens=30), item("d", 0.7)]
    sel = select(items, weights=W, budget_tokens=100, max_results=2)
    assert names(sel.selected) == ["a", "c"]
    assert sel.used_tokens == 80
    assert reasons(sel) == {"b": "over-budget", "d": "over-budget"}


def test_critical_first_exempt_from_floor_but_not_from_channel_or_budget() -> None:
    items = [
        item("a", 1.0, tokens=40),
        item("b", 0.9, tokens=40),
        item("crit", 0.01, tokens=40, critical=True),
        item("crit_private", 0.01, critical=True, sensitivity="private"),
        item("crit_huge", 0.01, tokens=1000, critical=True),
    ]
    sel = select(items, weights=W, budget_tokens=100, channel="internal")
    assert names(sel.selected) == ["a", "crit"]  # crit took its place before b; shown in score order
    assert reasons(sel) == {"crit_private": "channel", "crit_huge": "over-budget", "b": "over-budget"}


def test_floor_ignores_unsafe_top() -> None:
    """A private top hit in a public channel must not raise the floor for the rest."""
    items = [item("secret_top", 10.0, sensitivity="private"), item("a", 1.0, sensitivity="public")]
    sel = select(items, weights=W, channel="public")
    assert names(sel.selected) == ["a"]


def test_empty() -> None:
    sel = select([], weights=W)
    assert sel.selected == () and sel.rejected == () and sel.used_tokens == 0


def test_session_state_round_trip(tmp_path: Path) -> None:
    assert load_seen(tmp_path, "s1", 1000.0) == set()
    record_seen(tmp_path, "s1", ["a", "b"], 1000.0)
    record_seen(tmp_path, "s1", ["c"], 1001.0)
    assert load_seen(tmp_path, "s1", 1002.0) == {"a", "b", "c"}
    assert load_seen(tmp_path, "s2", 1002.0) == set()
    assert load_seen(tmp_path, "s1", 1002.0 + 8 * 86400) == set()  # too old


def test_session_ids_are_safe_file_names(tmp_path: Path) -> None:
    path = session_path(tmp_path, "../../etc/passwd")
    assert path.parent == tmp_path / "sessions" and "/" not in path.name


def test_session_state_is_bounded(tmp_path: Path) -> None:
    record_seen(tmp_path, "s", [f"m{i}" for i in range(SESSION_MAX_NAMES + 50)], 1000.0)
    assert len(load_seen(tmp_path, "s", 1000.0)) == SESSION_MAX_NAMES
    old = session_path(tmp_path, "old")
    record_seen(tmp_path, "old", ["x"], 1000.0)
    os.utime(old, (0, 0))
    record_seen(tmp_path, "new", ["y"], 1000.0)
    assert not old.exists()


def test_corrupt_session_state_is_ignored(tmp_path: Path) -> None:
    path = session_path(tmp_path, "s")
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert load_seen(tmp_path, "s", 0.0) == set()
    record_seen(tmp_path, "s", ["a"], 5.0)
    assert json.loads(path.read_text(encoding="utf-8"))["names"] == {"a": 5.0}


def test_only_the_best_few_critical_go_first() -> None:
    w = Weights(critical_first=1)
    items = [item("a", 1.0), item("crit_hi", 0.5, critical=True), item("crit_lo", 0.01, critical=True)]
    sel = select(items, weights=w, max_results=5)
    assert names(sel.selected) == ["a", "crit_hi"]
    assert reasons(sel) == {"crit_lo": "below-floor"}
