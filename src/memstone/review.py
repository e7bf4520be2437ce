"""What a range of commits changes in memory: the data behind `memstone review BASE..HEAD`.

Everything is computed from two snapshots read from git objects (the work tree is never
touched) plus the commit messages of the range, so the same report comes out on a laptop
and in CI.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from memstone.config import Config
from memstone.errors import RepoError, UsageError
from memstone.findings import Finding
from memstone.history_range import range_base
from memstone.history_timeline import show
from memstone.memory import Memory
from memstone.repo import git, read_revision, resolve_rev
from memstone.validate import load_corpus

SENSITIVITY_RANK = {"public": 0, "internal": 1, "private": 2}
DUPLICATE_THRESHOLD = 0.55
HALF_LIFE_JUMP = 2.0
_TRAILER = re.compile(r"^(supersedes|superseded-by)\s*:\s*(.+)$", re.IGNORECASE | re.MULTILINE)
_WORD = re.compile(r"[a-z0-9][a-z0-9_\-]*[a-z0-9]|[a-z0-9]")


@dataclass(frozen=True, slots=True)
class FieldChange:
    name: str
    field: str
    old: Any
    new: Any
    risk: str | None  # why a reviewer must look, or None for an ordinary change

    def describe(self) -> str:
        return f"`{self.field}`: {_show(self.old)} -> {_show(self.new)}"

    def redacted(self) -> FieldChange:
        """The change as a report may show it: secrets in the old and new values (and the reason) redacted."""
        from memstone.history_timeline import redact, redact_value

        risk = redact(self.risk) if self.risk else self.risk
        return FieldChange(
            self.name, self.field, redact_value(self.field, self.old), redact_value(self.field, self.new), risk
        )


def _show(value: Any) -> str:
    """As the user wrote it: a whole-number float (half_life_days: 30) shows as 30, not 30.0."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return show(value)


@dataclass(frozen=True, slots=True)
class Supersession:
    new: str
    old: str
    source: str  # "frontmatter" | "trailer" | "deletion"
    commit: str | None


@dataclass(frozen=True, slots=True)
class NearDuplicate:
    new: str
    existing: str
    similarity: float
    kind: str  # "duplicate" | "conflict"


@dataclass(frozen=True, slots=True)
class Unparseable:
    """A memory file the range touched that does not read as a memory at head (or, when deleted, at base).

    Lint says why (bad-yaml, no-frontmatter, not-utf8, binary-file, ...); the report lists the file so
    that it is never mistaken for a deletion or missed as an addition."""

    path: str
    change: str  # "added" | "changed" | "renamed" | "deleted"
    old_path: str | None = None  # for "renamed"


@dataclass(frozen=True, slots=True)
class Review:
    base: str
    head: str
    commits: int
    added: tuple[Memory, ...]
    changed: tuple[Memory, ...]
    renamed: tuple[tuple[Memory, Memory], ...]  # (old, new)
    deleted: tuple[Memory, ...]
    field_changes: tuple[FieldChange, ...]
    supersessions: tuple[Supersession, ...]
    findings: tuple[Finding, ...]
    near_duplicates: tuple[NearDuplicate, ...]
    impact: Mapping[str, Any] | None = field(default=None)
    unparseable: tuple[Unparseable, ...] = ()

    @property
    def superseded(self) -> tuple[str, ...]:
        return tuple(sorted({s.old for s in self.supersessions}))

    @property
    def blocking(self) -> bool:
        return any(f.severity == "error" for f in self.findings)

    @property
    def risky(self) -> tuple[FieldChange, ...]:
        return tuple(c for c in self.field_changes if c.risk)


def parse_range(config: Config, spec: str | None) -> tuple[str, str]:
    """`BASE..HEAD`, `BASE...HEAD` (merge base), `BASE` (to HEAD) or None (merge base with main).

    Returns the commits to compare. `BASE..HEAD` is read as git reads it (see ``range_base``): when BASE is
    not an ancestor of HEAD the comparison starts at their merge base, so a reversed range is empty."""
    root = config.root
    try:
        resolve_rev(root, "HEAD")
    except UsageError:
        from memstone.repo import no_commits_error

        raise RepoError(no_commits_error(root, "review")) from None
    if spec is None:
        default = _default_branch(config)
        base = git(root, "merge-base", default, "HEAD").strip()
        return base, resolve_rev(root, "HEAD")
    if "..." in spec:
        left, right = spec.split("...", 1)
        head = _rev(config, right or "HEAD", spec)
        try:
            merge_base = git(root, "merge-base", _rev(config, left or "HEAD", spec), head).strip()
        except RepoError:
            raise UsageError(f"review {spec!r}: the two sides have no common ancestor; use BASE..HEAD") from None
        return merge_base, head
    if ".." in spec:
        left, right = spec.split("..", 1)
        head = _rev(config, right or "HEAD", spec)
        return range_base(config, _rev(config, left or "HEAD", spec), head, spec), head
    head = resolve_rev(root, "HEAD")
    return range_base(config, _rev(config, spec, spec), head, spec), head


