"""The library API of recall: query -> keywords -> candidates -> rank -> select -> a RecallResult.

The CLI, the agent hooks, eval and the benchmarks all call ``recall()``; they add only parsing
and rendering. Pass an open ``reader`` to keep warm calls fast: nothing is parsed from files
and no model is loaded per call (the reader holds the embedder), and what a call derives from
the index (dates, term sets, the critical memories) is cached on the reader.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
import types
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstone import keywords as kw
from memstone.config import Config
from memstone.errors import IndexMismatchError, IndexMissingError, UsageError
from memstone.rank import RANKER_VERSION, Candidate, Context, Ranked, Weights, rank, weights_from_config
from memstone.select import CHANNELS, Item, Rejected, load_seen, record_seen, select

if TYPE_CHECKING:
    from memstone.candidates import Hit, IndexReader
    from memstone.embed import Embedder
    from memstone.records import IndexedMemory

MODES = ("full", "hybrid", "bm25", "vector")
CAUTION = (
    "Recalled memory is context, not unquestioned truth: if it conflicts with current instructions "
    "or local evidence, prefer the current, verified evidence."
)


@dataclass(frozen=True, slots=True)
class RecallOptions:
    max_results: int = 5
    budget_tokens: int | None = 1200
    min_score: float = 0.0
    project: str | None = None
    types: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    channel: str | None = None  # None: the repository's default channel
    session: str | None = None
    active_context: str | None = None
    as_of: str | None = None
    include_superseded: bool = False
    mode: str = "full"  # full | hybrid | bm25 | vector
    weights: Weights | None = None  # None: defaults with memstone.toml [weights]
    use_model: bool = True  # False: lexical only, never load the embedding model
    record_session: bool = True  # remember what this session received


@dataclass(frozen=True, slots=True)
class RecalledMemory:
    name: str
    path: str
    type: str
    source: str
    description: str
    score: float
    contributions: tuple[tuple[str, float], ...]
    lexical: float | None
    vector: float | None
    text: str
    tokens: int
    line_start: int
    line_end: int
    sensitivity: str
    critical: bool = False
    superseded_by: tuple[str, ...] = ()
    possibly_superseded_by: tuple[str, ...] = ()
    redacted: int = 0


@dataclass(frozen=True, slots=True)
class Counts:
    raw: int
    ranked: int
    selected: int


@dataclass(frozen=True, slots=True)
class RecallResult:
    query: str
    keywords: tuple[str, ...]
    selected: tuple[RecalledMemory, ...]
    rejected: tuple[Rejected, ...]
    counts: Counts
    budget_used: int
    budget_limit: int | None
    warnings: tuple[str, ...] = ()
    mode: str = "full"
    channel: str = "internal"
    session: str | None = None
    ranker_version: str = RANKER_VERSION
    ranked: tuple[str, ...] = field(default=(), compare=False)  # every ranked name in order (for eval)


def recall(
    query: str,
    *,
    config: Config | None = None,
    repo: str | Path | None = None,
    options: RecallOptions | None = None,
    reader: IndexReader | None = None,
    embedder: Embedder | None = None,
    now: datetime | None = None,
) -> RecallResult:
    """Recall the memories that should shape the next response to ``query``, and say why.

    ``config`` is the repository's configuration; without it, the memory repository at or
    above ``repo`` (default: the current directory) is found and its memstone.toml read.
    ``memstone.recall(...)`` is this function.
    """
    if config is None:
        from memstone.config import load_config
        from memstone.repo import find_root

        config = load_config(find_root(Path(repo) if repo is not None else Path.cwd()))
    options = options or RecallOptions()
    _check(options)
    if options.as_of is not None and reader is None:
        return _recall_as_of(query, config, options, embedder, now)
    warnings: list[str] = []
    if reader is None:
        reader, opened = _open(config, options, embedder, query)
        warnings.extend(opened)
    warnings.extend(reader.manifest.warnings)
    clock = now.timestamp() if now is not None else time.time()
    return _recall(query, config, options, reader, clock, warnings)


def memory_types() -> tuple[str, ...]:
    """Every type a memory (the schema's) or a source entry (its kind) can have, sorted."""
    import json
    from importlib import resources

    from memstone.config import SOURCE_KINDS

    text = resources.files("memstone").joinpath("data/memory.schema.json").read_text("utf-8")
    return tuple(sorted({*json.loads(text)["properties"]["type"]["enum"], *SOURCE_KINDS}))


def check_types(types: tuple[str, ...], *, flag: str = "types") -> None:
    """A UsageError for a type no memory can have (it would silently filter out everything)."""
    if not types:
        return
    known = memory_types()
    unknown = [t for t in types if t not in known]
    if unknown:
        raise UsageError(f"{flag} {unknown[0]!r} is not a memory type (known: {', '.join(known)})")


def _check(options: RecallOptions) -> None:
    if options.mode not in MODES:
        raise UsageError(f"mode must be one of {', '.join(MODES)}, not {options.mode!r}")
    if options.mode == "vector" and not options.use_model:
        raise UsageError("mode vector needs the embedding model (use_model=False turns it off)")
    check_types(options.types)
    if options.channel is not None and options.channel not in CHANNELS:
        raise UsageError(f"channel must be one of {', '.join(CHANNELS)}, not {options.channel!r}")
    if options.max_results < 1:
        raise UsageError("max_results must be at least 1")
    if options.budget_tokens is not None and options.budget_tokens < 1:
        raise UsageError("budget_tokens must be at least 1")


def _open(
    config: Config, options: RecallOptions, embedder: Embedder | None, query: str
) -> tuple[IndexReader, list[str]]:
    warnings: list[str] = []
    if _built_without_a_model(config):
        # a BM25-only index (`index build --embedder none`) is searched by keyword: no model to load for it
        if options.mode == "vector":
            raise UsageError(
                "mode vector needs vectors, and the index was built without a model (--embedder none): "
                "run `memstone index build` to add them"
            )
        if embedder is not None or (options.use_model and options.mode != "bm25" and config.model.name != "none"):
            from memstone.candidates import BM25_ONLY_NOTE

            warnings.append(BM25_ONLY_NOTE)
        embedder = None
    elif embedder is None and options.use_model and options.mode != "bm25":
        embedder = _load_embedder(config)
    if options.mode == "vector" and embedder is None:
        raise UsageError('mode vector needs an embedding model, and memstone.toml has [model] name = "none"')
    pending = None
    if embedder is not None and options.mode != "bm25" and query.strip():
        from memstone.embed import QueryEmbedding

        pending = QueryEmbedding(embedder, [query])  # starts now: the model loads while the index is checked and opened
    from memstone.index import index_status, open_index

    status = index_status(config, None)
    if status.state == "missing":
        raise IndexMissingError("no index in .memstone/index: run `memstone index build` first")
    from memstone.manifest import REBUILD

    if status.state == "incompatible":
        raise IndexMismatchError(f"the index cannot be used: {status.reason}; {status.fix or REBUILD}")
    if status.state == "damaged":  # named before the model is compared with what the manifest says
        from memstone.manifest import IndexDamagedError
        from memstone.records import index_dir

        raise IndexDamagedError(index_dir(config), status.reason, status.fix or REBUILD)
    if status.state == "stale":
        warnings.append(f"index is stale ({status.reason}): run `memstone index build`")
    reader = open_index(config, embedder=embedder)
    if pending is not None:
        reader.prepare_query(query, pending)
    return reader, warnings


def _built_without_a_model(config: Config) -> bool:
    """Does the index hold no vectors? (Any problem reading its manifest is left to ``index_status``.)"""
    from memstone.errors import MemstoneError
    from memstone.manifest import read_manifest
    from memstone.records import index_dir

    try:
        manifest = read_manifest(index_dir(config))
    except (MemstoneError, OSError, ValueError):
        return False
    return manifest.lexical_only


def _load_embedder(config: Config) -> Embedder | None:
    from memstone.embed import load_embedder

    return load_embedder(config.model)


def _recall_as_of(
    query: str, config: Config, options: RecallOptions, embedder: Embedder | None, now: datetime | None
) -> RecallResult:
    """Build a throwaway index of the revision (the embedding cache makes this cheap) and recall from it."""
    from memstone.index import build_index, open_index
    from memstone.repo import git, resolve_rev

    assert options.as_of is not None
    commit = resolve_rev(config.root, options.as_of)
    if embedder is None and options.use_model and options.mode != "bm25":
        embedder = _load_embedder(config)
    tmp = Path(tempfile.mkdtemp(prefix="memstone-as-of-"))
    try:
        build_index(config, embedder=embedder, rev=commit, out_dir=tmp, quiet=True)
        reader = open_index(config, embedder=embedder, path=tmp)
        when = now.timestamp() if now is not None else float(git(config.root, "log", "-1", "--format=%at", commit))
        notes = [f"as of {options.as_of} ({commit[:12]})", *reader.manifest.warnings]
        return _recall(query, config, options, reader, when, notes)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# --- the pipeline ----------------------------------------------------------------------------


class _ReaderCache:
    """What recall derives from an index once: epoch dates, term sets, the critical memories."""

    def __init__(self, critical: list[str]) -> None:
        self.dates: dict[str, tuple[float | None, float | None, float | None]] = {}
        self.terms: dict[tuple[str, int], frozenset[str]] = {}
        self.critical = sorted(critical)


_CACHES: weakref.WeakKeyDictionary[Any, _ReaderCache] = weakref.WeakKeyDictionary()


def _cache(reader: IndexReader) -> _ReaderCache:
    cache = _CACHES.get(reader)
    if cache is None:
        cache = _ReaderCache(reader.critical_names())
        _CACHES[reader] = cache
    return cache


def _epoch(value: str | None) -> float | None:
    if not value:
        return None
    try:
        stamp = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    if stamp.tzinfo is None:
        from datetime import UTC

        stamp = stamp.replace(tzinfo=UTC)
    return stamp.timestamp()


def _dates(cache: _ReaderCache, m: IndexedMemory, now: float) -> tuple[float | None, float | None, float | None]:
    found = cache.dates.get(m.name)
    if found is None:
        modified = now if m.uncommitted else _epoch(m.git_modified) or _epoch(m.created)
        created = _epoch(m.git_created) or _epoch(m.created) or modified
        found = (modified, created, _epoch(m.last_applied))
        if not m.uncommitted:
            cache.dates[m.name] = found
    return found


def _terms(cache: _ReaderCache, m: IndexedMemory, hit: Hit | None) -> frozenset[str]:
    key = (m.name, hit.chunk_id if hit is not None else -1)
    found = cache.terms.get(key)
    if found is None:
        if hit is not None and hit.terms is not None:
            found = frozenset(hit.terms.split())  # worked out when the index was built
        else:
            found = kw.terms(f"{m.description}\n{hit.text if hit is not None else m.body}")
        cache.terms[key] = found
    return found


def resolve_weights(config: Config, options: RecallOptions) -> Weights:
    """The weights of a call: the options' own, else the defaults with memstone.toml's overrides."""
    weights = options.weights if options.weights is not None else weights_from_config(config.weights)
    if options.mode == "bm25":
        return replace(weights, lexical=1.0, vector=0.0)
    if options.mode == "vector":
        return replace(weights, lexical=0.0, vector=1.0)
    return weights


def _recall(
    query: str, config: Config, options: RecallOptions, reader: IndexReader, now: float, warnings: list[str]
) -> RecallResult:
    weights = resolve_weights(config, options)
    full = options.mode == "full"
    if options.mode != "bm25":
        reader.prepare_query(query)  # the model starts while keywords, BM25 and records are read
    channel = options.channel or config.default_channel
    effective = weights if full else _plain(weights)
    keywords = kw.extract_keywords(
        query, reader, max_keywords=weights.max_keywords, idf_floor=weights.idf_floor, idf_min=weights.idf_min
    )
    lexical_query = " ".join(k.word for k in keywords) if keywords and full else query
    if options.mode == "vector":
        lexical_query = ""
    pool = max(options.max_results * max(2, weights.overfetch), weights.norm_depth if options.mode != "bm25" else 0)
    # What does not depend on the candidates is read first: in a fresh process the query's
    # embedding is still being computed, and candidates() waits for it.
    memories = reader.memories()
    cache = _cache(reader)
    usage = _usage(config) if full else {}
    seen = load_seen(config.state_dir, options.session, time.time()) if options.session and full else set()
    is_secret = _secret_check(reader)
    hits = reader.candidates(query if options.mode != "bm25" else "", pool, lexical_query=lexical_query)
    memories.prefetch([h.name for h in hits] + cache.critical)
    by_name: dict[str, Hit | None] = {h.name: h for h in hits if h.name in memories}
    raw = len(by_name)
    if full and len(cache.critical) <= weights.critical_always:
        for name in cache.critical:
            by_name.setdefault(name, None)
    rejected: list[Rejected] = []
    cands: list[Candidate] = []
    for name in sorted(by_name):
        m = memories[name]
        if not _wanted(m, options):
            rejected.append(Rejected(name, "filtered", "not of the requested type or role", 0.0))
            continue
        cand = _candidate(m, by_name[name], cache, usage.get(name), keywords, now, full)
        cands.append(cand if full else replace(cand, critical=False))
    context = Context(now=now, project=options.project)
    ranked = rank(cands, effective, context)
    items = [_item(r, memories[r.name], by_name[r.name]) for r in ranked]
    chosen = select(
        items,
        weights=effective,
        channel=channel if full else "private",
        max_results=options.max_results,
        budget_tokens=options.budget_tokens,
        min_score=options.min_score,
        include_superseded=options.include_superseded or not full,
        seen=seen,
        active_context=options.active_context if full else None,
        tokens_of=lambda text: count_tokens(text, reader, config),
        is_secret=is_secret,
    )
    if options.session and options.record_session and chosen.selected:
        record_seen(config.state_dir, options.session, [i.name for i in chosen.selected], time.time())
    selected = tuple(_recalled(i, memories[i.name], by_name[i.name]) for i in chosen.selected)
    shown_query, secrets = _redact_query(query)
    return RecallResult(
        query=shown_query,
        keywords=tuple(k.word for k in keywords if not any(k.word in sec.lower() for sec in secrets)),
        selected=selected,
        rejected=tuple(sorted([*rejected, *chosen.rejected], key=lambda r: (-r.score, r.name))),
        counts=Counts(raw=raw, ranked=len(ranked), selected=len(selected)),
        budget_used=chosen.used_tokens,
        budget_limit=options.budget_tokens,
        warnings=tuple(warnings),
        mode=options.mode,
        channel=channel,
        session=options.session,
        ranked=tuple(r.name for r in ranked),
    )


def _plain(weights: Weights) -> Weights:
    """Baseline modes: the provider score alone, no memory signals."""
    return replace(
        weights,
        types={},
        default_type=1.0,
        sources={},
        default_source=1.0,
        usage_hits=0.0,
        usage_prevented=0.0,
        feedback=0.0,
        recency="none",
        critical=1.0,
        project=1.0,
        other_project=1.0,
        keyword=0.0,
        superseded=1.0,
        conflict=1.0,
        conflict_similarity=2.0,
        floor=0.0,
    )


def _wanted(m: IndexedMemory, options: RecallOptions) -> bool:
    if options.types and m.type not in options.types:
        return False
    return not (options.roles and m.roles and not set(m.roles) & set(options.roles))


def _usage(config: Config) -> Mapping[str, Any]:
    try:
        from memstone.usage import ledger_stats  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return {}
    try:
        stats: Mapping[str, Any] = ledger_stats(config)
        return stats
    except (OSError, ValueError):
        return {}


def _candidate(
    m: IndexedMemory,
    hit: Hit | None,
    cache: _ReaderCache,
    stats: Any,
    keywords: list[kw.Keyword],
    now: float,
    full: bool,
) -> Candidate:
    modified, created, last_applied = _dates(cache, m, now)
    hits, prevented = m.hits, m.prevented
    score, count = m.feedback_score, m.feedback_count
    if stats is not None:
        hits += int(getattr(stats, "hits", 0))
        prevented += int(getattr(stats, "prevented", 0))
        good, bad = int(getattr(stats, "helpful", 0)), int(getattr(stats, "unhelpful", 0))
        if good or bad:
            total = (score or 0.0) * count + good - bad
            count += good + bad
            score = total / count
        applied = _epoch(getattr(stats, "last_applied", None))
        if applied is not None and (last_applied is None or applied > last_applied):
            last_applied = applied
    terms = _terms(cache, m, hit) if full else frozenset()
    return Candidate(
        name=m.name,
        type=m.type,
        source=m.source,
        lexical=hit.lexical if hit is not None else None,
        vector=hit.vector if hit is not None else None,
        projects=m.projects,
        hits=hits,
        prevented=prevented,
        feedback_score=score,
        feedback_count=count,
        modified=modified,
        created=created,
        last_applied=last_applied,
        half_life_days=m.half_life_days,
        critical=m.critical,
        evergreen=m.evergreen,
        superseded_by=(m.superseded_by,) if m.superseded_by else (),
        supersedes=m.supersedes,
        terms=terms,
        keyword_hits=kw.keyword_hits(keywords, terms),
    )


def _text(m: IndexedMemory, hit: Hit | None) -> str:
    return hit.text if hit is not None and hit.text else m.body


def _item(r: Ranked, m: IndexedMemory, hit: Hit | None) -> Item:
    tokens = hit.tokens if hit is not None and hit.text else -1  # counted at index time (-1: selection counts)
    return Item(r, _text(m, hit), sensitivity=m.sensitivity, tokens=tokens)


def _redact_query(query: str) -> tuple[str, list[str]]:
    """The query as it may be echoed (secrets a user pasted into it redacted), and those secrets."""
    from memstone.scan import find_secrets, redact_spans

    matches = find_secrets(query)
    return (redact_spans(query, matches), [query[m.start : m.end] for m in matches]) if matches else (query, [])


def _redact_again(text: str) -> tuple[str, int]:
    """Defence in depth on text the index already redacted (see ``_mostly_secret``)."""
    from memstone.scan import find_secrets, redact_spans

    matches = find_secrets(text, engine=False)
    return (redact_spans(text, matches), len(matches)) if matches else (text, 0)


def _secret_check(reader: IndexReader) -> Callable[[str], bool]:
    """How selection tells a text that must go as a whole: by its redaction markers alone when the
    index was redacted with these very rules (they cannot match its text again), else by scanning too."""
    from memstone.scan import rules_fingerprint

    return _mostly_redacted if reader.store.secret_rules == rules_fingerprint() else _mostly_secret


def _mostly_redacted(text: str) -> bool:
    """A text that is little but redaction markers must go as a whole."""
    if "[REDACTED:" not in text:
        return False
    from memstone.scan import REDACTED_MARK

    return len(kw.words(REDACTED_MARK.sub("", text))) < 5


def _mostly_secret(text: str) -> bool:
    """A text that is little but redaction markers (or still matches a rule) must go as a whole.

    Index text was already redacted with every rule, the vendor engine included, when it was
    indexed; this second look (for an index redacted under other rules) uses memstone's own
    rules only, so recall never pays the engine's rule load (about a second per process).
    """
    from memstone.scan import find_secrets

    if "[REDACTED:" not in text:
        return bool(find_secrets(text, engine=False))
    return _mostly_redacted(text)


def count_tokens(text: str, reader: IndexReader, config: Config | None = None) -> int:
    """Tokens by the model's tokenizer (the embedder's, or the tokenizer alone), else a word-based estimate."""
    embedder = getattr(reader, "embedder", None)
    counter = getattr(embedder, "count_tokens", None)
    if counter is None and config is not None:
        from memstone.embed import tokenizer_for

        tokenizer = tokenizer_for(config.model)
        counter = tokenizer.count_tokens if tokenizer is not None else None
    if counter is not None:
        return int(counter(text))
    return max(1, round(len(text.split()) * 1.3))


def _recalled(item: Item, m: IndexedMemory, hit: Hit | None) -> RecalledMemory:
    text, n_text = _redact_again(item.text)
    description, n_desc = _redact_again(m.description)
    r = item.ranked
    return RecalledMemory(
        name=m.name,
        path=m.path,
        type=m.type,
        source=m.source,
        description=description,
        score=r.score,
        contributions=r.contributions,
        lexical=r.candidate.lexical,
        vector=r.candidate.vector,
        text=text,
        tokens=item.tokens,
        line_start=hit.line_start if hit is not None else m.body_line,
        line_end=hit.line_end if hit is not None else m.body_line + m.body.count("\n"),
        sensitivity=m.sensitivity,
        critical=m.critical,
        superseded_by=r.candidate.superseded_by,
        possibly_superseded_by=r.possibly_superseded_by,
        redacted=n_text + n_desc + item.text.count("[REDACTED:"),
    )


class _CallableModule(types.ModuleType):
    """``memstone.recall`` is this module and, called, the ``recall`` function (the library API)."""

    def __call__(self, query: str, **kwargs: Any) -> RecallResult:
        return recall(query, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
