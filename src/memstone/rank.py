"""The ranker: a pure function from candidates and weights to an ordered, explained list.

    score = provider * min(cap, prod boosts) * prod penalties

``provider`` fuses the lexical (BM25) and vector (cosine) scores: each is min-max normalised
over its own top ``norm_depth`` hits (with fewer hits, from the score of no match: BM25 0,
cosine ``vector_floor``) and blended 0.5/0.5 (measured better than reciprocal-rank fusion on
SciFact and LoCoMo). Every other signal is a multiplier kept apart in
``Ranked.contributions``. Boosts (type, source authority, usage, feedback, project, critical,
keywords) are capped as a product so that metadata reorders near-ties but cannot lift an
irrelevant memory past a relevant one; penalties (recency with a floor, supersession, unlinked
conflict, other project) are applied after the cap.

No I/O here: dates arrive as epoch seconds, texts as term sets.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any

from memstone.errors import ConfigError

RANKER_VERSION = "2"  # 2: BM25 over one flat text field with English stop words (rebuilds indexes)

DAY = 86400.0
LOW_AUTHORITY = frozenset({"journal", "log", "transcript", "summary"})

_TYPE_BOOSTS: Mapping[str, float] = MappingProxyType(
    {
        "decision": 1.5,
        "convention": 1.3,
        "invariant": 1.3,
        "identity": 1.3,
        "feedback": 1.3,
        "incident": 1.1,
        "design": 1.1,
        "project": 1.0,
        "reference": 1.0,
        "generated": 0.2,
        "symbol": 0.2,
    }
)
_SOURCE_AUTHORITY: Mapping[str, float] = MappingProxyType(
    {"memory": 1.0, "journal": 0.8, "log": 0.75, "transcript": 0.7, "summary": 0.6}
)


@dataclass(frozen=True, slots=True)
class Weights:
    """Every ranking and selection constant, in one place; ``[weights]`` in memstone.toml overrides."""

    lexical: float = 0.5  # share of the normalised BM25 score in the provider score
    vector: float = 0.5  # share of the normalised cosine score
    fusion: str = "blend"  # blend | rrf
    rrf_k: float = 60.0
    norm_depth: int = 100  # min-max over each provider's own top N
    vector_floor: float = 0.15  # fewer hits than norm_depth: the cosine of no match (MiniLM: unrelated 0-0.15)
    types: Mapping[str, float] = field(default_factory=lambda: _TYPE_BOOSTS)
    default_type: float = 1.0
    sources: Mapping[str, float] = field(default_factory=lambda: _SOURCE_AUTHORITY)
    default_source: float = 0.7
    usage_hits: float = 0.1  # (1 + 0.1·hits)(1 + 0.3·prevented), capped
    usage_prevented: float = 0.3
    usage_cap: float = 1.3
    feedback: float = 0.3  # 1 + 0.3·avg rating in [-1, 1]
    recency: str = "half_life"  # half_life | weibull | none
    half_life_days: float = 180.0  # when a memory gives none
    weibull_lambda_days: float = 120.0
    weibull_k: float = 1.5
    recency_floor: float = 0.85  # the oldest memory keeps this share of its score
    critical: float = 1.2
    critical_first: int = 3  # selection: at most this many critical memories go first, exempt from the floor
    critical_always: int = 10  # recall: with at most this many critical memories, all are candidates on every call
    project: float = 1.3  # memory of the current project (curated memories only)
    other_project: float = 0.85  # memory scoped to other projects only
    max_keywords: int = 32  # the lexical query is the query's distinctive words, at most this many
    idf_floor: float = 0.0  # a keyword's IDF is at least idf_floor * ln(N) ... (0.15 cost SciFact 0.003)
    idf_min: float = 0.5  # ... and at least idf_min (a word in over ~60% of memories drops out)
    keyword: float = 0.05  # per query keyword beyond the first found in the memory
    keyword_cap: float = 1.2
    boost_cap: float = 2.0  # the product of all boosts never exceeds this
    superseded: float = 0.3  # shown only with --include-superseded
    conflict_similarity: float = 0.6  # term similarity (Dice) from which two hits state the same thing
    conflict_window: float = 0.8  # ... and they are about equally relevant (weaker >= window * stronger)
    conflict: float = 0.6  # the older of an unlinked conflict keeps this share
    conflict_depth: int = 30  # conflicts are looked for among the top N by provider score
    floor: float = 0.3  # selection: drop below floor * top score
    overfetch: int = 4  # selection: fetch this many times max_results (at least 2)
    duplicate_similarity: float = 0.85  # selection: near-duplicate of an already selected hit
    context_similarity: float = 0.6  # selection: share of a hit's shingles already in the active context


@dataclass(frozen=True, slots=True)
class Candidate:
    """One memory that a provider found, with the metadata the signals need (no I/O past here)."""

    name: str
    type: str = "reference"
    source: str = "memory"
    lexical: float | None = None  # raw BM25 score, None when lexical search did not find it
    vector: float | None = None  # raw cosine, None when vector search did not find it
    projects: tuple[str, ...] = ()
    hits: int = 0
    prevented: int = 0
    feedback_score: float | None = None  # average rating in [-1, 1]
    feedback_count: int = 0
    modified: float | None = None  # epoch seconds of the last content change (git); None: unknown
    created: float | None = None
    last_applied: float | None = None
    half_life_days: float | None = None
    critical: bool = False
    evergreen: bool = False
    superseded_by: tuple[str, ...] = ()
    supersedes: tuple[str, ...] = ()
    terms: frozenset[str] = frozenset()  # normalised terms of the memory text, for conflicts
    keyword_hits: int = 0  # how many query keywords the memory contains


@dataclass(frozen=True, slots=True)
class Context:
    """What the ranker knows about the call: the clock and the current project."""

    now: float
    project: str | None = None


@dataclass(frozen=True, slots=True)
class Ranked:
    candidate: Candidate
    score: float
    provider: float
    contributions: tuple[tuple[str, float], ...]  # (signal, value), in the order applied
    possibly_superseded_by: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.candidate.name


def weights_from_config(table: Mapping[str, Any]) -> Weights:
    """Weights with the overrides of a ``[weights]`` table; unknown keys and bad values are ConfigError."""
    base = Weights()
    known = {f.name: f for f in fields(Weights)}
    changes: dict[str, Any] = {}
    for key, value in table.items():
        if key not in known:
            raise ConfigError(f"[weights] {key!r} is not a known weight (known: {', '.join(sorted(known))})")
        current = getattr(base, key)
        if isinstance(current, Mapping):
            if not isinstance(value, Mapping) or not all(_is_number(v) for v in value.values()):
                raise ConfigError(f"[weights] {key} must be a table of numbers")
            changes[key] = MappingProxyType({**current, **{str(k): float(v) for k, v in value.items()}})
        elif isinstance(current, str):
            allowed = {"fusion": ("blend", "rrf"), "recency": ("half_life", "weibull", "none")}[key]
            if value not in allowed:
                raise ConfigError(f"[weights] {key} must be one of {', '.join(allowed)}")
            changes[key] = value
        elif isinstance(current, int) and not isinstance(current, bool):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ConfigError(f"[weights] {key} must be a positive integer")
            changes[key] = value
        else:
            if not _is_number(value) or value < 0:
                raise ConfigError(f"[weights] {key} must be a non-negative number")
            changes[key] = float(value)
    return replace(base, **changes)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def rank(candidates: Sequence[Candidate], weights: Weights, context: Context) -> list[Ranked]:
    """Score every candidate; sorted by (-score, name). Deterministic for equal input."""
    provider = provider_scores(candidates, weights)
    leaders = sorted(candidates, key=lambda c: (-provider[c.name], c.name))[: weights.conflict_depth]
    conflicts = unlinked_conflicts(leaders, weights, provider)
    out: list[Ranked] = []
    for cand in candidates:
        base = provider[cand.name]
        contrib: list[tuple[str, float]] = [("provider", base)]
        boosts = [
            ("type", weights.types.get(cand.type, weights.default_type)),
            ("source", weights.sources.get(cand.source, weights.default_source)),
            ("usage", usage_boost(cand, weights)),
            ("feedback", feedback_boost(cand, weights)),
            ("project", project_factor(cand, weights, context.project)),
            ("critical", weights.critical if cand.critical else 1.0),
            ("keywords", min(weights.keyword_cap, 1.0 + weights.keyword * max(0, cand.keyword_hits - 1))),
        ]
        up = 1.0
        down = 1.0
        for signal, value in boosts:
            contrib.append((signal, value))
            if value >= 1.0:
                up *= value
            else:
                down *= value
        if up > weights.boost_cap:
            contrib.append(("cap", weights.boost_cap / up))
            up = weights.boost_cap
        penalties = [("recency", recency_factor(cand, weights, context.now))]
        if cand.superseded_by:
            penalties.append(("superseded", weights.superseded))
        newer = conflicts.get(cand.name, ())
        if newer:
            penalties.append(("conflict", weights.conflict))
        for signal, value in penalties:
            contrib.append((signal, value))
            down *= value
        score = base * up * down
        out.append(Ranked(cand, score, base, tuple(contrib), newer))
    out.sort(key=lambda r: (-r.score, r.name))
    return out


def provider_scores(candidates: Sequence[Candidate], weights: Weights) -> dict[str, float]:
    """Fused lexical + vector relevance in [0, 1] per candidate."""
    total = weights.lexical + weights.vector
    if total <= 0:
        return dict.fromkeys((c.name for c in candidates), 0.0)
    wl, wv = weights.lexical / total, weights.vector / total
    has_lex = any(c.lexical is not None for c in candidates)
    has_vec = any(c.vector is not None for c in candidates)
    blended = has_lex and weights.lexical > 0
    lex = _normalised([(c.name, c.lexical) for c in candidates], weights)
    vec = _normalised([(c.name, c.vector) for c in candidates], weights, weights.vector_floor if blended else None)
    if not has_vec:
        wl, wv = 1.0, 0.0
    elif not has_lex:
        wl, wv = 0.0, 1.0
    return {c.name: wl * lex.get(c.name, 0.0) + wv * vec.get(c.name, 0.0) for c in candidates}


def _normalised(
    pairs: list[tuple[str, float | None]], weights: Weights, floor: float | None = None
) -> dict[str, float]:
    found = sorted(((s, n) for n, s in pairs if s is not None), key=lambda p: (-p[0], p[1]))
    top = found[: weights.norm_depth]
    if not top:
        return {}
    if weights.fusion == "rrf":
        best = 1.0 / (weights.rrf_k + 1)
        return {n: (1.0 / (weights.rrf_k + i + 1)) / best for i, (_, n) in enumerate(top)}
    # min-max over the top norm_depth. With fewer hits than that, the low end is the score of no
    # match, so a small repository's weakest real match is not flattened to nothing: 0 for BM25;
    # for cosines (in the blend) ``floor``, since they have no 0 for "unrelated", and every memory
    # of a small repository is a vector hit, the least similar often below 0, which squeezed a
    # relevant 0.35 and an unrelated 0.25 together. No cosine above the floor: min(0, weakest), as before.
    hi = top[0][0]
    if len(top) >= weights.norm_depth:
        lo = top[-1][0]
    elif floor is not None and floor < hi:
        lo = floor
    else:
        lo = min(0.0, top[-1][0])
    if hi - lo <= 1e-12:
        return {n: 1.0 for _, n in top}
    return {n: max(0.0, (s - lo) / (hi - lo)) for s, n in top}


def usage_boost(cand: Candidate, weights: Weights) -> float:
    raw = (1.0 + weights.usage_hits * max(0, cand.hits)) * (1.0 + weights.usage_prevented * max(0, cand.prevented))
    return min(weights.usage_cap, raw)


def feedback_boost(cand: Candidate, weights: Weights) -> float:
    if cand.feedback_score is None or cand.feedback_count <= 0:
        return 1.0
    avg = max(-1.0, min(1.0, cand.feedback_score))
    return 1.0 + weights.feedback * avg


def project_factor(cand: Candidate, weights: Weights, project: str | None) -> float:
    if project is None or not cand.projects or cand.source in LOW_AUTHORITY:
        return 1.0
    return weights.project if project in cand.projects else weights.other_project


def recency_factor(cand: Candidate, weights: Weights, now: float) -> float:
    """floor + (1 - floor)·decay(age); critical and evergreen memories never decay."""
    if weights.recency == "none" or cand.critical or cand.evergreen:
        return 1.0
    stamps = [t for t in (cand.modified, cand.last_applied) if t is not None]
    if not stamps:
        return 1.0
    age_days = max(0.0, (now - max(stamps)) / DAY)
    if weights.recency == "weibull":
        decay = math.exp(-((age_days / weights.weibull_lambda_days) ** weights.weibull_k))
    else:
        half_life = cand.half_life_days or weights.half_life_days
        decay = 0.5 ** (age_days / half_life) if half_life > 0 else 1.0
    return weights.recency_floor + (1.0 - weights.recency_floor) * decay


def unlinked_conflicts(
    candidates: Sequence[Candidate], weights: Weights, provider: Mapping[str, float]
) -> dict[str, tuple[str, ...]]:
    """Older memory -> newer memories that state nearly the same thing with no supersedes link.

    Two candidates conflict when they are about equally relevant (the weaker provider score is
    at least ``conflict_window`` of the stronger), their term sets are similar by at least
    ``conflict_similarity`` (Dice: twice the shared terms over both sizes, so a changed answer to
    the same question still counts, but a short memory is not "the same" as a long one merely
    because the long one contains its words, as the overlap coefficient would say; on LoCoMo
    that demoted older observations that only share a topic), they come from the same kind of
    source, and
    neither names the other in ``supersedes``. The newer by last change (then creation) date
    wins; equal dates decide nothing.
    """
    out: dict[str, list[str]] = {}
    items = [c for c in candidates if c.terms and c.modified is not None and not c.superseded_by]
    # Strongest provider score first: once b falls out of a's window, every later b does too.
    items.sort(key=lambda c: (-provider.get(c.name, 0.0), c.name))
    for i, a in enumerate(items):
        pa = provider.get(a.name, 0.0)
        if pa <= 0.0:
            break
        for b in items[i + 1 :]:
            pb = provider.get(b.name, 0.0)
            if pb < weights.conflict_window * pa:
                break
            if a.source != b.source or a.name in b.supersedes or b.name in a.supersedes:
                continue
            if dice(a.terms, b.terms) < weights.conflict_similarity:
                continue
            key_a, key_b = (a.modified or 0.0, a.created or 0.0), (b.modified or 0.0, b.created or 0.0)
            if key_a == key_b:
                continue
            older, newer = (a, b) if key_a < key_b else (b, a)
            out.setdefault(older.name, []).append(newer.name)
    return {name: tuple(sorted(newer)) for name, newer in out.items()}


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Shared terms over the smaller set (the overlap coefficient)."""
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


def dice(a: frozenset[str], b: frozenset[str]) -> float:
    """Twice the shared terms over the sum of both sizes (the Sørensen-Dice coefficient)."""
    if not a or not b:
        return 0.0
    return 2 * len(a & b) / (len(a) + len(b))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)
