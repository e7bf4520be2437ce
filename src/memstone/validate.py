"""Lint: schema, naming, uniqueness, supersession and MEMORY.md rules, as findings."""

from __future__ import annotations

import datetime as dt
import functools
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import PurePosixPath
from typing import Any

from memstone.catalog import linked_paths
from memstone.config import Config
from memstone.findings import UNREADABLE, Finding, sort_findings, within
from memstone.memory import Memory
from memstone.parse import Parsed, parse_bytes, to_memory
from memstone.repo import Snapshot


@dataclass(frozen=True, slots=True)
class Corpus:
    """Every memory that could be read, and every finding on the way."""

    memories: tuple[Memory, ...]
    findings: tuple[Finding, ...]
    parsed: tuple[Parsed, ...]

    def by_name(self) -> dict[str, Memory]:
        return {m.name: m for m in self.memories}


@functools.cache
def schema() -> dict[str, Any]:
    text = resources.files("memstone").joinpath("data/memory.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@functools.cache
def _validator() -> Any:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema())


def schema_findings(parsed: Parsed) -> list[Finding]:
    """One finding per schema violation, at the line of the offending key or value."""
    if parsed.data is None:
        return []
    out: list[Finding] = []
    path = parsed.path
    allowed = set(schema()["properties"])
    for key in parsed.data:
        if key not in allowed:
            out.append(
                Finding(
                    path,
                    parsed.key_lines.get(key, 2),
                    1,
                    "unknown-key",
                    f"unknown key {key!r} (not in the memory schema)",
                )
            )
    for error in _validator().iter_errors(parsed.data):
        if error.validator == "additionalProperties":
            continue
        loc = tuple(error.absolute_path)
        line = _line_for(parsed, loc)
        where = ".".join(str(p) for p in loc) or "frontmatter"
        if error.validator == "required":
            missing = error.message.split("'")[1] if "'" in error.message else "?"
            out.append(Finding(path, 2, 1, "schema", f"required key {missing!r} is missing"))
        else:
            out.append(Finding(path, line, 1, "schema", f"{where}: {_short(error.message)}"))
    for key in ("created", "last_applied"):
        value = parsed.data.get(key)
        if isinstance(value, str) and not _valid_date(value):
            out.append(Finding(path, parsed.key_lines.get(key, 2), 1, "schema", f"{key}: {value!r} is not a real date"))
    return out


def _short(message: str) -> str:
    return message if len(message) <= 160 else message[:157] + "..."


def _line_for(parsed: Parsed, loc: tuple[Any, ...]) -> int:
    while loc:
        key = tuple(str(p) if not isinstance(p, int) else p for p in loc)
        if key in parsed.value_lines:
            return parsed.value_lines[key]
        loc = loc[:-1]
    return 2


def _valid_date(value: str) -> bool:
    try:
        dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def file_findings(parsed: Parsed) -> list[Finding]:
    """Rules that look at one file alone."""
    out = list(parsed.findings)
    if parsed.data is None:
        return out
    out.extend(schema_findings(parsed))
    data = parsed.data
    stem = PurePosixPath(parsed.path).stem
    name, mtype = data.get("name"), data.get("type")
    if isinstance(name, str) and name != stem:
        out.append(
            Finding(
                parsed.path,
                parsed.key_lines.get("name", 2),
                1,
                "name-stem",
                f"name {name!r} does not equal the file's stem {stem!r}",
            )
        )
    if isinstance(mtype, str) and not stem.startswith(mtype + "_"):
        out.append(
            Finding(
                parsed.path,
                parsed.key_lines.get("type", 2),
                1,
                "type-prefix",
                f"file name should start with '{mtype}_' for type {mtype!r}",
            )
        )
    supersedes = data.get("supersedes")
    if isinstance(name, str) and isinstance(supersedes, list) and name in supersedes:
        out.append(
            Finding(
                parsed.path,
                parsed.key_lines.get("supersedes", 2),
                1,
                "supersedes-self",
                f"memory {name!r} supersedes itself",
            )
        )
    if not parsed.body.strip() or all(line.startswith("#") or not line.strip() for line in parsed.body.splitlines()):
        out.append(
            Finding(parsed.path, parsed.body_line, 1, "empty-body", "memory has no body text below the frontmatter")
        )
    return out


