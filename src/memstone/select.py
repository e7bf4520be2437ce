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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
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
    """A ranked memory with what selection needs: its text, size and sensitivity."""

    ranked: Ranked
    text: str
    tokens: int
    sensitivity: str = "internal"
    secret: bool = False  # a secret rule matched text that must not be shown at all

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


def allowed_in(sensitivity: str, channel: str) -> bool:
    """private only in private channels; internal in internal or private; public everywhere."""
    rank_of = {name: i for i, name in enumerate(CHANNELS)}
    return rank_of.get(sensitivity, 2) <= rank_of.get(channel, 0)


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
) -> Selection:
    """Keep the best items that are allowed, new, relevant enough and fit; say why each other one went."""
    seen_set = set(seen)
    context = shingles(active_context, 3) if active_context else frozenset()
    rejected: list[Rejected] = []
    eligible: list[Item] = []
    for item in items:
        reason, detail = _unsafe_or_stale(item, channel, include_superseded, seen_set, context, weights)
        if reason:
            rejected.append(Rejected(item.name, reason, detail, item.ranked.score))
        else:
            eligible.append(item)
    # the best few critical memories go first and skip the floor; any further ones compete like the rest
    first = [i for i in eligible if i.ranked.candidate.critical][: weights.critical_first]
    first_names = {i.name for i in first}
    rest = [i for i in eligible if i.name not in first_names]
    top = max((i.ranked.score for i in rest), default=0.0)
    floor = max(min_score, weights.floor * top)
    chosen: list[Item] = []
    chosen_shingles: list[tuple[str, frozenset[tuple[str, ...]]]] = []
    used = 0
    for item in [*first, *rest]:
        if item.name not in first_names and item.ranked.score < floor:
            detail = f"score {item.ranked.score:.3f} < floor {floor:.3f}"
            rejected.append(Rejected(item.name, "below-floor", detail, item.ranked.score))
            continue
        mine = shingles(item.text)
        dup = next((n for n, s in chosen_shingles if _jaccard(mine, s) >= weights.duplicate_similarity), None)
        if dup is not None:
            rejected.append(Rejected(item.name, "duplicate-candidate", f"near-duplicate of {dup}", item.ranked.score))
            continue
        if len(chosen) >= max_results:
            detail = f"max_results {max_results} reached"
            rejected.append(Rejected(item.name, "over-budget", detail, item.ranked.score))
            continue
        if budget_tokens is not None and used + item.tokens > budget_tokens:
            detail = f"needs {item.tokens} tokens, {budget_tokens - used} left"
            rejected.append(Rejected(item.name, "over-budget", detail, item.ranked.score))
            continue
        chosen.append(item)
        chosen_shingles.append((item.name, mine))
        used += item.tokens
    chosen.sort(key=lambda i: (-i.ranked.score, i.name))
    return Selection(tuple(chosen), tuple(rejected), used)


def _unsafe_or_stale(
    item: Item,
    channel: str,
    include_superseded: bool,
    seen: set[str],
    context: frozenset[tuple[str, ...]],
    weights: Weights,
) -> tuple[str, str]:
    cand = item.ranked.candidate
    if not allowed_in(item.sensitivity, channel):
        return "channel", f"{item.sensitivity} memory in the {channel} channel"
    if item.secret:
        return "secret", "a secret rule matched its text"
    if cand.superseded_by and not include_superseded:
        return "superseded", f"superseded by {', '.join(cand.superseded_by)}"
    if cand.name in seen:
        return "session-seen", "already given to this session"
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