def _rev(config: Config, rev: str, spec: str) -> str:
    try:
        return resolve_rev(config.root, rev)
    except UsageError:
        raise UsageError(
            f"review {spec!r}: {rev!r} is not a commit, tag, branch, or a date with commits before it"
        ) from None


def _default_branch(config: Config) -> str:
    for candidate in ("origin/HEAD", "origin/main", "main", "origin/master", "master"):
        try:
            resolve_rev(config.root, candidate)
        except Exception:
            continue
        return candidate
    return "HEAD"


def build_review(config: Config, base: str, head: str, *, scan: bool = True) -> Review:
    """Compare the memories at ``base`` and ``head`` (both commits)."""
    old_snap = read_revision(config, base)
    new_snap = read_revision(config, head)
    old_corpus = load_corpus(old_snap, config)
    new_corpus = load_corpus(new_snap, config)
    old_by_path = {m.path: m for m in old_corpus.memories}
    new_by_path = {m.path: m for m in new_corpus.memories}
    old_by_name = {m.name: m for m in old_corpus.memories}
    new_by_name = {m.name: m for m in new_corpus.memories}
    old_paths, new_paths = set(old_snap.memory_paths(config)), set(new_snap.memory_paths(config))
    renames = _git_renames(config, base, head)

    added: list[Memory] = []
    changed: list[Memory] = []
    renamed: list[tuple[Memory, Memory]] = []
    matched_old: set[str] = set()
    for path, new in sorted(new_by_path.items()):
        old_path = renames.get(path)
        old = old_by_path.get(path) or (old_by_path.get(old_path) if old_path else None)
        if old is None and new.name in old_by_name and old_by_name[new.name].path not in new_paths:
            old = old_by_name[new.name]
        if old is None and (path in old_paths or old_path in old_paths):  # it did not parse at base
            matched_old.add(old_path if path not in old_paths and old_path else path)
            if old_snap.files.get(path) != new_snap.files[path]:
                changed.append(new)
            continue
        if old is None:
            added.append(new)
            continue
        matched_old.add(old.path)
        if old.path != new.path:
            renamed.append((old, new))
        elif old.content_hash != new.content_hash:
            changed.append(new)
    unparseable = _unparseable(old_snap.files, new_snap.files, old_paths, new_paths - set(new_by_path), renames)
    matched_old |= {u.old_path or u.path for u in unparseable if u.change != "added"}
    matched_old |= new_paths & old_paths  # a file still there is never deleted, whatever it reads as
    deleted = [m for p, m in sorted(old_by_path.items()) if p not in matched_old and p not in new_paths]
    unparseable += [
        Unparseable(p, "deleted") for p in sorted(old_paths - set(old_by_path) - new_paths - set(renames.values()))
    ]

    field_changes: list[FieldChange] = []
    for new in [*changed, *(n for _, n in renamed)]:
        old = old_by_path.get(new.path) or next((o for o, n in renamed if n is new), None)
        if old is not None:  # None: it did not parse at base, so there is nothing to compare
            field_changes.extend(diff_fields(old, new))

    messages = _messages(config, base, head)
    supersessions = _supersessions(config, old_by_name, new_by_name, messages)
    # every file whose bytes the range changed, whether it parses or not (lint says why it does not)
    changed_paths = {p for p, raw in new_snap.files.items() if old_snap.files.get(p) != raw}
    # and every link the range made unread (it is in no snapshot's files: lint warns about it)
    newly_unread = set(new_snap.unread) - set(old_snap.unread)
    findings = [
        f for f in new_corpus.findings if f.path in changed_paths or f.path == config.index_md or f in newly_unread
    ]
    if scan:
        findings.extend(_scan_findings(config, new_snap.files, changed_paths))
    linked = {(s.new, s.old) for s in supersessions} | {(m.name, t) for m in new_corpus.memories for t in m.supersedes}
    existing = [m for m in new_corpus.memories if m.path not in {a.path for a in added}]
    retired = {s.old for s in supersessions} | {t for m in new_corpus.memories for t in m.supersedes}
    near = near_duplicates(added, [m for m in existing if m.name not in retired], linked)
    return Review(
        base=base,
        head=head,
        commits=len(messages),
        added=tuple(added),
        changed=tuple(changed),
        renamed=tuple(renamed),
        deleted=tuple(deleted),
        field_changes=tuple(field_changes),
        supersessions=tuple(supersessions),
        findings=tuple(sorted(set(findings))),
        near_duplicates=tuple(near),
        unparseable=tuple(sorted(unparseable, key=lambda u: u.path)),
    )


