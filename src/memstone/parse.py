"""Bytes to a typed ``Memory``: split the frontmatter, load it strictly, keep line numbers.

The YAML loader is deliberately narrow. Dates stay strings (no timestamp resolver),
only ``true``/``false`` are booleans, numbers are plain decimal, and anchors, aliases,
tags and deep nesting are refused, so a YAML bomb costs nothing.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

import yaml

try:
    from yaml import cyaml as _cyaml
except ImportError:  # PyYAML built without libyaml
    _cyaml = None  # type: ignore[assignment]

from memstone.findings import Finding
from memstone.memory import Memory

MAX_FRONTMATTER_BYTES = 64 * 1024
MAX_DEPTH = 8
MAX_FILE_BYTES = 2 * 1024 * 1024

SENSITIVITIES = ("public", "internal", "private")


@dataclass(frozen=True, slots=True)
class Parsed:
    """What the parser could read of one file: raw frontmatter with key lines, or findings."""

    path: str
    data: dict[str, Any] | None
    body: str
    body_line: int
    key_lines: dict[str, int]
    value_lines: dict[tuple[str | int, ...], int]
    findings: tuple[Finding, ...]
    content_hash: str


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader without timestamp, sexagesimal, octal or yes/no coercion."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise _UnsafeYaml("anchors and aliases are not allowed in frontmatter", event.start_mark)
        event = self.peek_event()  # type: ignore[no-untyped-call]
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            raise _UnsafeYaml("anchors and aliases are not allowed in frontmatter", event.start_mark)
        tag = getattr(event, "tag", None)
        if tag is not None and tag != "!":
            raise _UnsafeYaml(f"explicit YAML tag {tag!r} is not allowed", event.start_mark)
        self._depth = getattr(self, "_depth", 0) + 1
        try:
            if self._depth > MAX_DEPTH:
                raise _UnsafeYaml(f"frontmatter nests deeper than {MAX_DEPTH} levels", event.start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class _UnsafeYaml(Exception):
    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(message)
        self.mark = mark


_StrictLoader.yaml_implicit_resolvers = {}
for _tag, _regexp, _first in (
    ("tag:yaml.org,2002:bool", r"^(?:true|false|True|False|TRUE|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^[-+]?[0-9]+$", "-+0123456789"),
    ("tag:yaml.org,2002:float", r"^[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$", "-+0123456789."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
):
    _StrictLoader.add_implicit_resolver(_tag, re.compile(_regexp), list(_first))


if getattr(_cyaml, "CParser", None) is not None:

    class _FastLoader(_cyaml.CParser, yaml.constructor.SafeConstructor, yaml.resolver.Resolver):  # type: ignore[misc,name-defined]
        """libyaml's parser with the strict resolvers above (used only on plain input)."""

        yaml_implicit_resolvers = _StrictLoader.yaml_implicit_resolvers

        def __init__(self, stream: str) -> None:
            _cyaml.CParser.__init__(self, stream)  # type: ignore[attr-defined]
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)


def _int_constructor(loader: yaml.SafeLoader, node: yaml.Node) -> int:
    return int(str(loader.construct_scalar(node)))  # type: ignore[arg-type]


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _int_constructor)


_FAST_OK = re.compile(r"[&*!]|^ {24,}", re.MULTILINE)


def _bracket_depth(text: str) -> int:
    depth = best = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            best = max(best, depth)
        elif ch in "]}":
            depth -= 1
    return best


def _compose(front: str) -> Any:
    """The YAML node tree of the frontmatter, strictly.

    Plain frontmatter (no anchor, alias or tag characters, shallow) goes through libyaml when
    it is available; anything else through the pure-Python loader, which refuses aliases,
    explicit tags and deep nesting with the exact position.
    """
    fast = getattr(_cyaml, "CParser", None)
    if fast is not None and not _FAST_OK.search(front) and _bracket_depth(front) <= MAX_DEPTH:
        c_loader = _FastLoader(front)
        try:
            return c_loader.get_single_node()
        finally:
            c_loader.dispose()
    loader = _StrictLoader(front)
    try:
        return loader.get_single_node()
    finally:
        loader.dispose()


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def split_frontmatter(text: str) -> tuple[str, str, int] | None:
    """Return (frontmatter, body, body_line) or None when the text has no frontmatter block."""
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r") != "---":
        return None
    for i in range(1, len(lines)):
        if lines[i].rstrip("\r") in ("---", "..."):
            return "\n".join(lines[1:i]) + "\n", "\n".join(lines[i + 1 :]), i + 2
    return None