def load_corpus(snapshot: Snapshot, config: Config) -> Corpus:
    """Parse every memory file of the snapshot; collect per-file and repository-wide findings, and the
    snapshot's warnings for the symbolic links it does not read."""
    parsed = [parse_bytes(p, snapshot.files[p]) for p in snapshot.memory_paths(config)]
    findings: list[Finding] = list(snapshot.unread)
    memories: list[Memory] = []
    for item in parsed:
        findings.extend(file_findings(item))
        memory = to_memory(item, default_sensitivity=config.default_sensitivity)
        if memory is not None:
            memories.append(memory)
    findings.extend(repository_findings(memories))
    findings.extend(index_findings(snapshot, config, memories))
    return Corpus(tuple(memories), tuple(sort_findings(findings)), tuple(parsed))


def repository_findings(memories: Iterable[Memory]) -> list[Finding]:
    """Rules that need every memory: unique names, supersedes targets, cycles."""
    out: list[Finding] = []
    by_name: dict[str, Memory] = {}
    for m in sorted(memories, key=lambda m: m.path):
        if m.name in by_name:
            first = by_name[m.name]
            out.append(
                Finding(
                    m.path,
                    m.key_lines.get("name", 2),
                    1,
                    "duplicate-name",
                    f"name {m.name!r} is already used by {first.path}",
                )
            )
        else:
            by_name[m.name] = m
    for m in by_name.values():
        for target in m.supersedes:
            if target != m.name and target not in by_name:
                out.append(
                    Finding(
                        m.path,
                        m.key_lines.get("supersedes", 2),
                        1,
                        "supersedes-missing",
                        f"supersedes {target!r}, which is not a memory in this repository",
                    )
                )
    for cycle in supersession_cycles({n: m.supersedes for n, m in by_name.items()}):
        first = by_name[cycle[0]]
        chain = " -> ".join([*cycle, cycle[0]])
        out.append(
            Finding(
                first.path, first.key_lines.get("supersedes", 2), 1, "supersedes-cycle", f"supersession cycle: {chain}"
            )
        )
    return out


def supersession_cycles(edges: dict[str, tuple[str, ...]]) -> list[list[str]]:
    """Each elementary cycle once, rotated to start at its smallest name."""
    cycles: set[tuple[str, ...]] = set()
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in edges.get(node, ()):
            if nxt == node or nxt not in edges:
                continue
            if state.get(nxt) == 1:
                cyc = stack[stack.index(nxt) :]
                i = cyc.index(min(cyc))
                cycles.add(tuple(cyc[i:] + cyc[:i]))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return [list(c) for c in sorted(cycles)]


_UNLISTED = re.compile(r"^\S+ \((.+)\) is not listed; ")


def unlisted_path(finding: Finding) -> str | None:
    """The memory file an `index-missing` finding is about (None for a missing MEMORY.md)."""
    match = _UNLISTED.match(finding.message) if finding.rule == "index-missing" else None
    return match.group(1) if match else None


def index_findings(snapshot: Snapshot, config: Config, memories: Iterable[Memory]) -> list[Finding]:
    """MEMORY.md must link every memory file once and nothing else."""
    path = config.index_md
    mems = list(memories)
    raw = snapshot.files.get(path)
    refused = {f.path for f in snapshot.unread if f.rule == UNREADABLE}  # there: lint reports each on its own
    if raw is None:
        if not mems or within(path, refused):
            return []
        return [Finding(path, 1, 1, "index-missing", f"{path} does not exist; run `memstone index-md`")]
    text = raw.decode("utf-8", "replace")
    base = PurePosixPath(config.memory_dir)
    linked: dict[str, int] = {}
    for lineno, target in linked_paths(text):
        linked.setdefault((base / target).as_posix(), lineno)
    out: list[Finding] = []
    existing = {m.path for m in mems} | set(snapshot.memory_paths(config))
    for m in sorted(mems, key=lambda m: m.path):
        if m.path not in linked:
            out.append(
                Finding(path, 1, 1, "index-missing", f"{m.name} ({m.path}) is not listed; run `memstone index-md`")
            )
    unread = {f.path for f in snapshot.unread}
    for target, lineno in sorted(linked.items()):
        if target not in existing and not within(target, refused):
            what = "a link memstone does not read" if target in unread else "which does not exist"
            out.append(
                Finding(path, lineno, 1, "index-dangling", f"links to {target}, {what}; run `memstone index-md`")
            )
    return out