def _unparseable(
    old_files: Mapping[str, bytes],
    new_files: Mapping[str, bytes],
    old_paths: set[str],
    broken: set[str],
    renames: Mapping[str, str],
) -> list[Unparseable]:
    """What happened to each memory file that does not read as a memory at head (``broken``)."""
    out: list[Unparseable] = []
    for path in sorted(broken):
        old_path = renames.get(path)
        if path in old_paths:
            if old_files[path] != new_files[path]:
                out.append(Unparseable(path, "changed"))
        elif old_path in old_paths:
            out.append(Unparseable(path, "renamed", old_path))
        else:
            out.append(Unparseable(path, "added"))
    return out


def _scan_findings(config: Config, files: Mapping[str, bytes], paths: Iterable[str]) -> list[Finding]:
    try:
        from memstone import scan as scan_mod
    except ImportError:
        return []
    scan_files = getattr(scan_mod, "scan_files", None)
    if scan_files is None:
        return []
    wanted = {p: files[p] for p in sorted(paths) if p in files}
    found: list[Finding] = scan_files(config, wanted)
    return found


def diff_fields(old: Memory, new: Memory) -> list[FieldChange]:
    """Every frontmatter field of the schema that changed, each with the reason it is risky (if it is)."""
    out: list[FieldChange] = []
    name = new.name
    pairs: list[tuple[str, Any, Any]] = [
        ("critical", old.critical, new.critical),
        ("sensitivity", old.sensitivity, new.sensitivity),
        ("evergreen", old.evergreen, new.evergreen),
        ("half_life_days", old.half_life_days, new.half_life_days),
        ("supersedes", list(old.supersedes), list(new.supersedes)),
        ("type", old.type, new.type),
        ("name", old.name, new.name),
        ("description", old.description, new.description),
        ("tags", list(old.tags), list(new.tags)),
        ("projects", list(old.projects), list(new.projects)),
        ("role", list(old.roles), list(new.roles)),
        ("created", old.created, new.created),
        ("last_applied", old.last_applied, new.last_applied),
        ("hits", old.hits, new.hits),
        ("prevented", old.prevented, new.prevented),
        ("feedback_score", old.feedback_score, new.feedback_score),
        ("feedback_count", old.feedback_count, new.feedback_count),
    ]
    for key, a, b in pairs:
        if a == b:
            continue
        out.append(FieldChange(name, key, a, b, _risk(key, a, b)))
    if old.body != new.body:
        out.append(FieldChange(name, "body", None, None, None))
    return out


def _risk(key: str, old: Any, new: Any) -> str | None:
    if key == "critical" and new:
        return "critical turned on: injected into every recall"
    if key == "sensitivity" and SENSITIVITY_RANK.get(new, 2) < SENSITIVITY_RANK.get(old, 2):
        return f"sensitivity lowered ({old} -> {new}): visible in more channels"
    if key == "evergreen" and new:
        return "evergreen set: never decays"
    if key == "half_life_days" and new is not None and (old is None or new >= HALF_LIFE_JUMP * old):
        return "half-life raised a lot: stays prominent much longer"
    if key == "supersedes":
        added = sorted(set(new) - set(old))
        removed = sorted(set(old) - set(new))
        parts = ([f"now retires {', '.join(added)}"] if added else []) + (
            [f"no longer retires {', '.join(removed)}"] if removed else []
        )
        return "supersedes changed: " + "; ".join(parts)
    if key == "type":
        return "type changed: changes its ranking weight"
    return None


def _git_renames(config: Config, base: str, head: str) -> dict[str, str]:
    """new path -> old path for memory files git sees as renamed between base and head."""
    out = git(config.root, "diff", "-M", "--name-status", "-z", base, head, "--", config.memory_dir)
    parts = out.split("\0")
    renames: dict[str, str] = {}
    i = 0
    while i < len(parts) and parts[i]:
        status = parts[i]
        if status.startswith(("R", "C")):
            renames[parts[i + 2]] = parts[i + 1]
            i += 3
        else:
            i += 2
    return renames


def _messages(config: Config, base: str, head: str) -> list[tuple[str, str]]:
    """(commit, message) of every commit in base..head, oldest first."""
    out = git(config.root, "log", "--reverse", "--format=%H%x00%B%x1e", f"{base}..{head}")
    result: list[tuple[str, str]] = []
    for record in out.split("\x1e"):
        record = record.strip("\n")
        if not record:
            continue
        sha, _, body = record.partition("\x00")
        result.append((sha, body))
    return result


