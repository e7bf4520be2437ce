"""The ranker, signal by signal: each moves the order the way it should, and only as much as it should."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memstone.errors import ConfigError
from memstone.rank import (
    DAY,
    RANKER_VERSION,
    Candidate,
    Context,
    Weights,
    dice,
    jaccard,
    overlap,
    provider_scores,
    rank,
    recency_factor,
    weights_from_config,
)

NOW = 1_800_000_000.0
W = Weights()
CTX = Context(now=NOW)


def cand(name: str, lexical: float | None = 5.0, vector: float | None = 0.5, **kw: object) -> Candidate:
    kw.setdefault("modified", NOW - 10 * DAY)
    return Candidate(name=name, lexical=lexical, vector=vector, **kw)  # type: ignore[arg-type]


def order(cands: list[Candidate], weights: Weights = W, ctx: Context = CTX) -> list[str]:
    return [r.name for r in rank(cands, weights, ctx)]


def terms_of(text: str) -> frozenset[str]:
    return frozenset(text.split())


def filler(n: int = 3) -> list[Candidate]:
    """Low-scoring candidates so min-max normalisation has a bottom that is not the test's subjects."""
    return [cand(f"zz_{i}", lexical=1.0, vector=0.1) for i in range(n)]


def test_version_is_a_string() -> None:
    assert isinstance(RANKER_VERSION, str) and RANKER_VERSION


def test_provider_blend_is_min_max_per_provider() -> None:
    cands = [cand("a", 10.0, 0.2), cand("b", 5.0, 0.9), cand("c", 0.0, 0.1)]
    scores = provider_scores(cands, replace(W, norm_depth=3))
    assert scores["a"] == pytest.approx(0.5 * 1.0 + 0.5 * (0.1 / 0.8))
    assert scores["b"] == pytest.approx(0.5 * 0.5 + 0.5 * 1.0)
    assert scores["c"] == pytest.approx(0.0)


def test_fewer_hits_than_the_depth_normalise_against_zero() -> None:
    """In a small repository the weakest lexical match is not flattened to 0."""
    scores = provider_scores([cand("a", 10.0, None), cand("b", 6.0, None)], W)
    assert scores == {"a": pytest.approx(1.0), "b": pytest.approx(0.6)}


def test_cosines_below_the_floor_count_as_no_match_in_the_blend() -> None:
    """A small repository: every memory is a vector hit, the weakest far below zero."""
    cands = [cand("a", 5.0, 0.35), cand("b", 8.0, 0.25), *(cand(f"z{i}", None, -0.1) for i in range(5))]
    w = replace(W, vector_floor=0.15)
    scores = provider_scores(cands, w)
    assert scores["a"] == pytest.approx(0.5 * 0.625 + 0.5 * 1.0)
    assert scores["b"] == pytest.approx(0.5 * 1.0 + 0.5 * (0.10 / 0.20))
    assert scores["z0"] == 0.0
    # without the floor the low end is -0.1, b's weak cosine counts nearly as much as a's, and b wins
    plain = provider_scores(cands, replace(w, vector_floor=0.0))
    assert plain["b"] > plain["a"]


def test_vector_floor_leaves_vectors_alone_and_nothing_above_it() -> None:
    w = replace(W, vector_floor=0.15)
    alone = provider_scores([cand("a", None, 0.12), cand("b", None, 0.05), cand("c", None, -0.1)], w)
    assert alone["a"] > alone["b"] > alone["c"] == 0.0  # vectors alone keep their order below the floor
    weak = provider_scores([cand("a", 2.0, 0.12), cand("b", 1.0, 0.05), cand("c", 1.0, -0.1)], w)
    assert weak["b"] > weak["c"]  # no cosine clears the floor: plain min-max, as before
    deep = provider_scores([cand("a", 2.0, 0.5), cand("b", 1.0, 0.12), cand("c", 1.0, 0.1)], replace(w, norm_depth=3))
    assert deep["b"] > deep["c"]  # norm_depth hits: the low end is the weakest of them, the floor plays no part


def test_missing_provider_counts_as_zero_and_single_provider_takes_all_weight() -> None:
    both = provider_scores([cand("a", 10.0, None), cand("b", None, 0.9), cand("c", 0.0, 0.1)], replace(W, norm_depth=2))
    assert both["a"] == pytest.approx(0.5) and both["b"] == pytest.approx(0.5)
    lexical_only = provider_scores([cand("a", 10.0, None), cand("b", 2.0, None)], replace(W, norm_depth=2))
    assert lexical_only == {"a": pytest.approx(1.0), "b": pytest.approx(0.0)}


def test_rrf_option() -> None:
    w = replace(W, fusion="rrf")
    scores = provider_scores([cand("a", 10.0, 0.9), cand("b", 5.0, 0.2)], w)
    assert scores["a"] == pytest.approx(1.0) and scores["b"] < 1.0


