"""memstone.toml: where memories live, optional sources, history, recall and model settings."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstone.errors import ConfigError

CONFIG_FILE = "memstone.toml"
STATE_DIR = ".memstone"

SOURCE_KINDS = ("journal", "log", "transcript")


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
class Config:
    root: Path
    memory_dir: str = "memory"
    default_sensitivity: str = "internal"
    sources: tuple[SourceSpec, ...] = ()
    date_field: str = "author"
    first_parent: bool = True
    model: ModelSpec = field(default_factory=ModelSpec)
    recall: dict[str, Any] = field(default_factory=dict)
    weights: dict[str, Any] = field(default_factory=dict)
    default_channel: str = "internal"
    eval_file: str | None = None

    @property
    def state_dir(self) -> Path:
        return self.root / STATE_DIR

    @property
    def index_md(self) -> str:
        return f"{self.memory_dir}/MEMORY.md"


def _table(data: dict[str, Any], key: str, path: Path) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ConfigError(f"{path}: [{key}] must be a table")
    return value


def load_config(root: Path) -> Config:
    """Read ``root/memstone.toml``; a missing file means all defaults."""
    path = root / CONFIG_FILE
    if not path.exists():
        return Config(root=root)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    top = _table(data, "memstone", path)
    memory_dir = str(top.get("memory_dir", "memory")).strip("/")
    if not memory_dir or ".." in Path(memory_dir).parts or Path(memory_dir).is_absolute():
        raise ConfigError(f"{path}: memory_dir must be a relative path inside the repository")
    default_sensitivity = str(top.get("default_sensitivity", "internal"))
    if default_sensitivity not in ("public", "internal", "private"):
        raise ConfigError(f"{path}: default_sensitivity must be public, internal or private")
    sources: list[SourceSpec] = []
    for kind, spec in _table(data, "sources", path).items():
        kind_name = kind.rstrip("s")
        if kind_name not in SOURCE_KINDS:
            raise ConfigError(f"{path}: [sources] {kind!r} is not one of journals, logs, transcripts")
        patterns = spec if isinstance(spec, list) else [spec]
        for pattern in patterns:
            if not isinstance(pattern, str):
                raise ConfigError(f"{path}: [sources] {kind} must be a glob or a list of globs")
            sources.append(SourceSpec(kind_name, pattern, default_sensitivity))
    history = _table(data, "history", path)
    date_field = str(history.get("date", "author"))
    if date_field not in ("author", "committer"):
        raise ConfigError(f"{path}: [history] date must be 'author' or 'committer'")
    model_t = _table(data, "model", path)
    pooling = str(model_t.get("pooling", "mean"))
    if pooling not in ("mean", "cls"):
        raise ConfigError(f"{path}: [model] pooling must be 'mean' or 'cls'")
    dim = model_t.get("dim")
    if dim is not None and (not isinstance(dim, int) or dim <= 0):
        raise ConfigError(f"{path}: [model] dim must be a positive integer")
    model_path = model_t.get("path")
    model = ModelSpec(
        name=str(model_t.get("name", "default" if model_path is None else "custom")),
        path=str((root / str(model_path)).resolve()) if model_path is not None else None,
        pooling=pooling,
        dim=dim,
        max_tokens=int(model_t.get("max_tokens", 256)),
    )
    recall = _table(data, "recall", path)
    channel = str(recall.get("channel", "internal"))
    if channel not in ("public", "internal", "private"):
        raise ConfigError(f"{path}: [recall] channel must be public, internal or private")
    eval_file = top.get("eval_file")
    return Config(
        root=root,
        memory_dir=memory_dir,
        default_sensitivity=default_sensitivity,
        sources=tuple(sources),
        date_field=date_field,
        first_parent=bool(history.get("first_parent", True)),
        model=model,
        recall=dict(recall),
        weights=dict(_table(data, "weights", path)),
        default_channel=channel,
        eval_file=str(eval_file) if eval_file else None,
    )