def decode(path: str, raw: bytes) -> tuple[str | None, list[Finding]]:
    """Bytes to text, or a finding saying why the file is not a text memory."""
    if len(raw) > MAX_FILE_BYTES:
        return None, [Finding(path, 1, 1, "file-too-large", f"file is {len(raw)} bytes; the limit is {MAX_FILE_BYTES}")]
    if b"\x00" in raw[:8192]:
        return None, [Finding(path, 1, 1, "binary-file", "file holds NUL bytes; expected UTF-8 text")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        return None, [Finding(path, line, col, "not-utf8", f"byte 0x{raw[exc.start]:02x} is not valid UTF-8")]
    return text.removeprefix("\ufeff"), []


def parse_bytes(path: str, raw: bytes) -> Parsed:
    """Parse one memory file. Never raises on bad input; problems come back as findings."""
    digest = content_hash(raw)
    text, problems = decode(path, raw)
    if text is None:
        return Parsed(path, None, "", 1, {}, {}, tuple(problems), digest)
    split = split_frontmatter(text)
    if split is None:
        rule = "no-frontmatter"
        msg = "file does not start with a '---' YAML frontmatter block"
        if text.startswith("---"):
            msg = "frontmatter block opened with '---' is never closed"
        return Parsed(path, None, text, 1, {}, {}, (Finding(path, 1, 1, rule, msg),), digest)
    front, body, body_line = split
    if len(front.encode("utf-8")) > MAX_FRONTMATTER_BYTES:
        finding = Finding(path, 2, 1, "unsafe-yaml", f"frontmatter is larger than {MAX_FRONTMATTER_BYTES} bytes")
        return Parsed(path, None, body, body_line, {}, {}, (finding,), digest)
    try:
        node = _compose(front)
    except _UnsafeYaml as exc:
        f = Finding(path, exc.mark.line + 2, exc.mark.column + 1, "unsafe-yaml", str(exc))
        return Parsed(path, None, body, body_line, {}, {}, (f,), digest)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line, col = (mark.line + 2, mark.column + 1) if mark is not None else (2, 1)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        f = Finding(path, line, col, "bad-yaml", f"frontmatter is not valid YAML: {problem}")
        return Parsed(path, None, body, body_line, {}, {}, (f,), digest)
    if node is None:
        f = Finding(path, 1, 1, "no-frontmatter", "frontmatter block is empty")
        return Parsed(path, None, body, body_line, {}, {}, (f,), digest)
    if not isinstance(node, yaml.MappingNode):
        f = Finding(path, node.start_mark.line + 2, 1, "bad-yaml", "frontmatter must be a mapping of keys to values")
        return Parsed(path, None, body, body_line, {}, {}, (f,), digest)
    key_lines: dict[str, int] = {}
    value_lines: dict[tuple[str | int, ...], int] = {}
    findings: list[Finding] = []
    for key_node, value_node in node.value:
        key = str(key_node.value)
        line = key_node.start_mark.line + 2
        if key in key_lines:
            findings.append(
                Finding(path, line, 1, "bad-yaml", f"key {key!r} appears twice (first on line {key_lines[key]})")
            )
        key_lines.setdefault(key, line)
        _collect_lines(value_node, (key,), value_lines)
    loader = _StrictLoader("")
    try:
        data = loader.construct_document(node)
    except yaml.YAMLError as exc:
        f = Finding(path, 2, 1, "bad-yaml", f"frontmatter could not be read: {exc}")
        return Parsed(path, None, body, body_line, key_lines, value_lines, (f,), digest)
    finally:
        loader.dispose()
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        f = Finding(path, 2, 1, "bad-yaml", "frontmatter keys must be plain strings")
        return Parsed(path, None, body, body_line, key_lines, value_lines, (f,), digest)
    return Parsed(path, data, body, body_line, key_lines, value_lines, tuple(findings), digest)


def _collect_lines(node: yaml.Node, prefix: tuple[str | int, ...], out: dict[tuple[str | int, ...], int]) -> None:
    out[prefix] = node.start_mark.line + 2
    if isinstance(node, yaml.SequenceNode):
        for i, child in enumerate(node.value):
            _collect_lines(child, (*prefix, i), out)
    elif isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            _collect_lines(v, (*prefix, str(k.value)), out)


def _strs(value: Any) -> tuple[str, ...]:
    if isinstance(value, list):
        return tuple(str(v) for v in value)
    return ()


def to_memory(parsed: Parsed, *, default_sensitivity: str = "internal") -> Memory | None:
    """Build the typed value from frontmatter that passed the schema; None if unusable."""
    data = parsed.data
    if data is None:
        return None
    name = data.get("name")
    mtype = data.get("type")
    if not isinstance(name, str) or not isinstance(mtype, str):
        return None
    half_life = data.get("half_life_days")
    feedback = data.get("feedback_score")
    sensitivity = data.get("sensitivity", default_sensitivity)
    return Memory(
        path=parsed.path,
        name=name,
        description=str(data.get("description", "")),
        type=mtype,
        body=parsed.body,
        body_line=parsed.body_line,
        tags=_strs(data.get("tags")),
        projects=_strs(data.get("projects")),
        roles=_strs(data.get("role")),
        created=_opt_str(data.get("created")),
        last_applied=_opt_str(data.get("last_applied")),
        hits=_int(data.get("hits")),
        prevented=_int(data.get("prevented")),
        feedback_score=float(feedback)
        if isinstance(feedback, int | float) and not isinstance(feedback, bool)
        else None,
        feedback_count=_int(data.get("feedback_count")),
        half_life_days=float(half_life)
        if isinstance(half_life, int | float) and not isinstance(half_life, bool)
        else None,
        critical=data.get("critical") is True,
        evergreen=data.get("evergreen") is True,
        supersedes=_strs(data.get("supersedes")),
        sensitivity=sensitivity if sensitivity in SENSITIVITIES else "private",
        source="memory",
        key_lines=dict(parsed.key_lines),
        content_hash=parsed.content_hash,
    )


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _opt_str(value: Any) -> str | None:
    return value if isinstance(value, str) else None
