"""The ledger: the state of every memory file while the history is walked oldest first.

It follows each memory file through renames (a rename is the same memory), deletions and
re-additions (a re-added path resumes its earlier life, so its creation date stays the
first commit that ever added it), and collects the supersession edges that commit trailers
declare: ``Supersedes: old`` on the commit that adds or changes the new memory, and
``Superseded-by: new`` on the commit that deletes the old one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from memstone.config import Config
from memstone.history_git import SUPERSEDES, Change, Commit, is_memory, memory_stem


def ordered(changes: Iterable[Change]) -> list[Change]:
    """Deletions and renames first, so a path freed in a commit can be reused in the same commit."""
    return sorted(changes, key=lambda c: (c.status not in "DR", c.path))


@dataclass(slots=True)
class Life:
    """One memory file's life while the ledger walks the history (mutable; frozen into FileHistory)."""

    path: str
    created: int
    created_commit: str
    modified: int
    modified_commit: str
    author: str
    renamed_from: list[str] = field(default_factory=list)
    deleted_commit: str | None = None

    def to_json(self) -> list[object]:
        return [
            self.path,
            self.created,
            self.created_commit,
            self.modified,
            self.modified_commit,
            self.author,
            self.renamed_from,
            self.deleted_commit,
        ]

    @classmethod
    def from_json(cls, row: list[object]) -> Life:
        path, created, c_commit, modified, m_commit, author, renamed, deleted = row
        return cls(
            str(path),
            int(created),  # type: ignore[call-overload]
            str(c_commit),
            int(modified),  # type: ignore[call-overload]
            str(m_commit),
            str(author),
            [str(r) for r in renamed],  # type: ignore[attr-defined]
            None if deleted is None else str(deleted),
        )


# (new name, old name, source, commit, timestamp)
RawEdge = tuple[str, str, str, str, int]
OnChange = Callable[[Commit, Change, Life], None]


@dataclass(slots=True)
class Ledger:
    """The state of every wanted file after walking commits oldest first."""

    alive: dict[str, Life] = field(default_factory=dict)
    dead: dict[str, Life] = field(default_factory=dict)
    edges: list[RawEdge] = field(default_factory=list)

    def apply(self, config: Config, commit: Commit, on_change: OnChange | None = None) -> None:
        for change in ordered(commit.changes):
            life = self._apply_change(commit, change)
            if on_change is not None and life is not None:
                on_change(commit, change, life)
        self.edges.extend(trailer_edges(config, commit, self.alive))

    def _apply_change(self, commit: Commit, change: Change) -> Life | None:
        ts, sha = commit.timestamp, commit.sha
        if change.status == "D":
            life = self.alive.pop(change.path, None)
            if life is not None:
                life.deleted_commit = sha
                self.dead[change.path] = life
            return life
        if change.status == "R" and change.old_path is not None:
            life = self.alive.pop(change.old_path, None) or self.dead.pop(change.old_path, None)
            if life is None:
                life = Life(change.path, ts, sha, ts, sha, commit.author)
            life.renamed_from.append(change.old_path)
            life.path = change.path
            if change.content_changed:
                life.modified, life.modified_commit, life.author = ts, sha, commit.author
            self.alive[change.path] = life
            self.dead.pop(change.path, None)
            return life
        life = self.alive.get(change.path)
        if life is None:
            # added (or copied), or changed past a shallow boundary; a re-added file resumes its earlier life
            life = self.dead.pop(change.path, None) or Life(change.path, ts, sha, ts, sha, commit.author)
            life.deleted_commit = None
            self.alive[change.path] = life
        life.modified, life.modified_commit, life.author = ts, sha, commit.author
        return life

    def to_json(self) -> dict[str, object]:
        return {
            "alive": [life.to_json() for _, life in sorted(self.alive.items())],
            "dead": [life.to_json() for _, life in sorted(self.dead.items())],
            "edges": [list(e) for e in self.edges],
        }

    @classmethod
    def from_json(cls, data: dict[str, list[list[object]]]) -> Ledger:
        alive = [Life.from_json(r) for r in data["alive"]]
        dead = [Life.from_json(r) for r in data["dead"]]
        edges: list[RawEdge] = [(str(a), str(b), str(c), str(d), int(e)) for a, b, c, d, e in data["edges"]]  # type: ignore[call-overload]
        return cls({x.path: x for x in alive}, {x.path: x for x in dead}, edges)


def trailer_edges(config: Config, commit: Commit, alive: dict[str, Life] | None = None) -> list[RawEdge]:
    """Edges a commit's trailers declare, tied to the memories the commit touched."""
    if not commit.trailers:
        return []
    memory_changes = [c for c in commit.changes if is_memory(config, c.path)]
    out: list[RawEdge] = []
    owners = _owners(memory_changes)
    deleted = [memory_stem(c.path) for c in memory_changes if c.status == "D"]
    for kind, name in commit.trailers:
        if kind == SUPERSEDES:
            for owner_path in _narrow(owners, name):
                owner = memory_stem(owner_path)
                life = (alive or {}).get(owner_path)
                former = {memory_stem(p) for p in life.renamed_from} if life else set()
                former |= {memory_stem(c.old_path) for c in memory_changes if c.path == owner_path and c.old_path}
                if name != owner and name not in former:  # a rename is the same memory
                    out.append((owner, name, "trailer", commit.sha, commit.timestamp))
        else:
            out.extend((name, old, "deletion", commit.sha, commit.timestamp) for old in deleted if old != name)
    return out


def _owners(changes: Sequence[Change]) -> list[str]:
    """The memories a `Supersedes:` trailer can speak for: added ones if any, else changed or renamed ones."""
    added = sorted(c.path for c in changes if c.status in "AC")
    return added or sorted(c.path for c in changes if c.status in "MRT")


def _narrow(owners: list[str], old: str) -> list[str]:
    """With several candidates, the ones of the same type as ``old`` (by the name's type prefix)."""
    if len(owners) <= 1:
        return owners
    prefix = old.split("_", 1)[0]
    same = [p for p in owners if memory_stem(p).split("_", 1)[0] == prefix]
    return same or owners
