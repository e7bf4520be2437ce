"""The index manifest: what an index was built from and with, and whether it can be used now.

``manifest.json`` is written last by a build (and removed first), so an index with a manifest
is a complete one. It records the commit, counts, the model's identity, the format and
schema versions, and the sha256 of every file in the index directory for ``index verify``.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from memstone.errors import IndexMismatchError, IndexMissingError

FORMAT_VERSION = 4  # 2: records.sqlite; 3: type, source, superseded columns; 4: chunk tokens and terms
SCHEMA_VERSION = "1"
MANIFEST = "manifest.json"
NO_MODEL = "none"


def ranker_version() -> str:
    """``memstone.rank.RANKER_VERSION`` when that module exists, else "0"."""
    try:
        rank = importlib.import_module("memstone.rank")
    except ImportError:
        return "0"
    return str(getattr(rank, "RANKER_VERSION", "0"))


def tantivy_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tantivy")
    except PackageNotFoundError:
        return "unknown"


@dataclass(frozen=True, slots=True)
class Manifest:
    commit: str | None
    memory_count: int
    chunk_count: int
    model_id: str
    model_sha256: str
    dim: int
    tokenizer_sha256: str
    schema_version: str
    ranker_version: str
    tantivy_version: str
    format_version: int
    built_at: str
    rev: str | None = None
    dirty: bool = False
    git_clean: bool = False  # built from the work tree while git saw no change to any indexed path
    warnings: list[str] = field(default_factory=list)  # what the build's history pass warned (shallow clone)
    secret_rules: str = ""  # scan.rules_fingerprint() at build time; another value makes the index stale
    model: dict[str, Any] = field(default_factory=dict, compare=False)
    files: dict[str, str] = field(default_factory=dict, compare=False)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, indent=1) + "\n"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Manifest:
        names = set(cls.__dataclass_fields__)
        return cls(**{k: v for k, v in data.items() if k in names})


def model_fields(fingerprint: dict[str, Any] | None) -> dict[str, Any]:
    """The model part of a manifest, from an embedder's fingerprint (None: BM25 only)."""
    if fingerprint is None:
        return {"model_id": NO_MODEL, "model_sha256": "", "dim": 0, "tokenizer_sha256": "", "model": {}}
    return {
        "model_id": str(fingerprint.get("model_id", "")),
        "model_sha256": str(fingerprint.get("model_sha256", "")),
        "dim": int(fingerprint.get("dim", 0)),
        "tokenizer_sha256": str(fingerprint.get("tokenizer_sha256", "")),
        "model": dict(fingerprint),
    }


def read_manifest(index_dir: Path) -> Manifest:
    path = index_dir / MANIFEST
    if not path.is_file():
        raise IndexMissingError(
            f"no index at {index_dir}; run `memstone index build` (or `memstone index unpack FILE`)"
        )
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return Manifest.from_dict(data)
    except (ValueError, TypeError) as exc:
        raise IndexMismatchError(
            f"{path} is unreadable ({exc}); run `memstone index build --full` to rebuild the index"
        ) from None


def incompatibility(manifest: Manifest, fingerprint: dict[str, Any] | None, *, check_model: bool = True) -> str | None:
    """Why an index cannot be used with this memstone and model, or None when it can.

    An index built without a model (BM25 only) can be used with any: it is searched lexically.
    """
    if manifest.format_version != FORMAT_VERSION:
        return f"index format {manifest.format_version} (this memstone reads format {FORMAT_VERSION})"
    if manifest.schema_version != SCHEMA_VERSION:
        return f"index schema {manifest.schema_version} (this memstone uses schema {SCHEMA_VERSION})"
    if manifest.ranker_version != ranker_version():
        return f"ranker version {manifest.ranker_version} (this memstone ranks with {ranker_version()})"
    if not check_model or (manifest.model_id == NO_MODEL and manifest.dim == 0):
        return None  # a BM25-only index holds no vectors to mix up: any model can read it lexically
    want = model_fields(fingerprint)
    for key in ("model_id", "model_sha256", "dim", "tokenizer_sha256"):
        if getattr(manifest, key) != want[key]:
            have = f"{manifest.model_id} ({manifest.model_sha256[:12] or '-'}, dim {manifest.dim})"
            now = f"{want['model_id']} ({str(want['model_sha256'])[:12] or '-'}, dim {want['dim']})"
            return f"built with model {have}, but the configured model is {now}"
    return None


def check_compatible(manifest: Manifest, fingerprint: dict[str, Any] | None, index_dir: Path) -> None:
    """Raise IndexMismatchError (with the command that fixes it) when the index cannot be used."""
    why = incompatibility(manifest, fingerprint)
    if why is not None:
        raise IndexMismatchError(
            f"the index at {index_dir} cannot be used: {why}; "
            "run `memstone index build --full` to rebuild it for this model and version"
        )