# (what differs, winner, loser): the winner and loser have equal provider scores otherwise.
NEAR_TIE = [
    ("decision beats reference", {"type": "decision"}, {"type": "reference"}),
    ("convention beats project", {"type": "convention"}, {"type": "project"}),
    ("curated memory beats transcript", {"source": "memory"}, {"source": "transcript"}),
    ("journal beats transcript", {"source": "journal"}, {"source": "transcript"}),
    ("hits", {"hits": 3}, {"hits": 0}),
    ("prevented", {"prevented": 1}, {"prevented": 0}),
    ("good feedback", {"feedback_score": 0.8, "feedback_count": 4}, {}),
    ("bad feedback sinks", {}, {"feedback_score": -1.0, "feedback_count": 2}),
    ("newer", {"modified": NOW - 5 * DAY}, {"modified": NOW - 400 * DAY}),
    ("recently applied", {"last_applied": NOW - DAY, "modified": NOW - 400 * DAY}, {"modified": NOW - 400 * DAY}),
    ("critical", {"critical": True}, {}),
    ("evergreen does not decay", {"evergreen": True, "modified": NOW - 900 * DAY}, {"modified": NOW - 900 * DAY}),
    ("not superseded", {}, {"superseded_by": ("x",)}),
    ("more keywords", {"keyword_hits": 3}, {"keyword_hits": 1}),
    ("symbol-level facts sink", {}, {"type": "symbol"}),
]


@pytest.mark.parametrize(("why", "win", "lose"), NEAR_TIE, ids=[c[0] for c in NEAR_TIE])
def test_signal_breaks_a_tie_the_right_way(why: str, win: dict[str, object], lose: dict[str, object]) -> None:
    a, b = cand("a_win", **win), cand("b_lose", **lose)
    assert order([a, b, *filler()])[:2] == ["a_win", "b_lose"]
    # swapping names proves it is the signal, not the name tie-break
    a2, b2 = replace(a, name="b_win"), replace(b, name="a_lose")
    assert order([b2, a2, *filler()])[:2] == ["b_win", "a_lose"]


MAX_METADATA = {
    "type": "decision",
    "hits": 50,
    "prevented": 9,
    "feedback_score": 1.0,
    "feedback_count": 9,
    "critical": True,
    "keyword_hits": 5,
    "projects": ("p",),
}


@pytest.mark.parametrize("relevance", [0.1, 0.3, 0.45])
def test_metadata_cannot_lift_an_irrelevant_memory(relevance: float) -> None:
    """Every boost at once is capped: a memory under half as relevant cannot beat a plain relevant one."""
    relevant = cand("relevant", lexical=10.0, vector=0.9, type="project")
    weak = cand("weak", lexical=10.0 * relevance, vector=0.9 * relevance, **MAX_METADATA)
    bottom = cand("zz", lexical=0.0, vector=0.0)
    ranked = rank([relevant, weak, bottom], W, Context(now=NOW, project="p"))
    assert [r.name for r in ranked][:2] == ["relevant", "weak"]
    weak_r = next(r for r in ranked if r.name == "weak")
    assert ("cap", pytest.approx(W.boost_cap / (1.5 * 1.3 * 1.3 * 1.3 * 1.2 * 1.2))) in weak_r.contributions


def test_boosts_do_lift_a_near_tie() -> None:
    assert (
        order([cand("plain", lexical=10.0, vector=0.9), cand("decision", 9.0, 0.85, type="decision"), *filler()])[0]
        == "decision"
    )


def test_usage_is_capped() -> None:
    few = rank([cand("a", hits=3), *filler()], W, CTX)[0]
    many = rank([cand("a", hits=1000, prevented=100), *filler()], W, CTX)[0]
    assert dict(few.contributions)["usage"] == pytest.approx(1.3)
    assert dict(many.contributions)["usage"] == pytest.approx(W.usage_cap)


@pytest.mark.parametrize(
    ("age_days", "half_life", "expected"),
    [
        (0, None, 1.0),
        (180, None, 0.85 + 0.15 * 0.5),
        (30, 30.0, 0.85 + 0.15 * 0.5),
        (10_000, None, 0.85),  # the floor: old but relevant survives
    ],
)
def test_recency_half_life(age_days: float, half_life: float | None, expected: float) -> None:
    c = cand("a", modified=NOW - age_days * DAY, half_life_days=half_life)
    assert recency_factor(c, W, NOW) == pytest.approx(expected)


def test_recency_weibull_and_exemptions() -> None:
    w = replace(W, recency="weibull")
    c = cand("a", modified=NOW - 120 * DAY)
    assert recency_factor(c, w, NOW) == pytest.approx(0.85 + 0.15 * 2.718281828**-1)
    assert recency_factor(replace(c, critical=True), w, NOW) == 1.0
    assert recency_factor(replace(c, evergreen=True), W, NOW) == 1.0
    assert recency_factor(replace(c, modified=None), W, NOW) == 1.0
    assert recency_factor(c, replace(W, recency="none"), NOW) == 1.0


