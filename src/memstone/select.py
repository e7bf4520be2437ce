"""Selection: from ranked memories to the few that are safe, new and fit the budget.

Each candidate is kept or rejected with a reason, in rank order, the best ``critical_first``
critical memories first:

- ``channel``: a private memory in a public or internal channel, an internal one in a public channel;
- ``secret``: a secret rule matched text that cannot be redacted away;
- ``superseded``: replaced by another memory (shown with ``include_superseded``);
- ``session-seen``: this session already received it;
- ``duplicate-active-context``: its text is already in the active prompt;
- ``below-floor``: under ``floor`` x the top score, or under ``min_score`` (critical memories are exempt);
- ``duplicate-candidate``: a near-duplicate of a memory already selected;
- ``over-budget``: does not fit the token budget, or max_results is reached.

Per-session state (what each session already received) lives in ``.memstone/sessions/``,
bounded in entries per session, in number of sessions, and in age.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from memstone.rank import Ranked, Weights

CHANNELS = ("public", "internal", "private")
REASONS = (
    "channel",
    "secret",
    "superseded",
    "session-seen",
    "duplicate-active-context",
    "below-floor",
    "duplicate-candidate",
    "over-budget",
    "filtered",
)
SESSION_DIR = "sessions"
SESSION_MAX_NAMES = 2000
SESSION_MAX_FILES = 200
SESSION_MAX_AGE_DAYS = 7.0

_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class Item:
    """A ranked memory with what selection needs: its text, size and sensitivity.

    ``tokens`` (-1) and ``secret`` (None) may be left unknown: selection then asks ``tokens_of``
    and ``is_secret`` only for the items it gets that far with.
    """

    ranked: Ranked
    text: str
    tokens: int = -1
    sensitivity: str = "internal"
    secret: bool | None = None  # a secret rule matched text that must not be shown at all

    @property
    def name(self) -> str:
        return self.ranked.name


@dataclass(frozen=True, slots=True)
class Rejected:
    name: str
    reason: str
    detail: str
    score: float


@dataclass(frozen=True, slots=True)
class Selection:
    selected: tuple[Item, ...]
    rejected: tuple[Rejected, ...]
    used_tokens: int


_OPENNESS = {name: i for i, name in enumerate(CHANNELS)}  # public 0, internal 1, private 2


def allowed_in(sensitivity: str, channel: str) -> bool:
    """private only in private channels; internal in internal or private; public everywhere."""
    return _OPENNESS.get(sensitivity, 2) <= _OPENNESS.get(channel, 0)


def shingles(text: str, n: int = 2) -> frozenset[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    if len(words) < n:
        return frozenset((w,) for w in words)
    return frozenset(tuple(words[i : i + n]) for i in range(len(words) - n + 1))


def select(
    items: Sequence[Item],
    *,
    weights: Weights,
    channel: str = "internal",
    max_results: int = 5,
    budget_tokens: int | None = None,
    min_score: float = 0.0,
    include_superseded: bool = False,
    seen: Iterable[str] = (),
    active_context: str | None = None,
    tokens_of: Callable[[str], int] = lambda text: len(text.split()),
    is_secret: Callable[[str], bool] = lambda text: False,
) -> Selection:
    """Keep the best items that are allowed, new, relevant enough and fit; say why each other one went.

    Cheap checks (channel, superseded, session) run on every item; the costly ones (secret,
    active context, near-duplicates, token counts) only on items above the floor.
    """
    seen_set = set(seen)
    context = shingles(active_context, 3) if active_context else frozenset()
    rejected: list[Rejected] = []
    allowed: list[Item] = []
    for item in items:
        reason, detail = _unsafe_or_stale(item, channel, include_superseded, seen_set)
        if reason:
            rejected.append(Rejected(item.name, reason, detail, item.ranked.score))
        else:
            allowed.append(item)
    costly: dict[str, tuple[str, str]] = {}

    def check(item: Item) -> tuple[str, str]:
        if item.name not in costly:
            costly[item.name] = _secret_or_known(item, context, weights, is_secret)
        return costly[item.name]

    # the best few critical memories go first and skip the floor; any further ones compete like the rest
    first = [i for i in allowed if i.ranked.candidate.critical][: weights.critical_first]
    first_names = {i.name for i in first}
    rest = [i for i in allowed if i.name not in first_names]
    top = next((i.ranked.score for i in rest if not check(i)[0]), 0.0)
    floor = max(min_score, weights.floor * top)
    chosen: list[Item] = []
    chosen_shingles: list[tuple[str, frozenset[tuple[str, ...]]]] = []
    used = 0
    for item in [*first, *rest]:
        score = item.ranked.score
        if item.name not in first_names and score < floor:
            rejected.append(Rejected(item.name, "below-floor", f"score {score:.3f} < floor {floor:.3f}", score))
            continue
        reason, detail = check(item)
        if reason:
            rejected.append(Rejected(item.name, reason, detail, score))
            continue
        mine = shingles(item.text)
        dup = next((n for n, s in chosen_shingles if _jaccard(mine, s) >= weights.duplicate_similarity), None)
        if dup is not None:
            rejected.append(Rejected(item.name, "duplicate-candidate", f"near-duplicate of {dup}", score))
            continue
        if len(chosen) >= max_results:
            rejected.append(Rejected(item.name, "over-budget", f"max_results {max_results} reached", score))
            continue
        tokens = item.tokens if item.tokens >= 0 else tokens_of(item.text)
        if budget_tokens is not None and used + tokens > budget_tokens:
            detail = f"needs {tokens} tokens, {budget_tokens - used} left"
            rejected.append(Rejected(item.name, "over-budget", detail, score))
            continue
        chosen.append(replace(item, tokens=tokens))
        chosen_shingles.append((item.name, mine))
        used += tokens
    chosen.sort(key=lambda i: (-i.ranked.score, i.name))
    return Selection(tuple(chosen), tuple(rejected), used)


def _unsafe_or_stale(item: Item, channel: str, include_superseded: bool, seen: set[str]) -> tuple[str, str]:
    cand = item.ranked.candidate
    if not allowed_in(item.sensitivity, channel):
        return "channel", f"{item.sensitivity} memory in the {channel} channel"
    if cand.superseded_by and not include_superseded:
        return "superseded", f"superseded by {', '.join(cand.superseded_by)}"
    if cand.name in seen:
        return "session-seen", "already given to this session"
    return "", ""


def _secret_or_known(
    item: Item, context: frozenset[tuple[str, ...]], weights: Weights, is_secret: Callable[[str], bool]
) -> tuple[str, str]:
    secret = item.secret if item.secret is not None else is_secret(item.text)
    if secret:
        return "secret", "a secret rule matched its text"
    if context:
        mine = shingles(item.text, 3)
        if mine and len(mine & context) / len(mine) >= weights.context_similarity:
            return "duplicate-active-context", "its text is already in the active context"
    return "", ""


def _jaccard(a: frozenset[tuple[str, ...]], b: frozenset[tuple[str, ...]]) -> float:
    if not a or not b:
        return 0.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)


# --- per-session state -----------------------------------------------------------------------


def session_path(state_dir: Path, session: str) -> Path:
    """A file name that is safe whatever the session id holds."""
    digest = hashlib.sha256(session.encode("utf-8")).hexdigest()[:32]
    return state_dir / SESSION_DIR / f"{digest}.json"


def load_seen(state_dir: Path, session: str, now: float) -> set[str]:
    """Names this session already received (nothing when the state is missing, unreadable or too old)."""
    path = session_path(state_dir, session)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        names = data["names"]
        if now - float(data["updated"]) > SESSION_MAX_AGE_DAYS * 86400:
            return set()
        return {str(n) for n in names}
    except (OSError, ValueError, KeyError, TypeError):
        return set()


def record_seen(state_dir: Path, session: str, names: Iterable[str], now: float) -> None:
    """Add ``names`` to the session's state, then prune old sessions; best effort, never fatal."""
    path = session_path(state_dir, session)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        stamps = {str(k): float(v) for k, v in data["names"].items()}
        if now - float(data["updated"]) > SESSION_MAX_AGE_DAYS * 86400:
            stamps = {}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        stamps = {}
    for name in names:
        stamps[name] = now
    if len(stamps) > SESSION_MAX_NAMES:
        keep = sorted(stamps.items(), key=lambda kv: (-kv[1], kv[0]))[:SESSION_MAX_NAMES]
        stamps = dict(keep)
    text = json.dumps({"updated": now, "names": stamps}, sort_keys=True)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        _prune(path.parent, keep=path)
    except OSError:
        return


def _prune(folder: Path, keep: Path) -> None:
    """Drop session files beyond the newest SESSION_MAX_FILES or older than SESSION_MAX_AGE_DAYS."""
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    newest = keep.stat().st_mtime
    for i, path in enumerate(files):
        too_old = newest - path.stat().st_mtime > SESSION_MAX_AGE_DAYS * 86400
        if path != keep and (i >= SESSION_MAX_FILES or too_old):
            path.unlink(missing_ok=True)
