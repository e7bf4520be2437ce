"""The memory record: what a memory file (or one entry of an optional source) is, past the parser.

Its own module so that what only reads memories (recall, the index reader, ranking) does not
import the YAML parser.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Memory:
    """One memory file (or one entry of an optional source), past the parser."""

    path: str
    name: str
    description: str
    type: str
    body: str
    body_line: int = 1
    tags: tuple[str, ...] = ()
    projects: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    created: str | None = None
    last_applied: str | None = None
    hits: int = 0
    prevented: int = 0
    feedback_score: float | None = None
    feedback_count: int = 0
    half_life_days: float | None = None
    critical: bool = False
    evergreen: bool = False
    supersedes: tuple[str, ...] = ()
    sensitivity: str = "internal"
    source: str = "memory"
    key_lines: Mapping[str, int] = field(default_factory=dict, compare=False)
    content_hash: str = ""

    @property
    def title(self) -> str:
        for line in self.body.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
        return self.description