def test_old_but_much_more_relevant_still_wins() -> None:
    old = cand("old", lexical=10.0, vector=0.9, modified=NOW - 3000 * DAY)
    new = cand("new", lexical=6.0, vector=0.6, modified=NOW)
    assert order([new, old, *filler()])[0] == "old"


@pytest.mark.parametrize(
    ("source", "projects", "current", "factor"),
    [
        ("memory", ("p",), "p", 1.3),
        ("memory", ("q",), "p", 0.85),
        ("memory", (), "p", 1.0),
        ("memory", ("p",), None, 1.0),
        ("transcript", ("p",), "p", 1.0),  # no project boost for low-authority sources
        ("journal", ("q",), "p", 1.0),
    ],
)
def test_project_factor(source: str, projects: tuple[str, ...], current: str | None, factor: float) -> None:
    r = rank([cand("a", source=source, projects=projects), *filler()], W, Context(now=NOW, project=current))[0]
    assert dict(r.contributions)["project"] == pytest.approx(factor)


def test_unlinked_conflict_newer_wins_and_older_is_marked() -> None:
    terms_old = terms_of("the president of france is chirac")
    terms_new = terms_of("the president of france is macron")
    old = cand("fact_old", lexical=10.0, vector=0.9, terms=terms_old, modified=NOW - 900 * DAY)
    new = cand("fact_new", lexical=9.5, vector=0.88, terms=terms_new, modified=NOW - 800 * DAY)
    ranked = rank([old, new, *filler()], W, CTX)
    assert [r.name for r in ranked][:2] == ["fact_new", "fact_old"]
    older = next(r for r in ranked if r.name == "fact_old")
    assert older.possibly_superseded_by == ("fact_new",)
    assert dict(older.contributions)["conflict"] == W.conflict


@pytest.mark.parametrize(
    "change",
    [
        {"supersedes": ("fact_old",)},  # linked: supersession handles it, not conflict detection
        {"source": "journal"},  # different kinds of source
        {"terms": terms_of("deploys go through the staging cluster")},  # different subject
        # containment is not sameness: a long note that merely holds the short one's words
        {"terms": terms_of("the president of france is chirac and he met the press in paris on monday about taxes")},
        {"modified": NOW - 900 * DAY},  # same date: nothing to decide
        {"lexical": 2.0, "vector": 0.2},  # not about equally relevant
    ],
)
def test_no_conflict(change: dict[str, object]) -> None:
    terms = terms_of("the president of france is chirac")
    old = cand("fact_old", terms=terms, modified=NOW - 900 * DAY)
    new = replace(cand("fact_new", terms=terms | {"macron"}, modified=NOW - 10 * DAY), **change)  # type: ignore[arg-type]
    assert all(not r.possibly_superseded_by for r in rank([old, new, *filler()], W, CTX))


def test_neutral_metadata_keeps_the_blend_order() -> None:
    """All the same type, date and usage: the full ranker is the hybrid blend."""
    cands = [cand(f"m{i:02d}", lexical=float((i * 7) % 13), vector=((i * 5) % 11) / 11) for i in range(30)]
    blend = provider_scores(cands, W)
    expected = sorted(blend, key=lambda n: (-blend[n], n))
    assert order(cands) == expected


def test_contributions_reproduce_the_score() -> None:
    c = cand("a", type="decision", hits=2, modified=NOW - 50 * DAY, superseded_by=("b",))
    r = rank([c, *filler()], W, CTX)[0]
    product = 1.0
    for _, value in r.contributions:
        product *= value
    assert r.score == pytest.approx(product)


def test_deterministic_tie_break_by_name() -> None:
    assert order([cand("b"), cand("a"), cand("c")]) == ["a", "b", "c"]


def test_overlap() -> None:
    assert overlap(frozenset("abc"), frozenset("abxyz")) == pytest.approx(2 / 3)
    assert overlap(frozenset(), frozenset("a")) == 0.0


def test_dice() -> None:
    assert dice(frozenset("abc"), frozenset("abxyz")) == pytest.approx(4 / 8)
    assert dice(frozenset(), frozenset("a")) == 0.0


def test_jaccard() -> None:
    assert jaccard(frozenset("ab"), frozenset("bc")) == pytest.approx(1 / 3)
    assert jaccard(frozenset(), frozenset("a")) == 0.0


def test_weights_from_config() -> None:
    w = weights_from_config({"lexical": 0.7, "types": {"decision": 2, "lesson": 1.2}, "recency": "weibull"})
    assert w.lexical == 0.7 and w.recency == "weibull"
    assert w.types["decision"] == 2.0 and w.types["lesson"] == 1.2 and w.types["convention"] == 1.3
    assert weights_from_config({}) == Weights()


@pytest.mark.parametrize(
    "table",
    [
        {"lexicall": 0.5},
        {"lexical": "high"},
        {"lexical": -1},
        {"lexical": True},
        {"types": 2},
        {"types": {"decision": "x"}},
        {"fusion": "max"},
        {"norm_depth": 0},
        {"norm_depth": 2.5},
    ],
)
def test_weights_from_config_rejects(table: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        weights_from_config(table)