def _trailer_names(value: str) -> list[str]:
    return [v.strip() for v in re.split(r"[,\s]+", value) if v.strip()]


def _supersessions(
    config: Config,
    old_by_name: Mapping[str, Memory],
    new_by_name: Mapping[str, Memory],
    messages: Sequence[tuple[str, str]],
) -> list[Supersession]:
    """Supersession the range introduces: new `supersedes` entries, and trailers of its commits.

    A `Supersedes: old` trailer belongs to the memory the commit adds or changes; a
    `Superseded-by: new` trailer to the memory the commit deletes.
    """
    out: dict[tuple[str, str], Supersession] = {}
    for name, m in new_by_name.items():
        before = set(old_by_name[name].supersedes) if name in old_by_name else set()
        for target in m.supersedes:
            if target not in before:
                out[(name, target)] = Supersession(name, target, "frontmatter", None)
    stem_to_name = {PurePosixPath(m.path).stem: m.name for m in [*old_by_name.values(), *new_by_name.values()]}
    for sha, body in messages:
        trailers = _TRAILER.findall(body)
        if not trailers:
            continue
        touched = _commit_paths(config, sha)
        for key, value in trailers:
            for other in _trailer_names(value):
                if key.lower() == "supersedes":
                    names = [stem_to_name.get(PurePosixPath(p).stem) for status, p in touched if status != "D"]
                    for new in _trailer_owners([n for n in names if n and n != other], other):
                        out.setdefault((new, other), Supersession(new, other, "trailer", sha))
                else:
                    for status, path in touched:
                        old = stem_to_name.get(PurePosixPath(path).stem)
                        if status == "D" and old and old != other:
                            out.setdefault((other, old), Supersession(other, old, "deletion", sha))
    return sorted(out.values(), key=lambda s: (s.old, s.new))


def _trailer_owners(names: list[str], old: str) -> list[str]:
    """The memory a `Supersedes: old` trailer speaks for, when a commit touched several:
    the one of the same type as ``old`` (by the name's type prefix), if that narrows it down."""
    if len(names) <= 1:
        return names
    same = [n for n in names if n.split("_", 1)[0] == old.split("_", 1)[0]]
    return sorted(same or names)


def _commit_paths(config: Config, sha: str) -> list[tuple[str, str]]:
    """(status letter, path) of the memory files one commit touched."""
    out = git(
        config.root, "diff-tree", "--no-commit-id", "--name-status", "-r", "-z", "--root", sha, "--", config.memory_dir
    )
    parts = [p for p in out.split("\0") if p]
    return [(parts[i][0], parts[i + 1]) for i in range(0, len(parts) - 1, 2) if parts[i][:1] in "AMD"]


def _vector(text: str) -> Counter[str]:
    return Counter(_WORD.findall(text.lower()))


def near_duplicates(
    added: Sequence[Memory], existing: Sequence[Memory], linked: set[tuple[str, str]]
) -> list[NearDuplicate]:
    """New memories that say nearly what an active memory says, with no supersedes link.

    Similarity is TF-IDF cosine over words of description, tags and body (no model needed,
    deterministic). Same type is reported as a possible conflict (it may restate a changed
    fact); otherwise as a near-duplicate.
    """
    docs = {m.name: _vector(f"{m.description} {' '.join(m.tags)} {m.body}") for m in [*added, *existing]}
    df: Counter[str] = Counter()
    for vec in docs.values():
        df.update(vec.keys())
    n = max(len(docs), 1)

    def weights(name: str) -> dict[str, float]:
        return {t: c * math.log(1 + n / df[t]) for t, c in docs[name].items()}

    def cosine(a: dict[str, float], b: dict[str, float]) -> float:
        dot = sum(v * b.get(t, 0.0) for t, v in a.items())
        na = math.sqrt(sum(v * v for v in a.values()))
        nb = math.sqrt(sum(v * v for v in b.values()))
        return dot / (na * nb) if na and nb else 0.0

    cache = {name: weights(name) for name in docs}
    out: list[NearDuplicate] = []
    for new in added:
        for old in existing:
            if old.name == new.name or (new.name, old.name) in linked or (old.name, new.name) in linked:
                continue
            sim = cosine(cache[new.name], cache[old.name])
            if sim >= DUPLICATE_THRESHOLD:
                kind = "conflict" if old.type == new.type else "duplicate"
                out.append(NearDuplicate(new.name, old.name, round(sim, 3), kind))
    return sorted(out, key=lambda d: (-d.similarity, d.new, d.existing))
