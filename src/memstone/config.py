"""memstone.toml: where memories live, optional sources, history, recall and model settings.

Every section and key is checked when the file is read: an unknown one (a typo) or a value
of the wrong type or range is a ConfigError naming the file, line, section and key, so a
setting never silently falls back to its default.
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from memstone.errors import ConfigError

CONFIG_FILE = "memstone.toml"
STATE_DIR = ".memstone"

SOURCE_KINDS = ("journal", "log", "transcript")
SENSITIVITIES = ("public", "internal", "private")
# [model] name without a path: the pinned default model (by either name) or none (BM25 only).
DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2-int8"
MODEL_NAMES = ("default", DEFAULT_MODEL_NAME, "none")

KNOWN_KEYS: dict[str, tuple[str, ...]] = {
    "memstone": ("memory_dir", "default_sensitivity", "eval_file"),
    "sources": ("journals", "logs", "transcripts", "journal", "log", "transcript"),
    "history": ("date", "first_parent"),
    "recall": ("channel", "max_results", "budget_tokens", "min_score", "project"),
    "model": ("name", "path", "pooling", "dim", "max_tokens"),
    "weights": (),  # checked against the ranker's own weights
}


@dataclass(frozen=True, slots=True)
class SourceSpec:
    """One optional, lower-authority source: a glob and the kind of its entries."""

    kind: str
    pattern: str
    sensitivity: str = "internal"


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """Which embedding model to use: the default pinned one, another local ONNX dir, or none."""

    name: str = "default"
    path: str | None = None
    pooling: str = "mean"
    dim: int | None = None
    max_tokens: int = 256


@dataclass(frozen=True, slots=True)
class RecallSettings:
    """[recall] defaults for `memstone recall`; None: not set (the command's own default)."""

    max_results: int | None = None
    budget_tokens: int | None = None
    min_score: float | None = None
    project: str | None = None


@dataclass(frozen=True, slots=True)
class Config:
    root: Path
    memory_dir: str = "memory"
    default_sensitivity: str = "internal"
    sources: tuple[SourceSpec, ...] = ()
    date_field: str = "author"
    first_parent: bool = True
    model: ModelSpec = field(default_factory=ModelSpec)
    recall: RecallSettings = field(default_factory=RecallSettings)
    weights: dict[str, Any] = field(default_factory=dict)
    default_channel: str = "internal"
    eval_file: str | None = None

    @property
    def state_dir(self) -> Path:
        return self.root / STATE_DIR

    @property
    def index_md(self) -> str:
        return f"{self.memory_dir}/MEMORY.md"


class _File:
    """The parsed file, and how to name one of its keys in an error."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.lines = text.splitlines()

    def line_of(self, section: str, key: str | None = None) -> int | None:
        """The line of ``[section]`` (or of ``key`` in it), found by reading the text; None if not found."""
        current = ""
        header = re.compile(r"\s*\[\s*([^\]\s]+)\s*\]")
        for n, line in enumerate(self.lines, 1):
            m = header.match(line)
            if m:
                current = m.group(1).strip("\"'")
                if key is None and current == section:
                    return n
                continue
            if key is not None and current == section and re.match(rf"\s*[\"']?{re.escape(key)}[\"']?\s*=", line):
                return n
        return None

    def error(self, section: str, key: str | None, message: str) -> ConfigError:
        line = self.line_of(section, key)
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        what = f"[{section}] {key}" if key is not None else f"[{section}]"
        return ConfigError(f"{where}: {what}: {message}")


def _suggest(word: str, known: tuple[str, ...] | list[str]) -> str:
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else f" (known: {', '.join(known)})"


def _check_keys(f: _File, data: dict[str, Any]) -> None:
    sections = tuple(KNOWN_KEYS)
    for name, value in data.items():
        if name not in KNOWN_KEYS:
            if not isinstance(value, dict):
                owner = next((s for s, keys in KNOWN_KEYS.items() if name in keys), None)
                hint = f"; it belongs under [{owner}]" if owner else ""
                line = f.line_of("", name)
                raise ConfigError(f"{f.path}{f':{line}' if line else ''}: {name!r} is not a known setting{hint}")
            raise f.error(name, None, f"unknown section{_suggest(name, sections)}")
        if not isinstance(value, dict):  # `recall = 5`, or an array of tables `[[recall]]`
            line = f.line_of("", name) or f.line_of(f"[{name}")  # the header reads `[[recall]` as `[recall`
            raise ConfigError(f"{f.path}{f':{line}' if line else ''}: [{name}] must be a table (a [{name}] section)")
        known = KNOWN_KEYS[name]
        if not known:
            continue
        for key in value:
            if key not in known:
                raise f.error(name, key, f"unknown key{_suggest(key, known)}")


def _string(f: _File, table: dict[str, Any], section: str, key: str, default: str | None) -> str | None:
    value = table.get(key, default)
    if value is not None and not isinstance(value, str):
        raise f.error(section, key, f"must be a string, not {_shown(value)}")
    return value


def _choice(f: _File, table: dict[str, Any], section: str, key: str, default: str, allowed: tuple[str, ...]) -> str:
    value = _string(f, table, section, key, default)
    if value not in allowed:
        raise f.error(section, key, f"must be one of {', '.join(allowed)}, not {value!r}")
    return value


def _positive_int(f: _File, table: dict[str, Any], section: str, key: str) -> int | None:
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise f.error(section, key, f"must be a positive integer, not {_shown(value)}")
    return value


def _shown(value: object) -> str:
    return repr(value) if isinstance(value, str | int | float | bool) else type(value).__name__


def _outside_the_repository(value: str) -> bool:
    """An absolute path, or one that climbs out with `..` (either slash): not a place inside the repository."""
    rel = PurePosixPath(value.replace("\\", "/"))
    return rel.is_absolute() or Path(value).is_absolute() or ".." in rel.parts


def _memory_dir(f: _File, top: dict[str, Any]) -> str:
    value = top.get("memory_dir", "memory")
    if not isinstance(value, str):
        raise f.error("memstone", "memory_dir", f"must be a string (a folder of the repository), not {_shown(value)}")
    parts = [p for p in PurePosixPath(value.replace("\\", "/")).parts if p != "."]
    if not parts or _outside_the_repository(value):
        raise f.error(
            "memstone", "memory_dir", f'{value!r} must be a relative path inside the repository (like "memory")'
        )
    return "/".join(parts)


def _model(f: _File, root: Path, table: dict[str, Any]) -> ModelSpec:
    model_path = _string(f, table, "model", "path", None)
    name = _string(f, table, "model", "name", "default" if model_path is None else "custom")
    assert name is not None
    if model_path is None and name not in MODEL_NAMES:
        raise f.error(
            "model",
            "name",
            f"unknown model {name!r} (known: {', '.join(MODEL_NAMES)}; for another local ONNX model set path)",
        )
    pooling = _choice(f, table, "model", "pooling", "mean", ("mean", "cls"))
    return ModelSpec(
        name=name,
        path=str((root / model_path).resolve()) if model_path is not None else None,
        pooling=pooling,
        dim=_positive_int(f, table, "model", "dim"),
        max_tokens=_positive_int(f, table, "model", "max_tokens") or 256,
    )


def _recall(f: _File, table: dict[str, Any]) -> RecallSettings:
    min_score = table.get("min_score")
    if min_score is not None and (
        not isinstance(min_score, int | float)
        or isinstance(min_score, bool)
        or not math.isfinite(min_score)
        or min_score < 0
    ):
        raise f.error("recall", "min_score", f"must be a number, 0 or more, not {_shown(min_score)}")
    return RecallSettings(
        max_results=_positive_int(f, table, "recall", "max_results"),
        budget_tokens=_positive_int(f, table, "recall", "budget_tokens"),
        min_score=float(min_score) if min_score is not None else None,
        project=_string(f, table, "recall", "project", None),
    )


def _weights(f: _File, table: dict[str, Any]) -> dict[str, Any]:
    if not table:
        return {}
    from dataclasses import fields

    from memstone.rank import Weights, weights_from_config

    known = tuple(sorted(w.name for w in fields(Weights)))
    for key in table:
        if key not in known:
            raise f.error("weights", key, f"unknown weight{_suggest(key, known)}")
    try:
        weights_from_config(table)
    except ConfigError as exc:
        bad = next((k for k in table if f"[weights] {k} " in str(exc)), None)
        line = f.line_of("weights", bad) if bad is not None else f.line_of("weights")
        raise ConfigError(f"{f.path}{f':{line}' if line else ''}: {exc}") from None
    return dict(table)


def _sources(f: _File, table: dict[str, Any], sensitivity: str) -> tuple[SourceSpec, ...]:
    sources: list[SourceSpec] = []
    for kind, spec in table.items():
        patterns = spec if isinstance(spec, list) else [spec]
        for pattern in patterns:
            if not isinstance(pattern, str) or not pattern.strip():
                raise f.error("sources", kind, "must be a glob or a list of globs")
            if _outside_the_repository(pattern):
                raise f.error("sources", kind, f"{pattern!r} must be a glob relative to the repository, inside it")
            sources.append(SourceSpec(kind.rstrip("s"), pattern, sensitivity))
    return tuple(sources)


def load_config(root: Path) -> Config:
    """Read ``root/memstone.toml``; a missing file means all defaults."""
    path = root / CONFIG_FILE
    if not path.exists():
        return Config(root=root)
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    f = _File(path, text)
    _check_keys(f, data)
    top = data.get("memstone", {})
    default_sensitivity = _choice(f, top, "memstone", "default_sensitivity", "internal", SENSITIVITIES)
    history = data.get("history", {})
    first_parent = history.get("first_parent", True)
    if not isinstance(first_parent, bool):
        raise f.error("history", "first_parent", f"must be true or false, not {_shown(first_parent)}")
    recall = data.get("recall", {})
    eval_file = _string(f, top, "memstone", "eval_file", None)
    return Config(
        root=root,
        memory_dir=_memory_dir(f, top),
        default_sensitivity=default_sensitivity,
        sources=_sources(f, data.get("sources", {}), default_sensitivity),
        date_field=_choice(f, history, "history", "date", "author", ("author", "committer")),
        first_parent=first_parent,
        model=_model(f, root, data.get("model", {})),
        recall=_recall(f, recall),
        weights=_weights(f, data.get("weights", {})),
        default_channel=_choice(f, recall, "recall", "channel", "internal", SENSITIVITIES),
        eval_file=eval_file or None,
    )


def check_memory_dir(config: Config) -> None:
    """A ConfigError unless the memory folder exists (commands that read memories need it)."""
    folder = config.root / config.memory_dir
    if folder.is_dir():
        return
    where = config.root / CONFIG_FILE
    if where.is_file():
        raise ConfigError(
            f"{where}: [memstone] memory_dir: {config.memory_dir!r} "
            f"{'is not a directory' if folder.exists() else 'does not exist'} in {config.root}; "
            "create it (`memstone init` does) or fix memory_dir"
        )
    raise ConfigError(f"{folder} does not exist; run `memstone init` to make a memory repository")
